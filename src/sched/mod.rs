//! The latency-hiding list scheduler and timeline. Works on a plain graph; knows no HLO.
//!
//! Build a [`Graph`] with [`GraphBuilder`], [`schedule`] it, [`replay`] any order on the time
//! model, [`verify`] an order independently, and export a [`chrome_trace`].

mod builder;
mod error;
mod explain;
mod graph;
mod list;
pub mod memory;
mod ready;
mod refine;
pub mod rules;
mod schedule;
pub mod synth;
mod timeline;
mod trace;
mod verify;
pub mod xla_dump;

pub use builder::{GraphBuilder, GraphError};
pub use error::SchedError;
pub use explain::explain_text;
pub use graph::{
    Adj, Buffer, BufferId, EdgeKind, Graph, Hints, NodeId, NodeKind, NodeSpec, Resource, ResourceId,
};
pub use list::Decision;
pub use rules::{Rule, RuleSet};
pub use schedule::{schedule, Direction, SchedConfig, SchedReport, ScheduleResult, VariantOutcome};
pub use timeline::{lower_bound, replay, Slice, Stream, Timeline};
pub use trace::chrome_trace;
pub use verify::{verify, VerifyError};
