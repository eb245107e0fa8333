//! Wythoff's game: take from one pile, or the same from both. Used by HDU 2177 and Luogu P2252.
//!
//! Wythoff's game: two piles; a move takes any number from one pile, or the same number from
//! both; whoever takes the last object wins.
//!
//! The losing positions are `(0, 0)` and the pairs `(a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k)` for k ≥ 1,
//! with φ = (1 + √5)/2. Every positive integer is in exactly one such pair. All arithmetic here
//! is integer arithmetic in u64 or u128, exact for every u64 input: φ enters only as the
//! constants ⌊2^64/φ⌋ and ⌊2^32/φ⌋ for a first guess, and every guess is then settled by an exact comparison.

/// ⌊2^64 / φ⌋.
const INV_PHI_Q64: u128 = 0x9E37_79B9_7F4A_7C15;

/// ⌊2^32 / φ⌋.
const INV_PHI_Q32: u64 = 0x9E37_79B9;

/// Whether `j·φ < m`, for `j < m` ≤ 2^64 (false when `j ≥ m`, as φ > 1).
///
/// `jφ < m ⟺ j√5 < 2m − j ⟺ 5j² < (2m − j)² ⟺ j² < m(m − j)`, both sides below 2^128.
#[inline]
fn phi_times_below(j: u128, m: u128) -> bool {
    j < m && j * j < m * (m - j)
}

/// ⌊m / φ⌋ for m ≤ 2^64.
///
/// The guess `⌊m·⌊2^64/φ⌋ / 2^64⌋` is at most 1 below the answer; one exact comparison settles it.
#[inline]
fn div_phi(m: u128) -> u128 {
    let j = (m * INV_PHI_Q64) >> 64;
    if phi_times_below(j + 1, m) {
        j + 1
    } else {
        j
    }
}

/// ⌊m / φ⌋, exactly.
///
/// # Constraints
/// Any u64 `m`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::wythoff::floor_div_phi;
/// assert_eq!(floor_div_phi(100), 61);
/// assert_eq!(floor_div_phi(u64::MAX), 11400714819323198485);
/// ```
pub fn floor_div_phi(m: u64) -> u64 {
    div_phi(u128::from(m)) as u64
}

/// ⌊k·φ⌋, exactly: the smaller pile of the k-th losing position. It exceeds u64 for large k.
///
/// # Constraints
/// Any u64 `k`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::wythoff::floor_mul_phi;
/// assert_eq!(floor_mul_phi(3), 4);
/// assert_eq!(floor_mul_phi(1_000_000_000_000_000), 1_618_033_988_749_894);
/// ```
#[inline]
pub fn floor_mul_phi(k: u64) -> u128 {
    // kφ = k + k/φ, and k is an integer.
    u128::from(k) + div_phi(u128::from(k))
}

/// Whether `(a, b)` (in either order) is a losing position for the player to move.
///
/// # Constraints
/// Any u64 `a`, `b`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::wythoff::is_losing;
/// assert!(is_losing(2, 1) && is_losing(4, 7) && is_losing(0, 0));
/// assert!(!is_losing(8, 4));
/// ```
#[inline]
pub fn is_losing(a: u64, b: u64) -> bool {
    let (a, k) = (a.min(b), a.max(b) - a.min(b));
    // ⌊kφ⌋ = k + ⌊k/φ⌋, and the guess j is ⌊k/φ⌋ or one less, so ⌊kφ⌋ = k + j + [(j+1)φ < k],
    // where `below` is phi_times_below(j + 1, k). No branch depends on the outcome (on a mix of
    // winning and losing pairs it would be a coin toss); the one branch is on the size of k.
    if k >> 32 == 0 {
        // Below 2^32 (every judge's range) each product fits u64, and the guess
        // ⌊k·⌊2^32/φ⌋ / 2^32⌋ is again ⌊k/φ⌋ or one less.
        let j = (k * INV_PHI_Q32) >> 32;
        let j1 = j + 1;
        let below = (j1 < k) & (j1 * j1 < k.wrapping_mul(k.wrapping_sub(j1)));
        return a.wrapping_sub(k + j) == u64::from(below);
    }
    // Above, u64 × u64 products in u128; j + 1 < 2^64 as j ≤ k/φ.
    let j = ((u128::from(k) * INV_PHI_Q64) >> 64) as u64;
    let j1 = j + 1;
    let below = (j1 < k)
        & (u128::from(j1) * u128::from(j1) < u128::from(k) * u128::from(k.wrapping_sub(j1)));
    u128::from(a).wrapping_sub(u128::from(k) + u128::from(j)) == u128::from(below)
}

/// Whether the player to move wins from `(a, b)`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(impartial::numbers::wythoff::first_wins(8, 4));
/// ```
#[inline]
pub fn first_wins(a: u64, b: u64) -> bool {
    !is_losing(a, b)
}

/// The other element of the losing position that contains `n` (0 for 0). It can exceed u64.
///
/// Of the numbers 1..=n, exactly ⌊(n+1)/φ⌋ are smaller elements `a_j`; so `n` is one iff that
/// count grows at `n`, and then its partner is `n + j`. Otherwise `n` is the `(n − j)`-th larger
/// element, whose partner is `j`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::wythoff::partner;
/// assert_eq!((partner(4), partner(7), partner(0)), (7, 4, 0));
/// ```
pub fn partner(n: u64) -> u128 {
    let n = u128::from(n);
    let j = div_phi(n + 1);
    if n == 0 {
        0
    } else if j > div_phi(n) {
        n + j
    } else {
        j
    }
}

/// Every position `(x, y)` with `x ≤ y` that a winning move from `(a, b)` can leave, each once:
/// first the move taking the same number from both piles, then moves on the smaller pile, then
/// moves on the larger (HDU 2177's order). Empty iff `(a, b)` is losing.
///
/// There are at most three: the losing pair with the same difference `b − a`, the pair of the
/// larger pile's partner, and the pair of the smaller pile's partner, each if it is reachable.
///
/// # Constraints
/// Any u64 `a`, `b`, in either order.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::wythoff::winning_moves;
/// assert_eq!(winning_moves(5, 8), [(4, 7), (3, 5)]);
/// assert_eq!(winning_moves(2, 2), [(0, 0), (1, 2)]);
/// assert!(winning_moves(4, 7).is_empty());
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (a, b) = (a.min(b), a.max(b));
    let mut out = Vec::with_capacity(3);
    let mut add = |x: u128, y: u128| {
        // Both are at most b, so they fit in u64.
        let p = (x.min(y) as u64, x.max(y) as u64);
        if !out.contains(&p) {
            out.push(p);
        }
    };
    let k = b - a;
    let ak = floor_mul_phi(k);
    if ak < u128::from(a) {
        add(ak, ak + u128::from(k));
    }
    let p = partner(b);
    if p < u128::from(a) {
        add(p, u128::from(b));
    }
    let p = partner(a);
    if p < u128::from(b) {
        add(u128::from(a), p);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::{wythoff, wythoff_losing, wythoff_partner};
    use crate::oracle::problems::search;

    fn isqrt(n: u128) -> u128 {
        let mut x = (n as f64).sqrt() as u128;
        while x * x > n {
            x -= 1;
        }
        while (x + 1) * (x + 1) <= n {
            x += 1;
        }
        x
    }

    #[test]
    fn outcome_matches_search() {
        let mut game = wythoff();
        for a in 0..100 {
            for b in 0..100 {
                assert_eq!(first_wins(a, b), game.wins(&(a, b)), "({a}, {b})");
            }
        }
    }

    #[test]
    fn winning_moves_match_search() {
        // The oracle's search regroups its winning options in HDU 2177's order.
        for a in 0..45u64 {
            for b in a..45 {
                let want = search::wythoff_winning_moves(a, b);
                assert_eq!(winning_moves(a, b), want, "({a}, {b})");
                assert_eq!(winning_moves(b, a), want, "({b}, {a})");
            }
        }
    }

    #[test]
    fn pairs_match_the_mex_construction() {
        // a_k is the least positive number not in an earlier pair, b_k = a_k + k.
        let mut used = vec![false; 400_000];
        let mut a = 1;
        for k in 1.. {
            while used[a] {
                a += 1;
            }
            let b = a + k;
            if b >= used.len() {
                break;
            }
            used[a] = true;
            used[b] = true;
            assert_eq!(floor_mul_phi(k as u64), a as u128, "k={k}");
            assert_eq!(
                (partner(a as u64), partner(b as u64)),
                (b as u128, a as u128)
            );
        }
    }

    #[test]
    fn floor_div_phi_matches_isqrt() {
        // m/φ = (√(5m²) − m)/2, and 5m² fits in u128 for m < 2^62.
        let reference =
            |m: u64| ((isqrt(5 * u128::from(m) * u128::from(m)) - u128::from(m)) / 2) as u64;
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for i in 0..200_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let m = if i < 1000 { i } else { x >> (2 + i % 62) };
            assert_eq!(floor_div_phi(m), reference(m), "m={m}");
        }
    }

    #[test]
    fn large_pairs_match_zeckendorf_reference() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..3000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let k = x >> (1 + i % 63);
            let a = floor_mul_phi(k);
            let b = a + u128::from(k);
            if b > u128::from(u64::MAX) {
                continue;
            }
            let (a, b) = (a as u64, b as u64);
            assert!(wythoff_losing(a.into(), b.into()), "({a}, {b})");
            assert!(is_losing(a, b) && is_losing(b, a));
            for (da, db) in [(0, 1), (1, 0), (1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)] {
                let (p, q) = (a.wrapping_add_signed(da), b.wrapping_add_signed(db));
                assert_eq!(
                    is_losing(p, q),
                    wythoff_losing(p.into(), q.into()),
                    "({p}, {q})"
                );
            }
            assert_eq!(partner(a), u128::from(b));
            assert_eq!(partner(b), u128::from(a));
        }
    }

    #[test]
    fn both_paths_of_is_losing_agree_with_the_reference() {
        // Differences k just below and above 2^32 (where the u64 path hands over), small ones
        // beside piles near 2^64, and the losing pair of each k with its neighbours.
        let edge = (1u64 << 32) - 40..(1u64 << 32) + 40;
        for k in edge.chain(0..2000).chain([u64::MAX / 3, u64::MAX / 2]) {
            let a = floor_mul_phi(k);
            for a in [a.saturating_sub(1), a, a + 1, u128::from(u64::MAX - k)] {
                let Ok(a) = u64::try_from(a) else { continue };
                let Some(b) = a.checked_add(k) else { continue };
                let want = wythoff_losing(a.into(), b.into());
                assert_eq!(
                    (is_losing(a, b), is_losing(b, a)),
                    (want, want),
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn extremes() {
        assert_eq!(floor_div_phi(u64::MAX), 0x9E37_79B9_7F4A_7C15);
        for n in [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1] {
            assert_eq!(partner(n), wythoff_partner(n.into()), "{n}");
        }
        assert!(!is_losing(u64::MAX, u64::MAX));
        assert!(!is_losing(0, u64::MAX));
        assert_eq!(winning_moves(0, u64::MAX), [(0, 0)]);
        assert_eq!(winning_moves(u64::MAX, u64::MAX)[0], (0, 0));
    }
}
