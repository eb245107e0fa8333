//! Partisan games whose values are numbers: the players have different moves, and a position
//! worth x > 0 is Left's by x moves to spare (issue 58's first family).
//!
//! - [`Number`]: exact dyadic rationals, sums, order, and the simplest number between two
//!   (the value of a position whose options are numbers; `None` where it is not a number).
//! - [`hackenbush`]: Blue–Red Hackenbush strings and trees: values and sign expansions.

pub mod hackenbush;
mod number;

pub use number::Number;
