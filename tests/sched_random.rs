//! Random graphs with every feature mixed (pairs on several resources, buffers, hints, groups,
//! nodes needing a resource): every variant must give a valid order, the portfolio must never
//! lose to the input order, memory limits the input meets must hold, and runs must repeat.

use lhsched::sched::*;

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

pub(crate) fn random_graph(seed: u64, n: usize) -> Graph {
    let mut rng = Lcg(seed);
    let mut b = GraphBuilder::new();
    let res: Vec<ResourceId> = (0..3)
        .map(|i| b.add_resource(&format!("r{i}"), 1 + (i as u32 % 2)))
        .collect();
    let mut ids: Vec<NodeId> = Vec::new();
    let mut open_starts: Vec<NodeId> = Vec::new();
    let mut bufs: Vec<BufferId> = Vec::new();
    let mut i = 0;
    while i < n {
        let roll = rng.below(10);
        let mut hints = Hints::default();
        match rng.below(20) {
            0 => hints.force_early = true,
            1 => hints.force_delay = true,
            2 => hints.delay_priority = rng.below(3) as i32 - 1,
            3 => hints.scheduling_group = Some(rng.below(3) as u32),
            _ => {}
        }
        let cost = rng.below(50) as f64 * 1e-6;
        let id = if roll < 2 {
            let r = res[rng.below(3) as usize];
            let s = b.add_node(NodeSpec::start(format!("s{i}"), 1e-6, r).with_hints(hints));
            open_starts.push(s);
            s
        } else if roll < 4 && !open_starts.is_empty() {
            let k = rng.below(open_starts.len() as u64) as usize;
            let s = open_starts.swap_remove(k);
            let d = b.add_node(NodeSpec::done(format!("d{i}"), 1e-6, s).with_hints(hints));
            b.add_edge(s, d, rng.below(200) as f64 * 1e-6, EdgeKind::Data);
            d
        } else if roll == 4 {
            b.add_node(NodeSpec::noop(format!("nop{i}")))
        } else {
            let c = b.add_node(NodeSpec {
                transient_bytes: rng.below(3) * 100,
                ..NodeSpec::compute(format!("c{i}"), cost).with_hints(hints)
            });
            if rng.below(15) == 0 {
                b.require_resource(c, res[0], 1);
            }
            c
        };
        // Edges from earlier nodes keep the insertion order valid.
        for _ in 0..rng.below(3) {
            if !ids.is_empty() {
                let from = ids[rng.below(ids.len() as u64) as usize];
                let kind = if rng.below(4) == 0 {
                    EdgeKind::Control
                } else {
                    EdgeKind::Data
                };
                b.add_edge(from, id, rng.below(3) as f64 * 1e-6, kind);
            }
        }
        if !bufs.is_empty() && rng.below(2) == 0 {
            let u = bufs[rng.below(bufs.len() as u64) as usize];
            b.add_use(u, id);
        }
        if rng.below(2) == 0 {
            bufs.push(b.add_buffer(id, 1 + rng.below(1000), rng.below(10) == 0));
        }
        ids.push(id);
        i += 1;
    }
    for (k, s) in open_starts.into_iter().enumerate() {
        let d = b.add_node(NodeSpec::done(format!("tail-done{k}"), 1e-6, s));
        b.add_edge(s, d, 5e-6, EdgeKind::Data);
    }
    b.build().expect("random graphs are valid by construction")
}

#[test]
fn every_variant_gives_valid_orders_and_the_portfolio_never_loses() {
    for seed in 0..40u64 {
        let g = random_graph(seed, 20 + (seed as usize * 7) % 120);
        let input = replay(&g, &g.original_order()).expect("input valid");
        for dir in [Direction::BottomUp, Direction::TopDown] {
            for rules in [
                RuleSet::xla(),
                RuleSet::conservative(),
                RuleSet::all(),
                RuleSet::none(),
            ] {
                let cfg = SchedConfig {
                    direction: dir,
                    rules,
                    portfolio: false,
                    explain: true,
                    ..Default::default()
                };
                let r = schedule(&g, &cfg).expect("schedules");
                verify(&g, &r.order).unwrap_or_else(|e| panic!("seed {seed} {dir:?}: {e}"));
                assert_eq!(r.decisions.len(), g.len());
            }
        }
        let r = schedule(&g, &SchedConfig::default()).expect("schedules");
        verify(&g, &r.order).expect("valid");
        assert!(r.report.makespan <= input.makespan, "seed {seed}");
        assert!(r.report.makespan + 1e-15 >= lower_bound(&g), "seed {seed}");
        let again = schedule(&g, &SchedConfig::default()).expect("schedules");
        assert_eq!(again.order, r.order, "seed {seed}: not deterministic");

        let limited = schedule(
            &g,
            &SchedConfig {
                memory_limit: Some(input.peak_bytes),
                ..Default::default()
            },
        )
        .expect("schedules");
        verify(&g, &limited.order).expect("valid");
        assert!(limited.report.memory_fits);
        assert!(limited.report.peak_bytes <= input.peak_bytes, "seed {seed}");
    }
}

/// A random valid order of `g`: repeatedly a random node whose predecessors are placed.
fn random_order(g: &Graph, rng: &mut Lcg) -> Vec<NodeId> {
    let n = g.len();
    let mut left: Vec<usize> = g.node_ids().map(|x| g.preds(x).len()).collect();
    let mut ready: Vec<NodeId> = g.node_ids().filter(|x| g.preds(*x).is_empty()).collect();
    let mut out = Vec::with_capacity(n);
    while !ready.is_empty() {
        let k = rng.below(ready.len() as u64) as usize;
        let x = ready.swap_remove(k);
        out.push(x);
        for a in g.succs(x) {
            left[a.node.index()] -= 1;
            if left[a.node.index()] == 0 {
                ready.push(a.node);
            }
        }
    }
    out
}

/// `random_graph` with the time model's other features: collectives with device groups, link
/// classes and fixed latencies, interference on or off.
pub(crate) fn random_model_graph(seed: u64, n: usize, interference: bool) -> Graph {
    let base = random_graph(seed, n);
    let mut rng = Lcg(seed ^ 0x9e37_79b9);
    let mut b = GraphBuilder::new();
    for r in base.resources() {
        b.add_resource(&r.name, r.limit);
    }
    b.set_model(TimeModel {
        interference: if interference {
            Interference::measured()
        } else {
            Interference::OFF
        },
        share_bandwidth: true,
    });
    let groups = [
        vec![vec![0, 1, 2, 3]],
        vec![vec![0, 1], vec![2, 3]],
        vec![vec![0, 2], vec![1, 3]],
    ];
    for x in base.node_ids() {
        let Some(mut spec) = base.spec(x) else {
            continue;
        };
        if matches!(spec.kind, NodeKind::AsyncStart { .. }) && rng.below(4) != 0 {
            spec.collective = Some(Collective {
                groups: (rng.below(5) != 0).then(|| {
                    lhsched::hlo::DeviceGroups::explicit(groups[rng.below(3) as usize].clone())
                }),
                link: if rng.below(2) == 0 {
                    Link::ScaleUp
                } else {
                    Link::ScaleOut
                },
                fixed: rng.below(4) as f64 * 1e-6,
            });
        }
        if rng.below(3) == 0 {
            spec.contention = Contention::Gemm;
        }
        b.add_node(spec);
        for &(r, u) in base.requires(x) {
            b.require_resource(x, r, u);
        }
    }
    for x in base.node_ids() {
        for a in base.succs(x) {
            b.add_edge(x, a.node, a.latency, a.kind);
        }
    }
    b.build().expect("same structure as a valid graph")
}

#[test]
fn the_lower_bound_never_exceeds_a_replayed_order() {
    let mut rng = Lcg(7);
    for seed in 0..60u64 {
        let n = 10 + (seed as usize * 11) % 90;
        for g in [
            random_graph(seed, n),
            random_model_graph(seed, n, false),
            random_model_graph(seed, n, true),
        ] {
            let lb = lower_bound(&g);
            assert!(lb.is_finite() && lb >= 0.0);
            let mut orders = vec![g.original_order()];
            orders.extend((0..30).map(|_| random_order(&g, &mut rng)));
            orders.push(
                schedule(&g, &SchedConfig::default())
                    .expect("schedules")
                    .order,
            );
            for o in &orders {
                let m = replay(&g, o).expect("valid order").makespan;
                assert!(
                    lb <= m,
                    "seed {seed}: bound {lb} above a replayed order {m}"
                );
            }
        }
    }
}
