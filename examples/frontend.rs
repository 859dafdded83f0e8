//! A frontend with its own tiny IR that uses lhsched's scheduler directly, with no HLO at all.
//!
//! The IR is a list of ops of a two-layer data-parallel MLP training step: matmuls, an
//! all-gather of each layer's sharded weights before use, and a reduce-scatter of each weight
//! gradient. The frontend lowers it to a `sched::Graph` (costs in seconds, collective durations
//! as start->done latencies, buffers with sizes), schedules it, and prints the order, every
//! decision with the rule that made it, and the timeline statistics.
//!
//! Run: `cargo run --example frontend`

use lhsched::sched::{
    replay, schedule, verify, EdgeKind, GraphBuilder, NodeId, NodeSpec, SchedConfig,
};
use std::collections::BTreeMap;

/// The frontend's own IR: an op, what it reads, what it costs.
enum Op {
    /// A parameter shard (no work).
    Param { bytes: u64 },
    /// Compute on the device, `us` microseconds, output of `bytes`.
    Kernel { us: f64, bytes: u64 },
    /// A collective of `us` microseconds on a stream `kind`, output of `bytes`.
    Collective {
        kind: &'static str,
        us: f64,
        bytes: u64,
    },
}

struct Inst {
    name: &'static str,
    op: Op,
    inputs: Vec<&'static str>,
}

fn inst(name: &'static str, op: Op, inputs: &[&'static str]) -> Inst {
    Inst {
        name,
        op,
        inputs: inputs.to_vec(),
    }
}

/// The program, in the order a naive frontend emits it.
fn program() -> Vec<Inst> {
    use Op::*;
    const MB: u64 = 1 << 20;
    vec![
        inst("x", Param { bytes: 8 * MB }, &[]),
        inst("w1.shard", Param { bytes: 4 * MB }, &[]),
        inst("w2.shard", Param { bytes: 4 * MB }, &[]),
        inst(
            "w1",
            Collective {
                kind: "all-gather",
                us: 120.0,
                bytes: 32 * MB,
            },
            &["w1.shard"],
        ),
        inst(
            "h",
            Kernel {
                us: 150.0,
                bytes: 16 * MB,
            },
            &["x", "w1"],
        ),
        inst(
            "w2",
            Collective {
                kind: "all-gather",
                us: 120.0,
                bytes: 32 * MB,
            },
            &["w2.shard"],
        ),
        inst(
            "y",
            Kernel {
                us: 150.0,
                bytes: 8 * MB,
            },
            &["h", "w2"],
        ),
        inst(
            "dy",
            Kernel {
                us: 20.0,
                bytes: 8 * MB,
            },
            &["y"],
        ),
        inst(
            "dw2",
            Kernel {
                us: 150.0,
                bytes: 32 * MB,
            },
            &["dy", "h"],
        ),
        inst(
            "dh",
            Kernel {
                us: 150.0,
                bytes: 16 * MB,
            },
            &["dy", "w2"],
        ),
        inst(
            "dw2.rs",
            Collective {
                kind: "reduce-scatter",
                us: 110.0,
                bytes: 4 * MB,
            },
            &["dw2"],
        ),
        inst(
            "dw1",
            Kernel {
                us: 150.0,
                bytes: 32 * MB,
            },
            &["dh", "x"],
        ),
        inst(
            "dw1.rs",
            Collective {
                kind: "reduce-scatter",
                us: 110.0,
                bytes: 4 * MB,
            },
            &["dw1"],
        ),
        inst(
            "w1.new",
            Kernel {
                us: 10.0,
                bytes: 4 * MB,
            },
            &["w1.shard", "dw1.rs"],
        ),
        inst(
            "w2.new",
            Kernel {
                us: 10.0,
                bytes: 4 * MB,
            },
            &["w2.shard", "dw2.rs"],
        ),
    ]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    const US: f64 = 1e-6;
    let prog = program();
    let mut b = GraphBuilder::new();
    let mut resources = BTreeMap::new();
    // Per IR value: the graph node producing it and its buffer.
    let mut value = BTreeMap::new();
    for i in &prog {
        let (first, last, bytes) = match i.op {
            Op::Param { bytes } => {
                let n = b.add_node(NodeSpec::noop(i.name));
                (n, n, bytes)
            }
            Op::Kernel { us, bytes } => {
                let n = b.add_node(NodeSpec::compute(i.name, us * US));
                (n, n, bytes)
            }
            Op::Collective { kind, us, bytes } => {
                let r = *resources
                    .entry(kind)
                    .or_insert_with(|| b.add_resource(kind, 1));
                let s = b
                    .add_node(NodeSpec::start(format!("{}-start", i.name), US, r).with_label(kind));
                let d = b.add_node(NodeSpec::done(format!("{}-done", i.name), US, s));
                b.add_edge(s, d, us * US, EdgeKind::Data);
                (s, d, bytes)
            }
        };
        for input in &i.inputs {
            let &(producer, buf) = value
                .get(input)
                .ok_or_else(|| format!("`{}` reads `{input}` before it is defined", i.name))?;
            b.add_edge(producer, first, 0.0, EdgeKind::Data);
            b.add_use(buf, first);
        }
        let live_out = i.name.ends_with(".new");
        let buf = b.add_buffer(last, bytes, live_out);
        value.insert(i.name, (last, buf));
    }
    let g = b.build()?;

    let cfg = SchedConfig {
        explain: true,
        ..Default::default()
    };
    let r = schedule(&g, &cfg)?;
    verify(&g, &r.order)?;
    let name = |n: NodeId| g.name(n);

    println!(
        "order ({} nodes, variant {}):",
        r.order.len(),
        r.report.variant
    );
    for (i, &n) in r.order.iter().enumerate() {
        println!("  {i:>2}  {}", name(n));
    }
    println!("decisions (bottom-up, from the end of the program):");
    for d in &r.decisions {
        println!(
            "  {:<16} {:<26} ready={}",
            name(d.node),
            d.rule.name(),
            d.ready
        );
    }
    let ours = replay(&g, &r.order)?;
    let input = replay(&g, &g.original_order())?;
    for (what, t) in [("input order", &input), ("scheduled", &ours)] {
        println!(
            "{what:<12} makespan {:>8.1} us, communication {:>6.1} us, hidden {:>5.1}%, peak {} MiB",
            t.makespan / US,
            t.comm_total / US,
            100.0 * t.hidden_fraction,
            t.peak_bytes >> 20
        );
        for (kind, s) in &t.exposed {
            println!("             exposed {kind:<15} {:>6.1} us", s / US);
        }
    }
    println!("lower bound  {:>8.1} us", r.report.lower_bound / US);
    println!("candidates tried:");
    for c in &r.report.candidates {
        println!("  {:<44} {:>8.1} us", c.name, c.makespan / US);
    }
    Ok(())
}
