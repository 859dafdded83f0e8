//! How a collective's time splits into fixed latency and bandwidth, for the time model's
//! shared links: each model's latency floor is its price of the same collective moving no
//! bytes (the collective table's smallest-message time, the S-curve's and HCCL's alpha
//! terms). A measured profile says nothing about the split: all bandwidth.

use super::estimate::{CommSplit, Estimate};
use super::hlo_spec::collective_spec;
use super::spec::{CollectiveSpec, CommType};
use super::stack::CostModel;
use crate::hlo::{CompId, DeviceGroups, InstrId, Module};

impl CostModel {
    /// The split of the collective `start` launches (see the module doc); `None` for
    /// non-collectives and collectives that cannot be described.
    pub fn comm_split(&self, m: &Module, c: CompId, start: InstrId) -> Option<CommSplit> {
        let spec = collective_spec(m, c, start, self.sol.effective_partition_size())
            .ok()
            .flatten()?;
        let full = self.collective_estimate(&spec);
        Some(self.split_of(m, c, start, spec, full))
    }

    /// [`CostModel::comm_split`] of the collective `start` launches, described by `spec` and
    /// priced `full` (from one look at it, shared with its pair latency).
    pub(crate) fn split_of(
        &self,
        m: &Module,
        c: CompId,
        start: InstrId,
        mut spec: CollectiveSpec,
        full: Option<Estimate>,
    ) -> CommSplit {
        let name = &m.computation(c).instr(start).name;
        let profiled = self
            .profile
            .as_ref()
            .is_some_and(|p| p.cost(name).is_some());
        let fixed_s = if profiled {
            0.0
        } else {
            let full = full.map_or(0.0, |e| e.seconds);
            // The same collective without bytes, priced in place (no copy of its groups).
            let bytes = std::mem::replace(&mut spec.bytes, 0);
            let floor = self.collective_estimate(&spec).map_or(0.0, |e| e.seconds);
            spec.bytes = bytes;
            if floor.is_finite() && full.is_finite() {
                floor.clamp(0.0, full.max(0.0))
            } else {
                0.0
            }
        };
        let scale_out = spec.comm_type != CommType::SinglePartition;
        let groups = if spec.source_target_pairs.is_empty() {
            spec.groups
        } else {
            Some(DeviceGroups::explicit(
                spec.source_target_pairs
                    .iter()
                    .map(|&(a, b)| vec![a, b])
                    .collect(),
            ))
        };
        CommSplit {
            fixed_s,
            scale_out,
            groups,
        }
    }
}
