//! HackerRank Alice and Bob's Silly Game (alice-and-bobs-silly-game): g games on {1, …, n}; a move removes a prime and its multiples; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::numbers::sieve_game;

const HELP: &str = include_str!("hr_alice_and_bobs_silly_game.txt");

// Every n is at most 10^8: one sieve answers them all.
fn write(out: &mut impartial::io::Writer<impartial::io::Stdout>, games: &[u64]) {
    for first in sieve_game::first_wins_many(games).unwrap_or_default() {
        out.line(if first { "Alice" } else { "Bob" });
    }
}

fn main() {
    run("hr_alice_and_bobs_silly_game", HELP, |sc, out| {
        let (mut games, g) = (Vec::new(), sc.u64("a game count g")?);
        for _ in 0..g {
            // Answers for the games read so far go out before an error.
            match sc.u64_in("a number n up to 10^8", 0..=sieve_game::SIEVED) {
                Ok(n) => games.push(n),
                Err(e) => {
                    write(out, &games);
                    return Err(e);
                }
            }
        }
        write(out, &games);
        sc.finish()
    })
}
