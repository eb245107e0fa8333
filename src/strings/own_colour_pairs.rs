//! Paint two neighbouring cells of a red and blue row white, at least one of them in your own
//! colour (red for Alice, who starts, blue for Bob); whoever cannot move loses. A partisan
//! game. Used by Codeforces 1704F (Colouring Game).
//!
//! A move that whitens a red and a blue cell costs each player one cell of their colour; any
//! other move costs only the mover. So with more red cells than blue Alice wins and with fewer
//! Bob wins: the richer player only answers, one red-blue pair for one, and outlasts. With as
//! many of each, both play red-blue pairs while they can, and those moves are an impartial
//! game: each maximal alternating stretch of length L is a heap of Dawson's Kayles (`0.07`:
//! remove two adjacent, which may split the heap), whose values are periodic with period 34
//! from heap 53 (proven by the octal periodicity theorem in [`crate::octal`]). Alice wins iff
//! the nim-sum over the stretches is not 0.

/// Dawson's Kayles `G(0..87)` by the mex rule; from 53 on, `G(L) = G(L − 34)`.
const DAWSON: [u8; 87] = {
    let mut g = [0u8; 87];
    let mut n = 2;
    while n < 87 {
        let mut seen = 0u64;
        let mut i = 0;
        while i + 2 <= n {
            seen |= 1 << (g[i] ^ g[n - 2 - i]);
            i += 1;
        }
        while seen & 1 << g[n] != 0 {
            g[n] += 1;
        }
        n += 1;
    }
    g
};

/// The Grundy value of Dawson's Kayles on a row of `len`: remove two adjacent, splitting the
/// row.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::strings::own_colour_pairs::dawson_kayles;
/// assert_eq!((0..8).map(dawson_kayles).collect::<Vec<_>>(), [0, 0, 1, 1, 2, 0, 3, 1]);
/// assert_eq!(dawson_kayles(1_000_000_000_000_000_000), dawson_kayles(1_000_000_000_000_000_000 - 34));
/// ```
pub fn dawson_kayles(len: u64) -> u64 {
    let at = match len < 87 {
        true => len,
        false => 53 + (len - 53) % 34,
    };
    u64::from(DAWSON[at as usize])
}

/// Whether Alice, who moves first, wins on `cells` (`b'R'` red, `b'B'` blue).
///
/// # Constraints
/// At least 2 cells, every byte `b'R'` or `b'B'`.
///
/// # Complexity
/// O(|cells|).
///
/// # Example
/// ```
/// use impartial::strings::own_colour_pairs::alice_wins;
/// assert!(!alice_wins(b"BRB") && alice_wins(b"RBRBRB") && !alice_wins(b"RBBR"));
/// ```
pub fn alice_wins(cells: &[u8]) -> bool {
    // `R` is 0x52 and `B` 0x42: bit 4 of a cell says red, and of two cells xored, that they
    // differ. Eight cells are read as one word.
    const RED: u64 = 0x1010_1010_1010_1010;
    let word = |i: usize| {
        let mut w = [0; 8];
        w.copy_from_slice(&cells[i..i + 8]);
        u64::from_le_bytes(w)
    };
    let words = cells.len() / 8;
    let red = (0..words).fold(0, |n, i| n + (word(8 * i) & RED).count_ones() as usize);
    let red = red + cells[8 * words..].iter().filter(|&&c| c == b'R').count();
    if 2 * red != cells.len() {
        return 2 * red > cells.len();
    }
    // The stretches end where two equal cells meet: a set bit 4 in byte j of `meets` for the
    // pair (k + j, k + j + 1); only the meetings are visited.
    let (mut sum, mut start, mut k) = (0, 0, 0);
    let mut visit = |k: usize, mut meets: u64| {
        while meets != 0 {
            let end = k + meets.trailing_zeros() as usize / 8 + 1;
            sum ^= dawson_kayles((end - start) as u64);
            start = end;
            meets &= meets - 1;
        }
    };
    while k + 9 <= cells.len() {
        visit(k, !(word(k) ^ word(k + 1)) & RED);
        k += 8;
    }
    while k + 1 < cells.len() {
        visit(k, u64::from(cells[k] == cells[k + 1]) << 4);
        k += 1;
    }
    sum ^ dawson_kayles((cells.len() - start) as u64) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::Octal;
    use crate::oracle::codeforces::colouring;

    #[test]
    fn the_table_is_dawsons_kayles_and_its_proven_period() {
        let octal = Octal::parse("0.07").unwrap();
        let periodic = crate::octal::Periodic::of(&octal, 10_000).unwrap();
        assert_eq!(
            (periodic.period().period, periodic.period().preperiod),
            (34, 53)
        );
        for len in 0..2000 {
            assert_eq!(dawson_kayles(len), u64::from(periodic.grundy(len)), "{len}");
        }
    }

    #[test]
    fn matches_search() {
        let mut game = colouring();
        for n in 2..=11u32 {
            for code in 0..1u32 << n {
                let cells: Vec<u8> = (0..n)
                    .map(|i| [b'R', b'B'][(code >> i & 1) as usize])
                    .collect();
                assert_eq!(
                    alice_wins(&cells),
                    game.wins(&(cells.clone(), true)),
                    "{}",
                    String::from_utf8_lossy(&cells)
                );
            }
        }
    }
}
