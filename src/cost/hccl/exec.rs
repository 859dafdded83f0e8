//! The step executor: runs a [`Plan`] on p simulated ranks that hold distinct real data, checks
//! the result against what the operation must produce, and times every step as
//! `max over transfers (alpha_link + bytes * beta_link) + gamma * (most bytes one rank reduces)`.

use super::plan::{LinkKind, Plan, XferKind};
use super::topology::Topology;
use super::{HcclError, Op};

/// What running a plan gave: the total time and each step's time.
#[derive(Clone, Debug, PartialEq)]
pub struct Execution {
    /// Sum of the step times (s).
    pub seconds: f64,
    /// Each step's time (s).
    pub step_seconds: Vec<f64>,
    /// Transfers executed (local copies included).
    pub transfers: usize,
}

/// A distinct 64-bit value for rank `r`'s chunk `c` (splitmix64), so that a chunk summed twice
/// or missed shows in the result.
fn value(r: usize, c: usize) -> u64 {
    let mut z = (r as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((c as u64).wrapping_mul(0xD1B5_4A32_D192_ED03))
        .wrapping_add(0x2545_F491_4F6C_DD1D);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn err(m: String) -> HcclError {
    HcclError::Execution(m)
}

/// Runs `plan` on `topo`'s ranks, checks the result of `plan.op` and returns the timing.
pub fn execute(plan: &Plan, topo: &Topology) -> Result<Execution, HcclError> {
    topo.validate()?;
    let p = topo.ranks();
    if plan.ranks != p {
        return Err(err(format!(
            "plan is for {} ranks, topology has {p}",
            plan.ranks
        )));
    }
    let c_n = plan.chunks;
    let root = plan.root;
    if root >= p || c_n == 0 {
        return Err(err(format!("bad plan: root {root}, {c_n} chunks")));
    }
    let need = match plan.op {
        Op::AllGather | Op::ReduceScatter | Op::Scatter | Op::Gather => p,
        Op::AllToAll => p * p,
        _ => c_n,
    };
    if c_n != need {
        return Err(err(format!(
            "{} needs {need} chunks, plan has {c_n}",
            plan.op
        )));
    }
    // state[r][c]: rank r's chunk c, None when it does not hold it.
    let mut state: Vec<Vec<Option<u64>>> = vec![vec![None; c_n]; p];
    for (r, row) in state.iter_mut().enumerate() {
        match plan.op {
            Op::AllReduce | Op::Reduce | Op::ReduceScatter => {
                for (c, v) in row.iter_mut().enumerate() {
                    *v = Some(value(r, c));
                }
            }
            Op::AllGather | Op::Gather => row[r] = Some(value(r, r)),
            Op::Broadcast | Op::Scatter => {
                if r == root {
                    for (c, v) in row.iter_mut().enumerate() {
                        *v = Some(value(r, c));
                    }
                }
            }
            Op::AllToAll => {
                for d in 0..p {
                    row[r * p + d] = Some(value(r, r * p + d));
                }
            }
        }
    }

    let mut step_seconds = Vec::with_capacity(plan.steps.len());
    let mut transfers = 0usize;
    let mut reduced = vec![0usize; p];
    // Values read in a step, all transfers one after the other.
    let mut reads: Vec<u64> = Vec::new();
    for (si, step) in plan.steps.iter().enumerate() {
        // Read phase: every transfer reads the data as it was before the step.
        reads.clear();
        let mut link_time: f64 = 0.0;
        for t in &step.transfers {
            transfers += 1;
            if t.src >= p || t.dst >= p {
                return Err(err(format!(
                    "step {}: transfer {} -> {} outside {p} ranks",
                    si + 1,
                    t.src,
                    t.dst
                )));
            }
            let link = topo.link(t.src, t.dst);
            if link != t.link {
                return Err(err(format!(
                    "step {}: {} -> {} is marked {} but is {}",
                    si + 1,
                    t.src,
                    t.dst,
                    t.link.name(),
                    link.name()
                )));
            }
            for &c in &t.chunks {
                let v = state
                    .get(t.src)
                    .and_then(|row| row.get(c))
                    .copied()
                    .flatten()
                    .ok_or_else(|| {
                        err(format!(
                            "step {}: rank {} sends chunk {c} it does not hold",
                            si + 1,
                            t.src
                        ))
                    })?;
                reads.push(v);
            }
            let bytes = t.chunks.len() as f64 * plan.chunk_bytes;
            let time = match link {
                LinkKind::Local => 0.0,
                LinkKind::Intra => topo.intra.time(bytes),
                LinkKind::Inter => topo.inter.time(bytes),
            };
            link_time = link_time.max(time);
        }
        // Write phase.
        let mut at = 0;
        for t in &step.transfers {
            let vals = reads.get(at..at + t.chunks.len()).unwrap_or(&[]);
            at += t.chunks.len();
            if t.link == LinkKind::Local {
                continue;
            }
            for (&c, &v) in t.chunks.iter().zip(vals) {
                let slot = &mut state[t.dst][c];
                match t.kind {
                    XferKind::Copy => *slot = Some(v),
                    XferKind::Reduce => match slot {
                        Some(old) => *old = old.wrapping_add(v),
                        None => {
                            return Err(err(format!(
                                "step {}: rank {} reduces into chunk {c} it does not hold",
                                si + 1,
                                t.dst
                            )))
                        }
                    },
                }
            }
            if t.kind == XferKind::Reduce {
                reduced[t.dst] += t.chunks.len();
            }
        }
        let most_reduced = reduced.iter().copied().max().unwrap_or(0);
        reduced.iter_mut().for_each(|x| *x = 0);
        step_seconds
            .push(link_time + topo.gamma_s_per_byte * most_reduced as f64 * plan.chunk_bytes);
    }
    check(plan, &state)?;
    Ok(Execution {
        seconds: step_seconds.iter().sum(),
        step_seconds,
        transfers,
    })
}

/// Compares the final state with what the operation must leave.
fn check(plan: &Plan, state: &[Vec<Option<u64>>]) -> Result<(), HcclError> {
    let p = state.len();
    let c_n = plan.chunks;
    let root = plan.root;
    let sum = |c: usize| (0..p).fold(0u64, |a, r| a.wrapping_add(value(r, c)));
    let expect = |r: usize, c: usize, want: u64| -> Result<(), HcclError> {
        match state[r][c] {
            Some(v) if v == want => Ok(()),
            Some(_) => Err(err(format!(
                "{} {}: rank {r} chunk {c} has a wrong value",
                plan.algo, plan.op
            ))),
            None => Err(err(format!(
                "{} {}: rank {r} never received chunk {c}",
                plan.algo, plan.op
            ))),
        }
    };
    match plan.op {
        Op::AllReduce => {
            for c in 0..c_n {
                let s = sum(c);
                for r in 0..p {
                    expect(r, c, s)?;
                }
            }
        }
        Op::Reduce => {
            for c in 0..c_n {
                expect(root, c, sum(c))?;
            }
        }
        Op::ReduceScatter => {
            for r in 0..p {
                expect(r, r, sum(r))?;
            }
        }
        Op::AllGather => {
            for r in 0..p {
                for c in 0..p {
                    expect(r, c, value(c, c))?;
                }
            }
        }
        Op::Gather => {
            for c in 0..p {
                expect(root, c, value(c, c))?;
            }
        }
        Op::Broadcast => {
            for r in 0..p {
                for c in 0..c_n {
                    expect(r, c, value(root, c))?;
                }
            }
        }
        Op::Scatter => {
            for r in 0..p {
                expect(r, r, value(root, r))?;
            }
        }
        Op::AllToAll => {
            for d in 0..p {
                for s in 0..p {
                    expect(d, s * p + d, value(s, s * p + d))?;
                }
            }
        }
    }
    Ok(())
}
