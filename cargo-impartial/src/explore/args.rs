//! The explorer's command line: the game and the options.

use impartial::octal::{Octal, Periodic, Values};

/// The help text (`grundy --help`).
pub const HELP: &str = "\
grundy: Grundy values of one-heap games, their periods, proven, and plots

usage: grundy GAME [--values N] [--period] [--max N] [--svg FILE] [--checkpoint FILE]

games:
  octal CODE         an octal game in the usual notation: 0.77 Kayles, 0.07 Dawson's Kayles,
                     0.137 Dawson's chess, 4.7, 0.56 (digits 0 to 7; 0 or 4 before the point)
  subtract S1,S2,..  take exactly some s of the set from the heap: the octal game with a 3
                     in each place s, whose code is printed first (`code=0.030033`)
  split-unequal      Grundy's game: split a heap into two unequal heaps (not octal)

options:
  --values N         print G(0), ..., G(N) on one line, separated by spaces; an octal game's
                     values beyond its proven period come from the period
  --period           print `period=P preperiod=Q proven=yes checked_to=N`: P the least period,
                     Q the least heap from which G(n + P) = G(n) for every n, proven by the
                     octal periodicity theorem from the values up to N (2Q + 2P + t - 1 at
                     least, t the largest removal). Values are computed doubling, until a
                     proof or the cap; then `proven=no` with the period the values show (or
                     `none`), how far they go, and on standard error why.
  --max N            the cap: how far values are computed (default 2^24, at most 2^32);
                     a run that proves its period stops there, well before the cap
  --force            allow more than 2^28 heaps: --values N over it is refused without it
                     (up to 4 bytes of memory a heap, and as much output); a --period run
                     without it stops when it reaches 2^28 heaps (about 1 GiB), prints its
                     line with proven=no, saves the values (to --checkpoint FILE, or a new
                     grundy-CODE.ckpt here) and says the command that goes on (exit code 3)
  --svg FILE         also draw G(n) against n to FILE, with the period marked
  --checkpoint FILE  save the values to FILE every minute and at the end, and start from it
                     when it holds values of the same game: a long run can be stopped and
                     resumed (2 bytes a value)
  --help             this text

A run of more than a few seconds shows its progress on standard error (heaps done, rate,
time left). Errors: exit code 2 and one line `grundy: error: ...` on standard error.
";

/// A game on one heap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Game {
    /// An octal game.
    Octal(Octal),
    /// A subtraction game: the octal game with a 3 in each place of the set.
    Subtract(Octal),
    /// Grundy's game.
    SplitUnequal,
}

impl Game {
    /// `G(0)` only.
    pub fn values(&self) -> Values {
        match self {
            Game::Octal(g) | Game::Subtract(g) => Values::new(g),
            Game::SplitUnequal => Values::split_unequal(),
        }
    }

    /// The period the octal periodicity theorem proves from the values `G(0..=n)`, for an
    /// octal game.
    pub fn prove(&self, values: &Values, n: usize) -> Option<Periodic> {
        match self {
            Game::Octal(g) | Game::Subtract(g) => Periodic::from_prefix(g, &values.as_u16()[..=n]),
            Game::SplitUnequal => None,
        }
    }

    /// The largest number of objects a move removes, for an octal game.
    pub fn max_removal(&self) -> Option<usize> {
        match self {
            Game::Octal(g) | Game::Subtract(g) => Some(g.max_removal()),
            Game::SplitUnequal => None,
        }
    }

    /// The game as the command line names it (`octal 0.77`; a subtraction game by its code).
    pub fn args(&self) -> String {
        match self {
            Game::Octal(g) | Game::Subtract(g) => format!("octal {}", g.code()),
            Game::SplitUnequal => "split-unequal".to_string(),
        }
    }

    /// The game's name: its code, or `split-unequal`.
    pub fn name(&self) -> String {
        match self {
            Game::Octal(g) | Game::Subtract(g) => g.code(),
            Game::SplitUnequal => "split-unequal".to_string(),
        }
    }

    /// The values of this game from saved ones.
    pub fn resume(&self, values: Vec<u16>) -> Values {
        match self {
            Game::Octal(g) | Game::Subtract(g) => Values::resume(g, values),
            Game::SplitUnequal => Values::split_unequal_resume(values),
        }
    }
}

/// What the arguments ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    pub game: Game,
    /// `--values N`.
    pub values: Option<usize>,
    /// `--period`.
    pub period: bool,
    /// `--max N`.
    pub max: Option<usize>,
    /// `--svg FILE`.
    pub svg: Option<String>,
    /// `--checkpoint FILE`.
    pub checkpoint: Option<String>,
    /// `--force`: more than `LARGE` heaps.
    pub force: bool,
    /// Where a `--period` run without `--force` stops: `LARGE` heaps (lower in tests).
    pub guard: usize,
}

/// The most heaps a run computes without `--force`: 2^28, about 1 GiB of memory at the
/// engine's 3–4 bytes a heap (and about as much output with `--values`).
pub const LARGE: usize = 1 << 28;

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
            // `.77` is the literature's own way to write 0.77, and is taken; `0.` and `.`
            // name no move at all, and are refused as the typos they are likely to be.
            Some((k, code)) => Game::Octal(
                Octal::parse(code)
                    .filter(|_| code.split_once('.').is_some_and(|(_, d)| !d.is_empty()))
                    .ok_or_else(|| {
                        expected(
                            k,
                            "an octal code such as 0.77 (digits 0 to 7 after the point, at least one; 0 or 4 before it)",
                            code,
                        )
                    })?,
            ),
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
        max: None,
        svg: None,
        checkpoint: None,
        force: false,
        guard: LARGE,
    };
    let count = |it: &mut dyn Iterator<Item = (usize, &str)>, flag: &str, k0: usize| {
        let limit = format!("a heap count from 0 to 2^32 after {flag}");
        match it.next() {
            None => Err(format!(
                "argument {}: expected {limit}, found nothing",
                k0 + 1
            )),
            Some((k, s)) => s
                .parse::<usize>()
                .ok()
                .filter(|&n| n <= super::MAX_HEAPS)
                .ok_or_else(|| expected(k, &limit, s)),
        }
    };
    let file = |it: &mut dyn Iterator<Item = (usize, &str)>, flag: &str, k: usize| match it.next() {
        Some((_, f)) if !f.is_empty() => Ok(f.to_string()),
        _ => Err(format!(
            "argument {}: expected a file name after {flag}, found nothing",
            k + 1
        )),
    };
    let mut seen: Vec<&str> = Vec::new();
    while let Some((k, arg)) = it.next() {
        if seen.contains(&arg) {
            return Err(Some(format!("argument {k}: {arg} given twice")));
        }
        seen.push(arg);
        match arg {
            "--values" => c.values = Some(count(&mut it, arg, k)?),
            "--max" => c.max = Some(count(&mut it, arg, k)?),
            "--period" => c.period = true,
            "--force" => c.force = true,
            "--svg" => c.svg = Some(file(&mut it, arg, k)?),
            "--checkpoint" => c.checkpoint = Some(file(&mut it, arg, k)?),
            _ => {
                return Err(Some(expected(
                    k,
                    "--values N, --period, --max N, --svg FILE, --checkpoint FILE or --force",
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
    if c.period && c.max == Some(0) {
        return Err(Some(
            "--period with --max 0: no heaps to find a period in; leave --max out, or raise it"
                .into(),
        ));
    }
    // --values N is a request (N values in memory, and as much output); --max a cap, whose
    // memory is guarded as the run grows (see `--force`).
    let heaps = c.values.unwrap_or(0);
    if heaps > LARGE && !c.force {
        return Err(Some(format!(
            "--values {heaps} needs up to {} MiB of memory (4 bytes a heap) and as much output: \
             over the 2^28 heaps a run takes without --force; add --force, or ask for fewer",
            (heaps as u64 * 4) >> 20,
        )));
    }
    if let (Some(n), Some(max)) = (c.values, c.max) {
        if n > max {
            return Err(Some(format!(
                "--values {n} goes beyond --max {max}: leave --max out, or raise it"
            )));
        }
    }
    Ok(c)
}
