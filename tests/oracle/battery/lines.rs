//! The battery's one-dimensional rules.

use super::moves::*;
use super::{Expect, Line};

fn line(name: &'static str, expect: Expect, values: impl Fn(usize) -> Vec<u64> + 'static) -> Line {
    Line {
        name,
        values: Box::new(values),
        expect,
    }
}

/// A subtraction game's Grundy values (`wl`: its win/lose table).
fn take(name: &'static str, expect: Expect, set: Vec<usize>, wl: bool) -> Line {
    line(name, expect, move |len| {
        let g = subtraction(&set, len);
        if wl {
            wins(g)
        } else {
            g
        }
    })
}

/// A subtraction game whose set grows with the heap: `set(limit)` its members below `limit`.
/// A move set as the members below a limit.
type Set = fn(usize) -> Vec<usize>;

fn take_from(name: &'static str, expect: Expect, set: Set, wl: bool) -> Line {
    line(name, expect, move |len| {
        let g = subtraction(&set(len + 1), len);
        if wl {
            wins(g)
        } else {
            g
        }
    })
}

/// The one-dimensional rules. `Found(400)`: a form in the families the finder tries.
pub fn lines() -> Vec<Line> {
    use Expect::{Abstain, Either, Found};
    let squares = |l| below(l, |i| Some((i + 1) * (i + 1)));
    let mut v = vec![
        take("take 1..3 (HDU 1846)", Found(400), vec![1, 2, 3], false),
        take("take 1..3, win/lose", Found(400), vec![1, 2, 3], true),
        take("take 1..6", Found(400), (1..=6).collect(), false),
        take("take 1, 3, 4 (BOJ 9657)", Found(400), vec![1, 3, 4], false),
        take("take 1, 3, 4, win/lose", Found(400), vec![1, 3, 4], true),
        take("take 1, 4, win/lose", Found(400), vec![1, 4], true),
        take("take 1, 3, 8, win/lose", Found(400), vec![1, 3, 8], true),
        take("take 1, 3, 8", Found(400), vec![1, 3, 8], false),
        take("take 2, 5, 6", Found(400), vec![2, 5, 6], false),
        take("take 1, 6, 9", Found(400), vec![1, 6, 9], false),
        take("take 4, 7, 8", Found(400), vec![4, 7, 8], false),
        take("take 3, 5, 7, 10", Found(400), vec![3, 5, 7, 10], false),
        take("take 4, 9", Found(400), vec![4, 9], false),
        take("take 2..5 (ABC 297 G)", Found(400), vec![2, 3, 4, 5], false),
        take(
            "take 1, 2, 4, 8, 16",
            Found(400),
            vec![1, 2, 4, 8, 16],
            true,
        ),
        take_from("take a power of 2", Found(400), |l| powers(2, l), false),
        take_from("take a power of 3", Found(400), |l| powers(3, l), false),
        take_from(
            "take a power of 4 (BOJ 9661)",
            Found(400),
            |l| powers(4, l),
            false,
        ),
        take_from("take a power of 6", Found(400), |l| powers(6, l), false),
        take_from("take a square", Abstain, squares, false),
        take_from("take a square, win/lose", Abstain, squares, true),
        take_from("take a prime", Abstain, primes, false),
        take_from("take a prime, win/lose", Either, primes, true),
        take_from("take a Fibonacci number", Either, fibonacci, false),
        take_from("take a Fibonacci number, win/lose", Either, fibonacci, true),
        take_from(
            "take a cube",
            Either,
            |l| below(l, |i| (i + 1).checked_pow(3)),
            false,
        ),
        take_from(
            "take a triangular number",
            Either,
            |l| below(l, |i| Some((i + 1) * (i + 2) / 2)),
            false,
        ),
    ];
    // Take-away sets that grow geometrically: their values change phase at each new move.
    let geometric: [(&'static str, Set); 8] = [
        ("take 2^k + 1", |l| {
            below(l, |i| (1usize << i).checked_add(1))
        }),
        ("take 2·3^k + 1", |l| {
            below(l, |i| Some(2 * 3usize.pow(i as u32) + 1))
        }),
        ("take 3^k − 1", |l| {
            below(l, |i| Some(3usize.pow(i as u32 + 1) - 1))
        }),
        ("take 6^k + 1", |l| {
            below(l, |i| Some(6usize.pow(i as u32) + 1))
        }),
        ("take 2^k + 2", |l| below(l, |i| Some((1usize << i) + 2))),
        ("take 1, 3 or 4^k", |l| {
            let mut s = powers(4, l);
            s.push(3);
            s.sort_unstable();
            s.dedup();
            s.retain(|&x| x < l);
            s
        }),
        ("take 1, 5 or 6^k", |l| {
            let mut s = powers(6, l);
            s.push(5);
            s.sort_unstable();
            s.retain(|&x| x < l);
            s
        }),
        ("take 2·5^k + 1", |l| {
            below(l, |i| Some(2 * 5usize.pow(i as u32) + 1))
        }),
    ];
    for (name, set) in geometric {
        // {1, 5, 6, 36} is periodic (11) from 0; the move 216 changes it at 220.
        let expect = if name == "take 1, 5 or 6^k" {
            Expect::Unseen(220)
        } else {
            Either
        };
        v.push(take_from(name, expect, set, false));
        v.push(take_from(name, expect, set, true));
    }
    v.extend([
        line("take up to half (ARC 091 F)", Found(400), |len| {
            by_mex(len, |n, g| (1..=n / 2).map(|k| g[n - k]).collect())
        }),
        line("take up to a third", Either, |len| {
            by_mex(len, |n, g| (1..=n / 3).map(|k| g[n - k]).collect())
        }),
        line("take 1 up to ⌈n/2⌉", Found(400), |len| {
            by_mex(len, |n, g| (1..=n.div_ceil(2)).map(|k| g[n - k]).collect())
        }),
        line("take k coprime to n", Found(400), |len| {
            by_mex(len, |n, g| {
                (1..=n)
                    .filter(|&k| gcd(k, n) == 1)
                    .map(|k| g[n - k])
                    .collect()
            })
        }),
        line("subtract a divisor d < n", Found(400), |len| {
            by_mex(len, |n, g| {
                (1..n).filter(|d| n % d == 0).map(|d| g[n - d]).collect()
            })
        }),
        line("subtract a divisor d < n, win/lose", Found(400), |len| {
            wins(by_mex(len, |n, g| {
                (1..n).filter(|d| n % d == 0).map(|d| g[n - d]).collect()
            }))
        }),
        line("CF 1537D, divisors 1 < d < n, win/lose", Abstain, |len| {
            outcomes(len, false, |n| {
                (2..n).filter(|d| n % d == 0).map(|d| n - d).collect()
            })
        }),
        line(
            "CF 1370C, divide by an odd divisor or take 1",
            Either,
            |len| {
                outcomes(len, false, |n| {
                    let mut o: Vec<usize> = (3..=n)
                        .step_by(2)
                        .filter(|d| n % d == 0)
                        .map(|d| n / d)
                        .collect();
                    if n > 1 {
                        o.push(n - 1);
                    }
                    o
                })
            },
        ),
        line("subtract a nonzero digit, win/lose", Either, |len| {
            outcomes(len, false, |n| {
                let mut d = Vec::new();
                let mut m = n;
                while m > 0 {
                    if m % 10 > 0 {
                        d.push(n - m % 10);
                    }
                    m /= 10;
                }
                d
            })
        }),
        line("subtract a nonzero digit", Either, |len| {
            by_mex(len, |n, g| {
                let mut m = n;
                let mut o = Vec::new();
                while m > 0 {
                    if m % 10 > 0 {
                        o.push(g[n - m % 10]);
                    }
                    m /= 10;
                }
                o
            })
        }),
        line("halve an even heap or take 1", Found(400), |len| {
            by_mex(len, |n, g| {
                let mut o: Vec<u64> = (n > 0).then(|| g[n - 1]).into_iter().collect();
                if n > 0 && n % 2 == 0 {
                    // Two equal heaps of n/2: their values XOR to 0.
                    o.push(0);
                }
                o
            })
        }),
        line("take 1 or divide by 2 or 3", Either, |len| {
            by_mex(len, |n, g| {
                let mut o: Vec<u64> = (n > 0).then(|| g[n - 1]).into_iter().collect();
                o.extend([2, 3].iter().filter(|&&k| n >= k).map(|&k| g[n / k]));
                o
            })
        }),
        line(
            "replace by a proper divisor (ABC 368 F)",
            Found(400),
            |len| {
                by_mex(len, |n, g| {
                    (1..n).filter(|d| n % d == 0).map(|d| g[d]).collect()
                })
            },
        ),
        line("take a new amount (CF 768E)", Found(400), |len| {
            // A heap of n with every amount still free: the longest run 1 + 2 + … ≤ n, which
            // the battery's own test checks against the search of the used amounts.
            (0..len as u64)
                .map(|n| {
                    (0..)
                        .take_while(|k| k * (k + 1) / 2 <= n)
                        .last()
                        .unwrap_or(0)
                })
                .collect()
        }),
        line("Lasker's Nim", Found(400), |len| {
            by_mex(len, |n, g| {
                let takes = (0..n).map(|k| g[k]);
                takes.chain((1..n).map(|a| g[a] ^ g[n - a])).collect()
            })
        }),
        line("the Ruler game (P2594)", Found(400), |len| {
            by_mex(len, |k, g| {
                (1..=k)
                    .map(|run| (k + 1 - run..k).fold(0, |x, h| x ^ g[h]))
                    .collect()
            })
        }),
        line("Kayles (0.77)", Found(400), |len| octal(&[0, 7, 7], len)),
        line("Dawson's Kayles (0.07)", Found(400), |len| {
            octal(&[0, 0, 7], len)
        }),
        line("0.137", Either, |len| octal(&[0, 1, 3, 7], len)),
        line("0.51", Either, |len| octal(&[0, 5, 1], len)),
        line("0.37", Either, |len| octal(&[0, 3, 7], len)),
        line("0.6", Abstain, |len| octal(&[0, 6], len)),
        line("0.16", Either, |len| octal(&[0, 1, 6], len)),
        line("Grundy's game", Abstain, |len| {
            by_mex(len, |n, g| {
                (1..n.div_ceil(2)).map(|a| g[a] ^ g[n - a]).collect()
            })
        }),
        line(
            "split an even heap in two equal or take 1 (CF 603C, k = 2)",
            Found(400),
            |len| {
                by_mex(len, |n, g| {
                    let mut o: Vec<u64> = (n > 0).then(|| g[n - 1]).into_iter().collect();
                    if n > 0 && n % 2 == 0 {
                        // k = 2 copies of n/2: their XOR is 0.
                        o.push(0);
                    }
                    o
                })
            },
        ),
        line("take 1..3, last loses", Found(400), |len| {
            outcomes(len, true, |n| (1..=3.min(n)).map(|k| n - k).collect())
        }),
        line("take 1, 3, 4, last loses (BOJ 9658)", Found(400), |len| {
            outcomes(len, true, |n| {
                [1, 3, 4]
                    .iter()
                    .filter(|&&k| k <= n)
                    .map(|&k| n - k)
                    .collect()
            })
        }),
        line(
            "Fibonacci Nim, the first move (win/lose, HDU 2516)",
            Found(400),
            |len| {
                // Lose exactly at the Fibonacci numbers (Whinihan): checked by search below 200 in
                // the battery's own test.
                let fib = fibonacci(len + 1);
                (0..len)
                    .map(|n| u64::from(n > 0 && !fib.contains(&n)))
                    .collect()
            },
        ),
        line(
            "synthetic: period 3 shifting phase at 21, 105, 525 (×5)",
            Either,
            |len| phase_shifts(len, 21, 5, false),
        ),
        line(
            "synthetic: win/lose of period 3 shifting at 15, 105, 735 (×7)",
            Either,
            |len| phase_shifts(len, 15, 7, true),
        ),
        line(
            "synthetic: period 3 shifting phase at 40, 120, 360 (×3)",
            Either,
            |len| phase_shifts(len, 40, 3, false),
        ),
        line("take k coprime to n, k ≤ n/2", Either, |len| {
            by_mex(len, |n, g| {
                (1..=n / 2)
                    .filter(|&k| gcd(k, n) == 1)
                    .map(|k| g[n - k])
                    .collect()
            })
        }),
        line("take 1 up to ⌈n/3⌉", Either, |len| {
            by_mex(len, |n, g| (1..=n.div_ceil(3)).map(|k| g[n - k]).collect())
        }),
        line("synthetic: lose exactly at the primes", Found(400), |len| {
            let p = primes(len + 1);
            (0..len).map(|n| u64::from(!p.contains(&n))).collect()
        }),
        line(
            "synthetic: lose at the Fibonacci numbers and their doubles",
            Abstain,
            |len| {
                let fib = fibonacci(len + 1);
                (0..len)
                    .map(|n| {
                        u64::from(
                            n > 0 && !fib.contains(&n) && !(n % 2 == 0 && fib.contains(&(n / 2))),
                        )
                    })
                    .collect()
            },
        ),
        line("coin flips", Abstain, |len| {
            let mut s = 0x2545_f491_4f6c_dd1du64;
            (0..len)
                .map(|_| {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    s % 2
                })
                .collect()
        }),
    ]);
    v
}
