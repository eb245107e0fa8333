//! Octal games against the definition, search and the published tables.

use super::*;
use crate::oracle::atcoder::card_row;

#[test]
fn parses_codes() {
    assert_eq!(Octal::parse("0.07").unwrap().digit(2), 7);
    assert_eq!(Octal::parse(".137").unwrap().digit(3), 7);
    assert_eq!(Octal::parse("4.7").unwrap().digit(0), 4);
    for bad in ["0.9", "1.07", "07", "0.0x", "0.07.1"] {
        assert_eq!(Octal::parse(bad), None, "{bad}");
    }
}

#[test]
fn rows_of_cards_match_search() {
    // A 7 in place k for each k in l..=r: take l to r consecutive cards of a row.
    for l in 1..=3u32 {
        for r in l..=4 {
            let mut digits = vec![0; r as usize + 1];
            digits[l as usize..].fill(7);
            let g = Octal::from_digits(digits).values(12);
            for n in 0..=12u32 {
                let mut game = card_row(n, l, r);
                assert_eq!(
                    u64::from(g[n as usize]),
                    game.grundy(&((1 << n) - 1)),
                    "{l}..{r} {n}"
                );
            }
        }
    }
}

#[test]
fn published_values() {
    // Dawson's Kayles 0.07 (Winning Ways, ch. 4; OEIS A002187): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4.
    let g = Octal::parse("0.07").unwrap().values(14);
    assert_eq!(g, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4]);
}

#[test]
fn the_engine_matches_the_definition() {
    // Games with and without a sparse space, splits with and without removal, and random
    // codes of one to four digits (a fixed generator: the same codes every run), each to
    // 10^4 heaps against `plain_values`, which tries every option.
    let mut codes: Vec<String> = [
        "0.56", "0.127", "0.77", "0.6", "4.7", "0.4", "0.15", "4.07", "0.1777", "0.167", "0.007",
    ]
    .map(String::from)
    .to_vec();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |m: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % m
    };
    for _ in 0..12 {
        let head = ["0", "4"][usize::from(next(5) == 0)];
        let digits: String = (0..1 + next(4))
            .map(|_| char::from(b'0' + next(8) as u8))
            .collect();
        codes.push(format!("{head}.{digits}"));
    }
    assert_eq!(codes.len(), 23);
    // The random codes to 2 000 heaps in plain `cargo test`, 10^4 in the sweeps.
    for (i, code) in codes.iter().enumerate() {
        let n = if i < 11 || crate::oracle::full() {
            10_000
        } else {
            2_000
        };
        let game = Octal::parse(code).unwrap();
        assert_eq!(game.values(n), game.plain_values(n), "{code}");
    }
}

#[test]
fn published_periods() {
    // (code, period, last exceptional heap + 1): Winning Ways, ch. 4 (pp. 89-104) and the
    // OEIS entries named, whose "last exception at n" is q - 1.
    let table = [
        ("0.77", 12, 71),     // Kayles, A002186: last exception at 70
        ("0.137", 34, 52),    // Dawson's chess, A002187: exceptions 0, 14, 16, 17, 31, 34, 51
        ("0.07", 34, 53),     // Dawson's Kayles: A002187 shifted by one heap
        ("0.115", 14, 1),     // A125829: the only exception at 0
        ("0.141", 11, 14),    // A125912: last exception at 13
        ("0.176", 8, 24),     // A125920: last exception at 23
        ("0.177", 20, 497),   // A071435: last exception at 496
        ("0.1377", 24, 141),  // A071434: last exception at 140
        ("0.11377", 32, 187), // A071452: last exception at 186
        ("0.127", 4, 46578),  // A071464 (Gangolli and Plambeck): last exception at 46577
    ];
    for (code, p, q) in table {
        let game = Octal::parse(code).unwrap();
        let found = Periodic::of(&game, 200_000).unwrap().period();
        assert_eq!((found.period, found.preperiod), (p, q), "{code}");
        assert!(found.checked_to >= found.needs(game.max_removal()));
    }
}

#[test]
fn the_period_of_0_56() {
    // A071436 (Gangolli and Plambeck; Winning Ways, 2nd ed., p. 102): period 144, "last
    // exception at n = 326637". The values here (checked against `plain` up to 653569 in
    // release, docs/octal.md) put the last heap with G(n) != G(n + 144) at 326639.
    let game = Octal::parse("0.56").unwrap();
    let found = Periodic::of(&game, 1_000_000).unwrap().period();
    assert_eq!((found.period, found.preperiod), (144, 326_640));
    assert_eq!(found.checked_to, 2 * 326_640 + 2 * 144 + 2 - 1);
}

#[test]
fn the_long_published_periods() {
    // (code, period, preperiod) from the published tables (Flammenkamp's octal-game pages;
    // Gangolli and Plambeck 1989 for 0.56 and 0.127, see `the_period_of_0_56`): each proven
    // here from the values the theorem needs, up to 653 569 of them.
    let table = [
        ("0.45", 20, 498),
        ("0.156", 349, 3479),
        ("0.356", 142, 7315),
        ("0.644", 442, 3256),
        ("0.165", 1550, 5181),
        ("0.16", 149_459, 105_351),
        ("0.56", 144, 326_640),
        ("0.127", 4, 46_578),
    ];
    for (code, p, q) in table {
        let game = Octal::parse(code).unwrap();
        let found = Periodic::of(&game, 1 << 21).unwrap().period();
        assert_eq!((found.period, found.preperiod), (p, q), "{code}");
        let needs = 2 * q + 2 * p + game.max_removal() - 1;
        assert!(found.checked_to >= needs, "{code}");
    }
}

#[test]
fn a_period_is_not_proven_before_the_theorem_allows() {
    let kayles = Octal::parse("0.77").unwrap();
    let t = kayles.max_removal();
    // One value short of what the theorem needs: seen, not proven.
    let (seen, _) = Periodic::of(&kayles, 2 * 71 + 2 * 12 + t - 2).unwrap_err();
    let seen = seen.unwrap();
    assert_eq!((seen.period, seen.preperiod), (12, 71));
    let p = Periodic::of(&kayles, 2 * 71 + 2 * 12 + t - 1)
        .unwrap()
        .period();
    assert_eq!(
        (p.period, p.preperiod, p.checked_to),
        (12, 71, 2 * 71 + 2 * 12 + t - 1)
    );
    let p = Periodic::of(&kayles, 1 << 20).unwrap();
    let g = kayles.values(3000);
    for n in 0..3000u64 {
        assert_eq!(p.grundy(n), g[n as usize], "{n}");
    }
    assert_eq!(p.grundy(u64::MAX), p.grundy(u64::MAX - 12));
}

#[test]
fn codes_and_subtraction_games() {
    for code in ["0.77", "4.7", "0.137", "4.0", "0.0", "0.030033"] {
        assert_eq!(Octal::parse(code).unwrap().code(), code);
    }
    assert_eq!(Octal::parse(".07").unwrap().code(), "0.07");
    assert_eq!(Octal::parse("0.0700").unwrap().code(), "0.07");
    // Take 2, 5 or 6 against the definition: G(n) = mex of G(n - s).
    let game = Octal::subtraction(&[2, 5, 6]);
    let g = game.values(300);
    for n in 0..=300 {
        let options: Vec<u32> = [2, 5, 6]
            .iter()
            .filter(|&&s| s <= n)
            .map(|s| g[n - s])
            .collect();
        let mex = (0..).find(|v| !options.contains(v)).unwrap();
        assert_eq!(g[n], mex, "{n}");
    }
    // Not {3, 6, 7}, which 0.0030033 is.
    assert_ne!(Octal::parse("0.0030033").unwrap().values(300), g);
}

#[test]
fn a_table_of_any_game_is_observed_never_proven() {
    // A table of values computed here (take 2, 5 or 6, by the definition), not by an
    // octal game's engine: `Observed` extends the period it shows, and no type of it
    // claims a proof (only `Periodic`, which computes an octal game itself, does).
    let mut g = vec![0u32; 600];
    for n in 1..600 {
        let options: Vec<u32> = [2, 5, 6]
            .iter()
            .filter(|&&s| s <= n)
            .map(|s| g[n - s])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let seen = Observed::of(&g).unwrap();
    let p = seen.period();
    assert_eq!((p.period, p.preperiod, p.checked_to), (11, 0, 599));
    for (n, &v) in g.iter().enumerate() {
        assert_eq!(seen.grundy(n as u64), v);
    }
    assert_eq!(seen.grundy(1 << 40), g[(1usize << 40) % 11]);
}

#[test]
fn codes_match_search() {
    for code in [
        "0.07", "0.77", "0.137", "4.7", "0.6", "0.15", "4.07", "0.4", "0.33",
    ] {
        let game = Octal::parse(code).unwrap();
        let g = game.values(11);
        assert_eq!(game.plain_values(11), g, "{code}");
        let mut search = crate::oracle::curriculum::octal_heaps(game.digits.clone());
        for n in 0..=11u64 {
            let want = if n == 0 { 0 } else { search.grundy(&vec![n]) };
            assert_eq!(u64::from(g[n as usize]), want, "{code} {n}");
        }
    }
}

#[test]
fn the_plain_proof_finds_the_engines_periods() {
    // `Periodic::plain` (a judge's bundle) against `Periodic::of` (the engine): the same proven
    // period and the same values, for games with and without splits.
    for code in [
        "0.77", "0.07", "0.137", "0.115", "0.141", "0.176", "4.07", "0.3",
    ] {
        let game = Octal::parse(code).unwrap();
        let (plain, full) = (
            Periodic::plain(&game, 1 << 13).unwrap(),
            Periodic::of(&game, 1 << 13).unwrap(),
        );
        assert_eq!(plain.period(), full.period(), "{code}");
        for n in [0, 1, 100, 1000, 1 << 40, u64::MAX] {
            assert_eq!(plain.grundy(n), full.grundy(n), "{code} at {n}");
        }
    }
    // No period within the values allowed: None, as `of` gives Err.
    let grundy_like = Octal::parse("0.6").unwrap();
    assert!(Periodic::plain(&grundy_like, 2048).is_none());
    assert!(Periodic::of(&grundy_like, 2048).is_err());
}
