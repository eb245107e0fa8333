//! Exhaustive game search: the reference every closed form in `impartial` is proven against.
//!
//! A position is won for the player to move iff some move leads to a position won for nobody
//! but the mover, i.e. lost for the opponent. Under normal play a player with no move loses;
//! under misère play (`Game::misere`) a player with no move wins, because the opponent took the
//! last object. Everything here is plain memoised recursion over explicit move lists, written
//! without any of the theory the library uses. This file is shared by the library's in-file
//! tests (through `#[path]`) and by the golden runner in `tests/`.
#![allow(dead_code)]

use std::collections::HashMap;
use std::hash::Hash;

type Moves<S> = Box<dyn Fn(&S) -> Vec<S>>;

/// A game given by its move generator, with memoised outcomes.
pub struct Game<S> {
    moves: Moves<S>,
    misere: bool,
    memo: HashMap<S, bool>,
    grundy: HashMap<S, u64>,
}

impl<S: Clone + Eq + Hash> Game<S> {
    /// Normal play: whoever cannot move loses.
    pub fn normal(moves: impl Fn(&S) -> Vec<S> + 'static) -> Self {
        Game {
            moves: Box::new(moves),
            misere: false,
            memo: HashMap::new(),
            grundy: HashMap::new(),
        }
    }

    /// Misère play: whoever cannot move wins.
    pub fn misere(moves: impl Fn(&S) -> Vec<S> + 'static) -> Self {
        Game {
            misere: true,
            ..Game::normal(moves)
        }
    }

    /// The positions reachable in one move, in the generator's order.
    pub fn options(&self, s: &S) -> Vec<S> {
        (self.moves)(s)
    }

    /// Whether the player to move wins from `s`.
    pub fn wins(&mut self, s: &S) -> bool {
        if let Some(&w) = self.memo.get(s) {
            return w;
        }
        let next = (self.moves)(s);
        let w = if next.is_empty() {
            self.misere
        } else {
            next.iter().any(|t| !self.wins(t))
        };
        self.memo.insert(s.clone(), w);
        w
    }

    /// The positions a winning move can leave, in the generator's order.
    pub fn winning_options(&mut self, s: &S) -> Vec<S> {
        let next = (self.moves)(s);
        next.into_iter().filter(|t| !self.wins(t)).collect()
    }

    /// The Grundy value of `s` by its definition: the least value no option has (normal play).
    pub fn grundy(&mut self, s: &S) -> u64 {
        if let Some(&g) = self.grundy.get(s) {
            return g;
        }
        let next = (self.moves)(s);
        let seen: Vec<u64> = next.iter().map(|t| self.grundy(t)).collect();
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        self.grundy.insert(s.clone(), g);
        g
    }
}

/// Nim: take any positive number from one pile. Piles in order; within a pile, the number
/// taken ascending.
pub fn nim() -> Game<Vec<u64>> {
    Game::normal(|p: &Vec<u64>| nim_moves(p))
}

/// Misère Nim: whoever takes the last object loses.
pub fn misere_nim() -> Game<Vec<u64>> {
    Game::misere(|p: &Vec<u64>| nim_moves(p))
}

fn nim_moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..piles.len() {
        for take in 1..=piles[i] {
            let mut next = piles.to_vec();
            next[i] -= take;
            out.push(next);
        }
    }
    out
}

/// Bash: one pile `(n, m)`, a move takes 1..=m.
pub fn bash() -> Game<(u64, u64)> {
    Game::normal(|&(n, m): &(u64, u64)| (1..=m.min(n)).map(|t| (n - t, m)).collect())
}

/// The auction of HDU 2149 as `(remaining, step, sold)`: a bid of 1..=step lowers `remaining`;
/// a bid of at least `remaining` sells the land to the bidder, which ends the game.
pub fn auction() -> Game<(u64, u64, bool)> {
    Game::normal(|&(r, n, sold): &(u64, u64, bool)| {
        if sold {
            return Vec::new();
        }
        (1..=n)
            .map(|x| {
                if x >= r {
                    (0, n, true)
                } else {
                    (r - x, n, false)
                }
            })
            .collect()
    })
}

/// Wythoff: take any number from one pile, or the same number from both. Options: from the
/// first pile, then from the second, then from both, each by the number taken ascending.
pub fn wythoff() -> Game<(u64, u64)> {
    Game::normal(|&(a, b): &(u64, u64)| {
        let mut out: Vec<(u64, u64)> = (1..=a).map(|t| (a - t, b)).collect();
        out.extend((1..=b).map(|t| (a, b - t)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        out
    })
}

/// Staircase Nim: `steps[i]` stones on step i + 1; a move carries some stones one step down;
/// stones reaching the ground (step 0) leave the game.
pub fn staircase() -> Game<Vec<u64>> {
    Game::normal(|steps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..steps.len() {
            for c in 1..=steps[i] {
                let mut next = steps.clone();
                next[i] -= c;
                if i > 0 {
                    next[i - 1] += c;
                }
                out.push(next);
            }
        }
        out
    })
}

/// Subtraction game on several piles: take exactly some `s` of `set` from one pile. Positions
/// are kept sorted so equal multisets share a memo entry.
pub fn subtraction(set: Vec<u64>) -> Game<Vec<u64>> {
    Game::normal(move |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for &s in &set {
                if s >= 1 && s <= piles[i] {
                    let mut next = piles.clone();
                    next[i] -= s;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// Piles (kept sorted); a move takes at least one stone from each pile of a nonempty set of
/// piles whose size `chosen(size, piles)` allows: Moore's Nim_k (`size ≤ k`), or Codeforces
/// 1147C (exactly half the piles).
pub fn take_from_each(chosen: impl Fn(usize, usize) -> bool + 'static) -> Game<Vec<u64>> {
    Game::normal(move |piles: &Vec<u64>| {
        let n = piles.len();
        let mut out = Vec::new();
        for mask in 1u32..1 << n {
            if !chosen(mask.count_ones() as usize, n)
                || (0..n).any(|i| mask >> i & 1 == 1 && piles[i] == 0)
            {
                continue;
            }
            // Every way to take 1..=pile from each chosen pile.
            let mut next = vec![piles.clone()];
            for i in (0..n).filter(|&i| mask >> i & 1 == 1) {
                next = next
                    .into_iter()
                    .flat_map(|p| {
                        (1..=piles[i]).map(move |t| {
                            let mut q = p.clone();
                            q[i] -= t;
                            q
                        })
                    })
                    .collect();
            }
            for mut p in next {
                p.sort_unstable();
                out.push(p);
            }
        }
        out
    })
}

/// Split Nim: replace one pile by two piles, each strictly smaller (either may be empty).
/// Empty piles are dropped and positions kept sorted.
pub fn split() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for x in 0..piles[i] {
                for y in 0..piles[i] {
                    let mut next = piles.clone();
                    next.remove(i);
                    next.extend([x, y].into_iter().filter(|&p| p > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// The Fibonacci game as `(stones, limit)`: take 1..=limit; the opening move is
/// `(n, n - 1)` (anything but all) and after taking `t` the opponent's limit is `2t`.
pub fn fibonacci_game() -> Game<(u64, u64)> {
    Game::normal(|&(n, limit): &(u64, u64)| (1..=limit.min(n)).map(|t| (n - t, 2 * t)).collect())
}

/// 1, 2, 3, 5, 8, … up to `max`.
pub fn fibonacci_up_to(max: u128) -> Vec<u128> {
    let (mut a, mut b) = (1u128, 2u128);
    let mut out = Vec::new();
    while a <= max {
        out.push(a);
        let c = a + b;
        a = b;
        b = c;
    }
    out
}

/// The Zeckendorf representation of `n` ≥ 1 as indices into `fibonacci_up_to` (largest first),
/// by the greedy rule.
pub fn zeckendorf(n: u128) -> Vec<usize> {
    let fib = fibonacci_up_to(n);
    let mut rest = n;
    let mut out = Vec::new();
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            rest -= fib[i];
            out.push(i);
        }
    }
    out
}

/// Reference for Wythoff beyond search: the other element of the losing pair that contains
/// `n` (0 for 0, of the pair (0, 0)). By Wythoff's theorem in Zeckendorf form, the smaller elements are the numbers whose
/// smallest Zeckendorf term has an even index (counting 1 as index 0, 2 as index 1, …), and the
/// larger element is the smaller one's representation shifted up by one index.
pub fn wythoff_partner(n: u128) -> u128 {
    if n == 0 {
        return 0;
    }
    let z = zeckendorf(n);
    let fib = fibonacci_up_to(n * 2);
    if z.last().unwrap() % 2 == 0 {
        z.iter().map(|&i| fib[i + 1]).sum()
    } else {
        z.iter().map(|&i| fib[i - 1]).sum()
    }
}

/// Reference: whether `(a, b)` is a losing Wythoff position, for any sizes.
pub fn wythoff_losing(a: u128, b: u128) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return b == 0;
    }
    wythoff_partner(a) == b && b > a
}

/// A decimal number for the oracle's big-number references: digits, least significant first,
/// no leading zeros (zero has none). Deliberately the plainest possible arithmetic.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dec(Vec<u8>);

impl Dec {
    pub fn parse(s: &str) -> Dec {
        let mut d: Vec<u8> = s.bytes().rev().map(|b| b - b'0').collect();
        while d.last() == Some(&0) {
            d.pop();
        }
        Dec(d)
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    pub fn add(&self, o: &Dec) -> Dec {
        let mut out = Vec::new();
        let mut carry = 0;
        for i in 0..self.0.len().max(o.0.len()) {
            let s = self.0.get(i).unwrap_or(&0) + o.0.get(i).unwrap_or(&0) + carry;
            out.push(s % 10);
            carry = s / 10;
        }
        if carry > 0 {
            out.push(carry);
        }
        Dec(out)
    }

    /// `self − o` for `self ≥ o`.
    pub fn sub(&self, o: &Dec) -> Dec {
        let mut out = Vec::new();
        let mut borrow = 0i8;
        for i in 0..self.0.len() {
            let mut d = self.0[i] as i8 - *o.0.get(i).unwrap_or(&0) as i8 - borrow;
            borrow = i8::from(d < 0);
            if d < 0 {
                d += 10;
            }
            out.push(d as u8);
        }
        while out.last() == Some(&0) {
            out.pop();
        }
        Dec(out)
    }
}

impl PartialOrd for Dec {
    fn partial_cmp(&self, o: &Dec) -> Option<std::cmp::Ordering> {
        Some(
            self.0
                .len()
                .cmp(&o.0.len())
                .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev())),
        )
    }
}

/// Reference for Wythoff on decimal numbers of any length, by the Zeckendorf rule of
/// [`wythoff_partner`]; `fib` caches 1, 2, 3, 5, … and grows as needed.
pub fn wythoff_losing_decimal(a: &str, b: &str, fib: &mut Vec<Dec>) -> bool {
    let (a, b) = (Dec::parse(a), Dec::parse(b));
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if a.is_zero() {
        return b.is_zero();
    }
    if fib.is_empty() {
        fib.extend([Dec::parse("1"), Dec::parse("2")]);
    }
    while fib[fib.len() - 2] <= b {
        let next = fib[fib.len() - 1].add(&fib[fib.len() - 2]);
        fib.push(next);
    }
    let mut rest = a.clone();
    let mut terms = Vec::new();
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            rest = rest.sub(&fib[i]);
            terms.push(i);
        }
    }
    if terms.last().unwrap() % 2 == 1 {
        return false; // a is the larger element of its pair
    }
    let partner = terms
        .iter()
        .fold(Dec::parse("0"), |s, &i| s.add(&fib[i + 1]));
    partner == b
}

/// A small deterministic pseudo-random step (xorshift64) for the in-file tests, which have no
/// `rand`: the next value of `seed`, which it advances. `seed` must not be 0.
pub fn xorshift(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// Every tree on `0..n` as a parent list (vertex `i > 0` hangs on one below it), as its edges
/// `(parent, i)`: every shape of tree, some more than once.
pub fn every_tree(n: usize) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut parents = vec![0usize; n];
    loop {
        out.push((1..n).map(|i| (parents[i], i)).collect());
        // The next parent list: parents[i] < i.
        let mut i = n;
        while i > 1 {
            i -= 1;
            if parents[i] + 1 < i {
                parents[i] += 1;
                break;
            }
            parents[i] = 0;
        }
        if i <= 1 {
            return out;
        }
    }
}
