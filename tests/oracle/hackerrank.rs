//! HackerRank's Game Theory track: each game written from its statement as an explicit move
//! list for [`super::games::Game`] to search, and a reference solver per binary: the search
//! where the position is small, beyond it a textbook rule written here (each checked against
//! the search on the small positions it meets).

use super::games;
use super::hackerrank_counting as counting;
pub use super::hackerrank_games::*;
use super::hackerrank_track as track;
use super::hackerrank_track_more as more;
use super::problems::{small, word, Input, Solver};

/// The oracle rows of the HackerRank binaries (`cargo xtask new` puts a new one here).
pub const PROBLEMS: &[(&str, Solver)] = &[
    ("hr_game_of_stones_1", hr_game_of_stones_1),
    ("hr_tower_breakers_1", hr_tower_breakers_1),
    ("hr_nim_game_1", |inp, out| nim_cases(inp, out, false)),
    ("hr_misere_nim_1", |inp, out| nim_cases(inp, out, true)),
    ("hr_nimble_game_1", hr_nimble_game_1),
    ("hr_poker_nim_1", hr_poker_nim_1),
    ("hr_chocolate_in_box", hr_chocolate_in_box),
    ("hr_a_chessboard_game_1", hr_a_chessboard_game_1),
    ("hr_chessboard_game_again_1", hr_chessboard_game_again_1),
    ("hr_alice_and_bobs_silly_game", hr_alice_and_bobs_silly_game),
    ("hr_kitty_and_katty", hr_kitty_and_katty),
    (
        "hr_tower_breakers_revisited_1",
        hr_tower_breakers_revisited_1,
    ),
    ("hr_the_prime_game", hr_the_prime_game),
    ("hr_deforestation_1", super::graph_solvers::hdu3094),
    ("hr_tower_breakers_again_1", hr_tower_breakers_again_1),
    ("hr_zero_move_nim", track::hr_zero_move_nim),
    ("hr_powers_game_1", track::hr_powers_game_1),
    ("hr_stone_division", track::hr_stone_division),
    ("hr_stone_piles", track::hr_stone_piles),
    ("hr_permutation_game", track::hr_permutation_game),
    ("hr_bob_and_ben", track::hr_bob_and_ben),
    ("hr_vertical_rooks", track::hr_vertical_rooks),
    ("hr_benders_play", track::hr_benders_play),
    ("hr_newyear_game", more::hr_newyear_game),
    ("hr_digits_square_board_1", more::hr_digits_square_board_1),
    ("hr_move_the_coins", more::hr_move_the_coins),
    ("hr_fun_game_1", more::hr_fun_game_1),
    (
        "hr_tower_breakers_the_final_battle_1",
        more::hr_tower_breakers_the_final_battle_1,
    ),
    ("hr_half", more::hr_half),
    ("hr_chocolate_game", more::hr_chocolate_game),
    ("hr_taste_of_win", counting::hr_taste_of_win),
    ("hr_simple_game", counting::hr_simple_game),
    ("hr_stone_division_2", more::hr_stone_division_2),
    // New problems go above this line (`cargo xtask new` puts them here).
];

/// Take 2, 3 or 5 stones (the search to 3000 stones, beyond it the period 7 it shows).
fn hr_game_of_stones_1(inp: &mut Input, out: &mut String) {
    let mut search = games::subtraction(vec![2, 3, 5]);
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let rule = |n: u64| n % 7 > 1;
        let wins = match n <= 3000 {
            true => search.wins(&vec![n]),
            false => rule(n),
        };
        for m in (n.saturating_sub(20)..=n).filter(|&m| m <= 3000) {
            assert_eq!(search.wins(&vec![m]), rule(m), "the period at {m}");
        }
        word(wins, "First", "Second", out);
    }
}

/// n towers of height m: the search while n and m are small, else the mirror strategy (with
/// an even count the second player copies every move on a twin tower; with an odd one the
/// first cuts a tower to 1 and then copies), checked by the search on the small cases.
fn hr_tower_breakers_1(inp: &mut Input, out: &mut String) {
    let mut search = towers();
    for _ in 0..inp.u64() {
        let (n, m) = (inp.u64(), inp.u64());
        let rule = |n: u64, m: u64| n % 2 == 1 && m > 1;
        let first = match n <= 4 && m <= 60 {
            true => search.wins(&vec![m; n as usize]),
            false => rule(n, m),
        };
        if n <= 4 && m <= 60 {
            assert_eq!(first, rule(n, m), "{n} towers of {m}");
        }
        word(first, "1", "2", out);
    }
}

/// Nim or misère Nim, case by case: the search on small piles, else Bouton's rules.
fn nim_cases(inp: &mut Input, out: &mut String, misere: bool) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        let wins = match (small(&piles, 4, 8), misere) {
            (true, false) => super::problems::search::nim_wins(&piles),
            (true, true) => super::problems::search::misere_nim_wins(&piles),
            (false, false) => super::problems::reference::nim_wins(&piles),
            (false, true) => super::problems::reference::misere_nim_wins(&piles),
        };
        word(wins, "First", "Second", out);
    }
}

/// Nimble: the search on small strips, else the XOR of the squares of the coins (one coin at a
/// time: a coin on square i is a Nim heap of i).
fn hr_nimble_game_1(inp: &mut Input, out: &mut String) {
    let mut search = nimble();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let coins = inp.list(n);
        let wins = match small(&coins, 4, 3) {
            true => search.wins(&coins),
            false => {
                let squares = (0..)
                    .zip(&coins)
                    .flat_map(|(i, &c)| (0..c % 2).map(move |_| i));
                squares.fold(0, |x, i: u64| x ^ i) != 0
            }
        };
        word(wins, "First", "Second", out);
    }
}

/// Poker Nim: piles with at most k additions a player. The search over (piles, additions left
/// to each player) on small cases; beyond them Nim's rule (an addition can be undone by the
/// other player's removal, and additions are finite).
fn hr_poker_nim_1(inp: &mut Input, out: &mut String) {
    let mut search = poker_nim();
    for _ in 0..inp.u64() {
        let (n, k) = (inp.u64(), inp.u64());
        let piles = inp.list(n);
        let wins = match small(&piles, 3, 4) && k <= 2 {
            true => search.wins(&(piles.clone(), k, k)),
            false => super::problems::reference::nim_wins(&piles),
        };
        word(wins, "First", "Second", out);
    }
}

/// The winning first moves of Nim: by search on small piles (every move tried), else the
/// piles that can be cut to the XOR of the others.
fn hr_chocolate_in_box(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let count = match small(&piles, 4, 8) {
        true => super::problems::search::nim_winning_moves(&piles).len(),
        false => super::problems::reference::nim_winning_moves(&piles).len(),
    };
    out.push_str(&format!("{count}\n"));
}

/// One coin on the 15 × 15 board, searched.
fn hr_a_chessboard_game_1(inp: &mut Input, out: &mut String) {
    let mut search = knight_back(15);
    for _ in 0..inp.u64() {
        let coin = (inp.u64(), inp.u64());
        word(search.wins(&vec![coin]), "First", "Second", out);
    }
}

/// k coins on the 15 × 15 board: up to 2 coins searched together, more by the XOR of each
/// coin's value, which the search computes from the definition (mex of the options).
fn hr_chessboard_game_again_1(inp: &mut Input, out: &mut String) {
    let mut search = knight_back(15);
    for _ in 0..inp.u64() {
        let k = inp.u64();
        let mut coins: Vec<(u64, u64)> = (0..k).map(|_| (inp.u64(), inp.u64())).collect();
        coins.sort_unstable();
        let wins = match coins.len() <= 2 {
            true => search.wins(&coins),
            false => coins.iter().fold(0, |x, &c| x ^ search.grundy(&vec![c])) != 0,
        };
        word(wins, "First", "Second", out);
    }
}

/// Published values of π(10^k), k = 8 to 12 (OEIS A006880), for the sieve's out of reach.
const PI_POWERS_OF_TEN: [(u64, u64); 5] = [
    (100_000_000, 5_761_455),
    (1_000_000_000, 50_847_534),
    (10_000_000_000, 455_052_511),
    (100_000_000_000, 4_118_054_813),
    (1_000_000_000_000, 37_607_912_018),
];

/// The sieve game: the search up to 20, else the parity of π(n) by a plain sieve up to 10^7
/// and the published values at powers of ten beyond (the game lasts one move per prime,
/// checked by the search).
fn hr_alice_and_bobs_silly_game(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let published = PI_POWERS_OF_TEN.iter().find(|&&(at, _)| at == n);
        let first = match (n <= 20, published) {
            (true, _) => sieve_game(n as u32).wins(&((1u32 << n) - 1)),
            (false, Some(&(_, pi))) => pi % 2 == 1,
            (false, None) => {
                assert!(n <= 10_000_000, "no reference for pi({n})");
                let mut composite = vec![false; n as usize + 1];
                let mut primes = 0u64;
                for p in 2..=n as usize {
                    if !composite[p] {
                        primes += 1;
                        (2 * p..=n as usize)
                            .step_by(p)
                            .for_each(|m| composite[m] = true);
                    }
                }
                primes % 2 == 1
            }
        };
        word(first, "Alice", "Bob", out);
    }
}

/// Kitty and Katty: the minimax of [`kitty_wins`] up to 60 blocks, beyond it the parity of n
/// (the last mover wins, which the minimax confirms at every n it meets).
fn hr_kitty_and_katty(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let rule = n == 1 || n % 2 == 0;
        let kitty = match n <= 60 {
            true => kitty_wins(n),
            false => rule,
        };
        assert_eq!(kitty, rule, "the last mover's rule at {n}");
        word(kitty, "Kitty", "Katty", out);
    }
}

/// Towers of any heights: the search on up to 3 towers below 60, else the XOR of Ω by trial
/// division (heights to 10^10 here), checked by the search where it reaches.
fn hr_tower_breakers_revisited_1(inp: &mut Input, out: &mut String) {
    let mut search = towers();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut heights = inp.list(n);
        heights.sort_unstable();
        let omega = |h: u64| {
            assert!(h <= 10_000_000_000, "no reference for a height of {h}");
            super::curriculum::omega_by_division(h.max(1))
        };
        let rule = heights.iter().fold(0, |x, &h| x ^ omega(h)) != 0;
        let first = match small(&heights, 3, 60) {
            true => search.wins(&heights),
            false => rule,
        };
        assert_eq!(first, rule, "{heights:?}");
        word(first, "1", "2", out);
    }
}

/// Take 2, 3, 5, 7, 11 or 13 from a bucket: the search on up to 3 buckets below 30, else the
/// XOR of the values by their definition up to 3000 balls and by the period 9 they show
/// beyond (checked on the table).
fn hr_the_prime_game(inp: &mut Input, out: &mut String) {
    let takes = vec![2, 3, 5, 7, 11, 13];
    let table = super::problems::reference::subtraction_table(&takes, 3000);
    for (a, &g) in table.iter().enumerate().skip(100) {
        assert_eq!(g, table[a - 9], "period 9 at {a}");
    }
    let value = |a: u64| match a <= 3000 {
        true => table[a as usize],
        false => table[(2000 + (a - 2000) % 9) as usize],
    };
    let mut search = games::subtraction(takes.clone());
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let buckets = inp.list(n);
        let wins = match small(&buckets, 3, 30) {
            true => search.wins(&buckets),
            false => buckets.iter().fold(0, |x, &a| x ^ value(a)) != 0,
        };
        word(wins, "Manasa", "Sandy", out);
    }
}

/// Towers broken into equal towers: the search on up to 2 towers to 24, else the XOR of each
/// tower's value by its definition (the mex over its breaks, a table to 10^5), checked by the
/// search on the small ones.
fn hr_tower_breakers_again_1(inp: &mut Input, out: &mut String) {
    let mut search = equal_breaks();
    let max = 100_000usize;
    // The divisors y > 1 of every x, listed by walking the multiples of each y.
    let mut divisors = vec![Vec::new(); max + 1];
    for y in 2..=max {
        for x in (y..=max).step_by(y) {
            divisors[x].push(y);
        }
    }
    let mut g = vec![0u64; max + 1];
    for x in 2..=max {
        let mut seen = [false; 64];
        for &y in &divisors[x] {
            seen[if y % 2 == 1 { g[x / y] as usize } else { 0 }] = true;
        }
        g[x] = seen.iter().position(|&s| !s).unwrap() as u64;
    }
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut heights = inp.list(n);
        heights.sort_unstable();
        assert!(
            heights.iter().all(|&h| h as usize <= max),
            "no reference above {max}"
        );
        let rule = heights.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0;
        let first = match small(&heights, 2, 25) {
            true => search.wins(&heights),
            false => rule,
        };
        assert_eq!(first, rule, "{heights:?}");
        word(first, "1", "2", out);
    }
}
