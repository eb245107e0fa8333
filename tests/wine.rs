//! Codeforces runs submissions on Windows. Where this machine can build and run Windows programs
//! (rustup's `x86_64-pc-windows-gnu` target, Debian's `gcc-mingw-w64-x86-64` as the linker and
//! `wine64`), every bundle is compiled for Windows as Codeforces compiles it (edition 2021) and
//! run under Wine on its golden files and on its rows of `tests/hostile.tsv`: the same output
//! bytes, the same error line on stderr, the same exit code as on Linux. A reader that leaves
//! early ends the program quietly, as a broken pipe does on Linux (Windows reports errors 232
//! or 233). Without those tools the test says what it skipped and passes. A stamp per bundle
//! (as in `bundles.rs`) skips bundles that passed before on the same inputs.
//!
//! Wine 8 has no `bcryptprimitives.dll`, whose `ProcessPrng` current Rust std imports at load
//! time; `tests/wine/bcryptprimitives.c` is a stand-in built with MinGW and put beside the
//! programs. The bundles themselves are the ones handed to the judge, unchanged.

use crate::bundles::{
    bundle, key, passed_before, remember, rustc, version, windows_target, WINDOWS,
};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const LINKER: &str = "x86_64-w64-mingw32-gcc";

/// Wine's 64-bit loader: `wine64` on PATH, else where Debian puts it.
fn wine64() -> Option<PathBuf> {
    let candidates = [
        PathBuf::from("wine64"),
        PathBuf::from("/usr/lib/wine/wine64"),
    ];
    candidates.into_iter().find(|w| {
        Command::new(w)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

fn works(program: &str, arg: &str) -> bool {
    Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// What is missing to run Windows bundles here, or the Wine loader.
fn tools() -> Result<PathBuf, Vec<&'static str>> {
    let mut missing = Vec::new();
    if !windows_target() {
        missing.push("the Rust target (`rustup target add x86_64-pc-windows-gnu`)");
    }
    if !works(LINKER, "--version") {
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

/// `command` in the tests' Wine prefix, quiet.
fn in_prefix(mut command: Command) -> Command {
    command
        .env("WINEPREFIX", crate::util::root().join("target/wine-prefix"))
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "mscoree,mshtml=");
    command
}

/// Runs `exe` under Wine on `input`, in a prefix of its own under `target/`, killed after 60 s.
/// A run that Wine itself failed is run again, up to twice: exit 1 with no output at all (with
/// `WINEDEBUG=-all` Wine's own failures are silent; a bundle exits 0 or 2 and always writes).
/// Seen once in a fresh clone's CI, for a bundle that passed in every other run.
fn wine(wine: &Path, exe: &Path, input: &[u8]) -> Output {
    let mut attempts = 1;
    loop {
        let run = wine_once(wine, exe, input);
        let silent = run.status.code() == Some(1) && run.stdout.is_empty() && run.stderr.is_empty();
        if !silent || attempts == 3 {
            return run;
        }
        eprintln!(
            "note: Wine failed {} silently (exit 1, no output); running it again",
            exe.display()
        );
        attempts += 1;
    }
}

fn wine_once(wine: &Path, exe: &Path, input: &[u8]) -> Output {
    let mut child = in_prefix(Command::new(wine))
        .arg(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("wine starts");
    let feeder = crate::util::feed(&mut child, input.to_vec());
    let mut out = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = reader.join().unwrap();
    feeder.join().unwrap();
    let stderr = crate::util::stderr_of(&mut child).into_bytes();
    Output {
        status,
        stdout,
        stderr,
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
fn stand_in(dir: &Path) -> Result<(), String> {
    let src = crate::util::root().join("tests/wine/bcryptprimitives.c");
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

/// One bundle under Wine: its golden files and hostile rows. `Ok(false)` when a stamp says it
/// passed before on exactly these inputs.
fn check(wine64: &Path, bin: &str, dir: &Path, stable: &str) -> Result<bool, String> {
    let text = bundle::bundle(crate::util::root(), bin)?;
    let golden = crate::util::golden_if_any(bin);
    let hostile: Vec<_> = crate::hostile::cases()
        .into_iter()
        .filter(|c| c.bin == bin)
        .collect();
    let stand_in = std::fs::read(crate::util::root().join("tests/wine/bcryptprimitives.c"))
        .map_err(|e| e.to_string())?;
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
    let stamp = format!("wine-{bin}");
    if passed_before(&stamp, &key) {
        return Ok(false);
    }
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, &text).map_err(|e| e.to_string())?;
    let exe = dir.join(format!("{bin}.exe"));
    compile(&src, &exe)?;
    for (name, input, expected) in &golden {
        let run = wine(wine64, &exe, input);
        let got = String::from_utf8_lossy(&run.stdout);
        if run.status.code() != Some(0) || got != *expected || !run.stderr.is_empty() {
            return Err(format!(
                "{bin}.exe under Wine fails its {name}: exit {:?}, stderr {:?}, {}",
                run.status.code(),
                String::from_utf8_lossy(&run.stderr),
                crate::util::diff(expected, &got)
            ));
        }
    }
    for c in &hostile {
        let run = wine(wine64, &exe, &c.input);
        let (code, err) = match c.error.is_empty() {
            true => (0, String::new()),
            false => (2, format!("{bin}: error: {}\n", c.error)),
        };
        let (out, got_err) = (
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr),
        );
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
    remember(&stamp, &key);
    Ok(true)
}

#[test]
fn every_bundle_runs_under_wine_as_on_linux() {
    let wine64 = match tools() {
        Ok(w) => w,
        Err(missing) => {
            eprintln!(
                "note: SKIPPED running the bundles as Windows programs under Wine: missing {}",
                missing.join(", ")
            );
            return;
        }
    };
    let dir = crate::util::root().join("target/wine-run");
    std::fs::create_dir_all(&dir).unwrap();
    stand_in(&dir).expect("the stand-in bcryptprimitives.dll builds");
    let stable = version(rustc());
    // One wineserver and Wine's own services serve every run: started here with no stdio of
    // ours (a service started by a run would hold that run's output pipe open for ever), kept
    // until the end (a server that quits between runs races the run that starts it again).
    let server = wine64.with_file_name("wineserver");
    let server = match server.exists() {
        true => server,
        false => PathBuf::from("wineserver"),
    };
    let quiet = |mut c: Command| {
        c.stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        c.status()
    };
    let mut start = in_prefix(Command::new(&server));
    start.arg("-p");
    let _ = quiet(start);
    let mut boot = in_prefix(Command::new(&wine64));
    boot.arg("wineboot");
    let _ = quiet(boot);
    let bins = crate::util::bins();
    let first = check(&wine64, &bins[0], &dir, &stable);
    let failures = match first {
        Ok(_) => crate::util::parallel(&bins[1..], |bin| check(&wine64, bin, &dir, &stable).err()),
        Err(e) => vec![e],
    };
    let pipe = std::panic::catch_unwind(|| a_closed_pipe_ends_quietly(&wine64, &dir));
    let mut stop = in_prefix(Command::new(&server));
    stop.arg("-k");
    let _ = quiet(stop);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(pipe.is_ok(), "the closed-pipe run failed (above)");
}

/// `p1247.exe < big.in | head -c 10` on Windows: the program ends quietly with exit code 0
/// (run after the others, which left `p1247.exe` in `dir`).
fn a_closed_pipe_ends_quietly(wine64: &Path, dir: &Path) {
    let src = dir.join("p1247.rs");
    std::fs::write(&src, bundle::bundle(crate::util::root(), "p1247").unwrap()).unwrap();
    let exe = dir.join("p1247-pipe.exe");
    compile(&src, &exe).unwrap();
    let mut command = in_prefix(Command::new(wine64));
    command.arg(&exe);
    let (code, err) = crate::util::closed_pipe(command);
    assert_eq!(err, "", "stderr after the reader left");
    assert_eq!(code, Some(0), "exit status after the reader left");
}
