use impartial::{self, nim};
mod inner {
    use impartial::{self, take};
    pub fn f() -> u64 {
        take::bash::grundy(7, 2) + impartial::take::bash::grundy(1, 2)
    }
}
fn main() {
    println!("{} {} {}", nim::first_wins(4), impartial::nim::first_wins(0), inner::f());
}
