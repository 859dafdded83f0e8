//! Two pieces of work at once, one on a second thread: the pattern behind every step a large
//! input runs beside another (the driver's bound and checks, a graph's buffer plan, the
//! schedule check), written once.

/// Whether a second core may take work: the `threads` limit allows it (`1` forbids it) and the
/// system has one.
pub(crate) fn second_core(threads: usize) -> bool {
    threads != 1 && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
}

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

/// Drops `value` on a thread of its own when a second core may take work (`threads`, as in
/// [`second_core`]), else here: freeing a large module (a hundred thousand instructions take
/// several milliseconds) need not hold up the caller, and the thread touches nothing else.
pub(crate) fn drop_beside<T: Send + 'static>(threads: usize, value: T) {
    if second_core(threads) {
        // A refused thread drops the closure, and `value` with it, here.
        let _ = std::thread::Builder::new().spawn(move || drop(value));
    } else {
        drop(value);
    }
}
