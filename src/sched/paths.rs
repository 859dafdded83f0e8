//! Heads and tails for the lower bound and the exact search: the earliest start of every node
//! and the least time from its start to the program's end, by longest paths, then raised by
//! the serial resources ([`tight_paths`]: Jackson's bound of the collectives a node waits for)
//! and, for the bound, by the serial compute stream ([`bound_paths`]: a collective starts after
//! all its compute ancestors; then, to a fixpoint of a few rounds with the resources' raise,
//! every node after Jackson's bound of its ancestors, [`super::cone`]). Every figure is met by
//! every valid order (see each function).

use super::bound::{cost, jackson, Job};
use super::graph::{Graph, NodeId, NodeKind};

/// Earliest starts and tails of every node, by longest paths.
pub(crate) struct Paths {
    /// Earliest start of each node (longest path from the sources, latencies included).
    pub head: Vec<f64>,
    /// Least time from each node's start to the end of the program (its own cost included).
    pub tail: Vec<f64>,
    /// The nodes in a topological order.
    pub topo: Vec<NodeId>,
}

/// Heads, tails and a topological order of `g`.
pub(crate) fn paths(g: &Graph) -> Paths {
    let n = g.len();
    let mut indeg: Vec<usize> = (0..n).map(|i| g.preds[i].len()).collect();
    let mut stack: Vec<usize> = (0..n).rev().filter(|&i| indeg[i] == 0).collect();
    let mut topo = Vec::with_capacity(n);
    let mut head = vec![0.0f64; n];
    while let Some(i) = stack.pop() {
        let mut st: f64 = 0.0;
        for a in &g.preds[i] {
            st = st.max(head[a.node.index()] + cost(g, a.node.index()) + a.latency);
        }
        head[i] = st;
        topo.push(NodeId(i as u32));
        for a in &g.succs[i] {
            let j = a.node.index();
            indeg[j] -= 1;
            if indeg[j] == 0 {
                stack.push(j);
            }
        }
    }
    let mut tail = vec![0.0f64; n];
    for &x in topo.iter().rev() {
        let i = x.index();
        let mut after: f64 = 0.0;
        for a in &g.succs[i] {
            after = after.max(a.latency + tail[a.node.index()]);
        }
        tail[i] = cost(g, i) + after;
    }
    Paths { head, tail, topo }
}

/// Work limit of [`tighten`]: collectives of one resource times nodes.
const TIGHTEN_WORK: usize = 1_000_000;

/// Heads and tails tightened by the serial resources (see [`tighten`]).
pub(crate) fn tight_paths(g: &Graph) -> Paths {
    let mut p = paths(g);
    tighten(g, &mut p);
    p
}

/// Raises heads and tails by the collectives each node waits for on a resource of limit 1.
///
/// Every collective `c` that is an ancestor of node `v` must end before `v` starts, at least
/// `dist_c(v)` earlier (the longest path from `c`'s done to `v`); those collectives run one
/// at a time after their own heads, so `v`'s start is at least Jackson's preemptive bound of
/// them with tails `dist_c(v)` (the argument of the module doc with `v`'s start as the end).
/// Symmetrically, the collectives a node must precede bound its tail. Heads are processed in
/// topological order (tails in reverse), so every collective's head (tail) is final before it
/// is used. Skipped when collectives x nodes exceeds [`TIGHTEN_WORK`].
fn tighten(g: &Graph, p: &mut Paths) {
    let n = g.len();
    for (r, res) in g.resources().iter().enumerate() {
        if res.limit > 1 {
            continue;
        }
        let colls: Vec<NodeId> = g
            .node_ids()
            .filter(|&x| {
                matches!(g.node(x).kind, NodeKind::AsyncStart { resource } if resource.index() == r)
                    && g.done_of(x).is_some()
            })
            .collect();
        let k = colls.len();
        if k < 2 || k.saturating_mul(n) > TIGHTEN_WORK {
            continue;
        }
        let none = f64::NEG_INFINITY;
        let mut slot = vec![usize::MAX; n];
        let mut done_slot = vec![usize::MAX; n];
        for (c, &s) in colls.iter().enumerate() {
            slot[s.index()] = c;
            if let Some(d) = g.done_of(s) {
                done_slot[d.index()] = c;
            }
        }
        // Forward: dist[v * k + c] = least time from c's end to v's start.
        let mut dist = vec![none; n * k];
        let mut jobs = Vec::with_capacity(k);
        for &x in &p.topo {
            let v = x.index();
            let mut h = p.head[v];
            for a in g.preds(x) {
                let u = a.node.index();
                h = h.max(p.head[u] + cost(g, u) + a.latency);
                for c in 0..k {
                    let du = dist[u * k + c];
                    if du > none {
                        let t = du + cost(g, u) + a.latency;
                        if t > dist[v * k + c] {
                            dist[v * k + c] = t;
                        }
                    }
                }
            }
            if done_slot[v] != usize::MAX {
                let c = done_slot[v];
                dist[v * k + c] = dist[v * k + c].max(0.0);
            }
            jobs.clear();
            for (c, &s) in colls.iter().enumerate() {
                let dv = dist[v * k + c];
                if dv > none {
                    jobs.push(Job {
                        head: p.head[s.index()] + cost(g, s.index()),
                        body: g.collective_time(s),
                        tail: dv,
                    });
                }
            }
            p.head[v] = h.max(jackson(&mut jobs));
        }
        // Backward: dist[v * k + c] = least time from v's end to c's begin.
        dist.iter_mut().for_each(|d| *d = none);
        for &x in p.topo.iter().rev() {
            let v = x.index();
            let mut q = p.tail[v];
            let mut after = 0.0f64;
            for a in g.succs(x) {
                let w = a.node.index();
                after = after.max(a.latency + p.tail[w]);
                for c in 0..k {
                    let dw = dist[w * k + c];
                    if dw > none {
                        let t = a.latency + cost(g, w) + dw;
                        if t > dist[v * k + c] {
                            dist[v * k + c] = t;
                        }
                    }
                }
                if slot[w] != usize::MAX {
                    let c = slot[w];
                    let t = a.latency + cost(g, w);
                    if t > dist[v * k + c] {
                        dist[v * k + c] = t;
                    }
                }
            }
            q = q.max(cost(g, v) + after);
            jobs.clear();
            for (c, &s) in colls.iter().enumerate() {
                let dv = dist[v * k + c];
                if dv > none {
                    jobs.push(Job {
                        head: dv,
                        body: g.collective_time(s),
                        tail: g.done_of(s).map_or(0.0, |d| p.tail[d.index()]),
                    });
                }
            }
            p.tail[v] = q.max(cost(g, v) + jackson(&mut jobs));
        }
    }
}

/// Node visits [`serial_ancestors`] may make (per direction): a bounded share of the bound's
/// time on any graph; past it the remaining collectives keep their path heads (any subset of
/// a node's ancestors gives a valid head).
const ANCESTOR_WORK: usize = 4_000_000;

/// Heads and tails for the bound: [`tight_paths`] after [`serial_ancestors`], then rounds of
/// [`super::cone::raise`] and [`tighten`] until neither moves (at most [`FIXPOINT_ROUNDS`]).
pub(crate) fn bound_paths(g: &Graph) -> Paths {
    let mut p = paths(g);
    serial_ancestors(g, &mut p);
    tighten(g, &mut p);
    for _ in 0..FIXPOINT_ROUNDS {
        if !super::cone::raise(g, &mut p) {
            break;
        }
        tighten(g, &mut p);
    }
    p
}

/// Rounds of [`super::cone::raise`] then [`tighten`] in [`bound_paths`] (each round lets the
/// compute stream's and the collective streams' raises build on each other).
const FIXPOINT_ROUNDS: usize = 2;

/// Raises each async start's head to the total compute-stream cost of its ancestors, and each
/// async done's tail to its own cost plus that of its descendants, then carries the raised
/// heads and tails along the edges. Valid: every node with a cost runs on the one serial
/// compute stream (starts and dones included), and a node starts only after all its ancestors
/// have ended, so at least their total time after time 0; symmetrically the descendants of a
/// done all run after it. Longest paths count one chain of them; this counts them all (issue
/// 21: FSDP modules, whose all-gathers wait for every layer before them). Ancestors are found
/// by a search per collective, capped at [`ANCESTOR_WORK`] visits (a partial sum is still a
/// valid head).
fn serial_ancestors(g: &Graph, p: &mut Paths) {
    let n = g.len();
    let starts: Vec<NodeId> = p
        .topo
        .iter()
        .copied()
        .filter(|&x| {
            matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) && g.done_of(x).is_some()
        })
        .collect();
    if starts.is_empty() {
        return;
    }
    let mut stamp = vec![u32::MAX; n];
    let mut stack: Vec<NodeId> = Vec::new();
    // Each direction: the sum of the costs over the nodes reachable from `x` (not `x` itself).
    let mut reach_sum = |x: NodeId, k: u32, fwd: bool, work: &mut usize| -> f64 {
        let mut sum = 0.0;
        stamp[x.index()] = k;
        stack.clear();
        stack.push(x);
        while let Some(u) = stack.pop() {
            if *work >= ANCESTOR_WORK {
                break;
            }
            *work += 1;
            let next = if fwd { g.succs(u) } else { g.preds(u) };
            for a in next {
                let j = a.node.index();
                if stamp[j] != k {
                    stamp[j] = k;
                    sum += cost(g, j);
                    stack.push(a.node);
                }
            }
        }
        sum
    };
    let mut work = 0usize;
    let mut raised = false;
    for (k, &s) in starts.iter().enumerate() {
        if work >= ANCESTOR_WORK {
            break;
        }
        let sum = reach_sum(s, k as u32, false, &mut work);
        if sum > p.head[s.index()] {
            p.head[s.index()] = sum;
            raised = true;
        }
    }
    let base = starts.len() as u32;
    let mut work = 0usize;
    for (k, &s) in starts.iter().rev().enumerate() {
        if work >= ANCESTOR_WORK {
            break;
        }
        let Some(d) = g.done_of(s) else { continue };
        let t = cost(g, d.index()) + reach_sum(d, base + k as u32, true, &mut work);
        if t > p.tail[d.index()] {
            p.tail[d.index()] = t;
            raised = true;
        }
    }
    if !raised {
        return;
    }
    for &x in &p.topo {
        let v = x.index();
        let mut h = p.head[v];
        for a in g.preds(x) {
            let u = a.node.index();
            h = h.max(p.head[u] + cost(g, u) + a.latency);
        }
        p.head[v] = h;
    }
    for &x in p.topo.iter().rev() {
        let v = x.index();
        let mut after = 0.0f64;
        for a in g.succs(x) {
            after = after.max(a.latency + p.tail[a.node.index()]);
        }
        p.tail[v] = p.tail[v].max(cost(g, v) + after);
    }
}
