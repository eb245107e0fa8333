//! Blue–Red Hackenbush strings: a chain of edges from the ground, Left cuts a Blue one and
//! Right a Red one, and every edge no longer joined to the ground falls. Whoever cannot move
//! loses.
//!
//! A string's value is the number whose sign expansion it is: a first run of n edges of one
//! colour is ±n, and the i-th edge after it adds ±1/2^i (+ for Blue). A sum of strings is won
//! by Left whoever starts if its value is positive, by Right if negative, by the second player
//! if zero ([`super::Number`]).

use super::Number;
use crate::bigint::BigUint;

/// The value of a string, `edges[0]` on the ground, `true` for Blue (Left's) and `false` for
/// Red (Right's).
///
/// # Constraints
/// Any length.
///
/// # Complexity
/// O(n) for n edges.
///
/// # Example
/// ```
/// use impartial::partisan::{hackenbush, Number};
/// assert_eq!(hackenbush::string_value(&[true, false, true]), Number::dyadic(3, 2));
/// assert_eq!(hackenbush::string_value(&[false, false]).to_string(), "-2");
/// ```
pub fn string_value(edges: &[bool]) -> Number {
    let first = match edges.first() {
        Some(&c) => c,
        None => return Number::zero(),
    };
    let run = edges.iter().take_while(|&&c| c == first).count();
    let rest = &edges[run..];
    // Over 2^t with t edges after the run: the run is run · 2^t, the i-th edge after it
    // 2^(t − i), added for the first colour's edges and taken away for the other's.
    let t = rest.len();
    let bit = |want: bool| -> Vec<bool> { (0..t).map(|j| rest[t - 1 - j] == want).collect() };
    let run = Number::dyadic(run as i64, 0);
    let with = Number::from_parts(false, BigUint::from_bits(&bit(first)), t as u64);
    let against = Number::from_parts(false, BigUint::from_bits(&bit(!first)), t as u64);
    let value = run.add(&with).sub(&against);
    match first {
        true => value,
        false => value.neg(),
    }
}

/// The string whose value is `x` (its sign expansion), `true` for Blue: the shortest string
/// of that value.
///
/// # Complexity
/// O(L · n) for L edges and n bits.
///
/// # Example
/// ```
/// use impartial::partisan::{hackenbush, Number};
/// assert_eq!(hackenbush::string_of(&Number::dyadic(-1, 2)), [false, true, true]);
/// ```
pub fn string_of(x: &Number) -> Vec<bool> {
    if x.is_negative() {
        return string_of(&x.neg()).into_iter().map(|c| !c).collect();
    }
    // Up from the ground past x (or to it), then halving steps down and up onto it.
    let start = match x.exponent() {
        0 => x.clone(),
        _ => x.floor().add(&Number::int(1)),
    };
    let mut edges = Vec::new();
    let mut at = Number::zero();
    while at < start {
        edges.push(true);
        at = at.add(&Number::int(1));
    }
    let mut k = 1;
    while &at != x {
        let step = Number::dyadic(1, k);
        let up = at < *x;
        edges.push(up);
        at = if up { at.add(&step) } else { at.sub(&step) };
        k += 1;
    }
    edges
}

/// The value of a Blue edge below a part worth `x` (Berlekamp's rule): `(x + n) / 2^(n − 1)`
/// for the least integer n ≥ 1 with x + n > 1; a Red edge's is `−blue_below(−x)`.
///
/// # Example
/// ```
/// use impartial::partisan::{hackenbush::blue_below, Number};
/// assert_eq!(blue_below(&Number::zero()), Number::int(1)); // one Blue edge
/// assert_eq!(blue_below(&Number::int(-1)), Number::dyadic(1, 1)); // Blue under Red: 1/2
/// ```
pub fn blue_below(x: &Number) -> Number {
    let one = Number::int(1);
    let n = one.sub(x).floor().add(&one).max(one);
    let shift = n.to_i64().expect("a part's integer part below 2^62") as u64 - 1;
    x.add(&n).div_pow2(shift)
}

/// The value of a Blue–Red Hackenbush tree on the ground: vertex 0 is the ground, and vertex
/// v ≥ 1 hangs from `parent[v − 1]` by an edge that is Blue (Left's) if `blue[v − 1]`. Edges
/// from the ground are separate stalks; the value of a picture of several trees is the sum.
/// `None` if `parent` is not a tree on vertex 0 (a loop or a vertex out of range).
///
/// # Constraints
/// Any size (the values are exact; a tree of n edges has values of up to n bits).
///
/// # Complexity
/// O(n · b) for n edges and values of b bits: O(n²) at worst (a long path), no recursion.
///
/// # Example
/// ```
/// use impartial::partisan::{hackenbush, Number};
/// // A Blue edge on the ground carrying a Blue and a Red edge: above it 1 − 1 = 0, so 1.
/// let v = hackenbush::tree_value(&[0, 1, 1], &[true, true, false]).unwrap();
/// assert_eq!(v, Number::int(1));
/// ```
pub fn tree_value(parent: &[usize], blue: &[bool]) -> Option<Number> {
    let n = parent.len() + 1;
    if blue.len() != parent.len() {
        return None;
    }
    let mut children = vec![Vec::new(); n];
    for (i, &p) in parent.iter().enumerate() {
        children.get_mut(p)?.push(i + 1);
    }
    // Every vertex reached from the ground, once: then the order reversed puts children first.
    let mut order = vec![0];
    let mut i = 0;
    while i < order.len() {
        order.extend(children[order[i]].iter().copied());
        i += 1;
    }
    if order.len() != n {
        return None;
    }
    let mut value = vec![Number::zero(); n];
    for &v in order.iter().rev() {
        let mut sum = Number::zero();
        for &c in &children[v] {
            let edge = match blue[c - 1] {
                true => blue_below(&value[c]),
                false => blue_below(&value[c].neg()).neg(),
            };
            sum = sum.add(&edge);
        }
        value[v] = sum;
    }
    Some(value.swap_remove(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Short games as trees in an arena: each node's Left and Right options.
    #[derive(Default)]
    struct Arena(Vec<(Vec<usize>, Vec<usize>)>);

    impl Arena {
        /// A Hackenbush string: cutting edge i leaves the string below it.
        fn string(&mut self, edges: &[bool]) -> usize {
            let mut nodes = Vec::new();
            for len in 0..=edges.len() {
                let cut = |c: bool| (0..len).filter(move |&i| edges[i] == c).map(|i| nodes[i]);
                let (l, r) = (cut(true).collect(), cut(false).collect());
                self.0.push((l, r));
                nodes.push(self.0.len() - 1);
            }
            nodes[edges.len()]
        }

        /// The position with these Left and Right options.
        fn node(&mut self, left: Vec<usize>, right: Vec<usize>) -> usize {
            self.0.push((left, right));
            self.0.len() - 1
        }

        /// Whether the first player wins the sum `parts`: (Left moving first, Right first).
        fn both(
            &self,
            parts: &[usize],
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> (bool, bool) {
            (self.wins(parts, true, memo), self.wins(parts, false, memo))
        }

        /// Whether the player to move (Left if `left`) wins the sum `parts`.
        fn wins(
            &self,
            parts: &[usize],
            left: bool,
            memo: &mut HashMap<(Vec<usize>, bool), bool>,
        ) -> bool {
            let mut key = parts.to_vec();
            key.sort_unstable();
            if let Some(&w) = memo.get(&(key.clone(), left)) {
                return w;
            }
            let won = (0..parts.len()).any(|i| {
                let options = if left {
                    &self.0[parts[i]].0
                } else {
                    &self.0[parts[i]].1
                };
                options.iter().any(|&o| {
                    let mut next = parts.to_vec();
                    next[i] = o;
                    !self.wins(&next, !left, memo)
                })
            });
            memo.insert((key, left), won);
            won
        }
    }

    /// Every string of up to `n` edges.
    fn strings(n: usize) -> Vec<Vec<bool>> {
        (0..=n)
            .flat_map(|len| {
                (0..1u32 << len).map(move |m| (0..len).map(|i| m >> i & 1 == 1).collect())
            })
            .collect()
    }

    /// Who wins a sum of value `v` for each starter, as the theory says: (Left starting wins,
    /// Right starting wins).
    fn by_value(v: &Number) -> (bool, bool) {
        let zero = Number::zero();
        (v > &zero, v < &zero)
    }

    #[test]
    fn sums_of_strings_are_won_as_their_values_say() {
        let all = strings(4);
        let mut arena = Arena::default();
        let nodes: Vec<usize> = all.iter().map(|s| arena.string(s)).collect();
        let values: Vec<Number> = all.iter().map(|s| string_value(s)).collect();
        let mut memo = HashMap::new();
        for i in 0..all.len() {
            assert_eq!(
                string_of(&values[i]),
                all[i],
                "the sign expansion of {}",
                values[i]
            );
            for j in i..all.len() {
                let sum = values[i].add(&values[j]);
                let got = arena.both(&[nodes[i], nodes[j]], &mut memo);
                assert_eq!(got, by_value(&sum), "{:?} + {:?}", all[i], all[j]);
            }
        }
        // Three at a time, every fifth triple.
        let triples = (0..all.len()).flat_map(|i| (0..all.len()).map(move |j| (i, j)));
        for (n, (i, j)) in triples.enumerate().filter(|(n, _)| n % 5 == 0) {
            let k = n % all.len();
            let sum = values[i].add(&values[j]).add(&values[k]);
            let parts = [nodes[i], nodes[j], nodes[k]];
            let got = arena.both(&parts, &mut memo);
            assert_eq!(got, by_value(&sum));
        }
    }

    #[test]
    fn a_position_of_number_options_is_the_simplest_number_between() {
        // {a | b} for strings a, b: where a < b, the claimed v makes {a | b} − v a
        // second-player win; where a = b it is not a number ({a | a} − a is ∗, a first-player
        // win), and where a > b it is not one either, and nothing is claimed.
        let all = strings(3);
        let mut arena = Arena::default();
        let nodes: Vec<usize> = all.iter().map(|s| arena.string(s)).collect();
        let values: Vec<Number> = all.iter().map(|s| string_value(s)).collect();
        let mut memo = HashMap::new();
        for i in 0..all.len() {
            for j in 0..all.len() {
                let g = arena.node(vec![nodes[i]], vec![nodes[j]]);
                let between = Number::simplest_between(Some(&values[i]), Some(&values[j]));
                match between {
                    Some(v) => {
                        assert!(values[i] < values[j]);
                        let minus = arena.string(&string_of(&v.neg()));
                        let got = arena.both(&[g, minus], &mut memo);
                        assert_eq!(
                            got,
                            (false, false),
                            "{{{} | {}}} = {}",
                            values[i],
                            values[j],
                            v
                        );
                    }
                    None => {
                        assert!(values[i] >= values[j]);
                        // Not a number: for a = b, {a | a} − a is ∗, won by whoever starts.
                        if values[i] == values[j] {
                            let minus = arena.string(&string_of(&values[i].neg()));
                            assert!(arena.wins(&[g, minus], true, &mut memo));
                            assert!(arena.wins(&[g, minus], false, &mut memo));
                        }
                    }
                }
            }
        }
        // One-sided: {a | } and { | a}, against search as above.
        for (&a, v) in nodes.iter().zip(&values) {
            for left in [true, false] {
                let g = match left {
                    true => arena.node(vec![a], vec![]),
                    false => arena.node(vec![], vec![a]),
                };
                let (l, r) = if left {
                    (Some(v), None)
                } else {
                    (None, Some(v))
                };
                let claimed = Number::simplest_between(l, r).unwrap();
                let minus = arena.string(&string_of(&claimed.neg()));
                let got = arena.both(&[g, minus], &mut memo);
                assert_eq!(got, (false, false), "one-sided {v}: {claimed}");
            }
        }
    }

    /// The arena node of a tree (as [`tree_value`] takes it) with only the vertices of `mask`
    /// left: cutting an edge takes the part above it away.
    fn tree_node(
        arena: &mut Arena,
        tree: (&[usize], &[bool]),
        mask: u32,
        nodes: &mut HashMap<u32, usize>,
    ) -> usize {
        if let Some(&n) = nodes.get(&mask) {
            return n;
        }
        let (parent, blue) = tree;
        // The vertices at or above v (parents come first: parent[v − 1] < v).
        let above = |v: usize| {
            (v..=parent.len()).fold(0u32, |m, u| match u == v || m >> parent[u - 1] & 1 == 1 {
                true => m | 1 << u,
                false => m,
            })
        };
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for v in (1..=parent.len()).filter(|&v| mask >> v & 1 == 1) {
            let option = tree_node(arena, tree, mask & !above(v), nodes);
            match blue[v - 1] {
                true => left.push(option),
                false => right.push(option),
            }
        }
        let n = arena.node(left, right);
        nodes.insert(mask, n);
        n
    }

    #[test]
    fn trees_are_worth_what_search_says() {
        // Every tree of up to 5 edges as parent lists with parent[v − 1] < v (every shape),
        // in every colouring: the tree minus its claimed value is a second-player win.
        let mut arena = Arena::default();
        let mut memo = HashMap::new();
        let mut checked = 0;
        for edges in 0..=5usize {
            let shapes: usize = (1..=edges).product();
            for s in 0..shapes {
                let (mut parent, mut rest) = (Vec::new(), s);
                for v in 1..=edges {
                    parent.push(rest % v);
                    rest /= v;
                }
                for colours in 0..1u32 << edges {
                    let blue: Vec<bool> = (0..edges).map(|i| colours >> i & 1 == 1).collect();
                    let v = tree_value(&parent, &blue).unwrap();
                    let all = (1u32 << (edges + 1)) - 2;
                    let g = tree_node(&mut arena, (&parent, &blue), all, &mut HashMap::new());
                    let minus = arena.string(&string_of(&v.neg()));
                    let got = arena.both(&[g, minus], &mut memo);
                    assert_eq!(got, (false, false), "{parent:?} {blue:?}: {v}");
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 1 + 2 + 2 * 4 + 6 * 8 + 24 * 16 + 120 * 32);
        // A string is a path; not a tree, said so.
        let path = tree_value(&[0, 1, 2], &[true, false, false]).unwrap();
        assert_eq!(path, string_value(&[true, false, false]));
        assert_eq!(tree_value(&[2, 1], &[true, true]), None);
        assert_eq!(tree_value(&[0, 5], &[true, true]), None);
    }

    #[test]
    fn numbers_add_compare_and_print_exactly() {
        let long = [true, false].repeat(100); // 2/3 to 199 bits
        let x = string_value(&long);
        assert_eq!(x.exponent(), 199);
        assert_eq!(string_of(&x), long);
        let back = x.sub(&x);
        assert_eq!(back, Number::zero());
        assert!(!back.is_negative());
        assert_eq!(Number::dyadic(6, 3).to_string(), "3/4");
        assert_eq!(Number::dyadic(-8, 2).to_string(), "-2");
        assert_eq!(
            Number::dyadic(-1, 70).to_string(),
            "-1/1180591620717411303424"
        );
        assert_eq!(Number::dyadic(-5, 1).floor(), Number::int(-3));
        assert_eq!(Number::dyadic(5, 1).floor(), Number::int(2));
    }
}
