//! Fibonacci Nim (take up to twice the last take) and the Fibonacci numbers. Used by HDU 1848, HDU 2516 and Baekjoon 16877.
//!
//! Fibonacci numbers and two games built on them.
//!
//! - The Fibonacci game (HDU 2516): one pile of n; the first move takes any number but not all;
//!   afterwards each move takes at most twice the previous one; whoever takes the last object
//!   wins. The player to move loses iff n is a Fibonacci number (Whinihan's theorem); otherwise
//!   taking the smallest term of n's Zeckendorf representation wins.
//! - Fibonacci subtraction (HDU 1848): a move takes a Fibonacci number of objects from one pile.
//!   Its Grundy values follow no known period, so they are tabulated: lazily up to
//!   [`TABLE_LIMIT`] ([`Subtract`]), or at once to any size ([`subtract_values`]).

use crate::sg::{Subtraction, TABLE_LIMIT};

/// The Fibonacci numbers 1, 2, 3, 5, 8, … that fit in a u64 (F_2 to F_93).
pub const NUMBERS: [u64; 92] = numbers();

const fn numbers() -> [u64; 92] {
    let mut f = [0u64; 92];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < f.len() {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
}

/// Whether `n` is a Fibonacci number (0, 1, 2, 3, 5, 8, …).
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use impartial::numbers::fibonacci::is_fibonacci;
/// assert!(is_fibonacci(13) && is_fibonacci(12200160415121876738));
/// assert!(!is_fibonacci(10000));
/// ```
#[inline]
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || NUMBERS.binary_search(&n).is_ok()
}

/// Whether the player to move wins the Fibonacci game on a pile of `n`.
///
/// # Constraints
/// Any u64 `n` (with `n ≤ 1` no move is possible and the player to move loses).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use impartial::numbers::fibonacci::game_first_wins;
/// assert!(!game_first_wins(2) && !game_first_wins(13) && game_first_wins(10000));
/// ```
#[inline]
pub fn game_first_wins(n: u64) -> bool {
    !is_fibonacci(n)
}

/// The smallest winning first take in the Fibonacci game: the smallest term of n's Zeckendorf
/// representation (its greedy sum of non-consecutive Fibonacci numbers). `None` if `n` is a
/// Fibonacci number (the player to move loses).
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// // 10000 = 6765 + 2584 + 610 + 34 + 5 + 2
/// assert_eq!(impartial::numbers::fibonacci::winning_take(10000), Some(2));
/// assert_eq!(impartial::numbers::fibonacci::winning_take(13), None);
/// ```
pub fn winning_take(n: u64) -> Option<u64> {
    if is_fibonacci(n) {
        return None;
    }
    let mut rest = n;
    let mut last = 0;
    for &f in NUMBERS.iter().rev() {
        if f <= rest {
            rest -= f;
            last = f;
        }
    }
    Some(last)
}

/// The Grundy values `G(0..=n)` of Fibonacci subtraction (take 1, 2, 3, 5, 8, … from one
/// pile), for one table of any size (Baekjoon 16877 takes piles up to 3·10^6): each value is
/// the mex of at most 31 earlier ones (the Fibonacci numbers up to 3·10^6), found with the
/// options as bits of a word.
///
/// # Constraints
/// `n + 1` bytes; every value is below 64 (a value is at most the number of takes, and a pile
/// of n has fewer than 64 Fibonacci takes up to n below 2^44).
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use impartial::numbers::fibonacci::{subtract_values, Subtract};
/// let (table, mut lazy) = (subtract_values(2000), Subtract::new());
/// assert!((0..=2000).all(|n| u64::from(table[n]) == lazy.grundy(n as u64).unwrap()));
/// ```
pub fn subtract_values(n: usize) -> Vec<u8> {
    let mut g = vec![0u8; n + 1];
    for h in 1..=n {
        let mut seen = 0u64;
        for &f in NUMBERS.iter().take_while(|&&f| f <= h as u64) {
            seen |= 1 << g[h - f as usize];
        }
        g[h] = seen.trailing_ones() as u8;
    }
    g
}

/// Grundy values of Fibonacci subtraction (take 1, 2, 3, 5, 8, … from one pile), tabulated on
/// demand for piles below [`TABLE_LIMIT`].
///
/// # Complexity
/// Filling the table to n costs O(n log n); it is kept for later calls.
///
/// # Example
/// ```
/// let mut g = impartial::numbers::fibonacci::Subtract::new();
/// let v: Vec<u64> = (0..8).map(|n| g.grundy(n).unwrap()).collect();
/// assert_eq!(v, [0, 1, 2, 3, 0, 1, 2, 3]);
/// assert_eq!(g.grundy(1 << 40), None);
/// ```
pub struct Subtract(Subtraction);

impl Subtract {
    /// An empty table.
    pub fn new() -> Self {
        Subtract(Subtraction::new(
            NUMBERS.iter().copied().take_while(|&f| f < TABLE_LIMIT),
        ))
    }

    /// The Grundy value of a pile of `n`, or `None` if `n` ≥ [`TABLE_LIMIT`].
    pub fn grundy(&mut self, n: u64) -> Option<u64> {
        if n < TABLE_LIMIT {
            self.0.grundy(n)
        } else {
            None
        }
    }
}

impl Default for Subtract {
    fn default() -> Self {
        Subtract::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::{fibonacci_game, fibonacci_up_to, subtraction};

    #[test]
    fn numbers_are_fibonacci_and_fill_u64() {
        let reference = fibonacci_up_to(u128::from(u64::MAX));
        assert_eq!(NUMBERS.len(), reference.len());
        assert!(NUMBERS
            .iter()
            .zip(&reference)
            .all(|(&a, &b)| u128::from(a) == b));
        for n in 0..1000u64 {
            assert_eq!(
                is_fibonacci(n),
                n == 0 || reference.contains(&u128::from(n)),
                "{n}"
            );
        }
        assert!(!is_fibonacci(u64::MAX));
    }

    #[test]
    fn game_matches_search() {
        let mut game = fibonacci_game();
        for n in 1..250u64 {
            // The opening move may take anything but the whole pile.
            let start = (n, n - 1);
            assert_eq!(game_first_wins(n), game.wins(&start), "n={n}");
            let first = game
                .winning_options(&start)
                .first()
                .map(|&(left, _)| n - left);
            assert_eq!(winning_take(n), first, "n={n}");
        }
    }

    #[test]
    fn subtraction_matches_search() {
        let fib: Vec<u64> = NUMBERS[..10].to_vec();
        let mut game = subtraction(fib);
        let mut g = Subtract::new();
        for n in 0..120 {
            assert_eq!(g.grundy(n), Some(game.grundy(&vec![n])), "n={n}");
        }
        for a in 0..12 {
            for b in a..12 {
                for c in b..12 {
                    let s = g.grundy(a).unwrap() ^ g.grundy(b).unwrap() ^ g.grundy(c).unwrap();
                    assert_eq!(s != 0, game.wins(&vec![a, b, c]), "{a} {b} {c}");
                }
            }
        }
        assert!(g.grundy(TABLE_LIMIT - 1).is_some());
        assert_eq!(g.grundy(TABLE_LIMIT), None);
    }
}
