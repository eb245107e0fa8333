//! Games on graphs: tokens that slide along edges, edges that are cut.
//!
//! - [`dag`]: tokens on a directed acyclic graph (Grundy values by the edges).
//! - [`retrograde`]: a token on a graph with cycles: win, lose or draw.
//! - [`hackenbush`]: Green Hackenbush on rooted trees and graphs with cycles.
//! - [`token`]: a token that eats a stone where it stands.

pub mod dag;
pub mod hackenbush;
pub mod retrograde;
pub mod token;
