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

/// Rules the tests above do not name, computed by their moves to 4N and fed the first N
/// values: every prediction to 4N is right or there is none, and the rules with a form in the
/// families are found (the count guards against a finder that says "none" to everything).
#[test]
fn predictions_beyond_the_table_are_right_or_absent() {
    type Rule = Box<dyn Fn(usize) -> Vec<Vec<usize>>>;
    let take = |set: &'static [usize]| -> Rule {
        Box::new(move |n| {
            set.iter()
                .filter(|&&s| s <= n)
                .map(|&s| vec![n - s])
                .collect()
        })
    };
    let primes: Vec<usize> = (2..4000)
        .filter(|&p| crate::numbers::divide::is_prime(p as u64))
        .collect();
    let rules: Vec<(&str, Rule, bool)> = vec![
        ("take 1, 6, 9", take(&[1, 6, 9]), true),
        ("take 4, 7, 8", take(&[4, 7, 8]), true),
        ("take 3, 5, 7, 10", take(&[3, 5, 7, 10]), true),
        ("take 4, 9", take(&[4, 9]), true),
        (
            "take a power of 2",
            Box::new(|n| {
                (0..12)
                    .map(|k| 1 << k)
                    .filter(|&s| s <= n)
                    .map(|s| vec![n - s])
                    .collect()
            }),
            true,
        ),
        (
            "take up to a third",
            Box::new(|n| (1..=n / 3).map(|k| vec![n - k]).collect()),
            false,
        ),
        (
            "take a Fibonacci number",
            take(&[1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]),
            false,
        ),
        (
            "take a prime",
            Box::new(move |n| {
                primes
                    .iter()
                    .take_while(|&&p| p <= n)
                    .map(|&p| vec![n - p])
                    .collect()
            }),
            false,
        ),
        (
            "subtract a divisor",
            Box::new(|n| (1..n).filter(|d| n % d == 0).map(|d| vec![n - d]).collect()),
            true,
        ),
        (
            "halve an even heap or take 1",
            Box::new(|n| {
                let mut o: Vec<Vec<usize>> = (n > 0).then(|| vec![n - 1]).into_iter().collect();
                if n > 0 && n % 2 == 0 {
                    o.push(vec![n / 2, n / 2]);
                }
                o
            }),
            true,
        ),
        (
            "Kayles",
            Box::new(|n| {
                (0..n)
                    .map(|a| vec![a, n - 1 - a])
                    .chain((0..n.saturating_sub(1)).map(|a| vec![a, n - 2 - a]))
                    .collect()
            }),
            true,
        ),
        (
            "Dawson's Kayles",
            Box::new(|n| {
                (0..n.saturating_sub(1))
                    .map(|a| vec![a, n - 2 - a])
                    .collect()
            }),
            true,
        ),
        (
            "take 1 or divide by 2 or 3",
            Box::new(|n| {
                let mut o: Vec<Vec<usize>> = (n > 0).then(|| vec![n - 1]).into_iter().collect();
                o.extend([2, 3].iter().filter(|&&k| n >= k).map(|&k| vec![n / k]));
                o
            }),
            false,
        ),
    ];
    let mut found = 0;
    for (name, rule, simple) in &rules {
        let full = by_mex(1200, rule);
        for len in [100, 300] {
            match find(&full[..len]) {
                Some(f) => {
                    for (n, &v) in full.iter().enumerate() {
                        assert_eq!(
                            f.pattern.at(n as u64),
                            Some(v),
                            "{name} from {len}, at {n}: {}",
                            f.words()
                        );
                    }
                    found += usize::from(len == 300);
                }
                None => assert!(!simple || len < 300, "{name}: none found in {len} values"),
            }
        }
    }
    assert_eq!(found, rules.iter().filter(|r| r.2).count());
    // CF 1537D (subtract a divisor other than 1 and n), win/lose: losing at the odd numbers and
    // at 2, 8, 32, 128, 512, 2048: parity from 129 is no pattern, at any length.
    let mut game = codeforces::deleting_divisors();
    let w: Vec<u64> = (0..3000).map(|n| u64::from(game.wins(&n))).collect();
    for len in [100, 300, 1000, 3000] {
        assert!(
            find(&w[..len]).is_none(),
            "CF 1537D to {len}: {}",
            find(&w[..len]).unwrap().words()
        );
    }
}
