//! Remove a leaf of a tree; whoever removes the marked node wins. Used by Codeforces 1363C.
//!
//! A tree of `n` nodes with one marked node `x`; a move removes a leaf (a node of degree at
//! most 1) with its edge; whoever removes `x` wins (Codeforces 1363C Game On Leaves).
//!
//! If `x` is a leaf, the first player takes it. Otherwise no one makes `x` a leaf willingly:
//! the player who leaves `x` with degree 1 loses it to the next. So the tree is pared down
//! until `x` has exactly one neighbour left and nothing else — two nodes, after `n − 2`
//! removals — and the player to move then takes `x`: the first when `n` is even.

/// Whether the first player wins on a tree of `n` nodes whose marked node has `degree`
/// neighbours.
///
/// # Constraints
/// `n ≥ 1`, `degree < n`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::graphs::leaf_to_target::first_wins;
/// assert!(!first_wins(3, 2)); // the middle of a path of 3
/// assert!(first_wins(3, 1));
/// ```
pub fn first_wins(n: u64, degree: u64) -> bool {
    degree <= 1 || n % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::leaf_to_target;
    use crate::oracle::games::every_tree;

    /// Every tree of up to 8 nodes as a parent list (node i > 0 hangs on a node below it),
    /// every marked node, against the search of the removals.
    #[test]
    fn matches_search() {
        for n in 1..=8usize {
            for edges in every_tree(n) {
                for x in 0..n {
                    let degree = edges.iter().filter(|&&(a, b)| a == x || b == x).count();
                    let mut game = leaf_to_target(x);
                    let nodes: Vec<usize> = (0..n).collect();
                    assert_eq!(
                        first_wins(n as u64, degree as u64),
                        game.wins(&(nodes, edges.clone())),
                        "n = {n}, x = {x}, {edges:?}"
                    );
                }
            }
        }
    }
}
