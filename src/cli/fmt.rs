//! `lhsched fmt FILE|-`: parse a module and print it again in XLA's full form.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::CliResult;
use lhsched::hlo::{load_module, print_module};

/// Arguments of `lhsched fmt`.
#[derive(Args, Debug)]
pub struct FmtArgs {
    /// The HLO text file (`-` reads standard input).
    pub file: PathBuf,
}

/// Prints the module back to standard output.
pub fn run(args: FmtArgs) -> CliResult {
    let m = load_module(&args.file)?;
    let mut out = std::io::stdout().lock();
    out.write_all(print_module(&m).as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
