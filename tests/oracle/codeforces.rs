//! Exhaustive search for the games of the Codeforces problems, each written from its statement
//! as an explicit move list for [`super::games::Game`] to search.

use super::games::Game;

/// 1194D as `(n, k)`: move the chip left by 1, 2 or k cells, staying at 0 or above.
pub fn one_two_k() -> Game<(u64, u64)> {
    Game::normal(|&(n, k): &(u64, u64)| {
        [1, 2, k]
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| (n - s, k))
            .collect()
    })
}

/// 1537D: subtract from n a divisor of n other than 1 and n.
pub fn deleting_divisors() -> Game<u64> {
    Game::normal(|&n: &u64| (2..n).filter(|d| n % d == 0).map(|d| n - d).collect())
}

/// 1147C: n piles (n even); a move takes at least one stone from each of exactly n/2
/// nonempty piles. Kept sorted.
pub fn thanos() -> Game<Vec<u64>> {
    super::games::take_from_each(|size, piles| size == piles / 2)
}

/// A tree as its nodes and its edges.
pub type Tree = (Vec<usize>, Vec<(usize, usize)>);

/// 1363C: `(nodes, edges)` of a tree; a move removes a leaf (degree at most 1) and its edge;
/// removing `x` wins: a position without `x` is lost for the player to move.
pub fn leaf_to_target(x: usize) -> Game<Tree> {
    Game::normal(move |(nodes, edges): &Tree| {
        if !nodes.contains(&x) {
            return Vec::new();
        }
        let degree = |v: usize| edges.iter().filter(|&&(a, b)| a == v || b == v).count();
        let mut out = Vec::new();
        for &v in nodes.iter().filter(|&&v| degree(v) <= 1) {
            if v == x {
                // Removing x ends the game with the mover the winner: a position with no move.
                out.push((Vec::new(), Vec::new()));
                continue;
            }
            let rest: Vec<usize> = nodes.iter().copied().filter(|&u| u != v).collect();
            let kept = edges
                .iter()
                .copied()
                .filter(|&(a, b)| a != v && b != v)
                .collect();
            out.push((rest, kept));
        }
        out
    })
}

/// 1104B and 1373B: a word; a move deletes two adjacent letters, equal ones (`equal`) or
/// different ones, and the word closes up.
pub fn pair_deletion(equal: bool) -> Game<Vec<u8>> {
    Game::normal(move |w: &Vec<u8>| {
        let deletable = (1..w.len()).filter(|&i| (w[i - 1] == w[i]) == equal);
        deletable
            .map(|i| [&w[..i - 1], &w[i + 1..]].concat())
            .collect()
    })
}

/// 276B: a word as the sorted counts of its letters, and whether the game is over; a player
/// who can arrange the letters into a palindrome wins (a move to the end), else removes one.
pub fn palindrome_first() -> Game<(Vec<u64>, bool)> {
    Game::normal(|(counts, over): &(Vec<u64>, bool)| {
        if *over {
            return Vec::new();
        }
        if counts.iter().filter(|&&c| c % 2 == 1).count() <= 1 {
            return vec![(counts.clone(), true)];
        }
        let kinds = (0..counts.len()).filter(|&i| counts[i] > 0);
        let removals = kinds.map(|i| {
            let mut next = counts.clone();
            next[i] -= 1;
            next.sort_unstable();
            (next, false)
        });
        removals.collect()
    })
}

/// 1220C: the substring `s[l..=r]`; a move goes to a lexicographically smaller `s[l'..=r']`
/// with `l' ≤ l` and `r' ≥ r`.
pub fn smaller_substring(s: Vec<u8>) -> Game<(usize, usize)> {
    Game::normal(move |&(l, r): &(usize, usize)| {
        let wider = (0..=l).flat_map(|a| (r..s.len()).map(move |b| (a, b)));
        wider.filter(|&(a, b)| s[a..=b] < s[l..=r]).collect()
    })
}

/// 1033C: the token's cell of the row `a`; a move jumps a multiple of the number there to a
/// cell holding a larger number.
pub fn multiple_jumps(a: Vec<u32>) -> Game<usize> {
    Game::normal(move |&i: &usize| {
        let step = a[i] as usize;
        (0..a.len())
            .filter(|&j| j.abs_diff(i) % step == 0 && a[j] > a[i])
            .collect()
    })
}

/// 1600E: the row `a[l..r]` and the last number taken; a move takes `a[l]` or `a[r − 1]`,
/// which must be larger than the last.
pub fn increasing_ends(a: Vec<u64>) -> Game<(usize, usize, Option<u64>)> {
    Game::normal(move |&(l, r, last): &(usize, usize, Option<u64>)| {
        let larger = |v: u64| last.map_or(true, |t| t < v);
        let mut moves = Vec::new();
        if l < r && larger(a[l]) {
            moves.push((l + 1, r, Some(a[l])));
        }
        if l < r && larger(a[r - 1]) {
            moves.push((l, r - 1, Some(a[r - 1])));
        }
        moves
    })
}

/// 1747C: the front pile, then the others sorted; a move takes one from the front (which
/// must not be empty) and swaps it with another pile.
pub fn front_swap() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        if piles[0] == 0 {
            return Vec::new();
        }
        (1..piles.len())
            .map(|i| {
                let mut next = piles.clone();
                next[0] = piles[i];
                next[i] = piles[0] - 1;
                next[1..].sort_unstable();
                next
            })
            .collect()
    })
}

/// 914B: cards (sorted); a move takes a card and every card of a smaller value.
pub fn card_and_below() -> Game<Vec<u64>> {
    Game::normal(|cards: &Vec<u64>| {
        (0..cards.len())
            .map(|i| {
                let mut rest = cards.clone();
                let v = rest.remove(i);
                rest.retain(|&c| c >= v);
                rest
            })
            .collect()
    })
}

/// 1382B: piles in a row; take any positive number from the first nonempty pile.
pub fn in_order() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| match piles.iter().position(|&p| p > 0) {
        Some(i) => (0..piles[i])
            .map(|left| {
                let mut next = piles.clone();
                next[i] = left;
                next
            })
            .collect(),
        None => Vec::new(),
    })
}

/// 1965A: piles (sorted); take the same k, 1 ≤ k ≤ the smallest nonempty pile, from every
/// nonempty pile.
pub fn from_every() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let least = piles.iter().copied().filter(|&p| p > 0).min().unwrap_or(0);
        (1..=least)
            .map(|k| piles.iter().map(|&p| p.saturating_sub(k)).collect())
            .collect()
    })
}

/// 768E as `(stones, amounts already taken from this pile)` (a bit set): a move takes a
/// positive amount not taken from this pile before.
pub fn once_per_amount() -> Game<(u64, u64)> {
    Game::normal(|&(s, used): &(u64, u64)| {
        (1..=s)
            .filter(|&t| used >> t & 1 == 0)
            .map(|t| (s - t, used | 1 << t))
            .collect()
    })
}

/// 1396B as `(piles, the pile the previous move took from)`: take one stone from a nonempty
/// pile other than the previous move's.
pub fn stoned() -> Game<(Vec<u64>, usize)> {
    Game::normal(|(piles, last): &(Vec<u64>, usize)| {
        (0..piles.len())
            .filter(|&i| i != *last && piles[i] > 0)
            .map(|i| {
                let mut p = piles.clone();
                p[i] -= 1;
                (p, i)
            })
            .collect()
    })
}

/// 603C as `(piles, k)`: remove one cow from a pile, or replace a pile of 2x (x > 0) by k
/// piles of x. Piles kept sorted, empty ones dropped.
pub fn lieges(k: u64) -> Game<Vec<u64>> {
    Game::normal(move |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            let mut less = piles.clone();
            less[i] -= 1;
            less.retain(|&p| p > 0);
            less.sort_unstable();
            out.push(less);
            if piles[i] % 2 == 0 {
                let mut split = piles.clone();
                split.remove(i);
                split.extend(vec![piles[i] / 2; k as usize]);
                split.sort_unstable();
                out.push(split);
            }
        }
        out
    })
}

/// 850C: a list of numbers; a move picks a prime power p^k dividing some number and divides
/// every number divisible by p^k by it. Numbers of 1 dropped, the rest sorted.
pub fn arpa() -> Game<Vec<u64>> {
    Game::normal(|list: &Vec<u64>| {
        let top = list.iter().copied().max().unwrap_or(1);
        let mut out = Vec::new();
        for q in 2..=top {
            // q must be a prime power p^k.
            let p = (2..=q).find(|d| q % d == 0).unwrap();
            let mut r = q;
            while r % p == 0 {
                r /= p;
            }
            if r != 1 || !list.iter().any(|x| x % q == 0) {
                continue;
            }
            let mut next: Vec<u64> = list
                .iter()
                .map(|&x| if x % q == 0 { x / q } else { x })
                .filter(|&x| x > 1)
                .collect();
            next.sort_unstable();
            out.push(next);
        }
        out
    })
}

/// 1704F as (cells, Alice to move): a move paints two neighbouring cells white (`W`), at least
/// one of them the mover's colour (`R` for Alice, `B` for Bob). A partisan game: the turn is
/// part of the position, so normal play on these states is the game.
pub fn colouring() -> Game<(Vec<u8>, bool)> {
    Game::normal(|(s, alice): &(Vec<u8>, bool)| {
        let own = if *alice { b'R' } else { b'B' };
        (0..s.len().saturating_sub(1))
            .filter(|&i| s[i] == own || s[i + 1] == own)
            .map(|i| {
                let mut t = s.clone();
                t[i] = b'W';
                t[i + 1] = b'W';
                (t, !alice)
            })
            .collect()
    })
}

/// 317D on the numbers still choosable, bit `i` for the number `i + 1` (up to 32): choosing
/// x removes x and its powers x², x³, ….
pub fn powers_game() -> Game<u32> {
    Game::normal(|&left: &u32| {
        (1..=32u64)
            .filter(|&x| left >> (x - 1) & 1 == 1)
            .map(|x| {
                let mut next = left;
                let mut p = x;
                while p <= 32 {
                    next &= !(1 << (p - 1));
                    p = if x == 1 { 33 } else { p * x };
                }
                next
            })
            .collect()
    })
}

/// 255E: piles; a move reduces a pile of x to y with y⁴ ≥ x, y² ≤ x and y < x.
pub fn root_range() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &x) in piles.iter().enumerate() {
            for y in (0..x).filter(|&y| y.pow(4) >= x && y * y <= x) {
                let mut next = piles.clone();
                next[i] = y;
                out.push(next);
            }
        }
        out
    })
}

/// 1312F: piles with the kind of their last take (0 none or x, 1 y, 2 z); a move takes
/// `takes[k]` (or all that is left) from a nonempty pile, kind k, never y after y or z after z
/// on that pile. Kept sorted.
pub fn three_kinds(takes: [u64; 3]) -> Game<Vec<(u64, u8)>> {
    Game::normal(move |piles: &Vec<(u64, u8)>| {
        let mut out = Vec::new();
        for (i, &(size, last)) in piles.iter().enumerate() {
            for kind in 0..3u8 {
                if size == 0 || kind != 0 && kind == last {
                    continue;
                }
                let mut next = piles.clone();
                next[i] = (size.saturating_sub(takes[kind as usize]), kind);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// 346A: a set of distinct numbers (sorted); a move adds |x − y| of two of them, if absent.
pub fn difference_closure() -> Game<Vec<u64>> {
    Game::normal(|set: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &x) in set.iter().enumerate() {
            for &y in &set[..i] {
                let d = x.abs_diff(y);
                if !set.contains(&d) && !out.iter().any(|s: &Vec<u64>| s.contains(&d)) {
                    let mut next = set.clone();
                    next.push(d);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// 1191D: piles kept sorted; a move takes one stone and must leave the piles distinct (a move
/// that makes two equal loses at once, as good as none).
pub fn stay_distinct() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out: Vec<Vec<u64>> = Vec::new();
        for i in 0..piles.len() {
            if piles[i] > 0 {
                let mut next = piles.clone();
                next[i] -= 1;
                next.sort_unstable();
                if next.windows(2).all(|w| w[0] != w[1]) && !out.contains(&next) {
                    out.push(next);
                }
            }
        }
        out
    })
}

/// 1451F on an `n` × `m` grid (row by row) with values to `top`: lower a nonzero cell, then set
/// every other cell of one shortest down-right path from it to any value (to `top`).
pub fn path_rewrite(n: usize, m: usize, top: u64) -> Game<Vec<u64>> {
    Game::normal(move |grid: &Vec<u64>| {
        // Every path from (r, c) down and right, as its cells after the start.
        fn paths(
            n: usize,
            m: usize,
            r: usize,
            c: usize,
            path: &mut Vec<usize>,
            f: &mut dyn FnMut(&[usize]),
        ) {
            f(path);
            for (r2, c2) in [(r + 1, c), (r, c + 1)] {
                if r2 < n && c2 < m {
                    path.push(r2 * m + c2);
                    paths(n, m, r2, c2, path, f);
                    path.pop();
                }
            }
        }
        let mut out: Vec<Vec<u64>> = Vec::new();
        for start in (0..n * m).filter(|&i| grid[i] > 0) {
            paths(n, m, start / m, start % m, &mut Vec::new(), &mut |path| {
                for lower in 0..grid[start] {
                    for code in 0..(top + 1).pow(path.len() as u32) {
                        let mut next = grid.clone();
                        next[start] = lower;
                        for (k, &cell) in path.iter().enumerate() {
                            next[cell] = code / (top + 1).pow(k as u32) % (top + 1);
                        }
                        if !out.contains(&next) {
                            out.push(next);
                        }
                    }
                }
            });
        }
        out
    })
}
