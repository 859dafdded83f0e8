//! The device-sharing rule inside the index of [`super::xla_schedule`]'s ready set: a ready
//! done whose collective conflicts with one in flight is not selectable, and is kept out of its
//! bucket (parked) while its signature is blocked. Dones of every signature share a bucket, so
//! a step visits a few buckets, not one per signature (issue 22: a module with a replica group
//! per collective had a bucket per collective, each visited and checked at every step).
//!
//! A signature is blocked while a signature it conflicts with is in XLA's in-flight list; the
//! count per signature changes only when a signature enters or leaves that list, along that
//! signature's conflict row, and only the ready dones of signatures whose blocking flips move.
//! Used when every start has one done (then a ready done's own start is never in flight and
//! the rule is one per signature); otherwise each done is checked when visited.

use super::index::Index;
use super::State;
use crate::sched::graph::NodeKind;
use crate::sched::Graph;

/// Ready dones by signature and which signatures are blocked (see the module doc).
pub(super) struct Parking {
    /// Per signature: signatures in flight that conflict with it (blocked when > 0).
    blocked: Vec<u32>,
    /// Per signature: its ready dones in the index, in their bucket or parked.
    ready: Vec<Vec<u32>>,
    /// Per node: its place in its signature's `ready` list.
    at: Vec<u32>,
    /// Per node: the signature of a done's collective (`u32::MAX`: none, or not a done).
    sig: Vec<u32>,
}

impl Parking {
    /// Nothing in flight, nothing ready.
    pub(super) fn new(g: &Graph) -> Self {
        let sig = g
            .nodes
            .iter()
            .map(|n| match n.kind {
                NodeKind::AsyncDone { start } => g.sig_of(start),
                _ => u32::MAX,
            })
            .collect();
        Parking {
            blocked: vec![0; g.nsig],
            ready: vec![Vec::new(); g.nsig],
            at: vec![u32::MAX; g.len()],
            sig,
        }
    }

    /// Records ready done `i` entering (`insert`) or leaving the index; true when it is parked
    /// (its signature blocked), so its bucket must not hold it.
    pub(super) fn entry(&mut self, i: usize, insert: bool) -> bool {
        let s = self.sig[i];
        if s == u32::MAX {
            return false;
        }
        let list = &mut self.ready[s as usize];
        if insert {
            self.at[i] = list.len() as u32;
            list.push(i as u32);
        } else {
            let k = self.at[i] as usize;
            list.swap_remove(k);
            if let Some(&moved) = list.get(k) {
                self.at[moved as usize] = k as u32;
            }
            self.at[i] = u32::MAX;
        }
        self.blocked[s as usize] > 0
    }

    /// Whether ready node `i` is parked.
    pub(super) fn parked(&self, i: usize) -> bool {
        let s = self.sig[i];
        s != u32::MAX && self.blocked[s as usize] > 0
    }
}

impl State<'_> {
    /// Index upkeep when signature `f` enters (`up`) or leaves XLA's in-flight list: the
    /// signatures it conflicts with are blocked or freed, and the ready dones of those whose
    /// blocking flips leave or re-enter their buckets.
    pub(super) fn index_flight(&mut self, f: u32, up: bool) {
        let Some(mut idx) = self.index.take() else {
            return;
        };
        if let Some(mut p) = idx.parking.take() {
            for &t in self.g.sig_conflicts_of(f) {
                let b = &mut p.blocked[t as usize];
                let flips = if up {
                    *b += 1;
                    *b == 1
                } else {
                    *b -= 1;
                    *b == 0
                };
                if flips {
                    for &i in &p.ready[t as usize] {
                        self.bucket_entry(&mut idx, i as usize, !up);
                    }
                }
            }
            idx.parking = Some(p);
        }
        self.index = Some(idx);
    }
}

/// Whether index `idx` has parked ready node `i` (then its slot is in no bucket).
pub(super) fn is_parked(idx: &Index, i: usize) -> bool {
    idx.parking.as_ref().is_some_and(|p| p.parked(i))
}
