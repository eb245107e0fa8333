//! The reference solvers of HackerRank's Game Theory track, continued from
//! [`super::hackerrank_track`]: the search of each game as its statement words it where the
//! position is small, beyond it a rule written here, checked against the search.

use super::hackerrank_games_more::*;
use super::problems::{word, Input};

/// New Year Game: the search over the residues mod 3 taken (which decide divisibility) when
/// no residue occurs more than 5 times, else the parities of the counts ≡ 1 and ≡ 2, as
/// accepted solutions decide it.
pub fn hr_newyear_game(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let mut counts = [0u64; 3];
        inp.list(n)
            .iter()
            .for_each(|&v| counts[(v % 3) as usize] += 1);
        let rule = counts[1] % 2 == 1 || counts[2] % 2 == 1;
        if counts.iter().all(|&c| c <= 5) {
            assert_eq!(score_mod3_first_wins(counts), rule, "{counts:?}");
        }
        word(rule, "Balsa", "Koca", out);
    }
}

/// Digits Square Board: the search of the cuts on boards up to 3 × 3, else the value of the
/// board by its definition, memoised over sub-boards (corners as keys).
pub fn hr_digits_square_board_1(inp: &mut Input, out: &mut String) {
    type Memo = std::collections::HashMap<(usize, usize, usize, usize), u64>;
    fn value(m: &[Vec<bool>], r: (usize, usize), c: (usize, usize), memo: &mut Memo) -> u64 {
        let cells = || (r.0..r.1).flat_map(|i| (c.0..c.1).map(move |j| (i, j)));
        if (r.1 - r.0) * (c.1 - c.0) == 1 || !cells().any(|(i, j)| m[i][j]) {
            return 0;
        }
        if let Some(&v) = memo.get(&(r.0, r.1, c.0, c.1)) {
            return v;
        }
        let mut options = Vec::new();
        for k in r.0 + 1..r.1 {
            options.push(value(m, (r.0, k), c, memo) ^ value(m, (k, r.1), c, memo));
        }
        for k in c.0 + 1..c.1 {
            options.push(value(m, r, (c.0, k), memo) ^ value(m, r, (k, c.1), memo));
        }
        let v = (0..).find(|x| !options.contains(x)).unwrap();
        memo.insert((r.0, r.1, c.0, c.1), v);
        v
    }
    let mut search = marked_cuts();
    for _ in 0..inp.u64() {
        let n = inp.u64() as usize;
        let marked: Vec<Vec<bool>> = (0..n)
            .map(|_| {
                inp.list(n as u64)
                    .iter()
                    .map(|d| ![2, 3, 5, 7].contains(d))
                    .collect()
            })
            .collect();
        let rule = value(&marked, (0, n), (0, n), &mut Memo::new()) != 0;
        if n <= 3 {
            assert_eq!(search.wins(&vec![marked.clone()]), rule, "{marked:?}");
        }
        word(rule, "First", "Second", out);
    }
}

/// Move the Coins: each question rebuilds the parent list (u hangs from v), refuses it if the
/// walk up from v meets u, and then either searches the coin moves (up to 6 nodes and 6
/// coins) or XORs the coins at odd depth, each depth found by walking up to the root.
pub fn hr_move_the_coins(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let coins = inp.list(n as u64);
    let mut adj = vec![Vec::new(); n];
    for _ in 1..n {
        let (a, b) = (inp.u64() as usize - 1, inp.u64() as usize - 1);
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut parent = vec![usize::MAX; n];
    let (mut stack, mut seen) = (vec![0], vec![false; n]);
    seen[0] = true;
    while let Some(v) = stack.pop() {
        for &w in &adj[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    let mut search = coins_to_root();
    for _ in 0..inp.u64() {
        let (u, v) = (inp.u64() as usize - 1, inp.u64() as usize - 1);
        let mut moved = parent.clone();
        moved[u] = v;
        let (mut w, mut cycle) = (v, false);
        while w != usize::MAX && !cycle {
            cycle = w == u;
            w = moved[w];
        }
        if cycle {
            out.push_str("INVALID\n");
            continue;
        }
        let depth = |mut w: usize| {
            (0..).find(|_| {
                w = moved[w];
                w == usize::MAX
            })
        };
        let x = (0..n)
            .filter(|&w| depth(w).unwrap() % 2 == 1)
            .fold(0, |x, w| x ^ coins[w]);
        if n <= 6
            && coins
                .iter()
                .try_fold(0u64, |a, &c| a.checked_add(c))
                .map_or(false, |s| s <= 6)
        {
            assert_eq!(
                search.wins(&(moved.clone(), coins.clone())),
                x != 0,
                "{moved:?}"
            );
        }
        word(x != 0, "YES", "NO", out);
    }
}

/// Fun Game: the minimax of every order of picks for up to 10 values, else the greedy by
/// A_i + B_i that accepted solutions use (ties broken either way give one total).
pub fn hr_fun_game_1(inp: &mut Input, out: &mut String) {
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let (a, b) = (inp.list(n), inp.list(n));
        let mut by_sum: Vec<usize> = (0..a.len()).collect();
        by_sum.sort_by_key(|&i| std::cmp::Reverse(a[i] as i128 + b[i] as i128));
        let greedy: i128 = by_sum
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                if k % 2 == 0 {
                    a[i] as i128
                } else {
                    -(b[i] as i128)
                }
            })
            .sum();
        let d = match n <= 10 {
            true => pick_difference(&a, &b),
            false => greedy,
        };
        assert_eq!(d.signum(), greedy.signum(), "{a:?} {b:?}");
        out.push_str(["Second\n", "Tie\n", "First\n"][(d.signum() + 1) as usize]);
    }
}

/// Tower Breakers, The Final Battle: the minimax over every ordered split for heights to 14,
/// else the least c whose tallest finishable tower (F(c) = Σ_{k² ≤ c} F(c − k²), 1 below 4)
/// reaches N, as accepted solutions compute it; the two agree on the small heights.
pub fn hr_tower_breakers_the_final_battle_1(inp: &mut Input, out: &mut String) {
    let mut tallest: Vec<u128> = Vec::new();
    for c in 0..200usize {
        let f = if c < 4 {
            1
        } else {
            (1..=c)
                .filter(|k| k * k <= c)
                .map(|k| tallest[c - k * k])
                .sum::<u128>()
                .min(1 << 100)
        };
        tallest.push(f);
    }
    let rule = |n: u64| tallest.iter().position(|&f| f >= u128::from(n)).unwrap() as u64;
    for n in 1..=14 {
        assert_eq!(tower_payments(n), rule(n), "n = {n}");
    }
    for _ in 0..inp.u64() {
        let n = inp.u64();
        out.push_str(&format!("{}\n", rule(n)));
    }
}

/// A Stones Game: the search of the winning first moves for N ≤ 8; to 3000 every pile and
/// every size it may be cut to, by a table of values from their definition (the mex over
/// the piles up to half); above, one pile of each bit length (the cheapest cut is at the
/// smallest pile of a class, as accepted solutions argue), checked against the full scan.
pub fn hr_half(inp: &mut Input, out: &mut String) {
    let max = 3000usize;
    let mut g = vec![0u64];
    for x in 1..=max {
        let seen: Vec<u64> = g[..=x / 2].to_vec();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    let scan = |n: u64, piles: &mut dyn Iterator<Item = u64>, value: &dyn Fn(u64) -> u64| {
        let x = (1..=n).fold(0, |x, i| x ^ value(i));
        piles
            .filter_map(|i| {
                let keep = (0..=i / 2).rev().find(|&y| value(y) ^ value(i) ^ x == 0)?;
                Some(i - keep)
            })
            .min()
            .unwrap_or(0)
    };
    let bits = |v: u64| u64::from(64 - v.leading_zeros());
    let mut search = at_least_half();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let classes = |n: u64| {
            let firsts = (0..64).map(|b| 1u64 << b).take_while(|&p| p <= n);
            let x = (0..64).filter(|&b| 1u64 << b <= n).fold(0, |x, b| {
                let count = n.min((2u64 << b).wrapping_sub(1)) - (1 << b) + 1;
                if count % 2 == 1 {
                    x ^ (b + 1)
                } else {
                    x
                }
            });
            firsts
                .filter_map(|i| {
                    let t = bits(i) ^ x;
                    (t < bits(i)).then(|| i - (i / 2).min((1u64 << t) - 1))
                })
                .min()
                .unwrap_or(0)
        };
        let answer = match n as usize <= max {
            true => scan(n, &mut (1..=n), &|v| g[v as usize]),
            false => classes(n),
        };
        if n as usize <= max {
            assert_eq!(answer, classes(n), "n = {n}");
        }
        if n <= 8 {
            let start: Vec<u64> = (1..=n).collect();
            let total = n * (n + 1) / 2;
            let options = search.winning_options(&start);
            let best = options.iter().map(|p| total - p.iter().sum::<u64>()).min();
            assert_eq!(best.unwrap_or(0), answer, "n = {n}");
        }
        out.push_str(&format!("{answer}\n"));
    }
}

/// Chocolate Game: every window by the search of the game on rows up to 8 piles to 6, else by
/// the staircase rule written here (the XOR of every other step from the window's right end,
/// its first step being its first pile), window by window.
pub fn hr_chocolate_game(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let row = inp.list(n as u64);
    let mut search = rising_piles();
    let small = n <= 8 && row.iter().all(|&v| v <= 6);
    let mut won = 0u64;
    for l in 0..n {
        for r in l + 2..=n {
            let steps = (l..r).map(|i| row[i] - if i > l { row[i - 1] } else { 0 });
            let x = steps.rev().step_by(2).fold(0, |x, d| x ^ d);
            if small {
                assert_eq!(search.wins(&row[l..r].to_vec()), x != 0, "{:?}", &row[l..r]);
            }
            won += u64::from(x != 0);
        }
    }
    out.push_str(&format!("{won}\n"));
}

/// The longest play of Stone Division, Revisited from a multiset of piles (sorted), found by
/// trying every move in every order (memoised on the multiset).
pub fn longest_play(
    piles: Vec<u64>,
    sizes: &[u64],
    memo: &mut std::collections::HashMap<Vec<u64>, u64>,
) -> u64 {
    if let Some(&m) = memo.get(&piles) {
        return m;
    }
    let mut best = 0;
    for (i, &y) in piles.iter().enumerate() {
        for &s in sizes.iter().filter(|&&s| s != 0 && s != y && y % s == 0) {
            let mut next = piles.clone();
            next.remove(i);
            next.extend(std::iter::repeat(s).take((y / s) as usize));
            next.sort_unstable();
            best = best.max(1 + longest_play(next, sizes, memo));
        }
    }
    memo.insert(piles, best);
    best
}

/// Stone Division, Revisited: the search of every order of moves while n ≤ 24; else the
/// statement's recursion top-down (a pile of y gives 1 + (y / s) times what a pile of s gives,
/// the best s ∈ S), memoised on the heights met.
pub fn hr_stone_division_2(inp: &mut Input, out: &mut String) {
    use std::collections::HashMap;
    fn best(y: u64, sizes: &[u64], memo: &mut HashMap<u64, u64>) -> u64 {
        if let Some(&b) = memo.get(&y) {
            return b;
        }
        let mut b = 0;
        for &s in sizes.iter().filter(|&&s| s != 0 && s != y && y % s == 0) {
            b = b.max(1 + (y / s) * best(s, sizes, memo));
        }
        memo.insert(y, b);
        b
    }
    for _ in 0..inp.u64() {
        let (n, m) = (inp.u64(), inp.u64());
        let sizes = inp.list(m);
        let rule = best(n, &sizes, &mut HashMap::new());
        if n <= 24 {
            let found = longest_play(vec![n], &sizes, &mut HashMap::new());
            assert_eq!(found, rule, "{n} {sizes:?}");
        }
        out.push_str(&format!("{rule}\n"));
    }
}
