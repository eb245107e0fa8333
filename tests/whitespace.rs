//! Whitespace invariance: for valid inputs (the golden files and generated ones), re-spacing the
//! tokens at random — spaces, tabs, CRLF, vertical tabs and form feeds, blank lines, leading
//! whitespace, no final newline — never changes a binary's output.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// `input` with new whitespace between its tokens (a byte-order mark stays the first bytes).
fn respace(input: &[u8], rng: &mut StdRng) -> Vec<u8> {
    const MARK: &[u8] = b"\xEF\xBB\xBF";
    if let Some(rest) = input.strip_prefix(MARK) {
        return [MARK, &respace(rest, rng)].concat();
    }
    const GAPS: [&[u8]; 10] = [
        b" ",
        b"  ",
        b"\t",
        b"\r\n",
        b"\n",
        b"\n\n\n",
        b" \t \r\n",
        b"\x0b",
        b"\x0c",
        b"\r\n\r\n\t",
    ];
    let mut out = Vec::new();
    if rng.random() {
        out.extend_from_slice(GAPS[rng.random_range(0..GAPS.len())]);
    }
    for token in input
        .split(|b| b.is_ascii_whitespace() || *b == 0x0b)
        .filter(|t| !t.is_empty())
    {
        out.extend_from_slice(token);
        out.extend_from_slice(GAPS[rng.random_range(0..GAPS.len())]);
    }
    if rng.random() {
        while out
            .last()
            .is_some_and(|b| b.is_ascii_whitespace() || *b == 0x0b)
        {
            out.pop();
        }
    }
    out
}

#[test]
fn respacing_never_changes_the_output() {
    let bins = crate::util::bins();
    let failures = crate::util::parallel(&bins, |bin| {
        let mut rng = StdRng::seed_from_u64(5);
        let mut cases: Vec<(String, Vec<u8>, Vec<u8>)> = crate::util::golden(bin)
            .into_iter()
            // Golden inputs to 20 000 bytes in the sweeps, to 2 000 in plain `cargo test`.
            .filter(|(_, input, _)| input.len() < crate::util::scale(2_000, 20_000))
            .map(|(name, input, expected)| (name, input, expected.into_bytes()))
            .collect();
        // Two generated inputs (one across everything the bin accepts) in the sweeps; in plain
        // `cargo test` the wide one.
        for seed in crate::util::scale(1..2, 0..2) {
            let mut input = Vec::new();
            crate::inputs::generate(bin, 150, seed, seed == 1, &mut input).unwrap();
            let expected = crate::util::run(bin, &input).stdout;
            cases.push((format!("generated-{seed}"), input, expected));
        }
        let mut failures = Vec::new();
        // Four respacings of each input in the sweeps, one in plain `cargo test`.
        for (name, input, expected) in cases {
            for variant in 0..crate::util::scale(1, 4) {
                let spaced = respace(&input, &mut rng);
                let out = crate::util::run(bin, &spaced);
                if out.status.code() != Some(0) || out.stdout != expected {
                    failures.push(format!(
                        "{bin}/{name} variant {variant}: exit {:?}, {}",
                        out.status.code(),
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
            }
        }
        (!failures.is_empty()).then(|| failures.join("\n"))
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
