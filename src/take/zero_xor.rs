//! Eat one number of a set; whoever leaves a set whose xor is 0 (the empty set too) wins. Used
//! by AtCoder ARC 131 C (Zero XOR).
//!
//! Let X ≠ 0 be the xor of the n numbers. If some number equals X, eating it wins at once.
//! Otherwise, with n odd the first player still wins: she eats a number whose removal leaves no
//! number equal to the new xor for the opponent. Such a number exists, for if every choice of
//! a_i left some a_j = X ⊕ a_i, the numbers would pair up as a_i ⊕ a_j = X, and an odd count
//! cannot pair up. She keeps doing so until the last number, which she eats (n odd). With n
//! even and no number equal to X, whatever she eats leaves an odd set to the opponent, who
//! wins by the same argument.

/// Whether the first player wins on the distinct numbers `a`, whose xor is not 0.
///
/// # Constraints
/// `a` distinct (the pairing needs it), nonempty, with a nonzero xor.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::take::zero_xor::first_wins;
/// assert!(!first_wins(&[9, 14, 11, 3, 5, 8]));
/// assert!(first_wins(&[131]));
/// ```
pub fn first_wins(a: &[u64]) -> bool {
    let x = a.iter().fold(0, |x, &v| x ^ v);
    a.len() % 2 == 1 || a.contains(&x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::zero_xor;

    #[test]
    fn matches_search() {
        // Every set of up to 6 distinct numbers below 16 with a nonzero xor.
        let mut game = zero_xor();
        let mut checked = 0;
        for mask in 1u32..1 << 16 {
            let set: Vec<u64> = (0..16).filter(|&v| mask >> v & 1 == 1).collect();
            if set.len() <= 6 && set.iter().fold(0, |x, &v| x ^ v) != 0 {
                assert_eq!(first_wins(&set), game.wins(&set), "{set:?}");
                checked += 1;
            }
        }
        assert!(checked > 10_000);
    }
}
