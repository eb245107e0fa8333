//! Games on boards and rows: pieces, coins and cards in a line or on a grid.
//!
//! - [`staircase`]: staircase Nim (move objects one stair down), and the games that are it.
//! - [`jumping`]: jump a piece over its neighbours on a row.
//! - [`coins`]: coin turning (the Ruler game, the corner game; products by the Tartan theorem).
//! - [`intervals`]: choose disjoint intervals on a line.
//! - [`card_row`]: take consecutive cards from a row, and play it.
//! - [`cells`]: sets of occupied cells, for pieces that may not share one.
//! - [`palace`]: a rook move or a diagonal step toward the corner.
//! - [`cross_cut`]: walls from a chosen cell split a board into four.
//! - [`nimble`]: coins that move left on a strip (Nim on their squares).
//! - [`knight_back`]: a knight that only moves back toward the corner.
//! - [`column_rooks`]: a rook of each player in every column; gaps are Nim heaps.
//! - [`until_increasing`]: remove numbers from a row until it is increasing.
//! - [`multiple_jumps`]: jump a multiple of the number underfoot to a larger number.
//! - [`increasing_ends`]: take from either end of a row, the numbers taken increasing.
//! - [`window_paint`]: paint k consecutive cards one side; all alike wins (or a draw).
//! - [`point_mirror`]: placement games won by copying moves through the centre (knights).
//! - [`paper_cuts`]: cut a grid sheet along an inner line through paper not cut (Nim by lines).
//! - [`river_cells`]: reclaim a cell of a 2-column river; the other column nearby is lost.
//! - [`square_flips`]: flip a square of side up to k ending at a white cell (min of lowbits).
//! - [`step_or_jump`]: one cell down or right, or k cells diagonally.
//! - [`path_rewrite`]: lower a cell, rewrite a down-right path from it (anti-diagonal xors).

pub mod card_row;
pub mod cells;
pub mod coins;
pub mod column_rooks;
pub mod cross_cut;
pub mod increasing_ends;
pub mod intervals;
pub mod jumping;
pub mod knight_back;
pub mod multiple_jumps;
pub mod nimble;
pub mod palace;
pub mod paper_cuts;
pub mod path_rewrite;
pub mod point_mirror;
pub mod river_cells;
pub mod square_flips;
pub mod staircase;
pub mod step_or_jump;
pub mod until_increasing;
pub mod window_paint;
