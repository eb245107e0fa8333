//! Reference solvers for the Codeforces binaries, continued from [`super::codeforces_solvers`]:
//! each decides small cases by exhaustive search ([`super::codeforces`]) and checks against it
//! a reference written from the editorial's rule, independently of the library.

use super::codeforces as c;
use super::problems::{word, Input};

/// The mex of `seen` (values below 64).
fn mex(seen: u64) -> u64 {
    u64::from((!seen).trailing_zeros())
}

pub fn cf1704f(inp: &mut Input, out: &mut String) {
    // Dawson's Kayles by the mex rule to 1000; past it, the period 34 seen between 200 and 1000.
    let mut g = vec![0u64; 1000];
    for n in 2..g.len() {
        g[n] = mex((0..=n - 2).fold(0, |s, i| s | 1 << (g[i] ^ g[n - 2 - i])));
    }
    assert!((200..1000).all(|n| g[n] == g[n - 34]), "period 34");
    let dawson = |l: usize| g[if l < 1000 { l } else { 966 + (l - 966) % 34 }];
    for _ in 0..inp.u64() {
        inp.u64();
        let s = inp.token().as_bytes();
        // The editorial's rule: more red wins for Alice, more blue for Bob; with as many of
        // each, Dawson's Kayles on each maximal alternating stretch.
        let red = s.iter().filter(|&&b| b == b'R').count();
        let reference = match (2 * red).cmp(&s.len()) {
            std::cmp::Ordering::Equal => {
                let mut stretches = vec![1];
                for w in s.windows(2) {
                    match w[0] != w[1] {
                        true => *stretches.last_mut().unwrap() += 1,
                        false => stretches.push(1),
                    }
                }
                stretches.iter().fold(0, |x, &l| x ^ dawson(l)) != 0
            }
            more => more == std::cmp::Ordering::Greater,
        };
        if s.len() <= 11 {
            let searched = c::colouring().wins(&(s.to_vec(), true));
            assert_eq!(searched, reference, "the reference, {s:?}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

/// The Grundy value of the game on exponents 1..=k where choosing i removes its multiples,
/// by search, cached for every k asked so far.
fn exponent_chain(k: usize) -> u64 {
    static CACHE: std::sync::Mutex<Vec<u64>> = std::sync::Mutex::new(Vec::new());
    fn search(left: u32, k: u32, memo: &mut std::collections::HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&left) {
            return v;
        }
        let mut seen = 0;
        for i in (1..=k).filter(|&i| left >> (i - 1) & 1 == 1) {
            let multiples: u32 = (i..=k).step_by(i as usize).map(|j| 1 << (j - 1)).sum();
            seen |= 1 << search(left & !multiples, k, memo);
        }
        memo.insert(left, mex(seen));
        mex(seen)
    }
    let mut cache = CACHE.lock().unwrap();
    while cache.len() <= k {
        let k = cache.len() as u32;
        let all = ((1u64 << k) - 1) as u32;
        let v = search(all, k, &mut Default::default());
        cache.push(v);
    }
    cache[k]
}

pub fn cf317d(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    // The editorial's rule: the chains {b, b², …} of the bases that are no perfect power are
    // played apart; a chain of k is the game on exponents; lone numbers are worth 1 each.
    let is_power = |b: u64| {
        (2..64u32).any(|e| {
            let r = (b as f64).powf(1.0 / f64::from(e)).round() as u64;
            (r.saturating_sub(1)..=r + 1).any(|r| r >= 2 && r.checked_pow(e) == Some(b))
        })
    };
    let (mut sum, mut in_chains) = (0, 0);
    for b in (2..).take_while(|&b| b * b <= n).filter(|&b| !is_power(b)) {
        let k = (1..)
            .take_while(|&e| b.checked_pow(e).is_some_and(|p| p <= n))
            .count();
        sum ^= exponent_chain(k);
        in_chains += k as u64;
    }
    let reference = sum ^ ((n - in_chains) % 2) != 0;
    if n <= 20 {
        let searched = c::powers_game().wins(&((1u32 << n) - 1));
        assert_eq!(searched, reference, "the reference, n = {n}");
    }
    word(reference, "Vasya", "Petya", out);
}

/// 255E: G(x) by the mex rule: to 10^12 from G(0..=10^6) and counts of each value below every
/// y (built once), beyond from those values.
fn root_range(x: u64) -> u64 {
    const N: usize = 1_000_001;
    static COUNTS: std::sync::OnceLock<Vec<[u32; 5]>> = std::sync::OnceLock::new();
    let isqrt = |x: u64| {
        // A binary search on r² ≤ x.
        let (mut lo, mut hi) = (0u64, 1 << 32);
        while lo + 1 < hi {
            let mid = (lo + hi) / 2;
            if mid * mid <= x {
                lo = mid
            } else {
                hi = mid
            }
        }
        lo
    };
    let fourth_up = |x: u64| {
        (0..)
            .find(|&r: &u64| u128::from(r).pow(4) >= u128::from(x))
            .unwrap()
    };
    let counts = COUNTS.get_or_init(|| {
        let mut c = vec![[0u32; 5]; N + 1];
        for y in 0..N {
            let g = match y < 2 {
                true => 0,
                false => {
                    let (lo, hi) = (fourth_up(y as u64) as usize, isqrt(y as u64) as usize);
                    (0..5).find(|&v| c[hi + 1][v] == c[lo][v]).unwrap()
                }
            };
            c[y + 1] = c[y];
            c[y + 1][g] += 1;
        }
        c
    });
    let small = |x: u64| -> u64 {
        let (lo, hi) = (fourth_up(x) as usize, isqrt(x) as usize);
        (0..5)
            .find(|&v| counts[hi + 1][v] == counts[lo][v])
            .unwrap() as u64
    };
    if x < 2 {
        return 0;
    }
    if x <= 1_000_000_000_000 {
        return small(x);
    }
    // Beyond 10^12: the values G takes on [⌈x^{1/4}⌉, ⌊√x⌋] (below 2^32), one block of equal
    // ⌊√y⌋ at a time, at the block's start and wherever ⌈y^{1/4}⌉ steps up inside it.
    let (lo, hi) = (fourth_up(x), isqrt(x));
    let mut seen = 0u64;
    for r in isqrt(lo)..=isqrt(hi) {
        let (a, b) = ((r * r).max(lo), ((r + 1) * (r + 1) - 1).min(hi));
        let steps = (fourth_up(a)..=fourth_up(b)).map(|k| (k - 1).pow(4) + 1);
        for y in std::iter::once(a).chain(steps.filter(|&y| a < y && y <= b)) {
            seen |= 1 << small(y.max(2));
        }
    }
    u64::from((!seen).trailing_zeros())
}

pub fn cf255e(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    let reference = piles.iter().fold(0, |s, &a| s ^ root_range(a)) != 0;
    if n <= 3 && piles.iter().all(|&a| a <= 20) {
        let searched = c::root_range().wins(&piles);
        assert_eq!(searched, reference, "the reference, {piles:?}");
    }
    word(reference, "Furlo", "Rublo", out);
}

pub fn cf1312f(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let takes = [inp.u64(), inp.u64(), inp.u64()];
        let castles = inp.list(n);
        // The editorial's way: values of (defenders, last kind) by the mex rule to 3000, then
        // the least period that the last 2000 of them show.
        let mut g = vec![[0u64; 3]; 3000];
        for s in 1..g.len() {
            for last in 0..3 {
                let options = (0..3).filter(|&k| k == 0 || k != last);
                let seen =
                    options.fold(0, |m, k| m | 1 << g[s.saturating_sub(takes[k] as usize)][k]);
                g[s][last] = mex(seen);
            }
        }
        let period = (1..=500)
            .find(|&p| (1000..3000).all(|s| g[s] == g[s - p]))
            .unwrap();
        let at = |a: u64, last: usize| match a < 3000 {
            true => g[a as usize][last],
            false => g[1000 + ((a - 1000) % period as u64) as usize][last],
        };
        let sum = castles.iter().fold(0, |s, &a| s ^ at(a, 0));
        let mut reference = 0;
        for &a in castles.iter().filter(|&&a| a > 0) {
            for (k, &t) in takes.iter().enumerate() {
                reference += u64::from(sum ^ at(a, 0) ^ at(a.saturating_sub(t), k) == 0);
            }
        }
        if n <= 3 && castles.iter().all(|&a| a <= 20) {
            let mut game = c::three_kinds(takes);
            let mut searched = 0;
            for i in (0..castles.len()).filter(|&i| castles[i] > 0) {
                for (k, &t) in takes.iter().enumerate() {
                    let mut next: Vec<(u64, u8)> = castles.iter().map(|&a| (a, 0)).collect();
                    next[i] = (castles[i].saturating_sub(t), k as u8);
                    next.sort_unstable();
                    searched += u64::from(!game.wins(&next));
                }
            }
            assert_eq!(searched, reference, "the reference, {takes:?} {castles:?}");
        }
        out.push_str(&format!("{reference}\n"));
    }
}

pub fn cf346a(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let set = inp.list(n);
    // The editorial's rule: the set ends as the multiples of its gcd up to its largest, one
    // number a move.
    let (mut g, max) = (0u64, *set.iter().max().unwrap());
    for &a in &set {
        let (mut x, mut y) = (g, a);
        while y != 0 {
            (x, y) = (y, x % y);
        }
        g = x;
    }
    let reference = (max / g - n) % 2 == 1;
    if max <= 12 {
        let mut sorted = set.clone();
        sorted.sort_unstable();
        let searched = c::difference_closure().wins(&sorted);
        assert_eq!(searched, reference, "the reference, {set:?}");
    }
    word(reference, "Alice", "Bob", out);
}

pub fn cf1191d(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let piles = inp.list(n);
    // The editorial's rule: the first player loses at once on a value three times, two pairs,
    // a pair of zeros or a pair v, v beside a v − 1; else Σa − n(n − 1)/2 moves are played.
    let mut count = std::collections::BTreeMap::new();
    for &a in &piles {
        *count.entry(a).or_insert(0u64) += 1;
    }
    let pairs: Vec<u64> = count.iter().filter(|e| *e.1 >= 2).map(|e| *e.0).collect();
    let stuck = count.values().any(|&c| c >= 3)
        || pairs.len() >= 2
        || pairs
            .iter()
            .any(|&v| v == 0 || count.contains_key(&(v - 1)));
    let sum: u128 = piles.iter().map(|&a| u128::from(a)).sum();
    let floor = u128::from(n) * u128::from(n - 1) / 2;
    let reference = !stuck && sum >= floor && (sum - floor) % 2 == 1;
    if n <= 6 && piles.iter().all(|&a| a <= 8) {
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        assert_eq!(
            c::stay_distinct().wins(&sorted),
            reference,
            "the reference, {piles:?}"
        );
    }
    word(reference, "sjfnb", "cslnb", out);
}

pub fn cf1451f(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let (n, m) = (inp.u64() as usize, inp.u64() as usize);
        let grid = inp.list((n * m) as u64);
        // The editorial's rule: the second player wins iff every anti-diagonal xors to 0.
        let reference = (0..n + m - 1).any(|d| {
            let cells = (0..n).filter(|&r| d >= r && d - r < m);
            cells.fold(0, |x, r| x ^ grid[r * m + d - r]) != 0
        });
        if n * m <= 6 && grid.iter().all(|&v| v <= 1) {
            let searched = c::path_rewrite(n, m, 1).wins(&grid);
            assert_eq!(searched, reference, "the reference, {n} × {m}: {grid:?}");
        }
        word(reference, "Ashish", "Jeel", out);
    }
}

pub fn cf1190c(inp: &mut Input, out: &mut String) {
    let (n, k) = (inp.u64() as usize, inp.u64() as usize);
    let row: Vec<u8> = inp.token().bytes().map(|b| b - b'0').collect();
    // The editorial's rule: the first player wins only on her first move; the second wins iff
    // every first move leaves him a finishing move; else neither (a repainted window passes).
    let at: Vec<Vec<usize>> = (0..2)
        .map(|c| (0..n).filter(|&i| row[i] == c).collect())
        .collect();
    let fits = |lo: Option<usize>, hi: Option<usize>| lo.zip(hi).map_or(true, |(l, h)| h - l < k);
    let reference = if (0..2).any(|c| fits(at[c].first().copied(), at[c].last().copied())) {
        "tokitsukaze"
    } else {
        // After painting [i, i + k) with c: o's cards outside it, and c's cards with it.
        let all = (0..=n - k).all(|i| {
            (0..2).all(|c| {
                let o = &at[1 - c];
                let (below, from) = (
                    o.partition_point(|&p| p < i),
                    o.partition_point(|&p| p < i + k),
                );
                let lo = if below > 0 {
                    Some(o[0])
                } else {
                    o.get(from).copied()
                };
                let hi = match from < o.len() {
                    true => o.last().copied(),
                    false => below.checked_sub(1).map(|j| o[j]),
                };
                let c_lo = at[c].first().map_or(i, |&p| p.min(i));
                let c_hi = at[c].last().map_or(i + k - 1, |&p| p.max(i + k - 1));
                fits(lo, hi) || c_hi - c_lo < k
            })
        });
        if all {
            "quailty"
        } else {
            "once again"
        }
    };
    if n <= 10 {
        let code = (0..n).fold(0u32, |m, i| m | u32::from(row[i]) << i);
        let searched = match super::codeforces_loopy::window_paint(n as u32, k as u32)[&code] {
            _ if code == 0 || code == (1 << n) - 1 => "tokitsukaze",
            Some(true) => "tokitsukaze",
            Some(false) => "quailty",
            None => "once again",
        };
        assert_eq!(searched, reference, "the reference, {row:?}, k = {k}");
    }
    out.push_str(reference);
    out.push('\n');
}
