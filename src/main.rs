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
    /// Inspect, check and evaluate a measured performance table.
    Table(cli::table::TableArgs),
    /// Estimate the time of a collective or GEMM from a measured table.
    Estimate(cli::estimate_tables::EstimateArgs),
    /// HCCL collective algorithms: compare their costs, or show and check a step plan.
    Hccl(cli::hccl::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: cli::CliResult = match cli.command {
        Command::Table(a) => cli::table::run(a),
        Command::Estimate(a) => cli::estimate_tables::run(a),
        Command::Hccl(a) => cli::hccl::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("lhsched: {e}");
            ExitCode::from(2)
        }
    }
}
