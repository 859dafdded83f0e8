//! Device-group signatures and which pairs of them conflict (the device-sharing rule).
//!
//! Collectives with equal device groups share one signature, so the rule is decided per pair
//! of distinct group sets, not per pair of collectives. A module can still have a distinct
//! group set per collective (issue 22), so the conflict relation is built without a test per
//! pair of signatures: an index from each device to the signatures whose groups hold it names
//! the candidate pairs (two signatures that share no device cannot share two), and only those
//! are tested with [`groups_share`]. The few signatures too large to list device by device
//! (past [`EXPAND_BUDGET`] devices in all, widest last) are tested against every signature, as
//! are all pairs when there are at most [`PAIRWISE_MAX`] signatures. The result is the same
//! relation the test of every pair gives, kept as sorted rows (and as a bit matrix when small).

use super::csr::Csr;
use super::graph::NodeKind;
use super::model::groups_share;
use super::node::{Extras, Node};
use crate::hlo::DeviceGroups;

/// Up to this many signatures every pair is tested directly (cheaper than an index).
const PAIRWISE_MAX: usize = 64;

/// Devices listed into the device index at most, over all signatures (narrowest first).
const EXPAND_BUDGET: usize = 1 << 21;

/// Up to this many signatures queries read a bit matrix (`k * k / 8` bytes) instead of
/// searching a row.
const DENSE_MAX: usize = 2048;

/// Which pairs of signatures conflict: their groups share more than one device, or either is
/// unknown. Built near-linearly in the devices the groups list when each device lies in the
/// groups of few signatures; a device in the groups of `m` signatures adds `m^2` candidate
/// pairs, the pairs the relation may hold through it.
#[derive(Clone, Debug, Default)]
pub(crate) struct SigConflicts {
    /// Per signature: the signatures it conflicts with, ascending (itself when it does).
    rows: Csr<u32>,
    /// With at most [`DENSE_MAX`] signatures: the relation as bits, row-major, `words` per row.
    bits: Vec<u64>,
    words: usize,
}

impl SigConflicts {
    /// The relation over `reps` (signature `i`'s groups, `None` for unknown).
    fn new(reps: &[Option<DeviceGroups>]) -> Self {
        let k = reps.len();
        let mut pairs = conflicting_pairs(reps);
        pairs.sort_unstable();
        pairs.dedup();
        let rows = Csr::from_rows(k, &pairs);
        let (mut bits, mut words) = (Vec::new(), 0);
        if k <= DENSE_MAX {
            words = k.div_ceil(64);
            bits = vec![0u64; k * words];
            for &(a, b) in &pairs {
                bits[a as usize * words + b as usize / 64] |= 1 << (b % 64);
            }
        }
        SigConflicts { rows, bits, words }
    }

    /// Whether signatures `a` and `b` (both in range) conflict.
    pub(crate) fn get(&self, a: u32, b: u32) -> bool {
        if self.words > 0 {
            return self.bits[a as usize * self.words + b as usize / 64] >> (b % 64) & 1 == 1;
        }
        self.rows[a as usize].binary_search(&b).is_ok()
    }

    /// The signatures `a` conflicts with, ascending.
    pub(crate) fn of(&self, a: u32) -> &[u32] {
        self.rows.get(a as usize).unwrap_or(&[])
    }
}

/// Every conflicting pair `(a, b)` in both orders (and `(a, a)`), possibly repeated: the
/// candidates from the device index (or every pair when few), each decided by [`groups_share`]
/// on the lower signature first, as the test of every pair `a <= b` did.
fn conflicting_pairs(reps: &[Option<DeviceGroups>]) -> Vec<(u32, u32)> {
    let k = reps.len();
    let mut out: Vec<(u32, u32)> = Vec::new();
    let test = |a: usize, b: usize, out: &mut Vec<(u32, u32)>| {
        let (a, b) = (a.min(b), a.max(b));
        if groups_share(reps[a].as_ref(), reps[b].as_ref()) {
            out.push((a as u32, b as u32));
            out.push((b as u32, a as u32));
        }
    };
    if k <= PAIRWISE_MAX {
        for a in 0..k {
            for b in a..k {
                test(a, b, &mut out);
            }
        }
        return out;
    }
    // Unknown groups conflict with everything; groups of single devices with nothing known.
    let mut listed: Vec<usize> = Vec::new();
    for (s, r) in reps.iter().enumerate() {
        match r {
            None => (0..k).for_each(|t| test(s, t, &mut out)),
            Some(d) if d.group_size() >= 2 => listed.push(s),
            Some(_) => {}
        }
    }
    // The narrowest signatures go into the device index while the budget lasts; the rest are
    // wide and tested against every signature with groups of two devices or more.
    let size = |s: usize| reps[s].as_ref().map_or(0, DeviceGroups::total_devices);
    listed.sort_by_key(|&s| (size(s), s));
    let mut spent = 0usize;
    let cut = listed
        .iter()
        .position(|&s| {
            spent = spent.saturating_add(size(s));
            spent > EXPAND_BUDGET
        })
        .unwrap_or(listed.len());
    let (narrow, wide) = listed.split_at(cut);
    let mut at: Vec<(i64, u32)> = Vec::new();
    for &s in narrow {
        let Some(d) = &reps[s] else { continue };
        for g in 0..d.num_groups() {
            at.extend(d.group(g).map(|dev| (dev, s as u32)));
        }
    }
    at.sort_unstable();
    at.dedup();
    let mut cand: Vec<(u32, u32)> = Vec::new();
    for run in at.chunk_by(|x, y| x.0 == y.0) {
        for (i, &(_, a)) in run.iter().enumerate() {
            cand.extend(run[i + 1..].iter().map(|&(_, b)| (a, b)));
        }
    }
    cand.sort_unstable();
    cand.dedup();
    for &s in narrow {
        test(s, s, &mut out);
    }
    for (a, b) in cand {
        test(a as usize, b as usize, &mut out);
    }
    for (i, &w) in wide.iter().enumerate() {
        for &t in narrow.iter().chain(&wide[..=i]) {
            test(w, t, &mut out);
        }
    }
    out
}

/// Signatures of the collectives' device groups and which pairs conflict: per node its
/// signature (`u32::MAX` for none), the relation, and the number of signatures.
// `DeviceGroups` caches a device index inside; its order and hash read only its form.
#[allow(clippy::mutable_key_type)]
pub(crate) fn signatures(nodes: &[Node], extras: &Extras) -> (Vec<u32>, SigConflicts, usize) {
    let mut ids: std::collections::BTreeMap<Option<DeviceGroups>, u32> = Default::default();
    let mut reps: Vec<Option<DeviceGroups>> = Vec::new();
    let mut sig = vec![u32::MAX; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        let (NodeKind::AsyncStart { .. }, Some(c)) = (n.kind, extras.collective(n)) else {
            continue;
        };
        // Compact groups are their own key (an iota form compares in its few numbers).
        let key = &c.groups;
        sig[i] = match ids.get(key) {
            Some(&k) => k,
            None => {
                let next = ids.len() as u32;
                ids.insert(key.clone(), next);
                reps.push(key.clone());
                next
            }
        };
    }
    let k = reps.len();
    (sig, SigConflicts::new(&reps), k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::replica_groups::parse_replica_groups;

    fn dg(t: &str, devices: i64) -> Option<DeviceGroups> {
        Some(DeviceGroups::from_replica_groups(
            &parse_replica_groups(t).unwrap(),
            devices,
        ))
    }

    /// The relation from testing every pair, as the graph built it before the index.
    fn every_pair(reps: &[Option<DeviceGroups>]) -> Vec<bool> {
        let k = reps.len();
        let mut m = vec![false; k * k];
        for a in 0..k {
            for b in a..k {
                let c = groups_share(reps[a].as_ref(), reps[b].as_ref());
                m[a * k + b] = c;
                m[b * k + a] = c;
            }
        }
        m
    }

    fn same_as_every_pair(reps: &[Option<DeviceGroups>]) {
        let k = reps.len();
        let want = every_pair(reps);
        let got = SigConflicts::new(reps);
        let sparse = SigConflicts {
            bits: Vec::new(),
            words: 0,
            ..got.clone()
        };
        for a in 0..k {
            let row: Vec<u32> = (0..k as u32)
                .filter(|&b| want[a * k + b as usize])
                .collect();
            assert_eq!(got.of(a as u32), row.as_slice(), "row {a} of {reps:?}");
            for b in 0..k {
                let (a, b) = (a as u32, b as u32);
                assert_eq!(got.get(a, b), want[a as usize * k + b as usize], "{a} {b}");
                assert_eq!(sparse.get(a, b), got.get(a, b), "{a} {b}");
            }
        }
    }

    #[test]
    fn the_index_finds_every_pair_the_tests_of_all_pairs_find() {
        let mut reps = Vec::new();
        // Sliding windows of 2 and 3 devices, unknown groups, single devices, compact forms.
        for i in 0..40i64 {
            reps.push(Some(DeviceGroups::explicit(vec![vec![i, i + 1]])));
            reps.push(Some(DeviceGroups::explicit(vec![vec![i, i + 2, i + 4]])));
        }
        reps.push(None);
        reps.push(Some(DeviceGroups::explicit(vec![vec![3], vec![4]])));
        reps.push(dg("[4,2]<=[8]", 64));
        reps.push(dg("[2,4]<=[8]", 64));
        reps.push(dg("[4,2]<=[2,4]T(1,0)", 64));
        reps.push(dg("{}", 64));
        reps.push(dg("[32,2]<=[64]", 64));
        reps.push(Some(DeviceGroups::explicit(vec![vec![5, 5]])));
        same_as_every_pair(&reps);
        // Past the budget: the widest groups are tested against every signature.
        reps.push(dg("[1,1048576]<=[1048576]", 1 << 20));
        reps.push(dg("[2,524288]<=[1048576]", 1 << 20));
        reps.push(dg("[524288,2]<=[1048576]", 1 << 20));
        same_as_every_pair(&reps);
        // Few signatures: every pair.
        same_as_every_pair(&reps[..10]);
    }

    #[test]
    fn neighbours_sharing_one_device_do_not_conflict() {
        let reps: Vec<_> = (0..3000i64)
            .map(|i| Some(DeviceGroups::explicit(vec![vec![i, i + 1]])))
            .collect();
        let c = SigConflicts::new(&reps);
        assert!((0..3000u32).all(|s| c.of(s) == [s]));
        assert!(c.bits.is_empty());
    }
}
