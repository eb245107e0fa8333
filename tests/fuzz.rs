//! Hostile input for every binary in `bins/`: 300 inputs each in the exhaustive sweeps
//! (`cargo xtask sweep`), 16 in plain `cargo test` (every kind below, many times over) — random bytes, token
//! soup, and valid inputs (golden files and generator output) mutated: characters deleted,
//! inserted or replaced, truncation at every kind of position, 20–40 digit numbers, a count of
//! 10^18, a number made large and valid (10^6 to 2^64 − 1: what sizes a table or a search).
//! Every run must end with exit code 0, or 2 with exactly one stderr line of the error
//! contract; never a panic (101), a signal, a runaway (60 s of CPU) or unbounded memory (each
//! run is limited to 512 MiB of address space).
//!
//! The seed is fixed; `IMPARTIAL_FUZZ_SEED=<u64>` picks another and `IMPARTIAL_FUZZ_CASES=<n>`
//! sets the number of inputs per binary, for longer local runs:
//! `IMPARTIAL_FUZZ_SEED=7 IMPARTIAL_FUZZ_CASES=20000 cargo test --release --test integration fuzz`.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::process::{Command, Stdio};
use std::time::Duration;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Whitespace, as the binaries define it.
const SPACES: [&[u8]; 9] = [
    b" ", b" ", b"\n", b"\r\n", b"\t", b"  ", b"\n\n", b"\x0b", b"\x0c",
];

fn random_digits(rng: &mut StdRng, len: usize) -> Vec<u8> {
    (0..len).map(|_| b'0' + rng.random_range(0..10u8)).collect()
}

/// A token of the soup: numbers of every size and shape, signs, dots, letters, control bytes.
fn soup_token(rng: &mut StdRng) -> Vec<u8> {
    match rng.random_range(0..14) {
        0 => b"0".to_vec(),
        1 => rng.random_range(0..20u64).to_string().into_bytes(),
        2 => rng.random_range(0..2000u64).to_string().into_bytes(),
        3 => rng.random::<u64>().to_string().into_bytes(),
        4 => b"18446744073709551616".to_vec(),
        5 => b"1000000000000000000".to_vec(),
        6 => {
            let len = rng.random_range(20..=40);
            random_digits(rng, len)
        }
        7 => b"-1".to_vec(),
        8 => b"+5".to_vec(),
        9 => b"2.5".to_vec(),
        10 => b"x".to_vec(),
        11 => vec![rng.random::<u8>()],
        12 => "é".as_bytes().to_vec(),
        _ => format!(
            "{:0w$}",
            rng.random_range(0..100u64),
            w = rng.random_range(2..30)
        )
        .into_bytes(),
    }
}

fn token_soup(rng: &mut StdRng) -> Vec<u8> {
    let mut s = Vec::new();
    for _ in 0..rng.random_range(0..40) {
        s.extend(soup_token(rng));
        s.extend_from_slice(SPACES[rng.random_range(0..SPACES.len())]);
    }
    s
}

/// Byte ranges of the tokens of `input`.
fn tokens(input: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < input.len() {
        while i < input.len() && input[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while i < input.len() && !input[i].is_ascii_whitespace() {
            i += 1;
        }
        if i > start {
            out.push((start, i));
        }
    }
    out
}

/// One mutation of a valid input.
fn mutate(rng: &mut StdRng, valid: &[u8]) -> Vec<u8> {
    let mut s = valid.to_vec();
    let toks = tokens(&s);
    let pick = |rng: &mut StdRng| toks.get(rng.random_range(0..toks.len().max(1))).copied();
    match rng.random_range(0..10) {
        // Delete a character.
        0 if !s.is_empty() => {
            s.remove(rng.random_range(0..s.len()));
        }
        // Insert a character from the soup alphabet.
        1 => {
            let c = b" \t\r\n0123456789-+.xe\x00\xff"[rng.random_range(0..20)];
            s.insert(rng.random_range(0..=s.len()), c);
        }
        // Truncate anywhere.
        2 => s.truncate(rng.random_range(0..=s.len())),
        // Truncate just after a token, or inside one.
        3 => {
            if let Some((a, b)) = pick(rng) {
                s.truncate(if rng.random() {
                    b
                } else {
                    rng.random_range(a..=b)
                });
            }
        }
        // A token becomes a number of 20 to 40 digits.
        4 => {
            if let Some((a, b)) = pick(rng) {
                let len = rng.random_range(20..=40);
                s.splice(a..b, random_digits(rng, len));
            }
        }
        // The first token (a count, for most formats) becomes 10^18.
        5 => {
            if let Some(&(a, b)) = toks.first() {
                s.splice(a..b, *b"1000000000000000000");
            }
        }
        // A token becomes soup.
        6 => {
            if let Some((a, b)) = pick(rng) {
                s.splice(a..b, soup_token(rng));
            }
        }
        // An extra token at the end.
        7 => {
            s.extend_from_slice(b" ");
            s.extend(soup_token(rng));
        }
        // A token becomes a large valid number: what sizes a table or a search, far past a
        // judge's range (a count of 10^6 or more runs out of input at once).
        8 => {
            if let Some((a, b)) = pick(rng) {
                let big: [u64; 8] = [
                    1_000_000,
                    10_000_000,
                    100_000_000,
                    1_000_000_000,
                    1_000_000_000_000,
                    (1 << 32) - 1,
                    1 << 63,
                    u64::MAX,
                ];
                let v = big[rng.random_range(0..big.len())];
                s.splice(a..b, v.to_string().into_bytes());
            }
        }
        // Random bytes overwrite a span.
        _ => {
            if !s.is_empty() {
                let at = rng.random_range(0..s.len());
                for b in s.iter_mut().skip(at).take(rng.random_range(1..4)) {
                    *b = rng.random();
                }
            }
        }
    }
    s
}

/// CPU seconds a hostile run may use: a runaway bound, not a speed test (the slowest input
/// here takes milliseconds), so that a slow or busy machine never fails it.
const CPU_SECONDS: u64 = 60;

/// Limits process `pid` to 512 MiB of address space and [`CPU_SECONDS`] of CPU time (CPU
/// time, unlike the clock, does not grow with the machine's load).
#[cfg(target_os = "linux")]
fn limit(pid: u32) {
    unsafe extern "C" {
        /// glibc's `prlimit`, which std links already.
        fn prlimit(pid: i32, resource: i32, new: *const [u64; 2], old: *mut [u64; 2]) -> i32;
    }
    const RLIMIT_CPU: i32 = 0;
    const RLIMIT_AS: i32 = 9;
    for (resource, limit) in [
        (RLIMIT_AS, [512u64 << 20; 2]),
        (RLIMIT_CPU, [CPU_SECONDS, CPU_SECONDS + 5]),
    ] {
        // SAFETY: `limit` is a live local laid out as Linux's `struct rlimit` (soft and hard
        // limit, 64 bits each); a null `old` asks for nothing back. `pid` is our child, not
        // yet reaped.
        let done = unsafe { prlimit(pid as i32, resource, &limit, std::ptr::null_mut()) };
        assert_eq!(
            done,
            0,
            "prlimit on the child: {}",
            std::io::Error::last_os_error()
        );
    }
}

#[cfg(not(target_os = "linux"))]
fn limit(_pid: u32) {}

/// Runs `bin` on `input` with 512 MiB of address space and [`CPU_SECONDS`] of CPU (a run
/// still going after the suite's patience is a hang); returns a description of what is
/// wrong with the outcome, if anything. No shell in between (std
/// spawns with `posix_spawn`): the limit is set on the child from here before it is given any
/// input, so every allocation its input could ask for comes under it.
fn judge(bin: &str, input: &[u8]) -> Option<String> {
    let exe = crate::util::exe(bin);
    let mut child = Command::new(&exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    limit(child.id());
    // An input that fits the pipe's buffer (64 KiB on Linux) is written at once; a larger one
    // on a thread, so that a child that stops reading cannot block the test.
    let feeder = match input.len() <= 60_000 {
        true => {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin is piped");
            let _ = stdin.write_all(input);
            None
        }
        false => Some(crate::util::feed(&mut child, input.to_vec())),
    };
    let started = std::time::Instant::now();
    let mut pause = Duration::from_micros(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > crate::util::PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            return Some(format!(
                "timed out after {} s: killed (a hang)",
                crate::util::PATIENCE.as_secs()
            ));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(1));
    };
    if let Some(f) = feeder {
        f.join().unwrap();
    }
    let err = crate::util::stderr_of(&mut child);
    match status.code() {
        Some(0) if err.is_empty() => None,
        Some(2) => {
            let line = err.strip_suffix('\n').unwrap_or("");
            let prefix = format!("{bin}: error: ");
            let body = line.strip_prefix(&prefix).unwrap_or("");
            let positioned = body.starts_with("line ")
                && body.contains(", column ")
                && body.contains(": expected ")
                && body.contains(", found \"")
                && body.ends_with('"');
            let ended = body.starts_with("input ended: expected ");
            let read = body.starts_with("cannot read input: ");
            if line.contains('\n') || !(positioned || ended || read) {
                Some(format!("exit 2 with a malformed message {err:?}"))
            } else {
                None
            }
        }
        None if cpu_limited(&status) => Some(format!(
            "used more than {CPU_SECONDS} s of CPU (SIGXCPU): a runaway"
        )),
        other => Some(format!("exit {other:?} (signal or panic), stderr {err:?}")),
    }
}

/// Valid inputs of `bin`: its small golden files and a few generated ones.
fn valid_inputs(bin: &str) -> Vec<Vec<u8>> {
    if crate::layout::interactive(bin) {
        // Transcripts of the judge's side: the input line, then replies (legal or not).
        let scripts: &[&str] = match bin {
            "cf1934d2" => &crate::interactive::CF1934D2_SCRIPTS,
            "abc398e" => &crate::interactive::ABC398E_SCRIPTS,
            _ => &[
                "6 2 3\n1 2\n0 0\n",
                "5 2 2\n1 2\n0 0\n",
                "2000 1 1\n1 1\n3 1\n",
                "9 3 3\n",
            ],
        };
        return scripts.iter().map(|s| s.as_bytes().to_vec()).collect();
    }
    let mut out: Vec<Vec<u8>> = crate::util::golden(bin)
        .into_iter()
        .map(|(_, input, _)| input)
        .filter(|i| i.len() < 20_000)
        .collect();
    for seed in 0..4 {
        let mut input = Vec::new();
        let wide = seed % 2 == 1;
        crate::inputs::generate(bin, 40, seed, wide, &mut input)
            .expect("a generator for every bin");
        out.push(input);
    }
    out
}

fn hostile_inputs(bin: &str, rng: &mut StdRng, cases: u64) -> Vec<Vec<u8>> {
    let valid = valid_inputs(bin);
    (0..cases)
        .map(|i| match i % 10 {
            0 => (0..rng.random_range(0..200))
                .map(|_| rng.random::<u8>())
                .collect(),
            1 | 2 => token_soup(rng),
            _ => {
                let base = &valid[rng.random_range(0..valid.len())];
                let mut s = mutate(rng, base);
                if rng.random_range(0..4) == 0 {
                    s = mutate(rng, &s);
                }
                s
            }
        })
        .collect()
}

#[test]
#[cfg(unix)]
fn every_bin_survives_hostile_input() {
    let seed = env_u64("IMPARTIAL_FUZZ_SEED", 2026);
    let cases = env_u64("IMPARTIAL_FUZZ_CASES", crate::util::scale(16, 300)).max(1);
    let bins = crate::util::all_bins();
    let work: Vec<(String, Vec<u8>)> = bins
        .iter()
        .enumerate()
        .flat_map(|(i, bin)| {
            let mut rng = StdRng::seed_from_u64(seed ^ (i as u64) << 32);
            hostile_inputs(bin, &mut rng, cases)
                .into_iter()
                .map(move |input| (bin.clone(), input))
        })
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism()
            .map_or(2, |n| n.get())
            .min(4)
        {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((bin, input)) = work.get(i) else {
                    break;
                };
                if let Some(problem) = judge(bin, input) {
                    failures.lock().unwrap().push(format!(
                        "{bin} on {:?}: {problem}",
                        input.escape_ascii().to_string()
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} hostile runs failed (seed {seed}):\n{}",
        failures.len(),
        work.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(work.len() as u64 >= cases * bins.len() as u64);
}

/// Whether the child was stopped by its CPU limit (SIGXCPU, or SIGKILL at the hard limit).
fn cpu_limited(status: &std::process::ExitStatus) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        matches!(status.signal(), Some(24) | Some(9))
    }
    #[cfg(not(unix))]
    {
        let _ = status;
        false
    }
}
