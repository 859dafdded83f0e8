//! A forward list scheduler timed by the replay itself: Schrage's rule for one machine with
//! heads and tails (Schrage 1971; Carlier 1982), with the compute stream as the machine and
//! each node's tail (least time from its start to the program's end, raised by the serial
//! streams, [`super::bound`]) as its priority. At each step the nodes that could start
//! earliest under XLA's rules ([`super::partial`]) are the available ones; the one with the
//! longest tail goes next. Graphs that are latency-bound (long
//! chains of small kernels with edge latencies) gain most: the rule fills every gap a chain
//! leaves with the most urgent other work.
//!
//! O(N * R) for R ready nodes per step (a scan); the portfolio runs it on graphs up to
//! [`super::schedule::IMPROVE_MAX_NODES`] nodes.

use super::graph::{Graph, NodeId, NodeKind};
use super::partial::Partial;
use super::paths::Paths;

/// Schedules `g` forward by Schrage's rule with the tails of `p`; a valid order of `g`.
pub(crate) fn schrage(g: &Graph, p: &Paths) -> Vec<NodeId> {
    let n = g.len();
    let nr = g.resources().len();
    let mut st = Partial::new(g);
    st.place_noops();
    // Predicted end of each launched collective (streams first come, first served) and the
    // times each resource's streams free up.
    let mut coll_end = vec![0.0f64; n];
    let mut free: Vec<Vec<f64>> = g
        .resources()
        .iter()
        .map(|r| vec![0.0; (r.limit.max(1) as usize).min(n.max(1))])
        .collect();
    let mut ready: Vec<NodeId> = st.ready();
    while !st.complete() {
        let est = |x: NodeId, st: &Partial| -> f64 {
            let mut t = st.sim.now;
            let start_of = g.start_of(x);
            for a in g.preds(x) {
                let e = if Some(a.node) == start_of {
                    coll_end[a.node.index()]
                } else {
                    st.end[a.node.index()] + a.latency
                };
                t = t.max(e);
            }
            t
        };
        let cands: Vec<(NodeId, f64)> = ready
            .iter()
            .copied()
            .filter(|&x| st.selectable(x))
            .map(|x| (x, est(x, &st)))
            .collect();
        let pick = if cands.is_empty() {
            ready.first().copied()
        } else {
            let t = cands
                .iter()
                .map(|c| c.1)
                .fold(f64::INFINITY, f64::min)
                .max(st.sim.now);
            let avail = cands.iter().filter(|c| c.1 <= t);
            avail
                .max_by(|a, b| {
                    p.tail[a.0.index()]
                        .total_cmp(&p.tail[b.0.index()])
                        .then(b.0.cmp(&a.0))
                })
                .map(|c| c.0)
        };
        let Some(x) = pick else { break };
        st.place(x);
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            let r = resource.index();
            if r < nr {
                let slots = &mut free[r];
                let (k, f) = slots
                    .iter()
                    .copied()
                    .enumerate()
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .unwrap_or((0, 0.0));
                let e = f.max(st.end[x.index()]) + g.collective_time(x);
                coll_end[x.index()] = e;
                if let Some(s) = slots.get_mut(k) {
                    *s = e;
                }
            }
        }
        ready.retain(|&y| y != x);
        for a in g.succs(x) {
            if st.left[a.node.index()] == 0 && !st.is_placed(a.node.index()) {
                ready.push(a.node);
            }
        }
        let before = st.order.len();
        st.place_noops();
        for &y in &st.order[before..] {
            for a in g.succs(y) {
                if st.left[a.node.index()] == 0 && !st.is_placed(a.node.index()) {
                    ready.push(a.node);
                }
            }
        }
        ready.retain(|&y| !st.is_placed(y.index()));
        ready.sort();
        ready.dedup();
    }
    st.order
}
