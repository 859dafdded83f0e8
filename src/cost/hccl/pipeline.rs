//! Hierarchical Pipeline (reference §1.8, HCCL `Pipeline.md`, and the seed that describes rank 0's
//! task list): an inter-server Ring among the ranks with the same local index, overlapped with an
//! intra-server FullMesh. In every ring step a rank also sends to each local peer the block it
//! received in the step before (its own block in the first step); after the last ring step one
//! more intra-server step remains. A local copy (input -> output buffer) opens the AllGather.
//!
//! Published (Table 1, s = `n`, p = all ranks, p_inter = servers):
//! AllGather = ReduceScatter = max(s/p beta_inter + alpha_inter, s/p beta_intra + alpha_intra)
//! (p_inter - 1) + s/p beta_intra + alpha_intra; AllReduce = 2 x that.
//! The table has no gamma term; [derived] ReduceScatter (the transposed AllGather) reduces d-1
//! blocks in its first step and d blocks (d-1 local + 1 from the ring) in each later one, so we
//! add gamma x those bytes. beta_intra is per link: the d-1 local sends run in parallel.

use super::plan::{transpose, Builder, Plan, Step, XferKind};
use super::topology::Topology;
use super::{not_applicable, Algo, HcclError, Op};
use crate::cost::hccl::common::steps_of;

fn check(op: Op, topo: &Topology) -> Result<(), HcclError> {
    if !matches!(op, Op::AllGather | Op::ReduceScatter | Op::AllReduce) {
        return Err(not_applicable(
            Algo::Pipeline,
            op,
            "pipeline implements only all-gather, reduce-scatter and all-reduce",
        ));
    }
    if topo.servers < 2 || topo.devices_per_server < 2 {
        return Err(not_applicable(
            Algo::Pipeline,
            op,
            format!(
                "pipeline is hierarchical and needs servers >= 2 and devices per server >= 2, \
                 got {} x {}",
                topo.servers, topo.devices_per_server
            ),
        ));
    }
    Ok(())
}

/// Table 1 of §1.8 (plus the derived gamma term for the reducing operations).
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    check(op, topo)?;
    let m = topo.servers as f64;
    let d = topo.devices_per_server as f64;
    let b = n / topo.ranks() as f64;
    let g = topo.gamma_s_per_byte * b;
    let both = topo.inter.time(b).max(topo.intra.time(b));
    let last = topo.intra.time(b);
    let ag = both * (m - 1.0) + last;
    let rs = (both + d * g) * (m - 1.0) + last + (d - 1.0) * g;
    Ok(match op {
        Op::AllGather => ag,
        Op::ReduceScatter => rs,
        _ => rs + ag,
    })
}

/// The AllGather steps: rank (srv, l) = srv * d + l; block c is rank c's.
fn allgather(topo: &Topology, local_copy: bool) -> Vec<Step> {
    let m = topo.servers;
    let d = topo.devices_per_server;
    let rank = |s: usize, l: usize| (s % m) * d + l;
    steps_of(topo, |b| {
        for t in 0..m {
            if t + 1 < m {
                b.step(format!(
                    "pipeline all-gather {}/{m}: inter-server ring + intra-server mesh",
                    t + 1
                ));
            } else {
                b.step(format!(
                    "pipeline all-gather {m}/{m}: final intra-server mesh"
                ));
            }
            for s in 0..m {
                for l in 0..d {
                    let me = rank(s, l);
                    if t == 0 && local_copy {
                        b.send(me, me, vec![me], XferKind::Copy);
                    }
                    // The block this rank got from the ring in the step before (own at t = 0).
                    let fwd = rank(s + m - t, l);
                    if t + 1 < m {
                        b.send(me, rank(s + 1, l), vec![fwd], XferKind::Copy);
                    }
                    for peer in (0..d).filter(|x| *x != l) {
                        b.send(me, rank(s, peer), vec![fwd], XferKind::Copy);
                    }
                }
            }
        }
    })
}

/// The plan (p blocks of n/p; AllReduce = ReduceScatter then AllGather).
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    check(op, topo)?;
    let p = topo.ranks();
    let mut b = Builder::new(topo, Algo::Pipeline, op, p, n / p as f64);
    let rs = || {
        transpose(
            &allgather(topo, false),
            XferKind::Reduce,
            "pipeline reduce-scatter",
        )
    };
    match op {
        Op::AllGather => b.extend(allgather(topo, true)),
        Op::ReduceScatter => b.extend(rs()),
        _ => {
            b.extend(rs());
            b.extend(allgather(topo, false));
        }
    }
    Ok(b.finish())
}
