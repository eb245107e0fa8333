//! The periods of a sequence, all at once.

/// For each period `p` (index `p`, from 1), the least `pre` with `x[i] = x[i + p]` for
/// every `i ≥ pre`: the Z-function of `x` reversed (the longest common prefix of the
/// reversed sequence and itself shifted by `p`), O(len) for all periods together.
pub fn preperiods<T: PartialEq>(x: &[T]) -> Vec<usize> {
    let n = x.len();
    let r = |j: usize| &x[n - 1 - j];
    let mut z = vec![0usize; n];
    let (mut left, mut right) = (0, 0);
    for p in 1..n {
        let mut k = if p < right {
            z[p - left].min(right - p)
        } else {
            0
        };
        while p + k < n && r(k) == r(p + k) {
            k += 1;
        }
        if p + k > right {
            left = p;
            right = p + k;
        }
        z[p] = k;
    }
    (0..n).map(|p| n.saturating_sub(p + z[p])).collect()
}
