fn main() {
    for n in [
        999983u64 * 1000003,
        1_000_000_007 * 999_983,
        9_999_999_967,
        999_999_999_989,
    ] {
        let t = std::time::Instant::now();
        let mut s = 0;
        for _ in 0..1000 {
            s += impartial::numbers::divide::omega(n);
        }
        eprintln!("{n}: omega x1000 {:?} {}", t.elapsed(), s);
    }
}
