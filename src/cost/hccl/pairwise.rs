//! PairWise (reference §1.6, HCCL `Pairwise.md`), AllToAll only: in step k (1 <= k < p) rank i
//! sends its block for i+k and receives from i-k, one sender and one receiver per rank.
//! Step k costs alpha + beta max_i n_{i,i+k}; for a uniform AllToAll [derived]
//! (p-1) alpha + (p-1)/p n beta.

use super::plan::{Builder, Plan, XferKind};
use super::topology::{LinkMask, Topology};
use super::{not_applicable, Algo, HcclError, Op};

fn check(op: Op) -> Result<(), HcclError> {
    if op != Op::AllToAll {
        return Err(not_applicable(
            Algo::Pairwise,
            op,
            "pairwise implements only all-to-all",
        ));
    }
    Ok(())
}

/// The links of shift k (i -> i+k mod p), without scanning the p pairs: some pair stays inside
/// a server iff k < d or k > p - d (d devices per server, d > 1); some pair crosses servers
/// whenever there are several servers. (The executor checks this against the real pairs.)
fn shift_mask(topo: &Topology, k: usize) -> LinkMask {
    let p = topo.ranks();
    let d = topo.devices_per_server;
    LinkMask {
        intra: d > 1 && (k < d || k + d > p),
        inter: topo.servers > 1,
    }
}

/// Sum over k of hop(links i -> i+k, n/p).
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    check(op)?;
    let p = topo.ranks();
    Ok((1..p)
        .map(|k| topo.hop(shift_mask(topo, k), n / p as f64))
        .sum())
}

/// p-1 steps of shifted exchanges.
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    check(op)?;
    let p = topo.ranks();
    let mut b = Builder::new(topo, Algo::Pairwise, op, p * p, n / p as f64);
    for k in 1..p {
        b.step(format!("pairwise {k}/{}, shift {k}", p - 1));
        for i in 0..p {
            let d = (i + k) % p;
            b.send(i, d, vec![i * p + d], XferKind::Copy);
        }
    }
    Ok(b.finish())
}
