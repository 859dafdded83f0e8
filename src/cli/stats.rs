//! `lhsched stats FILE [--json]`: instructions per opcode and per computation, and every
//! collective with its transfer bytes and replica groups.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;
use serde_json::json;

use super::{write_stdout, CliResult};
use lhsched::hlo::{collectives, load_module, CallGraph, CallRole, CollectiveInfo, Module};

/// Arguments of `lhsched stats`.
#[derive(Args, Debug)]
pub struct StatsArgs {
    /// The HLO text file (`-` reads standard input).
    pub file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// One collective with the computation it sits in.
struct Row<'a> {
    computation: &'a str,
    name: &'a str,
    info: CollectiveInfo,
}

/// Prints the statistics of a module.
pub fn run(args: StatsArgs) -> CliResult {
    let m = load_module(&args.file)?;
    let rows = collective_rows(&m)?;
    let out = if args.json {
        let mut s = serde_json::to_string_pretty(&stats_json(&m, &rows))?;
        s.push('\n');
        s
    } else {
        stats_text(&m, &rows)
    };
    write_stdout(&out)
}

/// Collectives of every computation except the bodies of async wrappers (those are reported
/// through their `async-start`).
fn collective_rows(m: &Module) -> Result<Vec<Row<'_>>, String> {
    let cg = CallGraph::new(m);
    let mut rows = Vec::new();
    for c in m.comp_ids() {
        if cg.roles(c).contains(&CallRole::AsyncWrapped) {
            continue;
        }
        let comp = m.computation(c);
        for info in collectives(m, c).map_err(|e| e.to_string())? {
            rows.push(Row {
                computation: &comp.name,
                name: &comp.instr(info.instr).name,
                info,
            });
        }
    }
    Ok(rows)
}

fn per_opcode(m: &Module) -> Vec<(&'static str, usize)> {
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    for c in &m.computations {
        for i in &c.instructions {
            *counts.entry(i.opcode.name()).or_default() += 1;
        }
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    v
}

fn groups_text(groups: &[Vec<i64>]) -> String {
    let inner: Vec<String> = groups
        .iter()
        .map(|g| {
            let ids: Vec<String> = g.iter().map(i64::to_string).collect();
            format!("{{{}}}", ids.join(","))
        })
        .collect();
    format!("{{{}}}", inner.join(","))
}

fn stats_text(m: &Module, rows: &[Row<'_>]) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "module {}: {} instructions in {} computations, scheduled: {}, partitions: {}",
        m.name,
        m.instruction_count(),
        m.computations.len(),
        if m.is_scheduled() { "yes" } else { "no" },
        m.num_partitions()
            .map_or("-".to_string(), |n| n.to_string())
    );
    let _ = writeln!(s, "\ninstructions per opcode:");
    for (op, n) in per_opcode(m) {
        let _ = writeln!(s, "  {op:<28} {n:>7}");
    }
    let _ = writeln!(s, "\ninstructions per computation:");
    for c in &m.computations {
        let entry = if c.is_entry { " (entry)" } else { "" };
        let _ = writeln!(s, "  {:<48} {:>7}{entry}", c.name, c.len());
    }
    let _ = writeln!(s, "\ncollectives: {}", rows.len());
    if !rows.is_empty() {
        let _ = writeln!(
            s,
            "  {:<24} {:<32} {:<20} {:>5} {:>12} {:>6} {:>6}  groups",
            "computation", "instruction", "kind", "async", "bytes", "gsize", "groups"
        );
    }
    for r in rows {
        let i = &r.info;
        let _ = writeln!(
            s,
            "  {:<24} {:<32} {:<20} {:>5} {:>12} {:>6} {:>6}  {}",
            r.computation,
            r.name,
            i.kind.name(),
            if i.is_async { "yes" } else { "no" },
            i.transfer_bytes,
            i.group_size,
            i.num_groups,
            groups_text(&i.groups)
        );
    }
    s
}

fn stats_json(m: &Module, rows: &[Row<'_>]) -> serde_json::Value {
    let per_op: serde_json::Map<String, serde_json::Value> = per_opcode(m)
        .into_iter()
        .map(|(k, v)| (k.to_string(), json!(v)))
        .collect();
    json!({
        "module": m.name,
        "scheduled": m.is_scheduled(),
        "num_partitions": m.num_partitions(),
        "instructions": m.instruction_count(),
        "computations": m.computations.len(),
        "per_opcode": per_op,
        "per_computation": m.computations.iter().map(|c| json!({
            "name": c.name, "instructions": c.len(), "entry": c.is_entry,
        })).collect::<Vec<_>>(),
        "collectives": rows.iter().map(|r| json!({
            "computation": r.computation,
            "instruction": r.name,
            "kind": r.info.kind.name(),
            "async": r.info.is_async,
            "transfer_bytes": r.info.transfer_bytes,
            "group_size": r.info.group_size,
            "num_groups": r.info.num_groups,
            "groups": r.info.groups,
            "dtype": r.info.dtype.map(|d| d.name()),
            "channel_id": r.info.channel_id,
        })).collect::<Vec<_>>(),
    })
}
