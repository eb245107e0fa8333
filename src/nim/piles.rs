//! [`Piles`]: the pile sizes of a Nim position, in 4 bytes each while every one fits in 32 bits.

/// Pile sizes in order, 4 bytes each while all fit in a u32 (judge data usually does: half the
/// memory of a `Vec<u64>`, and half the page faults), else 8: the first pile that does not fit
/// moves all of them to 8 bytes each.
///
/// # Complexity
/// `push`, `get` and `set` are O(1) amortized; widening (at most once) is O(len).
///
/// # Example
/// ```
/// use impartial::nim::Piles;
/// let mut p = Piles::with_capacity(2);
/// p.extend_from_slice(&[7, u64::MAX]);
/// p.set(0, 8);
/// assert_eq!(p.iter().collect::<Vec<_>>(), [8, u64::MAX]);
/// assert_eq!((p.len(), p.get(1), p.is_empty()), (2, Some(u64::MAX), false));
/// ```
#[derive(Clone, Debug)]
pub enum Piles {
    /// All piles below 2^32.
    Narrow(Vec<u32>),
    /// Any piles.
    Wide(Vec<u64>),
}

impl Piles {
    /// No piles, with room for `n` of them reserved, but at most 2^24 up front: a claimed
    /// count of 10^18 costs memory only as piles are pushed.
    pub fn with_capacity(n: u64) -> Self {
        Piles::Narrow(Vec::with_capacity(n.min(1 << 24) as usize))
    }

    /// The piles in 8 bytes each from now on.
    #[cold]
    fn wide(&mut self) -> &mut Vec<u64> {
        if let Piles::Narrow(v) = self {
            *self = Piles::Wide(v.iter().map(|&x| u64::from(x)).collect());
        }
        match self {
            Piles::Wide(w) => w,
            Piles::Narrow(_) => unreachable!("just widened"),
        }
    }

    /// Appends `v`.
    pub fn push(&mut self, v: u64) {
        self.extend_from_slice(&[v]);
    }

    /// Appends `values`, a chunk that fits in u32 in one pass.
    #[inline]
    pub fn extend_from_slice(&mut self, values: &[u64]) {
        match self {
            // One pass that does not branch per value: does any need 8 bytes?
            Piles::Narrow(n) if values.iter().fold(0, |m, &v| m | v) >> 32 == 0 => {
                n.extend(values.iter().map(|&v| v as u32))
            }
            Piles::Wide(w) => w.extend_from_slice(values),
            Piles::Narrow(_) => self.wide().extend_from_slice(values),
        }
    }

    /// Number of piles.
    pub fn len(&self) -> usize {
        match self {
            Piles::Narrow(n) => n.len(),
            Piles::Wide(w) => w.len(),
        }
    }

    /// Whether there are no piles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The pile at `i`.
    pub fn get(&self, i: usize) -> Option<u64> {
        match self {
            Piles::Narrow(n) => n.get(i).map(|&x| u64::from(x)),
            Piles::Wide(w) => w.get(i).copied(),
        }
    }

    /// Replaces the pile at `i`; panics if there is none.
    pub fn set(&mut self, i: usize, v: u64) {
        match self {
            Piles::Narrow(n) if v >> 32 == 0 => n[i] = v as u32,
            Piles::Wide(w) => w[i] = v,
            Piles::Narrow(_) => self.wide()[i] = v,
        }
    }

    /// The piles in order.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        let (narrow, wide) = match self {
            Piles::Narrow(n) => (&n[..], &[][..]),
            Piles::Wide(w) => (&[][..], &w[..]),
        };
        let wide = wide.iter().copied();
        narrow.iter().map(|&x| u64::from(x)).chain(wide)
    }
}

#[cfg(test)]
mod tests {
    use super::Piles;

    #[test]
    fn piles_widen_once_and_keep_order() {
        let values: Vec<u64> = (0..1000).map(|i| (i * 4_000_000_007) >> (i % 40)).collect();
        let (mut p, mut chunked) = (Piles::with_capacity(u64::MAX), Piles::with_capacity(0));
        values.iter().for_each(|&v| p.push(v));
        chunked.extend_from_slice(&values[..500]);
        chunked.extend_from_slice(&values[500..]);
        assert!(matches!(p, Piles::Wide(_)) && p.iter().eq(values.iter().copied()));
        assert!(chunked.iter().eq(p.iter()));
        let mut q = Piles::with_capacity(1);
        q.push(5);
        q.set(0, 3);
        assert!(matches!(q, Piles::Narrow(_)) && q.len() == 1 && q.get(0) == Some(3));
        q.set(0, 1 << 40);
        assert!(matches!(q, Piles::Wide(_)) && q.get(0) == Some(1 << 40) && q.get(1).is_none());
    }
}
