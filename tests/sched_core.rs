//! The scheduler core on small hand-built graphs: builder errors, replay arithmetic, overlap
//! limits, hints, groups, memory limits, the verifier and the trace.

use lhsched::sched::*;

const US: f64 = 1e-6;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// start (1us) -> collective (10us) -> done (1us), plus an independent 4us compute.
fn one_pair() -> (Graph, [NodeId; 3]) {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("all-reduce", 1);
    let s = b.add_node(NodeSpec::start("ar-start", US, r).with_label("all-reduce"));
    let d = b.add_node(NodeSpec::done("ar-done", US, s));
    let c = b.add_node(NodeSpec::compute("matmul", 4.0 * US));
    b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    (b.build().expect("valid"), [s, d, c])
}

/// Number of pairs in flight at most along `order`, per resource.
fn max_in_flight(g: &Graph, order: &[NodeId]) -> Vec<u32> {
    let mut cur = vec![0i64; g.resources().len()];
    let mut max = vec![0u32; g.resources().len()];
    for &x in order {
        match g.node(x).kind {
            NodeKind::AsyncStart { resource } => {
                cur[resource.index()] += 1;
                max[resource.index()] = max[resource.index()].max(cur[resource.index()] as u32);
            }
            NodeKind::AsyncDone { start } => {
                if let Some(r) = g.resource_of(start) {
                    cur[r.index()] -= 1;
                }
            }
            NodeKind::Compute => {}
        }
    }
    max
}

#[test]
fn builder_rejects_bad_graphs_and_names_the_culprit() {
    let mut b = GraphBuilder::new();
    let x = b.add_node(NodeSpec::compute("x", 1.0));
    let y = b.add_node(NodeSpec::compute("y", 1.0));
    b.add_edge(x, y, 0.0, EdgeKind::Data);
    b.add_edge(y, x, 0.0, EdgeKind::Control);
    let e = b.build().expect_err("cycle");
    assert!(
        matches!(&e, GraphError::Cycle { node } if node == "x" || node == "y"),
        "{e}"
    );

    let mut b = GraphBuilder::new();
    let c = b.add_node(NodeSpec::compute("c", 1.0));
    b.add_node(NodeSpec::done("d", 1.0, c));
    assert_eq!(
        b.build().expect_err("done without start"),
        GraphError::DoneWithoutStart { done: "d".into() }
    );

    let mut b = GraphBuilder::new();
    let r = b.add_resource("r", 1);
    b.add_node(NodeSpec::start("s", 1.0, r));
    assert!(matches!(
        b.build().expect_err("start without done"),
        GraphError::StartWithoutDone { dones: 0, .. }
    ));

    let mut b = GraphBuilder::new();
    let x = b.add_node(NodeSpec::compute("x", f64::NAN));
    let _ = x;
    assert!(matches!(b.build(), Err(GraphError::BadNumber { .. })));

    let mut b = GraphBuilder::new();
    let x = b.add_node(NodeSpec::compute("x", 1.0));
    let y = b.add_node(NodeSpec::compute("y", 1.0));
    b.add_edge(x, y, -1.0, EdgeKind::Data);
    let e = b.build().expect_err("negative latency");
    assert!(e.to_string().contains("`x` -> `y`"), "{e}");

    let mut b = GraphBuilder::new();
    let x = b.add_node(NodeSpec::compute("x", 1.0));
    b.add_edge(x, NodeId(7), 0.0, EdgeKind::Data);
    assert!(matches!(b.build(), Err(GraphError::BadId { .. })));

    let mut b = GraphBuilder::new();
    b.add_node(NodeSpec::start("s", 1.0, ResourceId(3)));
    assert!(matches!(b.build(), Err(GraphError::BadId { .. })));
}

#[test]
fn replay_overlaps_compute_with_the_collective() {
    let (g, [s, d, c]) = one_pair();
    let hidden = replay(&g, &[s, c, d]).expect("valid");
    // start 0-1, collective 1-11, matmul 1-5, done waits until 11, ends 12.
    assert!(close(hidden.makespan, 12.0 * US), "{}", hidden.makespan);
    assert!(close(hidden.exposed["all-reduce"], 6.0 * US));
    assert!(close(hidden.comm_total, 10.0 * US));
    assert!(close(hidden.hidden_fraction, 0.4));
    let j = hidden.summary_json();
    assert!(close(j["makespan_s"].as_f64().unwrap_or(0.0), 12.0 * US));
    assert!(close(
        j["exposed_s"]["all-reduce"].as_f64().unwrap_or(0.0),
        6.0 * US
    ));
    assert_eq!(j["peak_bytes"], 0);
    let exposed = replay(&g, &[s, d, c]).expect("valid");
    assert!(close(exposed.makespan, 16.0 * US));
    assert!(close(exposed.exposed["all-reduce"], 10.0 * US));
    assert!(close(exposed.hidden_fraction, 0.0));
    // Slices: three compute, one collective on the resource stream.
    assert_eq!(hidden.slices.len(), 4);
    let coll = hidden
        .slices
        .iter()
        .find(|x| matches!(x.stream, Stream::Resource { .. }))
        .expect("collective slice");
    assert!(close(coll.start, US) && close(coll.end, 11.0 * US));
    assert!(close(lower_bound(&g), 12.0 * US));
    let e = replay(&g, &[d, s, c]).unwrap_err();
    assert!(matches!(e, SchedError::EdgeBackwards { .. }));
    // The error names both nodes' instructions and ids.
    let msg = e.to_string();
    assert!(
        msg.contains(&format!("`{}` (node {})", g.name(d), d.0))
            && msg.contains(&format!("(node {})", s.0)),
        "{msg}"
    );
    assert!(matches!(
        replay(&g, &[s, c]),
        Err(SchedError::NotAPermutation { .. })
    ));
}

#[test]
fn scheduler_hides_the_collective_and_explains_itself() {
    let (g, [s, d, c]) = one_pair();
    let cfg = SchedConfig {
        explain: true,
        ..Default::default()
    };
    let r = schedule(&g, &cfg).expect("schedules");
    verify(&g, &r.order).expect("valid");
    assert_eq!(r.order, vec![s, c, d]);
    assert!(close(r.report.makespan, 12.0 * US));
    assert!(close(r.report.input_makespan, 16.0 * US));
    assert_eq!(r.decisions.len(), 3);
    // Bottom-up: the done is decided first, by schedule-done against the matmul.
    assert_eq!(r.decisions[0].node, d);
    assert_eq!(r.decisions[0].rule, Rule::ScheduleDone);
    assert!(r.decisions.iter().all(|x| x.ready >= 1));
    let text = explain_text(&g, &r.decisions);
    assert_eq!(text.lines().count(), 4);
    assert!(text
        .lines()
        .nth(1)
        .is_some_and(|l| l.contains("ar-done") && l.contains("schedule-done")));
    let json = serde_json::to_value(&r.report).expect("serializes");
    assert_eq!(json["variant"], "bottom-up");
    assert!(json["candidates"].as_array().is_some_and(|c| c.len() > 1));
    // Without the portfolio the single bottom-up run finds the same order.
    let single = schedule(
        &g,
        &SchedConfig {
            portfolio: false,
            ..Default::default()
        },
    )
    .expect("schedules");
    assert_eq!(single.order, r.order);
    assert_eq!(single.report.candidates.len(), 1);
}

/// Two independent pairs with compute after each done.
fn two_pairs(limit: u32) -> Graph {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("all-gather", limit);
    let mut prev = None;
    for i in 0..2 {
        let s = b.add_node(NodeSpec::start(format!("ag{i}-start"), US, r));
        let d = b.add_node(NodeSpec::done(format!("ag{i}-done"), US, s));
        b.add_edge(s, d, 20.0 * US, EdgeKind::Data);
        let c = b.add_node(NodeSpec::compute(format!("use{i}"), 15.0 * US));
        b.add_edge(d, c, 0.0, EdgeKind::Data);
        if let Some(p) = prev {
            b.add_edge(p, c, 0.0, EdgeKind::Data);
        }
        prev = Some(c);
    }
    b.build().expect("valid")
}

#[test]
fn overlap_limit_is_respected_and_configurable() {
    for dir in [Direction::BottomUp, Direction::TopDown] {
        let g = two_pairs(1);
        let cfg = SchedConfig {
            direction: dir,
            portfolio: false,
            ..Default::default()
        };
        let r = schedule(&g, &cfg).expect("schedules");
        verify(&g, &r.order).expect("valid");
        assert_eq!(max_in_flight(&g, &r.order), vec![1], "{dir:?}");

        let g2 = two_pairs(2);
        let r2 = schedule(&g2, &cfg).expect("schedules");
        verify(&g2, &r2.order).expect("valid");
        assert_eq!(max_in_flight(&g2, &r2.order), vec![2], "{dir:?}");
        assert!(r2.report.makespan < r.report.makespan);
        // Limits live in the graph only (no config override), so the scheduler plans under
        // exactly the limits the replay applies.
    }
    // The replay queues a second collective on a single stream.
    let g = two_pairs(1);
    let both_first: Vec<NodeId> = [0, 3, 1, 2, 4, 5].iter().map(|&i| NodeId(i)).collect();
    let t = replay(&g, &both_first).expect("valid");
    let colls: Vec<&Slice> = t
        .slices
        .iter()
        .filter(|s| matches!(s.stream, Stream::Resource { .. }))
        .collect();
    assert_eq!(colls.len(), 2);
    assert!(colls[1].start >= colls[0].end);
}

#[test]
fn hints_move_nodes_to_the_ends() {
    // Independent compute nodes; hints decide where they go.
    let mut b = GraphBuilder::new();
    let mut ids = Vec::new();
    for i in 0..6 {
        let mut spec = NodeSpec::compute(format!("n{i}"), US);
        if i == 4 {
            spec.hints.force_delay = true; // early in program order
        }
        if i == 1 {
            spec.hints.force_early = true; // late in program order
        }
        ids.push(b.add_node(spec));
    }
    let g = b.build().expect("valid");
    for dir in [Direction::BottomUp, Direction::TopDown] {
        let r = schedule(
            &g,
            &SchedConfig {
                direction: dir,
                portfolio: false,
                ..Default::default()
            },
        )
        .expect("schedules");
        assert_eq!(r.order.first(), Some(&ids[4]), "{dir:?}: {:?}", r.order);
        assert_eq!(r.order.last(), Some(&ids[1]), "{dir:?}: {:?}", r.order);
    }
}

#[test]
fn scheduling_groups_stay_contiguous() {
    // Two pairs whose starts and dones would interleave with compute; group 7 holds pair 0
    // and its consumer together.
    let mut b = GraphBuilder::new();
    let r = b.add_resource("cp", 2);
    let grouped = Hints {
        scheduling_group: Some(7),
        ..Default::default()
    };
    let s0 = b.add_node(NodeSpec::start("s0", US, r).with_hints(grouped));
    let d0 = b.add_node(NodeSpec::done("d0", US, s0).with_hints(grouped));
    b.add_edge(s0, d0, 30.0 * US, EdgeKind::Data);
    let c0 = b.add_node(NodeSpec::compute("c0", 5.0 * US).with_hints(grouped));
    b.add_edge(d0, c0, 0.0, EdgeKind::Data);
    let mut others = Vec::new();
    for i in 0..4 {
        others.push(b.add_node(NodeSpec::compute(format!("x{i}"), 10.0 * US)));
    }
    let g = b.build().expect("valid");
    for dir in [Direction::BottomUp, Direction::TopDown] {
        let r = schedule(
            &g,
            &SchedConfig {
                direction: dir,
                portfolio: false,
                explain: true,
                ..Default::default()
            },
        )
        .expect("schedules");
        verify(&g, &r.order).expect("valid");
        let pos: Vec<usize> = [s0, d0, c0]
            .iter()
            .map(|x| r.order.iter().position(|y| y == x).expect("placed"))
            .collect();
        assert_eq!(pos[2] - pos[0], 2, "{dir:?}: {:?}", r.order);
        assert!(r.decisions.iter().any(|d| d.rule == Rule::Group));
    }
}

/// A fan: one producer, k consumers each defining a big buffer read by a final reducer.
fn fan(k: usize) -> Graph {
    let mut b = GraphBuilder::new();
    let src = b.add_node(NodeSpec::compute("src", US));
    let sb = b.add_buffer(src, 10, false);
    let mut fbs = Vec::new();
    for i in 0..k {
        let a = b.add_node(NodeSpec::compute(format!("a{i}"), US));
        b.add_use(sb, a);
        let ab = b.add_buffer(a, 1000, false);
        let f = b.add_node(NodeSpec::compute(format!("f{i}"), US));
        b.add_use(ab, f);
        fbs.push(b.add_buffer(f, 1, false));
    }
    let sink = b.add_node(NodeSpec::compute("sink", US));
    for fb in fbs {
        b.add_use(fb, sink);
    }
    b.build().expect("valid")
}

#[test]
fn memory_limit_is_kept_when_the_input_fits() {
    let g = fan(6);
    let input_peak = replay(&g, &g.original_order()).expect("valid").peak_bytes;
    // Interleaved a_i, f_i keeps one 1000-byte buffer live at a time.
    assert!(input_peak < 2000, "{input_peak}");
    let limit = input_peak;
    let r = schedule(
        &g,
        &SchedConfig {
            memory_limit: Some(limit),
            ..Default::default()
        },
    )
    .expect("schedules");
    verify(&g, &r.order).expect("valid");
    assert!(r.report.memory_fits);
    assert!(r.report.peak_bytes <= limit);
    assert_eq!(
        replay(&g, &r.order).expect("valid").peak_bytes,
        r.report.peak_bytes
    );
    // Without the portfolio the input order is still the fallback under a limit.
    let single = schedule(
        &g,
        &SchedConfig {
            memory_limit: Some(limit),
            portfolio: false,
            ..Default::default()
        },
    )
    .expect("schedules");
    assert!(single.report.memory_fits && single.report.peak_bytes <= limit);
    // A limit nothing meets: reported, and the smallest peak is returned.
    let r = schedule(
        &g,
        &SchedConfig {
            memory_limit: Some(5),
            ..Default::default()
        },
    )
    .expect("schedules");
    assert!(!r.report.memory_fits);
    assert!(r.report.peak_bytes <= input_peak);
}

#[test]
fn live_bytes_follow_defs_and_last_uses() {
    let mut b = GraphBuilder::new();
    let p = b.add_node(NodeSpec::compute("p", 1.0));
    let q = b.add_node(NodeSpec {
        transient_bytes: 7,
        ..NodeSpec::compute("q", 1.0)
    });
    let r = b.add_node(NodeSpec::compute("r", 1.0));
    let bp = b.add_buffer(p, 100, false);
    b.add_use(bp, q);
    b.add_use(bp, r);
    let bq = b.add_buffer(q, 10, true);
    b.add_use(bq, r);
    b.add_buffer(r, 1, false); // never read: live only while r runs
    let g = b.build().expect("valid");
    let (after, peak) = memory::live_profile(&g, &[p, q, r]);
    assert_eq!(after, vec![100, 110, 10]);
    // q runs with p's 100, its own 10 and 7 transient bytes.
    assert_eq!(peak, 117);
}

#[test]
fn verifier_catches_every_kind_of_bad_order() {
    let (g, [s, d, c]) = one_pair();
    assert!(verify(&g, &[s, c, d]).is_ok());
    assert!(matches!(
        verify(&g, &[s, c]),
        Err(VerifyError::Length { got: 2, want: 3 })
    ));
    assert!(matches!(
        verify(&g, &[s, c, c]),
        Err(VerifyError::Duplicate { .. })
    ));
    assert!(matches!(
        verify(&g, &[s, c, NodeId(9)]),
        Err(VerifyError::UnknownNode { position: 2, id: 9 })
    ));
    let e = verify(&g, &[d, s, c]).expect_err("backwards");
    assert!(
        matches!(
            e,
            VerifyError::Backwards { .. } | VerifyError::DoneBeforeStart { .. }
        ),
        "{e}"
    );
    let mut b = GraphBuilder::new();
    let x = b.add_node(NodeSpec::compute("x", 1.0));
    let y = b.add_node(NodeSpec::compute("y", 1.0));
    b.add_edge(x, y, 0.0, EdgeKind::Control);
    let g2 = b.build().expect("valid");
    let e = verify(&g2, &[y, x]).expect_err("control edge");
    assert_eq!(
        e.to_string(),
        "control edge `x` (node 0) -> `y` (node 1) points backwards"
    );
}

#[test]
fn chrome_trace_has_a_track_per_stream_and_a_slice_per_node() {
    let (g, [s, d, c]) = one_pair();
    let t = replay(&g, &[s, c, d]).expect("valid");
    let json: serde_json::Value = serde_json::from_str(&chrome_trace(&g, &t)).expect("valid JSON");
    let events = json["traceEvents"].as_array().expect("events");
    let slices: Vec<&serde_json::Value> = events.iter().filter(|e| e["ph"] == "X").collect();
    assert_eq!(slices.len(), 4);
    let names: Vec<&str> = slices.iter().filter_map(|e| e["name"].as_str()).collect();
    assert!(names.contains(&"matmul") && names.contains(&"ar-done"));
    let tracks: Vec<&str> = events
        .iter()
        .filter(|e| e["name"] == "thread_name")
        .filter_map(|e| e["args"]["name"].as_str())
        .collect();
    assert_eq!(tracks, vec!["compute", "all-reduce #0"]);
    let coll = slices
        .iter()
        .find(|e| e["cat"] == "collective")
        .expect("collective");
    assert!((coll["dur"].as_f64().unwrap_or(0.0) - 10.0).abs() < 1e-9);
    // Same input, same bytes.
    assert_eq!(chrome_trace(&g, &t), chrome_trace(&g, &t));
}

#[test]
fn a_node_needing_the_resource_waits_for_the_stream() {
    // A while loop with collectives inside may not overlap an in-flight pair (limit 1).
    let mut b = GraphBuilder::new();
    let r = b.add_resource("collectives", 1);
    let s = b.add_node(NodeSpec::start("s", US, r));
    let d = b.add_node(NodeSpec::done("d", US, s));
    b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
    let w = b.add_node(NodeSpec::compute("while", 3.0 * US));
    b.require_resource(w, r, 1);
    let g = b.build().expect("valid");
    for dir in [Direction::BottomUp, Direction::TopDown] {
        let r = schedule(
            &g,
            &SchedConfig {
                direction: dir,
                portfolio: false,
                ..Default::default()
            },
        )
        .expect("schedules");
        let p = |x: NodeId| r.order.iter().position(|&y| y == x).expect("placed");
        assert!(p(w) < p(s) || p(w) > p(d), "{dir:?}: {:?}", r.order);
    }
    // Replaying the overlapping order makes the loop wait for the stream.
    let t = replay(&g, &[s, w, d]).expect("valid");
    let wl = t.slices.iter().find(|x| x.node == w).expect("while");
    assert!(close(wl.start, 11.0 * US), "{}", wl.start);
    assert!(close(t.exposed["collectives"], 10.0 * US));
}

#[test]
fn empty_and_tiny_graphs_work() {
    let g = GraphBuilder::new().build().expect("empty is valid");
    let r = schedule(&g, &SchedConfig::default()).expect("schedules");
    assert!(r.order.is_empty());
    let t = replay(&g, &r.order).expect("valid");
    assert_eq!(t.makespan, 0.0);
    assert_eq!(t.hidden_fraction, 1.0);
    assert!(verify(&g, &[]).is_ok());
    assert_eq!(lower_bound(&g), 0.0);

    let mut b = GraphBuilder::new();
    let n = b.add_node(NodeSpec::noop("only"));
    let g = b.build().expect("valid");
    for dir in [Direction::BottomUp, Direction::TopDown] {
        let r = schedule(
            &g,
            &SchedConfig {
                direction: dir,
                explain: true,
                ..Default::default()
            },
        )
        .expect("schedules");
        assert_eq!(r.order, vec![n]);
        assert_eq!(r.decisions.len(), 1);
    }
}

#[test]
fn an_unlimited_resource_runs_every_collective_at_once() {
    let mut b = GraphBuilder::new();
    let r = b.add_resource("copy", u32::MAX);
    let mut starts = Vec::new();
    for i in 0..2000 {
        starts.push(b.add_node(NodeSpec::start(format!("s{i}"), 0.0, r)));
    }
    for (i, &s) in starts.iter().enumerate() {
        let d = b.add_node(NodeSpec::done(format!("d{i}"), 0.0, s));
        b.add_edge(s, d, 5.0 * US, EdgeKind::Data);
    }
    let g = b.build().expect("valid");
    let t = replay(&g, &g.original_order()).expect("valid");
    assert!(close(t.makespan, 5.0 * US), "{}", t.makespan);
    let streams: std::collections::BTreeSet<Stream> = t.slices.iter().map(|s| s.stream).collect();
    assert_eq!(streams.len(), 2001);
    let r = schedule(&g, &SchedConfig::default()).expect("schedules");
    verify(&g, &r.order).expect("valid");
    assert!(close(r.report.makespan, 5.0 * US));
}

#[test]
fn a_sync_pair_blocks_compute_and_holds_its_collective_stream() {
    let (g, [s, d, c]) = one_pair();
    let mut sync = vec![false; g.len()];
    sync[s.index()] = true;
    // Async, the matmul hides 4 of the 10 us; sync, the whole 10 us is exposed and nothing
    // overlaps it, even placed between start and done.
    let overlapped = [s, c, d];
    let a = replay(&g, &overlapped).expect("replays");
    assert!(close(a.makespan, 12.0 * US), "{}", a.makespan);
    let t = replay_synced(&g, &overlapped, &sync).expect("replays");
    assert!(close(t.makespan, 16.0 * US), "{}", t.makespan);
    assert!(close(t.exposed["all-reduce"], 10.0 * US));
    assert!(close(t.comm_total, 10.0 * US));
    // The collective still holds its collective stream (so the device-sharing rule and link
    // sharing see it), and nothing on the compute stream runs beside it.
    let coll = t
        .slices
        .iter()
        .find(|x| x.node == s && matches!(x.stream, Stream::Resource { .. }))
        .expect("the collective's slice");
    assert!(close(coll.end - coll.start, 10.0 * US), "{coll:?}");
    assert!(t
        .slices
        .iter()
        .filter(|x| x.stream == Stream::Compute && x.end > x.start)
        .all(|x| x.end <= coll.start + 1e-15 || x.start >= coll.end - 1e-15));
    let adjacent = [s, d, c];
    let t = replay_synced(&g, &adjacent, &sync).expect("replays");
    assert!(close(t.makespan, 16.0 * US), "{}", t.makespan);
    // No flags: the same as `replay`.
    assert_eq!(replay_synced(&g, &overlapped, &[]).expect("replays"), a);
}

#[test]
fn done_waits_are_the_exposed_time_and_sync_pairs_hold_their_stream() {
    let (g, [s, d, c]) = one_pair();
    for order in [[s, c, d], [s, d, c], [c, s, d]] {
        let t = replay(&g, &order).expect("valid");
        let waits = trace::done_waits(&g, &t);
        let total: f64 = waits.iter().sum();
        assert!((total - t.exposed_total()).abs() < 1e-15, "{order:?}");
        assert_eq!(waits[s.index()] + waits[c.index()], 0.0);
    }
    // [s, c, d]: 10 us of collective, 4 us of it behind the matmul: 6 us waited.
    let t = replay(&g, &[s, c, d]).expect("valid");
    assert!((trace::done_waits(&g, &t)[d.index()] - 6.0 * US).abs() < 1e-15);
    // Run synchronously, the collective still holds its stream (a collective like any other)
    // and is marked sync; the compute stream waits at its start, not at the done.
    let t = replay_synced(&g, &[s, d, c], &[true]).expect("valid");
    let coll = trace::collective_slices(&g, &t);
    let cs = coll[s.index()].expect("the start's collective");
    assert!(cs.sync && cs.slice.stream != Stream::Compute);
    assert_eq!(trace::done_waits(&g, &t)[d.index()], 0.0);
}
