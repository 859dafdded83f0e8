//! `lhsched estimate`: the time of collectives. `estimate FILE.hlo` prices every collective of
//! a module (async forms included) with the chosen model; `estimate collective|gemm` asks a
//! measured table one question.

use super::cost_model::CostArgs;
use super::estimate_tables::{self, EstimateCmd};
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::inspect::estimate_module;
use lhsched::driver::report::human_time;
use lhsched::hlo::load_module;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched estimate`.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct EstimateArgs {
    #[command(subcommand)]
    pub cmd: Option<EstimateCmd>,
    /// An HLO module: price every collective instruction in it.
    #[arg(required = true)]
    pub file: Option<PathBuf>,
    /// Devices in the module (default: its `num_partitions` x `replica_count`).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(i64).range(1..))]
    pub num_partitions: Option<i64>,
    /// Print a JSON list of objects (`name`, `opcode`, `bytes`, `seconds`, `source`, ...).
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub cost: CostArgs,
}

/// Runs `lhsched estimate`.
pub fn run(a: EstimateArgs) -> CliResult {
    if let Some(cmd) = a.cmd {
        return estimate_tables::run(cmd);
    }
    let file = a.file.ok_or("give an HLO file, or `collective`/`gemm`")?;
    let mut module = load_module(&file)?;
    let (rows, warnings) = estimate_module(&mut module, &a.cost.config(), a.num_partitions)?;
    for w in &warnings {
        note!("lhsched: warning: {w}");
    }
    if a.json {
        let mut s = serde_json::to_string_pretty(&Value::Array(rows))?;
        s.push('\n');
        write_stdout(&s)?;
    } else {
        write_stdout(&text(&rows))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn text(rows: &[Value]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:<34} {:<20} {:>12} {:>7} {:<17} {:>12}  source",
        "instruction", "kind", "bytes", "groups", "comm type", "time"
    );
    for r in rows {
        let groups = format!("{}x{}", r["num_groups"], r["group_size"]);
        let time = r["seconds"].as_f64().map_or("-".into(), human_time);
        let _ = writeln!(
            s,
            "{:<34} {:<20} {:>12} {:>7} {:<17} {:>12}  {}",
            r["name"].as_str().unwrap_or(""),
            r["kind"].as_str().unwrap_or(""),
            r["bytes"].as_u64().unwrap_or(0).to_string(),
            groups,
            r["comm_type"].as_str().unwrap_or(""),
            time,
            r["source"].as_str().unwrap_or("")
        );
    }
    if rows.is_empty() {
        s.push_str("(no collectives)\n");
    }
    s
}
