//! Which side of the gap is loose on XLA's own scheduling graphs (`../shared/xla_lhs`, XLA's
//! rules and costs): schedules each computation with the default configuration, then with the
//! exact search opened to every node count at a large state budget and a large improvement
//! budget (both counts, not time, so the run is deterministic), and prints the makespan, the
//! bound, whether the search finished (then the makespan is the optimum) and which moved.
//!
//! Run: `cargo run --release --example gap_probe -- ../shared/xla_lhs [EXACT_BUDGET [IMPROVE_BUDGET]]`
//! (both default to 200,000; 0 turns either off).

use lhsched::sched::{lower_bound_xla_rules, replay, schedule, SchedConfig};
use lhsched::testing::xla_dump;
use std::io::Read;
use std::process::ExitCode;

fn gunzip(p: &std::path::Path) -> Result<String, String> {
    let f = std::fs::File::open(p).map_err(|e| format!("{}: {e}", p.display()))?;
    let mut s = String::new();
    flate2::read::GzDecoder::new(f)
        .read_to_string(&mut s)
        .map_err(|e| format!("{}: {e}", p.display()))?;
    Ok(s)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: gap_probe XLA_LHS_DIR [EXACT_BUDGET [IMPROVE_BUDGET]]");
        return ExitCode::from(2);
    };
    let budget: u64 = args.next().and_then(|b| b.parse().ok()).unwrap_or(200_000);
    let improve: u64 = args.next().and_then(|b| b.parse().ok()).unwrap_or(budget);
    match run(std::path::Path::new(&dir), budget, improve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gap_probe: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(dir: &std::path::Path, budget: u64, improve: u64) -> Result<(), String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".lhs_graph.tsv.gz"))
        .collect();
    names.sort();
    println!(
        "{:<44} {:>6} {:>10} {:>10} {:>10} {:>7} {:>7} finished",
        "computation", "nodes", "default", "searched", "bound", "gap", "gap'"
    );
    for p in names {
        let comps = xla_dump::load_graph(&gunzip(&p)?).map_err(|e| e.to_string())?;
        let stem = p
            .file_name()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        for c in &comps {
            let g = &c.graph;
            let base = schedule(g, &SchedConfig::default()).map_err(|e| e.to_string())?;
            let cfg = SchedConfig {
                exact_max_nodes: usize::MAX,
                exact_max_nodes_slowed: usize::MAX,
                exact_budget: budget,
                improve_budget: improve,
                ..SchedConfig::default()
            };
            let deep = schedule(g, &cfg).map_err(|e| e.to_string())?;
            let b0 = replay(g, &base.order).map_err(|e| e.to_string())?.makespan;
            let b1 = replay(g, &deep.order).map_err(|e| e.to_string())?.makespan;
            let lb = lower_bound_xla_rules(g);
            println!(
                "{:<44} {:>6} {:>10.3} {:>10.3} {:>10.3} {:>7.4} {:>7.4} {}",
                format!("{} {}", stem.split('.').next().unwrap_or(""), c.name),
                g.len(),
                b0 * 1e6,
                b1 * 1e6,
                lb * 1e6,
                b0 / lb,
                b1 / lb,
                if deep.report.optimal { "optimal" } else { "no" }
            );
        }
    }
    Ok(())
}
