//! The `grundy` explorer (`cargo run --release --bin grundy -- --help`): Grundy values of a
//! one-heap game printed, its period found and proven, and a plot. The binary
//! (`tools/grundy.rs`) only calls [`main`]; [`parse`] and [`Command::run`] are pure.
//!
//! ```text
//! grundy octal 0.07 --values 20          G(0) … G(20) on one line
//! grundy octal 0.56 --period             period=144 preperiod=326640 proven=yes checked_to=653569
//! grundy subtract 1,3,4 --period         take 1, 3 or 4 (the octal game with a 3 in those places)
//! grundy split-unequal --values 100      Grundy's game
//! grundy octal 0.77 --values 200 --svg kayles.svg
//! ```

use impartial::octal::{period, Octal, Period, Periodic};
use impartial::split::unequal;

/// Heaps up to this many values (4 bytes each) may be asked for.
pub const MAX_HEAPS: usize = 100_000_000;

/// How far `--period` computes values unless `--max` says otherwise.
pub const DEFAULT_MAX: usize = 1_000_000;

/// Values a plot shows at most (the first ones).
pub const PLOT_POINTS: usize = 5000;

/// The help text (`grundy --help`).
pub const HELP: &str = "\
grundy: Grundy values of one-heap games, their periods, proven, and plots

usage: grundy GAME [--values N] [--period [--max N]] [--svg FILE]

games:
  octal CODE         an octal game in the usual notation: 0.77 Kayles, 0.07 Dawson's Kayles,
                     0.137 Dawson's chess, 4.7, 0.56 (digits 0 to 7; 0 or 4 before the point)
  subtract S1,S2,..  take exactly some s of the set from the heap (the octal game with a 3
                     in each place s; takes from 1 to 10^6)
  split-unequal      Grundy's game: split a heap into two unequal heaps

options:
  --values N         print G(0), ..., G(N) on one line, separated by spaces (N <= 10^8)
  --period           print `period=P preperiod=Q proven=yes checked_to=N`: P the least period,
                     Q the least heap from which G(n + P) = G(n) for every n, proven by the
                     octal periodicity theorem from the values up to N (2Q + 2P + t - 1 at
                     least, t the largest removal); `proven=no` with the period the values
                     show (or `none`) and how far it looked. Grundy's game is never proven.
  --max N            how far --period computes values (default 10^6)
  --svg FILE         also draw G(n) against n (the first 5000 values) to FILE
  --help             this text

Errors: exit code 2 and one line `grundy: error: ...` on standard error.
";

/// A game on one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Game {
    /// An octal game.
    Octal(Octal),
    /// A subtraction game: the octal game with a 3 in each place of the set, whose code is
    /// printed first (`code=0.030033`).
    Subtract(Octal),
    /// Grundy's game.
    SplitUnequal,
}

/// What the arguments ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// The game.
    pub game: Game,
    /// `--values N`.
    pub values: Option<usize>,
    /// `--period`.
    pub period: bool,
    /// `--max N`.
    pub max: usize,
    /// `--svg FILE`.
    pub svg: Option<String>,
}

/// What a command writes: the standard output, and the plot for `--svg`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The lines for standard output.
    pub text: String,
    /// The SVG document, if asked for.
    pub svg: Option<String>,
}

/// `argument K: expected …, found "…"` (K counts from 1).
fn expected(k: usize, what: &str, found: &str) -> String {
    format!("argument {k}: expected {what}, found \"{found}\"")
}

/// The command of the arguments (without the program name); `Err(None)` for `--help`.
///
/// # Example
/// ```
/// use cargo_impartial::explore::{parse, Game};
/// let args: Vec<String> = ["octal", "0.07", "--values", "5"].map(String::from).to_vec();
/// let c = parse(&args).unwrap();
/// assert_eq!((c.values, c.period), (Some(5), false));
/// assert!(matches!(c.game, Game::Octal(_)));
/// let bad: Vec<String> = ["octal", "0.9", "--period"].map(String::from).to_vec();
/// assert!(parse(&bad).unwrap_err().unwrap().starts_with("argument 2: expected an octal code"));
/// ```
pub fn parse(args: &[String]) -> Result<Command, Option<String>> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        return Err(None);
    }
    let games = "a game: octal CODE, subtract S1,S2,... or split-unequal";
    let mut it = args.iter().enumerate().map(|(i, a)| (i + 1, a.as_str()));
    let game = match it.next() {
        None => return Err(Some(format!("argument 1: expected {games}, found nothing"))),
        Some((_, "octal")) => match it.next() {
            None => {
                return Err(Some(
                    "argument 2: expected an octal code such as 0.77, found nothing".into(),
                ))
            }
            Some((k, code)) => Game::Octal(Octal::parse(code).ok_or_else(|| {
                expected(
                    k,
                    "an octal code such as 0.77 (digits 0 to 7 after the point, 0 or 4 before it)",
                    code,
                )
            })?),
        },
        Some((_, "subtract")) => match it.next() {
            None => {
                return Err(Some(
                    "argument 2: expected takes such as 1,3,4, found nothing".into(),
                ))
            }
            Some((k, list)) => {
                let takes: Option<Vec<usize>> = list
                    .split(',')
                    .map(|s| s.parse().ok().filter(|&s| (1..=1_000_000).contains(&s)))
                    .collect();
                let takes = takes.ok_or_else(|| {
                    expected(
                        k,
                        "takes from 1 to 10^6 separated by commas, such as 1,3,4",
                        list,
                    )
                })?;
                Game::Subtract(Octal::subtraction(&takes))
            }
        },
        Some((_, "split-unequal")) => Game::SplitUnequal,
        Some((k, other)) => return Err(Some(expected(k, games, other))),
    };
    let mut c = Command {
        game,
        values: None,
        period: false,
        max: DEFAULT_MAX,
        svg: None,
    };
    let count = |it: &mut dyn Iterator<Item = (usize, &str)>, flag: &str, k0: usize| {
        let limit = format!("a heap count from 0 to 10^8 after {flag}");
        match it.next() {
            None => Err(format!(
                "argument {}: expected {limit}, found nothing",
                k0 + 1
            )),
            Some((k, s)) => s
                .parse::<usize>()
                .ok()
                .filter(|&n| n <= MAX_HEAPS)
                .ok_or_else(|| expected(k, &limit, s)),
        }
    };
    while let Some((k, arg)) = it.next() {
        match arg {
            "--values" => c.values = Some(count(&mut it, arg, k)?),
            "--max" => c.max = count(&mut it, arg, k)?,
            "--period" => c.period = true,
            "--svg" => match it.next() {
                Some((_, file)) if !file.is_empty() => c.svg = Some(file.to_string()),
                _ => {
                    return Err(Some(format!(
                        "argument {}: expected a file name after --svg, found nothing",
                        k + 1
                    )))
                }
            },
            _ => {
                return Err(Some(expected(
                    k,
                    "--values N, --period, --max N or --svg FILE",
                    arg,
                )))
            }
        }
    }
    if c.values.is_none() && !c.period {
        return Err(Some(format!(
            "argument {}: expected --values N or --period, found nothing",
            args.len() + 1
        )));
    }
    Ok(c)
}

impl Command {
    /// Computes what the command asks for.
    ///
    /// # Complexity
    /// That of [`Octal::values`] or [`unequal::values`] up to the largest heap asked for
    /// (`--values N`, or up to `--max` for `--period`).
    ///
    /// # Example
    /// ```
    /// use cargo_impartial::explore::parse;
    /// let args: Vec<String> = ["octal", "0.77", "--period"].map(String::from).to_vec();
    /// let report = parse(&args).unwrap().run();
    /// assert_eq!(report.text, "period=12 preperiod=71 proven=yes checked_to=1024\n");
    /// ```
    pub fn run(&self) -> Report {
        let mut text = String::new();
        if let Game::Subtract(game) = &self.game {
            text.push_str(&format!("code={}\n", game.code()));
        }
        let mut plotted: Vec<u32> = Vec::new();
        let mut seen: Option<Period> = None;
        if let Some(n) = self.values {
            let g = self.values_to(n);
            let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
            text.push_str(&line.join(" "));
            text.push('\n');
            plotted = g;
        }
        if self.period {
            let (found, proven, values) = self.period_of();
            let (p, q) = match found {
                Some(p) => (p.period.to_string(), p.preperiod.to_string()),
                None => ("none".to_string(), "none".to_string()),
            };
            let proven = if proven { "yes" } else { "no" };
            let checked = found.map_or(values.len() - 1, |p| p.checked_to);
            text.push_str(&format!(
                "period={p} preperiod={q} proven={proven} checked_to={checked}\n"
            ));
            if plotted.is_empty() {
                plotted = values;
            }
            seen = found;
        }
        let svg = self.svg.as_ref().map(|_| plot(&plotted, seen));
        Report { text, svg }
    }

    fn values_to(&self, n: usize) -> Vec<u32> {
        match &self.game {
            Game::Octal(game) | Game::Subtract(game) => game.values(n),
            Game::SplitUnequal => unequal::values(n).into_iter().map(u32::from).collect(),
        }
    }

    /// The period seen, whether the octal periodicity theorem proves it (octal games only),
    /// and the values computed.
    fn period_of(&self) -> (Option<Period>, bool, Vec<u32>) {
        match &self.game {
            Game::Octal(game) | Game::Subtract(game) => match Periodic::of(game, self.max) {
                Ok(p) => {
                    // The values to plot, from the period (no second computation).
                    let period = p.period();
                    let shown = (period.preperiod + 4 * period.period).min(period.checked_to);
                    let g = (0..=shown.min(PLOT_POINTS) as u64).map(|n| p.grundy(n));
                    (Some(period), true, g.collect())
                }
                Err((seen, values)) => (seen, false, values),
            },
            Game::SplitUnequal => {
                let g = self.values_to(self.max);
                (period::find(&g), false, g)
            }
        }
    }
}

/// An SVG plot of `G(n)` against n for the first [`PLOT_POINTS`] values, with the start of
/// the period and its repetitions marked when one was seen.
pub fn plot(values: &[u32], period: Option<Period>) -> String {
    let shown = &values[..values.len().min(PLOT_POINTS)];
    let (w, h, pad) = (900.0f64, 320.0f64, 40.0f64);
    let top = f64::from(shown.iter().copied().max().unwrap_or(0).max(1));
    let last = (shown.len().max(2) - 1) as f64;
    let x = |n: usize| pad + (w - 2.0 * pad) * n as f64 / last;
    let y = |v: u32| h - pad - (h - 2.0 * pad) * f64::from(v) / top;
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n\
         <line x1=\"{pad}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\" stroke=\"black\"/>\n\
         <line x1=\"{pad}\" y1=\"{pad}\" x2=\"{pad}\" y2=\"{b}\" stroke=\"black\"/>\n\
         <text x=\"{pad}\" y=\"{ty}\">G(n) for n = 0..{n}, G up to {top}</text>\n",
        b = h - pad,
        r = w - pad,
        ty = pad - 12.0,
        n = shown.len().saturating_sub(1),
    );
    if let Some(p) = period {
        let mut n = p.preperiod;
        while n < shown.len() {
            let colour = if n == p.preperiod { "red" } else { "#f4b0b0" };
            s.push_str(&format!(
                "<line x1=\"{0:.1}\" y1=\"{pad}\" x2=\"{0:.1}\" y2=\"{1}\" stroke=\"{colour}\"/>\n",
                x(n),
                h - pad
            ));
            n += p.period.max(1);
        }
        s.push_str(&format!(
            "<text x=\"{}\" y=\"{}\">period {} from {}</text>\n",
            w - pad - 220.0,
            pad - 12.0,
            p.period,
            p.preperiod
        ));
    }
    s.push_str("<polyline fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"1\" points=\"");
    for (n, &v) in shown.iter().enumerate() {
        s.push_str(&format!("{:.1},{:.1} ", x(n), y(v)));
    }
    s.push_str("\"/>\n</svg>\n");
    s
}

/// The explorer's `main`: parses `std::env::args`, prints, writes the plot; on an error one
/// line `grundy: error: …` on standard error and exit code 2. A closed standard output ends it
/// quietly.
pub fn main(args: Vec<String>) {
    use std::io::Write;
    let fail = |e: String| -> ! {
        eprintln!("grundy: error: {e}");
        std::process::exit(2)
    };
    let command = match parse(&args) {
        Ok(c) => c,
        Err(None) => {
            let _ = std::io::stdout().write_all(HELP.as_bytes());
            return;
        }
        Err(Some(e)) => fail(e),
    };
    let report = command.run();
    if let (Some(file), Some(svg)) = (&command.svg, &report.svg) {
        if let Err(e) = std::fs::write(file, svg) {
            fail(format!("cannot write {file}: {e}"));
        }
    }
    let mut out = std::io::stdout().lock();
    match out
        .write_all(report.text.as_bytes())
        .and_then(|()| out.flush())
    {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            fail(format!("cannot write the output: {e}"))
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &str) -> Result<Report, Option<String>> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        parse(&args).map(|c| c.run())
    }

    #[test]
    fn values_and_periods() {
        // Kayles 0.77 (OEIS A002186; Winning Ways, ch. 4): period 12, last exception at 70.
        assert_eq!(
            run("octal 0.77 --values 12").unwrap().text,
            "0 1 2 3 1 4 3 2 1 4 2 6 4\n"
        );
        assert_eq!(
            run("octal 0.77 --period").unwrap().text,
            "period=12 preperiod=71 proven=yes checked_to=1024\n"
        );
        // Take 1, 3 or 4: period 7 (L at 0, 2 mod 7) from the start.
        let r = run("subtract 1,3,4 --values 9 --period").unwrap().text;
        assert_eq!(
            r,
            "code=0.3033\n0 1 0 1 2 3 2 0 1 0\nperiod=7 preperiod=0 proven=yes checked_to=1024\n"
        );
        let r = run("subtract 2,5,6 --values 8").unwrap().text;
        assert_eq!(r, "code=0.030033\n0 0 1 1 0 2 1 3 0\n");
        // Grundy's game: values, and never a proof.
        let r = run("split-unequal --values 12 --period --max 2000")
            .unwrap()
            .text;
        assert!(r.starts_with("0 0 0 1 0 2 1 0 2 1 0 2 1\nperiod="), "{r}");
        assert!(r.ends_with(" proven=no checked_to=2000\n"), "{r}");
        // Nothing seen in too few values.
        assert_eq!(
            run("octal 0.56 --period --max 50").unwrap().text,
            "period=none preperiod=none proven=no checked_to=50\n"
        );
    }

    #[test]
    fn plots_mark_the_period() {
        let svg = run("octal 0.07 --period --svg x.svg").unwrap().svg.unwrap();
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
        assert!(svg.contains("period 34 from 53"), "{svg}");
        assert!(svg.contains("stroke=\"red\""));
    }

    #[test]
    fn bad_arguments_say_what_was_expected() {
        let err = |a: &str| run(a).unwrap_err().unwrap();
        assert!(err("octal 0.9 --period").starts_with("argument 2: expected an octal code"));
        assert_eq!(
            err("octal 0.07 --values -3"),
            "argument 4: expected a heap count from 0 to 10^8 after --values, found \"-3\""
        );
        assert!(err("octal 0.07 --values 1000000000000000000")
            .starts_with("argument 4: expected a heap count"));
        assert!(err("subtract 1,0 --period").starts_with("argument 2: expected takes from 1"));
        assert!(err("nim --period").starts_with("argument 1: expected a game"));
        assert!(err("octal 0.07").starts_with("argument 3: expected --values N or --period"));
        assert!(err("octal 0.07 --period --svg").starts_with("argument 5: expected a file name"));
        assert!(err("octal 0.07 --frob").starts_with("argument 3: expected --values N"));
        assert!(err("").starts_with("argument 1: expected a game"));
        assert_eq!(run("octal 0.07 --help"), Err(None));
    }
}
