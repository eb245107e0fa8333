//! `cargo xtask gen` knows every binary, and what it generates is valid input: each binary reads
//! it with exit code 0 and answers as the oracle does.

#[test]
fn every_bin_has_a_generator_whose_input_the_bin_and_the_oracle_agree_on() {
    let kinds: Vec<&str> = crate::gen::KINDS.iter().map(|k| k.0).collect();
    for bin in crate::util::bins() {
        assert!(kinds.contains(&bin.as_str()), "no generator for {bin}");
        for seed in 0..3 {
            let mut out = impartial::io::Writer::new(Vec::new());
            crate::gen::generate(&bin, 300, seed, &mut out).unwrap();
            out.flush();
            let input = out.get_ref().clone();
            let run = crate::util::run(&bin, &input);
            assert_eq!(
                run.status.code(),
                Some(0),
                "{bin} seed {seed}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
            let want =
                crate::oracle::problems::solve(&bin, &String::from_utf8(input).unwrap()).unwrap();
            let got = String::from_utf8(run.stdout).unwrap();
            assert!(
                got == want,
                "{bin} seed {seed}: {}",
                crate::util::diff(&want, &got)
            );
        }
    }
}

#[test]
fn generation_is_deterministic_per_seed() {
    let make = |seed| {
        let mut out = impartial::io::Writer::new(Vec::new());
        crate::gen::generate("p2252", 1000, seed, &mut out).unwrap();
        out.flush();
        out.get_ref().clone()
    };
    assert_eq!(make(5), make(5));
    assert_ne!(make(5), make(6));
}

#[test]
fn unknown_bin_is_an_error() {
    let mut out = impartial::io::Writer::new(Vec::new());
    let e = crate::gen::generate("p9999", 10, 1, &mut out).unwrap_err();
    assert!(e.starts_with("no generator for bin `p9999`"), "{e}");
}
