//! Streaming input and buffered output, on one thread. Used by every binary.
//!
//! - [`Scanner`] reads whitespace-separated tokens through one 64 KiB buffer: token by token
//!   from the bytes directly, and in its folds ([`Scanner::fold_u64`] and the like) 64 bytes
//!   at a time with AVX2 where the processor has it (module `simd`). Every error says where
//!   the bad token starts.
//! - [`Writer`] buffers 64 KiB of output and formats integers eight digits at a time.
//! - [`run()`] ties both to standard input and output and implements the error contract: the
//!   answers written so far, then one line `BIN: error: …` on standard error and exit code 2.
//!
//! **Interactive problems.** Each refill is one `read`, which returns whatever the judge has
//! sent, so a reply is parsed as soon as its line arrives. Call [`Writer::flush`] after each
//! move; a malformed reply (a judge's `-1`, say) is an error of the usual contract. Read a
//! judge's lines token by token: the bulk folds (and [`Scanner::edges`]) wait for a block of
//! input that the judge sends only after the program's next line. `bins/atcoder/abc278g.rs`
//! and `bins/atcoder/abc398e.rs` are examples.

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
