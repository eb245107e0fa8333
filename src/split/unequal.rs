//! Grundy's game: split a heap into two unequal heaps. Used by CSES 2207.
//!
//! Grundy's game: a move splits one heap into two non-empty heaps of different sizes; whoever
//! cannot move (every heap holds 1 or 2) loses.
//!
//! [`values`] computes G(0..=n) with the octal engine ([`Values::split_unequal`]), by the
//! sparse-space ("rare values") technique of the octal-game literature: call a value *sparse* when the bits of `G >> 1` have even parity
//! (Grundy's game's mask `…1110`). Parity of `x & mask` is linear under XOR, so a sum of two
//! heaps is sparse exactly when both parts are sparse or both are common. Sparse values are
//! rare among the G(n) (1287 heaps are known to have one; Flammenkamp), so
//! - every option value with a sparse part comes from a short scan over the sparse heaps;
//! - a common value missing from those is missing altogether (two common parts make a sparse
//!   value), so it is the mex unless a smaller sparse value is missing too;
//! - a sparse value is looked for among all splits only until one is found, and only the rare
//!   time it is the answer does the scan run through every split.
//!
//! The zeros (second-player wins) are 0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282,
//! 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639,
//! 673, 676, 682, 685, 923, 926, 929, 932 and 1222 ([`ZEROS`]). This crate computes the values
//! to [`VERIFIED`] in its tests and finds no other zero; beyond that, the same has been
//! reported to much larger heaps (Flammenkamp's tables, 1287 sparse values known), which
//! [`first_wins`] relies on for heaps above [`VERIFIED`].

use crate::octal::Values;

/// The heaps of value 0 (the player to move loses), all below [`VERIFIED`].
pub const ZEROS: [u64; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
    359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932,
    1222,
];

/// How far this crate's tests compute the values and confirm [`ZEROS`] (in release builds;
/// `cargo test` in the dev profile checks a tenth of it, see the tests).
pub const VERIFIED: u64 = 1_000_000;

/// Grundy values G(0..=n) of one heap in Grundy's game, by the octal engine
/// ([`Values::split_unequal`]: its sparse values have `G >> 1` of even parity).
///
/// # Constraints
/// `n` heaps of memory (2 bytes each).
///
/// # Complexity
/// About O(n · s) for s sparse heaps below n (s = 1273 up to 10^7), plus the splits searched
/// for the sparse values an option must reach: 10^7 values in about 16 s in release
/// (docs/octal.md).
///
/// # Example
/// ```
/// use impartial::split::unequal::values;
/// assert_eq!(values(12), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
/// ```
pub fn values(n: usize) -> Vec<u16> {
    let mut values = Values::split_unequal();
    values.extend(n);
    values.into_u16()
}

/// Whether the player to move wins Grundy's game on one heap of `n`.
///
/// # Constraints
/// Any u64 `n`. Heaps up to [`VERIFIED`] are decided by values this crate computes in its
/// tests; larger ones by the reported absence of zeros beyond 1222 (see the module).
///
/// # Complexity
/// O(log 42).
///
/// # Example
/// ```
/// use impartial::split::unequal::first_wins;
/// assert!(first_wins(6) && !first_wins(7) && first_wins(8) && !first_wins(1222));
/// ```
pub fn first_wins(n: u64) -> bool {
    ZEROS.binary_search(&n).is_err()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::mex;

    /// G by the definition: the mex over every split into two unequal heaps.
    fn plain(n: usize) -> Vec<u16> {
        let mut g = vec![0u16; n + 1];
        for m in 3..=n {
            let options = (1..=(m - 1) / 2).map(|a| u64::from(g[a] ^ g[m - a]));
            g[m] = mex(options) as u16;
        }
        g
    }

    #[test]
    fn sparse_space_agrees_with_the_definition() {
        assert_eq!(values(3000), plain(3000));
        assert_eq!(values(0), [0]);
        assert_eq!(values(2), [0, 0, 0]);
    }

    #[test]
    fn small_heaps_match_search() {
        let mut game = crate::oracle::curriculum::grundys_game();
        let g = values(40);
        for n in 0..=40u64 {
            let heap = if n > 2 { vec![n] } else { vec![] };
            assert_eq!(u64::from(g[n as usize]), game.grundy(&heap), "{n}");
        }
    }

    #[test]
    fn the_first_values_are_the_published_ones() {
        // OEIS A002188 (Sprague-Grundy values for Grundy's game), n = 0..=34.
        let published = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1,
        ];
        assert_eq!(values(34), published);
    }

    #[test]
    fn no_zero_after_1222_up_to_the_checked_bound() {
        // The dev profile checks 10^5 heaps; release checks VERIFIED (10^6):
        // `cargo test --release --lib grundy_game`.
        let bound = if cfg!(debug_assertions) {
            VERIFIED / 10
        } else {
            VERIFIED
        };
        let g = values(bound as usize);
        let zeros: Vec<u64> = (0..=bound).filter(|&n| g[n as usize] == 0).collect();
        assert_eq!(zeros, ZEROS);
        for n in 0..=bound {
            assert_eq!(first_wins(n), g[n as usize] != 0, "{n}");
        }
        // Sparse values (`G >> 1` of even parity) stay rare: the technique's premise.
        let rare = g
            .iter()
            .filter(|&&v| (v >> 1).count_ones() % 2 == 0)
            .count();
        assert!(rare < 1300, "{rare} sparse values to {bound}");
    }
}
