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
/// 21: FSDP modules, whose all-gathers wait for every layer before them). The sums come from
/// [`reach_sums`], capped at [`ANCESTOR_WORK`] visits (a partial sum is still a valid head).
fn serial_ancestors(g: &Graph, p: &mut Paths) {
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
    // Dones of the last starts first: their descendants are the fewest, so a capped search
    // reaches the most of them.
    let dones: Vec<NodeId> = starts.iter().rev().filter_map(|&s| g.done_of(s)).collect();
    let heads = reach_sums(g, &p.topo, &starts, false);
    let tails = reach_sums(g, &p.topo, &dones, true);
    let mut raised = false;
    for (&s, sum) in starts.iter().zip(heads) {
        if sum > p.head[s.index()] {
            p.head[s.index()] = sum;
            raised = true;
        }
    }
    for (&d, sum) in dones.iter().zip(tails) {
        let t = cost(g, d.index()) + sum;
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

/// Per member of `members`, the total compute-stream cost of the nodes it reaches, not itself:
/// its descendants when `fwd`, else its ancestors. A member the [`ANCESTOR_WORK`] cap leaves
/// out (or only partly searched) gets the part it reached, still a valid sum for a bound.
fn reach_sums(g: &Graph, topo: &[NodeId], members: &[NodeId], fwd: bool) -> Vec<f64> {
    reach_sums_by_word(g, topo, members, fwd)
        .unwrap_or_else(|| reach_sums_searched(g, members, fwd))
}

/// [`reach_sums`] 64 members per pass over the graph in (reverse) topological order: each node
/// carries one word whose bit `i` says it is reached from the pass's `i`-th member, the OR of
/// its predecessors' (successors') words and bits. `None` when the passes would visit more
/// than [`ANCESTOR_WORK`] nodes and edges; up to that every sum is whole (a search per member
/// over the same nodes is several times slower on FSDP modules, hundreds of collectives each
/// reaching most of the graph).
fn reach_sums_by_word(
    g: &Graph,
    topo: &[NodeId],
    members: &[NodeId],
    fwd: bool,
) -> Option<Vec<f64>> {
    let n = g.len();
    let edges: usize = topo.iter().map(|&x| g.succs(x).len()).sum();
    let passes = members.len().div_ceil(64);
    if passes.saturating_mul(n.saturating_add(edges)) > ANCESTOR_WORK {
        return None;
    }
    let mut own = vec![0u64; n];
    let mut word = vec![0u64; n];
    let mut sums = vec![0.0f64; members.len()];
    for (chunk_ix, chunk) in members.chunks(64).enumerate() {
        for (i, &x) in chunk.iter().enumerate() {
            own[x.index()] |= 1 << i;
        }
        let mut visit = |x: NodeId| {
            let next = if fwd { g.preds(x) } else { g.succs(x) };
            let mut w = 0u64;
            for a in next {
                let u = a.node.index();
                w |= word[u] | own[u];
            }
            word[x.index()] = w;
            let c = cost(g, x.index());
            if c != 0.0 {
                let mut bits = w;
                while bits != 0 {
                    sums[chunk_ix * 64 + bits.trailing_zeros() as usize] += c;
                    bits &= bits - 1;
                }
            }
        };
        if fwd {
            topo.iter().for_each(|&x| visit(x));
        } else {
            topo.iter().rev().for_each(|&x| visit(x));
        }
        for &x in chunk {
            own[x.index()] = 0;
        }
    }
    Some(sums)
}

/// [`reach_sums`] by a search from each member in turn, all of them capped at
/// [`ANCESTOR_WORK`] node visits.
fn reach_sums_searched(g: &Graph, members: &[NodeId], fwd: bool) -> Vec<f64> {
    let mut stamp = vec![u32::MAX; g.len()];
    let mut stack: Vec<NodeId> = Vec::new();
    let mut sums = vec![0.0f64; members.len()];
    let mut work = 0usize;
    for (k, &x) in members.iter().enumerate() {
        if work >= ANCESTOR_WORK {
            break;
        }
        let k32 = k as u32;
        let mut sum = 0.0;
        stamp[x.index()] = k32;
        stack.clear();
        stack.push(x);
        while let Some(u) = stack.pop() {
            if work >= ANCESTOR_WORK {
                break;
            }
            work += 1;
            let next = if fwd { g.succs(u) } else { g.preds(u) };
            for a in next {
                let j = a.node.index();
                if stamp[j] != k32 {
                    stamp[j] = k32;
                    sum += cost(g, j);
                    stack.push(a.node);
                }
            }
        }
        sums[k] = sum;
    }
    sums
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{EdgeKind, GraphBuilder, NodeSpec};

    /// A random DAG of compute nodes and collective pairs (more than two words of starts, so
    /// several passes), edges only from lower to higher indices.
    fn random_graph(seed: u64) -> Graph {
        let mut state = seed;
        let mut next = move || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            state >> 33
        };
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let mut nodes = Vec::new();
        for i in 0..420 {
            let cost = (next() % 100) as f64 * 1e-7;
            if i % 3 == 0 {
                let s = b.add_node(NodeSpec::start(format!("s{i}"), cost, r));
                let d = b.add_node(NodeSpec::done(format!("d{i}"), cost * 0.5, s));
                b.add_edge(s, d, 1e-6, EdgeKind::Data);
                nodes.push(s);
                nodes.push(d);
            } else {
                nodes.push(b.add_node(NodeSpec::compute(format!("c{i}"), cost)));
            }
        }
        for j in 1..nodes.len() {
            for _ in 0..2 {
                let i = (next() as usize) % j;
                b.add_edge(nodes[i], nodes[j], 0.0, EdgeKind::Data);
            }
        }
        b.build().expect("a DAG")
    }

    #[test]
    fn word_passes_sum_what_a_search_per_member_sums() {
        for seed in 1..6 {
            let g = random_graph(seed);
            let p = paths(&g);
            let starts: Vec<NodeId> = p
                .topo
                .iter()
                .copied()
                .filter(|&x| matches!(g.node(x).kind, NodeKind::AsyncStart { .. }))
                .collect();
            let dones: Vec<NodeId> = starts.iter().filter_map(|&s| g.done_of(s)).collect();
            assert!(starts.len() > 128, "{} starts", starts.len());
            for (members, fwd) in [(&starts, false), (&dones, true)] {
                let words = reach_sums_by_word(&g, &p.topo, members, fwd).expect("small graph");
                let searched = reach_sums_searched(&g, members, fwd);
                assert_eq!(words.len(), members.len());
                let mut reached = 0;
                for (a, b) in words.iter().zip(&searched) {
                    assert!((a - b).abs() <= 1e-12 * b.abs().max(1e-9), "{a} vs {b}");
                    reached += usize::from(*b > 0.0);
                }
                // Not a vacuous comparison: most members reach compute.
                assert!(reached > members.len() / 2, "{reached}");
            }
        }
    }
}
