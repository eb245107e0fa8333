//! A [`Line`] in words (`G(n) = n − 1 if n ≡ 0 (mod 4), …`) and as a pasteable Rust
//! function: integer arithmetic only, std only, clean under `rustc 1.56 -D warnings`.

mod feature_rust;
mod grid;
mod line_rust;
mod lookup;

use crate::pattern::ground::Key;
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
    let (s, q, c) = (i128::from(*s), *q, c[r as usize]);
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
                let shown: Vec<String> = c.iter().take(48).map(i128::to_string).collect();
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
                let (step, base) = (c[1] - c[0], c[0]);
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
            // A feature mod m, read as it is or affinely: `popcount(n) mod 3`.
            Rule::Classes {
                q: 1,
                by: Key::Mod(f, m),
                t,
            } if t[0].len() > 2
                && t[0].windows(3).all(|w| {
                    u128::from(w[2]) + u128::from(w[0]) == 2 * u128::from(w[1]) && w[2] > w[1]
                }) =>
            {
                let (step, base) = (i128::from(t[0][1] - t[0][0]), i128::from(t[0][0]));
                match (step, base) {
                    (1, 0) => write!(s, "{} mod {}", f.name(v), m).unwrap(),
                    _ => {
                        let reduced = format!("({} mod {})", f.name(v), m);
                        s.push_str(&sum(&[(step, reduced), (base, String::new())]));
                    }
                }
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
        // Every letter is defined where it is used: m of a self-similar rule.
        let define = match &self.rule {
            Rule::Similar { k, .. } => format!(", with m = ⌊{}/{}⌋", v, k),
            _ => String::new(),
        };
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
        s.push_str(&define);
        s
    }
}

pub(crate) use line_rust::array;
