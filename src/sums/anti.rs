//! Anti-SG: sums under misère play. Used by no judge problem directly.
//!
//! Anti-SG: sums of games under misère play (whoever cannot move *wins*), beyond Nim.
//!
//! The SJ theorem (Jia Zhihao, 2009): in an anti-SG game where the game also ends as soon as
//! every component has Grundy value 0, the first player wins iff either
//!
//! - the Grundy value of the sum is not 0 and some component has a value above 1, or
//! - the Grundy value of the sum is 0 and no component has a value above 1.
//!
//! In games where only terminal positions have value 0 (Nim, and every game whose value-0
//! positions are exactly its ends) the extra ending rule changes nothing, and the theorem is
//! misère Nim's rule ([`crate::nim::misere_first_wins`]) for any such components.

/// Whether the first player wins the anti-SG sum of components with these Grundy values.
///
/// # Complexity
/// O(number of components).
///
/// # Example
/// ```
/// use impartial::sums::anti::first_wins;
/// assert!(first_wins([1, 1]));     // two single moves: the opponent is left the last
/// assert!(!first_wins([1]));
/// assert!(first_wins([2, 1]));     // sum 3, a component above 1
/// assert!(!first_wins([3, 2, 1])); // sum 0, a component above 1
/// ```
pub fn first_wins(grundy: impl IntoIterator<Item = u64>) -> bool {
    let (sum, big) = grundy
        .into_iter()
        .fold((0, false), |(s, big), g| (s ^ g, big || g > 1));
    (sum != 0) == big
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::anti_sum;
    use crate::oracle::games::Game;

    /// Take 1, 3 or 4: pile 2 has value 0 but a move (to 1), so the SJ ending rule matters.
    fn takes(&n: &u64) -> Vec<u64> {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect()
    }

    #[test]
    fn sums_of_subtraction_games_follow_the_sj_theorem() {
        let mut g = Game::normal(takes);
        let values: Vec<u64> = (0..20).map(|n| g.grundy(&n)).collect();
        let table = values.clone();
        let mut game = anti_sum(takes, move |&n| table[n as usize]);
        for a in 0..20u64 {
            for b in a..14 {
                for c in b..9 {
                    let v = [a, b, c].map(|x| values[x as usize]);
                    assert_eq!(game.wins(&vec![a, b, c]), first_wins(v), "{a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn misere_nim_is_the_case_of_nim_piles() {
        let mut game = anti_sum(|&n: &u64| (0..n).collect(), |&n| n);
        for a in 0..6u64 {
            for b in a..6 {
                for c in b..6 {
                    let want = crate::nim::misere_first_wins(a ^ b ^ c, a.max(b).max(c));
                    assert_eq!(first_wins([a, b, c]), want);
                    assert_eq!(game.wins(&vec![a, b, c]), want, "{a} {b} {c}");
                }
            }
        }
    }
}
