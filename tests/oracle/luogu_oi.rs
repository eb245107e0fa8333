//! The oracle of Luogu's problems from the provincial olympiads: each game by search, and the
//! references checked against it.

use super::games::Game;
use super::luogu::mex;
use super::problems::{word, Input};
use std::collections::HashMap;
/// P3480 as written: non-decreasing piles; take from one, keeping them non-decreasing.
pub fn pebbles() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            let least = if i == 0 { 0 } else { piles[i - 1] };
            for v in least..piles[i] {
                let mut next = piles.clone();
                next[i] = v;
                out.push(next);
            }
        }
        out
    })
}

pub fn p3480(inp: &mut Input, out: &mut String) {
    let mut search = pebbles();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        // The steps a_i − a_{i−1}, Nim on those at odd distance from the right end.
        let step = |i: usize| piles[i] - if i == 0 { 0 } else { piles[i - 1] };
        let reference = (0..piles.len())
            .rev()
            .step_by(2)
            .fold(0, |x, i| x ^ step(i))
            != 0;
        if piles.len() <= 3 && piles.iter().all(|&a| a <= 7) {
            assert_eq!(search.wins(&piles), reference, "the reference, {piles:?}");
        }
        word(reference, "TAK", "NIE", out);
    }
}

/// P3185 as written: bean counts; a move takes a bean from bottle i and puts one into j and
/// one into k, `i < j ≤ k`.
pub fn split_beans() -> Game<Vec<u64>> {
    Game::normal(|beans: &Vec<u64>| {
        let n = beans.len();
        let mut out = Vec::new();
        for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    let mut next = beans.clone();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    out.push(next);
                }
            }
        }
        out
    })
}

pub fn p3185(inp: &mut Input, out: &mut String) {
    let mut search = split_beans();
    for _ in 0..inp.u64() {
        let n = inp.u64() as usize;
        let beans = inp.list(n as u64);
        // A bean with d bottles after it: mex over the pairs of smaller d.
        let mut g: Vec<u64> = Vec::new();
        for d in 0..n {
            g.push(mex((0..d)
                .flat_map(|a| (0..d).map(move |b| (a, b)))
                .map(|(a, b)| g[a] ^ g[b])));
        }
        let value = |i: usize| g[n - 1 - i];
        let x = (0..n)
            .filter(|&i| beans[i] % 2 == 1)
            .fold(0, |x, i| x ^ value(i));
        let small = n <= 4 && beans.iter().sum::<u64>() <= 3;
        let mut moves = Vec::new();
        for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    let wins = x ^ value(i) ^ value(j) ^ value(k) == 0;
                    if small {
                        let mut next = beans.clone();
                        next[i] -= 1;
                        next[j] += 1;
                        next[k] += 1;
                        assert_eq!(
                            !search.wins(&next),
                            wins,
                            "the reference, {beans:?} {i} {j} {k}"
                        );
                    }
                    if wins {
                        moves.push((i, j, k));
                    }
                }
            }
        }
        match moves.first() {
            Some((i, j, k)) => out.push_str(&format!("{i} {j} {k}\n")),
            None => out.push_str("-1 -1 -1\n"),
        }
        out.push_str(&format!("{}\n", moves.len()));
    }
}

/// P2594 as written on an `r × c` board (bit `i·c + j`: the coin at row i, column j from 0
/// shows tails): a move turns over a connected set inside the rectangle up-left of a tail that
/// contains that tail, which becomes heads.
pub fn corner_game(r: u32, c: u32) -> Game<u32> {
    let cells = r * c;
    let mut moves: Vec<Vec<u32>> = vec![Vec::new(); cells as usize];
    for set in 1u32..1 << cells {
        let anchor = 31 - set.leading_zeros(); // the last cell in row-major order
        let (ai, aj) = (anchor / c, anchor % c);
        if (0..cells).any(|b| set >> b & 1 == 1 && (b / c > ai || b % c > aj)) {
            continue;
        }
        // Connected (4-neighbours), by a flood from the anchor.
        let mut reached = 1u32 << anchor;
        loop {
            let mut next = reached;
            for b in (0..cells).filter(|&b| reached >> b & 1 == 1) {
                let (i, j) = (b / c, b % c);
                if i > 0 {
                    next |= 1 << (b - c) & set;
                }
                if i + 1 < r {
                    next |= 1 << (b + c) & set;
                }
                if j > 0 {
                    next |= 1 << (b - 1) & set;
                }
                if j + 1 < c {
                    next |= 1 << (b + 1) & set;
                }
            }
            if next == reached {
                break;
            }
            reached = next;
        }
        if reached == set {
            moves[anchor as usize].push(set);
        }
    }
    Game::normal(move |&tails: &u32| {
        (0..cells)
            .filter(|&a| tails >> a & 1 == 1)
            .flat_map(|a| moves[a as usize].iter().map(move |&m| tails ^ m))
            .collect()
    })
}

pub fn p2594(inp: &mut Input, out: &mut String) {
    let mut boards: HashMap<(u32, u32), Game<u32>> = HashMap::new();
    for _ in 0..inp.u64() {
        let (r, c) = (inp.u64() as u32, inp.u64() as u32);
        let rows: Vec<&str> = (0..r).map(|_| inp.token()).collect();
        // The rule: a tail on the first row or column is the Ruler game on i + j − 1 coins;
        // elsewhere it is worth 2^(i + j − 2). Values as bit sets of up to 256 bits.
        let mut bits = [0u64; 4];
        let mut mask = 0u32;
        for (i, row) in rows.iter().enumerate() {
            for (j, ch) in row.bytes().enumerate() {
                if ch == b'T' {
                    let (a, b) = (i as u32 + 1, j as u32 + 1);
                    let bit = if a == 1 || b == 1 {
                        (a + b - 1).trailing_zeros()
                    } else {
                        a + b - 2
                    };
                    bits[bit as usize / 64] ^= 1 << (bit % 64);
                    if r * c <= 12 {
                        mask |= 1 << (i as u32 * c + j as u32);
                    }
                }
            }
        }
        let reference = bits != [0; 4];
        if r * c <= 12 {
            let game = boards.entry((r, c)).or_insert_with(|| corner_game(r, c));
            assert_eq!(game.wins(&mask), reference, "the reference, {rows:?}");
        }
        word(reference, "-_-", "=_=", out);
    }
}

/// P3179 as written on n cells (bit x − 1: cell x is white): pick a white x and k ≤ n/x, turn
/// over x, 2x, …, kx.
pub fn array_game(n: u32) -> Game<u32> {
    Game::normal(move |&white: &u32| {
        let mut out = Vec::new();
        for x in (1..=n).filter(|&x| white >> (x - 1) & 1 == 1) {
            let mut next = white;
            for t in 1..=n / x {
                next ^= 1 << (t * x - 1);
                out.push(next);
            }
        }
        out
    })
}

pub fn p3179(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    assert!(n <= 5000, "the oracle tabulates every quotient up to n");
    // g(q) = mex over k of the XOR of g(q / t), t = 2..=k.
    let mut g = vec![0u64; n as usize + 1];
    for q in 1..=n as usize {
        let mut prefix = 0;
        let mut options = vec![0];
        for t in 2..=q {
            prefix ^= g[q / t];
            options.push(prefix);
        }
        g[q] = mex(options);
    }
    let mut search = (n <= 12).then(|| array_game(n as u32));
    for _ in 0..inp.u64() {
        let w = inp.u64();
        let cells = inp.list(w);
        let reference = cells.iter().fold(0, |x, &c| x ^ g[(n / c) as usize]) != 0;
        if let Some(game) = search.as_mut() {
            let white = cells.iter().fold(0u32, |m, &c| m | 1 << (c - 1));
            assert_eq!(game.wins(&white), reference, "the reference, {n} {cells:?}");
        }
        word(reference, "Yes", "No", out);
    }
}

/// P3235 as written with threshold f: heaps (sorted); split a heap of at least f into m ≥ 2
/// heaps as equal as possible.
pub fn near_equal(f: u64) -> Game<Vec<u64>> {
    Game::normal(move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &x) in heaps.iter().enumerate().filter(|&(_, &x)| x >= f) {
            for m in 2..=x {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend((0..m).map(|p| x / m + u64::from(p < x % m)));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

pub fn p3235(inp: &mut Input, out: &mut String) {
    let (t, f) = (inp.u64(), inp.u64());
    let mut search = near_equal(f);
    let mut g: Vec<u64> = Vec::new();
    let mut answers = Vec::new();
    for _ in 0..t {
        let n = inp.u64();
        let heaps = inp.list(n);
        let max = *heaps.iter().max().unwrap() as usize;
        // Every split tried, by its definition.
        while g.len() <= max {
            let x = g.len();
            let v =
                match (x as u64) < f {
                    true => 0,
                    false => mex((2..=x)
                        .map(|m| (0..m).fold(0, |v, p| v ^ g[x / m + usize::from(p < x % m)]))),
                };
            g.push(v);
        }
        let reference = heaps.iter().fold(0, |v, &a| v ^ g[a as usize]) != 0;
        if heaps.len() <= 3 && heaps.iter().sum::<u64>() <= 12 {
            let mut sorted = heaps.clone();
            sorted.sort_unstable();
            assert_eq!(
                search.wins(&sorted),
                reference,
                "the reference, {heaps:?} F = {f}"
            );
        }
        answers.push(if reference { "1" } else { "0" });
    }
    out.push_str(&answers.join(" "));
    out.push('\n');
}

/// P4101 as written: heap sizes (sorted); merge two heaps whose sum is at most m.
pub fn merging(m: u64) -> Game<Vec<u64>> {
    Game::normal(move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            for j in i + 1..heaps.len() {
                if heaps[i] + heaps[j] <= m {
                    let mut next = heaps.clone();
                    next[i] += heaps[j];
                    next.remove(j);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

pub fn p4101(inp: &mut Input, out: &mut String) {
    let mut games: HashMap<u64, Game<Vec<u64>>> = HashMap::new();
    for _ in 0..inp.u64() {
        let (n, m) = (inp.u64(), inp.u64());
        // The game's length: n/m full heaps of m − 1 merges each, and r − 1 for the rest.
        let merges = n / m * (m - 1) + (n % m).saturating_sub(1);
        let reference = merges % 2 == 1;
        if n <= 16 {
            let game = games.entry(m.min(n)).or_insert_with(|| merging(m.min(n)));
            assert_eq!(
                game.wins(&vec![1; n as usize]),
                reference,
                "the reference, {n} {m}"
            );
        }
        // The statement's words: 0 when the first player wins.
        word(reference, "0", "1", out);
    }
}

/// P2490 as written: cells of the pieces (white, black, white, …), whose turn (white moves
/// first); white moves 1..=d white pieces right, black 1..=d black pieces left, none passing
/// or landing on another piece.
pub fn black_white(n: u64, d: usize) -> Game<(Vec<u64>, bool)> {
    Game::normal(move |(at, white): &(Vec<u64>, bool)| {
        let k = at.len();
        let mine: Vec<usize> = (0..k).filter(|&i| (i % 2 == 0) == *white).collect();
        let mut out = Vec::new();
        for mask in 1u32..1 << mine.len() {
            if mask.count_ones() as usize > d {
                continue;
            }
            let chosen: Vec<usize> = (0..mine.len())
                .filter(|&b| mask >> b & 1 == 1)
                .map(|b| mine[b])
                .collect();
            let mut next = vec![at.clone()];
            for &i in &chosen {
                // A chosen piece moves toward its partner; the partner is not moving.
                let room: Vec<u64> = match *white {
                    true => (at[i] + 1..at[i + 1]).collect(),
                    false => (at[i - 1] + 1..at[i]).collect(),
                };
                next = next
                    .into_iter()
                    .flat_map(|p| {
                        room.iter().map(move |&c| {
                            let mut q = p.clone();
                            q[i] = c;
                            q
                        })
                    })
                    .collect();
            }
            out.extend(next.into_iter().map(|p| (p, !*white)));
        }
        let _ = n;
        out
    })
}

pub fn p2490(inp: &mut Input, out: &mut String) {
    let (n, k, d) = (inp.u64(), inp.u64() as usize, inp.u64() as usize);
    assert!(n <= 18, "the oracle enumerates every placement");
    let mut search = (n <= 9).then(|| black_white(n, d));
    let mut count = 0u64;
    for cells in 0u32..1 << n {
        if cells.count_ones() as usize != k {
            continue;
        }
        let at: Vec<u64> = (0..n).filter(|&c| cells >> c & 1 == 1).collect();
        // Moore's Nim_d on the gaps inside each white–black pair.
        let gaps: Vec<u64> = (0..k / 2).map(|p| at[2 * p + 1] - at[2 * p] - 1).collect();
        let wins = (0..8).any(|b| gaps.iter().filter(|&&g| g >> b & 1 == 1).count() % (d + 1) != 0);
        if let Some(game) = search.as_mut() {
            assert_eq!(
                game.wins(&(at.clone(), true)),
                wins,
                "the reference, {at:?} d = {d}"
            );
        }
        count += u64::from(wins);
    }
    out.push_str(&format!("{}\n", count % 1_000_000_007));
}

/// Win (`Some(true)`), loss or draw (`None`) for the player to move at each vertex, by the
/// definition iterated to a fixed point: the `lost` vertices are losses; a vertex wins if some
/// move reaches a loss and loses if every move (maybe none) reaches a win; what is never
/// decided is a draw.
pub fn outcomes_by_definition(n: usize, edges: &[(u32, u32)], lost: &[u32]) -> Vec<Option<bool>> {
    let mut state: Vec<Option<bool>> = vec![None; n];
    for &v in lost {
        state[v as usize] = Some(false);
    }
    loop {
        let mut changed = false;
        for v in 0..n {
            if state[v].is_some() {
                continue;
            }
            let next: Vec<Option<bool>> = edges
                .iter()
                .filter(|e| e.0 as usize == v)
                .map(|e| state[e.1 as usize])
                .collect();
            if next.contains(&Some(false)) {
                state[v] = Some(true);
                changed = true;
            } else if next.iter().all(|&s| s == Some(true)) {
                state[v] = Some(false);
                changed = true;
            }
        }
        if !changed {
            return state;
        }
    }
}

pub fn p6560(inp: &mut Input, out: &mut String) {
    let (n, m, q) = (inp.u64() as usize, inp.u64(), inp.u64());
    let edges: Vec<(u32, u32)> = (0..m)
        .map(|_| (inp.u64() as u32 - 1, inp.u64() as u32 - 1))
        .collect();
    for _ in 0..q {
        let (x, y) = (inp.u64() as usize - 1, inp.u64() as u32 - 1);
        // Standing on the goal y, the player to move has lost.
        out.push_str(match outcomes_by_definition(n, &edges, &[y])[x] {
            Some(true) => "1\n",
            Some(false) => "-1\n",
            None => "0\n",
        });
    }
}
