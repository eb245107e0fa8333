//! Random trees of a chosen shape, for the generators of tree problems.

use super::Gen;
use rand::seq::SliceRandom;
use rand::RngExt;

/// The shapes of [`shaped_tree`].
#[derive(Clone, Copy)]
pub(super) enum Shape {
    /// A path from the root: the deepest tree.
    Path,
    /// A path from the root with a leaf on each of its vertices.
    Caterpillar,
    /// Every vertex on the root.
    Star,
    /// Each vertex on a uniformly random earlier one.
    Random,
}

/// A tree on the vertices 1..=n (1 the root) of the given shape: edges `[a, b]` in random order
/// and orientation, labels other than the root's shuffled.
pub(super) fn shaped_tree(g: &mut Gen, n: u64, shape: Shape) -> Vec<[u64; 2]> {
    let mut label: Vec<u64> = (2..=n).collect();
    label.shuffle(&mut g.rng);
    label.insert(0, 1);
    let mut edges: Vec<[u64; 2]> = (1..n as usize)
        .map(|v| {
            let p = match shape {
                Shape::Path => v - 1,
                Shape::Caterpillar => (v - 1) & !1,
                Shape::Star => 0,
                Shape::Random => g.rng.random_range(0..v),
            };
            match g.rng.random() {
                true => [label[p], label[v]],
                false => [label[v], label[p]],
            }
        })
        .collect();
    edges.shuffle(&mut g.rng);
    edges
}

/// A random tree on 1..=n, or a path from the root if `path` (see [`shaped_tree`]).
pub(super) fn tree(g: &mut Gen, n: u64, path: bool) -> Vec<[u64; 2]> {
    shaped_tree(g, n, if path { Shape::Path } else { Shape::Random })
}
