//! The scheduling graph: nodes with costs and kinds, edges with latencies, resources and buffers.
//!
//! This is the only input the scheduler, the replay and the verifier see. It knows no HLO: a
//! driver (or any frontend with its own IR) builds it through [`super::GraphBuilder`]. The model
//! follows XLA's `HloScheduleGraph` (reference notes §1.5): one node per instruction, def->use and
//! control edges with latencies, and async pairs whose collective time is the latency of the
//! start->done edge.

pub(crate) use super::csr::Csr;
use super::model::{Collective, Contention, TimeModel};
use super::node::{Extras, Node};
pub(crate) use super::sigs::{signatures, SigConflicts};
use std::fmt;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        pub struct $name(pub u32);

        impl $name {
            /// The id as a vector index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(
    /// A node of a [`Graph`]; its number is its original (insertion) position.
    NodeId
);
id_type!(
    /// A resource (collective stream kind) of a [`Graph`], e.g. "all-gather" or one shared stream.
    ResourceId
);
id_type!(
    /// A buffer defined by one node and used by others; tracked for live bytes and the peak.
    BufferId
);

/// What a node is to the scheduler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NodeKind {
    /// Work on the compute stream.
    #[default]
    Compute,
    /// Launches an async collective on a stream of `resource`; it runs until the matching done.
    AsyncStart {
        /// The resource (stream kind) the collective occupies while in flight.
        resource: ResourceId,
    },
    /// Waits for the collective launched by `start`.
    AsyncDone {
        /// The matching start.
        start: NodeId,
    },
}

/// Scheduler hints a frontend can attach (XLA's `scheduler_hint`, `scheduler_delay_priority`,
/// `_scheduling_group_id` frontend attributes, reference notes §1.4 rules 2-4 and §1.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Hints {
    /// Place the node as late as possible in program order, right before its users
    /// (XLA `force_early`: picked as soon as it is ready by the bottom-up process).
    pub force_early: bool,
    /// Place the node as early as possible in program order (XLA `force_delay`: picked last
    /// by the bottom-up process).
    pub force_delay: bool,
    /// Bottom-up, among otherwise equal candidates the lower priority is picked first
    /// (so it lands later in program order).
    pub delay_priority: i32,
    /// Nodes sharing a group id are scheduled contiguously (XLA `_scheduling_group_id`).
    pub scheduling_group: Option<u32>,
}

/// Everything the scheduler knows about one node.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct NodeSpec {
    /// The node's name (unique names make explanations and traces readable; not required).
    /// Input only: [`super::GraphBuilder::add_node`] moves it into the graph's one name
    /// table, so the specs a [`Graph`] returns have it empty; read it with [`Graph::name`].
    pub name: String,
    /// Time on the compute stream, in seconds.
    pub cost: f64,
    /// Compute, async start or async done.
    pub kind: NodeKind,
    /// Statistics key of an async pair, e.g. "all-gather": exposed time is reported per label.
    /// Read from the start node; a start without a label is reported under its resource's name.
    /// On a compute node it marks a synchronous collective written as one instruction (an
    /// XLA:CPU `all-reduce`): its whole time is exposed communication under the label.
    /// Input only, like `name`: a built graph keeps it in its label table ([`Graph::label`]).
    pub label: Option<String>,
    /// Scheduler hints.
    pub hints: Hints,
    /// Extra bytes live only while the node runs (a while/call whose body has its own peak).
    pub transient_bytes: u64,
    /// A node that does no work (parameter, tuple, get-tuple-element, bitcast, ...): it is
    /// scheduled as soon as it is ready and takes no compute-stream time (XLA's nop set).
    pub is_noop: bool,
    /// For an async start of a collective: its device groups, link class and fixed latency
    /// (see [`Collective`]). `None` for copies and other async work. Input only: a built
    /// graph keeps it apart ([`Graph::collective`]).
    pub collective: Option<Collective>,
    /// How the node slows while collectives run (compute nodes only; see [`TimeModel`]).
    pub contention: Contention,
}

impl NodeSpec {
    /// A compute node of `cost` seconds.
    pub fn compute(name: impl Into<String>, cost: f64) -> Self {
        NodeSpec {
            name: name.into(),
            cost,
            ..Default::default()
        }
    }

    /// An async start on `resource`, costing `cost` seconds on the compute stream.
    pub fn start(name: impl Into<String>, cost: f64, resource: ResourceId) -> Self {
        NodeSpec {
            name: name.into(),
            cost,
            kind: NodeKind::AsyncStart { resource },
            ..Default::default()
        }
    }

    /// An async done for `start`, costing `cost` seconds on the compute stream.
    pub fn done(name: impl Into<String>, cost: f64, start: NodeId) -> Self {
        NodeSpec {
            name: name.into(),
            cost,
            kind: NodeKind::AsyncDone { start },
            ..Default::default()
        }
    }

    /// A no-op node (parameter, tuple, bitcast, ...).
    pub fn noop(name: impl Into<String>) -> Self {
        NodeSpec {
            name: name.into(),
            is_noop: true,
            ..Default::default()
        }
    }

    /// The same spec with a statistics label.
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// The same spec with hints.
    pub fn with_hints(mut self, hints: Hints) -> Self {
        self.hints = hints;
        self
    }

    /// The same spec describing the collective an async start launches.
    pub fn with_collective(mut self, c: Collective) -> Self {
        self.collective = Some(c);
        self
    }

    /// The same spec with a contention class.
    pub fn with_contention(mut self, c: Contention) -> Self {
        self.contention = c;
        self
    }
}

/// Why one node must come before another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum EdgeKind {
    /// The target reads a value the source produces.
    #[default]
    Data,
    /// An ordering constraint without a value.
    Control,
}

/// One end of an edge as seen from a node: the other node, the latency, the kind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adj {
    /// The node at the other end.
    pub node: NodeId,
    /// Seconds that must pass between the end of the source and the start of the target
    /// (for a start->done edge: the collective's duration).
    pub latency: f64,
    /// Data or control.
    pub kind: EdgeKind,
}

/// A collective resource: a kind of stream and how many pairs may be in flight on it at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// Its name (also the statistics label of unlabelled pairs on it).
    pub name: String,
    /// How many pairs may be in flight at once (XLA's default overlap limit is 1).
    pub limit: u32,
}

/// A buffer: who defines it, its size, who uses it, whether it outlives the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// The defining node.
    pub defined_by: NodeId,
    /// Size in bytes.
    pub size: u64,
    /// Live until the end of the program (an output).
    pub live_out: bool,
}

/// The scheduling graph, validated: acyclic, pairs matched, ids in range, costs finite.
/// Built by [`super::GraphBuilder::build`]; read-only afterwards.
#[derive(Clone, Debug)]
pub struct Graph {
    pub(crate) nodes: Vec<Node>,
    /// The nodes' labels and collectives.
    pub(crate) extras: Extras,
    /// Every node's name, one after another (one allocation, not a string per node).
    pub(crate) names: String,
    /// Per node: the end of its name in `names`.
    pub(crate) name_end: Vec<usize>,
    pub(crate) preds: Csr<Adj>,
    pub(crate) succs: Csr<Adj>,
    pub(crate) resources: Vec<Resource>,
    pub(crate) buffers: Vec<Buffer>,
    /// Per buffer: the nodes that read it, sorted, without duplicates.
    pub(crate) users: Csr<NodeId>,
    /// Per node: the buffers it defines.
    pub(crate) defs: Csr<BufferId>,
    /// Per node: the buffers it uses.
    pub(crate) uses: Csr<BufferId>,
    /// Per start node: its done.
    pub(crate) done_of: Vec<Option<NodeId>>,
    /// Per node: resources it needs idle while it runs (units per resource).
    pub(crate) requires: Csr<(ResourceId, u32)>,
    /// The time model's global settings.
    pub(crate) model: TimeModel,
    /// Per node: the device-group signature of its collective (starts with a
    /// [`NodeSpec::collective`]), `u32::MAX` otherwise.
    pub(crate) sig: Vec<u32>,
    /// Which pairs of signatures conflict: their groups share > 1 device (or are unknown).
    pub(crate) sig_conflict: SigConflicts,
    /// Number of signatures.
    pub(crate) nsig: usize,
}

/// Node `id`'s name in a name table (`""` out of range).
pub(crate) fn name_in<'a>(names: &'a str, name_end: &[usize], id: NodeId) -> &'a str {
    let i = id.index();
    let Some(&end) = name_end.get(i) else {
        return "";
    };
    let start = if i == 0 { 0 } else { name_end[i - 1] };
    names.get(start..end).unwrap_or("")
}

impl Graph {
    /// The name a node was added with (`""` for none or an id not from this graph).
    pub fn name(&self, n: NodeId) -> &str {
        name_in(&self.names, &self.name_end, n)
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True when the graph has no nodes.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// All node ids in original order.
    pub fn node_ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// A node. Panics on an id not from this graph (ids come from the builder).
    pub fn node(&self, n: NodeId) -> &Node {
        &self.nodes[n.index()]
    }

    /// A node, or `None` for an id out of range.
    pub fn get(&self, n: NodeId) -> Option<&Node> {
        self.nodes.get(n.index())
    }

    /// The whole spec a node was added with (name, label and collective included): to build
    /// a changed copy of a graph. `None` for an id not from this graph.
    pub fn spec(&self, n: NodeId) -> Option<NodeSpec> {
        let node = self.get(n)?;
        Some(NodeSpec {
            name: self.name(n).to_string(),
            cost: node.cost,
            kind: node.kind,
            label: self.extras.label(node).map(str::to_string),
            hints: node.hints,
            transient_bytes: node.transient_bytes,
            is_noop: node.is_noop,
            collective: self.extras.collective(node).cloned(),
            contention: node.contention,
        })
    }

    /// The statistics label a node was added with ([`NodeSpec::label`]), if any.
    pub fn label(&self, n: NodeId) -> Option<&str> {
        self.extras.label(self.get(n)?)
    }

    /// The collective an async start was added with ([`NodeSpec::collective`]), if any.
    pub fn collective(&self, n: NodeId) -> Option<&Collective> {
        self.extras.collective(self.get(n)?)
    }

    /// Incoming edges of `n` (sorted by source, one per source).
    pub fn preds(&self, n: NodeId) -> &[Adj] {
        &self.preds[n.index()]
    }

    /// Outgoing edges of `n` (sorted by target, one per target).
    pub fn succs(&self, n: NodeId) -> &[Adj] {
        &self.succs[n.index()]
    }

    /// Number of edges.
    pub fn num_edges(&self) -> usize {
        self.succs.total()
    }

    /// All resources.
    pub fn resources(&self) -> &[Resource] {
        &self.resources
    }

    /// All buffers.
    pub fn buffers(&self) -> &[Buffer] {
        &self.buffers
    }

    /// The nodes that read buffer `b`, sorted, without duplicates (empty for an id not from
    /// this graph).
    pub fn users(&self, b: BufferId) -> &[NodeId] {
        self.users.get(b.index()).unwrap_or(&[])
    }

    /// Buffers defined by `n`.
    pub fn defs(&self, n: NodeId) -> &[BufferId] {
        &self.defs[n.index()]
    }

    /// Buffers used by `n`.
    pub fn uses(&self, n: NodeId) -> &[BufferId] {
        &self.uses[n.index()]
    }

    /// Resources `n` needs idle while it runs, with units (see
    /// [`super::GraphBuilder::require_resource`]).
    pub fn requires(&self, n: NodeId) -> &[(ResourceId, u32)] {
        &self.requires[n.index()]
    }

    /// For an async start: its done.
    pub fn done_of(&self, start: NodeId) -> Option<NodeId> {
        self.done_of.get(start.index()).copied().flatten()
    }

    /// For an async done: its start.
    pub fn start_of(&self, done: NodeId) -> Option<NodeId> {
        match self.get(done)?.kind {
            NodeKind::AsyncDone { start } => Some(start),
            _ => None,
        }
    }

    /// For an async start: the resource its collective occupies.
    pub fn resource_of(&self, start: NodeId) -> Option<ResourceId> {
        match self.get(start)?.kind {
            NodeKind::AsyncStart { resource } => Some(resource),
            _ => None,
        }
    }

    /// The latency of the edge `from -> to`, if there is one.
    pub fn edge_latency(&self, from: NodeId, to: NodeId) -> Option<f64> {
        let s = self.succs.get(from.index())?;
        s.binary_search_by_key(&to, |a| a.node)
            .ok()
            .map(|i| s[i].latency)
    }

    /// For an async start: the duration of its collective (the start->done edge's latency).
    pub fn collective_time(&self, start: NodeId) -> f64 {
        self.done_of(start)
            .and_then(|d| self.edge_latency(start, d))
            .unwrap_or(0.0)
    }

    /// True for a compute node that is a synchronous collective written as one instruction (a
    /// compute node with a label, see [`NodeSpec::label`]): the replay counts its whole time as
    /// exposed communication.
    pub fn is_sync_collective(&self, n: NodeId) -> bool {
        let spec = self.node(n);
        matches!(spec.kind, NodeKind::Compute) && !spec.is_noop && self.extras.label(spec).is_some()
    }

    /// The statistics label of the pair a start or done belongs to: the start's label, else
    /// its resource's name.
    pub fn pair_label(&self, n: NodeId) -> String {
        self.pair_label_str(n).to_string()
    }

    /// [`Graph::pair_label`] borrowed from the graph (no allocation per call).
    pub fn pair_label_str(&self, n: NodeId) -> &str {
        let start = match self.node(n).kind {
            NodeKind::AsyncDone { start } => start,
            _ => n,
        };
        let spec = self.node(start);
        if let Some(l) = self.extras.label(spec) {
            return l;
        }
        match spec.kind {
            NodeKind::AsyncStart { resource } => self
                .resources
                .get(resource.index())
                .map_or("", |r| r.name.as_str()),
            _ => "",
        }
    }

    /// The time model's global settings (interference, shared bandwidth).
    pub fn model(&self) -> &TimeModel {
        &self.model
    }

    /// True when `a` and `b` are two distinct async starts of collectives whose device groups
    /// share more than one device (or are unknown): they may never be in flight together.
    pub fn conflicts(&self, a: NodeId, b: NodeId) -> bool {
        a != b && self.sig_conflicts(self.sig_of(a), self.sig_of(b))
    }

    /// The group signature of a start's collective (`u32::MAX` for none).
    pub(crate) fn sig_of(&self, n: NodeId) -> u32 {
        self.sig.get(n.index()).copied().unwrap_or(u32::MAX)
    }

    /// Whether two signatures conflict (`u32::MAX` conflicts with nothing).
    pub(crate) fn sig_conflicts(&self, a: u32, b: u32) -> bool {
        if a == u32::MAX || b == u32::MAX {
            return false;
        }
        self.sig_conflict.get(a, b)
    }

    /// The signatures `s` conflicts with, ascending (empty for `u32::MAX`).
    pub(crate) fn sig_conflicts_of(&self, s: u32) -> &[u32] {
        self.sig_conflict.of(s)
    }

    /// Whether any two collectives of the graph could be in flight together under its
    /// resources without the device-sharing rule deciding (several resources hold
    /// collectives, or one allows more than one in flight).
    pub(crate) fn conflicts_possible(&self) -> bool {
        let mut res = Vec::new();
        for (i, &s) in self.sig.iter().enumerate() {
            if s != u32::MAX {
                if let NodeKind::AsyncStart { resource } = self.nodes[i].kind {
                    if !res.contains(&resource) {
                        res.push(resource);
                    }
                }
            }
        }
        res.len() > 1 || res.iter().any(|r| self.resources[r.index()].limit > 1)
    }

    /// A relaxed copy for planning: every pair label's collectives get a stream of their own
    /// (with their resource's limit) and the device-sharing rule is off. Its orders are
    /// candidates only after a pass that makes them legal on `self`. `None` when no resource
    /// holds more than one label (the copy would plan the same).
    pub(crate) fn relaxed_per_label(&self) -> Option<Graph> {
        let mut labels: std::collections::BTreeMap<(ResourceId, String), ResourceId> =
            Default::default();
        let mut g = self.clone();
        for i in 0..g.nodes.len() {
            if let NodeKind::AsyncStart { resource } = g.nodes[i].kind {
                let key = (resource, self.pair_label(NodeId(i as u32)));
                let next = ResourceId((self.resources.len() + labels.len()) as u32);
                let r = *labels.entry(key).or_insert(next);
                g.nodes[i].kind = NodeKind::AsyncStart { resource: r };
            }
        }
        let mut per_res = vec![0usize; self.resources.len()];
        for (r, _) in labels.keys() {
            per_res[r.index()] += 1;
        }
        if per_res.iter().all(|&k| k <= 1) {
            return None;
        }
        let mut extra: Vec<(ResourceId, Resource)> = labels
            .iter()
            .map(|((r, l), id)| {
                (
                    *id,
                    Resource {
                        name: l.clone(),
                        limit: self.resources[r.index()].limit,
                    },
                )
            })
            .collect();
        extra.sort_by_key(|(id, _)| *id);
        g.resources.extend(extra.into_iter().map(|(_, r)| r));
        g.sig.iter_mut().for_each(|s| *s = u32::MAX);
        Some(g)
    }

    /// The original order: every node by insertion position.
    pub fn original_order(&self) -> Vec<NodeId> {
        self.node_ids().collect()
    }
}
