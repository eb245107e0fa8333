//! The shapes of HackerRank's inputs that more than one generator or a long one needs: cases
//! of piles, and the boards, trees, graphs and rows of the later problems.

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

/// Stone Division's game: n a product of small primes up to `top` (any u64 when wide), and
/// up to `max_m` distinct members of S, most of them small, some above n.
pub(super) fn stone_division(g: &mut Gen, top: u64, max_m: u64) {
    let mut n = 1u64;
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23];
    let top = if g.wide { u64::MAX } else { top };
    // Small inputs stop at random (for varied searches); large ones fill the range.
    while !g.small() || g.rng.random_range(0..12) > 0 {
        let p = primes[g.rng.random_range(0..primes.len())];
        match n.checked_mul(p) {
            Some(v) if v <= top => n = v,
            _ => break,
        }
    }
    let m = g.rng.random_range(1..=max_m);
    let set = g.distinct(m, |g| match g.rng.random_range(0..6) {
        0 => g.rng.random_range(2..=top.max(2)),
        _ => g.rng.random_range(2..=30),
    });
    g.line(&[n, m]);
    g.line(&set);
}

/// A length n and a permutation of 1 to n that is not increasing (with `--wide`, n distinct
/// numbers of any size).
pub(super) fn permutation_case(g: &mut Gen, n: u64) {
    let mut row: Vec<u64> = match g.wide {
        true => g.distinct(n, |g| g.rng.random()),
        false => (1..=n).collect(),
    };
    while row.windows(2).all(|w| w[0] < w[1]) {
        row.shuffle(&mut g.rng);
    }
    g.line(&[n]);
    g.line(&row);
}

/// A board size n, then n rows of player 1's rooks and n of player 2's, one a line, the two
/// of a column different.
pub(super) fn rook_rows(g: &mut Gen, n: u64) {
    g.line(&[n]);
    let first: Vec<u64> = (0..n).map(|_| g.rng.random_range(1..=n)).collect();
    first.iter().for_each(|&a| g.line(&[a]));
    for &a in &first {
        let b = g.rng.random_range(1..n);
        g.line(&[if b >= a { b + 1 } else { b }]);
    }
}

/// Play on Benders: n locations, m paths from a lower to a higher position of a random order
/// (so no cycle), q games of 1 to k soldiers.
pub(super) fn benders(g: &mut Gen, n: u64, m: u64, q: u64, k: u64) {
    let mut order: Vec<u64> = (1..=n).collect();
    order.shuffle(&mut g.rng);
    g.line(&[n, m]);
    for _ in 0..m {
        let a = g.rng.random_range(0..n - 1);
        let b = g.rng.random_range(a + 1..n);
        g.line(&[order[a as usize], order[b as usize]]);
    }
    g.line(&[q]);
    for _ in 0..q {
        let count = g.rng.random_range(1..=k);
        g.list(count, |g| g.rng.random_range(1..=n));
    }
}

/// A side n and n rows of n digits: uniform, or (one board in three) prime but for a few.
pub(super) fn digit_board(g: &mut Gen, n: u64) {
    g.line(&[n]);
    let sparse = g.rng.random_range(0..3) == 0;
    for _ in 0..n {
        let row: Vec<u64> = (0..n)
            .map(|_| match sparse && g.rng.random_range(0..8) > 0 {
                true => [2, 3, 5, 7][g.rng.random_range(0..4)],
                false => g.rng.random_range(1..=9),
            })
            .collect();
        g.line(&row);
    }
}

/// Move the Coins: a tree on n nodes (each node's parent an earlier one in a shuffled order,
/// node 1 first), coins to `top` (any u64 when wide), and q questions u ≠ v, u ≥ 2.
pub(super) fn coin_tree(g: &mut Gen, n: u64, q: u64, top: u64) {
    let mut order: Vec<u64> = (2..=n).collect();
    order.shuffle(&mut g.rng);
    order.insert(0, 1);
    g.line(&[n]);
    let coins: Vec<u64> = (0..n).map(|_| g.below(top)).collect();
    g.line(&coins);
    for i in 1..n as usize {
        let p = order[g.rng.random_range(0..i)];
        match g.rng.random_range(0..2) {
            0 => g.line(&[p, order[i]]),
            _ => g.line(&[order[i], p]),
        }
    }
    g.line(&[q]);
    for _ in 0..q {
        let u = g.rng.random_range(2..=n);
        let v = g.rng.random_range(1..n);
        g.line(&[u, if v >= u { v + 1 } else { v }]);
    }
}

/// n non-decreasing piles from 1, each step from 0 to `step` (one in four 0; to 10^9 at
/// most, or any u64 when wide).
pub(super) fn rising_row(g: &mut Gen, n: u64, step: u64) {
    let top = if g.wide { u64::MAX } else { 1_000_000_000 };
    let mut v = 1u64;
    let row: Vec<u64> = (0..n)
        .map(|_| {
            if g.rng.random_range(0..4) > 0 {
                let s = g.rng.random_range(0..=step);
                v = v.saturating_add(s).min(top);
            }
            v
        })
        .collect();
    g.line(&[n]);
    g.line(&row);
}

/// One query of Stone Division, Revisited: a pile n, a product of small primes up to `top`
/// (any u64 when wide), and m distinct sizes, four in five of them divisors of n (so that
/// long chains of splits exist), the others from 1 to `top`; m from `least` to `most`.
pub(super) fn division_query(g: &mut Gen, top: u64, (least, most): (u64, u64)) {
    let top = if g.wide { u64::MAX } else { top };
    let mut divisors = vec![1u64];
    let mut n = 1u64;
    // Small inputs stop at random (for varied searches); large ones fill the range.
    while !g.small() || g.rng.random_range(0..8) > 0 {
        let p = [2, 3, 5, 7, 11, 13][g.rng.random_range(0..6)];
        match n.checked_mul(p) {
            Some(v) if v <= top => n = v,
            _ => break,
        }
        let more: Vec<u64> = divisors.iter().map(|d| d * p).collect();
        divisors.extend(more);
        divisors.sort_unstable();
        divisors.dedup();
    }
    let m = g.rng.random_range(least..=most);
    let sizes = g.distinct(m, |g| match g.rng.random_range(0..5) {
        0 => g.rng.random_range(1..=top),
        _ => divisors[g.rng.random_range(0..divisors.len())],
    });
    g.line(&[n, m]);
    g.line(&sizes);
}
