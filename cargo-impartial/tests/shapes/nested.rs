mod a {
    use impartial::nim;
    pub mod b {
        use impartial::take::bash;
        pub fn g() -> u64 {
            bash::grundy(10, 3)
        }
    }
    pub fn f() -> bool {
        nim::first_wins(1 ^ 2)
    }
}
fn h() -> bool {
    use impartial::nim::first_wins;
    first_wins(1)
}
fn main() {
    println!("{} {} {}", a::f(), a::b::g(), h());
}
