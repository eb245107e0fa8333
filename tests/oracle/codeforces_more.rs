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
