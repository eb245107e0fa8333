//! The explorer's plot: G(n) against n as an SVG figure, with axes, ticks, labels, a title
//! that names the game and its period, and the period marked; when the preperiod ends beyond
//! the first values shown, a second panel shows a window around its end.

use impartial::octal::Period;
use std::fmt::Write as _;

/// Heaps a panel shows at most.
pub const PANEL: usize = 5000;

const WIDTH: f64 = 960.0;
const PANEL_HEIGHT: f64 = 300.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 30.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;

/// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most about 8 parts.
pub(crate) fn step(span: f64) -> f64 {
    let raw = (span / 8.0).max(1.0);
    let power = 10f64.powi(raw.log10().floor() as i32);
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * power)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * power)
}

/// Where a plot's axes go: the left edge, the top, the width and the base line (in pixels).
pub(crate) struct Frame {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub base: f64,
}

/// The axes of a plot: the two lines, and ticks with labels on both, `x` and `y` mapping data
/// to pixels; ticks from `xs.0` (rounded up to a step) to `xs.1`, and from 0 to `y_top`.
pub(crate) fn axes(
    s: &mut String,
    f: &Frame,
    xs: (f64, f64),
    y_top: f64,
    x: &dyn Fn(f64) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    let (left, base) = (f.left, f.base);
    let _ = writeln!(
        s,
        "<path d=\"M{left} {:.1} V{base:.1} H{:.1}\" fill=\"none\" stroke=\"black\"/>",
        f.top,
        left + f.width
    );
    let dx = step(xs.1 - xs.0);
    let mut t = (xs.0 / dx).ceil() * dx;
    while t <= xs.1 {
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"{base:.1}\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"black\"/><text x=\"{0:.1}\" y=\"{2:.1}\" font-size=\"11\" text-anchor=\"middle\">{3}</text>",
            x(t),
            base + 5.0,
            base + 18.0,
            t as u64
        );
        t += dx;
    }
    let dy = step(y_top);
    let mut t = 0.0;
    while t <= y_top {
        let _ = writeln!(
            s,
            "<line x1=\"{left}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\" stroke=\"black\"/><text x=\"{2:.1}\" y=\"{3:.1}\" font-size=\"11\" text-anchor=\"end\">{4}</text>",
            y(t),
            left - 5.0,
            left - 8.0,
            y(t) + 4.0,
            t as u64
        );
        t += dy;
    }
}

/// One panel: heaps `from..to` of `values`, its top edge at `y0`.
fn panel(
    s: &mut String,
    values: &[u16],
    from: usize,
    to: usize,
    y0: f64,
    period: Option<Period>,
    label: &str,
) {
    let shown = &values[from..to];
    let top = f64::from(shown.iter().copied().max().unwrap_or(0).max(1));
    let (x_min, x_max) = (from as f64, (to - 1).max(from + 1) as f64);
    let (w, h) = (WIDTH - LEFT - RIGHT, PANEL_HEIGHT - TOP - BOTTOM);
    let x = |n: f64| LEFT + w * (n - x_min) / (x_max - x_min);
    // 0 sits above the axis line, so the losing heaps show.
    let y = |v: f64| y0 + TOP + h - h * (v + 0.04 * top) / (1.08 * top);
    let base = y0 + TOP + h;
    let _ = writeln!(
        s,
        "<text x=\"{LEFT}\" y=\"{:.1}\" font-size=\"13\">{label}</text>",
        y0 + TOP - 10.0
    );
    // The period: the start of the periodic part, and each period after it.
    if let Some(p) = period {
        let mut n = p.preperiod;
        if n < from {
            n += (from - n).div_ceil(p.period.max(1)) * p.period.max(1);
        }
        let mut first = true;
        while n < to {
            let colour = if n == p.preperiod {
                "#d62728"
            } else {
                "#f2b7b7"
            };
            let _ = writeln!(
                s,
                "<line x1=\"{0:.1}\" y1=\"{1:.1}\" x2=\"{0:.1}\" y2=\"{base:.1}\" stroke=\"{colour}\"/>",
                x(n as f64),
                y0 + TOP
            );
            if n == p.preperiod && first {
                let _ = writeln!(
                    s,
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"#d62728\">preperiod {}</text>",
                    x(n as f64) + 3.0,
                    y0 + TOP + 12.0,
                    p.preperiod
                );
            }
            first = false;
            if p.period == 0 {
                break;
            }
            n += p.period;
        }
    }
    // The axes, with ticks and labels.
    let frame = Frame {
        left: LEFT,
        top: y0 + TOP,
        width: w,
        base,
    };
    axes(s, &frame, (x_min, x_max), top, &x, &y);
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\">heap n</text>",
        LEFT + w / 2.0,
        base + 36.0
    );
    let _ = writeln!(
        s,
        "<text x=\"18\" y=\"{0:.1}\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 18 {0:.1})\">G(n)</text>",
        y0 + TOP + h / 2.0
    );
    // The values: a dot at each heap, larger when there are fewer.
    let r = if shown.len() > 1000 { 1.1 } else { 2.0 };
    for (i, &v) in shown.iter().enumerate() {
        let _ = writeln!(
            s,
            "<circle cx=\"{:.2}\" cy=\"{:.1}\" r=\"{r}\" fill=\"#1f5fbf\"/>",
            x((from + i) as f64),
            y(f64::from(v))
        );
    }
}

/// The figure: G(n) for the first 5000 heaps of `values`, titled with `game` and the
/// period (`proven` or only seen); a second panel around the end of the preperiod when that is
/// beyond the first panel and within the values.
pub fn plot(game: &str, values: &[u16], period: Option<Period>, proven: bool) -> String {
    let first = values.len().min(PANEL);
    let window = period.and_then(|p| {
        let q = p.preperiod;
        let half = (2 * p.period).clamp(250, PANEL / 2);
        (q + p.period > first && q < values.len()).then(|| {
            let from = q.saturating_sub(half);
            let to = (q + half).min(values.len());
            (from, to)
        })
    });
    let panels = 1 + usize::from(window.is_some());
    let height = 40.0 + PANEL_HEIGHT * panels as f64;
    let title = match period {
        Some(p) => format!(
            "Grundy values of {game}: period {} from {}, {}",
            p.period,
            p.preperiod,
            if proven { "proven" } else { "seen, not proven" }
        ),
        None => format!("Grundy values of {game}: no period seen"),
    };
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" font-family=\"sans-serif\">\n\
         {}\
         <rect width=\"{WIDTH}\" height=\"{height}\" fill=\"white\"/>\n\
         <text x=\"{}\" y=\"26\" font-size=\"16\" text-anchor=\"middle\">{title}</text>\n",
        crate::output::picture_mark("grundy"),
        WIDTH / 2.0
    );
    if values.len() >= 2 {
        let label = format!("heaps 0 to {}", first - 1);
        panel(&mut s, values, 0, first, 40.0, period, &label);
        if let Some((from, to)) = window {
            let label = format!(
                "heaps {from} to {}, around the end of the preperiod",
                to - 1
            );
            panel(
                &mut s,
                values,
                from,
                to,
                40.0 + PANEL_HEIGHT,
                period,
                &label,
            );
        }
    }
    s.push_str("</svg>\n");
    s
}
