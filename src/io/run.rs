//! [`run`]: standard input and output under the error contract every binary shares.

use super::{Error, Scanner, Writer};
use std::io::{self, Write};
use std::process::exit;

/// Standard output as a [`Writer`] writes to it: unbuffered, as the writer buffers. On Unix it
/// is file descriptor 1 itself (std's `Stdout` would search each buffer for its last line end).
pub type Stdout = Box<dyn Write>;

fn stdout() -> Stdout {
    #[cfg(unix)]
    {
        use std::os::unix::io::FromRawFd;
        // SAFETY: descriptor 1 is standard output, open for the life of the process, and
        // nothing else in these programs writes to it, so no output is reordered or lost. It is
        // closed only as the program ends: `run` exits without dropping it.
        Box::new(unsafe { std::fs::File::from_raw_fd(1) })
    }
    #[cfg(not(unix))]
    Box::new(io::stdout())
}

/// Runs `solve` on standard input and output under the error contract, then ends the process.
///
/// - `solve` returned `Ok` and every answer was written: exit code 0.
/// - `solve` returned an error (bad input): the answers written so far are flushed, one line
///   `BIN: error: …` goes to standard error, and the exit code is 2.
/// - The reader of standard output went away (a closed pipe, as in `bin < in | head -1`): exit
///   code 0 and no message, as nobody is left to answer. Any other write error: exit code 2.
///
/// Everything runs on the calling thread.
///
/// # Example
/// A complete binary (Luogu P2197, T cases of n piles):
/// ```no_run
/// use impartial::io::run;
/// use impartial::nim;
///
/// fn main() {
///     run("p2197", |sc, out| {
///         for _ in 0..sc.u64("a case count")? {
///             let n = sc.u64("a pile count")?;
///             let s = sc.fold_u64(n, "a pile size", 0, nim::add)?;
///             out.line(if nim::first_wins(s) { "Yes" } else { "No" });
///         }
///         sc.finish()
///     })
/// }
/// ```
pub fn run<F>(bin: &str, solve: F) -> !
where
    F: FnOnce(&mut Scanner<'static>, &mut Writer<Stdout>) -> Result<(), Error>,
{
    let mut sc = Scanner::new(io::stdin().lock());
    let mut out = Writer::new(stdout());
    let result = solve(&mut sc, &mut out);
    out.flush();
    let message = match (result, out.error()) {
        (Err(e), _) => format!("{bin}: error: {e}"),
        (Ok(()), None) => exit(0),
        (Ok(()), Some(e)) if e.kind() == io::ErrorKind::BrokenPipe => exit(0),
        (Ok(()), Some(e)) => format!("{bin}: error: cannot write output: {e}"),
    };
    let _ = writeln!(io::stderr(), "{message}");
    exit(2)
}
