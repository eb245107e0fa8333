//! Split a heap into near-equal heaps. Used by Luogu P3235.
//!
//! Splitting a heap into near-equal heaps (Luogu P3235 \[HNOI2014\] 江南乐): a move takes a heap
//! of at least F stones, picks `2 ≤ M ≤ x` and splits it into M heaps as equal as possible
//! (sizes differing by at most one); whoever cannot move (every heap below F) loses.
//!
//! **What a split is worth.** Splitting x into M heaps of quotient `i = ⌊x/M⌋` leaves
//! `r = x − iM` heaps of `i + 1` and `M − r` of i; equal heaps cancel in pairs, and the parities
//! of r and M − r follow from those of x, M and i alone:
//! - x even: M even leaves nothing (worth 0); M odd leaves one heap, the even one of i, i + 1.
//! - x odd: M odd leaves one heap, the odd one of i, i + 1; M even leaves one of each.
//!
//! So an even heap's options are 0 and values of even heaps only.
//!
//! **Why F ≤ 2 is simple** (the tables accepted solutions write down). For F ≤ 2 an even heap
//! x ≥ 2 is worth `⌊log₃ x⌋ + 1` ([`even_heap`]). By induction: if `3^k ≤ x < 3^(k+1)`, the odd
//! M are at least 3, so every even part is at most `x/3 < 3^k` and worth at most k; and
//! `M = 3^j` (j = 1..k) leaves the even one of `⌊x/3^j⌋, ⌊x/3^j⌋ + 1`, which lies in
//! `[3^(k−j), 3^(k−j+1))` and is worth `k − j + 1`: with the 0 of M = 2, every value up to k
//! is an option and none above. An odd heap's options are an odd part's value, alone or with
//! an even part's. The odd values come in few runs (211 to 10^5); `cargo impartial pattern`
//! finds the even rule and says "none found" for the odd runs.
//!
//! **How [`values`] runs.** It sweeps x upwards keeping, for each parity of x, the multiset of
//! option values, one per split M (every M from x = M on). M's worth changes only when its
//! quotient reaches a b with `g(b − 1) ≠ g(b + 1)` (the only heaps a quotient step trades), at
//! x = bM: those steps are queued in a timer wheel when `g(b + 1)` is found. The quotients
//! from one such b to the next are worth the same, and once x is past `2se/(e − s)` for such
//! a band `[s, e)`, `⌊x/s⌋ − ⌊x/e⌋ ≥ 2`: its worth is on offer with both parities of M for
//! good, counted once. So only the splits above a frontier band are tracked, each from
//! x = sM, and a band settles as soon as it can. Between steps nothing changes and each heap
//! is worth the heap two below it. For F = 1 to 10^5: 2 500 heaps looked at and 3 800 steps
//! (0.2 ms), against 2√x options for every x in the textbook way.

mod wheel;

use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)
use wheel::{Options, Wheel};

/// `g(0..=max)` for the threshold `f`.
///
/// # Constraints
/// `f ≥ 1` (0 plays as 1); `max < 2^28`, where values still fit 16 bits (a heap has fewer
/// than `2√x` quotients, each giving at most two option values); memory 2 bytes a heap.
///
/// # Complexity
/// O(max) to fill the table, and at most `Σ min(max/b, 2b)` steps over the quotients b where
/// the worth of a split changes (`2b` below `√max`, `max/b` above): O(max log max) at
/// most; 0.2 ms for F = 1 and max = 10^5, the slowest F there.
///
/// # Example
/// ```
/// let g = impartial::split::near_equal::values(5, 3);
/// // Luogu's sample with F = 3: heaps 1 and 2 lose, 3 and 5 win.
/// assert_eq!((g[1], g[2]), (0, 0));
/// assert!(g[3] != 0 && g[5] != 0);
/// ```
pub fn values(max: usize, f: usize) -> Vec<u16> {
    let mut g = vec![0u16; max.max(2) + 2];
    // Two heaps of 1 are worth 0.
    g[2] = u16::from(f <= 2);
    // Options of an even heap and of an odd heap.
    let (mut even, mut odd) = (Options::default(), Options::default());
    let mut steps = Wheel::new(max);
    // Quotients below `s` are settled: each on offer with both parities of M for good. The
    // splits into M ≤ x/s are tracked one by one, each joining at x = sM; quotients from s to
    // the next b that trades values (`end`, once found) are worth the same, and settle together.
    // `s` is NONE after a settling until the next such b is found. M = 2 is tracked from x = 3
    // on with quotient 1.
    let (mut s, mut end, mut settle_at, mut join_at) = (1, None, 4, 3);
    let w = worth(&g, 1, false);
    even.add(w.0);
    odd.add(w.1);
    // The first heap worth what the heap two below it is, when nothing happens in between.
    let f2 = f.saturating_add(2);
    let (mut x, mut was_busy) = (3, true);
    while x <= max {
        let due = steps.due(x); // first: it moves a block into the ring
        let busy = due || x == join_at || x == settle_at;
        // The other parity's options before x: if they come out the same, x + 1 is worth
        // what x − 1 is.
        let other = if x % 2 == 1 { &even } else { &odd };
        let before = other.present[0];
        if busy {
            while let Some([even_old, even_new, odd_old, odd_new]) = steps.pop(x, s) {
                // Quotient b − 1 → b for a tracked split.
                even.swap(even_old, even_new);
                odd.swap(odd_old, odd_new);
            }
            if x == join_at {
                let w = worth(&g, s, (x / s) % 2 == 1);
                even.add(w.0);
                odd.add(w.1);
                join_at += s;
            }
            if x == settle_at {
                // Every M with a quotient from s to `end` untracked: their worth is on offer
                // with both parities of M from here on.
                let low = end.map_or(0, |e| x / e);
                for m in (low + 1).max(2)..=x / s {
                    let w = worth(&g, s, m % 2 == 1);
                    even.remove(w.0);
                    odd.remove(w.1);
                }
                for w in [worth(&g, s, true), worth(&g, s, false)] {
                    even.add(w.0);
                    odd.add(w.1);
                }
                match end {
                    Some(e) => {
                        s = e;
                        end = steps.after(e);
                        settle_at = settling(s, end, x);
                        join_at = (x / s + 1) * s;
                    }
                    None => {
                        s = NONE;
                        settle_at = NONE;
                        join_at = NONE;
                    }
                }
            }
        }
        if x >= f && (busy || was_busy || x < f2) {
            let v = if x % 2 == 1 { odd.mex() } else { even.mex() };
            g[x] = u16::try_from(v).expect("fewer than 2^16 options below 2^28");
            // Quotient b = x − 1 trades g(b − 1) for g(b + 1): a step for each tracked M
            // unless they agree.
            let b = x - 1;
            if g[b - 1] != g[b + 1] {
                let (o0, n0) = (worth(&g, b - 1, true), worth(&g, b, true));
                let (o1, n1) = (worth(&g, b - 1, false), worth(&g, b, false));
                steps.add(b, [[o1.0, n1.0, o1.1, n1.1], [o0.0, n0.0, o0.1, n0.1]]);
                if s == NONE {
                    s = b;
                    settle_at = settling(b, None, x);
                    join_at = 2 * b;
                } else if end.is_none() {
                    end = Some(b);
                    settle_at = settling(s, end, x);
                }
            }
        } else if x >= f {
            g[x] = g[x - 2];
        }
        // The next heap where something happens, or whose options changed at x; the heaps
        // between are worth what the heap two below is (0 below F).
        let other = if x % 2 == 1 { &even } else { &odd };
        let changed = busy && (other.present[0] != before || before == !0);
        let next = if changed && x + 1 >= f {
            x + 1
        } else {
            let n = steps.next_due(x + 1).min(join_at).min(settle_at);
            if x + 1 < f2 {
                n.min(f.max(x + 1))
            } else {
                n
            }
        }
        .min(max + 1);
        if x + 1 >= f2 && next > x + 1 {
            let (a, b) = (g[x - 1], g[x]);
            let mut pairs = g[x + 1..next].chunks_exact_mut(2);
            for pair in &mut pairs {
                pair.copy_from_slice(&[a, b]);
            }
            if let [last] = pairs.into_remainder() {
                *last = a;
            }
        }
        was_busy = changed && next == x + 1;
        x = next;
    }
    g.truncate(max + 1);
    g
}

/// The value of an even heap `x ≥ 2` when F ≤ 2: `⌊log₃ x⌋ + 1` (proof in the module notes).
///
/// # Constraints
/// x even, `x ≥ 2`, threshold F = 1 or 2.
///
/// # Complexity
/// O(log x).
///
/// # Example
/// ```
/// use impartial::split::near_equal::{even_heap, values};
/// assert_eq!(even_heap(8), 2);
/// assert_eq!(even_heap(10), 3);
/// assert_eq!(values(10, 1)[10], 3);
/// ```
pub fn even_heap(x: u64) -> u32 {
    let (mut m, mut k) = (x.max(1) / 3, 1);
    while m > 0 {
        m /= 3;
        k += 1;
    }
    k
}

/// No frontier, settling or join yet.
const NONE: usize = usize::MAX;

/// When the quotients from s up to `end` (exclusive; not yet found if None) have splits of
/// both parities of M for good, found at x: `⌊y/s⌋ − ⌊y/e⌋ > y(e − s)/(se) − 1 ≥ 1` once
/// `y ≥ 2se/(e − s)`; an e not found by y is at least y − 1, which `y = 3s + 1` covers.
fn settling(s: usize, end: Option<usize>, x: usize) -> usize {
    let at = match end {
        Some(e) => (2 * s * e + (e - s - 1)) / (e - s),
        None => 3 * s + 1,
    };
    at.max(x + 1)
}

/// What a split into M parts of quotient i is worth to an even heap and to an odd one.
fn worth(g: &[u16], i: usize, m_odd: bool) -> (u32, u32) {
    let (e, o) = (u32::from(g[(i + 1) & !1]), u32::from(g[i | 1]));
    if m_odd {
        (e, o)
    } else {
        (0, o ^ e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values by trying every split of every heap (r heaps of i + 1 and m − r of i, each
    /// kind counted mod 2).
    fn searched(max: usize, f: usize) -> Vec<u16> {
        let mut g = vec![0u16; max + 1];
        for x in f.max(1)..=max {
            let mut seen = vec![false; 2 * x + 4];
            for m in 2..=x {
                let (i, r) = (x / m, x % m);
                let big = if r % 2 == 1 { g[i + 1] } else { 0 };
                let small = if (m - r) % 2 == 1 { g[i] } else { 0 };
                seen[(big ^ small) as usize] = true;
            }
            g[x] = seen.iter().position(|&s| !s).unwrap() as u16;
        }
        g
    }

    #[test]
    fn matches_every_split_tried() {
        for f in 1..8 {
            assert_eq!(values(400, f), searched(400, f), "F = {f}");
        }
        // Past the settling point (2976), where only the splits into few parts are tracked.
        for f in [1, 2, 3, 5, 40, 3000] {
            assert_eq!(values(3400, f), searched(3400, f), "F = {f}");
        }
    }

    /// The textbook way: for each x, the first two M of each run of equal `⌊x/M⌋`.
    fn by_runs(max: usize, f: usize) -> Vec<u16> {
        let mut g = vec![0u16; max + 2];
        let mut seen = vec![usize::MAX; 1 << 12];
        for x in f.max(2)..=max {
            let mut m = 2;
            while m <= x {
                for m in m..=(m + 1).min(x) {
                    let (i, r) = (x / m, x % m);
                    let big = if r % 2 == 1 { g[i + 1] } else { 0 };
                    let small = if (m - r) % 2 == 1 { g[i] } else { 0 };
                    seen[usize::from(big ^ small)] = x;
                }
                m = x / (x / m) + 1;
            }
            g[x] = (0..).find(|&v| seen[v] != x).unwrap() as u16;
        }
        g.truncate(max + 1);
        g
    }

    #[test]
    fn matches_the_textbook_way_far_out() {
        // Blocks of the wheel, joins and settlings meet at many x here (a join at the start of
        // a block once lost that block's steps).
        for f in [1, 100, 4321] {
            assert_eq!(values(100_000, f), by_runs(100_000, f), "F = {f}");
        }
    }

    #[test]
    fn every_length_is_a_prefix() {
        for f in [1, 2, 3, 9] {
            let whole = values(3000, f);
            for max in (0..40).chain([215, 216, 217, 2519, 2520, 2521]) {
                assert_eq!(values(max, f)[..], whole[..=max], "max = {max}, F = {f}");
            }
        }
    }

    #[test]
    fn even_heaps_below_three_are_powers_of_three() {
        let g = values(100_000, 1);
        assert_eq!(g, values(100_000, 2));
        for x in (2..=100_000).step_by(2) {
            assert_eq!(u32::from(g[x]), even_heap(x as u64), "x = {x}");
        }
        assert_eq!(even_heap(u64::MAX - 1), 41);
        // No heap can move: all zero, whatever F.
        assert!(values(50, usize::MAX).iter().all(|&v| v == 0));
    }
}
