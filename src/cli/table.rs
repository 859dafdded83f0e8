//! `lhsched table show|check|eval-loo FILE`: what a performance table holds, what is wrong with
//! it, and how well it predicts itself (leave-one-out).

use super::output::{written, Outputs};
use super::CliResult;
use clap::{Args, Subcommand};
use lhsched::cost::tables::collective_interp::CollectiveParams;
use lhsched::cost::tables::gemm_interp::GemmParams;
use lhsched::cost::tables::loo::{loo_collective, loo_gemm, LooReport};
use lhsched::cost::tables::{pb, AnyTable, CollectiveTable, GemmTable, Method};
use lhsched::driver::report::exact_bytes;
use prost::Message;
use prost_reflect::text_format::FormatOptions;
use prost_reflect::DynamicMessage;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `lhsched table ...`
#[derive(Args, Debug)]
pub struct TableArgs {
    #[command(subcommand)]
    pub cmd: TableCmd,
}

/// The table subcommands.
#[derive(Subcommand, Debug)]
pub enum TableCmd {
    /// Devices, kinds, group shapes, size ranges and entry counts of a table.
    Show {
        /// A collective or GEMM table, text or binary.
        file: PathBuf,
        /// One JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Every problem found, with its location; exit 0 when none, 1 when some, 2 when unreadable.
    Check {
        /// A collective or GEMM table, text or binary.
        file: PathBuf,
    },
    /// Rewrites a table in the other encoding (text <-> binary), e.g. to make a `.pb` of a `.txtpb`.
    Convert {
        /// A collective or GEMM table, text or binary.
        file: PathBuf,
        /// Output file.
        #[arg(short, long)]
        output: PathBuf,
        /// Output encoding.
        #[arg(long, value_parser = ["text", "binary"])]
        to: String,
    },
    /// Makes a collective table from measurements of your own (`import nccl-tests LOG...`).
    Import {
        #[command(subcommand)]
        source: super::table_nccl::ImportSource,
    },
    /// Runs nccl-tests through mpirun, srun or locally, keeps the logs, imports them.
    Collect(super::table_nccl::CollectArgs),
    /// How table B's times differ from table A's measured ones, per op and size band.
    Diff(super::table_nccl::DiffArgs),
    /// Leave-one-out accuracy of the interpolator on one device.
    EvalLoo {
        /// A collective or GEMM table, text or binary.
        file: PathBuf,
        /// Device key (`sm_90`).
        #[arg(long)]
        device: String,
        /// `weighted` (lhsched) or `nearest` (XLA's baseline).
        #[arg(long, default_value = "weighted")]
        method: Method,
        /// One JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Tuning: neighbours averaged, plus those tied with the k-th (default: collectives 2, GEMM 4).
        #[arg(long)]
        k: Option<usize>,
        /// Tuning: weight of a doubling of group size / number of groups (collectives), of b (GEMM).
        #[arg(long)]
        scale: Option<f64>,
        /// Tuning: inverse-distance power (default: collectives 2, GEMM 4).
        #[arg(long)]
        power: Option<f64>,
    },
}

/// Runs a table subcommand.
pub fn run(args: TableArgs) -> CliResult {
    match args.cmd {
        TableCmd::Show { file, json } => show(&file, json),
        TableCmd::Check { file } => check(&file),
        TableCmd::Convert { file, output, to } => convert(&file, &output, &to),
        TableCmd::Import { source } => super::table_nccl::import(source),
        TableCmd::Collect(a) => super::table_nccl::collect(a),
        TableCmd::Diff(a) => super::table_nccl::diff(a),
        TableCmd::EvalLoo {
            file,
            device,
            method,
            json,
            k,
            scale,
            power,
        } => {
            let report = match AnyTable::load(&file)? {
                AnyTable::Collective(t) => {
                    let mut p = CollectiveParams::default();
                    p.k = k.unwrap_or(p.k);
                    p.group_scale = scale.unwrap_or(p.group_scale);
                    p.groups_scale = scale.unwrap_or(p.groups_scale);
                    p.power = power.unwrap_or(p.power);
                    loo_collective(&t, &device, method, p)?
                }
                AnyTable::Gemm(t) => {
                    let mut p = GemmParams::default();
                    p.k = k.unwrap_or(p.k);
                    p.b_scale = scale.unwrap_or(p.b_scale);
                    p.power = power.unwrap_or(p.power);
                    loo_gemm(&t, &device, method, p)?
                }
            };
            print_loo(&report, json)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn print_loo(r: &LooReport, json: bool) -> Result<(), Box<dyn std::error::Error>> {
    if json {
        out!("{}", serde_json::to_string_pretty(r)?);
        return Ok(());
    }
    out!(
        "leave-one-out, {} table, device {}, method {}: {} points ({} unpredictable)",
        r.table,
        r.device,
        r.method,
        r.points,
        r.unpredictable
    );
    out!(
        "{:<28} {:>7} {:>9} {:>9}",
        "group",
        "points",
        "median",
        "p90"
    );
    for g in &r.groups {
        out!(
            "{:<28} {:>7} {:>9} {:>9}",
            g.name,
            g.points,
            pct(g.median_rel_error),
            pct(g.p90_rel_error)
        );
    }
    out!(
        "{:<28} {:>7} {:>9} {:>9}",
        "all",
        r.points,
        pct(r.median_rel_error),
        pct(r.p90_rel_error)
    );
    Ok(())
}

fn convert(file: &PathBuf, output: &Path, to: &str) -> CliResult {
    let out = Outputs::new()
        .input("the table", file)
        .output("-o", output)?;
    let (bytes, name) = match AnyTable::load(file)? {
        AnyTable::Collective(t) => (t.proto.encode_to_vec(), pb::COLLECTIVE_MESSAGE),
        AnyTable::Gemm(t) => (t.proto.encode_to_vec(), pb::GEMM_MESSAGE),
    };
    let text = if to == "binary" {
        bytes
    } else {
        let msg = DynamicMessage::decode(pb::message(name)?, bytes.as_slice())?;
        let text = msg.to_text_format_with_options(&FormatOptions::new().pretty(true));
        format!("# proto-message: {name}\n\n{text}\n").into_bytes()
    };
    written(out.write(&text))?;
    Ok(ExitCode::SUCCESS)
}

fn check(file: &PathBuf) -> CliResult {
    let table = AnyTable::load(file)?;
    let issues = match &table {
        AnyTable::Collective(t) => &t.issues,
        AnyTable::Gemm(t) => &t.issues,
    };
    for i in issues {
        out!("{}: {i}", file.display());
    }
    if issues.is_empty() {
        out!("{}: no problems", file.display());
        Ok(ExitCode::SUCCESS)
    } else {
        out!("{}: {} problem(s)", file.display(), issues.len());
        Ok(ExitCode::from(1))
    }
}

fn show(file: &PathBuf, as_json: bool) -> CliResult {
    let value = match AnyTable::load(file)? {
        AnyTable::Collective(t) => show_collective(&t),
        AnyTable::Gemm(t) => show_gemm(&t),
    };
    if as_json {
        out!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        print_show(&value)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Collective table summary as JSON (maps are sorted, so output is stable).
fn show_collective(t: &CollectiveTable) -> Value {
    let mut devices = serde_json::Map::new();
    for (device, points) in &t.devices {
        let mut kinds: BTreeMap<String, BTreeMap<String, (usize, u64, u64)>> = BTreeMap::new();
        let mut dtypes = BTreeSet::new();
        for p in points {
            let shape = match p.permute {
                Some(pat) => format!("{} pairs-devices={}", pat.name(), p.spec.group_size),
                None => format!("{}x{}", p.spec.num_groups, p.spec.group_size),
            };
            let kind = format!("{} {}", p.spec.kind, p.spec.comm_type);
            let e = kinds
                .entry(kind)
                .or_default()
                .entry(shape)
                .or_insert((0, u64::MAX, 0));
            e.0 += 1;
            e.1 = e.1.min(p.spec.bytes);
            e.2 = e.2.max(p.spec.bytes);
            if let Some(d) = p.spec.dtype {
                dtypes.insert(d.name());
            }
        }
        let kinds: serde_json::Map<String, Value> = kinds
            .into_iter()
            .map(|(k, shapes)| {
                let shapes: serde_json::Map<String, Value> = shapes
                    .into_iter()
                    .map(|(s, (n, lo, hi))| {
                        (s, json!({"entries": n, "min_bytes": lo, "max_bytes": hi}))
                    })
                    .collect();
                (k, Value::Object(shapes))
            })
            .collect();
        let listed = t.proto.entries.get(device).map_or(0, |l| l.entries.len());
        devices.insert(
            device.clone(),
            json!({"profiles": listed, "usable": points.len(), "dtypes": dtypes, "kinds": kinds}),
        );
    }
    json!({
        "file": t.file,
        "message": "xla.gpu.DeviceHloInstructionProfiles",
        "devices": devices,
        "problems": t.issues.len(),
    })
}

/// GEMM table summary as JSON.
fn show_gemm(t: &GemmTable) -> Value {
    let mut devices = serde_json::Map::new();
    for (device, keys) in &t.devices {
        let mut entries = serde_json::Map::new();
        let mut dims: [BTreeSet<u64>; 4] = Default::default();
        for (key, points) in keys {
            entries.insert(key.clone(), json!(points.len()));
            for p in points {
                for (i, d) in [p.b, p.m, p.n, p.k].into_iter().enumerate() {
                    dims[i].insert(d);
                }
            }
        }
        let listed = t.proto.entries.get(device).map_or(0, |l| l.entries.len());
        let [b, m, n, k] = dims;
        devices.insert(
            device.clone(),
            json!({"entries": listed, "dtypes": entries, "b": b, "m": m, "n": n, "k": k}),
        );
    }
    json!({
        "file": t.file,
        "message": "xla.GemmPerfTable",
        "devices": devices,
        "problems": t.issues.len(),
    })
}

fn print_show(v: &Value) -> Result<(), Box<dyn std::error::Error>> {
    out!(
        "{} ({}), {} problem(s)",
        v["file"].as_str().unwrap_or(""),
        v["message"].as_str().unwrap_or(""),
        v["problems"]
    );
    let Some(devices) = v["devices"].as_object() else {
        return Ok(());
    };
    for (device, d) in devices {
        if let Some(kinds) = d["kinds"].as_object() {
            out!(
                "{device}: {} profiles, {} usable, dtypes {}",
                d["profiles"],
                d["usable"],
                d["dtypes"]
            );
            for (kind, shapes) in kinds {
                out!("  {kind}");
                for (shape, s) in shapes.as_object().into_iter().flatten() {
                    out!(
                        "    {shape:<28} {:>4} entries  {} .. {}",
                        s["entries"],
                        exact_bytes(s["min_bytes"].as_u64().unwrap_or(0)),
                        exact_bytes(s["max_bytes"].as_u64().unwrap_or(0))
                    );
                }
            }
        } else {
            out!("{device}: {} entries", d["entries"]);
            for axis in ["b", "m", "n", "k"] {
                out!("  {axis}: {}", d[axis]);
            }
            for (key, n) in d["dtypes"].as_object().into_iter().flatten() {
                out!("  {key:<28} {n} points");
            }
        }
    }
    Ok(())
}
