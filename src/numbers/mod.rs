//! Number games: the position is a number or two, and a move is arithmetic.
//!
//! - [`wythoff`]: take from one of two piles or the same from both (Wythoff's game);
//!   [`wythoff_big`] for numbers of any length.
//! - [`euclid`]: subtract a multiple of the smaller of two numbers (Euclid's game).
//! - [`fibonacci`]: take up to twice the last take (Fibonacci Nim), and the Fibonacci numbers.
//! - [`multiply`]: multiply by 2 to 9 up to a goal.
//! - [`divide`]: replace a number by one of its proper divisors.
//! - [`sieve_game`]: remove a prime and its multiples.
//! - [`power_chains`]: choose a number, forbidding its powers (a sum over chains of powers).
//! - [`difference_closure`]: add a missing difference of two numbers; the length is forced.
//! - [`doubling`]: x to 2x or 2x + 1; whoever passes N loses.
//! - [`erase_and_halve`]: erase the evens or the odds, halve the rest; whoever empties wins (folds of a trie by runs).
//! - [`xor_break`]: split p into two smaller parts whose XOR is p; the opponent splits one (popcount parity).
//! - [`power_growth`]: raise a or b by one; whoever brings a^b to n loses (or a draw).
//! - [`differences`]: replace two numbers by their difference; the last one mod 3 decides.
//! - [`score_mod3`]: take numbers into one's score; equal scores mod 3 are the second's win.
//! - [`signed_powers`]: sign the terms 2^1, …, 2^n in any order; the last sum mod 17 decides.
//! - [`tower_payments`]: split a tower, be paid k² for the k-th piece (a game of payments).
//! - [`subtract_divisor`]: subtract a proper divisor.
//! - [`pick_by_sum`]: pick indices for one's own points (a scoring game, by a greedy rule).
//! - [`prime_powers`]: divide every number by a prime power.
//! - [`replace_largest`]: replace the largest number by a smaller one not present.
//! - [`quotients`]: values that depend on ⌊n/x⌋ only (divisor blocks).
//! - [`prime_count`]: π(x) to 10^12 by Lehmer's formula, many counts sharing one sieve.
//! - [`factor`]: factoring any u64 (Pollard's rho) and counting primes (the pattern finder's
//!   number-theoretic features).

pub mod difference_closure;
pub mod differences;
pub mod divide;
pub mod doubling;
pub mod erase_and_halve;
pub mod euclid;
pub mod factor;
pub mod fibonacci;
pub mod multiply;
pub mod pick_by_sum;
pub mod power_chains;
pub mod power_growth;
pub mod prime_count;
pub mod prime_powers;
pub mod quotients;
pub mod replace_largest;
pub mod score_mod3;
pub mod sieve_game;
pub mod signed_powers;
pub mod subtract_divisor;
pub mod tower_payments;
pub mod wythoff;
pub mod wythoff_big;
pub mod xor_break;
