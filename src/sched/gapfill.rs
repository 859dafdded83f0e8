//! The gap-fill term of the lower bound (issue 21): the latencies along one critical path that
//! the work between its ends cannot fill without preemption.
//!
//! Take a path `c_a -> ... -> c_b` of the graph and the nodes `O` that are descendants of
//! `c_a` and ancestors of `c_b` off the path: every one of them runs on the compute stream
//! between `c_a`'s start and `c_b`'s start, and so does every path node in between. Between
//! two consecutive path nodes that take the stream (a no-op takes none: it happens at its
//! ready time, so work may run across it) lies a *gap* of at least `L` seconds, the edge
//! latencies between them. The nodes of `O` placed in a gap fill at most `L` of it, and a node
//! fills at most its own time; so the gaps add at least `sum(L) - sum_o min(p_o, L_o)` of idle
//! time to the work, where `L_o` is the longest gap node `o` can stand in (between its last
//! path ancestor and its first path descendant). With `head` and `tail` from the bound's
//! paths:
//!
//! `makespan >= head(c_a) + p(c_a..c_b, c_b excluded) + p(O) + max(0, sum(L) - sum_o min(p_o, L_o)) + tail(c_b)`
//!
//! The longest path and Jackson's preemptive bound on the compute stream each see one half:
//! the path counts the latencies but not the work beside it, Jackson counts the work but lets
//! it fill every gap in slices. On XLA's transformer12 entry (XLA's costs: every edge 1 us,
//! weight-gradient GEMMs of 3.6-3.8 us beside a backward chain of sub-microsecond kernels) the
//! chain's gaps are 1-3 us and most of the GEMMs fill a gap only in part.
//!
//! Valid for every order on the replay's model: compute nodes run one at a time in order, a
//! node starts no earlier than each predecessor's end plus the edge latency (a done no earlier
//! than its collective's end, which is at least the start->done latency after its start), and
//! interference, queueing and sharing only lengthen nodes and collectives (a longer node only
//! lengthens the window: each gap lasts at least the larger of its latencies and its work).

use super::bound::cost;
use super::graph::{Adj, Graph, NodeId};
use super::paths::Paths;

/// Path nodes the term examines at most: every pair of them is a window
/// (`O(k^2 log k)`); longer critical paths (graphs of tens of thousands of nodes) are left to
/// the other terms.
const MAX_PATH: usize = 2_048;

/// Not on the path, or no path node before (after) it.
const NONE: usize = usize::MAX;

/// The gap-fill bound of `g` with the bound's heads and tails (see the module doc); 0 when the
/// critical path is longer than [`MAX_PATH`] nodes or has fewer than two.
pub(crate) fn gap_fill_bound(g: &Graph, p: &Paths) -> f64 {
    let path = critical_path(g, p);
    let k = path.len();
    if !(2..=MAX_PATH).contains(&k) {
        return 0.0;
    }
    let n = g.len();
    let mut idx = vec![NONE; n];
    for (i, x) in path.iter().enumerate() {
        idx[x.index()] = i;
    }
    // Edge e joins path[e] and path[e + 1]; its latency, and the gap it belongs to (a gap ends
    // at each path node that takes the stream).
    let mut lat = vec![0.0f64; k - 1];
    let mut gap_of = vec![0usize; k - 1];
    let mut gap_len: Vec<f64> = vec![0.0];
    for e in 0..k - 1 {
        let (u, v) = (path[e], path[e + 1]);
        lat[e] = g
            .succs(u)
            .iter()
            .filter(|a| a.node == v)
            .map(|a| a.latency)
            .fold(0.0, f64::max);
        gap_of[e] = gap_len.len() - 1;
        if let Some(l) = gap_len.last_mut() {
            *l += lat[e];
        }
        if !g.node(v).is_noop && e + 2 < k {
            gap_len.push(0.0);
        }
    }
    let widest = RangeMax::new(&gap_len);
    // Per off-path node: the last path node among its ancestors (`lo`) and the first among its
    // descendants (`hi`); it lies in every window from a path node at or before `lo` to one at
    // or after `hi`.
    let mut lo = vec![NONE; n];
    for &x in &p.topo {
        let v = x.index();
        if idx[v] != NONE {
            continue;
        }
        for a in g.preds(x) {
            let u = a.node.index();
            let l = if idx[u] != NONE { idx[u] } else { lo[u] };
            if l != NONE && (lo[v] == NONE || l > lo[v]) {
                lo[v] = l;
            }
        }
    }
    let mut hi = vec![NONE; n];
    for &x in p.topo.iter().rev() {
        let v = x.index();
        if idx[v] != NONE {
            continue;
        }
        for a in g.succs(x) {
            let w = a.node.index();
            let h = if idx[w] != NONE { idx[w] } else { hi[w] };
            hi[v] = hi[v].min(h);
        }
    }
    // Off-path nodes with a window, by `lo`: (lo, hi, time, the most of a gap it can fill).
    let mut inside: Vec<(usize, usize, f64, f64)> = (0..n)
        .filter(|&v| idx[v] == NONE && lo[v] != NONE && hi[v] != NONE && lo[v] < hi[v])
        .filter_map(|v| {
            let c = cost(g, v);
            (c > 0.0).then(|| {
                let fill = c.min(widest.max(gap_of[lo[v]], gap_of[hi[v] - 1]));
                (lo[v], hi[v], c, fill)
            })
        })
        .collect();
    inside.sort_by_key(|o| std::cmp::Reverse(o.0));
    // Prefix sums along the path: costs before position i, latencies of the edges before i.
    let mut cost_before = vec![0.0f64; k + 1];
    let mut lat_before = vec![0.0f64; k];
    for i in 0..k {
        cost_before[i + 1] = cost_before[i] + cost(g, path[i].index());
        if i > 0 {
            lat_before[i] = lat_before[i - 1] + lat[i - 1];
        }
    }
    // Windows by their first node, last first: the nodes with `lo >= a` are in the Fenwick
    // trees (indexed by `hi`), and a window ending at `b` holds those with `hi <= b`.
    let mut work = Fenwick::new(k);
    let mut fill = Fenwick::new(k);
    let mut next = 0;
    let mut best = 0.0f64;
    for a in (0..k - 1).rev() {
        while next < inside.len() && inside[next].0 >= a {
            let (_, h, c, f) = inside[next];
            work.add(h, c);
            fill.add(h, f);
            next += 1;
        }
        let start = p.head[path[a].index()];
        for b in a + 1..k {
            let gaps = lat_before[b] - lat_before[a];
            let idle = (gaps - fill.prefix(b)).max(0.0);
            let v = start
                + (cost_before[b] - cost_before[a])
                + work.prefix(b)
                + idle
                + p.tail[path[b].index()];
            best = best.max(v);
        }
    }
    best
}

/// A path through the node of largest `head + tail`: extended backwards through the
/// predecessor that sets the head, forwards through the successor that sets the tail (ties
/// to the lower id). Any path gives a valid bound; this one is where the gaps count most.
fn critical_path(g: &Graph, p: &Paths) -> Vec<NodeId> {
    let Some(mid) = g.node_ids().max_by(|&a, &b| {
        let (x, y) = (
            p.head[a.index()] + p.tail[a.index()],
            p.head[b.index()] + p.tail[b.index()],
        );
        x.total_cmp(&y).then(b.cmp(&a))
    }) else {
        return Vec::new();
    };
    let head_from = |x: NodeId| {
        let end = |a: &Adj| p.head[a.node.index()] + cost(g, a.node.index()) + a.latency;
        g.preds(x)
            .iter()
            .max_by(|a, b| end(a).total_cmp(&end(b)).then(b.node.cmp(&a.node)))
            .map(|a| a.node)
    };
    let tail_from = |x: NodeId| {
        let after = |a: &Adj| a.latency + p.tail[a.node.index()];
        g.succs(x)
            .iter()
            .max_by(|a, b| after(a).total_cmp(&after(b)).then(b.node.cmp(&a.node)))
            .map(|a| a.node)
    };
    let (Some(mut path), Some(forward)) = (walk(mid, head_from), walk(mid, tail_from)) else {
        return Vec::new();
    };
    path.reverse();
    path.push(mid);
    path.extend(forward);
    path
}

/// The nodes `step` leads to from `x`, one after another until it gives none; `None` past
/// [`MAX_PATH`] of them (the path is then too long for the term anyway).
fn walk(mut x: NodeId, step: impl Fn(NodeId) -> Option<NodeId>) -> Option<Vec<NodeId>> {
    let mut out = Vec::new();
    while let Some(y) = step(x) {
        out.push(y);
        if out.len() > MAX_PATH {
            return None;
        }
        x = y;
    }
    Some(out)
}

/// Sums over positions `0..k` by prefix.
struct Fenwick(Vec<f64>);

impl Fenwick {
    fn new(k: usize) -> Self {
        Fenwick(vec![0.0; k + 1])
    }

    fn add(&mut self, i: usize, v: f64) {
        let mut j = i + 1;
        while j < self.0.len() {
            self.0[j] += v;
            j += j & j.wrapping_neg();
        }
    }

    /// The sum over positions `0..=i`.
    fn prefix(&self, i: usize) -> f64 {
        let mut j = (i + 1).min(self.0.len() - 1);
        let mut s = 0.0;
        while j > 0 {
            s += self.0[j];
            j -= j & j.wrapping_neg();
        }
        s
    }
}

/// Maximum over index ranges (a sparse table).
struct RangeMax(Vec<Vec<f64>>);

impl RangeMax {
    fn new(v: &[f64]) -> Self {
        let mut levels = vec![v.to_vec()];
        let mut w = 1;
        while 2 * w <= v.len() {
            let prev = &levels[levels.len() - 1];
            let next: Vec<f64> = (0..=v.len() - 2 * w)
                .map(|i| prev[i].max(prev[i + w]))
                .collect();
            levels.push(next);
            w *= 2;
        }
        RangeMax(levels)
    }

    /// The maximum over `i..=j` (`i <= j`, both in range).
    fn max(&self, i: usize, j: usize) -> f64 {
        let len = j - i + 1;
        let lvl = (usize::BITS - 1 - len.leading_zeros()) as usize;
        let w = 1usize << lvl;
        self.0[lvl][i].max(self.0[lvl][j + 1 - w])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::paths::paths;
    use crate::sched::{lower_bound, replay, EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    /// A chain of short kernels with 1 us between each, and beside it long kernels that only
    /// the chain's end needs: each long one fills one gap and delays the chain by the rest.
    #[test]
    fn long_work_beside_a_latency_chain_fills_one_gap_each() {
        let mut b = GraphBuilder::new();
        let chain: Vec<_> = (0..6)
            .map(|i| b.add_node(NodeSpec::compute(format!("c{i}"), 0.5 * US)))
            .collect();
        for w in chain.windows(2) {
            b.add_edge(w[0], w[1], US, EdgeKind::Data);
        }
        for i in 0..2 {
            let x = b.add_node(NodeSpec::compute(format!("gemm{i}"), 4.0 * US));
            b.add_edge(chain[0], x, US, EdgeKind::Data);
            b.add_edge(x, chain[5], US, EdgeKind::Data);
        }
        let g = b.build().expect("builds");
        let p = paths(&g);
        // Path: 6 x 0.5 + 5 x 1 = 8 us; Jackson: 3 + 8 = 11 us of work. The gemms fill 1 us
        // each of the 5 us of gaps: 3 + 8 + 3 = 14 us.
        let bound = gap_fill_bound(&g, &p);
        assert!((bound - 14.0 * US).abs() < 1e-12, "bound {bound}");
        assert!(lower_bound(&g) >= 14.0 * US * (1.0 - 1e-9));
        // An order at the bound: the gemms in the second and third gaps (the first is before
        // they are ready).
        let order: Vec<_> = [0, 1, 6, 2, 7, 3, 4, 5]
            .iter()
            .map(|&i| NodeId(i))
            .collect();
        let t = replay(&g, &order).expect("replays");
        assert!((t.makespan - 14.0 * US).abs() < 1e-12, "{}", t.makespan);
    }

    /// Work may run across a no-op of the path (it happens at its ready time without the
    /// stream): the two latencies around it are one gap, which a 2 us kernel fills whole.
    #[test]
    fn a_gap_runs_across_a_no_op() {
        let mut b = GraphBuilder::new();
        let c0 = b.add_node(NodeSpec::compute("c0", 0.5 * US));
        let nop = b.add_node(NodeSpec::noop("bitcast"));
        let c1 = b.add_node(NodeSpec::compute("c1", 0.5 * US));
        let x = b.add_node(NodeSpec::compute("x", 2.0 * US));
        b.add_edge(c0, nop, US, EdgeKind::Data);
        b.add_edge(nop, c1, US, EdgeKind::Data);
        b.add_edge(c0, x, 0.0, EdgeKind::Data);
        b.add_edge(x, c1, 0.0, EdgeKind::Data);
        let g = b.build().expect("builds");
        let t = replay(&g, &[c0, x, nop, c1]).expect("replays");
        assert!((t.makespan - 3.0 * US).abs() < 1e-12, "{}", t.makespan);
        let bound = gap_fill_bound(&g, &paths(&g));
        assert!(
            bound <= t.makespan * (1.0 + 1e-12),
            "bound {bound} above {}",
            t.makespan
        );
        assert!((bound - 3.0 * US).abs() < 1e-12, "bound {bound}");
    }
}
