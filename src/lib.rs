//! lhsched: a latency-hiding scheduler for ML compiler graphs.
//!
//! Layers, each knowing only the ones before it: [`hlo`] (IR and text format) -> [`cost`]
//! (what an instruction costs) -> [`sched`] (list scheduler on a plain graph, timeline) ->
//! [`driver`] (HLO to graph to schedule to module and report). The CLI sits on top.

pub mod cost;
pub mod driver;
pub mod error;
pub mod ffi;
pub mod hlo;
pub mod sched;

pub use error::{Error, Result};
