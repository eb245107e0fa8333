#!/usr/bin/env run-cargo-script
use impartial::nim;
fn main() {
    println!("{}", nim::first_wins(7));
}
