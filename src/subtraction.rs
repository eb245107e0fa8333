//! Closed forms of subtraction games on one heap (a move takes an allowed number of objects).
//!
//! - Take any number from `l` to `r` ([`interval_grundy`]): the values rise by one every `l`
//!   objects and repeat with period `l + r`: `g(x) = ⌊(x mod (l + r)) / l⌋`. A heap below `l`
//!   has no move; from `x` in `[k·l, (k+1)·l)` (below `l + r`) every take reaches the values
//!   `0..k` and nothing else; and from `x ≥ l + r` the reachable heaps `[x − r, x − l]` are
//!   `r − l + 1` consecutive heaps, which cover every value of a period except `g(x)`'s own.

/// Grundy value of a heap of `x` when a move takes between `l` and `r` objects (inclusive).
///
/// # Constraints
/// `1 ≤ l ≤ r`; any u64 `x` (the period `l + r` is computed in u128).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::subtraction::interval_grundy;
/// // Take 1 or 2: Bash's game, x mod 3.
/// assert_eq!((0..7).map(|x| interval_grundy(x, 1, 2)).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 2, 0]);
/// assert_eq!(interval_grundy(17, 3, 14), 0); // a multiple of the period l + r
/// assert_eq!(interval_grundy(20, 3, 14), 1);
/// ```
pub fn interval_grundy(x: u64, l: u64, r: u64) -> u64 {
    debug_assert!(1 <= l && l <= r, "1 <= l <= r");
    let period = u128::from(l) + u128::from(r);
    ((u128::from(x) % period) / u128::from(l)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::subtraction;

    #[test]
    fn interval_values_match_search() {
        for l in 1..5u64 {
            for r in l..8 {
                let mut game = subtraction((l..=r).collect());
                for x in 0..40u64 {
                    assert_eq!(
                        interval_grundy(x, l, r),
                        game.grundy(&vec![x]),
                        "{l}..{r}, {x}"
                    );
                }
            }
        }
    }

    #[test]
    fn extremes_do_not_overflow() {
        let max = u64::MAX;
        assert_eq!(interval_grundy(max, max, max), 1);
        // Below the period l + r = 2^64: x / l.
        assert_eq!(interval_grundy(max, 1, max), max);
        assert_eq!(interval_grundy(max - 1, 2, max), (max - 1) / 2);
    }
}
