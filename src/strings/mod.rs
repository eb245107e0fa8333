//! Games on strings: a move deletes or changes letters of a word.
//!
//! - [`pair_deletion`]: delete two adjacent letters, equal or different; the number of moves
//!   is forced, so its parity decides.

pub mod pair_deletion;
