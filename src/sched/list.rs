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
    /// Per group signature: the signatures it conflicts with (when `conf_on`).
    conf_adj: Vec<Vec<u32>>,
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
    let conf_adj: Vec<Vec<u32>> = if conf_on {
        (0..g.nsig as u32)
            .map(|s| {
                (0..g.nsig as u32)
                    .filter(|&t| g.sig_conflicts(s, t))
                    .collect()
            })
            .collect()
    } else {
        Vec::new()
    };
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
        conf_adj,
        blocked_by: vec![0; g.nsig],
        part,
        exempt: Vec::new(),
        exempt_list: Vec::new(),
        blocked_list: vec![Vec::new(); if conf_on { g.nsig } else { 0 }],
        pending_list: vec![Vec::new(); if conf_on { g.nsig } else { 0 }],
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
            depth: self.st.depth[u],
            crit: self.st.crit[u],
            cost: self.cost(u),
            ready: self.rt[u],
            suffix: (
                self.st.unlock[u] as u8,
                self.cm[u],
                decmem as u8,
                self.st.pos[u],
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

    /// A collective of signature `s` entered (`up`) or left flight: the signatures whose
    /// blocking changes, then every node whose place that changes is moved. Nodes of parted
    /// signatures move only when they are pending or exempt (an available one is hidden or
    /// shown with its part); the others are re-checked one by one.
    fn in_flight_changed(&mut self, s: u32, up: bool) {
        let su = s as usize;
        let mut flipped: Vec<u32> = Vec::new();
        if up {
            self.inflight_sig[su] += 1;
            if self.inflight_sig[su] == 1 {
                for &t in &self.conf_adj[su] {
                    self.blocked_by[t as usize] += 1;
                    if self.blocked_by[t as usize] == 1 {
                        flipped.push(t);
                    }
                }
            }
        } else if self.inflight_sig[su] > 0 {
            self.inflight_sig[su] -= 1;
            if self.inflight_sig[su] == 0 {
                for &t in &self.conf_adj[su] {
                    self.blocked_by[t as usize] -= 1;
                    if self.blocked_by[t as usize] == 0 {
                        flipped.push(t);
                    }
                }
            }
        }
        self.recheck_blocked();
        // Exempt nodes go back into their parts, and are blocked there if their signature is.
        for i in std::mem::take(&mut self.exempt_list) {
            let u = i as usize;
            if !self.exempt[u] {
                continue;
            }
            match self.loc[u] {
                Loc::Avail(_) => {
                    self.detach(i);
                    self.exempt[u] = false;
                    self.attach(i);
                }
                Loc::Pending(_) => {
                    self.exempt[u] = false;
                    let t = pair_sig(self.g, u);
                    if self.sig_blocked(t) {
                        self.detach(i);
                        self.loc[u] = Loc::Blocked;
                        self.blocked_list[t as usize].push(i);
                    }
                }
                _ => self.exempt[u] = false,
            }
        }
        for t in flipped {
            let tu = t as usize;
            if up {
                for i in std::mem::take(&mut self.pending_list[tu]) {
                    if matches!(self.loc[i as usize], Loc::Pending(_)) {
                        self.detach(i);
                        self.loc[i as usize] = Loc::Blocked;
                        self.blocked_list[tu].push(i);
                    }
                }
            } else {
                for i in std::mem::take(&mut self.blocked_list[tu]) {
                    if self.loc[i as usize] == Loc::Blocked {
                        self.loc[i as usize] = Loc::NotReady;
                        self.attach(i);
                    }
                }
            }
        }
    }

    /// Adds a ready closing node that is not parted to the re-checked ones, or takes it out
    /// (nothing for other nodes).
    pub(super) fn closer_active(&mut self, i: u32, on: bool) {
        let Some(&seq) = self.closer_seq.get(i as usize).filter(|&&q| q != u32::MAX) else {
            return;
        };
        if on {
            self.ready_closers.insert((seq, i));
        } else {
            self.ready_closers.remove(&(seq, i));
        }
    }

    /// Re-checks every ready closing node that is not parted after a collective entered or
    /// left flight.
    fn recheck_blocked(&mut self) {
        // In order, seeing the nodes a step releases from their group after it.
        let mut from = 0u32;
        while let Some(&(seq, i)) = self.ready_closers.range((from, 0)..).next() {
            from = seq + 1;
            let u = i as usize;
            let b = self.sig_blocked(pair_sig(self.g, u));
            match self.loc[u] {
                Loc::Blocked if !b => {
                    self.loc[u] = Loc::NotReady;
                    if !self.hold_if_grouped(i) {
                        self.attach(i);
                    }
                }
                Loc::Avail(_) | Loc::Pending(_) if b => {
                    self.detach(i);
                    self.loc[u] = Loc::Blocked;
                }
                _ => {}
            }
        }
    }

    /// Lets every blocked node compete again (when nothing else can be scheduled); parted
    /// nodes are exempt from their parts' blocking until the next re-check.
    fn unblock_all(&mut self) -> bool {
        let ids: Vec<u32> = self
            .ready_closers
            .iter()
            .map(|x| x.1)
            .filter(|&i| self.loc[i as usize] == Loc::Blocked)
            .collect();
        for &i in &ids {
            self.loc[i as usize] = Loc::NotReady;
            self.attach(i);
        }
        let mut any = !ids.is_empty();
        if !self.conf_on {
            return any;
        }
        let mut parted: Vec<u32> = Vec::new();
        for list in &mut self.blocked_list {
            parted.append(list);
        }
        for i in parted {
            let u = i as usize;
            if self.loc[u] == Loc::Blocked {
                any = true;
                self.exempt[u] = true;
                self.exempt_list.push(i);
                self.loc[u] = Loc::NotReady;
                self.attach(i);
            }
        }
        let hidden: Vec<u32> = {
            let blocked = |s: u32| s != u32::MAX && self.sig_blocked(s);
            self.buckets.iter().flat_map(|b| b.ids(blocked)).collect()
        };
        for i in hidden {
            any = true;
            self.detach(i);
            self.exempt[i as usize] = true;
            self.exempt_list.push(i);
            self.attach(i);
        }
        any
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
pub(crate) mod tests {
    use super::*;
    use crate::testing::synth::{transformer, SynthConfig};

    /// Every choice of the sorted ready set equals the choice of a full scan, in both
    /// directions, under every rule set, with and without a memory limit.
    #[test]
    fn sorted_ready_set_agrees_with_a_full_scan() {
        for shared in [false, true] {
            let g = transformer(&SynthConfig {
                layers: 6,
                ops_per_layer: 4,
                shared_stream: shared,
                overlap_limit: 1 + shared as u32,
                ..Default::default()
            })
            .expect("valid");
            for top_down in [false, true] {
                for rules in [RuleSet::xla(), RuleSet::conservative(), RuleSet::all()] {
                    for memory_limit in [None, Some(200 << 20)] {
                        let v = Variant {
                            top_down,
                            rules,
                            memory_limit,
                        };
                        let (r, _) =
                            run_inner(&g, v, true, true).unwrap_or_else(|e| panic!("{v:?}: {e}"));
                        assert_eq!(r.order.len(), g.len());
                    }
                }
            }
        }
    }

    /// `n` independent collectives (start, done, a consumer), round-robin on `streams`
    /// resources of limit `limit`; every third one on half the devices (a second signature
    /// that conflicts with the first); all in one scheduling group with `grouped`.
    pub(crate) fn independent(n: usize, streams: u32, limit: u32, grouped: bool) -> Graph {
        use crate::hlo::DeviceGroups;
        use crate::sched::{Collective, EdgeKind, GraphBuilder, Hints, NodeSpec};
        const US: f64 = 1e-6;
        let mut b = GraphBuilder::new();
        let res: Vec<_> = (0..streams)
            .map(|k| b.add_resource(&format!("stream{k}"), limit))
            .collect();
        let hints = Hints {
            scheduling_group: grouped.then_some(1),
            ..Default::default()
        };
        for i in 0..n {
            let devices: Vec<i64> = if i % 3 == 2 {
                (0..4).collect()
            } else {
                (0..8).collect()
            };
            let c = Collective {
                groups: Some(DeviceGroups::explicit(vec![devices])),
                ..Default::default()
            };
            let r = res[i % res.len()];
            let s = b.add_node(
                NodeSpec::start(format!("s{i}"), US, r)
                    .with_collective(c)
                    .with_hints(hints),
            );
            let d = b.add_node(NodeSpec::done(format!("d{i}"), US, s).with_hints(hints));
            b.add_edge(s, d, 20.0 * US, EdgeKind::Data);
            let m = b.add_node(NodeSpec::compute(format!("m{i}"), 3.0 * US).with_hints(hints));
            b.add_edge(d, m, 0.0, EdgeKind::Data);
        }
        b.build().expect("valid")
    }

    /// With several collectives in flight (a limit of 2, or a stream per kind) the blocking
    /// of dones that share devices with a collective in flight hides and shows their part of
    /// the ready set: the nodes put into the ready set stay a small multiple of the graph,
    /// where taking every blocked done out and back at each start and done was quadratic.
    #[test]
    fn blocking_keeps_the_ready_set_work_linear() {
        for (streams, limit) in [(1, 2), (2, 1), (2, 4), (1, 8)] {
            for n in [300usize, 3000] {
                let g = independent(n, streams, limit, false);
                for top_down in [false, true] {
                    let v = Variant {
                        top_down,
                        rules: RuleSet::xla(),
                        memory_limit: None,
                    };
                    let (r, moves) = run_inner(&g, v, false, false).expect("schedules");
                    assert_eq!(r.order.len(), g.len());
                    crate::sched::verify(&g, &r.order).expect("legal");
                    assert!(
                        moves <= 3 * g.len() as u64,
                        "{streams} streams, limit {limit}, n {n}, top-down {top_down}: \
                         {moves} moves for {} nodes",
                        g.len()
                    );
                }
            }
        }
    }

    /// The parted ready set picks what a full scan picks, with blocked signatures, several
    /// streams and a scheduling group.
    #[test]
    fn parted_ready_set_agrees_with_a_full_scan() {
        for (streams, limit, grouped) in [(1, 2, false), (2, 2, false), (2, 1, true), (1, 3, true)]
        {
            let g = independent(60, streams, limit, grouped);
            for top_down in [false, true] {
                for rules in [RuleSet::xla(), RuleSet::all()] {
                    let v = Variant {
                        top_down,
                        rules,
                        memory_limit: None,
                    };
                    let (r, _) =
                        run_inner(&g, v, true, true).unwrap_or_else(|e| panic!("{v:?}: {e}"));
                    assert_eq!(r.order.len(), g.len());
                }
            }
        }
    }
}
