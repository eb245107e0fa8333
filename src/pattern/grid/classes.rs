//! Class tables in two dimensions: `G(a, b)` a function of up to three cheap features of the
//! cell — `a mod q`, `b mod q`, `(a − b) mod q` (`q` from 2 to 4), the sign of `a − b`,
//! whether `a = b`, whether `min(a, b)` is below 1, 2 or 3 — outside a corner of up to 3 × 3
//! cells taken from the table. The fewest classes that fit, every class seen at least twice.
//! A king walking to the corner: `G(a, b)` by the parities of `a` and `b` and which is
//! larger; misère Nim on two heaps: `a = b` loses, but for the 2 × 2 corner.

use std::cmp::Ordering;

/// A feature of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// `a mod q`.
    AMod(u64),
    /// `b mod q`.
    BMod(u64),
    /// `(a − b) mod q`.
    DiffMod(u64),
    /// The sign of `a − b`: 0 below, 1 equal, 2 above.
    Sign,
    /// 1 where `a = b`.
    Equal,
    /// 1 where `min(a, b) < t`.
    MinBelow(u64),
}

/// The features tried, by kind (one of each kind at most in a table).
const CELLS: [Cell; 14] = [
    Cell::AMod(2),
    Cell::BMod(2),
    Cell::Sign,
    Cell::Equal,
    Cell::DiffMod(2),
    Cell::MinBelow(1),
    Cell::MinBelow(2),
    Cell::AMod(3),
    Cell::BMod(3),
    Cell::DiffMod(3),
    Cell::MinBelow(3),
    Cell::AMod(4),
    Cell::BMod(4),
    Cell::DiffMod(4),
];

/// The largest corner tried.
const CORNER: usize = 3;

impl Cell {
    /// The feature's value at `(a, b)`.
    pub fn at(self, a: u64, b: u64) -> u64 {
        match self {
            Cell::AMod(q) => a % q,
            Cell::BMod(q) => b % q,
            Cell::DiffMod(q) => (a % q + q - b % q) % q,
            Cell::Sign => match a.cmp(&b) {
                Ordering::Less => 0,
                Ordering::Equal => 1,
                Ordering::Greater => 2,
            },
            Cell::Equal => u64::from(a == b),
            Cell::MinBelow(t) => u64::from(a.min(b) < t),
        }
    }

    fn kind(self) -> u8 {
        match self {
            Cell::AMod(_) => 0,
            Cell::BMod(_) => 1,
            Cell::DiffMod(_) => 2,
            Cell::Sign | Cell::Equal => 3,
            Cell::MinBelow(_) => 4,
        }
    }

    fn arity(self) -> u64 {
        match self {
            Cell::AMod(q) | Cell::BMod(q) | Cell::DiffMod(q) => q,
            Cell::Sign => 3,
            Cell::Equal | Cell::MinBelow(_) => 2,
        }
    }

    /// The feature's value `x` in words.
    fn words(self, x: u64) -> String {
        match self {
            Cell::AMod(q) => format!("a ≡ {} (mod {})", x, q),
            Cell::BMod(q) => format!("b ≡ {} (mod {})", x, q),
            Cell::DiffMod(q) => format!("a − b ≡ {} (mod {})", x, q),
            Cell::Sign => ["a < b", "a = b", "a > b"][x as usize].to_string(),
            Cell::Equal => ["a ≠ b", "a = b"][x as usize].to_string(),
            Cell::MinBelow(t) => format!("min(a, b) {} {}", ["≥", "<"][x as usize], t),
        }
    }
}

/// A class table: the corner's values, then `G(a, b) = cases[key]` for the features' values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classes {
    /// The features.
    pub cells: Vec<Cell>,
    /// `G(a, b)` for `a, b` below the corner's size, as in the table.
    pub corner: Vec<Vec<u64>>,
    /// Each class the table shows, by its features' values, and its value.
    pub cases: Vec<(Vec<u64>, u64)>,
}

impl Classes {
    /// `G(a, b)`, or `None` at a class the table did not show.
    pub fn at(&self, a: u64, b: u64) -> Option<u64> {
        let h = self.corner.len() as u64;
        if a < h && b < h {
            return Some(self.corner[a as usize][b as usize]);
        }
        let key: Vec<u64> = self.cells.iter().map(|c| c.at(a, b)).collect();
        self.cases.iter().find(|(k, _)| *k == key).map(|c| c.1)
    }

    /// `G(a, b) = …`: each value with its classes, the most common last as `else`.
    pub fn words(&self) -> String {
        let mut groups: Vec<(u64, Vec<String>)> = Vec::new();
        for (key, value) in &self.cases {
            let cond: Vec<String> = self
                .cells
                .iter()
                .zip(key)
                .map(|(c, &x)| c.words(x))
                .collect();
            let cond = cond.join(" and ");
            match groups.iter_mut().find(|g| g.0 == *value) {
                Some(g) => g.1.push(cond),
                None => groups.push((*value, vec![cond])),
            }
        }
        let most = (0..groups.len())
            .max_by_key(|&i| (groups[i].1.len(), usize::MAX - i))
            .expect("a class");
        let mut parts: Vec<String> = groups
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != most)
            .map(|(_, (v, conds))| format!("{} if {}", v, conds.join(", or ")))
            .collect();
        parts.push(format!("else {}", groups[most].0));
        let mut s = format!("G(a, b) = {}", parts.join("; "));
        if !self.corner.is_empty() {
            let rows: Vec<String> = self
                .corner
                .iter()
                .map(|r| r.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
                .collect();
            let h = self.corner.len();
            s += &format!("; for a, b < {} as in the table: {}", h, rows.join(" / "));
        }
        s
    }
}

/// The number of class tables tried: every set of at most three features of different kinds,
/// with each corner size.
pub(crate) fn candidates() -> u64 {
    (sets().len() * (CORNER + 1)) as u64
}

/// The sets of one to three features of different kinds, the fewest classes first.
fn sets() -> Vec<Vec<Cell>> {
    let mut out: Vec<Vec<Cell>> = Vec::new();
    for (i, &x) in CELLS.iter().enumerate() {
        out.push(vec![x]);
        for (j, &y) in CELLS.iter().enumerate().skip(i + 1) {
            if x.kind() == y.kind() {
                continue;
            }
            out.push(vec![x, y]);
            for &z in CELLS.iter().skip(j + 1) {
                if z.kind() != x.kind() && z.kind() != y.kind() {
                    out.push(vec![x, y, z]);
                }
            }
        }
    }
    out.sort_by_key(|s| s.iter().map(|c| c.arity()).product::<u64>());
    out
}

/// The class table with the fewest classes (then the least corner) that fits every cell of
/// `rows`, each class seen at least twice outside the corner; and the cells it was fitted on
/// (the corner, and the first cell of each class).
pub(crate) fn search(rows: &[Vec<u64>]) -> Option<(Classes, Vec<(usize, usize)>)> {
    let (r, c) = (rows.len(), rows[0].len());
    if r.min(c) < 4 * CORNER {
        return None;
    }
    for set in sets() {
        for h in 0..=CORNER {
            let mut cases: Vec<(Vec<u64>, u64, usize)> = Vec::new();
            let mut first: Vec<(usize, usize)> = Vec::new();
            let mut ok = true;
            'cells: for (a, row) in rows.iter().enumerate() {
                for (b, &v) in row.iter().enumerate() {
                    if a < h && b < h {
                        continue;
                    }
                    let key: Vec<u64> = set.iter().map(|f| f.at(a as u64, b as u64)).collect();
                    match cases.iter_mut().find(|x| x.0 == key) {
                        Some(x) if x.1 != v => {
                            ok = false;
                            break 'cells;
                        }
                        Some(x) => x.2 += 1,
                        None => {
                            cases.push((key, v, 1));
                            first.push((a, b));
                        }
                    }
                }
            }
            if !ok || cases.iter().any(|x| x.2 < 2) || cases.len() < 2 {
                continue;
            }
            let corner: Vec<Vec<u64>> = rows[..h].iter().map(|row| row[..h].to_vec()).collect();
            let mut classes = Classes {
                cells: set.clone(),
                corner,
                cases: cases.iter().map(|x| (x.0.clone(), x.1)).collect(),
            };
            classes.cases.sort();
            let fitted: Vec<(usize, usize)> = (0..h)
                .flat_map(|a| (0..h).map(move |b| (a, b)))
                .chain(first)
                .collect();
            return Some((classes, fitted));
        }
    }
    None
}
