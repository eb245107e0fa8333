//! The statements' promises for HackerRank's problems (the constraints as the statement pages
//! give them; where a page's formulas were not stored, the bin's help text names the copy).

use super::*;

/// Checks the tokens of an input of `bin` against its statement; `Ok(false)` if `bin` is not
/// one of these.
pub(super) fn check(bin: &str, t: &mut Tokens) -> Result<bool, String> {
    let piles = |t: &mut Tokens, count: u64, lo: u64, max: u64| -> Result<(), String> {
        let n = t.num(1, count, "n")?;
        (0..n).try_for_each(|_| t.num(lo, max, "a pile").map(drop))
    };
    match bin {
        "hr_game_of_stones_1" => {
            for _ in 0..t.num(1, 100, "t")? {
                t.num(1, 100, "n")?;
            }
        }
        "hr_tower_breakers_1" => {
            for _ in 0..t.num(1, 1000, "t")? {
                t.num(1, 1_000_000_000, "n")?;
                t.num(1, 1_000_000_000, "m")?;
            }
        }
        "hr_nim_game_1" => {
            for _ in 0..t.num(1, 100, "g")? {
                piles(t, 100, 0, 100)?;
            }
        }
        "hr_misere_nim_1" => {
            for _ in 0..t.num(1, 100, "T")? {
                piles(t, 100, 1, 1_000_000_000)?;
            }
        }
        "hr_nimble_game_1" => {
            for _ in 0..t.num(1, 10_000, "T")? {
                piles(t, 100, 0, 1_000_000_000)?;
            }
        }
        "hr_poker_nim_1" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 100, "n")?;
                t.num(1, 100, "k")?;
                (0..n).try_for_each(|_| t.num(1, 1_000_000_000, "a pile").map(drop))?;
            }
        }
        "hr_chocolate_in_box" => piles(t, 1_000_000, 1, 1_000_000_000)?,
        "hr_a_chessboard_game_1" => {
            for _ in 0..t.num(1, 225, "t")? {
                t.num(1, 15, "x")?;
                t.num(1, 15, "y")?;
            }
        }
        "hr_chessboard_game_again_1" => {
            for _ in 0..t.num(1, 1000, "T")? {
                for _ in 0..t.num(1, 1000, "k")? {
                    t.num(1, 15, "x")?;
                    t.num(1, 15, "y")?;
                }
            }
        }
        "hr_alice_and_bobs_silly_game" => {
            for _ in 0..t.num(1, 1000, "g")? {
                t.num(1, 100_000, "n")?;
            }
        }
        "hr_kitty_and_katty" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(1, 100_000, "N")?;
            }
        }
        "hr_tower_breakers_revisited_1" => {
            for _ in 0..t.num(1, 100, "T")? {
                piles(t, 100, 1, 1_000_000)?;
            }
        }
        "hr_the_prime_game" => {
            for _ in 0..t.num(1, 10, "T")? {
                piles(t, 10_000, 1, 1_000_000_000_000_000_000)?;
            }
        }
        "hr_deforestation_1" => {
            for _ in 0..t.num(1, 100, "T")? {
                let n = t.num(1, 500, "N")?;
                let edges: Vec<(u64, u64)> = (1..n)
                    .map(|_| Ok((t.num(1, n, "a")?, t.num(1, n, "b")?)))
                    .collect::<Result<_, String>>()?;
                if !is_tree(n, &edges) {
                    return Err(format!("the edges of a case of {n} nodes are no tree"));
                }
            }
        }
        "hr_tower_breakers_again_1" => {
            for _ in 0..t.num(1, 200, "T")? {
                piles(t, 100, 1, 100_000)?;
            }
        }
        "hr_zero_move_nim" => {
            for _ in 0..t.num(1, 10, "g")? {
                piles(t, 10, 1, (1 << 30) - 1)?;
            }
        }
        "hr_powers_game_1" => {
            for _ in 0..t.num(1, 1_000_000, "T")? {
                t.num(1, 1_000_000, "n")?;
            }
        }
        "hr_stone_division" => {
            t.num(1, 1_000_000_000_000_000_000, "n")?;
            let m = t.num(1, 10, "m")?;
            let mut set: Vec<u64> = (0..m)
                .map(|_| t.num(2, 1_000_000_000_000_000_000, "s_i"))
                .collect::<Result<_, _>>()?;
            set.sort_unstable();
            set.dedup();
            if set.len() as u64 != m {
                return Err("the members of S are not distinct".into());
            }
        }
        "hr_stone_piles" => {
            for _ in 0..t.num(1, 50, "T")? {
                piles(t, 50, 1, 50)?;
            }
        }
        "hr_permutation_game" => {
            for _ in 0..t.num(1, 100, "t")? {
                let n = t.num(2, 15, "n")?;
                let row: Vec<u64> = (0..n)
                    .map(|_| t.num(1, n, "a number"))
                    .collect::<Result<_, _>>()?;
                let mut sorted = row.clone();
                sorted.sort_unstable();
                if sorted != (1..=n).collect::<Vec<_>>() || row == sorted {
                    return Err(format!("{row:?} is not a permutation that starts unsorted"));
                }
            }
        }
        "hr_bob_and_ben" => {
            let mut sum = 0;
            for _ in 0..t.num(1, 100, "g")? {
                let n = t.num(1, 1_000_000, "n")?;
                sum += n;
                for _ in 0..n {
                    t.num(1, 1_000_000_000, "m_i")?;
                    t.num(2, 100, "k_i")?;
                }
            }
            if sum > 1_000_000 {
                return Err(format!("the trees number {sum} in all, above 10^6"));
            }
        }
        "hr_vertical_rooks" => {
            for _ in 0..t.num(1, 10, "t")? {
                let n = t.num(2, 2000, "n")?;
                let first: Vec<u64> = (0..n)
                    .map(|_| t.num(1, n, "r1_i"))
                    .collect::<Result<_, _>>()?;
                for a in first {
                    if t.num(1, n, "r2_i")? == a {
                        return Err(format!("two rooks share row {a}"));
                    }
                }
            }
        }
        "hr_benders_play" => {
            let n = t.num(2, 100_000, "N")?;
            for _ in 0..t.num(1, 1_000_000, "M")? * 2 {
                t.num(1, n, "a location")?;
            }
            for _ in 0..t.num(1, 100_000, "Q")? {
                for _ in 0..t.num(1, 100, "K")? {
                    t.num(1, n, "b_i")?;
                }
            }
        }
        "hr_newyear_game" => {
            for _ in 0..t.num(1, 100, "T")? {
                piles(t, 2000, 1, 2000)?;
            }
        }
        "hr_digits_square_board_1" => {
            for _ in 0..t.num(1, 10, "T")? {
                let n = t.num(1, 30, "N")?;
                for _ in 0..n * n {
                    t.num(1, 9, "a digit")?;
                }
            }
        }
        "hr_move_the_coins" => {
            let n = t.num(1, 50_000, "n")?;
            for _ in 0..n {
                t.num(0, 20, "c_i")?;
            }
            for _ in 1..n {
                t.num(1, n, "a")?;
                t.num(1, n, "b")?;
            }
            for _ in 0..t.num(1, 50_000, "q")? {
                let u = t.num(2, n, "u_i")?;
                if t.num(1, n, "v_i")? == u {
                    return Err(format!("a question with u = v = {u}"));
                }
            }
        }
        "hr_fun_game_1" => {
            for _ in 0..t.num(1, 10, "T")? {
                let n = t.num(1, 1000, "n")?;
                for _ in 0..2 * n {
                    t.num(1, 100_000, "A_i or B_i")?;
                }
            }
        }
        "hr_tower_breakers_the_final_battle_1" => {
            for _ in 0..t.num(1, 100, "T")? {
                t.num(2, 1_000_000_000_000_000_000, "N")?;
            }
        }
        "hr_half" => {
            for _ in 0..t.num(1, 1_000_000, "T")? {
                t.num(1, 1_000_000_000, "N")?;
            }
        }
        "hr_chocolate_game" => {
            let n = t.num(2, 100_000, "n")?;
            let mut last = 1;
            for _ in 0..n {
                last = t.num(last, 1_000_000_000, "a pile, not below the one before")?;
            }
        }
        "hr_taste_of_win" => {
            t.num(1, 10_000_000, "n")?;
            t.num(1, 10_000_000, "m")?;
        }
        "hr_simple_game" => {
            let n = t.num(1, 600, "N")?;
            t.num(1, n.min(10), "M")?;
            t.num(2, 600, "K")?;
        }
        "hr_stone_division_2" => {
            for _ in 0..t.num(1, 10, "q")? {
                t.num(1, 1_000_000_000_000, "n")?;
                for _ in 0..t.num(1, 1000, "m")? {
                    t.num(1, 1_000_000_000_000, "s_i")?;
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}
