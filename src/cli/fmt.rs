//! `lhsched fmt FILE|-`: parse a module and print it again in XLA's full form.

use std::path::PathBuf;

use clap::Args;

use super::output::write_stdout_with;
use super::CliResult;
use lhsched::hlo::{load_module, write_module_parallel};
use std::process::ExitCode;

/// Arguments of `lhsched fmt`.
#[derive(Args, Debug)]
pub struct FmtArgs {
    /// The HLO text file (`-` reads standard input).
    pub file: PathBuf,
}

/// Prints the module back to standard output.
pub fn run(args: FmtArgs) -> CliResult {
    let m = lhsched::phases::time("load (read+parse)", || load_module(&args.file))?;
    // Streamed: the text of a large module is never held whole beside its IR. The same
    // printer as `schedule`'s output (two threads on a module of 100k+ instructions, the same
    // bytes as one), so the two commands' times compare like with like.
    lhsched::phases::time("print", || {
        write_stdout_with(&mut |w: &mut dyn std::io::Write| write_module_parallel(&m, w))
    })?;
    // The process ends next; the OS takes the module's many small allocations back faster.
    std::mem::forget(m);
    eprint!("{}", lhsched::phases::report());
    Ok(ExitCode::SUCCESS)
}
