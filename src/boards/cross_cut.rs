//! Choose an unmarked cell; walls grow from it in the four directions to the nearest wall or
//! the edge. Used by Baekjoon 11717 (Wall Making Game).
//!
//! The board starts without walls; a move chooses an empty cell that is not marked, and every
//! cell of its row and column up to the nearest wall (or the edge) becomes a wall. Inside the
//! rectangle the chosen cell lies in, that is its whole row and column: the rectangle falls
//! into four rectangles that never interact again. So a rectangle's Grundy value is the mex,
//! over its unmarked cells, of the XOR of the four parts' values: a table over all
//! sub-rectangles. The tests check it against a search of the walls themselves.

/// The Grundy value of the board `marked` (rows of equal length; `true` for a marked cell,
/// which may not be chosen but may become a wall).
///
/// # Constraints
/// Up to 30 rows and columns (the judge's boards are at most 20 × 20): a table of
/// (h(h + 1)/2)·(w(w + 1)/2) values.
///
/// # Complexity
/// O(h²w² · hw): each sub-rectangle tries each of its cells.
///
/// # Example
/// ```
/// use impartial::boards::cross_cut::grundy;
/// assert_eq!(grundy(&[vec![false, false], vec![false, false]]), 0); // any cell leaves one
/// assert_eq!(grundy(&[vec![false; 3]]), 1); // a row: any cell walls all of it
/// ```
pub fn grundy(marked: &[Vec<bool>]) -> u16 {
    let h = marked.len();
    let w = marked.first().map_or(0, |r| r.len());
    assert!(h <= 30 && w <= 30, "boards of up to 30 rows and columns");
    if h == 0 || w == 0 {
        return 0;
    }
    // g[rows · (w² + 1) + c1·w + c2] for the row range `rows` = r1·h + r2 and the columns
    // c1..=c2; the last row range and the last column range stand for an empty range, worth 0.
    let (rows_empty, cols_empty) = (h * h, w * w);
    let stride = w * w + 1;
    let mut g = vec![0u16; (h * h + 1) * stride];
    let rows_of = |a: usize, b: usize| {
        if a <= b && b < h {
            a * h + b
        } else {
            rows_empty
        }
    };
    // For one row range and one chosen row r: the XOR of the parts above and below r, for
    // every column range (`split[r]`), so that a chosen cell costs two loads.
    let mut split = vec![vec![0u16; stride]; h];
    let mut seen = vec![0u32; h * w + 2];
    let mut stamp = 0u32;
    // Every part of a rectangle has fewer rows than it: the row ranges by length, and for
    // each all the column ranges at once.
    for rows in 1..=h {
        for r1 in 0..=h - rows {
            let r2 = r1 + rows - 1;
            for r in r1..=r2 {
                let up = &g[rows_of(r1, r.wrapping_sub(1)) * stride..][..stride];
                let down = &g[rows_of(r + 1, r2) * stride..][..stride];
                for (x, (a, b)) in split[r].iter_mut().zip(up.iter().zip(down)) {
                    *x = a ^ b;
                }
            }
            for cols in 1..=w {
                for c1 in 0..=w - cols {
                    let c2 = c1 + cols - 1;
                    stamp += 1;
                    for (r, t) in split.iter().enumerate().take(r2 + 1).skip(r1) {
                        for c in (c1..=c2).filter(|&c| !marked[r][c]) {
                            let left = if c > c1 { c1 * w + c - 1 } else { cols_empty };
                            let right = if c < c2 { (c + 1) * w + c2 } else { cols_empty };
                            let v = t[left] ^ t[right];
                            // A value is at most the number of cells, so it has a slot.
                            seen[usize::from(v).min(h * w + 1)] = stamp;
                        }
                    }
                    let mex = (0..).find(|&v: &usize| seen[v] != stamp).unwrap_or(0) as u16;
                    g[(r1 * h + r2) * stride + c1 * w + c2] = mex;
                }
            }
        }
    }
    g[(h - 1) * stride + w - 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::boj_boards::walls_search as search;

    #[test]
    fn matches_search_on_small_boards() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for h in 1..=3 {
            for w in 1..=4 {
                for _ in 0..25 {
                    seed = seed
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1442695040888963407);
                    let board: Vec<Vec<bool>> = (0..h)
                        .map(|r| (0..w).map(|c| seed >> (r * w + c + 20) & 3 == 0).collect())
                        .collect();
                    assert_eq!(grundy(&board) != 0, search(&board), "{board:?}");
                }
            }
        }
        assert_eq!(grundy(&[]), 0);
    }
}
