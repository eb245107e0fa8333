//! The statements' promises for HDU's, POJ's and Library Checker's problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    let max = u64::MAX;
    match bin {
        "hdu1846" => {
            for _ in 0..t.num(1, max, "C")? {
                t.num(1, 1000, "n")?;
                t.num(1, 1000, "m")?;
            }
        }
        "hdu2176" | "poj2975" => loop {
            let (most, hi, lo) = match bin {
                "hdu2176" => (200_000, 2_000_000, 0),
                _ => (1000, 1_000_000_000, 1),
            };
            let m = t.num(0, most, "m")?;
            if m == 0 {
                break;
            }
            (0..m).try_for_each(|_| t.num(lo, hi, "a pile").map(drop))?;
        },
        "hdu2149" => {
            while !t.done() {
                t.num(1, 1100, "M")?;
                t.num(1, 1100, "N")?;
            }
        }
        "hdu2177" => loop {
            let a = t.num(0, 1_000_000_000, "a")?;
            let b = t.num(a, 1_000_000_000, "b ≥ a")?;
            if a == 0 && b == 0 {
                break;
            }
        },
        "hdu1536" => loop {
            let k = t.num(0, 100, "k")?;
            if k == 0 {
                break;
            }
            (0..k).try_for_each(|_| t.num(1, 10_000, "a take size").map(drop))?;
            for _ in 0..t.num(1, 100, "m")? {
                let l = t.num(1, 100, "l")?;
                (0..l).try_for_each(|_| t.num(0, 10_000, "a heap").map(drop))?;
            }
        },
        "hdu1848" => loop {
            let piles = [
                t.num(0, 1000, "m")?,
                t.num(0, 1000, "n")?,
                t.num(0, 1000, "p")?,
            ];
            match piles {
                [0, 0, 0] => break,
                _ if piles.contains(&0) => return Err("a pile of 0 before 0 0 0".into()),
                _ => {}
            }
        },
        "hdu2516" => while t.num(0, (1 << 31) - 1, "n")? != 0 {},
        "hdu5973" => {
            let big = |t: &mut Tokens| match t.it.next() {
                Some(s) if s.len() <= 101 && s.bytes().all(|b| b.is_ascii_digit()) => Ok(()),
                other => Err(format!("a number ≤ 10^100, not {other:?}")),
            };
            while !t.done() {
                big(t)?;
                big(t)?;
            }
        }
        "hdu3032" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 1_000_000, "N")?;
                (0..n).try_for_each(|_| t.num(1, (1 << 31) - 1, "a heap").map(drop))?;
            }
        }
        "hdu3595" => {
            let mut cases = 0;
            while !t.done() {
                cases += 1;
                for _ in 0..t.num(1, 1000, "N")? {
                    t.num(1, 1000, "x")?;
                    t.num(1, 1000, "y")?;
                }
            }
            if cases > 100 {
                return Err(format!("{cases} cases"));
            }
        }
        "hdu3404" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 1000, "n")?;
                let mut seen = HashSet::new();
                for _ in 0..n {
                    let cell = (t.num(0, 10_000, "x")?, t.num(0, 10_000, "y")?);
                    if !seen.insert(cell) {
                        return Err(format!("cell {cell:?} twice"));
                    }
                }
            }
        }
        "lc_nim_product_64" => {
            for _ in 0..t.num(1, 1_000_000, "T")? {
                t.num(0, max, "A")?;
                t.num(0, max, "B")?;
            }
        }
        "hdu3094" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 100_000, "N")?;
                let edges: Vec<(u64, u64)> = (1..n)
                    .map(|_| Ok((t.num(1, n, "I")?, t.num(1, n, "J")?)))
                    .collect::<Result<_, String>>()?;
                if !is_tree(n, &edges) {
                    return Err(format!("the edges of a case of {n} vertices are no tree"));
                }
            }
        }
        "poj3710" => {
            while !t.done() {
                for _ in 0..t.num(1, 99, "N")? {
                    let m = t.num(1, 99, "m")?;
                    let k = t.num(0, 499, "k")?;
                    let edges: Vec<(u64, u64)> = (0..k)
                        .map(|_| Ok((t.num(1, m, "a")?, t.num(1, m, "b")?)))
                        .collect::<Result<_, String>>()?;
                    is_christmas_tree(m, &edges)?;
                }
            }
        }
        "hdu1524" => {
            while !t.done() {
                let n = t.num(1, 1000, "N")?;
                let mut out = vec![Vec::new(); n as usize];
                for list in out.iter_mut() {
                    let x = t.num(0, n, "X")?;
                    for _ in 0..x {
                        list.push(t.num(0, n - 1, "an out-position")?);
                    }
                }
                // No cycles: every position is removed by repeatedly removing sinks.
                let mut indegree_free: Vec<usize> = out.iter().map(Vec::len).collect();
                let mut into = vec![Vec::new(); n as usize];
                for (v, list) in out.iter().enumerate() {
                    list.iter().for_each(|&w| into[w as usize].push(v));
                }
                let mut sinks: Vec<usize> =
                    (0..n as usize).filter(|&v| out[v].is_empty()).collect();
                let mut removed = 0;
                while let Some(w) = sinks.pop() {
                    removed += 1;
                    for &v in &into[w] {
                        indegree_free[v] -= 1;
                        if indegree_free[v] == 0 {
                            sinks.push(v);
                        }
                    }
                }
                if removed != n as usize {
                    return Err("a graph with a cycle".into());
                }
                loop {
                    let m = t.num(0, 10, "M")?;
                    if m == 0 {
                        break;
                    }
                    (0..m).try_for_each(|_| t.num(0, n - 1, "a chess position").map(drop))?;
                }
            }
        }
        "poj1704" => {
            for _ in 0..t.num(1, 20, "T")? {
                let n = t.num(1, 1000, "N")?;
                distinct(t, n, 1, 10_000, "a position")?;
            }
        }
        "hdu1517" => {
            while !t.done() {
                t.num(2, 4_294_967_294, "n")?;
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
