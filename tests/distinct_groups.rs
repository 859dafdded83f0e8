//! A replica group per collective (issue 22): the module of `lhsched::testing::distinct_groups`
//! and graphs like it, whose every collective is a group signature of its own, are scheduled
//! legally, with the device-sharing relation the test of every pair gives, and XLA's rules
//! decide from their index exactly as the full scan does. The point of the issue was speed
//! (the per-pair and per-signature steps were quadratic); the tests assert behaviour only.

use crate::common;

use lhsched::hlo::DeviceGroups;
use lhsched::sched::{
    groups_share, schedule, verify, xla_schedule_scan, xla_schedule_with, Collective, EdgeKind,
    Graph, GraphBuilder, NodeId, NodeSpec, SchedConfig, XlaNodeFacts, XlaRulesConfig,
};
use lhsched::testing::distinct_groups::distinct_group_all_reduces;

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!(
        "lhsched-distinct-{name}-{}.hlo",
        std::process::id()
    ))
}

#[test]
fn three_thousand_distinct_groups_schedule_to_a_valid_xla_schedule() {
    let input = temp("in");
    std::fs::write(&input, distinct_group_all_reduces(3000)).unwrap();
    for (name, opts) in [
        ("default", &[][..]),
        ("overlap2", &["--overlap-limit", "2"][..]),
        (
            "perkind",
            &["--streams", "per-kind", "--overlap-limit", "3"][..],
        ),
    ] {
        let out = temp(name);
        let mut args = vec![
            "schedule",
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(opts);
        let (code, _, err) = common::run(&args);
        assert_eq!(code, 0, "{name}: {err}");
        let (code, stdout, err) = common::run(&["check", out.to_str().unwrap()]);
        assert_eq!(code, 0, "{name}: {stdout}{err}");
        assert!(stdout.contains("a valid XLA schedule"), "{name}: {stdout}");
        let text = std::fs::read_to_string(&out).unwrap();
        assert_eq!(text.matches("all-reduce-start(").count(), 3000, "{name}");
        let _ = std::fs::remove_file(out);
    }
    let _ = std::fs::remove_file(input);
}

/// `n` collectives over windows of `width` consecutive devices (collective `i` over
/// `i..i+width`), each hidden behind one compute node of a chain, alternating between two
/// streams of limit 2: neighbours closer than `width - 1` conflict.
fn windows(n: usize, width: i64) -> (Graph, Vec<NodeId>, Vec<DeviceGroups>) {
    let mut b = GraphBuilder::new();
    let res = [b.add_resource("a", 2), b.add_resource("b", 2)];
    let (mut starts, mut groups) = (Vec::new(), Vec::new());
    let mut prev: Option<NodeId> = None;
    for i in 0..n {
        let dg = DeviceGroups::explicit(vec![(i as i64..i as i64 + width).collect()]);
        let c = b.add_node(NodeSpec::compute(
            format!("c{i}"),
            1e-6 * (1 + i % 7) as f64,
        ));
        if let Some(p) = prev {
            b.add_edge(p, c, 0.0, EdgeKind::Data);
        }
        let s = b.add_node(
            NodeSpec::start(format!("s{i}"), 0.0, res[i % 2]).with_collective(Collective {
                groups: Some(dg.clone()),
                ..Default::default()
            }),
        );
        let d = b.add_node(NodeSpec::done(format!("d{i}"), 0.0, s));
        b.add_edge(c, s, 0.0, EdgeKind::Data);
        b.add_edge(s, d, 3e-6 * (1 + i % 5) as f64, EdgeKind::Data);
        prev = Some(c);
        starts.push(s);
        groups.push(dg);
    }
    (b.build().unwrap(), starts, groups)
}

#[test]
fn the_conflict_relation_is_the_one_every_pair_gives() {
    let (g, starts, groups) = windows(3000, 3);
    // Every neighbourhood, and pairs far apart (which share no device).
    for i in 0..starts.len() {
        for j in i.saturating_sub(4)..(i + 5).min(starts.len()) {
            let want = i != j && groups_share(Some(&groups[i]), Some(&groups[j]));
            assert_eq!(g.conflicts(starts[i], starts[j]), want, "{i} {j}");
        }
        let far = (i * 7919 + 1500) % starts.len();
        let want = i != far && groups_share(Some(&groups[i]), Some(&groups[far]));
        assert_eq!(g.conflicts(starts[i], starts[far]), want, "{i} {far}");
    }
    assert!(g.conflicts(starts[10], starts[11]) && !g.conflicts(starts[10], starts[12]));
}

#[test]
fn distinct_groups_schedule_legally_and_xla_rules_decide_as_the_scan() {
    for width in [2, 3, 4] {
        let (g, _, _) = windows(3000, width);
        let r = schedule(&g, &SchedConfig::default()).unwrap();
        verify(&g, &r.order).unwrap();
        let cfg = XlaRulesConfig::gpu(None);
        let facts = XlaNodeFacts::of(&g);
        let fast = xla_schedule_with(&g, &cfg, &facts).unwrap();
        let scan = xla_schedule_scan(&g, &cfg, &facts).unwrap();
        assert_eq!(fast.decisions, scan.decisions, "width {width}");
        assert_eq!(fast.order, scan.order, "width {width}");
        // The index decided (its device-sharing upkeep was exercised), not the scan.
        assert!(
            fast.scanned * 10 < fast.decisions.len(),
            "width {width}: {}",
            fast.scanned
        );
        verify(&g, &fast.order).unwrap();
    }
}
