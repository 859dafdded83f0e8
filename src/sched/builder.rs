//! Building a [`Graph`]: collect nodes, edges, resources and buffers, then validate once.

use super::graph::{
    signatures, Adj, Buffer, BufferId, Csr, EdgeKind, Graph, NodeId, NodeKind, NodeSpec, Resource,
    ResourceId,
};
use super::model::TimeModel;
use super::node::{Extras, Node};
use std::fmt;

/// A buffer as added: the graph's [`Buffer`] and its users, sorted and merged at build.
#[derive(Clone, Debug)]
struct BufferIn {
    buffer: Buffer,
    users: Vec<NodeId>,
}

/// What is wrong with a graph handed to [`GraphBuilder::build`].
#[derive(Clone, Debug, PartialEq)]
pub enum GraphError {
    /// The edges form a cycle; `node` lies on it.
    Cycle {
        /// A node on the cycle.
        node: String,
    },
    /// An async done names a node that is not an async start.
    DoneWithoutStart {
        /// The done.
        done: String,
    },
    /// An async start that no done waits for (or that two dones wait for).
    StartWithoutDone {
        /// The start.
        start: String,
        /// How many dones name it.
        dones: usize,
    },
    /// An id that was not handed out by this builder.
    BadId {
        /// Where it appeared.
        what: String,
    },
    /// A cost or latency that is NaN, infinite or negative.
    BadNumber {
        /// Where it appeared.
        what: String,
        /// The value.
        value: f64,
    },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::Cycle { node } => write!(f, "the graph has a cycle through node `{node}`"),
            GraphError::DoneWithoutStart { done } => {
                write!(f, "async done `{done}` does not name an async start")
            }
            GraphError::StartWithoutDone { start, dones } => {
                write!(
                    f,
                    "async start `{start}` has {dones} dones (needs exactly one)"
                )
            }
            GraphError::BadId { what } => write!(f, "unknown id in {what}"),
            GraphError::BadNumber { what, value } => {
                write!(f, "{what} is {value} (must be finite and >= 0)")
            }
        }
    }
}

impl std::error::Error for GraphError {}

struct RawEdge {
    from: NodeId,
    to: NodeId,
    latency: f64,
    kind: EdgeKind,
}

/// Collects a graph; [`GraphBuilder::build`] validates it. A node's original position is its
/// insertion order (the input schedule, which the `original-order` rule keeps stable).
#[derive(Default)]
pub struct GraphBuilder {
    nodes: Vec<Node>,
    /// The nodes' labels and collectives, kept apart from the compact nodes.
    extras: Extras,
    /// Every node's name, one after another (the specs keep theirs empty).
    names: String,
    /// Per node: the end of its name in `names`.
    name_end: Vec<usize>,
    edges: Vec<RawEdge>,
    resources: Vec<Resource>,
    buffers: Vec<BufferIn>,
    requires: Vec<(NodeId, ResourceId, u32)>,
    model: TimeModel,
}

impl GraphBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty builder with room for `nodes` nodes and `edges` edges (a frontend that knows
    /// its sizes saves the regrowth, and its slack, of the two largest lists).
    pub fn with_capacity(nodes: usize, edges: usize) -> Self {
        GraphBuilder {
            nodes: Vec::with_capacity(nodes),
            name_end: Vec::with_capacity(nodes),
            edges: Vec::with_capacity(edges),
            ..Self::default()
        }
    }

    /// Adds a resource (stream kind) allowing `limit` pairs in flight at once (0 is read as 1).
    pub fn add_resource(&mut self, name: &str, limit: u32) -> ResourceId {
        self.resources.push(Resource {
            name: name.to_string(),
            limit: limit.max(1),
        });
        ResourceId(self.resources.len() as u32 - 1)
    }

    /// Sets the time model's global settings (default: [`TimeModel::default`]).
    pub fn set_model(&mut self, model: TimeModel) {
        self.model = model;
    }

    /// Adds a node; its original position is the number of nodes added before it. Its name
    /// moves into the graph's name table (read it with [`Graph::name`]).
    pub fn add_node(&mut self, mut spec: NodeSpec) -> NodeId {
        let name = std::mem::take(&mut spec.name);
        self.add_node_named(spec, &name)
    }

    /// [`GraphBuilder::add_node`] with the name given apart (the spec's own is dropped): a
    /// frontend that holds its names elsewhere copies each into the graph's one name table
    /// instead of allocating a string per node.
    pub fn add_node_named(&mut self, mut spec: NodeSpec, name: &str) -> NodeId {
        spec.name = String::new();
        self.names.push_str(name);
        self.name_end.push(self.names.len());
        let node = self.extras.add(spec);
        self.nodes.push(node);
        NodeId(self.nodes.len() as u32 - 1)
    }

    /// Adds an edge: `to` may start `latency` seconds after `from` ends. For a start->done
    /// edge the latency is the collective's duration. Duplicate edges are merged (largest
    /// latency; data wins over control).
    pub fn add_edge(&mut self, from: NodeId, to: NodeId, latency: f64, kind: EdgeKind) {
        self.edges.push(RawEdge {
            from,
            to,
            latency,
            kind,
        });
    }

    /// Adds a buffer of `size` bytes defined by `defined_by`; `live_out` keeps it live to the end.
    pub fn add_buffer(&mut self, defined_by: NodeId, size: u64, live_out: bool) -> BufferId {
        self.buffers.push(BufferIn {
            buffer: Buffer {
                defined_by,
                size,
                live_out,
            },
            users: Vec::new(),
        });
        BufferId(self.buffers.len() as u32 - 1)
    }

    /// Records that `user` reads buffer `b`. A data edge definer->user of latency 0 is added
    /// when the graph has none, so a use can never be placed before its definition.
    pub fn add_use(&mut self, b: BufferId, user: NodeId) {
        if let Some(buf) = self.buffers.get_mut(b.index()) {
            buf.users.push(user);
        } else {
            // Remembered as a bad id through a sentinel buffer entry checked in build.
            self.requires.push((user, ResourceId(u32::MAX), b.0));
        }
    }

    /// Declares that `node` (a compute node such as a while loop whose body runs collectives)
    /// needs `units` free slots of `resource` while it runs: it is not placed while more than
    /// `limit - units` pairs of that resource are in flight (XLA counts a while's body
    /// resources this way, reference notes §1.6).
    pub fn require_resource(&mut self, node: NodeId, resource: ResourceId, units: u32) {
        self.requires.push((node, resource, units.max(1)));
    }

    /// Number of nodes added so far.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True before the first node.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Validates and freezes the graph.
    pub fn build(mut self) -> Result<Graph, GraphError> {
        let n = self.nodes.len();
        let (names, name_end) = (&self.names, &self.name_end);
        let name = |id: NodeId| -> String {
            match super::graph::name_in(names, name_end, id) {
                "" => format!("#{}", id.0),
                s => s.to_string(),
            }
        };
        // The message is built only when the number is bad (a million nodes pass this check).
        let check_num = |v: f64, what: &dyn Fn() -> String| -> Result<(), GraphError> {
            if v.is_finite() && v >= 0.0 {
                Ok(())
            } else {
                Err(GraphError::BadNumber {
                    what: what(),
                    value: v,
                })
            }
        };
        // Nodes: costs, pair references.
        let mut dones_per_start = vec![0usize; n];
        let mut done_of = vec![None; n];
        let mut force_not_noop = Vec::new();
        for (i, spec) in self.nodes.iter().enumerate() {
            let id = NodeId(i as u32);
            check_num(spec.cost, &|| format!("the cost of node `{}`", name(id)))?;
            if let Some(c) = self.extras.collective(spec) {
                check_num(c.fixed, &|| {
                    format!("the fixed latency of collective `{}`", name(id))
                })?;
            }
            match spec.kind {
                NodeKind::Compute => {}
                NodeKind::AsyncStart { resource } => {
                    if resource.index() >= self.resources.len() {
                        return Err(GraphError::BadId {
                            what: format!("the resource of async start `{}`", name(id)),
                        });
                    }
                    force_not_noop.push(i);
                }
                NodeKind::AsyncDone { start } => {
                    let ok = matches!(
                        self.nodes.get(start.index()).map(|s| s.kind),
                        Some(NodeKind::AsyncStart { .. })
                    );
                    if !ok {
                        return Err(GraphError::DoneWithoutStart { done: name(id) });
                    }
                    dones_per_start[start.index()] += 1;
                    done_of[start.index()] = Some(id);
                    force_not_noop.push(i);
                }
            }
        }
        for (i, spec) in self.nodes.iter().enumerate() {
            if matches!(spec.kind, NodeKind::AsyncStart { .. }) && dones_per_start[i] != 1 {
                return Err(GraphError::StartWithoutDone {
                    start: name(NodeId(i as u32)),
                    dones: dones_per_start[i],
                });
            }
        }
        // Edges, gathered flat as (source, edge) and grouped by source below: one allocation
        // for all of them (sized exactly) instead of a list per node.
        let starts = done_of.iter().filter(|d| d.is_some()).count();
        let uses_total: usize = self.buffers.iter().map(|b| b.users.len()).sum();
        let mut flat: Vec<(u32, Adj)> = Vec::with_capacity(self.edges.len() + starts + uses_total);
        for e in &self.edges {
            if e.from.index() >= n || e.to.index() >= n {
                return Err(GraphError::BadId {
                    what: format!("edge {} -> {}", e.from.0, e.to.0),
                });
            }
            check_num(e.latency, &|| {
                format!("the latency of edge `{}` -> `{}`", name(e.from), name(e.to))
            })?;
            if e.from == e.to {
                return Err(GraphError::Cycle { node: name(e.from) });
            }
            flat.push((
                e.from.0,
                Adj {
                    node: e.to,
                    latency: e.latency,
                    kind: e.kind,
                },
            ));
        }
        // The raw edges are in `flat` now: free them before the next big allocations.
        self.edges = Vec::new();
        // Implied edges: start -> done, definer -> user.
        for (s, d) in done_of.iter().enumerate() {
            if let Some(d) = d {
                flat.push((
                    s as u32,
                    Adj {
                        node: *d,
                        latency: 0.0,
                        kind: EdgeKind::Data,
                    },
                ));
            }
        }
        let mut buffers_in = std::mem::take(&mut self.buffers);
        let mut defs: Vec<(u32, BufferId)> = Vec::with_capacity(buffers_in.len());
        let mut uses: Vec<(u32, BufferId)> = Vec::with_capacity(uses_total);
        for (bi, BufferIn { buffer: b, users }) in buffers_in.iter_mut().enumerate() {
            if b.defined_by.index() >= n {
                return Err(GraphError::BadId {
                    what: format!("the definer of buffer {bi}"),
                });
            }
            users.sort_unstable();
            users.dedup();
            users.retain(|u| *u != b.defined_by);
            defs.push((b.defined_by.0, BufferId(bi as u32)));
            for u in users.iter() {
                if u.index() >= n {
                    return Err(GraphError::BadId {
                        what: format!("a user of buffer {bi}"),
                    });
                }
                uses.push((u.0, BufferId(bi as u32)));
                flat.push((
                    b.defined_by.0,
                    Adj {
                        node: *u,
                        latency: 0.0,
                        kind: EdgeKind::Data,
                    },
                ));
            }
        }
        // Group by source (a counting sort), then by target within each row; merge duplicates
        // in place: largest latency, data over control.
        let fill = Adj {
            node: NodeId(0),
            latency: 0.0,
            kind: EdgeKind::Data,
        };
        let mut succs = Csr::from_pair_iter(n, fill, || flat.iter().copied());
        drop(flat);
        succs.sort_merge_rows(
            |a| a.node,
            |kept, other| {
                kept.latency = kept.latency.max(other.latency);
                kept.kind = kept.kind.min(other.kind);
            },
        );
        // Predecessors: the same edges by target, each row in source order (the rows of
        // `succs` are visited by ascending source, and the grouping is stable).
        let preds = Csr::from_pair_iter(n, fill, || {
            succs.iter_rows().map(|(from, a)| {
                (
                    a.node.0,
                    Adj {
                        node: NodeId(from),
                        latency: a.latency,
                        kind: a.kind,
                    },
                )
            })
        });
        // Each buffer's users, sorted: `uses` lists them buffer by buffer, each buffer's
        // sorted, so a stable grouping by buffer keeps that order. One list for all buffers
        // instead of a vector per buffer.
        let buffers: Vec<Buffer> = buffers_in.into_iter().map(|b| b.buffer).collect();
        let users = Csr::from_rows_with(buffers.len(), &uses, |(_, b)| b.0, |(u, _)| NodeId(*u));
        // Buffers per node in id order, as they were pushed.
        let defs = Csr::from_rows(n, &defs);
        let uses = Csr::from_rows(n, &uses);
        // Resource requirements.
        let mut requires: Vec<(u32, (crate::sched::ResourceId, u32))> = Vec::new();
        for &(node, r, units) in &self.requires {
            if r.0 == u32::MAX {
                return Err(GraphError::BadId {
                    what: format!("a use of buffer {units} by node {}", node.0),
                });
            }
            if node.index() >= n || r.index() >= self.resources.len() {
                return Err(GraphError::BadId {
                    what: format!("require_resource({}, {})", node.0, r.0),
                });
            }
            requires.push((node.0, (r, units)));
        }
        requires.sort_unstable();
        requires.dedup_by(|a, b| {
            if a.0 == b.0 && a.1 .0 == b.1 .0 {
                b.1 .1 = b.1 .1.max(a.1 .1);
                true
            } else {
                false
            }
        });
        let requires = Csr::from_rows(n, &requires);
        // Cycle check (Kahn).
        let mut indeg: Vec<usize> = (0..n).map(|i| preds[i].len()).collect();
        let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        let mut seen = 0usize;
        while let Some(i) = stack.pop() {
            seen += 1;
            for a in &succs[i] {
                let j = a.node.index();
                indeg[j] -= 1;
                if indeg[j] == 0 {
                    stack.push(j);
                }
            }
        }
        if seen < n {
            // Walk predecessors among the unfinished nodes until one repeats: it is on a cycle.
            let mut cur = (0..n).find(|&i| indeg[i] > 0).unwrap_or(0);
            let mut visited = vec![false; n];
            while !visited[cur] {
                visited[cur] = true;
                match preds[cur].iter().find(|a| indeg[a.node.index()] > 0) {
                    Some(a) => cur = a.node.index(),
                    None => break,
                }
            }
            return Err(GraphError::Cycle {
                node: name(NodeId(cur as u32)),
            });
        }
        check_num(self.model.interference.gemm, &|| {
            "the GEMM interference factor".into()
        })?;
        check_num(self.model.interference.memory, &|| {
            "the memory-bound interference factor".into()
        })?;
        let mut nodes = self.nodes;
        for i in force_not_noop {
            nodes[i].is_noop = false;
        }
        let mut extras = self.extras;
        extras.finish();
        let (sig, sig_conflict, nsig) = signatures(&nodes, &extras);
        Ok(Graph {
            nodes,
            extras,
            names: self.names,
            name_end: self.name_end,
            preds,
            succs,
            resources: self.resources,
            buffers,
            users,
            defs,
            uses,
            done_of,
            requires,
            model: self.model,
            sig,
            sig_conflict,
            nsig,
        })
    }
}
