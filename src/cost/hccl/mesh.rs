//! FullMesh (reference §1.1, HCCL `Mesh.md`): every rank reads from or writes to all peers at
//! once over the server's HCCS links, so each operation is one step (two for the composite ones).
//! Intra-server only: across servers the p-1 parallel links do not exist.

use super::plan::{Builder, Plan, XferKind};
use super::topology::Topology;
use super::{not_applicable, Algo, HcclError, Op};

fn check(op: Op, topo: &Topology) -> Result<(), HcclError> {
    if topo.servers != 1 {
        return Err(not_applicable(
            Algo::Mesh,
            op,
            format!(
                "mesh is intra-server only and needs servers = 1, got {}",
                topo.servers
            ),
        ));
    }
    Ok(())
}

/// Closed forms of §1.1 (AllToAll [derived]: one step of n/p to every peer).
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    check(op, topo)?;
    let p = topo.ranks() as f64;
    if topo.ranks() == 1 {
        return Ok(0.0);
    }
    let step = topo.intra.time(n / p);
    let g = topo.gamma_s_per_byte * (p - 1.0) / p * n;
    Ok(match op {
        Op::Scatter | Op::Gather | Op::AllGather | Op::AllToAll => step,
        Op::ReduceScatter => step + g,
        Op::Broadcast => 2.0 * step,
        Op::Reduce | Op::AllReduce => 2.0 * step + g,
    })
}

/// All-to-all sends of every rank's own block (AllGather) or of block c to rank c (RS).
fn allgather(b: &mut Builder, p: usize) {
    b.step("mesh all-gather");
    for r in 0..p {
        for d in (0..p).filter(|d| *d != r) {
            b.send(r, d, vec![r], XferKind::Copy);
        }
    }
}

fn reduce_scatter(b: &mut Builder, p: usize) {
    b.step("mesh reduce-scatter");
    for r in 0..p {
        for d in (0..p).filter(|d| *d != r) {
            b.send(r, d, vec![d], XferKind::Reduce);
        }
    }
}

fn scatter(b: &mut Builder, p: usize) {
    b.step("mesh scatter");
    for d in 1..p {
        b.send(0, d, vec![d], XferKind::Copy);
    }
}

fn gather(b: &mut Builder, p: usize) {
    b.step("mesh gather");
    for r in 1..p {
        b.send(r, 0, vec![r], XferKind::Copy);
    }
}

/// The plan: each step sends one n/p chunk per peer pair.
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    check(op, topo)?;
    let p = topo.ranks();
    let chunks = if op == Op::AllToAll { p * p } else { p };
    let mut b = Builder::new(topo, Algo::Mesh, op, chunks, n / p as f64);
    match op {
        Op::Scatter => scatter(&mut b, p),
        Op::Gather => gather(&mut b, p),
        Op::AllGather => allgather(&mut b, p),
        Op::ReduceScatter => reduce_scatter(&mut b, p),
        Op::Broadcast => {
            scatter(&mut b, p);
            allgather(&mut b, p);
        }
        Op::AllReduce => {
            reduce_scatter(&mut b, p);
            allgather(&mut b, p);
        }
        Op::Reduce => {
            reduce_scatter(&mut b, p);
            gather(&mut b, p);
        }
        Op::AllToAll => {
            b.step("mesh all-to-all");
            for s in 0..p {
                for d in (0..p).filter(|d| *d != s) {
                    b.send(s, d, vec![s * p + d], XferKind::Copy);
                }
            }
        }
    }
    Ok(b.finish())
}
