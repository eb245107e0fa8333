//! Exhaustive search for the games of the AtCoder problems, each written from its statement as
//! an explicit move list for [`super::games::Game`] to search. None of the library's theory
//! (period formulas, sparse Grundy functions, mirror strategies, xor transforms) appears here.

use super::games::Game;

/// ABC 048 D: a word; a move deletes a letter that is not at an end, never leaving two equal
/// letters side by side.
pub fn distinct_neighbours() -> Game<Vec<u8>> {
    Game::normal(|w: &Vec<u8>| {
        let deletable = (1..w.len().saturating_sub(1)).filter(|&i| w[i - 1] != w[i + 1]);
        deletable.map(|i| [&w[..i], &w[i + 1..]].concat()).collect()
    })
}

/// ARC 151 C: a row of cells, each empty (2), 0 or 1; a move writes 0 or 1 in an empty cell
/// that has no equal digit beside it.
pub fn alternating_fill() -> Game<Vec<u8>> {
    Game::normal(|row: &Vec<u8>| {
        let mut out = Vec::new();
        for i in (0..row.len()).filter(|&i| row[i] == 2) {
            for d in 0..2u8 {
                let beside = |j: Option<usize>| j.and_then(|j| row.get(j)) == Some(&d);
                if !beside(i.checked_sub(1)) && !beside(Some(i + 1)) {
                    let mut next = row.clone();
                    next[i] = d;
                    out.push(next);
                }
            }
        }
        out
    })
}

/// ABC 206 F: half-open intervals `[l, r)`; a move chooses one that meets no chosen interval.
/// A position is the list of intervals still choosable (sorted, so equal sets share a memo).
pub fn intervals() -> Game<Vec<(u64, u64)>> {
    Game::normal(|free: &Vec<(u64, u64)>| {
        free.iter()
            .map(|&(l, r)| {
                let mut next: Vec<(u64, u64)> = free
                    .iter()
                    .copied()
                    .filter(|&(a, b)| b <= l || r <= a)
                    .collect();
                next.sort_unstable();
                next
            })
            .collect()
    })
}

/// ABC 059 D: two piles; take `2i` (`i ≥ 1`) from one, throw `i` away, put `i` on the other.
pub fn half_across() -> Game<(u64, u64)> {
    Game::normal(|&(x, y): &(u64, u64)| {
        let mut out = Vec::new();
        for i in 1..=x / 2 {
            out.push((x - 2 * i, y + i));
        }
        for i in 1..=y / 2 {
            out.push((x + i, y - 2 * i));
        }
        out
    })
}

/// ARC 105 D: `(bags, dishes)`, both sorted; while a bag is left a move empties one onto
/// a dish; then Nim on the dishes.
pub fn bags_to_dishes() -> Game<(Vec<u64>, Vec<u64>)> {
    Game::normal(|(bags, dishes): &(Vec<u64>, Vec<u64>)| {
        let mut out = Vec::new();
        if bags.is_empty() {
            for (i, &d) in dishes.iter().enumerate() {
                for left in 0..d {
                    let mut next = dishes.clone();
                    next[i] = left;
                    next.sort_unstable();
                    out.push((Vec::new(), next));
                }
            }
            return out;
        }
        for b in 0..bags.len() {
            for j in 0..dishes.len() {
                let mut rest = bags.clone();
                let coins = rest.remove(b);
                let mut next = dishes.clone();
                next[j] += coins;
                next.sort_unstable();
                out.push((rest, next));
            }
        }
        out
    })
}

/// AGC 002 E: candy piles (sorted, nonempty); eat a largest pile, or one candy from each;
/// whoever eats the last candy loses: misère play (the player with no move, no candy left,
/// has won).
pub fn candy_piles() -> Game<Vec<u64>> {
    Game::misere(|piles: &Vec<u64>| {
        if piles.is_empty() {
            return Vec::new();
        }
        let largest = piles[..piles.len() - 1].to_vec();
        let layer: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|p| p - 1).collect();
        vec![largest, layer]
    })
}

/// AGC 033 C: a tree on `0..n`; a position is the set of vertices holding coins (bits); a move
/// empties a vertex `v` and every other coin steps one edge toward `v`.
pub fn coins_to_vertex(n: usize, edges: Vec<(u32, u32)>) -> Game<u32> {
    // step[u][v]: the neighbour of u on the path to v.
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in &edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let mut step = vec![vec![0usize; n]; n];
    for v in 0..n {
        // Search from v: each vertex's parent toward v.
        let mut seen = vec![false; n];
        let mut queue = vec![v];
        seen[v] = true;
        step[v][v] = v;
        let mut at = 0;
        while at < queue.len() {
            let u = queue[at];
            at += 1;
            for &w in &adjacent[u] {
                if !seen[w] {
                    seen[w] = true;
                    step[w][v] = u;
                    queue.push(w);
                }
            }
        }
    }
    Game::normal(move |&coins: &u32| {
        (0..n)
            .filter(|&v| coins >> v & 1 == 1)
            .map(|v| {
                (0..n)
                    .filter(|&u| u != v && coins >> u & 1 == 1)
                    .fold(0u32, |next, u| next | 1 << step[u][v])
            })
            .collect()
    })
}

/// ABC 255 G: Nim where taking `y` from a heap of exactly `x` is forbidden for each listed
/// `(x, y)`. Heaps sorted.
pub fn forbidden_nim(forbidden: Vec<(u64, u64)>) -> Game<Vec<u64>> {
    Game::normal(move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            for y in 1..=heaps[i] {
                if !forbidden.contains(&(heaps[i], y)) {
                    let mut next = heaps.clone();
                    next[i] -= y;
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// ABC 354 E: cards `(front, back)`; a move removes two cards equal on the front or on the
/// back. A position is the bit set of the cards left.
pub fn remove_pairs(cards: Vec<(u64, u64)>) -> Game<u32> {
    Game::normal(move |&left: &u32| {
        let mut out = Vec::new();
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                let both = 1 << i | 1 << j;
                let (a, b) = (cards[i], cards[j]);
                if left & both == both && (a.0 == b.0 || a.1 == b.1) {
                    out.push(left & !both);
                }
            }
        }
        out
    })
}

/// ARC 091 F as `(stones, k)`: take from 1 to ⌊stones / k⌋.
pub fn strange_nim() -> Game<(u64, u64)> {
    Game::normal(|&(x, k): &(u64, u64)| (1..=x / k).map(|t| (x - t, k)).collect())
}

/// ARC 137 C: distinct numbers; a move replaces the largest by a smaller non-negative number
/// not present. Kept sorted.
pub fn distinct_numbers() -> Game<Vec<u64>> {
    Game::normal(|a: &Vec<u64>| {
        let (&top, rest) = a.split_last().expect("N ≥ 2");
        (0..top)
            .filter(|v| !rest.contains(v))
            .map(|v| {
                let mut next = rest.to_vec();
                next.push(v);
                next.sort_unstable();
                next
            })
            .collect()
    })
}

/// AGC 010 F as `(stones, token)`: remove a stone from the token's vertex, then move the token
/// to a neighbour; whoever finds no stone under the token loses.
pub fn tree_token(adjacent: Vec<Vec<usize>>) -> Game<(Vec<u64>, usize)> {
    Game::normal(move |(stones, at): &(Vec<u64>, usize)| {
        if stones[*at] == 0 {
            return Vec::new();
        }
        let mut left = stones.clone();
        left[*at] -= 1;
        adjacent[*at].iter().map(|&v| (left.clone(), v)).collect()
    })
}

/// ABC 278 G: cards `1..=n` as a bit set of those left; a move removes `y` consecutive cards
/// still on the table, `l ≤ y ≤ r`.
pub fn card_row(n: u32, l: u32, r: u32) -> Game<u64> {
    Game::normal(move |&left: &u64| {
        let mut out = Vec::new();
        for y in l..=r.min(n) {
            let block = (1u64 << y) - 1;
            for x in 0..=n - y {
                if left >> x & block == block {
                    out.push(left & !(block << x));
                }
            }
        }
        out
    })
}

/// Typical 90 #031: piles of (white, blue) stones, sorted; a move takes a white away and adds
/// as many blue as there were white, or takes 1 to ⌊b/2⌋ blue from one pile.
pub fn white_blue() -> Game<Vec<(u64, u64)>> {
    Game::normal(|piles: &Vec<(u64, u64)>| {
        let mut out = Vec::new();
        for (i, &(w, b)) in piles.iter().enumerate() {
            let mut to = |pile: (u64, u64)| {
                let mut next = piles.clone();
                next[i] = pile;
                next.sort_unstable();
                out.push(next);
            };
            if w >= 1 {
                to((w - 1, b + w));
            }
            for k in 1..=b / 2 {
                to((w, b - k));
            }
        }
        out
    })
}

/// ABC 209 E: for each word, the outcome (`Some(true)` a win, `None` a draw) for the player who
/// says it first, when each next word must begin with the last `overlap` letters of the one
/// before, words may be said again, and whoever cannot say one loses.
pub fn word_chain(words: &[Vec<u8>], overlap: usize) -> Vec<Option<bool>> {
    // The state: the letters the next word must begin with.
    let end = |w: &Vec<u8>| w[w.len() - overlap..].to_vec();
    let roots: Vec<Vec<u8>> = words.iter().map(end).collect();
    let at = super::loopy::outcomes(&roots, |state: &Vec<u8>| {
        words
            .iter()
            .filter(|w| w.starts_with(state))
            .map(end)
            .collect()
    });
    roots.iter().map(|r| at[r].map(|w| !w)).collect()
}

/// ABC 278 F: `(words said, the letter the next must begin with)`; a move says an unsaid word
/// (any at first) that begins with that letter.
pub fn word_chain_once(words: &[Vec<u8>]) -> Game<(u32, Option<u8>)> {
    let words = words.to_vec();
    Game::normal(move |&(said, need): &(u32, Option<u8>)| {
        let open = (0..words.len()).filter(|&j| said >> j & 1 == 0);
        open.filter(|&j| need.map_or(true, |c| words[j][0] == c))
            .map(|j| (said | 1 << j, words[j].last().copied()))
            .collect()
    })
}

/// AGC 016 F: of the subsets of `edges` (from x to y, acyclic), how many give `a` and `b` equal
/// Grundy values, by computing the values for every subset.
pub fn grundy_equal_subsets(n: usize, edges: &[(usize, usize)], a: usize, b: usize) -> u64 {
    let mut count = 0;
    for pick in 0..1u64 << edges.len() {
        let chosen: Vec<(usize, usize)> = (0..edges.len())
            .filter(|&i| pick >> i & 1 == 1)
            .map(|i| edges[i])
            .collect();
        let mut g: Vec<Option<u64>> = vec![None; n];
        // Settle a vertex once every successor is settled (the graph is acyclic).
        while g.iter().any(Option::is_none) {
            for v in 0..n {
                let next: Vec<Option<u64>> =
                    chosen.iter().filter(|e| e.0 == v).map(|e| g[e.1]).collect();
                if g[v].is_none() && next.iter().all(Option::is_some) {
                    let seen: Vec<u64> = next.into_iter().flatten().collect();
                    g[v] = (0..).find(|x| !seen.contains(x));
                }
            }
        }
        count += u64::from(g[a] == g[b]);
    }
    count
}

/// ARC 131 C: a set of numbers (sorted); a move eats one. Leaving a set whose xor is 0 wins
/// at once, so such a set has no move (it is lost for the player to move).
pub fn zero_xor() -> Game<Vec<u64>> {
    Game::normal(|set: &Vec<u64>| {
        if set.iter().fold(0, |x, &v| x ^ v) == 0 {
            return Vec::new();
        }
        (0..set.len())
            .map(|i| [&set[..i], &set[i + 1..]].concat())
            .collect()
    })
}

/// ABC 027 C: x, from 1; a move makes it 2x or 2x + 1; making x exceed `n` loses, so such a
/// move is as good as none.
pub fn doubling(n: u64) -> Game<u64> {
    Game::normal(move |&x: &u64| [2 * x, 2 * x + 1].into_iter().filter(|&y| y <= n).collect())
}

/// AGC 064 C on numbers below 64 as bits: a move erases the evens or the odds and halves
/// the rest; whoever empties the board wins, which normal play gives (the empty board has no
/// move). Only {0} can halve to itself, and it wins by emptying anyway: that loop is left out.
pub fn erase_and_halve() -> Game<u64> {
    Game::normal(|&set: &u64| {
        if set == 0 {
            return Vec::new();
        }
        let kept = |parity: u32| (0..64u32).filter(move |x| x % 2 == parity && set >> x & 1 == 1);
        (0..2)
            .map(|p| kept(p).fold(0u64, |m, x| m | 1 << (x / 2)))
            .filter(|&half| half != set)
            .collect()
    })
}

/// The bit of the pair `u < v` of `0..n` in an edge set of [`tree_game`]: the pairs in order
/// (0, 1), (0, 2), …, (n − 2, n − 1).
pub fn pair_bit(n: usize, u: usize, v: usize) -> u64 {
    let (u, v) = (u.min(v), u.max(v));
    let before: usize = (0..u).map(|w| n - 1 - w).sum();
    1 << (before + v - u - 1)
}

/// ABC 398 E: a graph on `0..n` (n ≤ 11) as its edge set ([`pair_bit`]); a move adds an edge
/// the graph does not have whose addition leaves no odd cycle, a closed walk of odd length:
/// searched for as a vertex that reaches itself after an odd number of steps, over pairs
/// (vertex, parity of the steps so far). No colouring.
pub fn tree_game(n: usize) -> Game<u64> {
    assert!(n * n.saturating_sub(1) / 2 <= 64, "the pairs fit a u64");
    let odd_cycle = move |edges: u64| {
        (0..n).any(|start| {
            let mut seen = vec![[false; 2]; n];
            let mut stack = vec![(start, 0usize)];
            seen[start][0] = true;
            while let Some((u, p)) = stack.pop() {
                for v in (0..n).filter(|&v| v != u && edges & pair_bit(n, u, v) != 0) {
                    if !seen[v][1 - p] {
                        seen[v][1 - p] = true;
                        stack.push((v, 1 - p));
                    }
                }
            }
            seen[start][1]
        })
    };
    Game::normal(move |&edges: &u64| {
        let mut out = Vec::new();
        for u in 0..n {
            for v in u + 1..n {
                let b = pair_bit(n, u, v);
                if edges & b == 0 && !odd_cycle(edges | b) {
                    out.push(edges | b);
                }
            }
        }
        out
    })
}
