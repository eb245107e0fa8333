//! Sums of games and their variants: how the parts' values combine, beyond the XOR of
//! [`crate::nim`].
//!
//! - [`multi`]: Multi-SG, a move may split a game into several (Lasker's Nim).
//! - [`every`]: Every-SG, a move in every component at once.
//! - [`anti`]: Anti-SG, sums under misère play (the SJ theorem).
//! - [`counting`]: count the winning rows instead of deciding one.
//! - [`distinct_rows`]: count the winning rows of pairwise different heaps.

pub mod anti;
pub mod counting;
pub mod distinct_rows;
pub mod every;
pub mod multi;
