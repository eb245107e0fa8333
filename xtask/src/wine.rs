//! Codeforces runs submissions on Windows. Where this machine can build and run Windows programs
//! (rustup's `x86_64-pc-windows-gnu` target, Debian's `gcc-mingw-w64-x86-64` as the linker and
//! `wine64`), every bundle is compiled for Windows as Codeforces compiles it (edition 2021) and
//! run under Wine on its golden files and on its rows of `tests/hostile.tsv` (an interactive
//! bin's rows script the judge's side): the same output bytes, the same error line on stderr,
//! the same exit code as on Linux. A reader that leaves
//! early ends the program quietly, as a broken pipe does on Linux (Windows reports errors 232
//! or 233). A stamp per bundle skips bundles that passed before on the same inputs.
//!
//! **Wine's own failures are not the bundles'.** On a loaded machine Wine sometimes fails a run
//! by itself ("Unhandled page fault", "wine client error", exit 1 with no output): runs go one
//! at a time, and such a run is run again (after a fresh wineserver), up to four times.
//!
//! Wine 8 has no `bcryptprimitives.dll`, whose `ProcessPrng` current Rust std imports at load
//! time; `xtask/wine/bcryptprimitives.c` is a stand-in built with MinGW and put beside the
//! programs. The bundles themselves are the ones handed to the judge, unchanged.

use crate::toolchain::{key, passed_before, remember, rustc, version, windows_target, WINDOWS};
use crate::wine_run::{feed, in_prefix, wine_failed, Wine, ATTEMPTS};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const LINKER: &str = "x86_64-w64-mingw32-gcc";

/// Wine's 64-bit loader: `wine64` on PATH, else where Debian puts it.
fn wine64() -> Option<PathBuf> {
    let candidates = [
        PathBuf::from("wine64"),
        PathBuf::from("/usr/lib/wine/wine64"),
    ];
    candidates
        .into_iter()
        .find(|w| works(w.as_os_str(), "--version"))
}

fn works(program: &std::ffi::OsStr, arg: &str) -> bool {
    Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The Wine loader, or what is missing to run Windows bundles here.
pub fn tools() -> Result<PathBuf, Vec<&'static str>> {
    let mut missing = Vec::new();
    if !windows_target() {
        missing.push("the Rust target (`rustup target add x86_64-pc-windows-gnu`)");
    }
    if !works(LINKER.as_ref(), "--version") {
        missing.push("MinGW (Debian: `gcc-mingw-w64-x86-64`)");
    }
    let wine = wine64();
    if wine.is_none() {
        missing.push("Wine (Debian: `wine64`)");
    }
    match (wine, missing.is_empty()) {
        (Some(w), true) => Ok(w),
        _ => Err(missing),
    }
}

/// Compiles `src` for Windows as Codeforces does (edition 2021, warnings denied).
fn compile(src: &Path, exe: &Path) -> Result<(), String> {
    let out = rustc()
        .args(["--edition", "2021", "--target", WINDOWS, "-C"])
        .arg(format!("linker={LINKER}"))
        .args([
            "-C",
            "opt-level=1",
            "-C",
            "debug-assertions=no",
            "-D",
            "warnings",
            "-o",
        ])
        .arg(exe)
        .arg(src)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    match out.status.success() {
        true => Ok(()),
        false => Err(format!(
            "{}: Windows build:\n{}",
            src.display(),
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// The stand-in `bcryptprimitives.dll`, built into `dir`.
fn stand_in(root: &Path, dir: &Path) -> Result<(), String> {
    let src = root.join("xtask/wine/bcryptprimitives.c");
    let out = Command::new(LINKER)
        .args(["-O2", "-shared", "-o"])
        .arg(dir.join("bcryptprimitives.dll"))
        .arg(&src)
        .arg("-ladvapi32")
        .output()
        .map_err(|e| e.to_string())?;
    match out.status.success() {
        true => Ok(()),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// What one bundle is checked on, and the key of its stamp.
struct Job {
    bin: String,
    exe: PathBuf,
    golden: Vec<(String, Vec<u8>, String)>,
    hostile: Vec<crate::cases::Case>,
    key: String,
}

/// Builds the bundle of `bin` for Windows, unless its stamp says it passed before.
fn prepare(root: &Path, bin: &str, dir: &Path, stable: &str) -> Result<Option<Job>, String> {
    let text = crate::bundle::bundle(root, bin)?;
    let golden = crate::cases::golden_if_any(root, bin);
    let hostile: Vec<_> = (crate::cases::hostile(root).into_iter())
        .filter(|c| c.bin == bin)
        .collect();
    let stand_in =
        std::fs::read(root.join("xtask/wine/bcryptprimitives.c")).map_err(|e| e.to_string())?;
    let mut parts: Vec<Vec<u8>> = vec![text.clone().into_bytes(), stable.into(), stand_in];
    for (name, input, expected) in &golden {
        parts.extend([
            name.clone().into_bytes(),
            input.clone(),
            expected.clone().into_bytes(),
        ]);
    }
    for c in &hostile {
        parts.extend([
            c.input.clone(),
            c.stdout.clone().into(),
            c.error.clone().into(),
        ]);
    }
    let key = key(&parts.iter().map(Vec::as_slice).collect::<Vec<_>>());
    if passed_before(root, &format!("wine-{bin}"), &key) {
        return Ok(None);
    }
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, &text).map_err(|e| e.to_string())?;
    let exe = dir.join(format!("{bin}.exe"));
    compile(&src, &exe)?;
    Ok(Some(Job {
        bin: bin.to_string(),
        exe,
        golden,
        hostile,
        key,
    }))
}

/// Runs one built bundle on its cases under Wine.
fn check(wine: &Wine, job: &Job) -> Result<(), String> {
    let bin = &job.bin;
    for (name, input, expected) in &job.golden {
        let run = wine.run(&job.exe, input);
        let got = String::from_utf8_lossy(&run.stdout);
        if run.status.code() != Some(0) || got != *expected || !run.stderr.is_empty() {
            return Err(format!(
                "{bin}.exe under Wine fails its {name}: exit {:?}, stderr {:?}, {}",
                run.status.code(),
                String::from_utf8_lossy(&run.stderr),
                crate::cases::diff(expected, &got)
            ));
        }
    }
    for c in &job.hostile {
        let run = wine.run(&job.exe, &c.input);
        let (code, err) = match c.error.is_empty() {
            true => (0, String::new()),
            false => (2, format!("{bin}: error: {}\n", c.error)),
        };
        let out = String::from_utf8_lossy(&run.stdout);
        let got_err = String::from_utf8_lossy(&run.stderr);
        if run.status.code() != Some(code) || out != c.stdout || got_err != err {
            return Err(format!(
                "{bin}.exe under Wine on {:?}: want exit {code}, stdout {:?}, stderr {err:?}; \
                 got exit {:?}, stdout {out:?}, stderr {got_err:?}",
                c.input.escape_ascii().to_string(),
                c.stdout,
                run.status.code()
            ));
        }
    }
    if crate::layout::file_io(bin) {
        files(wine, job)?;
    }
    Ok(())
}

/// A bundle of a judge that reads `input.txt` and writes `output.txt` (Codeforces' oldest
/// problems, on Windows), run so under Wine in a folder of its own, standard input empty.
fn files(wine: &Wine, job: &Job) -> Result<(), String> {
    let bin = &job.bin;
    let here = job.exe.with_file_name(format!("{bin}-files"));
    std::fs::create_dir_all(&here).map_err(|e| e.to_string())?;
    for (name, input, expected) in &job.golden {
        std::fs::write(here.join("input.txt"), input).map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(here.join("output.txt"));
        let run = in_prefix(Command::new(&wine.loader), &wine.prefix)
            .arg(&job.exe)
            .current_dir(&here)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| e.to_string())?;
        let got = std::fs::read_to_string(here.join("output.txt")).unwrap_or_default();
        if run.status.code() != Some(0) || got != *expected || !run.stdout.is_empty() {
            return Err(format!(
                "{bin}.exe under Wine on input.txt fails its {name}: exit {:?}, stderr {:?}, {}",
                run.status.code(),
                String::from_utf8_lossy(&run.stderr),
                crate::cases::diff(expected, &got)
            ));
        }
    }
    Ok(())
}

/// `p1247.exe < big.in | head -c 10` on Windows: the program ends quietly with exit code 0.
fn closed_pipe(root: &Path, wine: &Wine, dir: &Path) -> Result<(), String> {
    let src = dir.join("p1247-pipe.rs");
    std::fs::write(&src, crate::bundle::bundle(root, "p1247")?).map_err(|e| e.to_string())?;
    let exe = dir.join("p1247-pipe.exe");
    compile(&src, &exe)?;
    let mut input = String::from("300000\n");
    for i in 0..300_000u64 {
        input.push_str(&(i * 7919 % 1_000_000_007).to_string());
        input.push(' ');
    }
    let mut last = String::new();
    for _ in 0..ATTEMPTS {
        let mut child = in_prefix(Command::new(&wine.loader), &wine.prefix)
            .arg(&exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        let feeder = feed(&mut child, input.clone().into_bytes());
        let mut stdout = child.stdout.take().expect("piped");
        let mut head = [0u8; 10];
        let read = stdout.read_exact(&mut head);
        drop(stdout);
        let status = child.wait().map_err(|e| e.to_string())?;
        let _ = feeder.join();
        let mut err = String::new();
        let _ = child.stderr.take().expect("piped").read_to_string(&mut err);
        let run = Output {
            status,
            stdout: head.to_vec(),
            stderr: err.clone().into_bytes(),
        };
        if read.is_ok() && status.code() == Some(0) && err.is_empty() {
            return Ok(());
        }
        last = format!("exit {:?}, stderr {err:?}", status.code());
        if !wine_failed(&run) {
            break;
        }
    }
    Err(format!(
        "p1247.exe after its reader left: {last} (want exit 0 and no stderr)"
    ))
}

/// Every bundle under Wine (see the module's doc); the failures.
pub fn every_bundle(root: &Path, loader: &Path, dir: &Path) -> Result<Vec<String>, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    stand_in(root, dir).map_err(|e| format!("the stand-in bcryptprimitives.dll: {e}"))?;
    let stable = version(rustc());
    // The interactive bins too: their hostile rows script the judge's side of a game.
    let bins: Vec<String> = crate::layout::bins(root);
    // Builds in parallel, runs one at a time.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let built = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(bin) = bins.get(i) else { break };
                let job = prepare(root, bin, dir, &stable);
                built.lock().expect("no panics").push((i, job));
            });
        }
    });
    let mut built = built.into_inner().expect("no panics");
    built.sort_by_key(|(i, _)| *i);
    let wine = Wine {
        loader: loader.to_path_buf(),
        prefix: root.join("target/wine-prefix"),
    };
    wine.start();
    let mut failures = Vec::new();
    let (mut ran, mut skipped) = (0, 0);
    for (_, job) in built {
        match job {
            Err(e) => failures.push(e),
            Ok(None) => skipped += 1,
            Ok(Some(job)) => {
                ran += 1;
                match check(&wine, &job) {
                    Ok(()) => remember(root, &format!("wine-{}", job.bin), &job.key),
                    Err(e) => failures.push(e),
                }
            }
        }
    }
    if let Err(e) = closed_pipe(root, &wine, dir) {
        failures.push(e);
    }
    wine.server("-k");
    eprintln!(
        "Wine: {ran} bundles run, {skipped} unchanged since they passed (IMPARTIAL_RECHECK=1 runs all)"
    );
    Ok(failures)
}
