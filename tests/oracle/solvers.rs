//! Reference solvers for the curriculum's binaries (rows of [`super::problems::PROBLEMS`]).
//! Each decides a case by exhaustive search ([`super::curriculum`]) when the position is
//! small, and otherwise by a textbook reference written here independently of the library:
//! the nim-product by Fermat powers, the colon principle by recursion, the fusion principle by
//! brute-force bridges, Ω by trial division, Every-SG steps by their definition.

use super::curriculum as c;
use super::games::Game;
use super::problems::{word, Input};
use std::collections::HashMap;

/// Lasker's Nim values by their definition below 300, beyond by the period-4 pattern.
fn lasker_value(n: u64, table: &mut Vec<u64>) -> u128 {
    if table.is_empty() {
        for m in 0..300usize {
            let mut seen: Vec<u64> = (0..m).map(|l| table[l]).collect();
            seen.extend((1..m).map(|a| table[a] ^ table[m - a]));
            table.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
    }
    if n < 300 {
        return table[n as usize].into();
    }
    let n = u128::from(n);
    match n % 4 {
        0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

pub fn hdu3032(inp: &mut Input, out: &mut String) {
    let (mut game, mut table) = (c::lasker(), Vec::new());
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut heaps: Vec<u64> = inp.list(n).into_iter().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        let wins = if heaps.len() <= 3 && heaps.iter().all(|&h| h < 9) {
            game.wins(&heaps)
        } else {
            heaps
                .iter()
                .fold(0, |x, &h| x ^ lasker_value(h, &mut table))
                != 0
        };
        word(wins, "Alice", "Bob", out);
    }
}

/// Outcome and Every-SG steps of Euclid's game by their definition (memoised).
fn euclid_steps(p: (u64, u64), memo: &mut HashMap<(u64, u64), (bool, u64)>) -> (bool, u64) {
    if let Some(&s) = memo.get(&p) {
        return s;
    }
    let options: Vec<(bool, u64)> = c::euclid_moves(&p)
        .iter()
        .map(|&o| euclid_steps(o, memo))
        .collect();
    let losing = options.iter().filter(|o| !o.0).map(|o| o.1).max();
    let s = match losing {
        Some(m) => (true, m + 1),
        None => (false, options.iter().map(|o| o.1 + 1).min().unwrap_or(0)),
    };
    memo.insert(p, s);
    s
}

/// The textbook recursion of HDU 3595 along Euclid's algorithm, for pairs beyond the definition's
/// reach: a multiple wins in 1; below twice the smaller the move is forced (outcome flips, one
/// more step); otherwise a win, in 2 more steps than the pair `(b mod a, a)` if that pair wins
/// (through the forced `(b mod a + a, a)`), else in 1 more.
fn euclid_steps_textbook(x: u64, y: u64) -> (bool, u64) {
    let (a, b) = (x.min(y), x.max(y));
    if a == 0 {
        (false, 0)
    } else if b % a == 0 {
        (true, 1)
    } else if b - a < a {
        let (w, s) = euclid_steps_textbook(b - a, a);
        (!w, s + 1)
    } else {
        let (w, s) = euclid_steps_textbook(b % a, a);
        (true, s + 1 + u64::from(w))
    }
}

pub fn hdu3595(inp: &mut Input, out: &mut String) {
    let (mut game, mut memo) = (c::every(c::euclid_moves), HashMap::new());
    while let Some(n) = inp.try_u64() {
        let games: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
        let wins = if games.len() <= 2 && games.iter().all(|&(x, y)| x < 9 && y < 9) {
            game.wins(&games)
        } else {
            let steps = |&(x, y): &(u64, u64)| match x.max(y) <= 1000 {
                true => euclid_steps((x, y), &mut memo).1,
                false => euclid_steps_textbook(x, y).1,
            };
            let longest = games.iter().map(steps).max();
            longest.is_some_and(|m| m % 2 == 1)
        };
        word(wins, "MM", "GG", out);
    }
}

/// The nim-product from Fermat powers: `2^i ⊗ 2^j` is `2^(i+j)` when i and j share no bit;
/// else with `k` their highest shared bit and `F = 2^(2^k)`, it is `P ⊗ F ⊗ F = P ⊗ (F ⊕ F/2)`
/// with `P = 2^(i−2^k) ⊗ 2^(j−2^k)`; products of sums distribute over the bits.
pub fn nim_product(x: u64, y: u64, memo: &mut HashMap<(u32, u32), u64>) -> u64 {
    let mut acc = 0;
    for i in (0..64).filter(|i| x >> i & 1 == 1) {
        for j in (0..64).filter(|j| y >> j & 1 == 1) {
            acc ^= power_product(i, j, memo);
        }
    }
    acc
}

fn power_product(i: u32, j: u32, memo: &mut HashMap<(u32, u32), u64>) -> u64 {
    if i & j == 0 {
        return 1 << (i | j);
    }
    if let Some(&v) = memo.get(&(i, j)) {
        return v;
    }
    let k = 31 - (i & j).leading_zeros();
    let p = power_product(i ^ 1 << k, j ^ 1 << k, memo);
    let f = 1u64 << (1 << k);
    let v = nim_product(p, f, memo) ^ nim_product(p, f >> 1, memo);
    memo.insert((i, j), v);
    v
}

pub fn hdu3404(inp: &mut Input, out: &mut String) {
    let mut memo = HashMap::new();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let cells: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
        let wins = if cells.len() <= 3 && cells.iter().all(|&(x, y)| x <= 3 && y <= 3) {
            let lit = cells
                .iter()
                .fold(0u32, |l, &(x, y)| l ^ 1 << ((y - 1) * 3 + x - 1));
            c::switch_lights(3, 3).wins(&lit)
        } else {
            cells
                .iter()
                .fold(0, |s, &(x, y)| s ^ nim_product(x, y, &mut memo))
                != 0
        };
        word(wins, "Have a try, lxhgww.", "Don't waste your time.", out);
    }
}

pub fn lc_nim_product_64(inp: &mut Input, out: &mut String) {
    let (table, mut memo) = (c::nim_product_by_mex(32), HashMap::new());
    for _ in 0..inp.u64() {
        let (a, b) = (inp.u64(), inp.u64());
        let p = if a < 32 && b < 32 {
            table[a as usize][b as usize]
        } else {
            nim_product(a, b, &mut memo)
        };
        *out += &format!("{p}\n");
    }
}

/// Euclid's game the textbook way: while the larger is less than twice the smaller and not a
/// multiple, the move is forced; otherwise the player to move wins.
pub(super) fn euclid_reference(a: u64, b: u64) -> bool {
    let (mut large, mut small, mut first) = (a.max(b), a.min(b), true);
    while large % small != 0 && large - small < small {
        (large, small, first) = (small, large - small, !first);
    }
    first
}

pub fn p1290(inp: &mut Input, out: &mut String) {
    let mut game = c::euclid();
    for _ in 0..inp.u64() {
        let (m, n) = (inp.u64(), inp.u64());
        let wins = if m < 70 && n < 70 {
            game.wins(&(m, n))
        } else {
            euclid_reference(m, n)
        };
        word(wins, "Stan wins", "Ollie wins", out);
    }
}

/// Georgia and Bob as staircase Nim on the gaps (`cells` sorted): counted from the right, the
/// gaps at odd places decide.
fn georgia_reference(cells: &[u64]) -> bool {
    let mut gaps: Vec<u64> = cells.windows(2).map(|w| w[1] - w[0] - 1).collect();
    gaps.insert(0, cells.first().map_or(0, |&p| p - 1));
    gaps.iter().rev().step_by(2).fold(0, |x, &g| x ^ g) != 0
}

pub fn poj1704(inp: &mut Input, out: &mut String) {
    let mut game = c::georgia();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut cells = inp.list(n);
        cells.sort_unstable();
        let wins = if cells.len() <= 4 && cells.iter().all(|&p| p <= 10) {
            game.wins(&cells)
        } else {
            georgia_reference(&cells)
        };
        word(wins, "Georgia will win", "Bob will win", out);
    }
}

pub fn poj2975(inp: &mut Input, out: &mut String) {
    use super::problems::{reference, search, small};
    while let Some(n) = inp.try_u64() {
        if n == 0 {
            break;
        }
        let piles = inp.list(n);
        let count = if small(&piles, 3, 8) {
            search::nim_winning_moves(&piles).len()
        } else {
            reference::nim_winning_moves(&piles).len()
        };
        *out += &format!("{count}\n");
    }
}

/// The multiplication game by zones of `p`, from the target down: `p ≥ ⌈n/9⌉` wins at once;
/// below that, `p ≥ ⌈w/2⌉` (w the bottom of the winning zone) loses, as every move (at least
/// doubling) enters the winning zone; below that, `p ≥ ⌈l/9⌉` wins (l the bottom of the losing
/// zone), as 9p reaches it; and so on down to `p = 1`.
fn multiplication_reference(n: u64) -> bool {
    let ceil = |a: u128, d: u128| a.div_ceil(d);
    let mut low = u128::from(n);
    if low <= 1 {
        return false;
    }
    loop {
        let win = ceil(low, 9);
        if win <= 1 {
            return true;
        }
        let lose = ceil(win, 2);
        if lose <= 1 {
            return false;
        }
        low = lose;
    }
}

pub fn hdu1517(inp: &mut Input, out: &mut String) {
    let mut game = c::multiplication();
    while let Some(n) = inp.try_u64() {
        let wins = match n < 100_000 {
            true => game.wins(&(1, n)),
            false => multiplication_reference(n),
        };
        word(wins, "Stan wins.", "Ollie wins.", out);
    }
}

/// The pattern of the search's E&D values (checked against it in [`check_references`]): the
/// trailing 1 bits of `(a − 1) | (b − 1)`.
fn e_and_d_reference(a: u64, b: u64) -> u64 {
    u64::from(((a - 1) | (b - 1)).trailing_ones())
}

pub fn p2148(inp: &mut Input, out: &mut String) {
    let mut game = c::e_and_d();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        let x = piles.chunks(2).fold(0, |x, g| {
            let (a, b) = (g[0].min(g[1]), g[0].max(g[1]));
            x ^ if b <= 64 {
                game.grundy(&(a, b))
            } else {
                e_and_d_reference(a, b)
            }
        });
        word(x != 0, "YES", "NO", out);
    }
}

pub fn p2575(inp: &mut Input, out: &mut String) {
    let mut game = c::jump_row(20);
    for _ in 0..inp.u64() {
        let mut x = 0;
        for _ in 0..inp.u64() {
            let m = inp.u64();
            let row = inp.list(m).iter().fold(0u32, |r, &c| r | 1 << (c - 1));
            x ^= game.grundy(&row);
        }
        word(x != 0, "YES", "NO", out);
    }
}

pub fn abc368f(inp: &mut Input, out: &mut String) {
    let mut game: Game<u64> = c::dividing();
    let n = inp.u64();
    let x = inp.list(n).into_iter().fold(0, |x, a| {
        x ^ if a <= 400 {
            game.grundy(&a)
        } else {
            c::omega_by_division(a)
        }
    });
    word(x != 0, "Anna", "Bruno", out);
}

/// Grundy's game values by the definition (the mex over splits into two unequal heaps).
pub fn grundys_game_values(n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    for m in 3..=n {
        let mut seen = std::collections::HashSet::new();
        for a in 1..=(m - 1) / 2 {
            seen.insert(g[a] ^ g[m - a]);
        }
        g[m] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

/// The heaps of Grundy's game whose value is 0, as published (OEIS A002188, Flammenkamp's
/// tables of Grundy's game): none above 1222.
pub const GRUNDYS_GAME_ZEROS: [u64; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// CSES 2207: the search for small heaps, the definition to 3000, the published zeros beyond.
pub fn cses2207(inp: &mut Input, out: &mut String) {
    let t = inp.u64();
    let heaps = inp.list(t);
    let top = heaps
        .iter()
        .copied()
        .filter(|&n| n <= 3000)
        .max()
        .unwrap_or(0);
    let g = grundys_game_values(top as usize);
    let mut game = c::grundys_game();
    for n in heaps {
        let wins = match n {
            0..=20 => game.wins(&if n > 2 { vec![n] } else { vec![] }),
            21..=3000 => g[n as usize] != 0,
            _ => GRUNDYS_GAME_ZEROS.binary_search(&n).is_err(),
        };
        word(wins, "first", "second", out);
    }
}

/// The references above agree with the search wherever both apply.
pub fn check_references() {
    let g = grundys_game_values(3000);
    let mut game = c::grundys_game();
    for n in 0..=20u64 {
        let heap = if n > 2 { vec![n] } else { vec![] };
        assert_eq!(g[n as usize], game.grundy(&heap), "Grundy's game {n}");
    }
    let zeros: Vec<u64> = (1..=3000).filter(|&n| g[n as usize] == 0).collect();
    assert_eq!(zeros, GRUNDYS_GAME_ZEROS);
    let mut memo = HashMap::new();
    let table = c::nim_product_by_mex(40);
    for x in 0..40u64 {
        for y in 0..40u64 {
            assert_eq!(nim_product(x, y, &mut memo), table[x as usize][y as usize]);
        }
    }
    let (mut lasker, mut values) = (c::lasker(), Vec::new());
    for n in 1..16u64 {
        assert_eq!(
            lasker_value(n, &mut values),
            lasker.grundy(&vec![n]).into(),
            "Lasker {n}"
        );
    }
    let (mut euclid, mut steps) = (c::euclid(), HashMap::new());
    for a in 0..60u64 {
        for b in 0..60u64 {
            let defined = euclid_steps((a, b), &mut steps);
            assert_eq!(euclid_steps_textbook(a, b), defined, "steps ({a}, {b})");
            if a > 0 && b > 0 {
                assert_eq!(euclid_reference(a, b), euclid.wins(&(a, b)), "({a}, {b})");
            }
        }
    }
    let mut mult = c::multiplication();
    for n in 0..5000u64 {
        assert_eq!(
            multiplication_reference(n),
            mult.wins(&(1, n)),
            "target {n}"
        );
    }
    let mut dividing = c::dividing();
    for n in 1..300u64 {
        assert_eq!(c::omega_by_division(n), dividing.grundy(&n), "Ω({n})");
    }
    let mut ed = c::e_and_d();
    for a in 1..40u64 {
        for b in a..40u64 {
            assert_eq!(
                e_and_d_reference(a, b),
                ed.grundy(&(a, b)),
                "E&D ({a}, {b})"
            );
        }
    }
    let mut georgia = c::georgia();
    for mask in 1u32..1 << 8 {
        let cells: Vec<u64> = (0..8)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| i + 1)
            .collect();
        assert_eq!(georgia_reference(&cells), georgia.wins(&cells), "{cells:?}");
    }
    // Hackenbush: random small graphs, rooted at 0.
    let mut seed = 12345u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for _ in 0..300 {
        let (n, m) = (next(6) + 1, next(10));
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| (next(n) as usize, next(n) as usize))
            .collect();
        let start = c::hackenbush_connected(&edges, (1 << edges.len()) - 1);
        let searched = c::hackenbush(edges.clone()).grundy(&start);
        assert_eq!(
            super::graph_solvers::hackenbush_reference(&edges),
            searched,
            "{edges:?}"
        );
    }
}
