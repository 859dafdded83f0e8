//! The `lhsched` command line.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// lhsched: schedule ML compiler graphs so that communication hides behind compute.
#[derive(Parser)]
#[command(name = "lhsched", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Instructions per opcode and computation, and every collective with its bytes and groups.
    Stats(cli::stats::StatsArgs),
    /// Parse a module and print it again (`-` reads standard input).
    Fmt(cli::fmt::FmtArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: cli::CliResult = match cli.command {
        Command::Stats(args) => cli::stats::run(args),
        Command::Fmt(args) => cli::fmt::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("lhsched: {e}");
            ExitCode::from(2)
        }
    }
}
