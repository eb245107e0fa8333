//! A local judge for the interactive binaries, the way `oj t --judge-command` runs one: it
//! sends the input, reads each move as soon as the program flushes it, checks its legality,
//! answers with its own move, and at the end says who won. A program that waits for more input
//! than the judge has sent hangs, and the judge's timeout says so.
//!
//! `cargo xtask interact abc278g N L R` (or `cf1934d2 N`, `abc398e N`) plays one game with random replies
//! and prints the transcript; `tests/interactive.rs` (which compiles this file via `#[path]`)
//! plays many, optimal replies included.

use rand::rngs::StdRng;
use rand::RngExt;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How long the judge waits for a line of the program.
const PATIENCE: Duration = Duration::from_secs(300);

/// The legal moves of ABC 278 G on the free cards (0-based start, length): `l..=r` free cards
/// in a row.
pub fn legal_moves(free: &[bool], l: usize, r: usize) -> Vec<(usize, usize)> {
    let n = free.len();
    let mut out = Vec::new();
    for y in l..=r.min(n) {
        for x in 0..=n - y {
            if free[x..x + y].iter().all(|&f| f) {
                out.push((x, y));
            }
        }
    }
    out
}

/// A move of ABC 278 G: the first card (0-based) and how many.
pub type Take = (usize, usize);

/// How the judge chooses its move: given the free cards and the legal moves, one of them.
pub type Chooser<'a> = &'a mut dyn FnMut(&[bool], &[Take]) -> Take;

/// What one game showed.
pub struct Played {
    /// Every line, `> ` for the judge's and `< ` for the program's.
    pub transcript: Vec<String>,
    /// The program's side, `First` or `Second`.
    pub side: String,
}

/// A program run under a local judge: its standard input, its lines as it flushes them (read
/// on a thread, so a silent program shows as a timeout), and the transcript so far.
struct Session {
    child: Child,
    to: ChildStdin,
    lines: mpsc::Receiver<String>,
    transcript: Vec<String>,
}

impl Session {
    fn start(exe: &Path) -> Result<Session, String> {
        let mut child = Command::new(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", exe.display()))?;
        let to = child.stdin.take().expect("piped");
        let from = BufReader::new(child.stdout.take().expect("piped"));
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in from.lines() {
                if send.send(line.unwrap_or_default()).is_err() {
                    break;
                }
            }
        });
        Ok(Session {
            child,
            to,
            lines,
            transcript: Vec::new(),
        })
    }

    /// The program's next line (`what` names it in the error).
    fn next(&mut self, game: &str, what: &str) -> Result<String, String> {
        let line = self.lines.recv_timeout(PATIENCE).map_err(|_| {
            format!(
                "{game}: no {what} within {} s (not flushed, or waiting for more input?)",
                PATIENCE.as_secs()
            )
        })?;
        self.transcript.push(format!("< {line}"));
        Ok(line)
    }

    /// Sends the judge's line.
    fn say(&mut self, text: String) {
        self.transcript.push(format!("> {text}"));
        // A program that has ended cannot read: that shows as a missing line, not here.
        let _ = writeln!(self.to, "{text}").and_then(|()| self.to.flush());
    }

    /// Closes the program's input once it has won: no more output, exit code 0.
    fn finish(mut self, game: &str) -> Result<Vec<String>, String> {
        drop(self.to);
        if let Ok(extra) = self.lines.recv_timeout(PATIENCE) {
            return Err(format!("{game}: output after the game: {extra:?}"));
        }
        let status = self.child.wait().map_err(|e| e.to_string())?;
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut e, &mut err);
        }
        match status.code() {
            Some(0) => Ok(self.transcript),
            code => Err(format!("{game}: exit {code:?} after winning: {err}")),
        }
    }
}

/// Plays ABC 278 G on `n l r` against `exe`; the judge chooses its moves with `choose` (given
/// the free cards and the legal moves, it returns one of them). `Ok` when the program won and
/// exited with code 0; otherwise why not.
pub fn play_abc278g(
    exe: &Path,
    (n, l, r): (usize, usize, usize),
    choose: Chooser<'_>,
) -> Result<Played, String> {
    let game = format!("{n} {l} {r}");
    let mut s = Session::start(exe)?;
    s.say(game.clone());
    let side = s.next(&game, "side")?;
    let mut ours = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(format!("{game}: side {side:?}")),
    };
    let mut free = vec![true; n];
    loop {
        let legal = legal_moves(&free, l, r);
        if ours {
            let line = s.next(&game, "move")?;
            let mv: Vec<usize> = line.split(' ').filter_map(|w| w.parse().ok()).collect();
            match mv[..] {
                [x, y] if x >= 1 && legal.contains(&(x - 1, y)) => {
                    free[x - 1..x - 1 + y].fill(false)
                }
                _ => {
                    s.say("-1 -1".into());
                    return Err(format!("{game}: illegal move {line:?} (chose {side})"));
                }
            }
        } else if legal.is_empty() {
            s.say("0 0".into());
            break;
        } else {
            let (x, y) = choose(&free, &legal);
            free[x..x + y].fill(false);
            s.say(format!("{} {y}", x + 1));
        }
        ours = !ours;
    }
    let transcript = s.finish(&game)?;
    Ok(Played { transcript, side })
}

/// The breaks a program may make in one CF 1934 D2 game: the statement's limit.
pub const CF1934D2_BREAKS: u32 = 63;

/// Whether `(p1, p2)` breaks `p` in CF 1934 D2: `0 < p1 < p`, `0 < p2 < p` and `p1 xor p2 = p`.
pub fn breaks(p: u64, (p1, p2): (u64, u64)) -> bool {
    0 < p1 && p1 < p && 0 < p2 && p2 < p && p1 ^ p2 == p
}

/// Whether `p` can be broken at all: iff it has two one bits or more. (Both numbers below a
/// power of two 2^k lack bit k, and so does their xor; otherwise the top bit and the rest break
/// it.)
pub fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}

/// How the judge breaks in CF 1934 D2: given the two numbers it may break (the program's last
/// two parts, or `n` twice when the program plays second), one of which at least can be
/// broken, `Some` break `(p1, p2)` of one of them, or `None` to give up and say `0 0` (as the
/// statement's sample judge does once).
pub type Breaker<'a> = &'a mut dyn FnMut(u64, u64) -> Option<(u64, u64)>;

/// What one run of CF 1934 D2 showed (t games in one process, as the judge runs them).
pub struct Games {
    /// Every line, `> ` for the judge's and `< ` for the program's.
    pub transcript: Vec<String>,
    /// Each game's side, `first` or `second`.
    pub sides: Vec<String>,
    /// How many breaks the program made in each game.
    pub breaks: Vec<u32>,
}

/// Plays CF 1934 D2 against `exe`: `t = starts.len()` games, each start `n` sent when the game
/// before it has ended. The judge breaks with `judge` and checks every break of the program
/// (a break of one of the judge's two last parts, or of `n` at first) and the limit of 63
/// breaks a game (`-1 -1` past it while the judge can still break, as the statement says).
/// `Ok` when the program won every game and exited with code 0; otherwise why not.
pub fn play_cf1934d2(exe: &Path, starts: &[u64], judge: Breaker<'_>) -> Result<Games, String> {
    let mut s = Session::start(exe)?;
    let (mut sides, mut made) = (Vec::new(), Vec::new());
    s.say(starts.len().to_string());
    for &n in starts {
        let game = format!("game {} of {} (n = {n})", sides.len() + 1, starts.len());
        s.say(n.to_string());
        let side = s.next(&game, "side")?;
        let mut ours = match side.as_str() {
            "first" => true,
            "second" => false,
            _ => return Err(format!("{game}: side {side:?}")),
        };
        // The two numbers the next player may break: n at first, then the last two parts.
        let (mut a, mut b) = (n, n);
        let mut count = 0;
        loop {
            if ours {
                let line = s.next(&game, "break")?;
                let mv: Option<Vec<u64>> =
                    line.split_whitespace().map(|w| w.parse().ok()).collect();
                match mv.as_deref() {
                    Some(&[p1, p2]) if breaks(a, (p1, p2)) || breaks(b, (p1, p2)) => {
                        (a, b) = (p1, p2)
                    }
                    _ => {
                        s.say("-1 -1".into());
                        return Err(format!(
                            "{game}: illegal break {line:?} of {a} or {b} (chose {side})"
                        ));
                    }
                }
                count += 1;
                if count >= CF1934D2_BREAKS && (can_break(a) || can_break(b)) {
                    s.say("-1 -1".into());
                    return Err(format!("{game}: {count} breaks, and {a} {b} is no win yet"));
                }
            } else if !can_break(a) && !can_break(b) {
                s.say("0 0".into());
                break;
            } else {
                match judge(a, b) {
                    Some((p1, p2)) if breaks(a, (p1, p2)) || breaks(b, (p1, p2)) => {
                        (a, b) = (p1, p2);
                        s.say(format!("{p1} {p2}"));
                    }
                    Some((p1, p2)) => {
                        return Err(format!("{game}: the judge's break {p1} {p2} of {a} or {b}"))
                    }
                    None => {
                        s.say("0 0".into()); // gives up
                        break;
                    }
                }
            }
            ours = !ours;
        }
        sides.push(side);
        made.push(count);
    }
    let transcript = s.finish("the last game")?;
    Ok(Games {
        transcript,
        sides,
        breaks: made,
    })
}

/// A move of ABC 398 E: the two vertices joined, 1-based, `i < j`.
pub type Join = (usize, usize);

/// How the judge of ABC 398 E chooses its move: given the edges so far and the legal moves
/// (both as 1-based pairs `i < j`), one of the legal moves.
pub type JoinChooser<'a> = &'a mut dyn FnMut(&[Join], &[Join]) -> Join;

/// The two colours of the connected graph on `0..n` with the adjacency matrix `adj`, by a
/// search from vertex 0; `None` if some edge joins two vertices of one colour: the graph has an
/// odd cycle.
pub fn two_colours(adj: &[Vec<bool>]) -> Option<Vec<bool>> {
    let n = adj.len();
    let mut colour = vec![None; n];
    let mut stack = vec![0];
    colour[0] = Some(false);
    while let Some(u) = stack.pop() {
        let c = colour[u].expect("coloured when pushed");
        for v in (0..n).filter(|&v| adj[u][v]) {
            match colour[v] {
                None => {
                    colour[v] = Some(!c);
                    stack.push(v);
                }
                Some(d) if d == c => return None,
                Some(_) => {}
            }
        }
    }
    colour.into_iter().collect()
}

/// The legal moves of ABC 398 E on the connected graph without odd cycles with the adjacency
/// matrix `adj` (0-based), as 1-based pairs `i < j` in order: the pairs not joined yet whose
/// edge closes no odd cycle. In a connected graph the 2-colouring is unique up to a swap, and
/// an edge keeps one exactly when it joins two colours; the caller checks the graph after every
/// move with [`two_colours`], so an odd cycle cannot slip through.
pub fn legal_joins(adj: &[Vec<bool>]) -> Vec<Join> {
    let n = adj.len();
    let colour = two_colours(adj).expect("the graph has no odd cycle");
    let mut out = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if !adj[i][j] && colour[i] != colour[j] {
                out.push((i + 1, j + 1));
            }
        }
    }
    out
}

/// A random tree on `1..=n`: random parents, vertices relabelled at random, edges sent in a
/// random order, each as `u < v`.
pub fn random_tree(n: usize, rng: &mut StdRng) -> Vec<Join> {
    let mut label: Vec<usize> = (1..=n).collect();
    for k in (1..n).rev() {
        label.swap(k, rng.random_range(0..=k));
    }
    let mut tree: Vec<Join> = (1..n)
        .map(|c| {
            let (a, b) = (label[rng.random_range(0..c)], label[c]);
            (a.min(b), a.max(b))
        })
        .collect();
    for k in (1..tree.len()).rev() {
        tree.swap(k, rng.random_range(0..=k));
    }
    tree
}

/// Plays ABC 398 E on the tree on `1..=n` with `tree` (1-based pairs `u < v`, in the order
/// sent) against `exe`; the judge chooses its moves with `choose` (given the edges so far and
/// the legal moves, it returns one of them) and sends `-1 -1` when it has none. `Ok` when the
/// program won and exited with code 0; otherwise why not. On an illegal move of the program
/// the judge stops answering (what AtCoder's judge does then is not in the statement).
pub fn play_abc398e(
    exe: &Path,
    (n, tree): (usize, &[Join]),
    choose: JoinChooser<'_>,
) -> Result<Played, String> {
    let game = format!("N = {n}, tree {tree:?}");
    let mut s = Session::start(exe)?;
    s.say(n.to_string());
    let mut adj = vec![vec![false; n]; n];
    for &(u, v) in tree {
        s.say(format!("{u} {v}"));
        adj[u - 1][v - 1] = true;
        adj[v - 1][u - 1] = true;
    }
    let mut edges = tree.to_vec();
    let side = s.next(&game, "side")?;
    let mut ours = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => return Err(format!("{game}: side {side:?}")),
    };
    loop {
        let legal = legal_joins(&adj);
        let (i, j) = if ours {
            let line = s.next(&game, "move")?;
            let mv: Result<Vec<usize>, _> = line.split(' ').map(str::parse).collect();
            match mv.as_deref() {
                Ok(&[i, j]) if legal.contains(&(i, j)) => (i, j),
                _ => {
                    let moves = s.transcript.len();
                    return Err(format!(
                        "{game}: illegal move {line:?} (chose {side}, line {moves})"
                    ));
                }
            }
        } else if legal.is_empty() {
            s.say("-1 -1".into());
            break;
        } else {
            let (i, j) = choose(&edges, &legal);
            assert!(legal.contains(&(i, j)), "the judge's {i} {j} is illegal");
            s.say(format!("{i} {j}"));
            (i, j)
        };
        adj[i - 1][j - 1] = true;
        adj[j - 1][i - 1] = true;
        edges.push((i, j));
        if two_colours(&adj).is_none() {
            return Err(format!("{game}: {i} {j} closed an odd cycle"));
        }
        ours = !ours;
    }
    let transcript = s.finish(&game)?;
    Ok(Played { transcript, side })
}

/// CPU seconds (user + system) of this process's waited-for children so far, from
/// `/proc/self/stat` (in clock ticks of 10 ms on Linux); 0 elsewhere.
pub fn children_cpu() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (which ends with the last ')'): cutime and cstime are
    // the 14th and 15th of them.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<f64> = rest
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    match (fields.get(13), fields.get(14)) {
        (Some(u), Some(s)) => (u + s) / 100.0,
        _ => 0.0,
    }
}
