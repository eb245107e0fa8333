//! Reference solvers for the AtCoder binaries, continued from [`super::atcoder_solvers`]: each
//! searches the game whole where its positions are few ([`super::atcoder`]), and otherwise
//! checks a reference written from the editorial's rule against the search on small cases.

use super::atcoder as a;
use super::problems::Input;

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
