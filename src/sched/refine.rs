//! Gap filling: a forward pass that keeps an order's priorities but lets a later node run in
//! an idle gap of the compute stream when it fits there without delaying the node the order
//! wants next. List schedulers decide with estimated times; this pass re-times the result on
//! the replay model and fills the holes left by edge latencies and waits.
//!
//! Never moves an async start ahead of its place (that could take a stream another pair wants)
//! and never exceeds an overlap limit or breaks the device-sharing rule where the input order
//! respected them (an order that breaks them comes out legal where it can be: a start waits
//! for the done that frees its stream). O((N + E) log N).

use super::bitset::PosSet;
use super::graph::{Graph, NodeId, NodeKind};
use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

/// How many available nodes are tried as fillers per step (bounds the work per step).
const FILL_TRIES: usize = 16;

/// Returns `order` with idle gaps filled. `order` must be a valid order of `g`.
pub(crate) fn fill_gaps(g: &Graph, order: &[NodeId]) -> Vec<NodeId> {
    let n = g.len();
    let mut pos = vec![0u32; n];
    for (i, x) in order.iter().enumerate() {
        pos[x.index()] = i as u32;
    }
    let limit: Vec<i64> = g.resources().iter().map(|r| r.limit as i64).collect();
    let mut inflight = vec![0i64; limit.len()];
    let mut indeg: Vec<usize> = (0..n).map(|i| g.preds[i].len()).collect();
    let mut est = vec![0.0f64; n];
    let mut end = vec![0.0f64; n];
    let mut coll_end = vec![0.0f64; n];
    // All ready nodes by priority (their position in `order`); the available ones (est <= now)
    // by priority; a heap of the others by est.
    let at = |p: u32| order[p as usize].index();
    let mut ready = PosSet::new(n);
    let mut avail = PosSet::new(n);
    let mut waiting: BinaryHeap<Reverse<(OrderedFloat<f64>, u32)>> = BinaryHeap::new();
    let mut is_avail = vec![false; n];
    let mut blocked: Vec<BTreeSet<(u32, u32)>> = vec![BTreeSet::new(); limit.len()];
    let mut now = 0.0f64;
    let mut flying: Vec<NodeId> = Vec::new();
    let cost = |i: usize| {
        if g.nodes[i].is_noop {
            0.0
        } else {
            g.nodes[i].cost
        }
    };
    let start_res = |i: usize| match g.nodes[i].kind {
        NodeKind::AsyncStart { resource } => Some(resource.index()),
        _ => None,
    };
    let done_res = |i: usize| match g.nodes[i].kind {
        NodeKind::AsyncDone { start } => g.resource_of(start).map(|r| r.index()),
        _ => None,
    };
    for i in 0..n {
        if indeg[i] == 0 {
            ready.insert(pos[i]);
            waiting.push(Reverse((OrderedFloat(0.0), i as u32)));
        }
    }
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        while let Some(&Reverse((t, i))) = waiting.peek() {
            if t.0 > now {
                break;
            }
            waiting.pop();
            if ready.contains(pos[i as usize]) && start_res(i as usize).is_none() {
                avail.insert(pos[i as usize]);
                is_avail[i as usize] = true;
            }
        }
        let selectable = |i: usize, inflight: &[i64]| -> bool {
            if let Some(r) = start_res(i) {
                if inflight[r] >= limit[r]
                    || flying.iter().any(|&f| g.conflicts(f, NodeId(i as u32)))
                {
                    return false;
                }
            }
            g.requires(NodeId(i as u32))
                .iter()
                .all(|&(r, u)| inflight[r.index()] + u as i64 <= limit[r.index()])
        };
        // The node the order wants next (first selectable ready node by priority). Starts of
        // a saturated resource wait aside until one of its dones frees a stream.
        let mut next = None;
        while let Some(p) = ready.first() {
            let iu = at(p);
            if selectable(iu, &inflight) {
                next = Some(iu);
                break;
            }
            match start_res(iu) {
                Some(r) => {
                    ready.remove(p);
                    blocked[r].insert((p, iu as u32));
                }
                None => {
                    // A node needing a busy resource: take the next selectable one instead.
                    next = ready.iter().map(at).find(|&i| selectable(i, &inflight));
                    if next.is_none() {
                        next = Some(iu);
                    }
                    break;
                }
            }
        }
        if next.is_none() {
            // Nothing selectable within the limits: take the first blocked start.
            next = blocked
                .iter()
                .filter_map(|b| b.iter().next())
                .min()
                .map(|&(_, i)| i as usize);
            if let Some(x) = next {
                if let Some(r) = start_res(x) {
                    blocked[r].remove(&(pos[x], x as u32));
                    ready.insert(pos[x]);
                }
            }
        }
        let Some(next) = next else { break };
        let mut pick = next;
        if est[next] > now {
            let gap = est[next] - now;
            if let Some(f) = avail
                .iter()
                .map(at)
                .take(FILL_TRIES)
                .find(|&f| f != next && cost(f) <= gap && selectable(f, &inflight))
            {
                pick = f;
            }
        }
        // Place `pick`.
        ready.remove(pos[pick]);
        if is_avail[pick] {
            avail.remove(pos[pick]);
        }
        let spec = &g.nodes[pick];
        let st = if spec.is_noop {
            est[pick]
        } else {
            now.max(est[pick])
        };
        let en = st + cost(pick);
        if !spec.is_noop {
            now = en;
        }
        end[pick] = en;
        if let Some(r) = start_res(pick) {
            inflight[r] += 1;
            coll_end[pick] = en + g.collective_time(NodeId(pick as u32));
            if g.sig_of(NodeId(pick as u32)) != u32::MAX {
                flying.push(NodeId(pick as u32));
            }
        }
        if let Some(r) = done_res(pick) {
            inflight[r] -= 1;
            if let Some(s) = g.start_of(NodeId(pick as u32)) {
                flying.retain(|&f| f != s);
            }
            // A freed stream or device group may let any waiting start go: all compete again.
            for b in blocked.iter_mut() {
                for (p, _) in std::mem::take(b) {
                    ready.insert(p);
                }
            }
        }
        out.push(NodeId(pick as u32));
        for a in &g.succs[pick] {
            let j = a.node.index();
            let t = if g.start_of(a.node) == Some(NodeId(pick as u32)) {
                coll_end[pick]
            } else {
                en + a.latency
            };
            est[j] = est[j].max(t);
            indeg[j] -= 1;
            if indeg[j] == 0 {
                ready.insert(pos[j]);
                waiting.push(Reverse((OrderedFloat(est[j]), j as u32)));
            }
        }
    }
    if out.len() < n {
        return order.to_vec();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{replay, EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    #[test]
    fn filling_puts_a_small_node_into_a_latency_gap() {
        // a -> (latency 5us) -> b; x is independent and fits into the gap.
        let mut b = GraphBuilder::new();
        let a = b.add_node(NodeSpec::compute("a", US));
        let bb = b.add_node(NodeSpec::compute("b", US));
        let x = b.add_node(NodeSpec::compute("x", 3.0 * US));
        b.add_edge(a, bb, 5.0 * US, EdgeKind::Data);
        let g = b.build().expect("valid");
        let order = g.original_order();
        let f = fill_gaps(&g, &order);
        assert_eq!(f, vec![a, x, bb]);
        assert!((replay(&g, &f).expect("valid").makespan - 7.0 * US).abs() < 1e-12);
        assert!((replay(&g, &order).expect("valid").makespan - 10.0 * US).abs() < 1e-12);
    }
}
