//! `lhsched profile export FILE.hlo [cost options] -o PROFILE.pbtxt|.pb`: lhsched's cost of
//! every instruction and latency of every async pair in XLA's PGLE format, so XLA's own
//! scheduler (`--xla_gpu_pgle_profile_file_or_directory_path`) or `--profile` can use them.

use super::cost_model::CostArgs;
use super::output::{written, Outputs};
use super::sched_args::SchedArgs;
use super::CliResult;
use clap::{Args, Subcommand};
use lhsched::cost::profile_write::{encode_profile, ProfileFormat};
use lhsched::driver::export_profile_file;
use lhsched::driver::run::RunOptions;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched profile`.
#[derive(Args, Debug)]
pub struct ProfileArgs {
    #[command(subcommand)]
    command: ProfileCommand,
}

#[derive(Subcommand, Debug)]
enum ProfileCommand {
    /// Write lhsched's costs of a module as a PGLE profile (ProfiledInstructionsProto).
    Export(ExportArgs),
}

/// Arguments of `lhsched profile export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
    /// The profile to write: `.pbtxt` (text format) or `.pb` (binary).
    #[arg(short, long, value_name = "PROFILE.pbtxt|.pb")]
    pub output: PathBuf,
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched profile ...`.
pub fn run(a: ProfileArgs) -> CliResult {
    match a.command {
        ProfileCommand::Export(e) => export(e),
    }
}

fn export(a: ExportArgs) -> CliResult {
    let format = ProfileFormat::from_path(&a.output).ok_or_else(|| {
        format!(
            "-o {}: the extension must be .pbtxt (text) or .pb (binary)",
            a.output.display()
        )
    })?;
    let opts = RunOptions::new(a.cost.config()).sched(a.sched.options(false));
    let mut plan = Outputs::new();
    plan.input("the module", &a.file).inputs(opts.input_files());
    let out = plan.output("-o", &a.output)?;
    let (p, warnings) = export_profile_file(&a.file, &opts)?;
    for w in &warnings {
        note!("lhsched: warning: {w}");
    }
    if !p.conflicts.is_empty() {
        note!(
            "lhsched: warning: {} instruction names have different costs in different \
             computations; a reader averages them ({})",
            p.conflicts.len(),
            p.conflicts
                .iter()
                .take(5)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let bytes = encode_profile(&p.proto, format)?;
    written(out.write(&bytes))?;
    note!(
        "lhsched: wrote {} costs and {} latencies to {}",
        p.proto.costs.len(),
        p.proto.latencies.len(),
        a.output.display()
    );
    Ok(ExitCode::SUCCESS)
}
