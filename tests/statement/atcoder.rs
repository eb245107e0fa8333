//! The statements' promises for AtCoder's problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    match bin {
        "abc278f" => {
            let mut seen = std::collections::HashSet::new();
            for _ in 0..t.num(1, 16, "N")? {
                let w = t.word("S_i")?;
                if !(1..=10).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_lowercase()) {
                    return Err(format!("S_i = {w:?}, not 1 to 10 lowercase letters"));
                }
                if !seen.insert(w.clone()) {
                    return Err(format!("S_i = {w:?} twice"));
                }
            }
        }
        "agc016f" => {
            let n = t.num(2, 15, "N")?;
            let m = t.num(1, n * (n - 1) / 2, "M")?;
            let mut seen = std::collections::HashSet::new();
            for _ in 0..m {
                let x = t.num(1, n - 1, "x_i")?;
                let y = t.num(x + 1, n, "y_i")?;
                if !seen.insert((x, y)) {
                    return Err(format!("the edge {x} {y} twice"));
                }
            }
        }
        "arc131c" => {
            let (n, mut x, mut seen) =
                (t.num(1, 400_000, "N")?, 0, std::collections::HashSet::new());
            for _ in 0..n {
                let v = t.num(1, 1_000_000_000, "A_i")?;
                if !seen.insert(v) {
                    return Err(format!("A_i = {v} twice"));
                }
                x ^= v;
            }
            if x == 0 {
                return Err("the xor of all is 0".into());
            }
        }
        "agc064c" => {
            let mut total = 0;
            for _ in 0..t.num(1, 10_000, "T")? {
                let n = t.num(1, 10_000, "N")?;
                total += n;
                let mut least = 0;
                for _ in 0..n {
                    let l = t.num(least, 1_000_000_000_000_000_000, "l_i")?;
                    least = t.num(l, 1_000_000_000_000_000_000, "r_i")? + 1;
                }
            }
            if total > 10_000 {
                return Err(format!("the sum of N is {total}, over 10^4"));
            }
        }
        "abc027c" => {
            t.num(1, 1_000_000_000_000_000_000, "N")?;
        }
        "abc209e" => {
            for _ in 0..t.num(1, 200_000, "N")? {
                let w = t.word("s_i")?;
                if !(3..=8).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_alphabetic()) {
                    return Err(format!("s_i = {w:?}, not 3 to 8 letters"));
                }
            }
        }
        "abc368f" => {
            let n = t.num(1, 100_000, "N")?;
            (0..n).try_for_each(|_| t.num(2, 100_000, "A_i").map(drop))?;
        }
        "dp_k" => {
            let n = t.num(1, 100, "N")?;
            let k = t.num(1, 100_000, "K")?;
            let mut last = 0;
            for _ in 0..n {
                last = t.num(last + 1, k, "a_i, increasing")?;
            }
        }
        "abc297g" => {
            let n = t.num(1, 200_000, "N")?;
            let l = t.num(1, 1_000_000_000, "L")?;
            t.num(l, 1_000_000_000, "R")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i").map(drop))?;
        }
        "abc206f" => {
            for _ in 0..t.num(1, 20, "T")? {
                for _ in 0..t.num(1, 100, "N")? {
                    let l = t.num(1, 99, "L")?;
                    t.num(l + 1, 100, "R")?;
                }
            }
        }
        "abc255g" => {
            let n = t.num(1, 200_000, "N")?;
            let m = t.num(1, 200_000, "M")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000_000_000_000, "A_i").map(drop))?;
            let mut seen = std::collections::HashSet::new();
            for _ in 0..m {
                let x = t.num(1, 1_000_000_000_000_000_000, "X_i")?;
                let y = t.num(1, x, "Y_i")?;
                if !seen.insert((x, y)) {
                    return Err(format!("the pair ({x}, {y}) twice"));
                }
            }
        }
        "abc354e" => {
            let n = t.num(1, 18, "N")?;
            (0..2 * n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i, B_i").map(drop))?;
        }
        "abc212h" => {
            t.num(1, 200_000, "N")?;
            let k = t.num(1, 65_535, "K")?;
            distinct(t, k, 1, 65_535, "A_i")?;
        }
        "abc048d" => {
            let s = t.word("s")?;
            let lower = s.bytes().all(|b| b.is_ascii_lowercase());
            if !(3..=100_000).contains(&s.len())
                || !lower
                || s.as_bytes().windows(2).any(|p| p[0] == p[1])
            {
                return Err(
                    "s is not 3 to 10^5 lowercase letters, no two equal side by side".into(),
                );
            }
        }
        "abc059d" => {
            t.num(0, 1_000_000_000_000_000_000, "X")?;
            t.num(0, 1_000_000_000_000_000_000, "Y")?;
        }
        "arc137c" => {
            let n = t.num(2, 300_000, "N")?;
            let mut next = 0;
            for _ in 0..n {
                next = t.num(next, 1_000_000_000, "A_i, increasing")? + 1;
            }
        }
        "arc091f" => {
            let n = t.num(1, 200, "N")?;
            (0..2 * n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i, K_i").map(drop))?;
        }
        "agc002e" => {
            let n = t.num(1, 100_000, "N")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
        }
        "arc105d" => {
            let mut sum = 0;
            for _ in 0..t.num(1, 100_000, "T")? {
                let n = t.num(1, 100_000, "N")?;
                sum += n;
                if sum > 200_000 {
                    return Err("the sum of N passes 2·10^5".into());
                }
                (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
            }
        }
        "agc033c" => {
            let n = t.num(1, 200_000, "N")?;
            let edges: Vec<(u64, u64)> = (1..n)
                .map(|_| Ok((t.num(1, n, "a_i")?, t.num(1, n, "b_i")?)))
                .collect::<Result<_, String>>()?;
            if !is_tree(n, &edges) {
                return Err("the edges are no tree".into());
            }
        }
        "agc017d" | "agc010f" => {
            let (most, least) = if bin == "agc017d" {
                (100_000, 2)
            } else {
                (3000, 2)
            };
            let n = t.num(least, most, "N")?;
            if bin == "agc010f" {
                (0..n).try_for_each(|_| t.num(0, 1_000_000_000, "A_i").map(drop))?;
            }
            let edges: Vec<(u64, u64)> = (1..n)
                .map(|_| Ok((t.num(1, n, "x_i")?, t.num(1, n, "y_i")?)))
                .collect::<Result<_, String>>()?;
            if !is_tree(n, &edges) {
                return Err("the edges are no tree".into());
            }
        }
        "arc168b" => {
            let n = t.num(1, 250_000, "N")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "A_i").map(drop))?;
        }
        "typical90_ae" => {
            let n = t.num(1, 100_000, "N")?;
            (0..2 * n).try_for_each(|_| t.num(0, 50, "W_i, B_i").map(drop))?;
        }
        "arc151c" => {
            let n = t.num(1, 1_000_000_000_000_000_000, "N")?;
            let m = t.num(0, n.min(200_000), "M")?;
            let mut last = (0, 2);
            for _ in 0..m {
                let x = t.num(last.0 + 1, n, "X_i, increasing")?;
                let y = t.num(0, 1, "Y_i")?;
                if (x, y) == (last.0 + 1, last.1) {
                    return Err(format!("equal digits in cells {} and {x}", x - 1));
                }
                last = (x, y);
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
