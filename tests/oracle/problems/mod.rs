//! Reference solvers for every binary's input format, built on the exhaustive search in
//! [`super::games`]. A case is decided by searching the whole position whenever it is small
//! enough (`search::*`); beyond the search's reach each game falls back to a textbook reference
//! written here independently of the library (`reference::*`: the nim-sum theorem,
//! `n mod (m + 1)` in u128, Wythoff pairs from Zeckendorf representations, Grundy values from
//! their definition). Every reference is checked against the search on small positions by
//! `tests/golden.rs`.
//!
//! These answers are the provenance of every golden `.out` file that is not a statement sample
//! (`IMPARTIAL_BLESS=1 cargo test --test golden` writes them), and the golden runner re-derives
//! every file with them.

mod input;
pub mod reference;
pub mod search;

use input::mex;
pub use input::{small, word, Input};

use super::games;
use super::solvers;

/// The Fibonacci numbers below 2^20, the take sizes of HDU 1848 for piles below its limit.
fn fibonacci_takes() -> Vec<u64> {
    games::fibonacci_up_to(1 << 20)
        .into_iter()
        .map(|f| f as u64)
        .collect()
}

/// Whether the player to move wins Nim on `piles`: by search when they are small.
fn nim_wins(piles: &[u64]) -> bool {
    if small(piles, 4, 8) {
        search::nim_wins(piles)
    } else {
        reference::nim_wins(piles)
    }
}

/// A solver: the expected output for the input read from `inp`, appended to `out`.
pub type Solver = fn(&mut Input, &mut String);

/// The oracle of every bin, one row each (`cargo xtask new` adds a row).
pub const PROBLEMS: &[(&str, Solver)] = &[
    ("p2197", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            word(nim_wins(&inp.list(n)), "Yes", "No", out);
        }
    }),
    ("acwing891", |inp, out| {
        let n = inp.u64();
        word(nim_wins(&inp.list(n)), "Yes", "No", out);
    }),
    ("p1247", |inp, out| {
        let k = inp.u64();
        let mut piles = inp.list(k);
        let mv = if small(&piles, 4, 8) {
            search::nim_first_winning_move(&piles)
        } else {
            reference::nim_first_winning_move(&piles)
        };
        match mv {
            Some((i, to)) => {
                *out += &format!("{} {}\n", piles[i] - to, i + 1);
                piles[i] = to;
                let list: Vec<String> = piles.iter().map(u64::to_string).collect();
                *out += &list.join(" ");
                out.push('\n');
            }
            None => *out += "lose\n",
        }
    }),
    ("hdu1846", |inp, out| {
        for _ in 0..inp.u64() {
            let (n, m) = (inp.u64(), inp.u64());
            let wins = if n <= 300 && m <= 300 {
                search::bash_wins(n, m)
            } else {
                reference::bash_wins(n, m)
            };
            word(wins, "first", "second", out);
        }
    }),
    ("p2252", |inp, out| {
        while let Some(a) = inp.try_u64() {
            let b = inp.u64();
            let wins = if a < 60 && b < 60 {
                search::wythoff_wins(a, b)
            } else {
                reference::wythoff_wins(a, b)
            };
            word(wins, "1", "0", out);
        }
    }),
    ("p4279", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            let p = inp.list(n);
            let wins = if small(&p, 4, 6) {
                search::misere_nim_wins(&p)
            } else {
                reference::misere_nim_wins(&p)
            };
            word(wins, "John", "Brother", out);
        }
    }),
    ("hdu2176", |inp, out| {
        while let Some(m) = inp.try_u64() {
            if m == 0 {
                break;
            }
            let p = inp.list(m);
            let moves = if small(&p, 4, 6) {
                search::nim_winning_moves(&p)
            } else {
                reference::nim_winning_moves(&p)
            };
            word(!moves.is_empty(), "Yes", "No", out);
            for (from, to) in moves {
                *out += &format!("{from} {to}\n");
            }
        }
    }),
    ("hdu2149", |inp, out| {
        while let Some(m) = inp.try_u64() {
            let n = inp.u64();
            let bids = if m <= 60 && n <= 25 {
                search::auction_bids(m, n)
            } else {
                reference::auction_bids(m, n)
            };
            let list: Vec<String> = bids.iter().map(u64::to_string).collect();
            *out += if list.is_empty() { "none" } else { "" };
            *out += &list.join(" ");
            out.push('\n');
        }
    }),
    ("hdu2177", |inp, out| {
        while let Some(a) = inp.try_u64() {
            let b = inp.u64();
            if (a, b) == (0, 0) {
                break;
            }
            let (a, b) = (a.min(b), a.max(b));
            let moves = if b < 40 {
                search::wythoff_winning_moves(a, b)
            } else {
                reference::wythoff_winning_moves(a, b)
            };
            word(!moves.is_empty(), "1", "0", out);
            for (x, y) in moves {
                *out += &format!("{x} {y}\n");
            }
        }
    }),
    ("acwing892", |inp, out| {
        let n = inp.u64();
        let s = inp.list(n);
        let wins = if small(&s, 3, 4) {
            search::staircase_wins(&s)
        } else {
            reference::staircase_wins(&s)
        };
        word(wins, "Yes", "No", out);
    }),
    ("acwing893", |inp, out| {
        let k = inp.u64();
        let set = inp.list(k);
        let n = inp.u64();
        let p = inp.list(n);
        let wins = if small(&p, 3, 10) {
            search::subtraction_wins(&set, &p)
        } else {
            reference::subtraction_wins(&set, &p)
        };
        word(wins, "Yes", "No", out);
    }),
    ("acwing894", |inp, out| {
        let n = inp.u64();
        let p = inp.list(n);
        let wins = if small(&p, 3, 6) {
            search::split_wins(&p)
        } else {
            reference::split_wins(&p)
        };
        word(wins, "Yes", "No", out);
    }),
    ("hdu1536", |inp, out| {
        while let Some(k) = inp.try_u64() {
            if k == 0 {
                break;
            }
            let set = inp.list(k);
            let positions: Vec<Vec<u64>> = (0..inp.u64())
                .map(|_| {
                    let l = inp.u64();
                    inp.list(l)
                })
                .collect();
            // One reference computation for the whole test: the Grundy value of every heap.
            let all: Vec<u64> = positions.concat();
            let grundy = reference::subtraction_grundy(&set, &all);
            let mut at = 0;
            for p in &positions {
                let sum = grundy[at..at + p.len()].iter().fold(0, |s, g| s ^ g);
                at += p.len();
                let wins = if small(p, 3, 10) {
                    search::subtraction_wins(&set, p)
                } else {
                    sum != 0
                };
                out.push(if wins { 'W' } else { 'L' });
            }
            out.push('\n');
        }
    }),
    ("hdu1848", |inp, out| {
        let fib = fibonacci_takes();
        let mut cases = Vec::new();
        while let Some(m) = inp.try_u64() {
            let p = vec![m, inp.u64(), inp.u64()];
            if p == [0, 0, 0] {
                break;
            }
            cases.push(p);
        }
        let grundy = reference::subtraction_grundy(&fib, &cases.concat());
        for (i, p) in cases.iter().enumerate() {
            let sum = grundy[3 * i] ^ grundy[3 * i + 1] ^ grundy[3 * i + 2];
            let wins = if small(p, 3, 10) {
                search::subtraction_wins(&fib, p)
            } else {
                sum != 0
            };
            word(wins, "Fibo", "Nacci", out);
        }
    }),
    ("hdu2516", |inp, out| {
        while let Some(n) = inp.try_u64() {
            if n == 0 {
                break;
            }
            let wins = if n <= 200 {
                search::fibonacci_game_wins(n)
            } else {
                reference::fibonacci_game_wins(n)
            };
            word(wins, "First win", "Second win", out);
        }
    }),
    ("hdu5973", |inp, out| {
        let mut fib = Vec::new();
        let words: Vec<&str> = inp.rest();
        for pair in words.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            let wins = match (a.parse::<u64>(), b.parse::<u64>()) {
                (Ok(x), Ok(y)) if x < 60 && y < 60 => search::wythoff_wins(x, y),
                _ => !games::wythoff_losing_decimal(a, b, &mut fib),
            };
            word(wins, "1", "0", out);
        }
    }),
    ("hdu3032", solvers::hdu3032),
    ("hdu3595", solvers::hdu3595),
    ("hdu3404", solvers::hdu3404),
    ("lc_nim_product_64", solvers::lc_nim_product_64),
    ("hdu3094", super::graph_solvers::hdu3094),
    ("poj3710", super::graph_solvers::poj3710),
    ("hdu1524", super::graph_solvers::hdu1524),
    ("p1290", solvers::p1290),
    ("poj1704", solvers::poj1704),
    ("poj2975", solvers::poj2975),
    ("hdu1517", solvers::hdu1517),
    ("p2148", solvers::p2148),
    ("p2575", solvers::p2575),
    ("abc368f", solvers::abc368f),
    ("cses1729", |inp, out| {
        let (n, k) = (inp.u64(), inp.u64());
        let set = inp.list(k);
        // By the definition: a heap wins when some take leads to a loss.
        let mut win = vec![false; n as usize + 1];
        for i in 1..=n as usize {
            win[i] = set.iter().any(|&p| p as usize <= i && !win[i - p as usize]);
        }
        let mut game = games::subtraction(set.clone());
        for i in 1..=n {
            if i <= 30 {
                assert_eq!(
                    win[i as usize],
                    game.wins(&vec![i]),
                    "the reference, {set:?} {i}"
                );
            }
            out.push(if win[i as usize] { 'W' } else { 'L' });
        }
        out.push('\n');
    }),
    ("cses1730", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            let piles = inp.list(n);
            let wins = if small(&piles, 4, 8) {
                search::nim_wins(&piles)
            } else {
                reference::nim_wins(&piles)
            };
            word(wins, "first", "second", out);
        }
    }),
    ("cses1098", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            let piles = inp.list(n);
            let wins = if small(&piles, 3, 10) {
                search::subtraction_wins(&[1, 2, 3], &piles)
            } else {
                reference::subtraction_wins(&[1, 2, 3], &piles)
            };
            word(wins, "first", "second", out);
        }
    }),
    ("cses1099", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            // Stair 1's balls never move: the rest is staircase Nim from the ground up.
            let stairs = inp.list(n);
            let steps = stairs.get(1..).unwrap_or(&[]);
            let wins = if small(steps, 3, 4) {
                search::staircase_wins(steps)
            } else {
                reference::staircase_wins(steps)
            };
            word(wins, "first", "second", out);
        }
    }),
    ("cses2207", solvers::cses2207),
    ("cses2208", |inp, out| {
        for _ in 0..inp.u64() {
            let n = inp.u64();
            let heaps = inp.list(n);
            let wins = if small(&heaps, 3, 5) {
                let mut h = heaps.clone();
                h.sort_unstable();
                super::curriculum::one_each().wins(&h)
            } else {
                heaps.iter().any(|&h| h % 2 == 1)
            };
            word(wins, "first", "second", out);
        }
    }),
    ("dp_k", |inp, out| {
        let (n, k) = (inp.u64(), inp.u64());
        let set = inp.list(n);
        let win = reference::subtraction_win_table(&set, k)[k as usize];
        word(win, "First", "Second", out);
    }),
    ("abc297g", |inp, out| {
        let (n, l, r) = (inp.u64(), inp.u64(), inp.u64());
        let piles = inp.list(n);
        let top = piles.iter().copied().max().unwrap_or(0);
        let wins = if l == 1 && r >= top {
            // Any amount up to the whole heap: Nim.
            reference::nim_wins(&piles)
        } else {
            let set: Vec<u64> = (l..=r.min(top)).collect();
            match small(&piles, 3, 12) {
                true => search::subtraction_wins(&set, &piles),
                false => reference::subtraction_wins(&set, &piles),
            }
        };
        word(wins, "First", "Second", out);
    }),
    ("kattis_bachetsgame", |inp, out| {
        while let Some(n) = inp.try_u64() {
            let m = inp.u64();
            let set = inp.list(m);
            let win = reference::subtraction_win_table(&set, n)[n as usize];
            word(win, "Stan wins", "Ollie wins", out);
        }
    }),
    ("kattis_euclidsgame", |inp, out| {
        let mut game = super::curriculum::euclid();
        while let Some(a) = inp.try_u64() {
            let b = inp.u64();
            if a == 0 && b == 0 {
                break;
            }
            let wins = match a < 70 && b < 70 {
                true => game.wins(&(a, b)),
                false => solvers::euclid_reference(a, b),
            };
            word(wins, "Stan wins", "Ollie wins", out);
        }
    }),
    ("p10507", super::luogu::p10507),
    ("p10501", super::luogu::p10501),
    ("p10506", super::luogu::p10506),
    ("p3480", super::luogu_oi::p3480),
    ("p3185", super::luogu_oi::p3185),
    ("p2594", super::luogu_oi::p2594),
    ("p3179", super::luogu_oi::p3179),
    ("p3235", super::luogu_oi::p3235),
    ("p4101", super::luogu_oi::p4101),
    ("p2490", super::luogu_oi::p2490),
    ("p6560", super::luogu_oi::p6560),
    ("cf786a", super::codeforces_loopy::cf786a),
    // New problems go above this line (`cargo xtask new` puts them here).
];

/// The expected output of `bin` on `input`, or `None` for a binary the oracle does not know.
pub fn solve(bin: &str, input: &str) -> Option<String> {
    let mut all = (PROBLEMS.iter())
        .chain(super::contests::PROBLEMS)
        .chain(super::boj::PROBLEMS)
        .chain(super::hackerrank::PROBLEMS);
    let (_, solver) = all.find(|(b, _)| *b == bin)?;
    let mut out = String::new();
    solver(&mut Input::new(input), &mut out);
    Some(out)
}
