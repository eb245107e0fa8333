use impartial::nim;

fn main() {
    println!("{}", nim::first_wins(5 ^ 5));
}

#[cfg(test)]
mod tests {
    use impartial::octal::Octal;

    #[test]
    fn kayles_values() {
        let kayles = Octal::parse("0.77").unwrap();
        let period = kayles.periodic(1 << 12).unwrap();
        assert_eq!(period.grundy(5), 4);
        assert!(super::nim_helper());
    }
}

#[cfg(test)]
fn nim_helper() -> bool {
    impartial::sg::mex([0, 1]) == 2
}
