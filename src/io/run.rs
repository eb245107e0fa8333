//! [`run`]: standard input and output under the error contract every binary shares;
//! [`run_files`] for the judges that give `input.txt` and take `output.txt`.

use crate::io::{Error, Scanner, Writer};
use std::io::{self, Write};
use std::process::exit;

/// Where [`run`]'s writer writes: on Unix file descriptor 1 itself (std's `Stdout` searches
/// each write for its last line end), or `output.txt` under [`run_files`]. A failed write ends
/// the process (`… | head -1` must not keep a binary reading an endless input).
pub struct Stdout(Box<dyn Write>, String);

impl Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        ended(&self.1, self.0.write(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        ended(&self.1, self.0.flush())
    }
}

/// `done`, unless it is a write error (an interrupted one is tried again): exit code 0 when
/// the reader went away, else one line on standard error and exit code 2.
fn ended<T>(bin: &str, done: io::Result<T>) -> io::Result<T> {
    match done {
        Err(e) if e.kind() == io::ErrorKind::Interrupted => Err(e),
        Err(e) if reader_gone(&e) => exit(0),
        Err(e) => fail(bin, &format!("cannot write output: {}", e)),
        done => done,
    }
}

/// Whether a write error says the reader went away: a broken pipe, or Windows' ERROR_NO_DATA
/// (232) and ERROR_PIPE_NOT_CONNECTED (233), which std does not report as one.
pub(crate) fn reader_gone(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
        || cfg!(windows) && matches!(e.raw_os_error(), Some(232 | 233))
}

/// At a terminal, what to type. `IsTerminal` is rustc 1.70: only with the `terminal` feature,
/// on in cargo builds and off in a bundle (which builds on rustc 1.56).
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

#[cfg(not(feature = "terminal"))]
fn greet(_: &str, _: &str) {}

/// Runs `solve` on standard input and output on the calling thread, then ends the process:
/// exit code 0 when `solve` returned `Ok`; on an error, the answers written so far, one line
/// `BIN: error: …` on standard error and exit code 2. A failed write ends it at once (exit
/// code 0 if the reader went away, `bin < in | head -1`). `--help` or `-h` prints `help`; any
/// other argument is an error.
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
            fail(
                bin,
                &format!("unexpected argument {:?}: {} (see {} --help)", a, e, bin),
            )
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

/// [`run`] for a judge that gives `input.txt` and takes `output.txt` (Codeforces' oldest
/// problems): a bundle (no `terminal` feature) uses the two files when `input.txt` is there;
/// otherwise, and always in a cargo build, it is [`run`].
pub fn run_files<F>(bin: &str, help: &str, solve: F) -> !
where
    F: FnOnce(&mut Scanner<'static>, &mut Writer<Stdout>) -> Result<(), Error>,
{
    #[cfg(not(feature = "terminal"))]
    if let Ok(input) = std::fs::File::open("input.txt") {
        match std::fs::File::create("output.txt") {
            Ok(out) => serve(bin, Scanner::new(input), Box::new(out), solve),
            Err(e) => fail(bin, &format!("cannot write output.txt: {}", e)),
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
        fail(bin, &e.to_string())
    }
    exit(0)
}

/// Ends the process with `BIN: error: message` on standard error and exit code 2.
fn fail(bin: &str, message: &str) -> ! {
    let _ = writeln!(io::stderr(), "{}: error: {}", bin, message);
    exit(2)
}
