//! Runs of the release binary as a child process, timed and measured by `wait4` (wall, user +
//! system CPU, peak RSS): shared by the benches that compare whole commands (`ratio`,
//! `combine`).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// The binary under measurement (this package's release build).
pub const BIN: &str = env!("CARGO_BIN_EXE_lhsched");

/// One child's figures: wall seconds, CPU seconds (user + system) and peak RSS in bytes.
#[derive(Clone, Copy)]
pub struct Run {
    /// Wall seconds.
    pub wall: f64,
    /// User + system seconds.
    pub cpu: f64,
    /// Peak RSS, bytes.
    pub rss: u64,
}

/// Runs the binary with `args`, its standard output into `out` (or dropped), and takes its
/// figures from `wait4`.
pub fn run(args: &[&str], out: Option<&Path>) -> Result<Run, String> {
    let stdout = match out {
        Some(p) => {
            Stdio::from(std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()))?)
        }
        None => Stdio::null(),
    };
    let t = Instant::now();
    let child = Command::new(BIN)
        .args(args)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{BIN}: {e}"))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is plain data that wait4 fills; the pid is our own child, reaped here.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let secs = t.elapsed().as_secs_f64();
    if r != pid || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!(
            "lhsched {}: failed (status {status})",
            args.join(" ")
        ));
    }
    let tv = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    Ok(Run {
        wall: secs,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        // Linux reports ru_maxrss in KiB.
        rss: (usage.ru_maxrss.max(0) as u64) * 1024,
    })
}

/// The median (sorts `v`).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// `key` from the environment as a number, else `default`.
pub fn env_or(key: &str, default: usize) -> usize {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
