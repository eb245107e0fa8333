//! The statements' promises for Codeforces' and Kattis' problems.

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    match bin {
        "cf1194d" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(0, 1_000_000_000, "n")?;
                t.num(3, 1_000_000_000, "k")?;
            }
        }
        "cf1537d" => {
            for _ in 0..t.num(1, 10_000, "t")? {
                t.num(1, 1_000_000_000, "n")?;
            }
        }
        "cf1147c" => {
            let n = t.num(2, 50, "n")?;
            if n % 2 == 1 {
                return Err(format!("n = {n} is odd"));
            }
            (0..n).try_for_each(|_| t.num(1, 50, "a_i").map(drop))?;
        }
        "cf768e" => {
            let n = t.num(1, 1_000_000, "n")?;
            (0..n).try_for_each(|_| t.num(1, 60, "s_i").map(drop))?;
        }
        "cf1363c" => {
            for _ in 0..t.num(1, 10, "t")? {
                let n = t.num(1, 1000, "n")?;
                t.num(1, n, "x")?;
                let edges: Vec<(u64, u64)> = (1..n)
                    .map(|_| Ok((t.num(1, n, "u")?, t.num(1, n, "v")?)))
                    .collect::<Result<_, String>>()?;
                if !is_tree(n, &edges) {
                    return Err("the edges are no tree".into());
                }
            }
        }
        "cf914b" => {
            let n = t.num(1, 100_000, "n")?;
            (0..n).try_for_each(|_| t.num(1, 100_000, "a_i").map(drop))?;
        }
        "cf1373b" => {
            for _ in 0..t.num(1, 1000, "t")? {
                let s = t.word("s")?;
                if !(1..=100).contains(&s.len()) || s.bytes().any(|b| b != b'0' && b != b'1') {
                    return Err(format!("{s:?} is not a word of 1 to 100 zeros and ones"));
                }
            }
        }
        "cf1104b" => {
            let s = t.word("s")?;
            if !(1..=100_000).contains(&s.len()) || !s.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err("s is not 1 to 10^5 lowercase letters".into());
            }
        }
        "cf276b" | "cf1220c" => {
            let s = t.word("s")?;
            let most = if bin == "cf276b" { 1000 } else { 500_000 };
            if !(1..=most).contains(&s.len()) || !s.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(format!("s is not 1 to {most} lowercase letters"));
            }
        }
        "cf1704f" => {
            let mut sum = 0;
            for _ in 0..t.num(1, 10_000, "t")? {
                let n = t.num(2, 500_000, "n")?;
                sum += n;
                let s = t.word("s")?;
                if s.len() as u64 != n || !s.bytes().all(|b| b == b'R' || b == b'B') {
                    return Err(format!("s is not {n} cells R or B"));
                }
            }
            if sum > 500_000 {
                return Err(format!("the sum of n is {sum}"));
            }
        }
        "cf255e" => {
            let n = t.num(1, 77_777, "n")?;
            (0..n).try_for_each(|_| t.num(1, 777_777_777_777, "a_i").map(drop))?;
        }
        "cf1312f" => {
            let mut sum = 0;
            for _ in 0..t.num(1, 1000, "t")? {
                let n = t.num(1, 300_000, "n")?;
                sum += n;
                (0..3).try_for_each(|_| t.num(1, 5, "x, y, z").map(drop))?;
                (0..n).try_for_each(|_| t.num(1, 1_000_000_000_000_000_000, "a_i").map(drop))?;
            }
            if sum > 300_000 {
                return Err(format!("the sum of n is {sum}"));
            }
        }
        "cf1451f" => {
            for _ in 0..t.num(1, 10, "t")? {
                let (n, m) = (t.num(1, 100, "n")?, t.num(1, 100, "m")?);
                for _ in 0..n * m {
                    t.num(0, 1_000_000, "a_ij")?;
                }
            }
        }
        "cf1190c" => {
            let n = t.num(1, 100_000, "n")?;
            t.num(1, n, "k")?;
            let row = t.word("the row")?;
            if row.len() as u64 != n || !row.bytes().all(|b| b == b'0' || b == b'1') {
                return Err(format!(
                    "a row of {} cards, not n = {n} of 0 and 1",
                    row.len()
                ));
            }
        }
        "cf39e" => {
            let (a, b) = (t.num(1, 10_000, "a")?, t.num(1, 30, "b")?);
            let n = t.num(2, 1_000_000_000, "n")?;
            if (0..b)
                .try_fold(1u64, |p, _| p.checked_mul(a).filter(|&q| q < n))
                .is_none()
            {
                return Err(format!("{a}^{b} is not below n = {n}"));
            }
        }
        "cf120e" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(1, 10_000, "n_i")?;
            }
        }
        "cf36d" => {
            let n = t.num(1, 20, "t")?;
            t.num(1, 1_000_000_000, "k")?;
            for _ in 0..2 * n {
                t.num(1, 1_000_000_000, "n, m")?;
            }
        }
        "cf305e" => {
            let w = t.word("s")?;
            if !(1..=5000).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(format!(
                    "s of {} bytes, not 1 to 5000 lowercase letters",
                    w.len()
                ));
            }
        }
        "cf1091h" => {
            let n = t.num(1, 100_000, "n")?;
            t.num(2, 200_000, "f")?;
            for _ in 0..n {
                let mut c = [0i64; 3];
                for v in c.iter_mut() {
                    *v = t.word("a column")?.parse().map_err(|e| format!("{e}"))?;
                }
                if !(-100_000 <= c[0] && c[0] < c[1] && c[1] < c[2] && c[2] <= 100_000) {
                    return Err(format!("columns {c:?} not -10^5 ≤ b < w < r ≤ 10^5"));
                }
            }
        }
        "cf1037g" => {
            let w = t.word("s")?;
            if !(1..=100_000).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_lowercase()) {
                return Err(format!(
                    "s of {} bytes, not 1 to 10^5 lowercase letters",
                    w.len()
                ));
            }
            let n = w.len() as u64;
            for _ in 0..t.num(1, 100_000, "m")? {
                let l = t.num(1, n, "l")?;
                t.num(l, n, "r")?;
            }
        }
        "cf1149e" => {
            let n = t.num(1, 200_000, "n")?;
            let m = t.num(0, 200_000, "m")?;
            (0..n).try_for_each(|_| t.num(0, 1_000_000_000, "h_i").map(drop))?;
            let mut next = vec![Vec::new(); n as usize];
            let mut pairs = std::collections::HashSet::new();
            for _ in 0..m {
                let (u, v) = (
                    t.num(1, n, "u")? as usize - 1,
                    t.num(1, n, "v")? as usize - 1,
                );
                if u == v || !pairs.insert((u, v)) {
                    return Err(format!("road {} {} repeated or a loop", u + 1, v + 1));
                }
                next[u].push(v);
            }
            // No cycle: Kahn's order reaches every city.
            let mut into = vec![0usize; n as usize];
            next.iter().flatten().for_each(|&v| into[v] += 1);
            let mut ready: Vec<usize> = (0..n as usize).filter(|&v| into[v] == 0).collect();
            let mut done = 0;
            while let Some(u) = ready.pop() {
                done += 1;
                for &v in &next[u] {
                    into[v] -= 1;
                    if into[v] == 0 {
                        ready.push(v);
                    }
                }
            }
            if done != n {
                return Err("the roads close a cycle".into());
            }
        }
        "cf494e" => {
            let n = t.num(1, 1_000_000_000, "n")?;
            let m = t.num(1, 50_000, "m")?;
            t.num(1, n, "k")?;
            for _ in 0..m {
                let (a, b) = (t.num(1, n, "a")?, t.num(1, n, "b")?);
                t.num(a, n, "c")?;
                t.num(b, n, "d")?;
            }
        }
        "cf277c" => {
            let (n, m) = (t.num(1, 1_000_000_000, "n")?, t.num(1, 1_000_000_000, "m")?);
            for _ in 0..t.num(0, 100_000, "k")? {
                let (xb, yb) = (t.num(0, n, "xb")?, t.num(0, m, "yb")?);
                let (xe, ye) = (t.num(0, n, "xe")?, t.num(0, m, "ye")?);
                let vertical = xb == xe && 0 < xb && xb < n && yb != ye;
                let horizontal = yb == ye && 0 < yb && yb < m && xb != xe;
                if !vertical && !horizontal {
                    return Err(format!("cut {xb} {yb} {xe} {ye}"));
                }
            }
        }
        "cf786a" => {
            let n = t.num(2, 7_000, "n")?;
            for _ in 0..2 {
                let k = t.num(1, n - 1, "k")?;
                distinct(t, k, 1, n - 1, "an amount")?;
            }
        }
        "cf197a" => {
            (0..3).try_for_each(|_| t.num(1, 100, "a, b or r").map(drop))?;
        }
        "cf335c" => {
            let r = t.num(1, 100, "r")?;
            let mut rows = vec![0u64; r as usize + 2];
            for _ in 0..t.num(0, r, "n")? {
                let (i, c) = (t.num(1, r, "r_i")? as usize, t.num(1, 2, "c_i")?);
                if rows[i] != 0 || rows[i - 1] == 3 - c || rows[i + 1] == 3 - c {
                    return Err(format!("the cell {i} {c} is not allowed"));
                }
                rows[i] = c;
            }
        }
        "cf1191d" => {
            let n = t.num(1, 100_000, "n")?;
            for _ in 0..n {
                t.num(0, 1_000_000_000, "a_i")?;
            }
        }
        "cf346a" => {
            let n = t.num(2, 100, "n")?;
            distinct(t, n, 1, 1_000_000_000, "a_i")?;
        }
        "cf317d" => {
            t.num(1, 1_000_000_000, "n")?;
        }
        "cf1033c" => {
            let n = t.num(1, 100_000, "n")?;
            let mut seen = vec![false; n as usize + 1];
            for _ in 0..n {
                let v = t.num(1, n, "a_i")? as usize;
                if std::mem::replace(&mut seen[v], true) {
                    return Err(format!("{v} appears twice"));
                }
            }
        }
        "cf1600e" => {
            let n = t.num(1, 200_000, "N")?;
            (0..n).try_for_each(|_| t.num(0, 1_000_000_000, "A_i").map(drop))?;
        }
        "cf1747c" => {
            let mut sum = 0;
            for _ in 0..t.num(1, 20_000, "t")? {
                let n = t.num(2, 100_000, "n")?;
                sum += n;
                if sum > 200_000 {
                    return Err("the sum of n passes 2·10^5".into());
                }
                (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
            }
        }
        "cf1382b" | "cf1965a" => {
            let (tests, total) = match bin {
                "cf1382b" => (1000, 100_000),
                _ => (10_000, 200_000),
            };
            let mut sum = 0;
            for _ in 0..t.num(1, tests, "t")? {
                let n = t.num(1, total, "n")?;
                sum += n;
                if sum > total {
                    return Err(format!("the sum of n passes {total}"));
                }
                (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
            }
        }
        "cf1396b" => {
            for _ in 0..t.num(1, 100, "t")? {
                let n = t.num(1, 100, "n")?;
                (0..n).try_for_each(|_| t.num(1, 100, "a_i").map(drop))?;
            }
        }
        "kattis_bachetsgame" => {
            let mut lines = 0;
            while !t.done() {
                lines += 1;
                // "A sequence of positive numbers".
                t.num(1, 1_000_000, "n")?;
                let m = t.num(1, 10, "m")?;
                let takes: Vec<u64> = (0..m)
                    .map(|_| t.num(1, u64::MAX, "a take"))
                    .collect::<Result<_, _>>()?;
                if !takes.contains(&1) {
                    return Err("1 is not among the takes".into());
                }
            }
            if !(1..=100).contains(&lines) {
                return Err(format!("{lines} lines"));
            }
        }
        "kattis_euclidsgame" => loop {
            let a = t.num(0, (1 << 31) - 1, "a")?;
            let b = t.num(0, (1 << 31) - 1, "b")?;
            match (a, b) {
                (0, 0) => break,
                (0, _) | (_, 0) => return Err(format!("{a} {b}: not positive")),
                _ => {}
            }
        },
        "cf15c" => {
            let n = t.num(1, 100_000, "n")?;
            (0..2 * n).try_for_each(|_| t.num(1, 10_000_000_000_000_000, "x_i, m_i").map(drop))?;
        }
        "cf603c" => {
            let n = t.num(1, 100_000, "n")?;
            t.num(1, 1_000_000_000, "k")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
        }
        "cf850c" => {
            let n = t.num(1, 100, "n")?;
            (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a_i").map(drop))?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}
