//! The ready set of [`super::xla_schedule`] indexed, so a step finds XLA's winner without
//! scanning every ready node, with exactly the decision (node and rule) of the full scan.
//!
//! Why it is exact. XLA's scan is a tournament in ready-vector order: the first selectable
//! node is the best, each later one replaces it when the chain says it is better. The chain's
//! rules up to `kAsyncDepth` (the *prefix*) are each a comparison of one value per candidate
//! when the memory rules are not reached and `kDelayDoneOfForceDelayedAsyncStart` is inert (no
//! start forced to be delayed): so the winner has the largest prefix key among the selectable
//! nodes, and it is the tournament restricted to that class in ready-vector order (a best
//! without the largest key loses to the class's first member, a best with it loses to no node
//! outside). The rest of the chain (`kAvoidWaste`, `kUnlockDone`, `kCreatesMoreReadyNodes`,
//! `kOriginalOrder`) is again one value per candidate unless `kAvoidWaste` compares a node that
//! releases a resource with one that does not; then the class is put in ready-vector order and
//! the tournament run on it. The rule XLA records is that of the scan's last comparison: the
//! last selectable node `L` against the best before it, which is the winner `W` when `L` is not
//! `W`, and the tournament over every other selectable node when it is.
//!
//! How a class is found. Ready nodes are kept in buckets of nodes alike in what the prefix reads
//! besides the ready time and async depth (force hints, delay priority, whether the node
//! occupies a resource, and which: plain nodes, starts of one resource, dones of one resource).
//! In a bucket the prefix orders nodes by stall (`kLessStall`: nodes ready by now tie), then
//! async depth (for starts, `kStartAtZeroDepth` and `kFreeBackedupResource` read the bucket's
//! resource and the depth only), so each bucket keeps its nodes in a B-tree by (ready time or
//! "ready now", depth, unlock, ready-if, position): its first selectable entry is its best, and
//! the rest of the chain without `kAvoidWaste` picks the first entry of the class. Buckets of
//! nodes that release nothing also keep a B-tree by cost inside each class, for `kAvoidWaste`'s
//! distance to the next ready time (the nearest costs on either side). A bucket of dones whose
//! resource has no free unit is skipped whole. Anything outside these conditions (memory rules
//! reached, a node needing resources idle in the ready set, two ready times that round to the
//! same stall, a mixed class of more than [`MIXED_LIMIT`] nodes) takes the full scan for that
//! step, which is the reference.

use super::park::{is_parked, Parking};
use super::{Cand, State, Use, XlaRule, XlaRulesConfig};
use crate::sched::graph::NodeKind;
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

/// A class that mixes releasing and non-releasing nodes with a node pending (so `kAvoidWaste`
/// need not be one value per candidate) is run as a tournament when it has at most this many
/// nodes, and by the full scan above it.
pub(super) const MIXED_LIMIT: usize = 1024;

/// (ready time's bits, or 0 when ready by now; depth's bits inverted; unlock inverted;
/// ready-if inverted; position inverted; node): the first entry is the bucket's best.
type KeyA = (u64, u64, u8, u32, u32, u32);
/// [`KeyA`] with the cost's bits after the depth: one class's nodes by cost.
type KeyB = (u64, u64, u64, u8, u32, u32, u32);

/// What a bucket's nodes share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct BucketId {
    force_early: bool,
    force_delay: bool,
    delay_priority: i32,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Kind {
    /// Neither occupies nor releases a resource.
    Plain,
    /// An async start: releases this resource.
    Start(u32),
    /// An async done: occupies this resource; its start's group signature, or `u32::MAX` for
    /// every signature alike when the device-sharing rule parks a blocked signature's dones
    /// (see [`super::park`]).
    Done(u32, u32),
}

#[derive(Default)]
struct Bucket {
    a: BTreeSet<KeyA>,
    /// Only in buckets whose nodes release nothing.
    b: BTreeSet<KeyB>,
    /// The members' ready-vector slots.
    slots: BTreeSet<u32>,
    releasing: bool,
    /// The resource a done bucket occupies.
    done_res: Option<usize>,
    /// A done bucket's signature (`u32::MAX`: none, or dones of every signature).
    sig: u32,
}

/// The index (see the module's notes).
pub(super) struct Index {
    /// Per node: its bucket (`u32::MAX`: none, a no-op or a node needing resources idle).
    bucket_of: Vec<u32>,
    buckets: Vec<Bucket>,
    /// Buckets with members.
    nonempty: BTreeSet<u32>,
    /// Per node: ready by now (its stall is 0) in its keys.
    present: Vec<bool>,
    /// Ready nodes not ready by now, soonest first (stale entries skipped).
    future: BinaryHeap<Reverse<(u64, u32)>>,
    /// Ready nodes without a bucket.
    misc_ready: usize,
    /// Some start has several dones (then a ready done's own start can be in flight, and
    /// the device-sharing rule is checked per done when visited).
    multi_done: bool,
    /// Otherwise: the dones the device-sharing rule holds back, kept out of their buckets.
    pub(super) parking: Option<Parking>,
}

/// Dones of every signature share a bucket, and a blocked signature's dones are parked out of
/// it, only above this many signatures. With fewer, a bucket per signature is skipped whole
/// while its signature is blocked: parking would move every ready done of a signature at each
/// start and done of a conflicting one (an FSDP module's hundreds of ready all-gather dones of
/// one group), which took the XLA rules from 0.06 to 11 s on the 100k-instruction generated module.
const PARK_MIN_SIGNATURES: usize = 64;

/// A non-negative finite number's bits, in its order (`-0.0` as `0.0`).
fn bits(x: f64) -> u64 {
    (x + 0.0).to_bits()
}

fn unbits(b: u64) -> f64 {
    f64::from_bits(b)
}

/// A bucket's best selectable node and its class.
#[derive(Clone, Copy)]
struct Top {
    bucket: u32,
    node: u32,
    rt: u64,
    nd: u64,
}

impl Index {
    /// The index for `s`'s graph, or `None` when its conditions never hold (then every step
    /// scans): the chain is not XLA:GPU's (`cfg`: aggressive, stall before depth), a start is forced to be delayed, or a cost,
    /// latency or depth is negative or not finite.
    pub(super) fn new(s: &State<'_>, cfg: &XlaRulesConfig) -> Option<Index> {
        let g = s.g;
        // The chain's shape is the configuration's; the memory rules act only when reached.
        if !cfg.aggressive || cfg.prioritize_async_depth_over_stall {
            return None;
        }
        let finite = |x: f64| x.is_finite() && x >= 0.0;
        for (i, n) in g.nodes.iter().enumerate() {
            if matches!(n.kind, NodeKind::AsyncStart { .. }) && n.hints.force_delay {
                return None;
            }
            if !finite(s.cost(i)) || !finite(s.async_depth[i]) {
                return None;
            }
            if g.succs[i].iter().any(|a| !finite(a.latency)) {
                return None;
            }
        }
        let mut dones = vec![0u32; g.len()];
        for n in &g.nodes {
            if let NodeKind::AsyncDone { start } = n.kind {
                dones[start.index()] += 1;
            }
        }
        let multi_done = dones.iter().any(|&d| d > 1);
        let park = !multi_done && g.nsig > PARK_MIN_SIGNATURES;
        let mut ids: std::collections::HashMap<BucketId, u32> = Default::default();
        let mut buckets = Vec::new();
        let bucket_of = (0..g.len())
            .map(|i| {
                if s.nops[i] || !g.requires[i].is_empty() {
                    return u32::MAX;
                }
                let h = &g.nodes[i].hints;
                let kind = match s.uses[i] {
                    Use::None => Kind::Plain,
                    Use::Release(r) => Kind::Start(r.index() as u32),
                    Use::Occupy(r) => Kind::Done(
                        r.index() as u32,
                        match g.nodes[i].kind {
                            NodeKind::AsyncDone { start } if !park => g.sig_of(start),
                            _ => u32::MAX,
                        },
                    ),
                };
                let id = BucketId {
                    force_early: h.force_early,
                    force_delay: h.force_delay,
                    delay_priority: h.delay_priority,
                    kind,
                };
                *ids.entry(id).or_insert_with(|| {
                    buckets.push(Bucket {
                        releasing: matches!(kind, Kind::Start(_)),
                        done_res: match kind {
                            Kind::Done(r, _) => Some(r as usize),
                            _ => None,
                        },
                        sig: match kind {
                            Kind::Done(_, sig) => sig,
                            _ => u32::MAX,
                        },
                        ..Default::default()
                    });
                    (buckets.len() - 1) as u32
                })
            })
            .collect();
        Some(Index {
            multi_done,
            parking: park.then(|| Parking::new(g)),
            bucket_of,
            buckets,
            nonempty: BTreeSet::new(),
            present: vec![false; g.len()],
            future: BinaryHeap::new(),
            misc_ready: 0,
        })
    }
}

impl State<'_> {
    fn key_a(&self, idx: &Index, i: usize) -> KeyA {
        let rt = if idx.present[i] {
            0
        } else {
            bits(self.ready_time[i])
        };
        (
            rt,
            !bits(self.async_depth[i]),
            u8::from(!self.unlock_done[i]),
            !self.ready_if[i],
            !self.pos[i],
            i as u32,
        )
    }

    fn key_b(&self, idx: &Index, i: usize) -> KeyB {
        let (rt, nd, nu, nr, np, n) = self.key_a(idx, i);
        (rt, nd, bits(self.cost(i)), nu, nr, np, n)
    }

    /// Puts ready node `i` (at its slot) into the index, or takes it out.
    fn index_entry(&mut self, i: usize, insert: bool) {
        let Some(mut idx) = self.index.take() else {
            return;
        };
        if idx.bucket_of[i] == u32::MAX {
            if insert {
                idx.misc_ready += 1;
            } else {
                idx.misc_ready -= 1;
            }
        } else {
            let parked = idx.parking.as_mut().is_some_and(|p| p.entry(i, insert));
            if !parked {
                self.bucket_entry(&mut idx, i, insert);
            }
        }
        self.index = Some(idx);
    }

    /// Puts ready node `i` (at its slot) into its bucket, or takes it out.
    pub(super) fn bucket_entry(&self, idx: &mut Index, i: usize, insert: bool) {
        let b = idx.bucket_of[i];
        let ka = self.key_a(idx, i);
        let kb = self.key_b(idx, i);
        let slot = self.slot[i];
        let bk = &mut idx.buckets[b as usize];
        if insert {
            bk.a.insert(ka);
            if !bk.releasing {
                bk.b.insert(kb);
            }
            bk.slots.insert(slot);
            idx.nonempty.insert(b);
        } else {
            bk.a.remove(&ka);
            bk.b.remove(&kb);
            bk.slots.remove(&slot);
            if bk.a.is_empty() {
                idx.nonempty.remove(&b);
            }
        }
    }

    /// Index upkeep when ready node `x` enters the ready set (after its slot is set).
    pub(super) fn index_push(&mut self, x: usize) {
        if let Some(idx) = self.index.as_mut() {
            let rt = self.ready_time[x];
            idx.present[x] = rt <= self.now;
            if !idx.present[x] {
                idx.future.push(Reverse((bits(rt), x as u32)));
            }
            self.index_entry(x, true);
        }
    }

    /// Index upkeep before ready node `x` leaves the ready set (its slot still set).
    pub(super) fn index_take(&mut self, x: usize) {
        self.index_entry(x, false);
    }

    /// Index upkeep when the ready node at `from` moves to slot `to`.
    pub(super) fn index_moved(&mut self, node: usize, from: u32, to: u32) {
        let Some(idx) = self.index.as_mut() else {
            return;
        };
        let b = idx.bucket_of[node];
        if b != u32::MAX && !is_parked(idx, node) {
            let bk = &mut idx.buckets[b as usize];
            bk.slots.remove(&from);
            bk.slots.insert(to);
        }
    }

    /// Changes ready node `t`'s `ready_nodes_if_scheduled`, keeping the index's keys.
    pub(super) fn set_ready_if(&mut self, t: usize, v: u32) {
        if self.ready_if[t] == v {
            return;
        }
        let ready = self.slot[t] != u32::MAX;
        if ready {
            self.index_entry(t, false);
        }
        self.ready_if[t] = v;
        if ready {
            self.index_entry(t, true);
        }
    }

    /// Re-keys the ready nodes whose ready time `now` has reached (their stall is now 0).
    fn advance(&mut self) {
        loop {
            let Some(idx) = self.index.as_mut() else {
                return;
            };
            let Some(&Reverse((rt, x))) = idx.future.peek() else {
                return;
            };
            if unbits(rt) > self.now {
                return;
            }
            idx.future.pop();
            let x = x as usize;
            if self.slot[x] == u32::MAX || idx.present[x] {
                continue;
            }
            self.index_entry(x, false);
            if let Some(idx) = self.index.as_mut() {
                idx.present[x] = true;
            }
            self.index_entry(x, true);
        }
    }

    /// Whether no node of bucket `bk` is selectable now, and else whether each must be
    /// checked: (`held`, `check`). A done is held back by a full resource or by a collective
    /// in flight sharing devices with it other than its own start; a ready done's own start
    /// is in flight only when it has several dones, so otherwise a bucket of one signature is
    /// held or free as a whole, and in buckets of every signature a done of a blocked one is
    /// parked (in no bucket) and the rest is selectable.
    fn held(&self, idx: &Index, bk: &Bucket) -> (bool, bool) {
        let Some(r) = bk.done_res else {
            return (false, false);
        };
        if self.free[r] < 1 {
            return (true, false);
        }
        if idx.multi_done {
            return (false, true);
        }
        let sig = bk.sig;
        // Buckets of every signature (`u32::MAX`, with parking) hold no blocked done.
        let held = sig != u32::MAX
            && self
                .in_flight
                .iter()
                .any(|&(f, e)| e > 0 && self.g.sig_conflicts(f, sig));
        (held, false)
    }

    /// Ready node `i` of a bucket that is not held is selectable.
    fn selectable(&self, check: bool, i: usize) -> bool {
        !check || !self.crosses_limit(i)
    }

    /// The node the full scan would take now and the rule it would record, or `None` when the
    /// index cannot tell it exactly (or nothing is selectable): then the caller scans.
    pub(super) fn choose_indexed(&mut self) -> Option<(usize, XlaRule)> {
        if self.index.as_ref()?.misc_ready > 0 || self.memory_on() || !self.now.is_finite() {
            return None;
        }
        self.advance();
        let idx = self.index.as_ref()?;
        let latest = self
            .next_ready
            .first()
            .map(|&f| self.ready_time[f as usize]);
        let w = self.best(idx, None, latest)??;
        let last = self.last_selectable(idx)?;
        let cw = self.cand(w, false, latest);
        let pending = latest.is_some();
        let rule = if last != w {
            self.better(&self.cand(last, false, latest), &cw, false, pending)
                .1
        } else {
            match self.best(idx, Some(w), latest)? {
                None => XlaRule::FirstCandidate,
                Some(x) => {
                    self.better(&cw, &self.cand(x, false, latest), false, pending)
                        .1
                }
            }
        };
        Some((w, rule))
    }

    /// The first rule of the chain's prefix (to `kAsyncDepth`) that tells `a` and `b` apart.
    fn prefix_better(&self, a: &Cand, b: &Cand, pending: bool) -> Option<bool> {
        for &r in &self.chain {
            if let Some(w) = self.rule(r, a, b, false, pending) {
                return Some(w);
            }
            if r == XlaRule::AsyncDepth {
                break;
            }
        }
        None
    }

    /// The tournament's winner over the selectable ready nodes other than `exclude`:
    /// `Some(None)` when there is none, `None` when the index cannot tell.
    fn best(
        &self,
        idx: &Index,
        exclude: Option<usize>,
        latest: Option<f64>,
    ) -> Option<Option<usize>> {
        let pending = latest.is_some();
        let mut class: Vec<(Top, Cand)> = Vec::new();
        for &b in &idx.nonempty {
            let Some(t) = self.bucket_top(idx, b, exclude)? else {
                continue;
            };
            let c = self.cand(t.node as usize, false, latest);
            match class.first() {
                None => class.push((t, c)),
                Some((_, best)) => match self.prefix_better(&c, best, pending) {
                    Some(true) => {
                        class.clear();
                        class.push((t, c));
                    }
                    Some(false) => {}
                    None => class.push((t, c)),
                },
            }
        }
        if class.is_empty() {
            return Some(None);
        }
        let releasing = |t: &Top| idx.buckets[t.bucket as usize].releasing;
        let mixed = pending
            && class.iter().any(|(t, _)| releasing(t))
            && class.iter().any(|(t, _)| !releasing(t));
        if mixed {
            return self.tournament(idx, &class, exclude, latest).map(Some);
        }
        // One value per candidate to the end of the chain: the largest wins, in any order.
        let mut w: Option<Cand> = None;
        for (t, c) in &class {
            let c = match latest {
                Some(l) if !releasing(t) => {
                    let x = self.least_waste(idx, t, l - self.now, exclude)?;
                    self.cand(x, false, latest)
                }
                _ => *c,
            };
            w = match w {
                Some(b) if !self.better(&c, &b, false, pending).0 => Some(b),
                _ => Some(c),
            };
        }
        Some(w.map(|c| c.node))
    }

    /// Bucket `b`'s first selectable entry other than `exclude`; `None` when a later ready
    /// time rounds to the same stall (the index cannot order them).
    fn bucket_top(&self, idx: &Index, b: u32, exclude: Option<usize>) -> Option<Option<Top>> {
        let bk = &idx.buckets[b as usize];
        let (held, check) = self.held(idx, bk);
        if held {
            return Some(None);
        }
        for k in &bk.a {
            let node = k.5 as usize;
            if Some(node) == exclude || !self.selectable(check, node) {
                continue;
            }
            if k.0 != 0 {
                let next =
                    k.0.checked_add(1)
                        .and_then(|n| bk.a.range((n, 0, 0, 0, 0, 0)..).next());
                if let Some(n) = next {
                    if unbits(n.0) - self.now == unbits(k.0) - self.now {
                        return None;
                    }
                }
            }
            return Some(Some(Top {
                bucket: b,
                node: node as u32,
                rt: k.0,
                nd: k.1,
            }));
        }
        Some(None)
    }

    /// Top `t`'s class in its bucket, in ready-vector order of the whole class: the
    /// tournament (the class mixes releasing and non-releasing nodes, `kAvoidWaste` decides
    /// by who comes first). `None` above [`MIXED_LIMIT`] nodes.
    fn tournament(
        &self,
        idx: &Index,
        class: &[(Top, Cand)],
        exclude: Option<usize>,
        latest: Option<f64>,
    ) -> Option<usize> {
        let mut members: Vec<(u32, usize)> = Vec::new();
        for (t, _) in class {
            let bk = &idx.buckets[t.bucket as usize];
            let check = self.held(idx, bk).1;
            let lo = (t.rt, t.nd, 0, 0, 0, 0);
            let hi = (t.rt, t.nd, u8::MAX, u32::MAX, u32::MAX, u32::MAX);
            for k in bk.a.range(lo..=hi) {
                let node = k.5 as usize;
                if Some(node) == exclude || !self.selectable(check, node) {
                    continue;
                }
                members.push((self.slot[node], node));
                if members.len() > MIXED_LIMIT {
                    return None;
                }
            }
        }
        members.sort_unstable();
        let mut best: Option<Cand> = None;
        for &(_, node) in &members {
            let c = self.cand(node, false, latest);
            best = match best {
                Some(b) if !self.better(&c, &b, false, latest.is_some()).0 => Some(b),
                _ => Some(c),
            };
        }
        best.map(|c| c.node)
    }

    /// Of top `t`'s class (a bucket of nodes releasing nothing), the node the chain's
    /// remaining rules pick when a node is pending: the least `kAvoidWaste` distance
    /// `|to_next - cost|`, then the first entry (unlock, ready-if, position) of those at it.
    fn least_waste(
        &self,
        idx: &Index,
        t: &Top,
        to_next: f64,
        exclude: Option<usize>,
    ) -> Option<usize> {
        if !to_next.is_finite() || to_next < 0.0 {
            return None;
        }
        let bk = &idx.buckets[t.bucket as usize];
        let check = self.held(idx, bk).1;
        let (rt, nd) = (t.rt, t.nd);
        let lo = (rt, nd, 0u64, 0u8, 0u32, 0u32, 0u32);
        let hi = (rt, nd, u64::MAX, u8::MAX, u32::MAX, u32::MAX, u32::MAX);
        let at = |c: u64| (rt, nd, c, 0u8, 0u32, 0u32, 0u32);
        let at_end = |c: u64| (rt, nd, c, u8::MAX, u32::MAX, u32::MAX, u32::MAX);
        let waste = |c: u64| (to_next - unbits(c)).abs();
        // The first selectable entry of one cost.
        let first = |c: u64| {
            bk.b.range(at(c)..=at_end(c))
                .find(|k| Some(k.6 as usize) != exclude && self.selectable(check, k.6 as usize))
        };
        let tb = bits(to_next);
        // Costs at or below `to_next`, nearest first; then above it.
        let below = |c: Option<u64>| -> Option<u64> {
            let end = match c {
                None => at_end(tb),
                Some(c) => at(c),
            };
            match c {
                None => bk.b.range(lo..=end).next_back().map(|k| k.2),
                Some(_) => bk.b.range(lo..end).next_back().map(|k| k.2),
            }
        };
        let above = |c: Option<u64>| -> Option<u64> {
            let from = match c {
                None => tb.checked_add(1).map(at),
                Some(c) => c.checked_add(1).map(at),
            }?;
            bk.b.range(from..=hi).next().map(|k| k.2)
        };
        let mut best: Option<(f64, KeyB)> = None;
        for side in [0, 1] {
            let mut c = if side == 0 { below(None) } else { above(None) };
            while let Some(cost) = c {
                let w = waste(cost);
                if best.is_some_and(|(bw, _)| w > bw) {
                    break;
                }
                if let Some(k) = first(cost) {
                    let wins = match best {
                        None => true,
                        Some((bw, b)) => w < bw || (w == bw && (k.3, k.4, k.5) < (b.3, b.4, b.5)),
                    };
                    if wins {
                        best = Some((w, *k));
                    }
                }
                c = if side == 0 {
                    below(Some(cost))
                } else {
                    above(Some(cost))
                };
            }
        }
        best.map(|(_, k)| k.6 as usize)
    }

    /// The last selectable node in ready-vector order.
    fn last_selectable(&self, idx: &Index) -> Option<usize> {
        let mut last: Option<u32> = None;
        for &b in &idx.nonempty {
            let bk = &idx.buckets[b as usize];
            let (held, check) = self.held(idx, bk);
            if held {
                continue;
            }
            for &s in bk.slots.iter().rev() {
                if last.is_some_and(|l| l > s) {
                    break;
                }
                if self.selectable(check, self.ready[s as usize] as usize) {
                    last = Some(s);
                    break;
                }
            }
        }
        last.map(|s| self.ready[s as usize] as usize)
    }
}
