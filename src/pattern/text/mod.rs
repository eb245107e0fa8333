//! A [`Line`] in words (`G(n) = n − 1 if n ≡ 0 (mod 4), …`) and as a pasteable Rust
//! function: integer arithmetic only, std only, clean under `rustc 1.56 -D warnings`.

mod feature_rust;
mod grid;
mod lookup;

use crate::pattern::line::{Line, Part, Rule};
use std::fmt::Write as _;

/// `t₁ + t₂ − t₃`: terms `(coefficient, name)`, a constant last (name "").
fn sum(terms: &[(i128, String)]) -> String {
    let mut s = String::new();
    for (k, name) in terms.iter().filter(|(k, n)| *k != 0 || n.is_empty()) {
        let (k, name) = (*k, name.as_str());
        if k == 0 && !s.is_empty() {
            continue;
        }
        let mag = match (k.unsigned_abs(), name) {
            (m, "") => m.to_string(),
            (1, n) => n.to_string(),
            (m, n) if n.starts_with(|c: char| c.is_ascii_alphabetic()) && n.len() == 1 => {
                format!("{m}{n}", m = m, n = n)
            }
            (m, n) => format!("{m}·{n}", m = m, n = n),
        };
        match (s.is_empty(), k < 0) {
            (true, false) => s.push_str(&mag),
            (true, true) => write!(s, "−{mag}", mag = mag).unwrap(),
            (false, false) => write!(s, " + {mag}", mag = mag).unwrap(),
            (false, true) => write!(s, " − {mag}", mag = mag).unwrap(),
        }
    }
    if s.is_empty() {
        "0".into()
    } else {
        s
    }
}

/// The expression of residue `r` of an affine rule, in the variable `v`.
fn affine_term(rule: &Rule, r: u64, v: &str) -> String {
    let (feature, s, q, c) = match rule {
        Rule::Affine { feature, s, q, c } => (feature, s, q, c),
        _ => unreachable!("an affine rule"),
    };
    let (s, q, c) = (i128::from(*s), *q, i128::from(c[r as usize]));
    let mut terms = Vec::new();
    let feature = feature.map(|(f, a)| (i128::from(a), f.name(v)));
    if s != 0 && s % i128::from(q) == 0 {
        let per = s / i128::from(q);
        terms.push((per, v.to_string()));
        terms.extend(feature);
        terms.push((c - per * i128::from(r), String::new()));
    } else {
        if s != 0 {
            terms.push((s, format!("⌊{v}/{q}⌋", v = v, q = q)));
        }
        terms.extend(feature);
        terms.push((c, String::new()));
    }
    sum(&terms)
}

/// Residues grouped by their expression: `e₁ if v ≡ r, r' (mod q), …, else e₀`.
fn by_residue(exprs: &[String], q: u64, v: &str, m: &str) -> String {
    let mut groups: Vec<(String, Vec<u64>)> = Vec::new();
    for (r, e) in exprs.iter().enumerate() {
        match groups.iter_mut().find(|(x, _)| x == e) {
            Some((_, rs)) => rs.push(r as u64),
            None => groups.push((e.clone(), vec![r as u64])),
        }
    }
    if groups.len() == 1 {
        return groups[0].0.clone();
    }
    let most = (0..groups.len())
        .max_by_key(|&i| (groups[i].1.len(), usize::MAX - i))
        .unwrap();
    let mut s = String::new();
    for (i, (e, rs)) in groups.iter().enumerate().filter(|&(i, _)| i != most) {
        let list: Vec<String> = rs.iter().map(u64::to_string).collect();
        if i > 0 && !s.is_empty() {
            s.push_str(", ");
        }
        if m.is_empty() {
            write!(
                s,
                "{e} if {v} ≡ {} (mod {q})",
                list.join(", "),
                e = e,
                v = v,
                q = q
            )
            .unwrap();
        } else {
            write!(
                s,
                "{e} if {v} = {q}{m} + {}",
                list.join(", "),
                e = e,
                v = v,
                q = q,
                m = m
            )
            .unwrap();
        }
    }
    write!(s, ", else {}", groups[most].0).unwrap();
    s
}

impl Line {
    /// The pattern in words as `name(v) = …`, with `for v ≥ start` and the head's values.
    pub fn words(&self, name: &str, v: &str) -> String {
        let mut s = format!("{name}({v}) = ", name = name, v = v);
        match &self.rule {
            Rule::Affine {
                feature: None,
                s: 0,
                q,
                c,
            } if *q > 12 => {
                let shown: Vec<String> = c.iter().take(48).map(i64::to_string).collect();
                let more = if c.len() > 48 { " …" } else { "" };
                write!(
                    s,
                    "c[{v} mod {q}] with c = {}{more}",
                    shown.join(" "),
                    v = v,
                    q = q,
                    more = more
                )
                .unwrap();
            }
            // Periodic and affine in the residue: `n mod 4`, `2·(n mod 3) + 1`.
            Rule::Affine {
                feature: None,
                s: 0,
                q,
                c,
            } if *q > 1
                && c.len() > 2
                && c.windows(3).all(|w| w[2] - w[1] == w[1] - w[0])
                && c[1] != c[0] =>
            {
                let (step, base) = (i128::from(c[1] - c[0]), i128::from(c[0]));
                match (step, base) {
                    (1, 0) => write!(s, "{v} mod {q}", v = v, q = q).unwrap(),
                    _ => s.push_str(&sum(&[
                        (step, format!("({v} mod {q})", v = v, q = q)),
                        (base, String::new()),
                    ])),
                }
            }
            rule @ Rule::Affine { q, .. } => {
                let exprs: Vec<String> = (0..*q).map(|r| affine_term(rule, r, v)).collect();
                s.push_str(&by_residue(&exprs, *q, v, ""));
            }
            Rule::Classes { q, by, t } => {
                s.push_str(&lookup::words(*q, *by, t, v));
            }
            Rule::Similar { k, parts } => {
                let exprs: Vec<String> = parts
                    .iter()
                    .map(|p| match *p {
                        Part::Affine(a, b) => {
                            sum(&[(a.into(), "m".into()), (b.into(), String::new())])
                        }
                        Part::Recur(c, shift) => {
                            let arg = sum(&[(1, "m".into()), (shift.into(), String::new())]);
                            sum(&[(1, format!("{}({})", name, arg)), (c.into(), String::new())])
                        }
                    })
                    .collect();
                s.push_str(&by_residue(&exprs, *k, v, "m"));
            }
        }
        let (from, start) = (self.from, self.start());
        if start > from {
            write!(s, ", for {} ≥ {}", v, start).unwrap();
            let head: Vec<String> = self.head.iter().take(24).map(u64::to_string).collect();
            let more = if self.head.len() > 24 { " …" } else { "" };
            let shown = head.join(" ");
            write!(s, "; {}({}..{}) = {}{}", name, from, start, shown, more).unwrap();
        } else if from > 0 {
            write!(s, ", for {} ≥ {}", v, from).unwrap();
        }
        s
    }

    /// A Rust function `fn name(n: u64) -> u64` computing the pattern, with its doc line.
    ///
    /// # Example
    /// ```
    /// let g: Vec<u64> = (0..40).map(|n| n % 3).collect();
    /// let found = impartial::pattern::find(&g).unwrap();
    /// assert!(found.pattern.rust("g").contains("fn g(n: u64) -> u64"));
    /// ```
    pub fn rust(&self, name: &str) -> String {
        self.rust_typed(name, false)
    }

    /// [`Line::rust`] with the argument a u64, or with `wide` a u128 below 2^66 (the sum of
    /// two u64 coordinates: `f(a + b)` in two dimensions).
    pub(crate) fn rust_typed(&self, name: &str, wide: bool) -> String {
        let mut s = String::new();
        let ty = if wide { "u128" } else { "u64" };
        // A u64 expression as i128 (a u128 one below 2^66 fits too).
        let int = |x: &str| {
            if wide {
                format!("({x}) as i128", x = x)
            } else {
                format!("i128::from({x})", x = x)
            }
        };
        writeln!(s, "/// {} (cargo impartial pattern)", self.words("G", "n")).unwrap();
        writeln!(s, "fn {name}(n: {ty}) -> u64 {{", name = name, ty = ty).unwrap();
        if let Rule::Affine {
            feature: Some((f, _)),
            ..
        } = &self.rule
        {
            if wide {
                s.push_str(&f.helper_wide());
            } else {
                s.push_str(&f.helper());
            }
        }
        if let Rule::Classes { by, .. } = &self.rule {
            s.push_str(&lookup::class(*by, wide).1);
        }
        let (from, start) = (self.from, self.start());
        if start > from {
            let head: Vec<String> = self.head.iter().map(u64::to_string).collect();
            let len = self.head.len();
            writeln!(s, "    const HEAD: [u64; {}] = [{}];", len, head.join(", ")).unwrap();
        }
        let index = if from == 0 {
            "n as usize".to_string()
        } else {
            format!("(n - {}) as usize", from)
        };
        // Below the table's first n the pattern says nothing.
        let below = format!(
            "assert!(n >= {}, \"the pattern holds from n = {} on\");",
            from, from
        );
        // No TryFrom: it is not in edition 2018's prelude.
        let fits = "{\n        assert!((0..=i128::from(u64::MAX)).contains(&v), \"G(n) does not fit in u64\");\n        v as u64\n    }";
        match &self.rule {
            Rule::Affine {
                feature,
                s: slope,
                q,
                c,
            } => {
                if from > 0 {
                    writeln!(s, "    {}", below).unwrap();
                }
                if start > from {
                    writeln!(
                        s,
                        "    if n < {} {{\n        return HEAD[{}];\n    }}",
                        start, index
                    )
                    .unwrap();
                }
                let mut terms = Vec::new();
                if let Some((f, a)) = feature {
                    let h = if wide {
                        int(&f.rust_wide("n"))
                    } else {
                        int(&f.rust("n"))
                    };
                    terms.push(if *a == 1 {
                        h
                    } else {
                        format!("{a} * {h}", a = a, h = h)
                    });
                }
                if *slope != 0 {
                    let div = if *q == 1 {
                        "n".to_string()
                    } else {
                        format!("n / {q}", q = q)
                    };
                    terms.push(format!("{} * {}", slope, int(&div)));
                }
                if c.iter().any(|&x| x != 0) {
                    if *q == 1 {
                        terms.push(format!("{}", c[0]));
                    } else {
                        let list: Vec<String> = c.iter().map(i64::to_string).collect();
                        writeln!(
                            s,
                            "    const C: [i128; {q}] = [{}];",
                            list.join(", "),
                            q = q
                        )
                        .unwrap();
                        terms.push(format!("C[(n % {q}) as usize]", q = q));
                    }
                }
                if terms.is_empty() {
                    terms.push("0".into());
                }
                writeln!(s, "    let v: i128 = {};", terms.join(" + ")).unwrap();
                writeln!(s, "    {fits}", fits = fits).unwrap();
            }
            Rule::Classes { q, by, t } => {
                if from > 0 {
                    writeln!(s, "    {}", below).unwrap();
                }
                if start > from {
                    writeln!(
                        s,
                        "    if n < {} {{\n        return HEAD[{}];\n    }}",
                        start, index
                    )
                    .unwrap();
                }
                let rows: Vec<String> = t
                    .iter()
                    .map(|p| {
                        let cells: Vec<String> = p.iter().map(u64::to_string).collect();
                        format!("[{}]", cells.join(", "))
                    })
                    .collect();
                let k = by.classes();
                writeln!(
                    s,
                    "    const T: [[u64; {}]; {}] = [{}];",
                    k,
                    q,
                    rows.join(", ")
                )
                .unwrap();
                let class = lookup::class(*by, wide).0;
                let r = if *q == 1 {
                    "0".to_string()
                } else {
                    format!("(n % {}) as usize", q)
                };
                writeln!(s, "    T[{}][{}]", r, class).unwrap();
            }
            Rule::Similar { k, parts } => {
                writeln!(s, "    let (mut n, mut add) = (n, 0i128);\n    loop {{").unwrap();
                if from > 0 {
                    writeln!(s, "        {}", below).unwrap();
                }
                if start > from {
                    writeln!(s, "        if n < {} {{", start).unwrap();
                    writeln!(s, "            let v = add + i128::from(HEAD[{}]);", index).unwrap();
                    writeln!(s, "            return {};\n        }}", fits).unwrap();
                }
                writeln!(s, "        match n % {k} {{", k = k).unwrap();
                for (r, p) in parts.iter().enumerate() {
                    let arm = if r + 1 == parts.len() {
                        "_".to_string()
                    } else {
                        r.to_string()
                    };
                    match p {
                        Part::Affine(a, b) => {
                            writeln!(s, "            {arm} => {{", arm = arm).unwrap();
                            let m = int(&format!("n / {k}", k = k));
                            writeln!(
                                s,
                                "                let v = add + {a} * {m} + {b};",
                                a = a,
                                m = m,
                                b = b
                            )
                            .unwrap();
                            writeln!(
                                s,
                                "                return {fits};\n            }}",
                                fits = fits
                            )
                            .unwrap();
                        }
                        Part::Recur(c, shift) => {
                            writeln!(s, "            {} => {{", arm).unwrap();
                            writeln!(s, "                add += {};", c).unwrap();
                            match shift {
                                0 => writeln!(s, "                n /= {};", k).unwrap(),
                                _ if *shift > 0 => {
                                    writeln!(s, "                n = n / {} + {};", k, shift)
                                        .unwrap()
                                }
                                _ => writeln!(s, "                n = n / {} - {};", k, -shift)
                                    .unwrap(),
                            }
                            writeln!(s, "            }}").unwrap();
                        }
                    }
                }
                writeln!(s, "        }}\n    }}").unwrap();
            }
        }
        s.push_str("}\n");
        s
    }
}
