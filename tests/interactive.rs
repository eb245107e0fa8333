//! The interactive binaries against local interactors, the way `oj t --judge-command` plays
//! them: the interactor sends the input, reads each move as the program flushes it, checks its
//! legality, answers with its own move, and at the end says who won. A program that waits for
//! more input than the judge has sent hangs here, and the interactor's timeout says so.
//!
//! ABC 278 G: the interactor plays optimal replies where exhaustive search reaches (small
//! rows: a winning move whenever it has one, so a wrong choice of side or a single bad move
//! loses), and random legal replies on rows up to the judge's largest. Every game must end
//! with the program winning and exiting with code 0.

use crate::interact::play_abc278g;
use crate::oracle::atcoder::card_row;
use crate::oracle::games::Game;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::path::Path;

/// How the interactor chooses its moves.
#[derive(Clone, Copy)]
enum Judge {
    /// A winning move when the exhaustive search finds one, else the first legal move.
    Optimal,
    /// A random legal move.
    Random(u64),
}

fn mask(free: &[bool]) -> u64 {
    free.iter()
        .enumerate()
        .filter(|&(_, &f)| f)
        .map(|(i, _)| 1u64 << i)
        .sum()
}

fn play(exe: &Path, n: usize, l: usize, r: usize, judge: Judge) -> Result<(), String> {
    let mut search: Option<Game<u64>> = (n <= 14).then(|| card_row(n as u32, l as u32, r as u32));
    let mut rng = StdRng::seed_from_u64(match judge {
        Judge::Random(seed) => seed,
        Judge::Optimal => 0,
    });
    let mut choose = |free: &[bool], legal: &[(usize, usize)]| match (judge, search.as_mut()) {
        (Judge::Optimal, Some(g)) => legal
            .iter()
            .copied()
            .find(|&(x, y)| {
                let mut after = free.to_vec();
                after[x..x + y].fill(false);
                !g.wins(&mask(&after))
            })
            .unwrap_or(legal[0]),
        _ => legal[rng.random_range(0..legal.len())],
    };
    play_abc278g(exe, (n, l, r), &mut choose).map(drop)
}

/// The games every build of `abc278g` must win: every row to 9 cards against the optimal
/// interactor, then random replies on larger rows (the largest the judge allows among them).
pub fn abc278g_games(exe: &Path) -> Vec<String> {
    let mut games = Vec::new();
    for n in 1..=9 {
        for l in 1..=n {
            for r in l..=n {
                games.push((n, l, r, Judge::Optimal));
            }
        }
    }
    for (i, &(n, l, r)) in [(14, 3, 3), (13, 2, 2), (14, 4, 4), (12, 1, 1)]
        .iter()
        .enumerate()
    {
        games.push((n, l, r, Judge::Optimal));
        games.push((n, l, r, Judge::Random(i as u64)));
    }
    for (i, &(n, l, r)) in [
        (2000, 1, 1),
        (1999, 2, 2),
        (2000, 3, 3),
        (2000, 5, 900),
        (1717, 1, 2000),
    ]
    .iter()
    .enumerate()
    {
        games.push((n, l, r.min(n), Judge::Random(100 + i as u64)));
    }
    crate::util::parallel(&games, |&(n, l, r, judge)| play(exe, n, l, r, judge).err())
}

#[test]
fn abc278g_wins_every_game_against_the_interactor() {
    let failures = abc278g_games(&crate::util::exe("abc278g"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_side_is_the_winning_one() {
    // Independent of the game play: the side printed first agrees with exhaustive search.
    for n in 1..=12u32 {
        for l in 1..=n {
            for r in l..=n {
                let run = crate::util::run("abc278g", format!("{n} {l} {r}\n").as_bytes());
                let side = String::from_utf8_lossy(&run.stdout);
                let first = card_row(n, l, r).wins(&((1u64 << n) - 1));
                let want = if first { "First" } else { "Second" };
                assert!(side.starts_with(want), "{n} {l} {r}: {side:?}");
            }
        }
    }
}
