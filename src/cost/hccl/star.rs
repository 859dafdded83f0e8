//! Star (reference §1.7, HCCL `Star.md`): rooted operations in a single step between the root
//! and every other rank. The doc gives T = alpha + n beta for n bytes per root-peer pair; it
//! has no gamma term for Reduce, so [derived] the root reduces the p-1 incoming buffers:
//! + (p-1) n gamma. Contention at the root's port is not modelled.

use super::plan::{Builder, Plan, XferKind};
use super::topology::Topology;
use super::{not_applicable, Algo, HcclError, Op};

fn check(op: Op) -> Result<(), HcclError> {
    match op {
        Op::Broadcast | Op::Reduce | Op::Scatter | Op::Gather => Ok(()),
        _ => Err(not_applicable(
            Algo::Star,
            op,
            "star implements only the rooted broadcast, reduce, scatter and gather",
        )),
    }
}

/// alpha + bytes-per-pair x beta over the slowest link the root uses.
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    check(op)?;
    let p = topo.ranks();
    let m = topo.mask((1..p).map(|d| (0, d)));
    Ok(match op {
        Op::Broadcast => topo.hop(m, n),
        Op::Reduce => topo.hop(m, n) + (p as f64 - 1.0) * n * topo.gamma_s_per_byte,
        _ => topo.hop(m, n / p as f64),
    })
}

/// One step: the root sends to (or receives from) every rank at once.
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    check(op)?;
    let p = topo.ranks();
    let (chunks, cb) = match op {
        Op::Broadcast | Op::Reduce => (1, n),
        _ => (p, n / p as f64),
    };
    let mut b = Builder::new(topo, Algo::Star, op, chunks, cb);
    b.step(format!("star {op}"));
    for d in 1..p {
        match op {
            Op::Broadcast => b.send(0, d, vec![0], XferKind::Copy),
            Op::Reduce => b.send(d, 0, vec![0], XferKind::Reduce),
            Op::Scatter => b.send(0, d, vec![d], XferKind::Copy),
            _ => b.send(d, 0, vec![d], XferKind::Copy),
        }
    }
    Ok(b.finish())
}
