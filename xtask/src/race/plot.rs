//! `cargo xtask race --plot`: CPU time against input size, log–log, as SVG.

use super::*;

/// Draws the CPU time of p2197 (release and bundle) and of its peers against the number of
/// piles, 10^4 to 10^8, log–log, into `svg`.
pub(super) fn draw(root: &Path, dir: &Path, runs: usize, svg: &Path) -> Result<(), String> {
    let mut exes = build(
        root,
        dir,
        &["p2197"],
        &["nim_getchar", "nim_idiomatic"],
        false,
    )?;
    let bundle = build(root, dir, &["p2197"], &[], true)?;
    exes.insert(1, ("p2197 bundle".into(), bundle[0].1.clone()));
    exes[0].0 = "p2197 release".into();
    let sizes = [10_000u64, 100_000, 1_000_000, 10_000_000, 100_000_000];
    let mut lines: Vec<(String, Vec<(u64, f64)>)> =
        exes.iter().map(|(n, _)| (n.clone(), Vec::new())).collect();
    for &n in &sizes {
        let path = input(dir, "nim", Kind::Nim, n)?;
        let tries = if n >= 100_000_000 { runs.min(3) } else { runs }.max(1);
        for (i, (name, exe)) in exes.iter().enumerate() {
            run(exe, &path)?;
            let cpu = median(
                (0..tries)
                    .map(|_| run(exe, &path).map(|r| r.cpu))
                    .collect::<Result<_, _>>()?,
            );
            eprintln!("{name:14} {n:>10} numbers: {cpu:.4} s");
            lines[i].1.push((n, cpu.max(1e-4)));
        }
        // The 1 GB input is not kept.
        if n >= 100_000_000 {
            let _ = std::fs::remove_file(&path);
        }
    }
    let (machine, date) = super::machine_and_date();
    let title = format!("Luogu P2197 (Nim): CPU time against input size — {machine}, {date}");
    let target = cargo_impartial::output::check("--plot", &svg.display().to_string())?;
    cargo_impartial::output::write(&target, chart(&title, &lines).as_bytes())
        .map_err(|e| format!("cannot write {}: {e}", svg.display()))?;
    println!("wrote {}", svg.display());
    Ok(())
}

/// A log–log line chart as SVG: numbers across, CPU seconds up.
fn chart(title: &str, lines: &[(String, Vec<(u64, f64)>)]) -> String {
    let (w, h, left, right, top, bottom) = (760.0, 460.0, 70.0, 190.0, 40.0, 50.0);
    let (x0, x1) = (4.0, 8.0);
    let ys: Vec<f64> = lines
        .iter()
        .flat_map(|(_, p)| p.iter().map(|&(_, y)| y.log10()))
        .collect();
    let y0 = ys.iter().copied().fold(f64::MAX, f64::min).floor();
    let y1 = ys.iter().copied().fold(f64::MIN, f64::max).ceil();
    let px = |x: f64| left + (x - x0) / (x1 - x0) * (w - left - right);
    let py = |y: f64| h - bottom - (y - y0) / (y1 - y0).max(1.0) * (h - top - bottom);
    let colors = ["#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#ff7f0e"];
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<text x=\"{}\" y=\"22\" text-anchor=\"middle\" font-size=\"13\">{}</text>\n",
        w / 2.0,
        title.replace('&', "&amp;").replace('<', "&lt;")
    );
    for e in x0 as i32..=x1 as i32 {
        let x = px(e as f64);
        let _ = writeln!(s, "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\" stroke=\"#ddd\"/><text x=\"{x}\" y=\"{}\" text-anchor=\"middle\">10^{e}</text>", top, h - bottom, h - bottom + 16.0);
    }
    for e in y0 as i32..=y1 as i32 {
        let y = py(e as f64);
        let label = format!("{}", 10f64.powi(e));
        let _ = writeln!(s, "<line x1=\"{left}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{}\" text-anchor=\"end\">{label} s</text>", w - right, left - 6.0, y + 4.0);
    }
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">numbers in the input (piles)</text>",
        (left + w - right) / 2.0,
        h - 12.0
    );
    for (i, (name, points)) in lines.iter().enumerate() {
        let color = colors[i % colors.len()];
        let path: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", px((x as f64).log10()), py(y.log10())))
            .collect();
        let _ = writeln!(
            s,
            "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"2\" points=\"{}\"/>",
            path.join(" ")
        );
        for &(x, y) in points {
            let _ = writeln!(
                s,
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{color}\"/>",
                px((x as f64).log10()),
                py(y.log10())
            );
        }
        let ly = top + 20.0 + 20.0 * i as f64;
        let _ = writeln!(s, "<line x1=\"{}\" y1=\"{ly}\" x2=\"{}\" y2=\"{ly}\" stroke=\"{color}\" stroke-width=\"2\"/><text x=\"{}\" y=\"{}\">{name}</text>", w - right + 12.0, w - right + 32.0, w - right + 38.0, ly + 4.0);
    }
    s.push_str("</svg>\n");
    s
}
