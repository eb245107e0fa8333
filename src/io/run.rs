//! [`run`]: standard input and output under the error contract every binary shares.

use crate::io::{Error, Scanner, Writer};
use std::io::{self, Write};
use std::process::exit;

/// Standard output as [`run`]'s writer writes to it (one write per 64 KiB): on Unix file
/// descriptor 1 itself (std's `Stdout` would search each write for its last line end). A
/// write that fails ends the process there: nobody reads what a binary would go on computing
/// (`… | head -1` must not keep a binary reading an endless input).
pub struct Stdout(Fd, String);

#[cfg(unix)]
type Fd = std::mem::ManuallyDrop<std::fs::File>;
#[cfg(not(unix))]
type Fd = io::Stdout;

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        ended(&self.1, self.0.write(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        ended(&self.1, self.0.flush())
    }
}

/// `done`, unless it is a write error (an interrupted write is tried again), which ends the
/// run: quietly with exit code 0 when the reader went away (nobody is left to answer), else
/// with one line on standard error and exit code 2.
fn ended<T>(bin: &str, done: io::Result<T>) -> io::Result<T> {
    match done {
        Err(e) if e.kind() == io::ErrorKind::Interrupted => Err(e),
        Err(e) if reader_gone(&e) => exit(0),
        Err(e) => {
            let _ = writeln!(io::stderr(), "{}: error: cannot write output: {}", bin, e);
            exit(2)
        }
        done => done,
    }
}

/// Whether a write error says that the reader of standard output went away: a broken pipe,
/// or on Windows the pipe errors std does not report as one, ERROR_NO_DATA (232, "the pipe is
/// being closed") and ERROR_PIPE_NOT_CONNECTED (233), which Codeforces' Windows hosts and a
/// Windows `| head -1` produce.
pub(crate) fn reader_gone(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
        || cfg!(windows) && matches!(e.raw_os_error(), Some(232 | 233))
}

/// At a terminal, what to type. The greeting needs `IsTerminal` (rustc 1.70): only with the
/// `terminal` feature, on by default in cargo builds and off in a bundle (a judge has no
/// terminal), which builds on rustc 1.56.
#[cfg(feature = "terminal")]
#[allow(clippy::incompatible_msrv)]
fn greet(bin: &str, help: &str) {
    if io::IsTerminal::is_terminal(&io::stdin()) {
        let title = help.lines().next().unwrap_or(bin);
        let end =
            "reading the input from the terminal: end it with Ctrl-D (Windows: Ctrl-Z, Enter)";
        let _ = writeln!(io::stderr(), "{}\n{}: {}", title, bin, end);
    }
}

/// Without the `terminal` feature (a bundle): no greeting.
#[cfg(not(feature = "terminal"))]
fn greet(_: &str, _: &str) {}

/// Runs `solve` on standard input and output under the error contract, on the calling
/// thread, then ends the process:
/// - `solve` returned `Ok` and every answer was written: exit code 0;
/// - `solve` returned an error (bad input): the answers written so far, one line `BIN: error:
///   …` on standard error, exit code 2;
/// - the reader of standard output went away (`bin < in | head -1`): exit code 0 at the first
///   failed write, the rest of the input unread; any other write error: exit code 2 at once.
///
/// No argument reads the input; `--help` or `-h` prints `help` (exit code 0); anything else is
/// an error (exit code 2). At a terminal, a line on standard error says what to type.
///
/// # Example
/// A complete binary (Luogu P2197, T cases of n piles):
/// ```no_run
/// use impartial::{io::run, nim};
///
/// fn main() {
///     run("p2197", "p2197: Luogu P2197 Nim\n", |sc, out| {
///         for _ in 0..sc.u64("a case count")? {
///             let n = sc.u64("a pile count")?;
///             let s = sc.fold_u64(n, "a pile size", 0, nim::add)?;
///             out.line(if nim::first_wins(s) { "Yes" } else { "No" });
///         }
///         sc.finish()
///     })
/// }
/// ```
pub fn run<F>(bin: &str, help: &str, solve: F) -> !
where
    F: FnOnce(&mut Scanner<'static>, &mut Writer<Stdout>) -> Result<(), Error>,
{
    let mut args = std::env::args_os().skip(1);
    match (args.next(), args.next()) {
        (None, _) => greet(bin, help),
        (Some(a), None) if a == "--help" || a == "-h" => {
            let _ = io::stdout().write_all(help.as_bytes());
            exit(0)
        }
        (Some(a), _) => {
            let e = "the input comes on standard input";
            let _ = writeln!(
                io::stderr(),
                "{0}: error: unexpected argument {1:?}: {2} (see {0} --help)",
                bin,
                a,
                e
            );
            exit(2)
        }
    }
    // SAFETY: descriptor 1 is standard output, open for the whole run, and never closed
    // (`ManuallyDrop`); nothing else here writes to it, so no output is reordered or lost.
    #[cfg(unix)]
    let fd = std::mem::ManuallyDrop::new(unsafe { std::os::unix::io::FromRawFd::from_raw_fd(1) });
    #[cfg(not(unix))]
    let fd = io::stdout();
    let (mut sc, mut out) = (
        Scanner::new(io::stdin()),
        Writer::new(Stdout(fd, bin.to_string())),
    );
    let result = solve(&mut sc, &mut out);
    // A write that fails ends the process inside the writer: after this, all went out.
    out.flush();
    if let Err(e) = result {
        let _ = writeln!(io::stderr(), "{}: error: {}", bin, e);
        exit(2)
    }
    exit(0)
}
