//! `--svg`: the table and the pattern as a picture. One dimension: G(n) against n, the
//! table's values as dots and the pattern's as a red line (on past the table for a quarter of
//! its length), the fitted stretch shaded orange and the confirming one green. Two dimensions:
//! one square per table entry coloured by value, 0 (the losing cells) black.

use crate::explore::plot::{axes, step, Frame};
use impartial::pattern::{Found, Grid, Line};
use std::fmt::Write as _;

/// Heaps shown at most in one dimension.
const SHOWN: usize = 5000;

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn head(w: f64, h: f64, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\">\n\
         {}\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
         <text x=\"{}\" y=\"22\" font-size=\"13\" text-anchor=\"middle\">{}</text>\n",
        crate::output::picture_mark("pattern"),
        w / 2.0,
        escape(title)
    )
}

/// The first line of the title: the pattern's words, cut to a readable length.
fn title(words: Option<String>) -> String {
    match words {
        None => "pattern: none found".into(),
        Some(w) if w.chars().count() > 140 => {
            format!("{} …", w.chars().take(140).collect::<String>())
        }
        Some(w) => w,
    }
}

/// The one-dimensional picture of `G(from), G(from + 1), …`.
pub fn line(g: &[u64], from: u64, found: Option<&Found<Line>>) -> String {
    let table = g.len().min(SHOWN);
    let to = if found.is_some() {
        table + table / 4
    } else {
        table
    };
    let fitted = found
        .and_then(|f| f.fitted)
        .map_or(0, |f| f - from as usize);
    let pattern: Vec<Option<u64>> = (0..to)
        .map(|i| found.and_then(|f| f.pattern.at(from + i as u64)))
        .collect();
    let top = (g[..table]
        .iter()
        .chain(pattern.iter().flatten())
        .copied()
        .max()
        .unwrap_or(1))
    .max(1) as f64;
    let (w, h, left, right, top_m, bottom) = (960.0, 380.0, 70.0, 30.0, 50.0, 60.0);
    let (pw, ph) = (w - left - right, h - top_m - bottom);
    let x = |n: f64| left + pw * n / (to.max(2) - 1) as f64;
    // 0 sits above the axis line, so the losing heaps show.
    let y = |v: f64| top_m + ph - ph * (v + 0.04 * top) / (1.08 * top);
    let mut s = head(w, h, &title(found.map(Found::<Line>::words)));
    let band = |s: &mut String, a: usize, b: usize, colour: &str, label: &str| {
        if b > a {
            let _ = writeln!(
                s,
                "<rect x=\"{:.1}\" y=\"{top_m}\" width=\"{:.1}\" height=\"{ph}\" fill=\"{colour}\"/>\
                 <text x=\"{:.1}\" y=\"{}\" font-size=\"11\">{label}</text>",
                x(a as f64),
                x(b as f64) - x(a as f64),
                x(a as f64) + 3.0,
                top_m - 4.0
            );
        }
    };
    if found.is_some() {
        band(&mut s, 0, fitted.min(table), "#fde3c8", "fitted");
        band(&mut s, fitted.min(table), table, "#d9f2d9", "confirmed");
        band(&mut s, table, to, "#eeeeee", "predicted");
    }
    let base = top_m + ph;
    let frame = Frame {
        left,
        top: top_m,
        width: pw,
        base,
    };
    let x = |i: f64| x(i - from as f64);
    let span = (from as f64, (from as usize + to.max(2) - 1) as f64);
    axes(&mut s, &frame, span, top, &x, &y);
    let x = |i: f64| x(i + from as f64);
    let _ = writeln!(s, "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"middle\">n (dots: the table; red: the pattern)</text>", left + pw / 2.0, base + 38.0);
    let _ = writeln!(s, "<text x=\"18\" y=\"{0}\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 18 {0})\">G(n)</text>", top_m + ph / 2.0);
    let mut path = String::new();
    for (n, v) in pattern.iter().enumerate() {
        if let Some(v) = v {
            let _ = write!(
                path,
                "{}{:.1} {:.1}",
                if path.is_empty() { "M" } else { "L" },
                x(n as f64),
                y(*v as f64)
            );
        }
    }
    if !path.is_empty() {
        let _ = writeln!(
            s,
            "<path d=\"{path}\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"1\"/>"
        );
    }
    let r = if table > 1000 { 1.2 } else { 2.4 };
    for (n, &v) in g[..table].iter().enumerate() {
        let _ = writeln!(
            s,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r}\" fill=\"#1f5fbf\"/>",
            x(n as f64),
            y(v as f64)
        );
    }
    s.push_str("</svg>\n");
    s
}

/// The most common value of a sorted list (the least of the most common).
fn most_common(sorted: &[u64]) -> u64 {
    let (mut best, mut count, mut i) = (sorted[0], 0, 0);
    while i < sorted.len() {
        let j = i + sorted[i..].partition_point(|&x| x == sorted[i]);
        if j - i > count {
            best = sorted[i];
            count = j - i;
        }
        i = j;
    }
    best
}

/// A colour for a value: 0 black, the others around the colour wheel.
fn colour(v: u64) -> String {
    match v {
        0 => "#111111".into(),
        _ => format!("hsl({}, 70%, {}%)", (v * 47) % 360, 55 + (v % 3) * 10),
    }
}

/// Squares drawn at most across a two-dimensional picture; a larger table is drawn in
/// blocks.
pub const SIDE: usize = 200;

/// The two-dimensional picture: one square per entry, or per `k × k` block of entries (the
/// block's most common value) where the table is wider than [`SIDE`].
pub fn grid(rows: &[Vec<u64>], found: Option<&Found<Grid>>) -> String {
    let k = rows.len().max(rows[0].len()).div_ceil(SIDE);
    let blocks: Vec<Vec<u64>>;
    let rows = if k > 1 {
        blocks = (0..rows.len().div_ceil(k))
            .map(|i| {
                (0..rows[0].len().div_ceil(k))
                    .map(|j| {
                        let mut vals: Vec<u64> = rows[i * k..(i * k + k).min(rows.len())]
                            .iter()
                            .flat_map(|row| row[j * k..(j * k + k).min(row.len())].iter().copied())
                            .collect();
                        vals.sort_unstable();
                        most_common(&vals)
                    })
                    .collect()
            })
            .collect();
        &blocks[..]
    } else {
        rows
    };
    let (r, c) = (rows.len(), rows[0].len());
    let cell = (640.0 / r.max(c) as f64).clamp(1.0, 24.0);
    let (left, top) = (60.0, 60.0);
    let (w, h) = (left + cell * c as f64 + 30.0, top + cell * r as f64 + 40.0);
    let mut s = head(w.max(480.0), h, &title(found.map(Found::<Grid>::words)));
    let note = if k > 1 {
        format!(
            ", each square {} × {} entries: their most common value",
            k, k
        )
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\">b → (black: value 0, the losing cells{})</text>",
        left + cell * c as f64 / 2.0,
        top - 20.0,
        note
    );
    let _ = writeln!(s, "<text x=\"20\" y=\"{0}\" font-size=\"11\" text-anchor=\"middle\" transform=\"rotate(-90 20 {0})\">a ↓</text>", top + cell * r as f64 / 2.0);
    let every = step(r.max(c) as f64) as usize;
    for i in (0..r.max(c)).step_by(every.max(1)) {
        if i < c {
            let _ = writeln!(
                s,
                "<text x=\"{:.1}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\">{}</text>",
                left + cell * (i as f64 + 0.5),
                top - 5.0,
                i * k
            );
        }
        if i < r {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{:.1}\" font-size=\"10\" text-anchor=\"end\">{}</text>",
                left - 5.0,
                top + cell * (i as f64 + 0.5) + 3.0,
                i * k
            );
        }
    }
    for (a, row) in rows.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let _ = writeln!(
                s,
                "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{cell:.2}\" height=\"{cell:.2}\" fill=\"{}\"><title>G({}, {}) = {}{}</title></rect>",
                left + cell * b as f64,
                top + cell * a as f64,
                colour(v),
                a * k,
                b * k,
                v,
                if k > 1 { " (most)" } else { "" }
            );
        }
    }
    s.push_str("</svg>\n");
    s
}
