//! A solution of one's own that reads and writes with std alone, kept to test that the bundler
//! keeps only what the solution's paths reach: it shares the names `stdout`, `stdin`, `Write`,
//! `read_line` and `Scanner` with the library's IO module, and its bundle must not carry that
//! module. Misère Nim, T cases of n heaps: `First` if the player to move wins, else `Second`.
use impartial::nim;
use std::io::{stdin, stdout, BufRead, BufWriter, Write};

struct Scanner {
    words: Vec<u64>,
}

impl Scanner {
    fn read_line(input: &mut impl BufRead) -> Scanner {
        let mut all = String::new();
        while input.read_line(&mut all).map_or(false, |n| n > 0) {}
        let words = all.split_whitespace().map(|w| w.parse().expect("a number")).collect();
        Scanner { words }
    }
}

fn main() {
    let sc = Scanner::read_line(&mut stdin().lock());
    let mut out = BufWriter::new(stdout());
    let mut words = sc.words.into_iter();
    for _ in 0..words.next().unwrap_or(0) {
        let n = words.next().expect("a heap count");
        let fold = (0..n).fold((0, 0), |acc, _| nim::misere_fold(acc, words.next().expect("a heap")));
        let first = nim::misere_first_wins(fold.0, fold.1);
        writeln!(out, "{}", if first { "First" } else { "Second" }).expect("stdout");
    }
}
