//! Splitting beans: a bean becomes two beans in later bottles. Used by Luogu P3185.
//!
//! Splitting beans (Luogu P3185 \[HNOI2007\] 分裂游戏): bottles `0..n` of beans; a move picks
//! `i < j ≤ k` with a bean in bottle i, takes it out and puts one bean into j and one into k.
//! Whoever cannot move loses.
//!
//! Each bean is a game of its own (a move changes one bean into two), and a bean's value
//! depends only on how many bottles lie after it: a bean with d bottles after it moves to two
//! beans with `a, b < d` bottles after them, so `g(d) = mex { g(a) ⊕ g(b) : a, b < d }`. The
//! position is worth the XOR of `g` over the bottles holding an odd number of beans.

/// `g(d)` for `d` in `0..n`: the value of one bean with `d` bottles after it.
///
/// # Constraints
/// Any `n` (the statement's is at most 21).
///
/// # Complexity
/// O(n³).
///
/// # Example
/// ```
/// assert_eq!(impartial::split::beans::values(4), [0, 1, 2, 4]);
/// ```
pub fn values(n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for d in 0..n {
        let mut seen = vec![false; 2 * (d + 1).next_power_of_two() + 1];
        for a in 0..d {
            for b in a..d {
                seen[(g[a] ^ g[b]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

/// The winning first moves of the position `beans` (bottle i holds `beans[i]`): the
/// lexicographically smallest `(i, j, k)` if there is one, and how many there are.
///
/// # Constraints
/// Any `beans`.
///
/// # Complexity
/// O(n³).
///
/// # Example
/// ```
/// use impartial::split::beans::winning_moves;
/// assert_eq!(winning_moves(&[1, 0, 1, 5000]), (Some((0, 2, 3)), 1));
/// assert_eq!(winning_moves(&[0, 0, 1]), (None, 0));
/// ```
pub fn winning_moves(beans: &[u64]) -> (Option<(usize, usize, usize)>, u64) {
    let n = beans.len();
    let g = values(n);
    let value = |i: usize| g[n - 1 - i];
    let total = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |x, i| x ^ value(i));
    let (mut first, mut count) = (None, 0);
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if total ^ value(i) ^ value(j) ^ value(k) == 0 {
                    first = first.or(Some((i, j, k)));
                    count += 1;
                }
            }
        }
    }
    (first, count)
}
