//! The reference solvers of HackerRank's Game Theory track after its first fifteen problems
//! (those are in [`super::hackerrank`]): the search of each game as its statement words it
//! where the position is small, beyond it a textbook rule written here, checked against the
//! search on every small position it meets.

use super::hackerrank_games::*;
use super::problems::{small, word, Input};

/// Zero-Move Nim: the search on up to 3 piles below 7, else the XOR of each pile's value by
/// its definition (the mex of the smaller unused piles and the spent pile p, whose value is p),
/// a table to 64 checked by the search, then its pattern, which the table proves to 64.
pub fn hr_zero_move_nim(inp: &mut Input, out: &mut String) {
    let mut search = zero_move_nim();
    let mut table = vec![0u64];
    for p in 1..=64u64 {
        let seen: Vec<u64> = table.iter().copied().chain([p]).collect();
        table.push((0..).find(|m| !seen.contains(m)).unwrap());
        assert_eq!(
            table[p as usize],
            search.grundy(&vec![(p, false)]),
            "p = {p}"
        );
    }
    let value = |p: u64| match p as usize {
        q if q < table.len() => table[q],
        _ if p % 2 == 1 => p + 1,
        _ => p - 1,
    };
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        let rule = piles.iter().fold(0, |x, &p| x ^ value(p)) != 0;
        if small(&piles, 3, 7) {
            let state = piles.iter().map(|&p| (p, false)).collect();
            assert_eq!(search.wins(&state), rule, "{piles:?}");
        }
        word(rule, "W", "L", out);
    }
}
