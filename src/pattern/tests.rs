//! The finder against the oracle's exhaustive searches (rediscovering the catalogue's closed
//! forms, checked far beyond the table), and its refusals where no simple form is known.

use super::*;
use crate::oracle::{codeforces, curriculum, games};

/// u64 points far beyond any table.
const FAR: [u64; 6] = [
    (1 << 32) + 7,
    100_000_000_003,
    99_999_999_999,
    1_000_000_000_000_000_009,
    (1 << 63) + 12345,
    u64::MAX - 2,
];

/// The pattern of `g` agrees with `truth` on every n below 10^6 (10^5 where `truth` is
/// slow) and at the far points where `truth` gives a value.
fn agrees_far(name: &str, g: &[u64], truth: impl Fn(u64) -> Option<u64>, to: u64) {
    let found = find(g).unwrap_or_else(|| panic!("{name}: none found in {} values", g.len()));
    for n in (0..to).chain(FAR) {
        if let Some(t) = truth(n) {
            assert_eq!(
                found.pattern.at(n),
                Some(t),
                "{name} at {n}: {}",
                found.words()
            );
        }
    }
}

/// `G(n) = mex{…}` of one-heap options, where an option is a list of heaps (a sum, by the
/// Sprague–Grundy theorem): the plain search the one-heap rules below are written in.
fn by_mex(len: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let seen: Vec<u64> = options(n)
            .iter()
            .map(|o| o.iter().fold(0, |x, &h| x ^ g[h]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

#[test]
fn rediscovers_one_dimensional_rules() {
    use crate::take::{bash, distinct_amounts, subtraction};
    let mut bash_game = games::bash();
    let g: Vec<u64> = (0..60).map(|n| bash_game.grundy(&(n, 3))).collect();
    agrees_far("Bash, m = 3", &g, |n| Some(bash::grundy(n, 3)), 1_000_000);

    let mut take = games::subtraction(vec![2, 3, 4, 5]);
    let g: Vec<u64> = (0..80).map(|n| take.grundy(&vec![n])).collect();
    agrees_far(
        "take 2..5",
        &g,
        |n| Some(subtraction::interval_grundy(n, 2, 5)),
        1_000_000,
    );

    for k in [4, 6, 9] {
        let mut game = codeforces::one_two_k();
        let g: Vec<u64> = (0..90).map(|n| u64::from(game.wins(&(n, k)))).collect();
        let truth = |n| Some(u64::from(subtraction::one_two_k_first_wins(n, k)));
        agrees_far("1-2-K", &g, truth, 1_000_000);
    }

    // The Ruler game: a head's value by the coin-turning rule (a run ending at the head),
    // checked against the search of whole rows of 10 coins.
    let g = by_mex(200, |k| {
        (1..=k).map(|len| (k + 1 - len..k).collect()).collect()
    });
    let mut row = curriculum::ruler_game(10);
    for (k, &v) in g.iter().enumerate().take(11).skip(1) {
        assert_eq!(v, row.grundy(&(1 << (k - 1))));
    }
    let truth = |n: u64| {
        Some(if n == 0 {
            0
        } else {
            crate::boards::coins::ruler(n)
        })
    };
    agrees_far("Ruler", &g, truth, 1_000_000);

    // Lasker's Nim: take any number, or split in two; checked against the search to 12.
    let g = by_mex(60, |n| {
        let takes = (0..n).map(|k| vec![k]);
        takes.chain((1..n).map(|a| vec![a, n - a])).collect()
    });
    let mut lasker = curriculum::lasker();
    for n in 0..12 {
        assert_eq!(g[n as usize], lasker.grundy(&vec![n]));
    }
    let truth = |n| u64::try_from(crate::sums::multi::lasker_grundy(n)).ok();
    agrees_far("Lasker's Nim", &g, truth, 1_000_000);

    let mut lieges = codeforces::lieges(2);
    let g: Vec<u64> = (0..60)
        .map(|n| lieges.grundy(&vec![n].into_iter().filter(|&h| h > 0).collect()))
        .collect();
    let truth = |n| Some(crate::split::even_parts::grundy(n, 2));
    agrees_far("Lieges of Legendre, k = 2", &g, truth, 1_000_000);

    let mut stones = codeforces::once_per_amount();
    let g: Vec<u64> = (0..40).map(|s| stones.grundy(&(s, 0))).collect();
    agrees_far(
        "Game of Stones",
        &g,
        |s| Some(distinct_amounts::grundy(s)),
        1_000_000,
    );

    let mut divide = curriculum::dividing();
    let g: Vec<u64> = (0..300).map(|n| divide.grundy(&n)).collect();
    let truth = |n| Some(u64::from(crate::numbers::divide::omega(n)));
    agrees_far("replace by a proper divisor (Ω)", &g, truth, 100_000);

    let mut strange = crate::oracle::atcoder::strange_nim();
    let g: Vec<u64> = (0..200).map(|x| strange.grundy(&(x, 2))).collect();
    let truth = |x| Some(subtraction::fraction_grundy(x, 2));
    agrees_far("take up to half (ARC 091 F, K = 2)", &g, truth, 1_000_000);
}

#[test]
fn rediscovers_two_dimensional_rules() {
    let table = |n: u64, f: &mut dyn FnMut(u64, u64) -> u64| -> Vec<Vec<u64>> {
        (0..n).map(|a| (0..n).map(|b| f(a, b)).collect()).collect()
    };
    let far = |found: &Found<Grid>, truth: &dyn Fn(u64, u64) -> u64, from: u64| {
        let mut seed = 7u64;
        for _ in 0..20_000 {
            let (a, b) = (
                games::xorshift(&mut seed) % 100_000 + from,
                games::xorshift(&mut seed) % 100_000 + from,
            );
            assert_eq!(
                found.pattern.at(a, b),
                Some(truth(a, b)),
                "{a} {b}: {}",
                found.words()
            );
        }
        for &a in &FAR {
            for &b in &FAR {
                assert_eq!(
                    found.pattern.at(a, b),
                    Some(truth(a, b)),
                    "{a} {b}: {}",
                    found.words()
                );
            }
        }
    };

    let mut nim = games::nim();
    let found = find_grid(&table(30, &mut |a, b| nim.grundy(&vec![a, b]))).expect("Nim");
    far(&found, &|a, b| a ^ b, 0);

    let mut ed = curriculum::e_and_d();
    let t = table(40, &mut |a, b| {
        ed.grundy(&((a + 1).min(b + 1), (a + 1).max(b + 1)))
    });
    let found = find_grid(&t).expect("E&D");
    far(&found, &|a, b| crate::split::pairs::grundy(a + 1, b + 1), 0);

    let mut wythoff = games::wythoff();
    let found =
        find_grid(&table(60, &mut |a, b| u64::from(wythoff.wins(&(a, b))))).expect("Wythoff");
    assert!(
        found.words().contains("α = (1 + √5)/2"),
        "{}",
        found.words()
    );
    far(
        &found,
        &|a, b| u64::from(!crate::numbers::wythoff::is_losing(a, b)),
        0,
    );
    // Pairs at the edge of u64: ⌊kφ⌋ + k just below 2^64.
    let k = 7_046_029_254_386_353_130u64;
    let a = crate::numbers::wythoff::floor_mul_phi(k) as u64;
    assert_eq!(found.pattern.at(a, a + k), Some(0));
    assert_eq!(found.pattern.at(a + 1, a + k), Some(1));

    // Bash with the limit as a coordinate: take 1 to b from a heap of a.
    let mut bash = games::Game::normal(|&(a, b): &(u64, u64)| {
        (1..=b.min(a)).map(|k| (a - k, b)).collect::<Vec<_>>()
    });
    let found = find_grid(&table(20, &mut |a, b| bash.grundy(&(a, b)))).expect("Bash");
    assert_eq!(found.words(), "G(a, b) = f(a mod (b + 1)) where f(n) = n");
    far(&found, &|a, b| a % (b + 1), 0);
    assert_eq!(found.pattern.at(u64::MAX, u64::MAX), Some(u64::MAX));
    assert_eq!(found.pattern.at(u64::MAX, u64::MAX - 1), Some(0));

    let mut euclid = curriculum::euclid();
    let found = find_grid(&table(60, &mut |a, b| u64::from(euclid.wins(&(a, b))))).expect("Euclid");
    assert!(
        found.words().contains("α = (1 + √5)/2"),
        "{}",
        found.words()
    );
    far(
        &found,
        &|a, b| u64::from(crate::numbers::euclid::first_wins(a, b)),
        1,
    );
}

/// Rules with no known simple form, and noise: never a pattern, at any length.
#[test]
fn no_pattern_where_none_is_known() {
    let squares = by_mex(3000, |n| {
        (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= n)
            .map(|s| vec![n - s])
            .collect()
    });
    let primes: Vec<usize> = (2..3000)
        .filter(|&p| crate::numbers::divide::is_prime(p as u64))
        .collect();
    let prime = by_mex(3000, |n| {
        primes
            .iter()
            .take_while(|&&p| p <= n)
            .map(|&p| vec![n - p])
            .collect()
    });
    let grundys: Vec<u64> = crate::split::unequal::values(10_000)
        .iter()
        .map(|&v| v.into())
        .collect();
    let octal: Vec<u64> = crate::octal::Octal::parse("0.6")
        .unwrap()
        .values(10_000)
        .iter()
        .map(|&v| v.into())
        .collect();
    let mut seed = 1u64;
    let noise: Vec<u64> = (0..3000).map(|_| games::xorshift(&mut seed) % 2).collect();
    let tables: [(&str, Vec<u64>); 5] = [
        ("take a square", squares),
        ("take a prime", prime),
        ("Grundy's game", grundys),
        ("0.6", octal),
        ("coin flips", noise),
    ];
    for (name, g) in &tables {
        for len in [30, 50, 100, 200, 400, 1000, 3000, 10_000] {
            let g = &g[..len.min(g.len())];
            assert_eq!(find(g).map(|f| f.words()), None, "{name} to {len}");
        }
    }
    // A periodic table broken at its last value, or before its third period: none.
    let mut g: Vec<u64> = (0..100).map(|n| n % 7).collect();
    g[99] = 9;
    assert!(find(&g).is_none());
    assert!(find(&[0, 1, 2, 0, 1, 2, 0]).is_none());
    // Wythoff's Grundy values (not only win/lose) have no simple form either.
    let mut w = games::wythoff();
    let t: Vec<Vec<u64>> = (0..40)
        .map(|a| (0..40).map(|b| w.grundy(&(a, b))).collect())
        .collect();
    assert!(find_grid(&t).is_none());
}

/// The words of the examples in the docs.
#[test]
fn words() {
    let line = |g: Vec<u64>| find(&g).unwrap().words();
    assert_eq!(line((0..40).map(|n| n % 4).collect()), "G(n) = n mod 4");
    assert_eq!(
        line(
            (0..400)
                .map(|n: u64| 2 * n + u64::from(n.count_ones() % 2 == 0))
                .collect()
        ),
        "G(n) = 2n + [popcount(n) even]"
    );
    assert_eq!(
        line((0..99).map(|n| n / 3 * 2 + n % 3).collect()),
        "G(n) = 2·⌊n/3⌋ + 1 if n ≡ 1 (mod 3), 2·⌊n/3⌋ + 2 if n ≡ 2 (mod 3), else 2·⌊n/3⌋"
    );
    let g: Vec<u64> = (0..100).map(|n| if n < 3 { n } else { 5 }).collect();
    assert_eq!(line(g), "G(n) = 5, for n ≥ 3; G(0..3) = 0 1 2");
}

/// The battery (`tests/oracle/battery/`): every rule fed every table length from 2 to 40 and
/// every 16th to 400 (two dimensions: every corner to 12 × 12, then 16, 24, 32 and 48), each
/// claim compared with the rule's values to 2000 (96 × 96): no wrong claim, no claim where no
/// simple form is known, every rule of the families found at its length. `cargo xtask sweep`
/// runs every length to 1200 and every corner to 64 × 64.
#[test]
fn every_prefix_of_the_battery() {
    use crate::oracle::battery;
    let lengths: Vec<usize> = (2..=40).chain((48..=400).step_by(16)).collect();
    let line = |g: &[u64]| {
        find(g).map(|f| battery::Claim {
            words: f.words(),
            at: Box::new(move |n| f.pattern.at(n)),
        })
    };
    let sweep = battery::sweep_lines(&battery::lines(), &lengths, 2000, &line);
    assert_eq!(sweep.faults(), "", "{} claims", sweep.claims);
    let corners: Vec<usize> = (2..=12).chain([16, 24, 32, 48]).collect();
    let square = |t: &[Vec<u64>]| {
        find_grid(t).map(|f| battery::Claim {
            words: f.words(),
            at: Box::new(move |(a, b)| f.pattern.at(a, b)),
        })
    };
    let sweep = battery::sweep_squares(&battery::squares(), &corners, 96, &square);
    assert_eq!(sweep.faults(), "", "{} claims", sweep.claims);
}

/// The battery's rules given by a theorem or a closed form agree with search where search is
/// feasible.
#[test]
fn the_battery_s_closed_forms_agree_with_search() {
    use crate::oracle::battery;
    let lines = battery::lines();
    let rule = |name: &str| {
        let r = lines.iter().find(|r| r.name.starts_with(name)).expect(name);
        (r.values)(200)
    };
    // Fibonacci Nim: the first player may take 1..n−1, then up to twice the last take.
    let mut fib = games::Game::normal(|&(n, k): &(u64, u64)| {
        (1..=k.min(n)).map(|t| (n - t, 2 * t)).collect::<Vec<_>>()
    });
    let g = rule("Fibonacci Nim");
    for n in 2..200u64 {
        assert_eq!(g[n as usize], u64::from(fib.wins(&(n, n - 1))), "{n}");
    }
    let mut stones = codeforces::once_per_amount();
    let g = rule("take a new amount");
    for s in 0..30u64 {
        assert_eq!(g[s as usize], stones.grundy(&(s, 0)), "{s}");
    }
}

/// A table of a few long rows (a state's kinds) is read row by row, each row its own
/// sequence, and says so; the grammar's reductions are found as expressions.
#[test]
fn few_rows_and_reduced_features() {
    let rows: Vec<Vec<u64>> = vec![
        (0..60).map(|b| b % 3).collect(),
        (0..60).map(|b| (b / 2) % 2).collect(),
        (0..60).map(|b| b % 4).collect(),
    ];
    let found = find_grid(&rows).expect("each row has a period");
    assert!(
        found.holds_on.contains("read as 3 rows of 60 values"),
        "{}",
        found.holds_on
    );
    assert!(
        found
            .words()
            .starts_with("G(a, b) row by row, for the 3 rows"),
        "{}",
        found.words()
    );
    for (a, row) in rows.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            assert_eq!(found.pattern.at(a as u64, b as u64), Some(v));
        }
        assert_eq!(
            found.pattern.at(a as u64, 1 << 40),
            Some(row[(1usize << 40) % 12])
        );
    }
    assert_eq!(found.pattern.at(3, 0), None, "the table has three rows");
    let g: Vec<u64> = (0..3000u64)
        .map(|n| u64::from(n.count_ones() % 3))
        .collect();
    assert_eq!(find(&g).unwrap().words(), "G(n) = popcount(n) mod 3");
}
