//! Reference solvers for the AtCoder binaries (rows of [`super::contests::PROBLEMS`]): each case
//! is decided by exhaustive search ([`super::atcoder`]) when small, and otherwise by a
//! reference written here from the definitions, independently of the library, and checked
//! against the search on the small cases it meets.

use super::atcoder as a;
use super::problems::{word, Input};
use std::collections::HashMap;

fn mex(seen: &[u64]) -> u64 {
    let mut seen = seen.to_vec();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

/// Stretches `[lo, hi)` valued by their definition, memoised.
fn stretch(lo: u64, hi: u64, list: &[(u64, u64)], memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&g) = memo.get(&(lo, hi)) {
        return g;
    }
    let inside: Vec<(u64, u64)> = list
        .iter()
        .copied()
        .filter(|&(l, r)| lo <= l && r <= hi)
        .collect();
    let seen: Vec<u64> = inside
        .iter()
        .map(|&(l, r)| stretch(lo, l, list, memo) ^ stretch(r, hi, list, memo))
        .collect();
    let g = mex(&seen);
    memo.insert((lo, hi), g);
    g
}

pub fn abc206f(inp: &mut Input, out: &mut String) {
    let mut search = a::intervals();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut list: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
        list.sort_unstable();
        let reference = stretch(0, 101, &list, &mut HashMap::new()) != 0;
        if list.len() <= 10 {
            assert_eq!(search.wins(&list), reference, "the reference, {list:?}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

pub fn abc255g(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64(), inp.u64());
    let heaps = inp.list(n);
    let pairs: Vec<(u64, u64)> = (0..m).map(|_| (inp.u64(), inp.u64())).collect();
    let top = heaps.iter().copied().max().unwrap_or(0);
    // By the definition: the mex over the allowed takes.
    let mut g = vec![0u64; top as usize + 1];
    for x in 1..=top {
        let seen: Vec<u64> = (1..=x)
            .filter(|&y| !pairs.contains(&(x, y)))
            .map(|y| g[(x - y) as usize])
            .collect();
        g[x as usize] = mex(&seen);
    }
    let mut search = a::forbidden_nim(pairs.clone());
    for x in 0..=top.min(12) {
        assert_eq!(g[x as usize], search.grundy(&vec![x]), "the reference, {x}");
    }
    let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
    word(x != 0, "Takahashi", "Aoki", out);
}

pub fn abc354e(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let cards: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
    let wins = a::remove_pairs(cards).wins(&((1 << n) - 1));
    word(wins, "Takahashi", "Aoki", out);
}

pub fn abc212h(inp: &mut Input, out: &mut String) {
    const P: u64 = 998_244_353;
    let (n, k) = (inp.u64(), inp.u64());
    let sizes = inp.list(k);
    let top = sizes.iter().copied().max().unwrap_or(0);
    let space = (top + 1).next_power_of_two() as usize;
    // Rows by length: ways[v] rows of the current length with XOR v.
    let mut ways = vec![0u64; space];
    ways[0] = 1;
    let mut wins = 0;
    for _ in 0..n {
        let mut next = vec![0u64; space];
        for (v, &w) in ways.iter().enumerate() {
            if w != 0 {
                for &s in &sizes {
                    let t = v ^ s as usize;
                    next[t] = (next[t] + w) % P;
                }
            }
        }
        ways = next;
        wins = (wins + ways.iter().skip(1).fold(0, |acc, &w| (acc + w) % P)) % P;
    }
    out.push_str(&format!("{wins}\n"));
}

pub fn arc137c(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let list = inp.list(n);
    let (second, top) = (list[n as usize - 2], list[n as usize - 1]);
    // The editorial's rule: a gap of 2 at the top wins; else the parity of the free numbers.
    let reference = top - second >= 2 || (top + 1 - n) % 2 == 1;
    if top <= 10 {
        assert_eq!(
            a::distinct_numbers().wins(&list),
            reference,
            "the reference, {list:?}"
        );
    }
    word(reference, "Alice", "Bob", out);
}

pub fn abc059d(inp: &mut Input, out: &mut String) {
    let (x, y) = (inp.u64(), inp.u64());
    // The editorial's rule: a difference of at most 1 loses (the second player answers every
    // move so as to restore it); checked against the search where the piles are small.
    let reference = x.max(y) - x.min(y) >= 2;
    if x <= 30 && y <= 30 {
        assert_eq!(a::half_across().wins(&(x, y)), reference, "({x}, {y})");
    }
    word(reference, "Alice", "Brown", out);
}

pub fn arc105d(inp: &mut Input, out: &mut String) {
    let mut search = a::bags_to_dishes();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        // Bags of no coins (beyond the statement) are no bags.
        let mut bags: Vec<u64> = inp.list(n).into_iter().filter(|&b| b > 0).collect();
        bags.sort_unstable();
        // The editorial's rule: an odd count loses; an even one wins unless every size occurs
        // an even number of times (the second player mirrors).
        let mut counts = std::collections::HashMap::new();
        for &b in &bags {
            *counts.entry(b).or_insert(0u64) += 1;
        }
        let reference = bags.len() % 2 == 0 && counts.values().any(|c| c % 2 == 1);
        if bags.len() <= 4 && bags.iter().all(|&b| b <= 3) {
            let start = (bags.clone(), vec![0; bags.len()]);
            assert_eq!(search.wins(&start), reference, "the reference, {bags:?}");
        }
        word(reference, "First", "Second", out);
    }
}

pub fn agc002e(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    // Empty piles (beyond the statement) are no piles.
    let mut a: Vec<u64> = inp.list(n).into_iter().filter(|&p| p > 0).collect();
    a.sort_unstable_by(|x, y| y.cmp(x));
    // The editorial's walk, 1-indexed: the last k with a_k ≥ k, then the parities of the
    // straight runs from that diagonal cell.
    let reference = match a.len() {
        0 => true,
        len => {
            let k = (1..=len)
                .take_while(|&k| a[k - 1] >= k as u64)
                .last()
                .unwrap_or(1);
            let up = a[k - 1] - k as u64;
            let right = a[k..].iter().filter(|&&p| p >= k as u64).count();
            up % 2 == 1 || right % 2 == 1
        }
    };
    if a.len() <= 5 && a.iter().all(|&p| p <= 6) {
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(
            a::candy_piles().wins(&sorted),
            reference,
            "the reference, {a:?}"
        );
    }
    word(reference, "First", "Second", out);
}

pub fn abc048d(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes();
    // The editorial's rule: the last word alternates two letters, odd in length iff its ends
    // (never deleted) are equal; so the parity of the moves is fixed.
    let reference = (s.len() % 2 == 1) != (s[0] == s[s.len() - 1]);
    if s.len() <= 10 {
        assert_eq!(
            a::distinct_neighbours().wins(&s.to_vec()),
            reference,
            "the reference, {s:?}"
        );
    }
    word(reference, "First", "Second", out);
}

pub fn agc033c(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let edges: Vec<(u32, u32)> = (1..n)
        .map(|_| (inp.u64() as u32 - 1, inp.u64() as u32 - 1))
        .collect();
    // The editorial's rule: the longest path's vertex count D; D ≡ 2 (mod 3) loses. D from the
    // eccentricities of all vertices (a search from each, O(n²), on the sizes this meets).
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in &edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let eccentricity = |s: usize| {
        let mut depth = vec![0usize; n];
        depth[s] = 1;
        let mut stack = vec![s];
        let mut top = 1;
        while let Some(v) = stack.pop() {
            top = top.max(depth[v]);
            for &w in &adjacent[v] {
                if depth[w] == 0 {
                    depth[w] = depth[v] + 1;
                    stack.push(w);
                }
            }
        }
        top
    };
    let d = if n <= 3000 {
        (0..n).map(eccentricity).max().unwrap_or(0)
    } else {
        // Larger trees: from the farthest vertex of vertex 0's search.
        let mut depth = vec![0usize; n];
        depth[0] = 1;
        let mut stack = vec![0];
        let mut far = 0;
        while let Some(v) = stack.pop() {
            if depth[v] > depth[far] {
                far = v;
            }
            for &w in &adjacent[v] {
                if depth[w] == 0 {
                    depth[w] = depth[v] + 1;
                    stack.push(w);
                }
            }
        }
        eccentricity(far)
    };
    let reference = d % 3 != 2;
    if n <= 8 {
        let won = a::coins_to_vertex(n, edges).wins(&((1u32 << n) - 1));
        assert_eq!(won, reference, "the reference, n = {n}");
    }
    word(reference, "First", "Second", out);
}

pub fn arc091f(inp: &mut Input, out: &mut String) {
    let mut search = a::strange_nim();
    let mut x = 0;
    for _ in 0..inp.u64() {
        let (heap, k) = (inp.u64(), inp.u64());
        // By the definition, a table to the heap.
        let mut g = vec![0u64; heap as usize + 1];
        for s in 1..=heap {
            let seen: Vec<u64> = (1..=s / k).map(|t| g[(s - t) as usize]).collect();
            g[s as usize] = mex(&seen);
        }
        if heap <= 60 {
            assert_eq!(g[heap as usize], search.grundy(&(heap, k)), "the reference");
        }
        x ^= g[heap as usize];
    }
    word(x != 0, "Takahashi", "Aoki", out);
}

pub fn agc017d(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let edges = (1..n)
        .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
        .collect();
    word(
        super::graph_solvers::hackenbush_value(edges) != 0,
        "Alice",
        "Bob",
        out,
    );
}

/// Whether the player to move wins with the token on `v`, having come from `from`, by the
/// editorial's rule: some downhill neighbour (not where it came from) is a loss.
fn token_wins(v: usize, from: usize, stones: &[u64], adjacent: &[Vec<usize>]) -> bool {
    adjacent[v]
        .iter()
        .any(|&u| u != from && stones[u] < stones[v] && !token_wins(u, v, stones, adjacent))
}

pub fn agc010f(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let stones = inp.list(n as u64);
    let mut adjacent = vec![Vec::new(); n];
    for _ in 1..n {
        let (x, y) = (inp.u64() as usize - 1, inp.u64() as usize - 1);
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    let small = n <= 6 && stones.iter().all(|&s| s <= 3);
    let mut search = a::tree_token(adjacent.clone());
    let mut winners = Vec::new();
    for v in 0..n {
        let reference = token_wins(v, usize::MAX, &stones, &adjacent);
        if small {
            assert_eq!(
                search.wins(&(stones.clone(), v)),
                reference,
                "the reference"
            );
        }
        if reference {
            winners.push((v + 1).to_string());
        }
    }
    out.push_str(&winners.join(" "));
    out.push('\n');
}

pub fn arc151c(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64(), inp.u64());
    let cells: Vec<(u64, u64)> = (0..m).map(|_| (inp.u64(), inp.u64())).collect();
    // The editorial's rule: an empty row is won iff N is odd; otherwise the two end gaps count
    // by their lengths and each inner gap between equal digits by 1, all xored.
    let reference = match (cells.first(), cells.last()) {
        (Some(&(x1, _)), Some(&(xm, _))) => {
            let equal = cells.windows(2).filter(|w| w[0].1 == w[1].1).count() as u64;
            (x1 - 1) ^ (n - xm) ^ (equal % 2) != 0
        }
        _ => n % 2 == 1,
    };
    if n <= 9 {
        let mut row = vec![2u8; n as usize];
        cells
            .iter()
            .for_each(|&(x, y)| row[x as usize - 1] = y as u8);
        assert_eq!(
            a::alternating_fill().wins(&row),
            reference,
            "the reference, {row:?}"
        );
    }
    word(reference, "Takahashi", "Aoki", out);
}

pub fn arc168b(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    // The editorial's rule: a nonzero nim-sum wins with any large k; otherwise the largest size
    // that occurs an odd number of times, less one (0 if there is none).
    let mut counts: HashMap<u64, u64> = HashMap::new();
    piles
        .iter()
        .filter(|&&p| p > 0)
        .for_each(|&p| *counts.entry(p).or_default() += 1);
    let odd = counts
        .iter()
        .filter(|(_, &c)| c % 2 == 1)
        .map(|(&v, _)| v)
        .max();
    let reference = match piles.iter().fold(0, |x, &p| x ^ p) {
        0 => odd.map_or(0, |v| v as i128 - 1),
        _ => -1,
    };
    if n <= 4 && piles.iter().all(|&p| p <= 6) {
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let wins: Vec<bool> = (1..=7u64)
            .map(|m| super::games::subtraction((1..=m).collect()).wins(&sorted))
            .collect();
        let searched = match (wins[6], wins.iter().rposition(|&w| w)) {
            (true, _) => -1,
            (false, m) => m.map_or(0, |m| m as i128 + 1),
        };
        assert_eq!(searched, reference, "the reference, {piles:?}");
    }
    out.push_str(&format!("{reference}\n"));
}

pub fn typical90_ae(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let (white, blue) = (inp.list(n), inp.list(n));
    // The official solution's way: a table of Grundy values by the mex rule over every move,
    // for 50 white and the 50 + 50·51/2 blue a pile can reach (built once).
    static TABLE: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let top = 50 + 50 * 51 / 2;
        let mut g = vec![vec![0u64; top + 51]; 51];
        for w in 0..=50 {
            for b in 0..=top + 50 - w {
                let mut seen = vec![false; b + 2];
                if w >= 1 {
                    let v = g[w - 1][b + w] as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
                (1..=b / 2).for_each(|k| seen[g[w][b - k] as usize] = true);
                g[w][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        g
    });
    let sum = (0..n as usize).fold(0, |s, i| s ^ table[white[i] as usize][blue[i] as usize]);
    let reference = sum != 0;
    if n <= 2 && white.iter().all(|&w| w <= 3) && blue.iter().all(|&b| b <= 8) {
        let mut piles: Vec<(u64, u64)> = white.iter().copied().zip(blue.iter().copied()).collect();
        piles.sort_unstable();
        assert_eq!(
            a::white_blue().wins(&piles),
            reference,
            "the reference, {piles:?}"
        );
    }
    word(reference, "First", "Second", out);
}
