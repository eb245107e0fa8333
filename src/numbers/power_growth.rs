//! Add a box or an item: from (a, b) to (a + 1, b) or (a, b + 1); whoever brings a^b to n or more
//! loses. Used by Codeforces 39E (What Has Dirichlet Got to Do with That?).
//!
//! No player makes a losing move while another is left, so the game is the positions with
//! a^b < n and their moves inside; a player with none loses. For a ≥ 2 it ends: row b (b fixed)
//! holds a up to the largest ℓ_b with ℓ_b^b < n, and once a^{b+1} ≥ n only (a + 1, b) is left,
//! so there the row alternates (a wins iff ℓ_b − a is odd). Below that each row is worked from
//! the row above, which is shorter: row b is explicit only below n^{1/(b+1)}, √n at most. With
//! a = 1 the items may grow for ever (1^b = 1 < n): (1, b) is a draw once 2^b ≥ n, and below it
//! takes the better of (1, b + 1) and (2, b).

use crate::graphs::retrograde::Outcome;

/// Whether a^b < n, without overflow.
fn below(a: u64, b: u64, n: u64) -> bool {
    if a <= 1 {
        return a.pow(b.min(1) as u32) < n;
    }
    let mut p = 1u64;
    for _ in 0..b {
        p = match p.checked_mul(a) {
            Some(q) if q < n => q,
            _ => return false,
        };
    }
    p < n
}

/// The largest a with a^b < n (b ≥ 1, n ≥ 2).
fn last(b: u64, n: u64) -> u64 {
    let (mut lo, mut hi) = (1u64, n - 1);
    while lo < hi {
        let mid = lo + (hi - lo + 1) / 2;
        if below(mid, b, n) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// The outcome for the player to move at (a, b).
///
/// # Constraints
/// `a, b ≥ 1`, a^b < n and n ≤ 10^12 (row 1 is worked below √n).
///
/// # Complexity
/// O(√n + log³ n) time, O(√n) memory.
///
/// # Example
/// ```
/// use impartial::graphs::retrograde::Outcome::*;
/// use impartial::numbers::power_growth::outcome;
/// assert_eq!(outcome(2, 2, 10), Win);
/// assert_eq!(outcome(3, 1, 4), Lose); // 4 and 3² both reach 4
/// assert_eq!(outcome(1, 4, 10), Draw); // 2^4 ≥ 10: items for ever
/// ```
pub fn outcome(a: u64, b: u64, n: u64) -> Outcome {
    // Rows c from the highest with a position a ≥ 2 (2^c < n) down to b; `above` holds row
    // c + 1 from `start` up (explicit where a^{c+2} < n; past it, the alternation from ℓ).
    let start = a.max(2);
    let value = |row: &[bool], l: u64, x: u64| match x < start + row.len() as u64 {
        true => row[(x - start) as usize],
        false => (l - x) % 2 == 1,
    };
    let top = (1..64).take_while(|&c| below(2, c, n)).last().unwrap_or(0);
    let (mut above, mut l_above) = (Vec::new(), 1u64);
    let mut one = Outcome::Draw; // (1, c) for the row c above: a draw once 2^c ≥ n
    for c in (b..=top).rev() {
        let l = last(c, n);
        let mut row = vec![false; (l_above + 1).saturating_sub(start) as usize];
        for x in (start..start + row.len() as u64).rev() {
            let along = x < l && !value(&row, l, x + 1);
            row[(x - start) as usize] = along || (x <= l_above && !value(&above, l_above, x));
        }
        if a == 1 {
            // (1, c) takes the better of (1, c + 1) and (2, c).
            one = match (one, value(&row, l, 2)) {
                (Outcome::Lose, _) | (_, false) => Outcome::Win,
                (Outcome::Draw, true) => Outcome::Draw,
                _ => Outcome::Lose,
            };
        }
        above = row;
        l_above = l;
    }
    match a {
        1 => one,
        _ if value(&above, l_above, a) => Outcome::Win,
        _ => Outcome::Lose,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_loopy::power_growth;

    #[test]
    fn matches_search() {
        // Every n to 200 and a few larger (long rows, powers of 2 at the edge).
        for n in (2..=200).chain([1000, 1024, 1025, 4096, 10_007]) {
            let searched = power_growth(n);
            for (&(a, b), &o) in &searched {
                let expected = match o {
                    Some(true) => Outcome::Win,
                    Some(false) => Outcome::Lose,
                    None => Outcome::Draw,
                };
                assert_eq!(outcome(a, b, n), expected, "({a}, {b}), n = {n}");
            }
        }
    }
}
