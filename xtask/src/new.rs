//! `cargo xtask new <bin>`: the files and table rows a new judge problem needs, each a stub
//! that the tests reject until it is filled in (CONTRIBUTING.md lists the steps).

use std::path::Path;

/// Where each table takes new rows: the file, the line its new rows go above, and the row.
fn rows(bin: &str) -> [(String, String, String); 3] {
    [
        (
            // HackerRank's oracle rows have their own file; the others share the problems'.
            match crate::layout::judge(bin) {
                "hackerrank" => "tests/oracle/hackerrank.rs".into(),
                _ => "tests/oracle/problems/mod.rs".into(),
            },
            "    // New problems go above this line".into(),
            format!("    (\"{bin}\", |_inp, _out| todo!(\"the oracle of {bin}\")),\n"),
        ),
        (
            // The generators of the bin's judge.
            format!("xtask/src/inputs/{}.rs", crate::layout::judge(bin)),
            "    // New generators go above this line".into(),
            format!(
                "    Generator {{\n        bin: \"{bin}\",\n        about: \"TODO: what it makes\",\n        make: |_g| todo!(\"the generator of {bin}\"),\n        limits: Limits {{\n            time: 1.0,\n            source: \"TODO: where the time limit comes from\",\n            statement: \"TODO: the statement's limits\",\n            about: \"TODO: the worst-case largest input\",\n            worst: |_g| todo!(\"the worst-case input of {bin}\"),\n        }},\n    }},\n"
            ),
        ),
        (
            // The table of the bin's judge (a judge without one needs its heading and marker):
            // docs/catalogue.md for the judges that take Rust, docs/references.md for the others.
            match crate::layout::judge(bin) {
                "hdu" | "poj" | "acwing" => "docs/references.md".into(),
                _ => "docs/catalogue.md".into(),
            },
            format!(
                "<!-- {}: cargo xtask new puts new rows above this line",
                crate::layout::judge(bin)
            ),
            match crate::layout::judge(bin) {
                "hdu" | "poj" | "acwing" => {
                    format!("| `{bin}` | TODO: judge problem | TODO: rule | TODO: complexity |\n")
                }
                _ => format!(
                    "| `{bin}` | TODO: judge problem | TODO: rule | TODO: complexity | TODO: `cargo xtask limits {bin}` |\n"
                ),
            },
        ),
    ]
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Adds `bin` to the project under `root`; what it did.
pub fn new(root: &Path, bin: &str) -> Result<String, String> {
    let name_ok = bin.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && bin
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !name_ok {
        return Err(format!(
            "`{bin}` is not a bin name: lowercase letters, digits and `_`, as p1247"
        ));
    }
    let judge = crate::layout::judge(bin);
    if judge == "other" {
        return Err(format!(
            "`{bin}` names no judge: p<digits> (Luogu), abc…/arc…/agc…/dp_…/typical90_… (AtCoder), cses…, \
             cf…, kattis_…, lc_… (Library Checker), hdu…, poj…, acwing…, boj… (Baekjoon), hr_… (HackerRank)"
        ));
    }
    let source = crate::layout::source(root, bin);
    let shown = crate::layout::source_in_manifest(bin);
    if source.exists() {
        return Err(format!("{shown} exists already"));
    }
    // Every table first, so that a missing marker changes nothing.
    let mut edits = Vec::new();
    for (file, marker, row) in rows(bin) {
        let text = read(&root.join(&file))?;
        let at = text
            .find(marker.as_str())
            .ok_or_else(|| format!("{file} has no line `{marker}`"))?;
        let edited = format!("{}{row}{}", &text[..at], &text[at..]);
        edits.push((file, edited));
    }
    let manifest = read(&root.join("Cargo.toml"))?;
    let entry =
        format!("\n[[bin]]\nname = \"{bin}\"\npath = \"{shown}\"\nbench = false\ntest = false\n");
    edits.push((
        "Cargo.toml".into(),
        format!(
            "{}{entry}",
            manifest.trim_end_matches('\n').to_string() + "\n"
        ),
    ));
    let hostile = read(&root.join("tests/hostile.tsv"))?;
    let case = format!("{bin}\t\"\"\t\"\"\t\"TODO: the error on an empty input, or \\\"\\\"\"\n");
    edits.push(("tests/hostile.tsv".into(), format!("{hostile}{case}")));
    for (file, text) in &edits {
        write(&root.join(file), text)?;
    }
    let folder = source.parent().unwrap_or(root);
    std::fs::create_dir_all(folder)
        .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    write(
        &source,
        &format!(
            "//! TODO: the judge problem: what its input holds, what the answer says.\n\
             use impartial::io::run;\n\n\
             const HELP: &str = include_str!(\"{bin}.txt\");\n\n\
             fn main() {{\n    run(\"{bin}\", HELP, |sc, out| {{\n        let n = sc.u64(\"a number\")?;\n        out.u64(n).line(\"\");\n        sc.finish()\n    }})\n}}\n"
        ),
    )?;
    write(
        &crate::layout::help(root, bin),
        &format!(
            "{bin}: TODO Judge Problem (https://…)\n\nInput (standard input): TODO\nOutput: TODO\nAccepts: TODO (the judge: TODO)\n"
        ),
    )?;
    let data = crate::layout::testdata(root, bin);
    std::fs::create_dir_all(&data).map_err(|e| format!("cannot create {}: {e}", data.display()))?;
    write(&data.join("sample-1.in"), "")?;
    write(&data.join("sample-1.out"), "")?;
    let [oracle, generators, table] = rows(bin).map(|(file, _, _)| file);
    Ok(format!(
        "added {bin}: {shown} and its .txt, a [[bin]] in Cargo.toml, testdata/{judge}/{bin}/sample-1.*,\n\
         and rows in {oracle}, {generators}, tests/hostile.tsv and {table}.\n\
         Each is a stub that `cargo test` rejects until it is filled in; CONTRIBUTING.md lists the steps."
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bin_names_are_checked() {
        let root = Path::new("/nonexistent");
        assert!(new(root, "P1247").unwrap_err().contains("not a bin name"));
        assert!(new(root, "p12-47").unwrap_err().contains("not a bin name"));
    }
}
