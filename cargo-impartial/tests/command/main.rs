//! The command as a user runs it: the explorer's output and errors, the bundler's refusals
//! with their exact lines, and a Cargo project of one's own whose solution is bundled and
//! compiled alone.

// The project's case tables (xtask's own reader).
#[path = "../../../xtask/src/cases.rs"]
#[allow(dead_code)]
mod cases;
mod corpus;
mod explorer;
mod hostile;
#[path = "../../../xtask/src/layout.rs"]
#[allow(dead_code)]
mod layout;
mod pattern;
mod refusals;
mod safety;
mod shapes;
mod user;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The built `cargo-impartial` (not an installed one).
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_cargo-impartial"))
}

/// The repository's root (the library's folder).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("inside the repository")
}

/// A folder of its own, empty.
pub fn scratch(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `exe` with `input` on stdin.
pub fn run(exe: &Path, input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the program starts");
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the program ends");
    feeder.join().expect("the feeder");
    out
}

/// The stable rustc (the one beside the cargo running the tests).
pub fn rustc() -> Command {
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside =
            PathBuf::from(cargo).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if beside.exists() {
            return Command::new(beside);
        }
    }
    Command::new("rustc")
}

/// How long a run may take before it is taken for a hang: far beyond any run here, so that a
/// slow or busy machine never fails a test.
pub const PATIENCE: std::time::Duration = std::time::Duration::from_secs(600);

/// Waits for `child`, failing as a timeout named `what` after [`PATIENCE`].
pub fn wait_patiently(child: &mut std::process::Child, what: &str) -> std::process::ExitStatus {
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("{what}: timed out after {} s (a hang)", PATIENCE.as_secs());
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Waits until process `pid` has used `seconds` of CPU time (Linux: /proc), so that what it
/// does first is done, however slow or busy the machine; a timeout after [`PATIENCE`].
#[cfg(unix)]
pub fn wait_for_cpu(pid: u32, seconds: f64) {
    if !Path::new("/proc/self/stat").exists() {
        // No /proc: a pause stands in.
        std::thread::sleep(std::time::Duration::from_millis(1500));
        return;
    }
    let started = std::time::Instant::now();
    loop {
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            return; // gone: what follows fails and says why
        };
        // After the name: the state, then utime and stime (fields 14 and 15) in clock ticks
        // (100 a second).
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
        let ticks: u64 = (fields.iter().skip(11).take(2))
            .filter_map(|t| t.parse::<u64>().ok())
            .sum();
        if ticks as f64 >= seconds * 100.0 || fields.first() == Some(&"Z") {
            return;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "process {pid} did not compute for {seconds} s within {} s",
            PATIENCE.as_secs()
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}
