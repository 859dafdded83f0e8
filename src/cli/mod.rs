//! The command-line interface: argument parsing and output only; the work is in the library.
//! Each subcommand lives in its own file with an `Args` struct and a `run` function.

/// Prints a line to standard output through [`output::print`]: a closed or full stdout is an
/// error returned with `?` (never a panic, never ignored).
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::output::print(format_args!("{}\n", format_args!($($arg)*)))?
    };
}

/// Prints a line to standard error through [`output::note`]: warnings and progress notes. A
/// closed or full stderr loses the line, never the command's result (`eprintln!` would panic).
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::cli::output::note(format_args!($($arg)*))
    };
}

pub mod check;
pub mod cost_args;
pub mod cost_model;
pub mod estimate;
pub mod estimate_tables;
pub mod eval;
pub mod fmt;
pub mod gen;
pub mod hccl;
pub mod output;
pub mod profile;
pub mod sched_args;
pub mod schedule;
pub mod stats;
pub mod streams;
pub mod table;
pub mod table_nccl;
pub mod units;

use std::process::ExitCode;

/// What a subcommand returns: its exit code, or an error the caller prints before exiting 2.
pub type CliResult = Result<ExitCode, Box<dyn std::error::Error>>;

/// Wraps a value parser for clap: a byte size such as `64MiB`.
pub fn bytes_arg(s: &str) -> Result<u64, String> {
    units::parse_bytes(s)
}

/// Writes `text` to standard output (see [`output::write_stdout_bytes`]).
pub fn write_stdout(text: &str) -> CliResult {
    output::write_stdout_bytes(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
