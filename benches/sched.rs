//! Scheduler speed: synthetic FSDP transformer graphs of ~10k, 100k and 1M nodes, and the
//! largest real scheduling graph XLA dumped (transformer12_fsdp_train, 1,617 nodes).
//!
//! The `unlimited` group: N independent collectives on a resource with limit `u32::MAX`
//! (every collective may be in flight at once, so the ready sets hold thousands of nodes),
//! scheduled by XLA's rule chain alone, by the list scheduler alone, and by the portfolio.
//!
//! `cargo bench --bench sched -- --warm-up-time 1 --measurement-time 3`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use lhsched::sched::{
    replay, schedule, xla_schedule, EdgeKind, Graph, GraphBuilder, NodeSpec, SchedConfig,
    XlaRulesConfig,
};
use lhsched::testing::synth::{transformer, SynthConfig};
use lhsched::testing::xla_dump;
use std::hint::black_box;
use std::io::Read;
use std::path::Path;

fn synth(c: &mut Criterion) {
    let single = SchedConfig {
        portfolio: false,
        ..Default::default()
    };
    let portfolio = SchedConfig::default();
    let mut group = c.benchmark_group("synth");
    group.sample_size(10);
    for nodes in [10_000usize, 100_000, 1_000_000] {
        let g = match transformer(&SynthConfig::with_nodes(nodes)) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("synth graph failed: {e}");
                return;
            }
        };
        group.bench_with_input(BenchmarkId::new("schedule", nodes), &g, |b, g| {
            b.iter(|| black_box(schedule(g, &single).map(|r| r.order.len())))
        });
        if nodes <= 100_000 {
            group.bench_with_input(BenchmarkId::new("portfolio", nodes), &g, |b, g| {
                b.iter(|| black_box(schedule(g, &portfolio).map(|r| r.order.len())))
            });
        }
        let order = g.original_order();
        group.bench_with_input(BenchmarkId::new("replay", nodes), &g, |b, g| {
            b.iter(|| black_box(replay(g, &order).map(|t| t.makespan)))
        });
        group.bench_with_input(BenchmarkId::new("generate", nodes), &nodes, |b, &n| {
            b.iter(|| black_box(transformer(&SynthConfig::with_nodes(n)).map(|g| g.len())))
        });
    }
    group.finish();
}

fn xla(c: &mut Criterion) {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/xla_lhs/transformer12_fsdp_train.gpu.sol.lhs_graph.tsv.gz");
    let Ok(f) = std::fs::File::open(&p) else {
        eprintln!("skipping: ../shared not found");
        return;
    };
    let mut text = String::new();
    if flate2::read::GzDecoder::new(f)
        .read_to_string(&mut text)
        .is_err()
    {
        return;
    }
    let Ok(comps) = xla_dump::load_graph(&text) else {
        return;
    };
    let Some(g) = comps.into_iter().map(|c| c.graph).max_by_key(|g| g.len()) else {
        return;
    };
    let mut group = c.benchmark_group("xla_transformer12");
    group.bench_function("schedule", |b| {
        let cfg = SchedConfig {
            portfolio: false,
            ..Default::default()
        };
        b.iter(|| black_box(schedule(&g, &cfg).map(|r| r.order.len())))
    });
    group.bench_function("portfolio", |b| {
        b.iter(|| black_box(schedule(&g, &SchedConfig::default()).map(|r| r.order.len())))
    });
    group.finish();
}

/// `n` independent start/done pairs (5 us each) on one resource with limit `u32::MAX`.
fn unlimited_graph(n: usize) -> Option<Graph> {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("copy", u32::MAX);
    let starts: Vec<_> = (0..n)
        .map(|i| b.add_node(NodeSpec::start(format!("s{i}"), 0.0, r)))
        .collect();
    for (i, &s) in starts.iter().enumerate() {
        let d = b.add_node(NodeSpec::done(format!("d{i}"), 0.0, s));
        b.add_edge(s, d, 5e-6, EdgeKind::Data);
    }
    b.build().ok()
}

fn unlimited(c: &mut Criterion) {
    let single = SchedConfig {
        portfolio: false,
        ..Default::default()
    };
    let mut group = c.benchmark_group("unlimited");
    group.sample_size(10);
    for n in [1000usize, 2000, 4000, 8000] {
        let Some(g) = unlimited_graph(n) else {
            eprintln!("unlimited graph failed to build");
            return;
        };
        group.bench_with_input(BenchmarkId::new("xla_rules", n), &g, |b, g| {
            b.iter(|| black_box(xla_schedule(g, &XlaRulesConfig::gpu(None)).map(|r| r.order.len())))
        });
        group.bench_with_input(BenchmarkId::new("list", n), &g, |b, g| {
            b.iter(|| black_box(schedule(g, &single).map(|r| r.order.len())))
        });
        if n <= 2000 {
            group.bench_with_input(BenchmarkId::new("portfolio", n), &g, |b, g| {
                b.iter(|| black_box(schedule(g, &SchedConfig::default()).map(|r| r.order.len())))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, xla, synth, unlimited);
criterion_main!(benches);
