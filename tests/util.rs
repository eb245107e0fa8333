//! Helpers shared by the integration tests: the list of binaries and running one of them.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

/// Whether the exhaustive sweeps run: `IMPARTIAL_FULL=1`, as `cargo xtask sweep` (and CI)
/// sets it. Plain `cargo test` runs a deterministic sample of the same work that still meets
/// every kind of case (every bin, every kind of mutation or respacing), in about a minute.
pub fn full() -> bool {
    std::env::var_os("IMPARTIAL_FULL").is_some_and(|v| v != "0")
}

/// `full` in the exhaustive sweeps, else `sampled`.
pub fn scale<T>(sampled: T, full: T) -> T {
    if self::full() {
        full
    } else {
        sampled
    }
}

/// The project root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every binary, by the files in `bins/<judge>/`, sorted.
pub fn all_bins() -> Vec<String> {
    let names = crate::layout::bins(root());
    assert!(!names.is_empty(), "bins/<judge>/ holds the binaries");
    names
}

/// Every binary that reads an input and writes an answer (all but the interactive ones), the
/// ones with golden files, generators and the oracle.
pub fn bins() -> Vec<String> {
    let mut names = all_bins();
    names.retain(|b| !crate::layout::interactive(b));
    names
}

/// Path of the built executable of `bin`.
pub fn exe(bin: &str) -> PathBuf {
    assert_cmd::cargo::cargo_bin(bin)
}

/// Runs `bin` on `input` (see [`run_on`]).
pub fn run(bin: &str, input: &[u8]) -> Output {
    run_exe(&exe(bin), input)
}

/// Runs an executable on `input` (see [`run_on`]).
pub fn run_exe(exe: &Path, input: &[u8]) -> Output {
    let shown = String::from_utf8_lossy(&input[..input.len().min(40)]).into_owned();
    run_on(
        exe,
        input,
        &format!("an input of {} bytes ({shown:?}…)", input.len()),
    )
}

/// How long a run may take before it is taken for a hang: far beyond any run of the suite
/// (the slowest takes about a second in the debug build), so that a slow or busy machine
/// never fails a test; a real hang still ends, and says so.
pub const PATIENCE: Duration = Duration::from_secs(600);

/// Runs an executable on `input`, described as `what` in a failure: its exit status and
/// output. A run that is still going after [`PATIENCE`] is killed and fails the test as a
/// timeout naming `what` and the time (never as an empty output).
pub fn run_on(exe: &Path, input: &[u8], what: &str) -> Output {
    run_patiently(exe, input, what, PATIENCE)
}

/// [`run_on`] with another patience.
pub fn run_patiently(exe: &Path, input: &[u8], what: &str, patience: Duration) -> Output {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = std::process::Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{} does not start: {e}", exe.display()));
    let feeder = feed(&mut child, input.to_vec());
    let drain = |r: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let out = drain(
        child
            .stdout
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let err = drain(
        child
            .stderr
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let started = std::time::Instant::now();
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            break status;
        }
        if started.elapsed() > patience {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{} timed out after {} s on {what}: killed (a hang; no test depends on speed)",
                exe.display(),
                patience.as_secs()
            );
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let _ = feeder.join();
    Output {
        status,
        stdout: out.join().expect("stdout read"),
        stderr: err.join().expect("stderr read"),
    }
}

/// Starts feeding `input` to the child's stdin on a thread (so that a child that stops
/// reading cannot block the test); join the handle after the child ends.
pub fn feed(child: &mut std::process::Child, input: Vec<u8>) -> std::thread::JoinHandle<()> {
    let mut stdin = child.stdin.take().expect("stdin is piped");
    std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(&input);
    })
}

/// Everything the child wrote to its (piped) stderr.
pub fn stderr_of(child: &mut std::process::Child) -> String {
    use std::io::Read;
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr is piped")
        .read_to_string(&mut err)
        .expect("readable stderr");
    err
}

/// The golden pairs of `bin` (see `xtask/src/cases.rs`).
pub fn golden(bin: &str) -> Vec<(String, Vec<u8>, String)> {
    crate::cases::golden(root(), bin)
}

/// [`golden`], or nothing for a bin without golden files (an interactive one).
pub fn golden_if_any(bin: &str) -> Vec<(String, Vec<u8>, String)> {
    crate::cases::golden_if_any(root(), bin)
}

pub use crate::cases::diff;

/// `check` on every item, on as many threads as the machine has; what it found, in order.
pub fn parallel<T: Sync>(items: &[T], check: impl Fn(&T) -> Option<String> + Sync) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                if let Some(problem) = check(item) {
                    found.lock().unwrap().push((i, problem));
                }
            });
        }
    });
    let mut found = found.into_inner().unwrap();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}

/// `p1247 < big.in | head -c 10`: runs `command` (p1247 or its bundle, however started) on
/// 300 000 piles, reads 10 bytes of its answer and closes the pipe. Its exit code and stderr.
pub fn closed_pipe(mut command: std::process::Command) -> (Option<i32>, String) {
    use std::io::Read;
    use std::process::Stdio;
    let mut input = String::from("300000\n");
    for i in 0..300_000u64 {
        input.push_str(&(i * 7919 % 1_000_000_007).to_string());
        input.push(' ');
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let feeder = feed(&mut child, input.into_bytes());
    let mut stdout = child.stdout.take().unwrap();
    let mut head = [0u8; 10];
    stdout.read_exact(&mut head).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    feeder.join().unwrap();
    (status.code(), stderr_of(&mut child))
}

/// Runs `bin` on `head` then `unit` repeated without end, reads its first line and closes
/// its standard output: its exit code and standard error once it ends (a timeout after
/// [`PATIENCE`] fails the test as a hang).
pub fn endless(bin: &str, head: &[u8], unit: &[u8]) -> (Option<i32>, String) {
    use std::io::{BufRead, Write};
    use std::process::Stdio;
    let mut child = std::process::Command::new(exe(bin))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().expect("piped");
    let (head, unit) = (head.to_vec(), unit.repeat(4096));
    let feeder = std::thread::spawn(move || {
        if stdin.write_all(&head).is_ok() {
            while stdin.write_all(&unit).is_ok() {}
        }
    });
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut first)
        .unwrap();
    assert!(!first.is_empty(), "{bin}: no first line");
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{bin} timed out after {} s reading on after its output closed",
                PATIENCE.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    feeder.join().unwrap();
    (status.code(), stderr_of(&mut child))
}
