//! Project tasks, run as `cargo xtask …` (an alias in `.cargo/config.toml`):
//!
//! - `cargo xtask bundle <bin> [--out FILE]`: one std-only source file for an online judge.
//! - `cargo xtask gen <bin> <n> [--seed S]`: a valid input for `bin` with about `n` numbers.
//!
//! Errors (an unknown bin, bad arguments) print one line `xtask: error: …` and exit with code 2.

mod bundle;
mod gen;

use std::io::Write;
use std::path::Path;
use std::process::exit;

const USAGE: &str =
    "usage: cargo xtask bundle <bin> [--out FILE]\n       cargo xtask gen <bin> <n> [--seed S]";

fn fail(message: &str) -> ! {
    eprintln!("xtask: error: {message}");
    exit(2)
}

/// Removes `--name VALUE` from `args` and returns VALUE.
fn option(args: &mut Vec<String>, name: &str) -> Option<String> {
    let i = args.iter().position(|a| a == name)?;
    if i + 1 >= args.len() {
        fail(&format!("{name} needs a value"));
    }
    let value = args.remove(i + 1);
    args.remove(i);
    Some(value)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ is inside the project");
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let task = if args.is_empty() {
        String::new()
    } else {
        args.remove(0)
    };
    match task.as_str() {
        "bundle" => {
            let out = option(&mut args, "--out");
            let [bin] = args.as_slice() else { fail(USAGE) };
            let text = bundle::bundle(root, bin).unwrap_or_else(|e| fail(&e));
            match out {
                Some(path) => std::fs::write(&path, text)
                    .unwrap_or_else(|e| fail(&format!("cannot write {path}: {e}"))),
                None => {
                    let _ = std::io::stdout().write_all(text.as_bytes());
                }
            }
        }
        "gen" => {
            let seed = option(&mut args, "--seed").map_or(1, |s| {
                s.parse().unwrap_or_else(|_| fail("--seed takes a u64"))
            });
            let [bin, n] = args.as_slice() else {
                fail(USAGE)
            };
            let n: u64 = n
                .parse()
                .unwrap_or_else(|_| fail(&format!("<n> must be a u64, not {n:?}")));
            let stdout = std::io::stdout();
            let mut out = impartial::io::Writer::new(stdout.lock());
            gen::generate(bin, n, seed, &mut out).unwrap_or_else(|e| fail(&e));
            out.flush();
            if let Some(e) = out.error() {
                fail(&format!("cannot write output: {e}"));
            }
        }
        _ => fail(USAGE),
    }
}
