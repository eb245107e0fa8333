//! The pattern finder's Rust functions (`cargo impartial pattern --rust`), one per family,
//! as one program: each function in a module of its own, and a `main` that prints its values
//! at small and far arguments (10^11 and beyond). `cargo test` compiles and runs it with
//! stable rustc in editions 2018, 2021 and 2024; `cargo xtask judges` with the judges'
//! compilers. The expected output is the library's own evaluation of each pattern.

#[path = "pattern_tables.rs"]
mod pattern_tables;

use impartial::pattern::{find, find_grid};
use pattern_tables::tables;

/// Arguments: the first values, then far ones.
const POINTS: [u64; 9] = [
    0,
    1,
    2,
    3,
    7,
    100_000_000_003,
    123_456_789_012,
    999_999_999_999_999_989,
    6_000_000_000_000_000_000,
];

/// Arguments of the lines that count primes (π is computed to 10^12).
const SMALL: [u64; 8] = [0, 1, 2, 3, 7, 123_456, 999_983, 1_000_000_007];

/// Two-dimensional arguments: [`POINTS`] and the edges of u64, where `a + b` passes 2^64.
const EDGES: [u64; 12] = [
    0,
    1,
    2,
    3,
    7,
    100_000_000_003,
    123_456_789_012,
    999_999_999_999_999_989,
    6_000_000_000_000_000_000,
    (1 << 63) + 7,
    u64::MAX - 2,
    u64::MAX,
];

/// Each family's pasted function alone, by name: what rustfmt must leave as it is
/// (tests/pattern.rs; xtask itself compiles the whole program instead).
#[allow(dead_code)]
pub fn functions() -> Result<Vec<(String, String)>, String> {
    let (lines, grids) = tables();
    let mut out = Vec::new();
    for (name, g) in lines {
        let found = find(&g).ok_or(format!("{name}: no pattern found"))?;
        out.push((name.to_string(), found.rust()));
    }
    for (name, t) in grids {
        let found = find_grid(&t).ok_or(format!("{name}: no pattern found"))?;
        out.push((name.to_string(), found.rust()));
    }
    Ok(out)
}

/// The program and what it must print.
pub fn program() -> Result<(String, String), String> {
    let (lines, grids) = tables();
    let (mut src, mut main, mut expected) = (String::new(), String::new(), String::new());
    for (name, g) in lines {
        let found = find(&g).ok_or(format!("{name}: no pattern found"))?;
        src += &format!(
            "mod l_{name} {{\n{}pub fn call(n: u64) -> u64 {{\n    g(n)\n}}\n}}\n",
            found.rust()
        );
        let set = if name.starts_with("pi_") {
            "SMALL"
        } else {
            "POINTS"
        };
        main += &format!("    for n in {set} {{\n        println!(\"{name} {{}} {{}}\", n, l_{name}::call(n));\n    }}\n");
        // π to 10^12 only: the lines that count primes at their own points.
        let points: &[u64] = if name.starts_with("pi_") {
            &SMALL
        } else {
            &POINTS
        };
        for &n in points {
            if let Some(v) = found.pattern.at(n) {
                expected += &format!("{name} {n} {v}\n");
            } else {
                return Err(format!(
                    "{name}: G({n}) does not fit in u64; choose other points"
                ));
            }
        }
    }
    for (name, t) in grids {
        let found = find_grid(&t).ok_or(format!("{name}: no pattern found"))?;
        src += &format!(
            "mod g_{name} {{\n{}pub fn call(a: u64, b: u64) -> u64 {{\n    g(a, b)\n}}\n}}\n",
            found.rust()
        );
        // A table of a few rows is defined for its rows only.
        let few = found.pattern.rows();
        let rows: Vec<u64> = match few {
            Some(r) => (0..r).collect(),
            None => EDGES.to_vec(),
        };
        let over = match few {
            Some(r) => format!("0..{r}"),
            None => "EDGES".to_string(),
        };
        main += &format!(
            "    for a in {over} {{\n        for b in EDGES {{\n            println!(\"{name} {{}} {{}} {{}}\", a, b, g_{name}::call(a, b));\n        }}\n    }}\n"
        );
        for a in rows {
            for b in EDGES {
                let v = found
                    .pattern
                    .at(a, b)
                    .ok_or(format!("{name}: G({a}, {b}) does not fit"))?;
                expected += &format!("{name} {a} {b} {v}\n");
            }
        }
    }
    let points: Vec<String> = POINTS.iter().map(u64::to_string).collect();
    src += &format!(
        "const POINTS: [u64; {}] = [{}];\n",
        POINTS.len(),
        points.join(", ")
    );
    let small: Vec<String> = SMALL.iter().map(u64::to_string).collect();
    src += &format!(
        "const SMALL: [u64; {}] = [{}];\n",
        SMALL.len(),
        small.join(", ")
    );
    let edges: Vec<String> = EDGES.iter().map(u64::to_string).collect();
    src += &format!(
        "const EDGES: [u64; {}] = [{}];\n",
        EDGES.len(),
        edges.join(", ")
    );
    src += &format!("fn main() {{\n{main}}}\n");
    Ok((src, expected))
}
