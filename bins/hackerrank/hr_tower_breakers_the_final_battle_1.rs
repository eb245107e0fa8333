//! HackerRank Tower Breakers, The Final Battle (tower-breakers-the-final-battle-1): T towers; P1 splits, P2 picks the k-th piece for k² coins; the coins P2 earns.
use impartial::io::run;
use impartial::numbers::tower_payments;

const HELP: &str = include_str!("hr_tower_breakers_the_final_battle_1.txt");

fn main() {
    run("hr_tower_breakers_the_final_battle_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a tower height N")?;
            out.u64(tower_payments::coins(n)).line("");
        }
        sc.finish()
    })
}
