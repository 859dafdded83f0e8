//! Random scheduling graphs built with `GraphBuilder` (structure-aware, through `arbitrary`),
//! with the scheduler's claims as properties: the order verifies, its replay equals the
//! report, the makespan is never below the lower bound, a memory limit reported as met holds,
//! and the same input gives the same order. The time model varies too: compute interference
//! (per contention class), shared bandwidth, and collectives with device groups, a link class
//! and a fixed part.
#![no_main]

use arbitrary::Arbitrary;
use lhsched::hlo::DeviceGroups;
use lhsched::sched::*;
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
enum Node {
    Compute {
        cost: u8,
        transient: u64,
        contention: u8,
    },
    Noop,
    Pair {
        resource: u8,
        start: u8,
        done: u8,
        latency: u16,
        collective: Option<Coll>,
    },
}

/// What the time model knows of a collective: its device groups (a few 4-device layouts, or
/// unknown), its link class and its fixed part (a fraction of its latency).
#[derive(Arbitrary, Debug)]
struct Coll {
    groups: u8,
    scale_out: bool,
    fixed_pct: u8,
}

fn collective(c: &Coll, latency: f64) -> Collective {
    let g = |v: &[&[i64]]| {
        Some(DeviceGroups::explicit(
            v.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
        ))
    };
    Collective {
        groups: match c.groups % 5 {
            0 => None,
            1 => g(&[&[0, 1, 2, 3]]),
            2 => g(&[&[0, 1], &[2, 3]]),
            3 => g(&[&[0, 2], &[1, 3]]),
            _ => g(&[&[0, 3], &[1, 2]]),
        },
        link: if c.scale_out {
            Link::ScaleOut
        } else {
            Link::ScaleUp
        },
        fixed: latency * f64::from(c.fixed_pct.min(100)) / 100.0,
    }
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
    /// Interference in tenths: (gemm, memory); `None` is off.
    interference: Option<(u8, u8)>,
    share_bandwidth: bool,
}

const US: f64 = 1e-6;

fn build(inp: &Input) -> Option<Graph> {
    let mut b = GraphBuilder::new();
    b.set_model(TimeModel {
        interference: inp
            .interference
            .map_or(Interference::OFF, |(g, m)| Interference {
                gemm: f64::from(g % 40) / 10.0,
                memory: f64::from(m % 40) / 10.0,
            }),
        share_bandwidth: inp.share_bandwidth,
    });
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
            Node::Compute {
                cost,
                transient,
                contention,
            } => {
                let mut spec = NodeSpec::compute(format!("c{i}"), f64::from(*cost) * US);
                spec.transient_bytes = *transient;
                spec.contention = match contention % 3 {
                    0 => Contention::Memory,
                    1 => Contention::Gemm,
                    _ => Contention::None,
                };
                ids.push(b.add_node(spec))
            }
            Node::Noop => ids.push(b.add_node(NodeSpec::noop(format!("n{i}")))),
            Node::Pair {
                resource,
                start,
                done,
                latency,
                collective: coll,
            } => {
                let Some(&r) = res.get(usize::from(*resource) % res.len().max(1)) else {
                    continue;
                };
                let mut spec = NodeSpec::start(format!("s{i}"), f64::from(*start) * US, r);
                spec.collective = coll
                    .as_ref()
                    .map(|c| collective(c, f64::from(*latency) * US));
                let s = b.add_node(spec);
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
    match verify(&g, &r.order) {
        Ok(()) => {}
        // Edges can force a collective's window around a conflicting one, so a legal order
        // need not exist: an illegal one may come back only when no candidate was legal, the
        // serial fallback included.
        Err(VerifyError::DeviceSharing { .. })
            if r.report.candidates.iter().all(|c| !c.legal)
                && r.report.candidates.iter().any(|c| c.name == "serial") => {}
        Err(e) => panic!(
            "the scheduler's order fails the verifier: {e:?}; candidates {:?}",
            r.report
                .candidates
                .iter()
                .map(|c| (c.name.clone(), c.legal, c.fits, c.peak_bytes))
                .collect::<Vec<_>>()
        ),
    }
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
