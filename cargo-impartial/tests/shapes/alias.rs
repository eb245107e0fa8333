extern crate impartial as imp;
use imp::nim;
mod deep {
    pub fn f() -> bool {
        imp::nim::first_wins(1 ^ 2)
    }
}
fn main() {
    println!("{} {}", nim::first_wins(3 ^ 3), deep::f());
}
