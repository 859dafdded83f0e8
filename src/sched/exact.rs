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
//! of limit 1, a pair occupies it in program order from its start's begin to its done's end;
//! and, when every collective runs on one stream of limit 1, the compute stream's work left
//! plus the least slowdown the flights left can cost it under interference, `flight_cost` and
//! `Search::window_cost`) is not below the best makespan found; and, where every time only
//! grows with the times it depends on (no interference and no collective described with
//! device groups, a pure max-plus system; or every collective on one stream of limit 1, so
//! one flight at a time whose slowdown only ends later when it starts later), when another
//! state with the same placed set was at least as early in everything the future depends on
//! (dominance). The budget counts expanded states, not wall time, so the result is
//! deterministic; the search proves optimality only when it finishes within it. A search
//! already run on the same input (a loop body's clones, the same body under every grouping
//! `--combine auto` tries) is looked up, not run again.

use super::bound::{cost, jackson, Job};
use super::graph::{Graph, NodeId, NodeKind};
use super::model::Contention;
use super::partial::Partial;
use super::paths::{tight_paths, Paths};
use super::timeline::replay;
use std::collections::HashMap;
use std::sync::Mutex;

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
    /// Every time only grows with the times it depends on (see the module doc): drained ends
    /// are exact and dominance holds.
    simple: bool,
    /// Every collective runs on one stream of limit 1 ([`one_stream`]): flights never overlap,
    /// so [`flight_cost`] bounds the compute stream's slowdown.
    one_stream: bool,
    memo: HashMap<Vec<u64>, Vec<Vec<f64>>>,
    memo_size: usize,
    scratch: Vec<f64>,
    /// Buffers of [`Search::bound`] and [`Search::window_cost`], kept between states (a state's
    /// bound is O(n) work; allocating its vectors anew cost a quarter of the search's time).
    bufs: Bufs,
    /// Per node, its compute-stream time while a collective is in flight (cost x (1 + x)).
    slowed: Vec<f64>,
    /// Per node, its ancestors as `words` bits (filled when `one_stream`).
    anc: Vec<u64>,
    words: usize,
}

/// See [`Search::bufs`].
#[derive(Default)]
struct Bufs {
    compute: Vec<Job>,
    per_res: Vec<Vec<Job>>,
    spans: Vec<Vec<Job>>,
    free: Vec<f64>,
    after: Vec<bool>,
    items: Vec<(f64, f64, f64)>,
    limits: Vec<f64>,
    used: Vec<f64>,
}

/// Searches kept: the same computation is scheduled again and again by `--combine auto` (every
/// grouping of the entry schedules every loop body anew) and a module's cloned bodies are one
/// graph but for their names, so a search is looked up by everything it reads ([`search_key`])
/// before it runs. The result is a function of that key, so reusing it
/// changes nothing, on any thread.
static SEARCHED: Mutex<Vec<(String, Exact)>> = Mutex::new(Vec::new());

/// Searches kept at most (the oldest goes first).
const SEARCHED_KEPT: usize = 32;

/// Searches `g` for an order shorter than `incumbent` (a valid order of `g`, makespan
/// `incumbent_ms`), expanding at most `budget` states; a search already run on the same input
/// is not run again ([`SEARCHED`]).
pub(crate) fn search(g: &Graph, incumbent: &[NodeId], incumbent_ms: f64, budget: u64) -> Exact {
    let key = search_key(g, incumbent, incumbent_ms, budget);
    let lookup = |key: &str| {
        let kept = SEARCHED.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter().find(|(k, _)| k == key).map(|(_, e)| e.clone())
    };
    if let Some(e) = lookup(&key) {
        return e;
    }
    let e = run_search(g, incumbent, incumbent_ms, budget);
    let mut kept = SEARCHED.lock().unwrap_or_else(|e| e.into_inner());
    if !kept.iter().any(|(k, _)| *k == key) {
        if kept.len() >= SEARCHED_KEPT {
            kept.remove(0);
        }
        kept.push((key, e.clone()));
    }
    e
}

/// Everything [`run_search`] reads, as text: the graph without its names and label texts (the
/// search never reads them, and a cloned body differs from its original only there) and
/// without its hash maps (whose `Debug` order varies), with the incumbent and the budget.
fn search_key(g: &Graph, incumbent: &[NodeId], incumbent_ms: f64, budget: u64) -> String {
    format!(
        "{budget} {:x} {incumbent:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {}",
        incumbent_ms.to_bits(),
        g.nodes,
        g.extras.collectives,
        g.preds,
        g.succs,
        g.resources,
        g.buffers,
        g.users,
        g.defs,
        g.uses,
        g.done_of,
        g.requires,
        g.model,
        g.sig,
        g.sig_conflict,
        g.nsig,
    )
}

fn run_search(g: &Graph, incumbent: &[NodeId], incumbent_ms: f64, budget: u64) -> Exact {
    let n = g.len();
    let mut rank = vec![usize::MAX; n];
    for (i, x) in incumbent.iter().enumerate() {
        if let Some(r) = rank.get_mut(x.index()) {
            *r = i;
        }
    }
    let p = tight_paths(g);
    let single = one_stream(g);
    let words = n.div_ceil(64);
    let mut anc = vec![0u64; if single { n * words } else { 0 }];
    if single {
        for &x in &p.topo {
            let i = x.index();
            for a in g.preds(x) {
                let j = a.node.index();
                anc[i * words + j / 64] |= 1 << (j % 64);
                for w in 0..words {
                    anc[i * words + w] |= anc[j * words + w];
                }
            }
        }
    }
    let slowed = (0..n)
        .map(|i| cost(g, i) * (1.0 + slowdown(g, i)))
        .collect();
    let mut s = Search {
        g,
        p,
        rank,
        best: incumbent_ms,
        best_order: None,
        budget,
        expanded: 0,
        aborted: false,
        simple: (g.model().interference.is_off() && g.nsig == 0) || single,
        one_stream: single,
        memo: HashMap::new(),
        memo_size: 0,
        scratch: vec![0.0; n],
        bufs: Bufs::default(),
        slowed,
        anc,
        words,
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

/// Whether every collective of `g` runs on one stream of limit 1 (first come, first served), so
/// at most one is ever in flight and each lasts its nominal time.
fn one_stream(g: &Graph) -> bool {
    let mut res = g.node_ids().filter_map(|x| g.resource_of(x));
    match res.next() {
        None => true,
        Some(r) => g.resources()[r.index()].limit <= 1 && res.all(|s| s == r),
    }
}

/// The slowdown x of node `i` while a collective is in flight (none for starts and dones).
fn slowdown(g: &Graph, i: usize) -> f64 {
    match g.nodes[i].kind {
        NodeKind::Compute => g.model().interference.factor(g.nodes[i].contention),
        _ => 0.0,
    }
}

/// Whether the optimum of the search's orders (which keep the device-sharing rule beside the
/// open-pair limits) also bounds the orders that keep only the limits: every resource has
/// limit 1 (so a node needing one idle waits for no open pair either way) and the
/// device-sharing rule cannot bind (no device groups, or every collective on one stream, never
/// two open at once).
pub(crate) fn optimum_bounds_rules(g: &Graph) -> bool {
    let narrow = |r: super::graph::ResourceId| g.resources()[r.index()].limit <= 1;
    g.node_ids().all(|x| {
        g.resource_of(x).is_none_or(narrow) && g.requires(x).iter().all(|&(r, _)| narrow(r))
    }) && (g.nsig == 0 || one_stream(g))
}

/// The least time the compute stream needs, beyond its `work` left, when collectives are in
/// flight for `flight` seconds of what is left of the program: while one is in flight, a node
/// of slowdown x does at most 1 / (1 + x) of its work per second, and the stream is idle for
/// whatever flight time no work covers. `classes` gives the work left per x; the cheapest
/// classes cover first (the most work per second of flight).
fn flight_cost(classes: &mut [(f64, f64)], flight: f64) -> f64 {
    classes.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (mut left, mut extra) = (flight, 0.0);
    for &(x, work) in classes.iter() {
        let cover = left.min(work * (1.0 + x));
        extra += cover * x / (1.0 + x);
        left -= cover;
    }
    extra + left.max(0.0)
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
        let nr = g.resources().len();
        let mut b = std::mem::take(&mut self.bufs);
        let (compute, per_res, spans, free) =
            (&mut b.compute, &mut b.per_res, &mut b.spans, &mut b.free);
        compute.clear();
        per_res.resize_with(nr, Vec::new);
        spans.resize_with(nr, Vec::new);
        per_res
            .iter_mut()
            .chain(spans.iter_mut())
            .for_each(Vec::clear);
        free.clear();
        free.resize(nr, st.sim.now);
        let inter = g.model().interference;
        // Work left per slowdown class (none, GEMM, memory) and flight time left.
        let mut classes = [
            (0.0, 0.0),
            (inter.factor(Contention::Gemm), 0.0),
            (inter.factor(Contention::Memory), 0.0),
        ];
        let mut flight = 0.0;
        for &(s, e) in ends {
            flight += g.collective_time(s).min(e - st.sim.now).max(0.0);
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
            if let NodeKind::AsyncStart { .. } = g.nodes[i].kind {
                flight += g.collective_time(x);
            }
            if c > 0.0 {
                let class = match g.nodes[i].kind {
                    NodeKind::Compute => match g.nodes[i].contention {
                        Contention::None => 0,
                        Contention::Gemm => 1,
                        Contention::Memory => 2,
                    },
                    _ => 0,
                };
                classes[class].1 += c;
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
        if self.one_stream {
            let now = st.sim.now;
            let work: f64 = classes.iter().map(|c| c.1).sum();
            let mut flying = ends.iter().filter(|e| e.1 > now);
            let extra = match (flying.next(), flying.next()) {
                (Some(&(s, e)), None) => {
                    let window = g.collective_time(s).min(e - now);
                    self.window_cost(st, s, window, &mut b)
                        + flight_cost(&mut classes, (flight - window).max(0.0))
                }
                _ => flight_cost(&mut classes, flight),
            };
            lb = lb.max(now + work + extra);
        }
        lb = lb.max(jackson(&mut b.compute));
        for jobs in b.per_res.iter_mut().chain(b.spans.iter_mut()) {
            if !jobs.is_empty() {
                lb = lb.max(jackson(jobs));
            }
        }
        self.bufs = b;
        lb
    }

    /// [`flight_cost`] for the flight of `start`, in flight now for `window` more seconds, with
    /// what precedence allows. A node can run inside it only after its unplaced ancestors,
    /// each slowed: from `a` (their slowed time) after now at the earliest, never after the
    /// done. The nodes that can begin no earlier than `a` share the last `window - a` seconds
    /// of the stream, for every `a`. These nested limits make a polymatroid, so filling the
    /// window greedily, least slowed first, gives the most work it can hold (Edmonds).
    fn window_cost(&self, st: &Partial<'g>, start: NodeId, window: f64, b: &mut Bufs) -> f64 {
        let g = self.g;
        let done = g.done_of(start);
        let Bufs {
            after,
            items,
            limits,
            used,
            ..
        } = b;
        after.clear();
        after.resize(g.len(), false);
        // (x, the most window time it can take alone, its earliest begin after now)
        items.clear();
        let placed = st.placed_bits();
        for &x in &self.p.topo {
            let i = x.index();
            if st.is_placed(i) {
                continue;
            }
            if Some(x) == done || g.preds(x).iter().any(|a| after[a.node.index()]) {
                after[i] = true;
                continue;
            }
            if self.slowed[i] <= 0.0 {
                continue;
            }
            let mut before = 0.0;
            for w in 0..self.words {
                let mut bits = self.anc[i * self.words + w] & !placed.get(w).copied().unwrap_or(0);
                while bits != 0 {
                    before += self.slowed[w * 64 + bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                }
            }
            if before < window {
                items.push((slowdown(g, i), self.slowed[i].min(window - before), before));
            }
        }
        // The limits, one per distinct earliest begin (ascending), and the time given under each.
        limits.clear();
        limits.extend(items.iter().map(|it| it.2));
        limits.push(0.0);
        limits.sort_by(f64::total_cmp);
        limits.dedup();
        used.clear();
        used.resize(limits.len(), 0.0);
        items.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut extra = window;
        for &(x, cap, begin) in items.iter() {
            // Limits at or below its begin include it.
            let k = limits.partition_point(|&l| l <= begin);
            let room = (0..k)
                .map(|t| window - limits[t] - used[t])
                .fold(cap, f64::min)
                .max(0.0);
            for u in &mut used[..k] {
                *u += room;
            }
            extra -= room / (1.0 + x);
        }
        extra.max(0.0)
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

    /// Two 10 us collectives on one stream, each followed by work that needs it, and two
    /// independent 10 us kernels, every name prefixed by `prefix`; and the serial order.
    fn two_collectives(prefix: &str) -> (Graph, Vec<NodeId>) {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let mut order = Vec::new();
        for k in 0..2 {
            let s = b.add_node(NodeSpec::start(format!("{prefix}s{k}"), US, r));
            let d = b.add_node(NodeSpec::done(format!("{prefix}d{k}"), US, s));
            b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
            let u = b.add_node(NodeSpec::compute(format!("{prefix}use{k}"), US));
            b.add_edge(d, u, 0.0, EdgeKind::Data);
            order.extend([s, d, u]);
        }
        for k in 0..2 {
            order.push(b.add_node(NodeSpec::compute(format!("{prefix}k{k}"), 10.0 * US)));
        }
        (b.build().expect("valid"), order)
    }

    #[test]
    fn a_cloned_graph_is_looked_up_and_another_is_not() {
        // A clone differs only in names (`region.clone`): the same key. A different cost does
        // not share it.
        let (g, order) = two_collectives("");
        let (clone, _) = two_collectives("clone.");
        let key = |g: &Graph| search_key(g, &order, 46.0 * US, 100);
        assert_eq!(key(&g), key(&clone));
        let mut b = GraphBuilder::new();
        b.add_node(NodeSpec::compute("k", 2.0 * US));
        let other = b.build().expect("valid");
        assert_ne!(key(&g), key(&other));
        assert_ne!(key(&g), search_key(&g, &order, 46.0 * US, 101));
    }

    #[test]
    fn finds_the_order_that_hides_both_collectives() {
        // The incumbent runs everything serially; the optimum hides each collective behind
        // one kernel.
        let (g, order) = two_collectives("");
        let inc = replay(&g, &order).expect("valid").makespan;
        assert!((inc - 46.0 * US).abs() < 1e-12);
        let e = search(&g, &order, inc, 100_000);
        assert!(e.finished);
        // s0 k0 d0 s1 use0 k1 d1 use1: 1 + 10 + 1 + 1 + 1 + 10 ... = 26 us.
        assert!((e.best - 26.0 * US).abs() < 1e-12, "{}", e.best);
        let o = e.order.expect("a better order");
        assert!((replay(&g, &o).expect("valid").makespan - e.best).abs() < 1e-15);
        crate::sched::verify(&g, &o).expect("valid");
        // Deterministic (run again, and looked up), and a budget too small to finish says so.
        let again = run_search(&g, &order, inc, 100_000);
        assert_eq!(again.order.as_ref(), Some(&o));
        assert_eq!(again.expanded, e.expanded);
        let kept = search(&g, &order, inc, 100_000);
        assert_eq!((kept.order, kept.expanded), (Some(o), e.expanded));
        assert!(!search(&g, &order, inc, 2).finished);
    }

    /// Every topological order of `g`, each replayed: the least makespan among those keeping
    /// the open-pair limit (at most one pair open here).
    fn brute_optimum(g: &Graph) -> f64 {
        fn rec(g: &Graph, left: &mut [usize], cur: &mut Vec<NodeId>, open: u32, best: &mut f64) {
            if cur.len() == g.len() {
                *best = best.min(replay(g, cur).expect("valid").makespan);
                return;
            }
            for x in g.node_ids() {
                if left[x.index()] != 0 || cur.contains(&x) {
                    continue;
                }
                let open = match g.node(x).kind {
                    NodeKind::AsyncStart { .. } if open > 0 => continue,
                    NodeKind::AsyncStart { .. } => open + 1,
                    NodeKind::AsyncDone { .. } => open - 1,
                    NodeKind::Compute => open,
                };
                cur.push(x);
                for a in g.succs(x) {
                    left[a.node.index()] -= 1;
                }
                rec(g, left, cur, open, best);
                for a in g.succs(x) {
                    left[a.node.index()] += 1;
                }
                cur.pop();
            }
        }
        let mut left: Vec<usize> = g.node_ids().map(|x| g.preds(x).len()).collect();
        let mut best = f64::INFINITY;
        rec(g, &mut left, &mut Vec::new(), 0, &mut best);
        best
    }

    #[test]
    fn proves_a_loop_body_with_interference_optimal() {
        // A ring-attention step: one collective whose operands are ready at once, a chain of a
        // GEMM, two memory-bound kernels and three parallel GEMMs, an update after the done,
        // and two independent copies. Under interference the flight is best hidden behind
        // the parallel GEMMs, not at once behind the chain's memory-bound kernels; the
        // one-stream dominance and the flight bounds must keep that optimum.
        use crate::sched::model::{Contention, Interference, TimeModel};
        let mut b = GraphBuilder::new();
        b.set_model(TimeModel {
            interference: Interference::measured(),
            share_bandwidth: true,
        });
        let r = b.add_resource("collectives", 1);
        let node = |b: &mut GraphBuilder, name: &str, us: f64, c: Contention| {
            let mut spec = NodeSpec::compute(name, us * US);
            spec.contention = c;
            b.add_node(spec)
        };
        let s = b.add_node(NodeSpec::start("send", US, r));
        let d = b.add_node(NodeSpec::done("recv", 0.0, s));
        b.add_edge(s, d, 20.0 * US, EdgeKind::Data);
        let g0 = node(&mut b, "scores", 6.0, Contention::Gemm);
        let m1 = node(&mut b, "max", 3.0, Contention::Memory);
        let m2 = node(&mut b, "mask", 5.0, Contention::Memory);
        b.add_edge(g0, m1, 0.0, EdgeKind::Data);
        b.add_edge(m1, m2, 0.0, EdgeKind::Data);
        let grads: Vec<NodeId> = (0..3)
            .map(|k| node(&mut b, &format!("grad{k}"), 6.0, Contention::Gemm))
            .collect();
        let last = node(&mut b, "sum", 1.0, Contention::Memory);
        for &gk in &grads {
            b.add_edge(m2, gk, 0.0, EdgeKind::Data);
            b.add_edge(gk, last, 0.0, EdgeKind::Data);
        }
        let upd = node(&mut b, "update", 1.5, Contention::Memory);
        b.add_edge(d, upd, 0.0, EdgeKind::Data);
        b.add_edge(last, upd, 0.0, EdgeKind::Data);
        for k in 0..2 {
            node(&mut b, &format!("copy{k}"), 1.0, Contention::Memory);
        }
        let g = b.build().expect("valid");
        assert!(one_stream(&g) && optimum_bounds_rules(&g));
        let order = g.original_order();
        let inc = replay(&g, &order).expect("valid").makespan;
        let e = run_search(&g, &order, inc, 1_000_000);
        assert!(e.finished);
        let best = brute_optimum(&g);
        assert!(
            (e.best - best).abs() <= best * 1e-12,
            "{} vs {best}",
            e.best
        );
        // The whole flight hidden behind GEMMs: the work (37.5 us) and a sixth of the flight.
        assert!((best - (37.5 + 20.0 / 6.0) * US).abs() < 1e-12, "{best}");
    }
}
