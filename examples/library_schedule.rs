//! Schedules a module with library calls only and prints the JSON report, exactly what
//! `lhsched schedule IN.hlo -o OUT --json` prints for the same cost flags.
//!
//! Run: `cargo run --example library_schedule -- IN.hlo [--platform NAME] [--table FILE]
//! [--device KEY] [--gemm-table FILE] [--profile FILE] [-o OUT.hlo]`

use lhsched::cost::config::CostConfig;
use lhsched::driver::run::{schedule_file, RunOptions};
use std::path::PathBuf;
use std::process::ExitCode;

/// The report for the command-line words `args` (without the program name), and the scheduled
/// module's text.
pub fn run(args: &[String]) -> Result<(String, String), lhsched::Error> {
    let mut cost = CostConfig::new();
    let mut input = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| lhsched::Error::msg(format!("{a} needs a value")))
        };
        match a.as_str() {
            "--platform" => cost = cost.platform(value()?),
            "--table" => cost = cost.table(value()?),
            "--device" => cost = cost.device(value()?),
            "--gemm-table" => cost = cost.gemm_table(value()?),
            "--profile" => cost = cost.profile(value()?),
            "-o" | "--output" => {
                value()?;
            }
            s if s.starts_with('-') && s != "-" => {
                return Err(lhsched::Error::msg(format!("unknown option {s}")))
            }
            s => input = Some(PathBuf::from(s)),
        }
    }
    let input = input.ok_or_else(|| lhsched::Error::msg("give IN.hlo"))?;
    let run = schedule_file(&input, &RunOptions::new(cost))?;
    for w in &run.warnings {
        eprintln!("library_schedule: warning: {w}");
    }
    Ok((run.report_json(), run.module_text))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .iter()
        .position(|a| a == "-o" || a == "--output")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from);
    match run(&args) {
        Ok((report, module)) => {
            if let Some(o) = out {
                if let Err(e) = std::fs::write(&o, module) {
                    eprintln!("library_schedule: {}: {e}", o.display());
                    return ExitCode::from(2);
                }
            }
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("library_schedule: {e}");
            ExitCode::from(2)
        }
    }
}
