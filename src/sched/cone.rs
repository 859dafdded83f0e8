//! Heads and tails raised by the compute stream over each node's ancestors and descendants
//! (issue 21): a node starts only after every ancestor has run on the one serial compute stream,
//! each ancestor `u` at least `r(u)` (the longest path from `u`'s end to the node's start)
//! before it; so the node's head is at least the optimum of the preemptive one-machine problem
//! whose jobs are its ancestors (head `head[u]`, body `cost(u)`, tail `r(u)`): Jackson's bound
//! (see [`super::bound`]). Symmetrically for tails over the descendants. Longest paths count one
//! chain of ancestors, the ancestor sum counts them all from time 0; this counts them all from
//! their heads, so the compute between two collectives of a chain (issue 21: the pairs of
//! all-to-alls of transformer_2x4, the chain after the first all-gather of transformer12) is
//! seen.

use super::bound::{cost, jackson, Job};
use super::graph::Graph;
use super::paths::Paths;

/// Cone nodes [`raise`] may visit per direction; past it the remaining nodes keep the heads
/// (tails) they have, which stay valid (any subset of jobs gives a valid bound).
const CONE_WORK: usize = 400_000;

/// Graphs with more nodes than this are left as they are: on the generated corpus' entries
/// (thousands of nodes) the raise moved no bound and cost 0.1-0.2 CPU s per module.
const CONE_MAX_NODES: usize = 2_000;

/// Raises every node's head by Jackson's bound over its ancestors, in topological order (so
/// each ancestor's head is final before use), then every tail over the descendants in reverse;
/// heads and tails are carried along the edges as it goes. Returns whether anything rose.
pub(crate) fn raise(g: &Graph, p: &mut Paths) -> bool {
    let n = g.len();
    if n > CONE_MAX_NODES {
        return false;
    }
    let mut pos = vec![0usize; n];
    for (k, x) in p.topo.iter().enumerate() {
        pos[x.index()] = k;
    }
    let mut stamp = vec![usize::MAX; n];
    // r[u]: longest path from u's end to the cone's apex start (forward cone: apex end to u's start).
    let mut r = vec![0.0f64; n];
    let mut cone: Vec<usize> = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    let mut jobs: Vec<Job> = Vec::new();
    let mut raised = false;
    let mut work = 0usize;
    for k in 0..n {
        let v = p.topo[k].index();
        let mut h = p.head[v];
        for a in &g.preds[v] {
            let u = a.node.index();
            h = h.max(p.head[u] + cost(g, u) + a.latency);
        }
        if work < CONE_WORK && merges(&g.preds[v]) {
            collect(g, v, k, true, &mut stamp, &mut stack, &mut cone, &mut work);
            // Descending topological position: every successor inside the cone comes first.
            cone.sort_unstable_by(|&a, &b| pos[b].cmp(&pos[a]));
            jobs.clear();
            for &u in &cone {
                let mut best = f64::NEG_INFINITY;
                for a in &g.succs[u] {
                    let w = a.node.index();
                    if w == v {
                        best = best.max(a.latency);
                    } else if stamp[w] == k {
                        best = best.max(a.latency + cost(g, w) + r[w]);
                    }
                }
                r[u] = best;
                jobs.push(Job {
                    head: p.head[u],
                    body: cost(g, u),
                    tail: best,
                });
            }
            h = h.max(jackson(&mut jobs));
        }
        if h > p.head[v] {
            p.head[v] = h;
            raised = true;
        }
    }
    stamp.iter_mut().for_each(|s| *s = usize::MAX);
    let mut work = 0usize;
    for k in (0..n).rev() {
        let v = p.topo[k].index();
        let mut after = 0.0f64;
        for a in &g.succs[v] {
            after = after.max(a.latency + p.tail[a.node.index()]);
        }
        let mut q = cost(g, v) + after;
        if work < CONE_WORK && merges(&g.succs[v]) {
            collect(g, v, k, false, &mut stamp, &mut stack, &mut cone, &mut work);
            cone.sort_unstable_by(|&a, &b| pos[a].cmp(&pos[b]));
            jobs.clear();
            for &w in &cone {
                let mut best = f64::NEG_INFINITY;
                for a in &g.preds[w] {
                    let u = a.node.index();
                    if u == v {
                        best = best.max(a.latency);
                    } else if stamp[u] == k {
                        best = best.max(r[u] + cost(g, u) + a.latency);
                    }
                }
                r[w] = best;
                jobs.push(Job {
                    head: best,
                    body: cost(g, w),
                    tail: p.tail[w] - cost(g, w),
                });
            }
            q = q.max(cost(g, v) + jackson(&mut jobs));
        }
        if q > p.tail[v] {
            p.tail[v] = q;
            raised = true;
        }
    }
    raised
}

/// Whether a node's edges (its predecessors, or its successors) reach two or more distinct
/// nodes. A node with one predecessor `u` gains nothing from its cone: its cone is `u`'s plus
/// `u`, every ancestor of `u` ends before `u`'s head, and `u`'s head already holds Jackson's
/// bound over `u`'s cone, so any set of the cone gives at most `head[u] + cost(u) + latency`,
/// the propagated head. Symmetrically for tails. Skipping those nodes changes no figure.
fn merges(edges: &[super::graph::Adj]) -> bool {
    edges.iter().any(|a| a.node != edges[0].node)
}

/// The strict ancestors (`up`) or descendants of `v` into `cone`, stamped `k`.
#[allow(clippy::too_many_arguments)]
fn collect(
    g: &Graph,
    v: usize,
    k: usize,
    up: bool,
    stamp: &mut [usize],
    stack: &mut Vec<usize>,
    cone: &mut Vec<usize>,
    work: &mut usize,
) {
    cone.clear();
    stack.clear();
    stack.push(v);
    while let Some(u) = stack.pop() {
        *work += 1;
        let next = if up { &g.preds[u] } else { &g.succs[u] };
        for a in next {
            let j = a.node.index();
            if stamp[j] != k {
                stamp[j] = k;
                cone.push(j);
                stack.push(j);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::paths::paths;
    use crate::sched::{EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    #[test]
    fn two_late_ancestors_share_the_compute_stream() {
        // x (5 us) -> {a, b} (2 us each, 3 us latency) -> start s: a and b are released at
        // 8 us and run one after the other, so s starts at 12 us at the earliest; the longest
        // path says 10, the sum of the ancestors 9.
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let x = b.add_node(NodeSpec::compute("x", 5.0 * US));
        let a = b.add_node(NodeSpec::compute("a", 2.0 * US));
        let c = b.add_node(NodeSpec::compute("b", 2.0 * US));
        let s = b.add_node(NodeSpec::start("s", US, r));
        let d = b.add_node(NodeSpec::done("d", US, s));
        b.add_edge(x, a, 3.0 * US, EdgeKind::Data);
        b.add_edge(x, c, 3.0 * US, EdgeKind::Data);
        b.add_edge(a, s, 0.0, EdgeKind::Data);
        b.add_edge(c, s, 0.0, EdgeKind::Data);
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
        let g = b.build().expect("valid");
        let mut p = paths(&g);
        assert!((p.head[s.index()] - 10.0 * US).abs() < 1e-12);
        assert!(raise(&g, &mut p));
        assert!(
            (p.head[s.index()] - 12.0 * US).abs() < 1e-12,
            "{}",
            p.head[s.index()]
        );
        // x's tail: itself, the latency, a and b one after the other, s, the flight and d.
        assert!(
            (p.tail[x.index()] - 24.0 * US).abs() < 1e-12,
            "{}",
            p.tail[x.index()]
        );
        // A second pass finds nothing more.
        assert!(!raise(&g, &mut p));
    }
}
