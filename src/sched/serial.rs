//! The fallback order that keeps collectives apart: a topological order that closes every
//! collective as soon as its done is ready and opens one only while no collective sharing its
//! devices is in flight and its stream has room. The list scheduler can paint itself into a
//! corner under the device-sharing rule (bottom-up, it may open a collective whose window then
//! has to hold a conflicting one); `schedule` adds this order when no other candidate is legal.
//! It is greedy, not a search: it is legal whenever no collective's done waits (through other
//! nodes) on the start of one that conflicts with it, as in XLA's modules, where a done waits on
//! its own start alone; otherwise it may break the rule where another order would not.

use super::graph::{Graph, NodeId, NodeKind};
use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

/// A topological order of `g` in which, by preference, a ready done runs first, then compute,
/// then a start that conflicts with no collective in flight and fits its stream's limit, and
/// only when nothing else is ready any other start (lowest node index first at each level, so
/// the order is deterministic). `O((n + e) log n)` plus the scan of waiting starts.
pub(crate) fn serial_order(g: &Graph) -> Vec<NodeId> {
    let n = g.len();
    let mut indeg: Vec<usize> = (0..n).map(|i| g.preds[i].len()).collect();
    // Dones and compute, by index.
    let mut plain: BinaryHeap<Reverse<u32>> = BinaryHeap::new();
    let mut starts: BTreeSet<u32> = BTreeSet::new();
    let push = |i: usize, plain: &mut BinaryHeap<Reverse<u32>>, starts: &mut BTreeSet<u32>| {
        if matches!(g.nodes[i].kind, NodeKind::AsyncStart { .. }) {
            starts.insert(i as u32);
        } else {
            plain.push(Reverse(i as u32));
        }
    };
    for (i, _) in indeg.iter().enumerate().filter(|(_, &d)| d == 0) {
        push(i, &mut plain, &mut starts);
    }
    let mut in_flight: Vec<NodeId> = Vec::new();
    let mut used = vec![0u32; g.resources().len()];
    let mut order = Vec::with_capacity(n);
    let free = |s: u32, in_flight: &[NodeId], used: &[u32]| {
        let s = NodeId(s);
        let room = match g.node(s).kind {
            NodeKind::AsyncStart { resource } => {
                used[resource.index()] < g.resources()[resource.index()].limit
            }
            _ => true,
        };
        room && in_flight.iter().all(|&f| !g.conflicts(f, s))
    };
    loop {
        let next = if let Some(Reverse(i)) = plain.pop() {
            i
        } else if let Some(&s) = starts
            .iter()
            .find(|&&s| free(s, &in_flight, &used))
            .or_else(|| starts.iter().next())
        {
            starts.remove(&s);
            s
        } else {
            break;
        };
        let x = NodeId(next);
        match g.node(x).kind {
            NodeKind::AsyncStart { resource } => {
                in_flight.push(x);
                used[resource.index()] += 1;
            }
            NodeKind::AsyncDone { start } => {
                if let Some(p) = in_flight.iter().position(|&f| f == start) {
                    in_flight.swap_remove(p);
                    if let NodeKind::AsyncStart { resource } = g.node(start).kind {
                        used[resource.index()] = used[resource.index()].saturating_sub(1);
                    }
                }
            }
            NodeKind::Compute => {}
        }
        order.push(x);
        for a in &g.succs[next as usize] {
            let j = a.node.index();
            indeg[j] -= 1;
            if indeg[j] == 0 {
                push(j, &mut plain, &mut starts);
            }
        }
    }
    order
}
