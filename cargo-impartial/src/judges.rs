//! The judges' limits on a submitted source file, for `cargo impartial bundle --judge NAME`
//! (and the catalogue's `cargo xtask bundle`): a bundle over its judge's limit is refused
//! rather than written, since the judge would refuse it.
//!
//! Four limits were found in a source that could be cited (docs/own-solutions.md lists them):
//! SPOJ's 50 000 bytes (each problem page's "Source limit: 50000B", the default of its
//! archive), Codeforces' 64 KB, Baekjoon's 512 KB and AtCoder's 512 KiB (its contest rules).
//! For the others the tightest known limit, SPOJ's, stands in, and the command says so.

/// A judge the command knows: its names, its source-size limit in bytes where one is known,
/// and where that limit comes from.
#[derive(Clone, Copy, Debug)]
pub struct Judge {
    /// The name `--judge` takes, then other spellings.
    pub names: &'static [&'static str],
    /// The limit in bytes, if a source gives it.
    pub limit: Option<usize>,
    /// Where the limit comes from, or why none is known.
    pub source: &'static str,
}

/// The tightest known limit (SPOJ's), the stand-in where a judge's own is unknown.
pub const TIGHTEST: usize = 50_000;

/// The judges, by the names `--judge` takes.
pub const JUDGES: &[Judge] = &[
    Judge {
        names: &["codeforces", "cf"],
        limit: Some(64 * 1024),
        source: "Codeforces' 64 KB source limit",
    },
    Judge {
        names: &["baekjoon", "boj", "acmicpc"],
        limit: Some(512 * 1024),
        source: "Baekjoon's 512 KB (raised from 64 KB: Startlink/BOJ-Feature-Request issue 56)",
    },
    Judge {
        names: &["atcoder"],
        limit: Some(512 * 1024),
        source: "AtCoder's 512 KiB (its contest rules)",
    },
    Judge {
        names: &["spoj"],
        limit: Some(50_000),
        source: "SPOJ's 50000 B (the source limit on its problem pages)",
    },
    Judge {
        names: &["hackerrank", "hr"],
        limit: None,
        source: "no HackerRank limit in the sources found",
    },
    Judge {
        names: &["cses"],
        limit: None,
        source: "no CSES limit in the sources found",
    },
    Judge {
        names: &["luogu"],
        limit: None,
        source: "no Luogu limit in the sources found",
    },
    Judge {
        names: &["kattis"],
        limit: None,
        source: "no Kattis limit in the sources found",
    },
    Judge {
        names: &["library-checker", "yosupo"],
        limit: None,
        source: "no Library Checker limit in the sources found",
    },
    Judge {
        names: &["yukicoder"],
        limit: None,
        source: "no yukicoder limit in the sources found",
    },
];

/// The judge called `name` (any of its spellings, any case).
pub fn find(name: &str) -> Option<&'static Judge> {
    let name = name.to_ascii_lowercase();
    JUDGES.iter().find(|j| j.names.contains(&name.as_str()))
}

/// Whether a bundle of `len` bytes may go to `judge`: `Err` with the reason if it is over
/// the judge's limit (or, where that is unknown, over the tightest known one); `Ok` with a
/// note when the tightest known limit stood in.
pub fn check(judge: &Judge, len: usize) -> Result<Option<String>, String> {
    let name = judge.names[0];
    let (limit, note) = match judge.limit {
        Some(l) => (l, None),
        None => (
            TIGHTEST,
            Some(format!(
                "{} ({}): checked against {TIGHTEST} bytes, the tightest limit known (SPOJ's)",
                name, judge.source
            )),
        ),
    };
    match len > limit {
        true => Err(format!(
            "the bundle is {len} bytes, over {limit} ({}): {name} would refuse it",
            judge.source
        )),
        false => Ok(note),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_limits_and_notes() {
        assert_eq!(find("BOJ").unwrap().limit, Some(524_288));
        assert_eq!(find("cf").unwrap().names[0], "codeforces");
        assert_eq!(find("spoj").unwrap().limit, Some(50_000));
        assert!(find("topcoder").is_none());
        let cf = find("codeforces").unwrap();
        assert_eq!(check(cf, 65_536), Ok(None));
        assert!(check(cf, 65_537).unwrap_err().contains("over 65536"));
        let atcoder = find("atcoder").unwrap();
        assert_eq!(check(atcoder, 524_288), Ok(None));
        assert!(check(atcoder, 524_289).is_err());
        let hackerrank = find("HackerRank").unwrap();
        assert!(check(hackerrank, 1000)
            .unwrap()
            .unwrap()
            .contains("tightest"));
        assert!(check(hackerrank, 50_001).is_err());
    }
}
