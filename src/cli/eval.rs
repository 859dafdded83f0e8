//! `lhsched eval FILE.hlo`: replays the module's own order under a cost model, so XLA's
//! schedules and ours are measured the same way; `--trace` writes that order's timeline.

use super::cost_model::CostArgs;
use super::output::{written, Outputs};
use super::sched_args::SchedArgs;
use super::streams::trace_target;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::report::{eval_text, work_diff_text};
use lhsched::driver::run::{adopt_order_of, eval_prepared, load_with_cost, RunOptions};
use lhsched::driver::trace::{write_trace, Replays};
use std::io::BufWriter;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched eval`.
#[derive(Args, Debug)]
pub struct EvalArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
    /// Print one JSON object (`makespan_s`, `exposed_s` per kind, `peak_bytes`, ...).
    #[arg(long)]
    pub json: bool,
    /// Print the text report (the default without `--json`); with `--order-of` it ends with
    /// the work REF drops and adds, priced
    #[arg(long, conflicts_with = "json")]
    pub report: bool,
    /// Replay FILE's instructions in REF's order instead of its own (matched by instruction name;
    /// those REF lacks run just before their first user; XLA's `is_sync` rule applied), e.g.
    /// XLA's final module's order on the module that entered its scheduler
    #[arg(long, value_name = "REF.hlo")]
    pub order_of: Option<PathBuf>,
    /// Write a Chrome trace (Perfetto, chrome://tracing) of the order replayed (e.g. XLA's final
    /// module), as `schedule --trace` writes its before and after.
    #[arg(long, value_name = "TRACE.json")]
    pub trace: Option<PathBuf>,
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched eval`.
pub fn run(a: EvalArgs) -> CliResult {
    if let Some(t) = &a.trace {
        // The report takes standard output.
        trace_target(t, Some("the report"))?;
    }
    let opts = RunOptions::new(a.cost.config()).sched(a.sched.options(false));
    // The trace is checked against every file eval reads before any work.
    let mut plan = Outputs::new();
    plan.input("the module", &a.file).inputs(opts.input_files());
    if let Some(r) = &a.order_of {
        plan.input("--order-of", r);
    }
    let trace = a
        .trace
        .as_deref()
        .map(|t| plan.output("--trace", t))
        .transpose()?;
    let name = a.file.display().to_string();
    let (module, cost) = load_with_cost(&a.file, &opts);
    let mut module = module?;
    let order_of = match &a.order_of {
        Some(reference) => Some(adopt_order_of(&mut module, &name, reference)?),
        None => None,
    };
    let mut run = eval_prepared(&module, &name, &opts, cost)?;
    if let Some(o) = order_of {
        o.attach(&module, &mut run, &opts)?;
    }
    for w in &run.warnings {
        note!("lhsched: warning: {w}");
    }
    if let Some(mut t) = trace {
        let (model, _) = opts.cost.build(Some(&module))?;
        let replays = Replays::new(&module, &model, &opts.sched)?;
        let process = match &a.order_of {
            Some(r) => format!("{name} in the order of {}", r.display()),
            None => name.clone(),
        };
        let orders = [(process.as_str(), &replays)];
        written(t.fill(&mut |w| write_trace(&mut BufWriter::new(w), &orders)))?;
        written(t.commit())?;
    }
    if a.json {
        write_stdout(&run.report_json())?;
    } else {
        let mut text = eval_text(&run.eval);
        if let Some(d) = &run.work_diff {
            text.push_str(&work_diff_text(d));
        }
        write_stdout(&text)?;
    }
    Ok(ExitCode::SUCCESS)
}
