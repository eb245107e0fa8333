//! Delete every copy of one letter from a word; the word falls apart into the pieces between the
//! copies, each a word of its own. Whoever cannot delete loses. Used by Codeforces 1037G (A Game
//! on Strings).
//!
//! Every word ever played on is a substring of the first, so only intervals `s[l..=r]` have
//! values, and a set of words is worth the xor of its words. Deleting c from an interval leaves
//! a head (from l to its first c), gaps (between consecutive c's) and a tail (from its last c to
//! r). The gaps are fixed pieces of s: a xor along the copies of each letter sums any run of them
//! in one look-up, folded into the head and tail values. A head is set by its start and letter,
//! a tail by its end and letter, so an interval's value is a mex over its letters of two table
//! entries. The tables are filled from the last start back to the first: at start i, the heads
//! shortest first, then the tails that start at i (those after a copy of `s[i − 1]`). Every piece
//! they need is shorter, or starts later. A word with k letters is worth at most k ≤ 26, so every
//! xor of values is below 32.

/// The values of all the intervals of a word, answered in O(26) each.
pub struct DeleteLetter {
    /// `next[i][c]`: the first copy of letter c at or after i (the length if none).
    next: Vec<[u32; 26]>,
    /// `head[i][c]`: the value of `s[i..next[i][c]]`, xor the gaps from there to c's last copy.
    head: Vec<[u8; 26]>,
    /// `tail[j][c]`: the value of what follows the last c up to j, xor the gaps from that c on.
    tail: Vec<[u8; 26]>,
}

/// The mex of `head[c] ^ tail[c]` over the letters c.
fn mex(head: &[u8; 26], tail: &[u8; 26], letters: &[usize]) -> u8 {
    let seen = letters
        .iter()
        .fold(0u32, |seen, &c| seen | 1 << (head[c] ^ tail[c]));
    (!seen).trailing_zeros() as u8
}

impl DeleteLetter {
    /// The tables for the word `s`.
    ///
    /// # Constraints
    /// Every byte in `b'a'..=b'z'`; fewer than 2^32 letters.
    ///
    /// # Complexity
    /// O(26² · n) time at most (26 · n heads and at most 26 · n tails, each a mex over at most 26
    /// letters) and 157 bytes of memory per letter.
    ///
    /// # Example
    /// ```
    /// use impartial::strings::delete_letter::DeleteLetter;
    /// let game = DeleteLetter::new(b"aaccbdb");
    /// assert_eq!(game.value(4, 6), 2); // bdb: delete d for b, b; delete b for d
    /// assert_eq!(game.value(2, 3), 1); // cc
    /// ```
    pub fn new(s: &[u8]) -> Self {
        let n = s.len();
        assert!(n < u32::MAX as usize, "fewer than 2^32 letters");
        let letter = |i: usize| usize::from(s[i] - b'a');
        let mut next = vec![[0u32; 26]; n];
        let mut head = vec![[0u8; 26]; n];
        let mut tail = vec![[0u8; 26]; n];
        // gaps[p]: the xor of the gaps between copy p of its letter and the later copies.
        let mut gaps = vec![0u8; n];
        // The first copy of each letter at or after i, and the letters by it (nearest first).
        let mut near = [n as u32; 26];
        let mut order = [0usize; 26];
        for (c, o) in order.iter_mut().enumerate() {
            *o = c;
        }
        for i in (0..n).rev() {
            let c = letter(i);
            if (near[c] as usize) < n {
                gaps[i] = head[i + 1][c];
            }
            tail[i][c] = gaps[i]; // nothing after this c
            near[c] = i as u32;
            let k = order.iter().position(|&x| x == c).unwrap_or(0);
            order.copy_within(0..k, 1);
            order[0] = c;
            next[i] = near;
            // Heads: s[i..near[order[k]]] holds exactly the letters order[..k].
            let mut h = [0u8; 26];
            for k in 0..26 {
                let e = order[k];
                let end = near[e] as usize;
                if end == n {
                    break;
                }
                let v = if k == 0 {
                    0
                } else {
                    mex(&h, &tail[end - 1], &order[..k])
                };
                h[e] = v ^ gaps[end];
            }
            head[i] = h;
            // Tails of the intervals s[i..=j] with no copy of d = s[i - 1] in them.
            if i > 0 {
                let d = letter(i - 1);
                let end = near[d] as usize;
                let before = if end < n { h[d] } else { 0 }; // gaps[i - 1]
                let mut k = 0;
                for (j, row) in (i..).zip(&mut tail[i..end]) {
                    // Stops at d at the latest, as near[d] > j.
                    while near[order[k]] as usize <= j {
                        k += 1;
                    }
                    row[d] = mex(&h, row, &order[..k]) ^ before;
                }
            }
        }
        DeleteLetter { next, head, tail }
    }

    /// The value of the game on `s[l..=r]` (0-based, inclusive).
    ///
    /// # Constraints
    /// `l ≤ r < n`.
    ///
    /// # Complexity
    /// O(26).
    ///
    /// # Example
    /// ```
    /// use impartial::strings::delete_letter::DeleteLetter;
    /// let game = DeleteLetter::new(b"abcab");
    /// assert_eq!(game.value(0, 4), 2); // c leaves ab, ab (0); a leaves bc, b and b a, ca (1)
    /// assert_eq!(game.value(1, 2), 0); // bc: either letter leaves one letter
    /// ```
    pub fn value(&self, l: usize, r: usize) -> u8 {
        assert!(l <= r && r < self.next.len(), "an interval of the word");
        let (next, head, tail) = (&self.next[l], &self.head[l], &self.tail[r]);
        let seen = (0..26)
            .filter(|&c| next[c] as usize <= r)
            .fold(0u32, |seen, c| seen | 1 << (head[c] ^ tail[c]));
        (!seen).trailing_zeros() as u8
    }

    /// Whether the player to move wins the game on `s[l..=r]` (0-based, inclusive).
    ///
    /// # Constraints
    /// `l ≤ r < n`.
    ///
    /// # Complexity
    /// O(26).
    ///
    /// # Example
    /// ```
    /// use impartial::strings::delete_letter::DeleteLetter;
    /// let game = DeleteLetter::new(b"aaab");
    /// assert!(game.first_wins(0, 1)); // aa: delete a
    /// assert!(!game.first_wins(0, 3)); // aaab: either move leaves one word of value 1
    /// ```
    pub fn first_wins(&self, l: usize, r: usize) -> bool {
        self.value(l, r) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The value of a word by every deletion, the pieces cut out of the word itself.
    fn search(t: &[u8], memo: &mut HashMap<Vec<u8>, u8>) -> u8 {
        if let Some(&v) = memo.get(t) {
            return v;
        }
        let mut seen = Vec::new();
        for c in b'a'..=b'z' {
            if t.contains(&c) {
                let pieces: Vec<&[u8]> = t.split(|&b| b == c).filter(|p| !p.is_empty()).collect();
                seen.push(pieces.iter().fold(0, |x, p| x ^ search(p, memo)));
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(t.to_vec(), v);
        v
    }

    fn check(s: &[u8], memo: &mut HashMap<Vec<u8>, u8>) {
        let game = DeleteLetter::new(s);
        for l in 0..s.len() {
            for r in l..s.len() {
                let v = search(&s[l..=r], memo);
                assert_eq!(game.value(l, r), v, "{:?} {} {}", s, l, r);
                assert_eq!(game.first_wins(l, r), v != 0);
            }
        }
    }

    #[test]
    fn matches_search_on_every_short_word() {
        // Every word of up to 7 letters over {a, b, c}, every interval.
        let mut memo = HashMap::new();
        for len in 1..=7u32 {
            for code in 0..3u32.pow(len) {
                let s: Vec<u8> = (0..len)
                    .map(|i| b'a' + (code / 3u32.pow(i) % 3) as u8)
                    .collect();
                check(&s, &mut memo);
            }
        }
    }

    #[test]
    fn matches_search_on_random_words() {
        // xorshift64*: words of up to 14 letters over 4 to 26 letters, and a few up to 40.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut below = |n: u64| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            state.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
        };
        let mut memo = HashMap::new();
        for round in 0..3000 {
            let letters = 4 + below(23);
            let len = 1 + below(if round % 10 == 0 { 40 } else { 14 });
            let s: Vec<u8> = (0..len).map(|_| b'a' + below(letters) as u8).collect();
            check(&s, &mut memo);
        }
    }

    #[test]
    fn empty_and_long_words() {
        assert!(DeleteLetter::new(b"").next.is_empty());
        // Values stay within the letters present on long words.
        let s: Vec<u8> = (0..5000u32).map(|i| b'a' + (i * i % 26) as u8).collect();
        let game = DeleteLetter::new(&s);
        assert!((0..4990).all(|l| game.value(l, l + 9) <= 10));
    }
}
