//! [`run`]: standard input and output under the error contract every binary shares;
//! [`run_files`] for the judges that give `input.txt` and take `output.txt`.

use crate::io::{Error, Scanner, Writer};
use std::io::{self, Write};
use std::process::exit;

/// Standard output as [`run`]'s writer writes to it (one write per 64 KiB): on Unix file
/// descriptor 1 itself (std's `Stdout` would search each write for its last line end); or
/// `output.txt` under [`run_files`]. A write that fails ends the process there: nobody reads
/// what a binary would go on computing (`… | head -1` must not keep a binary reading an
/// endless input).
pub struct Stdout(Box<dyn Write>, String);

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
    // SAFETY: fd 1 stays open all run (leaked, never closed); nothing else writes to it.
    #[cfg(unix)]
    let sink: Box<dyn Write> = Box::new(&*Box::leak(Box::new(unsafe {
        <std::fs::File as std::os::unix::io::FromRawFd>::from_raw_fd(1)
    })));
    #[cfg(not(unix))]
    let sink: Box<dyn Write> = Box::new(io::stdout());
    serve(bin, Scanner::new(io::stdin()), sink, solve)
}

/// [`run`] for a judge that gives the input in `input.txt` and takes the output in
/// `output.txt` (Codeforces' oldest problems): a bundle, built as a judge builds it (without
/// the `terminal` feature), reads `input.txt` when the folder it runs in has one, and then
/// writes `output.txt`; otherwise, and always in a cargo build, it is [`run`] (standard input
/// and output), so `bin < input.txt` works everywhere.
pub fn run_files<F>(bin: &str, help: &str, solve: F) -> !
where
    F: FnOnce(&mut Scanner<'static>, &mut Writer<Stdout>) -> Result<(), Error>,
{
    #[cfg(not(feature = "terminal"))]
    if let Ok(input) = std::fs::File::open("input.txt") {
        match std::fs::File::create("output.txt") {
            Ok(out) => serve(bin, Scanner::new(input), Box::new(out), solve),
            Err(e) => {
                let _ = writeln!(
                    io::stderr(),
                    "{}: error: cannot write output.txt: {}",
                    bin,
                    e
                );
                exit(2)
            }
        }
    }
    run(bin, help, solve)
}

/// Runs `solve` from `sc` to `sink` under the error contract, then ends the process.
fn serve<F>(bin: &str, mut sc: Scanner<'static>, sink: Box<dyn Write>, solve: F) -> !
where
    F: FnOnce(&mut Scanner<'static>, &mut Writer<Stdout>) -> Result<(), Error>,
{
    let mut out = Writer::new(Stdout(sink, bin.to_string()));
    let result = solve(&mut sc, &mut out);
    out.flush(); // a write that fails ends the process inside the writer

    if let Err(e) = result {
        let _ = writeln!(io::stderr(), "{}: error: {}", bin, e);
        exit(2)
    }
    exit(0)
}
