//! Generators keep the statements' promises: what `cargo xtask gen <bin> <n>` makes (without
//! `--wide`) and what `--worst` makes are checked against each statement's limits and shapes
//! (ranges, counts, distinct cells, trees, graphs without cycles, cycles hung on a tree at one
//! node), by a checker per bin written from the statement, independent of the generators.

use std::collections::HashSet;

/// The tokens of an input, read as the statement promises them.
struct Tokens<'a> {
    it: std::str::SplitAsciiWhitespace<'a>,
}

impl Tokens<'_> {
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
    let max = u64::MAX;
    match bin {
        "p2197" => {
            for _ in 0..t.num(1, 10, "T")? {
                let n = t.num(1, 10_000, "n")?;
                (0..n).try_for_each(|_| t.num(0, 10_000, "a_i").map(drop))?;
            }
        }
        "acwing891" | "acwing892" | "p1247" => {
            let (n, lo) = match bin {
                "p1247" => (t.num(1, 500_000, "k")?, 1),
                _ => (t.num(1, 100_000, "n")?, 0),
            };
            (0..n).try_for_each(|_| t.num(lo, 1_000_000_000, "a_i").map(drop))?;
        }
        "hdu1846" => {
            for _ in 0..t.num(1, max, "C")? {
                t.num(1, 1000, "n")?;
                t.num(1, 1000, "m")?;
            }
        }
        "p2252" => {
            while !t.done() {
                t.num(0, 1_000_000_000, "a")?;
                t.num(0, 1_000_000_000, "b")?;
            }
        }
        "p4279" => {
            for _ in 0..t.num(1, 500, "T")? {
                let n = t.num(1, 50, "n")?;
                (0..n).try_for_each(|_| t.num(1, 5000, "a_i").map(drop))?;
            }
        }
        "hdu2176" | "poj2975" => loop {
            let (most, hi, lo) = match bin {
                "hdu2176" => (200_000, 2_000_000, 0),
                _ => (1000, 1_000_000_000, 1),
            };
            let m = t.num(0, most, "m")?;
            if m == 0 {
                break;
            }
            (0..m).try_for_each(|_| t.num(lo, hi, "a pile").map(drop))?;
        },
        "hdu2149" => {
            while !t.done() {
                t.num(1, 1100, "M")?;
                t.num(1, 1100, "N")?;
            }
        }
        "hdu2177" => loop {
            let a = t.num(0, 1_000_000_000, "a")?;
            let b = t.num(a, 1_000_000_000, "b ≥ a")?;
            if a == 0 && b == 0 {
                break;
            }
        },
        "acwing893" | "acwing894" => {
            if bin == "acwing893" {
                let k = t.num(1, 100, "k")?;
                (0..k).try_for_each(|_| t.num(1, 10_000, "a take size").map(drop))?;
            }
            let n = t.num(1, 100, "n")?;
            let hi = if bin == "acwing893" { 10_000 } else { 100 };
            (0..n).try_for_each(|_| t.num(0, hi, "a pile").map(drop))?;
        }
        "hdu1536" => loop {
            let k = t.num(0, 100, "k")?;
            if k == 0 {
                break;
            }
            (0..k).try_for_each(|_| t.num(1, 10_000, "a take size").map(drop))?;
            for _ in 0..t.num(1, 100, "m")? {
                let l = t.num(1, 100, "l")?;
                (0..l).try_for_each(|_| t.num(0, 10_000, "a heap").map(drop))?;
            }
        },
        "hdu1848" => loop {
            let piles = [
                t.num(0, 1000, "m")?,
                t.num(0, 1000, "n")?,
                t.num(0, 1000, "p")?,
            ];
            match piles {
                [0, 0, 0] => break,
                _ if piles.contains(&0) => return Err("a pile of 0 before 0 0 0".into()),
                _ => {}
            }
        },
        "hdu2516" => while t.num(0, (1 << 31) - 1, "n")? != 0 {},
        "hdu5973" => {
            let big = |t: &mut Tokens| match t.it.next() {
                Some(s) if s.len() <= 101 && s.bytes().all(|b| b.is_ascii_digit()) => Ok(()),
                other => Err(format!("a number ≤ 10^100, not {other:?}")),
            };
            while !t.done() {
                big(t)?;
                big(t)?;
            }
        }
        "hdu3032" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 1_000_000, "N")?;
                (0..n).try_for_each(|_| t.num(1, (1 << 31) - 1, "a heap").map(drop))?;
            }
        }
        "hdu3595" => {
            let mut cases = 0;
            while !t.done() {
                cases += 1;
                for _ in 0..t.num(1, 1000, "N")? {
                    t.num(1, 1000, "x")?;
                    t.num(1, 1000, "y")?;
                }
            }
            if cases > 100 {
                return Err(format!("{cases} cases"));
            }
        }
        "hdu3404" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 1000, "n")?;
                let mut seen = HashSet::new();
                for _ in 0..n {
                    let cell = (t.num(0, 10_000, "x")?, t.num(0, 10_000, "y")?);
                    if !seen.insert(cell) {
                        return Err(format!("cell {cell:?} twice"));
                    }
                }
            }
        }
        "lc_nim_product_64" => {
            for _ in 0..t.num(1, 1_000_000, "T")? {
                t.num(0, max, "A")?;
                t.num(0, max, "B")?;
            }
        }
        "hdu3094" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 100_000, "N")?;
                let edges: Vec<(u64, u64)> = (1..n)
                    .map(|_| Ok((t.num(1, n, "I")?, t.num(1, n, "J")?)))
                    .collect::<Result<_, String>>()?;
                if !is_tree(n, &edges) {
                    return Err(format!("the edges of a case of {n} vertices are no tree"));
                }
            }
        }
        "poj3710" => {
            while !t.done() {
                for _ in 0..t.num(1, 99, "N")? {
                    let m = t.num(1, 99, "m")?;
                    let k = t.num(0, 499, "k")?;
                    let edges: Vec<(u64, u64)> = (0..k)
                        .map(|_| Ok((t.num(1, m, "a")?, t.num(1, m, "b")?)))
                        .collect::<Result<_, String>>()?;
                    is_christmas_tree(m, &edges)?;
                }
            }
        }
        "hdu1524" => {
            while !t.done() {
                let n = t.num(1, 1000, "N")?;
                let mut out = vec![Vec::new(); n as usize];
                for list in out.iter_mut() {
                    let x = t.num(0, n, "X")?;
                    for _ in 0..x {
                        list.push(t.num(0, n - 1, "an out-position")?);
                    }
                }
                // No cycles: every position is removed by repeatedly removing sinks.
                let mut indegree_free: Vec<usize> = out.iter().map(Vec::len).collect();
                let mut into = vec![Vec::new(); n as usize];
                for (v, list) in out.iter().enumerate() {
                    list.iter().for_each(|&w| into[w as usize].push(v));
                }
                let mut sinks: Vec<usize> =
                    (0..n as usize).filter(|&v| out[v].is_empty()).collect();
                let mut removed = 0;
                while let Some(w) = sinks.pop() {
                    removed += 1;
                    for &v in &into[w] {
                        indegree_free[v] -= 1;
                        if indegree_free[v] == 0 {
                            sinks.push(v);
                        }
                    }
                }
                if removed != n as usize {
                    return Err("a graph with a cycle".into());
                }
                loop {
                    let m = t.num(0, 10, "M")?;
                    if m == 0 {
                        break;
                    }
                    (0..m).try_for_each(|_| t.num(0, n - 1, "a chess position").map(drop))?;
                }
            }
        }
        "p1290" => {
            for _ in 0..t.num(1, max, "C")? {
                t.num(1, (1 << 31) - 1, "M")?;
                t.num(1, (1 << 31) - 1, "N")?;
            }
        }
        "poj1704" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(1, 1000, "N")?;
                distinct(t, n, 1, 10_000, "a position")?;
            }
        }
        "hdu1517" => {
            while !t.done() {
                t.num(2, 4_294_967_294, "n")?;
            }
        }
        "p2148" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(2, 20_000, "N")?;
                if n % 2 == 1 {
                    return Err(format!("odd N = {n}"));
                }
                (0..n).try_for_each(|_| t.num(1, 2_000_000_000, "a pile").map(drop))?;
            }
        }
        "p2575" => {
            for _ in 0..t.num(1, 100, "T")? {
                for _ in 0..t.num(1, 1000, "n")? {
                    let m = t.num(0, 20, "m")?;
                    distinct(t, m, 1, 20, "a column")?;
                }
            }
        }
        "abc368f" => {
            let n = t.num(1, 100_000, "N")?;
            (0..n).try_for_each(|_| t.num(2, 100_000, "A_i").map(drop))?;
        }
        "cses1729" => {
            let n = t.num(1, 1_000_000, "n")?;
            let k = t.num(1, 100, "k")?;
            let mut takes = HashSet::new();
            for _ in 0..k {
                let p = t.num(1, n, "p_i")?;
                if !takes.insert(p) {
                    return Err(format!("take size {p} twice"));
                }
            }
            if !takes.contains(&1) {
                return Err("no take size 1".into());
            }
        }
        "cses1730" | "cses1098" | "cses1099" | "cses2208" => {
            let lo = u64::from(bin != "cses1099");
            let mut sum = 0;
            for _ in 0..t.num(1, 200_000, "t")? {
                let n = t.num(1, 200_000, "n")?;
                sum += n;
                (0..n).try_for_each(|_| t.num(lo, 1_000_000_000, "a heap").map(drop))?;
            }
            if sum > 200_000 {
                return Err(format!("the sum of all n is {sum}"));
            }
        }
        "cses2207" => {
            for _ in 0..t.num(1, 100_000, "t")? {
                t.num(1, 1_000_000, "n")?;
            }
        }
        "dp_k" => {
            let n = t.num(1, 100, "N")?;
            let k = t.num(1, 100_000, "K")?;
            let mut last = 0;
            for _ in 0..n {
                last = t.num(last + 1, k, "a_i, increasing")?;
            }
        }
        "abc297g" => {
            let n = t.num(1, 200_000, "N")?;
            let l = t.num(1, 1_000_000_000, "L")?;
            t.num(l, 1_000_000_000, "R")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i").map(drop))?;
        }
        "abc206f" => {
            for _ in 0..t.num(1, 20, "T")? {
                for _ in 0..t.num(1, 100, "N")? {
                    let l = t.num(1, 99, "L")?;
                    t.num(l + 1, 100, "R")?;
                }
            }
        }
        "abc255g" => {
            let n = t.num(1, 200_000, "N")?;
            let m = t.num(1, 200_000, "M")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000_000_000_000, "A_i").map(drop))?;
            let mut seen = std::collections::HashSet::new();
            for _ in 0..m {
                let x = t.num(1, 1_000_000_000_000_000_000, "X_i")?;
                let y = t.num(1, x, "Y_i")?;
                if !seen.insert((x, y)) {
                    return Err(format!("the pair ({x}, {y}) twice"));
                }
            }
        }
        "abc354e" => {
            let n = t.num(1, 18, "N")?;
            (0..2 * n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i, B_i").map(drop))?;
        }
        "abc212h" => {
            t.num(1, 200_000, "N")?;
            let k = t.num(1, 65_535, "K")?;
            distinct(t, k, 1, 65_535, "A_i")?;
        }
        "arc137c" => {
            let n = t.num(2, 300_000, "N")?;
            let mut next = 0;
            for _ in 0..n {
                next = t.num(next, 1_000_000_000, "A_i, increasing")? + 1;
            }
        }
        "arc091f" => {
            let n = t.num(1, 200, "N")?;
            (0..2 * n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i, K_i").map(drop))?;
        }
        "agc017d" | "agc010f" => {
            let (most, least) = if bin == "agc017d" {
                (100_000, 2)
            } else {
                (3000, 2)
            };
            let n = t.num(least, most, "N")?;
            if bin == "agc010f" {
                (0..n).try_for_each(|_| t.num(0, 1_000_000_000, "A_i").map(drop))?;
            }
            let edges: Vec<(u64, u64)> = (1..n)
                .map(|_| Ok((t.num(1, n, "x_i")?, t.num(1, n, "y_i")?)))
                .collect::<Result<_, String>>()?;
            if !is_tree(n, &edges) {
                return Err("the edges are no tree".into());
            }
        }
        "cf1194d" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(0, 1_000_000_000, "n")?;
                t.num(3, 1_000_000_000, "k")?;
            }
        }
        "cf1537d" => {
            for _ in 0..t.num(1, 10_000, "t")? {
                t.num(1, 1_000_000_000, "n")?;
            }
        }
        "cf1147c" => {
            let n = t.num(2, 50, "n")?;
            if n % 2 == 1 {
                return Err(format!("n = {n} is odd"));
            }
            (0..n).try_for_each(|_| t.num(1, 50, "a_i").map(drop))?;
        }
        "cf768e" => {
            let n = t.num(1, 1_000_000, "n")?;
            (0..n).try_for_each(|_| t.num(1, 60, "s_i").map(drop))?;
        }
        "cf1396b" => {
            for _ in 0..t.num(1, 100, "t")? {
                let n = t.num(1, 100, "n")?;
                (0..n).try_for_each(|_| t.num(1, 100, "a_i").map(drop))?;
            }
        }
        "kattis_bachetsgame" => {
            let mut lines = 0;
            while !t.done() {
                lines += 1;
                t.num(0, 1_000_000, "n")?;
                let m = t.num(1, 10, "m")?;
                let takes: Vec<u64> = (0..m)
                    .map(|_| t.num(1, u64::MAX, "a take"))
                    .collect::<Result<_, _>>()?;
                if !takes.contains(&1) {
                    return Err("1 is not among the takes".into());
                }
            }
            if !(1..=100).contains(&lines) {
                return Err(format!("{lines} lines"));
            }
        }
        "kattis_euclidsgame" => loop {
            let a = t.num(0, (1 << 31) - 1, "a")?;
            let b = t.num(0, (1 << 31) - 1, "b")?;
            match (a, b) {
                (0, 0) => break,
                (0, _) | (_, 0) => return Err(format!("{a} {b}: not positive")),
                _ => {}
            }
        },
        "cf15c" => {
            let n = t.num(1, 100_000, "n")?;
            (0..2 * n).try_for_each(|_| t.num(1, 10_000_000_000_000_000, "x_i, m_i").map(drop))?;
        }
        "cf603c" => {
            let n = t.num(1, 100_000, "n")?;
            t.num(1, 1_000_000_000, "k")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
        }
        "cf850c" => {
            let n = t.num(1, 100, "n")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
        }
        "p10507" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(1, 1000, "N")?;
                distinct(t, n, 1, 10_000, "P_i")?;
            }
        }
        "p10501" => {
            while !t.done() {
                t.num(2, 200, "W")?;
                t.num(2, 200, "H")?;
            }
        }
        "p10506" => {
            while !t.done() {
                let n = t.num(1, 100, "n")?;
                (0..n).try_for_each(|_| t.num(1, 1000, "a_i").map(drop))?;
            }
        }
        "p3480" => {
            for _ in 0..t.num(1, 10, "u")? {
                let n = t.num(1, 1000, "n")?;
                let (mut last, mut total) = (0, 0);
                for _ in 0..n {
                    let a = t.num(last, 10_000, "a_i (non-decreasing)")?;
                    (last, total) = (a, total + a);
                }
                if total > 10_000 {
                    return Err(format!("{total} pebbles"));
                }
            }
        }
        "p3185" => {
            for _ in 0..t.num(1, 10, "t")? {
                let n = t.num(2, 21, "n")?;
                (0..n).try_for_each(|_| t.num(0, 10_000, "p_i").map(drop))?;
            }
        }
        "p2594" => {
            for _ in 0..t.num(1, 50, "T")? {
                let (n, m) = (t.num(1, 100, "n")?, t.num(1, 100, "m")?);
                for _ in 0..n {
                    let row = t.it.next().ok_or("input ended: expected a row")?;
                    if row.len() as u64 != m || row.bytes().any(|b| b != b'H' && b != b'T') {
                        return Err(format!("row {row:?} is not {m} of H and T"));
                    }
                }
            }
        }
        "p3179" => {
            let n = t.num(1, 1_000_000_000, "n")?;
            for _ in 0..t.num(1, 100, "k")? {
                let w = t.num(1, 100, "w")?;
                distinct(t, w, 1, n, "a white cell")?;
            }
        }
        "p3235" => {
            let games = t.num(1, 99, "T")?;
            t.num(1, 99_999, "F")?;
            for _ in 0..games {
                let n = t.num(1, 99, "N")?;
                (0..n).try_for_each(|_| t.num(1, 99_999, "a heap").map(drop))?;
            }
        }
        "p4101" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(1, 1_000_000_000, "n")?;
                t.num(1, 1_000_000_000, "m")?;
            }
        }
        "p2490" => {
            let n = t.num(1, 10_000, "n")?;
            let k = t.num(1, n.min(100), "k")?;
            if k % 2 == 1 {
                return Err(format!("k = {k} is odd"));
            }
            t.num(1, k, "d")?;
        }
        "p6560" => {
            let (n, m, q) = (
                t.num(1, 100_000, "n")?,
                t.num(1, 500_000, "m")?,
                t.num(1, 500, "q")?,
            );
            for _ in 0..m {
                t.num(1, n, "u_i")?;
                t.num(1, n, "v_i")?;
            }
            for _ in 0..q {
                let (x, y) = (t.num(1, n, "x")?, t.num(1, n, "y")?);
                if x == y {
                    return Err(format!("start {x} is the goal"));
                }
            }
        }
        _ => return Err(format!("no statement checker for {bin}")),
    }
    t.end()
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
