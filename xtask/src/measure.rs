//! Running and timing programs for the measurements (`race`, `limits`, `octal bench`): CPU
//! time (user + system: what judges charge), wall time and peak memory of a child process, by
//! `wait4` on Linux; the release build they measure, the machine and date for their titles.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

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
    let mut command = Command::new(exe);
    command.stdin(stdin).stdout(Stdio::null());
    let what = format!("{} on {}", exe.display(), input.display());
    measure(command, &what).map(|(run, _)| run)
}

/// Runs `command` (its standard error passed on) and measures it; its standard output, if
/// piped, comes back.
pub(crate) fn measure(mut command: Command, what: &str) -> Result<(Run, Vec<u8>), String> {
    let started = Instant::now();
    let mut child = command
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    let mut output = Vec::new();
    if let Some(mut out) = child.stdout.take() {
        use std::io::Read;
        out.read_to_end(&mut output)
            .map_err(|e| format!("cannot read the output of {what}: {e}"))?;
    }
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
            return Err(format!("{what} failed (status {status})"));
        }
        let seconds = |t: &sys::Timeval| t.sec as f64 + t.usec as f64 / 1e6;
        let cpu = seconds(&usage.user) + seconds(&usage.system);
        let run = Run {
            wall,
            cpu,
            rss: usage.maxrss as u64,
        };
        Ok((run, output))
    }
    #[cfg(not(target_os = "linux"))]
    {
        let status = child.wait().map_err(|e| e.to_string())?;
        let wall = started.elapsed().as_secs_f64();
        if !status.success() {
            return Err(format!("{what} failed"));
        }
        let run = Run {
            wall,
            cpu: wall,
            rss: 0,
        };
        Ok((run, output))
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

/// Builds the release binaries `bins` (one `cargo build`) and returns their paths.
pub(crate) fn build_release(root: &Path, bins: &[&str]) -> Result<Vec<PathBuf>, String> {
    let mut cargo = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cargo
        .current_dir(root)
        .args(["build", "--release", "--quiet"]);
    for bin in bins {
        cargo.args(["--bin", bin]);
    }
    command(cargo, "build the release binaries")?;
    Ok(bins
        .iter()
        .map(|b| root.join("target/release").join(b))
        .collect())
}

/// This machine's processor (its model name, else the architecture) and today's date
/// (YYYY-MM-DD), for the titles of measurements.
pub(crate) fn machine_and_date() -> (String, String) {
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
    (machine, date)
}

/// The median of `v` (the mean of the middle two when their number is even).
pub(crate) fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        (v[m - 1] + v[m]) / 2.0
    }
}
