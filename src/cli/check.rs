//! `lhsched check FILE.hlo`: is the module a schedule XLA's backend accepts as it is (every
//! computation sequenced, operands and control predecessors first, async chains in order, no
//! `is_sync` pair with work inside)? Prints every problem; exit code 2 when there is one.

use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::hlo::load_module;
use lhsched::hlo::schedule_check::check_schedule;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
}

/// Runs `lhsched check`.
pub fn run(a: CheckArgs) -> CliResult {
    let module = load_module(&a.file)?;
    check_schedule(&module).map_err(|e| format!("{}: {e}", a.file.display()))?;
    write_stdout(&format!(
        "{}: a valid XLA schedule ({} computations)\n",
        a.file.display(),
        module.computations.len()
    ))?;
    Ok(ExitCode::SUCCESS)
}
