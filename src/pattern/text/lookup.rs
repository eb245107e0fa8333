//! A class table in words (`G(n) = 0 if n is a Fibonacci number, else 1`) and in Rust (a
//! table indexed by `n mod q` and the property, with the property's helper).

use crate::pattern::ground::{Binary, Feature, Key, Seq};

/// `G(n) = …` after the `=`: each value with the classes that take it, the most common last
/// as `else`.
pub(crate) fn words(q: u64, by: Key, t: &[Vec<u64>], v: &str) -> String {
    let mut groups: Vec<(u64, Vec<String>)> = Vec::new();
    for (r, row) in t.iter().enumerate() {
        for (k, &value) in row.iter().enumerate() {
            let property = by.words(v, k);
            let cond = if q == 1 {
                property
            } else {
                format!("{} ≡ {} (mod {}) and {}", v, r, q, property)
            };
            match groups.iter_mut().find(|g| g.0 == value) {
                Some(g) => g.1.push(cond),
                None => groups.push((value, vec![cond])),
            }
        }
    }
    let most = (0..groups.len())
        .max_by_key(|&i| (groups[i].1.len(), usize::MAX - i))
        .expect("a class");
    let mut parts: Vec<String> = groups
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != most)
        .map(|(_, (value, conds))| format!("{} if {}", value, conds.join(" or ")))
        .collect();
    parts.push(format!("else {}", groups[most].0));
    parts.join(", ")
}

/// The key of `n` (a u64, or with `wide` a u128) as a Rust `usize` expression, and the
/// helpers it calls.
pub(crate) fn class(by: Key, wide: bool) -> (String, String) {
    let n = if wide { "n" } else { "u128::from(n)" };
    let feature = |f: Feature| {
        let expr = if wide { f.rust_wide("n") } else { f.rust("n") };
        let helper = if wide { f.helper_wide() } else { f.helper() };
        (expr, helper)
    };
    match by {
        Key::Is(Binary::In(s)) => (format!("usize::from(in_sequence({}))", n), member_helper(s)),
        Key::Is(Binary::Prime) => (
            format!("usize::from(is_prime({}))", n),
            Feature::IsPrime.helper(),
        ),
        Key::Is(Binary::Odd(f)) => {
            let (expr, helper) = feature(f);
            (format!("(({}) % 2) as usize", expr), helper)
        }
        Key::Mod(f, m) => {
            let (expr, helper) = feature(f);
            (format!("(({}) % {}) as usize", expr, m), helper)
        }
        Key::Cap(f, c) => {
            let (expr, helper) = feature(f);
            (format!("({}).min({}) as usize", expr, c), helper)
        }
    }
}

/// `fn in_sequence(n: u128) -> bool` for the sequence.
fn member_helper(s: Seq) -> String {
    let body = match s {
        Seq::Fibonacci => "n > 0 && walk(1, 2, n)".to_string(),
        Seq::Lucas => "n == 2 || (n > 0 && walk(1, 3, n))".to_string(),
        Seq::Powers(k) => format!(
            "{{\n            let mut p = 1u128;\n            while p < n {{\n                p *= {};\n            }}\n            p == n\n        }}",
            k
        ),
        Seq::Mersenne => "n > 0 && (n + 1).is_power_of_two()".to_string(),
        Seq::Squares => "n > 0 && root(n, 2) * root(n, 2) == n".to_string(),
        Seq::Cubes => "n > 0 && root(n, 3).pow(3) == n".to_string(),
        Seq::Triangular => "n > 0 && root(8 * n + 1, 2).pow(2) == 8 * n + 1".to_string(),
    };
    format!(
        "    #[allow(dead_code)]
    fn walk(mut a: u128, mut b: u128, n: u128) -> bool {{
        while a < n {{
            let c = a + b;
            a = b;
            b = c;
        }}
        a == n
    }}
    /// The k-th root, rounded down (k = 2 or 3).
    #[allow(dead_code)]
    fn root(n: u128, k: u32) -> u128 {{
        let mut r = 0u128;
        for bit in (0..35).rev() {{
            let c = r | (1 << bit);
            if c.checked_pow(k).map_or(false, |x| x <= n) {{
                r = c;
            }}
        }}
        r
    }}
    fn in_sequence(n: u128) -> bool {{
        {}
    }}
",
        body
    )
}
