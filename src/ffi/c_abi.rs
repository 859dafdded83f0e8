//! The C ABI declared in `include/lhsched.h`: NUL-terminated UTF-8 text in, the JSON report of
//! `lhsched schedule --json` / `eval --json` out. Strings this library returns are freed with
//! [`lhsched_string_free`]. NULL or non-UTF-8 inputs are errors, and no panic crosses the boundary.

use super::guard::guarded;
use super::request::run_json;
use crate::driver::by_name::Job;
use std::ffi::{c_char, CStr, CString};
use std::ptr;

/// Reads a caller's C string; `what` names the argument in the error.
///
/// # Safety
/// `p` is NULL or points to a NUL-terminated string that stays valid during the call.
unsafe fn input<'a>(p: *const c_char, what: &str) -> Result<&'a str, String> {
    if p.is_null() {
        return Err(format!("{what} is NULL"));
    }
    // SAFETY: non-NULL and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(p) }
        .to_str()
        .map_err(|e| format!("{what} is not UTF-8: {e}"))
}

/// A Rust string as a C string the caller owns; an interior NUL is shown as `\0`.
fn owned(s: String) -> *mut c_char {
    let s = if s.contains('\0') {
        s.replace('\0', "\\0")
    } else {
        s
    };
    CString::new(s).map_or(ptr::null_mut(), CString::into_raw)
}

/// Runs one job for a C caller: the report, or NULL with `*error` set. Warnings go to standard
/// error as the CLI prints them.
///
/// # Safety
/// As for [`lhsched_schedule_json`].
unsafe fn call(
    job: Job,
    hlo_text: *const c_char,
    options_json: *const c_char,
    error: *mut *mut c_char,
) -> *mut c_char {
    if !error.is_null() {
        // SAFETY: the caller gives NULL or a writable `char *`.
        unsafe { *error = ptr::null_mut() };
    }
    let result = guarded(|| {
        // SAFETY: the caller's contract on both strings.
        let hlo = unsafe { input(hlo_text, "hlo_text") }?;
        let options = unsafe { input(options_json, "options_json") }?;
        let reply = run_json(job, hlo, options).map_err(|e| e.to_string())?;
        Ok(reply.json_with_warnings())
    });
    match result {
        Ok(report) => owned(report),
        Err(message) => {
            if !error.is_null() {
                // SAFETY: as above.
                unsafe { *error = owned(message) };
            }
            ptr::null_mut()
        }
    }
}

/// Schedules an HLO module: returns the JSON report of `lhsched schedule --json` plus
/// `"module"`, the scheduled HLO text, and `"warnings"`, the notes the CLI prints on stderr
/// (this library never writes to the caller's stderr); or NULL with `*error` set to a message.
///
/// `options_json` is a JSON object whose keys are the CLI's long options with `_` for `-`
/// (`{"platform":"h100","table":"x.pb","device":"sm_90"}`; `"{}"` for the defaults). Free the
/// result and the message with [`lhsched_string_free`]; `error` may be NULL.
///
/// # Safety
/// `hlo_text` and `options_json` are NULL or NUL-terminated strings valid for the call; `error`
/// is NULL or points to writable storage for one pointer.
#[no_mangle]
pub unsafe extern "C" fn lhsched_schedule_json(
    hlo_text: *const c_char,
    options_json: *const c_char,
    error: *mut *mut c_char,
) -> *mut c_char {
    // SAFETY: forwarded contract.
    unsafe { call(Job::Schedule, hlo_text, options_json, error) }
}

/// Replays an HLO module's own order: returns the JSON report of `lhsched eval --json` plus
/// `"warnings"`, or NULL with `*error` set. Arguments as for [`lhsched_schedule_json`].
///
/// # Safety
/// As for [`lhsched_schedule_json`].
#[no_mangle]
pub unsafe extern "C" fn lhsched_eval_json(
    hlo_text: *const c_char,
    options_json: *const c_char,
    error: *mut *mut c_char,
) -> *mut c_char {
    // SAFETY: forwarded contract.
    unsafe { call(Job::Eval, hlo_text, options_json, error) }
}

/// Frees a string returned by this library (a report or an error message); NULL is ignored.
///
/// # Safety
/// `s` is NULL or a pointer this library returned that has not been freed yet.
#[no_mangle]
pub unsafe extern "C" fn lhsched_string_free(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: `s` came from `CString::into_raw` in `owned` and is freed once.
        drop(unsafe { CString::from_raw(s) });
    }
}

/// The library's version (`"0.1.0"`), a static string the caller must not free.
#[no_mangle]
pub extern "C" fn lhsched_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
