//! The list scheduler's own tests (shared helpers are `pub(crate)` for other modules' tests).

use super::*;
use crate::testing::synth::{transformer, SynthConfig};

/// Every choice of the sorted ready set equals the choice of a full scan, in both
/// directions, under every rule set, with and without a memory limit.
#[test]
fn sorted_ready_set_agrees_with_a_full_scan() {
    for shared in [false, true] {
        let g = transformer(&SynthConfig {
            layers: 6,
            ops_per_layer: 4,
            shared_stream: shared,
            overlap_limit: 1 + shared as u32,
            ..Default::default()
        })
        .expect("valid");
        for top_down in [false, true] {
            for rules in [RuleSet::xla(), RuleSet::conservative(), RuleSet::all()] {
                for memory_limit in [None, Some(200 << 20)] {
                    let v = Variant {
                        top_down,
                        rules,
                        memory_limit,
                    };
                    let (r, _) =
                        run_inner(&g, v, true, true).unwrap_or_else(|e| panic!("{v:?}: {e}"));
                    assert_eq!(r.order.len(), g.len());
                }
            }
        }
    }
}

/// `n` independent collectives (start, done, a consumer), round-robin on `streams`
/// resources of limit `limit`; every third one on half the devices (a second signature
/// that conflicts with the first); all in one scheduling group with `grouped`.
pub(crate) fn independent(n: usize, streams: u32, limit: u32, grouped: bool) -> Graph {
    use crate::hlo::DeviceGroups;
    use crate::sched::{Collective, EdgeKind, GraphBuilder, Hints, NodeSpec};
    const US: f64 = 1e-6;
    let mut b = GraphBuilder::new();
    let res: Vec<_> = (0..streams)
        .map(|k| b.add_resource(&format!("stream{k}"), limit))
        .collect();
    let hints = Hints {
        scheduling_group: grouped.then_some(1),
        ..Default::default()
    };
    for i in 0..n {
        let devices: Vec<i64> = if i % 3 == 2 {
            (0..4).collect()
        } else {
            (0..8).collect()
        };
        let c = Collective {
            groups: Some(DeviceGroups::explicit(vec![devices])),
            ..Default::default()
        };
        let r = res[i % res.len()];
        let s = b.add_node(
            NodeSpec::start(format!("s{i}"), US, r)
                .with_collective(c)
                .with_hints(hints),
        );
        let d = b.add_node(NodeSpec::done(format!("d{i}"), US, s).with_hints(hints));
        b.add_edge(s, d, 20.0 * US, EdgeKind::Data);
        let m = b.add_node(NodeSpec::compute(format!("m{i}"), 3.0 * US).with_hints(hints));
        b.add_edge(d, m, 0.0, EdgeKind::Data);
    }
    b.build().expect("valid")
}

/// With several collectives in flight (a limit of 2, or a stream per kind) the blocking
/// of dones that share devices with a collective in flight hides and shows their part of
/// the ready set: the nodes put into the ready set stay a small multiple of the graph,
/// where taking every blocked done out and back at each start and done was quadratic.
#[test]
fn blocking_keeps_the_ready_set_work_linear() {
    for (streams, limit) in [(1, 2), (2, 1), (2, 4), (1, 8)] {
        for n in [300usize, 3000] {
            let g = independent(n, streams, limit, false);
            for top_down in [false, true] {
                let v = Variant {
                    top_down,
                    rules: RuleSet::xla(),
                    memory_limit: None,
                };
                let (r, moves) = run_inner(&g, v, false, false).expect("schedules");
                assert_eq!(r.order.len(), g.len());
                crate::sched::verify(&g, &r.order).expect("legal");
                assert!(
                    moves <= 3 * g.len() as u64,
                    "{streams} streams, limit {limit}, n {n}, top-down {top_down}: \
                     {moves} moves for {} nodes",
                    g.len()
                );
            }
        }
    }
}

/// The parted ready set picks what a full scan picks, with blocked signatures, several
/// streams and a scheduling group.
#[test]
fn parted_ready_set_agrees_with_a_full_scan() {
    for (streams, limit, grouped) in [(1, 2, false), (2, 2, false), (2, 1, true), (1, 3, true)] {
        let g = independent(60, streams, limit, grouped);
        for top_down in [false, true] {
            for rules in [RuleSet::xla(), RuleSet::all()] {
                let v = Variant {
                    top_down,
                    rules,
                    memory_limit: None,
                };
                let (r, _) = run_inner(&g, v, true, true).unwrap_or_else(|e| panic!("{v:?}: {e}"));
                assert_eq!(r.order.len(), g.len());
            }
        }
    }
}
