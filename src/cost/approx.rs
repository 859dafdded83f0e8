//! XLA's fixed-constant estimators, for comparison with XLA's default behaviour: its
//! `ApproximateLatencyEstimator` ("T-shirt sizes") and the GPU refinements of
//! `GpuLatencyEstimator`, as plain functions of the opcode and collective kind.
//!
//! Sources: XLA `xla/service/latency_hiding_scheduler.h` (`ApproximateLatencyEstimator`),
//! `xla/service/gpu/gpu_latency_hiding_scheduler.cc` (`GpuLatencyEstimator`),
//! `sol_latency_estimator.cc` (the 0.01 fallback scale); reference notes §1.8, §2.3.
//!
//! Units: XLA's constants are "cycles" with `CyclesPerMicrosecond() == 1`, so one unit is one
//! microsecond — the reading XLA's own statistics and the SoL estimator use. The library works in
//! seconds, so every function here returns `units × 1e-6` (kMediumCost = 1000 → 1 ms).

use crate::cost::spec::CollectiveKind;
use crate::hlo::Opcode;

/// One XLA time unit in seconds (1 cycle = 1 µs).
pub const UNIT_S: f64 = 1e-6;
/// `kLowCost`: most instructions.
pub const LOW_COST: f64 = 1.0;
/// `kMediumCost`: loop fusions (and GPU custom-calls without latency metadata).
pub const MEDIUM_COST: f64 = 1000.0;
/// `kHighCost`: output fusions and convolutions.
pub const HIGH_COST: f64 = 5000.0;
/// `kLowLatency`: an ordinary data edge.
pub const LOW_LATENCY: f64 = 1.0;
/// `kHighLatency`: from an async start to its done ("overlap one output fusion/convolution with
/// 1 async op or 5 loop fusions").
pub const HIGH_LATENCY: f64 = 5000.0;
/// GPU: all-reduce-starts above this size cost 4× when `xla_gpu_enable_approx_costly_collectives`.
pub const COSTLY_ALL_REDUCE_BYTES: u64 = 30 * 1024 * 1024;
/// GPU: the multiplier for those all-reduces (`kCostlyAllReduceMultiplier`).
pub const COSTLY_ALL_REDUCE_MULTIPLIER: f64 = 4.0;
/// SoL: nodes it cannot price cost `0.01 ×` the wrapped estimator's cost (1000 → 10 µs).
pub const SOL_FALLBACK_SCALE: f64 = 0.01;

/// The named latency classes of XLA's constant estimator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CostClass {
    /// `kLowCost` = 1 unit.
    Low,
    /// `kMediumCost` = 1000 units.
    Medium,
    /// `kHighCost` = 5000 units.
    High,
}

impl CostClass {
    /// XLA's value for the class, in XLA units (µs).
    pub fn units(self) -> f64 {
        match self {
            CostClass::Low => LOW_COST,
            CostClass::Medium => MEDIUM_COST,
            CostClass::High => HIGH_COST,
        }
    }

    /// The class in seconds.
    pub fn seconds(self) -> f64 {
        self.units() * UNIT_S
    }
}

/// The kind of a fusion instruction (`kind=kLoop` etc. in HLO text), which decides its T-shirt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FusionKind {
    /// `kLoop`: elementwise loop fusion.
    Loop,
    /// `kInput`: reduction-rooted fusion.
    Input,
    /// `kOutput`: fusion into a GEMM/convolution output.
    Output,
    /// `kCustom`: Triton GEMMs, cuDNN and other custom fusions.
    Custom,
}

impl FusionKind {
    /// Parses HLO's `kLoop`, `kInput`, `kOutput`, `kCustom` (with or without the `k`).
    pub fn parse(s: &str) -> Option<FusionKind> {
        match s.strip_prefix('k').unwrap_or(s) {
            "Loop" => Some(FusionKind::Loop),
            "Input" => Some(FusionKind::Input),
            "Output" => Some(FusionKind::Output),
            "Custom" => Some(FusionKind::Custom),
            _ => None,
        }
    }
}

/// `ApproximateLatencyEstimator::NodeCost` class: loop fusion → medium; output fusion or
/// convolution → high; everything else → low.
pub fn node_cost_class(opcode: &str, fusion_kind: Option<FusionKind>) -> CostClass {
    match (opcode, fusion_kind) {
        ("fusion", Some(FusionKind::Loop)) => CostClass::Medium,
        ("fusion", Some(FusionKind::Output)) | ("convolution", _) => CostClass::High,
        _ => CostClass::Low,
    }
}

/// `ApproximateLatencyEstimator::NodeCost`, seconds.
pub fn node_cost(opcode: &str, fusion_kind: Option<FusionKind>) -> f64 {
    node_cost_class(opcode, fusion_kind).seconds()
}

/// `GpuLatencyEstimator::NodeCost`, seconds: free for no-ops ([`Opcode::is_noop`]); a custom-call costs its
/// `latency_metadata` (nanoseconds, frontend attribute) or kMediumCost; the rest as
/// [`node_cost`]. Any instruction with `latency_metadata` costs that (`GetLatencyFromMetadata`).
pub fn gpu_node_cost(
    opcode: &str,
    fusion_kind: Option<FusionKind>,
    latency_metadata_ns: Option<f64>,
) -> f64 {
    if let Some(ns) = latency_metadata_ns.filter(|v| v.is_finite() && *v >= 0.0) {
        return ns * 1e-9;
    }
    if Opcode::from_name(opcode).is_some_and(Opcode::is_noop) {
        return 0.0;
    }
    if opcode == "custom-call" {
        return MEDIUM_COST * UNIT_S;
    }
    node_cost(opcode, fusion_kind)
}

/// `ApproximateLatencyEstimator::GetLatencyBetween`, seconds: kHighLatency from an async start to
/// its done, kLowLatency for any other edge.
pub fn edge_latency(is_async_pair: bool) -> f64 {
    if is_async_pair {
        HIGH_LATENCY * UNIT_S
    } else {
        LOW_LATENCY * UNIT_S
    }
}

/// `GpuLatencyEstimator::GetLatencyBetween` for an async start → done pair of `kind` moving
/// `bytes`, seconds: kHighLatency, ×4 for an all-reduce over 30 MiB when `costly_collectives`
/// (`xla_gpu_enable_approx_costly_collectives`).
pub fn gpu_async_latency(
    kind: Option<CollectiveKind>,
    bytes: u64,
    costly_collectives: bool,
) -> f64 {
    let mut units = HIGH_LATENCY;
    if costly_collectives
        && kind == Some(CollectiveKind::AllReduce)
        && bytes > COSTLY_ALL_REDUCE_BYTES
    {
        units *= COSTLY_ALL_REDUCE_MULTIPLIER;
    }
    units * UNIT_S
}

/// `GpuLatencyEstimator` latencies of collectives annotated for the pipelined P2P stream,
/// seconds: send 1024×kHighLatency, recv 6×kHighLatency, collective-permute
/// `max(num_partitions/8 − 1, 1)·6·kHighLatency + 14·kHighLatency`; `None` for other kinds.
pub fn gpu_p2p_latency(kind: CollectiveKind, num_partitions: u64) -> Option<f64> {
    let units = match kind {
        CollectiveKind::Send => 1024.0 * HIGH_LATENCY,
        CollectiveKind::Recv => 6.0 * HIGH_LATENCY,
        CollectiveKind::CollectivePermute => {
            let hops = (num_partitions / 8).saturating_sub(1).max(1) as f64;
            hops * 6.0 * HIGH_LATENCY + 14.0 * HIGH_LATENCY
        }
        _ => return None,
    };
    Some(units * UNIT_S)
}

/// The SoL estimator's cost for a node it cannot price otherwise: `0.01 ×` the wrapped (GPU)
/// estimator's cost, seconds (a loop fusion: 10 µs).
pub fn sol_fallback_node_cost(opcode: &str, fusion_kind: Option<FusionKind>) -> f64 {
    SOL_FALLBACK_SCALE * gpu_node_cost(opcode, fusion_kind, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xla_t_shirt_sizes() {
        assert_eq!(node_cost("fusion", Some(FusionKind::Loop)), 1e-3);
        assert_eq!(node_cost("fusion", FusionKind::parse("kOutput")), 5e-3);
        assert_eq!(node_cost("convolution", None), 5e-3);
        assert_eq!(node_cost("fusion", Some(FusionKind::Input)), 1e-6);
        assert_eq!(node_cost("add", None), 1e-6);
        assert_eq!(edge_latency(true), 5e-3);
        assert_eq!(edge_latency(false), 1e-6);
    }

    #[test]
    fn gpu_refinements() {
        assert_eq!(gpu_node_cost("bitcast", None, None), 0.0);
        assert_eq!(gpu_node_cost("custom-call", None, None), 1e-3);
        assert!((gpu_node_cost("custom-call", None, Some(30000.0)) - 30e-6).abs() < 1e-15);
        let ar = Some(CollectiveKind::AllReduce);
        assert_eq!(gpu_async_latency(ar, 31 << 20, false), 5e-3);
        assert_eq!(gpu_async_latency(ar, 31 << 20, true), 20e-3);
        assert_eq!(gpu_async_latency(ar, 30 << 20, true), 5e-3);
        assert_eq!(gpu_p2p_latency(CollectiveKind::Recv, 8), Some(30e-3));
        // 32 partitions: (4 − 1)·6·5000 + 14·5000 = 160000 units.
        assert_eq!(
            gpu_p2p_latency(CollectiveKind::CollectivePermute, 32),
            Some(0.16)
        );
        assert_eq!(gpu_p2p_latency(CollectiveKind::AllGather, 8), None);
        assert!((sol_fallback_node_cost("fusion", Some(FusionKind::Loop)) - 10e-6).abs() < 1e-15);
    }
}
