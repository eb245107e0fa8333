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

/// A table as read: its rows, one a line (empty lines skipped), and a warning about its
/// shape, if any.
pub struct Table {
    pub rows: Vec<Vec<u64>>,
    pub warning: Option<String>,
}

/// The table's rows, one a line. Lines end in LF, CRLF or CR; a UTF-8 byte-order mark is
/// skipped. With `grid`, every row must be as long as the first; without it, several lines
/// of the same two or more numbers are refused (a two-dimensional table read without
/// `--2d`), and the caller joins the rows into one sequence.
pub fn table(name: &str, bytes: &[u8], grid: bool) -> Result<Table, String> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    // (the line each row is on, its numbers)
    let mut rows: Vec<(usize, Vec<u64>)> = Vec::new();
    let (mut line, mut col) = (1usize, 1usize);
    let mut current: Vec<u64> = Vec::new();
    let mut i = 0;
    let end_line = |current: &mut Vec<u64>, rows: &mut Vec<(usize, Vec<u64>)>, line: usize| {
        if !current.is_empty() {
            rows.push((line, std::mem::take(current)));
        }
    };
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' || b == b'\r' {
            end_line(&mut current, &mut rows, line);
            let crlf = b == b'\r' && bytes.get(i + 1) == Some(&b'\n');
            i += if crlf { 2 } else { 1 };
            line += 1;
            col = 1;
            continue;
        }
        if b.is_ascii_whitespace() {
            col += 1;
            i += 1;
            continue;
        }
        let end = (i..bytes.len())
            .find(|&j| bytes[j].is_ascii_whitespace())
            .unwrap_or(bytes.len());
        let token = &bytes[i..end];
        let shown = String::from_utf8_lossy(&token[..token.len().min(40)]).into_owned();
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|t| t.bytes().all(|c| c.is_ascii_digit()))
            .and_then(|t| t.parse::<u64>().ok());
        let v = match value {
            Some(v) => v,
            None => {
                let what = if token.iter().all(u8::is_ascii_digit) {
                    "a number below 2^64"
                } else {
                    "a non-negative integer"
                };
                return Err(format!(
                    "{}:{}:{}: error: expected {}, found {:?}",
                    name, line, col, what, shown
                ));
            }
        };
        current.push(v);
        col += token.len();
        i = end;
    }
    end_line(&mut current, &mut rows, line);
    if rows.is_empty() {
        return Err(format!(
            "{}:{}:{}: error: expected a table of numbers, found an empty input",
            name, line, col
        ));
    }
    let width = rows[0].1.len();
    let mut warning = None;
    if grid {
        // Row lengths: the first row that differs from the first, by its line.
        if let Some((at, row)) = rows.iter().find(|(_, r)| r.len() != width) {
            return Err(format!(
                "{}:{}:1: error: expected {} numbers in this row (as in the first), found {}",
                name,
                at,
                width,
                row.len()
            ));
        }
        if rows.len() == 1 {
            warning = Some(format!(
                "--2d with one row of {} numbers: is it a one-dimensional table? (without --2d \
                 it is read as G(0), G(1), …)",
                width
            ));
        }
    } else if rows.len() >= 2 && width >= 2 && rows.iter().all(|(_, r)| r.len() == width) {
        return Err(format!(
            "{}:{}:1: error: expected one sequence G(0) G(1) …, found {} lines of {} numbers \
             each: a two-dimensional table? add --2d (or put the values on one line, or one a \
             line)",
            name,
            rows[1].0,
            rows.len(),
            width
        ));
    }
    Ok(Table {
        rows: rows.into_iter().map(|(_, r)| r).collect(),
        warning,
    })
}

#[cfg(test)]
mod tests {
    use super::table;

    #[test]
    fn positions_of_refusals() {
        let err = |s: &str, grid| table("t", s.as_bytes(), grid).err().unwrap();
        let rows = |s: &[u8], grid| table("t", s, grid).ok().unwrap().rows;
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
        assert_eq!(rows(b"\xEF\xBB\xBF1 2\r\n3 4\r\n", true), [[1, 2], [3, 4]]);
        // CR-only line ends are line ends too.
        assert_eq!(rows(b"1 2\r3 4\r\r5 6", true), [[1, 2], [3, 4], [5, 6]]);
        assert_eq!(rows(b"1\n2 3", false), [vec![1], vec![2, 3]]);
        // One value a line is a one-dimensional table; lines of two or more alike are not.
        assert_eq!(rows(b"1\n2\n3\n", false), [[1], [2], [3]]);
        assert!(err("0 1\r\n1 0\r\n", false).starts_with(
            "t:2:1: error: expected one sequence G(0) G(1) …, found 2 lines of 2 numbers each"
        ));
        let one = table("t", b"0 1 2 3", true).ok().unwrap();
        assert!(one
            .warning
            .unwrap()
            .starts_with("--2d with one row of 4 numbers"));
    }
}
