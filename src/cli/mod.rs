//! The command-line interface: argument parsing and output only; the work is in the library.
//! Each subcommand lives in its own file with an `Args` struct and a `run` function.

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

/// Writes `text` to standard output. A closed pipe (`lhsched fmt x.hlo | head`) is not an error.
pub fn write_stdout(text: &str) -> CliResult {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(ExitCode::SUCCESS),
    }
}
