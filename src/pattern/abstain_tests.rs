//! What the finder says where it claims nothing: the nearest candidate and the length that
//! would settle it, or that nothing fits.

use super::*;

/// What the command prints after `pattern: none found`: the nearest candidate and the length
/// that would settle it, or that the table is too short for any claim.
#[test]
fn why_none_was_found() {
    // Codeforces 1370C's 12-value win table: parity fits, on too few values (and is wrong at
    // 12).
    let why = search(&[0, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1]).unwrap_err();
    assert_eq!(
        why.line,
        "nearest: G(n) = 1 if n ≡ 1 (mod 2), else 0, for n ≥ 3; G(0..3) = 0 0 1; 4 periods of 2 \
         past n = 3, 8 needed: print at least 37 values"
    );
    // The advice is exact where the table goes on as the candidate says: 37 values settle it.
    let mut g: Vec<u64> = vec![0, 0, 1];
    g.extend((3..37).map(|n| n % 2));
    assert!(search(&g[..36]).is_err());
    assert!(search(&g).is_ok());
    // A step feature confirms a block at a time: move to ⌊n/4⌋ (lose where ⌊log₂ n⌋ mod 4
    // is 2 or 3) asks, at 500 values, for the length that settles it, not a few more.
    let mut g = vec![0u64];
    for n in 1..2000 {
        g.push(u64::from(g[n / 4] == 0));
    }
    let need = search(&g[..500]).unwrap_err().need.expect("a length");
    assert!(search(&g[..need - 1]).is_err());
    assert!(search(&g[..need]).is_ok(), "{need}");
    // Two descriptions, the smaller refused: move to any y with ⌊n/8⌋ ≤ y ≤ ⌊n/2⌋. From 67
    // values ⌊log₂ n⌋ − 3 (after a head of 8) fits, and so does T[⌊log₂ n⌋ mod 4]; they
    // part at 128, where the values start over.
    let mut g: Vec<u64> = Vec::new();
    for n in 0..300usize {
        let seen: Vec<u64> = (n / 8..=n / 2).filter(|&y| y < n).map(|y| g[y]).collect();
        g.push(crate::sg::mex(seen));
    }
    let why = search(&g[..67]).unwrap_err();
    assert!(why.line.contains("part at n = 128"), "{}", why.line);
    assert_eq!(why.need, Some(129));
    let found = search(&g[..129]).unwrap();
    assert!(
        found.words().contains("⌊log₂ n⌋ ≡ 3 (mod 4)"),
        "{}",
        found.words()
    );
    assert!((0..300).all(|n| found.pattern.at(n as u64) == Some(g[n])));
    let why = search(&[1, 0, 1]).unwrap_err();
    assert!(why.line.starts_with("too short: 3 values"), "{}", why.line);
    // Grundy's game: nothing fits; its last values are no period either.
    let g: Vec<u64> = crate::split::unequal::values(400)
        .iter()
        .map(|&v| v.into())
        .collect();
    let why = search(&g).unwrap_err();
    assert!(why.line.starts_with("nothing fits"), "{}", why.line);
    // A period whose head changed twice: the table must reach past the next change.
    let g: Vec<u64> = (0..300u64)
        .map(|n| match n {
            0..=20 => (n * 7 + 3) % 5 % 3,
            21..=104 => n % 3,
            _ => (n + 1) % 3,
        })
        .collect();
    let why = search(&g).unwrap_err();
    assert!(
        why.line.contains("changed at n = 21 and n = 105"),
        "{}",
        why.line
    );
    // --from: the table starts at G(1).
    let g: Vec<u64> = (1..300u64).map(|n| n & n.wrapping_neg()).collect();
    let found = search_from(&g, 1).unwrap();
    assert_eq!(found.words(), "G(n) = lowbit(n), for n ≥ 1");
    assert_eq!(
        (found.pattern.at(0), found.pattern.at(96)),
        (None, Some(32))
    );
}
