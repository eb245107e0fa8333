//! The games of HackerRank's Game Theory track written from their statements as explicit
//! move lists for [`super::games::Game`] to search (and one minimax): the ground truth of
//! [`super::hackerrank`]'s solvers and of the library's in-file tests.

use super::games::Game;

/// Towers (sorted heights); a move cuts one tower to a proper divisor of its height.
pub fn towers() -> Game<Vec<u64>> {
    Game::normal(|t: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..t.len() {
            for d in (1..t[i]).filter(|d| t[i] % d == 0) {
                let mut next = t.clone();
                next[i] = d;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// Nimble: coins counted by square; a move carries one coin from square i to a square j < i.
pub fn nimble() -> Game<Vec<u64>> {
    Game::normal(|c: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 1..c.len() {
            if c[i] > 0 {
                for j in 0..i {
                    let mut next = c.clone();
                    next[i] -= 1;
                    next[j] += 1;
                    out.push(next);
                }
            }
        }
        out
    })
}

/// Coins on a side × side board (cells from 1, sorted; several may share a cell); a move
/// carries one coin by (−2, +1), (−2, −1), (+1, −2) or (−1, −2), staying on the board.
pub fn knight_back(side: u64) -> Game<Vec<(u64, u64)>> {
    Game::normal(move |coins: &Vec<(u64, u64)>| {
        let mut out = Vec::new();
        for i in 0..coins.len() {
            let (x, y) = (coins[i].0 as i64, coins[i].1 as i64);
            for (dx, dy) in [(-2, 1), (-2, -1), (1, -2), (-1, -2)] {
                let (a, b) = (x + dx, y + dy);
                if (1..=side as i64).contains(&a) && (1..=side as i64).contains(&b) {
                    let mut next = coins.clone();
                    next[i] = (a as u64, b as u64);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// The sets of {1, …, n} as bit masks (bit i − 1 for i); a move picks a prime p in the set
/// and removes p and its multiples.
pub fn sieve_game(n: u32) -> Game<u32> {
    Game::normal(move |&set: &u32| {
        let prime = |p: u32| p >= 2 && (2..p).all(|d| p % d != 0);
        (1..=n)
            .filter(|&p| set >> (p - 1) & 1 == 1 && prime(p))
            .map(|p| (1..=n / p).fold(set, |s, k| s & !(1 << (p * k - 1))))
            .collect()
    })
}

/// Kitty and Katty on 1, …, n by minimax over the multiset of residues mod 3 (the difference
/// of two numbers mod 3 depends only on theirs), either order of each pair tried.
pub fn kitty_wins(n: u64) -> bool {
    // The counts of residues 0, 1, 2 and whether Kitty moves: whether Kitty wins.
    fn play(
        c: [u64; 3],
        kitty: bool,
        memo: &mut std::collections::HashMap<([u64; 3], bool), bool>,
    ) -> bool {
        if c.iter().sum::<u64>() == 1 {
            // The last number: 0 goes to whoever moved last (the other side of `kitty`).
            return match c.iter().position(|&k| k == 1) {
                Some(1) => true,
                Some(2) => false,
                _ => !kitty,
            };
        }
        if let Some(&w) = memo.get(&(c, kitty)) {
            return w;
        }
        let mut outcomes = Vec::new();
        for a in 0..3 {
            for b in 0..3 {
                let mut d = c;
                if d[a] == 0 {
                    continue;
                }
                d[a] -= 1;
                if d[b] == 0 {
                    continue;
                }
                d[b] -= 1;
                d[(a + 3 - b) % 3] += 1;
                outcomes.push(play(d, !kitty, memo));
            }
        }
        let w = match kitty {
            true => outcomes.iter().any(|&w| w),
            false => outcomes.iter().all(|&w| w),
        };
        memo.insert((c, kitty), w);
        w
    }
    let counts = [n / 3, (n + 2) / 3, (n + 1) / 3];
    play(counts, true, &mut std::collections::HashMap::new())
}

/// Towers (sorted heights); a move breaks a tower of x into y > 1 towers of x / y.
pub fn equal_breaks() -> Game<Vec<u64>> {
    breaks_where(|_| true)
}

/// Towers (sorted heights); a move breaks a tower of x into y towers of x / y, y in `counts`.
pub fn breaks_into(counts: Vec<u64>) -> Game<Vec<u64>> {
    breaks_where(move |y| counts.contains(&y))
}

/// Towers (sorted heights); a move breaks a tower of x into y > 1 towers of x / y for the y
/// that `allowed` accepts.
fn breaks_where(allowed: impl Fn(u64) -> bool + 'static) -> Game<Vec<u64>> {
    Game::normal(move |t: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..t.len() {
            for y in (2..=t[i]).filter(|&y| t[i] % y == 0 && allowed(y)) {
                let mut next = t.clone();
                next.remove(i);
                next.extend(std::iter::repeat(t[i] / y).take(y as usize));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// Poker Nim's positions: the piles, the additions the player to move has left, the other's.
/// An addition puts 1 to 3 chips on a pile (the outcome does not hang on how many: the
/// winner of Nim undoes any addition by a removal). The game ends with the last chip removed.
pub fn poker_nim() -> Game<(Vec<u64>, u64, u64)> {
    Game::normal(|(piles, mine, theirs): &(Vec<u64>, u64, u64)| {
        let mut out = Vec::new();
        if piles.iter().all(|&p| p == 0) {
            return out;
        }
        for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut next = piles.clone();
                next[i] -= take;
                out.push((next, *theirs, *mine));
            }
            if *mine > 0 {
                for add in 1..=3 {
                    let mut next = piles.clone();
                    next[i] += add;
                    out.push((next, *theirs, mine - 1));
                }
            }
        }
        out
    })
}
