//! Streaming input and buffered output, on one thread. Used by every binary.
//!
//! - [`Scanner`] reads tokens through one 64 KiB buffer, in its folds 64 bytes at a time with
//!   AVX2 (module `simd`); every error says where the bad token starts.
//! - [`Writer`] buffers 64 KiB of output and formats integers eight digits at a time.
//! - [`run()`] ties both to standard input and output under the error contract: the answers
//!   so far, then one line `BIN: error: …` on standard error and exit code 2.
//!
//! **Interactive problems** (`bins/atcoder/abc398e.rs`): a reply is parsed as soon as it
//! arrives; call [`Writer::flush`] after each move, and read replies token by token (the folds
//! and [`Scanner::edges`] wait for a block of input that a judge never sends).

mod error;
mod fold;
mod run;
mod scanner;
pub(crate) mod simd;
#[cfg(test)]
mod tests;
mod writer;

pub use error::Error;
pub use run::{run, run_files, Stdout};
pub use scanner::{is_space, Scanner};
pub use writer::Writer;
