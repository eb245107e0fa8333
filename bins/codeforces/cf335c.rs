//! Codeforces 335C More Reclamation: a river of r rows and 2 columns with n cells reclaimed; a reclaimed cell forbids the other column in its row and the rows beside; `WIN` if the player to move can reclaim last, else `LOSE`.
use impartial::boards::river_cells::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf335c.txt");

fn main() {
    run("cf335c", HELP, |sc, out| {
        let r = sc.u64_in("a row count r from 1 to 1000", 1..=1000)? as usize;
        let n = sc.u64_in("a cell count n of at most r", 0..=r as u64)?;
        let mut rows = vec![0u8; r + 2]; // each row's column, 0 if free; rows 0 and r + 1 free
        for _ in 0..n {
            let what = "a row r_i from 1 to r";
            let i = sc.u64_map(what, |i| (1..=r as u64).contains(&i).then(|| i as usize))?;
            let what = "a column c_i, 1 or 2, allowed by the cells before";
            let c = sc.u64_map(what, |c| {
                let clash = |j: usize| rows[j] == 3 - c as u8;
                ((1..=2).contains(&c) && rows[i] == 0 && !clash(i - 1) && !clash(i + 1))
                    .then(|| c as u8)
            })?;
            rows[i] = c;
        }
        let cells: Vec<(usize, usize)> = (1..=r)
            .filter(|&i| rows[i] > 0)
            .map(|i| (i, rows[i] as usize))
            .collect();
        out.line(if first_wins(r, &cells) { "WIN" } else { "LOSE" });
        sc.finish()
    })
}
