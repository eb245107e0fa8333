//! Reference solvers for the AtCoder binaries, continued from [`super::atcoder_solvers`]: each
//! searches the game whole where its positions are few ([`super::atcoder`]), and otherwise
//! checks a reference written from the editorial's rule against the search on small cases.

use super::atcoder as a;
use super::problems::Input;
use std::collections::HashMap;

pub fn abc209e(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let words: Vec<Vec<u8>> = (0..n).map(|_| inp.token().as_bytes().to_vec()).collect();
    // The whole game is its words' ends (at most 2N states): searched for every input.
    for o in a::word_chain(&words, 3) {
        out.push_str(match o {
            Some(true) => "Takahashi\n",
            Some(false) => "Aoki\n",
            None => "Draw\n",
        });
    }
}

pub fn abc278f(inp: &mut Input, out: &mut String) {
    let n = inp.u64() as usize;
    let words: Vec<Vec<u8>> = (0..n).map(|_| inp.token().as_bytes().to_vec()).collect();
    // A reference by memo over (words said, letter needed: 26 for any), from the top down.
    fn wins(said: usize, need: usize, words: &[Vec<u8>], memo: &mut [Option<bool>]) -> bool {
        if let Some(w) = memo[said * 27 + need] {
            return w;
        }
        let w = (0..words.len()).any(|j| {
            let fits = need == 26 || usize::from(words[j][0] - b'a') == need;
            let next = usize::from(words[j][words[j].len() - 1] - b'a');
            said >> j & 1 == 0 && fits && !wins(said | 1 << j, next, words, memo)
        });
        memo[said * 27 + need] = Some(w);
        w
    }
    let reference = wins(0, 26, &words, &mut vec![None; (1 << n) * 27]);
    if n <= 8 {
        let searched = a::word_chain_once(&words).wins(&(0, None));
        assert_eq!(searched, reference, "the reference, {words:?}");
    }
    super::problems::word(reference, "First", "Second", out);
}

pub fn agc016f(inp: &mut Input, out: &mut String) {
    const P: u64 = 1_000_000_007;
    let (n, m) = (inp.u64() as usize, inp.u64() as usize);
    let edges: Vec<(usize, usize)> = (0..m)
        .map(|_| (inp.u64() as usize - 1, inp.u64() as usize - 1))
        .collect();
    let mut succ = vec![0usize; n];
    edges.iter().for_each(|&(x, y)| succ[x] |= 1 << y);
    let pow2: Vec<u64> = (0..=m).map(|e| (0..e).fold(1, |x, _| x * 2 % P)).collect();
    // The editorial's layers, top down: ways(S) counts the edge choices inside S (holding both
    // of vertices 0 and 1 or neither) that give them equal values; T, the zero layer, is
    // independent, every other vertex of S has an edge into T, and edges T → S \ T are free.
    let mut memo: Vec<Option<u64>> = vec![None; 1 << n];
    memo[0] = Some(1);
    let full = (1 << n) - 1;
    let mut stack = vec![full];
    while let Some(&s) = stack.last() {
        if memo[s].is_some() {
            stack.pop();
            continue;
        }
        let subsets = std::iter::successors(Some(s), |&t| (t > 0).then(|| (t - 1) & s));
        let layers: Vec<usize> = subsets
            .filter(|&t| t > 0 && (t & 1) == (t >> 1 & 1))
            .collect();
        let missing: Vec<usize> = layers
            .iter()
            .map(|&t| s & !t)
            .filter(|&u| memo[u].is_none())
            .collect();
        if !missing.is_empty() {
            stack.extend(missing);
            continue;
        }
        stack.pop();
        let mut total = 0;
        for &t in &layers {
            let u = s & !t;
            let vertices = |x: usize| (0..n).filter(move |&v| x >> v & 1 == 1);
            let free: usize = vertices(t)
                .map(|v| (succ[v] & u).count_ones() as usize)
                .sum();
            let w = vertices(u).fold(memo[u].unwrap(), |w, v| {
                w * (pow2[(succ[v] & t).count_ones() as usize] + P - 1) % P
            });
            total = (total + w * pow2[free]) % P;
        }
        memo[s] = Some(total);
    }
    let equal = memo[full].unwrap();
    if m <= 12 {
        assert_eq!(
            a::grundy_equal_subsets(n, &edges, 0, 1) % P,
            equal,
            "the reference, {edges:?}"
        );
    }
    out.push_str(&format!("{}\n", (pow2[m] + P - equal) % P));
}

pub fn arc131c(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    let a = inp.list(n);
    // The editorial's rule: win at once when some number equals the xor of all; else the
    // parity of N decides (an odd set can always avoid handing over such a number).
    let x = a.iter().fold(0, |x, &v| x ^ v);
    let reference = n % 2 == 1 || a.contains(&x);
    if n <= 7 {
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(
            a::zero_xor().wins(&sorted),
            reference,
            "the reference, {a:?}"
        );
    }
    super::problems::word(reference, "Win", "Lose", out);
}

pub fn abc027c(inp: &mut Input, out: &mut String) {
    let n = inp.u64();
    // The strategies, move by move: whoever moves into N's bit length wants small numbers (2x),
    // the other large ones (2x + 1); simulated until x passes N, whose mover loses.
    let length = 64 - n.leading_zeros();
    let (mut x, mut takahashi, mut moves) = (1u128, true, 1);
    let takahashi_wants_small = (length - 1) % 2 == 1;
    let reference = loop {
        let small = takahashi == takahashi_wants_small;
        x = 2 * x + u128::from(!small);
        moves += 1;
        if x > u128::from(n) {
            break !takahashi;
        }
        debug_assert!(moves <= 65);
        takahashi = !takahashi;
    };
    if n <= 5000 {
        assert_eq!(a::doubling(n).wins(&1), reference, "the reference, N = {n}");
    }
    super::problems::word(reference, "Takahashi", "Aoki", out);
}

pub fn agc064c(inp: &mut Input, out: &mut String) {
    // A reference by memo over the boards as lists of intervals: keeping parity p and halving
    // maps [l, r] to the halves of its numbers of that parity, again an interval.
    fn wins(board: &[(u64, u64)], memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        if let Some(&w) = memo.get(board) {
            return w;
        }
        let halves: Vec<Vec<(u64, u64)>> = (0..2u64)
            .map(|p| {
                board
                    .iter()
                    .filter_map(|&(l, r)| {
                        let first = if l % 2 == p { l } else { l + 1 };
                        let last = if r % 2 == p { r } else { r.checked_sub(1)? };
                        (first <= last).then(|| (first / 2, last / 2))
                    })
                    .collect()
            })
            .collect();
        // Emptying the board wins; else a move wins if it leaves a lost board.
        let w = halves.iter().any(|h| h.is_empty())
            || halves
                .iter()
                .any(|h| h.as_slice() != board && !wins(h, memo));
        memo.insert(board.to_vec(), w);
        w
    }
    let mut memo = HashMap::new();
    for _ in 0..inp.u64() {
        let n = inp.u64();
        let board: Vec<(u64, u64)> = (0..n).map(|_| (inp.u64(), inp.u64())).collect();
        let reference = wins(&board, &mut memo);
        if board.last().map_or(false, |&(_, r)| r < 64) {
            let bits = board
                .iter()
                .fold(0u64, |m, &(l, r)| (l..=r).fold(m, |m, x| m | 1 << x));
            assert_eq!(a::erase_and_halve().wins(&bits), reference, "{board:?}");
        }
        super::problems::word(reference, "Takahashi", "Aoki", out);
    }
}
