//! Games on strings: a move deletes, changes or writes letters of a word.
//!
//! - [`pair_deletion`]: delete two adjacent letters, equal or different; the number of moves
//!   is forced, so its parity decides.
//! - [`distinct_neighbours`]: delete an inner letter, never leaving equal letters side by side.
//! - [`palindrome_first`]: remove a letter; whoever can make a palindrome first wins.
//! - [`smaller_substring`]: grow a substring to a lexicographically smaller one.
//! - [`alternating_fill`]: write 0 or 1 in an empty cell of a row, never beside an equal
//!   digit; gaps are played apart, and what bounds a gap gives its value.
//! - [`own_colour_pairs`]: paint two neighbouring cells white, one of them in your colour (a
//!   partisan game: the richer colour wins, a tie is Dawson's Kayles on alternating stretches).
//! - [`equal_sides_cut`]: cut out a letter between two equal ones (Dawson's chess on runs).
//! - [`delete_letter`]: delete every copy of a letter; the pieces play on (heads and tails by start and end).
//! - [`word_chain`]: say a word that begins with the last letters of the one before (words
//!   repeat; win, lose or draw by retrograde analysis on the words' ends).

pub mod alternating_fill;
pub mod delete_letter;
pub mod distinct_neighbours;
pub mod equal_sides_cut;
pub mod own_colour_pairs;
pub mod pair_deletion;
pub mod palindrome_first;
pub mod smaller_substring;
pub mod word_chain;
