//! The finder on tables of every shape a user might print: small alphabets and values near
//! 2^64, features scaled past 2^63, steep arithmetic tails, tables that start far from 0,
//! ragged and few-row grids. It never panics, and what it claims holds on the table it was
//! given (and its words and code are printable).

use super::*;

/// xorshift64*: deterministic tables.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A table of length `len` of one of eight shapes.
fn table(rng: &mut Rng, len: usize) -> Vec<u64> {
    let scale = [1, 3, 1 << 62, 1 << 63, u64::MAX / 2 + 1][rng.below(5) as usize];
    let p = 1 + rng.below(7) as usize;
    let noise = rng.below(3) == 0;
    let shape = rng.below(8);
    let head: Vec<u64> = (0..rng.below(6)).map(|_| rng.below(4)).collect();
    let mut g: Vec<u64> = (0..len)
        .map(|n| match shape {
            0 => rng.below(3),
            1 => u64::from(n.count_ones() % 2) * scale,
            2 => ((n % p) as u64).wrapping_mul(scale),
            3 => u64::MAX - (n % p) as u64,
            4 => (n as u64).wrapping_mul(scale),
            5 => u64::from(n.trailing_zeros() % 4) * scale.min(1 << 62),
            6 => (n as u64 / p as u64).saturating_mul(scale),
            _ => u64::MAX - rng.below(2),
        })
        .collect();
    for (v, &h) in g.iter_mut().zip(&head) {
        *v = h;
    }
    if noise && len > 0 {
        let at = rng.below(len as u64) as usize;
        g[at] = g[at].wrapping_add(1);
    }
    g
}

/// A claim holds on the table it came from, and prints.
fn holds(found: &Found<Line>, g: &[u64], from: usize) {
    for (i, &v) in g.iter().enumerate() {
        let n = (from + i) as u64;
        assert_eq!(found.pattern.at(n), Some(v), "{} at n = {n}", found.words());
    }
    assert!(!found.rust().is_empty());
}

#[test]
fn any_table_is_answered_and_every_claim_holds_on_it() {
    let mut rng = Rng(0x5eed_0f7a_b1e5);
    for case in 0..140 {
        let len = [1, 2, 3, 7, 40, 90, 200][case % 7];
        let g = table(&mut rng, len);
        match search(&g) {
            Ok(found) => holds(&found, &g, 0),
            Err(why) => assert!(!why.line.is_empty()),
        }
        let from = [1, 1000, 1 << 40][case % 3];
        if let Ok(found) = search_from(&g, from) {
            holds(&found, &g, from);
        }
    }
}

#[test]
fn any_grid_is_answered_and_every_claim_holds_on_it() {
    let mut rng = Rng(0x9e1d_5eed);
    for case in 0..120 {
        let (r, c) = [(1, 1), (2, 9), (3, 40), (5, 5), (12, 12), (4, 30), (20, 8)][case % 7];
        let line = table(&mut rng, r * c);
        let mut rows: Vec<Vec<u64>> = line.chunks(c).map(<[u64]>::to_vec).collect();
        if case % 11 == 0 && r > 1 {
            rows[r - 1].pop();
        }
        match search_grid(&rows) {
            Ok(found) => {
                for (a, row) in rows.iter().enumerate() {
                    for (b, &v) in row.iter().enumerate() {
                        assert_eq!(
                            found.pattern.at(a as u64, b as u64),
                            Some(v),
                            "{}",
                            found.words()
                        );
                    }
                }
                assert!(!found.rust().is_empty());
            }
            Err(why) => assert!(!why.line.is_empty()),
        }
    }
}
