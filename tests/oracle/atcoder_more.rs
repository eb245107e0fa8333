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
