//! What a cost model answers: seconds, and which model gave them.

use crate::hlo::DeviceGroups;
use std::fmt;

/// The model that priced an instruction or edge. The report counts instructions per source so a
/// user can see how much of the schedule rests on measurements and how much on guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CostSource {
    /// A measured per-instruction profile (XLA's PGLE format).
    Profile,
    /// XLA's measured collective table, interpolated.
    CollectiveTable,
    /// XLA's measured GEMM table, interpolated.
    GemmTable,
    /// XLA's analytical S-curve (SoL) network model.
    SCurve,
    /// The cost formula of an HCCL collective algorithm.
    Hccl,
    /// The NCCL-style analytical model (NCCL's Ring tuning formula, `crate::cost::nccl`).
    Nccl,
    /// Bytes over memory bandwidth or flops over peak, whichever is larger.
    Roofline,
    /// XLA's fixed constants (`ApproximateLatencyEstimator`).
    Approx,
    /// An instruction that does no work (parameter, tuple, bitcast, ...).
    NoOp,
}

impl CostSource {
    /// A stable lower-case name for reports and JSON.
    pub fn name(self) -> &'static str {
        match self {
            CostSource::Profile => "profile",
            CostSource::CollectiveTable => "collective-table",
            CostSource::GemmTable => "gemm-table",
            CostSource::SCurve => "scurve",
            CostSource::Hccl => "hccl",
            CostSource::Nccl => "nccl",
            CostSource::Roofline => "roofline",
            CostSource::Approx => "approx",
            CostSource::NoOp => "no-op",
        }
    }
}

impl fmt::Display for CostSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A priced answer: a duration in seconds and the model that gave it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The duration, seconds.
    pub seconds: f64,
    /// The model that answered.
    pub source: CostSource,
    /// True when a measured table answered from outside its measured byte range
    /// (extrapolated): the answer is less trustworthy, and runs warn about it.
    pub extrapolated: bool,
}

impl Estimate {
    /// An answer of `seconds` from `source`, inside what the source measured.
    pub fn new(seconds: f64, source: CostSource) -> Self {
        Estimate {
            seconds,
            source,
            extrapolated: false,
        }
    }
}

/// How a collective's time splits for the time model: the part that does not depend on
/// bandwidth (launch and per-step latency, never slowed by sharing a link), which links it
/// crosses, and its device groups.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CommSplit {
    /// Seconds of the collective's time that are fixed latency (the rest is bandwidth).
    pub fixed_s: f64,
    /// True when it crosses nodes (scale-out links), false inside one node (scale-up).
    pub scale_out: bool,
    /// The participating device groups (device ids), where known.
    pub groups: Option<DeviceGroups>,
}
