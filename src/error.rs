//! The crate's one error type: every layer's error converts into [`Error`] with `?`, keeping
//! the original as its [`std::error::Error::source`], so a frontend handles one type and a user
//! still reads the file, line, entry or instruction the layer named.

use crate::cost::error::CostError;
use crate::cost::hccl::HcclError;
use crate::cost::tables::nccl_collect::CollectError;
use crate::cost::tables::{EstimateError, SpecError, TableError};
use crate::driver::{CombineOptionError, DriverError};
use crate::hlo::replica_groups::ReplicaGroupError;
use crate::hlo::{CollectiveAttrError, LoadError, OrderError, ParseError};
use crate::sched::{GraphError, SchedError, VerifyError};
use std::fmt;

/// Any error of the library, by the layer that raised it.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A module file could not be read or parsed.
    Load(LoadError),
    /// HLO text did not parse.
    Parse(ParseError),
    /// A replica-group attribute is malformed.
    ReplicaGroups(ReplicaGroupError),
    /// A collective's device-group attribute is malformed (names the instruction).
    CollectiveAttr(CollectiveAttrError),
    /// An order is not a valid order of its computation.
    Order(OrderError),
    /// A measured table or profile could not be read.
    Table(TableError),
    /// An instruction, table entry or log row does not describe a collective or GEMM.
    Spec(SpecError),
    /// An nccl-tests collection plan or run failed.
    Collect(CollectError),
    /// An interpolator could not be built or could not answer.
    Estimate(EstimateError),
    /// A cost setting or model input is invalid.
    Cost(CostError),
    /// An HCCL topology, algorithm or plan is invalid.
    Hccl(HcclError),
    /// A scheduling graph is malformed.
    Graph(GraphError),
    /// An order could not be scheduled or replayed.
    Sched(SchedError),
    /// The independent checker rejected an order.
    Verify(VerifyError),
    /// Turning a module into graphs, scheduling or replaying it failed in one computation.
    Driver(DriverError),
    /// A `--combine` setting does not parse.
    Combine(CombineOptionError),
    /// An error inside something the user named: a setting as the command line spells it
    /// (`--gemm-table FILE`), or an input file.
    In {
        /// The setting or file.
        what: String,
        /// The error there.
        source: Box<Error>,
    },
    /// A message with no more specific layer (a combination of settings that does not work).
    Message(String),
}

impl Error {
    /// `err` as the fault of setting `setting` (shown first in the message).
    pub fn setting(setting: impl Into<String>, err: impl Into<Error>) -> Error {
        Error::In {
            what: setting.into(),
            source: Box::new(err.into()),
        }
    }

    /// A plain message.
    pub fn msg(message: impl Into<String>) -> Error {
        Error::Message(message.into())
    }

    /// This error as reported about a file named by an option (`--order-of`, `--table`,
    /// `--profile`, ...), which may be any file the caller can read: what was expected and
    /// where (line:col) stay, the file's own text goes (the offending line and any quoted
    /// piece of it), so an error never echoes another file's content. Only the main input's
    /// errors show its line with a caret.
    pub fn without_file_content(self) -> Error {
        match self {
            Error::Load(crate::hlo::LoadError::Parse(e)) | Error::Parse(e) => {
                Error::Parse(e.without_text())
            }
            Error::Table(mut e) => {
                e.msg = unquoted(&e.msg, None);
                Error::Table(e)
            }
            Error::In { what, source } => Error::In {
                what,
                source: Box::new(source.without_file_content()),
            },
            other => other,
        }
    }
}

/// `text` with every piece between quotes (`` ` ``, `'`, `"`) that holds a letter or digit
/// replaced by `…`, or, with `only_from`, only such pieces that occur in that text.
pub(crate) fn unquoted(text: &str, only_from: Option<&str>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find(['`', '\'', '"']) {
        let q = rest[open..].chars().next().unwrap_or('`');
        let after = &rest[open + 1..];
        let Some(close) = after.find(q) else {
            break;
        };
        let piece = &after[..close];
        out.push_str(&rest[..=open]);
        // Punctuation (`expected ':'`) is the grammar's, never a secret.
        let worded = piece.chars().any(char::is_alphanumeric);
        if worded && only_from.is_none_or(|t| t.contains(piece)) {
            out.push('…');
        } else {
            out.push_str(piece);
        }
        out.push(q);
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Load(e) => e.fmt(f),
            Error::Parse(e) => e.fmt(f),
            Error::ReplicaGroups(e) => write!(f, "replica groups {e}"),
            Error::CollectiveAttr(e) => e.fmt(f),
            Error::Order(e) => e.fmt(f),
            Error::Table(e) => e.fmt(f),
            Error::Spec(e) => e.fmt(f),
            Error::Collect(e) => e.fmt(f),
            Error::Estimate(e) => e.fmt(f),
            Error::Cost(e) => e.fmt(f),
            Error::Hccl(e) => e.fmt(f),
            Error::Graph(e) => e.fmt(f),
            Error::Sched(e) => e.fmt(f),
            Error::Verify(e) => e.fmt(f),
            Error::Driver(e) => e.fmt(f),
            Error::Combine(e) => e.fmt(f),
            Error::In { what, source } => write!(f, "{what}: {source}"),
            Error::Message(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Load(e) => Some(e),
            Error::Parse(e) => Some(e),
            Error::ReplicaGroups(e) => Some(e),
            Error::CollectiveAttr(e) => Some(e),
            Error::Order(e) => Some(e),
            Error::Table(e) => Some(e),
            Error::Spec(e) => Some(e),
            Error::Collect(e) => Some(e),
            Error::Estimate(e) => Some(e),
            Error::Cost(e) => Some(e),
            Error::Hccl(e) => Some(e),
            Error::Graph(e) => Some(e),
            Error::Sched(e) => Some(e),
            Error::Verify(e) => Some(e),
            Error::Driver(e) => Some(e),
            Error::Combine(e) => Some(e),
            Error::In { source, .. } => Some(source.as_ref()),
            Error::Message(_) => None,
        }
    }
}

macro_rules! from_layer {
    ($($ty:ty => $variant:ident),* $(,)?) => {$(
        impl From<$ty> for Error {
            fn from(e: $ty) -> Error {
                Error::$variant(e)
            }
        }
    )*};
}

from_layer! {
    LoadError => Load,
    ParseError => Parse,
    ReplicaGroupError => ReplicaGroups,
    CollectiveAttrError => CollectiveAttr,
    OrderError => Order,
    TableError => Table,
    SpecError => Spec,
    CollectError => Collect,
    EstimateError => Estimate,
    CostError => Cost,
    HcclError => Hccl,
    GraphError => Graph,
    SchedError => Sched,
    VerifyError => Verify,
    DriverError => Driver,
    CombineOptionError => Combine,
}

impl From<String> for Error {
    fn from(m: String) -> Error {
        Error::Message(m)
    }
}

impl From<&str> for Error {
    fn from(m: &str) -> Error {
        Error::Message(m.to_string())
    }
}

/// A result whose error is the crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error as _;

    #[test]
    fn setting_keeps_the_layer_error_as_source() {
        let inner = TableError::new("t.pbtxt", Some("line 3, col 1".into()), "bad entry");
        let e = Error::setting("--table t.pbtxt", inner.clone());
        assert_eq!(
            e.to_string(),
            "--table t.pbtxt: t.pbtxt: line 3, col 1: bad entry"
        );
        let src = e.source().expect("a source");
        assert_eq!(src.to_string(), inner.to_string());
        assert!(src.source().is_some(), "the table error itself is kept");
    }
}
