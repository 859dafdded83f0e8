//! Nonuniform hierarchical ring (reference §1.4, HCCL `NHR.md`): ceil(log2 p) steps for any p,
//! the biggest volume between the nearest ranks. For p = 2^k the plan is that shape exactly:
//! ReduceScatter round i exchanges n/2^(i+1) with rank r XOR 2^i (distance 1, 2, 4, ...), keeping
//! the blocks whose low i+1 bits match the receiver; AllGather is the reverse. For other p HCCL
//! builds nonuniform trees that are not reproduced here: the plan uses NB's schedule, which has
//! the same step count and volume, hence the same alpha-beta cost (the reference notes NHR and
//! NB differ only in link locality). Scatter is the binomial tree, Broadcast = Scatter + AG.

use super::common::{binomial_scatter, binomial_scatter_cost, ceil_log2, nb_cost};
use super::nb::{self, unsupported};
use super::plan::{Builder, Plan, XferKind};
use super::topology::Topology;
use super::{Algo, HcclError, Op};

fn pow2(p: usize) -> bool {
    p.is_power_of_two()
}

/// RS (or AG) time for p = 2^k: sum over i of hop(r <-> r^2^i, n/2^(i+1)) (+ gamma for RS).
fn pow2_cost(topo: &Topology, n: f64, reduce: bool) -> f64 {
    let p = topo.ranks();
    (0..ceil_log2(p))
        .map(|i| {
            let bytes = n / (2u64 << i) as f64;
            let m = topo.mask((0..p).map(|r| (r, r ^ (1 << i))));
            topo.hop(m, bytes)
                + if reduce {
                    topo.gamma_s_per_byte * bytes
                } else {
                    0.0
                }
        })
        .sum()
}

/// Closed forms of §1.4: RS ceil(log2 p) alpha + (p-1)/p n (beta + gamma), AG without gamma,
/// AR = RS + AG, Scatter ceil(log2 p) alpha + (p-1)/p n beta, Broadcast = Scatter + AG.
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    let p = topo.ranks();
    let rs = |t: &Topology| {
        if pow2(p) {
            pow2_cost(t, n, true)
        } else {
            nb_cost(t, n, true)
        }
    };
    let ag = |t: &Topology| {
        if pow2(p) {
            pow2_cost(t, n, false)
        } else {
            nb_cost(t, n, false)
        }
    };
    Ok(match op {
        Op::ReduceScatter => rs(topo),
        Op::AllGather => ag(topo),
        Op::AllReduce => rs(topo) + ag(topo),
        Op::Scatter => binomial_scatter_cost(topo, n),
        Op::Broadcast => binomial_scatter_cost(topo, n) + ag(topo),
        _ => return Err(unsupported(Algo::Nhr, op)),
    })
}

fn reduce_scatter(b: &mut Builder, p: usize) {
    let k = ceil_log2(p);
    for i in 0..k {
        let bit = 1usize << i;
        b.step(format!("nhr reduce-scatter {}/{k}, distance {bit}", i + 1));
        for r in 0..p {
            let q = r ^ bit;
            let chunks = (0..p).filter(|c| c % (2 * bit) == q % (2 * bit)).collect();
            b.send(r, q, chunks, XferKind::Reduce);
        }
    }
}

fn allgather(b: &mut Builder, p: usize) {
    let k = ceil_log2(p);
    for (s, i) in (0..k).rev().enumerate() {
        let bit = 1usize << i;
        b.step(format!("nhr all-gather {}/{k}, distance {bit}", s + 1));
        for r in 0..p {
            let chunks = (0..p).filter(|c| c % (2 * bit) == r % (2 * bit)).collect();
            b.send(r, r ^ bit, chunks, XferKind::Copy);
        }
    }
}

/// The plan (p blocks of n/p).
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    cost(op, n, topo)?;
    let p = topo.ranks();
    let mut b = Builder::new(topo, Algo::Nhr, op, p, n / p as f64);
    if !pow2(p) {
        b.extend(nb::steps(Algo::Nhr, op, topo)?);
        return Ok(b.finish());
    }
    match op {
        Op::ReduceScatter => reduce_scatter(&mut b, p),
        Op::AllGather => allgather(&mut b, p),
        Op::AllReduce => {
            reduce_scatter(&mut b, p);
            allgather(&mut b, p);
        }
        Op::Scatter => b.extend(binomial_scatter(topo, "nhr scatter")),
        Op::Broadcast => {
            b.extend(binomial_scatter(topo, "nhr scatter"));
            allgather(&mut b, p);
        }
        _ => return Err(unsupported(Algo::Nhr, op)),
    }
    Ok(b.finish())
}
