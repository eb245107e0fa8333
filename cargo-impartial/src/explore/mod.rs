//! The `grundy` explorer (`cargo impartial grundy …`, or `grundy …`): Grundy values of a
//! one-heap game printed, its period found and proven, a plot; long runs show their progress
//! and can be resumed from a checkpoint file.
//!
//! ```text
//! grundy octal 0.07 --values 20          G(0) … G(20) on one line
//! grundy octal 0.56 --period             period=144 preperiod=326640 proven=yes checked_to=653569
//! grundy subtract 1,3,4 --period         code=0.3033, then the period
//! grundy split-unequal --values 100      Grundy's game
//! grundy octal 0.77 --values 200 --svg kayles.svg
//! grundy octal 0.1777 --period --max 450000000 --force --checkpoint 1777.ckpt
//! ```
//!
//! [`parse`] reads the arguments, [`Command::run`] computes and writes; the values come from
//! [`impartial::octal::Values`] (2 bytes a value) and the proof from
//! [`impartial::octal::Periodic`].

mod args;
mod checkpoint;
pub(crate) mod plot;
mod watch;

pub use args::{parse, Command, Game, HELP};
pub use plot::plot;

use impartial::octal::{period, Period, Periodic, Values};
use std::io::Write;
use std::time::{Duration, Instant};
use watch::{Computing, Watch, COMPUTING, STOP};

/// How far `--period` and `--values` go without `--max`: 2^24 heaps.
pub const DEFAULT_MAX: usize = 1 << 24;

/// The largest `--max` and `--values`: 2^32 heaps.
pub const MAX_HEAPS: usize = 1 << 32;

/// Heaps computed between two looks at the clock at most (for progress and checkpoints).
const STEP: usize = 1 << 18;

/// Why Grundy's game has no proven period.
const SPLIT_UNEQUAL: &str =
    "Grundy's game is not an octal game: the periodicity theorem does not cover it";

/// How an error caused by Ctrl-C or SIGTERM starts (the program then exits with 130).
const INTERRUPTED: &str = "interrupted";

/// What a run found: the period, whether the theorem proves it, the heaps computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub period: Option<Period>,
    pub proven: bool,
    pub checked_to: usize,
    /// Stopped at the memory guard (`guard` heaps without `--force`) short of the cap.
    pub stopped: bool,
}

impl Command {
    /// The values so far: fresh, or from the checkpoint file if it has them.
    fn start(&self, err: &mut dyn Write) -> Result<Values, String> {
        if let Some(file) = &self.checkpoint {
            if let Some(values) = checkpoint::load(file, &self.game)? {
                let _ = writeln!(
                    err,
                    "grundy: resumed from {file}: {} heaps computed",
                    values.len() - 1
                );
                return Ok(values);
            }
        }
        Ok(self.game.values())
    }

    /// Computes values up to `n` (or as far as `watch` lets), with progress.
    fn extend(&self, values: &mut Values, n: usize, watch: &mut Watch) -> Result<(), String> {
        values.reserve(n);
        while values.len() <= n {
            let done = values.len();
            let to = n.min(done - 1 + watch.step);
            let took = Instant::now();
            values
                .try_extend(to)
                .map_err(|e| format!("the value of heap {} does not fit in 16 bits", e.heap))?;
            // The next step takes about half a second at this step's rate.
            let rate = (to + 1 - done) as f64 / took.elapsed().as_secs_f64().max(1e-6);
            watch.step = ((rate / 2.0) as usize).clamp(64, STEP);
            watch.tick(values, &self.game)?;
        }
        Ok(())
    }

    /// Computes the period as the options ask: doubling from 1024 (or jumping to what the
    /// theorem needs for the period seen) up to the cap, until one is proven (octal games).
    fn find_period(&self, values: &mut Values, watch: &mut Watch) -> Result<Found, String> {
        // The same steps whatever a checkpoint holds: each decides on the values up to its
        // own n, so a resumed run answers as an unbroken one with the same arguments.
        // --max is a cap, not a request: what is guarded is the memory the run grows to.
        let cap = self.cap();
        let guard = match self.force {
            true => cap,
            false => cap.min(self.guard.max(values.len() - 1)),
        };
        let mut n = guard.min(1024);
        loop {
            self.extend(values, n, watch)?;
            if let Some(p) = self.game.prove(values, n) {
                return Ok(Found {
                    period: Some(p.period()),
                    proven: true,
                    checked_to: n,
                    stopped: false,
                });
            }
            let seen = period::find(&values.as_u16()[..=n]);
            if n >= guard {
                return Ok(Found {
                    period: seen,
                    proven: false,
                    checked_to: n,
                    stopped: n < cap,
                });
            }
            let needs = match (seen, self.game.max_removal()) {
                (Some(p), Some(t)) => p.needs(t),
                _ => 0,
            };
            n = guard.min(if needs > n { needs } else { 2 * n });
        }
    }

    /// How far computing may go: `--max`, else the default cap (or `--values`' N if larger).
    fn cap(&self) -> usize {
        self.max
            .unwrap_or(DEFAULT_MAX.max(self.values.unwrap_or(0)))
    }

    /// Computes what the command asks for, writing the lines to `out` and progress to `err`;
    /// the plot (SVG text) if asked for.
    ///
    /// # Complexity
    /// That of [`Values::try_extend`] up to the heaps reached: `--values N` computes at most
    /// to N, and stops early when an octal game's period is proven (then the values come from
    /// it); `--period` doubles until a proof or the cap.
    ///
    /// # Example
    /// ```
    /// use cargo_impartial::explore::parse;
    /// let args: Vec<String> = ["octal", "0.77", "--period"].map(String::from).to_vec();
    /// let (mut out, mut err) = (Vec::new(), Vec::new());
    /// let ran = parse(&args).unwrap().run(&mut out, &mut err).unwrap();
    /// assert_eq!(out, b"period=12 preperiod=71 proven=yes checked_to=1024\n");
    /// assert!(ran.svg.is_none() && !ran.stopped);
    /// ```
    pub fn run(&self, out: &mut dyn Write, err: &mut dyn Write) -> Result<Ran, String> {
        // Paths are checked before any computing, not minutes in.
        if let Some(file) = &self.checkpoint {
            checkpoint::writable(file)?;
        }
        if let Some(file) = &self.svg {
            let target = crate::output::check("--svg", file)?;
            crate::output::probe(&target).map_err(|e| format!("cannot write {file}: {e}"))?;
        }
        if let (Some(svg), Some(checkpoint)) = (&self.svg, &self.checkpoint) {
            crate::output::distinct(&[("--checkpoint", checkpoint), ("--svg", svg)], &[])?;
        }
        // Computing (or saving) from here to the end, but while writing to standard output.
        let _busy = Computing::start();
        let mut values = self.start(err)?;
        let from = values.len() - 1;
        let now = Instant::now();
        let every = std::env::var("IMPARTIAL_CHECKPOINT_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .map_or(Duration::from_secs(60), Duration::from_secs);
        let mut watch = Watch {
            started: now,
            last: now,
            saved: now,
            err,
            checkpoint: self.checkpoint.as_deref(),
            every,
            from,
            goal: self
                .values
                .unwrap_or(0)
                .max(if self.period { self.cap() } else { 0 }),
            step: 1 << 12,
        };
        if self.period && matches!(self.game, Game::SplitUnequal) {
            let _ = writeln!(
                watch.err,
                "grundy: not provable: {SPLIT_UNEQUAL}; a period is only looked for, to {} heaps",
                self.cap()
            );
        }
        let write = |out: &mut dyn Write, text: &[u8]| {
            let _idle = Computing::pause();
            out.write_all(text)
                .map_err(|e| format!("cannot write the output: {e}"))
        };
        if let Game::Subtract(game) = &self.game {
            write(out, format!("code={}\n", game.code()).as_bytes())?;
        }
        let mut found = None;
        let mut proven: Option<Periodic> = None;
        let mut used_for_values = 0;
        if let Some(n) = self.values {
            // Compute doubling, and stop as soon as the period is proven (on the values up
            // to `to` only, as an unbroken run would).
            let mut to = n.min(1024);
            loop {
                self.extend(&mut values, to, &mut watch)?;
                proven = self.game.prove(&values, to);
                if proven.is_some() || to == n {
                    break;
                }
                to = n.min(2 * to);
            }
            used_for_values = to;
            let _idle = Computing::pause();
            let mut w = impartial::io::Writer::new(&mut *out);
            for i in 0..=n {
                if i > 0 {
                    w.byte(b' ');
                }
                let v = match (&proven, i <= to) {
                    (_, true) => values.get(i),
                    (Some(p), false) => p.grundy(i as u64),
                    (None, false) => unreachable!("computed up to n"),
                };
                w.u64(u64::from(v));
            }
            w.byte(b'\n');
            w.flush();
            if let Some(e) = w.error() {
                return Err(format!("cannot write the output: {e}"));
            }
        }
        if self.period {
            let f = self.find_period(&mut values, &mut watch)?;
            let (p, q) = match f.period {
                Some(p) => (p.period.to_string(), p.preperiod.to_string()),
                None => ("none".to_string(), "none".to_string()),
            };
            let yes = if f.proven { "yes" } else { "no" };
            let line = format!(
                "period={p} preperiod={q} proven={yes} checked_to={}\n",
                f.checked_to
            );
            write(out, line.as_bytes())?;
            if f.stopped {
                // The memory guard: stop, keep the values, say how to go on.
                let kept = self.keep(&values)?;
                let _ = writeln!(
                    watch.err,
                    "grundy: stopped at {} heaps (about {} MiB of memory) short of --max {}: no period proven yet; {}; to go on: grundy {} --period --max {} --force --checkpoint {}",
                    f.checked_to,
                    (f.checked_to as u64 * 4) >> 20,
                    self.cap(),
                    match &kept.1 {
                        true => format!("the values are saved in {}", kept.0),
                        false => format!("the values will be saved in {}", kept.0),
                    },
                    self.game.args(),
                    self.cap(),
                    kept.0
                );
            } else if !f.proven {
                let why = match &self.game {
                    Game::SplitUnequal => SPLIT_UNEQUAL.to_string(),
                    _ => format!(
                        "no period the octal periodicity theorem proves within the {} heaps computed (the cap; --max N goes further)",
                        f.checked_to
                    ),
                };
                let _ = writeln!(watch.err, "grundy: not proven: {why}");
            }
            found = Some(f);
        }
        if let Some(file) = self.checkpoint.as_deref() {
            checkpoint::save(file, &self.game, &values)?;
        }
        let stopped = found.is_some_and(|f| f.stopped);
        let plotted = match (found, &proven) {
            (Some(f), _) => f.period,
            (None, Some(p)) => Some(p.period()),
            (None, None) => None,
        };
        let proven_flag = found.map_or(proven.is_some(), |f| f.proven);
        // The values this run used: a checkpoint may hold more.
        let used = found.map_or(0, |f| f.checked_to).max(used_for_values);
        let shown = &values.as_u16()[..=used.min(values.len() - 1)];
        Ok(Ran {
            svg: (self.svg.as_ref()).map(|_| plot(&self.game.name(), shown, plotted, proven_flag)),
            stopped,
        })
    }

    /// Where the values of a stopped run are kept: `--checkpoint` FILE (saved at the end of
    /// the run, `false`), or else a new file `grundy-GAME.ckpt` (`-2`, `-3` … if taken) in
    /// the current folder, saved now (`true`).
    fn keep(&self, values: &Values) -> Result<(String, bool), String> {
        if let Some(file) = &self.checkpoint {
            return Ok((file.clone(), false));
        }
        let name = self.game.name().replace(['/', '\\'], "_");
        let file = (1..)
            .map(|k| match k {
                1 => format!("grundy-{name}.ckpt"),
                _ => format!("grundy-{name}-{k}.ckpt"),
            })
            .find(|f| std::fs::symlink_metadata(f).is_err())
            .expect("a free name");
        checkpoint::save(&file, &self.game, values)?;
        Ok((file, true))
    }
}

/// What a run left to do: the picture to write, and whether it stopped at the memory guard.
pub struct Ran {
    /// The plot (SVG text), with `--svg`.
    pub svg: Option<String>,
    /// Stopped at the memory guard short of `--max` (exit code 3).
    pub stopped: bool,
}

/// The explorer's `main`: parses `args`, prints, writes the plot; on an error one line
/// `grundy: error: …` on standard error and exit code 2. A closed standard output ends it
/// quietly.
pub fn main(args: Vec<String>) {
    // A refused run removes an earlier picture of grundy's at --svg (never a checkpoint: it
    // is progress), unless the path is also the checkpoint's.
    let after = |flag: &str| {
        let i = args.iter().position(|a| a == flag)?;
        args.get(i + 1).cloned()
    };
    let svg_arg = after("--svg").filter(|p| {
        let checkpoint = after("--checkpoint").unwrap_or_default();
        crate::output::check("--svg", p).is_ok()
            && !crate::output::same(p.as_ref(), checkpoint.as_ref())
    });
    let fail = |e: String| -> ! {
        eprintln!("grundy: error: {e}");
        if let Some(svg) = &svg_arg {
            crate::output::remove_stale("grundy", svg, crate::output::Kind::Picture("grundy"));
        }
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
    // Ctrl-C and SIGTERM stop a computation at its next step, after saving the checkpoint (if
    // any). A run that is not computing (waiting on a blocked pipe, say) ends at once, after a
    // checkpoint being written is complete; one computing ends within 5 s all the same; a
    // second signal ends it at once.
    let _ = ctrlc::set_handler(|| {
        use std::sync::atomic::Ordering::SeqCst;
        if STOP.swap(true, SeqCst) {
            std::process::exit(130);
        }
        let since = Instant::now();
        while checkpoint::SAVING.load(SeqCst)
            || COMPUTING.load(SeqCst) && since.elapsed() < Duration::from_secs(5)
        {
            std::thread::sleep(Duration::from_millis(20));
        }
        eprintln!("grundy: interrupted while waiting");
        std::process::exit(130)
    });
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut err = std::io::stderr();
    match command.run(&mut out, &mut err) {
        Ok(Ran { svg, stopped }) => {
            if let (Some(file), Some(svg)) = (&command.svg, svg) {
                let written = crate::output::check("--svg", file).and_then(|t| {
                    crate::output::write(&t, svg.as_bytes()).map_err(|e| e.to_string())
                });
                if let Err(e) = written {
                    fail(format!("cannot write {file}: {e}"));
                }
            }
            match out.flush() {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    fail(format!("cannot write the output: {e}"))
                }
                _ => {}
            }
            if stopped {
                std::process::exit(3)
            }
        }
        Err(e) if e.contains("Broken pipe") => {}
        Err(e) if e.starts_with(INTERRUPTED) => {
            eprintln!("grundy: {e}");
            std::process::exit(130)
        }
        Err(e) => fail(e),
    }
}

#[cfg(test)]
mod tests;
