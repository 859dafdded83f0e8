//! One request from a frontend: a job, HLO text and named options as JSON, answered with the
//! JSON report the CLI prints for the same job and options (`schedule` adds `"module"`, the
//! text `-o` writes) and the warnings the CLI would print.

use crate::cost::config::Warning;
use crate::driver::by_name::{from_json_text, Job};
use crate::driver::inspect::{estimate_module, stats_json};
use crate::driver::report::json_text;
use crate::driver::run::{eval_loaded, eval_loaded_in_order_of, schedule_hlo_text};
use crate::error::Error;
use crate::hlo::parse_module;
use serde_json::Value;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// How HLO text from a frontend is named in error messages (`<hlo_text>:5:20: ...`).
pub const TEXT_NAME: &str = "<hlo_text>";

/// A report and the warnings that came with it.
#[derive(Debug)]
pub struct Reply {
    /// The report, as the CLI's `--json` prints it.
    pub report: Value,
    /// What the library noticed but did not refuse (the CLI prints these on stderr).
    pub warnings: Vec<Warning>,
}

impl Reply {
    /// The report as the CLI's `--json` prints it.
    pub fn json(&self) -> String {
        json_text(&self.report)
    }

    /// The report with the warnings inside it, as `"warnings": [...]` (always present, maybe
    /// empty): for a frontend that has no channel of its own for them, such as the C ABI,
    /// where a library must not write to the caller's stderr.
    pub fn json_with_warnings(mut self) -> String {
        let list = Value::Array(self.warnings.into_iter().map(Value::String).collect());
        match &mut self.report {
            Value::Object(m) => {
                m.insert("warnings".into(), list);
            }
            other => {
                let report = std::mem::take(other);
                *other = serde_json::json!({ "report": report, "warnings": list });
            }
        }
        json_text(&self.report)
    }
}

/// Runs `job` on `hlo_text` with `options_json` (a JSON object of named options).
pub fn run_json(job: Job, hlo_text: &str, options_json: &str) -> Result<Reply, Error> {
    run_json_until(job, hlo_text, options_json, None)
}

/// [`run_json`] that stops with an "interrupted" error at its next stage once `cancel` is set
/// (see [`crate::driver::run::RunOptions::cancel`]).
pub fn run_json_until(
    job: Job,
    hlo_text: &str,
    options_json: &str,
    cancel: Option<Arc<AtomicBool>>,
) -> Result<Reply, Error> {
    let mut opts = from_json_text(job, options_json)?;
    opts.run.cancel = cancel;
    let parse =
        || parse_module(hlo_text).map_err(|e| Error::from(e.with_file(TEXT_NAME.to_string())));
    let (report, warnings) = match job {
        Job::Schedule => {
            let run = schedule_hlo_text(hlo_text, TEXT_NAME, &opts.run)?;
            let mut report = run.report;
            if let Value::Object(m) = &mut report {
                m.insert("module".into(), Value::String(run.module_text));
            }
            (report, run.warnings)
        }
        Job::Eval => {
            let run = match &opts.order_of {
                Some(reference) => {
                    eval_loaded_in_order_of(parse()?, TEXT_NAME, reference, &opts.run)?
                }
                None => eval_loaded(&parse()?, TEXT_NAME, &opts.run)?,
            };
            (run.report, run.warnings)
        }
        Job::Estimate => {
            let mut m = parse()?;
            opts.run.checkpoint()?;
            let (rows, warnings) = estimate_module(&mut m, &opts.run.cost, opts.num_partitions)?;
            (Value::Array(rows), warnings)
        }
        Job::Stats => (stats_json(&parse()?)?, Vec::new()),
    };
    Ok(Reply { report, warnings })
}
