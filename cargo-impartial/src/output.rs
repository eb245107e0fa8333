//! Output paths, one rule for every tool: a path the tool writes (`--out`, `--svg`,
//! `--checkpoint`) must be a regular file or not exist, and is checked before any computing;
//! a run that is refused removes what an earlier run left there (a file that a script, or a
//! person, could take for this run's output), and says so.

use std::path::Path;

/// Refuses `path` if it names something other than a regular file (a folder, a FIFO, a
/// device): writing there could block forever or clobber what is not ours.
pub fn check(option: &str, path: &str) -> Result<(), String> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(()),
        Ok(m) if m.is_dir() => Err(format!("{option} {path}: a folder, not a file")),
        Ok(_) => Err(format!(
            "{option} {path}: not a regular file (a FIFO or a device); name a file"
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let parent = Path::new(path)
                .parent()
                .filter(|p| !p.as_os_str().is_empty());
            match parent {
                Some(p) if !p.is_dir() => Err(format!(
                    "{option} {path}: no folder {} to write it in",
                    p.display()
                )),
                _ => Ok(()),
            }
        }
        Err(e) => Err(format!("{option} {path}: {e}")),
    }
}

/// After a refusal: removes the regular file at `path`, if there is one, and says so on
/// standard error (`program: removed …`).
pub fn remove_stale(program: &str, path: &str, what: &str) {
    if !Path::new(path).is_file() {
        return;
    }
    match std::fs::remove_file(path) {
        Ok(()) => eprintln!(
            "{}: removed {}, an earlier {}, so that it is not taken for this run's",
            program, path, what
        ),
        Err(e) => eprintln!(
            "{}: {} holds an earlier {} and could not be removed ({}): do not use it",
            program, path, what, e
        ),
    }
}
