//! The Python extension module `lhsched._lhsched` (cargo feature `python`, built by maturin).
//! `python/lhsched/__init__.py` wraps it: keyword options become one JSON object, the JSON report
//! comes back as text, and errors are `lhsched.Error`. The GIL is released while the library works.

use super::guard::guarded;
use super::request::{plan_outputs, run_json_until, write_report_key};
use crate::driver::by_name::{option_names as names, Job};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

create_exception!(
    lhsched,
    Error,
    PyValueError,
    "Bad input to lhsched: the message names where (line:col, instruction, option) and what."
);

/// The job named `name`, or `lhsched.Error`.
fn job(name: &str) -> PyResult<Job> {
    Job::parse(name).ok_or_else(|| {
        Error::new_err(format!(
            "unknown command `{name}` (schedule, eval, estimate, stats, profile_export)"
        ))
    })
}

/// Runs `command_name` ("schedule", "eval", "estimate", "stats", "profile_export") on HLO text
/// with options given as a JSON object; returns the JSON report as text and the warnings the
/// CLI would print. Each of `outputs` (name, path, report key, keep) is checked before any work
/// by the CLI's rules (never one of the files the options read, nor another output; writable
/// as `>` would find it) and, once the work is done, gets the report's value under the key
/// (removed from the report unless kept), replaced atomically. Raises `lhsched.Error` on bad
/// input. The work runs on its own thread while this one, holding the GIL only briefly, checks
/// for signals every 100 ms (`py.check_signals`): Ctrl-C raises `KeyboardInterrupt` at once,
/// and stops the work at its next stage; no output is
/// written then.
#[pyfunction]
#[pyo3(signature = (command_name, hlo_text, options_json, outputs=Vec::new()))]
fn run(
    py: Python<'_>,
    command_name: &str,
    hlo_text: String,
    options_json: String,
    outputs: Vec<(String, PathBuf, String, bool)>,
) -> PyResult<(String, Vec<String>)> {
    let job = job(command_name)?;
    let paths: Vec<(String, PathBuf)> = outputs
        .iter()
        .map(|(name, path, _, _)| (name.clone(), path.clone()))
        .collect();
    let options = options_json.clone();
    let plan = || guarded(|| plan_outputs(job, &options, &paths).map_err(|e| e.to_string()));
    // Checked before any work; the temporary files are reserved again only to write, so a
    // signal Python does not turn into an exception (SIGTERM) finds none during the work.
    drop(plan().map_err(Error::new_err)?);
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .name("lhsched".into())
        .spawn(move || {
            let r = guarded(|| {
                run_json_until(job, &hlo_text, &options_json, Some(flag)).map_err(|e| e.to_string())
            });
            // The caller may have gone (interrupted): nothing to hand back then.
            let _ = tx.send(r);
        })
        .map_err(|e| Error::new_err(format!("cannot start the work thread: {e}")))?;
    // A receiver is not `Sync`; the lock lets the detached closure borrow it.
    let rx = Mutex::new(rx);
    let wait = || match rx.lock() {
        Ok(r) => r.recv_timeout(Duration::from_millis(100)),
        Err(_) => Err(RecvTimeoutError::Disconnected),
    };
    let mut reply = loop {
        match py.detach(wait) {
            Ok(r) => break r.map_err(Error::new_err)?,
            Err(RecvTimeoutError::Timeout) => {
                if let Err(e) = py.check_signals() {
                    cancel.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(Error::new_err("the work thread ended without an answer"))
            }
        }
    };
    // A SIGTERM while the outputs are written removes their temporary files (if the
    // program left SIGTERM's default action in place).
    let _cleanup = crate::driver::output::TerminationCleanup::install();
    let planned = plan().map_err(Error::new_err)?;
    for (out, (_, _, key, keep)) in planned.into_iter().zip(&outputs) {
        py.detach(|| {
            guarded(|| {
                write_report_key(&mut reply.report, key, *keep, out).map_err(|e| e.to_string())
            })
        })
        .map_err(Error::new_err)?;
    }
    Ok((reply.json(), reply.warnings))
}

/// The option names `command_name` accepts (the CLI's long options with `_` for `-`), sorted.
#[pyfunction]
fn option_names(command_name: &str) -> PyResult<Vec<&'static str>> {
    Ok(names(job(command_name)?))
}

/// The native half of the `lhsched` package.
#[pymodule]
fn _lhsched(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("Error", m.py().get_type::<Error>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(option_names, m)?)?;
    Ok(())
}
