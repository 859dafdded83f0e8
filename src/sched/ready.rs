//! The ready set, kept sorted so that no step scans it (XLA scans it linearly, reference notes
//! §1.12). Candidates are split into buckets by the resources they need (a bucket is skipped
//! while its resources are saturated); inside a bucket the nodes ready now ("available") sit
//! in groups keyed by the static rule prefix and async depth, and the nodes not ready yet
//! ("pending") in one set ordered by prefix and ready time (the less-stall rule).
//!
//! Keys are "larger is better" tuples; the rule order is that of [`super::rules::Rule::ORDER`].

use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Bound;

/// Rules before less-stall: force-early, not force-delay, -priority, -memory increase, done.
pub(crate) type Prefix = (u8, u8, i64, i64, u8);
/// Rules after avoid-waste: unlock-done, creates-more-ready-nodes, decrease-memory, position.
pub(crate) type Suffix = (u8, u32, u8, u32);
type F = OrderedFloat<f64>;

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

#[derive(Default)]
struct Group {
    by_suffix: BTreeSet<(Suffix, u32)>,
    by_cost: BTreeSet<(F, Reverse<Suffix>, u32)>,
}

/// One bucket of candidates (see the module doc).
#[derive(Default)]
pub(crate) struct Bucket {
    avail: BTreeMap<(Prefix, F, F), Group>,
    pending: BTreeSet<(Prefix, F, F, F, Suffix, u32)>,
    with_cost: bool,
    len: usize,
}

impl Bucket {
    /// A bucket; `with_cost` keeps the cost index the avoid-waste rule needs.
    pub fn new(with_cost: bool) -> Self {
        Bucket {
            with_cost,
            ..Default::default()
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn insert_avail(&mut self, id: u32, k: &Keys) {
        let g = self
            .avail
            .entry((k.prefix, OrderedFloat(k.depth), OrderedFloat(k.crit)))
            .or_default();
        g.by_suffix.insert((k.suffix, id));
        if self.with_cost {
            g.by_cost
                .insert((OrderedFloat(k.cost), Reverse(k.suffix), id));
        }
        self.len += 1;
    }

    pub fn remove_avail(&mut self, id: u32, k: &Keys) {
        let gk = (k.prefix, OrderedFloat(k.depth), OrderedFloat(k.crit));
        let mut empty = false;
        if let Some(g) = self.avail.get_mut(&gk) {
            if g.by_suffix.remove(&(k.suffix, id)) {
                self.len -= 1;
            }
            if self.with_cost {
                g.by_cost
                    .remove(&(OrderedFloat(k.cost), Reverse(k.suffix), id));
            }
            empty = g.by_suffix.is_empty();
        }
        if empty {
            self.avail.remove(&gk);
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

    /// The best available node; with `gap` (avoid-waste active) the one of the best group
    /// whose cost is closest to the gap, ties broken by the suffix.
    pub fn best_avail(&self, gap: Option<f64>) -> Option<u32> {
        let (_, g) = self.avail.iter().next_back()?;
        let Some(gap) = gap.filter(|_| self.with_cost) else {
            return g.by_suffix.iter().next_back().map(|x| x.1);
        };
        let gf = OrderedFloat(gap);
        let lo_key = (gf, Reverse(SUFFIX_MAX), 0u32);
        let hi_key = (gf, Reverse(SUFFIX_MIN), u32::MAX);
        // Smallest cost >= gap, best suffix at that cost (first in Reverse order).
        let above = g
            .by_cost
            .range((Bound::Included(lo_key), Bound::Unbounded))
            .next();
        // Largest cost <= gap, then the best suffix at exactly that cost.
        let below = g
            .by_cost
            .range((Bound::Unbounded, Bound::Included(hi_key)))
            .next_back()
            .and_then(|&(c, _, _)| {
                g.by_cost
                    .range((
                        Bound::Included((c, Reverse(SUFFIX_MAX), 0u32)),
                        Bound::Unbounded,
                    ))
                    .next()
            });
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

    /// The best pending node: best prefix, earliest ready time, then depth and suffix.
    pub fn best_pending(&self) -> Option<u32> {
        self.pending.iter().next_back().map(|k| k.5)
    }

    /// Every node in the bucket (for re-keying when the memory mode flips).
    pub fn all_ids(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self
            .avail
            .values()
            .flat_map(|g| g.by_suffix.iter().map(|x| x.1))
            .collect();
        v.extend(self.pending.iter().map(|k| k.5));
        v
    }
}
