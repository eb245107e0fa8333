//! Baekjoon: each game written from its statement as an explicit move list for
//! [`super::games::Game`] to search, and a reference solver per binary: the search where the
//! position is small, beyond it a rule written here from the statement (each checked against
//! the search on the small positions it meets).

use super::games::{self, Game};
use super::problems::{small, word, Input};

/// One pile, a move takes exactly some `s` of `takes` (9655, 9657, 9660, 9661).
fn takes_game(takes: Vec<u64>) -> Game<u64> {
    Game::normal(move |&n: &u64| takes.iter().filter(|&&s| s <= n).map(|&s| n - s).collect())
}

/// The stone games 9655, 9657, 9660 and 9661: `SK` if the first player wins. `takes` are the
/// moves (up to 3000 stones, searched), `rule` the answer beyond, checked on the searched ones.
fn stones(inp: &mut Input, out: &mut String, takes: Vec<u64>, rule: fn(u64) -> bool) {
    let n = inp.u64();
    let mut search = takes_game(takes);
    for m in (n.saturating_sub(40)..=n)
        .chain(0..60)
        .filter(|&m| m <= 3000)
    {
        assert_eq!(search.wins(&m), rule(m), "the rule at {m}");
    }
    let wins = match n <= 3000 {
        true => search.wins(&n),
        false => rule(n),
    };
    word(wins, "SK", "CY", out);
}

pub fn boj9655(inp: &mut Input, out: &mut String) {
    // Every take is odd: each move flips the parity of the stones left.
    stones(inp, out, vec![1, 3], |n| n % 2 == 1);
}

pub fn boj9657(inp: &mut Input, out: &mut String) {
    stones(inp, out, vec![1, 3, 4], |n| n % 7 != 0 && n % 7 != 2);
}

pub fn boj9660(inp: &mut Input, out: &mut String) {
    stones(inp, out, vec![1, 3, 4], |n| n % 7 != 0 && n % 7 != 2);
}

pub fn boj9661(inp: &mut Input, out: &mut String) {
    let powers = vec![1, 4, 16, 64, 256, 1024];
    // Powers of 4 are ±1 mod 5.
    stones(inp, out, powers, |n| n % 5 != 0 && n % 5 != 2);
}

/// Nim's answer for `piles`: by search when small, else by Bouton's XOR (checked on the
/// searched ones).
fn nim_wins(piles: &[u64]) -> bool {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    if small(piles, 4, 8) {
        assert_eq!(games::nim().wins(&piles.to_vec()), xor != 0, "{piles:?}");
    }
    xor != 0
}

pub fn boj11868(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    word(nim_wins(&piles), "koosaga", "cubelover", out);
}

/// 11869 as the squares of the coins: a move slides one coin left.
fn nimble() -> Game<Vec<u64>> {
    Game::normal(|coins: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..coins.len() {
            for to in 0..coins[i] {
                let mut next = coins.clone();
                next[i] = to;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

pub fn boj11869(inp: &mut Input, out: &mut String) {
    let m = inp.u64();
    let mut coins = inp.list(m);
    let wins = nim_wins(&coins);
    if small(&coins, 4, 8) {
        coins.sort_unstable();
        assert_eq!(nimble().wins(&coins), wins, "{coins:?}");
    }
    word(wins, "koosaga", "cubelover", out);
}

/// 11871's moves on one pile: an even take that leaves some, or all of an odd pile.
fn even_or_all(p: u64) -> Vec<u64> {
    let mut out: Vec<u64> = (2..p).step_by(2).map(|e| p - e).collect();
    if p % 2 == 1 {
        out.push(0);
    }
    out
}

/// A game of several piles, each moved by `moves`, kept sorted.
fn piles_game(moves: fn(u64) -> Vec<Vec<u64>>) -> Game<Vec<u64>> {
    Game::normal(move |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for parts in moves(piles[i]) {
                let mut next = piles.clone();
                next.remove(i);
                next.extend(parts.into_iter().filter(|&p| p > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// The answer for `piles` from one pile's values `value` (the Sprague–Grundy theorem), checked
/// against the search of `game` when the piles are few and small, and `value` against the
/// search of one pile below `single`.
fn by_values(
    piles: &[u64],
    game: &mut Game<Vec<u64>>,
    single: u64,
    value: fn(u64) -> u128,
) -> bool {
    for p in 0..single {
        assert_eq!(
            u128::from(game.grundy(&vec![p])),
            value(p),
            "one pile of {p}"
        );
    }
    let wins = piles.iter().fold(0, |x, &p| x ^ value(p)) != 0;
    if small(piles, 3, 12) {
        let mut sorted: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        sorted.sort_unstable();
        assert_eq!(game.wins(&sorted), wins, "{piles:?}");
    }
    wins
}

pub fn boj11871(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let mut game = piles_game(|p| even_or_all(p).into_iter().map(|q| vec![q]).collect());
    // Piles of 2 stay: the search keeps them as they are (they have no move).
    let value = |p: u64| match (p % 2, p) {
        (_, 0) => 0,
        (1, _) => u128::from(p / 2 + 1),
        _ => u128::from(p / 2 - 1),
    };
    word(
        by_values(&piles, &mut game, 200, value),
        "koosaga",
        "cubelover",
        out,
    );
}

pub fn boj11872(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let mut game = piles_game(|p| {
        let takes = (0..p).map(|q| vec![q]);
        takes
            .chain((1..p).filter(|&a| a <= p - a).map(|a| vec![a, p - a]))
            .collect()
    });
    // The values of the search: 4k + 1, 4k + 2 keep their size, 4k + 3 and 4k + 4 swap.
    let value = |p: u64| match p % 4 {
        3 => u128::from(p) + 1,
        0 if p > 0 => u128::from(p) - 1,
        _ => u128::from(p),
    };
    word(
        by_values(&piles, &mut game, 30, value),
        "koosaga",
        "cubelover",
        out,
    );
}

pub fn boj16889(inp: &mut Input, out: &mut String) {
    let mut search = super::codeforces::once_per_amount();
    let x = (0..inp.u64()).fold(0, |x, _| {
        let a = inp.u64();
        let value = match a <= 60 {
            true => search.grundy(&(a, 0)),
            // The most moves a pile can take: the largest k with 1 + … + k ≤ a.
            false => {
                let (mut lo, mut hi) = (0u128, 1u128 << 33);
                while hi - lo > 1 {
                    let mid = (lo + hi) / 2;
                    match mid * (mid + 1) / 2 <= u128::from(a) {
                        true => lo = mid,
                        false => hi = mid,
                    }
                }
                lo as u64
            }
        };
        x ^ value
    });
    word(x != 0, "koosaga", "cubelover", out);
}

pub fn boj16895(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let mut count = 0u64;
    for (i, &p) in piles.iter().enumerate() {
        // Every take from pile i, each judged by Bouton's XOR of what it leaves (checked
        // against the search when small); a pile beyond 10^4 by its one winning take, if any.
        if p > 10_000 {
            count += u64::from(x != 0 && x ^ p < p);
            continue;
        }
        for take in 1..=p {
            let wins_after = x ^ p ^ (p - take) != 0;
            if small(&piles, 4, 8) {
                let mut next = piles.clone();
                next[i] -= take;
                assert_eq!(nim_wins(&next), wins_after, "{next:?}");
            }
            count += u64::from(!wins_after);
        }
    }
    out.push_str(&format!("{count}\n"));
}

/// 13034 literally, as the chords drawn (sorted) on a convex `n`-gon's vertices 0..n: a chord
/// joins two vertices no chord uses and crosses no drawn chord.
fn polygon(n: u32) -> Game<Vec<(u32, u32)>> {
    Game::normal(move |chords: &Vec<(u32, u32)>| {
        let used = |v: u32| chords.iter().any(|&(a, b)| a == v || b == v);
        let mut out = Vec::new();
        for i in (0..n).filter(|&i| !used(i)) {
            for j in (i + 1..n).filter(|&j| !used(j)) {
                // (a, b) and (i, j) cross when exactly one of i, j lies strictly between a, b.
                if chords
                    .iter()
                    .all(|&(a, b)| (a < i && i < b) == (a < j && j < b))
                {
                    let mut next = chords.clone();
                    next.push((i, j));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

pub fn boj13034(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    // A chord leaves the other n − 2 vertices in two groups that play apart: g(k) is the mex
    // of g(a) ⊕ g(k − 2 − a); checked against the literal search up to 11 vertices.
    let len = 5000;
    let mut g = vec![0u64; len];
    for k in 2..len {
        let options: Vec<u64> = (0..=k - 2).map(|a| g[a] ^ g[k - 2 - a]).collect();
        g[k] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    for k in 3..=11u32 {
        assert_eq!(
            polygon(k).wins(&Vec::new()),
            g[k as usize] != 0,
            "{k} vertices"
        );
    }
    // Beyond the table: the values repeat with period 34 from 53 on (seen to 5000 here).
    assert!((53..len - 34).all(|k| g[k] == g[k + 34]));
    let value = match n < len as u64 {
        true => g[n as usize],
        false => g[53 + ((n - 53) % 34) as usize],
    };
    word(value != 0, "1", "2", out);
}
