//! `cargo xtask race`: the project's binaries against peers written in this repository
//! (`xtask/peers/`: C++ getchar readers compiled with `g++ -O2` where g++ is found, and
//! idiomatic Rust), on inputs it generates, counting CPU time (user + system: what judges
//! charge), wall time and peak memory. Each race alternates runs of the two programs and
//! reports medians and the median ratio of paired runs, beside a regression bound for that
//! ratio (the same bounds as the project's reference script `race.py`). `--judge` races the bundles compiled
//! as Luogu compiles them (`rustc --edition 2024 -C opt-level=2`); `--plot` draws CPU time
//! against input size.

mod plot;

use crate::measure::{build_release, command, machine_and_date, median, run, Run};
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// An input kind: what it holds, made by [`make_input`].
#[derive(Clone, Copy)]
enum Kind {
    /// P2197: one case of n piles below 2^30.
    Nim,
    /// P2197 at Luogu's limits: 10 cases of n piles below 10^4.
    NimLuogu,
    /// P1247: n piles below 2^30.
    Matches,
    /// P1247 at Luogu's limits: n piles from 1 to 10^9.
    MatchesLuogu,
    /// P2252: n pairs up to 10^9, a third of them losing.
    Wythoff,
}

struct Race {
    name: &'static str,
    bin: &'static str,
    peer: &'static str,
    kind: Kind,
    n: u64,
    /// A regression bound on the CPU-time ratio A/B: the measured level plus this machine's
    /// noise, the same as the project's reference race script (`race.py`) prints. Not a
    /// target: the parser's floor and its dead ends are in docs/performance.md.
    bound: f64,
}

const RACES: &[Race] = &[
    Race {
        name: "nim",
        bin: "p2197",
        peer: "nim_idiomatic",
        kind: Kind::Nim,
        n: 10_000_000,
        bound: 0.25,
    },
    Race {
        name: "nim-c",
        bin: "p2197",
        peer: "nim_getchar",
        kind: Kind::Nim,
        n: 10_000_000,
        bound: 0.20,
    },
    Race {
        name: "matches",
        bin: "p1247",
        peer: "matches_getchar",
        kind: Kind::Matches,
        n: 10_000_000,
        bound: 0.16,
    },
    Race {
        name: "nim-luogu",
        bin: "p2197",
        peer: "nim_getchar",
        kind: Kind::NimLuogu,
        n: 10_000,
        bound: 0.45,
    },
    Race {
        name: "matches-luogu",
        bin: "p1247",
        peer: "matches_getchar",
        kind: Kind::MatchesLuogu,
        n: 500_000,
        bound: 0.16,
    },
    Race {
        name: "wythoff",
        bin: "p2252",
        peer: "wythoff_getchar",
        kind: Kind::Wythoff,
        n: 1_000_000,
        bound: 0.26,
    },
];

/// A deterministic generator (SplitMix64), so that inputs do not depend on a crate's version.
struct Mix(u64);

impl Mix {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % bound
    }
}

/// Writes the input of `kind` with `n` numbers to `path`.
fn make_input(kind: Kind, n: u64, path: &Path) -> Result<(), String> {
    let file =
        std::fs::File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let mut out = impartial::io::Writer::new(std::io::BufWriter::new(file));
    let mut rng = Mix(n ^ kind as u64);
    let piles =
        |out: &mut impartial::io::Writer<_>, rng: &mut Mix, count: u64, bound: u64, min: u64| {
            out.u64(count).byte(b'\n');
            out.u64s((0..count).map(|_| min + rng.below(bound - min)))
                .byte(b'\n');
        };
    match kind {
        Kind::Nim => {
            out.bytes(b"1\n");
            piles(&mut out, &mut rng, n, 1 << 30, 0);
        }
        Kind::NimLuogu => {
            out.bytes(b"10\n");
            for _ in 0..10 {
                piles(&mut out, &mut rng, n, 10_000, 0);
            }
        }
        Kind::Matches => piles(&mut out, &mut rng, n, 1 << 30, 0),
        Kind::MatchesLuogu => piles(&mut out, &mut rng, n, 1_000_000_001, 1),
        Kind::Wythoff => {
            for i in 0..n {
                let (a, b) = match i % 3 {
                    0 => {
                        let k = rng.below(381_966_011);
                        let a = impartial::numbers::wythoff::floor_mul_phi(k) as u64;
                        (a, a + k)
                    }
                    _ => (rng.below(1_000_000_001), rng.below(1_000_000_001)),
                };
                let (a, b) = if i % 2 == 0 { (a, b) } else { (b, a) };
                out.u64(a).byte(b' ').u64(b).byte(b'\n');
            }
        }
    }
    out.flush();
    out.error().map_or(Ok(()), |e| {
        Err(format!("cannot write {}: {e}", path.display()))
    })
}

/// Builds what the races need, in `dir`: the bins (release, or judge-compiled bundles) and the
/// peers. Returns the executables by name.
fn build(
    root: &Path,
    dir: &Path,
    bins: &[&str],
    peers: &[&str],
    judge: bool,
) -> Result<Vec<(String, PathBuf)>, String> {
    let mut out = Vec::new();
    if judge {
        for bin in bins {
            let src = dir.join(format!("{bin}.rs"));
            std::fs::write(&src, crate::bundle::bundle(root, bin)?).map_err(|e| e.to_string())?;
            let exe = dir.join(format!("{bin}-bundle"));
            let mut rustc = Command::new("rustc");
            rustc
                .args(["--edition", "2024", "-C", "opt-level=2", "-o"])
                .arg(&exe)
                .arg(&src);
            command(rustc, &format!("compile the bundle of {bin}"))?;
            out.push((bin.to_string(), exe));
        }
    } else {
        let exes = build_release(root, bins)?;
        out.extend(bins.iter().map(|b| b.to_string()).zip(exes));
    }
    let gxx = Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    for peer in peers {
        let exe = dir.join(peer);
        let cpp = root.join("xtask/peers").join(format!("{peer}.cpp"));
        if cpp.exists() {
            if !gxx {
                eprintln!("note: no g++ here, so {peer} is not raced");
                continue;
            }
            let mut gcc = Command::new("g++");
            gcc.args(["-O2", "-o"]).arg(&exe).arg(&cpp);
            command(gcc, &format!("compile {peer}"))?;
        } else {
            let rs = root.join("xtask/peers").join(format!("{peer}.rs"));
            let mut rustc = Command::new("rustc");
            rustc
                .args(["--edition", "2021", "-C", "opt-level=3", "-o"])
                .arg(&exe)
                .arg(&rs);
            command(rustc, &format!("compile {peer}"))?;
        }
        out.push((peer.to_string(), exe));
    }
    Ok(out)
}

/// The input `name` of `kind` with `n` numbers in `dir`, made if it is not there.
fn input(dir: &Path, name: &str, kind: Kind, n: u64) -> Result<PathBuf, String> {
    let path = dir.join(format!("{name}-{n}.in"));
    if !path.exists() {
        let part = path.with_extension("part");
        make_input(kind, n, &part)?;
        std::fs::rename(&part, &path).map_err(|e| e.to_string())?;
    }
    Ok(path)
}

/// Runs the races named in `names` (all if none).
pub fn race(
    root: &Path,
    names: &[String],
    runs: usize,
    judge: bool,
    plot: Option<&str>,
) -> Result<(), String> {
    let dir = root.join("target/race");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    if let Some(svg) = plot {
        return plot::draw(root, &dir, runs, Path::new(svg));
    }
    for n in names {
        if !RACES.iter().any(|r| r.name == n) {
            let known: Vec<&str> = RACES.iter().map(|r| r.name).collect();
            return Err(format!("no race `{n}`; the races are {}", known.join(", ")));
        }
    }
    let chosen: Vec<&Race> = RACES
        .iter()
        .filter(|r| names.is_empty() || names.iter().any(|n| n == r.name))
        .collect();
    let bins: Vec<&str> = chosen.iter().map(|r| r.bin).collect();
    let peers: Vec<&str> = chosen.iter().map(|r| r.peer).collect();
    let exes = build(root, &dir, &bins, &peers, judge)?;
    let exe = |name: &str| exes.iter().find(|(n, _)| n == name).map(|(_, p)| p.clone());
    let mode = if judge {
        "judge (bundle, rustc --edition 2024 -C opt-level=2)"
    } else {
        "release binaries"
    };
    println!(
        "mode: {mode}; {runs} paired runs; times are medians in seconds, ratios medians of pairs;\n\
         bound: a regression bound on cpu A/B (the measured level plus noise), not a target"
    );
    println!(
        "{:14} {:6} {:16} {:>8} {:>8} {:>8} {:>7} {:>8} {:>8} {:>8} {:>7}",
        "race",
        "A",
        "B (peer)",
        "A cpu",
        "B cpu",
        "cpu A/B",
        "bound",
        "A wall",
        "B wall",
        "wall A/B",
        "A KiB"
    );
    for r in chosen {
        let (Some(a), Some(b)) = (exe(r.bin), exe(r.peer)) else {
            continue;
        };
        let path = input(&dir, r.name, r.kind, r.n)?;
        run(&a, &path)?;
        run(&b, &path)?;
        let (mut ra, mut rb) = (Vec::new(), Vec::new());
        for _ in 0..runs.max(1) {
            ra.push(run(&a, &path)?);
            rb.push(run(&b, &path)?);
        }
        let cpu_ratio = median(
            ra.iter()
                .zip(&rb)
                .map(|(x, y)| x.cpu / y.cpu.max(1e-6))
                .collect(),
        );
        let wall_ratio = median(ra.iter().zip(&rb).map(|(x, y)| x.wall / y.wall).collect());
        let med = |v: &[Run], f: fn(&Run) -> f64| median(v.iter().map(f).collect());
        println!(
            "{:14} {:6} {:16} {:8.4} {:8.4} {:8.3} {:>7} {:8.4} {:8.4} {:8.3} {:7}",
            r.name,
            r.bin,
            r.peer,
            med(&ra, |x| x.cpu),
            med(&rb, |x| x.cpu),
            cpu_ratio,
            format!(
                "{:.2} {}",
                r.bound,
                if cpu_ratio <= r.bound { "✓" } else { "✗" }
            ),
            med(&ra, |x| x.wall),
            med(&rb, |x| x.wall),
            wall_ratio,
            ra.iter().map(|x| x.rss).max().unwrap_or(0),
        );
        let _ = std::io::stdout().flush();
    }
    Ok(())
}
