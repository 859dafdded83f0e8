//! Errors and warnings of table loading.

use std::fmt;

/// A table that could not be read at all: the file, where in it (`line 12, col 5` for text,
/// `device "sm_90" entry 17` or a byte offset for binary) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    /// The file (or source name) the table came from.
    pub file: String,
    /// Where in the file, when known.
    pub location: Option<String>,
    /// What is wrong.
    pub msg: String,
}

impl TableError {
    /// An error in `file` at `location` (if any).
    pub fn new(file: &str, location: Option<String>, msg: impl Into<String>) -> Self {
        TableError {
            file: file.to_string(),
            location,
            msg: msg.into(),
        }
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.location {
            Some(loc) => write!(f, "{}: {}: {}", self.file, loc, self.msg),
            None => write!(f, "{}: {}", self.file, self.msg),
        }
    }
}

impl std::error::Error for TableError {}

/// A problem with one entry that does not stop loading: the entry is left out (or a duplicate
/// dropped) and the problem counted, so `table check` can list it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableIssue {
    /// Where: `device "sm_90" entry 17` (GEMM: plus the dtype key).
    pub location: String,
    /// What is wrong and what was done about it.
    pub msg: String,
}

impl fmt::Display for TableIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.msg)
    }
}

/// A one-message error type: the struct, `Display`, `Error`, and `From` a `String` or `&str`
/// (so `?` lifts a helper's message into it).
macro_rules! message_error {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $name(pub String);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl std::error::Error for $name {}

        impl From<String> for $name {
            fn from(m: String) -> Self {
                $name(m)
            }
        }

        impl From<&str> for $name {
            fn from(m: &str) -> Self {
                $name(m.to_string())
            }
        }
    };
}
pub(crate) use message_error;

message_error! {
    /// An instruction, a table entry or a benchmark log row that does not describe a
    /// collective or a GEMM the models can price (a negative dimension, an unknown element type,
    /// dot dimension numbers that do not fit the shapes): what is wrong. The caller adds where
    /// (file, entry).
    SpecError
}

/// Why an interpolator could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EstimateError(pub String);

impl fmt::Display for EstimateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EstimateError {}
