//! `cargo xtask octal bench | record`: the octal engine measured on the tasks of
//! docs/octal.md, and the long published periods (too long for `cargo test`) proven again by
//! the explorer.

use crate::measure::{measure, Run};
use impartial::octal::{Octal, Periodic, Values};
use std::path::Path;
use std::process::{Command, Stdio};

/// A measured task: what it computes (arguments of `xtask octal-run`), and its goal in CPU
/// seconds (issue 32: twice as fast as the best published solver measured here).
struct Task {
    name: &'static str,
    run: [&'static str; 3],
    goal: f64,
}

const TASKS: [Task; 5] = [
    Task {
        name: "0.56 to 10^7 heaps",
        run: ["values", "0.56", "10000000"],
        goal: 1.0,
    },
    Task {
        name: "0.007 (Treblecross) to 3*10^5",
        run: ["values", "0.007", "300000"],
        goal: 8.0,
    },
    Task {
        name: "0.6 to 10^7",
        run: ["values", "0.6", "10000000"],
        goal: 30.0,
    },
    Task {
        name: "Grundy's game to 10^7",
        run: ["values", "grundy", "10000000"],
        goal: 25.0,
    },
    Task {
        name: "0.376 proven",
        run: ["prove", "0.376", "16777216"],
        goal: 10.0,
    },
];

/// The long games, as `grundy` arguments and the line its answer must start with. 0.1777: the
/// published record (period 60 620 715, last exception 160 949 017: Flammenkamp, quoted by
/// OEIS A071509). 0.376 and 0.354: what the theorem proves from the engine's values, recorded
/// here when first proven (issue 32 reports the explorer agreeing with the published tables on
/// both; their figures were not found in the sources searched for this file).
const RECORD: [(&str, &str); 3] = [
    (
        "octal 0.376 --period --max 8000000",
        "period=4 preperiod=2268248 proven=yes",
    ),
    (
        "octal 0.354 --period --max 64000000",
        "period=1180 preperiod=10061916 proven=yes",
    ),
    (
        "octal 0.1777 --period --max 450000000 --force",
        "period=60620715 preperiod=160949018 proven=yes",
    ),
];

/// `cargo xtask octal bench`: each task in a child process, `runs` times; the median CPU time,
/// the peak memory and the bytes a value.
pub fn bench(runs: usize) -> Result<(), String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find xtask itself: {e}"))?;
    println!(
        "{:<32} {:>9} {:>6} {:>10} {:>8} {:>8}",
        "task", "CPU s", "goal", "peak MiB", "B/value", "values"
    );
    for task in &TASKS {
        let mut times = Vec::new();
        let (mut peak, mut count) = (0, 0u64);
        for _ in 0..runs.max(1) {
            let mut command = Command::new(&me);
            command
                .arg("octal-run")
                .args(task.run)
                .stdout(Stdio::piped());
            let (run, out): (Run, Vec<u8>) = measure(command, task.name)?;
            times.push(run.cpu);
            peak = peak.max(run.rss);
            let out = String::from_utf8_lossy(&out);
            count = out
                .trim()
                .parse()
                .map_err(|_| format!("{}: {out}", task.name))?;
        }
        times.sort_by(f64::total_cmp);
        let cpu = times[times.len() / 2];
        println!(
            "{:<32} {:>9.2} {:>6} {:>10.1} {:>8.2} {:>8}{}",
            task.name,
            cpu,
            task.goal,
            peak as f64 / 1024.0,
            (peak * 1024) as f64 / count as f64,
            count,
            if cpu <= task.goal {
                ""
            } else {
                "  over the goal"
            }
        );
    }
    Ok(())
}

/// `xtask octal-run values CODE N` (CODE `grundy` for Grundy's game) and `xtask octal-run
/// prove CODE MAX`: the computation [`bench()`] measures; prints how many values it computed.
pub fn run(args: &[String]) -> Result<(), String> {
    let [kind, code, n] = args else {
        return Err("octal-run values|prove CODE N".into());
    };
    let n: usize = n.parse().map_err(|_| format!("not a heap count: {n}"))?;
    let game = || Octal::parse(code).ok_or(format!("not an octal code: {code}"));
    let count = match (kind.as_str(), code.as_str()) {
        ("values", "grundy") => {
            let mut v = Values::split_unequal();
            v.extend(n);
            v.len()
        }
        ("values", _) => {
            let mut v = Values::new(&game()?);
            v.extend(n);
            v.len()
        }
        ("prove", _) => match Periodic::of(&game()?, n) {
            Ok(p) => p.period().checked_to + 1,
            Err(_) => return Err(format!("{code}: no period proven up to {n}")),
        },
        _ => return Err(format!("octal-run values|prove, not {kind}")),
    };
    println!("{count}");
    Ok(())
}

/// `cargo xtask octal record`: the explorer (release) on each long game of [`RECORD`], its
/// answer checked; CPU time and peak memory reported. 0.1777 takes about 1.5 minutes of CPU
/// and 1 GB here.
pub fn record(root: &Path) -> Result<(), String> {
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build.current_dir(root).args([
        "build",
        "--release",
        "--quiet",
        "-p",
        "cargo-impartial",
        "--bin",
        "grundy",
    ]);
    crate::measure::command(build, "build the explorer")?;
    let exe = root.join("target/release/grundy");
    let mut wrong = 0;
    for (args, want) in RECORD {
        let mut command = Command::new(&exe);
        command.args(args.split(' ')).stdout(Stdio::piped());
        let (run, out) = measure(command, &format!("grundy {args}"))?;
        let out = String::from_utf8_lossy(&out);
        let answer = out.trim();
        let ok = answer.starts_with(want);
        wrong += usize::from(!ok);
        println!(
            "grundy {args}\n  {answer}\n  {} CPU {:.1} s, peak {:.0} MiB",
            if ok {
                "as recorded;"
            } else {
                "DIFFERS from the record;"
            },
            run.cpu,
            run.rss as f64 / 1024.0
        );
    }
    match wrong {
        0 => Ok(()),
        _ => Err(format!("{wrong} of {} games differ", RECORD.len())),
    }
}
