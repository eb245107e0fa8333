//! Games on graphs: tokens that slide along edges, edges that are cut.
//!
//! - [`coins_to_root`]: coins move toward the root of a tree (staircase Nim by depth).
//! - [`bipartite_edges`]: add an edge to a tree that closes no odd cycle (a fixed count of moves).
//! - [`coins_to_vertex`]: take a vertex's coins while the others step toward it.
//! - [`dag`]: tokens on a directed acyclic graph (Grundy values by the edges).
//! - [`grundy_layers`]: count edge subsets of a DAG giving two vertices equal values.
//! - [`retrograde`]: a token on a graph with cycles: win, lose or draw.
//! - [`hackenbush`]: Green Hackenbush on rooted trees and graphs with cycles.
//! - [`leaf_or_tree`]: remove a node of a forest; a non-leaf takes its whole tree.
//! - [`leaf_to_target`]: remove a leaf of a tree; whoever removes the marked node wins.
//! - [`union_find`]: disjoint sets, to tell whether edges form a tree.
//! - [`token`]: a token that eats a stone where it stands.
//! - [`rewrite_successors`]: lower a vertex's number and rewrite its successors' (Nim on each Grundy level).

pub mod bipartite_edges;
pub mod coins_to_root;
pub mod coins_to_vertex;
pub mod dag;
pub mod grundy_layers;
pub mod hackenbush;
pub mod leaf_or_tree;
pub mod leaf_to_target;
pub mod retrograde;
pub mod rewrite_successors;
pub mod token;
pub mod union_find;
