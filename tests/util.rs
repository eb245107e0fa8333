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

/// Runs `bin` on `input` with a time limit (a run that takes longer is killed and fails).
pub fn run(bin: &str, input: &[u8]) -> Output {
    run_exe(&exe(bin), input)
}

/// Runs an executable on `input` with a time limit.
pub fn run_exe(exe: &Path, input: &[u8]) -> Output {
    let assert = assert_cmd::Command::new(exe)
        .write_stdin(input.to_vec())
        .timeout(Duration::from_secs(60))
        .assert();
    assert.get_output().clone()
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
