//! The error of the cost layer: a model that cannot price an input says which model, which input and
//! why, so the caller can fall back to the next model or tell the user what to fix.

use std::fmt;

/// Why a cost model gave no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum CostError {
    /// The model does not cover this input (e.g. the S-curve model for a collective inside one
    /// node, which XLA prices from its measured table). Not a user error: try the next model.
    NotApplicable {
        /// The model that declined (`scurve`, `roofline`, ...).
        model: &'static str,
        /// What about the input put it outside the model.
        reason: String,
    },
    /// An input or setting is malformed or out of range; `context` names it (an option key, a
    /// field, an environment variable) and `message` says what is wrong.
    Invalid {
        /// What was wrong: an option key, a field, an environment variable.
        context: String,
        /// Why.
        message: String,
    },
    /// A name (platform, preset, dtype) is not known; the message lists the known ones.
    UnknownName {
        /// The kind of name (`platform`).
        what: &'static str,
        /// The name given.
        name: String,
        /// The names that exist.
        known: Vec<&'static str>,
    },
}

impl CostError {
    /// An `Invalid` error about `context`.
    pub fn invalid(context: impl Into<String>, message: impl Into<String>) -> Self {
        CostError::Invalid {
            context: context.into(),
            message: message.into(),
        }
    }

    /// A `NotApplicable` answer from `model`.
    pub fn not_applicable(model: &'static str, reason: impl Into<String>) -> Self {
        CostError::NotApplicable {
            model,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for CostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CostError::NotApplicable { model, reason } => {
                write!(f, "the {model} model does not apply: {reason}")
            }
            CostError::Invalid { context, message } => write!(f, "{context}: {message}"),
            CostError::UnknownName { what, name, known } => {
                write!(f, "unknown {what} `{name}` (known: {})", known.join(", "))
            }
        }
    }
}

impl std::error::Error for CostError {}
