use impartial::r#nim;
fn main() {
    println!("{}", r#nim::first_wins(2));
}
