//! One request from a frontend: a job, HLO text and named options as JSON, answered with the
//! JSON report the CLI prints for the same job and options (`schedule` adds `"module"`, the
//! text `-o` writes; `trace: true` adds `"trace"`, what `--trace` writes; `profile_export`
//! answers with the PGLE profile as text format) and the warnings the CLI would print.

use crate::cost::config::Warning;
use crate::cost::profile_write::{encode_profile, ProfileFormat};
use crate::driver::by_name::{from_json_text, Job};
use crate::driver::export_profile;
use crate::driver::inspect::{estimate_module, stats_json};
use crate::driver::report::json_text;
use crate::driver::run::{adopt_order_of, eval_loaded, schedule_loaded};
use crate::driver::trace::trace_json;
use crate::error::Error;
use crate::hlo::parse_module;
use serde_json::Value;

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
    let opts = from_json_text(job, options_json)?;
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
            let (rows, warnings) =
                estimate_module(&mut parse()?, &opts.run.cost, opts.num_partitions)?;
            (Value::Array(rows), warnings)
        }
        Job::Stats => (stats_json(&parse()?)?, Vec::new()),
    };
    Ok(Reply { report, warnings })
}
