//! How a collective's device groups sit on the machine: XLA's communication types, which decide
//! whether a collective is priced from the measured (one-node) table or by the S-curve network
//! model, and with how many hosts and communicators.
//!
//! Source: XLA `xla/backends/gpu/transforms/collectives/collective_ops_utils.cc`
//! (`CommunicationContext`, `IsSingleHost`, `IsWorldLevelCommunication`,
//! `GetCollectivePermuteCostModelType`), summarised in the reference notes §2.3. A *partition* is
//! a fast-interconnect domain (one NVLink server); device `d` is in partition `d / partition_size`.

use crate::cost::error::CostError;
use crate::cost::spec::CommType;
use std::collections::{BTreeMap, BTreeSet};

/// Counts, for one group, how many of its devices sit in each partition.
fn partition_counts(
    group: &[i64],
    partition_size: u64,
    index: usize,
) -> Result<BTreeMap<i64, usize>, CostError> {
    let mut counts = BTreeMap::new();
    for &d in group {
        if d < 0 {
            return Err(CostError::invalid(
                format!("replica group {index}"),
                format!("negative device id {d}"),
            ));
        }
        *counts.entry(d / partition_size as i64).or_insert(0usize) += 1;
    }
    Ok(counts)
}

fn check_partition_size(partition_size: u64) -> Result<(), CostError> {
    if partition_size == 0 || partition_size > i64::MAX as u64 {
        return Err(CostError::invalid(
            "partition size",
            format!("must be between 1 and {}, got {partition_size}", i64::MAX),
        ));
    }
    Ok(())
}

fn sorted_counts(m: &BTreeMap<i64, usize>) -> Vec<usize> {
    let mut v: Vec<usize> = m.values().copied().collect();
    v.sort_unstable();
    v
}

/// The communication type of a collective over explicit `groups` (each a list of global device
/// ids) on a machine whose partitions hold `partition_size` devices.
///
/// Follows XLA: the first group's per-partition participant counts decide; every other group must
/// have the same multiset of counts ("non homogenous replica group" error otherwise). One
/// partition → single-partition; every touched partition fully used → world-level; otherwise
/// non-world-level. An empty `groups` list means "all devices": use [`comm_type_all_devices`].
pub fn comm_type(groups: &[Vec<i64>], partition_size: u64) -> Result<CommType, CostError> {
    check_partition_size(partition_size)?;
    let Some(first) = groups.first() else {
        return Err(CostError::invalid(
            "replica groups",
            "empty group list: the communication type needs the device count (comm_type_all_devices)",
        ));
    };
    let reference = partition_counts(first, partition_size, 0)?;
    if reference.is_empty() {
        return Err(CostError::invalid(
            "replica group 0",
            "group has no devices",
        ));
    }
    let want = sorted_counts(&reference);
    for (i, g) in groups.iter().enumerate().skip(1) {
        let counts = partition_counts(g, partition_size, i)?;
        if sorted_counts(&counts) != want {
            return Err(CostError::invalid(
                format!("replica group {i}"),
                format!(
                    "non-homogeneous replica groups: devices per partition {:?} differ from group 0's {:?}",
                    sorted_counts(&counts),
                    want
                ),
            ));
        }
    }
    if reference.len() == 1 {
        return Ok(CommType::SinglePartition);
    }
    if reference.values().all(|&c| c as u64 == partition_size) {
        Ok(CommType::WorldLevel)
    } else {
        Ok(CommType::NonWorldLevel)
    }
}

/// The communication type of a collective with no explicit groups (all `num_devices` devices in
/// one group): XLA calls it single-partition when the devices fit in one partition, world-level
/// otherwise.
pub fn comm_type_all_devices(num_devices: u64, partition_size: u64) -> CommType {
    if num_devices <= partition_size {
        CommType::SinglePartition
    } else {
        CommType::WorldLevel
    }
}

/// How many partitions (nodes) the first group touches: the real host count of a ring over these
/// groups, used by the corrected S-curve variant (XLA instead derives hosts from the group size).
pub fn partitions_spanned(groups: &[Vec<i64>], partition_size: u64) -> Result<usize, CostError> {
    check_partition_size(partition_size)?;
    let first = groups.first().map(Vec::as_slice).unwrap_or(&[]);
    Ok(partition_counts(first, partition_size, 0)?.len())
}

/// XLA's classification of a collective-permute (`CollectivePermuteCostModelType`): whether some
/// pair crosses partitions, whether some device both sends and receives ("two-way"), and whether
/// every pair `(s, t)` has its mirror `(t, s)` ("all mutual").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PermuteType {
    /// All pairs inside partitions; no device both sends and receives.
    IntraPartitionOneWay,
    /// All pairs inside partitions; two-way, every pair mirrored.
    IntraPartitionTwoWayAllMutual,
    /// All pairs inside partitions; two-way, some pair not mirrored (e.g. a ring shift).
    IntraPartitionTwoWayHasNonMutual,
    /// Some pair crosses partitions; no device both sends and receives.
    InterPartitionOneWay,
    /// Some pair crosses partitions; two-way, every pair mirrored.
    InterPartitionTwoWayAllMutual,
    /// Some pair crosses partitions; two-way, some pair not mirrored.
    InterPartitionTwoWayHasNonMutual,
}

impl PermuteType {
    /// Whether some pair crosses partitions (XLA then prices it with the S-curve send/recv ring).
    pub fn is_inter_partition(self) -> bool {
        matches!(
            self,
            PermuteType::InterPartitionOneWay
                | PermuteType::InterPartitionTwoWayAllMutual
                | PermuteType::InterPartitionTwoWayHasNonMutual
        )
    }

    /// XLA's enumerator name without the `k` (`InterPartitionOneWay`), as table keys spell it.
    pub fn name(self) -> &'static str {
        match self {
            PermuteType::IntraPartitionOneWay => "IntraPartitionOneWay",
            PermuteType::IntraPartitionTwoWayAllMutual => "IntraPartitionTwoWayAllMutual",
            PermuteType::IntraPartitionTwoWayHasNonMutual => "IntraPartitionTwoWayHasNonMutual",
            PermuteType::InterPartitionOneWay => "InterPartitionOneWay",
            PermuteType::InterPartitionTwoWayAllMutual => "InterPartitionTwoWayAllMutual",
            PermuteType::InterPartitionTwoWayHasNonMutual => "InterPartitionTwoWayHasNonMutual",
        }
    }
}

/// Classifies collective-permute `pairs` (source, target) as XLA does; `None` when there are no
/// pairs (XLA's `kUnknown`, which it refuses to price).
pub fn permute_type(
    pairs: &[(i64, i64)],
    partition_size: u64,
) -> Result<Option<PermuteType>, CostError> {
    check_partition_size(partition_size)?;
    if pairs.is_empty() {
        return Ok(None);
    }
    let p = partition_size as i64;
    let set: BTreeSet<(i64, i64)> = pairs.iter().copied().collect();
    let mut inter = false;
    let mut all_mutual = true;
    let mut sources = BTreeSet::new();
    let mut targets = BTreeSet::new();
    for (i, &(s, t)) in pairs.iter().enumerate() {
        if s < 0 || t < 0 {
            return Err(CostError::invalid(
                format!("source-target pair {i}"),
                format!("negative device id in {{{s},{t}}}"),
            ));
        }
        sources.insert(s);
        targets.insert(t);
        if s / p != t / p {
            inter = true;
        }
        if !set.contains(&(t, s)) {
            all_mutual = false;
        }
    }
    let two_way = sources.iter().any(|s| targets.contains(s));
    Ok(Some(match (inter, two_way, all_mutual) {
        (true, false, _) => PermuteType::InterPartitionOneWay,
        (true, true, true) => PermuteType::InterPartitionTwoWayAllMutual,
        (true, true, false) => PermuteType::InterPartitionTwoWayHasNonMutual,
        (false, false, _) => PermuteType::IntraPartitionOneWay,
        (false, true, true) => PermuteType::IntraPartitionTwoWayAllMutual,
        (false, true, false) => PermuteType::IntraPartitionTwoWayHasNonMutual,
    }))
}

/// XLA's `CommunicationType` for a collective-permute: non-world-level as soon as one pair crosses
/// partitions, single-partition otherwise (also for no pairs).
pub fn permute_comm_type(pairs: &[(i64, i64)], partition_size: u64) -> Result<CommType, CostError> {
    Ok(match permute_type(pairs, partition_size)? {
        Some(t) if t.is_inter_partition() => CommType::NonWorldLevel,
        _ => CommType::SinglePartition,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iota(n: i64) -> Vec<i64> {
        (0..n).collect()
    }

    #[test]
    fn xla_examples() {
        // {{0..15}} on 8-device hosts: world level (reference §2.3).
        assert_eq!(comm_type(&[iota(16)], 8), Ok(CommType::WorldLevel));
        // {{0,8},{1,9},...}: one device per host per group, non-world level.
        let pairs: Vec<Vec<i64>> = (0..8).map(|i| vec![i, i + 8]).collect();
        assert_eq!(comm_type(&pairs, 8), Ok(CommType::NonWorldLevel));
        // Inside one host.
        assert_eq!(
            comm_type(&[vec![0, 1, 2, 3], vec![4, 5, 6, 7]], 8),
            Ok(CommType::SinglePartition)
        );
        // Two world-level groups on disjoint host pairs.
        assert_eq!(
            comm_type(&[iota(16), (16..32).collect()], 8),
            Ok(CommType::WorldLevel)
        );
    }

    #[test]
    fn non_homogeneous_groups_are_an_error_naming_the_group() {
        let e = comm_type(&[vec![0, 8], vec![1, 2]], 8).unwrap_err();
        assert!(e.to_string().contains("replica group 1"), "{e}");
        assert!(comm_type(&[vec![-1, 3]], 8).is_err());
        assert!(comm_type(&[iota(4)], 0).is_err());
        assert!(comm_type(&[], 8).is_err());
        assert!(comm_type(&[vec![]], 8).is_err());
    }

    #[test]
    fn all_devices_and_spans() {
        assert_eq!(comm_type_all_devices(8, 8), CommType::SinglePartition);
        assert_eq!(comm_type_all_devices(16, 8), CommType::WorldLevel);
        assert_eq!(partitions_spanned(&[vec![0, 1, 8, 9]], 8), Ok(2));
        assert_eq!(partitions_spanned(&[iota(32)], 8), Ok(4));
    }

    #[test]
    fn permute_types() {
        let ring: Vec<(i64, i64)> = (0..16).map(|i| (i, (i + 1) % 16)).collect();
        assert_eq!(
            permute_type(&ring, 8),
            Ok(Some(PermuteType::InterPartitionTwoWayHasNonMutual))
        );
        assert_eq!(
            permute_type(&[(0, 8)], 8),
            Ok(Some(PermuteType::InterPartitionOneWay))
        );
        assert_eq!(
            permute_type(&[(0, 8), (8, 0)], 8),
            Ok(Some(PermuteType::InterPartitionTwoWayAllMutual))
        );
        assert_eq!(
            permute_type(&[(0, 1), (1, 0)], 8),
            Ok(Some(PermuteType::IntraPartitionTwoWayAllMutual))
        );
        assert_eq!(
            permute_type(&[(0, 1)], 8),
            Ok(Some(PermuteType::IntraPartitionOneWay))
        );
        assert_eq!(permute_type(&[], 8), Ok(None));
        assert_eq!(permute_comm_type(&ring, 8), Ok(CommType::NonWorldLevel));
        assert_eq!(
            permute_comm_type(&[(0, 1), (1, 2)], 8),
            Ok(CommType::SinglePartition)
        );
    }
}
