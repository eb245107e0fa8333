//! Rules nobody wrote by hand: a generator of one-heap rules drawn from a seed, for the
//! pattern finder's sweep (`cargo xtask sweep generated`). A rule is what a contestant meets:
//! a subtraction set with one large member, an octal code, a take whose reach depends on the
//! heap through √n, n/b, digits, logarithms or divisors, a move into a window of smaller heaps
//! (Codeforces 255E's `n^(1/4) ≤ y ≤ √n`), a set of takes that grows with n (powers,
//! squares, divisors, primes, Fibonacci numbers), each as Grundy values and as win/lose.
//! The values are computed by the moves themselves (the least value no option has), std
//! only, no theory; every claim of the finder is held against them far beyond its table.

use super::moves::{below, by_mex, wins};
pub use super::rng::Rng;
use super::rng::{digits, divisor_count, root};
use super::{Expect, Line};

/// A function of the heap that sets a reach: its words and its values.
#[derive(Clone, Copy)]
enum Reach {
    /// `⌊n^(1/k)⌋`.
    Root(u32),
    /// `⌊n/b⌋`.
    Div(usize),
    /// `⌈n/b⌉`.
    DivUp(usize),
    /// `⌊log_b n⌋ + 1` (digits in base b).
    Digits(usize),
    /// The digit sum in base b.
    DigitSum(usize),
    /// The number of divisors.
    Divisors,
    /// The number of 1 bits.
    Popcount,
    /// A constant.
    Const(usize),
}

impl Reach {
    fn at(self, n: usize) -> usize {
        match self {
            Reach::Root(k) => root(n, k),
            Reach::Div(b) => n / b,
            Reach::DivUp(b) => n.div_ceil(b),
            Reach::Digits(b) => digits(n, b).len(),
            Reach::DigitSum(b) => digits(n, b).iter().sum(),
            Reach::Divisors => {
                if n == 0 {
                    0
                } else {
                    divisor_count(n)
                }
            }
            Reach::Popcount => n.count_ones() as usize,
            Reach::Const(c) => c,
        }
    }

    fn words(self) -> String {
        match self {
            Reach::Root(2) => "⌊√n⌋".into(),
            Reach::Root(k) => format!("⌊n^(1/{k})⌋"),
            Reach::Div(b) => format!("⌊n/{b}⌋"),
            Reach::DivUp(b) => format!("⌈n/{b}⌉"),
            Reach::Digits(b) => format!("digits{b}(n)"),
            Reach::DigitSum(b) => format!("digitsum{b}(n)"),
            Reach::Divisors => "d(n)".into(),
            Reach::Popcount => "popcount(n)".into(),
            Reach::Const(c) => c.to_string(),
        }
    }

    fn random(rng: &mut Rng) -> Reach {
        match rng.range(0, 9) {
            0 | 1 => Reach::Root(rng.range(2, 4) as u32),
            2 => Reach::Div(rng.range(2, 6) as usize),
            3 => Reach::DivUp(rng.range(2, 6) as usize),
            4 => Reach::Digits(rng.range(2, 10) as usize),
            5 => Reach::DigitSum(rng.range(2, 10) as usize),
            6 => Reach::Divisors,
            7 => Reach::Popcount,
            _ => Reach::Const(rng.range(1, 6) as usize),
        }
    }
}

/// `G(0..len)` where every heap `n` moves to the heaps in `lo(n)..=hi(n)` (none when the window
/// is empty): the mex of a window, from each value's sorted positions.
fn window(len: usize, bounds: impl Fn(usize) -> Option<(usize, usize)>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    let mut at: Vec<Vec<usize>> = Vec::new();
    for n in 0..len {
        let v = match bounds(n).filter(|&(lo, hi)| lo <= hi && hi < n) {
            None => 0,
            Some((lo, hi)) => (0..)
                .find(|&v: &usize| {
                    at.get(v).is_none_or(|p| {
                        let i = p.partition_point(|&x| x < lo);
                        p.get(i).is_none_or(|&x| x > hi)
                    })
                })
                .expect("a missing value") as u64,
        };
        if at.len() <= v as usize {
            at.resize(v as usize + 1, Vec::new());
        }
        at[v as usize].push(n);
        g.push(v);
    }
    g
}

/// The values of an octal game (digits `d_1 d_2 …` after the point): taking k may leave no
/// heap (bit 1 of d_k), one (bit 2), or two nonempty heaps (bit 4).
fn octal(digits: &[u8], len: usize) -> Vec<u64> {
    by_mex(len, |n, g| {
        let mut seen = Vec::new();
        for (i, &d) in digits.iter().enumerate() {
            let k = i + 1;
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
                seen.extend((1..=rest / 2).map(|a| g[a] ^ g[rest - a]));
            }
        }
        seen
    })
}

/// Codeforces 255E (Furlo and Rublo): a pile of x moves to any y with x^(1/4) ≤ y ≤ √x (and
/// y < x). Its values change at 4, 16, 82, 6 724, 50 625 and 2 562 991 876: no pattern holds
/// beyond any table, and the finder must never claim one.
pub fn furlo_and_rublo(len: usize) -> Vec<u64> {
    window(len, |n| {
        let lo = root(n, 4) + usize::from(root(n, 4).pow(4) < n);
        Some((lo, root(n, 2)))
    })
}

/// Rules that agree with a generated one on its first `l` values and change no more:
/// `twins(l, len)` are their `G(0..len)`. A claim that is wrong for the rule but right for a
/// twin at the table's length is one no table of that length can refute.
pub type Twin = Box<dyn Fn(usize, usize) -> Vec<Vec<u64>>>;

/// How far a generated rule's values are computed (the claims are checked up to there).
pub const FAR: usize = 6000;

/// `count` rules drawn from `seed`: each as Grundy values or as win/lose (1 where the player
/// to move wins), to [`FAR`] (octal codes that split heaps to 3 000). A subtraction set's
/// largest take changes the values where it enters, with no sign before: a claim on a table
/// that does not reach it is counted apart ([`Expect::Unseen`]), as what no table shows; so
/// is one on a take whose reach changed where the values show no sign, when it is right for
/// the same take with its reach frozen where the table ends (the rule's [`Twin`]).
pub fn generated(count: usize, seed: u64) -> Vec<(Line, Option<Twin>)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        // A change no table before it shows: a subtraction set's largest take.
        let mut unseen = None;
        let mut found = None;
        let mut twin: Option<Twin> = None;
        let (name, values): (String, Box<dyn Fn(usize) -> Vec<u64>>) = match rng.range(0, 7) {
            6 => {
                // A closed form of two or three nodes: a feature, then a reduction.
                let f = rng.range(0, 5);
                let fname = [
                    "popcount(n)",
                    "v₂(n)",
                    "⌊log₂ n⌋",
                    "digitsum10(n)",
                    "d(n)",
                    "Ω(n)",
                ][f as usize];
                let feature = move |n: usize| -> u64 {
                    match f {
                        0 => u64::from(n.count_ones()),
                        1 => u64::from(n.trailing_zeros()) * u64::from(n > 0),
                        2 => u64::from(usize::BITS - 1 - (n | 1).leading_zeros()),
                        3 => digits(n, 10).iter().sum::<usize>() as u64,
                        4 => divisor_count(n) as u64,
                        _ => {
                            let (mut m, mut k, mut p) = (n, 0u64, 2);
                            while m > 1 && p * p <= m {
                                while m % p == 0 {
                                    m /= p;
                                    k += 1;
                                }
                                p += 1;
                            }
                            k + u64::from(m > 1)
                        }
                    }
                };
                let m = rng.range(2, 4);
                let (a, c) = (rng.range(1, 3), rng.range(0, 2));
                let mut table: Vec<u64> = (0..m).map(|_| rng.range(0, 4)).collect();
                if table.iter().all(|&v| v == table[0]) {
                    table[0] = table[1] + 1;
                }
                let how = rng.range(0, 2);
                let name = match how {
                    0 => format!("{fname} mod {m}"),
                    1 => format!("{a}·{fname} + {c}"),
                    _ => format!("T[{fname} mod {m}] with T = {table:?}"),
                };
                found = Some(1200);
                let values = move |len: usize| {
                    (0..len)
                        .map(|n| {
                            let h = feature(n);
                            match how {
                                0 => h % m,
                                1 => a * h + c,
                                _ => table[(h % m) as usize],
                            }
                        })
                        .collect()
                };
                (name, Box::new(values))
            }
            0 => {
                // A subtraction set: a few small takes and one large one.
                let mut set: Vec<usize> = (0..rng.range(1, 4))
                    .map(|_| rng.range(1, 10) as usize)
                    .collect();
                set.push(rng.range(12, 400) as usize);
                set.sort_unstable();
                set.dedup();
                unseen = Some((set[..set.len() - 1].to_vec(), set.clone()));
                let name = format!("take one of {set:?}");
                (
                    name,
                    Box::new(move |len| super::moves::subtraction(&set, len)),
                )
            }
            1 => {
                let digits: Vec<u8> = (0..rng.range(1, 4))
                    .map(|_| rng.range(0, 7) as u8)
                    .collect();
                let code: String = digits.iter().map(|d| d.to_string()).collect();
                let split = digits.iter().any(|d| d & 4 != 0);
                (
                    format!("octal 0.{code}"),
                    Box::new(move |len| {
                        let far = if split { len.min(3000) } else { len };
                        let mut g = octal(&digits, far);
                        g.resize(len.min(far), 0);
                        g
                    }),
                )
            }
            2 => {
                // Take 1 to f(n) + c.
                let f = Reach::random(&mut rng);
                let c = rng.range(0, 2) as usize;
                let name = format!("take 1 to {} + {c}", f.words());
                // Twins: the reach frozen for heaps from `l` on. A count of digits grows
                // only at powers of b: frozen where the table ends. A reach that goes up
                // and down (a digit sum, popcount, divisors) may stay at any value it took.
                let moving = matches!(f, Reach::DigitSum(_) | Reach::Popcount | Reach::Divisors);
                if moving || matches!(f, Reach::Digits(_)) {
                    twin = Some(Box::new(move |l: usize, len| {
                        let last = l.saturating_sub(1);
                        let mut reaches: Vec<usize> = match moving {
                            true => (0..l).map(|n| f.at(n)).collect(),
                            false => vec![f.at(last)],
                        };
                        reaches.sort_unstable();
                        reaches.dedup();
                        reaches
                            .into_iter()
                            .map(|r| {
                                window(len, |n| {
                                    let r = if n < l { f.at(n) } else { r } + c;
                                    Some((n.saturating_sub(r), n.wrapping_sub(1)))
                                })
                            })
                            .collect()
                    }));
                }
                (
                    name,
                    Box::new(move |len| {
                        window(len, |n| {
                            Some((n.saturating_sub(f.at(n) + c), n.wrapping_sub(1)))
                        })
                    }),
                )
            }
            3 => {
                // Move to a heap in a window below: [f(n), g(n)].
                let (lo, hi) = match rng.range(0, 4) {
                    0 => (Reach::Root(rng.range(3, 5) as u32), Reach::Root(2)),
                    1 => (
                        Reach::Div(rng.range(2, 5) as usize),
                        Reach::Const(usize::MAX),
                    ),
                    2 => (Reach::Root(2), Reach::Const(usize::MAX)),
                    3 => (
                        Reach::Div(rng.range(4, 8) as usize),
                        Reach::Div(rng.range(2, 3) as usize),
                    ),
                    _ => (Reach::Digits(2), Reach::Root(2)),
                };
                let name = format!(
                    "move to y with {} ≤ y ≤ {} (y < n)",
                    lo.words(),
                    match hi {
                        Reach::Const(_) => "n − 1".to_string(),
                        h => h.words(),
                    }
                );
                let bounds = move |n: usize| {
                    let h = match hi {
                        Reach::Const(_) => n.wrapping_sub(1),
                        h => h.at(n).min(n.wrapping_sub(1)),
                    };
                    Some((lo.at(n), h))
                };
                (name, Box::new(move |len| window(len, bounds)))
            }
            4 => {
                // Take a member of a set that grows with n.
                let kind = rng.range(0, 6);
                let b = rng.range(2, 5) as usize;
                let name = match kind {
                    0 => format!("take a power of {b}"),
                    1 => "take a square".into(),
                    2 => "take a proper divisor".into(),
                    3 => "take a prime".into(),
                    4 => "take a Fibonacci number".into(),
                    5 => format!("take a nonzero digit of n in base {}", b + 8),
                    _ => format!("take a power of {b} or 1 less"),
                };
                // The takes below `l` only, for the twin that agrees with the first `l` values.
                let upto = move |len: usize, l: usize| {
                    let takes: Vec<usize> = match kind {
                        0 => below(len, |i| b.checked_pow(i as u32)),
                        1 => below(len, |i| Some((i + 1) * (i + 1))),
                        3 => (2..len)
                            .filter(|&p| (2..=root(p, 2)).all(|d| p % d != 0))
                            .collect(),
                        4 => {
                            let mut f = vec![1usize, 2];
                            while f[f.len() - 1] < len {
                                let x = f[f.len() - 1] + f[f.len() - 2];
                                f.push(x);
                            }
                            f
                        }
                        6 => below(len, |i| b.checked_pow(i as u32))
                            .into_iter()
                            .flat_map(|p| [p, p - 1])
                            .filter(|&p| p > 0)
                            .collect(),
                        _ => Vec::new(),
                    };
                    by_mex(len, |n, g| match kind {
                        2 => (1..n).filter(|d| n % d == 0).map(|d| g[n - d]).collect(),
                        5 => digits(n, b + 8)
                            .into_iter()
                            .filter(|&d| d > 0 && d <= n)
                            .map(|d| g[n - d])
                            .collect(),
                        _ => takes
                            .iter()
                            .filter(|&&s| s <= n && s < l)
                            .map(|&s| g[n - s])
                            .collect(),
                    })
                };
                // A set of takes grows where a member enters: a twin keeps those below the
                // table's end (a divisor or digit take has no such twin).
                if ![2, 5].contains(&kind) {
                    twin = Some(Box::new(move |l, len| vec![upto(len, l)]));
                }
                (name, Box::new(move |len| upto(len, usize::MAX)))
            }
            _ => {
                // Halve, third, …: move to ⌊n/k⌋ for k from a small set, or take 1.
                let ks: Vec<usize> = (0..rng.range(1, 3))
                    .map(|_| rng.range(2, 5) as usize)
                    .collect();
                let one = rng.range(0, 1) == 1;
                let name = format!(
                    "move to ⌊n/k⌋ for k in {ks:?}{}",
                    if one { ", or take 1" } else { "" }
                );
                (
                    name,
                    Box::new(move |len| {
                        by_mex(len, |n, g| {
                            let mut seen: Vec<u64> =
                                ks.iter().filter(|_| n > 0).map(|&k| g[n / k]).collect();
                            if one && n > 0 {
                                seen.push(g[n - 1]);
                            }
                            seen
                        })
                    }),
                )
            }
        };
        let lose_win = rng.range(0, 2) == 0;
        // Where the table first differs from that of the small takes alone.
        let unseen = unseen.and_then(|(small, set)| {
            let (mut a, mut b) = (
                super::moves::subtraction(&small, FAR),
                super::moves::subtraction(&set, FAR),
            );
            if lose_win {
                (a, b) = (wins(a), wins(b));
            }
            (0..FAR).find(|&n| a[n] != b[n])
        });
        let name = format!("{i}: {name}{}", if lose_win { ", win/lose" } else { "" });
        let values: Box<dyn Fn(usize) -> Vec<u64>> = match lose_win {
            true => Box::new(move |len| wins(values(len))),
            false => values,
        };
        let twin = match (twin, lose_win) {
            (Some(t), true) => {
                Some(Box::new(move |l, len| t(l, len).into_iter().map(wins).collect()) as Twin)
            }
            (t, _) => t,
        };
        out.push((
            Line {
                name: Box::leak(name.into_boxed_str()),
                values,
                expect: match (found, unseen) {
                    (Some(n), _) if !lose_win => Expect::Found(n),
                    (_, Some(u)) => Expect::Unseen(u),
                    _ => Expect::Either,
                },
            },
            twin,
        ));
    }
    out
}
