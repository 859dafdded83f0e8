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

fn random_graph(seed: u64, n: usize) -> Graph {
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
