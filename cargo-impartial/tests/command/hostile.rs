//! The tools' rows of the hostile-input tables (`tests/hostile_tools.tsv`): each case pins the
//! exit code, standard output and the start of standard error, run in a scratch folder with
//! an `a.rs` that bundles.

use crate::cases;

/// A case of the tools' hostile table `tests/hostile_tools.tsv`: the program (`cargo-impartial`
/// or `grundy`), its arguments, standard input, the exit code, standard output, and the start
/// of standard error.
struct ToolCase {
    line: usize,
    program: String,
    args: Vec<String>,
    input: Vec<u8>,
    code: i32,
    stdout: String,
    stderr: String,
}

/// The cases of `tests/hostile_tools.tsv`.
fn hostile_tools(root: &std::path::Path) -> Vec<ToolCase> {
    let text = std::fs::read_to_string(root.join("tests/hostile_tools.tsv"))
        .expect("tests/hostile_tools.tsv");
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [program, args, input, code, stdout, stderr] = fields[..] else {
            panic!(
                "tests/hostile_tools.tsv:{}: six tab-separated fields",
                n + 1
            );
        };
        let field = |f: &str| {
            cases::unescape(f).unwrap_or_else(|e| panic!("tests/hostile_tools.tsv:{}: {e}", n + 1))
        };
        let text = |f: &str| String::from_utf8(field(f)).expect("UTF-8");
        let args = text(args);
        out.push(ToolCase {
            line: n + 1,
            program: program.to_string(),
            args: args
                .split(' ')
                .filter(|a| !a.is_empty())
                .map(String::from)
                .collect(),
            input: field(input),
            code: code.parse().expect("an exit code"),
            stdout: text(stdout),
            stderr: text(stderr),
        });
    }
    out
}

#[test]
fn every_case_of_the_tools_table() {
    let dir = super::scratch("hostile-tools");
    std::fs::write(
        dir.join("a.rs"),
        "fn main() {\n    print!(\"{}\", impartial::nim::add(1, 2));\n}\n",
    )
    .unwrap();
    let cases = hostile_tools(super::root());
    assert!(cases.len() >= 30, "{} cases", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let exe = match c.program.as_str() {
            "cargo-impartial" => env!("CARGO_BIN_EXE_cargo-impartial"),
            "grundy" => env!("CARGO_BIN_EXE_grundy"),
            other => panic!("tests/hostile_tools.tsv:{}: no program {other}", c.line),
        };
        let mut child = std::process::Command::new(exe)
            .current_dir(&dir)
            .args(&c.args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        // A command that refuses its arguments may exit before reading: the pipe may close.
        let _ = child.stdin.take().unwrap().write_all(&c.input);
        let out = child.wait_with_output().unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        let ok = out.status.code() == Some(c.code)
            && stdout.starts_with(&c.stdout)
            && (c.stdout.is_empty() == stdout.is_empty() || !c.stdout.is_empty())
            && stderr.starts_with(&c.stderr)
            && (!c.stderr.is_empty() || stderr.is_empty());
        if !ok {
            failures.push(format!(
                "line {} ({} {:?}): exit {:?}, stdout {:?}, stderr {:?}",
                c.line,
                c.program,
                c.args,
                out.status.code(),
                stdout.chars().take(200).collect::<String>(),
                stderr.chars().take(300).collect::<String>()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
