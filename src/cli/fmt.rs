//! `lhsched fmt FILE|-`: parse a module and print it again in XLA's full form.

use std::path::PathBuf;

use clap::Args;

use super::{write_stdout, CliResult};
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
    write_stdout(&print_module(&m))
}
