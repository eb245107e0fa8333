//! Nim: take any number from one pile. Used by AcWing 891, Codeforces 15C, CSES 1098, CSES 1730, HDU 2176, Luogu P1247, Luogu P2197, Luogu P4279 and POJ 2975.
//!
//! Nim: piles of objects, a move takes any positive number from one pile.
//!
//! Under normal play (whoever takes the last object wins) the player to move wins iff the
//! nim-sum (XOR) of the piles is not 0 (Bouton's theorem). Under misère play (whoever takes the
//! last object loses) the same holds while some pile has at least 2 objects; when every pile has
//! at most 1, the player to move wins iff the number of non-empty piles is even.
//!
//! [`Piles`] stores many pile sizes compactly, for positions read whole.

mod piles;

pub use piles::Piles;

/// Nim-addition: the nim-sum of two piles, `a XOR b`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(impartial::nim::add(3, 5), 6);
/// ```
#[inline]
pub fn add(a: u64, b: u64) -> u64 {
    a ^ b
}

/// The nim-sum of all piles.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// assert_eq!(impartial::nim::sum([3, 6, 9]), 12);
/// ```
pub fn sum(piles: impl IntoIterator<Item = u64>) -> u64 {
    piles.into_iter().fold(0, add)
}

/// Whether the player to move wins normal-play Nim, given the nim-sum of the piles.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::nim;
/// assert!(nim::first_wins(nim::sum([2, 3])));
/// assert!(!nim::first_wins(nim::sum([1, 1])));
/// ```
#[inline]
pub fn first_wins(nim_sum: u64) -> bool {
    nim_sum != 0
}

/// One move: pile `pile` (0-based) goes from `from` objects down to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Index of the pile, 0-based.
    pub pile: usize,
    /// Size of the pile before the move.
    pub from: u64,
    /// Size of the pile after the move; less than `from`.
    pub to: u64,
}

impl Move {
    /// Number of objects taken.
    pub fn take(&self) -> u64 {
        self.from - self.to
    }
}

/// The winning move on pile `pile` of size `size` when the piles' nim-sum is `nim_sum`, if any:
/// reduce it to `size XOR nim_sum` when that is smaller.
#[inline]
fn move_on(pile: usize, size: u64, nim_sum: u64) -> Option<Move> {
    let to = size ^ nim_sum;
    (to < size).then(|| Move {
        pile,
        from: size,
        to,
    })
}

/// Every winning normal-play move, in pile order (for each pile there is at most one).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// let moves: Vec<_> = impartial::nim::winning_moves(&[5, 7, 8, 9, 10]).map(|m| (m.from, m.to)).collect();
/// assert_eq!(moves, [(8, 1), (9, 0), (10, 3)]);
/// ```
pub fn winning_moves(piles: &[u64]) -> impl Iterator<Item = Move> + '_ {
    let s = sum(piles.iter().copied());
    piles
        .iter()
        .enumerate()
        .filter_map(move |(i, &p)| move_on(i, p, s))
}

/// The first winning normal-play move among `piles`, whose nim-sum is `nim_sum`: the smallest
/// pile index, and on that pile the only winning amount. For piles that are read once
/// (summed while reading) and stored compactly.
///
/// # Complexity
/// O(index of the pile found); for random piles about 2.
///
/// # Example
/// ```
/// let m = impartial::nim::winning_move_given([3, 6, 9], 12).unwrap();
/// assert_eq!((m.pile, m.to), (2, 5));
/// ```
pub fn winning_move_given(piles: impl IntoIterator<Item = u64>, nim_sum: u64) -> Option<Move> {
    piles
        .into_iter()
        .enumerate()
        .find_map(|(i, p)| move_on(i, p, nim_sum))
}

/// The first winning normal-play move: the smallest pile index, and on that pile the only
/// winning amount (so also the smallest). This is Luogu P1247's tie-break. `None` if the player
/// to move loses.
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// let m = impartial::nim::winning_move(&[3, 6, 9]).unwrap();
/// assert_eq!((m.take(), m.pile, m.to), (4, 2, 5));
/// assert_eq!(impartial::nim::winning_move(&[15, 22, 19, 10]), None);
/// ```
pub fn winning_move(piles: &[u64]) -> Option<Move> {
    winning_move_given(piles.iter().copied(), sum(piles.iter().copied()))
}

/// Whether the player to move wins misère Nim, given the nim-sum and the largest pile.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::nim;
/// assert!(nim::misere_first_wins(nim::sum([3, 5, 1]), 5));
/// assert!(!nim::misere_first_wins(nim::sum([1]), 1));
/// assert!(nim::misere_first_wins(0, 0)); // nothing left: the opponent took the last object
/// ```
#[inline]
pub fn misere_first_wins(nim_sum: u64, largest: u64) -> bool {
    if largest >= 2 {
        nim_sum != 0
    } else {
        // Only piles of 0 and 1: the nim-sum is the parity of the 1-piles.
        nim_sum == 0
    }
}

/// Folds one pile into `(nim-sum, largest pile)`, the summary [`misere_first_wins`] needs.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::nim;
/// let (s, m) = [3, 5, 1].into_iter().fold((0, 0), nim::misere_fold);
/// assert!(nim::misere_first_wins(s, m));
/// ```
#[inline]
pub fn misere_fold((nim_sum, largest): (u64, u64), pile: u64) -> (u64, u64) {
    (nim_sum ^ pile, largest.max(pile))
}

/// A winning misère move, if the player to move wins and has a move: play as in normal Nim
/// unless that would leave only piles of at most 1; then leave an odd number of 1-piles.
/// Returns the first such move in pile order. `None` if the player to move loses, or if every
/// pile is empty (the player to move has already won).
///
/// # Complexity
/// O(number of piles).
///
/// # Example
/// ```
/// use impartial::nim::{misere_winning_move, Move};
/// // One big pile and two 1-piles: cut the big pile to 1, leaving three 1-piles.
/// assert_eq!(misere_winning_move(&[1, 5, 1]), Some(Move { pile: 1, from: 5, to: 1 }));
/// assert_eq!(misere_winning_move(&[1, 1]), Some(Move { pile: 0, from: 1, to: 0 }));
/// assert_eq!(misere_winning_move(&[1]), None);
/// ```
pub fn misere_winning_move(piles: &[u64]) -> Option<Move> {
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= 2).collect();
    let ones = piles.iter().filter(|&&p| p == 1).count();
    match big.as_slice() {
        [] => {
            // Take a 1-pile iff that leaves an odd number of them.
            let i = piles.iter().position(|&p| p == 1)?;
            (ones % 2 == 0).then(|| Move {
                pile: i,
                from: 1,
                to: 0,
            })
        }
        &[i] => Some(Move {
            pile: i,
            from: piles[i],
            // Leave an odd number of 1-piles.
            to: u64::from(ones % 2 == 0),
        }),
        _ => winning_move(piles),
    }
}

/// The nim-sum of the heaps `first, first + 1, …, first + count − 1` (Codeforces 15C: each
/// quarry's dumpers), by the prefix XOR `0 ⊕ 1 ⊕ … ⊕ n`, which is `n, 1, n + 1, 0` as
/// `n mod 4` is `0, 1, 2, 3`.
///
/// # Constraints
/// `first + count − 1 ≤ 2^64 − 1` (the heaps are u64); `count = 0` gives 0.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::nim::range_sum;
/// assert_eq!(range_sum(1, 4), 1 ^ 2 ^ 3 ^ 4);
/// assert_eq!(range_sum(7, 0), 0);
/// ```
pub fn range_sum(first: u64, count: u64) -> u64 {
    fn prefix(n: u64) -> u64 {
        match n % 4 {
            0 => n,
            1 => 1,
            2 => n + 1,
            _ => 0,
        }
    }
    if count == 0 {
        return 0;
    }
    let last = first + (count - 1);
    let below = if first == 0 { 0 } else { prefix(first - 1) };
    prefix(last) ^ below
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_sums_match_folds_and_search() {
        for first in 0..70u64 {
            for count in 0..70u64 {
                let fold = (first..first + count).fold(0, |x, h| x ^ h);
                assert_eq!(range_sum(first, count), fold, "{first} {count}");
            }
        }
        // The winner by exhaustive search of Nim on small ranges.
        let mut game = crate::oracle::games::nim();
        for first in 0..4u64 {
            for count in 1..4u64 {
                let heaps: Vec<u64> = (first..first + count).collect();
                assert_eq!(range_sum(first, count) != 0, game.wins(&heaps), "{heaps:?}");
            }
        }
        assert_eq!(range_sum(u64::MAX, 1), u64::MAX);
        assert_eq!(range_sum(0, u64::MAX), u64::MAX); // 0 ^ 1 ^ … ^ (2^64 − 2)
    }

    use crate::oracle::games::{misere_nim, nim};

    /// Every position of up to `len` piles, each below `below`.
    fn positions(len: usize, below: u64) -> Vec<Vec<u64>> {
        let mut out = vec![Vec::new()];
        for n in 1..=len {
            let mut level = vec![Vec::new()];
            for _ in 0..n {
                level = level
                    .into_iter()
                    .flat_map(|p: Vec<u64>| {
                        (0..below).map(move |x| {
                            let mut q = p.clone();
                            q.push(x);
                            q
                        })
                    })
                    .collect();
            }
            out.extend(level);
        }
        out
    }

    #[test]
    fn outcome_matches_search() {
        let mut game = nim();
        for p in positions(3, 8) {
            assert_eq!(first_wins(sum(p.iter().copied())), game.wins(&p), "{p:?}");
        }
    }

    #[test]
    fn first_winning_move_matches_search_order() {
        // The search lists moves by pile, then by amount taken: its first winning option is
        // P1247's answer.
        let mut game = nim();
        for p in positions(3, 8) {
            let want = game.winning_options(&p).into_iter().next();
            let got = winning_move(&p).map(|m| {
                let mut q = p.clone();
                q[m.pile] = m.to;
                q
            });
            assert_eq!(got, want, "{p:?}");
        }
    }

    #[test]
    fn all_winning_moves_match_search() {
        let mut game = nim();
        for p in positions(4, 6) {
            let got: Vec<Vec<u64>> = winning_moves(&p)
                .map(|m| {
                    assert_eq!(p[m.pile], m.from);
                    let mut q = p.clone();
                    q[m.pile] = m.to;
                    q
                })
                .collect();
            assert_eq!(got, game.winning_options(&p), "{p:?}");
        }
    }

    #[test]
    fn misere_outcome_and_move_match_search() {
        let mut game = misere_nim();
        for p in positions(3, 8).into_iter().chain(positions(5, 3)) {
            let (s, m) = p.iter().copied().fold((0, 0), misere_fold);
            let wins = game.wins(&p);
            assert_eq!(misere_first_wins(s, m), wins, "{p:?}");
            match misere_winning_move(&p) {
                Some(mv) => {
                    let mut q = p.clone();
                    assert_eq!(q[mv.pile], mv.from);
                    assert!(mv.to < mv.from);
                    q[mv.pile] = mv.to;
                    assert!(!game.wins(&q), "{p:?} -> {q:?} does not win");
                }
                None => assert!(!wins || p.iter().all(|&x| x == 0), "{p:?}"),
            }
        }
    }

    #[test]
    fn extremes() {
        assert_eq!(sum([u64::MAX, u64::MAX, 1]), 1);
        let m = winning_move(&[u64::MAX, 1 << 63]).unwrap();
        assert_eq!((m.pile, m.to), (0, 1 << 63));
        assert_eq!(winning_move(&[0; 5]), None);
        assert_eq!(winning_move(&[]), None);
    }
}
