//! The ready set, kept sorted so that no step scans it (XLA scans it linearly, reference notes
//! §1.12). Candidates are split into buckets by the resources they need (a bucket is skipped
//! while its resources are saturated); inside a bucket the nodes ready now ("available") sit
//! in groups keyed by the static rule prefix and async depth, and the nodes not ready yet
//! ("pending") in one set ordered by prefix and ready time (the less-stall rule).
//!
//! Keys are "larger is better" tuples; the rule order is that of [`super::rules::Rule::ORDER`].

use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Bound;

/// Rules before less-stall: force-early, not force-delay, -priority, -memory increase, done.
pub(crate) type Prefix = (u8, u8, i64, i64, u8);
/// Rules after avoid-waste: unlock-done, creates-more-ready-nodes, decrease-memory, position.
pub(crate) type Suffix = (u8, u32, u8, u32);
type F = OrderedFloat<f64>;
/// The key of a group of available nodes: prefix, depth, critical path.
type GKey = (Prefix, F, F);
/// A part's best entry: its best group key, that group's best suffix and node, and the part.
type Top = (GKey, Suffix, u32, u32);

const SUFFIX_MAX: Suffix = (u8::MAX, u32::MAX, u8::MAX, u32::MAX);
const SUFFIX_MIN: Suffix = (0, 0, 0, 0);

/// The sort keys of one node at one moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Keys {
    pub prefix: Prefix,
    pub depth: f64,
    pub crit: f64,
    pub cost: f64,
    pub ready: f64,
    pub suffix: Suffix,
}

impl Keys {
    /// The key of the group of available nodes it belongs to: prefix, depth, critical path.
    fn group_key(&self) -> GKey {
        (
            self.prefix,
            OrderedFloat(self.depth),
            OrderedFloat(self.crit),
        )
    }
}

/// The available nodes of one key. Most groups hold one node (the critical-path rule makes
/// keys nearly unique), so that one is kept inline: no set is allocated, filled and freed for
/// it on every attach and detach.
enum Group {
    One {
        suffix: Suffix,
        id: u32,
        cost: F,
    },
    Many {
        by_suffix: BTreeSet<(Suffix, u32)>,
        by_cost: BTreeSet<(F, Reverse<Suffix>, u32)>,
    },
}

/// A by-cost entry: cost, then the best suffix first, then the id.
type CostEntry = (F, Reverse<Suffix>, u32);

impl Group {
    /// The group's best node by suffix (no avoid-waste).
    fn best_by_suffix(&self) -> (Suffix, u32) {
        match self {
            Group::One { suffix, id, .. } => (*suffix, *id),
            Group::Many { by_suffix, .. } => by_suffix.iter().next_back().copied().unwrap_or(
                // A `Many` group is never left empty (see `remove_avail`).
                (SUFFIX_MIN, u32::MAX),
            ),
        }
    }

    /// The entries around `gap`: the smallest cost >= gap with the best suffix at that cost,
    /// and the largest cost <= gap with the best suffix at that cost.
    fn around(&self, gap: f64) -> (Option<CostEntry>, Option<CostEntry>) {
        let gf = OrderedFloat(gap);
        let lo_key = (gf, Reverse(SUFFIX_MAX), 0u32);
        let hi_key = (gf, Reverse(SUFFIX_MIN), u32::MAX);
        match self {
            Group::One { suffix, id, cost } => {
                let e = (*cost, Reverse(*suffix), *id);
                ((e >= lo_key).then_some(e), (e <= hi_key).then_some(e))
            }
            Group::Many { by_cost, .. } => {
                let above = by_cost
                    .range((Bound::Included(lo_key), Bound::Unbounded))
                    .next()
                    .copied();
                let below = by_cost
                    .range((Bound::Unbounded, Bound::Included(hi_key)))
                    .next_back()
                    .and_then(|&(c, _, _)| {
                        by_cost
                            .range((
                                Bound::Included((c, Reverse(SUFFIX_MAX), 0u32)),
                                Bound::Unbounded,
                            ))
                            .next()
                            .copied()
                    });
                (above, below)
            }
        }
    }
}

/// Of the nodes just above and just below `gap`, the one closer to it (ties: the better
/// suffix, then the larger id).
fn closest(above: Option<CostEntry>, below: Option<CostEntry>, gap: f64) -> Option<u32> {
    match (above, below) {
        (Some(a), None) => Some(a.2),
        (None, Some(b)) => Some(b.2),
        (None, None) => None,
        (Some(a), Some(b)) => {
            let da = a.0 .0 - gap;
            let db = gap - b.0 .0;
            if da < db {
                Some(a.2)
            } else if db < da {
                Some(b.2)
            } else if (a.1 .0, a.2) >= (b.1 .0, b.2) {
                Some(a.2)
            } else {
                Some(b.2)
            }
        }
    }
}

/// [`Group::around`] and [`closest`] over the union index's nodes at key `top`.
fn closest_in_union(u: &BTreeSet<(GKey, CostEntry)>, top: GKey, gap: f64) -> Option<u32> {
    let gf = OrderedFloat(gap);
    let lo = (top, (gf, Reverse(SUFFIX_MAX), 0u32));
    let hi = (top, (gf, Reverse(SUFFIX_MIN), u32::MAX));
    let above = u
        .range((Bound::Included(lo), Bound::Unbounded))
        .next()
        .filter(|e| e.0 == top)
        .map(|e| e.1);
    let below = u
        .range((Bound::Unbounded, Bound::Included(hi)))
        .next_back()
        .filter(|e| e.0 == top)
        .and_then(|&(_, (c, _, _))| {
            u.range((
                Bound::Included((top, (c, Reverse(SUFFIX_MAX), 0u32))),
                Bound::Unbounded,
            ))
            .next()
            .map(|e| e.1)
        });
    closest(above, below, gap)
}

/// One bucket of candidates (see the module doc). Its available nodes are split into parts:
/// part 0 holds every ordinary node, each further part the pair-closing nodes of one device
/// group signature, so that the parts of signatures blocked by a collective in flight are
/// skipped as a whole instead of their nodes being taken out and put back at every start and
/// done. The choice among the open parts is the one a single set of their union would make.
/// The open parts' best keys are kept sorted, each with its group's best suffix, so a choice
/// takes the best of them without visiting every part (a module can have a signature per
/// collective, and all their dones can tie at one key); only the avoid-waste rule visits the
/// parts at the best key.
pub(crate) struct Bucket {
    avail: Vec<BTreeMap<GKey, Group>>,
    /// Per part: the signature it holds (`u32::MAX` for part 0).
    part_sig: Vec<u32>,
    /// Per part: open (its signature not blocked; part 0 always).
    open: Vec<bool>,
    /// The best entry of every open part with available nodes: its best key, that group's
    /// best suffix and node, and the part.
    tops: BTreeSet<Top>,
    pending: BTreeSet<(Prefix, F, F, F, Suffix, u32)>,
    with_cost: bool,
    /// With the avoid-waste rule and many parts: every available node of the open parts by
    /// group key and cost, so the node closest to the gap at the best key is found without
    /// visiting each part's group at that key.
    union: Option<BTreeSet<(GKey, CostEntry)>>,
    len: usize,
}

/// Buckets with more parts than this keep [`Bucket`]'s union cost index; with fewer, a choice
/// under avoid-waste visits the parts at the best key (at most this many), and opening or
/// closing a part costs nothing.
const UNION_MIN_PARTS: usize = 64;

impl Bucket {
    /// A bucket; `with_cost` keeps the cost index the avoid-waste rule needs; `sigs` are the
    /// signatures of its parts after part 0.
    pub fn new(with_cost: bool, sigs: &[u32]) -> Self {
        let mut part_sig = vec![u32::MAX];
        part_sig.extend_from_slice(sigs);
        Bucket {
            avail: part_sig.iter().map(|_| BTreeMap::new()).collect(),
            open: vec![true; part_sig.len()],
            tops: BTreeSet::new(),
            part_sig,
            pending: BTreeSet::new(),
            union: (with_cost && sigs.len() > UNION_MIN_PARTS).then(BTreeSet::new),
            with_cost,
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// Part `part`'s best entry.
    fn top_of(&self, part: u32) -> Option<Top> {
        let (k, g) = self.avail.get(part as usize)?.iter().next_back()?;
        let (suffix, id) = g.best_by_suffix();
        Some((*k, suffix, id, part))
    }

    /// Keeps `tops` after part `part`'s best entry was `before`.
    fn retop(&mut self, part: u32, before: Option<Top>) {
        if !self.open.get(part as usize).copied().unwrap_or(false) {
            return;
        }
        let after = self.top_of(part);
        if before != after {
            if let Some(b) = before {
                self.tops.remove(&b);
            }
            if let Some(a) = after {
                self.tops.insert(a);
            }
        }
    }

    /// Opens or closes part `part` (its signature blocked or not; part 0 stays open).
    pub fn set_open(&mut self, part: u32, open: bool) {
        let p = part as usize;
        if p == 0 || p >= self.open.len() || self.open[p] == open {
            return;
        }
        if let Some(t) = self.top_of(part) {
            if open {
                self.tops.insert(t);
            } else {
                self.tops.remove(&t);
            }
        }
        self.open[p] = open;
        if let Some(u) = self.union.as_mut() {
            for (k, g) in &self.avail[p] {
                let entries: smallvec::SmallVec<[CostEntry; 1]> = match g {
                    Group::One { suffix, id, cost } => {
                        smallvec::smallvec![(*cost, Reverse(*suffix), *id)]
                    }
                    Group::Many { by_cost, .. } => by_cost.iter().copied().collect(),
                };
                for e in entries {
                    if open {
                        u.insert((*k, e));
                    } else {
                        u.remove(&(*k, e));
                    }
                }
            }
        }
    }

    pub fn insert_avail(&mut self, id: u32, part: u32, k: &Keys) {
        let before = self.top_of(part);
        self.insert_group(id, part, k);
        self.retop(part, before);
        self.union_update(id, part, k, true);
    }

    pub fn remove_avail(&mut self, id: u32, part: u32, k: &Keys) {
        let before = self.top_of(part);
        self.remove_group(id, part, k);
        self.retop(part, before);
        self.union_update(id, part, k, false);
    }

    /// Node `id` entering (`insert`) or leaving the union cost index, when the bucket keeps
    /// one and its part is open.
    fn union_update(&mut self, id: u32, part: u32, k: &Keys, insert: bool) {
        let Some(u) = self.union.as_mut() else {
            return;
        };
        if !self.open.get(part as usize).copied().unwrap_or(false) {
            return;
        }
        let e = (k.group_key(), (OrderedFloat(k.cost), Reverse(k.suffix), id));
        if insert {
            u.insert(e);
        } else {
            u.remove(&e);
        }
    }

    fn insert_group(&mut self, id: u32, part: u32, k: &Keys) {
        let cost = OrderedFloat(k.cost);
        let with_cost = self.with_cost;
        let Some(avail) = self.avail.get_mut(part as usize) else {
            return;
        };
        match avail.entry(k.group_key()) {
            Entry::Vacant(v) => {
                v.insert(Group::One {
                    suffix: k.suffix,
                    id,
                    cost,
                });
            }
            Entry::Occupied(mut o) => {
                let g = o.get_mut();
                if let Group::One {
                    suffix: s0,
                    id: i0,
                    cost: c0,
                } = *g
                {
                    let mut by_cost = BTreeSet::new();
                    if with_cost {
                        by_cost.insert((c0, Reverse(s0), i0));
                    }
                    *g = Group::Many {
                        by_suffix: BTreeSet::from([(s0, i0)]),
                        by_cost,
                    };
                }
                if let Group::Many { by_suffix, by_cost } = g {
                    by_suffix.insert((k.suffix, id));
                    if with_cost {
                        by_cost.insert((cost, Reverse(k.suffix), id));
                    }
                }
            }
        }
        self.len += 1;
    }

    fn remove_group(&mut self, id: u32, part: u32, k: &Keys) {
        let gk = k.group_key();
        let Some(avail) = self.avail.get_mut(part as usize) else {
            return;
        };
        let Entry::Occupied(mut o) = avail.entry(gk) else {
            return;
        };
        let empty = match o.get_mut() {
            Group::One { suffix, id: i0, .. } => {
                let hit = *i0 == id && *suffix == k.suffix;
                if hit {
                    self.len -= 1;
                }
                hit
            }
            Group::Many { by_suffix, by_cost } => {
                if by_suffix.remove(&(k.suffix, id)) {
                    self.len -= 1;
                }
                if self.with_cost {
                    by_cost.remove(&(OrderedFloat(k.cost), Reverse(k.suffix), id));
                }
                by_suffix.is_empty()
            }
        };
        if empty {
            o.remove();
        }
    }

    pub fn insert_pending(&mut self, id: u32, k: &Keys) {
        if self.pending.insert(Self::pkey(id, k)) {
            self.len += 1;
        }
    }

    pub fn remove_pending(&mut self, id: u32, k: &Keys) {
        if self.pending.remove(&Self::pkey(id, k)) {
            self.len -= 1;
        }
    }

    fn pkey(id: u32, k: &Keys) -> (Prefix, F, F, F, Suffix, u32) {
        (
            k.prefix,
            OrderedFloat(-k.ready),
            OrderedFloat(k.depth),
            OrderedFloat(k.crit),
            k.suffix,
            id,
        )
    }

    /// The best available node of the open parts (see [`Bucket::set_open`]; part 0 always);
    /// with `gap` (avoid-waste active) the one of the best group whose cost is closest to the
    /// gap, ties broken by the suffix.
    pub fn best_avail(&self, gap: Option<f64>) -> Option<u32> {
        // The best entry over the open parts: without avoid-waste, the best suffix of the
        // groups at the best key is its own.
        let &(top, _, best, _) = self.tops.iter().next_back()?;
        let Some(gap) = gap.filter(|_| self.with_cost) else {
            return Some(best);
        };
        if let Some(u) = &self.union {
            return closest_in_union(u, top, gap);
        }
        // Every open part's group at that key.
        let groups: smallvec::SmallVec<[&Group; 2]> = self
            .tops
            .range((top, SUFFIX_MIN, 0, 0)..=(top, SUFFIX_MAX, u32::MAX, u32::MAX))
            .filter_map(|&(_, _, _, p)| self.avail[p as usize].get(&top))
            .collect();
        if let [Group::One { id, .. }] = groups.as_slice() {
            // A lone node is the best of its group whatever the gap.
            return Some(*id);
        }
        let (mut above, mut below): (Option<CostEntry>, Option<CostEntry>) = (None, None);
        for g in &groups {
            let (a, b) = g.around(gap);
            // The union's smallest entry >= gap, and its largest cost <= gap with the
            // smallest entry (the best suffix) at that cost.
            above = match (above, a) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            };
            below = match (below, b) {
                (Some(x), Some(y)) if y.0 > x.0 || (y.0 == x.0 && y < x) => Some(y),
                (Some(x), _) => Some(x),
                (None, y) => y,
            };
        }
        closest(above, below, gap)
    }

    /// The best pending node: best prefix, earliest ready time, then depth and suffix.
    pub fn best_pending(&self) -> Option<u32> {
        self.pending.iter().next_back().map(|k| k.5)
    }

    /// The nodes of the parts whose signature `include` accepts (`u32::MAX`: part 0 and the
    /// pending nodes).
    pub fn ids(&self, include: impl Fn(u32) -> bool) -> Vec<u32> {
        let mut v: Vec<u32> = Vec::new();
        for (m, &sig) in self.avail.iter().zip(&self.part_sig) {
            if !include(sig) {
                continue;
            }
            for g in m.values() {
                match g {
                    Group::One { id, .. } => v.push(*id),
                    Group::Many { by_suffix, .. } => v.extend(by_suffix.iter().map(|x| x.1)),
                }
            }
        }
        if include(u32::MAX) {
            v.extend(self.pending.iter().map(|k| k.5));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64: reproducible draws without a crate.
    struct Draw(u64);

    impl Draw {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) % n
        }
    }

    /// The choice [`Bucket::best_avail`] must make, from the available nodes of the open parts
    /// alone: the best group key, then the best suffix, or under avoid-waste the cost closest
    /// to the gap (the smallest entry at or above it against the best suffix at the largest
    /// cost at or below it).
    fn reference(nodes: &[(u32, u32, Keys)], open: &[bool], gap: Option<f64>) -> Option<u32> {
        let gkey = |k: &Keys| k.group_key();
        let cands: Vec<&(u32, u32, Keys)> = nodes.iter().filter(|n| open[n.1 as usize]).collect();
        let top = cands.iter().map(|n| gkey(&n.2)).max()?;
        let at: Vec<&(u32, u32, Keys)> = cands.into_iter().filter(|n| gkey(&n.2) == top).collect();
        let Some(gap) = gap else {
            return at.iter().map(|n| (n.2.suffix, n.0)).max().map(|x| x.1);
        };
        let entries: Vec<CostEntry> = at
            .iter()
            .map(|n| (OrderedFloat(n.2.cost), Reverse(n.2.suffix), n.0))
            .collect();
        let gf = OrderedFloat(gap);
        let above = entries
            .iter()
            .filter(|e| **e >= (gf, Reverse(SUFFIX_MAX), 0))
            .min()
            .copied();
        let below = entries
            .iter()
            .filter(|e| **e <= (gf, Reverse(SUFFIX_MIN), u32::MAX))
            .map(|e| e.0)
            .max()
            .and_then(|c| entries.iter().filter(|e| e.0 == c).min().copied());
        closest(above, below, gap)
    }

    /// Random inserts, removals and parts opened and closed, with many ties, in buckets below
    /// and above the union index's part count: every choice is the reference's.
    #[test]
    fn choices_match_the_reference_with_few_and_many_parts() {
        for parts in [3u32, UNION_MIN_PARTS as u32 + 37] {
            let mut d = Draw(u64::from(parts));
            let sigs: Vec<u32> = (1..parts).collect();
            let mut b = Bucket::new(true, &sigs);
            let mut open = vec![true; parts as usize];
            let mut nodes: Vec<(u32, u32, Keys)> = Vec::new();
            let mut next_id = 0u32;
            for step in 0..6000 {
                match d.below(10) {
                    0..=4 => {
                        let part = d.below(u64::from(parts)) as u32;
                        let k = Keys {
                            prefix: (d.below(2) as u8, 0, d.below(2) as i64, 0, 0),
                            depth: d.below(2) as f64,
                            crit: d.below(3) as f64,
                            cost: d.below(6) as f64 * 0.5,
                            ready: 0.0,
                            suffix: (d.below(2) as u8, d.below(3) as u32, 0, d.below(4) as u32),
                        };
                        b.insert_avail(next_id, part, &k);
                        nodes.push((next_id, part, k));
                        next_id += 1;
                    }
                    5..=7 if !nodes.is_empty() => {
                        let i = d.below(nodes.len() as u64) as usize;
                        let (id, part, k) = nodes.swap_remove(i);
                        b.remove_avail(id, part, &k);
                    }
                    _ => {
                        let part = 1 + d.below(u64::from(parts - 1)) as u32;
                        let o = d.below(2) == 0;
                        b.set_open(part, o);
                        open[part as usize] = o;
                    }
                }
                for gap in [None, Some(0.0), Some(0.75), Some(1.0), Some(9.0)] {
                    assert_eq!(
                        b.best_avail(gap),
                        reference(&nodes, &open, gap),
                        "{parts} parts, step {step}, gap {gap:?}"
                    );
                }
            }
        }
    }
}
