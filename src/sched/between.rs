//! The compute that must run between two spans of a stream: every node that descends from
//! span `a`'s last node and leads to span `b`'s first begins after `a` ends and ends before
//! `b` begins, and the compute stream runs one node at a time, so `b` begins at least their
//! total cost after `a` ends. Where a layer's backward pass runs many kernels side by side
//! between two collectives, that total is far above the longest path between them (the lag).

use super::bound::cost;
use super::graph::{Graph, NodeId};
use super::spans::Span;
use std::collections::HashMap;

/// Nodes visited at most over all queries; past it a query answers 0 (no work known), which
/// keeps every bound that uses it valid.
const VISITS: usize = 20_000_000;

/// Answers "how much compute lies between span `a` and span `b`" for spans of one stream,
/// remembering each answer.
pub(crate) struct Between<'a> {
    g: &'a Graph,
    spans: &'a [Span],
    topo: &'a [NodeId],
    pos: &'a [usize],
    /// Per node, the last query that reached it from the first span.
    mark: Vec<u64>,
    /// Per node, the last query in which it leads to the second span.
    leads: Vec<u64>,
    query: u64,
    visits: usize,
    known: HashMap<(usize, usize), f64>,
}

impl<'a> Between<'a> {
    /// A query answerer over `spans` of `g`, `topo` a topological order and `pos` each node's
    /// place in it.
    pub fn new(g: &'a Graph, spans: &'a [Span], topo: &'a [NodeId], pos: &'a [usize]) -> Self {
        Between {
            g,
            spans,
            topo,
            pos,
            mark: vec![0; g.len()],
            leads: vec![0; g.len()],
            query: 0,
            visits: 0,
            known: HashMap::new(),
        }
    }

    /// The total compute-stream cost of the nodes that descend from span `a`'s last node and
    /// lead to span `b`'s first (neither counted); 0 when `a` does not reach `b` or the visit
    /// limit is spent.
    pub fn work(&mut self, a: usize, b: usize) -> f64 {
        if let Some(&w) = self.known.get(&(a, b)) {
            return w;
        }
        let w = self.measure(self.spans[a].last, self.spans[b].first);
        if self.visits < VISITS {
            self.known.insert((a, b), w);
        }
        w
    }

    fn measure(&mut self, from: NodeId, to: NodeId) -> f64 {
        let (lo, hi) = (self.pos[from.index()], self.pos[to.index()]);
        if hi <= lo + 1 || self.visits.saturating_add(2 * (hi - lo)) > VISITS {
            return 0.0;
        }
        self.visits += 2 * (hi - lo);
        self.query += 1;
        let fwd = self.query;
        self.mark[from.index()] = fwd;
        let inside = &self.topo[lo + 1..hi];
        for &x in inside {
            if self
                .g
                .preds(x)
                .iter()
                .any(|e| self.mark[e.node.index()] == fwd)
            {
                self.mark[x.index()] = fwd;
            }
        }
        // Backward from `to`: a node counts when it was reached forward and leads to `to`.
        let mut total = 0.0;
        for &x in inside.iter().rev() {
            if self.mark[x.index()] != fwd {
                continue;
            }
            let to_target = self
                .g
                .succs(x)
                .iter()
                .any(|e| e.node == to || self.leads[e.node.index()] == fwd);
            if to_target {
                self.leads[x.index()] = fwd;
                total += cost(self.g, x.index());
            }
        }
        total
    }
}
