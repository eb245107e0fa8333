//! Rules whose state has a few kinds, nobody wrote by hand: a generator of `r × N` tables
//! drawn from a seed, for the pattern finder's sweep of few-row tables (`cargo xtask sweep
//! kinds`). Row `a` is the kind of the state — the class of the last move (a move of the same
//! class may not follow), whose turn it is (each player with a move set of their own), a
//! counter the moves advance — and column `b` the heap. Reaches are fixed sets, a set with one
//! large member, or grow with the heap (√n, n/2). Values come from the moves alone (the least
//! value no option has, or who wins), with no theory.

use super::moves::mex;
use super::rng::{root, Rng};

/// A generated rule: its name and its table of `kinds` rows and any number of columns.
pub struct Kinds {
    pub name: String,
    pub rows: usize,
    /// The largest take of a fixed set: a table no longer cannot tell the rule from the one
    /// without it (a wrong claim there is counted apart).
    pub unseen: usize,
    pub values: Box<dyn Fn(usize) -> Vec<Vec<u64>> + Send + Sync>,
}

/// The moves from `(n, kind)`: `(heap after, kind after)`.
type Moves = dyn Fn(usize, usize) -> Vec<(usize, usize)> + Send + Sync;

/// The table of Grundy values (`grundy`) or of who wins (1: the player to move), `kinds`
/// rows by `len` columns; every move lowers the heap.
fn table(kinds: usize, len: usize, grundy: bool, moves: &Moves) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; len]; kinds];
    for n in 0..len {
        for k in 0..kinds {
            let mut seen: Vec<u64> = moves(n, k).iter().map(|&(m, j)| t[j][m]).collect();
            t[k][n] = if grundy {
                mex(&mut seen)
            } else {
                u64::from(seen.contains(&0))
            };
        }
    }
    t
}

/// A set of takes: two to four of 1..=9, and now and then one large member.
fn takes(rng: &mut Rng) -> Vec<usize> {
    let size = rng.range(2, 4) as usize;
    let mut s: Vec<usize> = Vec::new();
    while s.len() < size {
        let x = rng.range(1, 9) as usize;
        if !s.contains(&x) {
            s.push(x);
        }
    }
    if rng.range(0, 3) == 0 {
        s.push(rng.range(12, 40) as usize);
    }
    s.sort_unstable();
    s
}

/// How far a take may reach from heap `n`.
#[derive(Clone, Copy)]
enum Reach {
    Set,
    Sqrt,
    Half,
}

impl Reach {
    fn allows(self, set: &[usize], n: usize, s: usize) -> bool {
        s <= n
            && match self {
                Reach::Set => set.contains(&s),
                Reach::Sqrt => s >= 1 && s <= root(n, 2),
                Reach::Half => s >= 1 && 2 * s <= n,
            }
    }

    fn words(self, set: &[usize]) -> String {
        match self {
            Reach::Set => format!("{:?}", set),
            Reach::Sqrt => "1..=√n".to_string(),
            Reach::Half => "1..=n/2".to_string(),
        }
    }
}

/// `count` rules from `seed`.
pub fn kinds(count: usize, seed: u64) -> Vec<Kinds> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for i in 0..count {
        let grundy = rng.range(0, 1) == 0;
        let what = if grundy { "Grundy" } else { "win/lose" };
        let reach = match rng.range(0, 7) {
            0 => Reach::Sqrt,
            1 => Reach::Half,
            _ => Reach::Set,
        };
        let rule = match rng.range(0, 2) {
            0 => {
                // The last move's class: a take's class is its index mod c; row c is the
                // start, no move made yet.
                let set = takes(&mut rng);
                let c = rng.range(2, 3) as usize;
                let name = format!(
                    "kinds {i}: takes {}, no two in a row of one class (index mod {c}), {what}",
                    Reach::Set.words(&set)
                );
                let big = set[set.len() - 1];
                let moves = move |n: usize, k: usize| {
                    set.iter()
                        .enumerate()
                        .filter(|&(j, &s)| s <= n && j % c != k)
                        .map(|(j, &s)| (n - s, j % c))
                        .collect()
                };
                (name, c + 1, big, Box::new(moves) as Box<Moves>)
            }
            1 => {
                // Whose turn: each player with a set (or a reach) of their own.
                let sets = [takes(&mut rng), takes(&mut rng)];
                let reaches = [reach, Reach::Set];
                let name = format!(
                    "kinds {i}: player 0 takes {}, player 1 takes {}, {what}",
                    reaches[0].words(&sets[0]),
                    reaches[1].words(&sets[1])
                );
                let big = sets[1][sets[1].len() - 1].max(match reaches[0] {
                    Reach::Set => sets[0][sets[0].len() - 1],
                    _ => 0,
                });
                let moves = move |n: usize, k: usize| {
                    (1..=n)
                        .filter(|&s| reaches[k].allows(&sets[k], n, s))
                        .map(|s| (n - s, 1 - k))
                        .collect()
                };
                (name, 2, big, Box::new(moves) as Box<Moves>)
            }
            _ => {
                // A counter: a take s from kind k is allowed if s is in k's set, and leads to
                // kind (k + s) mod r.
                let r = rng.range(2, 4) as usize;
                let sets: Vec<Vec<usize>> = (0..r).map(|_| takes(&mut rng)).collect();
                let words: Vec<String> = sets.iter().map(|s| reach.words(s)).collect();
                let name = format!(
                    "kinds {i}: kind k takes {} (k = 0 to {}), to kind (k + take) mod {r}, {what}",
                    words.join(" / "),
                    r - 1
                );
                let big = match reach {
                    Reach::Set => sets.iter().map(|s| s[s.len() - 1]).max().unwrap_or(0),
                    _ => 0,
                };
                let moves = move |n: usize, k: usize| {
                    (1..=n)
                        .filter(|&s| reach.allows(&sets[k], n, s))
                        .map(|s| (n - s, (k + s) % r))
                        .collect()
                };
                (name, r, big, Box::new(moves) as Box<Moves>)
            }
        };
        let (name, rows, unseen, moves) = rule;
        let moves: std::sync::Arc<Moves> = moves.into();
        out.push(Kinds {
            name,
            rows,
            unseen,
            values: Box::new(move |len| table(rows, len, grundy, &*moves)),
        });
    }
    out
}
