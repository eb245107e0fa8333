//! Baekjoon 13034 (다각형 게임): players draw non-crossing chords between unused vertices of a convex N-gon; who cannot draw loses; `1` if 성관 (first) wins, else `2`.
use impartial::io::run;
use impartial::octal::Octal;

const HELP: &str = include_str!("boj13034.txt");

fn main() {
    run("boj13034", HELP, |sc, out| {
        // A chord uses two vertices and leaves the others in two independent groups: a heap
        // of N in Dawson's Kayles, the octal game 0.07, whose period the library proves.
        let dawson = Octal::from_digits(vec![0, 0, 7]).periodic(10_000);
        let g = sc.u64_map("a vertex count N", |n| dawson.as_ref().map(|d| d.grundy(n)))?;
        out.line(if g != 0 { "1" } else { "2" });
        sc.finish()
    })
}
