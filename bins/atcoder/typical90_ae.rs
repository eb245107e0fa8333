//! AtCoder Typical 90 #031 VS AtCoder: N piles of W_i white and B_i blue stones; a white out for W_i blue in, or 1 to ⌊B_i/2⌋ blue out; `First` if moving first wins, else `Second`.
use impartial::io::run;
use impartial::take::white_blue::Table;

const HELP: &str = include_str!("typical90_ae.txt");

fn main() {
    run("typical90_ae", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let bound = |v: u64| (v <= 50).then(|| v as usize);
        let mut white = Vec::new();
        for _ in 0..n {
            white.push(sc.u64_map("a white count W_i from 0 to 50", bound)?);
        }
        let mut blue = Vec::new();
        for _ in 0..n {
            blue.push(sc.u64_map("a blue count B_i from 0 to 50", bound)?);
        }
        let most = |v: &[usize]| v.iter().copied().max().unwrap_or(0);
        let table = Table::new(most(&white), most(&blue));
        let value = |(&w, &b)| table.grundy(w, b).unwrap_or(0);
        let sum = white.iter().zip(&blue).fold(0, |s, p| s ^ value(p));
        out.line(if sum != 0 { "First" } else { "Second" });
        sc.finish()
    })
}
