//! Reference solvers for the Codeforces binaries, continued from [`super::codeforces_more`]:
//! each decides small cases by exhaustive search ([`super::codeforces_games`],
//! [`super::codeforces_loopy`]) and checks against it a reference written from the
//! editorial's rule, independently of the library.

use super::problems::Input;
use std::collections::HashMap;

pub fn cf39e(inp: &mut Input, out: &mut String) {
    let (a, b, n) = (inp.u64(), inp.u64(), inp.u64());
    let below = |a: u64, b: u64| {
        (0..b)
            .try_fold(1u64, |p, _| p.checked_mul(a).filter(|&q| q < n))
            .is_some()
    };
    // A reference from the definitions with one shortcut: once a ≥ 2 and a^(b+1) ≥ n, only
    // boxes can be added, so the rest of the row is a count's parity. Memo on (a, b), worked
    // with an explicit stack (rows run to √n).
    let mut memo: HashMap<(u64, u64), Option<bool>> = HashMap::new();
    let mut stack = vec![(a, b)];
    while let Some(&(x, y)) = stack.last() {
        if memo.contains_key(&(x, y)) {
            stack.pop();
            continue;
        }
        if x >= 2 && !below(x, y + 1) {
            let (mut last, mut step) = (x, 1u64 << 40);
            while step > 0 {
                if below(last + step, y) {
                    last += step;
                }
                step /= 2;
            }
            memo.insert((x, y), Some((last - x) % 2 == 1));
            stack.pop();
            continue;
        }
        if x == 1 && !below(2, y) {
            memo.insert((x, y), None); // only items are left, for ever
            stack.pop();
            continue;
        }
        let options: Vec<(u64, u64)> = [(x + 1, y), (x, y + 1)]
            .into_iter()
            .filter(|&(p, q)| below(p, q))
            .collect();
        let missing: Vec<(u64, u64)> = options
            .iter()
            .copied()
            .filter(|o| !memo.contains_key(o))
            .collect();
        if !missing.is_empty() {
            stack.extend(missing);
            continue;
        }
        let values: Vec<Option<bool>> = options.iter().map(|o| memo[o]).collect();
        let value = match () {
            _ if values.contains(&Some(false)) => Some(true),
            _ if values.contains(&None) => None,
            _ => Some(false),
        };
        memo.insert((x, y), value);
        stack.pop();
    }
    let reference = memo[&(a, b)];
    if n <= 2000 {
        assert_eq!(
            super::codeforces_loopy::power_growth(n)[&(a, b)],
            reference,
            "the reference, {a} {b} {n}"
        );
    }
    out.push_str(match reference {
        Some(true) => "Masha\n",
        Some(false) => "Stas\n",
        None => "Missing\n",
    });
}

pub fn cf120e(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        // The mirror through the centre: the first player (taking the centre) on odd boards,
        // the second on even ones.
        let reference = n % 2 == 1;
        if n <= 4 {
            let searched = super::codeforces_games::knights(n as usize).wins(&0);
            assert_eq!(searched, reference, "the reference, n = {n}");
        }
        out.push_str(if reference { "0\n" } else { "1\n" });
    }
}

pub fn cf36d(inp: &mut Input, out: &mut String) {
    let (t, k) = (inp.u64(), inp.u64());
    for _ in 0..t {
        let (n, m) = (inp.u64(), inp.u64());
        // The editorial's rule: take whole blocks of k + 1 off both sides; an empty side wins,
        // else the parity of what is left and of the blocks taken (k = 1: lost iff both odd).
        let reference = if k == 1 {
            !(n % 2 == 1 && m % 2 == 1)
        } else {
            let blocks = u128::from(n.min(m)) / (u128::from(k) + 1);
            let (a, b) = (
                u128::from(n) - blocks * (u128::from(k) + 1),
                u128::from(m) - blocks * (u128::from(k) + 1),
            );
            a == 0 || b == 0 || (a + b + blocks) % 2 == 1
        };
        if n <= 60 && m <= 60 {
            let searched = super::codeforces_games::step_or_jump(k).wins(&(n - 1, m - 1));
            assert_eq!(searched, reference, "the reference, {n} × {m}, k = {k}");
        }
        out.push_str(if reference { "+\n" } else { "-\n" });
    }
}

pub fn cf305e(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes().to_vec();
    let n = s.len();
    // A reference by the mex rule on runs of cuttable letters (a cut kills its neighbours):
    // values to n, the sum over the runs, and each cut tried in order.
    let mut g = vec![0u64; n + 1];
    for len in 1..=n {
        let mut seen = vec![false; len + 2];
        for k in 1..=len {
            let v = (g[k.saturating_sub(2)] ^ g[(len - k).saturating_sub(1)]) as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        g[len] = seen.iter().position(|&b| !b).unwrap() as u64;
    }
    let cuttable: Vec<bool> = (0..n)
        .map(|i| i >= 1 && i + 1 < n && s[i - 1] == s[i + 1])
        .collect();
    let mut runs = Vec::new(); // (start, length)
    for i in 0..n {
        if cuttable[i] && (i == 0 || !cuttable[i - 1]) {
            let len = (i..n).take_while(|&j| cuttable[j]).count();
            runs.push((i, len));
        }
    }
    let total = runs.iter().fold(0, |x, &(_, len)| x ^ g[len]);
    let winning = runs
        .iter()
        .flat_map(|&(start, len)| (1..=len).map(move |k| (start, len, k)))
        .find(|&(_, len, k)| {
            total ^ g[len] ^ g[k.saturating_sub(2)] ^ g[(len - k).saturating_sub(1)] == 0
        });
    let reference = winning
        .filter(|_| total != 0)
        .map(|(start, _, k)| start + k);
    if n <= 9 {
        let mut game = super::codeforces_games::equal_sides_cut();
        let searched = (1..n.saturating_sub(1))
            .filter(|&i| cuttable[i])
            .find(|&i| {
                !game.wins(&super::codeforces_games::pieces(vec![
                    s[..i].to_vec(),
                    s[i + 1..].to_vec(),
                ]))
            });
        assert_eq!(searched.map(|i| i + 1), reference, "the reference, {s:?}");
    }
    match reference {
        Some(i) => out.push_str(&format!("First\n{i}\n")),
        None => out.push_str("Second\n"),
    }
}

pub fn cf335c(inp: &mut Input, out: &mut String) {
    let (r, n) = (inp.u64() as usize, inp.u64());
    let mut rows = vec![0u8; r];
    for _ in 0..n {
        let (i, c) = (inp.u64() as usize, inp.u64() as u8);
        rows[i - 1] = c;
    }
    // A reference by memo over stretches of free rows: (length, column forbidden at the top
    // row, at the bottom row), each cell of each row tried.
    fn value(len: usize, top: u8, bottom: u8, memo: &mut HashMap<(usize, u8, u8), u64>) -> u64 {
        if len == 0 {
            return 0;
        }
        if let Some(&v) = memo.get(&(len, top, bottom)) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 1..=len {
            for c in 1..=2u8 {
                if (i == 1 && top == c) || (i == len && bottom == c) {
                    continue;
                }
                seen.push(value(i - 1, top, 3 - c, memo) ^ value(len - i, 3 - c, bottom, memo));
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert((len, top, bottom), v);
        v
    }
    let mut memo = HashMap::new();
    let (mut x, mut start, mut top) = (0, 0, 0u8);
    // Each reclaimed row ends a stretch; a free row of 0 after the last ends the final one.
    for (i, &c) in rows.iter().chain([0].iter()).enumerate() {
        if i == r || c != 0 {
            let bottom = if i == r { 0 } else { 3 - c };
            x ^= value(i - start, top, bottom, &mut memo);
            top = 3 - c;
            start = i + 1;
        }
    }
    let reference = x != 0;
    if r <= 7 {
        assert_eq!(
            super::codeforces_games::river_cells().wins(&rows),
            reference,
            "the reference, {rows:?}"
        );
    }
    out.push_str(if reference { "WIN\n" } else { "LOSE\n" });
}

/// Grundy values of heaps `0..len` for 1091H's takes (a prime or a product of two primes, not
/// `f`), by the mex rule turned around: each value's heaps that reach it, as bits, each heap
/// adding its takes shifted to it word by word. Checked against the plain mex rule below 3000.
fn tricolore_values(len: usize, f: usize) -> Vec<u32> {
    let words = len / 64 + 2;
    let mut takes = vec![0u64; words];
    for k in 2..len {
        if k != f && super::codeforces_games::one_or_two_primes(k as u64) {
            takes[k / 64] |= 1 << (k % 64);
        }
    }
    let mut reach: Vec<Vec<u64>> = Vec::new();
    let mut values = Vec::with_capacity(len);
    for x in 0..len {
        let v = (0..reach.len())
            .find(|&v| reach[v][x / 64] >> (x % 64) & 1 == 0)
            .unwrap_or(reach.len());
        if v == reach.len() {
            reach.push(vec![0; words]);
        }
        values.push(v as u32);
        let (q, r) = (x / 64, x % 64);
        for i in 0..words - q {
            let low = if r == 0 || i == 0 {
                0
            } else {
                takes[i - 1] >> (64 - r)
            };
            reach[v][q + i] |= takes[i] << r | low;
        }
    }
    if len <= 3000 {
        for x in 0..len {
            let options: Vec<u32> = (2..=x)
                .filter(|&k| takes[k / 64] >> (k % 64) & 1 == 1)
                .map(|k| values[x - k])
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(values[x], mex, "the mex rule at {x}");
        }
    }
    values
}

pub fn cf1091h(inp: &mut Input, out: &mut String) {
    let (n, f) = (inp.u64(), inp.u64() as i64);
    let mut coordinate = || inp.token().parse::<i64>().unwrap();
    let rows: Vec<[i64; 3]> = (0..n)
        .map(|_| [coordinate(), coordinate(), coordinate()])
        .collect();
    let gaps: Vec<usize> = rows
        .iter()
        .flat_map(|c| [(c[1] - c[0] - 1) as usize, (c[2] - c[1] - 1) as usize])
        .collect();
    let len = gaps.iter().max().unwrap() + 1;
    let values = tricolore_values(len, f as usize);
    let alice = gaps.iter().fold(0, |x, &g| x ^ values[g]) != 0;
    if n <= 2 && gaps.iter().all(|&g| g < 9) {
        let mut game = super::codeforces_games::tricolore(f);
        assert_eq!(
            game.wins(&(rows.clone(), true)),
            alice,
            "Alice first, {rows:?}"
        );
        assert_eq!(
            game.wins(&(rows.clone(), false)),
            alice,
            "Bob first, {rows:?}"
        );
    }
    out.push_str(if alice {
        "Alice\nBob\n"
    } else {
        "Bob\nAlice\n"
    });
}

pub fn cf1037g(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes().to_vec();
    // A reference by the mex rule on substrings, remembered by their ends: deleting a letter
    // leaves the pieces between its copies, each a substring again.
    fn value(s: &[u8], l: usize, r: usize, memo: &mut HashMap<(usize, usize), u32>) -> u32 {
        if let Some(&v) = memo.get(&(l, r)) {
            return v;
        }
        let mut letters = s[l..=r].to_vec();
        letters.sort_unstable();
        letters.dedup();
        let mut seen = Vec::new();
        for c in letters {
            let (mut x, mut start) = (0, l);
            for i in l..=r + 1 {
                if i == r + 1 || s[i] == c {
                    if start < i {
                        x ^= value(s, start, i - 1, memo);
                    }
                    start = i + 1;
                }
            }
            seen.push(x);
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert((l, r), v);
        v
    }
    let (mut memo, mut game) = (HashMap::new(), super::codeforces_games::delete_letter());
    for _ in 0..inp.u64() {
        let (l, r) = (inp.u64() as usize - 1, inp.u64() as usize - 1);
        let reference = value(&s, l, r, &mut memo) != 0;
        if r - l < 7 {
            let searched = game.wins(&vec![s[l..=r].to_vec()]);
            assert_eq!(searched, reference, "the reference, {:?}", &s[l..=r]);
        }
        out.push_str(if reference { "Alice\n" } else { "Bob\n" });
    }
}

pub fn cf1149e(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64() as usize, inp.u64() as usize);
    let h = inp.list(n as u64);
    let roads: Vec<(usize, usize)> = (0..m)
        .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
        .collect();
    // A reference from the editorial's rule: each city's level is the mex of its successors'
    // (in Kahn's order from the sinks); the first party loses iff every level's taxes XOR to
    // 0. The move: on the highest non-zero level, the first city whose tax holds the XOR's top
    // bit, and on each lower level the first successor of it, in road order, XOR-ed clear.
    let mut next = vec![Vec::new(); n];
    let mut waiting = vec![0usize; n]; // successors whose level is not known yet
    let mut before = vec![Vec::new(); n];
    for &(u, v) in &roads {
        next[u].push(v);
        before[v].push(u);
        waiting[u] += 1;
    }
    let mut level = vec![0usize; n];
    let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
    while let Some(v) = ready.pop() {
        let seen: Vec<usize> = next[v].iter().map(|&u| level[u]).collect();
        level[v] = (0..).find(|l| !seen.contains(l)).unwrap();
        for &u in &before[v] {
            waiting[u] -= 1;
            if waiting[u] == 0 {
                ready.push(u);
            }
        }
    }
    let mut xor = vec![0u64; n + 1];
    (0..n).for_each(|v| xor[level[v]] ^= h[v]);
    let reference = (0..=n).rev().find(|&t| xor[t] != 0).map(|top| {
        let x = xor[top];
        let v = (0..n)
            .find(|&v| level[v] == top && h[v] ^ x < h[v])
            .unwrap();
        let mut after = h.clone();
        after[v] ^= x;
        for &u in &next[v] {
            after[u] ^= xor[level[u]];
            xor[level[u]] = 0;
        }
        // Valid: v lowered, only its successors changed, and every level's XOR now 0.
        assert!(after[v] < h[v] && after.iter().all(|&t| t <= 2_000_000_000_000_000_000));
        assert!((0..n).all(|u| u == v || after[u] == h[u] || next[v].contains(&u)));
        let mut check = vec![0u64; n + 1];
        (0..n).for_each(|u| check[level[u]] ^= after[u]);
        assert!(
            check.iter().all(|&c| c == 0),
            "the move leaves a level non-zero"
        );
        after
    });
    if n <= 3 && h.iter().all(|&t| t <= 3) {
        let succ: Vec<u32> = next
            .iter()
            .map(|s| s.iter().fold(0, |b, &u| b | 1 << u))
            .collect();
        let mut game = super::codeforces_games::rewrite_successors(succ, 3);
        assert_eq!(
            game.wins(&h),
            reference.is_some(),
            "the reference, {h:?} {roads:?}"
        );
        if let Some(after) = &reference {
            assert!(
                !game.wins(after),
                "the move leaves a won position, {after:?}"
            );
        }
    }
    match reference {
        Some(after) => {
            let taxes: Vec<String> = after.iter().map(u64::to_string).collect();
            out.push_str(&format!("WIN\n{}\n", taxes.join(" ")));
        }
        None => out.push_str("LOSE\n"),
    }
}
