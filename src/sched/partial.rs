//! An order being built one node at a time, timed by the replay's own step
//! ([`super::timeline`]) so its times are the report's, with XLA's program-order rules: a start
//! may come next only while fewer than its resource's limit of pairs are open and no open
//! collective shares more than one device with it; a node needing a resource idle only while
//! the resource has room. Used by the exact search and the forward scheduler.

use super::graph::{Graph, NodeId, NodeKind};
use super::sim::Sim;
use super::timeline::step;

/// A prefix of an order and the replay's state after it.
#[derive(Clone)]
pub(crate) struct Partial<'g> {
    pub g: &'g Graph,
    pub sim: Sim<'g>,
    /// End of each placed node.
    pub end: Vec<f64>,
    placed: Vec<u64>,
    /// Per node: predecessors not placed yet.
    pub left: Vec<u32>,
    /// Per resource: pairs open in program order.
    pub open: Vec<u32>,
    /// Open starts of described collectives (for the device-sharing rule).
    flying: Vec<NodeId>,
    /// The prefix.
    pub order: Vec<NodeId>,
    /// The latest end so far.
    pub ms: f64,
    /// Ready no-ops not placed yet.
    noops: std::collections::BTreeSet<NodeId>,
}

impl<'g> Partial<'g> {
    /// The empty prefix.
    pub fn new(g: &'g Graph) -> Self {
        let n = g.len();
        Partial {
            g,
            sim: Sim::new(g),
            end: vec![0.0; n],
            placed: vec![0; n.div_ceil(64)],
            left: (0..n).map(|i| g.preds[i].len() as u32).collect(),
            open: vec![0; g.resources().len()],
            flying: Vec::new(),
            order: Vec::with_capacity(n),
            ms: 0.0,
            noops: (0..n)
                .filter(|&i| g.nodes[i].is_noop && g.preds[i].is_empty())
                .map(|i| NodeId(i as u32))
                .collect(),
        }
    }

    /// Whether node `i` is placed.
    pub fn is_placed(&self, i: usize) -> bool {
        self.placed[i / 64] >> (i % 64) & 1 == 1
    }

    /// The placed set as bits (a key for states with the same prefix set).
    pub fn placed_bits(&self) -> &[u64] {
        &self.placed
    }

    /// Places `x` next: times it, launches a start's collective, updates the bookkeeping.
    pub fn place(&mut self, x: NodeId) {
        let g = self.g;
        let mut res_waited = vec![0.0; g.resources().len()];
        let r = step(g, &mut self.sim, &self.end, x, &mut res_waited);
        let i = x.index();
        self.end[i] = r.en;
        self.ms = self.ms.max(r.en);
        self.placed[i / 64] |= 1 << (i % 64);
        self.order.push(x);
        match g.node(x).kind {
            NodeKind::AsyncStart { resource } => {
                self.sim.launch(x);
                self.open[resource.index()] += 1;
                if g.sig_of(x) != u32::MAX {
                    self.flying.push(x);
                }
            }
            NodeKind::AsyncDone { start } => {
                if let Some(r) = g.resource_of(start) {
                    self.open[r.index()] = self.open[r.index()].saturating_sub(1);
                }
                self.flying.retain(|&f| f != start);
            }
            NodeKind::Compute => {}
        }
        for a in g.succs(x) {
            let j = a.node.index();
            self.left[j] -= 1;
            if self.left[j] == 0 && g.nodes[j].is_noop {
                self.noops.insert(a.node);
            }
        }
    }

    /// Places every ready no-op (they take no time and touch no stream, so their place does
    /// not matter), lowest id first, until none is left.
    pub fn place_noops(&mut self) {
        while let Some(x) = self.noops.pop_first() {
            self.place(x);
        }
    }

    /// Whether XLA's rules let `x` come next.
    pub fn selectable(&self, x: NodeId) -> bool {
        let g = self.g;
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            let r = resource.index();
            if self.open[r] >= g.resources()[r].limit.max(1) {
                return false;
            }
            if self.flying.iter().any(|&f| g.conflicts(f, x)) {
                return false;
            }
        }
        g.requires(x)
            .iter()
            .all(|&(r, u)| self.open[r.index()] + u <= g.resources()[r.index()].limit.max(1))
    }

    /// The ready nodes (every predecessor placed), by id.
    pub fn ready(&self) -> Vec<NodeId> {
        (0..self.g.len())
            .filter(|&i| !self.is_placed(i) && self.left[i] == 0)
            .map(|i| NodeId(i as u32))
            .collect()
    }

    /// Whether every node is placed.
    pub fn complete(&self) -> bool {
        self.order.len() == self.g.len()
    }
}
