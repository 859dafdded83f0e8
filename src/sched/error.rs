//! Errors of scheduling and replay.

use std::fmt;

/// Why an order could not be replayed or a schedule not produced.
#[derive(Clone, Debug, PartialEq)]
pub enum SchedError {
    /// The order is not a permutation of the graph's nodes.
    NotAPermutation {
        /// What is wrong (which position, which node).
        msg: String,
    },
    /// A node comes before one of its predecessors.
    EdgeBackwards {
        /// The predecessor's instruction.
        from: String,
        /// The predecessor's node id.
        from_id: u32,
        /// The instruction placed before it.
        to: String,
        /// Its node id.
        to_id: u32,
    },
    /// The scheduler got stuck (a bug, never expected on a valid graph).
    Internal {
        /// What happened.
        msg: String,
    },
}

impl fmt::Display for SchedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchedError::NotAPermutation { msg } => write!(f, "order is not a permutation: {msg}"),
            SchedError::EdgeBackwards {
                from,
                from_id,
                to,
                to_id,
            } => write!(
                f,
                "`{to}` (node {to_id}) is placed before its predecessor `{from}` (node {from_id})"
            ),
            SchedError::Internal { msg } => write!(f, "internal scheduler error: {msg}"),
        }
    }
}

impl std::error::Error for SchedError {}
