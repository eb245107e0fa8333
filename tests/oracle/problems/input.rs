//! The oracle's reading of an input: tokens as the binaries define them.

/// Whitespace as the binaries define it (ASCII whitespace including vertical tab, and a
/// byte-order mark that starts the input).
pub(super) fn tokens(input: &str) -> impl Iterator<Item = &str> {
    input
        .strip_prefix('\u{feff}')
        .unwrap_or(input)
        .split(|c: char| c.is_ascii_whitespace() || c == '\x0b')
        .filter(|w| !w.is_empty())
}

pub struct Input<'a>(Box<dyn Iterator<Item = &'a str> + 'a>);

impl<'a> Input<'a> {
    pub(super) fn new(input: &'a str) -> Self {
        Input(Box::new(tokens(input)))
    }

    pub fn try_u64(&mut self) -> Option<u64> {
        self.0
            .next()
            .map(|w| w.parse().expect("oracle inputs are valid"))
    }

    pub fn u64(&mut self) -> u64 {
        self.try_u64().expect("oracle inputs are complete")
    }

    /// The next token, as text.
    pub fn token(&mut self) -> &'a str {
        self.0.next().expect("oracle inputs are complete")
    }

    /// The tokens left, as text.
    pub fn rest(&mut self) -> Vec<&'a str> {
        self.0.by_ref().collect()
    }

    pub fn list(&mut self, n: u64) -> Vec<u64> {
        (0..n).map(|_| self.u64()).collect()
    }
}

pub fn word(win: bool, yes: &str, no: &str, out: &mut String) {
    out.push_str(if win { yes } else { no });
    out.push('\n');
}

pub fn small(piles: &[u64], len: usize, below: u64) -> bool {
    piles.len() <= len && piles.iter().all(|&p| p < below)
}

pub(super) fn mex(mut values: Vec<u64>) -> u64 {
    values.sort_unstable();
    values.dedup();
    values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(values.len() as u64, |(i, _)| i as u64)
}
