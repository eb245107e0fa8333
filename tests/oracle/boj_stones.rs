//! Baekjoon's stone games (돌 게임 1 to 8): one pile, a set of takes, normal or misère play;
//! each searched exhaustively up to 3000 stones, beyond by the rule the search confirms (the
//! period of the outcomes, for 9662).

use super::games::Game;
use super::problems::{word, Input};

/// One pile, a move takes exactly some `s` of `takes` (9655, 9657, 9660, 9661).
pub fn takes_game(takes: Vec<u64>) -> Game<u64> {
    pile(takes, false)
}

/// One pile where a move takes one of `takes`; in misère play a position without moves is a
/// win (whoever takes the last stone loses, when 1 is a take).
pub fn pile(takes: Vec<u64>, misere: bool) -> Game<u64> {
    let moves = move |&n: &u64| takes.iter().filter(|&&s| s <= n).map(|&s| n - s).collect();
    match misere {
        true => Game::misere(moves),
        false => Game::normal(moves),
    }
}

/// The stone games: `SK` if the first player wins. `takes` are the moves (up to 3000 stones,
/// searched), `rule` the answer beyond, checked on the searched ones.
fn stones_in(inp: &mut Input, out: &mut String, mut search: Game<u64>, rule: fn(u64) -> bool) {
    let n = inp.u64();
    for m in (n.saturating_sub(40)..=n)
        .chain(0..60)
        .filter(|&m| m <= 3000)
    {
        assert_eq!(search.wins(&m), rule(m), "the rule at {m}");
    }
    let wins = match n <= 3000 {
        true => search.wins(&n),
        false => rule(n),
    };
    word(wins, "SK", "CY", out);
}

/// [`stones_in`], normal play (9655, 9657, 9659, 9660, 9661).
fn stones(inp: &mut Input, out: &mut String, takes: Vec<u64>, rule: fn(u64) -> bool) {
    stones_in(inp, out, pile(takes, false), rule);
}

/// [`stones_in`], misère play (9656, 9658).
fn misere_takes(inp: &mut Input, out: &mut String, takes: Vec<u64>, rule: fn(u64) -> bool) {
    stones_in(inp, out, pile(takes, true), rule);
}

pub fn boj9655(inp: &mut Input, out: &mut String) {
    // Every take is odd: each move flips the parity of the stones left.
    stones(inp, out, vec![1, 3], |n| n % 2 == 1);
}

pub fn boj9657(inp: &mut Input, out: &mut String) {
    stones(inp, out, vec![1, 3, 4], |n| n % 7 != 0 && n % 7 != 2);
}

pub fn boj9660(inp: &mut Input, out: &mut String) {
    stones(inp, out, vec![1, 3, 4], |n| n % 7 != 0 && n % 7 != 2);
}

pub fn boj9661(inp: &mut Input, out: &mut String) {
    let powers = vec![1, 4, 16, 64, 256, 1024];
    // Powers of 4 are ±1 mod 5.
    stones(inp, out, powers, |n| n % 5 != 0 && n % 5 != 2);
}

pub fn boj9656(inp: &mut Input, out: &mut String) {
    // Every take is odd; whoever faces an odd heap ends up taking the last stone.
    misere_takes(inp, out, vec![1, 3], |n| n % 2 == 0);
}

pub fn boj9658(inp: &mut Input, out: &mut String) {
    misere_takes(inp, out, vec![1, 3, 4], |n| n % 7 != 1 && n % 7 != 3);
}

pub fn boj9659(inp: &mut Input, out: &mut String) {
    stones(inp, out, vec![1, 3], |n| n % 2 == 1);
}

/// The values of one heap, `next` giving each from those below it, until a window of the
/// last `t` values repeats (each value depends on the `t` before it, so from there they repeat
/// with it): the values, the first heap of the repetition and its period. 9662's outcomes and
/// 2600's Grundy values.
pub fn until_repeat<T: Clone + Eq + std::hash::Hash>(
    t: usize,
    mut next: impl FnMut(&[T]) -> T,
) -> (Vec<T>, usize, usize) {
    let mut values: Vec<T> = Vec::new();
    let mut seen = std::collections::HashMap::new();
    loop {
        let n = values.len();
        let v = next(&values);
        values.push(v);
        if n + 1 >= t {
            let window = values[n + 1 - t..].to_vec();
            if let Some(&first) = seen.get(&window) {
                return (values, first + 1, n - first);
            }
            seen.insert(window, n);
        }
    }
}

/// The outcomes (`true`: the player to move loses) of one heap with `takes`, by
/// [`until_repeat`].
fn losses_until_repeat(takes: &[u64]) -> (Vec<bool>, usize, usize) {
    let t = *takes.iter().max().unwrap() as usize;
    until_repeat(t, |lose: &[bool]| {
        let n = lose.len();
        takes
            .iter()
            .all(|&s| s as usize > n || !lose[n - s as usize])
    })
}

pub fn boj9662(inp: &mut Input, out: &mut String) {
    let m = inp.u64();
    let k = inp.u64();
    let takes = inp.list(k);
    let (lose, start, period) = losses_until_repeat(&takes);
    let mut search = takes_game(takes.clone());
    for (n, &l) in lose.iter().enumerate().take(3001) {
        assert_eq!(search.wins(&(n as u64)), !l, "heap {n}");
    }
    // Heaps 1..=m: those before `start` one by one, then whole periods and a part.
    let ones = |a: usize, b: usize| lose[a..b].iter().filter(|&&l| l).count() as u64;
    let count = match m < start as u64 {
        true => ones(1, m as usize + 1),
        false => {
            let span = m - start as u64 + 1;
            let part = (span % period as u64) as usize;
            ones(1, start)
                + span / period as u64 * ones(start, start + period)
                + ones(start, start + part)
        }
    };
    out.push_str(&format!("{count}\n"));
}
