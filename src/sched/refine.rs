//! Gap filling: a forward pass that keeps an order's priorities but lets a later node run in
//! an idle gap of the compute stream when it fits there without delaying the node the order
//! wants next. List schedulers decide with estimated times; this pass re-times the result on
//! the replay model and fills the holes left by edge latencies and waits.
//!
//! Never moves an async start ahead of its place (that could take a stream another pair wants)
//! and never exceeds an overlap limit or breaks the device-sharing rule where the input order
//! respected them (an order that breaks them comes out legal where it can be: a start waits
//! for the done that frees its stream). O((N + E) log N).

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
    // All ready nodes by priority; the available ones (est <= now) by priority; a heap of the
    // others by est.
    let mut ready: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut avail: BTreeSet<(u32, u32)> = BTreeSet::new();
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
            ready.insert((pos[i], i as u32));
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
            if ready.contains(&(pos[i as usize], i)) && start_res(i as usize).is_none() {
                avail.insert((pos[i as usize], i));
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
        while let Some(&(p, i)) = ready.iter().next() {
            let iu = i as usize;
            if selectable(iu, &inflight) {
                next = Some(iu);
                break;
            }
            match start_res(iu) {
                Some(r) => {
                    ready.remove(&(p, i));
                    blocked[r].insert((p, i));
                }
                None => {
                    // A node needing a busy resource: take the next selectable one instead.
                    next = ready
                        .iter()
                        .map(|&(_, i)| i as usize)
                        .find(|&i| selectable(i, &inflight));
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
                    ready.insert((pos[x], x as u32));
                }
            }
        }
        let Some(next) = next else { break };
        let mut pick = next;
        if est[next] > now {
            let gap = est[next] - now;
            if let Some(&(_, f)) = avail.iter().take(FILL_TRIES).find(|&&(_, f)| {
                let f = f as usize;
                f != next && cost(f) <= gap && selectable(f, &inflight)
            }) {
                pick = f as usize;
            }
        }
        // Place `pick`.
        ready.remove(&(pos[pick], pick as u32));
        if is_avail[pick] {
            avail.remove(&(pos[pick], pick as u32));
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
                ready.extend(std::mem::take(b));
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
                ready.insert((pos[j], j as u32));
                waiting.push(Reverse((OrderedFloat(est[j]), j as u32)));
            }
        }
    }
    if out.len() < n {
        return order.to_vec();
    }
    out
}

/// Moves every async start as early as its predecessors and its resource's overlap limit
/// allow, keeping the order of the collectives on each resource (a list scheduler that stalled
/// on a start leaves communication that could have begun earlier). Resources some node needs
/// idle (`require_resource`) are left alone. O(N + E) plus O(resources) per node.
pub(crate) fn hoist_starts(g: &Graph, order: &[NodeId]) -> Vec<NodeId> {
    let n = g.len();
    let nres = g.resources().len();
    let limit: Vec<i64> = g.resources().iter().map(|r| r.limit as i64).collect();
    let mut pinned = vec![false; nres];
    for x in g.node_ids() {
        for &(r, _) in g.requires(x) {
            pinned[r.index()] = true;
        }
    }
    // Per resource: its starts in the given order.
    let mut starts: Vec<Vec<usize>> = vec![Vec::new(); nres];
    for &x in order {
        if let NodeKind::AsyncStart { resource } = g.nodes[x.index()].kind {
            starts[resource.index()].push(x.index());
        }
    }
    let mut next = vec![0usize; nres];
    let mut remaining: Vec<usize> = (0..n).map(|i| g.preds[i].len()).collect();
    let mut emitted = vec![false; n];
    let mut inflight = vec![0i64; nres];
    let mut flying: Vec<usize> = Vec::new();
    let mut out = Vec::with_capacity(n);
    let emit = |x: usize,
                out: &mut Vec<NodeId>,
                emitted: &mut Vec<bool>,
                remaining: &mut Vec<usize>,
                inflight: &mut Vec<i64>,
                flying: &mut Vec<usize>| {
        match g.nodes[x].kind {
            NodeKind::AsyncStart { .. } if g.sig_of(NodeId(x as u32)) != u32::MAX => flying.push(x),
            NodeKind::AsyncDone { start } => flying.retain(|&f| f != start.index()),
            _ => {}
        }
        emitted[x] = true;
        out.push(NodeId(x as u32));
        for a in &g.succs[x] {
            remaining[a.node.index()] -= 1;
        }
        match g.nodes[x].kind {
            NodeKind::AsyncStart { resource } => inflight[resource.index()] += 1,
            NodeKind::AsyncDone { start } => {
                if let Some(r) = g.resource_of(start) {
                    inflight[r.index()] -= 1;
                }
            }
            NodeKind::Compute => {}
        }
    };
    for &x in order {
        let x = x.index();
        if !emitted[x] {
            if remaining[x] != 0 {
                // The input was not a valid order: give it back unchanged.
                return order.to_vec();
            }
            emit(
                x,
                &mut out,
                &mut emitted,
                &mut remaining,
                &mut inflight,
                &mut flying,
            );
        }
        // Launch every start that may go now, per resource in its original sequence.
        for r in 0..nres {
            if pinned[r] {
                continue;
            }
            while let Some(&s) = starts[r].get(next[r]) {
                if emitted[s] {
                    next[r] += 1;
                    continue;
                }
                let clash = flying
                    .iter()
                    .any(|&f| g.conflicts(NodeId(f as u32), NodeId(s as u32)));
                if remaining[s] == 0 && inflight[r] < limit[r] && !clash {
                    emit(
                        s,
                        &mut out,
                        &mut emitted,
                        &mut remaining,
                        &mut inflight,
                        &mut flying,
                    );
                    next[r] += 1;
                } else {
                    break;
                }
            }
        }
    }
    if out.len() != n {
        return order.to_vec();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{replay, verify, EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    #[test]
    fn hoisting_launches_a_start_right_after_its_input() {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("ag", 1);
        let p = b.add_node(NodeSpec::compute("p", US));
        let c1 = b.add_node(NodeSpec::compute("c1", 10.0 * US));
        let c2 = b.add_node(NodeSpec::compute("c2", 10.0 * US));
        let s = b.add_node(NodeSpec::start("s", US, r));
        let d = b.add_node(NodeSpec::done("d", US, s));
        b.add_edge(p, s, 0.0, EdgeKind::Data);
        b.add_edge(s, d, 15.0 * US, EdgeKind::Data);
        let g = b.build().expect("valid");
        let order = g.original_order();
        let h = hoist_starts(&g, &order);
        assert_eq!(h, vec![p, s, c1, c2, d]);
        verify(&g, &h).expect("valid");
        let before = replay(&g, &order).expect("valid").makespan;
        let after = replay(&g, &h).expect("valid").makespan;
        assert!(after < before, "{after} vs {before}");
    }

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
