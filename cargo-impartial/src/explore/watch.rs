//! Progress and stopping for the explorer's long runs: [`Watch`] reports progress on stderr
//! and saves checkpoints; [`COMPUTING`] and [`STOP`] let Ctrl-C and SIGTERM end a run at its
//! next step.

use super::{checkpoint, Game, INTERRUPTED};
use impartial::octal::Values;
use std::io::Write;
use std::time::{Duration, Instant};

/// Progress on stderr while a computation lasts, and checkpoints.
pub(super) struct Watch<'a> {
    pub(super) started: Instant,
    pub(super) last: Instant,
    pub(super) saved: Instant,
    pub(super) err: &'a mut dyn Write,
    pub(super) checkpoint: Option<&'a str>,
    pub(super) every: Duration,
    pub(super) from: usize,
    /// The heaps the command asks for in the end (`--values` N, or the cap).
    pub(super) goal: usize,
    /// Heaps computed between two looks at the clock: what the last step's rate computes in
    /// half a second, at most [`super::STEP`] (slow games such as 0.007 still report every few
    /// seconds and save on time).
    pub(super) step: usize,
}

/// Set while values are computed (the loop looks at [`STOP`] between its steps).
pub(super) static COMPUTING: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// [`COMPUTING`] for as long as it lives.
pub(super) struct Computing;

impl Computing {
    pub(super) fn start() -> Computing {
        COMPUTING.store(true, std::sync::atomic::Ordering::SeqCst);
        Computing
    }

    /// Not computing while it lives (writing to standard output, which may block).
    pub(super) fn pause() -> Paused {
        COMPUTING.store(false, std::sync::atomic::Ordering::SeqCst);
        Paused
    }
}

impl Drop for Computing {
    fn drop(&mut self) {
        COMPUTING.store(false, std::sync::atomic::Ordering::SeqCst);
    }
}

/// [`Computing::pause`].
pub(super) struct Paused;

impl Drop for Paused {
    fn drop(&mut self) {
        COMPUTING.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Set by Ctrl-C or SIGTERM: the run saves its checkpoint and stops at the next step.
pub(super) static STOP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl Watch<'_> {
    /// Reports the heaps done of the goal (and saves a checkpoint) if enough time has passed;
    /// on Ctrl-C or SIGTERM saves it at once and stops the run.
    pub(super) fn tick(&mut self, values: &Values, game: &Game) -> Result<(), String> {
        let goal = self.goal;
        let now = Instant::now();
        if STOP.load(std::sync::atomic::Ordering::Relaxed) {
            let saved = match self.checkpoint {
                Some(file) => {
                    checkpoint::save(file, game, values)?;
                    format!("; the checkpoint {file} holds {} heaps", values.len() - 1)
                }
                None => String::new(),
            };
            return Err(format!("{INTERRUPTED}{saved}"));
        }
        if now.duration_since(self.last) >= Duration::from_secs(5)
            && now.duration_since(self.started) >= Duration::from_secs(2)
        {
            self.last = now;
            let done = values.len() - 1;
            let secs = now.duration_since(self.started).as_secs_f64();
            let rate = (done - self.from) as f64 / secs.max(1e-9);
            let left = (goal.saturating_sub(done)) as f64 / rate.max(1e-9);
            let (rare, _) = values.sparse();
            let _ = writeln!(
                self.err,
                "grundy: {done} of {goal} heaps, {:.2} M heaps/s, {} left (rare heaps {rare})",
                rate / 1e6,
                clock(left)
            );
        }
        if let Some(file) = self.checkpoint {
            if now.duration_since(self.saved) >= self.every {
                self.saved = now;
                checkpoint::save(file, game, values)?;
            }
        }
        Ok(())
    }
}

/// `1h02m03s`, `4m05s`, `6s`.
pub(super) fn clock(secs: f64) -> String {
    let s = secs.round() as u64;
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, s) => format!("{s}s"),
        (0, m, s) => format!("{m}m{s:02}s"),
        (h, m, s) => format!("{h}h{m:02}m{s:02}s"),
    }
}
