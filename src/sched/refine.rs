//! Gap filling: a forward pass that keeps an order's priorities but lets a later node run in
//! an idle gap of the compute stream when it fits there without delaying the node the order
//! wants next. List schedulers decide with estimated times; this pass re-times the result on
//! the replay model and fills the holes left by edge latencies and waits.
//!
//! Never moves an async start ahead of its place (that could take a stream another pair wants)
//! and never exceeds an overlap limit or breaks the device-sharing rule where the input order
//! respected them (an order that breaks them comes out legal where it can be: a start waits
//! for the done that frees its stream). O((N + E) log N) when the starts waiting for a stream
//! are few or free together; a start parked aside is re-checked only while its stream has
//! room and no collective it conflicts with is in flight, from where the last re-check since
//! the last done stopped (a start that was not selectable stays so until a done).

use super::bitset::PosSet;
use super::graph::{Graph, NodeId, NodeKind};
use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, BinaryHeap};

/// How many available nodes are tried as fillers per step (bounds the work per step).
const FILL_TRIES: usize = 16;

/// Returns `order` with idle gaps filled. `order` must be a valid order of `g`.
pub(crate) fn fill_gaps(g: &Graph, order: &[NodeId]) -> Vec<NodeId> {
    fill(g, order).0
}

/// [`fill_gaps`], and how many times a start was parked or a parked start re-checked.
fn fill(g: &Graph, order: &[NodeId]) -> (Vec<NodeId>, u64) {
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
    let mut parked = Parked::default();
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
        // The node the order wants next: the first selectable ready node by priority, where
        // the ready nodes are those in `ready` and the parked starts (starts of a saturated
        // resource wait there until a done frees a stream; every parked start competes again
        // after each done).
        let mut next = None;
        let mut front = None;
        while let Some(p) = ready.first() {
            let iu = at(p);
            if selectable(iu, &inflight) {
                next = Some(iu);
                break;
            }
            match start_res(iu) {
                Some(r) => {
                    ready.remove(p);
                    parked.park(r, g.sig_of(NodeId(iu as u32)), p);
                }
                None => {
                    // A node needing a busy resource: take the next selectable one instead.
                    front = Some(iu);
                    next = ready.iter().map(at).find(|&i| selectable(i, &inflight));
                    break;
                }
            }
        }
        let conflicts_flying = |sig: u32| flying.iter().any(|&f| g.sig_conflicts(g.sig_of(f), sig));
        let c = parked
            .first_selectable(
                |r| inflight[r] < limit[r],
                conflicts_flying,
                |p| selectable(at(p), &inflight),
            )
            .map(at);
        let before = |a: usize, b: usize| pos[a] < pos[b];
        let from_parked = match (front, next, c) {
            (Some(iu), _, Some(c)) if before(c, iu) => Some(c),
            (_, Some(n), Some(c)) if before(c, n) => Some(c),
            (_, None, Some(c)) => Some(c),
            (None, None, None) => parked.first().map(at),
            _ => None,
        };
        if from_parked.is_some() {
            next = from_parked;
        } else if next.is_none() {
            next = front;
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
        if !parked.take(pos[pick]) {
            ready.remove(pos[pick]);
        }
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
            // A freed stream or device group may let any parked start go: all compete again.
            parked.reopen();
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
    let work = parked.work;
    if out.len() < n {
        return (order.to_vec(), work);
    }
    (out, work)
}

/// Starts set aside because they were not selectable, by class (resource, signature) and
/// position; per class a cursor below which every member is known not selectable since the
/// last done.
#[derive(Default)]
struct Parked {
    index: BTreeMap<(usize, u32), usize>,
    /// Per class: resource, signature, members by position, cursor.
    classes: Vec<(usize, u32, BTreeSet<u32>, u32)>,
    /// Per parked position: its class.
    class_of: BTreeMap<u32, usize>,
    /// Starts parked plus parked starts re-checked (the work this set saves is its purpose).
    work: u64,
}

impl Parked {
    fn park(&mut self, r: usize, sig: u32, p: u32) {
        let next = self.classes.len();
        let k = *self.index.entry((r, sig)).or_insert(next);
        if k == next {
            self.classes.push((r, sig, BTreeSet::new(), 0));
        }
        self.classes[k].2.insert(p);
        self.class_of.insert(p, k);
        self.work += 1;
    }

    /// Takes position `p` out; false when it was not parked.
    fn take(&mut self, p: u32) -> bool {
        match self.class_of.remove(&p) {
            Some(k) => {
                self.classes[k].2.remove(&p);
                true
            }
            None => false,
        }
    }

    /// After a done: every parked start may be selectable again.
    fn reopen(&mut self) {
        for c in &mut self.classes {
            c.3 = 0;
        }
    }

    /// The first parked position overall.
    fn first(&self) -> Option<u32> {
        self.class_of.keys().next().copied()
    }

    /// The node of the first selectable parked position: classes whose resource has no room
    /// or whose signature conflicts with one in flight are skipped whole; in the others the
    /// members below the cursor are known not selectable.
    fn first_selectable(
        &mut self,
        room: impl Fn(usize) -> bool,
        conflicts: impl Fn(u32) -> bool,
        selectable: impl Fn(u32) -> bool,
    ) -> Option<u32> {
        let mut best: Option<u32> = None;
        for (r, sig, set, cursor) in &mut self.classes {
            if set.is_empty() || !room(*r) || conflicts(*sig) {
                continue;
            }
            for &p in set.range(*cursor..) {
                if best.is_some_and(|b| p > b) {
                    break;
                }
                self.work += 1;
                if selectable(p) {
                    best = Some(p);
                    break;
                }
                *cursor = p + 1;
            }
        }
        best
    }
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

    /// A scheduling group's order (every start, then every done, then the consumers) on
    /// streams that fit fewer collectives than it starts: the starts wait parked and go one
    /// by one as dones free a stream, each re-checked a bounded number of times (putting every
    /// waiting start back at each done made this quadratic).
    #[test]
    fn parked_starts_are_rechecked_a_bounded_number_of_times() {
        for (streams, limit) in [(1, 1), (1, 2), (2, 2), (1, 4)] {
            for n in [200usize, 2000] {
                let g = crate::sched::list::tests::independent(n, streams, limit, false);
                let ids = g.original_order();
                let order: Vec<NodeId> = (0..3)
                    .flat_map(|k| ids.iter().copied().skip(k).step_by(3))
                    .collect();
                let (f, work) = fill(&g, &order);
                crate::sched::verify(&g, &f).expect("legal");
                assert!(
                    work <= 4 * n as u64,
                    "{streams} streams, limit {limit}, n {n}: {work} parks and re-checks"
                );
            }
        }
    }
}
