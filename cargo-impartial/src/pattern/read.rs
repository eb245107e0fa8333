//! Reading the table: whitespace-separated non-negative integers, rows by line for `--2d`;
//! every refusal names `FILE:LINE:COLUMN`.

use std::io::Read;

/// The input's name (`<stdin>` or the file) and bytes.
pub fn input(file: Option<&str>) -> Result<(String, Vec<u8>), String> {
    match file {
        None | Some("-") => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(("<stdin>".into(), bytes))
        }
        Some(f) => std::fs::read(f)
            .map(|b| (f.to_string(), b))
            .map_err(|e| format!("cannot read {f}: {e}")),
    }
}

/// The table's rows (one row of all the numbers without `grid`).
pub fn table(name: &str, bytes: &[u8], grid: bool) -> Result<Vec<Vec<u64>>, String> {
    let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
    let mut first_line = None;
    let (mut line, mut col) = (1usize, 1usize);
    let mut i = 0;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' {
            if grid && !rows.last().is_some_and(Vec::is_empty) {
                rows.push(Vec::new());
            }
            (line, col, i) = (line + 1, 1, i + 1);
            continue;
        }
        if b.is_ascii_whitespace() {
            (col, i) = (col + 1, i + 1);
            continue;
        }
        let end = (i..bytes.len())
            .find(|&j| bytes[j].is_ascii_whitespace())
            .unwrap_or(bytes.len());
        let token = &bytes[i..end];
        let shown = String::from_utf8_lossy(&token[..token.len().min(40)]).into_owned();
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|t| t.bytes().all(|c| c.is_ascii_digit()));
        let value = value.and_then(|t| t.parse::<u64>().ok());
        let Some(v) = value else {
            let what = match token.iter().all(u8::is_ascii_digit) {
                true => "a number below 2^64",
                false => "a non-negative integer",
            };
            return Err(format!(
                "{name}:{line}:{col}: error: expected {what}, found {shown:?}"
            ));
        };
        let row = rows.last_mut().expect("a row");
        if row.is_empty() {
            first_line = first_line.or(Some(line));
        }
        row.push(v);
        col += token.len();
        i = end;
    }
    if rows.last().is_some_and(Vec::is_empty) {
        rows.pop();
    }
    if rows.is_empty() {
        return Err(format!(
            "{name}:{line}:{col}: error: expected a table of numbers, found an empty input"
        ));
    }
    if grid {
        // Row lengths: the first row that differs from the first, by its line.
        let width = rows[0].len();
        let mut at = first_line.unwrap_or(1);
        let text = String::from_utf8_lossy(bytes);
        let lines: Vec<&str> = text.split('\n').collect();
        for row in &rows {
            while lines.get(at - 1).is_some_and(|l| l.trim().is_empty()) {
                at += 1;
            }
            if row.len() != width {
                return Err(format!(
                    "{name}:{at}:1: error: expected {width} numbers in this row (as in the first), found {}",
                    row.len()
                ));
            }
            at += 1;
        }
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::table;

    #[test]
    fn positions_of_refusals() {
        let err = |s: &str, grid| table("t", s.as_bytes(), grid).unwrap_err();
        assert_eq!(
            err("1 2\n3 x4", false),
            "t:2:3: error: expected a non-negative integer, found \"x4\""
        );
        assert_eq!(
            err("1 -2", false),
            "t:1:3: error: expected a non-negative integer, found \"-2\""
        );
        assert_eq!(
            err("18446744073709551616", false),
            "t:1:1: error: expected a number below 2^64, found \"18446744073709551616\""
        );
        assert_eq!(
            err("1 2\n\n3\n", true),
            "t:3:1: error: expected 2 numbers in this row (as in the first), found 1"
        );
        assert_eq!(
            err(" \n\t\n", false),
            "t:3:1: error: expected a table of numbers, found an empty input"
        );
        assert_eq!(
            table("t", b"\xEF\xBB\xBF1 2\r\n3 4\r\n", true).unwrap(),
            [[1, 2], [3, 4]]
        );
        assert_eq!(table("t", b"1\n2 3", false).unwrap(), [[1, 2, 3]]);
    }
}
