// Peer for `cargo xtask race`: Luogu P2197 in idiomatic Rust: the whole input as a string, split
// at whitespace, each token parsed.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut out = String::new();
    for _ in 0..numbers.next().unwrap() {
        let n = numbers.next().unwrap();
        let sum = (0..n).fold(0, |s, _| s ^ numbers.next().unwrap());
        out.push_str(if sum != 0 { "Yes\n" } else { "No\n" });
    }
    print!("{out}");
}
