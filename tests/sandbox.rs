//! One thread: every binary runs, and answers its samples, under a seccomp filter that kills the
//! process on `clone` and `clone3` (as strict judge sandboxes do). Linux on x86-64 only.

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod linux {
    use std::os::unix::process::CommandExt;
    use std::process::{Command, Stdio};

    #[repr(C)]
    struct SockFilter {
        code: u16,
        jt: u8,
        jf: u8,
        k: u32,
    }

    #[repr(C)]
    struct SockFprog {
        len: u16,
        filter: *const SockFilter,
    }

    unsafe extern "C" {
        fn prctl(option: i32, arg2: u64, arg3: u64, arg4: u64, arg5: u64) -> i32;
    }

    const PR_SET_NO_NEW_PRIVS: i32 = 38;
    const PR_SET_SECCOMP: i32 = 22;
    const SECCOMP_MODE_FILTER: u64 = 2;
    const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;
    const SYS_CLONE: u32 = 56;
    const SYS_CLONE3: u32 = 435;
    /// `SECCOMP_RET_KILL` (the thread; the process when it is the only one). Some kernels refuse
    /// `SECCOMP_RET_KILL_PROCESS` in a filter.
    const KILL: u32 = 0;
    const ALLOW: u32 = 0x7FFF_0000;

    const fn op(code: u16, jt: u8, jf: u8, k: u32) -> SockFilter {
        SockFilter { code, jt, jf, k }
    }

    /// Loads the syscall's architecture (offset 4) and number (offset 0); kills on a foreign
    /// architecture, `clone` or `clone3`; allows everything else. (0x20: load a word, 0x15:
    /// jump if equal, 0x06: return.)
    static FILTER: [SockFilter; 8] = [
        op(0x20, 0, 0, 4),
        op(0x15, 1, 0, AUDIT_ARCH_X86_64),
        op(0x06, 0, 0, KILL),
        op(0x20, 0, 0, 0),
        op(0x15, 2, 0, SYS_CLONE),
        op(0x15, 1, 0, SYS_CLONE3),
        op(0x06, 0, 0, ALLOW),
        op(0x06, 0, 0, KILL),
    ];

    /// `exe` with the filter installed in the child between fork and exec.
    fn sandboxed(exe: &std::path::Path) -> Command {
        let mut cmd = Command::new(exe);
        // SAFETY: the closure runs in the forked child before exec and only calls `prctl`,
        // which is async-signal-safe, with a filter program in a `static` that outlives the call.
        unsafe {
            cmd.pre_exec(|| {
                let prog = SockFprog {
                    len: FILTER.len() as u16,
                    filter: FILTER.as_ptr(),
                };
                if prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
                    || prctl(
                        PR_SET_SECCOMP,
                        SECCOMP_MODE_FILTER,
                        &prog as *const _ as u64,
                        0,
                        0,
                    ) != 0
                {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        cmd
    }

    /// The filter works: a program that starts a thread is killed by SIGSYS.
    #[test]
    fn the_filter_kills_a_thread() {
        let script = "import threading; threading.Thread(target=print).start()";
        let out = sandboxed(std::path::Path::new("/usr/bin/python3"))
            .args(["-c", script])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        let status = match out {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                eprintln!("note: no python3 here; the filter is not checked on a thread");
                return;
            }
            out => out.expect("the filter installs"),
        };
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(31), "SIGSYS expected, got {status:?}");
    }

    #[test]
    fn every_bin_answers_its_samples_without_threads() {
        let bins = crate::util::bins();
        let mut covered = Vec::new();
        for bin in &bins {
            for (name, input, expected) in crate::util::golden(bin) {
                if !name.starts_with("sample-") && name != "small" {
                    continue;
                }
                let mut child = sandboxed(&crate::util::exe(bin))
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .expect("spawn");
                let writer = crate::util::feed(&mut child, input);
                let out = child.wait_with_output().expect("wait");
                writer.join().expect("the input was written");
                assert!(
                    out.status.success(),
                    "{bin} {name} under the filter: {:?} {}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr)
                );
                assert_eq!(
                    String::from_utf8_lossy(&out.stdout),
                    expected,
                    "{bin} {name}"
                );
                if covered.last() != Some(bin) {
                    covered.push(bin.clone());
                }
            }
        }
        // Every bin ran at least one case (a statement sample, or `small` where there is none).
        assert_eq!(covered, bins);
    }
}
