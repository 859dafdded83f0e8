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

/// A grouping the rewrite refused, as the driver reports it: in its computation.
impl From<crate::hlo::combine_rewrite::RegroupError> for DriverError {
    fn from(e: crate::hlo::combine_rewrite::RegroupError) -> Self {
        DriverError::new(&e.computation, e.problem.to_string())
    }
}

/// A `--combine` setting that does not parse (the mode, or one of XLA's combiner flags).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CombineOptionError {
    /// Not one of `off`, `xla`, `auto`.
    Mode(String),
    /// A combiner threshold flag whose value is not a whole number of bytes.
    Threshold {
        /// The flag, as XLA spells it (`xla_gpu_all_gather_combine_threshold_bytes`).
        flag: String,
        /// The value given.
        value: String,
    },
}

impl fmt::Display for CombineOptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CombineOptionError::Mode(s) => {
                write!(f, "`{s}` is not a combine mode (auto, xla, off)")
            }
            CombineOptionError::Threshold { flag, value } => {
                write!(f, "--{flag}={value}: expected a whole number of bytes")
            }
        }
    }
}

impl std::error::Error for CombineOptionError {}
