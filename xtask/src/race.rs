//! `cargo xtask race`: the project's binaries against peers written in this repository
//! (`xtask/peers/`: C++ getchar readers compiled with `g++ -O2` where g++ is found, and
//! idiomatic Rust), on inputs it generates, counting CPU time (user + system: what judges
//! charge), wall time and peak memory. Each race alternates runs of the two programs and
//! reports medians and the median ratio of paired runs, beside a regression bound for that
//! ratio (the same bounds as the project's reference script `race.py`). `--judge` races the bundles compiled
//! as Luogu compiles them (`rustc --edition 2024 -C opt-level=2`); `--plot` draws CPU time
//! against input size.

use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

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
                        let a = impartial::wythoff::floor_mul_phi(k) as u64;
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

/// One run: wall seconds, CPU seconds (user + system) and peak resident memory in KiB (CPU and
/// memory where the system reports them, else 0).
pub(crate) struct Run {
    pub wall: f64,
    pub cpu: f64,
    pub rss: u64,
}

#[cfg(target_os = "linux")]
mod sys {
    /// `struct timeval` of 64-bit Linux.
    #[repr(C)]
    pub struct Timeval {
        pub sec: i64,
        pub usec: i64,
    }

    /// `struct rusage` of 64-bit Linux: the times, then 14 longs, the first the peak RSS in KiB.
    #[repr(C)]
    pub struct Rusage {
        pub user: Timeval,
        pub system: Timeval,
        pub maxrss: i64,
        pub rest: [i64; 13],
    }

    extern "C" {
        /// libc's `wait4`, which std links already.
        pub fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    }
}

/// Runs `exe` with `input` on standard input and its output thrown away.
pub(crate) fn run(exe: &Path, input: &Path) -> Result<Run, String> {
    let stdin = std::fs::File::open(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let started = Instant::now();
    let child = Command::new(exe)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    #[cfg(target_os = "linux")]
    {
        let mut usage = sys::Rusage {
            user: sys::Timeval { sec: 0, usec: 0 },
            system: sys::Timeval { sec: 0, usec: 0 },
            maxrss: 0,
            rest: [0; 13],
        };
        let mut status = 0;
        // SAFETY: `child` is our child and not yet waited for; `status` and `usage` are live
        // and of the layouts wait4 writes on 64-bit Linux. `child` is not waited for again.
        let pid = unsafe { sys::wait4(child.id() as i32, &mut status, 0, &mut usage) };
        let wall = started.elapsed().as_secs_f64();
        if pid < 0 || status != 0 {
            return Err(format!(
                "{} failed on {} (status {status})",
                exe.display(),
                input.display()
            ));
        }
        let seconds = |t: &sys::Timeval| t.sec as f64 + t.usec as f64 / 1e6;
        let cpu = seconds(&usage.user) + seconds(&usage.system);
        Ok(Run {
            wall,
            cpu,
            rss: usage.maxrss as u64,
        })
    }
    #[cfg(not(target_os = "linux"))]
    {
        let mut child = child;
        let status = child.wait().map_err(|e| e.to_string())?;
        let wall = started.elapsed().as_secs_f64();
        if !status.success() {
            return Err(format!("{} failed on {}", exe.display(), input.display()));
        }
        Ok(Run {
            wall,
            cpu: wall,
            rss: 0,
        })
    }
}

/// Runs `command`, failing with its output if it fails.
pub(crate) fn command(mut command: Command, what: &str) -> Result<(), String> {
    let out = command
        .output()
        .map_err(|e| format!("cannot {what}: {e}"))?;
    match out.status.success() {
        true => Ok(()),
        false => Err(format!(
            "cannot {what}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )),
    }
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
        let mut cargo = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
        cargo
            .current_dir(root)
            .args(["build", "--release", "--quiet"]);
        for bin in bins {
            cargo.args(["--bin", bin]);
        }
        command(cargo, "build the release binaries")?;
        for bin in bins {
            out.push((bin.to_string(), root.join("target/release").join(bin)));
        }
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

pub(crate) fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        (v[m - 1] + v[m]) / 2.0
    }
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
        return draw(root, &dir, runs, Path::new(svg));
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

/// Draws the CPU time of p2197 (release and bundle) and of its peers against the number of
/// piles, 10^4 to 10^8, log–log, into `svg`.
fn draw(root: &Path, dir: &Path, runs: usize, svg: &Path) -> Result<(), String> {
    let mut exes = build(
        root,
        dir,
        &["p2197"],
        &["nim_getchar", "nim_idiomatic"],
        false,
    )?;
    let bundle = build(root, dir, &["p2197"], &[], true)?;
    exes.insert(1, ("p2197 bundle".into(), bundle[0].1.clone()));
    exes[0].0 = "p2197 release".into();
    let sizes = [10_000u64, 100_000, 1_000_000, 10_000_000, 100_000_000];
    let mut lines: Vec<(String, Vec<(u64, f64)>)> =
        exes.iter().map(|(n, _)| (n.clone(), Vec::new())).collect();
    for &n in &sizes {
        let path = input(dir, "nim", Kind::Nim, n)?;
        let tries = if n >= 100_000_000 { runs.min(3) } else { runs }.max(1);
        for (i, (name, exe)) in exes.iter().enumerate() {
            run(exe, &path)?;
            let cpu = median(
                (0..tries)
                    .map(|_| run(exe, &path).map(|r| r.cpu))
                    .collect::<Result<_, _>>()?,
            );
            eprintln!("{name:14} {n:>10} numbers: {cpu:.4} s");
            lines[i].1.push((n, cpu.max(1e-4)));
        }
        // The 1 GB input is not kept.
        if n >= 100_000_000 {
            let _ = std::fs::remove_file(&path);
        }
    }
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
    let title = format!("Luogu P2197 (Nim): CPU time against input size — {machine}, {date}");
    std::fs::write(svg, chart(&title, &lines))
        .map_err(|e| format!("cannot write {}: {e}", svg.display()))?;
    println!("wrote {}", svg.display());
    Ok(())
}

/// A log–log line chart as SVG: numbers across, CPU seconds up.
fn chart(title: &str, lines: &[(String, Vec<(u64, f64)>)]) -> String {
    let (w, h, left, right, top, bottom) = (760.0, 460.0, 70.0, 190.0, 40.0, 50.0);
    let (x0, x1) = (4.0, 8.0);
    let ys: Vec<f64> = lines
        .iter()
        .flat_map(|(_, p)| p.iter().map(|&(_, y)| y.log10()))
        .collect();
    let y0 = ys.iter().copied().fold(f64::MAX, f64::min).floor();
    let y1 = ys.iter().copied().fold(f64::MIN, f64::max).ceil();
    let px = |x: f64| left + (x - x0) / (x1 - x0) * (w - left - right);
    let py = |y: f64| h - bottom - (y - y0) / (y1 - y0).max(1.0) * (h - top - bottom);
    let colors = ["#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#ff7f0e"];
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"13\">{}</text>\n",
        w / 2.0,
        title.replace('&', "&amp;").replace('<', "&lt;")
    );
    for e in x0 as i32..=x1 as i32 {
        let x = px(e as f64);
        let _ = writeln!(s, "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\" stroke=\"#ddd\"/><text x=\"{x}\" y=\"{}\" text-anchor=\"middle\">10^{e}</text>", top, h - bottom, h - bottom + 16.0);
    }
    for e in y0 as i32..=y1 as i32 {
        let y = py(e as f64);
        let label = format!("{}", 10f64.powi(e));
        let _ = writeln!(s, "<line x1=\"{left}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{}\" text-anchor=\"end\">{label} s</text>", w - right, left - 6.0, y + 4.0);
    }
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">numbers in the input (piles)</text>",
        (left + w - right) / 2.0,
        h - 12.0
    );
    for (i, (name, points)) in lines.iter().enumerate() {
        let color = colors[i % colors.len()];
        let path: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", px((x as f64).log10()), py(y.log10())))
            .collect();
        let _ = writeln!(
            s,
            "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"2\" points=\"{}\"/>",
            path.join(" ")
        );
        for &(x, y) in points {
            let _ = writeln!(
                s,
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{color}\"/>",
                px((x as f64).log10()),
                py(y.log10())
            );
        }
        let ly = top + 20.0 + 20.0 * i as f64;
        let _ = writeln!(s, "<line x1=\"{}\" y1=\"{ly}\" x2=\"{}\" y2=\"{ly}\" stroke=\"{color}\" stroke-width=\"2\"/><text x=\"{}\" y=\"{}\">{name}</text>", w - right + 12.0, w - right + 32.0, w - right + 38.0, ly + 4.0);
    }
    s.push_str("</svg>\n");
    s
}
