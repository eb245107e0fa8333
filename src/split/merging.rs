//! Merge two heaps into one, under a cap. Used by Luogu P4101.
//!
//! Merging heaps under a cap (Luogu P4101 \[HEOI2014\] 人人尽说江南好): n heaps of one stone; a
//! move merges two heaps into one of at most m stones; whoever cannot move loses.
//!
//! The number of moves decides the game, and the player who wants the longest game can always
//! have it: with `q = ⌊n/m⌋` and `r = n mod m`, play ends after `q(m − 1) + max(r − 1, 0)`
//! merges (q full heaps and one heap of the rest), and no reply can shorten it by an odd
//! number. So the first player wins iff that count is odd. (The oracle checks the claim
//! against search of every position with n up to 22.)

/// Whether the first player wins with `n` heaps of one stone and the cap `m`.
///
/// # Constraints
/// `n, m ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::split::merging::first_wins;
/// // Luogu's sample: (7, 3), (1, 5), (4, 3), (6, 1) are second-player wins, (2, 2) a first.
/// assert!(!first_wins(7, 3) && !first_wins(1, 5) && !first_wins(4, 3) && !first_wins(6, 1));
/// assert!(first_wins(2, 2));
/// ```
pub fn first_wins(n: u64, m: u64) -> bool {
    moves(n, m) % 2 == 1
}

/// How many merges the game lasts with best play (see the module's documentation).
pub fn moves(n: u64, m: u64) -> u64 {
    (n / m) * (m - 1) + (n % m).saturating_sub(1)
}
