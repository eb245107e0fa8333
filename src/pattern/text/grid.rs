//! A [`Grid`] in words and as a pasteable Rust function `fn g(a: u64, b: u64) -> u64`.

use crate::pattern::grid::classes::{Cell, Classes};
use crate::pattern::grid::{Grid, Op, Slope};
use std::fmt::Write as _;

/// `text` with every line indented by four spaces.
fn indent(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                return "\n".to_string();
            }
            // An array that no longer fits on one line is laid out again, one level deeper.
            let deeper = format!("    {l}", l = l);
            match (
                deeper.chars().count() > 100,
                l.trim_start().strip_prefix("const "),
            ) {
                (true, Some(_)) => match l.split_once(" = [") {
                    Some((decl, rest)) if rest.ends_with("];") => {
                        let depth = (l.len() - l.trim_start().len()) / 4 + 1;
                        let items = top_level(&rest[..rest.len() - 2]);
                        let decl = format!("{} = ", decl.trim_start());
                        super::array(depth, &decl, &items)
                    }
                    _ => format!("{deeper}\n", deeper = deeper),
                },
                _ => format!("{deeper}\n", deeper = deeper),
            }
        })
        .collect()
}

/// The items of an array literal's inside, split at its top-level commas.
fn top_level(inside: &str) -> Vec<String> {
    let (mut out, mut depth, mut item) = (Vec::new(), 0, String::new());
    for c in inside.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(item.trim().to_string());
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    if !item.trim().is_empty() {
        out.push(item.trim().to_string());
    }
    out
}

/// The rows of `t` as `0 1 2 / 1 2 0`.
fn rows_words(t: &[Vec<u64>]) -> String {
    let rows: Vec<String> = t
        .iter()
        .map(|r| r.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    rows.join(" / ")
}

/// `x mod p`, or with a preperiod `x if x < s, else s + (x − s) mod p`.
fn fold_words(x: &str, (s, p): (u64, u64)) -> String {
    match s {
        0 => format!("{x} mod {p}", x = x, p = p),
        _ => format!(
            "({x} if {x} < {s}, else {s} + ({x} − {s}) mod {p})",
            x = x,
            s = s,
            p = p
        ),
    }
}

/// `cmp(x, k)`: `x` against `k·α`, exactly, as Rust.
fn slope_rust(alpha: Slope) -> String {
    let mut s = String::from("    use std::cmp::Ordering;\n");
    match alpha {
        Slope::Frac { p, q } => {
            writeln!(s, "    /// x against k·{p}/{q}.", p = p, q = q).unwrap();
            writeln!(s, "    fn cmp(x: u128, k: u64) -> Ordering {{").unwrap();
            writeln!(
                s,
                "        (x * {q}).cmp(&(u128::from(k) * {p}))\n    }}",
                q = q,
                p = p
            )
            .unwrap();
        }
        Slope::Quad { p, d, q } => {
            s.push_str(
                "    /// a·b in 256 bits (high, low).
    fn wide(a: u128, b: u128) -> (u128, u128) {
        let (a1, a0, b1, b0) = (a >> 64, a as u64 as u128, b >> 64, b as u64 as u128);
        let (low, mid1, mid2, high) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let (mid, carry) = mid1.overflowing_add(mid2);
        let (lo, c2) = low.overflowing_add(mid << 64);
        (
            high + (mid >> 64) + (u128::from(carry) << 64) + u128::from(c2),
            lo,
        )
    }
",
            );
            // x·q − k·p, without a factor of 1 or a term of 0.
            let xq = match q {
                1 => "x as i128".to_string(),
                _ => format!("(x * {}) as i128", q),
            };
            let kp = match p {
                0 => String::new(),
                1 => " - i128::from(k)".to_string(),
                -1 => " + i128::from(k)".to_string(),
                _ if p < 0 => format!(" + i128::from(k) * {}", -p),
                _ => format!(" - i128::from(k) * {}", p),
            };
            writeln!(
                s,
                "    /// x against k·({p} + √{d})/{q}, exactly: x·{q} − k·{p} against k·√{d}.",
                p = p,
                d = d,
                q = q
            )
            .unwrap();
            writeln!(s, "    fn cmp(x: u128, k: u64) -> Ordering {{").unwrap();
            writeln!(s, "        let l = {}{};", xq, kp).unwrap();
            s.push_str("        if l < 0 {\n            return Ordering::Less;\n        }\n");
            writeln!(s, "        let kk = u128::from(k) * u128::from(k);").unwrap();
            writeln!(
                s,
                "        wide(l as u128, l as u128).cmp(&wide(kk, {d}))\n    }}",
                d = d
            )
            .unwrap();
        }
    }
    s
}

impl Grid {
    /// The pattern in words: `G(a, b) = …`.
    pub fn words(&self) -> String {
        match self {
            Grid::Op { op, f } => {
                format!("G(a, b) = f({}) where {}", op.text().0, f.words("f", "n"))
            }
            Grid::Sum { f, g } => {
                format!("G(a, b) = f(a) ⊕ g(b) where {}; {}", f.words("f", "a"), g.words("g", "b"))
            }
            Grid::Classes(c) => c.words(),
            Grid::Rows(lines) => {
                let each: Vec<String> = lines
                    .iter()
                    .enumerate()
                    .map(|(a, f)| f.words(&format!("G({}, ·)", a), "b").replacen(&format!("G({}, ·)(b)", a), &format!("G({}, b)", a), 1))
                    .collect();
                format!(
                    "G(a, b) row by row, for the {} rows a = 0 to {}: {}",
                    lines.len(),
                    lines.len() - 1,
                    each.join("; ")
                )
            }
            Grid::Kinds { key, t } => format!(
                "G(a, b) = T[a][k(b)] for the {} rows a = 0 to {}, where {}; T = {}",
                t.len(),
                t.len() - 1,
                key.words("k", "b"),
                rows_words(t)
            ),
            Grid::MinDiff(inner) => format!(
                "G(a, b) = H(min(a, b), |a − b|) where {}",
                inner.words().replacen("G(a, b)", "H(a, b)", 1)
            ),
            Grid::Periodic { rows, cols, t } => format!(
                "G(a, b) = T[{}][{}] with T = {}",
                fold_words("a", *rows),
                fold_words("b", *cols),
                rows_words(t)
            ),
            Grid::Beatty { t, alpha, lose, win } => {
                let tk = if *t == 1 { "k".to_string() } else { format!("{t}k", t = t) };
                format!(
                    "G(a, b) = {lose} at (0, 0) and at (⌊kα⌋, ⌊kα⌋ + {tk}) and (⌊kα⌋ + {tk}, ⌊kα⌋) \
                     for k ≥ 1, else {win}, with α = {}",
                    alpha.words()
                , lose = lose, tk = tk, win = win)
            }
            Grid::Ratio { alpha, inclusive, values: [z, e, below, above] } => format!(
                "G(a, b) = {z} if min(a, b) = 0, {e} if a = b, {above} if max(a, b) {} α·min(a, b), \
                 else {below}, with α = {}",
                if *inclusive { "≥" } else { ">" },
                alpha.words()
            , z = z, e = e, above = above, below = below),
        }
    }

    /// A Rust function `fn g(a: u64, b: u64) -> u64`, with its doc line.
    pub fn rust(&self) -> String {
        let mut s = String::new();
        writeln!(s, "/// {} (cargo impartial pattern)", self.words()).unwrap();
        s.push_str("fn g(a: u64, b: u64) -> u64 {\n");
        match self {
            Grid::Op { op, f } => {
                // a + b reaches 2^65 − 2: f takes a u128 there.
                s.push_str(&indent(&f.rust_typed("f", *op == Op::Plus)));
                writeln!(s, "    f({})", op.text().1).unwrap();
            }
            Grid::Sum { f, g } => {
                s.push_str(&indent(&f.rust("f")));
                s.push_str(&indent(&g.rust("h")));
                s.push_str("    f(a) ^ h(b)\n");
            }
            Grid::Classes(c) => s.push_str(&c.rust()),
            Grid::Rows(lines) => {
                for (a, f) in lines.iter().enumerate() {
                    s.push_str(&indent(&f.rust(&format!("row{}", a))));
                }
                s.push_str("    match a {\n");
                for a in 0..lines.len() {
                    writeln!(s, "        {} => row{}(b),", a, a).unwrap();
                }
                writeln!(
                    s,
                    "        _ => panic!(\"the table has {} rows\"),",
                    lines.len()
                )
                .unwrap();
                s.push_str("    }\n");
            }
            Grid::Kinds { key, t } => {
                s.push_str(&indent(&key.rust("k")));
                let body: Vec<String> = t
                    .iter()
                    .map(|r| {
                        let r: Vec<String> = r.iter().map(u64::to_string).collect();
                        format!("[{}]", r.join(", "))
                    })
                    .collect();
                let decl = format!("const T: [[u64; {}]; {}] = ", t[0].len(), t.len());
                s += &super::array(1, &decl, &body);
                writeln!(s, "    // Defined for the table's {} rows only.", t.len()).unwrap();
                s.push_str("    T[a as usize][k(b) as usize]\n");
            }
            Grid::MinDiff(inner) => {
                let body = inner.rust();
                // The inner function as `h`, called at (min, |a − b|).
                let body = body
                    .lines()
                    .filter(|l| !l.starts_with("///"))
                    .collect::<Vec<_>>()
                    .join("\n")
                    .replacen("fn g(a: u64, b: u64)", "fn h(a: u64, b: u64)", 1);
                s.push_str(&indent(&body));
                s.push_str("    h(a.min(b), a.max(b) - a.min(b))\n");
            }
            Grid::Periodic { rows, cols, t } => {
                let (nr, nc) = (t.len(), t[0].len());
                let body: Vec<String> = t
                    .iter()
                    .map(|r| {
                        format!(
                            "[{}]",
                            r.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
                        )
                    })
                    .collect();
                writeln!(
                    s,
                    "    const T: [[u64; {nc}]; {nr}] = [{}];",
                    body.join(", "),
                    nc = nc,
                    nr = nr
                )
                .unwrap();
                s.push_str("    let fold = |x: u64, s: u64, p: u64| if x < s { x } else { s + (x - s) % p };\n");
                writeln!(
                    s,
                    "    T[fold(a, {}, {}) as usize][fold(b, {}, {}) as usize]",
                    rows.0, rows.1, cols.0, cols.1
                )
                .unwrap();
            }
            Grid::Beatty {
                t,
                alpha,
                lose,
                win,
            } => {
                s.push_str(&slope_rust(*alpha));
                s.push_str("    let (lo, hi) = (a.min(b), a.max(b));\n    let d = hi - lo;\n");
                writeln!(
                    s,
                    "    let losing = if d == 0 {{\n        lo == 0\n    }} else {{"
                )
                .unwrap();
                writeln!(s, "        let (x, k) = (u128::from(lo), d / {t});", t = t).unwrap();
                writeln!(
                    s,
                    "        d % {t} == 0 && cmp(x, k) != Ordering::Greater && cmp(x + 1, k) == Ordering::Greater\n    }};"
                , t = t)
                .unwrap();
                writeln!(
                    s,
                    "    if losing {{\n        {lose}\n    }} else {{\n        {win}\n    }}",
                    lose = lose,
                    win = win
                )
                .unwrap();
            }
            Grid::Ratio {
                alpha,
                inclusive,
                values: [z, e, below, above],
            } => {
                s.push_str(&slope_rust(*alpha));
                s.push_str("    let (lo, hi) = (a.min(b), a.max(b));\n");
                let cond = if *inclusive {
                    "cmp(u128::from(hi), lo) != Ordering::Less"
                } else {
                    "cmp(u128::from(hi), lo) == Ordering::Greater"
                };
                writeln!(
                    s,
                    "    if lo == 0 {{\n        {z}\n    }} else if lo == hi {{\n        {e}\n    }} else if {cond} {{\n        {above}\n    }} else {{\n        {below}\n    }}"
                , z = z, e = e, cond = cond, above = above, below = below)
                .unwrap();
            }
        }
        s.push_str("}\n");
        s
    }
}

impl Cell {
    /// The feature as a Rust expression of `a` and `b` (u64), a u64 (no `if`: each arm of a
    /// class table's `match` stays on one line).
    fn rust(self) -> String {
        match self {
            Cell::AMod(q) => format!("a % {}", q),
            Cell::BMod(q) => format!("b % {}", q),
            Cell::DiffMod(q) => format!("(a % {q} + {q} - b % {q}) % {q}", q = q),
            Cell::Sign => "u64::from(a >= b) + u64::from(a > b)".to_string(),
            Cell::Equal => "u64::from(a == b)".to_string(),
            Cell::MinBelow(t) => format!("u64::from(a.min(b) < {})", t),
        }
    }
}

impl Classes {
    /// The body of `fn g(a: u64, b: u64) -> u64`: the corner, then a `match` on the
    /// features, one arm a value (the commonest as `_`).
    pub fn rust(&self) -> String {
        let mut s = String::new();
        let h = self.corner.len();
        if h > 0 {
            let rows: Vec<String> = self
                .corner
                .iter()
                .map(|r| {
                    let cells: Vec<String> = r.iter().map(u64::to_string).collect();
                    format!("[{}]", cells.join(", "))
                })
                .collect();
            let decl = format!("const CORNER: [[u64; {}]; {}] = ", h, h);
            s += &super::array(1, &decl, &rows);
            s += &format!(
                "    if a < {} && b < {} {{\n        return CORNER[a as usize][b as usize];\n    }}\n",
                h, h
            );
        }
        let exprs: Vec<String> = self.cells.iter().map(|c| c.rust()).collect();
        let key = |k: &[u64]| {
            let k: Vec<String> = k.iter().map(u64::to_string).collect();
            match k.len() {
                1 => k[0].clone(),
                _ => format!("({})", k.join(", ")),
            }
        };
        match exprs.len() {
            1 => s += &format!("    match {} {{\n", exprs[0]),
            _ => s += &format!("    match ({}) {{\n", exprs.join(", ")),
        }
        // The keys of each value, in order; the commonest value last, as `_`.
        let mut groups: Vec<(u64, Vec<String>)> = Vec::new();
        for (k, value) in &self.cases {
            match groups.iter_mut().find(|g| g.0 == *value) {
                Some(g) => g.1.push(key(k)),
                None => groups.push((*value, vec![key(k)])),
            }
        }
        let most = (0..groups.len())
            .max_by_key(|&i| (groups[i].1.len(), usize::MAX - i))
            .unwrap_or(0);
        for (i, (value, keys)) in groups.iter().enumerate() {
            if i == most {
                continue;
            }
            let one = format!("        {} => {},", keys.join(" | "), value);
            if one.chars().count() <= 100 {
                s += &one;
                s.push('\n');
            } else {
                // rustfmt's layout of a long or-pattern: one alternative a line.
                s += &format!("        {}\n", keys[0]);
                for (j, k) in keys.iter().enumerate().skip(1) {
                    match j + 1 == keys.len() {
                        true => s += &format!("        | {} => {},\n", k, value),
                        false => s += &format!("        | {}\n", k),
                    }
                }
            }
        }
        if let Some((value, _)) = groups.get(most) {
            s += &format!("        _ => {},\n", value);
        }
        s += "    }\n";
        s
    }
}
