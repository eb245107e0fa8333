//! Helpers shared by the integration tests: the list of binaries and running one of them.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

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

/// The golden pairs of `bin`: (name, input, expected output with CRLF turned into LF). A
/// missing `.out` file reads as `"(missing NAME.out)"`, which no binary prints.
pub fn golden(bin: &str) -> Vec<(String, Vec<u8>, String)> {
    let dir = crate::layout::testdata(root(), bin);
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|p| {
            let input = std::fs::read(&p).unwrap();
            let out = p.with_extension("out");
            let expected = match std::fs::read_to_string(&out) {
                Ok(text) => text.replace("\r\n", "\n"),
                Err(_) => format!("(missing {})", out.display()),
            };
            (
                p.file_stem().unwrap().to_string_lossy().into_owned(),
                input,
                expected,
            )
        })
        .collect()
}

/// [`golden`], or nothing for a bin without golden files (an interactive one).
pub fn golden_if_any(bin: &str) -> Vec<(String, Vec<u8>, String)> {
    match crate::layout::testdata(root(), bin).exists() {
        true => golden(bin),
        false => Vec::new(),
    }
}

/// A readable account of where `got` first differs from `want`.
pub fn diff(want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.split('\n').collect(), got.split('\n').collect());
    for i in 0..w.len().max(g.len()) {
        let (a, b) = (w.get(i), g.get(i));
        if a != b {
            let show = |l: Option<&&str>| match l {
                Some(s) if s.len() > 120 => format!("{:?}...", &s[..120]),
                Some(s) => format!("{s:?}"),
                None => "(no line)".to_string(),
            };
            return format!(
                "first difference at line {}:\n  expected: {}\n  got:      {}\n  ({} vs {} lines)",
                i + 1,
                show(a),
                show(b),
                w.len(),
                g.len()
            );
        }
    }
    "no difference".to_string()
}

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
