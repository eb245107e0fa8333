use impartial::nim;
fn main() {
    let s = "ÿ";
    println!("{} {}", s.len(), nim::first_wins(1));
}
