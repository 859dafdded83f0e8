//! Ring (reference §1.2, HCCL `Ring.md`): ranks 0 -> 1 -> ... -> p-1 -> 0, p-1 rounds that each
//! move 1/p of the buffer; Broadcast and Reduce are the unpipelined chain moving the whole buffer
//! p-1 times. Each step pays for the slowest link class it uses.

use super::plan::{Builder, Plan, XferKind};
use super::topology::{LinkMask, Topology};
use super::{not_applicable, Algo, HcclError, Op};

fn ring_mask(topo: &Topology) -> LinkMask {
    let p = topo.ranks();
    topo.mask((0..p).map(|r| (r, (r + 1) % p)))
}

/// Closed forms of §1.2, step by step over the links each step uses. Ring has no AllToAll.
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    let p = topo.ranks();
    let pf = p as f64;
    let k = (p - 1) as f64;
    let g = topo.gamma_s_per_byte;
    let round = topo.hop(ring_mask(topo), n / pf);
    Ok(match op {
        // (p-1)(alpha + n/p beta + n/p gamma)
        Op::ReduceScatter => k * (round + g * n / pf),
        Op::AllGather => k * round,
        // 2(p-1) alpha + 2 (p-1)/p n beta + (p-1)/p n gamma
        Op::AllReduce => 2.0 * k * round + k * g * n / pf,
        // Pipelined scatter: step s uses the edges 0 -> 1 -> ... -> s+1.
        Op::Scatter | Op::Gather => {
            let mut m = LinkMask::default();
            (0..p.saturating_sub(1))
                .map(|s| {
                    let e = topo.mask([(s, s + 1)]);
                    m.intra |= e.intra;
                    m.inter |= e.inter;
                    topo.hop(m, n / pf)
                })
                .sum()
        }
        // (p-1)(alpha + n beta), one edge of the chain per step.
        Op::Broadcast => (0..p.saturating_sub(1))
            .map(|s| topo.hop_pair(s, s + 1, n))
            .sum(),
        // (p-1)(alpha + n beta + n gamma)
        Op::Reduce => (1..p).map(|s| topo.hop_pair(s, s - 1, n) + g * n).sum(),
        Op::AllToAll => {
            return Err(not_applicable(
                Algo::Ring,
                op,
                "HCCL's ring has no all-to-all (use pairwise)",
            ))
        }
    })
}

/// Ring ReduceScatter: in round s rank r reduces chunk (r-s-1) into rank r+1, so that rank r
/// ends with the full sum of chunk r.
fn reduce_scatter(b: &mut Builder, p: usize, label: &str) {
    for s in 0..p - 1 {
        b.step(format!("{label} {}/{}", s + 1, p - 1));
        for r in 0..p {
            let c = (r + 2 * p - s - 1) % p;
            b.send(r, (r + 1) % p, vec![c], XferKind::Reduce);
        }
    }
}

/// Ring AllGather: in round s rank r forwards chunk (r-s) to rank r+1.
fn allgather(b: &mut Builder, p: usize, label: &str) {
    for s in 0..p - 1 {
        b.step(format!("{label} {}/{}", s + 1, p - 1));
        for r in 0..p {
            b.send(r, (r + 1) % p, vec![(r + p - s) % p], XferKind::Copy);
        }
    }
}

/// Pipelined ring Scatter from rank 0: at step s the root sends chunk p-1-s to rank 1 and every
/// rank j in 1..=s forwards what it got the step before; chunk c reaches rank c at step p-2.
fn scatter_pairs(p: usize) -> Vec<Vec<(usize, usize, usize)>> {
    (0..p.saturating_sub(1))
        .map(|s| (0..=s).map(|t| (s - t, s - t + 1, p - 1 - t)).collect())
        .collect()
}

/// The plan of each operation.
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    cost(op, n, topo)?;
    let p = topo.ranks();
    let pf = p as f64;
    let (chunks, cb) = match op {
        Op::Broadcast | Op::Reduce => (1, n),
        _ => (p, n / pf),
    };
    let mut b = Builder::new(topo, Algo::Ring, op, chunks, cb);
    if p == 1 {
        return Ok(b.finish());
    }
    match op {
        Op::ReduceScatter => reduce_scatter(&mut b, p, "ring reduce-scatter"),
        Op::AllGather => allgather(&mut b, p, "ring all-gather"),
        Op::AllReduce => {
            reduce_scatter(&mut b, p, "ring reduce-scatter");
            allgather(&mut b, p, "ring all-gather");
        }
        Op::Scatter => {
            for (s, sends) in scatter_pairs(p).into_iter().enumerate() {
                b.step(format!("ring scatter {}/{}", s + 1, p - 1));
                for (src, dst, c) in sends {
                    b.send(src, dst, vec![c], XferKind::Copy);
                }
            }
        }
        Op::Gather => {
            // The scatter run backwards in time, each transfer reversed.
            for (s, sends) in scatter_pairs(p).into_iter().rev().enumerate() {
                b.step(format!("ring gather {}/{}", s + 1, p - 1));
                for (src, dst, c) in sends {
                    b.send(dst, src, vec![c], XferKind::Copy);
                }
            }
        }
        Op::Broadcast => {
            for s in 0..p - 1 {
                b.step(format!("ring broadcast chain {}/{}", s + 1, p - 1));
                b.send(s, s + 1, vec![0], XferKind::Copy);
            }
        }
        Op::Reduce => {
            for s in (1..p).rev() {
                b.step(format!("ring reduce chain {}/{}", p - s, p - 1));
                b.send(s, s - 1, vec![0], XferKind::Reduce);
            }
        }
        Op::AllToAll => {}
    }
    Ok(b.finish())
}
