//! The `grundy` explorer: Grundy values of one-heap games, their periods (proven), plots.
//! `cargo run --release --bin grundy -- --help`; everything is in `impartial::explore`.

fn main() {
    impartial::explore::main()
}
