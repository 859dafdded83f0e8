//! `lhsched check FILE.hlo [--same-order-as DUMP]`: is the module a schedule XLA's backend
//! accepts as it is (every computation sequenced, operands and control predecessors first,
//! async chains in order, no `is_sync` pair with work inside), and does another module (the
//! runner's own dump) run every computation in the same order? Prints every problem; exit
//! code 2 when there is one.

use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::run::load_reference;
use lhsched::hlo::load_module;
use lhsched::hlo::schedule_check::{check_schedule, order_differences};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
    /// Also require this module (e.g. the module XLA's runner dumped after compiling FILE) to
    /// run every computation of FILE in the same order.
    #[arg(long, value_name = "DUMP.txt")]
    pub same_order_as: Option<PathBuf>,
}

/// Runs `lhsched check`.
pub fn run(a: CheckArgs) -> CliResult {
    let module = load_module(&a.file)?;
    check_schedule(&module).map_err(|e| format!("{}: {e}", a.file.display()))?;
    if let Some(other_path) = &a.same_order_as {
        let other = load_reference(other_path)?;
        let diffs = order_differences(&module, &other);
        if !diffs.is_empty() {
            let mut msg = format!(
                "{} does not run {} in the same order ({} computation(s) differ)",
                other_path.display(),
                a.file.display(),
                diffs.len()
            );
            for d in &diffs {
                msg.push_str(&format!("\n  {d}"));
            }
            return Err(msg.into());
        }
    }
    write_stdout(&format!(
        "{}: a valid XLA schedule ({} computations)\n",
        a.file.display(),
        module.computations.len()
    ))?;
    Ok(ExitCode::SUCCESS)
}
