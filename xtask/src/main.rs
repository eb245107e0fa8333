//! Project tasks, run as `cargo xtask …` (an alias in `.cargo/config.toml`). See [`USAGE`].
//!
//! Errors (an unknown bin, bad arguments) print one line `xtask: error: …` and exit with code 2.

mod bundle;
mod cases;
mod inputs;
mod interact;
mod judges;
mod layout;
mod limits;
mod measure;
mod new;
mod octal;
mod old_run;
mod pattern_check;
mod race;
mod sweep;
mod toolchain;
mod wine;
mod wine_run;

use cargo_impartial::output;
use std::io::Write;
use std::path::Path;
use std::process::exit;

const USAGE: &str = "\
cargo xtask: tasks of the impartial project

Usage:
  cargo xtask bundle <bin | path/to/solution.rs | --whole> [--out FILE]
      One std-only source file of <bin>, or of your own solution that uses impartial::…,
      for an online judge (stdout, or FILE); --whole: the whole library as one module.
  cargo xtask judges
      Every bundle on the judges' compilers that rustup has here (1.56, 1.59, 1.70, 1.75,
      1.85, 1.89, and stable for Windows), built by 1.56 and 1.59 and run on its golden
      files, and, with MinGW and Wine, run as a Windows program on its golden files and
      hostile rows; says what ran and what was skipped. `cargo test` checks stable.
  cargo xtask gen <bin> <n> [--seed S] [--wide] [--force]
  cargo xtask gen <bin> --worst [--seed S]
      A valid input for <bin> with about <n> numbers, within the problem's limits
      (--wide: across everything the bin accepts). Deterministic for a seed (default 1).
      --worst: the largest input the judge allows, shaped to be the hardest for <bin>.
      More than 51 130 563 numbers (1 GiB at 21 bytes a number) needs --force.
  cargo xtask limits [BIN...] [--judge] [--runs N] [--markdown FILE]
      Every bin (or those named) on its --worst input: CPU time (median of N runs, default
      5) against the judge's time limit, peak memory, and the ratio to a program that only
      reads the same input (xtask/peers/read_only.rs). --judge runs the bundles compiled as
      each judge compiles them; --markdown writes the table to FILE (docs/limits.md).
  cargo xtask race [--runs N] [--judge] [--plot FILE.svg] [RACE...]
      Races the project's binaries against peers written in this repository (a C++ getchar
      reader when g++ is there, idiomatic Rust): CPU time, wall time, peak memory, and median
      ratios of paired runs. --judge races the bundles compiled as Luogu compiles them;
      --plot draws CPU time against input size (10^4 to 10^8 numbers) into an SVG file.
  cargo xtask interact abc278g <N> <L> <R> [--seed S]
  cargo xtask interact cf1934d2 <N> [--seed S]
  cargo xtask interact abc398e <N> [--seed S]   (a random tree of N vertices)
      Plays the interactive <bin> (release build) against a local judge that answers with
      random legal moves, and prints the transcript (> judge, < program), who won and the
      program's CPU time.
  cargo xtask octal bench [--runs N]
      The octal engine on the tasks of docs/octal.md (0.56, 0.6 and Grundy's game to 10^7
      heaps, 0.007 to 3*10^5, 0.376 proven): median CPU time of N runs (default 1), peak
      memory and bytes a value, against each task's goal.
  cargo xtask octal record
      The long published periods, too long for cargo test, proven again by the explorer:
      0.376, 0.354 and 0.1777 (about 1.5 minutes of CPU and 1 GB for 0.1777).
  cargo xtask new <bin>
      Adds a problem: bins/<judge>/<bin>.rs and .txt, its [[bin]], testdata/<judge>/<bin>/, its rows in the
      oracle, generator and hostile-case tables and in docs/catalogue.md (see CONTRIBUTING.md).
  cargo xtask sweep [pattern | tests] [--to N] [--far N] [--corner K] [--far2 K]
      The exhaustive sweeps that plain `cargo test` samples (CI runs both). pattern: the
      pattern finder fed every prefix (lengths 2 to N, default 1200; corners 2 x 2 to K x K,
      default 64) of every rule of tests/oracle/battery/, each claim compared with the
      rule's values to --far (6000) and --far2 x --far2 (160); fails on a wrong claim, a
      claim where no simple form is known, or a rule of the families not found. tests:
      `cargo test` with IMPARTIAL_FULL=1: 300 hostile inputs a bin, every golden file
      re-derived by the oracle, four respacings and generator seeds a bin, every mutated
      bin bundled, every SAFETY comment read. Without a word, both, and the three below
      (generated: 2000 rules, seed 7, to 400; furlo; kinds: 300 rules, seed 7, to 200).
  cargo xtask sweep generated [--rules N] [--seed S] [--to N]
      The pattern finder on rules nobody wrote down (tests/oracle/battery/generated.rs:
      subtraction sets, octal codes, take-up-to-f(n) rules, closed forms of the grammar;
      every length 2 to --to; default 2000 rules, seed 1, to 1200): fails on a wrong claim, advice
      that led to one, advice that creeps, or a closed form of the grammar not found.
  cargo xtask sweep furlo
      Codeforces 255E's Grundy values at every table length to 7000: fails on any claim.
  cargo xtask sweep kinds [--rules N] [--seed S] [--to N]
      The pattern finder on tables of a few rows, a state's kinds (tests/oracle/battery/
      kinds.rs: the last move's class, whose turn, a counter; default 300 rules, seed 1,
      every width from 4 columns a row to 200): fails on a wrong claim, advice that led to
      one, or advice that asks for no wider a table.
  cargo xtask --help
      This text.
";

/// The generated sweep `cargo xtask sweep` runs (and CI): rules, seed, table lengths to.
const GENERATED: (usize, u64, usize) = (2000, 7, 400);

/// The few-row sweep `cargo xtask sweep` runs (and CI): rules, seed, widths to.
const KINDS: (usize, u64, usize) = (300, 7, 200);

fn fail(message: &str) -> ! {
    eprintln!("xtask: error: {message}");
    exit(2)
}

/// Removes `--name VALUE` from `args` and returns VALUE.
fn option(args: &mut Vec<String>, name: &str) -> Option<String> {
    let i = args.iter().position(|a| a == name)?;
    if i + 1 >= args.len() {
        fail(&format!("{name} needs a value"));
    }
    let value = args.remove(i + 1);
    args.remove(i);
    if args.iter().any(|a| a == name) {
        fail(&format!("{name} given twice"));
    }
    Some(value)
}

/// Removes `--name` from `args`; whether it was there.
fn flag(args: &mut Vec<String>, name: &str) -> bool {
    let before = args.len();
    args.retain(|a| a != name);
    args.len() < before
}

/// A number argument.
fn number(text: &str, what: &str) -> u64 {
    text.parse()
        .unwrap_or_else(|_| fail(&format!("{what} must be a whole number, not {text:?}")))
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ is inside the project");
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let task = if args.is_empty() {
        String::new()
    } else {
        args.remove(0)
    };
    let usage = || -> ! { fail("usage: see `cargo xtask --help`") };
    // `cargo xtask TASK --help` too: the usage of every task, exit 0.
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return;
    }
    match task.as_str() {
        "--help" | "-h" | "help" => {
            print!("{USAGE}");
        }
        "bundle" => {
            let out = option(&mut args, "--out");
            let whole = flag(&mut args, "--whole");
            // Checked before any work: a regular file or a link to one, never the source.
            let target = out.as_deref().map(|path| {
                let target = output::check("--out", path).unwrap_or_else(|e| fail(&e));
                if let Some(src) = args.first().filter(|a| a.ends_with(".rs")) {
                    output::distinct(&[("--out", path)], &[("the source", src)])
                        .unwrap_or_else(|e| fail(&e));
                }
                target
            });
            let text: String = if whole && args.is_empty() {
                bundle::whole(root).unwrap_or_else(|e| fail(&e))
            } else if let ([bin], false) = (args.as_slice(), whole) {
                bundle::bundle(root, bin).unwrap_or_else(|e| fail(&e))
            } else {
                fail("usage: see `cargo xtask --help`")
            };
            let bin: &str = args.first().map_or("", String::as_str);
            // A bundle its judge would refuse for its size is refused here too.
            if let Some(judge) = bundle::judge_of(bin) {
                match cargo_impartial::judges::check(judge, text.len()) {
                    Ok(Some(note)) => eprintln!("note: {note}"),
                    Ok(None) => {}
                    Err(e) => fail(&format!("{bin}: {e}")),
                }
            }
            match (out, target) {
                (Some(path), Some(target)) => output::write(&target, text.as_bytes())
                    .unwrap_or_else(|e| fail(&format!("cannot write {path}: {e}"))),
                _ => {
                    let _ = std::io::stdout().write_all(text.as_bytes());
                }
            }
        }
        "judges" => {
            if !args.is_empty() {
                usage();
            }
            judges::judges(root).unwrap_or_else(|e| fail(&e));
        }
        "gen" => {
            let seed = option(&mut args, "--seed").map_or(1, |s| number(&s, "--seed"));
            let wide = flag(&mut args, "--wide");
            let force = flag(&mut args, "--force");
            // At most 21 bytes a number: more than 1 GiB of input needs --force.
            if let Some(n) = args.get(1).and_then(|n| n.parse::<u64>().ok()) {
                if u128::from(n) * 21 > 1 << 30 && !force {
                    fail(&format!(
                        "<n> = {n} numbers could pass 1 GiB (21 bytes a number): add --force, or ask for fewer"
                    ));
                }
            }
            let worst = flag(&mut args, "--worst");
            if let Some(bin) = args.first().filter(|b| layout::interactive(b)) {
                fail(&format!(
                    "`{bin}` is interactive: no input file decides it; `cargo xtask interact` \
                     plays it against a local judge"
                ));
            }
            let mut out = std::io::stdout().lock();
            let done = match (args.as_slice(), worst) {
                ([bin], true) if !wide => inputs::generate_worst(bin, u64::MAX, seed, &mut out),
                ([bin, n], false) => inputs::generate(bin, number(n, "<n>"), seed, wide, &mut out),
                _ => usage(),
            };
            done.unwrap_or_else(|e| fail(&e));
        }
        "new" => {
            let [bin] = args.as_slice() else { usage() };
            match new::new(root, bin) {
                Ok(done) => println!("{done}"),
                Err(e) => fail(&e),
            }
        }
        "limits" => {
            let runs = option(&mut args, "--runs").map_or(5, |s| number(&s, "--runs"));
            let markdown = option(&mut args, "--markdown");
            if let Some(path) = &markdown {
                output::check("--markdown", path).unwrap_or_else(|e| fail(&e));
            }
            let judge = flag(&mut args, "--judge");
            limits::limits(root, &args, runs as usize, judge, markdown.as_deref())
                .unwrap_or_else(|e| fail(&e));
        }
        "interact" => {
            let seed = option(&mut args, "--seed").map_or(1, |s| number(&s, "--seed"));
            let (bin, game) = match args.as_slice() {
                [bin, n, l, r] => (bin, (number(n, "<N>"), number(l, "<L>"), number(r, "<R>"))),
                [bin, n] if bin == "cf1934d2" || bin == "abc398e" => {
                    (bin, (number(n, "<N>"), 0, 0))
                }
                _ => usage(),
            };
            interact_main(root, bin, game, seed).unwrap_or_else(|e| fail(&e));
        }
        "octal" => {
            let runs = option(&mut args, "--runs").map_or(1, |s| number(&s, "--runs"));
            let done = match args.as_slice() {
                [what] if what == "bench" => octal::bench(runs as usize),
                [what] if what == "record" => octal::record(root),
                _ => usage(),
            };
            done.unwrap_or_else(|e| fail(&e));
        }
        "octal-run" => octal::run(&args).unwrap_or_else(|e| fail(&e)),
        "sweep" => {
            let option_to = option(&mut args, "--to").map(|s| number(&s, "--to"));
            let to = option_to.unwrap_or(1200);
            let far = option(&mut args, "--far").map_or(6000, |s| number(&s, "--far"));
            let corner = option(&mut args, "--corner").map_or(64, |s| number(&s, "--corner"));
            let far2 = option(&mut args, "--far2").map_or(160, |s| number(&s, "--far2"));
            let option_rules = option(&mut args, "--rules").map(|s| number(&s, "--rules"));
            let rules = option_rules.unwrap_or(2000);
            let seed = option(&mut args, "--seed").map_or(1, |s| number(&s, "--seed"));
            if args.first().is_some_and(|a| a == "furlo") && args.len() == 1 {
                sweep::generated::furlo(7000).unwrap_or_else(|e| fail(&e));
                return;
            }
            if args.first().is_some_and(|a| a == "kinds") && args.len() == 1 {
                let to = option_to.unwrap_or(KINDS.2 as u64);
                let rules = option_rules.unwrap_or(KINDS.0 as u64);
                sweep::kinds::sweep(rules as usize, seed, to as usize).unwrap_or_else(|e| fail(&e));
                return;
            }
            if args.first().is_some_and(|a| a == "generated") && args.len() == 1 {
                sweep::generated::sweep(rules as usize, seed, to as usize)
                    .unwrap_or_else(|e| fail(&e));
                return;
            }
            let (pattern, tests) = match args.as_slice() {
                [] => (true, true),
                [what] if what == "pattern" => (true, false),
                [what] if what == "tests" => (false, true),
                _ => usage(),
            };
            if pattern {
                sweep::sweep(to as usize, far as usize, corner as usize, far2 as usize)
                    .unwrap_or_else(|e| fail(&e));
            }
            if pattern && tests {
                // The rules nobody wrote down, and Codeforces 255E at every length.
                sweep::generated::sweep(GENERATED.0, GENERATED.1, GENERATED.2)
                    .unwrap_or_else(|e| fail(&e));
                sweep::generated::furlo(7000).unwrap_or_else(|e| fail(&e));
                sweep::kinds::sweep(KINDS.0, KINDS.1, KINDS.2).unwrap_or_else(|e| fail(&e));
            }
            if tests {
                sweep::full_tests(root).unwrap_or_else(|e| fail(&e));
            }
        }
        "race" => {
            let runs = option(&mut args, "--runs").map_or(7, |s| number(&s, "--runs"));
            let plot = option(&mut args, "--plot");
            if let Some(path) = &plot {
                output::check("--plot", path).unwrap_or_else(|e| fail(&e));
            }
            let judge = flag(&mut args, "--judge");
            race::race(root, &args, runs as usize, judge, plot.as_deref())
                .unwrap_or_else(|e| fail(&e));
        }
        _ => usage(),
    }
}

/// `cargo xtask interact`: one game against random replies, its transcript and CPU time.
fn interact_main(
    root: &Path,
    bin: &str,
    (n, l, r): (u64, u64, u64),
    seed: u64,
) -> Result<(), String> {
    use rand::{RngExt, SeedableRng};
    if !["abc278g", "cf1934d2", "abc398e"].contains(&bin) {
        return Err(format!(
            "no local judge for `{bin}`; the interactive bins: abc278g, cf1934d2, abc398e"
        ));
    }
    if bin == "abc398e" && !(2..=100).contains(&n) {
        return Err("the game needs 2 <= N <= 100".into());
    }
    if bin == "abc278g" && !(1 <= l && l <= r && r <= n && n <= 100_000) {
        return Err("the game needs 1 <= L <= R <= N <= 10^5".into());
    }
    if n == 0 {
        return Err("the game needs N >= 1".into());
    }
    let built = std::process::Command::new(std::env::var("CARGO").unwrap_or("cargo".into()))
        .current_dir(root)
        .args(["build", "--release", "--quiet", "--bin", bin])
        .status()
        .map_err(|e| format!("cargo build: {e}"))?;
    if !built.success() {
        return Err("cargo build failed".into());
    }
    let exe = root.join("target/release").join(bin);
    if bin == "abc398e" {
        return interact_abc398e(&exe, n, seed);
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    if bin == "cf1934d2" {
        // Random breaks of a random number of the two that has one.
        let mut breaker = |a: u64, b: u64| {
            let open: Vec<u64> = [a, b]
                .into_iter()
                .filter(|&p| interact::can_break(p))
                .collect();
            let p = open[rng.random_range(0..open.len())];
            // A part whose top bit is a one bit k of p: the other part lacks bit k.
            let ones: Vec<u32> = (0..64).filter(|&k| p >> k & 1 == 1).collect();
            let low = 1u64 << ones[rng.random_range(0..ones.len())];
            let p1 = rng.random_range(low..=(low - 1 + low).min(p - 1));
            Some((p1, p ^ p1))
        };
        let before = interact::children_cpu();
        let games = interact::play_cf1934d2(&exe, &[n], &mut breaker)?;
        let cpu = interact::children_cpu() - before;
        games.transcript.iter().for_each(|line| println!("{line}"));
        println!(
            "the program ({}) won in {} splits and exited with 0; its CPU time {cpu:.4} s",
            games.sides[0], games.breaks[0]
        );
        return Ok(());
    }
    let mut choose = |_: &[bool], legal: &[(usize, usize)]| legal[rng.random_range(0..legal.len())];
    let before = interact::children_cpu();
    let game = (n as usize, l as usize, r as usize);
    let played = interact::play_abc278g(&exe, game, &mut choose)?;
    report(&played, interact::children_cpu() - before);
    Ok(())
}

/// Prints a game's transcript, the program's side and its CPU time.
fn report(played: &interact::Played, cpu: f64) {
    played.transcript.iter().for_each(|line| println!("{line}"));
    println!(
        "the program ({}) won and exited with 0; its CPU time {cpu:.4} s",
        played.side
    );
}

/// `cargo xtask interact abc398e N`: one game on a random tree of `n` vertices (random parents,
/// random labels, edges sent in a random order) against random legal replies.
fn interact_abc398e(exe: &Path, n: u64, seed: u64) -> Result<(), String> {
    use rand::{RngExt, SeedableRng};
    let n = n as usize;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let tree = interact::random_tree(n, &mut rng);
    let mut choose =
        |_: &[interact::Join], legal: &[interact::Join]| legal[rng.random_range(0..legal.len())];
    let before = interact::children_cpu();
    let played = interact::play_abc398e(exe, (n, &tree), &mut choose)?;
    report(&played, interact::children_cpu() - before);
    Ok(())
}
