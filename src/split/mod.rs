//! Splitting games: a move splits a heap into several, or merges heaps.
//!
//! - [`unequal`]: split a heap into two unequal heaps (Grundy's game).
//! - [`near_equal`]: split a heap into m near-equal heaps.
//! - [`into_divisors`]: split a heap into its proper divisors.
//! - [`even_parts`]: remove one, or split an even pile into k equal piles.
//! - [`equal_parts`]: break a tower into y > 1 equal towers.
//! - [`distinct_parts`]: split a heap into two or more heaps of different sizes.
//! - [`few_parts`]: split a heap into 2 to k heaps.
//! - [`pairs`]: drop one pile of a pair and split the other in two (E&D).
//! - [`beans`]: a bean becomes two beans in later bottles.
//! - [`cutting`]: cut a sheet of cells in two.
//! - [`marked_cuts`]: cut a board in two; only boards with a marked cell may be cut.
//! - [`merging`]: merge two heaps under a cap.
//! - [`bags_to_dishes`]: empty bags onto dishes, then Nim on the dishes.
//!
//! Splitting games whose every move leaves at most two heaps and removes a fixed number of
//! objects are octal games: [`crate::octal`]. Sums in which a move may split one game into
//! several: [`crate::sums::multi`].

pub mod bags_to_dishes;
pub mod beans;
pub mod cutting;
pub mod distinct_parts;
pub mod equal_parts;
pub mod even_parts;
pub mod few_parts;
pub mod into_divisors;
pub mod marked_cuts;
pub mod merging;
pub mod near_equal;
pub mod pairs;
pub mod unequal;
