//! The statements' promises for Luogu's and AcWing's problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    let max = u64::MAX;
    match bin {
        "p2197" => {
            for _ in 0..t.num(1, 10, "T")? {
                let n = t.num(1, 10_000, "n")?;
                (0..n).try_for_each(|_| t.num(0, 10_000, "a_i").map(drop))?;
            }
        }
        "acwing891" | "acwing892" | "p1247" => {
            let (n, lo) = match bin {
                "p1247" => (t.num(1, 500_000, "k")?, 1),
                _ => (t.num(1, 100_000, "n")?, 0),
            };
            (0..n).try_for_each(|_| t.num(lo, 1_000_000_000, "a_i").map(drop))?;
        }
        "p2252" => {
            while !t.done() {
                t.num(0, 1_000_000_000, "a")?;
                t.num(0, 1_000_000_000, "b")?;
            }
        }
        "p4279" => {
            for _ in 0..t.num(1, 500, "T")? {
                let n = t.num(1, 50, "n")?;
                (0..n).try_for_each(|_| t.num(1, 5000, "a_i").map(drop))?;
            }
        }
        "acwing893" | "acwing894" => {
            if bin == "acwing893" {
                let k = t.num(1, 100, "k")?;
                (0..k).try_for_each(|_| t.num(1, 10_000, "a take size").map(drop))?;
            }
            let n = t.num(1, 100, "n")?;
            let hi = if bin == "acwing893" { 10_000 } else { 100 };
            (0..n).try_for_each(|_| t.num(0, hi, "a pile").map(drop))?;
        }
        "p1290" => {
            for _ in 0..t.num(1, max, "C")? {
                t.num(1, (1 << 31) - 1, "M")?;
                t.num(1, (1 << 31) - 1, "N")?;
            }
        }
        "p2148" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(2, 20_000, "N")?;
                if n % 2 == 1 {
                    return Err(format!("odd N = {n}"));
                }
                (0..n).try_for_each(|_| t.num(1, 2_000_000_000, "a pile").map(drop))?;
            }
        }
        "p2575" => {
            for _ in 0..t.num(1, 100, "T")? {
                for _ in 0..t.num(1, 1000, "n")? {
                    let m = t.num(0, 20, "m")?;
                    distinct(t, m, 1, 20, "a column")?;
                }
            }
        }
        "p10507" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(1, 1000, "N")?;
                distinct(t, n, 1, 10_000, "P_i")?;
            }
        }
        "p10501" => {
            while !t.done() {
                t.num(2, 200, "W")?;
                t.num(2, 200, "H")?;
            }
        }
        "p10506" => {
            while !t.done() {
                let n = t.num(1, 100, "n")?;
                (0..n).try_for_each(|_| t.num(1, 1000, "a_i").map(drop))?;
            }
        }
        "p3480" => {
            for _ in 0..t.num(1, 10, "u")? {
                let n = t.num(1, 1000, "n")?;
                let (mut last, mut total) = (0, 0);
                for _ in 0..n {
                    let a = t.num(last, 10_000, "a_i (non-decreasing)")?;
                    (last, total) = (a, total + a);
                }
                if total > 10_000 {
                    return Err(format!("{total} pebbles"));
                }
            }
        }
        "p3185" => {
            for _ in 0..t.num(1, 10, "t")? {
                let n = t.num(2, 21, "n")?;
                (0..n).try_for_each(|_| t.num(0, 10_000, "p_i").map(drop))?;
            }
        }
        "p2594" => {
            for _ in 0..t.num(1, 50, "T")? {
                let (n, m) = (t.num(1, 100, "n")?, t.num(1, 100, "m")?);
                for _ in 0..n {
                    let row = t.it.next().ok_or("input ended: expected a row")?;
                    if row.len() as u64 != m || row.bytes().any(|b| b != b'H' && b != b'T') {
                        return Err(format!("row {row:?} is not {m} of H and T"));
                    }
                }
            }
        }
        "p3179" => {
            let n = t.num(1, 1_000_000_000, "n")?;
            for _ in 0..t.num(1, 100, "k")? {
                let w = t.num(1, 100, "w")?;
                distinct(t, w, 1, n, "a white cell")?;
            }
        }
        "p3235" => {
            let games = t.num(1, 99, "T")?;
            t.num(1, 99_999, "F")?;
            for _ in 0..games {
                let n = t.num(1, 99, "N")?;
                (0..n).try_for_each(|_| t.num(1, 99_999, "a heap").map(drop))?;
            }
        }
        "p4101" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(1, 1_000_000_000, "n")?;
                t.num(1, 1_000_000_000, "m")?;
            }
        }
        "p2490" => {
            let n = t.num(1, 10_000, "n")?;
            let k = t.num(1, n.min(100), "k")?;
            if k % 2 == 1 {
                return Err(format!("k = {k} is odd"));
            }
            t.num(1, k, "d")?;
        }
        "p6560" => {
            let (n, m, q) = (
                t.num(1, 100_000, "n")?,
                t.num(1, 500_000, "m")?,
                t.num(1, 500, "q")?,
            );
            for _ in 0..m {
                t.num(1, n, "u_i")?;
                t.num(1, n, "v_i")?;
            }
            for _ in 0..q {
                let (x, y) = (t.num(1, n, "x")?, t.num(1, n, "y")?);
                if x == y {
                    return Err(format!("start {x} is the goal"));
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
