//! `lhsched eval FILE.hlo`: replays the module's own order under a cost model, so XLA's
//! schedules and ours are measured the same way.

use super::cost_model::CostArgs;
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::report::eval_text;
use lhsched::driver::run::{eval_file, eval_in_order_of, RunOptions};
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
    /// Replay FILE's instructions in REF's order instead of its own (matched by instruction name;
    /// those REF lacks run just before their first user; XLA's `is_sync` rule applied), e.g.
    /// XLA's final module's order on the module that entered its scheduler
    #[arg(long, value_name = "REF.hlo")]
    pub order_of: Option<PathBuf>,
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched eval`.
pub fn run(a: EvalArgs) -> CliResult {
    let opts = RunOptions::new(a.cost.config()).sched(a.sched.options(false));
    let run = match &a.order_of {
        Some(reference) => eval_in_order_of(&a.file, reference, &opts)?,
        None => eval_file(&a.file, &opts)?,
    };
    for w in &run.warnings {
        note!("lhsched: warning: {w}");
    }
    if a.json {
        write_stdout(&run.report_json())?;
    } else {
        write_stdout(&eval_text(&run.eval))?;
    }
    Ok(ExitCode::SUCCESS)
}
