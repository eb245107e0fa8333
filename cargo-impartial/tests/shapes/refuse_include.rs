use impartial::nim;
fn main() {
    println!("{}", nim::first_wins(include!("data.bin")));
}
