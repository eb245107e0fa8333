//! Lower a nonzero cell of a grid, then rewrite at will every other cell of a shortest path from
//! it down and right; whoever cannot move (an all-zero grid) loses. Used by Codeforces 1451F
//! (Nullify The Matrix).
//!
//! Cells on one anti-diagonal (r + c constant) are never on one such path, and a path meets
//! each later diagonal once. Say a grid is balanced when every anti-diagonal xors to 0. A move
//! changes its start, alone on the first diagonal it touches, so it unbalances a balanced grid.
//! From an unbalanced grid, take the first diagonal d with xor x ≠ 0 and a cell of it whose
//! value v has x's top bit (v ⊕ x < v), lower it to v ⊕ x, and walk to the last cell: every later
//! diagonal has a cell on the path to set so that its xor is 0. So the balanced grids, the zero
//! grid among them, are exactly the lost ones.

/// Whether the first player wins on the grid of `cells`, row by row, `m` to a row.
///
/// # Constraints
/// `m ≥ 1` and `cells.len()` a multiple of `m`; any values.
///
/// # Complexity
/// O(n·m) time, O(n + m) space.
///
/// # Example
/// ```
/// use impartial::boards::path_rewrite::first_wins;
/// assert!(!first_wins(2, &[0, 1, 1, 0])); // 1 ⊕ 1 on the middle diagonal
/// assert!(first_wins(3, &[0, 0, 5]));
/// assert!(first_wins(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9]));
/// ```
pub fn first_wins(m: usize, cells: &[u64]) -> bool {
    let n = cells.len() / m.max(1);
    let mut xor = vec![0u64; n + m];
    for (r, row) in cells.chunks(m.max(1)).enumerate() {
        for (c, &v) in row.iter().enumerate() {
            xor[r + c] ^= v;
        }
    }
    xor.iter().any(|&x| x != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::path_rewrite;

    #[test]
    fn matches_search() {
        // Every grid of up to six cells with values to 3 (to 1 on 3 × 2 and 2 × 3, whose
        // rewrites are many): values to 2^k − 1 stay there, since the winning move sets xors.
        for (n, m, top) in [
            (1, 1, 7),
            (1, 3, 3),
            (3, 1, 3),
            (2, 2, 3),
            (1, 5, 1),
            (2, 3, 1),
            (3, 2, 1),
        ] {
            let mut game = path_rewrite(n, m, top);
            let cells = n * m;
            for code in 0..(top as usize + 1).pow(cells as u32) {
                let grid: Vec<u64> = (0..cells)
                    .map(|i| (code / (top as usize + 1).pow(i as u32) % (top as usize + 1)) as u64)
                    .collect();
                assert_eq!(
                    first_wins(m, &grid),
                    game.wins(&grid),
                    "{n} × {m}: {grid:?}"
                );
            }
        }
    }
}
