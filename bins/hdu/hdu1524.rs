//! HDU 1524 / POJ 2425 A Chess Game: cases until the end of input, each a DAG of N positions (out-lists) and queries of M chess positions until `0`; `WIN` if the first player wins, else `LOSE`.
use impartial::{graphs::dag::Dag, io::run};

const HELP: &str = include_str!("hdu1524.txt");
const COUNT: &str = "a position count N from 1 to 2^32 - 1";

fn main() {
    run("hdu1524", HELP, |sc, out| {
        while !sc.at_end()? {
            let n = sc.u64_map(COUNT, |n| (1..1 << 32).contains(&n).then(|| n))?;
            let what = format!("a position from 0 to {} of a graph without cycles", n - 1);
            let mut dag = Dag::new();
            for _ in 0..n {
                let x = sc.u64("an out-position count X")?;
                dag.try_push_vertex(x, || sc.u64_map(&what, |v| (v < n).then(|| v as u32)))?;
            }
            let values = dag.grundy().unwrap_or_default(); // empty if there is a cycle
            while !sc.at_end()? {
                let m = sc.u64("a chess count M, or 0")?;
                if m == 0 {
                    break;
                }
                let value = |v: u64| values.get(v as usize).copied();
                let x = (0..m).try_fold(0, |x, _| Ok(x ^ sc.u64_map(&what, value)?))?;
                out.line(["LOSE", "WIN"][usize::from(x != 0)]);
            }
        }
        sc.finish()
    })
}
