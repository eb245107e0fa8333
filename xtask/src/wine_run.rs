//! Running a Windows program under Wine for `crate::wine`: the prefix, one persistent
//! wineserver for every run, input fed on a thread, a 60 s limit, and runs that Wine fails by
//! itself run again after a fresh server.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs of one program that Wine may fail by itself before the failure counts.
pub(crate) const ATTEMPTS: usize = 5;

/// `command` in Wine prefix `prefix`, quiet.
pub(crate) fn in_prefix(mut command: Command, prefix: &Path) -> Command {
    command
        .env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "mscoree,mshtml=");
    command
}

/// Starts feeding `input` to the child's stdin on a thread (so that a child that stops
/// reading cannot block us); join the handle after the child ends.
pub(crate) fn feed(child: &mut Child, input: Vec<u8>) -> std::thread::JoinHandle<()> {
    let mut stdin = child.stdin.take().expect("stdin is piped");
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    })
}

/// Whether a run's outcome is Wine failing by itself rather than the program answering: exit
/// 1 with no output at all (a bundle exits 0 or 2 and always writes), a message of Wine's own,
/// or an exit code a bundle never has.
pub(crate) fn wine_failed(run: &Output) -> bool {
    let err = String::from_utf8_lossy(&run.stderr);
    let silent = run.status.code() == Some(1) && run.stdout.is_empty() && run.stderr.is_empty();
    let own = err.contains("wine:") || err.contains("wine client error") || err.contains("err:");
    silent || own || !matches!(run.status.code(), Some(0) | Some(2))
}

pub(crate) struct Wine {
    pub(crate) loader: PathBuf,
    pub(crate) prefix: PathBuf,
}

impl Wine {
    /// Runs `exe` under Wine on `input`, killed after 60 s; again while Wine fails by itself,
    /// up to [`ATTEMPTS`] runs in all.
    pub(crate) fn run(&self, exe: &Path, input: &[u8]) -> Output {
        let mut attempt = 1;
        loop {
            let run = self.once(exe, input);
            if !wine_failed(&run) || attempt == ATTEMPTS {
                return run;
            }
            eprintln!(
                "note: Wine failed {} by itself (exit {:?}, stderr {:?}); running it again ({} of {ATTEMPTS})",
                exe.display(),
                run.status.code(),
                String::from_utf8_lossy(&run.stderr).lines().next().unwrap_or(""),
                attempt + 1
            );
            std::thread::sleep(Duration::from_millis(500 * attempt as u64));
            // The failure may take the server with it, and then every run boots Wine afresh.
            self.server("-k");
            self.start();
            attempt += 1;
        }
    }

    fn once(&self, exe: &Path, input: &[u8]) -> Output {
        let mut child = in_prefix(Command::new(&self.loader), &self.prefix)
            .arg(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("wine starts");
        let feeder = feed(&mut child, input.to_vec());
        let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
        let reader = std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = out.read_to_end(&mut buf);
            buf
        });
        let err_reader = std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = err.read_to_end(&mut buf);
            buf
        });
        let started = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().expect("wait") {
                break s;
            }
            if started.elapsed() > Duration::from_secs(60) {
                let _ = child.kill();
                break child.wait().expect("wait");
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let stdout = reader.join().expect("the reader thread");
        let stderr = err_reader.join().expect("the reader thread");
        feeder.join().expect("the feeder thread");
        Output {
            status,
            stdout,
            stderr,
        }
    }

    /// One wineserver and Wine's own services to serve every run: started with no stdio of
    /// ours (a service started by a run would hold that run's output pipe open for ever), kept
    /// until the end (a server that quits between runs races the run that starts it again).
    pub(crate) fn start(&self) {
        self.server("-p");
        let mut boot = in_prefix(Command::new(&self.loader), &self.prefix);
        boot.arg("wineboot")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let _ = boot.status();
    }

    /// `wineserver` with `arg`, quietly.
    pub(crate) fn server(&self, arg: &str) {
        let server = self.loader.with_file_name("wineserver");
        let server = match server.exists() {
            true => server,
            false => PathBuf::from("wineserver"),
        };
        let mut c = in_prefix(Command::new(server), &self.prefix);
        c.arg(arg)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let _ = c.status();
    }
}
