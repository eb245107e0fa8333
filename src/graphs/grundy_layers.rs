//! Count the subsets of a DAG's edges under which two vertices get equal Grundy values, layer
//! by layer (a subset DP). Used by AtCoder AGC 016 F (Games on DAG).
//!
//! Two tokens on a DAG are a sum of two token games, lost for the player to move exactly when
//! the tokens' Grundy values are equal. Fix a set S of vertices and a choice of edges inside
//! it, and let T be the vertices of Grundy value 0 in it. Then no edge joins two vertices of T,
//! every other vertex has an edge into T, edges from T to the rest are free, and the rest,
//! U = S \ T, keeps its values less one when T is taken away. Conversely any such T and any
//! choice inside U give a choice on S whose zero layer is T. So with f(S) the number of choices
//! inside S that give a and b equal values (S holding both or neither):
//! f(S) = Σ_T f(S \ T) · Π_{u ∈ U} (2^{e(u → T)} − 1) · 2^{e(T → U)}, over nonempty T ⊆ S that
//! hold both of a, b or neither, and f(∅) = 1.

/// The number of subsets of `edges` (each `(x, y)` from x to y) under which vertices `a` and `b`
/// have equal Grundy values, modulo `p`.
///
/// # Constraints
/// `n ≤ 20` vertices `0..n` (3^n steps: n = 15 takes milliseconds); the edges acyclic and
/// distinct; `a ≠ b`; `1 ≤ p < 2^32`.
///
/// # Complexity
/// O(3^n · n) time, O(2^n) memory.
///
/// # Example
/// ```
/// use impartial::graphs::grundy_layers::equal_values;
/// // 0 → 1: without the edge both are 0; with it, 0 has value 1.
/// assert_eq!(equal_values(2, &[(0, 1)], 0, 1, 1_000_000_007), 1);
/// ```
pub fn equal_values(n: usize, edges: &[(usize, usize)], a: usize, b: usize, p: u64) -> u64 {
    let mut out = vec![0u32; n];
    for &(x, y) in edges {
        out[x] |= 1 << y;
    }
    let pow2: Vec<u64> = (0..=edges.len())
        .scan(1 % p, |x, _| {
            let v = *x;
            *x = *x * 2 % p;
            Some(v)
        })
        .collect();
    let balanced = |s: u32| (s >> a ^ s >> b) & 1 == 0;
    let mut f = vec![0u64; 1 << n];
    f[0] = 1 % p;
    for s in (1u32..1 << n).filter(|&s| balanced(s)) {
        let mut total = 0;
        let mut t = s;
        while t != 0 {
            if balanced(t) {
                let u = s ^ t;
                let mut ways = f[u as usize];
                let (mut rest, mut free) = (u, 0);
                while rest != 0 && ways != 0 {
                    let v = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    ways = ways * (pow2[(out[v] & t).count_ones() as usize] + p - 1) % p;
                }
                if ways != 0 {
                    let mut zeros = t;
                    while zeros != 0 {
                        let v = zeros.trailing_zeros() as usize;
                        zeros &= zeros - 1;
                        free += (out[v] & u).count_ones() as usize;
                    }
                    total = (total + ways * pow2[free]) % p;
                }
            }
            t = (t - 1) & s;
        }
        f[s as usize] = total;
    }
    f[(1 << n) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::grundy_equal_subsets;

    #[test]
    fn matches_search() {
        // Every DAG on 5 vertices (edges from smaller to larger), every pair of vertices.
        let pairs: Vec<(usize, usize)> = (0..5)
            .flat_map(|x| (x + 1..5).map(move |y| (x, y)))
            .collect();
        for pick in 0..1u32 << pairs.len() {
            let edges: Vec<(usize, usize)> = (0..pairs.len())
                .filter(|&i| pick >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            for (a, b) in [(0, 1), (1, 3), (4, 2)] {
                let searched = grundy_equal_subsets(5, &edges, a, b);
                assert_eq!(
                    equal_values(5, &edges, a, b, 1_000_000_007),
                    searched,
                    "{edges:?}"
                );
            }
        }
        assert_eq!(equal_values(3, &[(0, 1), (1, 2)], 0, 1, 2), 1); // 1 of 4, modulo 2
    }
}
