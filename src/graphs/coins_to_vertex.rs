//! Take the coins of a vertex while every other coin steps toward it. Used by AtCoder AGC 033 C.
//!
//! A tree with a coin on each vertex; a move chooses a vertex holding coins, removes them, and
//! moves every other coin one step toward that vertex; whoever cannot move loses (AtCoder AGC
//! 033 C Removing Coins).
//!
//! The coins always cover a subtree, and only its diameter `D` (in vertices) matters. Taking a
//! leaf of a longest path shortens every longest path by one vertex; taking any other vertex
//! pulls in every leaf, shortening them by two (with `D = 2` both vertices are leaves, and
//! `D = 1` leaves nothing). So `D` falls by 1 or 2 at the mover's choice, except that 2 only
//! falls to 1: the losing diameters are 0 and those ≡ 2 (mod 3).

/// The number of vertices on a longest path of the tree on vertices `0..n` with `edges`.
///
/// # Constraints
/// The edges form a tree on `0..n`, `n ≥ 1`, `n < 2^32`.
///
/// # Complexity
/// O(n): two breadth-first searches over compressed adjacency lists.
///
/// # Example
/// ```
/// use impartial::graphs::coins_to_vertex::diameter;
/// assert_eq!(diameter(1, &[]), 1);
/// assert_eq!(diameter(6, &[(0, 1), (1, 2), (1, 3), (3, 5), (4, 5)]), 5);
/// ```
pub fn diameter(n: usize, edges: &[(u32, u32)]) -> u64 {
    // Compressed adjacency: the neighbours of v are next[start[v]..start[v + 1]].
    let mut start = vec![0usize; n + 1];
    for &(a, b) in edges {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut next = vec![0u32; 2 * edges.len()];
    for &(a, b) in edges {
        next[fill[a as usize]] = b;
        fill[a as usize] += 1;
        next[fill[b as usize]] = a;
        fill[b as usize] += 1;
    }
    // The farthest vertex from `from` and its distance in vertices.
    let farthest = |from: usize| {
        let mut depth = vec![0u64; n];
        let mut queue = vec![from];
        depth[from] = 1;
        let mut at = 0;
        while at < queue.len() {
            let v = queue[at];
            at += 1;
            for &w in &next[start[v]..start[v + 1]] {
                if depth[w as usize] == 0 {
                    depth[w as usize] = depth[v] + 1;
                    queue.push(w as usize);
                }
            }
        }
        let last = *queue.last().unwrap_or(&from);
        (last, depth[last])
    };
    farthest(farthest(0).0).1
}

/// Whether the first player wins on the tree of `n` vertices with `edges`.
///
/// # Constraints
/// As [`diameter`].
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::graphs::coins_to_vertex::first_wins;
/// assert!(first_wins(3, &[(0, 1), (1, 2)]));
/// assert!(!first_wins(2, &[(0, 1)]));
/// ```
pub fn first_wins(n: usize, edges: &[(u32, u32)]) -> bool {
    diameter(n, edges) % 3 != 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::coins_to_vertex;
    use crate::oracle::games::every_tree;

    /// Every tree of up to 8 vertices as a parent list, against the search of the moves.
    #[test]
    fn matches_search() {
        for n in 1..=8usize {
            for tree in every_tree(n) {
                let edges: Vec<(u32, u32)> =
                    tree.iter().map(|&(a, b)| (a as u32, b as u32)).collect();
                let mut game = coins_to_vertex(n, edges.clone());
                let all = (1u32 << n) - 1;
                assert_eq!(first_wins(n, &edges), game.wins(&all), "{edges:?}");
            }
        }
    }
}
