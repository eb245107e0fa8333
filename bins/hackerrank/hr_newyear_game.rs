//! HackerRank New Year Game (newyear-game): T arrays; players take numbers into their scores; Koca (second) wins iff the scores differ by a multiple of 3; `Balsa` or `Koca`.
use impartial::io::run;
use impartial::numbers::score_mod3;

const HELP: &str = include_str!("hr_newyear_game.txt");

fn main() {
    run("hr_newyear_game", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("an array length n")?;
            let odd = sc.fold_u64(n, "a number a_i", [false; 3], |mut odd, v| {
                odd[(v % 3) as usize] ^= true;
                odd
            })?;
            let balsa = score_mod3::first_wins((1..3).filter(|&r| odd[r as usize]));
            out.line(if balsa { "Balsa" } else { "Koca" });
        }
        sc.finish()
    })
}
