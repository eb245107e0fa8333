use ::impartial::nim;
fn main() {
    let x: u64 = ::impartial::nim::first_wins(5) as u64;
    println!("{} {}", nim::first_wins(0), x);
}
