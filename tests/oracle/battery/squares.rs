//! The battery's two-dimensional rules.

use super::moves::*;
use super::{Expect, Square};

fn square(
    name: &'static str,
    expect: Expect,
    values: impl Fn(usize) -> Vec<Vec<u64>> + 'static,
) -> Square {
    Square {
        name,
        values: Box::new(values),
        expect,
    }
}

/// The two-dimensional rules.
pub fn squares() -> Vec<Square> {
    use Expect::{Abstain, Either, Found};
    vec![
        square("Nim, two heaps", Found(16), |n| {
            grid_by_mex(n, |a, b| heaps_moves(a, b, 0))
        }),
        square("Wythoff, win/lose (P2252)", Found(48), |n| {
            wins2(grid_by_mex(n, |a, b| heaps_moves(a, b, 1)))
        }),
        square("Wythoff", Abstain, |n| {
            grid_by_mex(n, |a, b| heaps_moves(a, b, 1))
        }),
        // Losing at (⌊k√2⌋, ⌊k√2⌋ + 2k): a corner holds few pairs.
        square("take from both, |k − l| < 2, win/lose", Found(48), |n| {
            wins2(grid_by_mex(n, |a, b| heaps_moves(a, b, 2)))
        }),
        square("take from both, |k − l| < 3, win/lose", Found(48), |n| {
            wins2(grid_by_mex(n, |a, b| heaps_moves(a, b, 3)))
        }),
        square("Euclid's game, win/lose (P1290)", Found(48), |n| {
            // Positions (a, b) with a, b ≥ 1: subtract a positive multiple of the smaller from
            // the larger, leaving it non-negative; making a zero wins. Row and column 0 are
            // the ended games.
            let mut t = vec![vec![0u64; n]; n];
            for s in 0..2 * n {
                for a in s.saturating_sub(n - 1)..=s.min(n - 1) {
                    let b = s - a;
                    if a == 0 || b == 0 {
                        continue;
                    }
                    let (lo, hi) = (a.min(b), a.max(b));
                    let win = (1..=hi / lo).any(|k| {
                        let r = hi - k * lo;
                        r == 0 || (if a < b { t[a][r] } else { t[r][b] }) == 0
                    });
                    t[a][b] = u64::from(win);
                }
            }
            t
        }),
        square("take from both, |k − l| < 4, win/lose", Found(48), |n| {
            wins2(grid_by_mex(n, |a, b| heaps_moves(a, b, 4)))
        }),
        square("a king or a knight's jump toward the corner", Either, |n| {
            grid_by_mex(n, |a, b| {
                let mut o = king(a, b);
                if a >= 2 && b >= 1 {
                    o.push((a - 2, b - 1));
                }
                if a >= 1 && b >= 2 {
                    o.push((a - 1, b - 2));
                }
                o
            })
        }),
        square("a king toward the corner", Found(24), |n| {
            grid_by_mex(n, king)
        }),
        square("a king toward the corner, win/lose", Found(24), |n| {
            wins2(grid_by_mex(n, king))
        }),
        square(
            "a knight toward the corner (the moves of HackerRank's A Chessboard Game)",
            Found(48),
            |n| {
                // Moves (−2, +1), (−2, −1), (+1, −2), (−1, −2): each lowers a + b by one or three,
                // so a cell's options lie on earlier anti-diagonals, some outside the square.
                grid_by_mex(n, |a, b| {
                    let steps: [(isize, isize); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];
                    steps
                        .iter()
                        .map(|&(x, y)| (a as isize + x, b as isize + y))
                        .filter(|&(x, y)| x >= 0 && y >= 0)
                        .map(|(x, y)| (x as usize, y as usize))
                        .collect()
                })
            },
        ),
        square("misère Nim, two heaps, win/lose", Found(24), |n| {
            let mut t = vec![vec![0u64; n]; n];
            for s in 0..2 * n {
                for a in s.saturating_sub(n - 1)..=s.min(n - 1) {
                    let b = s - a;
                    let o = heaps_moves(a, b, 0);
                    t[a][b] = u64::from(o.is_empty() || o.iter().any(|&(x, y)| t[x][y] == 0));
                }
            }
            t
        }),
        square(
            "two subtraction games {1, 3, 4} ⊕ {2, 3}",
            Found(48),
            |n| {
                let f = subtraction(&[1, 3, 4], n);
                let g = subtraction(&[2, 3], n);
                (0..n)
                    .map(|a| (0..n).map(|b| f[a] ^ g[b]).collect())
                    .collect()
            },
        ),
        square("take 1..3 from one heap or 1 from both", Either, |n| {
            grid_by_mex(n, |a, b| {
                let mut o: Vec<(usize, usize)> = (1..=3.min(a)).map(|k| (a - k, b)).collect();
                o.extend((1..=3.min(b)).map(|k| (a, b - k)));
                if a > 0 && b > 0 {
                    o.push((a - 1, b - 1));
                }
                o
            })
        }),
        square("E&D (P2148), split one heap of a pair", Found(32), |n| {
            // G(a, b) of heaps (a + 1, b + 1): throw one away, split the other in two.
            let mut t = vec![vec![0u64; n]; n];
            for s in 0..2 * n {
                for a in s.saturating_sub(n - 1)..=s.min(n - 1) {
                    let b = s - a;
                    let mut seen: Vec<u64> = Vec::new();
                    for h in [a + 1, b + 1] {
                        for x in 1..h {
                            let (p, q) = (x - 1, h - x - 1);
                            if p < n && q < n {
                                seen.push(t[p.min(q)][p.max(q)]);
                            }
                        }
                    }
                    t[a][b] = mex(&mut seen);
                }
            }
            t
        }),
        // Bash with its limit as a coordinate: take 1 to b stones from a heap of a, G = a mod
        // (b + 1).
        square("take 1 to b from a heap of a", Found(16), |n| {
            grid_by_mex(n, |a, b| (1..=b.min(a)).map(|k| (a - k, b)).collect())
        }),
        square("take 1 to b from a heap of a, win/lose", Found(32), |n| {
            wins2(grid_by_mex(n, |a, b| {
                (1..=b.min(a)).map(|k| (a - k, b)).collect()
            }))
        }),
        square("noise", Abstain, |n| {
            let mut s = 0x9e37_79b9_7f4a_7c15u64;
            (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| {
                            s ^= s << 13;
                            s ^= s >> 7;
                            s ^= s << 17;
                            s % 3
                        })
                        .collect()
                })
                .collect()
        }),
    ]
}
