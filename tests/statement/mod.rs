//! Generators keep the statements' promises: what `cargo xtask gen <bin> <n>` makes (without
//! `--wide`) and what `--worst` makes are checked against each statement's limits and shapes
//! (ranges, counts, distinct cells, trees, graphs without cycles, cycles hung on a tree at one
//! node), by a checker per bin written from the statement, independent of the generators.

mod atcoder;
mod boj;
mod codeforces;
mod cses;
mod hackerrank;
mod hdu;
mod luogu;

use std::collections::HashSet;

/// The tokens of an input, read as the statement promises them.
struct Tokens<'a> {
    it: std::str::SplitAsciiWhitespace<'a>,
}

impl Tokens<'_> {
    /// The next token as it stands.
    fn word(&mut self, what: &str) -> Result<String, String> {
        let t = self
            .it
            .next()
            .ok_or_else(|| format!("input ended: expected {what}"))?;
        Ok(t.to_string())
    }

    /// The next number, which must lie in `lo..=hi`.
    fn num(&mut self, lo: u64, hi: u64, what: &str) -> Result<u64, String> {
        let t = self
            .it
            .next()
            .ok_or_else(|| format!("input ended: expected {what}"))?;
        let v: u64 = t
            .parse()
            .map_err(|_| format!("{what}: {t:?} is no number"))?;
        match (lo..=hi).contains(&v) {
            true => Ok(v),
            false => Err(format!("{what} = {v}, outside {lo}..={hi}")),
        }
    }

    fn done(&mut self) -> bool {
        self.it.clone().next().is_none()
    }

    fn end(&mut self) -> Result<(), String> {
        match self.it.next() {
            None => Ok(()),
            Some(t) => Err(format!("{t:?} after the end of the input")),
        }
    }
}

/// `count` distinct numbers in `lo..=hi`.
fn distinct(t: &mut Tokens, count: u64, lo: u64, hi: u64, what: &str) -> Result<(), String> {
    let mut seen = HashSet::new();
    for _ in 0..count {
        let v = t.num(lo, hi, what)?;
        if !seen.insert(v) {
            return Err(format!("{what} {v} twice"));
        }
    }
    Ok(())
}

/// Whether `edges` on 1..=n form a tree (n − 1 edges, all connected).
fn is_tree(n: u64, edges: &[(u64, u64)]) -> bool {
    let mut parent: Vec<u64> = (0..=n).collect();
    fn find(p: &mut [u64], mut v: u64) -> u64 {
        while p[v as usize] != v {
            p[v as usize] = p[p[v as usize] as usize];
            v = p[v as usize];
        }
        v
    }
    edges.len() as u64 + 1 == n
        && edges.iter().all(|&(a, b)| {
            let (x, y) = (find(&mut parent, a), find(&mut parent, b));
            parent[x as usize] = y;
            x != y
        })
}

/// A POJ 3710 graph: a tree with simple polygons hung on it, each meeting the tree at one node
/// only. So: the tree nodes are those reached from the root 1 across bridges; every other node
/// has degree 2, and each connected group of them is a path whose two ends join the same tree
/// node, making a polygon of at least 3 edges.
fn is_christmas_tree(m: u64, edges: &[(u64, u64)]) -> Result<(), String> {
    let n = m as usize + 1;
    let connected = |skip: usize, from: u64, to: u64| {
        let mut seen = vec![false; n];
        let mut stack = vec![from];
        seen[from as usize] = true;
        while let Some(v) = stack.pop() {
            for (i, &(a, b)) in edges.iter().enumerate() {
                for (x, y) in [(a, b), (b, a)] {
                    if i != skip && x == v && !seen[y as usize] {
                        seen[y as usize] = true;
                        stack.push(y);
                    }
                }
            }
        }
        seen[to as usize]
    };
    let bridge: Vec<bool> = (0..edges.len())
        .map(|i| !connected(i, edges[i].0, edges[i].1))
        .collect();
    let mut tree = vec![false; n];
    tree[1] = true;
    let mut stack = vec![1];
    while let Some(v) = stack.pop() {
        for (i, &(a, b)) in edges.iter().enumerate() {
            for (x, y) in [(a, b), (b, a)] {
                if bridge[i] && x == v && !tree[y as usize] {
                    tree[y as usize] = true;
                    stack.push(y);
                }
            }
        }
    }
    let mut grouped = vec![false; n];
    for start in 1..n {
        let in_play = edges
            .iter()
            .any(|&(a, b)| a == start as u64 || b == start as u64);
        if tree[start] || grouped[start] || !in_play {
            continue;
        }
        // The group of non-tree nodes around `start`, the edges inside it and those to the tree.
        let (mut group, mut stack) = (vec![start as u64], vec![start as u64]);
        grouped[start] = true;
        while let Some(v) = stack.pop() {
            for &(a, b) in edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && !tree[y as usize] && !grouped[y as usize] {
                        grouped[y as usize] = true;
                        group.push(y);
                        stack.push(y);
                    }
                }
            }
        }
        let member = |v: u64| group.contains(&v);
        let inside = edges
            .iter()
            .filter(|&&(a, b)| member(a) && member(b))
            .count();
        let hangs: Vec<u64> = edges
            .iter()
            .filter_map(|&(a, b)| match (member(a), member(b)) {
                (true, false) => Some(b),
                (false, true) => Some(a),
                _ => None,
            })
            .collect();
        let degree = |v: &u64| edges.iter().filter(|&&(a, b)| a == *v || b == *v).count();
        let path = inside + 1 == group.len() && group.iter().all(|v| degree(v) == 2);
        if !path || hangs.len() != 2 || hangs[0] != hangs[1] || group.len() < 2 {
            return Err(format!(
                "nodes {group:?} are no polygon hung at one tree node (hung at {hangs:?})"
            ));
        }
    }
    Ok(())
}

/// Checks `input` against the statement of `bin`.
fn check(bin: &str, input: &str) -> Result<(), String> {
    let t = &mut Tokens {
        it: input.split_ascii_whitespace(),
    };
    let judges = [
        luogu::check,
        atcoder::check,
        cses::check,
        codeforces::check,
        hdu::check,
        boj::check,
        hackerrank::check,
    ];
    for judge in judges {
        if judge(bin, t)? {
            return t.end();
        }
    }
    Err(format!("no statement checker for {bin}"))
}

#[test]
fn generated_inputs_keep_the_statements_promises() {
    let bins = crate::util::bins();
    let work: Vec<(String, u64)> = bins
        .iter()
        .flat_map(|b| (0..6).map(move |seed| (b.clone(), seed)))
        .collect();
    let failures = crate::util::parallel(&work, |(bin, seed)| {
        let mut input = Vec::new();
        let n = [300, 5000, 40_000][*seed as usize % 3];
        crate::inputs::generate(bin, n, *seed, false, &mut input).ok()?;
        let input = String::from_utf8(input).ok()?;
        check(bin, &input)
            .err()
            .map(|e| format!("{bin}, cargo xtask gen {bin} {n} --seed {seed}: {e}"))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn worst_inputs_keep_the_statements_promises() {
    let bins = crate::util::bins();
    let failures = crate::util::parallel(&bins, |bin| {
        let mut input = Vec::new();
        // Two cases (or the one there is): the largest each, as `cargo xtask limits` makes.
        crate::inputs::generate_worst(bin, 2, 1, &mut input).ok()?;
        let input = String::from_utf8(input).ok()?;
        check(bin, &input)
            .err()
            .map(|e| format!("{bin} --worst: {e}"))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checker_rejects_what_poj3710_rules_out() {
    // A cycle hung on a cycle's node, and a branch growing from a cycle's other node.
    let cycle_on_cycle = "1\n5 6\n1 2\n2 3\n3 1\n3 4\n4 5\n5 3\n";
    assert!(check("poj3710", cycle_on_cycle).is_err());
    let branch_on_cycle = "1\n5 5\n1 2\n2 3\n3 4\n4 2\n4 5\n";
    assert!(check("poj3710", branch_on_cycle).is_err());
    let fine = "1\n6 7\n1 2\n2 3\n3 4\n4 2\n1 5\n5 6\n6 1\n";
    assert_eq!(check("poj3710", fine), Ok(()));
}
