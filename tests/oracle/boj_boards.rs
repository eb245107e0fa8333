//! Baekjoon's games on boards and shapes: chords of a polygon (13034), three piles that pass
//! stones (24678), palaces on a grid (16879) and walls on a board (11717); each searched
//! literally on small positions, beyond by the rule the search confirms.

use super::games::Game;
use super::problems::{word, Input};

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

/// 24678 as the three piles (sorted): take one from each of two non-empty piles and add one
/// to the third; whoever cannot move wins (a position without moves is a win).
pub fn pass_one() -> Game<[u64; 3]> {
    Game::misere(|p: &[u64; 3]| {
        let mut next = Vec::new();
        for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
            if p[i] > 0 && p[j] > 0 {
                let mut q = *p;
                q[i] -= 1;
                q[j] -= 1;
                q[k] += 1;
                q.sort_unstable();
                next.push(q);
            }
        }
        next
    })
}

pub fn boj24678(inp: &mut Input, out: &mut String) {
    let mut search = pass_one();
    for _ in 0..inp.u64() {
        let mut p = [inp.u64(), inp.u64(), inp.u64()];
        p.sort_unstable();
        // A move flips every pile's parity: two even piles are a win (no move, or any move
        // leaves one even pile at most).
        let wins = p.iter().filter(|&&x| x % 2 == 0).count() >= 2;
        if p[2] <= 14 {
            assert_eq!(search.wins(&p), wins, "{p:?}");
        }
        word(wins, "R", "B", out);
    }
}

/// 16879's values on an n × n board by their definition: the mex over the squares left and
/// below and the diagonal step.
pub fn palace_values(n: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut options: Vec<u64> = (0..x).map(|a| g[a][y]).collect();
            options.extend((0..y).map(|b| g[x][b]));
            if x > 0 && y > 0 {
                options.push(g[x - 1][y - 1]);
            }
            g[x][y] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

pub fn boj16879(inp: &mut Input, out: &mut String) {
    // The values by their definition on the squares below 45 (the mex over the squares left,
    // below and the diagonal step), and the rule read from them for the rest.
    let n = 45;
    let g = palace_values(n);
    let rule = |x: u64, y: u64| {
        3 * u128::from((x / 3) ^ (y / 3)) + (u128::from(x % 3) + u128::from(y % 3)) % 3
    };
    for (x, row) in g.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            assert_eq!(u128::from(v), rule(x as u64, y as u64), "({x}, {y})");
        }
    }
    let x = (0..inp.u64()).fold(0, |x, _| {
        let (a, b) = (inp.u64(), inp.u64());
        x ^ rule(a, b)
    });
    word(x != 0, "koosaga", "cubelover", out);
}

pub fn boj11717(inp: &mut Input, out: &mut String) {
    let (h, w) = (inp.u64() as usize, inp.u64() as usize);
    let board: Vec<Vec<bool>> = (0..h)
        .map(|_| inp.token().bytes().map(|b| b == b'X').collect())
        .collect();
    // Sub-rectangles: the chosen cell's row and column split one into four (a table over all
    // of them, written here from the statement), checked by the walls themselves on boards of
    // up to 12 cells.
    let mut memo = std::collections::HashMap::new();
    fn value(
        b: &[Vec<bool>],
        r: (usize, usize),
        c: (usize, usize),
        memo: &mut std::collections::HashMap<(usize, usize, usize, usize), u64>,
    ) -> u64 {
        if r.0 > r.1 || c.0 > c.1 {
            return 0;
        }
        if let Some(&v) = memo.get(&(r.0, r.1, c.0, c.1)) {
            return v;
        }
        let mut options = Vec::new();
        for y in r.0..=r.1 {
            for x in c.0..=c.1 {
                if !b[y][x] {
                    let (up, down) = ((r.0, y.wrapping_sub(1)), (y + 1, r.1));
                    let (left, right) = ((c.0, x.wrapping_sub(1)), (x + 1, c.1));
                    let parts = [(up, left), (up, right), (down, left), (down, right)];
                    let v = parts.iter().fold(0, |acc, &(rr, cc)| {
                        let empty = rr.1 == usize::MAX || cc.1 == usize::MAX;
                        acc ^ if empty { 0 } else { value(b, rr, cc, memo) }
                    });
                    options.push(v);
                }
            }
        }
        let v = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert((r.0, r.1, c.0, c.1), v);
        v
    }
    let wins = value(&board, (0, h - 1), (0, w - 1), &mut memo) != 0;
    if h * w <= 12 {
        assert_eq!(walls_search(&board), wins, "{board:?}");
    }
    word(wins, "First", "Second", out);
}

/// 11717 by the walls themselves (as bits): whether the first player wins.
pub fn walls_search(marked: &[Vec<bool>]) -> bool {
    let (h, w) = (marked.len(), marked[0].len());
    let marked = marked.to_vec();
    let mut game = Game::normal(move |&walls: &u32| {
        let wall = |r: usize, c: usize| walls >> (r * w + c) & 1 == 1;
        let mut out = Vec::new();
        for (r, row) in marked.iter().enumerate() {
            for c in (0..w).filter(|&c| !row[c] && !wall(r, c)) {
                let mut next = walls | 1 << (r * w + c);
                for (dr, dc) in [(0i64, 1i64), (0, -1), (1, 0), (-1, 0)] {
                    let (mut y, mut x) = (r as i64 + dr, c as i64 + dc);
                    while y >= 0
                        && x >= 0
                        && y < h as i64
                        && x < w as i64
                        && !wall(y as usize, x as usize)
                    {
                        next |= 1 << (y as usize * w + x as usize);
                        y += dr;
                        x += dc;
                    }
                }
                out.push(next);
            }
        }
        out
    });
    game.wins(&0)
}
