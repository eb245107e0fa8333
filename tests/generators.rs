//! `cargo xtask gen` knows every binary, and what it makes is valid input: each binary reads it
//! with exit code 0 and answers as the oracle does, within the judge's limits and beyond them.

#[test]
fn every_bin_has_a_generator_whose_input_the_bin_and_the_oracle_agree_on() {
    let bins = crate::util::bins();
    for g in crate::inputs::generators() {
        assert!(
            bins.iter().any(|b| b == g.bin),
            "a generator for {}, which is no bin",
            g.bin
        );
    }
    let work: Vec<(String, u64, bool)> = bins
        .iter()
        .enumerate()
        .flat_map(|(i, b)| {
            // Four seeds (two wide) in the sweeps; one in plain `cargo test`, wide for every
            // other bin.
            let seeds = crate::util::scale(i as u64 % 2..i as u64 % 2 + 1, 0..4);
            seeds.map(move |seed| (b.clone(), seed, seed % 2 == 1))
        })
        .collect();
    let failures = crate::util::parallel(&work, |(bin, seed, wide)| {
        let mut input = Vec::new();
        // About 300 numbers in the sweeps, 60 in plain `cargo test` (the oracle is slow).
        let n = crate::util::scale(60, 300);
        if let Err(e) = crate::inputs::generate(bin, n, *seed, *wide, &mut input) {
            return Some(e);
        }
        let run = crate::util::run(bin, &input);
        if run.status.code() != Some(0) {
            let err = String::from_utf8_lossy(&run.stderr);
            return Some(format!("{bin} seed {seed} wide {wide}: {err}"));
        }
        let want = crate::oracle::problems::solve(bin, &String::from_utf8(input).unwrap())?;
        let got = String::from_utf8(run.stdout).unwrap();
        (got != want).then(|| format!("{bin} seed {seed}: {}", crate::util::diff(&want, &got)))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn generation_is_deterministic_and_bounded() {
    let make = |bin: &str, seed, wide| {
        let mut out = Vec::new();
        crate::inputs::generate(bin, 1000, seed, wide, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    // Every generator: a seed fixes the input, byte for byte.
    for bin in crate::util::bins() {
        for wide in [false, true] {
            assert_eq!(
                make(&bin, 5, wide),
                make(&bin, 5, wide),
                "{bin}, wide {wide}"
            );
        }
    }
    assert_ne!(make("p2252", 5, false), make("p2252", 6, false));
    // Within P1247's limits (piles from 1 to 10^9) unless wide.
    let piles: Vec<u64> = make("p1247", 1, false)
        .split_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect();
    assert!(piles.len() == 1000 && piles.iter().all(|&p| (1..=1_000_000_000).contains(&p)));
    let wide = make("p1247", 1, true);
    assert!(wide
        .split_whitespace()
        .skip(1)
        .any(|t| t.parse::<u64>().unwrap() > 1_000_000_000));
}

#[test]
fn unknown_bin_is_an_error() {
    let e = crate::inputs::generate("p9999", 10, 1, false, &mut Vec::new()).unwrap_err();
    assert!(e.starts_with("no generator for bin `p9999`"), "{e}");
}

/// Bins whose statement caps the numbers of one input below what the test asks for, with the
/// most it allows, worked out from the statement line of the bin's generator (`abc354e`:
/// N ≤ 18 cards of two numbers and N; `p2594`: the boards are letters, 2 numbers each and T).
const CAPPED: &[(&str, u64)] = &[
    ("abc059d", 2),
    ("abc206f", 1 + 20 * 201),
    ("abc354e", 1 + 2 * 18),
    ("acwing893", 2 + 2 * 100),
    ("acwing894", 1 + 100),
    ("agc010f", 1 + 3000 + 2 * 2999),
    ("cf786a", 1 + 2 * 7000),
    ("arc091f", 1 + 2 * 200),
    ("boj9655", 1),
    ("boj9656", 1),
    ("boj9658", 1),
    ("boj9659", 1),
    ("boj9662", 2 + 22),
    ("boj11867", 2),
    ("boj11694", 1 + 100),
    ("boj11717", 2),
    ("boj3754", 1 + 474 * 48),
    ("boj2600", 13),
    ("boj9657", 1),
    ("boj9660", 1),
    ("boj9661", 1),
    ("boj11868", 1 + 100),
    ("boj11869", 1 + 100),
    ("boj11871", 1 + 100),
    ("boj11872", 1 + 100),
    ("boj13034", 1),
    ("boj16895", 1 + 1000),
    ("cf1147c", 1 + 50),
    ("cf1194d", 1 + 2 * 100),
    ("cf1396b", 1 + 100 * 101),
    ("cf850c", 1 + 100),
    ("cses1729", 2 + 100),
    ("dp_k", 2 + 100),
    ("hr_a_chessboard_game_1", 1 + 2 * 225),
    ("hr_alice_and_bobs_silly_game", 1 + 1000),
    ("hr_chessboard_game_again_1", 1 + 1000 * 2001),
    ("hr_deforestation_1", 1 + 100 * 999),
    ("hr_kitty_and_katty", 1 + 100),
    ("hr_the_prime_game", 1 + 10 * 10_001),
    ("hr_tower_breakers_again_1", 1 + 200 * 101),
    ("hr_zero_move_nim", 1 + 10 * 11),
    ("hr_powers_game_1", 1 + 1_000_000),
    ("hr_stone_division", 2 + 10),
    ("hr_stone_piles", 1 + 50 * 51),
    ("hr_permutation_game", 1 + 100 * 16),
    ("hr_bob_and_ben", 1 + 100 + 2_000_000),
    ("hr_vertical_rooks", 1 + 10 * 4001),
    ("hr_benders_play", 3 + 2_000_000 + 100_000 * 101),
    ("hr_newyear_game", 1 + 100 * 2001),
    ("hr_digits_square_board_1", 1 + 10 * 901),
    ("hr_move_the_coins", 2 + 5 * 50_000),
    ("hr_fun_game_1", 1 + 10 * 2001),
    ("hr_tower_breakers_the_final_battle_1", 1 + 100),
    ("hr_half", 1 + 1_000_000),
    ("hr_chocolate_game", 1 + 100_000),
    ("hr_taste_of_win", 2),
    ("hr_simple_game", 3),
    ("hr_stone_division_2", 1 + 10 * 1002),
    ("hr_tower_breakers_revisited_1", 1 + 100 * 101),
    ("hr_chocolate_in_box", 1 + 1_000_000),
    ("hr_game_of_stones_1", 1 + 100),
    ("hr_misere_nim_1", 1 + 100 * 101),
    ("hr_nim_game_1", 1 + 100 * 101),
    ("hr_nimble_game_1", 1 + 10_000 * 101),
    ("hr_poker_nim_1", 1 + 100 * 102),
    ("hr_tower_breakers_1", 1 + 2 * 1000),
    ("kattis_bachetsgame", 100 * 12),
    ("p10507", 1 + 20 * 1001),
    ("p2490", 3),
    ("p2594", 1 + 2 * 50),
    ("p3179", 2 + 100 * 101),
    ("p3185", 1 + 10 * 22),
    ("p3235", 2 + 99 * 100),
    ("p3480", 1 + 10 * 1001),
    ("p4101", 1 + 2 * 100),
    ("cf1373b", 1 + 1000),
    ("cf1104b", 1),
    ("abc048d", 1),
    ("cf276b", 1),
    ("cf1220c", 1),
    ("cf1704f", 1 + 2 * 10_000),
    ("cf317d", 1),
    ("cf346a", 101),
    ("cf1190c", 3),
    ("abc278f", 17),
    ("agc016f", 2 + 2 * 105),
    ("cf39e", 3),
    ("cf120e", 101),
    ("cf36d", 42),
    ("abc027c", 1),
    ("cf305e", 1),
    ("cf335c", 2 + 2 * 100),
    ("cf197a", 3),
];

/// Bins whose input is words, not numbers: sized by their tokens, and their range is the
/// words' length, which the worst input reaches by its own check in `tests/statement`.
const WORDS: &[&str] = &[
    "cf1373b", "cf1104b", "abc048d", "cf276b", "cf1220c", "cf1704f", "cf1190c", "abc209e",
    "abc278f",
];

/// Bins whose largest numbers are counts or vertex labels, which grow with the numbers asked
/// for rather than reach the statement's largest at 20 000 of them.
const LABELS: &[&str] = &[
    "typical90_ae",
    "agc033c",
    "boj16879",
    "agc017d",
    "boj16889",
    "cf768e",
    "cses1729",
    "dp_k",
    "hdu3094",
    "p6560",
    "hr_benders_play",
    "hr_move_the_coins",
    "cf1033c",
];

/// The count of numbers and the largest (as a float: some are 100 digits long) of an input.
fn measure(input: &[u8]) -> (u64, f64) {
    let text = String::from_utf8_lossy(input);
    let numbers = text
        .split_ascii_whitespace()
        .filter_map(|t| t.parse::<f64>().ok());
    numbers.fold((0, 0.0), |(count, top), v| (count + 1, f64::max(top, v)))
}

#[test]
fn generators_grow_with_n_and_reach_the_statements_range() {
    let bins = crate::util::bins();
    let failures = crate::util::parallel(&bins, |bin| {
        let make = |n: u64| {
            let mut input = Vec::new();
            crate::inputs::generate(bin, n, 3, false, &mut input).map(|()| {
                match WORDS.contains(&bin.as_str()) {
                    true => (
                        String::from_utf8_lossy(&input)
                            .split_ascii_whitespace()
                            .count() as u64,
                        0.0,
                    ),
                    false => measure(&input),
                }
            })
        };
        let mut worst = Vec::new();
        if let Err(e) = crate::inputs::generate_worst(bin, 2, 1, &mut worst) {
            return Some(e);
        }
        let (_, range) = measure(&worst);
        let cap = CAPPED.iter().find(|(b, _)| b == bin).map(|&(_, c)| c);
        let mut problems = Vec::new();
        for n in [2_000u64, 20_000] {
            let (count, top) = match make(n) {
                Ok(m) => m,
                Err(e) => return Some(e),
            };
            // About n numbers: at least half (or the statement's cap), at most twice.
            let least = cap.map_or(n / 2, |c| c.min(n) / 2);
            if count < least || count > 2 * n + 16 {
                problems.push(format!("gen {bin} {n}: {count} numbers"));
            }
            // At large n, values across at least half of the statement's range (the largest
            // value of the worst input, which the statement checker accepts).
            let words = WORDS.contains(&bin.as_str());
            if n == 20_000 && top < range / 2.0 && !LABELS.contains(&bin.as_str()) && !words {
                problems.push(format!(
                    "gen {bin} {n}: values up to {top}, the statement's {range}"
                ));
            }
        }
        (!problems.is_empty()).then(|| problems.join("; "))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
