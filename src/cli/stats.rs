//! `lhsched stats FILE [--json]`: instructions per opcode and per computation, and every
//! collective with its transfer bytes and replica groups.

use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;

use super::{write_stdout, CliResult};
use lhsched::driver::inspect::{
    collective_rows, groups_json, opcode_counts, stats_json, CollectiveRow,
};
use lhsched::hlo::{load_module, DeviceGroups, Module};

/// Arguments of `lhsched stats`.
#[derive(Args, Debug)]
pub struct StatsArgs {
    /// The HLO text file (`-` reads standard input).
    pub file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints the statistics of a module.
pub fn run(args: StatsArgs) -> CliResult {
    let m = load_module(&args.file)?;
    let out = if args.json {
        let mut s = serde_json::to_string_pretty(&stats_json(&m)?)?;
        s.push('\n');
        s
    } else {
        stats_text(&m, &collective_rows(&m)?)
    };
    write_stdout(&out)
}

fn groups_text(groups: &DeviceGroups) -> String {
    match groups_json(groups) {
        serde_json::Value::String(s) => s,
        _ => DeviceGroups::explicit(groups.expand()).to_string(),
    }
}

fn stats_text(m: &Module, rows: &[CollectiveRow<'_>]) -> String {
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
    for (op, n) in opcode_counts(m) {
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
