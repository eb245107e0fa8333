//! Reference solvers for every binary's input format, built on the exhaustive search in
//! [`super::games`]. A case is decided by searching the whole position whenever it is small
//! enough; beyond the search's reach each game falls back to a textbook reference written here
//! independently of the library (the nim-sum theorem, `n mod (m + 1)` in u128, Wythoff pairs
//! from Zeckendorf representations, Grundy values from their definition).
//!
//! These answers are the provenance of every golden `.out` file that is not a statement sample
//! (`IMPARTIAL_BLESS=1 cargo test --test golden` writes them), and the golden runner re-derives
//! every file with them.

use super::games;

/// Whitespace as the binaries define it (ASCII whitespace including vertical tab).
fn tokens(input: &str) -> impl Iterator<Item = &str> {
    input
        .split(|c: char| c.is_ascii_whitespace() || c == '\x0b')
        .filter(|w| !w.is_empty())
}

struct Input<'a>(Box<dyn Iterator<Item = &'a str> + 'a>);

impl<'a> Input<'a> {
    fn new(input: &'a str) -> Self {
        Input(Box::new(tokens(input)))
    }

    fn try_u64(&mut self) -> Option<u64> {
        self.0
            .next()
            .map(|w| w.parse().expect("oracle inputs are valid"))
    }

    fn u64(&mut self) -> u64 {
        self.try_u64().expect("oracle inputs are complete")
    }

    fn list(&mut self, n: u64) -> Vec<u64> {
        (0..n).map(|_| self.u64()).collect()
    }
}

fn word(win: bool, yes: &str, no: &str, out: &mut String) {
    out.push_str(if win { yes } else { no });
    out.push('\n');
}

fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |a, &p| a ^ p)
}

fn searchable(piles: &[u64], len: usize, below: u64) -> bool {
    piles.len() <= len && piles.iter().all(|&p| p < below)
}

/// Normal-play Nim outcome.
pub fn nim_wins(piles: &[u64]) -> bool {
    if searchable(piles, 4, 8) {
        games::nim().wins(&piles.to_vec())
    } else {
        nim_sum(piles) != 0
    }
}

/// The first winning Nim move in ⟨pile, amount⟩ order, as the piles after it.
pub fn nim_first_winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    if searchable(piles, 4, 8) {
        let next = games::nim()
            .winning_options(&piles.to_vec())
            .into_iter()
            .next()?;
        let i = (0..piles.len()).find(|&i| next[i] != piles[i]).unwrap();
        return Some((i, next[i]));
    }
    let s = nim_sum(piles);
    (0..piles.len())
        .find(|&i| piles[i] ^ s < piles[i])
        .map(|i| (i, piles[i] ^ s))
}

/// Bash's game outcome.
pub fn bash_wins(n: u64, m: u64) -> bool {
    if n <= 300 && m <= 300 {
        games::bash().wins(&(n, m))
    } else {
        u128::from(n) % (u128::from(m) + 1) != 0
    }
}

/// Wythoff's game outcome.
pub fn wythoff_wins(a: u64, b: u64) -> bool {
    if a < 60 && b < 60 {
        games::wythoff().wins(&(a, b))
    } else {
        !games::wythoff_losing(a.into(), b.into())
    }
}

/// The expected output of `bin` on `input`, or `None` for a binary the oracle does not know.
pub fn solve(bin: &str, input: &str) -> Option<String> {
    let mut inp = Input::new(input);
    let mut out = String::new();
    match bin {
        "p2197" => {
            for _ in 0..inp.u64() {
                let n = inp.u64();
                word(nim_wins(&inp.list(n)), "Yes", "No", &mut out);
            }
        }
        "acwing891" => {
            let n = inp.u64();
            word(nim_wins(&inp.list(n)), "Yes", "No", &mut out);
        }
        "p1247" => {
            let k = inp.u64();
            let mut piles = inp.list(k);
            match nim_first_winning_move(&piles) {
                Some((i, to)) => {
                    out += &format!("{} {}\n", piles[i] - to, i + 1);
                    piles[i] = to;
                    let list: Vec<String> = piles.iter().map(u64::to_string).collect();
                    out += &list.join(" ");
                    out.push('\n');
                }
                None => out += "lose\n",
            }
        }
        "hdu1846" => {
            for _ in 0..inp.u64() {
                let (n, m) = (inp.u64(), inp.u64());
                word(bash_wins(n, m), "first", "second", &mut out);
            }
        }
        "p2252" => {
            while let Some(a) = inp.try_u64() {
                word(wythoff_wins(a, inp.u64()), "1", "0", &mut out);
            }
        }
        _ => return None,
    }
    Some(out)
}
