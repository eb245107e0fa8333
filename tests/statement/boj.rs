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
        "boj9655" | "boj9656" | "boj9657" | "boj9658" => drop(t.num(1, 1000, "N")?),
        "boj9659" | "boj9660" | "boj9661" => drop(t.num(1, 1_000_000_000_000, "N")?),
        "boj9662" => {
            t.num(1, 1_000_000_000, "M")?;
            let k = t.num(1, 22, "K")?;
            let takes: Vec<u64> = (0..k)
                .map(|_| t.num(1, 22, "a take"))
                .collect::<Result<_, _>>()?;
            if takes.windows(2).any(|w| w[0] >= w[1]) {
                return Err(format!("takes not increasing: {takes:?}"));
            }
        }
        "boj11694" => drop(piles(t, 100, 1_000_000_000)?),
        "boj16877" => drop(piles(t, 100_000, 3_000_000)?),
        "boj11867" => {
            t.num(1, 100, "N")?;
            t.num(1, 100, "M")?;
        }
        "boj24678" => {
            for _ in 0..t.num(1, 200_000, "T")? {
                (0..3).try_for_each(|_| t.num(1, 1_000_000_000, "a pile").map(drop))?;
            }
        }
        "boj2600" => {
            let b: Vec<u64> = (0..3)
                .map(|_| t.num(1, 30, "a take"))
                .collect::<Result<_, _>>()?;
            if !(b[0] < b[1] && b[1] < b[2]) {
                return Err(format!("takes not increasing: {b:?}"));
            }
            (0..10).try_for_each(|_| t.num(0, 500, "a bottle").map(drop))?;
        }
        "boj11717" => {
            let h = t.num(1, 20, "H")?;
            let w = t.num(1, 20, "W")?;
            for _ in 0..h {
                let row = t.word("a row")?;
                if row.len() as u64 != w || !row.bytes().all(|b| b == b'.' || b == b'X') {
                    return Err(format!("row {row:?}"));
                }
            }
        }
        "boj3754" => {
            for _ in 0..t.num(1, 474, "T")? {
                drop(piles(t, 47, 4747)?);
            }
        }
        "boj24656" => {
            for _ in 0..t.num(1, 100_000, "N")? {
                (0..2).try_for_each(|_| t.num(1, 1_000_000_000, "a pile or base").map(drop))?;
            }
        }
        "boj5386" => {
            for _ in 0..t.num(1, u64::MAX, "the number of cases")? {
                t.num(1, 1_000_000_000, "S")?;
                t.num(1, 100, "K")?;
            }
        }
        "boj16879" => {
            for _ in 0..t.num(1, 300_000, "N")? {
                (0..2).try_for_each(|_| t.num(0, 2999, "a coordinate").map(drop))?;
            }
        }
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
