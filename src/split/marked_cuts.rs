//! Cut a board of cells in two along a grid line, but only a board that holds a marked cell.
//! Used by HackerRank's Digits Square Board (a cell is marked when its digit is not prime).
//!
//! A board with no marked cell, or of one cell, has no move (value 0); any other is worth the
//! mex over its cuts of the XOR of the two pieces' values, and the pieces of a game form a
//! sum. [`grundy`] tabulates every sub-board of the given board, shortest and narrowest first,
//! with a prefix-sum count of marked cells to know which may be cut.

/// The Grundy value of the `rows` × `cols` board whose cell (r, c) is marked iff
/// `marked[r * cols + c]`.
///
/// # Constraints
/// `marked.len() == rows * cols`, rows + cols ≤ 128.
///
/// # Complexity
/// O(rows² · cols² · (rows + cols)) time, O(rows² · cols²) bytes (30 × 30: about 1.3 · 10^7
/// steps and 0.8 MB).
///
/// # Example
/// ```
/// use impartial::split::marked_cuts::grundy;
/// // HackerRank's samples: digits 2 7 5 / 2 7 5 / 7 7 7 are all prime (no move), and on
/// // 4 3 / 1 2 (4 and 1 marked) the first player wins by cutting between the rows: 4 3 and
/// // 1 2 are worth 1 each (the options are 0 and 1, so the board is worth 2).
/// assert_eq!(grundy(3, 3, &[false; 9]), 0);
/// assert_eq!(grundy(2, 2, &[true, false, true, false]), 2);
/// // One marked cell in a 1 × 2 strip: one cut, the first player's.
/// assert_eq!(grundy(1, 2, &[true, false]), 1);
/// ```
pub fn grundy(rows: usize, cols: usize, marked: &[bool]) -> u32 {
    assert_eq!(
        marked.len(),
        rows * cols,
        "a board of {} cells",
        rows * cols
    );
    assert!(
        rows + cols <= 128,
        "a board of {} × {} is beyond 128 cuts",
        rows,
        cols
    );
    if rows == 0 || cols == 0 {
        return 0;
    }
    // count[(r + 1) * (cols + 1) + c + 1]: marked cells in rows < r + 1, columns < c + 1.
    let w = cols + 1;
    let mut count = vec![0u32; (rows + 1) * w];
    for r in 0..rows {
        for c in 0..cols {
            count[(r + 1) * w + c + 1] = count[r * w + c + 1] + count[(r + 1) * w + c]
                - count[r * w + c]
                + u32::from(marked[r * cols + c]);
        }
    }
    let any = |r1: usize, r2: usize, c1: usize, c2: usize| {
        count[r2 * w + c2] + count[r1 * w + c1] > count[r1 * w + c2] + count[r2 * w + c1]
    };
    // value[((r1 * rows + r2 - 1) * cols + c1) * cols + c2 - 1] for rows r1..r2, columns c1..c2
    // (half-open).
    let at = |r1: usize, r2: usize, c1: usize, c2: usize| {
        ((r1 * rows + r2 - 1) * cols + c1) * cols + c2 - 1
    };
    // Values stay below rows + cols ≤ 128 (a board has fewer cuts than that), so a u8 each
    // and the options' set as a u128.
    let mut value = vec![0u8; rows * rows * cols * cols];
    let (cc, rcc) = (cols * cols, rows * cols * cols);
    for h in 1..=rows {
        for wd in 1..=cols {
            for r1 in 0..=rows - h {
                for c1 in 0..=cols - wd {
                    let (r2, c2) = (r1 + h, c1 + wd);
                    if h * wd == 1 || !any(r1, r2, c1, c2) {
                        continue;
                    }
                    let mut options = 0u128;
                    // Rows r1..r and r..r2: the first index grows by cols², the second by
                    // rows·cols² with r.
                    let (mut top, mut bottom) = (at(r1, r1 + 1, c1, c2), at(r1 + 1, r2, c1, c2));
                    for _ in r1 + 1..r2 {
                        options |= 1 << (value[top] ^ value[bottom]);
                        top += cc;
                        bottom += rcc;
                    }
                    let (mut left, mut right) = (at(r1, r2, c1, c1 + 1), at(r1, r2, c1 + 1, c2));
                    for _ in c1 + 1..c2 {
                        options |= 1 << (value[left] ^ value[right]);
                        left += 1;
                        right += cols;
                    }
                    value[at(r1, r2, c1, c2)] = options.trailing_ones() as u8;
                }
            }
        }
    }
    u32::from(value[at(0, rows, 0, cols)])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every marking of boards up to 3 × 3 (and 2 × 4, 4 × 2) against the search of the cuts.
    #[test]
    fn matches_search() {
        let mut game = crate::oracle::hackerrank_games_more::marked_cuts();
        for (rows, cols) in [
            (1, 1),
            (1, 3),
            (2, 2),
            (2, 3),
            (3, 2),
            (3, 3),
            (2, 4),
            (4, 2),
        ] {
            for mask in 0u32..1 << (rows * cols) {
                let marked: Vec<bool> = (0..rows * cols).map(|i| mask >> i & 1 == 1).collect();
                let board: Vec<Vec<bool>> = marked.chunks(cols).map(|r| r.to_vec()).collect();
                let v = u64::from(grundy(rows, cols, &marked));
                assert_eq!(v, game.grundy(&vec![board]), "{marked:?} {rows}×{cols}");
            }
        }
    }
}
