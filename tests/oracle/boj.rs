//! Baekjoon: each game written from its statement as an explicit move list for
//! [`super::games::Game`] to search, and a reference solver per binary: the search where the
//! position is small, beyond it a rule written here from the statement (each checked against
//! the search on the small positions it meets).

use super::boj_stones::takes_game;
use super::games::{self, Game};
use super::problems::{small, word, Input, Solver};

/// The oracle rows of the Baekjoon binaries (searched after [`super::problems::PROBLEMS`],
/// where `cargo xtask new` puts a new one).
pub const PROBLEMS: &[(&str, Solver)] = &[
    ("boj9655", super::boj_stones::boj9655),
    ("boj9657", super::boj_stones::boj9657),
    ("boj9660", super::boj_stones::boj9660),
    ("boj9661", super::boj_stones::boj9661),
    ("boj11868", boj11868),
    ("boj11869", boj11869),
    ("boj11871", boj11871),
    ("boj11872", boj11872),
    ("boj13034", super::boj_boards::boj13034),
    ("boj16889", boj16889),
    ("boj16895", boj16895),
    ("boj9656", super::boj_stones::boj9656),
    ("boj9658", super::boj_stones::boj9658),
    ("boj9659", super::boj_stones::boj9659),
    ("boj9662", super::boj_stones::boj9662),
    ("boj11694", boj11694),
    ("boj16877", boj16877),
    ("boj11867", boj11867),
    ("boj24678", super::boj_boards::boj24678),
    ("boj2600", boj2600),
    ("boj16879", super::boj_boards::boj16879),
    ("boj11717", super::boj_boards::boj11717),
    ("boj3754", boj3754),
    ("boj24656", boj24656),
    ("boj5386", boj5386),
];

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
pub fn even_or_all(p: u64) -> Vec<u64> {
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

pub fn boj11694(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    // Bouton's misère rule: with a pile above 1, as normal Nim; with none, an even count wins.
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    let wins = match piles.iter().any(|&p| p > 1) {
        true => xor != 0,
        false => piles.iter().filter(|&&p| p == 1).count() % 2 == 0,
    };
    if small(&piles, 4, 8) {
        assert_eq!(games::misere_nim().wins(&piles), wins, "{piles:?}");
    }
    word(wins, "koosaga", "cubelover", out);
}

pub fn boj16877(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let top = piles.iter().copied().max().unwrap_or(0) as usize;
    // The values by their definition (the mex over the Fibonacci takes), checked against the
    // search of one pile up to 300.
    let fib: Vec<usize> = std::iter::successors(Some((1usize, 2usize)), |&(a, b)| Some((b, a + b)))
        .map(|(a, _)| a)
        .take_while(|&f| f <= top.max(300))
        .collect();
    let mut g = vec![0u64; top.max(300) + 1];
    for h in 1..g.len() {
        let options: Vec<u64> = fib.iter().filter(|&&f| f <= h).map(|&f| g[h - f]).collect();
        g[h] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let mut search = takes_game(fib.iter().map(|&f| f as u64).collect());
    for (h, &v) in g.iter().enumerate().take(301) {
        assert_eq!(search.grundy(&(h as u64)), v, "pile {h}");
    }
    let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
    word(x != 0, "koosaga", "cubelover", out);
}

pub fn boj11867(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64(), inp.u64());
    // An even box splits into two odd ones; two odd boxes leave an even one whatever the move.
    let wins = n % 2 == 0 || m % 2 == 0;
    if n <= 60 && m <= 60 {
        // The two boxes are one group of E&D: empty one box, split the other.
        let mut boxes = super::curriculum::e_and_d();
        assert_eq!(boxes.wins(&(n.min(m), n.max(m))), wins, "{n} {m}");
    }
    word(wins, "A", "B", out);
}

pub fn boj2600(inp: &mut Input, out: &mut String) {
    let takes = inp.list(3);
    // One bottle's values by their definition until a window repeats, then by that period;
    // two bottles are a sum (checked against the search of pairs up to 40).
    let t = *takes.iter().max().unwrap() as usize;
    let (g, start, period) = super::boj_stones::until_repeat(t, |g: &[u64]| {
        let n = g.len();
        let options: Vec<u64> = (takes.iter().filter(|&&s| s as usize <= n))
            .map(|&s| g[n - s as usize])
            .collect();
        (0..).find(|v| !options.contains(v)).unwrap()
    });
    let value = |k: u64| match k < (start + period) as u64 {
        true => g[k as usize],
        false => g[start + ((k - start as u64) % period as u64) as usize],
    };
    let mut pair = games::subtraction(takes.clone());
    for _ in 0..5 {
        let (a, b) = (inp.u64(), inp.u64());
        let wins = value(a) != value(b);
        if a <= 40 && b <= 40 {
            assert_eq!(pair.wins(&vec![a.min(b), a.max(b)]), wins, "{a} {b}");
        }
        word(wins, "A", "B", out);
    }
}

pub fn boj3754(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        // Bouton's misère rule, searched when small.
        let xor = piles.iter().fold(0, |x, &p| x ^ p);
        let wins = match piles.iter().any(|&p| p > 1) {
            true => xor != 0,
            false => piles.len() % 2 == 0,
        };
        if small(&piles, 4, 8) {
            assert_eq!(games::misere_nim().wins(&piles), wins, "{piles:?}");
        }
        word(wins, "John", "Brother", out);
    }
}

/// One pile whose takes are the powers of `b` up to `n`, searched: its Grundy value.
fn powers_search(n: u64, b: u64) -> u64 {
    let takes: Vec<u64> =
        std::iter::successors(Some(1u64), |&p| (b > 1).then(|| p.checked_mul(b)).flatten())
            .take_while(|&p| p <= n)
            .collect();
    takes_game(takes).grundy(&n)
}

/// The rule the search confirms: parity for odd b; for even b the residue mod b + 1, odd
/// worth 1 and b worth 2.
fn powers_rule(n: u64, b: u64) -> u64 {
    match b % 2 {
        1 => n % 2,
        _ => match n % (b + 1) {
            r if r == b => 2,
            r => r % 2,
        },
    }
}

pub fn boj24656(inp: &mut Input, out: &mut String) {
    let x = (0..inp.u64()).fold(0, |x, _| {
        let (a, b) = (inp.u64(), inp.u64());
        if a <= 300 {
            assert_eq!(powers_search(a, b), powers_rule(a, b), "{a} {b}");
        }
        x ^ powers_rule(a, b)
    });
    word(x != 0, "Alice", "Bob", out);
}

pub fn boj5386(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let (s, k) = (inp.u64(), inp.u64());
        // The smallest power of k that leaves a loss (by the rule, searched up to 300).
        let mut take = 0;
        let mut p = 1u64;
        while p <= s {
            if powers_rule(s - p, k) == 0 {
                take = p;
                break;
            }
            match (k > 1).then(|| p.checked_mul(k)).flatten() {
                Some(q) => p = q,
                None => break,
            }
        }
        if s <= 300 {
            assert_eq!(powers_search(s, k), powers_rule(s, k), "{s} {k}");
        }
        out.push_str(&format!("{take}\n"));
    }
}
