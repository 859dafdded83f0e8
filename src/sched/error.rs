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
        /// The predecessor.
        from: String,
        /// The node placed before it.
        to: String,
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
            SchedError::EdgeBackwards { from, to } => {
                write!(f, "`{to}` is placed before its predecessor `{from}`")
            }
            SchedError::Internal { msg } => write!(f, "internal scheduler error: {msg}"),
        }
    }
}

impl std::error::Error for SchedError {}
