//! Exact search for small computations: a deterministic depth-first branch and bound over
//! program orders, each timed node by node with the replay's own step ([`super::timeline`]),
//! so its makespans are the report's.
//!
//! The search space is XLA's: a start is placed only while fewer than its resource's limit of
//! pairs are open in program order and no open collective shares more than one device with it,
//! and a node needing a resource idle only while it has room (when nothing else is placeable
//! the first ready node is taken, as the list scheduler does). No-op nodes take no time and
//! touch no stream, so they are placed as soon as they are ready, without branching.
//!
//! Pruning: a state is cut when a lower bound on every completion of it (`Search::bound`: the
//! longest remaining path from the known ends, and Jackson's preemptive bound on the compute
//! stream, on each stream of limit 1, and on the spans XLA's rules keep apart: on a resource
//! of limit 1, a pair occupies it in program order from its start's begin to its done's end) is not below the best makespan found;
//! and, where the model is a pure max-plus system (no interference, no collective described
//! with device groups, so every stream is first-come first-served and every time only grows
//! with the times it depends on), when another state with the same placed set was at least as
//! early in everything the future depends on (dominance). The budget counts expanded states,
//! not wall time, so the result is deterministic; the search proves optimality only when it
//! finishes within it.

use super::bound::{cost, jackson, Job};
use super::graph::{Graph, NodeId, NodeKind};
use super::partial::Partial;
use super::paths::{tight_paths, Paths};
use super::timeline::replay;
use std::collections::HashMap;

/// What the exact search found.
#[derive(Clone, Debug)]
pub(crate) struct Exact {
    /// An order strictly shorter than the incumbent, if one was found.
    pub order: Option<Vec<NodeId>>,
    /// The best makespan seen (the incumbent's when nothing shorter was found).
    pub best: f64,
    /// Whether the search finished within its budget: `best` is then the optimum.
    pub finished: bool,
    /// States expanded.
    pub expanded: u64,
}

/// Whether the exact search applies to `g` at all (no scheduling groups, which it does not
/// model).
pub(crate) fn applies(g: &Graph) -> bool {
    g.nodes.iter().all(|s| s.hints.scheduling_group.is_none())
}

struct Search<'g> {
    g: &'g Graph,
    p: Paths,
    /// Position of each node in the incumbent (children are tried in this order).
    rank: Vec<usize>,
    best: f64,
    best_order: Option<Vec<NodeId>>,
    budget: u64,
    expanded: u64,
    aborted: bool,
    /// The model is max-plus (see the module doc): drained ends are exact and dominance holds.
    simple: bool,
    memo: HashMap<Vec<u64>, Vec<Vec<f64>>>,
    memo_size: usize,
    scratch: Vec<f64>,
}

/// Searches `g` for an order shorter than `incumbent` (a valid order of `g`, makespan
/// `incumbent_ms`), expanding at most `budget` states.
pub(crate) fn search(g: &Graph, incumbent: &[NodeId], incumbent_ms: f64, budget: u64) -> Exact {
    let n = g.len();
    let mut rank = vec![usize::MAX; n];
    for (i, x) in incumbent.iter().enumerate() {
        if let Some(r) = rank.get_mut(x.index()) {
            *r = i;
        }
    }
    let mut s = Search {
        g,
        p: tight_paths(g),
        rank,
        best: incumbent_ms,
        best_order: None,
        budget,
        expanded: 0,
        aborted: false,
        simple: g.model().interference.is_off() && g.nsig == 0,
        memo: HashMap::new(),
        memo_size: 0,
        scratch: vec![0.0; n],
    };
    let mut root = Partial::new(g);
    root.place_noops();
    s.dfs(root);
    Exact {
        order: s.best_order,
        best: s.best,
        finished: !s.aborted,
        expanded: s.expanded,
    }
}

impl<'g> Search<'g> {
    /// Ends of every launched collective whose done is not placed: exact when the model is
    /// max-plus (drained with nothing more launched), else a time it cannot end before.
    fn coll_ends(&self, st: &Partial<'g>) -> Vec<(NodeId, f64)> {
        let mut out = Vec::new();
        if self.simple {
            let mut sim = st.sim.clone();
            sim.drain();
            for &x in &st.order {
                if matches!(self.g.node(x).kind, NodeKind::AsyncStart { .. }) {
                    if let Some(d) = self.g.done_of(x) {
                        if !st.is_placed(d.index()) {
                            out.push((x, sim.ended[x.index()]));
                        }
                    }
                }
            }
        } else {
            for &x in &st.order {
                if let (NodeKind::AsyncStart { .. }, Some(d)) =
                    (self.g.node(x).kind, self.g.done_of(x))
                {
                    if !st.is_placed(d.index()) && st.sim.complete(x) {
                        out.push((x, st.sim.ended[x.index()]));
                    }
                }
            }
            out.extend(st.sim.lower_ends());
        }
        out.sort_by_key(|e| e.0);
        out
    }

    /// A makespan no completion of `st` can beat (see the module doc).
    fn bound(&mut self, st: &Partial<'g>, ends: &[(NodeId, f64)]) -> f64 {
        let g = self.g;
        let mut lb = st.ms;
        let head = &mut self.scratch;
        let mut compute = Vec::new();
        let nr = g.resources().len();
        let mut per_res: Vec<Vec<Job>> = vec![Vec::new(); nr];
        let mut spans: Vec<Vec<Job>> = vec![Vec::new(); nr];
        let mut free = vec![st.sim.now; nr];
        for &(s, e) in ends {
            lb = lb.max(e);
            if let Some(r) = g.resource_of(s) {
                free[r.index()] = free[r.index()].max(e);
            }
        }
        for &x in &self.p.topo {
            let i = x.index();
            if st.is_placed(i) {
                continue;
            }
            let noop = g.nodes[i].is_noop;
            let mut h: f64 = if noop { 0.0 } else { st.sim.now };
            let start_of = g.start_of(x);
            for a in g.preds(x) {
                let j = a.node.index();
                let t = if st.is_placed(j) {
                    if Some(a.node) == start_of {
                        ends.binary_search_by_key(&a.node, |e| e.0)
                            .map_or(st.end[j] + a.latency, |k| ends[k].1)
                    } else {
                        st.end[j] + a.latency
                    }
                } else {
                    head[j] + cost(g, j) + a.latency
                };
                h = h.max(t);
            }
            head[i] = h;
            lb = lb.max(h + self.p.tail[i]);
            let c = cost(g, i);
            if c > 0.0 {
                compute.push(Job {
                    head: h,
                    body: c,
                    tail: self.p.tail[i] - c,
                });
            }
            // XLA's rules keep the spans of a limit-1 resource's pairs (start's begin to
            // done's end) and its idle-needing nodes apart in time: one machine.
            let span_res = match g.nodes[i].kind {
                NodeKind::AsyncStart { resource } => Some((resource.index(), x)),
                NodeKind::AsyncDone { start } => g
                    .resource_of(start)
                    .filter(|_| st.is_placed(start.index()))
                    .map(|r| (r.index(), start)),
                NodeKind::Compute => None,
            };
            if let Some((r, s)) = span_res.filter(|&(r, _)| g.resources()[r].limit <= 1) {
                let d = g.done_of(s).map_or(0.0, |d| cost(g, d.index()));
                let dtail = g.done_of(s).map_or(0.0, |d| self.p.tail[d.index()]);
                spans[r].push(if s == x {
                    Job {
                        head: h,
                        body: c + g.collective_time(s) + d,
                        tail: dtail - d,
                    }
                } else {
                    Job {
                        head: h,
                        body: c,
                        tail: self.p.tail[i] - c,
                    }
                });
            }
            for &(r, _) in g.requires(x) {
                if g.resources()[r.index()].limit <= 1 {
                    spans[r.index()].push(Job {
                        head: h,
                        body: c,
                        tail: self.p.tail[i] - c,
                    });
                }
            }
            if self.simple {
                if let NodeKind::AsyncStart { resource } = g.nodes[i].kind {
                    let r = resource.index();
                    if g.resources()[r].limit <= 1 {
                        // First come, first served behind every collective launched before.
                        per_res[r].push(Job {
                            head: (h + c).max(free[r]),
                            body: g.collective_time(x),
                            tail: g.done_of(x).map_or(0.0, |d| self.p.tail[d.index()]),
                        });
                    }
                }
                for &(r, _) in g.requires(x) {
                    if g.resources()[r.index()].limit <= 1 {
                        per_res[r.index()].push(Job {
                            head: h.max(free[r.index()]),
                            body: c,
                            tail: self.p.tail[i] - c,
                        });
                    }
                }
            }
        }
        lb = lb.max(jackson(&mut compute));
        for jobs in per_res.iter_mut().chain(spans.iter_mut()) {
            lb = lb.max(jackson(jobs));
        }
        lb
    }

    /// Dominance (max-plus models only): true when a state with the same placed set was at
    /// least as early in every time the future depends on; else records this one.
    fn dominated(&mut self, st: &Partial<'g>, ends: &[(NodeId, f64)]) -> bool {
        if !self.simple {
            return false;
        }
        let g = self.g;
        let mut sig = vec![st.sim.now, st.ms];
        for &x in &st.order {
            let i = x.index();
            if g.succs(x).iter().any(|a| !st.is_placed(a.node.index())) {
                sig.push(st.end[i]);
            }
        }
        sig.extend(ends.iter().map(|e| e.1));
        let entry = self.memo.entry(st.placed_bits().to_vec()).or_default();
        if entry
            .iter()
            .any(|o| o.len() == sig.len() && o.iter().zip(&sig).all(|(a, b)| a <= b))
        {
            return true;
        }
        let before = entry.len();
        entry.retain(|o| !(o.len() == sig.len() && o.iter().zip(&sig).all(|(a, b)| a >= b)));
        self.memo_size -= before - entry.len();
        // The memo is capped by the budget: past it, states are only not recorded.
        if self.memo_size < self.budget as usize {
            entry.push(sig);
            self.memo_size += 1;
        }
        false
    }

    fn dfs(&mut self, st: Partial<'g>) {
        let g = self.g;
        if st.complete() {
            if let Ok(t) = replay(g, &st.order) {
                if t.makespan < self.best {
                    self.best = t.makespan;
                    self.best_order = Some(st.order);
                }
            }
            return;
        }
        if self.expanded >= self.budget {
            self.aborted = true;
            return;
        }
        self.expanded += 1;
        let ends = self.coll_ends(&st);
        if self.bound(&st, &ends) >= self.best * (1.0 - 1e-12) {
            return;
        }
        if self.dominated(&st, &ends) {
            return;
        }
        let mut ready = st.ready();
        ready.sort_by_key(|x| (self.rank[x.index()], x.0));
        let mut kids: Vec<NodeId> = ready
            .iter()
            .copied()
            .filter(|&x| st.selectable(x))
            .collect();
        if kids.is_empty() {
            kids.extend(ready.first());
        }
        for x in kids {
            let mut child = st.clone();
            child.place(x);
            child.place_noops();
            self.dfs(child);
            if self.aborted {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    #[test]
    fn finds_the_order_that_hides_both_collectives() {
        // Two 10 us collectives on one stream, each followed by work that needs it, and two
        // independent 10 us kernels. The incumbent runs everything serially; the optimum
        // hides each collective behind one kernel.
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let mut order = Vec::new();
        for k in 0..2 {
            let s = b.add_node(NodeSpec::start(format!("s{k}"), US, r));
            let d = b.add_node(NodeSpec::done(format!("d{k}"), US, s));
            b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
            let u = b.add_node(NodeSpec::compute(format!("use{k}"), US));
            b.add_edge(d, u, 0.0, EdgeKind::Data);
            order.extend([s, d, u]);
        }
        for k in 0..2 {
            order.push(b.add_node(NodeSpec::compute(format!("k{k}"), 10.0 * US)));
        }
        let g = b.build().expect("valid");
        let inc = replay(&g, &order).expect("valid").makespan;
        assert!((inc - 46.0 * US).abs() < 1e-12);
        let e = search(&g, &order, inc, 100_000);
        assert!(e.finished);
        // s0 k0 d0 s1 use0 k1 d1 use1: 1 + 10 + 1 + 1 + 1 + 10 ... = 26 us.
        assert!((e.best - 26.0 * US).abs() < 1e-12, "{}", e.best);
        let o = e.order.expect("a better order");
        assert!((replay(&g, &o).expect("valid").makespan - e.best).abs() < 1e-15);
        crate::sched::verify(&g, &o).expect("valid");
        // Deterministic, and a budget too small to finish says so.
        let again = search(&g, &order, inc, 100_000);
        assert_eq!(again.order, Some(o));
        assert_eq!(again.expanded, e.expanded);
        assert!(!search(&g, &order, inc, 2).finished);
    }
}
