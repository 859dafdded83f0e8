//! Time per phase of a run, for profiling large inputs: with `LHSCHED_PHASES=1` in the
//! environment the CLI prints each phase's total wall seconds, the CPU seconds of the thread
//! that ran it (from Linux's `/proc/thread-self/schedstat`; a busy machine stretches the wall
//! time, not the CPU time) and how many times it ran, on standard error when it ends. Without it nothing is recorded; either way no
//! output changes. Phases that run beside each other on two threads both count their own wall
//! time, so the totals can add up to more than the run. With `LHSCHED_PHASES=timeline` each
//! run of a phase is also listed with its thread and its start and end in seconds since the
//! first phase began, so the report shows which core did what when (where the second core
//! sits idle).

use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Per phase name: total wall seconds, CPU seconds and count, in first-seen order.
type Totals = Vec<(&'static str, f64, f64, usize)>;

/// One run of a phase: its name, thread, and start and end since the first phase began.
type Span = (&'static str, String, f64, f64);

/// This thread's CPU time so far in seconds (0 where Linux's schedstat is not readable).
fn thread_cpu() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 * 1e-9)
}

/// Recording: off, totals, or totals and the timeline.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Off,
    Totals,
    Timeline,
}

fn mode() -> Mode {
    static MODE: OnceLock<Mode> = OnceLock::new();
    *MODE.get_or_init(|| match std::env::var_os("LHSCHED_PHASES") {
        None => Mode::Off,
        Some(v) if v == "0" || v.is_empty() => Mode::Off,
        Some(v) if v == "timeline" => Mode::Timeline,
        Some(_) => Mode::Totals,
    })
}

fn on() -> bool {
    mode() != Mode::Off
}

fn totals() -> &'static Mutex<Totals> {
    static T: OnceLock<Mutex<Totals>> = OnceLock::new();
    T.get_or_init(|| Mutex::new(Vec::new()))
}

fn spans() -> &'static Mutex<Vec<Span>> {
    static S: OnceLock<Mutex<Vec<Span>>> = OnceLock::new();
    S.get_or_init(|| Mutex::new(Vec::new()))
}

/// When the first phase began: the timeline's zero.
fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

/// Runs `f`, adding its wall time to phase `name` when recording is on.
pub fn time<T>(name: &'static str, f: impl FnOnce() -> T) -> T {
    if !on() {
        return f();
    }
    let zero = epoch();
    let (t, c) = (Instant::now(), thread_cpu());
    let r = f();
    let (s, cpu) = (t.elapsed().as_secs_f64(), thread_cpu() - c);
    if mode() == Mode::Timeline {
        let start = t.duration_since(zero).as_secs_f64();
        let thread = format!("{:?}", std::thread::current().id());
        if let Ok(mut v) = spans().lock() {
            v.push((name, thread, start, start + s));
        }
    }
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

/// The recorded phases as text, one line each (empty when recording is off); with the
/// timeline, then every run of a phase by start time.
pub fn report() -> String {
    let Ok(v) = totals().lock() else {
        return String::new();
    };
    let mut out: String = v
        .iter()
        .map(|(n, s, cpu, c)| format!("phase {n:<20} {s:7.3} s wall {cpu:7.3} s CPU ({c}x)\n"))
        .collect();
    if let Ok(mut spans) = spans().lock() {
        spans.sort_by(|a, b| a.2.total_cmp(&b.2).then(a.3.total_cmp(&b.3)));
        for (n, thread, a, b) in spans.iter() {
            out.push_str(&format!("span  {n:<20} {a:7.3} .. {b:7.3} s  {thread}\n"));
        }
    }
    out
}
