//! Octal games: heaps of objects, where the code `d₀.d₁d₂d₃…` says how a move may remove `k`
//! objects from one heap. Digit `d_k` is a sum of
//! - 1: the `k` removed may be the whole heap;
//! - 2: … may leave one nonempty heap;
//! - 4: … may leave two nonempty heaps (the rest split in two).
//!
//! So Kayles is `0.77`, Dawson's Kayles `0.07`, and a row of cards from which a move takes
//! exactly `L` consecutive cards is the code with a 7 in place `L` (AtCoder ABC 278 G). The
//! digit before the point may be 4 (split a heap in two without removing anything) or 0.
//!
//! [`Octal::values`] computes `G(0..=n)` by the definition: `G(n)` is the mex over the moves of
//! `G(a) XOR G(b)`.

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

    /// The digit for removing `k` objects (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The Grundy values `G(0), …, G(n)`.
    ///
    /// # Constraints
    /// `n + 1` values of 4 bytes.
    ///
    /// # Complexity
    /// O(n² · number of digits with the bit 4, + n · number of digits) time: every split
    /// of every heap is tried.
    pub fn values(&self, n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        let mut seen: Vec<u32> = Vec::new();
        for h in 1..=n {
            seen.clear();
            for (k, &d) in self.digits.iter().enumerate().take(h + 1) {
                let rest = h - k;
                if d & 1 != 0 && rest == 0 {
                    seen.push(0);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    seen.push(g[rest]);
                }
                if d & 4 != 0 {
                    // Two nonempty heaps a ≤ b with a + b = rest.
                    for a in 1..=rest / 2 {
                        seen.push(g[a] ^ g[rest - a]);
                    }
                }
            }
            g[h] = mex(&mut seen);
        }
        g
    }
}

/// The least value not in `values` (which it sorts).
fn mex(values: &mut [u32]) -> u32 {
    values.sort_unstable();
    let mut m = 0;
    for &v in values.iter() {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
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
