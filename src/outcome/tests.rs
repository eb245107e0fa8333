//! The tests of the outcome tables against exhaustive search.

use super::*;
use crate::oracle::atcoder::remove_pairs;

#[test]
fn removal_matches_search_on_card_pairs() {
    let mut seed = 0x1234_5678_9abc_def1u64;
    for round in 0..200 {
        let n = 1 + (round % 9) as u32;
        let cards: Vec<(u64, u64)> = (0..n)
            .map(|_| {
                let v = crate::oracle::games::xorshift(&mut seed);
                (v % 3, v / 3 % 3)
            })
            .collect();
        let mut groups = Vec::new();
        for i in 0..n as usize {
            for j in i + 1..n as usize {
                if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                    groups.push(1 << i | 1 << j);
                }
            }
        }
        let wins = removal_outcomes(n, &groups);
        assert_eq!(removal_wins(n, &groups), wins[(1 << n) - 1], "{cards:?}");
        // By kind: equal cards counted together.
        let mut kinds: Vec<(u64, u64)> = cards.clone();
        kinds.sort_unstable();
        kinds.dedup();
        let counts: Vec<u32> = kinds
            .iter()
            .map(|k| cards.iter().filter(|c| *c == k).count() as u32)
            .collect();
        let mut pairs = Vec::new();
        for (k, a) in kinds.iter().enumerate() {
            for (l, b) in kinds.iter().enumerate().skip(k) {
                if a.0 == b.0 || a.1 == b.1 {
                    pairs.push((k, l));
                }
            }
        }
        assert_eq!(
            pair_removal_wins(&counts, &pairs),
            wins[(1 << n) - 1],
            "{cards:?}"
        );
        let mut game = remove_pairs(cards.clone());
        for set in 0..1u32 << n {
            assert_eq!(wins[set as usize], game.wins(&set), "{cards:?} {set:b}");
        }
    }
}
use crate::oracle::curriculum::one_each;
use crate::oracle::games::subtraction;
use rand::{rngs::StdRng, RngExt, SeedableRng};

#[test]
fn subtraction_outcomes_match_search() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..60 {
        let k = rng.random_range(1..5);
        let mut set: Vec<u64> = (0..k).map(|_| rng.random_range(1..9)).collect();
        if rng.random() {
            set.push(1);
        }
        let wins = subtraction_outcomes(40, &set);
        let mut game = subtraction(set.clone());
        for n in 0..=40u64 {
            assert_eq!(wins[n as usize], game.wins(&vec![n]), "{set:?}, n {n}");
        }
    }
    assert_eq!(subtraction_outcomes(0, &[1]), [false]);
    assert_eq!(subtraction_outcomes(3, &[0, 7]), [false; 4]);
}

/// The outcomes by the textbook table: each loss marks the heaps a take above it.
fn marking_table(n: usize, set: &[u64]) -> Vec<bool> {
    let mut wins = vec![false; n + 1];
    for i in 0..=n {
        if !wins[i] {
            for &s in set.iter().filter(|&&s| s >= 1 && s <= (n - i) as u64) {
                wins[i + s as usize] = true;
            }
        }
    }
    wins
}

#[test]
fn subtraction_wins_match_the_marking_table() {
    let mut rng = StdRng::seed_from_u64(9);
    for round in 0..40 {
        let games: Vec<(usize, Vec<u64>)> = (0..rng.random_range(1..11))
            .map(|_| {
                let top = if round % 2 == 0 { 70 } else { 700 };
                let mut set: Vec<u64> = (0..rng.random_range(0..6))
                    .map(|_| rng.random_range(0..top))
                    .collect();
                if rng.random() {
                    set.push(1);
                }
                (rng.random_range(0..3000), set)
            })
            .collect();
        let wins = subtraction_wins(&games);
        for ((n, set), got) in games.iter().zip(wins) {
            let table = marking_table(*n, set);
            assert_eq!(got, table[*n], "{set:?}, n {n}");
            assert_eq!(subtraction_outcomes(*n, set), table, "{set:?}, n {n}");
        }
    }
    assert_eq!(subtraction_wins::<Vec<u64>>(&[]), []);
    assert_eq!(
        subtraction_wins(&[(0, vec![1]), (64, vec![64]), (65, vec![65, 0])]),
        [false, true, true]
    );
    assert_eq!(
        subtraction_wins(&[(128, vec![64]), (130, vec![65])]),
        [false, false]
    );
}

#[test]
fn one_each_matches_search() {
    let mut game = one_each();
    for a in 0..5u64 {
        for b in a..5 {
            for c in b..5 {
                let heaps = vec![a, b, c];
                let want = game.wins(&heaps);
                assert_eq!(heaps.into_iter().fold(false, one_each_fold), want);
            }
        }
    }
}

#[test]
fn distinct_cards_take_the_bit_set_search() {
    // Distinct cards of a 4 × 5 grid of faces: every kind has one card, the bit-set path.
    let mut seed = 0x0f0f_1234_abcd_9876u64;
    for round in 0..120 {
        let n = 2 + round % 13;
        let mut cells: Vec<u64> = (0..20).collect();
        for i in (1..cells.len()).rev() {
            let j = (crate::oracle::games::xorshift(&mut seed) % (i as u64 + 1)) as usize;
            cells.swap(i, j);
        }
        let cards: Vec<(u64, u64)> = cells[..n].iter().map(|&c| (c / 5, c % 5)).collect();
        let mut groups = Vec::new();
        let mut pairs = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                    groups.push(1u32 << i | 1 << j);
                    pairs.push((i, j));
                }
            }
        }
        let wins = removal_outcomes(n as u32, &groups);
        let counts = vec![1u32; n];
        assert_eq!(
            pair_removal_wins(&counts, &pairs),
            wins[(1 << n) - 1],
            "{cards:?}"
        );
    }
}
