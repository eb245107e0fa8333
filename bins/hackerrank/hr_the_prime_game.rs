//! HackerRank The Prime Game (the-prime-game): T cases of N buckets of A_k balls; a move removes 2, 3, 5, 7, 11 or 13 balls from a bucket; `Manasa` if the first player wins, else `Sandy`.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("hr_the_prime_game.txt");

fn main() {
    run("hr_the_prime_game", HELP, |sc, out| {
        // The values of the subtraction game repeat, a period found at run time.
        let mut game = Subtraction::new([2, 3, 5, 7, 11, 13]);
        for _ in 0..sc.u64("a case count T")? {
            let mut x = 0;
            for _ in 0..sc.u64("a bucket count N")? {
                x ^= sc.u64_map("a ball count", |a| game.grundy(a))?;
            }
            out.line(if x != 0 { "Manasa" } else { "Sandy" });
        }
        sc.finish()
    })
}
