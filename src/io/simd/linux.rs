//! Mapping a file into memory with the raw system calls of x86-64 Linux (std has no `mmap`, and
//! an `extern` block could not be written for both rustc 1.70 and edition 2024).

/// The system call `n` with three to six arguments; a negative result is `-errno`.
///
/// # Safety
/// The call must be one whose arguments are valid as given.
unsafe fn syscall(n: usize, args: [usize; 6]) -> isize {
    let ret: isize;
    // SAFETY: the `syscall` instruction takes its number in rax and arguments in rdi, rsi,
    // rdx, r10, r8, r9, returns in rax and clobbers rcx and r11 (the x86-64 Linux convention);
    // it touches no stack. What the call does is the caller's promise.
    unsafe {
        core::arch::asm!(
            "syscall",
            inlateout("rax") n as isize => ret,
            in("rdi") args[0],
            in("rsi") args[1],
            in("rdx") args[2],
            in("r10") args[3],
            in("r8") args[4],
            in("r9") args[5],
            lateout("rcx") _,
            lateout("r11") _,
            options(nostack),
        );
    }
    ret
}

/// Maps `len` > 0 bytes of the file open as `fd`, from `offset` (a multiple of [`PAGE`]),
/// read-only and private; `None` if the kernel refuses.
pub fn map(fd: i32, offset: u64, len: usize) -> Option<*const u8> {
    const MMAP: usize = 9;
    const PROT_READ: usize = 1;
    const MAP_PRIVATE: usize = 2;
    // SAFETY: a new read-only mapping at an address the kernel chooses changes no memory the
    // program uses; an invalid descriptor or offset only makes the call fail.
    let p = unsafe {
        syscall(
            MMAP,
            [0, len, PROT_READ, MAP_PRIVATE, fd as usize, offset as usize],
        )
    };
    // Errors are -4095..-1; addresses the kernel hands out are below 2^47.
    (p > 0).then_some(p as *const u8)
}

/// Unmaps what [`map`] mapped.
///
/// # Safety
/// `p` and `len` are a mapping [`map`] returned, and nothing refers to its memory any more.
pub unsafe fn unmap(p: *const u8, len: usize) {
    const MUNMAP: usize = 11;
    // SAFETY: the caller promises the mapping is ours and unused.
    unsafe { syscall(MUNMAP, [p as usize, len, 0, 0, 0, 0]) };
}
