//! The one rule both frontends share at their boundary: a panic never crosses it. A panic in
//! the library (a bug) becomes an error message the caller receives like any other.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Runs `f`, turning a panic into `Err("internal error: ...")`.
pub(crate) fn guarded<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => Err(format!(
            "internal error (please report it): {}",
            panic_message(payload.as_ref())
        )),
    }
}

/// The text a panic was raised with, when it was a string.
fn panic_message(payload: &(dyn Any + Send)) -> &str {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s
    } else {
        "a panic without a message"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_error() {
        let e = guarded::<()>(|| panic!("boom {}", 7)).unwrap_err();
        assert!(e.contains("internal error") && e.contains("boom 7"), "{e}");
        assert_eq!(guarded(|| Ok::<_, String>(3)), Ok(3));
        assert_eq!(guarded::<()>(|| Err("bad".into())), Err("bad".to_string()));
    }
}
