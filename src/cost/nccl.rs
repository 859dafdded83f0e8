//! An NCCL-style analytical collective model: NCCL's own tuning formula (`ncclTopoGetAlgoTime`,
//! NCCL 2.30.7 `src/graph/tuning.cc`) for the Ring algorithm over its three protocols (LL, LL128,
//! Simple), taking the fastest as NCCL's selector does. It prices, on GPU platforms, the
//! collectives inside one node that no measured table covers (a device key XLA ships no table
//! for, or `--no-default-tables`); across nodes XLA's S-curve answers first.
//!
//! `time = latency + bytes / algBw` (µs, GB/s), with `algBw = busBw * nRanks / nSteps` and the
//! per-protocol bandwidth caps and latencies below (reference:
//! `../shared/reference/collective-algorithms.md` §2). What NCCL has and this model leaves out:
//! the Tree, NVLS and CollNet algorithms (Ring is always available and is NCCL's choice for most
//! sizes inside one node without NVLink SHARP), the topology search (the scale-up bandwidth is the
//! platform's link count times NCCL's per-link figure, shared by [`CHANNELS`] channels), and the
//! aggregation of several operations. All-to-all, broadcast and point-to-point transfers are not
//! in NCCL's tuning model: they are priced as one Simple-protocol step (an assumption).

use super::error::CostError;
use super::hardware::{NcclGen, Platform};
use super::spec::{CollectiveKind, CollectiveSpec};

/// Channels NCCL's ring uses (XLA's `GpuPerformanceWithCollectiveModel::kMaxNumChannelsRing`).
pub const CHANNELS: f64 = 16.0;

/// NCCL's protocols, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proto {
    Ll,
    Ll128,
    Simple,
}

const PROTOS: [Proto; 3] = [Proto::Ll, Proto::Ll128, Proto::Simple];

impl Proto {
    /// `baseLat[Ring][proto]`, µs.
    fn base_lat(self) -> f64 {
        match self {
            Proto::Ll => 6.6,
            Proto::Ll128 => 14.0,
            Proto::Simple => 8.4,
        }
    }

    /// `hwLat[NVLINK][Ring][proto]`, µs.
    fn nvlink_lat(self) -> f64 {
        match self {
            Proto::Ll => 0.6,
            Proto::Ll128 => 1.9,
            Proto::Simple => 3.4,
        }
    }

    /// `hwLat[NET][Ring][proto]`, µs.
    fn net_lat(self) -> f64 {
        match self {
            Proto::Ll => 2.7,
            Proto::Ll128 => 4.0,
            Proto::Simple => 14.0,
        }
    }
}

/// `llMaxBws`, GB/s: one node by GPU generation; several nodes by node count (Intel CPUs' row).
fn ll_max_bw(gen: NcclGen, nodes: u64) -> f64 {
    match nodes {
        1 => match gen {
            NcclGen::Ampere => 87.7,
            NcclGen::Hopper => 141.0,
            NcclGen::Blackwell => 282.0,
        },
        2 => 39.0,
        _ => 20.4,
    }
}

/// `perChMaxRingLL128Bws`, GB/s per channel.
fn ll128_max_bw(gen: NcclGen) -> f64 {
    match gen {
        NcclGen::Ampere => 20.0,
        NcclGen::Hopper => 36.7,
        NcclGen::Blackwell => 40.0,
    }
}

/// NCCL's network overhead per step (`netOverhead`, Intel/other CPUs), µs; three times that for
/// Simple.
const NET_OVERHEAD_US: f64 = 1.0;

/// Where a collective runs: its ranks, the nodes they span, and the links' bandwidths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fabric {
    /// Scale-up (NVLink) bandwidth of one device, GB/s per direction.
    pub intra_gbs: f64,
    /// Scale-out (NIC) bandwidth of one device, GB/s per direction.
    pub inter_gbs: f64,
    /// Devices per node (NVLink domain).
    pub per_node: u64,
    /// The GPU generation, for NCCL's per-protocol caps.
    pub gen: NcclGen,
}

impl Fabric {
    /// The fabric of `platform` with `inter_gbs` per device across nodes and `per_node` devices
    /// in one NVLink domain; `None` on a platform without a scale-up description (Ascend: HCCL).
    pub fn of(platform: &Platform, inter_gbs: f64, per_node: u64) -> Option<Fabric> {
        let s = platform.scale_up?;
        Some(Fabric {
            intra_gbs: f64::from(s.links) * s.link_gbs,
            inter_gbs,
            per_node: per_node.max(1),
            gen: s.gen,
        })
    }
}

/// Steps of a ring: `2(n-1)` for all-reduce, `n-1` for all-gather and reduce-scatter.
fn ring_steps(kind: CollectiveKind, n: f64) -> Option<f64> {
    match kind {
        CollectiveKind::AllReduce => Some(2.0 * (n - 1.0)),
        CollectiveKind::AllGather | CollectiveKind::ReduceScatter => Some(n - 1.0),
        _ => None,
    }
}

/// Seconds of one collective under the model; `bytes` is XLA's transfer size (all-reduce and
/// all-gather output, reduce-scatter input: NCCL's `nBytes` for the same operation).
pub fn estimate(spec: &CollectiveSpec, f: &Fabric) -> Result<f64, CostError> {
    let n = spec.group_size.max(1);
    if n == 1 {
        // A group of one moves nothing: NCCL returns after its launch.
        return Ok(Proto::Ll.base_lat() * 1e-6);
    }
    let nodes = u64::from(n).div_ceil(f.per_node).max(1);
    let n = f64::from(n);
    let bytes = spec.bytes as f64;
    // busBw: the ring's bandwidth per device; across nodes the NIC bounds it.
    let bus = if nodes == 1 {
        f.intra_gbs
    } else {
        f.intra_gbs.min(f.inter_gbs)
    };
    if !(bus.is_finite() && bus > 0.0) {
        return Err(CostError::invalid(
            "nccl model",
            format!("bandwidth {bus} GB/s is not positive"),
        ));
    }
    let us = match ring_steps(spec.kind, n) {
        Some(steps) => {
            let inter_steps = if nodes > 1 {
                (nodes - 1) as f64
                    * if spec.kind == CollectiveKind::AllReduce {
                        2.0
                    } else {
                        1.0
                    }
            } else {
                0.0
            };
            PROTOS
                .iter()
                .map(|&p| {
                    let bus_p = match p {
                        Proto::Ll => ll_max_bw(f.gen, nodes).min(bus * 0.5),
                        Proto::Ll128 => (bus * 0.92).min(CHANNELS * ll128_max_bw(f.gen)),
                        Proto::Simple => bus,
                    };
                    let alg = bus_p * n / steps;
                    let net_overhead = NET_OVERHEAD_US * if p == Proto::Simple { 3.0 } else { 1.0 };
                    let intra = if nodes > 1 {
                        p.nvlink_lat().max(net_overhead)
                    } else {
                        p.nvlink_lat()
                    };
                    let mut lat =
                        p.base_lat() + (steps - inter_steps) * intra + inter_steps * p.net_lat();
                    // NCCL's "plateau effect of ring" on multi-node Simple all-reduce (sm_80+).
                    if p == Proto::Simple
                        && nodes > 1
                        && spec.kind == CollectiveKind::AllReduce
                        && bytes / (CHANNELS * n) >= 64.0
                    {
                        lat *= 1.4;
                    }
                    lat + bytes / (1000.0 * alg)
                })
                .fold(f64::INFINITY, f64::min)
        }
        None => {
            // One Simple step: launch, one hop's latency, the bytes that leave each device.
            let hop = if nodes > 1 {
                Proto::Simple.net_lat()
            } else {
                Proto::Simple.nvlink_lat()
            };
            let moved = match spec.kind {
                CollectiveKind::AllToAll | CollectiveKind::RaggedAllToAll => bytes * (n - 1.0) / n,
                _ => bytes,
            };
            Proto::Simple.base_lat() + hop + moved / (1000.0 * bus)
        }
    };
    Ok(us * 1e-6)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h100() -> Fabric {
        Fabric::of(Platform::by_name("h100").unwrap(), 50.0, 8).unwrap()
    }

    fn ar(bytes: u64, n: u32) -> CollectiveSpec {
        CollectiveSpec::new(CollectiveKind::AllReduce, bytes, n, 1)
    }

    #[test]
    fn small_all_reduce_is_ll_latency_large_is_simple_bandwidth() {
        let f = h100();
        // 8 ranks, 4 bytes: LL's 6.6 + 14 steps x 0.6 = 15.0 us, and 4 bytes at LL's 141 GB/s.
        let t = estimate(&ar(4, 8), &f).unwrap();
        let ll = 6.6 + 14.0 * 0.6 + 4.0 / (1000.0 * 141.0 * 8.0 / 14.0);
        assert!((t * 1e6 - ll).abs() < 1e-9, "{t}");
        // 1 GiB: Simple at 18 x 20.6 GB/s busBw (algBw = busBw * 8 / 14).
        let b = (1u64 << 30) as f64;
        let t = estimate(&ar(1 << 30, 8), &f).unwrap();
        let simple = 8.4 + 14.0 * 3.4 + b / (1000.0 * 370.8 * 8.0 / 14.0);
        assert!((t * 1e6 - simple).abs() < 1e-6, "{t}");
    }

    #[test]
    fn grows_with_bytes_and_ranks() {
        let f = h100();
        let mut last = 0.0;
        for b in [0u64, 1 << 10, 1 << 20, 1 << 26, 1 << 30] {
            let t = estimate(&ar(b, 8), &f).unwrap();
            assert!(t >= last, "{b}");
            last = t;
        }
        let ag = |n| {
            estimate(
                &CollectiveSpec::new(CollectiveKind::AllGather, 1 << 20, n, 1),
                &f,
            )
            .unwrap()
        };
        assert!(ag(2) < ag(4) && ag(4) < ag(8));
        // Crossing nodes is slower than staying inside one.
        assert!(estimate(&ar(1 << 24, 16), &f).unwrap() > estimate(&ar(1 << 24, 8), &f).unwrap());
        for kind in CollectiveKind::all() {
            let t = estimate(&CollectiveSpec::new(kind, 1 << 20, 8, 1), &f).unwrap();
            assert!(t.is_finite() && t > 0.0, "{kind}");
        }
    }

    #[test]
    fn ascend_has_no_fabric() {
        assert!(Fabric::of(Platform::by_name("910b").unwrap(), 50.0, 8).is_none());
    }
}
