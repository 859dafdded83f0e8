//! XLA's rule chain run from its index (`sched::xla_schedule_with`) against the full scan of
//! the ready set (`sched::xla_schedule_scan`, XLA's way and the reference): every decision
//! (node, rule, ready-set size) and the order must be the same, on XLA's own graphs, on
//! `lhsched gen` modules under several stream mappings and limits, on synthetic and random
//! graphs with hints, memory limits and several resources; and the index must decide the
//! steps itself where its conditions hold (the scan is not doing the work).

use crate::common;
use crate::sched_random::{random_graph, random_model_graph};

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::options::Streams;
use lhsched::driver::DriverOptions;
use lhsched::hlo::synth::{transformer_train_step, SynthConfig as HloSynth};
use lhsched::hlo::ElementType;
use lhsched::sched::{
    xla_schedule_scan, xla_schedule_with, EdgeKind, Graph, GraphBuilder, NodeKind, NodeSpec,
    XlaNodeFacts, XlaRule, XlaRulesConfig,
};
use lhsched::testing::synth::{transformer, SynthConfig};

/// Both runs on `g`; they must agree on everything. Returns the steps and the indexed run's
/// scanned steps (0, 0 when both runs fail, with the same error).
fn agree(what: &str, g: &Graph, cfg: &XlaRulesConfig, facts: &XlaNodeFacts) -> (usize, usize) {
    let fast = xla_schedule_with(g, cfg, facts);
    let scan = xla_schedule_scan(g, cfg, facts);
    match (fast, scan) {
        (Ok(f), Ok(s)) => {
            let chosen = s
                .decisions
                .iter()
                .filter(|d| d.rule != XlaRule::Nop)
                .count();
            assert_eq!(
                s.scanned, chosen,
                "{what}: the reference scans every choice"
            );
            if let Some(k) =
                (0..f.decisions.len()).find(|&k| f.decisions.get(k) != s.decisions.get(k))
            {
                panic!(
                    "{what}: step {k} of {}: index {:?}, scan {:?}",
                    s.decisions.len(),
                    f.decisions[k],
                    s.decisions.get(k)
                );
            }
            assert_eq!(f.decisions.len(), s.decisions.len(), "{what}");
            assert_eq!(f.order, s.order, "{what}");
            (f.decisions.len(), f.scanned)
        }
        (Err(a), Err(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "{what}");
            (0, 0)
        }
        (a, b) => panic!("{what}: index {:?}, scan {:?}", a.err(), b.err()),
    }
}

/// A memory limit that binds: `share` of the bytes of every buffer.
fn limit_of(g: &Graph, share: f64) -> u64 {
    let total: u64 = g.buffers().iter().map(|b| b.size).sum();
    (total as f64 * share) as u64
}

fn h100() -> CostModel {
    CostModel::new(
        Platform::by_name("h100").expect("h100 preset"),
        SolConfig::preset("h100").expect("h100 S-curve preset"),
    )
}

/// The entry computation's graph of `lhsched gen --layers N` under `opts`.
fn gen_graph(layers: u64, opts: &DriverOptions) -> Graph {
    let m = transformer_train_step(&HloSynth {
        layers,
        hidden: 1024,
        batch: 2048,
        devices: 8,
        dtype: ElementType::Bf16,
    })
    .expect("generates");
    lhsched::driver::graph::build_comp_graph(&m, m.entry, &h100(), opts, &|_| None)
        .expect("builds")
        .graph
}

#[test]
fn index_decides_as_the_scan_on_xla_graphs() {
    let Some(d) = common::shared_or_skip(concat!(file!(), ":", line!()), "xla_lhs") else {
        return;
    };
    let (mut steps, mut scanned) = (0, 0);
    for p in common::XLA_LHS_PROGRAMS {
        let comps = common::xla_lhs_graphs(&d, p);
        for c in &comps {
            let g = &c.graph;
            let facts = XlaNodeFacts {
                nops: c.xla_nops.clone(),
                position: (0..g.len() as u32).collect(),
            };
            let (s, k) = agree(
                &format!("{p}/{}", c.name),
                g,
                &XlaRulesConfig::gpu(None),
                &facts,
            );
            let idle = g.node_ids().any(|x| !g.requires(x).is_empty());
            // The index stands aside only while a node needing resources idle (a loop
            // running collectives) is ready.
            assert!(idle || k == 0, "{p}/{}: {k} of {s} steps scanned", c.name);
            steps += s;
            scanned += k;
            for share in [0.5, 0.2] {
                let cfg = XlaRulesConfig::gpu(Some(limit_of(g, share)));
                agree(&format!("{p}/{} at {share}", c.name), g, &cfg, &facts);
            }
        }
    }
    println!("XLA graphs: {scanned} of {steps} steps scanned");
    assert!(steps > 2000, "{steps} steps");
    // Measured: 6 of ring_ppermute/main.4_spmd's 15, while its loop is ready.
    assert!(scanned <= 6, "{scanned} steps scanned");
}

#[test]
fn index_decides_as_the_scan_on_gen_modules() {
    let xla = DriverOptions::default();
    let overlap8 = DriverOptions {
        overlap_limit: 8,
        ..Default::default()
    };
    let mut per_kind = DriverOptions::default().streams(Streams::PerKind);
    per_kind.overlap_limit = 2;
    for (name, opts) in [
        ("xla", xla),
        ("overlap 8", overlap8),
        ("per-kind 2", per_kind),
    ] {
        let g = gen_graph(60, &opts);
        let facts = XlaNodeFacts::of(&g);
        let (steps, scanned) = agree(name, &g, &XlaRulesConfig::gpu(None), &facts);
        assert_eq!(steps, g.len(), "{name}");
        assert_eq!(scanned, 0, "{name}: the index decides every step");
        agree(
            &format!("{name}, memory"),
            &g,
            &XlaRulesConfig::gpu(Some(limit_of(&g, 0.3))),
            &facts,
        );
    }
}

#[test]
fn index_decides_as_the_scan_on_synthetic_graphs() {
    for shared_stream in [false, true] {
        for overlap_limit in [1, 2, 8] {
            let cfg = SynthConfig {
                layers: 12,
                shared_stream,
                overlap_limit,
                seed: 7 + u64::from(overlap_limit),
                ..Default::default()
            };
            let g = transformer(&cfg).expect("builds");
            let facts = XlaNodeFacts::of(&g);
            let what = format!("shared {shared_stream}, limit {overlap_limit}");
            let (_, scanned) = agree(&what, &g, &XlaRulesConfig::gpu(None), &facts);
            assert_eq!(scanned, 0, "{what}");
            for share in [0.6, 0.3, 0.1] {
                let c = XlaRulesConfig::gpu(Some(limit_of(&g, share)));
                agree(&format!("{what}, memory {share}"), &g, &c, &facts);
            }
        }
    }
    // Independent collectives, every one allowed in flight: a ready set of thousands of
    // nodes alike in every key but the position.
    let mut b = GraphBuilder::new();
    let r = b.add_resource("copy", u32::MAX);
    for i in 0..600 {
        let s = b.add_node(NodeSpec::start(format!("s{i}"), 0.0, r));
        let d = b.add_node(NodeSpec::done(format!("d{i}"), 0.0, s));
        b.add_edge(s, d, 5e-6, EdgeKind::Data);
        if i % 3 == 0 {
            b.add_node(NodeSpec::compute(format!("c{i}"), (i % 7) as f64 * 1e-6));
        }
    }
    let g = b.build().expect("valid");
    let (_, scanned) = agree(
        "unlimited",
        &g,
        &XlaRulesConfig::gpu(None),
        &XlaNodeFacts::of(&g),
    );
    assert_eq!(scanned, 0);
}

/// `g` without `force_delay` on its starts (which makes the index stand aside for the run),
/// and with `idle` also without nodes needing resources idle (it stands aside while one is
/// ready).
fn without_delayed_starts(g: &Graph, idle: bool) -> Graph {
    let mut b = GraphBuilder::new();
    for r in g.resources() {
        b.add_resource(&r.name, r.limit);
    }
    b.set_model(*g.model());
    for x in g.node_ids() {
        let Some(mut spec) = g.spec(x) else {
            continue;
        };
        if matches!(spec.kind, NodeKind::AsyncStart { .. }) {
            spec.hints.force_delay = false;
        }
        b.add_node(spec);
        if !idle {
            for &(r, u) in g.requires(x) {
                b.require_resource(x, r, u);
            }
        }
    }
    for x in g.node_ids() {
        for a in g.succs(x) {
            b.add_edge(x, a.node, a.latency, a.kind);
        }
    }
    for buf in g.buffers() {
        let id = b.add_buffer(buf.defined_by, buf.size, buf.live_out);
        for &u in g.users(id) {
            b.add_use(id, u);
        }
    }
    b.build().expect("same structure as a valid graph")
}

#[test]
fn index_decides_as_the_scan_on_random_graphs() {
    let (mut steps, mut scanned) = (0, 0);
    for seed in 0..300u64 {
        let n = 60 + (seed as usize * 37) % 300;
        for (kind, g) in [
            ("random", random_graph(seed, n)),
            ("model", random_model_graph(seed, n, seed % 2 == 0)),
        ] {
            let g2 = without_delayed_starts(&g, false);
            let g3 = without_delayed_starts(&g, true);
            for (what, g) in [
                ("", &g),
                (" no delayed starts", &g2),
                (" nor idle needs", &g3),
            ] {
                let facts = XlaNodeFacts::of(g);
                let name = format!("{kind} {seed}{what}");
                let (s, k) = agree(&name, g, &XlaRulesConfig::gpu(None), &facts);
                if what == " nor idle needs" {
                    steps += s;
                    scanned += k;
                }
                for share in [0.5, 0.1] {
                    let c = XlaRulesConfig::gpu(Some(limit_of(g, share)));
                    agree(&format!("{name}, memory {share}"), g, &c, &facts);
                }
            }
        }
    }
    println!(
        "random graphs without delayed starts or idle needs: {scanned} of {steps} steps scanned"
    );
    // Measured: none of 3,242 (most random graphs leave XLA's rules stuck, the same error in
    // both runs). Two ready times rounding to one stall, or a class mixing releasing
    // and non-releasing nodes beyond the limit, would be scanned).
    assert!(steps > 3000, "{steps} steps");
    assert_eq!(scanned, 0);
}
