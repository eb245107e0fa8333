//! The statements' promises for Baekjoon's problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    let piles = |t: &mut Tokens, count: u64, max: u64| -> Result<Vec<u64>, String> {
        let n = t.num(1, count, "N")?;
        (0..n).map(|_| t.num(1, max, "a pile")).collect()
    };
    match bin {
        "boj9655" | "boj9657" => drop(t.num(1, 1000, "N")?),
        "boj9660" | "boj9661" => drop(t.num(1, 1_000_000_000_000, "N")?),
        "boj13034" => drop(t.num(3, 1000, "N")?),
        "boj11868" | "boj11869" => drop(piles(t, 100, 1_000_000_000)?),
        "boj11871" => {
            if piles(t, 100, 2_147_000_000)?.iter().all(|&p| p == 2) {
                return Err("every pile is 2".into());
            }
        }
        "boj11872" => drop(piles(t, 100, 2_000_000_000)?),
        "boj16889" => drop(piles(t, 1_000_000, 60)?),
        "boj16895" => drop(piles(t, 1000, 1000)?),
        _ => return Ok(false),
    }
    Ok(true)
}
