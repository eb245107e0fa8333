//! Take consecutive cards from a row. Used by AtCoder ABC 278 G.
//!
//! Playing a row of cards (AtCoder ABC 278 G, interactive): cards `1..=n` lie in a row; a move
//! removes `y` consecutive cards still on the table, `l ≤ y ≤ r`. Whoever cannot move loses.
//! [`CardRow`] decides whether to move first and then finds a winning move after each reply.
//!
//! - **Mirror.** When some `y` in `l..=r` has the parity of `n` (always when `l < r` and
//!   `n ≥ l`), the first player removes `y` cards from the middle, leaving two equal halves,
//!   and then answers each move by its mirror image `p ↦ n + 1 − p`, which is always still
//!   free. O(1) a move.
//! - **Values.** Otherwise `l = r`, and the row is the octal game with a 7 in place `l`
//!   ([`crate::octal`]): a stretch of `m` free cards is worth `G(m)`, and a winning move makes
//!   the XOR over the stretches 0. O(n²) once, O(n) a move.

use crate::octal::Octal;

/// The state of the row and the strategy.
///
/// # Example
/// ```
/// use impartial::boards::card_row::CardRow;
/// let mut row = CardRow::new(6, 2, 3);
/// assert!(row.first_wins());
/// let (x, y) = row.winning_move().unwrap(); // 2 from the middle: cards 3 and 4
/// assert_eq!((x, y), (3, 2));
/// row.remove(x, y).unwrap();
/// row.remove(1, 2).unwrap(); // the judge takes 1 and 2 …
/// assert_eq!(row.winning_move(), Some((5, 2))); // … and we take 5 and 6
/// ```
#[derive(Clone, Debug)]
pub struct CardRow {
    n: u64,
    l: u64,
    r: u64,
    /// `free[p]` for the cards `p = 1..=n` (`free[0]` unused).
    free: Vec<bool>,
    /// Grundy values of stretches, when the mirror does not apply.
    grundy: Option<Vec<u32>>,
    /// The last move, for the mirror's answer.
    last: Option<(u64, u64)>,
}

/// A move that is not allowed: a take outside `l..=r` or a card not on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Illegal;

impl CardRow {
    /// A full row of `n` cards.
    ///
    /// # Constraints
    /// `1 ≤ l ≤ r`; `n` small enough for a table of `n` bytes (and, when `l = r` and `n − l`
    /// is odd, the O(n²) values: ABC 278 G has n ≤ 2000).
    pub fn new(n: u64, l: u64, r: u64) -> CardRow {
        let mirror = n >= l && (l < r || (n - l) % 2 == 0);
        let grundy = (!mirror).then(|| {
            let mut digits = vec![0u8; l as usize + 1];
            digits[l as usize] = 7;
            Octal::from_digits(digits).plain_values(n as usize)
        });
        CardRow {
            n,
            l,
            r,
            free: (0..=n).map(|p| p > 0).collect(),
            grundy,
            last: None,
        }
    }

    /// Whether the first player wins from the full row (so a program should choose `First`).
    pub fn first_wins(&self) -> bool {
        match &self.grundy {
            None => true,
            Some(g) => g[self.n as usize] != 0,
        }
    }

    /// Whether taking `y` cards from `x` on is a legal move now.
    pub fn legal(&self, x: u64, y: u64) -> bool {
        (self.l..=self.r).contains(&y)
            && x >= 1
            && x.checked_add(y).map_or(false, |end| end - 1 <= self.n)
            && (x..x + y).all(|p| self.free[p as usize])
    }

    /// Takes `y` cards from card `x` on (anyone's move).
    pub fn remove(&mut self, x: u64, y: u64) -> Result<(), Illegal> {
        if !self.legal(x, y) {
            return Err(Illegal);
        }
        for p in x..x + y {
            self.free[p as usize] = false;
        }
        self.last = Some((x, y));
        Ok(())
    }

    /// A move after which the player to move loses, if there is one.
    ///
    /// # Complexity
    /// O(1) with the mirror, O(n) with values.
    pub fn winning_move(&self) -> Option<(u64, u64)> {
        let values = match &self.grundy {
            Some(g) => g,
            None => {
                return match self.last {
                    // The opening: the middle `y` cards, y of the parity of n.
                    None => {
                        let y = if (self.n - self.l) % 2 == 0 {
                            self.l
                        } else {
                            self.l + 1
                        };
                        Some(((self.n - y) / 2 + 1, y))
                    }
                    Some((x, y)) => Some((self.n + 2 - x - y, y)),
                };
            }
        };
        let stretches = self.stretches();
        let total = stretches
            .iter()
            .fold(0, |t, &(_, len)| t ^ values[len as usize]);
        for &(start, len) in &stretches {
            let want = total ^ values[len as usize];
            for y in self.l..=self.r.min(len) {
                for a in 0..=len - y {
                    if values[a as usize] ^ values[(len - y - a) as usize] == want {
                        return Some((start + a, y));
                    }
                }
            }
        }
        None
    }

    /// Makes a winning move, if there is one, and returns it.
    ///
    /// # Complexity
    /// As [`CardRow::winning_move`], plus the cards taken.
    pub fn play(&mut self) -> Option<(u64, u64)> {
        let (x, y) = self.winning_move()?;
        self.remove(x, y).expect("a winning move is legal");
        Some((x, y))
    }

    /// The maximal runs of free cards, as (first card, length).
    fn stretches(&self) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut p = 1;
        while p <= self.n {
            if self.free[p as usize] {
                let start = p;
                while p <= self.n && self.free[p as usize] {
                    p += 1;
                }
                out.push((start, p - start));
            } else {
                p += 1;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::card_row;

    fn mask(row: &CardRow) -> u64 {
        (1..=row.n)
            .filter(|&p| row.free[p as usize])
            .map(|p| 1 << (p - 1))
            .sum()
    }

    /// Plays every reply of the opponent (a full game tree) and checks that the strategy's
    /// move always leaves a lost position.
    fn always_wins(row: &CardRow, game: &mut crate::oracle::games::Game<u64>) {
        let (x, y) = row.winning_move().expect("a winning move");
        let mut ours = row.clone();
        ours.remove(x, y).expect("the strategy's move is legal");
        assert!(!game.wins(&mask(&ours)), "{x} {y} leaves a win");
        for (a, b) in legal_moves(&ours) {
            let mut theirs = ours.clone();
            theirs.remove(a, b).unwrap();
            if game.wins(&mask(&theirs)) {
                always_wins(&theirs, game);
            }
        }
    }

    fn legal_moves(row: &CardRow) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for y in row.l..=row.r {
            for x in 1..=row.n {
                if row.legal(x, y) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    #[test]
    fn choice_and_moves_match_search() {
        for n in 1..=11u32 {
            for l in 1..=n {
                for r in l..=n.min(l + 2) {
                    let mut game = card_row(n, l, r);
                    let row = CardRow::new(n.into(), l.into(), r.into());
                    let full = (1u64 << n) - 1;
                    assert_eq!(row.first_wins(), game.wins(&full), "{n} {l} {r}");
                    if row.first_wins() {
                        always_wins(&row, &mut game);
                    } else {
                        // As second player: after any first move, a winning answer exists.
                        for (a, b) in legal_moves(&row) {
                            let mut theirs = row.clone();
                            theirs.remove(a, b).unwrap();
                            always_wins(&theirs, &mut game);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn illegal_moves_are_refused() {
        let mut row = CardRow::new(5, 2, 2);
        assert_eq!(row.remove(0, 2), Err(Illegal));
        assert_eq!(row.remove(5, 2), Err(Illegal));
        assert_eq!(row.remove(1, 3), Err(Illegal));
        assert_eq!(row.remove(u64::MAX, 2), Err(Illegal));
        row.remove(2, 2).unwrap();
        assert_eq!(row.remove(3, 2), Err(Illegal));
    }
}
