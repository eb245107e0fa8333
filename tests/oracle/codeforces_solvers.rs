//! Reference solvers for the Codeforces binaries: exhaustive search ([`super::codeforces`]) on
//! small games, and beyond it the editorials' rules written here from their statements, each
//! checked against the search on the small games it meets.

use super::codeforces as c;
use super::problems::{word, Input};

pub fn cf1194d(inp: &mut Input, out: &mut String) {
    let mut search = c::one_two_k();
    for _ in 0..inp.u64() {
        let (n, k) = (inp.u64(), inp.u64());
        let r = if k % 3 == 0 { n % (k + 1) } else { n % 3 };
        let reference = if k % 3 == 0 {
            r == k || r % 3 != 0
        } else {
            r != 0
        };
        if n <= 300 {
            assert_eq!(search.wins(&(n, k)), reference, "the reference, {n} {k}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

pub fn cf1537d(inp: &mut Input, out: &mut String) {
    let mut search = c::deleting_divisors();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let twos = n.trailing_zeros();
        let reference = n % 2 == 0 && (n >> twos != 1 || twos % 2 == 0);
        if n <= 3000 {
            assert_eq!(search.wins(&n), reference, "the reference, {n}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

pub fn cf1363c(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let (n, x) = (inp.u64() as usize, inp.u64() as usize);
        let edges: Vec<(usize, usize)> = (1..n)
            .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
            .collect();
        let degree = edges
            .iter()
            .filter(|&&(u, v)| u == x - 1 || v == x - 1)
            .count();
        // The editorial's rule: a leaf x is taken at once; else n − 2 removals come first.
        let reference = degree <= 1 || n % 2 == 0;
        if n <= 7 {
            let nodes: Vec<usize> = (0..n).collect();
            let won = c::leaf_to_target(x - 1).wins(&(nodes, edges.clone()));
            assert_eq!(won, reference, "the reference, x = {x}, {edges:?}");
        }
        word(reference, "Ayush", "Ashish", out);
    }
}

pub fn cf1373b(inp: &mut Input, out: &mut String) {
    let mut search = c::pair_deletion(false);
    for _ in 0..inp.u64() {
        let s = inp.token().as_bytes();
        // The editorial's rule: each move deletes a `0` and a `1`, and one exists while both
        // occur: min(#0, #1) moves, and Alice wins when that is odd.
        let ones = s.iter().filter(|&&b| b == b'1').count();
        let reference = ones.min(s.len() - ones) % 2 == 1;
        if s.len() <= 12 {
            assert_eq!(search.wins(&s.to_vec()), reference, "the reference, {s:?}");
        }
        word(reference, "DA", "NET", out);
    }
}

pub fn cf1104b(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes();
    // The editorial's rule: the deletions are those of bracket matching, a stack's pops, and
    // the first player wins when their number is odd.
    let mut left: Vec<u8> = Vec::new();
    let mut pops = 0;
    for &b in s {
        match left.last() == Some(&b) {
            true => {
                left.pop();
                pops += 1;
            }
            false => left.push(b),
        }
    }
    let reference = pops % 2 == 1;
    if s.len() <= 12 {
        let mut search = c::pair_deletion(true);
        assert_eq!(search.wins(&s.to_vec()), reference, "the reference, {s:?}");
    }
    word(reference, "Yes", "No", out);
}

pub fn cf276b(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes();
    // The editorial's rule: with k letters of odd count, the first player wins iff k = 0 or
    // k is odd.
    let mut counts = [0u64; 26];
    s.iter().for_each(|&b| counts[usize::from(b - b'a')] += 1);
    let k = counts.iter().filter(|&&c| c % 2 == 1).count();
    let reference = k == 0 || k % 2 == 1;
    if s.len() <= 10 {
        let mut state: Vec<u64> = counts.iter().copied().filter(|&c| c > 0).collect();
        state.sort_unstable();
        let mut search = c::palindrome_first();
        assert_eq!(
            search.wins(&(state, false)),
            reference,
            "the reference, {s:?}"
        );
    }
    word(reference, "First", "Second", out);
}

pub fn cf1220c(inp: &mut Input, out: &mut String) {
    let s = inp.token().as_bytes();
    let mut search = (s.len() <= 7).then(|| c::smaller_substring(s.to_vec()));
    // The editorial's rule: Ann wins from k iff a smaller letter comes before k.
    let mut smallest_before = u8::MAX;
    for k in 0..s.len() {
        let reference = smallest_before < s[k];
        smallest_before = smallest_before.min(s[k]);
        if let Some(game) = &mut search {
            assert_eq!(
                game.wins(&(k, k)),
                reference,
                "the reference, {s:?} from {k}"
            );
        }
        word(reference, "Ann", "Mike", out);
    }
}

pub fn cf1033c(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let a: Vec<u32> = inp.list(n as u64).iter().map(|&v| v as u32).collect();
    // The editorial's rule: from the largest number down, a cell wins iff a cell it can jump
    // to loses.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&i| std::cmp::Reverse(a[i]));
    let mut wins = vec![false; n];
    for &i in &order {
        let step = a[i] as usize;
        // The cells a multiple of `step` away, to the right and to the left.
        let mut targets = (i..n).step_by(step).chain((0..=i).rev().step_by(step));
        wins[i] = targets.any(|j| a[j] > a[i] && !wins[j]);
    }
    if n <= 8 {
        let mut search = c::multiple_jumps(a.clone());
        let want: Vec<bool> = (0..n).map(|i| search.wins(&i)).collect();
        assert_eq!(want, wins, "the reference, {a:?}");
    }
    let row: String = wins.iter().map(|&w| if w { 'A' } else { 'B' }).collect();
    out.push_str(&row);
    out.push('\n');
}

pub fn cf1600e(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let a = inp.list(n);
    // The editorial's rule: Alice wins iff the strictly increasing run from the left end or
    // the one from the right end is odd in length.
    let mut left = 1;
    while left < a.len() && a[left - 1] < a[left] {
        left += 1;
    }
    let mut right = 1;
    while right < a.len() && a[a.len() - right] < a[a.len() - right - 1] {
        right += 1;
    }
    let reference = left % 2 == 1 || right % 2 == 1;
    if n <= 10 {
        let mut search = c::increasing_ends(a.clone());
        assert_eq!(
            search.wins(&(0, a.len(), None)),
            reference,
            "the reference, {a:?}"
        );
    }
    word(reference, "Alice", "Bob", out);
}

pub fn cf1747c(inp: &mut Input, out: &mut String) {
    let mut search = c::front_swap();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        // The editorial's rule: Alice wins when some other pile is smaller than the first.
        let least = *piles[1..].iter().min().unwrap();
        let reference = piles[0] > least;
        if n <= 4 && piles.iter().all(|&p| p <= 5) {
            let mut state = piles.clone();
            state[1..].sort_unstable();
            assert_eq!(search.wins(&state), reference, "the reference, {piles:?}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

pub fn cf914b(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let cards = inp.list(n);
    // The editorial's rule: Conan wins when some value occurs an odd number of times.
    let mut counts = std::collections::HashMap::new();
    for &c in &cards {
        *counts.entry(c).or_insert(0u64) += 1;
    }
    let reference = counts.values().any(|k| k % 2 == 1);
    if n <= 6 && cards.iter().all(|&c| c <= 4) {
        let mut sorted = cards.clone();
        sorted.sort_unstable();
        assert_eq!(
            c::card_and_below().wins(&sorted),
            reference,
            "the reference, {cards:?}"
        );
    }
    word(reference, "Conan", "Agasa", out);
}

pub fn cf1382b(inp: &mut Input, out: &mut String) {
    let mut search = c::in_order();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        // The editorial's rule: whoever first meets a pile above 1 wins; all ones, the parity
        // (empty piles, beyond the statement, are no piles).
        let nonempty: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        let ones = nonempty.iter().take_while(|&&p| p == 1).count();
        let reference = if ones == nonempty.len() {
            ones % 2 == 1
        } else {
            ones % 2 == 0
        };
        if n <= 5 && piles.iter().all(|&p| p <= 4) {
            assert_eq!(search.wins(&piles), reference, "the reference, {piles:?}");
        }
        word(reference, "First", "Second", out);
    }
}

pub fn cf1965a(inp: &mut Input, out: &mut String) {
    let mut search = c::from_every();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut piles = inp.list(n);
        piles.sort_unstable();
        let mut distinct: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
        distinct.dedup();
        // The editorial's rule: a smallest pile above 1 wins; else the run 1, 2, …, m of
        // distinct sizes decides: all of them, the parity of their count; else of m.
        let m = (0..distinct.len())
            .take_while(|&i| distinct[i] == i as u64 + 1)
            .count();
        let reference = if distinct.is_empty() {
            false
        } else if m == 0 {
            true
        } else if m == distinct.len() {
            m % 2 == 1
        } else {
            m % 2 == 0
        };
        if n <= 4 && piles.iter().all(|&p| p <= 6) {
            assert_eq!(search.wins(&piles), reference, "the reference, {piles:?}");
        }
        word(reference, "Alice", "Bob", out);
    }
}

pub fn cf1147c(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let mut piles = inp.list(n);
    let least = *piles.iter().min().unwrap();
    let reference = piles.iter().filter(|&&p| p == least).count() as u64 <= n / 2;
    if n <= 4 && piles.iter().all(|&p| p <= 4) {
        piles.sort_unstable();
        assert_eq!(
            c::thanos().wins(&piles),
            reference,
            "the reference, {piles:?}"
        );
    }
    word(reference, "Alice", "Bob", out);
}

pub fn cf768e(inp: &mut Input, out: &mut String) {
    let mut search = c::once_per_amount();
    let x = (0..inp.u64()).fold(0, |x, _| {
        let s = inp.u64();
        let value = match s <= 60 {
            true => search.grundy(&(s, 0)),
            // The most moves a pile can take: the largest k with 1 + … + k ≤ s.
            false => (0..)
                .take_while(|&k: &u64| k * (k + 1) / 2 <= s)
                .last()
                .unwrap(),
        };
        x ^ value
    });
    word(x == 0, "YES", "NO", out);
}

pub fn cf1396b(inp: &mut Input, out: &mut String) {
    let mut search = c::stoned();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let piles = inp.list(n);
        let total: u64 = piles.iter().sum();
        let largest = *piles.iter().max().unwrap();
        let reference = 2 * largest > total || total % 2 == 1;
        if n <= 4 && total <= 14 {
            assert_eq!(
                search.wins(&(piles.clone(), usize::MAX)),
                reference,
                "{piles:?}"
            );
        }
        word(reference, "T", "HL", out);
    }
}

pub fn cf15c(inp: &mut Input, out: &mut String) {
    let mut heaps = Vec::new();
    let mut x = 0u64;
    for _ in 0..inp.u64() {
        let (first, count) = (inp.u64(), inp.u64());
        // XOR of the range from the prefix XORs 0 ^ 1 ^ ... ^ n, which repeat every 4.
        let prefix = |n: u64| [n, 1, n + 1, 0][(n % 4) as usize];
        let last = first + count - 1;
        x ^= prefix(last) ^ if first == 0 { 0 } else { prefix(first - 1) };
        if heaps.len() < 6 && count <= 3 && last < 6 {
            heaps.extend(first..=last);
        } else {
            heaps.push(u64::MAX);
        }
    }
    if !heaps.contains(&u64::MAX) && heaps.len() <= 4 {
        heaps.sort_unstable();
        assert_eq!(
            super::games::nim().wins(&heaps),
            x != 0,
            "the reference, {heaps:?}"
        );
    }
    word(x != 0, "tolik", "bolik", out);
}

/// 603C by its definition on a table to `top`, for small piles; beyond, the editorial's rule.
fn lieges_reference(n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return if n <= 2 { n } else { u64::from(n % 2 == 0) };
    }
    match n {
        0..=4 => [0, 1, 0, 1, 2][n as usize],
        _ if n % 2 == 1 => 0,
        _ => match lieges_reference(n / 2, k) {
            1 => 2,
            _ => 1,
        },
    }
}

pub fn cf603c(inp: &mut Input, out: &mut String) {
    let (n, k) = (inp.u64(), inp.u64());
    let piles = inp.list(n);
    let mut search = c::lieges(k);
    let x = piles.iter().fold(0, |x, &a| {
        let g = lieges_reference(a, k);
        if a <= 10 && k <= 3 {
            let heap = if a == 0 { vec![] } else { vec![a] };
            assert_eq!(search.grundy(&heap), g, "the reference, {a} {k}");
        }
        x ^ g
    });
    word(x != 0, "Kevin", "Nicky", out);
}

/// 850C's reference: per prime, the Grundy value of its exponent set by the definition.
fn arpa_set(
    set: std::collections::BTreeSet<u32>,
    memo: &mut std::collections::HashMap<Vec<u32>, u64>,
) -> u64 {
    let key: Vec<u32> = set.iter().copied().collect();
    if let Some(&g) = memo.get(&key) {
        return g;
    }
    let top = set.iter().copied().max().unwrap_or(0);
    let mut seen = Vec::new();
    for k in 1..=top {
        let next = set
            .iter()
            .map(|&e| if e >= k { e - k } else { e })
            .filter(|&e| e > 0)
            .collect();
        seen.push(arpa_set(next, memo));
    }
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(key, g);
    g
}

pub fn cf850c(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let mut list: Vec<u64> = inp.list(n);
    let mut sets: std::collections::BTreeMap<u64, std::collections::BTreeSet<u32>> =
        Default::default();
    for &x in &list {
        let (mut rest, mut p) = (x, 2);
        while p * p <= rest {
            let mut e = 0;
            while rest % p == 0 {
                rest /= p;
                e += 1;
            }
            if e > 0 {
                sets.entry(p).or_default().insert(e);
            }
            p += 1;
        }
        if rest > 1 {
            sets.entry(rest).or_default().insert(1);
        }
    }
    let mut memo = std::collections::HashMap::new();
    let x = sets
        .into_values()
        .fold(0, |x, s| x ^ arpa_set(s, &mut memo));
    list.retain(|&v| v > 1);
    list.sort_unstable();
    if list.len() <= 3 && list.iter().all(|&v| v <= 64) {
        assert_eq!(c::arpa().wins(&list), x != 0, "the reference, {list:?}");
    }
    word(x != 0, "Mojtaba", "Arpa", out);
}
