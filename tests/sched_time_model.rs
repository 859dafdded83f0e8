//! The time model on tiny graphs with exact costs: XLA:GPU's one collective stream, the
//! device-sharing rule, shared link bandwidth and compute interference (issue 8's acceptance
//! cases), in the scheduler, the replay, the lower bound and the verifier.

use lhsched::sched::*;

const US: f64 = 1e-6;

fn groups(v: &[&[i64]]) -> Option<Vec<Vec<i64>>> {
    Some(v.iter().map(|g| g.to_vec()).collect())
}

fn compact(v: Option<Vec<Vec<i64>>>) -> Option<lhsched::hlo::DeviceGroups> {
    v.map(lhsched::hlo::DeviceGroups::explicit)
}

/// Two independent 10 us collectives (starts and dones free), on one stream of limit
/// `limit` (`per_kind`: a stream each), with the given device groups.
fn two_collectives(
    per_kind: bool,
    limit: u32,
    ga: Option<Vec<Vec<i64>>>,
    gb: Option<Vec<Vec<i64>>>,
) -> Graph {
    let mut b = GraphBuilder::new();
    let r1 = b.add_resource(
        if per_kind {
            "all-gather"
        } else {
            "collectives"
        },
        limit,
    );
    let r2 = if per_kind {
        b.add_resource("reduce-scatter", limit)
    } else {
        r1
    };
    for (name, r, g) in [("ag", r1, ga), ("rs", r2, gb)] {
        let c = Collective {
            groups: compact(g),
            ..Default::default()
        };
        let s = b.add_node(NodeSpec::start(format!("{name}-start"), 0.0, r).with_collective(c));
        let d = b.add_node(NodeSpec::done(format!("{name}-done"), 0.0, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    }
    b.build().expect("valid")
}

fn best(g: &Graph) -> (ScheduleResult, Timeline) {
    let r = schedule(g, &SchedConfig::default()).expect("schedules");
    verify(g, &r.order).expect("legal");
    let t = replay(g, &r.order).expect("replays");
    assert!(
        t.makespan + 1e-15 >= lower_bound(g),
        "below the lower bound"
    );
    (r, t)
}

#[test]
fn one_collective_stream_runs_two_collectives_one_after_the_other() {
    let all = groups(&[&[0, 1, 2, 3, 4, 5, 6, 7]]);
    let g = two_collectives(false, 1, all.clone(), all);
    let (_, t) = best(&g);
    assert!(t.makespan >= 20.0 * US * (1.0 - 1e-12), "{}", t.makespan);
    assert!(lower_bound(&g) >= 20.0 * US * (1.0 - 1e-12));
}

#[test]
fn per_kind_streams_with_one_shared_device_share_the_links() {
    let g = two_collectives(true, 1, groups(&[&[0, 1, 2, 3]]), groups(&[&[3, 4, 5, 6]]));
    let (r, t) = best(&g);
    // Both in flight together (one common device is allowed) ...
    let colls: Vec<&Slice> = t
        .slices
        .iter()
        .filter(|s| matches!(s.stream, Stream::Resource { .. }))
        .collect();
    assert_eq!(colls.len(), 2);
    assert!(colls[1].start < colls[0].end, "{:?}", r.order);
    // ... but each at half the bandwidth: about 20 us, not 10.
    assert!((t.makespan - 20.0 * US).abs() < 1e-12, "{}", t.makespan);
    assert!((t.sharing_s - 20.0 * US).abs() < 1e-12, "{}", t.sharing_s);
}

#[test]
fn a_fixed_latency_part_is_not_shared() {
    // Each 10 us collective has 4 us of fixed latency: the 6 us bandwidth parts share the
    // link (12 us together), after 4 us of latency both wait out in parallel: 16 us.
    let mut b = GraphBuilder::new();
    let r1 = b.add_resource("all-gather", 1);
    let r2 = b.add_resource("reduce-scatter", 1);
    for (name, r, g) in [
        ("ag", r1, groups(&[&[0, 1]])),
        ("rs", r2, groups(&[&[2, 3]])),
    ] {
        let c = Collective {
            groups: compact(g),
            fixed: 4.0 * US,
            ..Default::default()
        };
        let s = b.add_node(NodeSpec::start(format!("{name}-start"), 0.0, r).with_collective(c));
        let d = b.add_node(NodeSpec::done(format!("{name}-done"), 0.0, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    }
    let g = b.build().expect("valid");
    let both: Vec<NodeId> = [0, 2, 1, 3].iter().map(|&i| NodeId(i)).collect();
    let t = replay(&g, &both).expect("replays");
    assert!((t.makespan - 16.0 * US).abs() < 1e-12, "{}", t.makespan);
    // Different link classes do not share.
    let mut b = GraphBuilder::new();
    let r1 = b.add_resource("all-gather", 1);
    let r2 = b.add_resource("reduce-scatter", 1);
    for (name, r, link) in [("ag", r1, Link::ScaleUp), ("rs", r2, Link::ScaleOut)] {
        let c = Collective {
            groups: compact(groups(&[&[0, 1]]).map(|mut v| {
                v[0][0] += if link == Link::ScaleOut { 10 } else { 0 };
                v
            })),
            link,
            fixed: 0.0,
        };
        let s = b.add_node(NodeSpec::start(format!("{name}-start"), 0.0, r).with_collective(c));
        let d = b.add_node(NodeSpec::done(format!("{name}-done"), 0.0, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    }
    let g = b.build().expect("valid");
    let t = replay(&g, &both).expect("replays");
    assert!((t.makespan - 10.0 * US).abs() < 1e-12, "{}", t.makespan);
}

#[test]
fn groups_sharing_all_devices_never_overlap_in_any_mode() {
    let all = groups(&[&[0, 1, 2, 3]]);
    for (per_kind, limit) in [(true, 1), (true, 4), (false, 2), (false, 1)] {
        for g in [
            two_collectives(per_kind, limit, all.clone(), all.clone()),
            two_collectives(per_kind, limit, None, None),
        ] {
            let (r, t) = best(&g);
            assert!(
                t.makespan >= 20.0 * US * (1.0 - 1e-12),
                "per_kind={per_kind} limit={limit}: {} ({:?})",
                t.makespan,
                r.order
            );
            assert!(lower_bound(&g) >= 20.0 * US * (1.0 - 1e-12));
        }
    }
}

#[test]
fn the_verifier_names_a_device_sharing_violation() {
    let all = groups(&[&[0, 1, 2, 3]]);
    let g = two_collectives(true, 1, all.clone(), all);
    // ag-start, rs-start, ag-done, rs-done: both in flight together.
    let bad: Vec<NodeId> = [0, 2, 1, 3].iter().map(|&i| NodeId(i)).collect();
    match verify(&g, &bad) {
        Err(VerifyError::DeviceSharing { first, second, .. }) => {
            assert_eq!((first.as_str(), second.as_str()), ("ag-start", "rs-start"));
        }
        other => panic!("expected a device-sharing violation, got {other:?}"),
    }
    let msg = verify(&g, &bad).expect_err("illegal").to_string();
    assert!(
        msg.contains("device-sharing") && msg.contains("rs-start"),
        "{msg}"
    );
    // The replay makes the second wait for the first.
    let t = replay(&g, &bad).expect("replays");
    assert!(t.makespan >= 20.0 * US * (1.0 - 1e-12));
    // Disjoint pairs may overlap: the same order is legal.
    let g = two_collectives(true, 1, groups(&[&[0, 1]]), groups(&[&[2, 3]]));
    verify(&g, &bad).expect("legal");
}

/// A 10 us GEMM fully under a 10 us all-gather, with interference `x`.
fn gemm_under_all_gather(inter: Interference) -> Graph {
    let mut b = GraphBuilder::new();
    b.set_model(TimeModel {
        interference: inter,
        ..TimeModel::default()
    });
    let r = b.add_resource("collectives", 1);
    let s = b.add_node(NodeSpec::start("ag-start", 0.0, r).with_collective(Collective::default()));
    let m = b.add_node(NodeSpec::compute("gemm", 10.0 * US).with_contention(Contention::Gemm));
    let d = b.add_node(NodeSpec::done("ag-done", 0.0, s));
    b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    b.add_edge(m, d, 0.0, EdgeKind::Control);
    b.build().expect("valid")
}

#[test]
fn a_gemm_under_an_all_gather_ends_1_67_us_later() {
    let on = gemm_under_all_gather(Interference::measured());
    let off = gemm_under_all_gather(Interference::OFF);
    let order = on.original_order();
    let t_on = replay(&on, &order).expect("replays");
    let t_off = replay(&off, &order).expect("replays");
    assert!((t_off.makespan - 10.0 * US).abs() < 1e-12);
    // 10 us at 1/1.2 speed does 8.333 us of work; the rest runs at full speed after it.
    let extra = t_on.makespan - t_off.makespan;
    assert!((extra - 10.0 * US / 6.0).abs() < 1e-12, "{extra}");
    assert!((t_on.interference_s - extra).abs() < 1e-12);
    // The scheduler plans with it and the bound knows it.
    let (r, t) = best(&on);
    assert!((t.makespan - t_on.makespan).abs() < 1e-12, "{:?}", r.order);
    assert!(lower_bound(&on) > 10.0 * US);
    // A memory-bound kernel suffers more (x = 0.4): 10 us at 1/1.4 -> 7.143 us done, 2.857 after.
    let mut b = GraphBuilder::new();
    b.set_model(TimeModel {
        interference: Interference::measured(),
        ..TimeModel::default()
    });
    let r = b.add_resource("collectives", 1);
    let s = b.add_node(NodeSpec::start("ag-start", 0.0, r).with_collective(Collective::default()));
    b.add_node(NodeSpec::compute("add", 10.0 * US));
    let d = b.add_node(NodeSpec::done("ag-done", 0.0, s));
    b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    let g = b.build().expect("valid");
    let t = replay(&g, &g.original_order()).expect("replays");
    assert!((t.makespan - (10.0 + 10.0 * (1.0 - 1.0 / 1.4)) * US).abs() < 1e-12);
}

/// Found by the `graph` fuzz target (fuzz/fuzz_targets/graph.rs, input in
/// tests/regressions/graph/device_sharing_chain.bin, replay with
/// `cargo +nightly fuzz run --fuzz-dir fuzz graph FILE`): two collectives with unknown groups on one
/// stream of limit 3, the second started from the first's start. The device-sharing rule
/// forbids them in flight together; the scheduler's order must close the first before the
/// second starts, in both directions, with and without the portfolio.
#[test]
fn a_collective_started_after_another_waits_for_it_to_close() {
    let mut b = GraphBuilder::new();
    let _r0 = b.add_resource("r0", 1);
    let r1 = b.add_resource("r1", 3);
    let unknown = |fixed: f64, link: Link| Collective {
        groups: None,
        link,
        fixed,
    };
    let c0 = b.add_node(NodeSpec::compute("c0", 48.0 * US));
    let s1 = b.add_node(
        NodeSpec::start("s1", 255.0 * US, r1)
            .with_collective(unknown(65535.0 * US, Link::ScaleOut)),
    );
    let d1 = b.add_node(NodeSpec::done("d1", 255.0 * US, s1));
    b.add_edge(s1, d1, 65535.0 * US, EdgeKind::Data);
    let s2 = b.add_node(
        NodeSpec::start("s2", 29.0 * US, r1).with_collective(Collective {
            groups: compact(groups(&[&[0, 1, 2, 3]])),
            link: Link::ScaleUp,
            fixed: 19153.0 * 0.71 * US,
        }),
    );
    let d2 = b.add_node(NodeSpec::done("d2", 145.0 * US, s2));
    b.add_edge(s2, d2, 19153.0 * US, EdgeKind::Data);
    let _n3 = b.add_node(NodeSpec::noop("n3"));
    let s4 = b.add_node(
        NodeSpec::start("s4", 137.0 * US, r1)
            .with_collective(unknown(65425.0 * 0.99 * US, Link::ScaleUp)),
    );
    let d4 = b.add_node(NodeSpec::done("d4", 93.0 * US, s4));
    b.add_edge(s4, d4, 65425.0 * US, EdgeKind::Data);
    let _n5 = b.add_node(NodeSpec::noop("n5"));
    b.add_edge(s1, d1, 45.0 * US, EdgeKind::Data);
    b.add_edge(s1, s4, 117.0 * US, EdgeKind::Data);
    b.add_edge(c0, s1, 111.0 * US, EdgeKind::Data);
    b.add_edge(d2, c0, 0.0, EdgeKind::Data);
    b.set_model(TimeModel {
        interference: Interference::OFF,
        share_bandwidth: false,
    });
    let g = b.build().expect("valid");
    for direction in [Direction::BottomUp, Direction::TopDown] {
        for portfolio in [false, true] {
            let cfg = SchedConfig {
                direction,
                portfolio,
                ..SchedConfig::default()
            };
            let r = schedule(&g, &cfg).expect("schedules");
            verify(&g, &r.order).unwrap_or_else(|e| {
                panic!(
                    "{direction:?} portfolio={portfolio}: {e:?} in {:?}",
                    r.order
                )
            });
            let t = replay(&g, &r.order).expect("replays");
            assert_eq!(t.makespan, r.report.makespan);
            assert!(t.makespan + 1e-15 >= lower_bound(&g));
        }
    }
}

/// When the edges force one collective's window around a conflicting one, no legal order
/// exists: the scheduler says so (every candidate, the serial fallback included, is marked
/// illegal) and the verifier names the pair.
#[test]
fn a_forced_overlap_is_reported_not_hidden() {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("collectives", 2);
    let all = || Collective {
        groups: compact(groups(&[&[0, 1, 2, 3]])),
        ..Default::default()
    };
    let sa = b.add_node(NodeSpec::start("a-start", 0.0, r).with_collective(all()));
    let da = b.add_node(NodeSpec::done("a-done", 0.0, sa));
    let sb = b.add_node(NodeSpec::start("b-start", 0.0, r).with_collective(all()));
    let db = b.add_node(NodeSpec::done("b-done", 0.0, sb));
    b.add_edge(sa, da, 10.0 * US, EdgeKind::Data);
    b.add_edge(sb, db, 10.0 * US, EdgeKind::Data);
    b.add_edge(sa, sb, 0.0, EdgeKind::Data);
    b.add_edge(db, da, 0.0, EdgeKind::Data);
    let g = b.build().expect("valid");
    let r = schedule(&g, &SchedConfig::default()).expect("schedules");
    assert!(r.report.candidates.iter().all(|c| !c.legal));
    assert!(r.report.candidates.iter().any(|c| c.name == "serial"));
    assert_eq!(
        verify(&g, &r.order),
        Err(VerifyError::DeviceSharing {
            first: "a-start".into(),
            first_id: 0,
            second: "b-start".into(),
            second_id: 2,
        })
    );
}
