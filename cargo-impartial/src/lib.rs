//! `cargo impartial`: the command for one's own solutions with the
//! [impartial](https://docs.rs/impartial) library.
//!
//! - [`bundle`]: one std-only source file for an online judge, from a solution that uses
//!   `impartial::…` (`cargo impartial bundle src/bin/a.rs`), with only the library items it
//!   reaches; what cannot compile is refused with its line and column.
//! - [`explore`]: the `grundy` explorer (`cargo impartial grundy octal 0.77 --period`).
//! - [`pattern`]: the pattern in a brute-force table (`cargo impartial pattern < table.txt`).
//! - [`judges`]: the judges' source-size limits (`cargo impartial bundle --judge NAME`).
//!
//! The library's sources are embedded when this package is built ([`library`]), so the
//! installed command needs no clone of the repository.

pub mod bundle;
pub mod explore;
pub mod judges;
pub mod output;
pub mod pattern;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/library.rs"));
}

/// The library's sources and version, as embedded when this command was built.
pub fn library() -> bundle::Library {
    bundle::Library::from_files(embedded::FILES, embedded::VERSION)
}

/// The command line's arguments after the program's name; a non-UTF-8 argument ends the
/// program with one line `PROGRAM: error: argument K is not UTF-8 …` and exit code 2.
pub fn args(program: &str) -> Vec<String> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().unwrap_or_else(|a| {
                eprintln!(
                    "{program}: error: argument {} is not UTF-8: {}",
                    i + 1,
                    a.to_string_lossy()
                );
                std::process::exit(2)
            })
        })
        .collect()
}
