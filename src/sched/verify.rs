//! An independent checker of orders. It shares no code with the scheduler or the replay: it
//! reads the graph's public accessors only, so a bug in either cannot hide itself here.

use super::graph::{Graph, NodeId, NodeKind};
use super::model::groups_share;
use std::fmt;

/// Why an order is not a valid schedule of a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The order has a different number of entries than the graph has nodes.
    Length {
        /// Entries in the order.
        got: usize,
        /// Nodes in the graph.
        want: usize,
    },
    /// An entry names no node of the graph.
    UnknownNode {
        /// Position in the order.
        position: usize,
        /// The id found there.
        id: u32,
    },
    /// A node appears twice.
    Duplicate {
        /// The node's name.
        node: String,
        /// Its node id.
        id: u32,
        /// Its first position.
        first: usize,
        /// Its second position.
        second: usize,
    },
    /// An edge points backwards in the order.
    Backwards {
        /// Source of the edge.
        from: String,
        /// Its node id.
        from_id: u32,
        /// Target, placed before the source.
        to: String,
        /// Its node id.
        to_id: u32,
        /// Whether it is a control edge.
        control: bool,
    },
    /// Two collectives whose device groups share more than one device (or are unknown) are
    /// in flight together: `second` starts between `first`'s start and done (XLA:GPU never
    /// allows this: NCCL could deadlock on their launch order).
    DeviceSharing {
        /// The collective in flight (its start).
        first: String,
        /// Its node id.
        first_id: u32,
        /// The collective started while `first` was in flight (its start).
        second: String,
        /// Its node id.
        second_id: u32,
    },
    /// An async done precedes its start.
    DoneBeforeStart {
        /// The done.
        done: String,
        /// Its node id.
        done_id: u32,
        /// Its start.
        start: String,
        /// Its node id.
        start_id: u32,
    },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Length { got, want } => {
                write!(f, "order has {got} entries, graph has {want} nodes")
            }
            VerifyError::UnknownNode { position, id } => {
                write!(f, "entry {position} names node {id}, which does not exist")
            }
            VerifyError::Duplicate {
                node,
                id,
                first,
                second,
            } => write!(f, "`{node}` (node {id}) appears at {first} and {second}"),
            VerifyError::Backwards {
                from,
                from_id,
                to,
                to_id,
                control,
            } => write!(
                f,
                "{} edge `{from}` (node {from_id}) -> `{to}` (node {to_id}) points backwards",
                if *control { "control" } else { "data" }
            ),
            VerifyError::DeviceSharing {
                first,
                first_id,
                second,
                second_id,
            } => write!(
                f,
                "device-sharing rule: collective `{second}` (node {second_id}) starts while \
                 `{first}` (node {first_id}) is in flight and their groups share more than one \
                 device"
            ),
            VerifyError::DoneBeforeStart {
                done,
                done_id,
                start,
                start_id,
            } => write!(
                f,
                "async done `{done}` (node {done_id}) comes before its start `{start}` (node \
                 {start_id})"
            ),
        }
    }
}

impl std::error::Error for VerifyError {}

/// Checks that `order` is a permutation of `g`'s nodes in which every data and control edge
/// points forward, every async start precedes its done, and no two collectives whose device
/// groups share more than one device are in flight together.
pub fn verify(g: &Graph, order: &[NodeId]) -> Result<(), VerifyError> {
    if order.len() != g.len() {
        return Err(VerifyError::Length {
            got: order.len(),
            want: g.len(),
        });
    }
    let mut at: Vec<Option<usize>> = vec![None; g.len()];
    for (position, id) in order.iter().enumerate() {
        let slot = at
            .get_mut(id.0 as usize)
            .ok_or(VerifyError::UnknownNode { position, id: id.0 })?;
        if let Some(first) = *slot {
            return Err(VerifyError::Duplicate {
                node: g.name(*id).to_string(),
                id: id.0,
                first,
                second: position,
            });
        }
        *slot = Some(position);
    }
    // Every slot is filled: the lengths match and there are no duplicates.
    let place = |n: NodeId| at[n.0 as usize].unwrap_or(usize::MAX);
    for n in g.node_ids() {
        for e in g.succs(n) {
            if place(n) >= place(e.node) {
                return Err(VerifyError::Backwards {
                    from: g.name(n).to_string(),
                    from_id: n.0,
                    to: g.name(e.node).to_string(),
                    to_id: e.node.0,
                    control: e.kind == super::graph::EdgeKind::Control,
                });
            }
        }
        if let NodeKind::AsyncDone { start } = g.node(n).kind {
            if place(start) >= place(n) {
                return Err(VerifyError::DoneBeforeStart {
                    done: g.name(n).to_string(),
                    done_id: n.0,
                    start: g.name(start).to_string(),
                    start_id: start.0,
                });
            }
        }
    }
    // The device-sharing rule, by walking the order with the collectives in flight.
    let mut in_flight: Vec<NodeId> = Vec::new();
    for &n in order {
        match g.node(n).kind {
            NodeKind::AsyncStart { .. } => {
                if let Some(c) = g.collective(n) {
                    for &f in &in_flight {
                        let fc = g.collective(f);
                        let share = fc
                            .is_some_and(|fc| groups_share(fc.groups.as_ref(), c.groups.as_ref()));
                        if share {
                            return Err(VerifyError::DeviceSharing {
                                first: g.name(f).to_string(),
                                first_id: f.0,
                                second: g.name(n).to_string(),
                                second_id: n.0,
                            });
                        }
                    }
                    in_flight.push(n);
                }
            }
            NodeKind::AsyncDone { start } => in_flight.retain(|&f| f != start),
            NodeKind::Compute => {}
        }
    }
    Ok(())
}
