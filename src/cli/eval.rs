//! `lhsched eval FILE.hlo`: replays the module's own order under a cost model, so XLA's
//! schedules and ours are measured the same way.

use super::cost_model::CostArgs;
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::evaluate;
use lhsched::driver::report::{eval_json, eval_text};
use lhsched::hlo::load_module;
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
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched eval`.
pub fn run(a: EvalArgs) -> CliResult {
    let module = load_module(&a.file)?;
    let (model, warnings) = a.cost.build(Some(&module))?;
    for w in &warnings {
        eprintln!("lhsched: warning: {w}");
    }
    let e = evaluate(&module, &model, &a.sched.options(false))
        .map_err(|e| format!("{}: {e}", a.file.display()))?;
    if a.json {
        let mut s = serde_json::to_string_pretty(&eval_json(&e))?;
        s.push('\n');
        write_stdout(&s)?;
    } else {
        write_stdout(&eval_text(&e))?;
    }
    Ok(ExitCode::SUCCESS)
}
