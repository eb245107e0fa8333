//! The integration tests, in one binary (the layout of ripgrep's tests): each module below is
//! one concern, and `util` holds what they share.

// The library's rust-version (1.56) is the bundles' floor; tests and benchmarks run on stable.
#![allow(clippy::incompatible_msrv)]

mod bundles;
#[path = "../xtask/src/cases.rs"]
mod cases;
mod cli;
mod fuzz;
mod generators;
mod golden;
mod hostile;
#[path = "../xtask/src/inputs/mod.rs"]
#[allow(dead_code)]
mod inputs;
#[path = "../xtask/src/interact.rs"]
#[allow(dead_code)]
mod interact;
mod interactive;
#[path = "../xtask/src/layout.rs"]
mod layout;
#[path = "../xtask/src/new.rs"]
mod new;
mod oracle;
mod pattern;
#[path = "../xtask/src/pattern_check.rs"]
mod pattern_check;
mod positions;
mod sandbox;
mod scaffold;
mod statement;
mod util;
mod whitespace;
