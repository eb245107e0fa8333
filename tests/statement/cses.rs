//! The statements' promises for CSES's problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    match bin {
        "cses1729" => {
            let n = t.num(1, 1_000_000, "n")?;
            let k = t.num(1, 100, "k")?;
            let mut takes = HashSet::new();
            for _ in 0..k {
                let p = t.num(1, n, "p_i")?;
                if !takes.insert(p) {
                    return Err(format!("take size {p} twice"));
                }
            }
            if !takes.contains(&1) {
                return Err("no take size 1".into());
            }
        }
        "cses1730" | "cses1098" | "cses1099" | "cses2208" => {
            let lo = u64::from(bin != "cses1099");
            let mut sum = 0;
            for _ in 0..t.num(1, 200_000, "t")? {
                let n = t.num(1, 200_000, "n")?;
                sum += n;
                (0..n).try_for_each(|_| t.num(lo, 1_000_000_000, "a heap").map(drop))?;
            }
            if sum > 200_000 {
                return Err(format!("the sum of all n is {sum}"));
            }
        }
        "cses2207" => {
            for _ in 0..t.num(1, 100_000, "t")? {
                t.num(1, 1_000_000, "n")?;
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
