//! HDU 2149 Public Sale: lines `M N` until end of input; every winning first bid, or `none`.
use impartial::io::run;
use impartial::take::bash;

const HELP: &str = include_str!("hdu2149.txt");

/// Longest list of winning bids printed for one line.
const MAX_BIDS: u64 = 1_000_000;

fn main() {
    run("hdu2149", HELP, |sc, out| {
        while !sc.at_end()? {
            let m = sc.u64("a target price M")?;
            let bids = sc.u64_map("a raise limit N leaving at most 10^6 winning bids", |n| {
                let bids = bash::winning_bids(m, n);
                (bids.is_empty() || bids.end() - bids.start() < MAX_BIDS).then(|| bids)
            })?;
            if bids.is_empty() {
                out.line("none");
            } else {
                out.u64s(bids).byte(b'\n');
            }
        }
        Ok(())
    })
}
