//! The reference solvers of HackerRank's counting problems (how many starting positions the
//! first player wins, modulo 10^9 + 7): exhaustive search where the positions are few, beyond
//! it a count derived here by another road than the library's, checked against the search.

use super::games;
use super::problems::Input;

const P: u64 = 1_000_000_007;

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    b %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    r
}

/// Tastes Like Winning: the search of every ordered row of n different heaps below 2^m when
/// n ≤ 5 and m ≤ 3; else the rows of XOR 0 from those of n − 1 and n − 2 heaps (the last
/// heap is the XOR of the others: nonzero, and unlike each of them, which fails exactly when
/// it equals one whose removal leaves a row of XOR 0): Z(i) = R(i − 1) − Z(i − 1) −
/// (i − 1)(N − i + 2) Z(i − 2), with R(i) the rows of i different heaps and N = 2^m − 1.
pub fn hr_taste_of_win(inp: &mut Input, out: &mut String) {
    let (n, m) = (inp.u64(), inp.u64());
    let values = (pow(2, m) + P - 1) % P;
    let (mut rows, mut zero, mut before) = (1u64, 1u64, 0u64);
    for i in 1..=n {
        let unlike = (i - 1) % P * ((values + 2 * P - i % P + 2) % P) % P * before % P;
        let next = (rows + 2 * P - zero - unlike) % P;
        before = zero;
        zero = next;
        rows = rows * ((values + P - (i - 1) % P) % P) % P;
    }
    let rule = (rows + P - zero) % P;
    if n <= 5 && m <= 3 {
        assert_eq!(
            distinct_rows_won(n as usize, m as u32),
            rule,
            "n = {n}, m = {m}"
        );
    }
    out.push_str(&format!("{rule}\n"));
}

/// Every ordered row of `n` different heaps below `2^m` that the first player wins, by
/// exhaustive search of Nim.
pub fn distinct_rows_won(n: usize, m: u32) -> u64 {
    let mut game = games::nim();
    let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..n {
        rows = rows
            .iter()
            .flat_map(|r| {
                (1..1u64 << m)
                    .filter(|v| !r.contains(v))
                    .map(move |v| [r.as_slice(), &[v]].concat())
            })
            .collect();
    }
    let won = rows.iter().filter(|r| {
        let mut sorted = (*r).clone();
        sorted.sort_unstable();
        game.wins(&sorted)
    });
    won.count() as u64
}

/// The splitting game of Simple Game: a move splits a heap into 2 to `k` nonempty heaps.
pub fn splits(k: usize) -> games::Game<Vec<u64>> {
    fn parts(left: u64, least: u64, k: usize, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if left == 0 {
            out.push(cur.clone());
        } else if cur.len() < k {
            for p in least..=left {
                cur.push(p);
                parts(left - p, p, k, cur, out);
                cur.pop();
            }
        }
    }
    games::Game::normal(move |heaps: &Vec<u64>| {
        let mut next = Vec::new();
        for i in 0..heaps.len() {
            let mut all = Vec::new();
            parts(heaps[i], 1, k, &mut Vec::new(), &mut all);
            for split in all.into_iter().filter(|s| s.len() >= 2) {
                let mut row = heaps.clone();
                row.remove(i);
                row.extend(split);
                row.sort_unstable();
                next.push(row);
            }
        }
        next
    })
}

/// Every ordered row of `m` nonempty heaps summing to `n`.
pub fn compositions(n: u64, m: usize) -> Vec<Vec<u64>> {
    if m == 0 {
        return if n == 0 { vec![Vec::new()] } else { Vec::new() };
    }
    (1..=n)
        .flat_map(|first| {
            compositions(n - first, m - 1)
                .into_iter()
                .map(move |mut r| {
                    r.insert(0, first);
                    r
                })
        })
        .collect()
}

/// The values of Simple Game's heaps to `n`, from the definition (the mex of the XORs of
/// every split into 2 to `k` parts): for k = 2 and 3 by listing the splits into two and three
/// parts; for k ≥ 4 by sets of XORs per (sum, parts) to 40 and n − 1 beyond, which
/// split::few_parts proves (checked here to 40).
fn simple_values(n: usize, k: usize) -> Vec<u64> {
    use std::collections::BTreeSet;
    let mut g = vec![0u64; n + 1];
    if k <= 3 {
        for s in 2..=n {
            let mut options = BTreeSet::new();
            for a in 1..=s / 2 {
                options.insert(g[a] ^ g[s - a]);
                for b in (a..=(s - a) / 2).filter(|_| k == 3) {
                    options.insert(g[a] ^ g[b] ^ g[s - a - b]);
                }
            }
            g[s] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        return g;
    }
    let exact = n.min(40);
    let parts = k.min(40);
    // reach[j][s]: the XORs of the multisets of j heaps (each already valued) summing to s.
    let mut reach = vec![vec![BTreeSet::new(); exact + 1]; parts + 1];
    reach[0][0].insert(0u64);
    for s in 1..=exact {
        let options: BTreeSet<u64> = (2..=parts).flat_map(|j| reach[j][s].clone()).collect();
        g[s] = (0..).find(|v| !options.contains(v)).unwrap();
        // The heap s joins the multisets (any number of copies).
        for j in 1..=parts {
            for t in s..=exact {
                let from: Vec<u64> = reach[j - 1][t - s].iter().map(|x| x ^ g[s]).collect();
                reach[j][t].extend(from);
            }
        }
        assert_eq!(
            g[s],
            s as u64 - 1,
            "k = {k}: the value of {s} is not {s} − 1"
        );
    }
    for (s, v) in g.iter_mut().enumerate().skip(exact + 1) {
        *v = s as u64 - 1;
    }
    g
}

/// Simple Game: the search over every ordered row when n ≤ 9 and m ≤ 4; else the rows of
/// XOR 0 counted apart from the library's transform: k ≤ 3, a DP over (heaps, sum, XOR), two
/// XORs when k = 2; k ≥ 4, the heaps less one are m numbers of sum n − m and XOR 0, counted
/// bit by bit with the carry (an even number of them has each bit). The answer is
/// C(n − 1, m − 1) less those.
pub fn hr_simple_game(inp: &mut Input, out: &mut String) {
    let (n, m, k) = (inp.u64() as usize, inp.u64() as usize, inp.u64());
    let k = usize::try_from(k).unwrap_or(usize::MAX);
    let largest = n - m + 1;
    let g = simple_values(largest, k);
    let mut table = vec![vec![0u64; m + 1]; n + 1];
    for a in 0..=n {
        table[a][0] = 1;
        for b in 1..=m.min(a) {
            table[a][b] = (table[a - 1][b - 1] + if b < a { table[a - 1][b] } else { 0 }) % P;
        }
    }
    let all = table[n - 1][m - 1];
    let zero = match k {
        0..=3 => {
            // rows[s][x]: rows of the first heaps with sum s and XOR x (sums of fewer than
            // 2^24 values below P, reduced after each heap); the last heap is n − s.
            let width = (*g.iter().max().unwrap() as usize + 1).next_power_of_two();
            let mut rows = vec![vec![0u64; width]; n + 1];
            rows[0][0] = 1;
            for _ in 1..m {
                let mut next = vec![vec![0u64; width]; n + 1];
                for (s, here) in rows.iter().enumerate().take(n) {
                    for p in 1..=(n - s).min(largest) {
                        let (gp, there) = (g[p] as usize, &mut next[s + p]);
                        for (x, &count) in here.iter().enumerate() {
                            there[x ^ gp] += count;
                        }
                    }
                }
                next.iter_mut().flatten().for_each(|c| *c %= P);
                rows = next;
            }
            let last = |s: usize| rows[s][g[n - s] as usize];
            (n.saturating_sub(largest)..n)
                .map(last)
                .fold(0, |a, c| (a + c) % P)
        }
        _ => {
            // ways[c]: choices of the bits so far leaving carry c into the next bit.
            let (r, mut ways) = (n - m, vec![0u64; m + 1]);
            ways[0] = 1;
            for bit in 0..usize::BITS - r.leading_zeros() + 1 + usize::BITS - m.leading_zeros() {
                let mut next = vec![0u64; m + 1];
                for (c, &w) in ways.iter().enumerate().filter(|&(_, &w)| w != 0) {
                    for e in (0..=m).step_by(2) {
                        if (c + e) % 2 == (r >> bit) % 2 {
                            let cell = &mut next[(c + e) / 2];
                            *cell = (*cell + w * table[m][e]) % P;
                        }
                    }
                }
                ways = next;
            }
            ways[0]
        }
    };
    let rule = (all + P - zero) % P;
    if n <= 9 && m <= 4 {
        let mut game = splits(k.min(n.max(2)));
        let rows = compositions(n as u64, m).into_iter().filter(|r| {
            let mut sorted = r.clone();
            sorted.sort_unstable();
            game.wins(&sorted)
        });
        assert_eq!(rows.count() as u64, rule, "{n} {m} {k}");
    }
    out.push_str(&format!("{rule}\n"));
}
