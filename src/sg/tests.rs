//! Tests of the Sprague–Grundy module against exhaustive search.

use super::*;
use crate::oracle::games::{split, subtraction};

#[test]
fn marks_across_the_words() {
    let mut wide = vec![true; 5]; // stale from an earlier use: cleared
    for set in [
        vec![],
        vec![0, 1, 2],
        (0..64).collect(),
        (0..130).collect(),
        (0..200).filter(|&v| v != 150).collect::<Vec<u32>>(),
    ] {
        let mut m = Marks::new(&mut wide);
        set.iter().for_each(|&v| m.mark(v));
        assert_eq!(
            u64::from(m.mex()),
            mex(set.iter().map(|&v| u64::from(v))),
            "{set:?}"
        );
    }
}

#[test]
fn mex_basics() {
    assert_eq!(mex([1, 2, 3]), 0);
    assert_eq!(mex([0, 2]), 1);
    assert_eq!(mex([u64::MAX, 0]), 1);
    assert_eq!(mex((0..100).rev()), 100);
}

#[test]
fn subtraction_values_match_search() {
    for set in [
        vec![1],
        vec![2, 5],
        vec![1, 3, 4],
        vec![3, 7, 9],
        vec![2, 4, 7, 12],
    ] {
        let mut game = subtraction(set.clone());
        let mut g = Subtraction::new(set.clone());
        for n in 0..60 {
            assert_eq!(g.grundy(n), Some(game.grundy(&vec![n])), "{set:?} n={n}");
        }
    }
}

#[test]
fn subtraction_outcomes_of_sums_match_search() {
    for set in [vec![2, 5], vec![1, 3, 4], vec![3, 4]] {
        let mut game = subtraction(set.clone());
        let mut g = Subtraction::new(set.clone());
        for a in 0..14 {
            for b in a..14 {
                for c in b..14 {
                    let s = g.grundy(a).unwrap() ^ g.grundy(b).unwrap() ^ g.grundy(c).unwrap();
                    assert_eq!(s != 0, game.wins(&vec![a, b, c]), "{set:?} {a} {b} {c}");
                }
            }
        }
    }
}

#[test]
fn periods_extend_the_table_exactly() {
    // Compare values past the point where the period was found with a directly filled table.
    for set in [
        vec![2, 5],
        vec![3, 8, 9],
        vec![1, 2, 4, 8, 16],
        vec![5, 11, 13, 100],
    ] {
        let mut big = Subtraction::new(set.clone());
        assert!(big.grundy(u64::MAX).is_some(), "{set:?}: no period found");
        let (start, len) = big.period.unwrap();
        let mut direct = Subtraction::new(set.clone());
        let far = start + 5 * len + 20_000;
        direct.fill(far);
        for n in (0..far).step_by(7) {
            assert_eq!(big.grundy(n), direct.grundy(n), "{set:?} n={n}");
        }
    }
}

#[test]
fn huge_take_sizes_beyond_the_table_are_refused_not_guessed() {
    let mut g = Subtraction::new([1, TABLE_LIMIT]);
    assert_eq!(g.grundy(5), Some(1));
    assert_eq!(g.grundy(TABLE_LIMIT * 3), None);
    // A take size beyond every pile asked about does not hide the others' period, but the
    // period stops where that size becomes usable.
    let mut g = Subtraction::new([2, 5, u64::MAX]);
    assert_eq!(
        g.grundy(u64::MAX - 1),
        Subtraction::new([2, 5]).grundy(u64::MAX - 1)
    );
    assert_eq!(g.grundy(u64::MAX), None);
    let mut g = Subtraction::new([1, 1 << 40]);
    assert_eq!(g.grundy((1 << 40) - 1), Some(1));
    assert_eq!(g.grundy(1 << 40), None);
    let mut none = Subtraction::new([]);
    assert_eq!(none.grundy(u64::MAX), Some(0));
    let mut zero = Subtraction::new([0, 0, 1]);
    assert_eq!(zero.grundy(u64::MAX), Some(1));
}

#[test]
fn split_values_match_definition_and_search() {
    // Definition: g(x) = mex { g(i) XOR g(j) : i, j < x }.
    let mut g: Vec<u128> = Vec::new();
    for x in 0..400u64 {
        let mut seen = vec![false; 2048];
        for i in 0..g.len() {
            for j in i..g.len() {
                seen[(g[i] ^ g[j]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u128);
        assert_eq!(split_grundy(x), g[x as usize], "x={x}");
    }
    let mut game = split();
    for a in 0..6u64 {
        for b in a..6 {
            for c in b..6 {
                let s = split_grundy(a) ^ split_grundy(b) ^ split_grundy(c);
                let p: Vec<u64> = [a, b, c].into_iter().filter(|&x| x > 0).collect();
                assert_eq!(s != 0, game.wins(&p), "{a} {b} {c}");
            }
        }
    }
    assert_eq!(split_grundy(u64::MAX), 2 * u128::from(u64::MAX - 1)); // 63 ones: odd count
}
