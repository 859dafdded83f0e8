//! Glue: HLO -> cost -> scheduling graph -> schedule -> module and report.
//!
//! [`schedule_module`] is the main job: every computation that holds async work is turned into
//! a [`crate::sched::Graph`] priced by a [`crate::cost::estimator::LatencyEstimator`], scheduled,
//! checked by the independent verifier, and written back as the module's new order.
//! [`evaluate`] replays a module's own order under the same model, so any two orders (the input,
//! XLA's, ours) can be compared fairly.

pub mod buffers;
pub mod by_name;
mod call_graph;
pub mod combine;
pub mod combine_config;
mod combine_groupings;
pub mod combine_plan;
pub mod combine_report;
pub mod combine_search;
pub mod combine_thresholds;
pub mod error;
mod explain;
pub mod exposed;
pub mod graph;
pub mod inspect;
pub mod measure;
pub mod module;
pub mod options;
pub mod output;
mod pricing;
pub mod profile_export;
pub mod report;
pub mod run;
pub mod stream_idle;
pub mod trace;
pub mod work_diff;

pub use error::{CombineOptionError, DriverError};
pub use module::{evaluate, schedule_module, ModuleEval, ScheduleOutcome};
pub use options::DriverOptions;
pub use profile_export::{export_profile, export_profile_file, ExportedProfile};
