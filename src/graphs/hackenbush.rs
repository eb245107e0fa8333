//! Green Hackenbush: cut an edge of a rooted tree or graph with cycles. Used by AtCoder AGC 017 D, HDU 3094 and POJ 3710.
//!
//! Green Hackenbush: a graph with a root; a move deletes one edge, and everything no longer
//! connected to the root falls away. Whoever cannot move loses.
//!
//! - **Colon principle** (rooted trees): branches meeting at a vertex may be replaced by one
//!   stalk of their XOR, so a vertex is worth the XOR over its children c of `g(c) + 1`.
//! - **Fusion principle** (any graph): the vertices of a cycle may be fused into one without
//!   changing the value, its edges becoming loops, each loop worth one edge. So every
//!   2-edge-connected component (what is left joined after removing the bridges) is a vertex
//!   carrying as many loops as it has edges, worth their count mod 2: an odd cycle is one edge,
//!   an even cycle nothing. The bridges then form a tree, and the colon principle finishes.
//!
//! [`grundy`] values a tree by peeling leaves, and any other graph by one iterative depth-first
//! search that finds the bridges and fuses as it goes (no recursion in either, so paths of 10^6
//! vertices are fine).

/// Grundy value of Green Hackenbush on the graph of `edges` (vertex labels are any u32; loops
/// and parallel edges allowed), rooted at `root`. Edges not connected to the root are not in
/// play.
///
/// # Constraints
/// None: labels may be sparse (they are renumbered when much larger than the edge count, so
/// memory stays O(edges)).
///
/// # Complexity
/// O(edges) time and memory for labels below about 4 × edges; O(edges · log edges) otherwise.
///
/// # Example
/// ```
/// use impartial::graphs::hackenbush::grundy;
/// // A path of two edges from the root: a stalk of 2.
/// assert_eq!(grundy(&[(0, 1), (1, 2)], 0), 2);
/// // Two single edges at the root: 1 XOR 1.
/// assert_eq!(grundy(&[(0, 1), (0, 2)], 0), 0);
/// // A triangle hanging from an edge: the odd cycle is one edge, so a stalk of 2.
/// assert_eq!(grundy(&[(0, 1), (1, 2), (2, 3), (3, 1)], 0), 2);
/// ```
pub fn grundy(edges: &[(u32, u32)], root: u32) -> u64 {
    grundy_with(&mut Scratch::default(), edges, root)
}

/// Memory that [`grundy_with`] keeps between calls, so that many graphs in a row (a judge's
/// test cases) neither allocate nor fault in fresh pages each time.
#[derive(Default)]
pub struct Scratch {
    /// Per vertex of a tree: the XOR of its neighbours left, its degree left, its value.
    words: Vec<u64>,
    /// The leaves waiting to be peeled.
    queue: Vec<u32>,
}

/// [`grundy`], reusing `scratch` for trees (the common case of judge inputs).
///
/// # Constraints
/// As [`grundy`].
///
/// # Complexity
/// As [`grundy`]; a tree on vertices `0..n` takes O(n) time and no allocation once `scratch`
/// has held a tree as large.
///
/// # Example
/// ```
/// use impartial::graphs::hackenbush::{grundy_with, Scratch};
/// let mut scratch = Scratch::default();
/// assert_eq!(grundy_with(&mut scratch, &[(0, 1), (1, 2)], 0), 2);
/// assert_eq!(grundy_with(&mut scratch, &[(0, 1), (0, 2)], 0), 0);
/// ```
pub fn grundy_with(scratch: &mut Scratch, edges: &[(u32, u32)], root: u32) -> u64 {
    let top = edges.iter().fold(root, |t, &(a, b)| t.max(a).max(b)) as usize;
    if top <= 4 * edges.len() + 4 {
        return match tree(scratch, top + 1, edges, root) {
            Some(value) => value,
            None => dense(top + 1, edges, root),
        };
    }
    let mut labels: Vec<u32> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    labels.push(root);
    labels.sort_unstable();
    labels.dedup();
    let index = |v: u32| labels.binary_search(&v).expect("a label of the graph") as u32;
    let renamed: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (index(a), index(b))).collect();
    let vertices = labels.len();
    match tree(scratch, vertices, &renamed, index(root)) {
        Some(value) => value,
        None => dense(vertices, &renamed, index(root)),
    }
}

/// Bits of a label, a degree and a value in a word of [`tree`].
const BITS: u32 = 21;
const MASK: u64 = (1 << BITS) - 1;
const DEGREE: u64 = 1 << BITS;

/// The value of a tree on `0..vertices` by the colon principle, peeling leaves: a leaf's one
/// remaining neighbour is the XOR of its neighbours not yet peeled (no adjacency lists). A
/// vertex is one u64 (the XOR of its neighbours left, its degree left and its value so far, 21
/// bits each), so 10^5 vertices fit in a 1 MiB L2 cache: peeling a path whose labels are
/// shuffled is one dependent load per vertex, and its latency is the cost. `None` unless the
/// edges form a tree spanning fewer than 2^21 vertices (every vertex but the root peeled).
fn tree(scratch: &mut Scratch, vertices: usize, edges: &[(u32, u32)], root: u32) -> Option<u64> {
    if edges.len() + 1 != vertices || vertices as u64 >= MASK {
        return None;
    }
    let (at, queue) = (&mut scratch.words, &mut scratch.queue);
    // Slot `vertices` is a sink that takes the updates of entries that turn out not to be
    // leaves, so that the loop below has no branch on the data.
    let sink = vertices as u32;
    at.clear();
    at.resize(vertices + 1, 0);
    queue.clear();
    queue.resize(vertices + 1, 0);
    for &(a, b) in edges {
        at[a as usize] = (at[a as usize] + DEGREE) ^ u64::from(b);
        at[b as usize] = (at[b as usize] + DEGREE) ^ u64::from(a);
    }
    let leaf = |w: u64| u32::from(w >> BITS & MASK == 1);
    let mut len = 0;
    for v in 0..sink {
        queue[len] = v;
        len += (leaf(at[v as usize]) & u32::from(v != root)) as usize;
    }
    // Peel the queue; a neighbour left with one edge joins it.
    let (mut i, mut peeled) = (0, 0);
    while i < len {
        let v = queue[i];
        i += 1;
        let w = at[v as usize];
        // Not a leaf any more only when its last neighbour was peeled first: a component of
        // two vertices away from the root.
        let live = leaf(w);
        let p = [sink, (w & MASK) as u32][live as usize];
        at[v as usize] = w & !(MASK << BITS);
        // A value never exceeds its subtree's edge count, so 21 bits hold it, and the degree
        // left is at least 1, so subtracting one borrows from nothing else.
        let q = at[p as usize].wrapping_sub(DEGREE)
            ^ u64::from(v)
            ^ ((w >> (2 * BITS)) + 1) << (2 * BITS);
        at[p as usize] = q;
        peeled += live as usize;
        queue[len] = p;
        len += (live & leaf(q) & u32::from(p != root)) as usize;
    }
    (peeled + 1 == vertices).then(|| at[root as usize] >> (2 * BITS))
}

/// [`grundy`] on the vertices `0..vertices`.
fn dense(vertices: usize, edges: &[(u32, u32)], root: u32) -> u64 {
    // Adjacency in compressed rows: (neighbour, edge index), loops left out (counted apart).
    let mut start = vec![0u32; vertices + 1];
    let mut loops = vec![0u32; vertices];
    for &(a, b) in edges {
        if a == b {
            loops[a as usize] += 1;
        } else {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
    }
    for v in 0..vertices {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adj = vec![(0u32, 0u32); start[vertices] as usize];
    for (i, &(a, b)) in edges.iter().enumerate() {
        if a != b {
            for (x, y) in [(a, b), (b, a)] {
                adj[fill[x as usize] as usize] = (y, i as u32);
                fill[x as usize] += 1;
            }
        }
    }
    drop(fill);
    let n = vertices;
    const NONE: u32 = u32::MAX;
    // Discovery time, lowest time reachable, and per vertex: the XOR of `g + 1` over bridges to
    // child components, and edge ends on bridges.
    let (mut tin, mut low) = (vec![NONE; n], vec![0u32; n]);
    let (mut acc, mut bridge_ends) = (vec![0u64; n], vec![0u32; n]);
    // The DFS stack: (vertex, edge it came by, next adjacency slot); `open` holds the vertices
    // of components not yet closed, in discovery order.
    let mut stack: Vec<(u32, u32, u32)> = vec![(root, NONE, start[root as usize])];
    let mut open: Vec<u32> = vec![root];
    let (mut time, mut root_value) = (0u32, 0u64);
    tin[root as usize] = 0;
    low[root as usize] = 0;
    // Closes the component whose first vertex is `top`: its value.
    let close = |top: u32, open: &mut Vec<u32>, acc: &[u64], bridge_ends: &[u32]| -> u64 {
        let (mut ends, mut inner, mut value) = (0u64, 0u64, 0u64);
        while let Some(v) = open.pop() {
            let v_ = v as usize;
            ends += u64::from(start[v_ + 1] - start[v_] - bridge_ends[v_]);
            inner += u64::from(loops[v_]);
            value ^= acc[v_];
            if v == top {
                break;
            }
        }
        value ^ ((inner + ends / 2) & 1)
    };
    while let Some(&mut (v, via, ref mut next)) = stack.last_mut() {
        let v_ = v as usize;
        if *next < start[v_ + 1] {
            let (w, e) = adj[*next as usize];
            *next += 1;
            if e == via {
                continue;
            }
            let w_ = w as usize;
            if tin[w_] == NONE {
                time += 1;
                tin[w_] = time;
                low[w_] = time;
                open.push(w);
                stack.push((w, e, start[w_]));
            } else {
                low[v_] = low[v_].min(tin[w_]);
            }
            continue;
        }
        stack.pop();
        let p = match stack.last() {
            Some(&(p, _, _)) => p,
            None => {
                root_value = close(root, &mut open, &acc, &bridge_ends);
                break;
            }
        };
        let p_ = p as usize;
        low[p_] = low[p_].min(low[v_]);
        if low[v_] > tin[p_] {
            // The edge p–v is a bridge: v's component is complete.
            bridge_ends[v_] += 1;
            bridge_ends[p_] += 1;
            let g = close(v, &mut open, &acc, &bridge_ends);
            acc[p_] ^= g + 1;
        }
    }
    root_value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::{hackenbush, hackenbush_connected};
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    fn check(vertices: usize, edges: &[(u32, u32)]) {
        let edges_: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(a, b)| (a as usize, b as usize))
            .collect();
        let start = hackenbush_connected(&edges_, (1u64 << edges.len()) - 1);
        let mut game = hackenbush(edges_);
        assert_eq!(
            grundy(edges, 0),
            game.grundy(&start),
            "{vertices} vertices, edges {edges:?}"
        );
    }

    #[test]
    fn small_shapes() {
        check(1, &[]);
        check(2, &[(0, 1)]);
        check(1, &[(0, 0)]);
        check(2, &[(0, 1), (0, 1)]); // a 2-cycle: even, worth 0
        check(3, &[(0, 1), (1, 2), (2, 0)]); // a triangle at the root: 1
        check(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        check(5, &[(0, 1), (1, 2), (1, 3), (3, 4), (4, 1), (2, 2)]);
        check(4, &[(0, 1), (2, 3)]); // the edge 2–3 is not in play
    }

    #[test]
    fn random_graphs_match_search() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..300 {
            let vertices = rng.random_range(1..7);
            let m = rng.random_range(0..10);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    let a = rng.random_range(0..vertices as u32);
                    (a, rng.random_range(0..vertices as u32))
                })
                .collect();
            check(vertices, &edges);
        }
    }

    #[test]
    fn random_trees_match_search() {
        let mut rng = StdRng::seed_from_u64(8);
        for _ in 0..200 {
            let n = rng.random_range(1..12u32);
            let edges: Vec<(u32, u32)> = (1..n).map(|v| (rng.random_range(0..v), v)).collect();
            check(n as usize, &edges);
        }
    }

    #[test]
    fn sparse_labels_are_renumbered() {
        let edges = [(7, 4_000_000_000), (4_000_000_000, 9), (9, 7), (7, 1 << 31)];
        assert_eq!(grundy(&edges, 7), 1 ^ 1);
        assert_eq!(grundy(&edges, 3), 0);
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 1_000_000u32;
        let mut edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        assert_eq!(grundy(&edges, 0), u64::from(n - 1)); // peeled as a tree
        edges.push((n - 1, n - 1)); // a loop at the end: one more edge, by the search
        assert_eq!(grundy(&edges, 0), u64::from(n));
    }
}
