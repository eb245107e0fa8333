//! `cargo xtask sweep`: the exhaustive sweeps that plain `cargo test` samples.
//!
//! - `pattern`: the pattern finder fed every prefix of every rule of the battery
//!   (`tests/oracle/battery/`), one-dimensional lengths 2 to `--to` and two-dimensional
//!   corners 2 × 2 to `--corner`, each claim compared with the rule's own values far beyond
//!   (`--far`). Fails on a wrong claim, a claim on a rule with no simple form, or a rule of
//!   the finder's families not found at its length. `cargo test` runs a sample of lengths.
//! - `tests`: `cargo test` with `IMPARTIAL_FULL=1`, which widens every sampled test to every
//!   case (`tests/util.rs`, `full`).

#[path = "../../tests/oracle/battery/mod.rs"]
#[allow(dead_code)]
mod battery;

#[path = "sweep_generated.rs"]
pub mod generated;

#[path = "sweep_kinds.rs"]
pub mod kinds;

use battery::Claim;
use impartial::pattern::{find, find_grid};

/// The finder as the battery calls it.
fn line_claim(g: &[u64]) -> Option<Claim<u64>> {
    let f = find(g)?;
    let words = f.words();
    Some(Claim {
        words,
        at: Box::new(move |n| f.pattern.at(n)),
    })
}

fn grid_claim(t: &[Vec<u64>]) -> Option<Claim<(u64, u64)>> {
    let f = find_grid(t)?;
    let words = f.words();
    Some(Claim {
        words,
        at: Box::new(move |(a, b)| f.pattern.at(a, b)),
    })
}

/// Runs the sweep: one-dimensional rules split between two threads (the machine's cores).
pub fn sweep(to: usize, far: usize, corner: usize, far2: usize) -> Result<(), String> {
    let started = std::time::Instant::now();
    let lengths: Vec<usize> = (2..=to).collect();
    let corners: Vec<usize> = (2..=corner).collect();
    let count = battery::lines().len();
    let half = count / 2;
    // Each thread builds its own rules (their closures are not shared between threads).
    let (a, b, c) = std::thread::scope(|s| {
        let (lengths, corners) = (&lengths, &corners);
        let a = s.spawn(move || {
            let rules = battery::lines();
            battery::sweep_lines(&rules[..half], lengths, far, &line_claim)
        });
        let c = s
            .spawn(move || battery::sweep_squares(&battery::squares(), corners, far2, &grid_claim));
        let rules = battery::lines();
        let b = battery::sweep_lines(&rules[half..], lengths, far, &line_claim);
        (
            a.join().expect("a sweep thread"),
            b,
            c.join().expect("a sweep thread"),
        )
    });
    let mut faults = String::new();
    let (mut claims, mut tables, mut unseen) = (0, 0, 0);
    for s in [&a, &b, &c] {
        faults += &s.faults();
        claims += s.claims;
        tables += s.tables;
        unseen += s.unseen.len();
    }
    print!("{faults}");
    if std::env::var_os("SWEEP_SETTLED").is_some() {
        for (name, at) in a.settled.iter().chain(&b.settled).chain(&c.settled) {
            match at {
                Some(n) => println!("settled: {name}: from {n}"),
                None => println!("settled: {name}: never"),
            }
        }
    }
    println!(
        "sweep: {} rules, {tables} tables (lengths 2..={to}, corners 2..={corner}), {claims} claims \
         checked to {far} values and {far2} × {far2}, {} faults, {unseen} claims before a change \
         no table shows (docs/patterns.md), {:.1} s",
        count + battery::squares().len(),
        faults.lines().count(),
        started.elapsed().as_secs_f64()
    );
    if faults.is_empty() {
        Ok(())
    } else {
        Err("the pattern sweep found faults (above)".into())
    }
}

/// `IMPARTIAL_FULL=1 cargo test` in the project: every sampled test with every case.
pub fn full_tests(root: &std::path::Path) -> Result<(), String> {
    let started = std::time::Instant::now();
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = std::process::Command::new(cargo)
        .current_dir(root)
        .env("IMPARTIAL_FULL", "1")
        .args(["test", "--quiet"])
        .status()
        .map_err(|e| format!("cargo test: {e}"))?;
    if !status.success() {
        return Err("IMPARTIAL_FULL=1 cargo test failed (above)".into());
    }
    println!(
        "sweep: cargo test with every case (IMPARTIAL_FULL=1) passed, {:.0} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
