//! lhsched: a latency-hiding scheduler for ML compiler graphs.
//!
//! Layers, each knowing only the ones before it: [`hlo`] (IR and text format) -> [`cost`]
//! (what an instruction costs) -> [`sched`] (list scheduler on a plain graph, timeline) ->
//! [`driver`] (HLO to graph to schedule to module and report). The CLI sits on top and only
//! translates arguments: the policy (which model prices what, defaults per platform) is the
//! library's, in [`cost::config::CostConfig`] and [`driver::run`]. Every error converts into
//! [`Error`].
//!
//! Schedule a module so its all-reduce overlaps the matmul, priced for an H100:
//!
//! ```
//! use lhsched::cost::config::CostConfig;
//! use lhsched::driver::run::{schedule_hlo_text, RunOptions};
//!
//! let hlo = r#"
//! HloModule m
//!
//! add {
//!   a = f32[] parameter(0)
//!   b = f32[] parameter(1)
//!   ROOT s = f32[] add(a, b)
//! }
//!
//! ENTRY e {
//!   g = f32[4096,4096] parameter(0)
//!   x = f32[4096,4096] parameter(1)
//!   ars = f32[4096,4096] all-reduce-start(g), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=add
//!   ard = f32[4096,4096] all-reduce-done(ars)
//!   d = f32[4096,4096] dot(x, x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
//!   ROOT t = (f32[4096,4096], f32[4096,4096]) tuple(ard, d)
//! }
//! "#;
//! let opts = RunOptions::new(CostConfig::new().platform("h100").read_env(false));
//! let run = schedule_hlo_text(hlo, "m.hlo", &opts)?;
//! let before = run.report["makespan_before_s"].as_f64().unwrap();
//! let after = run.report["makespan_after_s"].as_f64().unwrap();
//! assert!(after <= before);
//! assert!(run.module_text.contains("is_scheduled=true"));
//! # Ok::<(), lhsched::Error>(())
//! ```

#![deny(missing_docs)]

mod beside;
mod names;

pub mod cost;
pub mod driver;
pub mod error;
pub mod ffi;
pub mod hlo;
pub mod phases;
pub mod sched;
pub mod testing;
pub mod units;

pub use error::{Error, Result};
