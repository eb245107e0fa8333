//! Games on graphs: tokens that slide along edges, edges that are cut.
//!
//! - [`dag`]: tokens on a directed acyclic graph (Grundy values by the edges).
//! - [`retrograde`]: a token on a graph with cycles: win, lose or draw.
//! - [`hackenbush`]: Green Hackenbush on rooted trees and graphs with cycles.
//! - [`leaf_or_tree`]: remove a node of a forest; a non-leaf takes its whole tree.
//! - [`token`]: a token that eats a stone where it stands.

pub mod dag;
pub mod hackenbush;
pub mod leaf_or_tree;
pub mod retrograde;
pub mod token;
