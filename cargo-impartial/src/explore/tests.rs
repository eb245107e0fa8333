//! The explorer's outputs, errors, plots and checkpoints.

use super::*;

/// The standard output and standard error of the command `args`, and its plot.
fn run(args: &str) -> Result<(String, String, Option<String>), Option<String>> {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    let command = parse(&args)?;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let svg = command.run(&mut out, &mut err).map_err(Some)?.svg;
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    Ok((text(out), text(err), svg))
}

fn out(args: &str) -> String {
    run(args).unwrap().0
}

#[test]
fn values_and_periods() {
    // Kayles 0.77 (OEIS A002186; Winning Ways, ch. 4): period 12, last exception at 70.
    assert_eq!(out("octal 0.77 --values 12"), "0 1 2 3 1 4 3 2 1 4 2 6 4\n");
    assert_eq!(
        out("octal 0.77 --period"),
        "period=12 preperiod=71 proven=yes checked_to=1024\n"
    );
    // Take 1, 3 or 4: period 7 (L at 0, 2 mod 7) from the start.
    assert_eq!(
        out("subtract 1,3,4 --values 9 --period"),
        "code=0.3033\n0 1 0 1 2 3 2 0 1 0\nperiod=7 preperiod=0 proven=yes checked_to=1024\n"
    );
    assert_eq!(
        out("subtract 2,5,6 --values 8"),
        "code=0.030033\n0 0 1 1 0 2 1 3 0\n"
    );
    // Grundy's game: values, and never a proof, with the reason on standard error.
    let (o, e, _) = run("split-unequal --values 12 --period --max 2000").unwrap();
    assert!(o.starts_with("0 0 0 1 0 2 1 0 2 1 0 2 1\nperiod="), "{o}");
    assert!(o.ends_with(" proven=no checked_to=2000\n"), "{o}");
    assert!(e.contains("not an octal game"), "{e}");
    // Nothing seen in too few values, and why.
    let (o, e, _) = run("octal 0.56 --period --max 50").unwrap();
    assert_eq!(o, "period=none preperiod=none proven=no checked_to=50\n");
    assert!(e.starts_with("grundy: not proven: no period the octal periodicity theorem proves within the 50 heaps"), "{e}");
}

/// A period beyond a quarter of the values is found as soon as the theorem proves it: .16's
/// (149 459 from 105 351, Flammenkamp's table and OEIS A071465) from 509 621 values, within the
/// default cap; so is 0.127's tiny period after a long preperiod.
#[test]
fn every_period_the_theorem_proves_is_found() {
    assert_eq!(
        out("octal 0.16 --period"),
        "period=149459 preperiod=105351 proven=yes checked_to=524288\n"
    );
}

/// `--values` beyond a proven period extends it: Kayles' values at 10^6 heaps without
/// computing them.
#[test]
fn values_beyond_the_period_come_from_it() {
    let o = out("octal 0.77 --values 1000000");
    let v: Vec<u32> = o.split_whitespace().map(|t| t.parse().unwrap()).collect();
    assert_eq!(v.len(), 1_000_001);
    let direct = impartial::octal::Octal::parse("0.77").unwrap().values(3000);
    assert_eq!(&v[..3001], &direct[..]);
    // From 71 on, G(n) = G(n - 12).
    assert!((71..1_000_001 - 12).all(|n| v[n] == v[n + 12]));
}

#[test]
fn plots_have_axes_titles_and_the_period() {
    let (_, _, svg) = run("octal 0.07 --period --svg x.svg").unwrap();
    let svg = svg.unwrap();
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    assert!(
        svg.contains("Grundy values of 0.07: period 34 from 53, proven"),
        "{svg}"
    );
    assert!(svg.contains(">heap n</text>") && svg.contains(">G(n)</text>"));
    assert!(svg.contains("preperiod 53"));
    // .56's preperiod ends at 326 640, far beyond the first 5000 heaps: a second panel.
    let (_, _, svg) = run("octal 0.56 --period --svg x.svg").unwrap();
    let svg = svg.unwrap();
    assert!(
        svg.contains("around the end of the preperiod"),
        "{svg:.400}"
    );
    assert!(svg.contains("preperiod 326640"));
}

/// One dot per heap, at distinct positions, the losing heaps (value 0) above the axis line.
#[test]
fn every_heap_is_a_visible_mark() {
    let (_, _, svg) = run("octal 0.07 --values 200 --svg x.svg").unwrap();
    let svg = svg.unwrap();
    let attr = |tag: &str, name: &str| -> f64 {
        let at = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        tag[at..].split('"').next().unwrap().parse().unwrap()
    };
    let dots: Vec<(f64, f64)> = svg
        .lines()
        .filter(|l| l.starts_with("<circle "))
        .map(|l| (attr(l, "cx"), attr(l, "cy")))
        .collect();
    assert_eq!(dots.len(), 201);
    assert!(
        dots.windows(2).all(|w| w[1].0 > w[0].0),
        "one x per heap, in order"
    );
    let axis: f64 = svg
        .split("V")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    // Dawson's Kayles loses at heap 0, 1, 5, 9, …: those dots clear the axis by their radius.
    assert!(dots.iter().all(|&(_, cy)| cy + 2.0 < axis), "{axis}");
}

#[test]
fn a_resumed_run_gives_what_an_unbroken_one_gives() {
    let dir = std::env::temp_dir().join(format!("grundy-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kayles.ckpt");
    let f = file.to_str().unwrap();
    let _ = std::fs::remove_file(&file);
    // Broken: stopped at a cap of 100 heaps, then resumed from the checkpoint with no cap.
    let first = out(&format!("octal 0.376 --period --max 100 --checkpoint {f}"));
    assert!(first.contains("proven=no checked_to=100"), "{first}");
    let (second, err, _) = run(&format!(
        "octal 0.376 --period --max 40000 --checkpoint {f}"
    ))
    .unwrap();
    assert!(err.starts_with("grundy: resumed from "), "{err}");
    let unbroken = out("octal 0.376 --period --max 40000");
    assert_eq!(second, unbroken);
    // Another game's checkpoint is refused.
    let e = run(&format!("octal 0.77 --period --checkpoint {f}"))
        .unwrap_err()
        .unwrap();
    assert!(e.contains("holds the game 0.376, not 0.77"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A checkpoint's bytes are checked: a value changed past the recomputed first 4096 heaps, a
/// cut file, an absurd or old header are refused with what is wrong, never used; a resumed run
/// with a smaller cap answers as an unbroken one with that cap.
#[test]
fn damaged_checkpoints_are_refused_and_resumes_follow_the_arguments() {
    let dir = std::env::temp_dir().join(format!("grundy-damaged-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("g.ckpt");
    let f = file.to_str().unwrap();
    let _ = std::fs::remove_file(&file);
    let first = out(&format!(
        "split-unequal --period --max 150000 --checkpoint {f}"
    ));
    assert!(first.ends_with("checked_to=150000\n"), "{first}");
    // Resumed under a smaller cap: the unbroken run's line, not the checkpoint's length.
    let again = out(&format!(
        "split-unequal --period --max 10000 --checkpoint {f}"
    ));
    assert_eq!(again, out("split-unequal --period --max 10000"));
    let good = std::fs::read(&file).unwrap();
    let head = good.iter().position(|&b| b == b'\n').unwrap() + 1;
    let refused = |bytes: &[u8]| -> String {
        std::fs::write(&file, bytes).unwrap();
        run(&format!(
            "split-unequal --period --max 150000 --checkpoint {f}"
        ))
        .unwrap_err()
        .unwrap()
    };
    // Heap 140000 is in the third block (heaps 131072 to 196607), each block 2^16 values and
    // an 8-byte checksum.
    let mut changed = good.clone();
    changed[head + 2 * 140_000 + 2 * 8] ^= 1;
    let e = refused(&changed);
    assert!(e.contains("is damaged in heaps 131072 to 150000"), "{e}");
    let e = refused(&good[..good.len() - 3]);
    assert!(e.contains("it was cut short or added to"), "{e}");
    let line = "impartial-grundy-checkpoint 2 split-unequal 18446744073709551615";
    let sum = super::checkpoint::checksum_of(line.as_bytes());
    let e = refused(format!("{line} {sum:016x}\n").as_bytes());
    assert!(e.contains("claims 18446744073709551615 heaps"), "{e}");
    let mut header = good.clone();
    header[head - 3] ^= 1;
    assert!(refused(&header).contains("has a damaged first line"));
    let e = refused(b"impartial-grundy-checkpoint 1 split-unequal 3\n\0\0\0\0\0\0\0\0");
    assert!(e.contains("written by an older grundy"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_arguments_say_what_was_expected() {
    let err = |a: &str| run(a).unwrap_err().unwrap();
    assert!(err("octal 0.9 --period").starts_with("argument 2: expected an octal code"));
    assert_eq!(
        err("octal 0.07 --values -3"),
        "argument 4: expected a heap count from 0 to 2^32 after --values, found \"-3\""
    );
    assert!(err("octal 0.07 --values 1000000000000000000")
        .starts_with("argument 4: expected a heap count"));
    assert!(err("octal 0.07 --max 4294967297").starts_with("argument 4: expected a heap count"));
    assert!(err("subtract 1,0 --period").starts_with("argument 2: expected takes from 1"));
    assert!(err("nim --period").starts_with("argument 1: expected a game"));
    assert!(err("octal 0.07").starts_with("argument 3: expected --values N or --period"));
    assert!(err("octal 0.07 --period --svg").starts_with("argument 5: expected a file name"));
    assert!(err("octal 0.07 --period --checkpoint").starts_with("argument 5: expected a file name"));
    assert!(err("octal 0.07 --frob").starts_with("argument 3: expected --values N"));
    // `.77` is the literature's notation for 0.77; `0.` and `.` name no move and are refused.
    assert_eq!(out("octal .77 --values 3"), "0 1 2 3\n");
    assert!(err("octal 0. --values 3").starts_with("argument 2: expected an octal code"));
    assert!(err("octal . --values 3").starts_with("argument 2: expected an octal code"));
    assert_eq!(
        err("octal 0.77 --values 3 --values 4"),
        "argument 5: --values given twice"
    );
    assert!(err("octal 0.77 --period --max 0").starts_with("--period with --max 0"));
    assert!(
        err("octal 0.07 --values 100 --max 10").starts_with("--values 100 goes beyond --max 10")
    );
    assert!(err("").starts_with("argument 1: expected a game"));
    assert_eq!(run("octal 0.07 --help").unwrap_err(), None);
}

/// `--max` is a cap, not a request: a run that proves its period within it is never refused
/// for the cap's size, and one that would grow past the memory guard stops there, saves its
/// values and says the command that goes on (exit code 3 in `main`).
#[test]
fn the_cap_is_not_a_request_and_the_guard_stops_with_the_values() {
    assert_eq!(
        out("octal 0.77 --period --max 4000000000"),
        "period=12 preperiod=71 proven=yes checked_to=1024\n"
    );
    let e = run("octal 0.77 --values 300000000").unwrap_err().unwrap();
    assert!(
        e.starts_with("--values 300000000 needs up to 1144 MiB"),
        "{e}"
    );
    let dir = std::env::temp_dir().join(format!("grundy-guard-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("g.ckpt").display().to_string();
    // 0.6 has no period known: with the guard at 5000 heaps it stops there.
    let args: Vec<String> = [
        "octal",
        "0.6",
        "--period",
        "--max",
        "4000000000",
        "--checkpoint",
        &file,
    ]
    .map(String::from)
    .to_vec();
    let mut command = parse(&args).unwrap();
    command.guard = 5000;
    let (mut o, mut e) = (Vec::new(), Vec::new());
    let ran = command.run(&mut o, &mut e).unwrap();
    let (o, e) = (String::from_utf8(o).unwrap(), String::from_utf8(e).unwrap());
    assert!(ran.stopped);
    assert!(o.ends_with(" proven=no checked_to=5000\n"), "{o}");
    let go_on =
        format!("to go on: grundy octal 0.6 --period --max 4000000000 --force --checkpoint {file}");
    assert!(
        e.starts_with("grundy: stopped at 5000 heaps") && e.contains(&go_on),
        "{e}"
    );
    // The values are kept: the command it names resumes from them.
    let on = run(&format!("octal 0.6 --values 10 --checkpoint {file}")).unwrap();
    assert!(
        on.1.starts_with("grundy: resumed from") && on.1.contains("5000 heaps"),
        "{}",
        on.1
    );
    let _ = std::fs::remove_dir_all(&dir);
}
