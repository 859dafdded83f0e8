//! The driver's error: which computation, and what went wrong there.

use std::fmt;

/// An error while turning a module into graphs, scheduling or replaying them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DriverError {
    /// The computation being processed.
    pub computation: String,
    /// What went wrong.
    pub message: String,
}

impl DriverError {
    /// An error in computation `computation`.
    pub fn new(computation: &str, message: impl Into<String>) -> Self {
        DriverError {
            computation: computation.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "computation {}: {}", self.computation, self.message)
    }
}

impl std::error::Error for DriverError {}
