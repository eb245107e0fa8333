//! A [`Line`] as a pasteable Rust function: integer arithmetic only, std only, clean under
//! `rustc 1.56 -D warnings`, laid out as rustfmt lays it out.

use super::lookup;
use crate::pattern::line::{Line, Part, Rule};
use std::fmt::Write as _;

impl Line {
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
    /// two u64 coordinates: `f(a + b)` in two dimensions). Laid out as rustfmt lays it out.
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
        // The function's own name in its doc line (`g` is the table's `G`).
        let shown = match name {
            "g" => "G".to_string(),
            _ => name.to_string(),
        };
        writeln!(
            s,
            "/// {} (cargo impartial pattern)",
            self.words(&shown, "n")
        )
        .unwrap();
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
        // Values are computed in i128 and must fit a u64 (no TryFrom: it is not in edition
        // 2018's prelude).
        if !matches!(self.rule, Rule::Classes { .. }) {
            s.push_str(FIT);
        }
        let (from, start) = (self.from, self.start());
        if start > from {
            let head: Vec<String> = self.head.iter().map(u64::to_string).collect();
            let decl = format!("const HEAD: [u64; {}] = ", head.len());
            s.push_str(&array(1, &decl, &head));
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
        let head_return = |s: &mut String, depth: usize, value: &str| {
            let pad = "    ".repeat(depth);
            writeln!(s, "{pad}if n < {start} {{", pad = pad, start = start).unwrap();
            writeln!(s, "{pad}    return {value};", pad = pad, value = value).unwrap();
            writeln!(s, "{pad}}}", pad = pad).unwrap();
        };
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
                    head_return(&mut s, 1, &format!("HEAD[{}]", index));
                }
                let mut terms: Vec<(i128, String)> = Vec::new();
                if let Some((f, a)) = feature {
                    let h = if wide { f.rust_wide("n") } else { f.rust("n") };
                    writeln!(s, "    let h = {};", h).unwrap();
                    terms.push((i128::from(*a), int("h")));
                }
                if *slope != 0 {
                    let div = if *q == 1 {
                        "n".to_string()
                    } else {
                        format!("n / {q}", q = q)
                    };
                    terms.push((i128::from(*slope), int(&div)));
                }
                if c.iter().any(|&x| x != c[0]) {
                    let list: Vec<String> = c.iter().map(i128::to_string).collect();
                    let decl = format!("const C: [i128; {}] = ", q);
                    s.push_str(&array(1, &decl, &list));
                    terms.push((1, format!("C[(n % {q}) as usize]", q = q)));
                } else {
                    terms.push((c[0], String::new()));
                }
                writeln!(s, "    fit({})", code_sum(&terms)).unwrap();
            }
            Rule::Classes { q, by, t } => {
                if from > 0 {
                    writeln!(s, "    {}", below).unwrap();
                }
                if start > from {
                    head_return(&mut s, 1, &format!("HEAD[{}]", index));
                }
                let rows: Vec<String> = t
                    .iter()
                    .map(|p| {
                        let cells: Vec<String> = p.iter().map(u64::to_string).collect();
                        format!("[{}]", cells.join(", "))
                    })
                    .collect();
                let decl = format!("const T: [[u64; {}]; {}] = ", by.classes(), q);
                s.push_str(&array(1, &decl, &rows));
                writeln!(s, "    let k = {};", lookup::class(*by, wide).0).unwrap();
                let r = if *q == 1 {
                    "0".to_string()
                } else {
                    format!("(n % {}) as usize", q)
                };
                writeln!(s, "    T[{}][k]", r).unwrap();
            }
            Rule::Similar { k, parts } => {
                let recurs = parts
                    .iter()
                    .any(|p| matches!(p, Part::Recur(c, _) if *c != 0));
                match recurs {
                    true => writeln!(s, "    let (mut n, mut add) = (n, 0i128);").unwrap(),
                    false => writeln!(s, "    let mut n = n;").unwrap(),
                }
                writeln!(s, "    loop {{").unwrap();
                if from > 0 {
                    writeln!(s, "        {}", below).unwrap();
                }
                let plus_add = |x: String| match recurs {
                    true => format!("add + {}", x),
                    false => x,
                };
                if start > from {
                    let v = plus_add(int(&format!("HEAD[{}]", index)));
                    head_return(&mut s, 2, &format!("fit({})", v));
                }
                // The arms, identical bodies joined: `0 | 2 => …`.
                let body = |p: &Part| -> Vec<String> {
                    match *p {
                        Part::Affine(a, b) => {
                            let m = int(&format!("n / {k}", k = k));
                            let e = code_sum(&[(i128::from(a), m), (i128::from(b), String::new())]);
                            vec![format!("return fit({});", plus_add(e))]
                        }
                        Part::Recur(c, shift) => {
                            let mut lines = Vec::new();
                            if c != 0 {
                                lines.push(format!("add += {};", c));
                            }
                            lines.push(match shift {
                                0 => format!("n /= {};", k),
                                _ if shift > 0 => format!("n = n / {} + {};", k, shift),
                                _ => format!("n = n / {} - {};", k, -shift),
                            });
                            lines
                        }
                    }
                };
                let mut arms: Vec<(Vec<usize>, Vec<String>)> = Vec::new();
                for (r, p) in parts.iter().enumerate() {
                    let b = body(p);
                    match arms.iter_mut().find(|(_, x)| *x == b) {
                        Some((rs, _)) => rs.push(r),
                        None => arms.push((vec![r], b)),
                    }
                }
                writeln!(s, "        match n % {k} {{", k = k).unwrap();
                let last = arms.len() - 1;
                for (i, (rs, lines)) in arms.iter().enumerate() {
                    let pattern = match i == last {
                        true => "_".to_string(),
                        false => {
                            let list: Vec<String> = rs.iter().map(usize::to_string).collect();
                            list.join(" | ")
                        }
                    };
                    if let [line] = &lines[..] {
                        if !line.starts_with("return") {
                            writeln!(
                                s,
                                "            {} => {}",
                                pattern,
                                line.trim_end_matches(';')
                            )
                            .unwrap();
                            let _ = s.pop();
                            s.push_str(",\n");
                            continue;
                        }
                    }
                    writeln!(s, "            {} => {{", pattern).unwrap();
                    for line in lines {
                        writeln!(s, "                {}", line).unwrap();
                    }
                    writeln!(s, "            }}").unwrap();
                }
                writeln!(s, "        }}\n    }}").unwrap();
            }
        }
        s.push_str("}\n");
        s
    }
}

/// The helper every pasted function but a lookup's ends with: an i128 value as a u64.
const FIT: &str = "    fn fit(v: i128) -> u64 {
        assert!(
            (0..=i128::from(u64::MAX)).contains(&v),
            \"G(n) does not fit in u64\"
        );
        v as u64
    }
";

/// `k₁·x₁ + k₂·x₂ + c` as Rust code: a coefficient of 1 left out, a zero term dropped, a
/// negative one subtracted; a constant last (name "").
fn code_sum(terms: &[(i128, String)]) -> String {
    let mut s = String::new();
    for (k, x) in terms.iter().filter(|(k, _)| *k != 0) {
        let mag = match (k.unsigned_abs(), x.is_empty()) {
            (m, true) => m.to_string(),
            (1, false) => x.clone(),
            (m, false) => format!("{} * {}", m, x),
        };
        match (s.is_empty(), *k < 0) {
            (true, false) => s.push_str(&mag),
            (true, true) => s.push_str(&format!("-{}", mag)),
            (false, false) => s.push_str(&format!(" + {}", mag)),
            (false, true) => s.push_str(&format!(" - {}", mag)),
        }
    }
    if s.is_empty() {
        "0".into()
    } else {
        s
    }
}

/// `decl[items];` at `depth` levels of indentation, laid out as rustfmt lays an array out:
/// on one line if it fits in 100 columns; else one item a line, or, when every item is at
/// most 10 characters, as many a line as fit.
pub(crate) fn array(depth: usize, decl: &str, items: &[String]) -> String {
    let pad = "    ".repeat(depth);
    let one = format!("{}{}[{}];\n", pad, decl, items.join(", "));
    if one.chars().count() <= 101 {
        return one;
    }
    let inner = "    ".repeat(depth + 1);
    let mut s = format!("{}{}[\n", pad, decl);
    if items.iter().all(|x| x.chars().count() <= 10) {
        let mut line = String::new();
        for x in items {
            let piece = format!("{},", x);
            if !line.is_empty() && inner.len() + line.len() + 1 + piece.len() > 100 {
                s.push_str(&format!("{}{}\n", inner, line));
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&piece);
        }
        s.push_str(&format!("{}{}\n", inner, line));
    } else {
        for x in items {
            s.push_str(&format!("{}{},\n", inner, x));
        }
    }
    s.push_str(&format!("{}];\n", pad));
    s
}
