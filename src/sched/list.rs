//! The list scheduler: one pass over the graph in either direction, choosing among the ready
//! nodes with the ordered rules of [`super::rules`].
//!
//! The core always runs "bottom-up style" on a process graph: bottom-up the process graph is the
//! graph itself (successors are scheduled first, the order is reversed at the end); top-down it
//! is the reversed graph, where starts play the role of dones (XLA's dual rules, reference notes
//! §1.2). Time runs in the process direction: a node's `fin` is the process time at which it is
//! finished, so a predecessor in the process may begin `latency` later (XLA's `ScheduleNode`).
//! Per step the work is O(log N) plus the node's degree: no scan of the ready set.

use super::graph::{Adj, Csr, Graph, NodeId, NodeKind};
use super::memory::{self, ProcMemory};
use super::ready::{Bucket, Keys};
use super::rules::{Rule, RuleSet};
use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

#[path = "blocking.rs"]
mod blocking;
#[path = "groups.rs"]
mod groups;
#[path = "select.rs"]
mod select;
#[path = "statics.rs"]
mod statics;
use groups::Groups;
use statics::{statics, Static};

/// One decision of the scheduler: the node placed, the rule that decided, the ready-set size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The node scheduled at this step (steps run in process order: bottom-up from the end).
    pub node: NodeId,
    /// The rule by which it beat the strongest other candidate.
    pub rule: Rule,
    /// How many nodes were ready at this step.
    pub ready: usize,
}

/// One run's settings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Variant {
    pub top_down: bool,
    pub rules: RuleSet,
    pub memory_limit: Option<u64>,
}

/// One run's result.
pub(crate) struct RunResult {
    pub order: Vec<NodeId>,
    pub decisions: Vec<Decision>,
    pub limit_violations: usize,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Loc {
    NotReady,
    Nop,
    Avail(u32),
    Pending(u32),
    /// A ready member of a scheduling group waiting for its group.
    Held,
    /// A ready pair-closing node whose collective shares devices with one in flight.
    Blocked,
    Done,
}

struct Core<'g> {
    g: &'g Graph,
    v: Variant,
    pp: &'g Csr<Adj>,
    ps: &'g Csr<Adj>,
    st: Static,
    loc: Vec<Loc>,
    outdeg: Vec<u32>,
    rt: Vec<f64>,
    fin: Vec<f64>,
    cm: Vec<u32>,
    inc: Vec<i64>,
    cur: f64,
    avail_res: Vec<i64>,
    in_queue: Vec<u32>,
    buckets: Vec<Bucket>,
    heap: BinaryHeap<Reverse<(OrderedFloat<f64>, u32)>>,
    nops: Vec<u32>,
    ready_count: usize,
    mem: Option<ProcMemory>,
    mem_mode: bool,
    groups: Option<Groups>,
    /// The device-sharing rule is tracked (several collective streams or limits above 1).
    conf_on: bool,
    /// Per group signature: collectives in flight.
    inflight_sig: Vec<u32>,
    /// Per group signature: how many signatures in flight conflict with it (blocked if > 0).
    blocked_by: Vec<u32>,
    /// Per node: its part of its bucket (see [`Bucket`]); 0 for every node but the ungrouped,
    /// non-no-op pair-closing nodes of collectives with a signature (the "parted" nodes),
    /// whose blocking is a closed part rather than a detach.
    part: Vec<u32>,
    /// Parted nodes made visible in part 0 by [`Self::unblock_all`] until the next re-check.
    exempt: Vec<bool>,
    exempt_list: Vec<u32>,
    /// Per signature: parted nodes taken out as `Blocked` (they were pending or are pending).
    blocked_list: Vec<Vec<u32>>,
    /// Per signature: parted nodes put into a pending set (stale entries are skipped).
    pending_list: Vec<Vec<u32>>,
    /// Per signature: the (bucket, part) pairs holding its nodes, opened and closed with it.
    sig_parts: Vec<Vec<(u32, u32)>>,
    /// Ready pair-closing nodes of collectives with a signature that are not parted
    /// (candidates to block, re-checked one by one), by the order they became ready, less
    /// those held back by their scheduling group (a re-check passes over those).
    ready_closers: std::collections::BTreeSet<(u32, u32)>,
    /// Per node: its place in that order once ready (`u32::MAX` before, or when parted).
    closer_seq: Vec<u32>,
    closers_seen: u32,
    /// Async pairs in flight (for the interference of the clock).
    inflight: u32,
    /// Test aid: compare every choice with a scan of all candidates.
    self_check: bool,
    /// Nodes put into a container so far (the work of keeping the ready set sorted).
    moves: u64,
}

/// Runs the list scheduler once.
pub(crate) fn run(g: &Graph, v: Variant, want_decisions: bool) -> Result<RunResult, String> {
    run_inner(g, v, want_decisions, false).map(|(r, _)| r)
}

/// `run`, optionally checking every choice against a scan of the whole ready set.
fn run_inner(
    g: &Graph,
    v: Variant,
    want_decisions: bool,
    self_check: bool,
) -> Result<(RunResult, u64), String> {
    let n = g.len();
    let (pp, ps) = if v.top_down {
        (&g.succs, &g.preds)
    } else {
        (&g.preds, &g.succs)
    };
    let st = statics(g, &v, pp);
    let nbuckets = st.bucket_needs.len();
    let with_cost = v.rules.has(Rule::AvoidWaste);
    let groups = Groups::new(g, ps);
    let conf_on = g.conflicts_possible();
    let (part, part_sigs) = parts(g, &st, groups.as_ref(), conf_on, nbuckets);
    let mut sig_parts: Vec<Vec<(u32, u32)>> = vec![Vec::new(); if conf_on { g.nsig } else { 0 }];
    for (b, sigs) in part_sigs.iter().enumerate() {
        for (p, &s) in sigs.iter().enumerate() {
            sig_parts[s as usize].push((b as u32, p as u32 + 1));
        }
    }
    let mem = if v.memory_limit.is_some()
        && (v.rules.has(Rule::DecreaseMemoryOverLimit) || v.rules.has(Rule::DecreaseMemory))
    {
        Some(ProcMemory::new(g, v.top_down))
    } else {
        None
    };
    let avail_res = g.resources.iter().map(|r| r.limit.max(1) as i64).collect();
    let mut c = Core {
        g,
        v,
        pp,
        ps,
        st,
        loc: vec![Loc::NotReady; n],
        outdeg: (0..n).map(|i| ps[i].len() as u32).collect(),
        rt: vec![0.0; n],
        fin: vec![0.0; n],
        cm: vec![0; n],
        inc: vec![0; n],
        cur: 0.0,
        avail_res,
        in_queue: vec![0; g.resources.len()],
        buckets: part_sigs
            .iter()
            .map(|sigs| Bucket::new(with_cost, sigs))
            .collect(),
        heap: BinaryHeap::new(),
        nops: Vec::new(),
        ready_count: 0,
        mem,
        mem_mode: false,
        groups,
        conf_on,
        inflight_sig: vec![0; g.nsig],
        blocked_by: vec![0; g.nsig],
        part,
        exempt: Vec::new(),
        exempt_list: Vec::new(),
        blocked_list: vec![Vec::new(); if conf_on { g.nsig } else { 0 }],
        pending_list: vec![Vec::new(); if conf_on { g.nsig } else { 0 }],
        sig_parts,
        ready_closers: Default::default(),
        closer_seq: vec![u32::MAX; if conf_on { n } else { 0 }],
        closers_seen: 0,
        inflight: 0,
        self_check,
        moves: 0,
    };
    if conf_on {
        c.exempt = vec![false; n];
    }
    c.update_mem_mode();
    for i in 0..n {
        if c.outdeg[i] == 0 {
            c.make_ready(i as u32);
        }
    }
    let initially: Vec<u32> = c
        .groups
        .as_ref()
        .map(|gr| gr.initially_ready())
        .unwrap_or_default();
    for g in initially {
        if c.groups.as_ref().map(|gr| gr.state[g as usize]) == Some(groups::GState::Waiting) {
            c.attach_group_rep(g);
        }
    }
    let mut process = Vec::with_capacity(n);
    let mut decisions = Vec::with_capacity(if want_decisions { n } else { 0 });
    let mut violations = 0usize;
    while process.len() < n {
        let (x, rule) = c.select(want_decisions, &mut violations)?;
        if want_decisions {
            decisions.push(Decision {
                node: NodeId(x),
                rule,
                ready: c.ready_count,
            });
        }
        c.schedule(x);
        process.push(NodeId(x));
    }
    if !v.top_down {
        process.reverse();
    }
    Ok((
        RunResult {
            order: process,
            decisions,
            limit_violations: violations,
        },
        c.moves,
    ))
}

/// Per node its part in its bucket, and per bucket the signatures of its parts after part 0
/// (see [`Bucket`]): with the device-sharing rule on, each ungrouped, non-no-op pair-closing
/// node of a collective with a signature goes into its bucket's part of that signature.
fn parts(
    g: &Graph,
    st: &Static,
    groups: Option<&Groups>,
    conf_on: bool,
    nbuckets: usize,
) -> (Vec<u32>, Vec<Vec<u32>>) {
    let mut part = vec![0u32; if conf_on { g.len() } else { 0 }];
    let mut sigs: Vec<Vec<u32>> = vec![Vec::new(); nbuckets];
    if !conf_on {
        return (part, sigs);
    }
    let mut index: std::collections::BTreeMap<(u32, u32), u32> = Default::default();
    for (u, p) in part.iter_mut().enumerate() {
        let grouped = groups.is_some_and(|gr| gr.of[u] != u32::MAX);
        if !st.closer[u] || g.nodes[u].is_noop || grouped {
            continue;
        }
        let s = pair_sig(g, u);
        if s == u32::MAX {
            continue;
        }
        let b = st.bucket[u];
        *p = *index.entry((b, s)).or_insert_with(|| {
            let list = &mut sigs[b as usize];
            list.push(s);
            list.len() as u32
        });
    }
    (part, sigs)
}

/// The group signature of the collective a start or done belongs to.
fn pair_sig(g: &Graph, u: usize) -> u32 {
    let start = match g.nodes[u].kind {
        NodeKind::AsyncDone { start } => start,
        _ => NodeId(u as u32),
    };
    g.sig_of(start)
}

impl Core<'_> {
    fn keys(&self, i: u32) -> Keys {
        let u = i as usize;
        let memkey = if self.mem_mode {
            self.inc[u].saturating_neg()
        } else {
            0
        };
        let done = self.st.closer[u] && self.v.rules.has(Rule::ScheduleDone);
        let decmem =
            self.mem.is_some() && self.v.rules.has(Rule::DecreaseMemory) && self.inc[u] < 0;
        Keys {
            prefix: (
                self.st.first[u] as u8,
                (!self.st.last[u]) as u8,
                -(self.st.prio[u] as i64),
                memkey,
                done as u8,
            ),
            depth: self.st.depth(u),
            crit: self.st.crit(u),
            cost: self.cost(u),
            ready: self.rt[u],
            suffix: (
                self.st.unlock[u] as u8,
                self.cm[u],
                decmem as u8,
                self.st.pos(u),
            ),
        }
    }

    fn cost(&self, u: usize) -> f64 {
        if self.g.nodes[u].is_noop {
            0.0
        } else {
            self.g.nodes[u].cost
        }
    }

    /// The part of its bucket an available node goes into.
    fn part_of(&self, u: usize) -> u32 {
        match self.part.get(u) {
            Some(&p) if !self.exempt[u] => p,
            _ => 0,
        }
    }

    /// Whether closing nodes of signature `s` are blocked by a collective in flight.
    fn sig_blocked(&self, s: u32) -> bool {
        self.blocked_by.get(s as usize).is_some_and(|&k| k > 0)
    }

    /// Takes a ready node out of its container (keys computed from the current state).
    fn detach(&mut self, i: u32) {
        let k = self.keys(i);
        match self.loc[i as usize] {
            Loc::Avail(b) => {
                let p = self.part_of(i as usize);
                self.buckets[b as usize].remove_avail(i, p, &k)
            }
            Loc::Pending(b) => self.buckets[b as usize].remove_pending(i, &k),
            Loc::Nop => {
                if let Some(p) = self.nops.iter().rposition(|&x| x == i) {
                    self.nops.remove(p);
                }
            }
            Loc::NotReady | Loc::Done | Loc::Held | Loc::Blocked => {}
        }
        if !matches!(self.loc[i as usize], Loc::Held | Loc::Blocked) {
            self.loc[i as usize] = Loc::NotReady;
        }
    }

    /// Puts a ready node into the container its state calls for.
    fn attach(&mut self, i: u32) {
        let u = i as usize;
        self.moves += 1;
        if self.g.nodes[u].is_noop {
            self.nops.push(i);
            self.loc[u] = Loc::Nop;
        } else {
            let b = self.st.bucket[u];
            let k = self.keys(i);
            if self.rt[u] > self.cur {
                self.buckets[b as usize].insert_pending(i, &k);
                self.heap.push(Reverse((OrderedFloat(self.rt[u]), i)));
                self.loc[u] = Loc::Pending(b);
                if self.part.get(u).is_some_and(|&p| p != 0) {
                    self.pending_list[pair_sig(self.g, u) as usize].push(i);
                }
            } else {
                let p = self.part_of(u);
                self.buckets[b as usize].insert_avail(i, p, &k);
                self.loc[u] = Loc::Avail(b);
            }
        }
    }

    fn rekey(&mut self, i: u32, f: impl FnOnce(&mut Self)) {
        match self.loc[i as usize] {
            Loc::Avail(_) | Loc::Pending(_) => {
                self.detach(i);
                f(self);
                self.attach(i);
            }
            _ => f(self),
        }
    }

    fn make_ready(&mut self, i: u32) {
        let u = i as usize;
        let mut cm = 0;
        for a in &self.pp[u] {
            if self.outdeg[a.node.index()] == 1 {
                cm += 1;
            }
        }
        self.cm[u] = if self.v.rules.has(Rule::CreatesMoreReadyNodes) {
            cm
        } else {
            0
        };
        if let Some(m) = &self.mem {
            self.inc[u] = m.increase(NodeId(i));
        }
        if self.st.closer[u] && self.st.res[u] != u32::MAX {
            self.in_queue[self.st.res[u] as usize] += 1;
        }
        self.ready_count += 1;
        if self.conf_on && self.st.closer[u] && pair_sig(self.g, u) != u32::MAX {
            let s = pair_sig(self.g, u);
            if self.part[u] != 0 {
                // A parted node ready now waits in its closed part; one that would be
                // pending is taken out until its signature opens.
                if self.sig_blocked(s) && self.rt[u] > self.cur {
                    self.loc[u] = Loc::Blocked;
                    self.blocked_list[s as usize].push(i);
                    return;
                }
                self.attach(i);
                return;
            }
            self.closer_seq[u] = self.closers_seen;
            self.closers_seen += 1;
            self.closer_active(i, true);
            if self.sig_blocked(s) {
                self.loc[u] = Loc::Blocked;
                return;
            }
        }
        if !self.hold_if_grouped(i) {
            self.attach(i);
        }
    }

    fn update_mem_mode(&mut self) {
        let Some(limit) = self.v.memory_limit else {
            return;
        };
        let Some(m) = &self.mem else { return };
        // XLA applies its memory rules above half the limit (reference notes §1.4 rule 6);
        // switching back off only below 40% keeps usage hovering at the threshold from
        // re-keying the ready set at every step.
        let threshold = if self.mem_mode {
            limit / 5 * 2
        } else {
            limit / 2
        };
        let mode = self.v.rules.has(Rule::DecreaseMemoryOverLimit) && m.usage > threshold;
        if mode != self.mem_mode {
            let ids: Vec<u32> = self.buckets.iter().flat_map(|b| b.ids(|_| true)).collect();
            for &i in &ids {
                self.detach(i);
            }
            self.mem_mode = mode;
            for &i in &ids {
                self.attach(i);
            }
        }
    }

    fn schedule(&mut self, x: u32) {
        let u = x as usize;
        self.loc[u] = Loc::Done;
        self.ready_count = self.ready_count.saturating_sub(1);
        let fin = if self.g.nodes[u].is_noop {
            self.rt[u]
        } else {
            let a = self.cur.max(self.rt[u]);
            // The clock runs on the replay's model: compute beside a collective in flight is
            // slowed by its interference factor.
            let x = match self.g.nodes[u].kind {
                NodeKind::Compute if self.inflight > 0 => {
                    self.g.model.interference.factor(self.g.nodes[u].contention)
                }
                _ => 0.0,
            };
            self.cur = a + self.cost(u) * (1.0 + x);
            self.cur
        };
        self.fin[u] = fin;
        let r = self.st.res[u];
        if r != u32::MAX {
            if self.st.closer[u] {
                self.avail_res[r as usize] -= 1;
                self.in_queue[r as usize] = self.in_queue[r as usize].saturating_sub(1);
                self.inflight += 1;
            } else if self.st.opener[u] {
                self.avail_res[r as usize] += 1;
                self.inflight = self.inflight.saturating_sub(1);
            }
        }
        if self.conf_on && (self.st.closer[u] || self.st.opener[u]) {
            let sig = pair_sig(self.g, u);
            if sig != u32::MAX {
                if self.st.closer[u] {
                    self.closer_active(x, false);
                }
                self.in_flight_changed(sig, self.st.closer[u]);
            }
        }
        if self.mem.is_some() {
            self.update_memory(x);
        }
        self.group_placed(x);
        let pp = self.pp;
        for a in &pp[u] {
            let p = a.node.index();
            self.group_edge_done(p, x);
            self.outdeg[p] -= 1;
            self.rt[p] = self.rt[p].max(fin + a.latency);
            if self.outdeg[p] == 0 {
                self.make_ready(p as u32);
            } else if self.outdeg[p] == 1 && self.v.rules.has(Rule::CreatesMoreReadyNodes) {
                let m = self.ps[p]
                    .iter()
                    .find(|s| self.loc[s.node.index()] != Loc::Done)
                    .map(|s| s.node.0);
                if let Some(m) = m {
                    if !matches!(self.loc[m as usize], Loc::NotReady | Loc::Done) {
                        self.rekey(m, |c| c.cm[m as usize] += 1);
                    }
                }
            }
        }
    }

    fn update_memory(&mut self, x: u32) {
        let Some(mut m) = self.mem.take() else {
            return;
        };
        let u = x as usize;
        let mut touched: Vec<(u32, i64)> = Vec::new();
        for &b in &m.open_of[u] {
            let bi = b.index();
            if !m.live[bi] {
                m.live[bi] = true;
                m.usage = m.usage.saturating_add(m.size[bi]);
                for &o in &m.openers[bi] {
                    if o.0 != x {
                        touched.push((o.0, -memory::signed(m.size[bi])));
                    }
                }
            }
        }
        for &b in &m.close_of[u] {
            let bi = b.index();
            m.close_remaining[bi] = m.close_remaining[bi].saturating_sub(1);
            if m.close_remaining[bi] == 0 && m.live[bi] {
                m.live[bi] = false;
                m.usage = m.usage.saturating_sub(m.size[bi]);
            } else if m.close_remaining[bi] == 1 && m.live[bi] {
                if let Some(&o) = m.closers[bi]
                    .iter()
                    .find(|c| self.loc[c.index()] != Loc::Done)
                {
                    touched.push((o.0, -memory::signed(m.size[bi])));
                }
            }
        }
        self.mem = Some(m);
        for (o, d) in touched {
            if !matches!(self.loc[o as usize], Loc::NotReady | Loc::Done) {
                self.rekey(o, |c| {
                    let i = &mut c.inc[o as usize];
                    *i = i.saturating_add(d);
                });
            }
        }
        self.update_mem_mode();
    }
}

#[cfg(test)]
#[path = "list_tests.rs"]
pub(crate) mod tests;
