//! Textbook answers for positions beyond the search, written independently of the library.

use super::{games, mex};

fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |a, &p| a ^ p)
}

/// Bouton: the player to move wins iff the nim-sum is not 0.
pub fn nim_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// The first pile that the nim-sum reduces.
pub fn nim_first_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    let s = nim_sum(piles);
    (0..piles.len())
        .find(|&i| piles[i] ^ s < piles[i])
        .map(|i| (i, piles[i] ^ s))
}

pub fn nim_winning_moves(piles: &[u64]) -> Vec<(u64, u64)> {
    let s = nim_sum(piles);
    piles
        .iter()
        .filter(|&&p| p ^ s < p)
        .map(|&p| (p, p ^ s))
        .collect()
}

/// Misère Nim: as normal Nim while a pile exceeds 1, else an even number of 1-piles wins.
pub fn misere_nim_wins(piles: &[u64]) -> bool {
    if piles.iter().any(|&p| p > 1) {
        nim_sum(piles) != 0
    } else {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    }
}

/// Bash: multiples of m + 1 lose.
pub fn bash_wins(n: u64, m: u64) -> bool {
    u128::from(n) % (u128::from(m) + 1) != 0
}

/// The auction: reach the target at once if possible, else leave a multiple of step + 1.
pub fn auction_bids(target: u64, step: u64) -> Vec<u64> {
    if step >= target {
        (target.max(1)..=step).collect()
    } else {
        let r = target % (step + 1);
        if r == 0 {
            vec![]
        } else {
            vec![r]
        }
    }
}

/// The losing Wythoff pair whose difference is `k`: `(0, 0)` for 0, else the smaller
/// element is the Zeckendorf shift of k, minus 1 if k's smallest term has an even index.
pub fn wythoff_pair_with_difference(k: u128) -> (u128, u128) {
    if k == 0 {
        return (0, 0);
    }
    let z = games::zeckendorf(k);
    let fib = games::fibonacci_up_to(k * 2);
    let shifted: u128 = z.iter().map(|&i| fib[i + 1]).sum();
    let a = shifted - u128::from(z.last().unwrap() % 2 == 0);
    (a, a + k)
}

pub fn wythoff_wins(a: u64, b: u64) -> bool {
    !games::wythoff_losing(a.into(), b.into())
}

/// Winning moves go to a losing pair: the one with the same difference (both piles), the
/// one containing the larger pile (move on the smaller) or the smaller pile (move on the
/// larger), whenever it is reachable.
pub fn wythoff_winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = Vec::new();
    let mut add = |x: u128, y: u128| {
        let p = (x.min(y) as u64, x.max(y) as u64);
        if !out.contains(&p) {
            out.push(p);
        }
    };
    let (a, b) = (u128::from(a), u128::from(b));
    let (x, y) = wythoff_pair_with_difference(b - a);
    if x < a {
        add(x, y);
    }
    let p = games::wythoff_partner(b);
    if p < a {
        add(p, b);
    }
    let p = games::wythoff_partner(a);
    if p < b {
        add(a, p);
    }
    out
}

/// Grundy values 0..=max of the subtraction game with take sizes `set`, by the definition.
pub fn subtraction_table(set: &[u64], max: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=max {
        let options = set
            .iter()
            .filter(|&&s| s >= 1 && s <= n)
            .map(|&s| g[(n - s) as usize]);
        g.push(mex(options.collect()));
    }
    g
}

/// Grundy values of the piles `piles` in the subtraction game with take sizes `set`: from
/// the definition below 2^20; beyond, through the period of the values. A finite
/// subtraction game is eventually periodic: each value depends only on the `max(set)`
/// before it, so once that many consecutive values recur, all later ones do. The period is
/// found by trying every candidate on a table of the definition's values.
pub fn subtraction_grundy(set: &[u64], piles: &[u64]) -> Vec<u64> {
    let top = piles.iter().copied().max().unwrap_or(0);
    if top < 1 << 20 {
        let g = subtraction_table(set, top);
        return piles.iter().map(|&p| g[p as usize]).collect();
    }
    // Take sizes above every pile are never usable.
    let set: Vec<u64> = set.iter().copied().filter(|&s| s <= top).collect();
    let m = set.iter().copied().max().unwrap_or(0) as usize;
    let half = 4096 + 4 * m;
    let g = subtraction_table(&set, 2 * half as u64);
    let p = (1..half - m)
        .find(|&p| (half..2 * half - p).all(|i| g[i] == g[i + p]))
        .expect("a period within the table");
    let at = |n: u64| -> u64 {
        if n < half as u64 {
            g[n as usize]
        } else {
            g[half + ((n - half as u64) % p as u64) as usize]
        }
    };
    piles.iter().map(|&n| at(n)).collect()
}

/// Wins and losses of one heap `0..=n` by the definition (a heap wins when some take
/// leads to a loss), checked against the search on the heaps up to 30.
pub fn subtraction_win_table(set: &[u64], n: u64) -> Vec<bool> {
    let mut win = vec![false; n as usize + 1];
    for i in 1..=n as usize {
        win[i] = set
            .iter()
            .any(|&p| p >= 1 && p as usize <= i && !win[i - p as usize]);
    }
    let mut game = games::subtraction(set.to_vec());
    for i in 0..=n.min(30) {
        assert_eq!(
            win[i as usize],
            game.wins(&vec![i]),
            "the reference, {set:?} {i}"
        );
    }
    win
}

/// Sprague–Grundy: XOR of the piles' Grundy values.
pub fn subtraction_wins(set: &[u64], piles: &[u64]) -> bool {
    subtraction_grundy(set, piles)
        .into_iter()
        .fold(0, |s, g| s ^ g)
        != 0
}

/// Grundy values by the definition `g(x) = mex{g(i) XOR g(j) : i, j < x}` up to 300; beyond,
/// the odious-number pattern the definition produces (2(x−1), plus 1 if x−1 has an even
/// number of 1 bits).
pub fn split_wins(piles: &[u64]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0).min(300);
    let mut g: Vec<u128> = Vec::new();
    for _ in 0..=max {
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..g.len() {
            for j in i..g.len() {
                seen.insert(g[i] ^ g[j]);
            }
        }
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    let grundy = |x: u64| -> u128 {
        if x <= max {
            g[x as usize]
        } else {
            let n = u128::from(x - 1);
            2 * n + u128::from(n.count_ones() % 2 == 0)
        }
    };
    piles.iter().fold(0, |s, &p| s ^ grundy(p)) != 0
}

/// Staircase Nim is Nim on the odd steps.
pub fn staircase_wins(steps: &[u64]) -> bool {
    steps.iter().step_by(2).fold(0, |s, &x| s ^ x) != 0
}

/// The Fibonacci game is lost exactly on Fibonacci numbers.
pub fn fibonacci_game_wins(n: u64) -> bool {
    !games::fibonacci_up_to(n.into()).contains(&u128::from(n))
}
