//! The generators of HackerRank's problems (`cargo xtask new` adds rows here).

use super::*;

/// Cases of about n numbers in all (at most `max_cases`), each a count up to `max_count`
/// (1 to 3 values below 8 in a third of them, for the search) and that many values from `lo`
/// to `hi` (to `wide` with `--wide`); `head` adds a number after the count (Poker Nim's k).
pub(super) fn pile_cases(
    g: &mut Gen,
    max_cases: u64,
    max_count: u64,
    (lo, hi, wide): (u64, u64, u64),
    head: Option<u64>,
) {
    let cases = max_cases.min(1 + g.n / 10);
    let per_case = (g.n / cases).clamp(2, max_count + 1) - 1;
    g.line(&[cases]);
    for _ in 0..cases {
        let (count, top) = match g.rng.random_range(0..3) {
            0 => (g.rng.random_range(1..=3), 7),
            _ => (per_case, hi),
        };
        let mut line = vec![count];
        line.extend(head.map(|k| g.between(1, k)));
        g.line(&line);
        let top = match g.wide && top == hi {
            true => wide,
            false => top.max(lo),
        };
        let values: Vec<u64> = (0..count).map(|_| g.rng.random_range(lo..=top)).collect();
        g.line(&values);
    }
}

/// The largest input: `cases` cases of `count` values near `hi` (and k at its limit).
pub(super) fn worst_cases(g: &mut Gen, cases: u64, count: u64, hi: u64, head: Option<u64>) {
    g.line(&[cases]);
    for _ in 0..cases {
        let mut line = vec![count];
        line.extend(head);
        g.line(&line);
        let values: Vec<u64> = (0..count)
            .map(|_| g.rng.random_range(hi / 2..=hi))
            .collect();
        g.line(&values);
    }
}

/// One row per binary of HackerRank after the first fifteen ([`super::hackerrank_first`]).
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "hr_zero_move_nim",
        about: "up to 10 games of up to 10 piles below 2^30 (below 2^64 - 1 when wide)",
        make: |g| pile_cases(g, 10, 10, (1, (1 << 30) - 1, u64::MAX - 1), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ g ≤ 10, 1 ≤ n ≤ 10, 1 ≤ p_i < 2^30",
            about: "10 games of 10 piles near 2^30",
            worst: |g| worst_cases(g, 10, 10, (1 << 30) - 1, None),
        },
    },
    // New generators go above this line
];
