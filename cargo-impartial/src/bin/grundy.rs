//! The `grundy` explorer (also `cargo impartial grundy`): Grundy values of one-heap games, their
//! periods (proven for octal games), plots. `grundy --help`.

fn main() {
    cargo_impartial::explore::main(cargo_impartial::args("grundy"))
}
