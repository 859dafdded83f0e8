//! The step executor against the closed forms: every algorithm and operation, p from 2 to 64 on
//! several server splits, plus p = 1024 for Ring AllReduce. Each plan is run on ranks holding
//! distinct data and checked (the executor fails on a wrong sum, a missing block, a wrong link).

use lhsched::cost::hccl::{cost, execute, plan, Algo, Link, Op, Topology};

/// A topology whose two link classes and gamma all differ, so a wrong link or a missing gamma
/// term shows in the time.
fn topo(servers: usize, devices: usize) -> Topology {
    Topology {
        servers,
        devices_per_server: devices,
        intra: Link::from_us_gbps(2.0, 100.0),
        inter: Link::from_us_gbps(7.0, 12.0),
        gamma_s_per_byte: 1.0 / 300e9,
    }
}

/// Server splits of p: flat (1 x p and p x 1) and every s x d with d in {2, 3, 4, 8} dividing p.
fn splits(p: usize) -> Vec<(usize, usize)> {
    let mut v = vec![(1, p), (p, 1)];
    for d in [2, 3, 4, 8] {
        if p % d == 0 && p / d >= 2 && d < p {
            v.push((p / d, d));
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// Where the brief requires executed == closed form on every topology.
fn must_be_exact(algo: Algo, p: usize) -> bool {
    matches!(
        algo,
        Algo::Ring | Algo::Mesh | Algo::Pairwise | Algo::Star | Algo::Pipeline
    ) || p.is_power_of_two()
}

#[test]
fn executor_matches_closed_forms_for_p_2_to_64() {
    let bytes = 3 * 1024 * 1024 + 7; // not a multiple of p: chunk sizes are fractional
    let (mut exact, mut runs) = (0usize, 0usize);
    let mut bounded = Vec::new();
    for p in 2..=64usize {
        for (s, d) in splits(p) {
            let t = topo(s, d);
            for algo in Algo::all() {
                for op in Op::all() {
                    let Ok(formula) = cost(algo, op, bytes, &t) else {
                        assert!(plan(algo, op, bytes, &t).is_err());
                        continue;
                    };
                    let pl = plan(algo, op, bytes, &t)
                        .unwrap_or_else(|e| panic!("{algo} {op} {s}x{d}: {e}"));
                    let ex =
                        execute(&pl, &t).unwrap_or_else(|e| panic!("{algo} {op} {s}x{d}: {e}"));
                    runs += 1;
                    let rel = (ex.seconds - formula).abs() / formula.max(1e-300);
                    if rel <= 1e-9 {
                        exact += 1;
                    } else {
                        assert!(
                            !must_be_exact(algo, p),
                            "{algo} {op} on {s}x{d}: executed {} != formula {formula}",
                            ex.seconds
                        );
                        // Non-uniform steps on mixed links: the closed form charges the step's
                        // largest volume on its slowest link class, an upper bound.
                        assert!(
                            ex.seconds <= formula * (1.0 + 1e-9),
                            "{algo} {op} on {s}x{d}: executed {} > formula {formula}",
                            ex.seconds
                        );
                        bounded.push(format!("{algo} {op} {s}x{d}"));
                    }
                }
            }
        }
    }
    eprintln!(
        "executor vs formula: {runs} plans executed and verified, {exact} equal to the closed \
         form (rel 1e-9), {} below it (non-uniform steps on mixed links: {})",
        bounded.len(),
        bounded.join(", ")
    );
    assert!(runs > 5000);
}

#[test]
fn ring_allreduce_on_1024_ranks() {
    for (s, d) in [(1024, 1), (128, 8)] {
        let t = topo(s, d);
        let bytes = 1 << 30;
        let pl = plan(Algo::Ring, Op::AllReduce, bytes, &t).unwrap();
        assert_eq!(pl.steps.len(), 2 * 1023);
        let ex = execute(&pl, &t).unwrap();
        let f = cost(Algo::Ring, Op::AllReduce, bytes, &t).unwrap();
        approx::assert_relative_eq!(ex.seconds, f, max_relative = 1e-9);
    }
}

#[test]
fn a_broken_plan_is_caught() {
    let t = topo(2, 4);
    let mut pl = plan(Algo::Ring, Op::AllReduce, 1 << 20, &t).unwrap();
    // Drop one transfer: some rank misses a contribution.
    pl.steps[3].transfers.pop();
    assert!(execute(&pl, &t).is_err());
    let mut pl = plan(Algo::Rhd, Op::ReduceScatter, 1 << 20, &t).unwrap();
    // Reduce a chunk twice.
    let dup = pl.steps[0].transfers[0].clone();
    pl.steps[0].transfers.push(dup);
    assert!(execute(&pl, &t).is_err());
}

#[test]
fn a_single_rank_costs_nothing() {
    let t = topo(1, 1);
    for algo in Algo::all() {
        for op in Op::all() {
            if let Ok(c) = cost(algo, op, 4096, &t) {
                assert_eq!(c, 0.0, "{algo} {op}");
                let ex = execute(&plan(algo, op, 4096, &t).unwrap(), &t).unwrap();
                assert_eq!(ex.seconds, 0.0, "{algo} {op}");
            }
        }
    }
}

#[test]
fn large_clusters_are_priced_without_plans() {
    // 16384 ranks: closed forms only (plans are refused above 1024 ranks).
    let t = topo(2048, 8);
    for op in Op::all() {
        let rows = lhsched::cost::hccl::compare(op, 1 << 30, &t).unwrap();
        assert!(!rows.is_empty(), "{op}");
        assert!(rows.iter().all(|r| r.1.is_finite() && r.1 > 0.0));
    }
    assert!(plan(Algo::Ring, Op::AllReduce, 1 << 30, &t).is_err());
}
