//! `lhsched eval FILE.hlo`: replays the module's own order under a cost model, so XLA's
//! schedules and ours are measured the same way.

use super::cost_model::CostArgs;
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::report::{eval_text, work_diff_text};
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
    /// Print the text report (the default without `--json`); with `--order-of` it ends with
    /// the work REF drops and adds, priced
    #[arg(long, conflicts_with = "json")]
    pub report: bool,
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
        let mut text = eval_text(&run.eval);
        if let Some(d) = &run.work_diff {
            text.push_str(&work_diff_text(d));
        }
        write_stdout(&text)?;
    }
    Ok(ExitCode::SUCCESS)
}
