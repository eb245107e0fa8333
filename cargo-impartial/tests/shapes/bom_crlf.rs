use impartial::nim;
fn main() {
    println!("{}", nim::first_wins(0));
}
