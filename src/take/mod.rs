//! Take-away games: a move takes objects from piles, under a rule on how many and from which.
//!
//! - [`bash`]: take 1 to m from one pile (Bash's game), and which m win a sum of them.
//! - [`subtraction`]: closed forms of subtraction games: take l to r, take up to ⌊x/k⌋, take
//!   1, 2 or k. Any finite set of takes: [`crate::sg::Subtraction`]; who wins only:
//!   [`crate::outcome`].
//! - [`forbidden`]: Nim in which some (heap, take) pairs are forbidden.
//! - [`distinct_amounts`]: each amount at most once from each pile.
//! - [`even_or_all`]: an even take that leaves some, or all of an odd pile.
//! - [`moore`]: take from up to k piles at once (Moore's Nim_k).
//! - [`from_half`]: take from exactly half of the piles at once.
//! - [`other_pile`]: take one from any pile but the one taken from last.
//! - [`pair_to_third`]: one from each of two piles onto the third; whoever cannot move wins.
//! - [`half_across`]: take `2i` from one of two piles, put `i` on the other.
//! - [`in_order`]: take from the first nonempty pile only (Sequential Nim).
//! - [`from_every`]: take the same number from every nonempty pile.
//! - [`largest_or_layer`]: eat a largest pile, or one from every pile; the last candy loses.
//! - [`front_swap`]: take one from the front pile and swap it with another.
//! - [`card_and_below`]: take a card and every card of a smaller value.
//! - [`at_least_half`]: destroy at least half of a pile.
//! - [`root_range`]: reduce x to y between x^{1/4} and √x.
//! - [`three_kinds`]: take x, y or z, never y twice or z twice in a row on a pile.
//! - [`white_blue`]: a white stone out for as many blue, or up to half the blue out.
//! - [`stay_distinct`]: take one stone; whoever leaves two equal piles loses.
//! - [`zero_xor`]: eat a number; whoever leaves xor 0 wins.
//! - [`zero_move`]: Nim with a move that takes nothing, once for each pile.
//! - [`dense_subtraction`]: take from a dense set of sizes (primes and products of two), by bitsets.

pub mod at_least_half;
pub mod bash;
pub mod card_and_below;
pub mod dense_subtraction;
pub mod distinct_amounts;
pub mod even_or_all;
pub mod forbidden;
pub mod from_every;
pub mod from_half;
pub mod front_swap;
pub mod half_across;
pub mod in_order;
pub mod largest_or_layer;
pub mod moore;
pub mod other_pile;
pub mod pair_to_third;
pub mod root_range;
pub mod stay_distinct;
pub mod subtraction;
pub mod three_kinds;
pub mod white_blue;
pub mod zero_move;
pub mod zero_xor;
