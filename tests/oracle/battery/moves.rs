//! The rules' moves and values: the least value no option has, who wins, and the shapes the
//! battery's rules share (subtraction sets, octal codes, heaps, a king's steps).

/// The least value not in `seen`.
pub fn mex(seen: &mut Vec<u64>) -> u64 {
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

/// `G(0..len)` where `options(n, g)` lists the values of `n`'s options from `g = G(0..n)`.
pub fn by_mex(len: usize, options: impl Fn(usize, &[u64]) -> Vec<u64>) -> Vec<u64> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len {
        let mut seen = options(n, &g);
        let v = mex(&mut seen);
        g.push(v);
    }
    g
}

/// Who wins from `0..len` (1 for the player to move), `options(n)` the heaps a move leaves;
/// `misere`: a player with no move wins.
pub fn outcomes(len: usize, misere: bool, options: impl Fn(usize) -> Vec<usize>) -> Vec<u64> {
    let mut w: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let o = options(n);
        let win = if o.is_empty() {
            misere
        } else {
            o.iter().any(|&m| w[m] == 0)
        };
        w.push(u64::from(win));
    }
    w
}

/// 1 where the Grundy value is nonzero (the player to move wins), 0 where it is 0.
pub fn wins(g: Vec<u64>) -> Vec<u64> {
    g.into_iter().map(|v| u64::from(v != 0)).collect()
}

/// The values of taking a number of `set` (sorted) from one heap.
pub fn subtraction(set: &[usize], len: usize) -> Vec<u64> {
    by_mex(len, |n, g| {
        set.iter()
            .take_while(|&&s| s <= n)
            .map(|&s| g[n - s])
            .collect()
    })
}

/// The members of a sequence below `limit`.
pub fn below(limit: usize, mut next: impl FnMut(usize) -> Option<usize>) -> Vec<usize> {
    (0..)
        .map_while(|i| next(i).filter(|&x| x < limit))
        .collect()
}

/// The powers of `k` below `limit`.
pub fn powers(k: usize, limit: usize) -> Vec<usize> {
    below(limit, |i| k.checked_pow(i as u32))
}

/// Primes below `limit`.
pub fn primes(limit: usize) -> Vec<usize> {
    (2..limit)
        .filter(|&p| (2..).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .collect()
}

/// Fibonacci numbers 1, 2, 3, 5, … below `limit`.
pub fn fibonacci(limit: usize) -> Vec<usize> {
    let (mut a, mut b) = (1usize, 2usize);
    below(limit, |_| {
        let x = a;
        (a, b) = (b, a + b);
        Some(x)
    })
}

pub fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A heap's octal-game options: remove `k` tokens (digit `k` of `code`, bit 0: the whole heap,
/// bit 1: from an end, bit 2: from the middle, leaving two heaps).
pub fn octal(code: &[u8], len: usize) -> Vec<u64> {
    by_mex(len, |n, g| {
        let mut seen = Vec::new();
        for (k, &d) in code.iter().enumerate().skip(1) {
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                seen.push(0);
            }
            if d & 2 != 0 && rest > 0 {
                seen.push(g[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                seen.extend((1..rest).map(|a| g[a] ^ g[rest - a]));
            }
        }
        seen
    })
}

/// A table of regimes: noise below `first`, then `(n + k) mod 3` where `k` counts the shifts
/// at `first·ratio^i ≤ n` (`wl`: 0 where that is 0, else 1). Not a game: the shape of one whose
/// moves enter geometrically, each shifting the phase of its period.
pub fn phase_shifts(len: usize, first: usize, ratio: usize, wl: bool) -> Vec<u64> {
    let mut s = 0x51_7cc1_b727_220au64;
    (0..len)
        .map(|n| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            if n < first {
                return s % 3;
            }
            let mut k = 0;
            let mut b = first * ratio;
            while b <= n {
                k += 1;
                b *= ratio;
            }
            let v = ((n + k) % 3) as u64;
            if wl {
                u64::from(v != 0)
            } else {
                v
            }
        })
        .collect()
}

/// `G(a, b)` for `a, b < n` by the least value no option has. Every option must lie on an
/// earlier anti-diagonal (`x + y < a + b`) and may lie outside the square (a coordinate grows
/// by at most one a step): the values are computed on the triangle `a + b < 2n` of a `3n`
/// square and cut to `n × n`.
pub fn grid_by_mex(
    n: usize,
    options: impl Fn(usize, usize) -> Vec<(usize, usize)>,
) -> Vec<Vec<u64>> {
    let m = 3 * n;
    let mut t = vec![vec![0u64; m]; m];
    for s in 0..2 * n {
        for a in 0..=s {
            let b = s - a;
            let mut seen: Vec<u64> = options(a, b)
                .iter()
                .map(|&(x, y)| {
                    assert!(x + y < s, "an option on a later anti-diagonal");
                    t[x][y]
                })
                .collect();
            t[a][b] = mex(&mut seen);
        }
    }
    t.truncate(n);
    for row in &mut t {
        row.truncate(n);
    }
    t
}

pub fn wins2(t: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    t.into_iter().map(wins).collect()
}

/// Moves that lower one coordinate by any amount, or both by amounts `k, l ≥ 1` with
/// `|k − l| < t` (`t = 0`: none; `t = 1`: equal amounts, Wythoff).
pub fn heaps_moves(a: usize, b: usize, t: usize) -> Vec<(usize, usize)> {
    let mut o: Vec<(usize, usize)> = (0..a)
        .map(|x| (x, b))
        .chain((0..b).map(|y| (a, y)))
        .collect();
    for k in 1..=a {
        for l in (k + 1).saturating_sub(t).max(1)..(k + t).min(b + 1) {
            o.push((a - k, b - l));
        }
    }
    o
}

/// A king's moves toward the corner: one step down, left, or both.
pub fn king(a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut o = Vec::new();
    if a > 0 {
        o.push((a - 1, b));
    }
    if b > 0 {
        o.push((a, b - 1));
    }
    if a > 0 && b > 0 {
        o.push((a - 1, b - 1));
    }
    o
}
