//! Codeforces 914B Conan and Agasa play a Card Game: n cards; a move takes a card and every card of a smaller value; `Conan` if the first player wins, else `Agasa`.
use impartial::io::run;
use impartial::take::card_and_below::first_wins;

const HELP: &str = include_str!("cf914b.txt");

fn main() {
    run("cf914b", HELP, |sc, out| {
        let n = sc.u64("a card count n")?;
        let mut cards = sc.u64s(n, "a card value a_i")?;
        out.line(if first_wins(&mut cards) {
            "Conan"
        } else {
            "Agasa"
        });
        sc.finish()
    })
}
