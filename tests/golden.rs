//! The golden runner: every binary on every `testdata/<bin>/NAME.in`, compared byte for byte
//! with `NAME.out` (after turning CRLF into LF in the expected file). Each expected file is also
//! re-derived with the brute-force oracle, so a wrong golden file cannot hide.
//!
//! `IMPARTIAL_BLESS=1 cargo test --test golden` (re)writes the `.out` files of every input that
//! is not a statement sample (`sample-*`) from the oracle, never from a binary.

use crate::util::{bins, diff, exe, golden, root};

/// Why the Baekjoon bins in [`NO_SAMPLE`] have none.
const BOJ: &str = "Baekjoon's page was not reachable, and no stored copy gives its sample";

/// Bins whose statement sample could not be retrieved (so none is typed in): their golden files
/// all come from the oracle.
const NO_SAMPLE: &[(&str, &str)] = &[
    ("boj9656", BOJ),
    ("boj9662", BOJ),
    ("boj11694", BOJ),
    ("boj11717", BOJ),
    ("boj11867", BOJ),
    ("boj11871", BOJ),
    ("boj11872", BOJ),
    ("boj16877", BOJ),
    ("boj16889", BOJ),
    ("boj16895", BOJ),
    ("boj2600", BOJ),
    ("boj24656", BOJ),
    ("boj3754", BOJ),
    ("boj5386", BOJ),
    ("hdu3595", "the HDU statement page was not reachable"),
    (
        "lc_nim_product_64",
        "the example file of the Library Checker repository was not reachable",
    ),
];

#[test]
fn every_bin_has_golden_files_and_every_golden_dir_a_bin() {
    let bins = bins();
    for bin in &bins {
        let cases = golden(bin);
        let excused = NO_SAMPLE.iter().any(|(b, _)| b == bin);
        assert_eq!(
            cases.iter().any(|c| c.0.starts_with("sample-")),
            !excused,
            "{bin}: a statement sample must exist exactly when the bin is not in NO_SAMPLE"
        );
        assert!(cases.len() >= 5, "{bin}: only {} golden files", cases.len());
    }
    for judge in std::fs::read_dir(root().join("testdata")).unwrap() {
        let judge = judge.unwrap().path();
        for dir in std::fs::read_dir(&judge).into_iter().flatten() {
            let path = dir.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                bins.contains(&name) && crate::layout::testdata(root(), &name) == path,
                "{} is no bin's testdata/<judge>/<bin>/",
                path.display()
            );
        }
    }
}

#[test]
fn oracle_agrees_with_golden_files() {
    let bless = std::env::var_os("IMPARTIAL_BLESS").is_some();
    // Every golden file in the sweeps (`cargo xtask sweep`) and when blessing; in plain
    // `cargo test` each bin's samples and every other file of it (the oracle is slow).
    let every = bless || crate::util::full();
    let work: Vec<(String, String, Vec<u8>, String)> = bins()
        .into_iter()
        .flat_map(|bin| {
            golden(&bin)
                .into_iter()
                .enumerate()
                .filter(move |(i, (name, _, _))| every || name.starts_with("sample-") || i % 2 == 0)
                .map(move |(_, (name, input, expected))| (bin.clone(), name, input, expected))
        })
        .collect();
    let failures = crate::util::parallel(&work, |(bin, name, input, expected)| {
        let input = String::from_utf8_lossy(input);
        if bless {
            eprintln!("deriving {bin}'s {name}.out");
        }
        let derived = crate::oracle::problems::solve(bin, &input)
            .unwrap_or_else(|| panic!("the oracle does not know {bin}"));
        if bless && !name.starts_with("sample-") && derived != *expected {
            let path = crate::layout::testdata(root(), bin).join(format!("{name}.out"));
            std::fs::write(&path, &derived).unwrap();
            eprintln!("blessed {}", path.display());
            return None;
        }
        (derived != *expected).then(|| {
            format!(
                "{bin}'s {name}.out disagrees with the oracle: {}",
                diff(&derived, expected)
            )
        })
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn binaries_match_golden_files() {
    let mut failures = Vec::new();
    let mut count = 0;
    for bin in bins() {
        for (name, input, expected) in golden(&bin) {
            count += 1;
            let file = format!("testdata/{}/{bin}/{name}", crate::layout::judge(&bin));
            let out = crate::util::run_on(&exe(&bin), &input, &format!("{file}.in"));
            let got = String::from_utf8_lossy(&out.stdout);
            if !out.status.success() {
                failures.push(format!(
                    "{file}.in: exit {:?}, stderr {}",
                    out.status.code(),
                    String::from_utf8_lossy(&out.stderr)
                ));
            } else if got != expected {
                failures.push(format!("{file}.out: {}", diff(&expected, &got)));
            } else if !out.stderr.is_empty() {
                failures.push(format!(
                    "{file}.in: unexpected stderr {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    assert!(count > 0);
    assert!(
        failures.is_empty(),
        "{} of {count} golden cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The curriculum's references agree with the search (see `oracle::solvers::check_references`).
#[test]
fn curriculum_references_agree_with_search() {
    crate::oracle::solvers::check_references();
}

/// The oracle's textbook references agree with its exhaustive search wherever both apply, so a
/// golden file derived from a reference is as trustworthy as one derived from the search.
#[test]
fn oracle_references_agree_with_search() {
    use crate::oracle::problems::{reference as r, search as s};
    let mut piles: Vec<Vec<u64>> = vec![vec![]];
    for len in 1..=3 {
        let mut level = vec![vec![]];
        for _ in 0..len {
            level = level
                .into_iter()
                .flat_map(|p: Vec<u64>| (0..6).map(move |x| [p.clone(), vec![x]].concat()))
                .collect();
        }
        piles.extend(level);
    }
    for p in &piles {
        assert_eq!(r::nim_wins(p), s::nim_wins(p), "{p:?}");
        assert_eq!(
            r::nim_first_winning_move(p),
            s::nim_first_winning_move(p),
            "{p:?}"
        );
        assert_eq!(r::nim_winning_moves(p), s::nim_winning_moves(p), "{p:?}");
        assert_eq!(r::misere_nim_wins(p), s::misere_nim_wins(p), "{p:?}");
        assert_eq!(r::split_wins(p), s::split_wins(p), "{p:?}");
        if p.iter().all(|&x| x < 4) {
            assert_eq!(r::staircase_wins(p), s::staircase_wins(p), "{p:?}");
        }
        for set in [vec![1, 2], vec![2, 5], vec![1, 3, 4]] {
            assert_eq!(
                r::subtraction_wins(&set, p),
                s::subtraction_wins(&set, p),
                "{set:?} {p:?}"
            );
        }
    }
    for a in 0..40 {
        for b in a..40 {
            assert_eq!(r::wythoff_wins(a, b), s::wythoff_wins(a, b), "({a}, {b})");
            assert_eq!(
                r::wythoff_winning_moves(a, b),
                s::wythoff_winning_moves(a, b),
                "({a}, {b})"
            );
        }
    }
    for n in 0..120 {
        for m in 0..30 {
            assert_eq!(r::bash_wins(n, m), s::bash_wins(n, m), "n={n} m={m}");
        }
    }
    for target in 0..50 {
        for step in 0..20 {
            assert_eq!(
                r::auction_bids(target, step),
                s::auction_bids(target, step),
                "{target} {step}"
            );
        }
    }
    for n in 1..150 {
        assert_eq!(
            r::fibonacci_game_wins(n),
            s::fibonacci_game_wins(n),
            "n={n}"
        );
    }
}
