//! One request from a frontend: a job, HLO text and named options as JSON, answered with the
//! JSON report the CLI prints for the same job and options (`schedule` adds `"module"`, the
//! text `-o` writes; `trace: true` adds `"trace"`, what `--trace` writes; `profile_export`
//! answers with the PGLE profile as text format) and the warnings the CLI would print.

use crate::cost::config::Warning;
use crate::cost::profile_write::{encode_profile, ProfileFormat};
use crate::driver::by_name::{from_json_text, Job};
use crate::driver::export_profile;
use crate::driver::inspect::{estimate_module, stats_json};
use crate::driver::output::{Output, Outputs};
use crate::driver::report::json_text;
use crate::driver::run::{adopt_order_of, eval_loaded, schedule_loaded};
use crate::driver::trace::trace_json;
use crate::error::Error;
use crate::hlo::parse_module;
use serde_json::Value;
use std::io::Write;
use std::path::PathBuf;
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
            let module = parse()?;
            // The input order, kept for the trace's "before" process.
            let before = opts.trace.then(|| module.clone());
            let run = schedule_loaded(module, TEXT_NAME, &opts.run)?;
            let mut report = run.report;
            if let Value::Object(m) = &mut report {
                if let Some(before) = &before {
                    let orders = [
                        ("before: the input order", before),
                        ("after: lhsched", &run.module),
                    ];
                    m.insert("trace".into(), trace_json(&orders, &opts.run)?);
                }
                m.insert("module".into(), Value::String(run.module_text));
            }
            (report, run.warnings)
        }
        Job::Eval => {
            let mut module = parse()?;
            let order_of = match &opts.order_of {
                Some(reference) => Some(adopt_order_of(&mut module, TEXT_NAME, reference)?),
                None => None,
            };
            let mut run = eval_loaded(&module, TEXT_NAME, &opts.run)?;
            if let Some(o) = order_of {
                o.attach(&module, &mut run, &opts.run)?;
            }
            if opts.trace {
                if let Value::Object(m) = &mut run.report {
                    let t = trace_json(&[(TEXT_NAME, &module)], &opts.run)?;
                    m.insert("trace".into(), t);
                }
            }
            (run.report, run.warnings)
        }
        Job::ProfileExport => {
            let module = parse()?;
            let (model, warnings) = opts.run.cost.build(Some(&module))?;
            let p = export_profile(&module, &model, &opts.run.sched).map_err(|e| Error::In {
                what: TEXT_NAME.to_string(),
                source: Box::new(e.into()),
            })?;
            let text = encode_profile(&p.proto, ProfileFormat::Text).map_err(Error::from)?;
            let report = serde_json::json!({
                "profile": String::from_utf8_lossy(&text),
                "costs": p.proto.costs.len(),
                "latencies": p.proto.latencies.len(),
                "conflicts": p.conflicts,
            });
            (report, warnings)
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

/// The files a frontend writes for one request, checked by the CLI's rules
/// ([`crate::driver::output`]) before any work: every file `options_json` names for reading
/// (`table`, `gemm_table`, `profile`, `order_of`) is an input, and each `(name, path)` output
/// is refused when it is one of them or another output (by device and inode), or cannot be
/// written as the shell's `>` would; each regular output's temporary file is reserved now and
/// removed when the returned [`Output`] is dropped unwritten (an interrupted call).
pub fn plan_outputs(
    job: Job,
    options_json: &str,
    outputs: &[(String, PathBuf)],
) -> Result<Vec<Output>, Error> {
    let opts = from_json_text(job, options_json)?;
    let mut plan = Outputs::new();
    plan.inputs(
        opts.run
            .input_files()
            .into_iter()
            .map(|(flag, p)| (flag.trim_start_matches('-'), p)),
    );
    if let Some(r) = &opts.order_of {
        plan.input("order_of", r);
    }
    outputs
        .iter()
        .map(|(name, path)| plan.output(name, path))
        .collect()
}

/// Writes `report[key]` to `out` (a string as its text, anything else as JSON and a newline)
/// and puts it in place; the key is removed from the report unless `keep`. A report without
/// the key is an error naming it.
pub fn write_report_key(
    report: &mut Value,
    key: &str,
    keep: bool,
    out: Output,
) -> Result<(), Error> {
    let missing = || Error::msg(format!("the report has no `{key}` to write"));
    let value = match report {
        Value::Object(m) if keep => m.get(key).cloned().ok_or_else(missing)?,
        Value::Object(m) => m.remove(key).ok_or_else(missing)?,
        _ => return Err(missing()),
    };
    out.write_with(&mut |w: &mut dyn Write| match &value {
        Value::String(s) => w.write_all(s.as_bytes()),
        v => serde_json::to_writer(&mut *w, v)
            .map_err(std::io::Error::other)
            .and_then(|()| w.write_all(b"\n")),
    })
}
