//! `cargo xtask limits [BIN…] [--judge] [--runs N] [--markdown FILE]`: every binary at its
//! judge's limits. For each bin, the largest input its judge allows, shaped to be the hardest
//! for it (`cargo xtask gen <bin> --worst`, the `limits` of its row in `inputs/<judge>.rs`), is run `N`
//! times alternately with `xtask/peers/read_only.rs`, a program that only reads the same input.
//! The table gives the median CPU time (user + system: what judges charge), its fraction of
//! the time limit, the peak resident memory and the median ratio to the read-only program.
//!
//! A bin passes when it uses under a tenth of the time limit, or, where merely reading the
//! input takes more than a thirtieth of the limit, at most 3× the read-only program.

use crate::inputs::{self, generators};
use crate::race::{command, median, run, Run};
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
        let mut cargo = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
        cargo
            .current_dir(root)
            .args(["build", "--release", "--quiet"]);
        for bin in bins {
            cargo.args(["--bin", bin]);
        }
        command(cargo, "build the release binaries")?;
        return Ok(bins
            .iter()
            .map(|b| root.join("target/release").join(b))
            .collect());
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

/// One row of the table.
struct Row {
    bin: &'static str,
    limit: f64,
    megabytes: f64,
    cpu: f64,
    read: f64,
    ratio: f64,
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

impl Row {
    /// Whether the row meets the goal, and which one applies.
    fn verdict(&self) -> &'static str {
        let read_bound = self.read > self.limit / 30.0;
        match (
            self.cpu < self.limit / 10.0,
            read_bound && self.ratio <= 3.0,
        ) {
            (true, _) => "✓ < 1/10",
            (false, true) => "✓ ≤ 3× read",
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
    let reader = dir.join("read_only");
    let mut rustc = Command::new("rustc");
    rustc
        .args(["--edition", "2021", "-C", "opt-level=3", "-o"])
        .arg(&reader)
        .arg(root.join("xtask/peers/read_only.rs"));
    command(rustc, "compile the read-only program")?;
    let mut rows = Vec::new();
    for (g, exe) in chosen.iter().zip(&exes) {
        let input = worst_input(&dir, g.bin)?;
        let size = std::fs::metadata(&input).map_err(|e| e.to_string())?.len();
        run(exe, &input)?;
        run(&reader, &input)?;
        let (mut mine, mut read): (Vec<Run>, Vec<Run>) = (Vec::new(), Vec::new());
        for _ in 0..runs.max(1) {
            mine.push(run(exe, &input)?);
            read.push(run(&reader, &input)?);
        }
        let plain = match plain(root, &dir, g.bin)? {
            None => None,
            Some(p) => {
                if output(&p, &input)? != output(exe, &input)? {
                    return Err(format!("{} and its straightforward peer disagree", g.bin));
                }
                let (mut a, mut b) = (Vec::new(), Vec::new());
                for _ in 0..runs.max(1) {
                    a.push(run(exe, &input)?.cpu);
                    b.push(run(&p, &input)?.cpu);
                }
                let ahead = median(a.iter().zip(&b).map(|(x, y)| y / x.max(1e-4)).collect());
                Some((median(b), ahead))
            }
        };
        let row = Row {
            bin: g.bin,
            limit: g.limits.time,
            megabytes: size as f64 / 1e6,
            cpu: median(mine.iter().map(|r| r.cpu).collect()),
            read: median(read.iter().map(|r| r.cpu).collect()),
            ratio: median(
                mine.iter()
                    .zip(&read)
                    .map(|(a, b)| a.cpu / b.cpu.max(1e-3))
                    .collect(),
            ),
            rss_kib: mine.iter().map(|r| r.rss).max().unwrap_or(0),
            plain,
        };
        eprintln!(
            "{:18} {:>8.4} s of {} s ({:5.1}%), read-only {:.4} s  {}",
            row.bin,
            row.cpu,
            row.limit,
            100.0 * row.cpu / row.limit,
            row.read,
            row.verdict()
        );
        rows.push(row);
    }
    let table = table(&chosen, &rows, runs, judge);
    print!("{table}");
    if let Some(path) = markdown {
        std::fs::write(path, page(&table)).map_err(|e| format!("cannot write {path}: {e}"))?;
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
         | bin | judge (how it compiles) | statement's limits | worst-case input | MB | limit | CPU s | of limit | read-only s | × read | peak MiB | goal | straightforward s (× ahead) |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    );
    for (g, r) in gens.iter().zip(rows) {
        let _ = writeln!(
            s,
            "| `{}` | {} | {} | {} | {:.1} | {} s | {:.4} | {:.1}% | {:.4} | {:.2} | {:.1} | {} | {} |",
            r.bin,
            judge_build(r.bin).0,
            g.limits.statement,
            g.limits.about,
            r.megabytes,
            r.limit,
            r.cpu,
            100.0 * r.cpu / r.limit,
            r.read,
            r.ratio,
            r.rss_kib as f64 / 1024.0,
            r.verdict(),
            r.plain
                .map_or("".into(), |(t, ahead)| format!("{t:.4} ({ahead:.1}×)")),
        );
    }
    s
}

/// `docs/limits.md` around the table.
fn page(table: &str) -> String {
    let machine = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines().find_map(|l| {
                l.strip_prefix("model name")
                    .map(|m| m.trim_start_matches([' ', '\t', ':']).to_string())
            })
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let date = Command::new("date")
        .arg("+%Y-%m-%d")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let sources: String = generators()
        .map(|g| format!("- `{}`: {} s, {}\n", g.bin, g.limits.time, g.limits.source))
        .collect();
    format!(
        "# Every binary at its judge's limits\n\n\
         Written by `cargo xtask limits --markdown docs/limits.md` on {date}, on {machine}.\n\
         Each binary runs on the largest input its judge's statement allows, shaped to be the\n\
         hardest for it (`cargo xtask gen <bin> --worst`; where a statement bounds no count of\n\
         cases, the input column says how many were made), alternately with\n\
         `xtask/peers/read_only.rs`, which only reads the same input. The goal: under a tenth of\n\
         the time limit, or, where merely reading the input takes more than a thirtieth of the\n\
         limit, at most 3× the read-only program.\n\n{table}\n\
         ## Time limits and where they come from\n\n{sources}\n\
         The interactive `abc278g` (2 s) has no input file: `cargo xtask interact abc278g 2000 1 1`\n\
         (and `1999 2 2`, `2000 3 3`, the games that need the O(N²) octal values) plays it against\n\
         a local judge and prints its CPU time, below the 10 ms tick of `/proc` on this machine.\n\n\
         See [performance.md](performance.md) for the IO races, the measurement notes and what\n\
         straightforward solutions of the statements cost.\n"
    )
}
