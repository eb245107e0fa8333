//! The tables of the pattern finder's Rust-function check (`pattern_check.rs`): one per
//! family the Rust writer has a shape for, each long enough for the finder to claim it.

use impartial::pattern::{Feature, Seq};

/// The tables, one per family the Rust writer has a shape for.
/// Named one-dimensional and two-dimensional tables.
pub type Tables = (
    Vec<(&'static str, Vec<u64>)>,
    Vec<(&'static str, Vec<Vec<u64>>)>,
);

pub fn tables() -> Tables {
    let line = |f: &dyn Fn(u64) -> u64, n: u64| (0..n).map(f).collect::<Vec<u64>>();
    let grid = |f: &dyn Fn(u64, u64) -> u64, n: u64| -> Vec<Vec<u64>> {
        (0..n).map(|a| (0..n).map(|b| f(a, b)).collect()).collect()
    };
    let lasker = |n: u64| match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    };
    let tri = |n: u64| {
        (0..)
            .take_while(|k| k * (k + 1) / 2 <= n)
            .last()
            .unwrap_or(0)
    };
    let divisors = |n: u64| (1..=n).filter(|d| n % d == 0).count() as u64;
    let omega = |n: u64| u64::from(impartial::numbers::divide::omega(n));
    let distinct = |mut n: u64| {
        let (mut k, mut p) = (0, 2);
        while p * p <= n {
            k += u64::from(n % p == 0);
            while n % p == 0 {
                n /= p;
            }
            p += 1;
        }
        k + u64::from(n > 1)
    };
    let v3 = |mut n: u64| {
        let mut k = 0;
        while n > 0 && n % 3 == 0 {
            n /= 3;
            k += 1;
        }
        k
    };
    let half = |n: u64| {
        // take up to half: G(2m) = m, G(2m + 1) = G(m).
        let mut n = n;
        while n % 2 == 1 {
            n /= 2;
        }
        n / 2
    };
    let wythoff_losing = |a: u64, b: u64| impartial::numbers::wythoff::is_losing(a, b);
    let feature = |f: Feature, n: u64| f.at(n).expect("a value");
    let ceil_half = |n: u64| {
        // G(2m + 1) = m + 1, G(2m) = G(m − 1), G(0) = 0.
        let mut n = n;
        while n > 0 && n % 2 == 0 {
            n = n / 2 - 1;
        }
        if n == 0 {
            0
        } else {
            n / 2 + 1
        }
    };
    // Grundy values on two heaps by their moves, the least value no option has.
    let by_mex = |n: usize, moves: &dyn Fn(usize, usize) -> Vec<(usize, usize)>| {
        let mut t = vec![vec![0u64; 3 * n]; 3 * n];
        for s in 0..2 * n {
            for a in 0..=s {
                let b = s - a;
                let seen: Vec<u64> = moves(a, b).iter().map(|&(x, y)| t[x][y]).collect();
                t[a][b] = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
            }
        }
        t.truncate(n);
        t.iter().map(|r| r[..n].to_vec()).collect::<Vec<Vec<u64>>>()
    };
    let king = |a: usize, b: usize| {
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
    };
    let knight = |a: usize, b: usize| {
        [(-2, 1), (-2, -1), (1, -2), (-1, -2)]
            .iter()
            .map(|&(x, y): &(i64, i64)| (a as i64 + x, b as i64 + y))
            .filter(|&(x, y)| x >= 0 && y >= 0)
            .map(|(x, y)| (x as usize, y as usize))
            .collect()
    };
    let lines = vec![
        ("periodic", line(&|n| if n < 3 { n + 5 } else { n % 5 }, 60)),
        ("lasker", line(&lasker, 60)),
        ("slow", line(&|n| n / 3 * 2 + n % 3, 60)),
        (
            "parity",
            line(&|n| 2 * n + u64::from(n.count_ones() % 2 == 0), 100),
        ),
        ("lowbit", line(&|n| n & n.wrapping_neg(), 100)),
        (
            "highbit",
            line(&|n| u64::from(63 - (n | 1).leading_zeros()), 100),
        ),
        ("v3", line(&v3, 100)),
        ("omega", line(&omega, 200)),
        (
            "divisors",
            line(&|n| if n == 0 { 0 } else { divisors(n) }, 200),
        ),
        (
            "sqrt",
            line(
                &|n| (0..).take_while(|k| k * k <= n).last().unwrap_or(0),
                200,
            ),
        ),
        ("triangular", line(&tri, 100)),
        (
            "distinct_primes",
            line(&|n| if n == 0 { 0 } else { distinct(n) }, 200),
        ),
        (
            "log3",
            line(&|n| if n == 0 { 0 } else { u64::from(n.ilog(3)) }, 300),
        ),
        (
            "high_pow2",
            line(&|n| if n == 0 { 0 } else { 1 << n.ilog2() }, 300),
        ),
        ("similar", line(&half, 100)),
        // take up to ⌈n/2⌉: G(2m) = G(m − 1), G(2m + 1) = m + 1.
        ("shifted", line(&ceil_half, 200)),
        ("spf", line(&|n| feature(Feature::Spf, n), 300)),
        ("lpf", line(&|n| feature(Feature::Lpf, n), 300)),
        ("totient", line(&|n| feature(Feature::Totient, n), 300)),
        (
            "digit_sum",
            line(&|n| feature(Feature::DigitSum(7), n), 300),
        ),
        ("digits", line(&|n| 2 * feature(Feature::Digits(4), n), 400)),
        ("pi_count", line(&|n| feature(Feature::PrimePi, n), 300)),
        (
            "pi_coprime",
            line(
                &|n| feature(Feature::SpfIndex, n) - u64::from(n > 1 && n % 2 == 0),
                300,
            ),
        ),
        (
            "is_prime",
            line(&|n| 3 * feature(Feature::IsPrime, n) + n % 2, 300),
        ),
        (
            "fibonacci",
            line(&|n| u64::from(!Seq::Fibonacci.contains(u128::from(n))), 300),
        ),
        (
            "triangular_mod",
            line(
                &|n| u64::from(Seq::Triangular.contains(u128::from(n))) + 2 * (n % 2),
                400,
            ),
        ),
        // The grammar's newer features and keys.
        ("sqrt_rest", line(&|n| feature(Feature::SqrtRest, n), 300)),
        (
            "digit_xor",
            line(&|n| feature(Feature::DigitXor(5), n), 300),
        ),
        (
            "exponent_xor",
            line(&|n| feature(Feature::ExponentXor, n), 300),
        ),
        (
            "fib_index",
            line(&|n| 2 * feature(Feature::FibIndex, n), 2000),
        ),
        (
            "log_mod",
            line(
                &|n| [4, 0, 7][(feature(Feature::HighBit, n) % 3) as usize],
                4000,
            ),
        ),
        (
            "omega_mod",
            line(
                &|n| [1, 5, 2][(feature(Feature::BigOmega, n) % 3) as usize],
                600,
            ),
        ),
    ];
    let misere = |a: u64, b: u64| match (a.max(b), a == b) {
        (0, _) | (1, true) => 1,
        (1, false) => 0,
        (_, eq) => u64::from(!eq),
    };
    let grids = vec![
        ("king", by_mex(24, &king)),
        ("knight", by_mex(48, &knight)),
        ("misere", grid(&misere, 24)),
        (
            "beatty2",
            grid(
                &|a, b| {
                    // Losing at (⌊k√2⌋, ⌊k√2⌋ + 2k): Wythoff's game with |k − l| < 2.
                    let (lo, hi) = (a.min(b), a.max(b));
                    let d = hi - lo;
                    let k = d / 2;
                    let losing = if d == 0 {
                        lo == 0
                    } else {
                        d % 2 == 0 && (lo * lo <= 2 * k * k && (lo + 1) * (lo + 1) > 2 * k * k)
                    };
                    u64::from(!losing)
                },
                60,
            ),
        ),
        ("xor", grid(&|a, b| (a ^ b) % 3, 40)),
        // a mod (b + 1) at b = u64::MAX: the divisor in u128.
        ("mod_b", grid(&|a, b| a % (b + 1), 30)),
        ("mod_a", grid(&|a, b| u64::from(b % (a + 2) == 0), 40)),
        ("or", grid(&|a, b| u64::from((a | b).trailing_ones()), 40)),
        ("plus", grid(&|a, b| (a + b) % 2, 40)),
        // a + b beyond u64 at the far points: f takes a u128.
        ("plus_omega", grid(&|a, b| omega(a + b), 60)),
        (
            "plus_v2",
            grid(&|a, b| u64::from((a + b).trailing_zeros()) % 64, 60),
        ),
        ("plus_half", grid(&|a, b| half(a + b), 60)),
        (
            "plus_sqrt",
            grid(
                &|a, b| (0..).take_while(|k| k * k <= a + b).last().unwrap_or(0),
                60,
            ),
        ),
        (
            "sum",
            grid(
                &|a, b| (a & a.wrapping_neg()) ^ u64::from(b.count_ones()),
                40,
            ),
        ),
        (
            "periodic",
            grid(
                &|a, b| [[0, 1, 2], [2, 0, 1]][(a % 2) as usize][(b % 3) as usize],
                40,
            ),
        ),
        (
            "wythoff",
            grid(&|a, b| u64::from(!wythoff_losing(a, b)), 80),
        ),
        (
            "euclid",
            grid(
                &|a, b| {
                    u64::from(
                        impartial::numbers::euclid::first_wins(a.max(1), b.max(1))
                            && a > 0
                            && b > 0,
                    )
                },
                80,
            ),
        ),
        // A state's kinds: rows read one by one, and together.
        (
            "rows",
            vec![
                line(&|b| b % 3, 60),
                line(&|b| (b / 2) % 2, 60),
                line(&|b| b % 4, 60),
            ],
        ),
        ("kinds", last_class(32)),
        (
            "threshold",
            grid(
                &|a, b| u64::from(a > 0 && b > 0 && a.max(b) >= 2 * a.min(b)),
                60,
            ),
        ),
    ];
    (lines, grids)
}

/// Takes 1, 3, 7 or 9, never two of one class (the take's index mod 3) in a row: who wins,
/// row `k` the last take's class (row 3: none yet), `width` heaps.
fn last_class(width: usize) -> Vec<Vec<u64>> {
    const TAKES: [usize; 4] = [1, 3, 7, 9];
    let mut t = vec![vec![0u64; width]; 4];
    for n in 0..width {
        for k in 0..4 {
            let win = TAKES
                .iter()
                .enumerate()
                .any(|(j, &s)| s <= n && j % 3 != k && t[j % 3][n - s] == 0);
            t[k][n] = u64::from(win);
        }
    }
    t
}
