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
use crate::hlo::DeviceGroups;
use std::collections::{BTreeMap, BTreeSet};

/// For one group: how many partitions hold each count of its devices (count -> partitions),
/// the multiset XLA compares between groups.
type Counts = BTreeMap<u64, u64>;

/// [`Counts`] of group `index` of `groups`, visiting its devices.
fn partition_counts(
    groups: &DeviceGroups,
    index: usize,
    partition_size: u64,
) -> Result<Counts, CostError> {
    // Partitions in a flat list, sorted and counted by runs: a group of a million devices
    // costs one sort, not a million map updates.
    let mut parts: Vec<i64> = Vec::with_capacity(groups.len_of(index));
    for d in groups.group(index) {
        if d < 0 {
            return Err(CostError::invalid(
                format!("replica group {index}"),
                format!("negative device id {d}"),
            ));
        }
        parts.push(d / partition_size as i64);
    }
    parts.sort_unstable();
    let mut counts = Counts::new();
    for run in parts.chunk_by(|a, b| a == b) {
        *counts.entry(run.len() as u64).or_insert(0) += 1;
    }
    Ok(counts)
}

/// [`Counts`] of the consecutive devices `start..start + len`, without visiting them.
fn range_counts(start: u64, len: u64, p: u64) -> Counts {
    let mut counts = Counts::new();
    if len == 0 {
        return counts;
    }
    let mut add = |c: u64, n: u64| {
        if c > 0 && n > 0 {
            *counts.entry(c).or_insert(0) += n;
        }
    };
    let head = (p - start % p).min(len);
    add(head, 1);
    let rest = len - head;
    add(p, rest / p);
    add(rest % p, 1);
    counts
}

/// [`Counts`] of group `g`, computed for consecutive groups ([`DeviceGroups::consecutive`]).
fn group_counts(groups: &DeviceGroups, g: usize, p: u64) -> Result<Counts, CostError> {
    if groups.consecutive() {
        let size = groups.group_size() as u64;
        Ok(range_counts(g as u64 * size, size, p))
    } else {
        partition_counts(groups, g, p)
    }
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

/// The communication type of a collective over `groups` on a machine whose partitions hold
/// `partition_size` devices.
///
/// Follows XLA: the first group's per-partition participant counts decide; every other group must
/// have the same multiset of counts ("non homogenous replica group" error otherwise). One
/// partition -> single-partition; every touched partition fully used -> world-level; otherwise
/// non-world-level. Consecutive groups (one group of every device, a plain iota) are classified
/// without visiting their devices; others in time linear in their devices.
pub fn groups_comm_type(groups: &DeviceGroups, partition_size: u64) -> Result<CommType, CostError> {
    recall(&RECENT_TYPES, groups, partition_size, || {
        classify(groups, partition_size)
    })
}

/// Groups of more devices than this are remembered by [`recall`].
const RECALLED_DEVICES: usize = 4096;

type Recent<T> = std::cell::RefCell<Vec<((DeviceGroups, u64), Result<T, CostError>)>>;

thread_local! {
    /// The last answers about large groups on this thread: a module's collectives mostly share
    /// a few group forms, and a form of a million devices that is not consecutive takes a
    /// visit of each; answers are pure functions of the form, so remembering changes none.
    static RECENT_TYPES: Recent<CommType> = const { std::cell::RefCell::new(Vec::new()) };
    static RECENT_SPANS: Recent<usize> = const { std::cell::RefCell::new(Vec::new()) };
}

fn recall<T: Clone>(
    cache: &'static std::thread::LocalKey<Recent<T>>,
    groups: &DeviceGroups,
    p: u64,
    work: impl FnOnce() -> Result<T, CostError>,
) -> Result<T, CostError> {
    if groups.total_devices() <= RECALLED_DEVICES {
        return work();
    }
    let hit = cache.with(|r| {
        r.borrow()
            .iter()
            .find(|((g, q), _)| *q == p && g == groups)
            .map(|(_, v)| v.clone())
    });
    if let Some(v) = hit {
        return v;
    }
    let v = work();
    cache.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= 16 {
            drop(r.remove(0));
        }
        r.push(((groups.clone(), p), v.clone()));
    });
    v
}

fn classify(groups: &DeviceGroups, partition_size: u64) -> Result<CommType, CostError> {
    check_partition_size(partition_size)?;
    if groups.num_groups() == 0 {
        return Err(CostError::invalid(
            "replica groups",
            "empty group list: the communication type needs the device count (comm_type_all_devices)",
        ));
    }
    let reference = group_counts(groups, 0, partition_size)?;
    if reference.is_empty() {
        return Err(CostError::invalid(
            "replica group 0",
            "group has no devices",
        ));
    }
    // Consecutive groups repeat their alignment to the partitions every `period` groups.
    let checked = if groups.consecutive() {
        let size = groups.group_size() as u64;
        let period = partition_size / gcd(size, partition_size);
        (period as usize).min(groups.num_groups())
    } else {
        groups.num_groups()
    };
    for i in 1..checked {
        let counts = group_counts(groups, i, partition_size)?;
        if counts != reference {
            return Err(CostError::invalid(
                format!("replica group {i}"),
                format!(
                    "non-homogeneous replica groups: devices per partition {:?} differ from group 0's {:?}",
                    spelled(&counts),
                    spelled(&reference)
                ),
            ));
        }
    }
    if reference.values().sum::<u64>() == 1 {
        return Ok(CommType::SinglePartition);
    }
    if reference.keys().all(|&c| c == partition_size) {
        Ok(CommType::WorldLevel)
    } else {
        Ok(CommType::NonWorldLevel)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a.max(1)
    } else {
        gcd(b, a % b)
    }
}

/// Counts as the sorted list XLA prints (at most 16 shown).
fn spelled(c: &Counts) -> Vec<u64> {
    c.iter()
        .flat_map(|(&k, &n)| std::iter::repeat_n(k, n.min(16) as usize))
        .take(16)
        .collect()
}

/// [`groups_comm_type`] over explicit groups (each a list of global device ids). An empty list
/// means "all devices": use [`comm_type_all_devices`].
pub fn comm_type(groups: &[Vec<i64>], partition_size: u64) -> Result<CommType, CostError> {
    groups_comm_type(&DeviceGroups::explicit(groups.to_vec()), partition_size)
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
pub fn partitions_spanned(groups: &DeviceGroups, partition_size: u64) -> Result<usize, CostError> {
    check_partition_size(partition_size)?;
    if groups.num_groups() == 0 {
        return Ok(0);
    }
    recall(&RECENT_SPANS, groups, partition_size, || {
        Ok(group_counts(groups, 0, partition_size)?
            .values()
            .sum::<u64>() as usize)
    })
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
        let spanned = |g: &[Vec<i64>]| partitions_spanned(&DeviceGroups::explicit(g.to_vec()), 8);
        assert_eq!(spanned(&[vec![0, 1, 8, 9]]), Ok(2));
        assert_eq!(spanned(&[iota(32)]), Ok(4));
        // Consecutive groups: computed, the same answers as visiting every device.
        for (g, s) in [(4, 4), (2, 8), (1, 32), (8, 3), (3, 12), (32, 1), (16, 2)] {
            let rg = crate::hlo::parse_replica_groups(&format!("[{g},{s}]<=[{}]", g * s)).unwrap();
            let compact = DeviceGroups::from_replica_groups(&rg, g * s);
            assert!(compact.consecutive());
            let listed = DeviceGroups::explicit(compact.expand());
            assert_eq!(
                groups_comm_type(&compact, 8),
                groups_comm_type(&listed, 8),
                "[{g},{s}]"
            );
            assert_eq!(
                partitions_spanned(&compact, 8),
                partitions_spanned(&listed, 8),
                "[{g},{s}]"
            );
        }
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
