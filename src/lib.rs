//! # impartial
//!
//! Judge-ready solutions and a small, exact library for impartial games: Nim (normal and
//! misère), Bash's game, Wythoff's game, Sprague–Grundy values and the Fibonacci game, and the
//! Sprague–Grundy extensions beyond them (Multi-SG, Every-SG, Anti-SG, nimbers, Green
//! Hackenbush, games on graphs).
//!
//! Every closed form is proven in its module's tests against exhaustive game search over all
//! small positions, and is exact for every u64 input: no floating point anywhere. The library
//! uses `std` only, so each binary can be bundled into one file for an online judge
//! (`cargo xtask bundle <bin>`).
//!
//! - [`io`]: the streaming scanner and buffered writer every binary shares, with the error
//!   contract (`BIN: error: line L, column C: expected …, found "…"`, exit code 2).
//! - [`nim`], [`bash`], [`wythoff`], [`fibonacci`]: one module per game, pure functions.
//! - [`sg`]: Sprague–Grundy values: mex, subtraction games, split and staircase Nim.
//! - [`multi`], [`every`], [`anti`]: Multi-SG (Lasker's Nim), Every-SG and Anti-SG (the SJ
//!   theorem).
//! - [`nimber`]: the nim-product; [`hackenbush`]: Green Hackenbush on trees and on graphs with
//!   cycles; [`dag`]: Grundy values of a directed acyclic graph.
//! - One module per curriculum game: [`euclid`] (Euclid's game), [`multiplication`] (the
//!   multiplication game), [`pair_split`] (E&D), [`jump`] (the jumping row), [`divisors`] (the
//!   dividing game).
//! - [`bigint`] and [`wythoff_big`]: Wythoff's game exactly on numbers of any length.
//! - [`subtraction`]: closed forms of subtraction games (take `l..=r`, take up to `⌊x/k⌋`);
//!   [`outcome`]: win/lose tables (subtraction games) and the take-one-from-each game;
//!   [`grundy_game`]: Grundy's game (split a heap into two unequal heaps).
//! - [`piles`]: compact storage for many pile sizes; [`cells`]: sets of occupied cells.
//! - Games of the AtCoder problems: [`intervals`] (disjoint intervals), [`forbidden`] (Nim with
//!   forbidden moves, a sparse Grundy function), [`counting`] (counting winning rows by a
//!   Walsh–Hadamard transform), [`largest`] (replace the largest), [`token`] (a token eating
//!   stones on a graph), [`octal`] (octal games) and [`row`] (playing a row of cards,
//!   interactively); [`outcome::removal_outcomes`] (removing groups from a set).
//! - Games of the Codeforces problems: [`distinct_takes`] (each amount once per pile),
//!   [`half_piles`] (take from half the piles), [`last_pile`] (the previous pile is
//!   forbidden), [`proper_divisor`] (subtract a proper divisor), [`split_even`] (remove one
//!   or split an even pile into k), [`prime_powers`] (divide by prime powers),
//!   [`subtraction::one_two_k_first_wins`].
//! - [`retrograde`]: win, lose or draw on directed graphs with cycles (retrograde analysis);
//!   [`moore`]: Moore's Nim_k (take from up to k piles at once); [`coins`]: coin turning (the
//!   Ruler game, the corner game; products by the Tartan theorem).
//! - Games of the Luogu problems: [`cutting`] (cutting a sheet), [`divisor_split`] (splitting
//!   into divisors), [`beans`] (splitting beans), [`quotients`] (values by `⌊n/x⌋`: divisor
//!   blocks), [`near_equal`] (splitting into near-equal heaps), [`merging`] (merging under a
//!   cap), [`moore::winning_rows`] (counting winning rows), [`sg::Staircase::of_rising_piles`].
//!
//! - Exploring a game the crate does not have: [`search`] (Grundy values of any rule by brute
//!   force: [`search::grundy_table`] for one heap, [`search::Search`] for any position),
//!   [`octal`] (values with the sparse-space technique, periods proven by the octal
//!   periodicity theorem); the `grundy` explorer is `cargo impartial grundy`.
//!
//! Library modules refer to each other as `super::name`, never `crate::name`, so that a
//! bundle can nest them under a module named `impartial`.

#![warn(missing_docs)]

// Each module is bundled for judges whose rustc may be as old as 1.70 (AtCoder's 2023 one), so
// clippy holds them to 1.70's std; Cargo.toml's rust-version is what the dev-dependencies need.
#[clippy::msrv = "1.70"]
pub mod anti;
#[clippy::msrv = "1.70"]
pub mod bash;
#[clippy::msrv = "1.70"]
pub mod beans;
#[clippy::msrv = "1.70"]
pub mod bigint;
#[clippy::msrv = "1.70"]
pub mod cells;
#[clippy::msrv = "1.70"]
pub mod coins;
#[clippy::msrv = "1.70"]
pub mod counting;
#[clippy::msrv = "1.70"]
pub mod cutting;
#[clippy::msrv = "1.70"]
pub mod dag;
#[clippy::msrv = "1.70"]
pub mod distinct_takes;
#[clippy::msrv = "1.70"]
pub mod divisor_split;
#[clippy::msrv = "1.70"]
pub mod divisors;
#[clippy::msrv = "1.70"]
pub mod euclid;
#[clippy::msrv = "1.70"]
pub mod every;
#[clippy::msrv = "1.70"]
pub mod fibonacci;
#[clippy::msrv = "1.70"]
pub mod forbidden;
#[clippy::msrv = "1.70"]
pub mod grundy_game;
#[clippy::msrv = "1.70"]
pub mod hackenbush;
#[clippy::msrv = "1.70"]
pub mod half_piles;
#[clippy::msrv = "1.70"]
pub mod intervals;
#[clippy::msrv = "1.70"]
pub mod io;
#[clippy::msrv = "1.70"]
pub mod jump;
#[clippy::msrv = "1.70"]
pub mod largest;
#[clippy::msrv = "1.70"]
pub mod last_pile;
#[clippy::msrv = "1.70"]
pub mod merging;
#[clippy::msrv = "1.70"]
pub mod moore;
#[clippy::msrv = "1.70"]
pub mod multi;
#[clippy::msrv = "1.70"]
pub mod multiplication;
#[clippy::msrv = "1.70"]
pub mod near_equal;
#[clippy::msrv = "1.70"]
pub mod nim;
#[clippy::msrv = "1.70"]
pub mod nimber;
#[clippy::msrv = "1.70"]
pub mod octal;
#[clippy::msrv = "1.70"]
pub mod outcome;
#[clippy::msrv = "1.70"]
pub mod pair_split;
#[clippy::msrv = "1.70"]
pub mod piles;
#[clippy::msrv = "1.70"]
pub mod prime_powers;
#[clippy::msrv = "1.70"]
pub mod proper_divisor;
#[clippy::msrv = "1.70"]
pub mod quotients;
#[clippy::msrv = "1.70"]
pub mod retrograde;
#[clippy::msrv = "1.70"]
pub mod row;
#[clippy::msrv = "1.70"]
pub mod search;
#[clippy::msrv = "1.70"]
pub mod sg;
#[clippy::msrv = "1.70"]
pub mod split_even;
#[clippy::msrv = "1.70"]
pub mod subtraction;
#[clippy::msrv = "1.70"]
pub mod token;
#[clippy::msrv = "1.70"]
pub mod wythoff;
#[clippy::msrv = "1.70"]
pub mod wythoff_big;

/// The exhaustive-search oracle of `tests/oracle`, shared with the in-file tests.
#[cfg(test)]
#[path = "../tests/oracle/mod.rs"]
mod oracle;
