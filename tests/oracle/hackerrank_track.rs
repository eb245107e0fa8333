//! The reference solvers of HackerRank's Game Theory track after its first fifteen problems
//! (those are in [`super::hackerrank`]): the search of each game as its statement words it
//! where the position is small, beyond it a textbook rule written here, checked against the
//! search on every small position it meets.

use super::hackerrank_games::*;
use super::hackerrank_games_more::*;
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

/// Powers Game: the search over every term and sign for n ≤ 14, else the accepted solutions'
/// rule (P2 wins iff 8 divides n: it pairs 2^i with 2^(i+4) ≡ −2^i mod 17), which the search
/// confirms on n ≤ 14.
pub fn hr_powers_game_1(inp: &mut Input, out: &mut String) {
    let searched: Vec<bool> = (0..=14).map(powers_first_wins).collect();
    let rule = |n: u64| n % 8 != 0;
    for (n, &first) in searched.iter().enumerate() {
        assert_eq!(first, rule(n as u64), "n = {n}");
    }
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let first = searched.get(n as usize).copied().unwrap_or_else(|| rule(n));
        word(first, "First", "Second", out);
    }
}

/// Stone Division: the search of the breaks for n ≤ 48, else the heights met (every n / a
/// product of members), decided from the smallest up: a height is won iff some member
/// dividing it is even or leaves a lost height.
pub fn hr_stone_division(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64(), inp.u64());
    let set = inp.list(m);
    let (mut heights, mut met) = (vec![n], std::collections::HashSet::from([n]));
    let mut i = 0;
    while i < heights.len() {
        let h = heights[i];
        for &s in set.iter().filter(|&&s| s >= 2 && h % s == 0) {
            if met.insert(h / s) {
                heights.push(h / s);
            }
        }
        i += 1;
    }
    heights.sort_unstable();
    let mut won = std::collections::BTreeMap::<u64, bool>::new();
    for &h in &heights {
        let w = set
            .iter()
            .any(|&s| s >= 2 && h % s == 0 && (s % 2 == 0 || !won[&(h / s)]));
        won.insert(h, w);
    }
    let first = won[&n];
    if n <= 48 {
        assert_eq!(
            breaks_into(set.clone()).wins(&vec![n]),
            first,
            "{n} {set:?}"
        );
    }
    word(first, "First", "Second", out);
}

/// Stone Piles: the search of the splits on up to 3 piles below 13, else the XOR of values
/// from their definition: the mex of the XORs of every partition into two or more distinct
/// parts, found by a memoised walk over (what is left, the smallest part allowed), to 120.
pub fn hr_stone_piles(inp: &mut Input, out: &mut String) {
    use std::collections::{BTreeSet, HashMap};
    type Memo = HashMap<(u64, u64, bool), BTreeSet<u64>>;
    /// The XORs of the values of the partitions of `left` into distinct parts ≥ `from` (with
    /// `more`, partitions of two or more parts only).
    fn xors(left: u64, from: u64, more: bool, g: &[u64], memo: &mut Memo) -> BTreeSet<u64> {
        if left == 0 {
            return if more {
                BTreeSet::new()
            } else {
                BTreeSet::from([0])
            };
        }
        if let Some(s) = memo.get(&(left, from, more)) {
            return s.clone();
        }
        let mut set = BTreeSet::new();
        for p in from..=left {
            if more && p == left {
                continue;
            }
            for x in xors(left - p, p + 1, false, g, memo) {
                set.insert(x ^ g[p as usize]);
            }
        }
        memo.insert((left, from, more), set.clone());
        set
    }
    let mut g = vec![0u64];
    let mut memo = Memo::new();
    for x in 1..=120 {
        let options = xors(x, 1, true, &g, &mut memo);
        g.push((0..).find(|m| !options.contains(m)).unwrap());
    }
    let mut search = distinct_splits();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut piles = inp.list(n);
        piles.sort_unstable();
        assert!(piles.iter().all(|&p| p <= 120), "no reference above 120");
        let rule = piles.iter().fold(0, |x, &p| x ^ g[p as usize]) != 0;
        if small(&piles, 3, 13) {
            assert_eq!(search.wins(&piles), rule, "{piles:?}");
        }
        word(rule, "ALICE", "BOB", out);
    }
}

/// Permutation Game: the search of the removals for rows up to 8, else a memoised search over
/// rows renumbered to their relative order (as published solutions do).
pub fn hr_permutation_game(inp: &mut Input, out: &mut String) {
    fn wins(row: Vec<u8>, memo: &mut std::collections::HashMap<Vec<u8>, bool>) -> bool {
        if row.windows(2).all(|w| w[0] < w[1]) {
            return false;
        }
        if let Some(&w) = memo.get(&row) {
            return w;
        }
        let w = (0..row.len()).any(|i| {
            let mut next = row.clone();
            let gone = next.remove(i);
            next.iter_mut().filter(|v| **v > gone).for_each(|v| *v -= 1);
            !wins(next, memo)
        });
        memo.insert(row, w);
        w
    }
    let mut search = until_increasing();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let row = inp.list(n);
        let rank = |v: u64| row.iter().filter(|&&w| w < v).count() as u8 + 1;
        let first = wins(
            row.iter().map(|&v| rank(v)).collect(),
            &mut Default::default(),
        );
        if n <= 8 {
            assert_eq!(search.wins(&row), first, "{row:?}");
        }
        word(first, "Alice", "Bob", out);
    }
}

/// Bob and Ben: the search of the removals on the trees as the statement builds them (up to 2
/// trees of up to 6 nodes), else the XOR of each tree's value by its recurrence (1 node: 1;
/// 2: 0; m ≥ 3: mex of m − 1's value and 0), tabled to 64 and then by the parity it shows, as
/// accepted solutions do.
pub fn hr_bob_and_ben(inp: &mut Input, out: &mut String) {
    let mut table = vec![0u64, 1, 0];
    for m in 3..=64 {
        let prev = table[m - 1];
        table.push((0..).find(|&v| v != prev && v != 0).unwrap());
    }
    let value = |m: u64| match table.get(m as usize) {
        Some(&v) => v,
        None => table[62 + (m % 2) as usize],
    };
    let mut search = leaf_or_tree();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let trees: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
        let rule = trees.iter().fold(0, |x, &(m, _)| x ^ value(m)) != 0;
        if n <= 2 && trees.iter().all(|&(m, _)| m <= 6) {
            let mut forest: Vec<_> = trees.iter().map(|&(m, k)| bob_and_ben_tree(m, k)).collect();
            forest.sort();
            assert_eq!(search.wins(&forest), rule, "{trees:?}");
        }
        word(rule, "BOB", "BEN", out);
    }
}

/// Vertical Rooks: retrograde analysis of the whole game on boards up to 4 (player 2 to move),
/// else the XOR of the gaps |r1 − r2| − 1 (Nim with reversible widening, as accepted
/// solutions do), which the analysis confirms on the small boards.
pub fn hr_vertical_rooks(inp: &mut Input, out: &mut String) {
    let mut analysed = std::collections::HashMap::new();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let first = inp.list(n);
        let second = inp.list(n);
        let gaps = first.iter().zip(&second);
        let rule = gaps.fold(0, |x, (&a, &b)| x ^ (a.abs_diff(b) - 1)) != 0;
        if n <= 4 {
            let table = analysed.entry(n).or_insert_with(|| vertical_rooks(n as u8));
            let columns: Vec<(u8, u8)> = second
                .iter()
                .zip(&first)
                .map(|(&b, &a)| (b as u8, a as u8))
                .collect();
            assert_eq!(table[&columns], Some(rule), "{columns:?}");
        }
        word(rule, "player-2", "player-1", out);
    }
}

/// Play on Benders: the search of the soldiers' moves on graphs of up to 10 locations and up
/// to 3 soldiers, else the XOR of the locations' values by their definition (the mex of the
/// successors', memoised).
pub fn hr_benders_play(inp: &mut Input, out: &mut String) {
    use super::curriculum as c;
    let (n, m) = (inp.u64() as usize, inp.u64());
    let mut succ = vec![Vec::new(); n];
    for _ in 0..m {
        let (u, v) = (inp.u64() as usize, inp.u64() as usize);
        succ[u - 1].push(v - 1);
    }
    let values = c::dag_grundy(&succ);
    let mut game = c::tokens(succ);
    for _ in 0..inp.u64() {
        let k = inp.u64();
        let mut at: Vec<usize> = inp.list(k).into_iter().map(|v| v as usize - 1).collect();
        at.sort_unstable();
        let rule = at.iter().fold(0, |x, &v| x ^ values[v]) != 0;
        if at.len() <= 3 && n <= 10 {
            assert_eq!(game.wins(&at), rule, "{at:?}");
        }
        word(rule, "Bumi", "Iroh", out);
    }
}
