//! The games of HackerRank's Game Theory track after its first fifteen problems (those are in
//! [`super::hackerrank_games`]), written from their statements as move lists for
//! [`super::games::Game`] to search, and a few searches of their own (minimax, retrograde
//! analysis) where a game is not a plain normal-play one.

use super::games::Game;
use std::collections::HashMap;

/// Zero-Move Nim: piles (size, zero-move spent), sorted; a move takes objects from a pile, or
/// spends a nonempty pile's zero-move taking nothing. Empty piles leave the game.
pub fn zero_move_nim() -> Game<Vec<(u64, bool)>> {
    Game::normal(|piles: &Vec<(u64, bool)>| {
        let mut out = Vec::new();
        for (i, &(p, spent)) in piles.iter().enumerate() {
            let mut push = |pile: (u64, bool)| {
                let mut next = piles.clone();
                next[i] = pile;
                next.retain(|&(p, _)| p > 0);
                next.sort_unstable();
                out.push(next);
            };
            (0..p).for_each(|q| push((q, spent)));
            if p > 0 && !spent {
                push((p, true));
            }
        }
        out
    })
}

/// Powers Game by search: the terms 2^1 … 2^n unsigned (a mask), the sum so far mod 17; the
/// player to move signs any unsigned term + or −; the second player wins iff the end sum is
/// ≡ 0 (mod 17). Exponential in n (n ≤ 16 or so).
pub fn powers_first_wins(n: u64) -> bool {
    let n = n as u32;
    fn mover_wins(mask: u32, sum: u64, n: u32, memo: &mut HashMap<(u32, u64), bool>) -> bool {
        if mask == 0 {
            // Nobody moves: the player "to move" is the first iff n is even.
            return (sum % 17 != 0) == (n % 2 == 0);
        }
        if let Some(&w) = memo.get(&(mask, sum)) {
            return w;
        }
        let wins = (0..n).filter(|i| mask >> i & 1 == 1).any(|i| {
            let t = (1u64 << (i + 1)) % 17;
            [sum + t, sum + 17 - t]
                .iter()
                .any(|&s| !mover_wins(mask & !(1 << i), s % 17, n, memo))
        });
        memo.insert((mask, sum), wins);
        wins
    }
    mover_wins((1u32 << n) - 1, 0, n, &mut HashMap::new())
}

/// Heaps (sorted); a move splits a heap into two or more heaps of pairwise different sizes.
pub fn distinct_splits() -> Game<Vec<u64>> {
    fn partitions(left: u64, above: u64, parts: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if left == 0 {
            out.push(parts.clone());
        }
        for p in above + 1..=left {
            parts.push(p);
            partitions(left - p, p, parts, out);
            parts.pop();
        }
    }
    Game::normal(|heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            let mut splits = Vec::new();
            partitions(heaps[i], 0, &mut Vec::new(), &mut splits);
            for parts in splits.into_iter().filter(|p| p.len() >= 2) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(parts);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// Permutation Game: a row of numbers; a move removes any one of them; a strictly increasing
/// row has no move (whoever made it won).
pub fn until_increasing() -> Game<Vec<u64>> {
    Game::normal(|row: &Vec<u64>| {
        if row.windows(2).all(|w| w[0] < w[1]) {
            return Vec::new();
        }
        (0..row.len())
            .map(|i| {
                let mut next = row.clone();
                next.remove(i);
                next
            })
            .collect()
    })
}

/// A tree as its nodes and its edges, both sorted.
pub type Tree = (Vec<u64>, Vec<(u64, u64)>);

/// A tree of Bob and Ben as its statement builds it: nodes 1 to m, edge j (1 ≤ j < m) joining
/// node j + 1 to node ⌊max(1, j / k)⌋; as its sorted nodes and edges.
pub fn bob_and_ben_tree(m: u64, k: u64) -> Tree {
    let edges = (1..m).map(|j| ((j / k).max(1), j + 1)).collect();
    ((1..=m).collect(), edges)
}

/// Bob and Ben: a forest (trees as nodes and edges, sorted); a move removes a node: a leaf
/// (exactly one edge) leaves the rest of its tree, any other node removes the whole tree.
pub fn leaf_or_tree() -> Game<Vec<Tree>> {
    Game::normal(|forest: &Vec<Tree>| {
        let mut out = Vec::new();
        for (t, (nodes, edges)) in forest.iter().enumerate() {
            for &v in nodes {
                let mut next = forest.clone();
                let touching: Vec<usize> = (0..edges.len())
                    .filter(|&e| edges[e].0 == v || edges[e].1 == v)
                    .collect();
                if touching.len() == 1 {
                    next[t].0.retain(|&u| u != v);
                    next[t].1.remove(touching[0]);
                } else {
                    next.remove(t);
                }
                next.sort();
                out.push(next);
            }
        }
        out
    })
}

/// Vertical Rooks on an n × n board by retrograde analysis (the game can cycle): for every
/// position (each column's two rows, the mover's rook first) whether the player to move wins
/// (`Some(true)`), loses, or cannot be forced either way (`None`). A move slides one of the
/// mover's rooks along its column to any row before the other rook or the edge.
pub fn vertical_rooks(n: u8) -> HashMap<Vec<(u8, u8)>, Option<bool>> {
    // Every column as (mover's row, other's row); a position lists the columns in order.
    let pairs: Vec<(u8, u8)> = (1..=n)
        .flat_map(|a| (1..=n).filter(move |&b| b != a).map(move |b| (a, b)))
        .collect();
    let mut states: Vec<Vec<(u8, u8)>> = vec![Vec::new()];
    for _ in 0..n {
        states = states
            .iter()
            .flat_map(|s| pairs.iter().map(move |&p| [s.clone(), vec![p]].concat()))
            .collect();
    }
    // The options of a state, from the next mover's side (columns swapped).
    let options = |s: &Vec<(u8, u8)>| -> Vec<Vec<(u8, u8)>> {
        let mut out = Vec::new();
        for (c, &(a, b)) in s.iter().enumerate() {
            let rows = if a < b { 1..b } else { b + 1..n + 1 };
            for r in rows.filter(|&r| r != a) {
                let next: Vec<(u8, u8)> = s
                    .iter()
                    .enumerate()
                    .map(|(d, &(x, y))| if d == c { (y, r) } else { (y, x) })
                    .collect();
                out.push(next);
            }
        }
        out
    };
    super::loopy::outcomes(&states, options)
}

/// New Year Game by search: `counts[r]` numbers of residue r (mod 3) are left; the players take
/// one each turn into their score; the second wins iff the scores end equal mod 3. Whether
/// the first player wins.
pub fn score_mod3_first_wins(counts: [u64; 3]) -> bool {
    // D = first's score − second's (mod 3), from the first player's side.
    fn first_wins(
        c: [u64; 3],
        d: u64,
        first: bool,
        memo: &mut HashMap<([u64; 3], u64, bool), bool>,
    ) -> bool {
        if c == [0, 0, 0] {
            return d != 0;
        }
        if let Some(&w) = memo.get(&(c, d, first)) {
            return w;
        }
        let mut results = (0..3).filter(|&r| c[r] > 0).map(|r| {
            let mut next = c;
            next[r] -= 1;
            let d = if first {
                d + r as u64
            } else {
                d + 3 - r as u64
            } % 3;
            first_wins(next, d, !first, memo)
        });
        let w = if first {
            results.any(|w| w)
        } else {
            results.all(|w| w)
        };
        memo.insert((c, d, first), w);
        w
    }
    first_wins(counts, 0, true, &mut HashMap::new())
}

/// Digits Square Board: boards (rows of cells, true where marked: a non-prime digit), sorted;
/// a move cuts a board of two or more cells holding a marked cell in two along a grid line.
pub fn marked_cuts() -> Game<Vec<Vec<Vec<bool>>>> {
    Game::normal(|boards: &Vec<Vec<Vec<bool>>>| {
        let mut out = Vec::new();
        for (i, b) in boards.iter().enumerate() {
            let (h, w) = (b.len(), b[0].len());
            if h * w < 2 || !b.iter().flatten().any(|&m| m) {
                continue;
            }
            let mut push = |x: Vec<Vec<bool>>, y: Vec<Vec<bool>>| {
                let mut next = boards.clone();
                next.remove(i);
                next.extend([x, y]);
                next.sort();
                out.push(next);
            };
            for r in 1..h {
                push(b[..r].to_vec(), b[r..].to_vec());
            }
            for c in 1..w {
                let left = b.iter().map(|row| row[..c].to_vec()).collect();
                push(left, b.iter().map(|row| row[c..].to_vec()).collect());
            }
        }
        out
    })
}

/// Move the Coins: a rooted tree as parent list (`usize::MAX` at the root) and the coins on
/// each node; a move carries one or more coins from a node other than the root to its parent.
pub fn coins_to_root() -> Game<(Vec<usize>, Vec<u64>)> {
    Game::normal(|(parent, coins): &(Vec<usize>, Vec<u64>)| {
        let mut out = Vec::new();
        for u in (0..coins.len()).filter(|&u| parent[u] != usize::MAX) {
            for k in 1..=coins[u] {
                let mut next = coins.clone();
                next[u] -= k;
                next[parent[u]] += k;
                out.push((parent.clone(), next));
            }
        }
        out
    })
}

/// Fun Game by minimax over the indices left: the final (first's total − second's) when both
/// play their best (the first maximises it, the second minimises it).
pub fn pick_difference(a: &[u64], b: &[u64]) -> i128 {
    fn best(
        left: u32,
        first: bool,
        a: &[u64],
        b: &[u64],
        memo: &mut HashMap<(u32, bool), i128>,
    ) -> i128 {
        if left == 0 {
            return 0;
        }
        if let Some(&v) = memo.get(&(left, first)) {
            return v;
        }
        let values = (0..a.len()).filter(|&i| left >> i & 1 == 1).map(|i| {
            let rest = best(left & !(1 << i), !first, a, b, memo);
            if first {
                rest + a[i] as i128
            } else {
                rest - b[i] as i128
            }
        });
        let v = if first { values.max() } else { values.min() }.unwrap();
        memo.insert((left, first), v);
        v
    }
    best((1u32 << a.len()) - 1, true, a, b, &mut HashMap::new())
}

/// Tower Breakers, The Final Battle by minimax: the coins the splitter pays on a tower of n,
/// over every ordered split (composition) into two or more towers, the picker taking the
/// index k that costs the most (k² plus what that tower costs).
pub fn tower_payments(n: u64) -> u64 {
    fn cost(n: u64, memo: &mut HashMap<u64, u64>) -> u64 {
        if n <= 1 {
            return 0;
        }
        if let Some(&c) = memo.get(&n) {
            return c;
        }
        let mut best = u64::MAX;
        // Compositions of n into two or more parts: the cut points as a mask.
        for mask in 1u64..1 << (n - 1) {
            let (mut parts, mut last) = (Vec::new(), 0);
            for i in 1..n {
                if mask >> (i - 1) & 1 == 1 {
                    parts.push(i - last);
                    last = i;
                }
            }
            parts.push(n - last);
            let worst = (1..)
                .zip(&parts)
                .map(|(k, &h)| k * k + cost(h, memo))
                .max()
                .unwrap();
            best = best.min(worst);
        }
        memo.insert(n, best);
        best
    }
    cost(n, &mut HashMap::new())
}

/// A Stones Game: piles (sorted); a move destroys at least half of a pile (x → y ≤ ⌊x/2⌋).
pub fn at_least_half() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in (0..piles.len()).filter(|&i| piles[i] > 0) {
            for y in 0..=piles[i] / 2 {
                let mut next = piles.clone();
                next[i] = y;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// Chocolate Game: a non-decreasing row of piles; a move takes one or more from a pile and
/// the row must stay non-decreasing (piles may empty).
pub fn rising_piles() -> Game<Vec<u64>> {
    Game::normal(|row: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..row.len() {
            let floor = if i > 0 { row[i - 1] } else { 0 };
            for v in floor..row[i] {
                let mut next = row.clone();
                next[i] = v;
                out.push(next);
            }
        }
        out
    })
}
