//! The brute-force oracle: exhaustive game search ([`games`]) and, built on it, a reference
//! solver for every binary's input format ([`problems`]).
#![allow(dead_code)]

pub mod atcoder;
pub mod atcoder_more;
pub mod atcoder_solvers;
pub mod battery;
pub mod boj;
pub mod boj_boards;
pub mod boj_stones;
pub mod codeforces;
pub mod codeforces_cells;
pub mod codeforces_games;
pub mod codeforces_loopy;
pub mod codeforces_more;
pub mod codeforces_rest;
pub mod codeforces_solvers;
pub mod contests;
pub mod curriculum;
pub mod games;
pub mod graph_solvers;
pub mod hackerrank;
pub mod hackerrank_counting;
pub mod hackerrank_games;
pub mod hackerrank_games_more;
pub mod hackerrank_track;
pub mod hackerrank_track_more;
pub mod loopy;
pub mod luogu;
pub mod luogu_oi;
pub mod problems;
pub mod solvers;

/// Whether the exhaustive sweeps run (`IMPARTIAL_FULL=1`, as `cargo xtask sweep` sets it);
/// plain `cargo test` runs a sample that meets every kind of case.
pub fn full() -> bool {
    std::env::var_os("IMPARTIAL_FULL").is_some_and(|v| v != "0")
}
