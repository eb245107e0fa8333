//! `cargo xtask sweep kinds`: the pattern finder on tables of a few rows (the kinds of a
//! state) nobody showed it (`tests/oracle/battery/kinds.rs`): every width from four columns
//! a row to `--to`, every claim held against the rule's own values to 3 000 columns, every
//! piece of advice ("print at least N columns") followed.

use super::battery::kinds::kinds;
use impartial::pattern::{search_grid, Found, Grid};

/// How far each claim is checked.
const FAR: usize = 3000;

/// Where a claim first differs from `t`.
fn wrong_on(claim: &Found<Grid>, t: &[Vec<u64>]) -> Option<(usize, usize)> {
    (0..t[0].len())
        .flat_map(|b| (0..t.len()).map(move |a| (a, b)))
        .find(|&(a, b)| claim.pattern.at(a as u64, b as u64) != Some(t[a][b]))
}

/// The width an abstention asks for, from its words (`print at least N columns`).
fn asked(line: &str) -> Option<usize> {
    let at = line.rfind("print at least ")?;
    let rest = &line[at + "print at least ".len()..];
    rest.split_whitespace().next()?.parse().ok()
}

#[derive(Default)]
struct Seen {
    tables: usize,
    claims: usize,
    /// Claims of the rows together (`T[a][k(b)]`).
    together: usize,
    unseen: usize,
    faults: Vec<String>,
}

/// One rule: every width, its claims and its advice.
fn sweep_rule(name: &str, t: &[Vec<u64>], unseen: usize, to: usize) -> Seen {
    let mut seen = Seen::default();
    let r = t.len();
    let cut = |c: usize| -> Vec<Vec<u64>> { t.iter().map(|row| row[..c].to_vec()).collect() };
    let mut followed = std::collections::HashSet::new();
    // Widths in a row whose advice was one more column.
    let mut creep = 0;
    for c in 4 * r..=to {
        seen.tables += 1;
        match search_grid(&cut(c)) {
            Ok(found) => {
                seen.claims += 1;
                seen.together += usize::from(matches!(found.pattern, Grid::Kinds { .. }));
                if let Some((a, b)) = wrong_on(&found, t) {
                    if c <= unseen {
                        seen.unseen += 1;
                        continue;
                    }
                    seen.faults.push(format!(
                        "wrong: {name} at {r} × {c}: {} — at ({a}, {b}) it gives {:?}, the rule {}",
                        found.words(),
                        found.pattern.at(a as u64, b as u64),
                        t[a][b]
                    ));
                }
            }
            Err(why) => {
                let Some(n) = asked(&why.line) else { continue };
                creep = if n == c + 1 { creep + 1 } else { 0 };
                if n <= c || creep == 16 {
                    seen.faults
                        .push(format!("stale advice: {name} at {r} × {c}: {}", why.line));
                }
                if n > FAR || n <= unseen || !followed.insert(n) {
                    continue;
                }
                if let Ok(found) = search_grid(&cut(n)) {
                    if let Some((a, b)) = wrong_on(&found, t) {
                        seen.faults.push(format!(
                            "advice: {name} at {r} × {c} asked {n} columns, then claimed {} — wrong at ({a}, {b})",
                            found.words()
                        ));
                    }
                }
            }
        }
    }
    seen
}

/// Runs the sweep over `count` rules from `seed`, widths to `to`, on two threads.
pub fn sweep(count: usize, seed: u64, to: usize) -> Result<(), String> {
    let started = std::time::Instant::now();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let rules = kinds(count, seed);
    let run = || {
        let mut all = Vec::new();
        while let Some(rule) = rules.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
            let t = (rule.values)(FAR);
            all.push(sweep_rule(&rule.name, &t, rule.unseen, to));
        }
        all
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(run);
        let b = run();
        (a.join().expect("a sweep thread"), b)
    });
    let (mut tables, mut claims, mut unseen, mut faults) = (0, 0, 0, Vec::new());
    let mut together = 0;
    for s in a.into_iter().chain(b) {
        together += s.together;
        tables += s.tables;
        claims += s.claims;
        unseen += s.unseen;
        faults.extend(s.faults);
    }
    for f in faults.iter().take(400) {
        println!("{f}");
    }
    println!(
        "kinds sweep: {count} rules (seed {seed}), {tables} tables (widths to {to}), {claims} claims ({together} of the rows together) checked to {FAR} columns: {} faults (wrong claims, advice that led to one, stale advice; {unseen} more wrong claims on tables no wider than a set's largest take), {:.1} s",
        faults.len(),
        started.elapsed().as_secs_f64()
    );
    match faults.is_empty() {
        true => Ok(()),
        false => Err(format!("{} faults", faults.len())),
    }
}
