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
/// O(rows² · cols² · (rows + cols)) time, O(rows² · cols²) bytes (30 × 30: about 4 · 10^6
/// cuts and 1.6 MB).
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
    // Values stay below rows + cols ≤ 128 (a board has fewer cuts than that): the options'
    // set is two u64 words, the second needed only beyond 64.
    match rows + cols <= 64 {
        true => grundy_with::<false>(rows, cols, marked),
        false => grundy_with::<true>(rows, cols, marked),
    }
}

/// [`grundy`] of a nonempty board, with the options' second word (`WIDE`) or without.
fn grundy_with<const WIDE: bool>(rows: usize, cols: usize, marked: &[bool]) -> u32 {
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
    let mut values = SubBoards::new(rows, cols);
    fill::<WIDE>(&mut values, &any);
    u32::from(values.by_rows[values.index_rc(0, rows, 0, cols)])
}

/// The values of every sub-board, twice: `by_rows` indexed by (r1, r2, c1, c2) and `by_cols`
/// by (c1, c2, r1, r2) (half-open ranges), so that the cuts of a board along either axis read
/// one of their two sides from consecutive bytes.
struct SubBoards {
    rows: usize,
    cols: usize,
    by_rows: Vec<u8>,
    by_cols: Vec<u8>,
}

impl SubBoards {
    fn new(rows: usize, cols: usize) -> Self {
        let size = rows * rows * cols * cols;
        let (by_rows, by_cols) = (vec![0; size], vec![0; size]);
        SubBoards {
            rows,
            cols,
            by_rows,
            by_cols,
        }
    }
    fn index_rc(&self, r1: usize, r2: usize, c1: usize, c2: usize) -> usize {
        ((r1 * self.rows + r2 - 1) * self.cols + c1) * self.cols + c2 - 1
    }
    fn index_cr(&self, r1: usize, r2: usize, c1: usize, c2: usize) -> usize {
        ((c1 * self.cols + c2 - 1) * self.rows + r1) * self.rows + r2 - 1
    }
}

/// The option set `set` (values below 64 in the first word, 64 to 127 in the second, which
/// only `WIDE` boards, rows + cols > 64, can reach) with the value `v` added.
fn add_option<const WIDE: bool>(set: (u64, u64), v: u8) -> (u64, u64) {
    match !WIDE || v < 64 {
        true => (set.0 | 1 << v, set.1),
        false => (set.0, set.1 | 1 << (v - 64)),
    }
}

/// The least value not in the option set `set`.
fn mex(set: (u64, u64)) -> u8 {
    match set.0 {
        u64::MAX => 64 + (!set.1).trailing_zeros() as u8,
        low => (!low).trailing_zeros() as u8,
    }
}

/// Every sub-board's value, smaller boards first (a board with no marked cell, or of one
/// cell, stays 0).
fn fill<const WIDE: bool>(v: &mut SubBoards, any: &dyn Fn(usize, usize, usize, usize) -> bool) {
    let (rows, cols) = (v.rows, v.cols);
    for h in 1..=rows {
        for wd in 1..=cols {
            for r1 in 0..=rows - h {
                for c1 in 0..=cols - wd {
                    let (r2, c2) = (r1 + h, c1 + wd);
                    if h * wd == 1 || !any(r1, r2, c1, c2) {
                        continue;
                    }
                    // Cuts between rows: rows r1..r (consecutive in by_cols as r grows) and
                    // r..r2 (a step of `rows` there); between columns: columns c1..c
                    // (consecutive in by_rows) and c..c2.
                    let top = v.index_cr(r1, r1 + 1, c1, c2);
                    let bottom = v.index_cr(r1 + 1, r2, c1, c2);
                    let near = &v.by_cols[top..top + h - 1];
                    let far = v.by_cols[bottom..].iter().step_by(rows);
                    let by_rows = near
                        .iter()
                        .zip(far)
                        .fold((0, 0), |o, (a, b)| add_option::<WIDE>(o, a ^ b));
                    let left = v.index_rc(r1, r2, c1, c1 + 1);
                    let right = v.index_rc(r1, r2, c1 + 1, c2);
                    let near = &v.by_rows[left..left + wd - 1];
                    let far = v.by_rows[right..].iter().step_by(cols);
                    let by_cols = near
                        .iter()
                        .zip(far)
                        .fold((0, 0), |o, (a, b)| add_option::<WIDE>(o, a ^ b));
                    let value = mex((by_rows.0 | by_cols.0, by_rows.1 | by_cols.1));
                    let (a, b) = (v.index_rc(r1, r2, c1, c2), v.index_cr(r1, r2, c1, c2));
                    v.by_rows[a] = value;
                    v.by_cols[b] = value;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The option sets across their two words.
    #[test]
    fn option_sets_span_two_words() {
        let all_low = (0..64).fold((0, 0), add_option::<true>);
        assert_eq!(all_low, (u64::MAX, 0));
        assert_eq!(mex(all_low), 64);
        assert_eq!(mex(add_option::<true>(all_low, 64)), 65);
        assert_eq!(mex(add_option::<true>((0, 0), 100)), 0);
        assert_eq!(add_option::<true>((1, 0), 127), (1, 1 << 63));
        assert_eq!(mex(add_option::<false>((0b1011, 0), 2)), 4);
    }

    /// The two-word sets give the same values where one word is enough, and a board too large
    /// for one word (33 × 32) is worth what its transpose is.
    #[test]
    fn wide_boards_agree() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (rows, cols) in [(1, 7), (5, 5), (6, 9), (12, 10)] {
            for _ in 0..4 {
                let marked: Vec<bool> = (0..rows * cols).map(|_| next() % 3 == 0).collect();
                let (one, two) = (
                    grundy_with::<false>(rows, cols, &marked),
                    grundy_with::<true>(rows, cols, &marked),
                );
                assert_eq!(one, two, "{rows}×{cols} {marked:?}");
            }
        }
        let (rows, cols) = (33, 32);
        // Few marked cells, so that values vary.
        let marked: Vec<bool> = (0..rows * cols).map(|_| next() % 40 == 0).collect();
        let transposed: Vec<bool> = (0..rows * cols)
            .map(|i| marked[(i % rows) * cols + i / rows])
            .collect();
        assert_eq!(grundy(rows, cols, &marked), grundy(cols, rows, &transposed));
    }

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
