//! Slide tokens along a directed acyclic graph. Used by HDU 1524 and HackerRank's Play on Benders.
//!
//! Games on a directed acyclic graph: tokens on vertices, a move slides one token along an
//! edge, whoever cannot move loses. A vertex is worth the mex of its successors' values, and
//! several tokens form a sum: the first player wins iff the XOR of their vertices' values is
//! not 0.
//!
//! [`Dag`] stores the graph in compressed rows; [`Dag::grundy`] computes every value with an
//! explicit stack (no recursion, so long paths of 10^6 vertices are fine) and reports a cycle
//! instead of looping.

use crate::sg::Mex;

/// A directed graph on vertices `0..n`, built one vertex's out-edges at a time.
///
/// # Example
/// ```
/// use impartial::graphs::dag::Dag;
/// let mut g = Dag::new();
/// g.push_vertex([1, 2]); // 0 → 1, 0 → 2
/// g.push_vertex([2]);    // 1 → 2
/// g.push_vertex([]);     // 2: no move
/// assert_eq!(g.grundy(), Ok(vec![2, 1, 0]));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Dag {
    start: Vec<u32>,
    targets: Vec<u32>,
}

/// A cycle: no game on it need end. Holds a vertex on the cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle(pub u32);

impl Dag {
    /// An empty graph.
    pub fn new() -> Self {
        Dag {
            start: vec![0],
            targets: Vec::new(),
        }
    }

    /// Adds the next vertex, with edges to `targets` (vertices that may be added later).
    pub fn push_vertex(&mut self, targets: impl IntoIterator<Item = u32>) {
        self.targets.extend(targets);
        self.start.push(self.targets.len() as u32);
    }

    /// Adds the next vertex with `count` out-edges, their targets from `next` (for instance a
    /// reader); stops at the first error, leaving the vertex unadded.
    ///
    /// # Example
    /// ```
    /// let mut g = impartial::graphs::dag::Dag::new();
    /// let mut input = [Ok(1), Err("bad")].into_iter();
    /// assert_eq!(g.try_push_vertex(2, || input.next().unwrap()), Err("bad"));
    /// assert!(g.is_empty());
    /// ```
    pub fn try_push_vertex<E>(
        &mut self,
        count: u64,
        mut next: impl FnMut() -> Result<u32, E>,
    ) -> Result<(), E> {
        let before = self.targets.len();
        for _ in 0..count {
            match next() {
                Ok(t) => self.targets.push(t),
                Err(e) => {
                    self.targets.truncate(before);
                    return Err(e);
                }
            }
        }
        self.start.push(self.targets.len() as u32);
        Ok(())
    }

    /// The graph on vertices `0..n` with the edges `(from, to)`, in any order (by a counting
    /// sort on `from`).
    ///
    /// # Constraints
    /// Every endpoint below `n`; fewer than 2^32 edges.
    ///
    /// # Complexity
    /// O(n + edges).
    ///
    /// # Example
    /// ```
    /// use impartial::graphs::dag::Dag;
    /// let g = Dag::from_edges(3, &[(1, 2), (0, 2), (0, 1)]);
    /// assert_eq!(g.grundy(), Ok(vec![2, 1, 0]));
    /// ```
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut start = vec![0u32; n + 1];
        for &(from, _) in edges {
            start[from as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut targets = vec![0; edges.len()];
        for &(from, to) in edges {
            targets[fill[from as usize] as usize] = to;
            fill[from as usize] += 1;
        }
        Dag { start, targets }
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn successors(&self, v: usize) -> &[u32] {
        &self.targets[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// The Grundy value of every vertex, or a vertex on a cycle.
    ///
    /// # Constraints
    /// Every target is below [`Dag::len`].
    ///
    /// # Complexity
    /// O(vertices + edges) time and memory.
    pub fn grundy(&self) -> Result<Vec<u64>, Cycle> {
        const NEW: u64 = u64::MAX;
        const OPEN: u64 = u64::MAX - 1;
        let n = self.len();
        let mut value = vec![NEW; n];
        let most = (0..n).map(|v| self.successors(v).len()).max().unwrap_or(0);
        let mut seen = Mex::new(most);
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for s in 0..n {
            if value[s] != NEW {
                continue;
            }
            value[s] = OPEN;
            stack.push((s as u32, self.start[s]));
            while let Some(&mut (v, ref mut next)) = stack.last_mut() {
                let v_ = v as usize;
                if *next < self.start[v_ + 1] {
                    let w = self.targets[*next as usize] as usize;
                    *next += 1;
                    match value[w] {
                        OPEN => return Err(Cycle(w as u32)),
                        NEW => {
                            value[w] = OPEN;
                            stack.push((w as u32, self.start[w]));
                        }
                        _ => {}
                    }
                    continue;
                }
                stack.pop();
                // Every successor is finished: the mex of their values.
                seen.start();
                for &w in self.successors(v_) {
                    seen.add(value[w as usize]);
                }
                value[v_] = seen.least_missing();
            }
        }
        Ok(value)
    }
}

/// The Grundy values of the vertices `0..n` of a graph given by its edges, where `n` may run
/// far past the vertices the edges touch: memory comes from what the edges hold, never from
/// `n` alone (a vertex no edge touches has no move and is worth 0).
///
/// # Example
/// ```
/// use impartial::graphs::dag::Values;
/// // 4 000 000 000 vertices, two edges: three values are kept.
/// let v = Values::of_edges(4_000_000_000, &[(7, 3_999_999_999), (0, 7)]).unwrap();
/// assert_eq!((v.get(0), v.get(7), v.get(3_999_999_999), v.get(12)), (0, 1, 0, 0));
/// // No edges at all: every vertex is worth 0.
/// assert_eq!(Values::of_edges(1 << 30, &[]).unwrap().get(5), 0);
/// ```
pub struct Values {
    values: Vec<u64>,
    /// The vertices the values are of, sorted; `None` when `values` has every vertex.
    labels: Option<Vec<u32>>,
}

impl Values {
    /// The values, or a vertex on a cycle.
    ///
    /// # Constraints
    /// Every endpoint below `n` ≤ 2^32; fewer than 2^32 edges.
    ///
    /// # Complexity
    /// O(n + edges) while n ≤ max(2^20, 4·edges); else O(edges log edges), and O(log edges)
    /// a [`Values::get`].
    pub fn of_edges(n: u64, edges: &[(u32, u32)]) -> Result<Values, Cycle> {
        if n <= (1 << 20) || n <= 4 * edges.len() as u64 {
            let values = Dag::from_edges(n as usize, edges).grundy()?;
            return Ok(Values {
                values,
                labels: None,
            });
        }
        let mut labels: Vec<u32> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
        labels.sort_unstable();
        labels.dedup();
        let at = |v: u32| labels.binary_search(&v).unwrap_or(0) as u32;
        let near: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (at(a), at(b))).collect();
        match Dag::from_edges(labels.len(), &near).grundy() {
            Ok(values) => Ok(Values {
                values,
                labels: Some(labels),
            }),
            Err(Cycle(v)) => Err(Cycle(labels[v as usize])),
        }
    }

    /// The value of vertex `v` (below the `n` given).
    pub fn get(&self, v: u32) -> u64 {
        match &self.labels {
            None => self.values[v as usize],
            Some(labels) => labels.binary_search(&v).map_or(0, |i| self.values[i]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::{dag_grundy, tokens};
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    fn random_dag(rng: &mut StdRng, n: usize) -> Vec<Vec<usize>> {
        // Edges only to higher-numbered vertices, under a random relabelling.
        let mut label: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            label.swap(i, rng.random_range(0..=i));
        }
        let mut succ = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if rng.random_bool(0.3) {
                    succ[label[a]].push(label[b]);
                }
            }
        }
        succ
    }

    fn build(succ: &[Vec<usize>]) -> Dag {
        let mut g = Dag::new();
        for s in succ {
            g.push_vertex(s.iter().map(|&w| w as u32));
        }
        g
    }

    #[test]
    fn values_and_sums_match_search() {
        let mut rng = StdRng::seed_from_u64(9);
        for _ in 0..100 {
            let n = rng.random_range(1..10);
            let succ = random_dag(&mut rng, n);
            let g = build(&succ).grundy().unwrap();
            assert_eq!(g, dag_grundy(&succ));
            let mut game = tokens(succ.clone());
            for _ in 0..5 {
                let k = rng.random_range(1..4);
                let mut at: Vec<usize> = (0..k).map(|_| rng.random_range(0..n)).collect();
                at.sort_unstable();
                let x = at.iter().fold(0, |x, &v| x ^ g[v]);
                assert_eq!(game.wins(&at), x != 0, "{succ:?} {at:?}");
            }
        }
    }

    #[test]
    fn cycles_are_reported() {
        let g = build(&[vec![1], vec![2], vec![0]]);
        assert!(g.grundy().is_err());
        let g = build(&[vec![], vec![1]]);
        assert_eq!(g.grundy(), Err(Cycle(1)));
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 1_000_000u32;
        let mut g = Dag::new();
        for v in 0..n {
            g.push_vertex((v + 1 < n).then_some(v + 1));
        }
        let values = g.grundy().unwrap();
        assert!(values
            .iter()
            .enumerate()
            .all(|(v, &x)| x == ((n - 1 - v as u32) % 2) as u64));
    }

    /// Values kept for the touched vertices only agree with every vertex's, and a cycle is
    /// named by its own label.
    #[test]
    fn sparse_values_agree_with_dense_ones() {
        let mut rng = StdRng::seed_from_u64(9);
        let n = (1u32 << 21) + 5;
        for _ in 0..20 {
            let succ = random_dag(&mut rng, 12);
            // The 12 vertices spread over the labels below n.
            let spread: Vec<u32> = (0..12).map(|_| rng.random_range(0..n)).collect();
            let mut edges = Vec::new();
            for (a, s) in succ.iter().enumerate() {
                edges.extend(s.iter().map(|&b| (spread[a], spread[b])));
            }
            let dense = Dag::from_edges(n as usize, &edges).grundy();
            let sparse = Values::of_edges(u64::from(n), &edges);
            match (dense, sparse) {
                (Ok(d), Ok(s)) => {
                    assert!(s.labels.is_some());
                    for v in spread.iter().copied().chain([0, 1, n - 1]) {
                        assert_eq!(s.get(v), d[v as usize], "{v}");
                    }
                }
                // Two vertices may land on one label and close a cycle.
                (Err(_), Err(Cycle(v))) => assert!(spread.contains(&v)),
                (d, s) => panic!("{:?} against {:?}", d.map(|_| ()), s.map(|_| ())),
            }
        }
    }
}
