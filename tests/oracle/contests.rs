//! The oracle rows of the AtCoder and Codeforces binaries, whose solvers are in
//! `atcoder_solvers.rs` and `codeforces_solvers.rs` (searched after
//! [`super::problems::PROBLEMS`], where `cargo xtask new` puts a new one).

use super::problems::Solver;

/// The AtCoder and Codeforces binaries and their solvers.
pub const PROBLEMS: &[(&str, Solver)] = &[
    ("abc206f", super::atcoder_solvers::abc206f),
    ("abc255g", super::atcoder_solvers::abc255g),
    ("abc354e", super::atcoder_solvers::abc354e),
    ("abc212h", super::atcoder_solvers::abc212h),
    ("arc137c", super::atcoder_solvers::arc137c),
    ("arc091f", super::atcoder_solvers::arc091f),
    ("agc017d", super::atcoder_solvers::agc017d),
    ("agc010f", super::atcoder_solvers::agc010f),
    ("cf1194d", super::codeforces_solvers::cf1194d),
    ("cf1537d", super::codeforces_solvers::cf1537d),
    ("cf1147c", super::codeforces_solvers::cf1147c),
    ("cf768e", super::codeforces_solvers::cf768e),
    ("cf1396b", super::codeforces_solvers::cf1396b),
    ("cf15c", super::codeforces_solvers::cf15c),
    ("cf603c", super::codeforces_solvers::cf603c),
    ("cf850c", super::codeforces_solvers::cf850c),
    ("abc059d", super::atcoder_solvers::abc059d),
    ("cf1382b", super::codeforces_solvers::cf1382b),
    ("cf1965a", super::codeforces_solvers::cf1965a),
    ("arc105d", super::atcoder_solvers::arc105d),
    ("cf1363c", super::codeforces_solvers::cf1363c),
    ("agc002e", super::atcoder_solvers::agc002e),
    ("agc033c", super::atcoder_solvers::agc033c),
    ("cf1747c", super::codeforces_solvers::cf1747c),
    ("cf914b", super::codeforces_solvers::cf914b),
    ("cf1373b", super::codeforces_solvers::cf1373b),
    ("cf1104b", super::codeforces_solvers::cf1104b),
    ("abc048d", super::atcoder_solvers::abc048d),
    ("cf276b", super::codeforces_solvers::cf276b),
    ("cf1220c", super::codeforces_solvers::cf1220c),
    ("cf1033c", super::codeforces_solvers::cf1033c),
    ("cf1600e", super::codeforces_solvers::cf1600e),
    ("arc151c", super::atcoder_solvers::arc151c),
    ("cf1704f", super::codeforces_more::cf1704f),
    ("cf317d", super::codeforces_more::cf317d),
    ("cf255e", super::codeforces_more::cf255e),
    ("cf1312f", super::codeforces_more::cf1312f),
    ("cf346a", super::codeforces_more::cf346a),
    ("arc168b", super::atcoder_solvers::arc168b),
    ("typical90_ae", super::atcoder_solvers::typical90_ae),
];
