//! [`Values`]: the Grundy values of an octal game (or of Grundy's game), 2 bytes each.

use crate::octal::engine::{Engine, Moves};
use crate::octal::Octal;

/// A value of 65 535 or more, which [`Values`] does not hold: where it arose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow {
    /// The heap whose value would not fit.
    pub heap: usize,
}

/// The Grundy values of one octal game, extended on demand ([`Values::extend`]), 2 bytes a
/// value.
///
/// Each heap's value comes from the values below it by one of two methods, chosen at each power
/// of two from the values so far:
/// - the **sparse-space** technique of the octal-game literature: with a mask that leaves few
///   *rare* heaps (those with values of even parity under the mask), every option of odd
///   parity comes from a split with a rare part, so a scan over the rare heaps finds them; the
///   least value of odd parity not found is the answer, unless a smaller value of even parity
///   is missing too, which a search over all splits (by vectors where the processor has AVX2)
///   settles, usually within a few dozen splits;
/// - the **plain** loop over every split, sixteen heaps at a time, when no mask leaves fewer
///   than one heap in fifty rare.
///
/// Values must stay below 65 535 ([`Values::try_extend`] says where one does not; every octal
/// game computed so far stays far below).
#[derive(Clone, Debug)]
pub struct Values {
    engine: Engine,
}

impl Values {
    /// `G(0) = 0` only, for `game`.
    pub fn new(game: &Octal) -> Values {
        Values {
            engine: Engine::new(moves(game)),
        }
    }

    /// `G(0) = 0` only, for Grundy's game: split a heap into two unequal heaps (not an octal
    /// game: [`crate::split::unequal`]).
    pub fn split_unequal() -> Values {
        Values {
            engine: Engine::new(Moves {
                whole: Vec::new(),
                single: Vec::new(),
                split: vec![0],
                unequal: true,
            }),
        }
    }

    /// The values of `game` from saved `values` (`G(0)`, `G(1)`, … as [`Values::as_u16`] gave
    /// them), to go on from there: a long computation resumed.
    ///
    /// # Constraints
    /// `values` are this game's; they are not checked (check a few with a fresh computation).
    ///
    /// # Complexity
    /// O(number of values).
    pub fn resume(game: &Octal, values: Vec<u16>) -> Values {
        Values {
            engine: Engine::resume(moves(game), values),
        }
    }

    /// [`Values::resume`] for Grundy's game ([`Values::split_unequal`]).
    pub fn split_unequal_resume(values: Vec<u16>) -> Values {
        let fresh = Values::split_unequal();
        Values {
            engine: Engine::resume(fresh.engine.moves, values),
        }
    }

    /// The values so far, `G(0..=n)`.
    pub fn as_u16(&self) -> &[u16] {
        &self.engine.g
    }

    /// The values so far, `G(0..=n)`, kept (no copy).
    pub fn into_u16(self) -> Vec<u16> {
        self.engine.g
    }

    /// How many values there are so far (`n + 1` for `G(0..=n)`).
    pub fn len(&self) -> usize {
        self.engine.g.len()
    }

    /// Whether there is no value yet (never: `G(0)` is there from the start).
    pub fn is_empty(&self) -> bool {
        self.engine.g.is_empty()
    }

    /// `G(n)`, computed before.
    ///
    /// # Panics
    /// If `n` has not been computed.
    pub fn get(&self, n: usize) -> u32 {
        u32::from(self.engine.g[n])
    }

    /// How many heaps are rare, and the mask that says which values are sparse (`None` while
    /// the plain method is used).
    pub fn sparse(&self) -> (usize, Option<u16>) {
        let mask = self.engine.mask;
        (self.engine.rare.len(), (mask != 0).then(|| mask))
    }

    /// Computes the values up to `G(n)`; `Err` at the first heap whose value would not fit in
    /// 16 bits (the values before it are kept).
    ///
    /// # Constraints
    /// `n + 1` values of 2 bytes fit in memory; `n < 2^32`.
    ///
    /// # Complexity
    /// O(n · (r + s)) for r rare heaps and s splits searched a heap with the sparse method
    /// (r is 15 for `0.1777`, 1583 for `0.6`); O(n²) with the plain one. Values already
    /// computed are not computed again.
    pub fn try_extend(&mut self, n: usize) -> Result<(), Overflow> {
        assert!(n < 1 << 32, "heaps below 2^32");
        let g = &mut self.engine.g;
        g.reserve((n + 1).saturating_sub(g.len()));
        self.engine.extend(n)
    }

    /// Makes room for the values up to `G(n)` at once, exactly: a computation that extends
    /// step by step to a known end holds 2 bytes a value, not up to twice that.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Values};
    /// let mut kayles = Values::new(&Octal::parse("0.77").unwrap());
    /// kayles.reserve(1000);
    /// kayles.extend(1000);
    /// assert_eq!(kayles.len(), 1001);
    /// ```
    pub fn reserve(&mut self, n: usize) {
        let g = &mut self.engine.g;
        g.reserve_exact((n + 1).saturating_sub(g.len()));
    }

    /// Computes the values up to `G(n)`.
    ///
    /// # Panics
    /// If a value reaches 65 535 (see [`Values::try_extend`]).
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Values};
    /// let mut kayles = Values::new(&Octal::parse("0.77").unwrap());
    /// kayles.extend(5);
    /// kayles.extend(12);
    /// assert_eq!(kayles.as_u16(), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    /// ```
    pub fn extend(&mut self, n: usize) {
        if let Err(e) = self.try_extend(n) {
            panic!("the value of heap {} does not fit in 16 bits", e.heap);
        }
    }
}

/// The moves of `game`, by what each removal may leave.
fn moves(game: &Octal) -> Moves {
    let with = |bit: u8, from: usize| -> Vec<usize> {
        (from..game.digits.len())
            .filter(|&k| game.digits[k] & bit != 0)
            .collect()
    };
    Moves {
        whole: with(1, 1),
        single: with(2, 1),
        split: with(4, 0),
        unequal: false,
    }
}
