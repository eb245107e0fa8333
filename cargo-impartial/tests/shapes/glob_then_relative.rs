use impartial::*;
use nim::first_wins;
fn main() {
    println!("{} {}", first_wins(6), take::bash::grundy(9, 4));
}
