//! `cargo xtask sweep generated`: the pattern finder on rules nobody showed it
//! (`tests/oracle/battery/generated.rs`), every prefix of each table from 2 values to `--to`,
//! every claim held against the rule's own values to 6 000, and every piece of advice
//! ("print at least N values") followed: the finder is fed the N values it asked for, and a
//! wrong claim there is the advice's fault. Prints the faults and a count by kind of rule.

use super::battery::generated::{furlo_and_rublo, generated, Twin, FAR};
use impartial::pattern::{search, Found, Line};

/// What one rule's sweep saw.
#[derive(Default)]
struct Seen {
    tables: usize,
    claims: usize,
    wrong: Vec<String>,
    /// Wrong claims on tables that do not reach a change no table before it shows.
    unseen: usize,
    /// Wrong claims right for one of the rule's twins at the table's length (its reach
    /// frozen there).
    twin: usize,
    advice: Vec<String>,
    /// Advice that named a length no longer than the table it was given.
    stale: Vec<String>,
    /// A closed form of the grammar not found at the length that should decide it.
    missed: Vec<String>,
}

/// The length an abstention asks for, from its words (`print at least N values`).
fn asked(line: &str) -> Option<usize> {
    let at = line.rfind("print at least ")?;
    let rest = &line[at + "print at least ".len()..];
    rest.split_whitespace().next()?.parse().ok()
}

/// How many tables in a row may each ask for one more value.
const CREEP: usize = 16;

/// Where a claim first differs from `g`.
fn wrong_on(claim: &Found<Line>, g: &[u64]) -> Option<usize> {
    (0..g.len()).find(|&n| claim.pattern.at(n as u64) != Some(g[n]))
}

fn sweep_rule(
    name: &str,
    g: &[u64],
    to: usize,
    unseen: Option<usize>,
    twin: Option<&Twin>,
) -> Seen {
    let mut seen = Seen::default();
    let wrong_at = |claim: &Found<Line>| wrong_on(claim, g);
    // Right for the twin that agrees with the first `len` values.
    let twin_right = |claim: &Found<Line>, len: usize| {
        twin.is_some_and(|t| {
            t(len, g.len())
                .iter()
                .any(|h| h[..len] == g[..len] && wrong_on(claim, h).is_none())
        })
    };
    let mut advice_checked = std::collections::HashSet::new();
    // Lengths in a row whose advice was one more value: advice that creeps decides nothing.
    let mut creep = 0;
    for len in 2..=to.min(g.len()) {
        seen.tables += 1;
        let found = search(&g[..len]);
        match &found {
            Err(why) if asked(&why.line) == Some(len + 1) => creep += 1,
            _ => creep = 0,
        }
        if creep == CREEP {
            seen.stale.push(format!(
                "{name} at {len} values: one more value asked {CREEP} times in a row"
            ));
        }
        match found {
            Ok(found) => {
                seen.claims += 1;
                if let Some(n) = wrong_at(&found) {
                    if unseen.is_some_and(|u| len <= u) {
                        seen.unseen += 1;
                        continue;
                    }
                    if twin_right(&found, len) {
                        seen.twin += 1;
                        continue;
                    }
                    seen.wrong.push(format!(
                        "{name} at {len} values: {} — at {n} it gives {:?}, the rule {}",
                        found.words(),
                        found.pattern.at(n as u64),
                        g[n]
                    ));
                }
            }
            Err(why) => {
                let Some(n) = asked(&why.line) else { continue };
                if n <= len {
                    seen.stale
                        .push(format!("{name} at {len} values: asks {n}: {}", why.line));
                    continue;
                }
                if n > g.len() || !advice_checked.insert(n) {
                    continue;
                }
                if let Ok(found) = search(&g[..n]) {
                    if unseen.is_some_and(|u| n <= u) || twin_right(&found, n) {
                        continue;
                    }
                    if let Some(m) = wrong_at(&found) {
                        seen.advice.push(format!(
                            "{name} at {len} values asked {n}, then claimed {} — wrong at {m}",
                            found.words()
                        ));
                    }
                }
            }
        }
    }
    seen
}

/// Runs the sweep over `count` rules from `seed`, each prefix to `to`, on two threads that
/// take the rules in turn as they finish.
pub fn sweep(count: usize, seed: u64, to: usize) -> Result<(), String> {
    let started = std::time::Instant::now();
    // The next rule to sweep, shared by the two threads (a rule's cost varies a hundredfold).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let run = || {
        let rules = generated(count, seed);
        let mut all = Vec::new();
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let (rule, twin) = match rules.get(i) {
                Some(r) => r,
                None => break,
            };
            let g = (rule.values)(FAR);
            let unseen = match rule.expect {
                super::battery::Expect::Unseen(u) => Some(u),
                _ => None,
            };
            let mut seen = sweep_rule(rule.name, &g, to, unseen, twin.as_ref());
            if let super::battery::Expect::Found(at) = rule.expect {
                if search(&g[..at]).is_err() {
                    seen.missed
                        .push(format!("{}: none found in {at} values", rule.name));
                }
            }
            all.push(seen);
        }
        all
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(run);
        // This thread's share first: joining first would leave it idle.
        let b = run();
        (a.join().expect("a sweep thread"), b)
    });
    let (mut tables, mut claims) = (0, 0);
    let (mut wrong, mut advice, mut stale, mut missed) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut rules_wrong, mut unseen, mut twins) = (0, 0, 0);
    for s in a.into_iter().chain(b) {
        unseen += s.unseen;
        twins += s.twin;
        tables += s.tables;
        claims += s.claims;
        rules_wrong += usize::from(!s.wrong.is_empty());
        wrong.extend(s.wrong);
        advice.extend(s.advice);
        stale.extend(s.stale);
        missed.extend(s.missed);
    }
    let show = |what: &str, list: &[String]| {
        for x in list.iter().take(400) {
            println!("{what}: {x}");
        }
    };
    // Wrong claims by rule: how many, and the first.
    let mut by_rule: Vec<(String, usize, String)> = Vec::new();
    for w in &wrong {
        let rule = w.split(" at ").next().unwrap_or("").to_string();
        match by_rule.last_mut() {
            Some((r, k, _)) if *r == rule => *k += 1,
            _ => by_rule.push((rule, 1, w.clone())),
        }
    }
    for (_, k, first) in &by_rule {
        println!("wrong ×{k}: {first}");
    }
    show("advice", &advice);
    show("missed", &missed);
    show("stale advice", &stale);
    println!(
        "generated sweep: {count} rules (seed {seed}), {tables} tables (lengths 2..={to}), {claims} claims checked to {FAR} values: {} wrong claims on {rules_wrong} rules ({unseen} more before a subtraction set's large take, {twins} more right for a twin: the rule changing no more past the table, its reach frozen or its growing set cut there), {} pieces of advice that led to a wrong claim, {} that asked for no more than the table or one more value again and again, {} closed forms of the grammar not found by their length, {:.1} s",
        wrong.len(),
        advice.len(),
        stale.len(),
        missed.len(),
        started.elapsed().as_secs_f64()
    );
    if wrong.is_empty() && advice.is_empty() && stale.is_empty() && missed.is_empty() {
        Ok(())
    } else {
        Err("the generated sweep found faults (above)".into())
    }
}

/// Codeforces 255E's table at every length from 2 to `to`, each claim checked on 60 000
/// values (its values change at 50 625 next): no claim may be wrong, and no advice may lead
/// to one.
pub fn furlo(to: usize) -> Result<(), String> {
    let started = std::time::Instant::now();
    let g = furlo_and_rublo(60_000);
    let seen = sweep_rule("Codeforces 255E", &g, to, None, None);
    for w in seen
        .wrong
        .iter()
        .chain(&seen.advice)
        .chain(&seen.stale)
        .take(40)
    {
        println!("{w}");
    }
    println!(
        "Codeforces 255E: {} tables (lengths 2..={to}), {} claims, {} wrong, {} pieces of advice that led to a wrong claim, {:.1} s",
        seen.tables,
        seen.claims,
        seen.wrong.len(),
        seen.advice.len(),
        started.elapsed().as_secs_f64()
    );
    match seen.wrong.is_empty() && seen.advice.is_empty() && seen.stale.is_empty() {
        true => Ok(()),
        false => Err("Codeforces 255E: faults (above)".into()),
    }
}
