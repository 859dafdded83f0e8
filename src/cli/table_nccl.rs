//! `lhsched table import nccl-tests`, `table collect` and `table diff`: tables from your own
//! nccl-tests measurements, and how they differ from another table.

use super::output::{written, Output, Outputs};
use super::{bytes_arg, CliResult};
use clap::{Args, Subcommand};
use lhsched::cost::tables::diff::diff_tables;
use lhsched::cost::tables::nccl_collect::{run_command, verify_log, CollectPlan, Launcher};
use lhsched::cost::tables::nccl_import::{import_logs, ImportOptions, ImportReport};
use lhsched::cost::tables::nccl_log::{parse_log, NcclLog, NcclOp};
use lhsched::cost::tables::{pb, CollectiveTable};
use prost::Message;
use prost_reflect::text_format::FormatOptions;
use prost_reflect::DynamicMessage;
use std::path::PathBuf;
use std::process::ExitCode;

/// `lhsched table import SOURCE ...`
#[derive(Subcommand, Debug)]
pub enum ImportSource {
    /// nccl-tests output (`all_reduce_perf`, `all_gather_perf`, `reduce_scatter_perf`,
    /// `alltoall_perf`, `sendrecv_perf`) as XLA collective table entries.
    NcclTests(NcclImportArgs),
}

/// Where imported entries go and how they are read.
#[derive(Args, Debug)]
pub struct NcclImportArgs {
    /// nccl-tests logs (their standard output).
    #[arg(required = true)]
    pub logs: Vec<PathBuf>,
    #[command(flatten)]
    pub common: ImportCommon,
    /// The collective of every log (checked against `# Collective test starting:` when present).
    #[arg(long)]
    pub op: Option<NcclOp>,
    /// Ranks of every run, for excerpts without their `# nThread` header and `# Rank` lines
    /// (checked against the log when it says).
    #[arg(long)]
    pub ranks: Option<u64>,
}

/// Options shared by `import` and `collect`.
#[derive(Args, Debug)]
pub struct ImportCommon {
    /// Device key of the entries (`sm_90`, or your cluster's name).
    #[arg(long)]
    pub device: String,
    /// Use the in-place times (default: out-of-place, as XLA's collector measures).
    #[arg(long)]
    pub in_place: bool,
    /// Add to (or replace the same points of) this table; the output is a new file.
    #[arg(long, value_name = "INTO")]
    pub merge: Option<PathBuf>,
    /// Skip and count log lines that are not nccl-tests output instead of failing.
    #[arg(long)]
    pub lenient: bool,
    /// Output table: binary protobuf when it ends in `.pb`, text otherwise.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// `lhsched table collect ...`
#[derive(Args, Debug)]
pub struct CollectArgs {
    /// How ranks are started: mpirun, srun, or local (one process, `-g N`).
    #[arg(long)]
    pub launcher: Launcher,
    /// Folder holding the nccl-tests programs (`nccl-tests/build`).
    #[arg(long, value_name = "DIR")]
    pub nccl_tests: PathBuf,
    /// GPU counts, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "2,4,8")]
    pub gpus: Vec<u32>,
    /// Collectives, comma-separated (all_reduce, all_gather, reduce_scatter, alltoall, sendrecv).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "all_reduce,all_gather,reduce_scatter"
    )]
    pub ops: Vec<NcclOp>,
    /// Size range `MIN..MAX` (`1KiB..2GiB`, XLA's collector sweep), doubling.
    #[arg(long, default_value = "1KiB..2GiB")]
    pub sizes: String,
    /// Print the commands and do nothing else.
    #[arg(long)]
    pub dry_run: bool,
    /// Folder for the logs (created; existing logs are never overwritten).
    #[arg(long, default_value = "nccl-tests-logs")]
    pub logs: PathBuf,
    /// Device key of the entries.
    #[arg(long)]
    pub device: String,
    /// Output table (required unless --dry-run): binary when it ends in `.pb`, text otherwise.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Add to (or replace the same points of) this table.
    #[arg(long, value_name = "INTO")]
    pub merge: Option<PathBuf>,
    /// Skip and count log lines that are not nccl-tests output.
    #[arg(long)]
    pub lenient: bool,
}

/// `lhsched table diff A B --device KEY`
#[derive(Args, Debug)]
pub struct DiffArgs {
    /// The reference table (its measured points are compared).
    pub a: PathBuf,
    /// The other table (its prediction at each of A's points).
    pub b: PathBuf,
    /// Device key in A (and in B unless --device-b).
    #[arg(long)]
    pub device: String,
    /// Device key in B when it differs.
    #[arg(long)]
    pub device_b: Option<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The checked output of an import: not one of its logs or the table it merges into.
fn import_output(logs: &[PathBuf], common: &ImportCommon) -> Result<Output, lhsched::Error> {
    let mut plan = Outputs::new();
    plan.inputs(logs.iter().map(|l| ("the log", l.as_path())));
    if let Some(m) = &common.merge {
        plan.input("--merge", m);
    }
    plan.output("-o", &common.output)
}

fn import_common(
    logs: &[PathBuf],
    common: &ImportCommon,
    op: Option<NcclOp>,
    ranks: Option<u64>,
) -> Result<ImportReport, Box<dyn std::error::Error>> {
    let out = import_output(logs, common)?;
    let mut parsed: Vec<NcclLog> = Vec::new();
    for l in logs {
        let name = l.display().to_string();
        let text = std::fs::read_to_string(l).map_err(|e| format!("{name}: {e}"))?;
        parsed.push(parse_log(&name, &text, common.lenient)?);
    }
    let into = match &common.merge {
        Some(m) => {
            let bytes = std::fs::read(m).map_err(|e| format!("{}: {e}", m.display()))?;
            Some(CollectiveTable::decode(&m.display().to_string(), &bytes)?.0)
        }
        None => None,
    };
    let opts = ImportOptions {
        device: common.device.clone(),
        op,
        ranks,
        in_place: common.in_place,
    };
    let (proto, report) = import_logs(&parsed, &opts, into)?;
    // The result must load as a table (it is read back exactly as `table check` reads it).
    let bytes = proto.encode_to_vec();
    let out_name = common.output.display().to_string();
    let table = CollectiveTable::from_bytes(&out_name, &bytes)?;
    let binary = common.output.extension().is_some_and(|e| e == "pb");
    if binary {
        written(out.write(&bytes))?;
    } else {
        let msg = DynamicMessage::decode(pb::message(pb::COLLECTIVE_MESSAGE)?, bytes.as_slice())?;
        let text = msg.to_text_format_with_options(&FormatOptions::new().pretty(true));
        let text = format!(
            "# Imported by lhsched from nccl-tests logs.\n# proto-message: {}\n\n{text}\n",
            pb::COLLECTIVE_MESSAGE
        );
        written(out.write(text.as_bytes()))?;
    }
    note!(
        "{}: {} entries for device \"{}\" from {} run(s) ({} replaced, partition_size {}); {} NCCL \
         debug line(s) / zero-byte row(s) passed over; {} line(s) skipped; {} problem(s) on reload",
        common.output.display(),
        report.entries,
        common.device,
        report.runs,
        report.replaced,
        report.partition_size,
        report.passed_over,
        report.skipped.len(),
        table.issues.len()
    );
    for s in &report.skipped {
        note!("  skipped {s}");
    }
    Ok(report)
}

/// Runs `table import SOURCE`.
pub fn import(source: ImportSource) -> CliResult {
    match source {
        ImportSource::NcclTests(a) => {
            import_common(&a.logs, &a.common, a.op, a.ranks)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Parses `MIN..MAX` byte sizes.
fn size_range(s: &str) -> Result<(u64, u64), String> {
    let (a, b) = s
        .split_once("..")
        .ok_or_else(|| format!("--sizes `{s}`: expected MIN..MAX, e.g. 1KiB..2GiB"))?;
    Ok((bytes_arg(a)?, bytes_arg(b)?))
}

/// Runs `table collect`.
pub fn collect(a: CollectArgs) -> CliResult {
    let (min_bytes, max_bytes) = size_range(&a.sizes)?;
    let plan = CollectPlan {
        launcher: a.launcher,
        nccl_tests_dir: a.nccl_tests.clone(),
        gpus: a.gpus.clone(),
        ops: a.ops.clone(),
        min_bytes,
        max_bytes,
    };
    let commands = plan.commands()?;
    if a.dry_run {
        let text: String = commands
            .iter()
            .map(|c| format!("{}\n", c.shell_line()))
            .collect();
        return super::write_stdout(&text);
    }
    let output = a
        .output
        .ok_or("-o OUT is required unless --dry-run (where the imported table goes)")?;
    let common = ImportCommon {
        device: a.device,
        in_place: false,
        merge: a.merge,
        lenient: a.lenient,
        output,
    };
    // Refused before any benchmark runs (checked again with the logs once they exist).
    drop(import_output(&[], &common)?);
    std::fs::create_dir_all(&a.logs).map_err(|e| format!("{}: {e}", a.logs.display()))?;
    let mut logs = Vec::new();
    for c in &commands {
        note!("running: {}", c.shell_line());
        let log = run_command(c, &a.logs)?;
        let name = log.display().to_string();
        let text = std::fs::read_to_string(&log).map_err(|e| format!("{name}: {e}"))?;
        verify_log(&parse_log(&name, &text, a.lenient)?, c)?;
        logs.push(log);
    }
    import_common(&logs, &common, None, None)?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `table diff`.
pub fn diff(a: DiffArgs) -> CliResult {
    let ta = CollectiveTable::load(&a.a)?;
    let tb = CollectiveTable::load(&a.b)?;
    let device_b = a.device_b.as_deref().unwrap_or(&a.device);
    let d = diff_tables(&ta, &a.device, &tb, device_b)?;
    if a.json {
        return super::write_stdout(&format!("{}\n", serde_json::to_string_pretty(&d)?));
    }
    let mut text = format!(
        "time of {} ({device_b}) / measured time of {} ({}), per op, group shape and size band\n",
        a.b.display(),
        a.a.display(),
        a.device
    );
    text.push_str(&format!(
        "{:<34} {:<10} {:<14} {:>6} {:>8} {:>8} {:>8}\n",
        "op", "groups", "size", "points", "geomean", "min", "max"
    ));
    for r in &d.rows {
        text.push_str(&format!(
            "{:<34} {:<10} {:<14} {:>6} {:>8.3} {:>8.3} {:>8.3}\n",
            r.op, r.groups, r.band, r.points, r.ratio_geomean, r.ratio_min, r.ratio_max
        ));
    }
    if d.unmatched > 0 {
        text.push_str(&format!(
            "{} point(s) of A have no counterpart in B\n",
            d.unmatched
        ));
    }
    super::write_stdout(&text)
}
