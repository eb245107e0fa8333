//! Disjoint sets of vertices: whether an edge closes a cycle. Used to check that edges read
//! form a tree (HackerRank's Move the Coins).

/// Disjoint sets over `0..n`, by union by size and path halving.
#[derive(Clone, Debug)]
pub struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    /// `n` singletons.
    ///
    /// # Constraints
    /// n < 2^32.
    ///
    /// # Complexity
    /// O(n).
    pub fn new(n: usize) -> Self {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    /// The representative of `v`'s set.
    ///
    /// # Complexity
    /// O(α(n)) amortised.
    pub fn find(&mut self, mut v: u32) -> u32 {
        while self.parent[v as usize] != v {
            let up = self.parent[self.parent[v as usize] as usize];
            self.parent[v as usize] = up;
            v = up;
        }
        v
    }

    /// Joins the sets of `a` and `b`; false if they were one set already (the edge a–b would
    /// close a cycle).
    ///
    /// # Complexity
    /// O(α(n)) amortised.
    ///
    /// # Example
    /// ```
    /// let mut sets = impartial::graphs::union_find::UnionFind::new(3);
    /// assert!(sets.join(0, 1) && sets.join(1, 2));
    /// assert!(!sets.join(2, 0));
    /// ```
    pub fn join(&mut self, a: u32, b: u32) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a as usize] < self.size[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        self.size[a as usize] += self.size[b as usize];
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path joined in a scrambled order, then every pair found in one set.
    #[test]
    fn joins_and_finds() {
        let n = 50u32;
        let mut sets = UnionFind::new(n as usize);
        for i in (0..n - 1).map(|i| i * 17 % (n - 1)) {
            assert!(sets.join(i, i + 1), "{i}");
        }
        let root = sets.find(0);
        assert!((0..n).all(|v| sets.find(v) == root));
        assert!(!sets.join(3, 40));
    }
}
