//! Octal games: heaps of objects, where the code `d₀.d₁d₂d₃…` says how a move may remove `k`
//! objects from one heap. Digit `d_k` is a sum of
//! - 1: the `k` removed may be the whole heap;
//! - 2: … may leave one nonempty heap;
//! - 4: … may leave two nonempty heaps (the rest split in two).
//!
//! So Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, and a row of cards from
//! which a move takes exactly `L` consecutive cards is the code with a 7 in place `L` (AtCoder
//! ABC 278 G). The digit before the point may be 4 (split a heap in two without removing
//! anything) or 0. Hexadecimal codes (a digit 8 would leave three heaps) are not supported.
//!
//! [`Octal::values`] computes `G(0..=n)` with the *sparse space* technique of the octal-game
//! literature (see [`Values`]), and [`Octal::periodic`] finds the period and preperiod and proves
//! them with the octal periodicity theorem (see [`period`]); [`Periodic::grundy`] then answers
//! for any u64 heap in O(1).

pub mod period;
pub use period::{Observed, Period, Periodic};

/// An octal game given by its digits.
///
/// # Example
/// ```
/// use impartial::octal::Octal;
/// let kayles = Octal::parse("0.77").unwrap();
/// assert_eq!(kayles.values(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal {
    /// `digits[k]` for `k = 0, 1, …`, each below 8.
    digits: Vec<u8>,
}

impl Octal {
    /// The game of a code such as `"0.07"`, `"4.7"` or `".137"`; `None` for anything else
    /// (digits above 7, or a first digit other than 0 or 4).
    ///
    /// # Complexity
    /// O(length of the code).
    pub fn parse(code: &str) -> Option<Octal> {
        let (head, tail) = code.split_once('.')?;
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            _ => return None,
        };
        let mut digits = vec![d0];
        for c in tail.bytes() {
            match c {
                b'0'..=b'7' => digits.push(c - b'0'),
                _ => return None,
            }
        }
        Some(Octal::from_digits(digits))
    }

    /// The game whose digit `k` is `digits[k]`, trailing zeros dropped.
    ///
    /// # Constraints
    /// Each digit below 8; `digits[0]` is 0 or 4.
    pub fn from_digits(mut digits: Vec<u8>) -> Octal {
        assert!(digits.iter().all(|&d| d < 8), "octal digits");
        assert!(
            digits.first().map_or(true, |&d| d == 0 || d == 4),
            "d0 is 0 or 4"
        );
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Octal { digits }
    }

    /// The subtraction game of `takes`: a move takes exactly s objects from one heap, for some
    /// s of the set, which is the octal game with a 3 in place s (the s removed may be the
    /// whole heap, or leave one heap).
    ///
    /// # Constraints
    /// Every take is at least 1.
    ///
    /// # Complexity
    /// O(largest take).
    ///
    /// # Example
    /// ```
    /// use impartial::octal::Octal;
    /// let game = Octal::subtraction(&[2, 5, 6]);
    /// assert_eq!(game.to_string(), "0.030033");
    /// assert_eq!(game.values(8), [0, 0, 1, 1, 0, 2, 1, 3, 0]);
    /// ```
    pub fn subtraction(takes: &[usize]) -> Octal {
        assert!(takes.iter().all(|&s| s >= 1), "takes are at least 1");
        let mut digits = vec![0u8; takes.iter().max().map_or(1, |&m| m + 1)];
        takes.iter().for_each(|&s| digits[s] = 3);
        Octal::from_digits(digits)
    }

    /// The digit for removing `k` objects (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The largest number of objects a move removes (the index of the last nonzero digit).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// The Grundy values `G(0), …, G(n)`.
    ///
    /// # Constraints
    /// `n + 1` values of 4 bytes.
    ///
    /// # Complexity
    /// O(n²) at worst (every split of every heap tried); with a sparse space (see [`Values`])
    /// about O(n · r) for r rare heaps, plus a full scan at each of them.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::Octal;
    /// let dawson = Octal::parse("0.07").unwrap();
    /// assert_eq!(dawson.values(10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn values(&self, n: usize) -> Vec<u32> {
        let mut v = Values::new(self);
        v.extend(n);
        v.g
    }
}

/// The code in the usual notation: `0.77`, `4.7`, `0.030033`.
impl std::fmt::Display for Octal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The Grundy values of one octal game, extended on demand ([`Values::extend`]).
///
/// They are computed with the *sparse space* technique of the octal-game literature. Call a
/// value *sparse* when `G & mask` has an even number of 1 bits, *common* otherwise, for a mask
/// chosen from the values so far so that few heaps (the *rare* heaps) have sparse values. The
/// parity of `x & mask` is linear under XOR, so splitting a heap into two gives a common
/// value exactly when one part is rare. For each heap h, then:
/// - every common option value comes from a split with a rare part, or from a move that
///   leaves one heap: a scan over the rare heaps finds them all;
/// - the least common value not found is the mex, unless a smaller sparse value is missing;
/// - the sparse values below it are looked for in a scan over all splits that stops as soon
///   as each has been found; it runs through only when the mex is sparse (h is rare).
///
/// The mask is chosen again at each power of two (the one leaving the fewest rare heaps); when
/// no mask leaves fewer than a quarter of the heaps rare, mask 0 makes every value sparse and
/// the scan over the "rare" heaps is the plain quadratic one.
#[derive(Clone, Debug)]
pub struct Values {
    /// The k of the moves that remove a whole heap of k (bit 1).
    whole: Vec<usize>,
    /// The k ≥ 1 of the moves that leave one heap (bit 2).
    single: Vec<usize>,
    /// The k of the moves that leave two heaps (bit 4).
    split: Vec<usize>,
    g: Vec<u32>,
    mask: u32,
    /// Every value so far is below `1 << bits`.
    bits: u32,
    /// Whether each value below `1 << bits` is common.
    common: Vec<bool>,
    /// The heaps ≥ 1 with sparse values, increasing.
    rare: Vec<usize>,
    /// Option values seen for the heap being computed (`1 << bits` bits).
    seen: Vec<u64>,
    /// The heap at which the mask is chosen next.
    next_mask: usize,
}

impl Values {
    /// `G(0) = 0` only, for `game`.
    pub fn new(game: &Octal) -> Values {
        let with = |bit: u8, from: usize| -> Vec<usize> {
            (from..game.digits.len())
                .filter(|&k| game.digits[k] & bit != 0)
                .collect()
        };
        let mut v = Values {
            whole: with(1, 1),
            single: with(2, 1),
            split: with(4, 0),
            g: vec![0],
            mask: 0,
            bits: 0,
            common: Vec::new(),
            rare: Vec::new(),
            seen: Vec::new(),
            next_mask: 64,
        };
        v.resize(6);
        v
    }

    /// The values so far, `G(0..=n)`.
    pub fn as_slice(&self) -> &[u32] {
        &self.g
    }

    /// Computes the values up to `G(n)`.
    ///
    /// # Constraints
    /// `n < 2^32`, and `n + 1` values of 4 bytes fit in memory.
    ///
    /// # Complexity
    /// See [`Octal::values`]; values already computed are not computed again.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Values};
    /// let mut kayles = Values::new(&Octal::parse("0.77").unwrap());
    /// kayles.extend(5);
    /// kayles.extend(12);
    /// assert_eq!(kayles.as_slice(), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    /// ```
    pub fn extend(&mut self, n: usize) {
        self.g.reserve(n.saturating_sub(self.g.len() - 1));
        for h in self.g.len()..=n {
            if h == self.next_mask {
                self.choose_mask();
                self.next_mask *= 2;
            }
            let v = self.value(h);
            if v >> self.bits != 0 {
                self.resize(32 - v.leading_zeros());
            }
            self.g.push(v);
            if !self.common[v as usize] {
                self.rare.push(h);
            }
        }
    }

    /// Room for values below `1 << bits`.
    fn resize(&mut self, bits: u32) {
        self.bits = bits;
        self.seen = vec![0; ((1usize << bits) + 63) / 64];
        self.common = (0..1u32 << bits)
            .map(|v| (v & self.mask).count_ones() % 2 == 1)
            .collect();
    }

    /// The mask leaving the fewest rare heaps so far (0 if none leaves under a quarter), and
    /// the rare heaps for it.
    fn choose_mask(&mut self) {
        let size = 1usize << self.bits;
        if size > 1 << 12 {
            return; // too many masks to weigh; keep the one in use
        }
        let mut count = vec![0usize; size];
        for &v in &self.g[1..] {
            count[v as usize] += 1;
        }
        let heaps = self.g.len() - 1;
        let (mut best, mut fewest) = (0u32, heaps / 4);
        for mask in 1..size as u32 {
            let rare: usize = (0..size as u32)
                .filter(|&v| (v & mask).count_ones() % 2 == 0)
                .map(|v| count[v as usize])
                .sum();
            if rare < fewest {
                (best, fewest) = (mask, rare);
            }
        }
        if best != self.mask {
            self.mask = best;
            self.resize(self.bits);
            let common = &self.common;
            self.rare = (1..self.g.len())
                .filter(|&h| !common[self.g[h] as usize])
                .collect();
        }
    }

    /// `G(h)`, from the values below it.
    fn value(&mut self, h: usize) -> u32 {
        // Fields borrowed apart: edition 2018 closures would capture all of `self`.
        let (g, seen, common) = (&self.g, &mut self.seen, &self.common);
        seen.iter_mut().for_each(|w| *w = 0);
        let mark = |seen: &mut [u64], x: u32| seen[x as usize / 64] |= 1 << (x % 64);
        for &k in &self.whole {
            if k == h {
                mark(seen, 0);
            }
        }
        for &k in &self.single {
            if k < h {
                mark(seen, g[h - k]);
            }
        }
        // Every split with a rare part (with mask 0, every split: the smaller part suffices).
        let plain = self.mask == 0;
        for &k in &self.split {
            if h < k + 2 {
                continue;
            }
            let rest = h - k;
            let last = if plain { rest / 2 } else { rest - 1 };
            for &r in &self.rare {
                if r > last {
                    break;
                }
                mark(seen, g[r] ^ g[rest - r]);
            }
        }
        // The mex; sparse values are looked for among all splits, resuming one scan.
        let (mut s, mut a) = (0, 1);
        let mut v = 0u32;
        loop {
            let marked = |seen: &[u64], v: u32| {
                (v as usize) < common.len() && seen[v as usize / 64] >> (v % 64) & 1 == 1
            };
            if marked(seen, v) {
                v += 1;
                continue;
            }
            if plain || v as usize >= common.len() || common[v as usize] {
                return v;
            }
            while !marked(seen, v) {
                let Some(&k) = self.split.get(s) else {
                    return v; // every split tried: v is missing
                };
                let rest = h.saturating_sub(k);
                if rest < 2 || a > rest / 2 {
                    (s, a) = (s + 1, 1);
                    continue;
                }
                mark(seen, g[a] ^ g[rest - a]);
                a += 1;
            }
            v += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::card_row;

    #[test]
    fn parses_codes() {
        assert_eq!(Octal::parse("0.07").unwrap().digit(2), 7);
        assert_eq!(Octal::parse(".137").unwrap().digit(3), 7);
        assert_eq!(Octal::parse("4.7").unwrap().digit(0), 4);
        for bad in ["0.9", "1.07", "07", "0.0x", "0.07.1"] {
            assert_eq!(Octal::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn rows_of_cards_match_search() {
        // A 7 in place k for each k in l..=r: take l to r consecutive cards of a row.
        for l in 1..=3u32 {
            for r in l..=4 {
                let mut digits = vec![0; r as usize + 1];
                digits[l as usize..].fill(7);
                let g = Octal::from_digits(digits).values(12);
                for n in 0..=12u32 {
                    let mut game = card_row(n, l, r);
                    assert_eq!(
                        u64::from(g[n as usize]),
                        game.grundy(&((1 << n) - 1)),
                        "{l}..{r} {n}"
                    );
                }
            }
        }
    }

    #[test]
    fn published_values() {
        // Dawson's Kayles 0.07 (Winning Ways, ch. 4; OEIS A002187): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4.
        let g = Octal::parse("0.07").unwrap().values(14);
        assert_eq!(g, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4]);
    }

    /// `G(0..=n)` straight from the definition: every move tried.
    fn plain(game: &Octal, n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        for h in 1..=n {
            let mut options = Vec::new();
            for (k, &d) in game.digits.iter().enumerate().take(h + 1) {
                let rest = h - k;
                if d & 1 != 0 && rest == 0 {
                    options.push(0);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    options.push(g[rest]);
                }
                if d & 4 != 0 {
                    options.extend((1..=rest / 2).map(|a| g[a] ^ g[rest - a]));
                }
            }
            g[h] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        g
    }

    #[test]
    fn sparse_space_values_match_the_definition() {
        // Games with and without a sparse space, splits with and without removal.
        for code in [
            "0.56", "0.127", "0.77", "0.6", "4.7", "0.4", "0.15", "4.07", "0.1777", "0.167",
        ] {
            let game = Octal::parse(code).unwrap();
            assert_eq!(game.values(1500), plain(&game, 1500), "{code}");
        }
    }

    #[test]
    fn published_periods() {
        // (code, period, last exceptional heap + 1): Winning Ways, ch. 4 (pp. 89-104) and the
        // OEIS entries named, whose "last exception at n" is q - 1.
        let table = [
            ("0.77", 12, 71),     // Kayles, A002186: last exception at 70
            ("0.137", 34, 52),    // Dawson's chess, A002187: exceptions 0, 14, 16, 17, 31, 34, 51
            ("0.07", 34, 53),     // Dawson's Kayles: A002187 shifted by one heap
            ("0.115", 14, 1),     // A125829: the only exception at 0
            ("0.141", 11, 14),    // A125912: last exception at 13
            ("0.176", 8, 24),     // A125920: last exception at 23
            ("0.177", 20, 497),   // A071435: last exception at 496
            ("0.1377", 24, 141),  // A071434: last exception at 140
            ("0.11377", 32, 187), // A071452: last exception at 186
            ("0.127", 4, 46578),  // A071464 (Gangolli and Plambeck): last exception at 46577
        ];
        for (code, p, q) in table {
            let game = Octal::parse(code).unwrap();
            let found = game.periodic(200_000).unwrap().period();
            assert_eq!((found.period, found.preperiod), (p, q), "{code}");
            assert!(found.checked_to >= found.needs(game.max_removal()));
        }
    }

    #[test]
    fn the_period_of_0_56() {
        // A071436 (Gangolli and Plambeck; Winning Ways, 2nd ed., p. 102): period 144, "last
        // exception at n = 326637". The values here (checked against `plain` up to 653569 in
        // release, docs/octal.md) put the last heap with G(n) != G(n + 144) at 326639.
        let game = Octal::parse("0.56").unwrap();
        let found = game.periodic(1_000_000).unwrap().period();
        assert_eq!((found.period, found.preperiod), (144, 326_640));
        assert_eq!(found.checked_to, 2 * 326_640 + 2 * 144 + 2 - 1);
    }

    #[test]
    fn a_period_is_not_proven_before_the_theorem_allows() {
        let kayles = Octal::parse("0.77").unwrap();
        let t = kayles.max_removal();
        // One value short of what the theorem needs: seen, not proven.
        let (seen, _) = Periodic::of(&kayles, 2 * 71 + 2 * 12 + t - 2).unwrap_err();
        let seen = seen.unwrap();
        assert_eq!((seen.period, seen.preperiod), (12, 71));
        let p = Periodic::of(&kayles, 2 * 71 + 2 * 12 + t - 1)
            .unwrap()
            .period();
        assert_eq!(
            (p.period, p.preperiod, p.checked_to),
            (12, 71, 2 * 71 + 2 * 12 + t - 1)
        );
        let p = Periodic::of(&kayles, 1 << 20).unwrap();
        let g = kayles.values(3000);
        for n in 0..3000u64 {
            assert_eq!(p.grundy(n), g[n as usize], "{n}");
        }
        assert_eq!(p.grundy(u64::MAX), p.grundy(u64::MAX - 12));
    }

    #[test]
    fn codes_and_subtraction_games() {
        for code in ["0.77", "4.7", "0.137", "4.0", "0.0", "0.030033"] {
            assert_eq!(Octal::parse(code).unwrap().to_string(), code);
        }
        assert_eq!(Octal::parse(".07").unwrap().to_string(), "0.07");
        assert_eq!(Octal::parse("0.0700").unwrap().to_string(), "0.07");
        // Take 2, 5 or 6 against the definition: G(n) = mex of G(n - s).
        let game = Octal::subtraction(&[2, 5, 6]);
        let g = game.values(300);
        for n in 0..=300 {
            let options: Vec<u32> = [2, 5, 6]
                .iter()
                .filter(|&&s| s <= n)
                .map(|s| g[n - s])
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(g[n], mex, "{n}");
        }
        // Not {3, 6, 7}, which 0.0030033 is.
        assert_ne!(Octal::parse("0.0030033").unwrap().values(300), g);
    }

    #[test]
    fn a_table_of_any_game_is_observed_never_proven() {
        // A table of values computed here (take 2, 5 or 6, by the definition), not by an
        // octal game's engine: `Observed` extends the period it shows, and no type of it
        // claims a proof (only `Periodic`, which computes an octal game itself, does).
        let mut g = vec![0u32; 600];
        for n in 1..600 {
            let options: Vec<u32> = [2, 5, 6]
                .iter()
                .filter(|&&s| s <= n)
                .map(|s| g[n - s])
                .collect();
            g[n] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        let seen = Observed::of(&g).unwrap();
        let p = seen.period();
        assert_eq!((p.period, p.preperiod, p.checked_to), (11, 0, 599));
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(seen.grundy(n as u64), v);
        }
        assert_eq!(seen.grundy(1 << 40), g[(1usize << 40) % 11]);
    }

    #[test]
    fn codes_match_search() {
        for code in [
            "0.07", "0.77", "0.137", "4.7", "0.6", "0.15", "4.07", "0.4", "0.33",
        ] {
            let game = Octal::parse(code).unwrap();
            let g = game.values(11);
            let mut search = crate::oracle::curriculum::octal_heaps(game.digits.clone());
            for n in 0..=11u64 {
                let want = if n == 0 { 0 } else { search.grundy(&vec![n]) };
                assert_eq!(u64::from(g[n as usize]), want, "{code} {n}");
            }
        }
    }
}
