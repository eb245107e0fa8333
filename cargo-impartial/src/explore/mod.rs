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
        let cap = self.cap();
        let mut n = cap.min(1024);
        loop {
            self.extend(values, n, watch)?;
            if let Some(p) = self.game.prove(values, n) {
                return Ok(Found {
                    period: Some(p.period()),
                    proven: true,
                    checked_to: n,
                });
            }
            let seen = period::find(&values.as_u16()[..=n]);
            if n >= cap {
                return Ok(Found {
                    period: seen,
                    proven: false,
                    checked_to: n,
                });
            }
            let needs = match (seen, self.game.max_removal()) {
                (Some(p), Some(t)) => p.needs(t),
                _ => 0,
            };
            n = cap.min(if needs > n { needs } else { 2 * n });
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
    /// parse(&args).unwrap().run(&mut out, &mut err).unwrap();
    /// assert_eq!(out, b"period=12 preperiod=71 proven=yes checked_to=1024\n");
    /// ```
    pub fn run(&self, out: &mut dyn Write, err: &mut dyn Write) -> Result<Option<String>, String> {
        // Paths are checked before any computing, not minutes in.
        if let Some(file) = &self.checkpoint {
            checkpoint::writable(file)?;
        }
        if let Some(file) = &self.svg {
            crate::output::check("--svg", file)?;
            writable(file)?;
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
            if !f.proven {
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
        let plotted = match (found, &proven) {
            (Some(f), _) => f.period,
            (None, Some(p)) => Some(p.period()),
            (None, None) => None,
        };
        let proven_flag = found.map_or(proven.is_some(), |f| f.proven);
        // The values this run used: a checkpoint may hold more.
        let used = found.map_or(0, |f| f.checked_to).max(used_for_values);
        let shown = &values.as_u16()[..=used.min(values.len() - 1)];
        Ok(self
            .svg
            .as_ref()
            .map(|_| plot(&self.game.name(), shown, plotted, proven_flag)))
    }
}

/// Checks that `file` can be written: opened for appending (never truncated), and removed
/// again if it did not exist.
fn writable(file: &str) -> Result<(), String> {
    let existed = std::path::Path::new(file).exists();
    match std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(file)
    {
        Ok(_) => {
            if !existed {
                let _ = std::fs::remove_file(file);
            }
            Ok(())
        }
        Err(e) => Err(format!("cannot write {file}: {e}")),
    }
}

/// The explorer's `main`: parses `args`, prints, writes the plot; on an error one line
/// `grundy: error: …` on standard error and exit code 2. A closed standard output ends it
/// quietly.
pub fn main(args: Vec<String>) {
    // A refused run removes an earlier picture at --svg (never a checkpoint: it is progress).
    let svg_arg = args
        .iter()
        .position(|a| a == "--svg")
        .and_then(|i| args.get(i + 1))
        .filter(|p| crate::output::check("--svg", p).is_ok())
        .cloned();
    let fail = |e: String| -> ! {
        eprintln!("grundy: error: {e}");
        if let Some(svg) = &svg_arg {
            crate::output::remove_stale("grundy", svg, "plot");
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
        Ok(svg) => {
            if let (Some(file), Some(svg)) = (&command.svg, svg) {
                if let Err(e) = std::fs::write(file, svg) {
                    fail(format!("cannot write {file}: {e}"));
                }
            }
            match out.flush() {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    fail(format!("cannot write the output: {e}"))
                }
                _ => {}
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
