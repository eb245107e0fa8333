//! The generators of AtCoder's problems after the first twelve ([`super::atcoder_first`]);
//! `cargo xtask new` adds rows here.

use super::*;

/// One row per binary of AtCoder.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "abc059d",
        about: "two piles up to 10^18, from its upper half at large n, within 3 of each other half the time (up to 30 when small)",
        make: |g| {
            let top = if g.small() { 30 } else { 1_000_000_000_000_000_000 };
            let least = if g.small() { 0 } else { top / 2 };
            let x = g.between(least, top);
            let y = match g.rng.random::<bool>() {
                true => x
                    .saturating_add(g.rng.random_range(0..=3))
                    .saturating_sub(g.rng.random_range(0..=3)),
                false => g.between(least, top),
            };
            g.line(&[x, if g.wide { y } else { y.min(top) }]);
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: \"Time Limit: 2 sec\" in the CP-Editor headers of two stored solutions (the task page not stored)",
            statement: "0 ≤ X, Y ≤ 10^18",
            about: "X = 10^18, Y = 10^18 − 1 (one line: the answer is O(1))",
            worst: |g| g.line(&[1_000_000_000_000_000_000, 999_999_999_999_999_999]),
        },
    },
    Generator {
        bin: "arc105d",
        about: "T cases, N in all about the count asked (≤ 2·10^5), half of them bags that pair up, sizes to 10^9 (small: 4 bags to 3, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(100) } else { 100_000.min(g.n / 20).max(1) };
            let each = (g.n.min(200_000) / t).max(1);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = if small { g.rng.random_range(1..=4) } else { g.rng.random_range(1..=each) };
                let top = if small { 3 } else { 1_000_000_000 };
                let mut bags: Vec<u64> = (0..n).map(|_| g.between(1, top)).collect();
                if g.rng.random() {
                    // Paired: each size twice (one left over when N is odd).
                    for i in (1..bags.len()).step_by(2) {
                        bags[i] = bags[i - 1];
                    }
                    bags.shuffle(&mut g.rng);
                }
                g.out.u64(n).byte(b'\n');
                g.line(&bags);
            }
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "T ≤ 10^5, N ≥ 1, ΣN ≤ 2·10^5, 1 ≤ a_i ≤ 10^9",
            about: "two cases of 10^5 bags of 9 and 10 digits that pair up, shuffled (every pair must be compared)",
            worst: |g| {
                g.out.bytes(b"2\n");
                for _ in 0..2 {
                    let mut bags: Vec<u64> = (0..50_000)
                        .map(|_| g.rng.random_range(100_000_000..=1_000_000_000))
                        .flat_map(|v| [v, v])
                        .collect();
                    bags.shuffle(&mut g.rng);
                    g.out.bytes(b"100000\n");
                    g.line(&bags);
                }
            },
        },
    },
    Generator {
        bin: "agc002e",
        about: "N ≤ 10^5 piles to 10^9, most near the diagonal a_i ≈ N − i half the time (small: 5 piles to 6, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=5) } else { g.n.clamp(1, 100_000) };
            let top = if small { 6 } else { 1_000_000_000 };
            let diagonal = g.rng.random::<bool>();
            // Sizes about N − i for most piles: the walk's last diagonal cell deep inside (a
            // tenth of the piles still span the range).
            g.list(n, |g| match diagonal && g.rng.random_range(0..10) > 0 {
                true => (g.rng.random_range(1..=n) + g.rng.random_range(0..=2)).min(top),
                false => g.between(1, top),
            });
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: \"Time Limit: 2 sec\" on a stored mirror of the task page (problem.rmj.ac)",
            statement: "N ≤ 10^5, 1 ≤ a_i ≤ 10^9",
            about: "10^5 piles of 9 and 10 digits (the most to read and sort)",
            worst: |g| g.list(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000)),
        },
    },
    Generator {
        bin: "agc033c",
        about: "a tree of about the count asked over two vertices (≤ 2·10^5): random, a path, a caterpillar or a star (small: 8 vertices, for the search)",
        make: |g| {
            let n = if g.small() && g.rng.random() {
                g.rng.random_range(1..=8)
            } else {
                (g.n / 2).clamp(1, 200_000)
            };
            let shape = match g.rng.random_range(0..4) {
                0 => Shape::Path,
                1 => Shape::Caterpillar,
                2 => Shape::Star,
                _ => Shape::Random,
            };
            let edges = shaped_tree(g, n, shape);
            g.out.u64(n).byte(b'\n');
            edges.iter().for_each(|e| g.line(e));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 2·10^5, a tree",
            about: "a path of 2·10^5 vertices, labels shuffled (the longest searches)",
            worst: |g| {
                let edges = shaped_tree(g, 200_000, Shape::Path);
                g.out.bytes(b"200000\n");
                edges.iter().for_each(|e| g.line(e));
            },
        },
    },
    Generator {
        bin: "arc151c",
        about: "a row of N ≤ 10^18 cells (from the upper half at large n) with M ≤ 2·10^5 written, half the time within 3M cells (runs of neighbours) (small: N ≤ 9, for the search)",
        make: |g| {
            let half = (g.n / 2).clamp(1, 200_000);
            let m = g.rng.random_range(half / 2..=half);
            let n = match g.small() {
                true if g.rng.random() => g.rng.random_range(1..=9),
                true => g.between(1, 1_000_000_000_000_000_000),
                false => g.between(500_000_000_000_000_000, 1_000_000_000_000_000_000),
            };
            // Half the time the cells within a window of 3M: runs of written neighbours.
            let window = match g.rng.random() {
                true => 3 * m.max(1),
                false => n,
            };
            let m = match n <= 9 {
                true => g.rng.random_range(0..=n),
                false => m.min(n),
            };
            written_row(g, n, m, window);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "1 ≤ N ≤ 10^18, M ≤ min(N, 2·10^5), X_i increasing, written neighbours unequal",
            about: "N = 10^18 with 2·10^5 cells of 18 and 19 digits written (the most to read)",
            worst: |g| written_row(g, 1_000_000_000_000_000_000, 200_000, u64::MAX),
        },
    },
    Generator {
        bin: "arc168b",
        about: "N ≤ 250 000 piles to 10^9, half the time paired up with a nim-sum of 0 (small: 4 piles to 6, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=4) } else { g.n.clamp(1, 250_000) };
            let top = if small { 6 } else { 1_000_000_000 };
            let paired = g.rng.random();
            let piles = balanced_piles(g, n, top, paired);
            g.line(&[n]);
            g.line(&piles);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 250 000, 1 ≤ A_i ≤ 10^9",
            about: "250 000 piles of 9 and 10 digits, mostly in pairs, nim-sum 0 (the most to sort)",
            worst: |g| {
                let piles = balanced_piles(g, 250_000, 1_000_000_000, true);
                g.line(&[250_000]);
                g.line(&piles);
            },
        },
    },
    Generator {
        bin: "typical90_ae",
        about: "about half the numbers asked in piles (≤ 10^5), white and blue to 50 (small: 2 piles, 3 white and 8 blue, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=2) } else { (g.n / 2).clamp(1, 100_000) };
            let (w, b) = if small { (3, 8) } else { (50, 50) };
            let white: Vec<u64> = (0..n).map(|_| g.rng.random_range(0..=w)).collect();
            let blue: Vec<u64> = (0..n).map(|_| g.rng.random_range(0..=b)).collect();
            g.line(&[n]);
            g.line(&white);
            g.line(&blue);
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: Typical 90's usual \"2 sec\" (on its task list for #001); this task's page not confirmed",
            statement: "N ≤ 10^5 (not confirmed), 0 ≤ W_i, B_i ≤ 50",
            about: "10^5 piles with 50 white and 50 blue stones (the whole table)",
            worst: |g| {
                let n = 100_000;
                g.line(&[n]);
                g.line(&vec![50; n as usize]);
                g.line(&vec![50; n as usize]);
            },
        },
    },
    Generator {
        bin: "abc209e",
        about: "N ≤ 2·10^5 words of 3 to 8 letters from the first 2 to 52 of a-z A-Z, few letters \
                so that ends meet (small: to 8 words of 3 and 4 letters from 2, for the search)",
        make: |g| {
            let (n, letters, longest) = match g.small() && g.rng.random() {
                true => (g.rng.random_range(1..=8), 2, 4),
                false => (g.n.clamp(1, 200_000), g.rng.random_range(2..=52), 8),
            };
            g.out.u64(n).byte(b'\n');
            for _ in 0..n {
                let len = g.rng.random_range(3..=longest);
                let word: Vec<u8> = (0..len).map(|_| LETTERS[g.rng.random_range(0..letters)]).collect();
                g.out.bytes(&word).byte(b'\n');
            }
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: \"2 sec\" on a stored copy of the task page (problem.rmj.ac)",
            statement: "1 ≤ N ≤ 2·10^5, words of 3 to 8 letters a-z A-Z",
            about: "2·10^5 words: a chain through all 52^3 three-letter ends in random order (the \
                    longest retrograde), the rest random of 8 letters",
            worst: |g| {
                let mut ends: Vec<u32> = (0..52 * 52 * 52).collect();
                for i in (1..ends.len()).rev() {
                    ends.swap(i, g.rng.random_range(0..=i));
                }
                let letters = |e: u32| (0..3).map(move |j| LETTERS[(e / 52u32.pow(j) % 52) as usize]);
                g.out.u64(200_000).byte(b'\n');
                for w in ends.windows(2) {
                    let word: Vec<u8> = letters(w[0]).chain(letters(w[1])).collect();
                    g.out.bytes(&word).byte(b'\n');
                }
                for _ in ends.len() - 1..200_000 {
                    let word: Vec<u8> = (0..8).map(|_| LETTERS[g.rng.random_range(0..52)]).collect();
                    g.out.bytes(&word).byte(b'\n');
                }
            },
        },
    },
    Generator {
        bin: "abc278f",
        about: "N ≤ 16 distinct words of 1 to 10 letters from the first 2 to 26 of a-z, few \
                letters so that words chain (small: to 8 words, for the search)",
        make: |g| {
            let n = match (g.small(), g.rng.random()) {
                (true, true) => g.rng.random_range(1..=8),
                (true, false) => g.rng.random_range(1..=16),
                (false, _) => 16,
            };
            let letters = g.rng.random_range(2..=26);
            let words = g.distinct(n, |g| {
                let len = g.rng.random_range(1..=10);
                let mut w = [0u8; 10];
                w[..len].iter_mut().for_each(|b| *b = LETTERS[g.rng.random_range(0..letters)]);
                w
            });
            g.out.u64(n).byte(b'\n');
            for w in words {
                let len = w.iter().position(|&b| b == 0).unwrap_or(10);
                g.out.bytes(&w[..len]).byte(b'\n');
            }
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: 2 sec assumed (ABC's usual; no stored copy of the task page gives it)",
            statement: "1 ≤ N ≤ 16, distinct words of 1 to 10 lowercase letters",
            about: "16 words of 10 letters, each a–…–a or with a second letter: every set of words said is reached",
            worst: |g| {
                g.out.u64(16).byte(b'\n');
                for i in 0..16 {
                    let mut w = *b"aaaaaaaaaa";
                    w[1 + i % 8] = if i < 8 { b'b' } else { b'c' };
                    g.out.bytes(&w).byte(b'\n');
                }
            },
        },
    },
    Generator {
        bin: "agc016f",
        about: "a DAG on N ≤ 15 vertices, each edge x < y kept with a chance drawn per input \
                (small: N ≤ 12, half of them with at most 12 edges, for the search)",
        make: |g| {
            let n: u64 = match (g.small(), g.rng.random()) {
                (true, true) => g.rng.random_range(2..=6),
                (true, false) => g.rng.random_range(2..=12),
                (false, _) => 15,
            };
            let keep = g.rng.random_range(0.0..=1.0);
            let mut edges: Vec<[u64; 2]> = Vec::new();
            for x in 1..=n {
                for y in x + 1..=n {
                    if g.rng.random_bool(keep) {
                        edges.push([x, y]);
                    }
                }
            }
            if edges.is_empty() {
                edges.push([1, 2]);
            }
            for i in (1..edges.len()).rev() {
                edges.swap(i, g.rng.random_range(0..=i));
            }
            g.line(&[n, edges.len() as u64]);
            edges.iter().for_each(|e| g.line(e));
        },
        limits: Limits {
            time: 5.0,
            source: "AtCoder: \"5 sec\" on stored copies of the task page (atcoder.jp, problem.rmj.ac)",
            statement: "2 ≤ N ≤ 15, 1 ≤ M ≤ N(N − 1)/2, 1 ≤ x_i < y_i ≤ N, distinct edges",
            about: "N = 15 and all 105 edges",
            worst: |g| {
                g.line(&[15, 105]);
                for x in 1..=15 {
                    for y in x + 1..=15 {
                        g.line(&[x, y]);
                    }
                }
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];

/// `N M`, then `m` distinct cells of `1..=n`, within a stretch of `window` cells, in increasing
/// order with digits, written neighbours unequal.
/// The letters of ABC 209 E's words.
const LETTERS: &[u8; 52] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn written_row(g: &mut Gen, n: u64, m: u64, window: u64) {
    let window = window.clamp(m, n);
    let start = g.rng.random_range(0..=n - window);
    let mut cells = g.distinct(m, |g| start + g.rng.random_range(1..=window));
    cells.sort_unstable();
    g.line(&[n, m]);
    let mut last = (0, 0);
    for x in cells {
        let y = match x == last.0 + 1 {
            true => 1 - last.1,
            false => g.rng.random_range(0..2),
        };
        g.line(&[x, y]);
        last = (x, y);
    }
}

/// `n` piles from 1 to `top`: random, or (`paired`) mostly equal pairs, shuffled, with the last
/// pile fixing the nim-sum to 0 where it can (the case where the answer is a largest k).
fn balanced_piles(g: &mut Gen, n: u64, top: u64, paired: bool) -> Vec<u64> {
    if !paired {
        return (0..n).map(|_| g.rng.random_range(1..=top)).collect();
    }
    let mut piles: Vec<u64> = Vec::with_capacity(n as usize);
    while (piles.len() as u64) + 2 < n {
        let v = g.rng.random_range(1..=top);
        let copies = if g.rng.random_range(0..8) == 0 { 1 } else { 2 };
        piles.extend(std::iter::repeat_n(v, copies));
    }
    // The last two piles a and a ⊕ x, x the nim-sum so far, when some a puts both in range.
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let pair = (0..100)
        .map(|_| g.rng.random_range(1..=top))
        .find(|&a| (1..=top).contains(&(a ^ x)));
    match (n - piles.len() as u64, pair) {
        (2, Some(a)) => piles.extend([a, a ^ x]),
        (left, _) => piles.extend((0..left).map(|_| g.rng.random_range(1..=top))),
    }
    for i in (1..piles.len()).rev() {
        piles.swap(i, g.rng.random_range(0..=i));
    }
    piles
}
