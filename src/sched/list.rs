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
    /// Ready pair-closing nodes of collectives with a signature (candidates to block).
    ready_closers: Vec<u32>,
    /// Async pairs in flight (for the interference of the clock).
    inflight: u32,
    /// Test aid: compare every choice with a scan of all candidates.
    self_check: bool,
}

/// Runs the list scheduler once.
pub(crate) fn run(g: &Graph, v: Variant, want_decisions: bool) -> Result<RunResult, String> {
    run_inner(g, v, want_decisions, false)
}

/// `run`, optionally checking every choice against a scan of the whole ready set.
fn run_inner(
    g: &Graph,
    v: Variant,
    want_decisions: bool,
    self_check: bool,
) -> Result<RunResult, String> {
    let n = g.len();
    let (pp, ps) = if v.top_down {
        (&g.succs, &g.preds)
    } else {
        (&g.preds, &g.succs)
    };
    let st = statics(g, &v, pp);
    let nbuckets = st.bucket_needs.len();
    let with_cost = v.rules.has(Rule::AvoidWaste);
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
        buckets: (0..nbuckets).map(|_| Bucket::new(with_cost)).collect(),
        heap: BinaryHeap::new(),
        nops: Vec::new(),
        ready_count: 0,
        mem,
        mem_mode: false,
        groups: Groups::new(g, ps),
        conf_on: g.conflicts_possible(),
        inflight_sig: vec![0; g.nsig],
        ready_closers: Vec::new(),
        inflight: 0,
        self_check,
    };
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
    Ok(RunResult {
        order: process,
        decisions,
        limit_violations: violations,
    })
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

    /// Takes a ready node out of its container (keys computed from the current state).
    fn detach(&mut self, i: u32) {
        let k = self.keys(i);
        match self.loc[i as usize] {
            Loc::Avail(b) => self.buckets[b as usize].remove_avail(i, &k),
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
            } else {
                self.buckets[b as usize].insert_avail(i, &k);
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
        if self.conf_on && self.st.closer[u] && self.pair_sig(u) != u32::MAX {
            self.ready_closers.push(i);
            if self.blocked(u) {
                self.loc[u] = Loc::Blocked;
                return;
            }
        }
        if !self.hold_if_grouped(i) {
            self.attach(i);
        }
    }

    /// The group signature of the collective a start or done belongs to.
    fn pair_sig(&self, u: usize) -> u32 {
        let start = match self.g.nodes[u].kind {
            NodeKind::AsyncDone { start } => start,
            _ => NodeId(u as u32),
        };
        self.g.sig_of(start)
    }

    /// Whether closing node `u`'s collective shares devices with one in flight.
    fn blocked(&self, u: usize) -> bool {
        let s = self.pair_sig(u);
        self.inflight_sig
            .iter()
            .enumerate()
            .any(|(t, &k)| k > 0 && self.g.sig_conflicts(s, t as u32))
    }

    /// Re-checks every ready closing node after a collective entered or left flight.
    fn recheck_blocked(&mut self) {
        let ids = self.ready_closers.clone();
        for i in ids {
            let u = i as usize;
            let b = self.blocked(u);
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

    /// Lets every blocked node compete again (when nothing else can be scheduled).
    fn unblock_all(&mut self) -> bool {
        let ids: Vec<u32> = self
            .ready_closers
            .iter()
            .copied()
            .filter(|&i| self.loc[i as usize] == Loc::Blocked)
            .collect();
        for &i in &ids {
            self.loc[i as usize] = Loc::NotReady;
            self.attach(i);
        }
        !ids.is_empty()
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
            let ids: Vec<u32> = self.buckets.iter().flat_map(|b| b.all_ids()).collect();
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
            let sig = self.pair_sig(u);
            if sig != u32::MAX {
                if self.st.closer[u] {
                    self.ready_closers.retain(|&c| c != x);
                    self.inflight_sig[sig as usize] += 1;
                } else {
                    self.inflight_sig[sig as usize] =
                        self.inflight_sig[sig as usize].saturating_sub(1);
                }
                self.recheck_blocked();
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
mod tests {
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
                        let r =
                            run_inner(&g, v, true, true).unwrap_or_else(|e| panic!("{v:?}: {e}"));
                        assert_eq!(r.order.len(), g.len());
                    }
                }
            }
        }
    }
}
