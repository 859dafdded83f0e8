//! HCCL's formulas, selection and step plans on any small machine: no panic; every time
//! finite and non-negative; a plan that builds executes on simulated ranks with a verified
//! result.
#![no_main]

use arbitrary::Arbitrary;
use lhsched::cost::hccl::{compare, cost, execute, hccl_policy, plan, Algo, Link, Op, Topology};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input {
    algo: u8,
    op: u8,
    bytes: u64,
    servers: u8,
    devices_per_server: u8,
    alphas_us: (u16, u16),
    gbps: (u16, u16),
    gamma: u16,
}

fn finite(t: f64, what: &dyn std::fmt::Debug) {
    assert!(t.is_finite() && t >= 0.0, "{what:?} -> {t}");
}

fuzz_target!(|inp: Input| {
    let algos: Vec<Algo> = Algo::all().collect();
    let ops: Vec<Op> = Op::all().collect();
    let algo = algos[usize::from(inp.algo) % algos.len()];
    let op = ops[usize::from(inp.op) % ops.len()];
    let topo = Topology {
        servers: usize::from(inp.servers % 9),
        devices_per_server: usize::from(inp.devices_per_server % 17),
        intra: Link::from_us_gbps(f64::from(inp.alphas_us.0), f64::from(inp.gbps.0) / 8.0),
        inter: Link::from_us_gbps(f64::from(inp.alphas_us.1), f64::from(inp.gbps.1) / 8.0),
        gamma_s_per_byte: f64::from(inp.gamma) * 1e-15,
    };
    if topo.validate().is_err() {
        return;
    }
    // Plans hold every transfer of every step: keep them to what a test would run.
    let bytes = inp.bytes % (1 << 40);
    if let Ok(t) = cost(algo, op, bytes, &topo) {
        finite(t, &(algo, op, bytes));
    }
    if let Ok(all) = compare(op, bytes, &topo) {
        for (a, t) in all {
            finite(t, &(a, op, bytes));
        }
    }
    if let Ok((a, t)) = hccl_policy(op, bytes, &topo) {
        finite(t, &(a, op, bytes));
    }
    if topo.ranks() <= 32 {
        if let Ok(p) = plan(algo, op, bytes % (1 << 24), &topo) {
            let ex = execute(&p, &topo).unwrap_or_else(|e| panic!("{algo:?} {op:?}: {e}"));
            finite(ex.seconds, &(algo, op, bytes));
        }
    }
});
