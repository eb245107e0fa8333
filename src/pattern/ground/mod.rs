//! The ground the patterns are built on, depending on no family: the features of `n` (bits,
//! valuations, prime factors, roots, digits, …), the named sequences and yes-or-no
//! properties, and the periods of a sequence.

mod feature_table;
mod features;
mod keys;
mod periods;
mod seqs;

pub use features::{Feature, FEATURES};
pub use keys::{keys, Key};
pub use periods::preperiods;
pub use seqs::{Binary, Seq};

#[cfg(test)]
mod tests;
