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
        .flat_map(|b| (0..4).map(move |seed| (b.clone(), seed, seed % 2 == 1)))
        .collect();
    let failures = crate::util::parallel(&work, |(bin, seed, wide)| {
        let mut input = Vec::new();
        if let Err(e) = crate::inputs::generate(bin, 300, *seed, *wide, &mut input) {
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
