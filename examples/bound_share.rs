//! The lower bound's share of `schedule`: times `sched::lower_bound` on the entry computation's
//! graph (the one large graph of a generated module) and the whole `schedule_module` call on
//! the same module, with the default cost model (h100, embedded XLA tables). `schedule`
//! computes the bound of a large graph on a second core beside the input order's replay, so its
//! share of wall time is at most the share printed here.
//!
//! Run: `lhsched gen --layers 34482 > /tmp/b1m.hlo` (about 1M instructions), then
//! `cargo run --release --example bound_share -- /tmp/b1m.hlo`.

use lhsched::cost::config::CostConfig;
use lhsched::driver::graph::build_comp_graph;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::load_module;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: bound_share IN.hlo");
        return ExitCode::from(2);
    };
    match run(&path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bound_share: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(path: &str) -> Result<(), lhsched::Error> {
    let m = load_module(std::path::Path::new(path))?;
    let (model, _) = CostConfig::new()
        .platform("h100")
        .build(Some(&m))
        .map_err(lhsched::Error::without_file_content)?;
    let opts = DriverOptions::default();
    let cg = build_comp_graph(&m, m.entry, &model, &opts, &|_| None)
        .map_err(|e| lhsched::Error::msg(e.to_string()))?;
    let t = Instant::now();
    let bound = lhsched::sched::lower_bound(&cg.graph);
    let bound_s = t.elapsed().as_secs_f64();
    let mut out = m.clone();
    let t = Instant::now();
    let o =
        schedule_module(&mut out, &model, &opts).map_err(|e| lhsched::Error::msg(e.to_string()))?;
    let sched_s = t.elapsed().as_secs_f64();
    println!(
        "{} nodes: lower_bound {:.3} s ({:.6e} s), schedule_module {:.3} s (after {:.6e} s): {:.1}%",
        cg.graph.len(),
        bound_s,
        bound,
        sched_s,
        o.after.makespan_s,
        100.0 * bound_s / sched_s
    );
    Ok(())
}
