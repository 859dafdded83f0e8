//! `lhsched estimate collective|gemm`: one interpolated answer from a measured table.

/// Prints a line to stdout, ignoring a closed pipe (`lhsched table show F | head` must not panic).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

use super::{bytes_arg, CliResult};
use clap::{Args, Subcommand, ValueEnum};
use lhsched::cost::estimate::CostSource;
use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, CommType, GemmSpec};
use lhsched::cost::tables::gemm_table::parse_dtype_key;
use lhsched::cost::tables::{
    CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use lhsched::driver::report::human_time;
use lhsched::hlo::element_type::ElementType;
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;

/// What to estimate.
#[derive(Subcommand, Debug)]
pub enum EstimateCmd {
    /// Seconds of one collective from a collective table.
    Collective(CollectiveArgs),
    /// Seconds of one GEMM from a GEMM table.
    Gemm(GemmArgs),
}

/// The communication scheme of a collective's groups.
#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum Scheme {
    SinglePartition,
    WorldLevel,
    NonWorldLevel,
}

/// The pairs of a collective-permute, synthesised over the group.
#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum Pattern {
    /// `{i -> i + G/2}`.
    OneWay,
    /// `{2i <-> 2i+1}`.
    TwoWayMutual,
    /// A ring `{i -> i+1 mod G}`.
    TwoWayNonMutual,
}

/// Arguments of `estimate collective`.
#[derive(Args, Debug)]
pub struct CollectiveArgs {
    /// Collective table (text or binary).
    #[arg(long)]
    pub table: PathBuf,
    /// Device key (`sm_90`).
    #[arg(long)]
    pub device: String,
    /// Opcode: all-reduce, all-gather, reduce-scatter, all-to-all, collective-permute (`-start` ok).
    #[arg(long)]
    pub op: String,
    /// Transfer bytes (`1048576`, `64MiB`, `1GB`).
    #[arg(long, value_parser = bytes_arg)]
    pub bytes: u64,
    /// Devices per group.
    #[arg(long)]
    pub group: u32,
    /// Number of groups side by side.
    #[arg(long, default_value_t = 1)]
    pub groups: u32,
    /// Communication scheme of the groups.
    #[arg(long, value_enum, default_value = "single-partition")]
    pub scheme: Scheme,
    /// Element type moved (`f32`, `bf16`).
    #[arg(long)]
    pub dtype: Option<String>,
    /// Pairs of a collective-permute (default one-way).
    #[arg(long, value_enum)]
    pub pattern: Option<Pattern>,
    /// `weighted` (lhsched) or `nearest` (XLA's baseline).
    #[arg(long, default_value = "weighted")]
    pub method: Method,
    /// One JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `estimate gemm`.
#[derive(Args, Debug)]
pub struct GemmArgs {
    /// GEMM table (text or binary).
    #[arg(long)]
    pub table: PathBuf,
    /// Device key (`sm_90`).
    #[arg(long)]
    pub device: String,
    /// Batch count.
    #[arg(long, default_value_t = 1)]
    pub b: u64,
    /// Rows of the output.
    #[arg(long)]
    pub m: u64,
    /// Columns of the output.
    #[arg(long)]
    pub n: u64,
    /// Contracted size.
    #[arg(long)]
    pub k: u64,
    /// `bf16` (= bf16xbf16->bf16), `f32`, ... or a full key `bf16xbf16->f32`.
    #[arg(long, default_value = "bf16")]
    pub dtype: String,
    /// `weighted` (lhsched) or `nearest` (XLA's baseline).
    #[arg(long, default_value = "weighted")]
    pub method: Method,
    /// One JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `estimate collective` or `estimate gemm`.
pub fn run(cmd: EstimateCmd) -> CliResult {
    match cmd {
        EstimateCmd::Collective(a) => collective(a),
        EstimateCmd::Gemm(a) => gemm(a),
    }
}

fn element_type(name: &str) -> Result<ElementType, String> {
    ElementType::from_name(name)
        .filter(|t| t.is_array())
        .ok_or_else(|| format!("unknown element type `{name}`"))
}

fn pairs(pattern: Pattern, g: u32) -> Vec<(i64, i64)> {
    let g = i64::from(g);
    match pattern {
        Pattern::OneWay => (0..g / 2).map(|i| (i, i + g / 2)).collect(),
        Pattern::TwoWayMutual => (0..g / 2)
            .flat_map(|i| [(2 * i, 2 * i + 1), (2 * i + 1, 2 * i)])
            .collect(),
        Pattern::TwoWayNonMutual => (0..g).map(|i| (i, (i + 1) % g)).collect(),
    }
}

fn collective(a: CollectiveArgs) -> CliResult {
    let kind = CollectiveKind::from_opcode(&a.op)
        .ok_or_else(|| format!("`{}` is not a collective opcode", a.op))?;
    if a.group == 0 || a.groups == 0 {
        return Err("--group and --groups must be at least 1".into());
    }
    let table = CollectiveTable::load_device(&a.table, &a.device)?;
    let interp = CollectiveInterpolator::new(&table, &a.device, a.method)?;
    let mut spec = CollectiveSpec::new(kind, a.bytes, a.group, a.groups);
    spec.comm_type = match a.scheme {
        Scheme::SinglePartition => CommType::SinglePartition,
        Scheme::WorldLevel => CommType::WorldLevel,
        Scheme::NonWorldLevel => CommType::NonWorldLevel,
    };
    spec.dtype = a.dtype.as_deref().map(element_type).transpose()?;
    if kind == CollectiveKind::CollectivePermute {
        spec.source_target_pairs = pairs(a.pattern.unwrap_or(Pattern::OneWay), a.group);
    }
    let secs = interp.estimate(&spec)?;
    let source = CostSource::CollectiveTable;
    if a.json {
        let v = json!({
            "seconds": secs,
            "source": source.name(),
            "method": a.method.name(),
            "device": a.device,
            "op": kind.name(),
            "bytes": a.bytes,
            "group_size": a.group,
            "num_groups": a.groups,
            "scheme": spec.comm_type.name(),
        });
        out!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        out!(
            "{} of {} B over {}x{} ({}) on {}: {} ({}, {})",
            kind,
            a.bytes,
            a.groups,
            a.group,
            spec.comm_type,
            a.device,
            human_time(secs),
            source,
            a.method
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn gemm(a: GemmArgs) -> CliResult {
    let (lhs, rhs, out) = match parse_dtype_key(&a.dtype) {
        Some(t) => t,
        None => {
            let t = element_type(&a.dtype)?;
            (t, t, t)
        }
    };
    let table = GemmTable::load_device(&a.table, &a.device)?;
    let interp = GemmInterpolator::new(&table, &a.device, a.method)?;
    let spec = GemmSpec {
        b: a.b,
        m: a.m,
        n: a.n,
        k: a.k,
        lhs,
        rhs,
        out,
    };
    let (secs, fallback) = interp.estimate_with_source(&spec)?;
    let source = CostSource::GemmTable;
    if a.json {
        let v = json!({
            "seconds": secs,
            "source": source.name(),
            "method": a.method.name(),
            "device": a.device,
            "dtype": spec.dtype_key(),
            "dtype_fallback": fallback,
            "b": a.b, "m": a.m, "n": a.n, "k": a.k,
            "flops_per_sec": if secs > 0.0 { spec.flops() / secs } else { 0.0 },
        });
        out!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        out!(
            "gemm {}x{}x{}x{} {} on {}: {} ({}, {}{})",
            a.b,
            a.m,
            a.n,
            a.k,
            spec.dtype_key(),
            a.device,
            human_time(secs),
            source,
            a.method,
            if fallback { ", bf16 fallback" } else { "" }
        );
    }
    Ok(ExitCode::SUCCESS)
}
