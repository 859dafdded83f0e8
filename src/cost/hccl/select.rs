//! Choosing an algorithm: [`compare`] prices every applicable algorithm; [`hccl_policy`] follows
//! HCCL's documented default selection (reference §1.11, `CollAlgOperator::GetDefaultAlgoLevel1V2`).

use super::common::{ceil_log2, floor_log2};
use super::topology::Topology;
use super::{cost, Algo, HcclError, Op};
use crate::cost::estimate::{CostSource, Estimate};
use crate::cost::spec::CollectiveSpec;

/// Every algorithm that implements `op` on `topo`, with its closed-form time for `bytes` (the
/// per-rank buffer `n`: AllGather output, ReduceScatter input; see the module docs), fastest
/// first; ties keep the order of [`Algo::all`]. Errors only on bad inputs (bytes, topology).
pub fn compare(op: Op, bytes: u64, topo: &Topology) -> Result<Vec<(Algo, f64)>, HcclError> {
    topo.validate()?;
    if bytes == 0 {
        return Err(HcclError::Bytes("the size must be at least 1 byte".into()));
    }
    let mut rows: Vec<(Algo, f64)> = Algo::all()
        .filter_map(|a| cost(a, op, bytes, topo).ok().map(|t| (a, t)))
        .collect();
    rows.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    Ok(rows)
}

/// HCCL's pick, the rule that made it, and this crate's time for it.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyChoice {
    /// HCCL's pick.
    pub algo: Algo,
    /// [`cost`] of the chosen algorithm (this crate's model, not HCCL's internal estimate).
    pub seconds: f64,
    /// The rule that decided, for reports (`pipeline: all-gather, 64 KiB per rank >= 32 KiB`).
    pub rule: String,
}

/// HCCL's per-step latency in its level-1 comparison: `LATENCY = 60` us.
const DELAY_US: f64 = 60.0;
/// `PIPELINE_MIN_SIZE` (32 KB) for AllGather / ReduceScatter.
const PIPELINE_MIN_SIZE: f64 = 32.0 * 1024.0;
/// AllReduce pipeline needs a per-slice size of at least 1 MB.
const PIPELINE_AR_SLICE: f64 = 1024.0 * 1024.0;
/// `S = min(dataSize, cclBufferSize)`, HCCL_BUFFSIZE default 200 MB.
const CCL_BUFFER: f64 = 200.0 * 1024.0 * 1024.0;

/// HCCL's default algorithm for `op` on `bytes` (per-rank buffer `n`) over `topo`, with its time.
///
/// Rules (reference §1.11), assuming an A2 (910B) machine with mesh level 0, inline reduce,
/// RDMA-Lite and non-deterministic mode:
/// 1. One server: the intra-server FullMesh (`mesh`).
/// 2. Pipeline when devices per server > 1 and: AllGather or ReduceScatter with a per-rank
///    size n/p >= 32 KiB; AllReduce with a slice n/(servers x devices) >= 1 MiB.
/// 3. Otherwise HCCL's alpha-beta comparison over m = servers with delay = 60 us per step and
///    BW = inter-server GB/s x 2^30 B/s: ring vs NHR vs HD for AllReduce, AllGather and
///    ReduceScatter, ring vs HD for Broadcast, Reduce and Gather; ties go Ring > NHR > HD
///    (strict `<`).
/// 4. Scatter has no level-1 rule: ring. AllToAll: pairwise.
///
/// The time returned is this crate's [`cost`] of the chosen algorithm over all p ranks.
pub fn hccl_policy(op: Op, bytes: u64, topo: &Topology) -> Result<(Algo, f64), HcclError> {
    hccl_policy_detail(op, bytes, topo).map(|c| (c.algo, c.seconds))
}

/// [`hccl_policy`] with the rule that decided.
pub fn hccl_policy_detail(op: Op, bytes: u64, topo: &Topology) -> Result<PolicyChoice, HcclError> {
    topo.validate()?;
    if bytes == 0 {
        return Err(HcclError::Bytes("the size must be at least 1 byte".into()));
    }
    let (algo, rule) = pick(op, bytes as f64, topo);
    let seconds = cost(algo, op, bytes, topo)?;
    Ok(PolicyChoice {
        algo,
        seconds,
        rule,
    })
}

/// Prices an XLA collective with HCCL's default algorithm on its group's part of `topo`
/// (groups of consecutive ranks, see [`Topology::for_group`]). `spec.bytes` follows XLA's
/// transfer-size rule, which is HCCL's `n` (AllGather output, ReduceScatter input).
/// Collective-permute, send/recv and ragged all-to-all have no HCCL algorithm here: `Err`.
pub fn estimate_spec(spec: &CollectiveSpec, topo: &Topology) -> Result<Estimate, HcclError> {
    let op = Op::from_kind(spec.kind).ok_or_else(|| {
        HcclError::UnknownOp(format!("{} (no HCCL algorithm models it)", spec.kind))
    })?;
    let group = topo.for_group(spec.group_size as usize)?;
    let (_, seconds) = hccl_policy(op, spec.bytes, &group)?;
    Ok(Estimate::new(seconds, CostSource::Hccl))
}

fn pick(op: Op, n: f64, topo: &Topology) -> (Algo, String) {
    let p = topo.ranks() as f64;
    let m = topo.servers;
    let k = topo.devices_per_server as f64;
    if m == 1 {
        return (Algo::Mesh, "one server: intra-server FullMesh".into());
    }
    if topo.devices_per_server > 1 {
        match op {
            Op::AllGather | Op::ReduceScatter if n / p >= PIPELINE_MIN_SIZE => {
                return (
                    Algo::Pipeline,
                    format!("pipeline: {op} with {} B per rank >= 32 KiB", n / p),
                );
            }
            Op::AllReduce if n / (m as f64 * k) >= PIPELINE_AR_SLICE => {
                return (
                    Algo::Pipeline,
                    format!(
                        "pipeline: all-reduce slice {} B >= 1 MiB",
                        n / (m as f64 * k)
                    ),
                );
            }
            _ => {}
        }
    }
    match op {
        Op::AllToAll => return (Algo::Pairwise, "all-to-all: pairwise".into()),
        Op::Scatter => return (Algo::Ring, "scatter: no level-1 rule, ring".into()),
        _ => {}
    }
    // HCCL's own estimate, in us.
    let bw = topo.inter.gbps() * (1u64 << 30) as f64 / 1e6; // bytes per us
    let mf = m as f64;
    let pow2 = m.is_power_of_two();
    let cl = ceil_log2(m) as f64;
    let fl = floor_log2(m) as f64;
    let s = n.min(CCL_BUFFER);
    let frac = (mf - 1.0) / mf;
    let (ring, nhr, hd) = match op {
        Op::AllGather | Op::ReduceScatter | Op::Gather => {
            // s_r x P = the full buffer n.
            let v = s / bw;
            let hd = if pow2 {
                fl * DELAY_US + frac * v
            } else {
                cl * DELAY_US + (2.0 * mf - 1.0) / mf * v
            };
            let nhr = (op != Op::Gather).then_some(cl * DELAY_US + frac * v);
            ((mf - 1.0) * DELAY_US + frac * v, nhr, hd)
        }
        Op::AllReduce => {
            let v = s / k / bw;
            let hd = if pow2 {
                2.0 * fl * DELAY_US + 2.0 * frac * v
            } else {
                2.0 * cl * DELAY_US + 2.0 * (2.0 * mf - 1.0) / mf * v
            };
            (
                2.0 * (mf - 1.0) * DELAY_US + 2.0 * frac * v,
                Some(2.0 * cl * DELAY_US + 2.0 * frac * v),
                hd,
            )
        }
        _ => {
            // Broadcast, Reduce.
            let v = s / k / bw;
            let hd = if pow2 {
                2.0 * fl * DELAY_US + 2.0 * frac * v
            } else {
                (1.0 + 2.0 * fl) * DELAY_US + (1.0 + 2.0 * frac) * v
            };
            (2.0 * (mf - 1.0) * DELAY_US + 2.0 * frac * v, None, hd)
        }
    };
    let mut best = (Algo::Ring, ring);
    if let Some(t) = nhr {
        if t < best.1 {
            best = (Algo::Nhr, t);
        }
    }
    if hd < best.1 {
        best = (Algo::Rhd, hd);
    }
    let nhr_txt = nhr.map(|t| format!(", nhr {t:.1} us")).unwrap_or_default();
    (
        best.0,
        format!(
            "HCCL level-1 estimate over {m} servers (60 us/step): ring {ring:.1} us{nhr_txt}, \
             hd {hd:.1} us"
        ),
    )
}
