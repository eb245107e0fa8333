use impartial::nim;
const DATA: &[u8] = include_bytes!("data.bin");
fn main() {
    let x = DATA.iter().fold(0u64, |x, &b| x ^ u64::from(b));
    println!("{}", nim::first_wins(x));
}
