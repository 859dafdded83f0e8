//! The time model's knobs beyond costs and latencies: what a frontend knows about each
//! collective (its device groups, the links it uses, the part of its time that is fixed
//! latency), how much compute slows while collectives run, and whether collectives on one
//! link class share its bandwidth. The replay, the scheduler, the refinement passes and the
//! lower bound all read these from the [`super::Graph`], so the scheduler plans with the model
//! the replay measures.

use crate::hlo::DeviceGroups;

/// The link class a collective moves its bytes over; collectives in flight together on one
/// class share its bandwidth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Link {
    /// Inside one node (NVLink / HCCS).
    #[default]
    ScaleUp,
    /// Across nodes (the NICs).
    ScaleOut,
}

impl Link {
    /// "scale-up" or "scale-out".
    pub fn name(self) -> &'static str {
        match self {
            Link::ScaleUp => "scale-up",
            Link::ScaleOut => "scale-out",
        }
    }
}

/// What a frontend knows about the collective an async start launches. Starts without one
/// (copies, async computations) take part in neither the device-sharing rule nor shared
/// bandwidth.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Collective {
    /// The participating device groups (device ids); `None` when unknown, which counts as
    /// sharing every device with every other collective.
    pub groups: Option<DeviceGroups>,
    /// The link class its bytes cross.
    pub link: Link,
    /// Seconds of its duration that do not depend on bandwidth (launch and per-step latency):
    /// this part is never slowed by sharing. Clamped to the duration.
    pub fixed: f64,
}

/// How a compute node suffers from collectives running beside it (SM and HBM contention).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Contention {
    /// Not slowed (no-ops, launches, kernels measured while overlapped).
    None,
    /// A memory-bound kernel (the default for compute nodes).
    #[default]
    Memory,
    /// A GEMM or convolution (tensor cores; less sensitive).
    Gemm,
}

/// Compute slowdown while at least one collective is in flight: a node of class `c` runs at
/// speed 1 / (1 + x_c) for the part of it that overlaps.
///
/// Defaults (see [`Interference::measured`]): arXiv 2507.03114 measures an average 18.9% and
/// up to 40% compute slowdown under concurrent NCCL kernels on H100/A100; NVIDIA/nccl#1428
/// reports a GEMM taking ~1.8x next to a large all-gather; Concerto (ASPLOS'24) models 1.2x.
/// We take x = 0.2 for GEMMs and 0.4 for memory-bound kernels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interference {
    /// x for GEMM / convolution nodes.
    pub gemm: f64,
    /// x for other (memory-bound) compute nodes.
    pub memory: f64,
}

impl Interference {
    /// No slowdown (XLA's model).
    pub const OFF: Interference = Interference {
        gemm: 0.0,
        memory: 0.0,
    };

    /// The measured defaults: 0.2 for GEMMs, 0.4 for memory-bound kernels (sources above).
    pub fn measured() -> Self {
        Interference {
            gemm: 0.2,
            memory: 0.4,
        }
    }

    /// The factor x for a node of class `c`.
    pub fn factor(&self, c: Contention) -> f64 {
        match c {
            Contention::None => 0.0,
            Contention::Memory => self.memory,
            Contention::Gemm => self.gemm,
        }
    }

    /// True when no class is slowed.
    pub fn is_off(&self) -> bool {
        self.gemm == 0.0 && self.memory == 0.0
    }
}

impl Default for Interference {
    fn default() -> Self {
        Interference::OFF
    }
}

/// The time model's global settings, stored in the graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeModel {
    /// Compute slowdown under communication.
    pub interference: Interference,
    /// Collectives in flight together on one link class share its bandwidth (processor
    /// sharing of their bandwidth parts).
    pub share_bandwidth: bool,
}

impl Default for TimeModel {
    /// No interference, shared bandwidth (which only affects collectives a frontend described).
    fn default() -> Self {
        TimeModel {
            interference: Interference::OFF,
            share_bandwidth: true,
        }
    }
}

/// Whether two collectives' device groups share more than one device (XLA:GPU's
/// `GpuScheduleCrossesOverlapLimit`: such collectives may not be in flight together, as NCCL
/// could deadlock on their launch order). Unknown groups share.
pub fn groups_share(a: Option<&DeviceGroups>, b: Option<&DeviceGroups>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return true;
    };
    a.share_two_devices(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sharing_needs_two_common_devices() {
        let g = |v: &[&[i64]]| DeviceGroups::explicit(v.iter().map(|x| x.to_vec()).collect());
        let all = g(&[&[0, 1, 2, 3]]);
        let pairs = g(&[&[0, 1], &[2, 3]]);
        let cross = g(&[&[0, 2], &[1, 3]]);
        assert!(groups_share(Some(&all), Some(&pairs)));
        assert!(!groups_share(Some(&pairs), Some(&cross)));
        assert!(groups_share(None, Some(&cross)));
    }
}
