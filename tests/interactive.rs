//! The interactive binaries against local interactors, the way `oj t --judge-command` plays
//! them: the interactor sends the input, reads each move as the program flushes it, checks its
//! legality, answers with its own move, and at the end says who won. A program that waits for
//! more input than the judge has sent hangs here, and the interactor's timeout says so.
//!
//! ABC 278 G: the interactor plays optimal replies where exhaustive search reaches (small
//! rows: a winning move whenever it has one, so a wrong choice of side or a single bad move
//! loses), and random legal replies on rows up to the judge's largest. Every game must end
//! with the program winning and exiting with code 0.
//!
//! CF 1934 D2: the interactor breaks with a winning break whenever exhaustive search (numbers
//! below 2^12) finds one, else with the break that looks longest (a heuristic); or at random,
//! or giving up at random. Every start to 2^10 on both sides (when the program plays second,
//! the judge moves first from a lost position), and random and extreme starts to 10^18. Each
//! game must end in the program's win within the bound of the strategy's proof (bit length − 1
//! ≤ 59 breaks), inside the statement's limit of 63.
//!
//! ABC 398 E: every legal move of the judge is as good as any other (the game lasts a fixed
//! number of moves), so the interactor joins the first legal pair, the last or a random one.
//! Every tree shape of 2 to 6 vertices (7 in the full sweep) from both sides (the program
//! plays second exactly when the first player loses), random trees up to the judge's 100
//! vertices, and at N = 100 a path, a star (no move at all) and a tree of 192 moves. Each game
//! must end with the judge's `-1 -1` and the program's exit code 0.

use crate::interact::{can_break, play_abc278g, play_abc398e, play_cf1934d2, random_tree, Join};
use crate::oracle::atcoder::card_row;
use crate::oracle::atcoder::{pair_bit, tree_game};
use crate::oracle::games::every_tree;
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

/// Transcripts of the judge's side for `tests/fuzz.rs` (`valid_inputs`): t, n, the replies.
pub const CF1934D2_SCRIPTS: [&str; 4] = [
    "1\n3\n0 0\n",
    "2\n1\n0 0\n13\n10 7\n0 0\n",
    "1\n1000000000000000000\n0 0\n",
    "3\n7\n3 4\n0 0\n6\n",
];

/// The games of every interactive bin (for the bundle test).
pub fn games(bin: &str, exe: &Path) -> Vec<String> {
    match bin {
        "cf1934d2" => cf1934d2_games(exe),
        "abc398e" => abc398e_games(exe),
        _ => abc278g_games(exe),
    }
}

/// How the CF 1934 D2 interactor breaks.
#[derive(Clone, Copy, Debug)]
enum Breaks {
    /// A winning break when exhaustive search finds one, else the longest-looking break.
    Longest,
    /// A random break of a random number that has one.
    Random(u64),
    /// As `Random`, but giving up (`0 0`) one time in four.
    GivesUp(u64),
}

/// Below this, the interactor knows every outcome by exhaustive search.
const SEARCHED: u64 = 1 << 12;

/// Whether the player who must break `p` wins, for every `p < SEARCHED`: some break whose both
/// parts lose for the opponent, who keeps one and must break it. Plain search over the rules.
fn xor_break_wins() -> Vec<bool> {
    let mut win = vec![false; SEARCHED as usize];
    for p in 1..SEARCHED {
        win[p as usize] = (1..p).any(|p1| {
            let p2 = p ^ p1;
            0 < p2 && p2 < p && !win[p1 as usize] && !win[p2 as usize]
        });
    }
    win
}

/// A random break of `p` (which has one): a part whose top bit is a one bit of `p`.
fn random_break(p: u64, rng: &mut StdRng) -> (u64, u64) {
    let ones: Vec<u32> = (0..64).filter(|&k| (p >> k) & 1 == 1).collect();
    let k = ones[rng.random_range(0..ones.len())];
    let low = 1u64 << k;
    // Below 2^(k+1), and below p when k is p's top bit: the other part then lacks bit k.
    let p1 = rng.random_range(low..=(low - 1 + low).min(p - 1));
    (p1, p ^ p1)
}

/// The break of `p` that looks longest for the program (a heuristic, no search): keep `p`'s
/// top bit and hand over the largest number below `p` with an even count of ones, which the
/// program, keeping it, must break with the most bits still set. The top bit alone (the
/// loop's end) is a break too.
fn long_break(p: u64) -> (u64, u64) {
    let top = 1u64 << (63 - p.leading_zeros());
    let mut p1 = p - 1;
    while p1 > top && p1.count_ones() % 2 == 1 {
        p1 -= 1;
    }
    (p1, p ^ p1)
}

fn break_with(judge: Breaks, win: &[bool], rng: &mut StdRng, a: u64, b: u64) -> Option<(u64, u64)> {
    let open: Vec<u64> = [a, b].into_iter().filter(|&p| can_break(p)).collect();
    match judge {
        Breaks::Longest => {
            for &p in &open {
                if p < SEARCHED && win[p as usize] {
                    let p1 = (1..p)
                        .find(|&p1| {
                            let p2 = p ^ p1;
                            p2 < p && !win[p1 as usize] && !win[p2 as usize]
                        })
                        .expect("a winning break");
                    return Some((p1, p ^ p1));
                }
            }
            Some(long_break(*open.iter().max().expect("a number to break")))
        }
        Breaks::GivesUp(_) if rng.random_range(0..4) == 0 => None,
        Breaks::Random(_) | Breaks::GivesUp(_) => {
            let p = open[rng.random_range(0..open.len())];
            Some(random_break(p, rng))
        }
    }
}

/// Plays `starts` in one run (t ≤ 1000 games); `Some` failure.
fn play_xor_break(exe: &Path, starts: &[u64], judge: Breaks, win: &[bool]) -> Option<String> {
    let mut rng = StdRng::seed_from_u64(match judge {
        Breaks::Random(seed) | Breaks::GivesUp(seed) => seed,
        Breaks::Longest => 0,
    });
    let mut choose = |a: u64, b: u64| break_with(judge, win, &mut rng, a, b);
    match play_cf1934d2(exe, starts, &mut choose) {
        Err(e) => Some(format!("{judge:?}: {e}")),
        Ok(games) => starts.iter().zip(&games.breaks).find_map(|(&n, &made)| {
            // The strategy's proof: the top bit of what it breaks falls every turn, from n's.
            let bound = 63 - n.leading_zeros();
            (made > bound).then(|| format!("{judge:?}: n = {n}: {made} breaks > {bound}"))
        }),
    }
}

/// The games every build of `cf1934d2` must win: every start to 2^10 against each interactor,
/// and random and extreme starts to 10^18, in runs of at most 1000 games (the judge's t).
pub fn cf1934d2_games(exe: &Path) -> Vec<String> {
    let win = xor_break_wins();
    let max = 1_000_000_000_000_000_000u64;
    let small: Vec<u64> = (1..1 << 10).collect();
    let mut rng = StdRng::seed_from_u64(1934);
    let mut big: Vec<u64> = (0..900).map(|_| rng.random_range(1..=max)).collect();
    for k in 1..=59 {
        // 2^k ± 1, 2^k, k ones ending at bit 58, and alternating bits below 2^k.
        let ones = ((1u64 << k) - 1) << (59 - k);
        big.extend([
            (1 << k) - 1,
            1 << k,
            (1 << k) + 1,
            ones.min(max),
            0x2AAA_AAAA_AAAA_AAAA >> (62 - k),
        ]);
    }
    big.extend([max, max - 1, max - 2, 3]);
    let mut runs = Vec::new();
    for judge in [Breaks::Longest, Breaks::Random(7), Breaks::GivesUp(8)] {
        for (i, chunk) in small.chunks(1000).chain(big.chunks(1000)).enumerate() {
            let judge = match judge {
                Breaks::Random(s) => Breaks::Random(s + i as u64),
                Breaks::GivesUp(s) => Breaks::GivesUp(s + i as u64),
                Breaks::Longest => Breaks::Longest,
            };
            runs.push((chunk.to_vec(), judge));
        }
    }
    crate::util::parallel(&runs, |(starts, judge)| {
        play_xor_break(exe, starts, *judge, &win)
    })
}

#[test]
fn cf1934d2_wins_every_game_against_the_interactor() {
    let failures = cf1934d2_games(&crate::util::exe("cf1934d2"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cf1934d2_side_is_the_winning_one() {
    // Independent of the game play: the side printed agrees with exhaustive search (the
    // program's first line for each n, each game ended at once by the judge's `0 0`).
    let win = xor_break_wins();
    let starts: Vec<u64> = (1..=1000).collect();
    let mut input = format!("{}\n", starts.len());
    for &n in &starts {
        input.push_str(&format!("{n}\n0 0\n"));
    }
    let run = crate::util::run("cf1934d2", input.as_bytes());
    let out = String::from_utf8_lossy(&run.stdout);
    let sides: Vec<&str> = out
        .lines()
        .filter(|l| *l == "first" || *l == "second")
        .collect();
    assert_eq!(sides.len(), starts.len(), "{out}");
    for (&n, side) in starts.iter().zip(sides) {
        let want = if win[n as usize] { "first" } else { "second" };
        assert_eq!(side, want, "n = {n}");
    }
}

/// How the interactor of ABC 398 E chooses its moves. Every legal move leaves one move fewer
/// and changes no other move's legality, so no reply is better than another (there is no
/// "optimal" judge to write); the three orders reach different positions.
#[derive(Clone, Copy, Debug)]
enum Joins {
    /// The first legal pair in `(i, j)` order: the one the program itself would take next.
    Lowest,
    /// The last legal pair.
    Highest,
    /// A random legal pair.
    Random(u64),
}

/// Transcripts of the judge's side for `tests/fuzz.rs` (`valid_inputs`, a new arm
/// `"abc398e" => &crate::interactive::ABC398E_SCRIPTS`): the tree, then the replies.
pub const ABC398E_SCRIPTS: [&str; 4] = [
    "4\n1 2\n2 3\n3 4\n-1 -1\n",
    "5\n1 2\n2 3\n3 4\n4 5\n1 4\n-1 -1\n",
    "2\n1 2\n-1 -1\n",
    "6\n1 2\n1 3\n1 4\n4 5\n4 6\n",
];

/// A tree of `every_tree` (0-based `(parent, child)`, parent < child) as ABC 398 E sends it.
fn one_based(tree: &[(usize, usize)]) -> Vec<Join> {
    tree.iter().map(|&(p, c)| (p + 1, c + 1)).collect()
}

/// A tree of 100 vertices with sides of 3 and 97: 3 · 97 − 99 = 192 moves, an even count, so
/// the first player loses and the program must choose `Second` and then keep answering.
fn three_and_ninety_seven() -> Vec<Join> {
    let mut tree = vec![(1, 4), (2, 4), (3, 4)];
    tree.extend((5..=100).map(|v| (1, v)));
    tree
}

fn play_tree(exe: &Path, n: usize, tree: &[Join], judge: Joins) -> Result<String, String> {
    let mut rng = StdRng::seed_from_u64(match judge {
        Joins::Random(seed) => seed,
        _ => 0,
    });
    let mut choose = |_: &[Join], legal: &[Join]| match judge {
        Joins::Lowest => legal[0],
        Joins::Highest => legal[legal.len() - 1],
        Joins::Random(_) => legal[rng.random_range(0..legal.len())],
    };
    play_abc398e(exe, (n, tree), &mut choose).map(|played| played.side)
}

/// The games every build of `abc398e` must win: every tree shape of 2 to 6 vertices (7 in
/// the full sweep) against each judge, random trees up to the judge's 100 vertices, and at
/// N = 100 the path (2401 moves: `First`), the star (no move: `Second`, and the judge's first
/// reply is `-1 -1`) and a tree of 192 moves (`Second`, then 96 answers).
pub fn abc398e_games(exe: &Path) -> Vec<String> {
    let mut games: Vec<(usize, Vec<Join>, Joins)> = Vec::new();
    for n in 2..=crate::util::scale(6, 7) {
        for (k, tree) in every_tree(n).iter().enumerate() {
            for judge in [Joins::Lowest, Joins::Highest, Joins::Random(k as u64)] {
                games.push((n, one_based(tree), judge));
            }
        }
    }
    let mut rng = StdRng::seed_from_u64(398);
    for seed in 0..30 {
        let n = rng.random_range(8..=100);
        games.push((n, random_tree(n, &mut rng), Joins::Random(1000 + seed)));
    }
    let path: Vec<Join> = (1..100).map(|v| (v, v + 1)).collect();
    let star: Vec<Join> = (2..=100).map(|v| (1, v)).collect();
    for judge in [Joins::Lowest, Joins::Highest, Joins::Random(7)] {
        games.push((100, path.clone(), judge));
        games.push((100, star.clone(), judge));
        games.push((100, three_and_ninety_seven(), judge));
    }
    crate::util::parallel(&games, |(n, tree, judge)| {
        play_tree(exe, *n, tree, *judge)
            .err()
            .map(|e| format!("{judge:?}: {e}"))
    })
}

#[test]
fn abc398e_wins_every_game_against_the_interactor() {
    let failures = abc398e_games(&crate::util::exe("abc398e"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn abc398e_plays_both_sides() {
    // The side depends on the tree: a path of 4 leaves 1 move (`First`), a path of 5 leaves 2
    // (`Second`: the first player loses), a star none (`Second`).
    let exe = crate::util::exe("abc398e");
    for (n, want) in [(4, "First"), (5, "Second"), (2, "Second"), (100, "First")] {
        let path: Vec<Join> = (1..n).map(|v| (v, v + 1)).collect();
        assert_eq!(
            play_tree(&exe, n, &path, Joins::Lowest).as_deref(),
            Ok(want),
            "path of {n}"
        );
    }
    let star: Vec<Join> = (2..=100).map(|v| (1, v)).collect();
    let side = play_tree(&exe, 100, &star, Joins::Lowest);
    assert_eq!(side.as_deref(), Ok("Second"), "star of 100");
    let side = play_tree(&exe, 100, &three_and_ninety_seven(), Joins::Random(3));
    assert_eq!(side.as_deref(), Ok("Second"), "sides of 3 and 97");
}

#[test]
fn abc398e_side_is_the_winning_one() {
    // Independent of the game play: the side printed first agrees with exhaustive search.
    for n in 2..=7 {
        let mut game = tree_game(n);
        for tree in every_tree(n) {
            let mut input = format!("{n}\n");
            for &(u, v) in &one_based(&tree) {
                input.push_str(&format!("{u} {v}\n"));
            }
            let run = crate::util::run("abc398e", input.as_bytes());
            let side = String::from_utf8_lossy(&run.stdout);
            let edges = tree.iter().map(|&(u, v)| pair_bit(n, u, v)).sum();
            let want = if game.wins(&edges) { "First" } else { "Second" };
            assert!(side.starts_with(want), "{tree:?}: {side:?}");
        }
    }
}
