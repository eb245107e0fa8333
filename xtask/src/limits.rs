//! `cargo xtask limits [BIN…] [--judge] [--runs N] [--markdown FILE]`: every binary at its
//! judge's limits. For each bin, the largest input its judge allows, shaped to be the hardest
//! for it (`cargo xtask gen <bin> --worst`, the `limits` of its row in `inputs/<judge>.rs`), is run `N`
//! times alternately with `xtask/peers/read_only.rs`, a program that only reads the same input,
//! `xtask/peers/parse_only.rs`, which also converts every number (the least any solution
//! does), and the straightforward solution `xtask/peers/<bin>_plain.cpp` where there is one
//! (checked first against the golden files within the statement and against the bin). The
//! table gives the median CPU time (user + system: what judges charge), its fraction of the
//! time limit, the peak resident memory and the median paired ratios to the parse-only
//! program and to the straightforward one.
//!
//! A bin passes when it uses under a tenth of the time limit, or, where parsing the input
//! takes more than a thirtieth of the limit, at most 1.5× the parse-only program (3× for a
//! graph, which must also be built: the bins that use `impartial::graphs`); from 5 ms on, it
//! must also be 1.5× ahead of its straightforward solution.

use crate::inputs::{self, generators};
use crate::measure::{command, median, run, Run};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// How the judge of `bin` compiles a single Rust file: its name and rustc's flags (the
/// judges' own rustc versions are not installed here; the local one stands in). Judges
/// without Rust (HDU, POJ) get a plain optimised build.
fn judge_build(bin: &str) -> (&'static str, &'static [&'static str]) {
    match crate::layout::judge(bin) {
        "atcoder" => ("AtCoder", &["--edition", "2024", "-C", "opt-level=3"]),
        "library_checker" => ("Library Checker", &["--edition", "2024", "-O"]),
        "luogu" => ("Luogu", &["--edition", "2024", "-C", "opt-level=2"]),
        "cses" => ("CSES", &["--edition", "2021", "-C", "opt-level=3"]),
        "codeforces" => ("Codeforces", &["--edition", "2021", "-O"]),
        "kattis" => ("Kattis", &["--edition", "2021", "-O"]),
        "boj" => ("Baekjoon", &["--edition", "2021", "-O"]),
        "hackerrank" => ("HackerRank", &["--edition", "2021", "-O"]),
        _ => ("no Rust judge", &["--edition", "2021", "-O"]),
    }
}

/// The input of `bin` in `dir`, made anew when missing or older than this program.
fn worst_input(dir: &Path, bin: &str) -> Result<PathBuf, String> {
    let path = dir.join(format!("{bin}.in"));
    let made = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let me = std::env::current_exe().ok().and_then(|e| made(&e));
    let fresh = match (made(&path), me) {
        (Some(input), Some(me)) => input >= me,
        (Some(_), None) => true,
        _ => false,
    };
    if !fresh {
        eprintln!("making the worst-case input of {bin}");
        // In a child process: this one stays small, since a child started by `vfork` counts
        // its parent's resident memory in its own peak until it `exec`s.
        let part = path.with_extension("part");
        let file = std::fs::File::create(&part).map_err(|e| format!("{}: {e}", part.display()))?;
        let me = std::env::current_exe().map_err(|e| e.to_string())?;
        let mut child = Command::new(me);
        child.args(["gen", bin, "--worst"]).stdout(file);
        command(child, &format!("make the worst-case input of {bin}"))?;
        std::fs::rename(&part, &path).map_err(|e| e.to_string())?;
    }
    Ok(path)
}

/// The executables: the release binaries, or the bundles compiled as their judges do.
fn build(root: &Path, dir: &Path, bins: &[&str], judge: bool) -> Result<Vec<PathBuf>, String> {
    if !judge {
        return crate::measure::build_release(root, bins);
    }
    bins.iter()
        .map(|bin| {
            let src = dir.join(format!("{bin}.rs"));
            std::fs::write(&src, crate::bundle::bundle(root, bin)?).map_err(|e| e.to_string())?;
            let exe = dir.join(format!("{bin}-bundle"));
            let mut rustc = Command::new("rustc");
            rustc.args(judge_build(bin).1).arg("-o").arg(&exe).arg(&src);
            command(rustc, &format!("compile the bundle of {bin}"))?;
            Ok(exe)
        })
        .collect()
}

/// Below this CPU time a binary's run is mostly start-up and reading: the straightforward
/// solution's ratio is shown but not held to 1.5×.
const START_UP: f64 = 0.005;

/// One row of the table.
struct Row {
    bin: &'static str,
    limit: f64,
    megabytes: f64,
    cpu: f64,
    /// The read-only program's CPU time.
    read: f64,
    /// The parse-only program's CPU time, and the median of the bin's paired ratios to it.
    parse: f64,
    parse_ratio: f64,
    /// Whether the bin builds a graph (see [`builds_a_graph`]).
    graph: bool,
    rss_kib: u64,
    /// The CPU time of a straightforward solution (`xtask/peers/<bin>_plain.cpp`), and the
    /// median of its paired ratios to the bin's, where there is one.
    plain: Option<(f64, f64)>,
}

/// The straightforward solution of `bin` written in `xtask/peers/`, compiled with `g++ -O2`
/// into `dir`, if there is one and g++ is here.
fn plain(root: &Path, dir: &Path, bin: &str) -> Result<Option<PathBuf>, String> {
    let cpp = root.join("xtask/peers").join(format!("{bin}_plain.cpp"));
    let gxx = Command::new("g++").arg("--version").output();
    if !cpp.exists() || !gxx.is_ok_and(|o| o.status.success()) {
        return Ok(None);
    }
    let exe = dir.join(format!("{bin}_plain"));
    let mut gcc = Command::new("g++");
    gcc.args(["-O2", "-o"]).arg(&exe).arg(&cpp);
    command(gcc, &format!("compile {}", cpp.display()))?;
    Ok(Some(exe))
}

/// Checks the straightforward solution `exe` of `bin` against the golden files of `bin` that
/// keep to the statement (the samples, the oracle's random and small cases, those near the
/// limits; not the hostile ones beyond it, such as u64 extremes or a byte-order mark, which a
/// contestant's solution need not survive). Their outputs come from the statements and the
/// oracle, not from either program.
fn agrees_on_golden_files(root: &Path, bin: &str, exe: &Path) -> Result<(), String> {
    const WITHIN: [&str; 5] = ["sample", "random", "small", "near-limits", "many-tests"];
    let dir = crate::layout::testdata(root, bin);
    let entries = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let input = entry.map_err(|e| e.to_string())?.path();
        let name = input.file_name().unwrap_or_default().to_string_lossy();
        if name.ends_with(".in") && WITHIN.iter().any(|w| name.starts_with(w)) {
            let want = std::fs::read(input.with_extension("out")).map_err(|e| e.to_string())?;
            let hash = want.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            });
            if output(exe, &input)? != (hash, want.len() as u64) {
                return Err(format!("{} is wrong on {}", exe.display(), input.display()));
            }
        }
    }
    Ok(())
}

/// A hash (FNV-1a) and the length of the output of `exe` on `input`, read in pieces: this
/// program stays small, since a child started by `vfork` counts its parent's resident memory
/// in its own peak until it `exec`s.
fn output(exe: &Path, input: &Path) -> Result<(u64, u64), String> {
    use std::io::Read;
    let stdin = std::fs::File::open(input).map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .stdin(stdin)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut stdout = child.stdout.take().expect("piped");
    let (mut hash, mut len, mut buf) = (0xcbf2_9ce4_8422_2325u64, 0u64, vec![0u8; 1 << 16]);
    loop {
        let n = stdout.read(&mut buf).map_err(|e| e.to_string())?;
        if n == 0 {
            break;
        }
        len += n as u64;
        for &b in &buf[..n] {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    child.wait().map_err(|e| e.to_string())?;
    Ok((hash, len))
}

/// Whether `bin` builds a graph from its input (its source uses `impartial::graphs`): the
/// parse-only bound for it is 3×, not 1.5×.
fn builds_a_graph(root: &Path, bin: &str) -> bool {
    let source = crate::layout::source(root, bin);
    std::fs::read_to_string(source).is_ok_and(|s| s.contains("graphs::"))
}

impl Row {
    /// Whether the row meets the goal, and which one applies.
    fn verdict(&self) -> &'static str {
        let parse_bound = self.parse > self.limit / 30.0;
        let bound = if self.graph { 3.0 } else { 1.5 };
        // Above 5 ms (where start-up no longer dominates), a bin must be 1.5× ahead of the
        // straightforward solution written for it.
        let behind = self.plain.is_some_and(|(_, ahead)| ahead < 1.5) && self.cpu >= START_UP;
        match (
            self.cpu < self.limit / 10.0 && !behind,
            parse_bound && self.parse_ratio <= bound,
        ) {
            (true, _) => "✓ < 1/10",
            (false, true) if self.graph => "✓ ≤ 3× parse (graph)",
            (false, true) => "✓ ≤ 1.5× parse",
            _ if behind => "✗ not 1.5× ahead of the straightforward",
            _ => "✗",
        }
    }
}

/// Runs the binaries named in `names` (all if none) on their worst inputs.
pub fn limits(
    root: &Path,
    names: &[String],
    runs: usize,
    judge: bool,
    markdown: Option<&str>,
) -> Result<(), String> {
    for n in names {
        inputs::generator(n)?;
    }
    let chosen: Vec<&inputs::Generator> = generators()
        .filter(|g| names.is_empty() || names.iter().any(|n| n == g.bin))
        .collect();
    let dir = root.join("target/limits");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let bins: Vec<&str> = chosen.iter().map(|g| g.bin).collect();
    let exes = build(root, &dir, &bins, judge)?;
    let (reader, parser) = (dir.join("read_only"), dir.join("parse_only"));
    for exe in [&reader, &parser] {
        let name = exe.file_name().and_then(|n| n.to_str()).expect("a name");
        let mut rustc = Command::new("rustc");
        rustc
            .args(["--edition", "2021", "-C", "opt-level=3", "-o"])
            .arg(exe)
            .arg(root.join(format!("xtask/peers/{name}.rs")));
        command(rustc, &format!("compile xtask/peers/{name}.rs"))?;
    }
    let mut rows = Vec::new();
    for (g, exe) in chosen.iter().zip(&exes) {
        let input = worst_input(&dir, g.bin)?;
        let size = std::fs::metadata(&input).map_err(|e| e.to_string())?.len();
        run(exe, &input)?;
        run(&reader, &input)?;
        // The straightforward solution, checked before it is timed, runs in the same rounds.
        let peer = plain(root, &dir, g.bin)?;
        if let Some(p) = &peer {
            agrees_on_golden_files(root, g.bin, p)?;
            if output(p, &input)? != output(exe, &input)? {
                return Err(format!("{} and its straightforward peer disagree", g.bin));
            }
        }
        let (mut mine, mut read, mut parse, mut other): (Vec<Run>, Vec<Run>, Vec<Run>, Vec<f64>) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs.max(1) {
            mine.push(run(exe, &input)?);
            read.push(run(&reader, &input)?);
            parse.push(run(&parser, &input)?);
            if let Some(p) = &peer {
                other.push(run(p, &input)?.cpu);
            }
        }
        let plain = peer.map(|_| {
            let ahead = mine.iter().zip(&other).map(|(x, y)| y / x.cpu.max(1e-4));
            (median(other.clone()), median(ahead.collect()))
        });
        let row = Row {
            bin: g.bin,
            limit: g.limits.time,
            megabytes: size as f64 / 1e6,
            cpu: median(mine.iter().map(|r| r.cpu).collect()),
            read: median(read.iter().map(|r| r.cpu).collect()),
            parse: median(parse.iter().map(|r| r.cpu).collect()),
            parse_ratio: median(
                mine.iter()
                    .zip(&parse)
                    .map(|(a, b)| a.cpu / b.cpu.max(1e-3))
                    .collect(),
            ),
            graph: builds_a_graph(root, g.bin),
            rss_kib: mine.iter().map(|r| r.rss).max().unwrap_or(0),
            plain,
        };
        eprintln!(
            "{:18} {:>8.4} s of {} s ({:5.1}%), read-only {:.4} s, parse-only {:.4} s  {}",
            row.bin,
            row.cpu,
            row.limit,
            100.0 * row.cpu / row.limit,
            row.read,
            row.parse,
            row.verdict()
        );
        rows.push(row);
    }
    let table = table(&chosen, &rows, runs, judge);
    print!("{table}");
    if let Some(path) = markdown {
        let target = cargo_impartial::output::check("--markdown", path)?;
        cargo_impartial::output::write(&target, page(&table).as_bytes())
            .map_err(|e| format!("cannot write {path}: {e}"))?;
        println!("wrote {path}");
    }
    Ok(())
}

/// The markdown table of `rows`.
fn table(gens: &[&inputs::Generator], rows: &[Row], runs: usize, judge: bool) -> String {
    let mode = match judge {
        true => "bundles compiled as each judge compiles them",
        false => "release binaries",
    };
    let mut s = format!(
        "Mode: {mode}; CPU time is the median of {runs} runs, ratios the median of paired runs.\n\n\
         | bin | judge (how it compiles) | statement's limits | worst-case input | MB | limit | CPU s | of limit | read-only s | parse-only s | × parse | peak MiB | goal | straightforward s (× ahead) |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    );
    for (g, r) in gens.iter().zip(rows) {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} | {} | {:.1} | {} s | {:.4} | {:.1}% | {:.4} | {:.4} | {:.2} | {:.1} | {} | {} |",
            r.bin,
            judge_build(r.bin).0,
            g.limits.statement,
            g.limits.about,
            r.megabytes,
            r.limit,
            r.cpu,
            100.0 * r.cpu / r.limit,
            r.read,
            r.parse,
            r.parse_ratio,
            r.rss_kib as f64 / 1024.0,
            r.verdict(),
            r.plain.map_or("".into(), |(t, ahead)| match r.cpu < START_UP {
                true => format!("{t:.4} ({ahead:.1}×, start-up dominates)"),
                false => format!("{t:.4} ({ahead:.1}×)"),
            }),
        );
    }
    s
}

/// `docs/limits.md` around the table.
fn page(table: &str) -> String {
    let (machine, date) = crate::measure::machine_and_date();
    let sources: String = generators()
        .map(|g| format!("- `{}`: {} s, {}\n", g.bin, g.limits.time, g.limits.source))
        .collect();
    format!(
        "# Every binary at its judge's limits\n\n\
         Written by `cargo xtask limits --markdown docs/limits.md` on {date}, on {machine}.\n\
         Each binary runs on the largest input its judge's statement allows, shaped to be the\n\
         hardest for it (`cargo xtask gen <bin> --worst`; where a statement bounds no count of\n\
         cases, the input column says how many were made), alternately with\n\
         `xtask/peers/read_only.rs`, which only reads the same input, and\n\
         `xtask/peers/parse_only.rs`, which also converts every number and XORs them (the least any\n\
         solution does). The goal: under a tenth of the time limit, or, where parsing the input\n\
         takes more than a thirtieth of the limit, at most 1.5× the parse-only program (3× for a\n\
         graph, which must also be built: the bins that use `impartial::graphs`). A straightforward\n\
         solution of the statement (`xtask/peers/<bin>_plain.cpp`: the textbook method, `scanf`,\n\
         `g++ -O2`) runs on the same input after agreeing with the binary there and on the golden\n\
         files within the statement; the last column gives its time and how far ahead the binary\n\
         is. Where the binary takes 5 ms or more, the goal includes being 1.5× ahead; below that,\n\
         process start-up and reading dominate (compare the read-only column) and the ratio is\n\
         shown only. The worst-case input is the hardest for either program where they differ\n\
         (`agc010f`: a path whose stones fall along it, O(N²) for the search from every start).\n\n{table}\n\
         ## Time limits and where they come from\n\n{sources}\n\
         The interactive `abc278g` (2 s) has no input file: `cargo xtask interact abc278g 2000 1 1`\n\
         (and `1999 2 2`, `2000 3 3`, the games that need the O(N²) octal values) plays it against\n\
         a local judge and prints its CPU time, below the 10 ms tick of `/proc` on this machine.\n\
         The interactive `cf1934d2` (3 s, from a contestant's Competitive Companion header) the same\n\
         way: `cargo xtask interact cf1934d2 1000000000000000000`, at most 59 splits a game. And `abc398e` (2 s):\n\
         `cargo xtask interact abc398e 100`, a random tree of the judge's largest size.\n\n\
         See [performance.md](performance.md) for the IO races, the measurement notes and what\n\
         straightforward solutions of the statements cost.\n"
    )
}
