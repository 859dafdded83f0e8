//! Two pieces of work at once, one on a second thread: the pattern behind every step a large
//! input runs beside another (the driver's bound and checks, a graph's buffer plan, the
//! schedule check), written once.

/// Runs `there` on a second thread while `here` runs on this one, and returns both results:
/// the same as running them one after the other, since each only reads what it is given.
/// Without `parallel`, or when the system refuses a thread (or the thread fails), `there` runs
/// on this thread.
pub(crate) fn beside<A: Send, B>(
    parallel: bool,
    there: impl Fn() -> A + Sync,
    here: impl FnOnce() -> B,
) -> (A, B) {
    if !parallel {
        let b = here();
        return (there(), b);
    }
    std::thread::scope(|s| {
        let h = std::thread::Builder::new().spawn_scoped(s, &there).ok();
        let b = here();
        let a = h.and_then(|h| h.join().ok()).unwrap_or_else(&there);
        (a, b)
    })
}
