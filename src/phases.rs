//! Time per phase of a run, for profiling large inputs: with `LHSCHED_PHASES=1` in the
//! environment the CLI prints each phase's total wall seconds, the CPU seconds of the thread
//! that ran it (from Linux's `/proc/thread-self/schedstat`; a busy machine stretches the wall
//! time, not the CPU time) and how many times it ran, on standard error when it ends. Without it nothing is recorded; either way no
//! output changes. Phases that run beside each other on two threads both count their own wall
//! time, so the totals can add up to more than the run.

use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Per phase name: total wall seconds, CPU seconds and count, in first-seen order.
type Totals = Vec<(&'static str, f64, f64, usize)>;

/// This thread's CPU time so far in seconds (0 where Linux's schedstat is not readable).
fn thread_cpu() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 * 1e-9)
}

fn on() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("LHSCHED_PHASES").is_some_and(|v| v != "0"))
}

fn totals() -> &'static Mutex<Totals> {
    static T: OnceLock<Mutex<Totals>> = OnceLock::new();
    T.get_or_init(|| Mutex::new(Vec::new()))
}

/// Runs `f`, adding its wall time to phase `name` when recording is on.
pub fn time<T>(name: &'static str, f: impl FnOnce() -> T) -> T {
    if !on() {
        return f();
    }
    let (t, c) = (Instant::now(), thread_cpu());
    let r = f();
    let (s, cpu) = (t.elapsed().as_secs_f64(), thread_cpu() - c);
    if let Ok(mut v) = totals().lock() {
        match v.iter_mut().find(|e| e.0 == name) {
            Some(e) => {
                e.1 += s;
                e.2 += cpu;
                e.3 += 1;
            }
            None => v.push((name, s, cpu, 1)),
        }
    }
    r
}

/// The recorded phases as text, one line each (empty when recording is off).
pub fn report() -> String {
    let Ok(v) = totals().lock() else {
        return String::new();
    };
    v.iter()
        .map(|(n, s, cpu, c)| format!("phase {n:<20} {s:7.3} s wall {cpu:7.3} s CPU ({c}x)\n"))
        .collect()
}
