//! The Python extension module `lhsched._lhsched` (cargo feature `python`, built by maturin).
//! `python/lhsched/__init__.py` wraps it: keyword options become one JSON object, the JSON report
//! comes back as text, and errors are `lhsched.Error`. The GIL is released while the library works.

use super::guard::guarded;
use super::request::run_json;
use crate::driver::by_name::{option_names as names, Job};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

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

/// Runs `command_name` ("schedule", "eval", "estimate", "stats", "profile_export") on HLO text with options given
/// as a JSON object; returns the JSON report as text and the warnings the CLI would print.
/// Raises `lhsched.Error` on bad input.
#[pyfunction]
fn run(
    py: Python<'_>,
    command_name: &str,
    hlo_text: String,
    options_json: String,
) -> PyResult<(String, Vec<String>)> {
    let job = job(command_name)?;
    let reply = py
        .detach(|| guarded(|| run_json(job, &hlo_text, &options_json).map_err(|e| e.to_string())))
        .map_err(Error::new_err)?;
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
