//! Answers by exhaustive search of the whole position.

use super::games;

/// Index of the pile a move changed.
fn changed(before: &[u64], after: &[u64]) -> usize {
    (0..before.len()).find(|&i| before[i] != after[i]).unwrap()
}

pub fn nim_wins(piles: &[u64]) -> bool {
    games::nim().wins(&piles.to_vec())
}

/// The first winning move in ⟨pile, amount⟩ order: (pile index, size after).
pub fn nim_first_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    let next = games::nim()
        .winning_options(&piles.to_vec())
        .into_iter()
        .next()?;
    let i = changed(piles, &next);
    Some((i, next[i]))
}

pub fn nim_winning_moves(piles: &[u64]) -> Vec<(u64, u64)> {
    let options = games::nim().winning_options(&piles.to_vec());
    options
        .iter()
        .map(|next| (piles[changed(piles, next)], next[changed(piles, next)]))
        .collect()
}

pub fn misere_nim_wins(piles: &[u64]) -> bool {
    games::misere_nim().wins(&piles.to_vec())
}

pub fn bash_wins(n: u64, m: u64) -> bool {
    games::bash().wins(&(n, m))
}

pub fn auction_bids(target: u64, step: u64) -> Vec<u64> {
    let mut game = games::auction();
    let options = game.options(&(target, step, false));
    (1..=step)
        .zip(options)
        .filter(|(_, o)| !game.wins(o))
        .map(|(b, _)| b)
        .collect()
}

pub fn wythoff_wins(a: u64, b: u64) -> bool {
    games::wythoff().wins(&(a, b))
}

/// Positions left by winning moves from `(a, b)`, `a ≤ b`: the move on both piles first,
/// then on the smaller, then on the larger, each position once.
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut game = games::wythoff();
    let options = game.options(&(a, b));
    let kind = |&(x, y): &(u64, u64)| match (x < a, y < b) {
        (true, true) => 0,
        (true, false) => 1,
        _ => 2,
    };
    let mut out: Vec<(u64, u64)> = Vec::new();
    for group in 0..3 {
        for o in options.iter().filter(|o| kind(o) == group) {
            let p = (o.0.min(o.1), o.0.max(o.1));
            if !game.wins(o) && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out
}

pub fn subtraction_wins(set: &[u64], piles: &[u64]) -> bool {
    let mut p = piles.to_vec();
    p.sort_unstable();
    games::subtraction(set.to_vec()).wins(&p)
}

pub fn split_wins(piles: &[u64]) -> bool {
    let mut p: Vec<u64> = piles.iter().copied().filter(|&x| x > 0).collect();
    p.sort_unstable();
    games::split().wins(&p)
}

pub fn staircase_wins(steps: &[u64]) -> bool {
    games::staircase().wins(&steps.to_vec())
}

pub fn fibonacci_game_wins(n: u64) -> bool {
    games::fibonacci_game().wins(&(n, n.saturating_sub(1)))
}
