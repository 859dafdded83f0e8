//! The state machine of [`super::xla_schedule`]: XLA's `DefaultSchedulerCore` scheduling
//! state and its steps (`ScheduleNode`, the ready-set scan without the rule chain, the
//! extraction, `next_ready_stack` kept with the C++ standard library's heap algorithms). The
//! rule chain that compares two candidates is the parent module's.

use super::{
    internal, Mem, State, Use, XlaDecision, XlaNodeFacts, XlaRule, XlaRulesConfig, XlaRun,
    XLA_CHAIN,
};
use crate::sched::error::SchedError;
use crate::sched::graph::{Graph, NodeId, NodeKind};

impl<'g> State<'g> {
    pub(super) fn new(
        g: &'g Graph,
        cfg: &XlaRulesConfig,
        facts: &'g XlaNodeFacts,
        indexed: bool,
    ) -> Result<Self, SchedError> {
        let n = g.len();
        let (nops, pos) = (&facts.nops[..], &facts.position[..]);
        let mut seen = vec![false; n];
        for &p in pos {
            match seen.get_mut(p as usize) {
                Some(s) if !*s => *s = true,
                _ => {
                    return Err(internal(format!(
                        "input positions are not a permutation of 0..{n}"
                    )))
                }
            }
        }
        if nops.len() != n || pos.len() != n {
            return Err(internal(format!(
                "{} no-op flags and {} positions for {n} nodes",
                nops.len(),
                pos.len()
            )));
        }
        let identity = pos.iter().enumerate().all(|(i, &p)| p as usize == i);
        let preds_by_pos = (!identity).then(|| {
            (0..n)
                .map(|i| {
                    let mut v = g.preds[i].to_vec();
                    v.sort_by_key(|a| pos[a.node.index()]);
                    v
                })
                .collect()
        });
        let uses: Vec<Use> = g
            .nodes
            .iter()
            .map(|node| match node.kind {
                NodeKind::AsyncStart { resource } => Use::Release(resource),
                NodeKind::AsyncDone { start } => {
                    g.resource_of(start).map_or(Use::None, Use::Occupy)
                }
                NodeKind::Compute => Use::None,
            })
            .collect();
        // InitializeGraphAnalysis: async depth in topological order (ids need not be one).
        let mut async_depth = vec![0.0f64; n];
        let mut indeg: Vec<u32> = (0..n).map(|i| g.preds[i].len() as u32).collect();
        let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        while let Some(i) = stack.pop() {
            let done = matches!(g.nodes[i].kind, NodeKind::AsyncDone { .. });
            let mut d = 0.0f64;
            for p in &g.preds[i] {
                let via = async_depth[p.node.index()] + if done { p.latency } else { 0.0 };
                d = d.max(via);
            }
            async_depth[i] = d;
            for s in &g.succs[i] {
                let k = s.node.index();
                indeg[k] -= 1;
                if indeg[k] == 0 {
                    stack.push(k);
                }
            }
        }
        let unlock_done = (0..n)
            .map(|i| {
                g.preds[i]
                    .iter()
                    .any(|p| matches!(g.nodes[p.node.index()].kind, NodeKind::AsyncDone { .. }))
            })
            .collect();
        let outdeg: Vec<u32> = (0..n).map(|i| g.succs[i].len() as u32).collect();
        let ready_if: Vec<u32> = (0..n)
            .map(|i| {
                g.preds[i]
                    .iter()
                    .filter(|p| outdeg[p.node.index()] == 1)
                    .count() as u32
            })
            .collect();
        let mem = cfg.memory_limit.map(|limit| {
            let live: Vec<bool> = g.buffers.iter().map(|b| b.live_out).collect();
            let usage = g
                .buffers
                .iter()
                .filter(|b| b.live_out)
                .fold(0u64, |a, b| a.saturating_add(b.size));
            Mem { limit, live, usage }
        });
        let occ = (0..n)
            .map(|i| matches!(uses[i], Use::Occupy(_)) || !g.requires[i].is_empty())
            .collect();
        let rel = (0..n)
            .map(|i| matches!(uses[i], Use::Release(_)) || !g.requires[i].is_empty())
            .collect();
        let mut s = State {
            g,
            nops,
            pos,
            preds_by_pos,
            uses,
            chain: XLA_CHAIN.into_iter().filter(|r| cfg.active(*r)).collect(),
            occ,
            rel,
            async_depth,
            unlock_done,
            ready_time: vec![f64::MAX; n],
            outdeg,
            ones: ready_if.clone(),
            ready_if,
            scheduled: vec![false; n],
            free: g
                .resources
                .iter()
                .map(|r| i64::from(r.limit.max(1)))
                .collect(),
            in_queue: vec![0; g.resources.len()],
            flight: vec![0; n],
            in_flight: Vec::new(),
            label: {
                let mut ids: std::collections::HashMap<&str, u32> = Default::default();
                (0..n)
                    .map(|i| match g.nodes[i].kind {
                        NodeKind::AsyncDone { .. } => {
                            let next = ids.len() as u32;
                            *ids.entry(g.pair_label_str(NodeId(i as u32)))
                                .or_insert(next)
                        }
                        _ => u32::MAX,
                    })
                    .collect()
            },
            ready: Vec::new(),
            slot: vec![u32::MAX; n],
            nop_stack: Vec::new(),
            next_ready: Vec::new(),
            now: 0.0,
            process: Vec::with_capacity(n),
            mem,
            index: None,
            scanned: 0,
        };
        if indexed {
            s.index = super::index::Index::new(&s, cfg);
        }
        // FindBottomRoots: the sinks in input order, ready at time 0.
        let mut by_pos: Vec<usize> = (0..n).collect();
        by_pos.sort_by_key(|&i| pos[i]);
        for i in by_pos {
            if s.outdeg[i] == 0 {
                // XLA counts queued occupiers only as they become ready later, not the roots.
                s.ready_time[i] = 0.0;
                if nops[i] {
                    s.nop_stack.push(i as u32);
                } else {
                    s.push_ready(i as u32);
                }
            }
        }
        Ok(s)
    }

    pub(super) fn cost(&self, i: usize) -> f64 {
        if self.nops[i] {
            0.0
        } else {
            self.g.nodes[i].cost
        }
    }

    pub(super) fn occupies_any(&self, i: usize) -> bool {
        self.occ[i]
    }

    pub(super) fn releases_any(&self, i: usize) -> bool {
        self.rel[i]
    }

    /// The resources the node names (occupied or released).
    pub(super) fn resources_of(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let own = match self.uses[i] {
            Use::Release(r) | Use::Occupy(r) => Some(r.index()),
            Use::None => None,
        };
        own.into_iter()
            .chain(self.g.requires[i].iter().map(|(r, _)| r.index()))
    }

    /// `IsResourceConstrained`: a resource of the node is full with occupiers waiting.
    pub(super) fn constrained(&self, i: usize) -> bool {
        self.resources_of(i)
            .any(|r| self.free[r] == 0 && self.in_queue[r] > 0)
    }

    /// `scheduling_instruction_crosses_overlap_limit` (XLA:GPU's): a done needs a free unit
    /// of its resource and no collective in flight sharing devices with it; a node needing
    /// resources idle needs that many free units.
    pub(super) fn crosses_limit(&self, i: usize) -> bool {
        if let Use::Occupy(r) = self.uses[i] {
            if self.free[r.index()] < 1 {
                return true;
            }
            if let NodeKind::AsyncDone { start } = self.g.nodes[i].kind {
                // Any in-flight start other than `start` whose groups conflict with its.
                let sig = self.g.sig_of(start);
                if sig != u32::MAX {
                    for &(f, entries) in &self.in_flight {
                        if !self.g.sig_conflicts(f, sig) {
                            continue;
                        }
                        let own = if f == sig {
                            self.flight[start.index()]
                        } else {
                            0
                        };
                        if entries > own {
                            return true;
                        }
                    }
                }
            }
        }
        self.g.requires[i]
            .iter()
            .any(|&(r, u)| i64::from(u) > self.free[r.index()])
    }

    /// `MemoryPressureDifference` (increase, peak) bottom-up, a done combined with its start.
    pub(super) fn pressure(&self, i: usize) -> (i64, i64) {
        let Some(m) = &self.mem else { return (0, 0) };
        let one = |k: usize| -> (i64, i64) {
            let mut inc: i64 = 0;
            for b in &self.g.uses[k] {
                if !m.live[b.index()] {
                    inc = inc.saturating_add(crate::sched::memory::signed(
                        self.g.buffers[b.index()].size,
                    ));
                }
            }
            let peak = inc.max(crate::sched::memory::signed(
                self.g.nodes[k].transient_bytes,
            ));
            for b in &self.g.defs[k] {
                if m.live[b.index()] {
                    inc = inc.saturating_sub(crate::sched::memory::signed(
                        self.g.buffers[b.index()].size,
                    ));
                }
            }
            (inc, peak)
        };
        let mut p = one(i);
        if let NodeKind::AsyncDone { start } = self.g.nodes[i].kind {
            let q = one(start.index());
            p = (p.0.min(q.0), p.1.max(q.1));
        }
        p
    }

    /// Whether the memory rules are reached (live bytes above half the limit).
    pub(super) fn memory_on(&self) -> bool {
        self.mem.as_ref().is_some_and(|m| m.usage > m.limit / 2)
    }

    /// `FindAndExtractBestNodeAvailable` without the extraction: the node XLA would take now
    /// (from the index when it can tell, else by the scan).
    pub(super) fn choose(&mut self) -> Result<Option<XlaDecision>, SchedError> {
        let ready = self.ready.len();
        if let Some(&x) = self.nop_stack.last() {
            return Ok(Some(XlaDecision {
                node: NodeId(x),
                rule: XlaRule::Nop,
                ready,
            }));
        }
        if self.ready.is_empty() {
            return Ok(None);
        }
        if let Some((x, rule)) = self.choose_indexed() {
            return Ok(Some(XlaDecision {
                node: NodeId(x as u32),
                rule,
                ready,
            }));
        }
        self.scanned += 1;
        self.choose_scan()
    }

    /// XLA's scan of the whole ready set (the reference).
    fn choose_scan(&self) -> Result<Option<XlaDecision>, SchedError> {
        let ready = self.ready.len();
        let memory_on = self.memory_on();
        let latest = self
            .next_ready
            .first()
            .map(|&f| self.ready_time[f as usize]);
        let mut best: Option<(super::Cand, XlaRule)> = None;
        for &c in &self.ready {
            let c = c as usize;
            if self.crosses_limit(c) {
                continue;
            }
            let c = self.cand(c, memory_on, latest);
            // The rule recorded is that of the scan's last comparison, which the final
            // winner always took part in (as the challenger or the one kept): XLA's trace.
            best = match best {
                None => Some((c, XlaRule::FirstCandidate)),
                Some((b, _)) => match self.better(&c, &b, memory_on, latest.is_some()) {
                    (true, rule) => Some((c, rule)),
                    (false, rule) => Some((b, rule)),
                },
            };
        }
        let (x, rule) = best.map(|(c, r)| (c.node, r)).ok_or_else(|| {
            internal(format!(
                "no ready node is selectable within the overlap limits ({} ready)",
                self.ready.len()
            ))
        })?;
        Ok(Some(XlaDecision {
            node: NodeId(x as u32),
            rule,
            ready,
        }))
    }

    /// Takes `x` out of the no-op stack or the ready set (swap with the last entry, pop);
    /// false when it is in neither.
    pub(super) fn take(&mut self, x: NodeId) -> bool {
        // A no-op only ever enters the no-op stack, any other node only the ready set.
        if self.nops[x.index()] {
            return match self.nop_stack.iter().rposition(|&k| k == x.0) {
                Some(p) => {
                    self.nop_stack.remove(p);
                    true
                }
                None => false,
            };
        }
        let p = self.slot[x.index()];
        if p == u32::MAX {
            return false;
        }
        self.index_take(x.index());
        self.ready.swap_remove(p as usize);
        self.slot[x.index()] = u32::MAX;
        if let Some(&moved) = self.ready.get(p as usize) {
            self.slot[moved as usize] = p;
            self.index_moved(moved as usize, self.ready.len() as u32, p);
        }
        true
    }

    /// Appends `x` to the ready set.
    fn push_ready(&mut self, x: u32) {
        self.slot[x as usize] = self.ready.len() as u32;
        self.ready.push(x);
        self.index_push(x as usize);
    }

    /// `x` enters (`up`) or leaves XLA's in-flight list, counted under its signature.
    fn flight_changed(&mut self, x: NodeId, up: bool) {
        let sig = self.g.sig_of(x);
        if up {
            self.flight[x.index()] += 1;
        } else {
            self.flight[x.index()] -= 1;
        }
        if sig == u32::MAX {
            return;
        }
        match self.in_flight.iter().position(|&(s, _)| s == sig) {
            Some(k) if up => self.in_flight[k].1 += 1,
            Some(k) => {
                self.in_flight[k].1 -= 1;
                if self.in_flight[k].1 == 0 {
                    self.in_flight.swap_remove(k);
                    self.index_flight(sig, false);
                }
            }
            None if up => {
                self.in_flight.push((sig, 1));
                self.index_flight(sig, true);
            }
            None => {}
        }
    }

    /// `ScheduleNode`.
    pub(super) fn schedule(&mut self, x: NodeId) {
        let g = self.g;
        let u = x.index();
        self.scheduled[u] = true;
        self.process.push(x);
        // Net resources: a loop that occupies and releases one resource changes nothing.
        match self.uses[u] {
            Use::Release(r) => {
                self.free[r.index()] += 1;
                if self.flight[u] > 0 {
                    self.flight_changed(x, false);
                }
            }
            Use::Occupy(r) => {
                self.free[r.index()] -= 1;
                self.in_queue[r.index()] -= 1;
                if let NodeKind::AsyncDone { start } = g.nodes[u].kind {
                    self.flight_changed(start, true);
                }
            }
            Use::None => {}
        }
        let mut at = self.now;
        for s in &g.succs[u] {
            at = at.max(self.ready_time[s.node.index()] + s.latency);
        }
        self.ready_time[u] = at;
        self.now = at + self.cost(u);
        while let Some(&f) = self.next_ready.first() {
            if self.ready_time[f as usize] < self.now {
                self.heap_pop();
            } else {
                break;
            }
        }
        let by_pos = self.preds_by_pos.take();
        let preds = match &by_pos {
            Some(v) => &v[u][..],
            None => &g.preds[u][..],
        };
        for p in preds {
            let k = p.node.index();
            if self.outdeg[k] != 1 {
                self.outdeg[k] -= 1;
                if self.outdeg[k] == 1 {
                    // `SetOutdegree(1)` refreshes its successors' `ready_nodes_if_scheduled`:
                    // the count of their predecessors with one edge left, `k` now among them
                    // (kept in `ones`, so not counted again: a node with N predecessors, like
                    // a root tuple of N dones, would cost N at each of N refreshes).
                    for s in &g.succs[k] {
                        self.ones[s.node.index()] += 1;
                    }
                    for s in &g.succs[k] {
                        let t = s.node.index();
                        self.set_ready_if(t, self.ones[t]);
                    }
                }
                continue;
            }
            self.outdeg[k] = 0;
            for s in &g.succs[k] {
                self.ones[s.node.index()] -= 1;
            }
            let mut rt = self.now;
            for s in &g.succs[k] {
                rt = rt.max(self.ready_time[s.node.index()] + s.latency);
            }
            if let Use::Occupy(r) = self.uses[k] {
                self.in_queue[r.index()] += 1;
            }
            for &(r, _) in &g.requires[k] {
                // XLA counts a loop's occupation when it becomes ready and never takes it
                // back (its net resources are empty): kept as XLA does it.
                self.in_queue[r.index()] += 1;
            }
            self.ready_time[k] = rt;
            if self.nops[k] {
                self.nop_stack.push(k as u32);
                continue;
            }
            self.push_ready(k as u32);
            if rt > self.now {
                self.heap_push(k as u32);
            }
        }
        self.preds_by_pos = by_pos;
        if let Some(m) = self.mem.as_mut() {
            for b in &g.uses[u] {
                if !m.live[b.index()] {
                    m.live[b.index()] = true;
                    m.usage = m.usage.saturating_add(g.buffers[b.index()].size);
                }
            }
            for b in &g.defs[u] {
                if m.live[b.index()] {
                    m.live[b.index()] = false;
                    m.usage = m.usage.saturating_sub(g.buffers[b.index()].size);
                }
            }
        }
    }

    /// XLA's heap order: `a` below `b` when `a` is ready later (the front is the soonest).
    pub(super) fn later(&self, a: u32, b: u32) -> bool {
        self.ready_time[a as usize] > self.ready_time[b as usize]
    }

    /// `std::push_heap` on the last entry.
    pub(super) fn heap_push(&mut self, x: u32) {
        self.next_ready.push(x);
        let hole = self.next_ready.len() - 1;
        self.sift_up(hole, 0, x);
    }

    /// The standard library's `__push_heap`: moves `value` up from `hole` towards `top`.
    pub(super) fn sift_up(&mut self, mut hole: usize, top: usize, value: u32) {
        while hole > top {
            let parent = (hole - 1) / 2;
            if !self.later(self.next_ready[parent], value) {
                break;
            }
            self.next_ready[hole] = self.next_ready[parent];
            hole = parent;
        }
        self.next_ready[hole] = value;
    }

    /// `std::pop_heap` then `pop_back` (the standard library's `__adjust_heap`: the hole
    /// goes down to a leaf by the better child, then the last entry is pushed up from it).
    pub(super) fn heap_pop(&mut self) {
        let len = self.next_ready.len();
        if len <= 1 {
            self.next_ready.clear();
            return;
        }
        let last = len - 1;
        let value = self.next_ready[last];
        self.next_ready[last] = self.next_ready[0];
        let n = last; // the heap is [0, last)
        let mut hole = 0usize;
        let mut child = 0usize;
        while child < (n - 1) / 2 {
            child = 2 * (child + 1);
            if self.later(self.next_ready[child], self.next_ready[child - 1]) {
                child -= 1;
            }
            self.next_ready[hole] = self.next_ready[child];
            hole = child;
        }
        if n % 2 == 0 && child == (n - 2) / 2 {
            child = 2 * (child + 1);
            self.next_ready[hole] = self.next_ready[child - 1];
            hole = child - 1;
        }
        self.sift_up(hole, 0, value);
        self.next_ready.pop();
    }

    pub(super) fn finish(self, decisions: Vec<XlaDecision>) -> Result<XlaRun, SchedError> {
        if self.process.len() != self.g.len() {
            return Err(internal(format!(
                "XLA's rules scheduled {} of {} nodes",
                self.process.len(),
                self.g.len()
            )));
        }
        let mut order = self.process;
        order.reverse();
        Ok(XlaRun {
            order,
            decisions,
            scanned: self.scanned,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{GraphBuilder, NodeSpec};

    /// The heap keeps the soonest ready node in front through pushes and pops.
    #[test]
    fn heap_front_is_the_soonest() {
        let mut b = GraphBuilder::new();
        for i in 0..9 {
            b.add_node(NodeSpec::compute(format!("n{i}"), 1e-6));
        }
        let g = b.build().expect("valid");
        let facts = XlaNodeFacts::of(&g);
        let mut s = State::new(&g, &XlaRulesConfig::gpu(None), &facts, false).expect("state");
        let times = [5.0, 3.0, 8.0, 1.0, 9.0, 2.0, 7.0, 4.0, 6.0];
        for (i, t) in times.iter().enumerate() {
            s.ready_time[i] = *t;
            s.heap_push(i as u32);
        }
        let mut popped = Vec::new();
        while let Some(&f) = s.next_ready.first() {
            popped.push(s.ready_time[f as usize]);
            s.heap_pop();
        }
        assert_eq!(popped, vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
    }
}
