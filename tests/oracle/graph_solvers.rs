//! The oracle of the graph games among the classic problems: Green Hackenbush (HDU 3094, POJ
//! 3710) and tokens on a graph without cycles (HDU 1524), each by search and a reference
//! written here, checked against the search.

use super::curriculum as c;
use super::problems::{word, Input};

/// Green Hackenbush by the colon and fusion principles, written plainly: an edge is a bridge
/// iff removing it disconnects its ends; the vertices joined without bridges are fused, each
/// fused vertex worth its inner edges mod 2; then each vertex of the bridge tree is worth the
/// XOR of `g(child) + 1`.
pub(super) fn hackenbush_reference(edges: &[(usize, usize)]) -> u64 {
    let n = edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    let mut adj = vec![Vec::new(); n];
    for (i, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, i));
        adj[b].push((a, i));
    }
    let connected = |skip: usize, from: usize, to: usize| {
        let mut seen = vec![false; n];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(v) = stack.pop() {
            for &(w, i) in &adj[v] {
                if i != skip && !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen[to]
    };
    let bridge: Vec<bool> = (0..edges.len())
        .map(|i| edges[i].0 != edges[i].1 && !connected(i, edges[i].0, edges[i].1))
        .collect();
    // Fused vertices: labels by flooding over non-bridge edges.
    let mut label: Vec<usize> = (0..n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if !bridge[i] && label[a] != label[b] {
                let (l, h) = (label[a].min(label[b]), label[a].max(label[b]));
                label.iter_mut().filter(|x| **x == h).for_each(|x| *x = l);
                changed = true;
            }
        }
    }
    let inner = |f: usize| {
        (0..edges.len())
            .filter(|&i| !bridge[i] && label[edges[i].0] == f)
            .count() as u64
    };
    fn value(
        f: usize,
        parent: usize,
        edges: &[(usize, usize)],
        bridge: &[bool],
        label: &[usize],
        inner: &dyn Fn(usize) -> u64,
    ) -> u64 {
        let mut g = inner(f) % 2;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if bridge[i] {
                for (x, y) in [(a, b), (b, a)] {
                    if label[x] == f && label[y] != parent {
                        g ^= value(label[y], f, edges, bridge, label, inner) + 1;
                    }
                }
            }
        }
        g
    }
    value(label[0], usize::MAX, edges, &bridge, &label, &inner)
}

/// Hackenbush by search when small, else by the reference.
pub(super) fn hackenbush_value(edges: Vec<(usize, usize)>) -> u64 {
    if edges.len() <= 10 {
        let start = c::hackenbush_connected(&edges, (1 << edges.len()) - 1);
        c::hackenbush(edges).grundy(&start)
    } else {
        hackenbush_reference(&edges)
    }
}

pub fn hdu3094(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let edges = (1..n)
            .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
            .collect();
        word(hackenbush_value(edges) != 0, "Alice", "Bob", out);
    }
}

pub fn poj3710(inp: &mut Input, out: &mut String) {
    while let Some(trees) = inp.try_u64() {
        let mut x = 0;
        for _ in 0..trees {
            let (_m, k) = (inp.u64(), inp.u64());
            let edges = (0..k)
                .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
                .collect();
            x ^= hackenbush_value(edges);
        }
        word(x != 0, "Sally", "Harry", out);
    }
}

pub fn hdu1524(inp: &mut Input, out: &mut String) {
    while let Some(n) = inp.try_u64() {
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let x = inp.u64();
                inp.list(x).into_iter().map(|v| v as usize).collect()
            })
            .collect();
        let values = c::dag_grundy(&succ);
        let mut game = c::tokens(succ);
        // The last case's `0` may be left out.
        while let Some(m @ 1..) = inp.try_u64() {
            let mut at: Vec<usize> = inp.list(m).into_iter().map(|v| v as usize).collect();
            at.sort_unstable();
            let wins = if at.len() <= 3 && values.len() <= 12 {
                game.wins(&at)
            } else {
                at.iter().fold(0, |x, &v| x ^ values[v]) != 0
            };
            word(wins, "WIN", "LOSE", out);
        }
    }
}
