//! Remove one node of a forest: removing a leaf leaves the rest of its tree, removing any other
//! node removes its whole tree. Used by HackerRank's Bob and Ben.
//!
//! Only a tree's node count m matters. A single node has no edge, so it is no leaf: removing it
//! removes the tree (value mex{0} = 1). Two nodes are both leaves: the only move leaves one
//! node (value mex{1} = 0). A tree of m ≥ 3 nodes has leaves, and removing one leaves a tree of
//! m − 1 nodes, and an inner node, whose removal leaves nothing: G(m) = mex{G(m − 1), 0}, which
//! alternates 1 (m odd) and 2 (m even) from G(3) = mex{0, 0} = 1.

/// The Grundy value of a tree of `m` nodes (0 for no tree).
///
/// # Constraints
/// Any u64 `m`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::graphs::leaf_or_tree::grundy;
/// assert_eq!([0, 1, 2, 3, 4, 5].map(grundy), [0, 1, 0, 1, 2, 1]);
/// // HackerRank's sample: two one-node trees cancel (Ben wins); one of 3 nodes is Bob's.
/// assert_eq!(grundy(1) ^ grundy(1), 0);
/// assert_ne!(grundy(3), 0);
/// ```
pub fn grundy(m: u64) -> u64 {
    match m {
        0 | 2 => 0,
        _ if m % 2 == 1 => 1,
        _ => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::hackerrank_games_more::{bob_and_ben_tree, leaf_or_tree};

    /// Trees of up to 9 nodes, built as the statement builds them for every k from 2 to 4,
    /// and pairs of trees to 5 nodes, against the search of the removals.
    #[test]
    fn matches_search() {
        let mut game = leaf_or_tree();
        for k in 2..=4 {
            for m in 1..=9 {
                let tree = bob_and_ben_tree(m, k);
                assert_eq!(grundy(m), game.grundy(&vec![tree]), "m = {m}, k = {k}");
            }
            for a in 1..=5 {
                for b in 1..=5 {
                    let forest = vec![bob_and_ben_tree(a, k), bob_and_ben_tree(b, k)];
                    assert_eq!(grundy(a) ^ grundy(b) != 0, game.wins(&forest), "{a} {b}");
                }
            }
        }
    }
}
