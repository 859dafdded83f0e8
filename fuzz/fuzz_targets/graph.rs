//! Random scheduling graphs built with `GraphBuilder` (structure-aware, through `arbitrary`),
//! with the scheduler's claims as properties: the order verifies, its replay equals the
//! report, the makespan is never below the lower bound, a memory limit reported as met holds,
//! and the same input gives the same order.
#![no_main]

use arbitrary::Arbitrary;
use lhsched::sched::*;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Node {
    Compute {
        cost: u8,
        transient: u64,
    },
    Noop,
    Pair {
        resource: u8,
        start: u8,
        done: u8,
        latency: u16,
    },
}

#[derive(Arbitrary, Debug)]
struct Input {
    limits: Vec<u8>,
    nodes: Vec<Node>,
    edges: Vec<(u8, u8, u8, bool)>,
    buffers: Vec<(u8, u64, Vec<u8>, bool)>,
    memory_limit: Option<u64>,
    top_down: bool,
    portfolio: bool,
}

const US: f64 = 1e-6;

fn build(inp: &Input) -> Option<Graph> {
    let mut b = GraphBuilder::new();
    let res: Vec<ResourceId> = inp
        .limits
        .iter()
        .take(4)
        .enumerate()
        .map(|(i, &l)| b.add_resource(&format!("r{i}"), u32::from(l % 4)))
        .collect();
    let mut ids = Vec::new();
    for (i, n) in inp.nodes.iter().take(48).enumerate() {
        match n {
            Node::Compute { cost, transient } => {
                let mut spec = NodeSpec::compute(format!("c{i}"), f64::from(*cost) * US);
                spec.transient_bytes = *transient;
                ids.push(b.add_node(spec))
            }
            Node::Noop => ids.push(b.add_node(NodeSpec::noop(format!("n{i}")))),
            Node::Pair {
                resource,
                start,
                done,
                latency,
            } => {
                let Some(&r) = res.get(usize::from(*resource) % res.len().max(1)) else {
                    continue;
                };
                let s = b.add_node(NodeSpec::start(format!("s{i}"), f64::from(*start) * US, r));
                let d = b.add_node(NodeSpec::done(format!("d{i}"), f64::from(*done) * US, s));
                b.add_edge(s, d, f64::from(*latency) * US, EdgeKind::Data);
                ids.push(s);
                ids.push(d);
            }
        }
    }
    if ids.is_empty() {
        return None;
    }
    let at = |k: u8| ids[usize::from(k) % ids.len()];
    for &(x, y, lat, control) in inp.edges.iter().take(96) {
        let (x, y) = (at(x), at(y));
        // Edges only forward in creation order: the graph stays acyclic.
        let (from, to) = if x.0 < y.0 {
            (x, y)
        } else if y.0 < x.0 {
            (y, x)
        } else {
            continue;
        };
        let kind = if control {
            EdgeKind::Control
        } else {
            EdgeKind::Data
        };
        b.add_edge(from, to, f64::from(lat) * US, kind);
    }
    for (def, size, users, live_out) in inp.buffers.iter().take(32) {
        let d = at(*def);
        let buf = b.add_buffer(d, *size, *live_out);
        for &u in users.iter().take(4) {
            let u = at(u);
            if u.0 > d.0 {
                b.add_edge(d, u, 0.0, EdgeKind::Data);
                b.add_use(buf, u);
            }
        }
    }
    b.build().ok()
}

fuzz_target!(|inp: Input| {
    let Some(g) = build(&inp) else {
        return;
    };
    let cfg = SchedConfig {
        direction: if inp.top_down {
            Direction::TopDown
        } else {
            Direction::BottomUp
        },
        memory_limit: inp.memory_limit,
        portfolio: inp.portfolio,
        ..SchedConfig::default()
    };
    let Ok(r) = schedule(&g, &cfg) else {
        return;
    };
    verify(&g, &r.order)
        .unwrap_or_else(|e| panic!("the scheduler's order fails the verifier: {e:?}"));
    let t = replay(&g, &r.order).expect("a verified order replays");
    assert_eq!(t.makespan, r.report.makespan, "replay != report");
    assert_eq!(t.peak_bytes, r.report.peak_bytes, "replay peak != report");
    let lb = lower_bound(&g);
    assert!(
        r.report.makespan >= lb * (1.0 - 1e-9) - 1e-15,
        "makespan {} below the lower bound {lb}",
        r.report.makespan
    );
    if let (Some(l), true) = (cfg.memory_limit, r.report.memory_fits) {
        assert!(
            t.peak_bytes <= l,
            "memory_fits with peak {} > {l}",
            t.peak_bytes
        );
    }
    let again = schedule(&g, &cfg).expect("the second run schedules too");
    assert_eq!(r.order, again.order, "not deterministic");
    assert_eq!(r.report, again.report, "not deterministic");
});
