//! Exhaustive search for more of the Codeforces games, continued from [`super::codeforces`]:
//! each written from its statement as an explicit move list for [`super::games::Game`].

use super::games::Game;

/// 120E on an `n` × `n` board (cells as bits, n ≤ 5): a move places a knight on an empty cell
/// that no knight attacks.
pub fn knights(n: usize) -> Game<u32> {
    Game::normal(move |&placed: &u32| {
        let attacked = |r: usize, c: usize| {
            let jumps = [
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ];
            jumps.iter().any(|&(dr, dc)| {
                let (r2, c2) = (r as i64 + dr, c as i64 + dc);
                (0..n as i64).contains(&r2)
                    && (0..n as i64).contains(&c2)
                    && placed >> (r2 as usize * n + c2 as usize) & 1 == 1
            })
        };
        (0..n * n)
            .filter(|&i| placed >> i & 1 == 0 && !attacked(i / n, i % n))
            .map(|i| placed | 1 << i)
            .collect()
    })
}

/// 36D as the cells left to go `(down, right)`: a move goes one down, one right, or `k` down
/// and `k` right at once.
pub fn step_or_jump(k: u64) -> Game<(u64, u64)> {
    Game::normal(move |&(a, b): &(u64, u64)| {
        let mut out = Vec::new();
        if a > 0 {
            out.push((a - 1, b));
        }
        if b > 0 {
            out.push((a, b - 1));
        }
        if a >= k && b >= k {
            out.push((a - k, b - k));
        }
        out
    })
}

/// 305E's position: the words left that can still be cut (3 letters or more), sorted.
pub fn pieces(mut words: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    words.retain(|w| w.len() >= 3);
    words.sort();
    words
}

/// 305E: words; a move cuts a letter whose two neighbours are equal out of one of them, which
/// leaves the parts before and after it (and the letter alone) as words of their own.
pub fn equal_sides_cut() -> Game<Vec<Vec<u8>>> {
    Game::normal(|words: &Vec<Vec<u8>>| {
        let mut out = Vec::new();
        for (j, w) in words.iter().enumerate() {
            for i in (1..w.len().saturating_sub(1)).filter(|&i| w[i - 1] == w[i + 1]) {
                let mut next = words.clone();
                next.remove(j);
                next.extend([w[..i].to_vec(), w[i + 1..].to_vec()]);
                out.push(pieces(next));
            }
        }
        out
    })
}

/// 335C: each row's reclaimed column (0 for none); a move reclaims a cell of a free row whose
/// other column is not reclaimed in the row above or below.
pub fn river_cells() -> Game<Vec<u8>> {
    Game::normal(|rows: &Vec<u8>| {
        let mut out = Vec::new();
        for i in (0..rows.len()).filter(|&i| rows[i] == 0) {
            for c in 1..=2u8 {
                let clash = |j: Option<usize>| j.and_then(|j| rows.get(j)) == Some(&(3 - c));
                if !clash(i.checked_sub(1)) && !clash(Some(i + 1)) {
                    let mut next = rows.clone();
                    next[i] = c;
                    out.push(next);
                }
            }
        }
        out
    })
}

/// 1091H as the rows' columns and whether Alice moves: she moves a row's blue token, or its
/// blue and white ones, `k` right; Bob its red, or its white and red, `k` left; `k` a prime or
/// a product of two primes, never `f`, and each row stays blue < white < red.
pub fn tricolore(f: i64) -> Game<(Vec<[i64; 3]>, bool)> {
    let allowed = move |k: i64| k != f && one_or_two_primes(k as u64);
    Game::normal(move |(rows, alice): &(Vec<[i64; 3]>, bool)| {
        let mut out = Vec::new();
        for (i, &[b, w, r]) in rows.iter().enumerate() {
            for k in (2..r - b).filter(|&k| allowed(k)) {
                let moved = if *alice {
                    [[b + k, w, r], [b + k, w + k, r]]
                } else {
                    [[b, w, r - k], [b, w - k, r - k]]
                };
                for row in moved.iter().filter(|c| c[0] < c[1] && c[1] < c[2]) {
                    let mut next = rows.clone();
                    next[i] = *row;
                    out.push((next, !*alice));
                }
            }
        }
        out
    })
}

/// 1037G: words; a move deletes every copy of one letter from one word, which leaves the
/// pieces between them as words of their own.
pub fn delete_letter() -> Game<Vec<Vec<u8>>> {
    Game::normal(|words: &Vec<Vec<u8>>| {
        let mut out = Vec::new();
        for (j, w) in words.iter().enumerate() {
            let mut letters = w.clone();
            letters.sort_unstable();
            letters.dedup();
            for c in letters {
                let mut next = words.clone();
                next.remove(j);
                next.extend(
                    w.split(|&b| b == c)
                        .filter(|p| !p.is_empty())
                        .map(<[u8]>::to_vec),
                );
                next.sort();
                out.push(next);
            }
        }
        out
    })
}

/// 1149E with every number at most `cap`: a move lowers one vertex's number and sets each of
/// its direct successors' numbers to anything from 0 to `cap` (`succ[v]`: v's successors as
/// bits). With a cap of 2^k − 1 the outcome is the uncapped game's (the winning moves of the
/// level rule never leave the cap), which the library's test checks against caps 3 and 7.
pub fn rewrite_successors(succ: Vec<u32>, cap: u64) -> Game<Vec<u64>> {
    Game::normal(move |h: &Vec<u64>| {
        let mut out = Vec::new();
        for v in (0..h.len()).filter(|&v| h[v] > 0) {
            let free: Vec<usize> = (0..h.len()).filter(|&u| succ[v] >> u & 1 == 1).collect();
            let choices = (cap + 1).pow(free.len() as u32);
            for lower in 0..h[v] {
                for code in 0..choices {
                    let mut next = h.clone();
                    next[v] = lower;
                    for (i, &u) in free.iter().enumerate() {
                        next[u] = code / (cap + 1).pow(i as u32) % (cap + 1);
                    }
                    out.push(next);
                }
            }
        }
        out
    })
}

/// 494E on an `n` × `n` board (cells as bits, row-major from 0; n ≤ 4): a move flips a square
/// of side at most `k` whose lower-right cell is white (a set bit).
pub fn square_flips(n: usize, k: usize) -> Game<u32> {
    Game::normal(move |&white: &u32| {
        let mut out = Vec::new();
        for (x, y) in (0..n * n)
            .filter(|&i| white >> i & 1 == 1)
            .map(|i| (i / n, i % n))
        {
            for s in 1..=k.min(x + 1).min(y + 1) {
                let square = (x + 1 - s..=x)
                    .flat_map(|r| (y + 1 - s..=y).map(move |c| r * n + c))
                    .fold(0u32, |m, i| m | 1 << i);
                out.push(white ^ square);
            }
        }
        out
    })
}

/// 277C on an `n` × `m` sheet (n, m ≤ 4): the units of the inner lines as bits (vertical lines
/// x = 1..n, unit y, first; then horizontal lines y = 1..m, unit x); a move cuts a segment of
/// one line, with integer ends, holding a unit not cut before.
pub fn paper_cuts(n: u64, m: u64) -> Game<u32> {
    let cuts: Vec<u32> = all_paper_cuts(n, m)
        .into_iter()
        .map(|c| paper_cut_bits(n, m, c))
        .collect();
    Game::normal(move |&done: &u32| {
        let open = cuts.iter().filter(|&&c| c & !done != 0);
        open.map(|&c| done | c).collect()
    })
}

/// Every cut `(xb, yb, xe, ye)` of an `n` × `m` sheet along an inner line, low end first.
pub fn all_paper_cuts(n: u64, m: u64) -> Vec<[u64; 4]> {
    let mut out = Vec::new();
    for x in 1..n {
        for a in 0..m {
            out.extend((a + 1..=m).map(|b| [x, a, x, b]));
        }
    }
    for y in 1..m {
        for a in 0..n {
            out.extend((a + 1..=n).map(|b| [a, y, b, y]));
        }
    }
    out
}

/// The units of [`paper_cuts`] that the cut `c` (ends in either order) runs over.
pub fn paper_cut_bits(n: u64, m: u64, c: [u64; 4]) -> u32 {
    let [xb, yb, xe, ye] = c;
    let mut bits = 0;
    if xb == xe {
        for y in yb.min(ye)..yb.max(ye) {
            bits |= 1 << ((xb - 1) * m + y);
        }
    } else {
        for x in xb.min(xe)..xb.max(xe) {
            bits |= 1 << ((n - 1) * m + (yb - 1) * n + x);
        }
    }
    bits
}

/// Whether `k` is a prime or a product of two primes (1091H's moves), by trial division.
pub fn one_or_two_primes(k: u64) -> bool {
    let (mut m, mut count, mut d) = (k, 0, 2);
    while d * d <= m {
        while m % d == 0 {
            m /= d;
            count += 1;
        }
        d += 1;
    }
    count += u32::from(m > 1);
    count == 1 || count == 2
}
