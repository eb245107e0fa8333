//! Generators of the bins whose input is words (AtCoder and Codeforces): one word, or a count
//! and that many words, of lowercase letters or of `0` and `1`.

use super::*;

impl Gen<'_> {
    /// A word's length: from `least` to `small` when the input asked for is small (for the
    /// search), else about `n` letters up to `most` (10^6, the bins' bound, when wide).
    fn word_len(&mut self, least: u64, small: u64, most: u64) -> u64 {
        match (self.small(), self.wide) {
            (true, _) => self.rng.random_range(least..=small),
            (false, true) => self.n.clamp(least, 1_000_000),
            (false, false) => self.n.clamp(least, most),
        }
    }

    /// `len` letters, each one of the first `letters` of the alphabet, with none equal to its
    /// left neighbour when `distinct`.
    fn letters(&mut self, len: u64, letters: u8, distinct: bool) -> Vec<u8> {
        let mut w: Vec<u8> = Vec::with_capacity(len as usize);
        while (w.len() as u64) < len {
            let b = b'a' + self.rng.random_range(0..letters);
            if !distinct || w.last() != Some(&b) {
                w.push(b);
            }
        }
        w
    }

    /// `word` on a line.
    fn word(&mut self, word: &[u8]) {
        self.out.bytes(word).byte(b'\n');
    }

    /// A word of 0 and 1 of `len` characters, each a 1 with probability `ones`.
    fn bits(&mut self, len: u64, ones: f64) -> Vec<u8> {
        (0..len)
            .map(|_| b"01"[usize::from(self.rng.random_bool(ones))])
            .collect()
    }
}

pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "abc048d",
        about: "one word of about the letters asked (3 to 10^5), no two equal side by side, of 2 to 26 letters (small: up to 10, for the search)",
        make: |g| {
            let len = g.word_len(3, 10, 100_000);
            let letters = if g.small() { 3 } else { g.rng.random_range(2..=26u8) };
            let w = g.letters(len, letters, true);
            g.word(&w);
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: \"Time Limit: 2 sec\" on the task page (arc064_b)",
            statement: "3 ≤ |s| ≤ 10^5, lowercase letters, no two equal side by side",
            about: "a word of 10^5 letters",
            worst: |g| {
                let w = g.letters(100_000, 26, true);
                g.word(&w);
            },
        },
    },
    Generator {
        bin: "cf1373b",
        about: "t ≤ 1000 words (about the count asked) of 0 and 1 up to 100 characters, one letter rare or both even (small: up to 12, for the search)",
        make: |g| {
            // About n words, each of up to 100 characters (small: to 12, for the search).
            let t = if g.small() { g.cap(100) } else { g.cap(1000) };
            let longest = if g.small() { 12 } else if g.wide { 10_000 } else { 100 };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let len = g.rng.random_range(1..=longest);
                let ones = [0.5, 0.1, 0.9][g.rng.random_range(0..3)];
                let w = g.bits(len, ones);
                g.word(&w);
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"time limit per test: 1 second\" in the statement (dvaitam/codeforces, 1373/problemB.txt)",
            statement: "t ≤ 1000, 1 ≤ |s| ≤ 100, s of 0 and 1",
            about: "1000 words of 100 characters",
            worst: |g| {
                g.out.u64(1000).byte(b'\n');
                for _ in 0..1000 {
                    let w = g.bits(100, 0.5);
                    g.word(&w);
                }
            },
        },
    },
    Generator {
        bin: "cf1104b",
        about: "one word of up to 10^5 letters of 2 to 26 kinds, so that pairs cancel (small: up to 12 of a and b, for the search)",
        make: |g| {
            let len = g.word_len(1, 12, 100_000);
            let letters = if g.small() { 2 } else { g.rng.random_range(2..=26) };
            let w = g.letters(len, letters, false);
            g.word(&w);
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"time limit per test: 1 second\" in the statement (dvaitam/codeforces, 1104/problemB.txt)",
            statement: "1 ≤ |s| ≤ 10^5, lowercase letters",
            about: "a word of 10^5 letters a and b",
            worst: |g| {
                let w = g.letters(100_000, 2, false);
                g.word(&w);
            },
        },
    },
    Generator {
        bin: "cf276b",
        about: "one word of up to 10^3 letters of 1 to 26 kinds, so that the odd counts vary (small: up to 10 of 3 kinds, for the search)",
        make: |g| {
            let len = g.word_len(1, 10, 1000);
            let letters = if g.small() { 3 } else { g.rng.random_range(1..=26) };
            let w = g.letters(len, letters, false);
            g.word(&w);
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"time limit per test: 2 seconds\" in the statement (a copy in a stored solution's comment)",
            statement: "1 ≤ |s| ≤ 10^3, lowercase letters",
            about: "a word of 10^3 letters",
            worst: |g| {
                let w = g.letters(1000, 26, false);
                g.word(&w);
            },
        },
    },
    Generator {
        bin: "cf1220c",
        about: "one word of up to 5·10^5 letters of 1 to 26 kinds (small: up to 7 of 3 kinds, for the search)",
        make: |g| {
            let len = g.word_len(1, 7, 500_000);
            let letters = if g.small() { 3 } else { g.rng.random_range(1..=26) };
            let w = g.letters(len, letters, false);
            g.word(&w);
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"Time Limit: 2000 ms\" in the CP-Editor headers of stored solutions",
            statement: "1 ≤ |s| ≤ 5·10^5, lowercase letters",
            about: "a word of 5·10^5 letters",
            worst: |g| {
                let w = g.letters(500_000, 26, false);
                g.word(&w);
            },
        },
    },
    Generator {
        bin: "cf1704f",
        about: "about half as many rows as the numbers asked (≤ 10^4) of R and B, up to 50 cells (small: 11, for the search), as many of each colour half the time, in alternating stretches",
        make: |g| {
            let t = (g.n / 2).clamp(1, 10_000);
            let longest = if g.small() { 11 } else { 50 };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let len = g.rng.random_range(2..=longest);
                let row = colour_row(g, len);
                g.out.u64(len).byte(b'\n');
                g.word(&row);
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"Time Limit: 1000 ms\" in the CP-Editor headers of stored solutions",
            statement: "t ≤ 10^4, 2 ≤ n ≤ 5·10^5, the sum of n ≤ 5·10^5, R and B",
            about: "one row of 5·10^5 cells, as many of each colour, in alternating stretches",
            worst: |g| {
                let row = loop {
                    let row = colour_row(g, 500_000);
                    if 2 * row.iter().filter(|&&b| b == b'R').count() == row.len() {
                        break row;
                    }
                };
                g.out.bytes(b"1\n500000\n");
                g.word(&row);
            },
        },
    },
];

/// A row of `len` cells R and B: half the time as many of each colour (when `len` is even),
/// laid out in alternating stretches of random lengths; else random colours.
fn colour_row(g: &mut Gen, len: u64) -> Vec<u8> {
    if len % 2 == 1 || g.rng.random() {
        return (0..len).map(|_| b"RB"[g.rng.random_range(0..2)]).collect();
    }
    // Stretches that alternate, cut where two equal cells meet; then colours balanced by
    // flipping cells of the commoner colour one by one from a random start.
    let mut row: Vec<u8> = Vec::with_capacity(len as usize);
    while (row.len() as u64) < len {
        let first = match row.last() {
            Some(&b) => b,
            None => b"RB"[g.rng.random_range(0..2)],
        };
        let stretch = g.rng.random_range(1..=20).min(len - row.len() as u64);
        row.extend((0..stretch).map(|k| [first, b'R' + b'B' - first][k as usize % 2]));
    }
    let red = row.iter().filter(|&&b| b == b'R').count();
    let (from, to) = if 2 * red > row.len() {
        (b'R', b'B')
    } else {
        (b'B', b'R')
    };
    let mut surplus = (2 * red).abs_diff(row.len()) / 2;
    let mut i = g.rng.random_range(0..row.len());
    while surplus > 0 {
        if row[i] == from {
            row[i] = to;
            surplus -= 1;
        }
        i = (i + 1) % row.len();
    }
    row
}
