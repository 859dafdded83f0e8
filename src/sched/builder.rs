//! Building a [`Graph`]: collect nodes, edges, resources and buffers, then validate once.

use super::graph::{
    signatures, Adj, Buffer, BufferId, Csr, EdgeKind, Graph, NodeId, NodeKind, NodeSpec, Resource,
    ResourceId,
};
use super::model::TimeModel;
use std::fmt;

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
    nodes: Vec<NodeSpec>,
    edges: Vec<RawEdge>,
    resources: Vec<Resource>,
    buffers: Vec<Buffer>,
    requires: Vec<(NodeId, ResourceId, u32)>,
    model: TimeModel,
}

impl GraphBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
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

    /// Adds a node; its original position is the number of nodes added before it.
    pub fn add_node(&mut self, spec: NodeSpec) -> NodeId {
        self.nodes.push(spec);
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
        self.buffers.push(Buffer {
            defined_by,
            size,
            live_out,
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
        let name = |id: NodeId| -> String {
            self.nodes
                .get(id.index())
                .map(|s| {
                    if s.name.is_empty() {
                        format!("#{}", id.0)
                    } else {
                        s.name.clone()
                    }
                })
                .unwrap_or_else(|| format!("#{}", id.0))
        };
        let check_num = |what: String, v: f64| -> Result<(), GraphError> {
            if v.is_finite() && v >= 0.0 {
                Ok(())
            } else {
                Err(GraphError::BadNumber { what, value: v })
            }
        };
        // Nodes: costs, pair references.
        let mut dones_per_start = vec![0usize; n];
        let mut done_of = vec![None; n];
        let mut force_not_noop = Vec::new();
        for (i, spec) in self.nodes.iter().enumerate() {
            let id = NodeId(i as u32);
            check_num(format!("the cost of node `{}`", name(id)), spec.cost)?;
            if let Some(c) = &spec.collective {
                check_num(
                    format!("the fixed latency of collective `{}`", name(id)),
                    c.fixed,
                )?;
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
        // Edges.
        let mut succs: Vec<Vec<Adj>> = vec![Vec::new(); n];
        for e in &self.edges {
            if e.from.index() >= n || e.to.index() >= n {
                return Err(GraphError::BadId {
                    what: format!("edge {} -> {}", e.from.0, e.to.0),
                });
            }
            check_num(
                format!("the latency of edge `{}` -> `{}`", name(e.from), name(e.to)),
                e.latency,
            )?;
            if e.from == e.to {
                return Err(GraphError::Cycle { node: name(e.from) });
            }
            succs[e.from.index()].push(Adj {
                node: e.to,
                latency: e.latency,
                kind: e.kind,
            });
        }
        // Implied edges: start -> done, definer -> user.
        for (s, d) in done_of.iter().enumerate() {
            if let Some(d) = d {
                succs[s].push(Adj {
                    node: *d,
                    latency: 0.0,
                    kind: EdgeKind::Data,
                });
            }
        }
        let mut buffers = std::mem::take(&mut self.buffers);
        let mut defs: Vec<Vec<BufferId>> = vec![Vec::new(); n];
        let mut uses: Vec<Vec<BufferId>> = vec![Vec::new(); n];
        for (bi, b) in buffers.iter_mut().enumerate() {
            if b.defined_by.index() >= n {
                return Err(GraphError::BadId {
                    what: format!("the definer of buffer {bi}"),
                });
            }
            b.users.sort();
            b.users.dedup();
            b.users.retain(|u| *u != b.defined_by);
            defs[b.defined_by.index()].push(BufferId(bi as u32));
            for u in &b.users {
                if u.index() >= n {
                    return Err(GraphError::BadId {
                        what: format!("a user of buffer {bi}"),
                    });
                }
                uses[u.index()].push(BufferId(bi as u32));
                succs[b.defined_by.index()].push(Adj {
                    node: *u,
                    latency: 0.0,
                    kind: EdgeKind::Data,
                });
            }
        }
        // Merge duplicates: largest latency, data over control.
        for list in succs.iter_mut() {
            list.sort_by_key(|a| a.node);
            let mut merged: Vec<Adj> = Vec::with_capacity(list.len());
            for a in list.drain(..) {
                match merged.last_mut() {
                    Some(m) if m.node == a.node => {
                        m.latency = m.latency.max(a.latency);
                        m.kind = m.kind.min(a.kind);
                    }
                    _ => merged.push(a),
                }
            }
            *list = merged;
        }
        let mut preds: Vec<Vec<Adj>> = vec![Vec::new(); n];
        for (from, list) in succs.iter().enumerate() {
            for a in list {
                preds[a.node.index()].push(Adj {
                    node: NodeId(from as u32),
                    latency: a.latency,
                    kind: a.kind,
                });
            }
        }
        // Resource requirements.
        let mut requires: Vec<Vec<(crate::sched::ResourceId, u32)>> = vec![Vec::new(); n];
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
            requires[node.index()].push((r, units));
        }
        for list in requires.iter_mut() {
            list.sort();
            list.dedup_by(|a, b| {
                if a.0 == b.0 {
                    b.1 = b.1.max(a.1);
                    true
                } else {
                    false
                }
            });
        }
        // Cycle check (Kahn).
        let mut indeg: Vec<usize> = preds.iter().map(Vec::len).collect();
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
        check_num(
            "the GEMM interference factor".into(),
            self.model.interference.gemm,
        )?;
        check_num(
            "the memory-bound interference factor".into(),
            self.model.interference.memory,
        )?;
        let mut nodes = self.nodes;
        for i in force_not_noop {
            nodes[i].is_noop = false;
        }
        let (sig, sig_conflict, nsig) = signatures(&nodes);
        Ok(Graph {
            nodes,
            preds: Csr::from_lists(preds),
            succs: Csr::from_lists(succs),
            resources: self.resources,
            buffers,
            defs: Csr::from_lists(defs),
            uses: Csr::from_lists(uses),
            done_of,
            requires: Csr::from_lists(requires),
            model: self.model,
            sig,
            sig_conflict,
            nsig,
        })
    }
}
