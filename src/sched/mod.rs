//! The latency-hiding list scheduler and timeline. Works on a plain graph; knows no HLO.
//!
//! Build a [`Graph`] with [`GraphBuilder`], [`schedule`] it, [`replay`] any order on the time
//! model, [`verify`] an order independently, and export a [`chrome_trace`].
//!
//! The time model (seconds): compute nodes run one after another on one stream; a node may
//! start `latency` after each predecessor ends. An async start launches its collective, which
//! queues in launch order on its resource (a resource with limit k has k streams) and starts
//! once a stream is free and no collective whose device groups share more than one device is
//! in flight ([`Collective`]; XLA:GPU's rule). Alone it lasts the latency of the start->done
//! edge; collectives in flight together on one link class share its bandwidth (their fixed
//! latency parts are not shared). Compute nodes run slower by a factor 1 + x while any async
//! work is in flight ([`Interference`], off by default in a [`TimeModel`]). The done waits for
//! its collective. No-op nodes take no time. Time the compute stream spends waiting at a done
//! is that pair's exposed time. The scheduler, gap filling and the lower bound all
//! read the same model from the graph.
//!
//! ```
//! use lhsched::sched::*;
//! let mut b = GraphBuilder::new();
//! let r = b.add_resource("all-reduce", 1);
//! let s = b.add_node(NodeSpec::start("ar-start", 1e-6, r).with_label("all-reduce"));
//! let d = b.add_node(NodeSpec::done("ar-done", 1e-6, s));
//! b.add_edge(s, d, 10e-6, EdgeKind::Data); // the collective takes 10 us
//! let m = b.add_node(NodeSpec::compute("matmul", 4e-6)); // independent work to hide it
//! let g = b.build()?;
//! let r = schedule(&g, &SchedConfig::default())?;
//! verify(&g, &r.order)?;
//! assert_eq!(r.order, vec![s, m, d]);
//! let t = replay(&g, &r.order)?;
//! assert!((t.makespan - 12e-6).abs() < 1e-12 && (t.exposed["all-reduce"] - 6e-6).abs() < 1e-12);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod between;
mod bitset;
mod bound;
mod builder;
mod carlier;
mod cone;
mod config;
mod csr;
mod error;
mod exact;
mod explain;
mod floaters;
mod forward;
mod gapfill;
mod graph;
mod hide;
mod improve;
mod legal;
mod list;
pub mod memory;
mod model;
mod node;
mod partial;
mod paths;
mod portfolio;
mod ready;
mod refine;
mod resume;
pub mod rules;
pub(crate) mod schedule;
mod serial;
mod sigs;
mod sim;
mod spans;
mod timeline;
pub mod trace;
mod transport;
mod verify;
mod xla_rules;

pub(crate) use bound::floating_cut_term;
pub use bound::{lower_bound, lower_bound_xla_rules, lower_bounds, Bounds};
pub use builder::{GraphBuilder, GraphError};
pub use error::SchedError;
pub use explain::{explain_text, variant_origin};
pub use graph::{
    Adj, Buffer, BufferId, EdgeKind, Graph, Hints, NodeId, NodeKind, NodeSpec, Resource, ResourceId,
};
pub use list::Decision;
pub use model::{groups_share, Collective, Contention, Interference, Link, TimeModel};
pub use node::Node;
pub(crate) use portfolio::thread_count;
pub use rules::{Rule, RuleSet};
pub use schedule::{
    schedule, Direction, SchedConfig, SchedReport, ScheduleResult, VariantOutcome, EXACT_BUDGET,
    EXACT_MAX_NODES, EXACT_SLOWED_MAX_NODES, IMPROVE_BUDGET, IMPROVE_MAX_NODES, INPUT_VARIANT,
    LARGE_GRAPH_NODES, XLA_RULES,
};
pub use timeline::{hidden_fraction, replay, replay_synced, Slice, Stream, Timeline};
pub use trace::{chrome_trace, write_chrome_trace};
pub use verify::{verify, VerifyError};
pub use xla_rules::{
    xla_follow, xla_schedule, xla_schedule_scan, xla_schedule_with, XlaDecision, XlaNodeFacts,
    XlaRule, XlaRulesConfig, XlaRun, XLA_CHAIN,
};
