//! How XLA's rule chain and the whole scheduler scale with the stream mapping and the overlap
//! limit: on `lhsched gen --layers N`'s entry graph (XLA streams at overlap limits 1, 2, 8;
//! per-kind streams at 1 and 2) and on K independent collectives (one resource at limits 1,
//! 2, 8 and unlimited), the process CPU seconds of XLA's rules from the index
//! (`xla_schedule`), of the same by the full scan (`xla_schedule_scan`, the reference and
//! what ran before the index; with `--scan`), and of the whole portfolio (`schedule`).
//!
//! Run: `cargo run --release --example xla_scale -- [LAYERS [K]] [--scan]` (4000 and 8000).

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::options::Streams;
use lhsched::driver::DriverOptions;
use lhsched::hlo::synth::{transformer_train_step, SynthConfig};
use lhsched::hlo::ElementType;
use lhsched::sched::{
    schedule, xla_schedule, xla_schedule_scan, EdgeKind, Graph, GraphBuilder, NodeSpec,
    SchedConfig, XlaNodeFacts, XlaRulesConfig,
};
use std::process::ExitCode;

/// The process's CPU seconds so far.
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec the call writes.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let t = cpu();
    let r = f();
    (r, cpu() - t)
}

fn gen_graph(layers: u64, opts: &DriverOptions) -> Result<Graph, String> {
    let m = transformer_train_step(&SynthConfig {
        layers,
        hidden: 1024,
        batch: 2048,
        devices: 8,
        dtype: ElementType::Bf16,
    })
    .map_err(|e| e.to_string())?;
    let model = CostModel::new(
        Platform::by_name("h100").map_err(|e| e.to_string())?,
        SolConfig::preset("h100").map_err(|e| e.to_string())?,
    );
    lhsched::driver::graph::build_comp_graph(&m, m.entry, &model, opts, &|_| None)
        .map(|c| c.graph)
        .map_err(|e| e.to_string())
}

/// `k` independent start/done pairs (5 us each) on one resource with `limit`.
fn independent(k: usize, limit: u32) -> Result<Graph, String> {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("copy", limit);
    for i in 0..k {
        let s = b.add_node(NodeSpec::start(format!("s{i}"), 0.0, r));
        let d = b.add_node(NodeSpec::done(format!("d{i}"), 0.0, s));
        b.add_edge(s, d, 5e-6, EdgeKind::Data);
    }
    b.build().map_err(|e| e.to_string())
}

fn row(name: &str, g: &Graph, scan: bool) -> Result<(), String> {
    let cfg = XlaRulesConfig::gpu(None);
    let (fast, t_fast) = timed(|| xla_schedule(g, &cfg));
    let fast = fast.map_err(|e| e.to_string())?;
    let t_scan = if scan {
        let (s, t) = timed(|| xla_schedule_scan(g, &cfg, &XlaNodeFacts::of(g)));
        let s = s.map_err(|e| e.to_string())?;
        if s.decisions != fast.decisions {
            return Err(format!("{name}: the index and the scan disagree"));
        }
        format!("{t:>9.3}")
    } else {
        format!("{:>9}", "-")
    };
    let (r, t_sched) = timed(|| schedule(g, &SchedConfig::default()));
    r.map_err(|e| e.to_string())?;
    println!(
        "{name:<28} {:>8} {:>9.3} {t_scan} {:>8} {t_sched:>9.3}",
        g.len(),
        t_fast,
        fast.scanned
    );
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let scan = args.iter().any(|a| a == "--scan");
    let nums: Vec<u64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let layers = nums.first().copied().unwrap_or(4000);
    let k = nums.get(1).copied().unwrap_or(8000) as usize;
    println!(
        "{:<28} {:>8} {:>9} {:>9} {:>8} {:>9}",
        "graph", "nodes", "xla idx s", "xla scan", "scanned", "schedule"
    );
    let run = || -> Result<(), String> {
        for (name, streams, limit) in [
            ("xla streams, limit 1", Streams::Xla, 1),
            ("xla streams, limit 2", Streams::Xla, 2),
            ("xla streams, limit 8", Streams::Xla, 8),
            ("per-kind, limit 1", Streams::PerKind, 1),
            ("per-kind, limit 2", Streams::PerKind, 2),
        ] {
            let opts = DriverOptions {
                overlap_limit: limit,
                ..DriverOptions::default().streams(streams)
            };
            row(
                &format!("gen {layers}: {name}"),
                &gen_graph(layers, &opts)?,
                scan,
            )?;
        }
        for n in [1000, 2000, 4000, k] {
            for limit in [1, 2, 8, u32::MAX] {
                let l = if limit == u32::MAX {
                    "unlimited".to_string()
                } else {
                    limit.to_string()
                };
                row(
                    &format!("{n} collectives, limit {l}"),
                    &independent(n, limit)?,
                    scan,
                )?;
            }
        }
        Ok(())
    };
    let r = run();
    eprint!("{}", lhsched::phases::report());
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xla_scale: {e}");
            ExitCode::FAILURE
        }
    }
}
