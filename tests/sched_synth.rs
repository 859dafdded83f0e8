//! The synthetic FSDP transformer: the scheduler hides most communication, stays valid in
//! both directions and on one shared stream, and keeps a memory limit the input order meets.

use lhsched::sched::*;
use lhsched::testing::synth::{transformer, SynthConfig};

#[test]
fn synthetic_transformer_has_the_promised_shape() {
    let cfg = SynthConfig {
        layers: 4,
        ops_per_layer: 3,
        ..Default::default()
    };
    let g = transformer(&cfg).expect("valid");
    assert_eq!(g.len(), 1 + 1 + cfg.layers * cfg.nodes_per_layer());
    let labels: std::collections::BTreeSet<String> = g
        .node_ids()
        .filter(|&n| matches!(g.node(n).kind, NodeKind::AsyncStart { .. }))
        .map(|n| g.pair_label(n))
        .collect();
    assert_eq!(
        labels.into_iter().collect::<Vec<_>>(),
        vec!["all-gather", "reduce-scatter"]
    );
    assert_eq!(g.resources().len(), 2);
    let big = SynthConfig::with_nodes(10_000);
    assert!(transformer(&big).expect("valid").len() >= 10_000);
    // Same config, same graph.
    let again = transformer(&cfg).expect("valid");
    assert_eq!(
        g.node_ids().map(|n| g.node(n).cost).collect::<Vec<_>>(),
        again
            .node_ids()
            .map(|n| again.node(n).cost)
            .collect::<Vec<_>>()
    );
}

#[test]
fn scheduler_hides_fsdp_collectives() {
    for shared in [false, true] {
        let g = transformer(&SynthConfig {
            layers: 24,
            shared_stream: shared,
            ..Default::default()
        })
        .expect("valid");
        let input = replay(&g, &g.original_order()).expect("valid");
        assert!(
            input.hidden_fraction < 0.05,
            "the naive order exposes everything"
        );
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
            verify(&g, &r.order).expect("valid");
        }
        let r = schedule(&g, &SchedConfig::default()).expect("schedules");
        verify(&g, &r.order).expect("valid");
        let t = replay(&g, &r.order).expect("valid");
        assert!(t.makespan < 0.85 * input.makespan, "shared={shared}");
        assert!(
            t.hidden_fraction > 0.6,
            "shared={shared}: {}",
            t.hidden_fraction
        );
        assert!(t.makespan >= lower_bound(&g));
        // With the input's peak as the limit, the result fits too.
        let m = schedule(
            &g,
            &SchedConfig {
                memory_limit: Some(input.peak_bytes),
                ..Default::default()
            },
        )
        .expect("schedules");
        verify(&g, &m.order).expect("valid");
        assert!(m.report.memory_fits);
        assert!(m.report.peak_bytes <= input.peak_bytes);
        assert!(m.report.makespan <= input.makespan);
    }
}
