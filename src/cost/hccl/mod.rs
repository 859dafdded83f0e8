//! HCCL's collective algorithms (Mesh, Ring, RHD, NHR, NB, Pairwise, Star, Pipeline): closed-form
//! alpha-beta-gamma costs, the real per-step transfer plan of each algorithm, a step executor that
//! runs a plan on simulated ranks holding real data, and HCCL's default algorithm selection.
//!
//! Formulas: `../shared/reference/collective-algorithms.md` §1 (HCCL's `docs/*/coll_algo_intro`).
//!
//! # What `bytes` means (HCCL's convention, the `n` of the reference tables)
//! `bytes` is the full operator buffer `n` of one rank, the largest buffer the operation touches:
//! - AllReduce, Broadcast, Reduce: the buffer size (input = output).
//! - AllGather: the **output** size (each rank contributes `n / p`).
//! - ReduceScatter: the **input** size (each rank keeps `n / p`).
//! - Scatter: the root's input (each rank receives `n / p`); Gather: the root's output.
//! - AllToAll: the bytes one rank sends in total (`n / p` to each rank, itself included).
//!
//! This matches XLA's transfer-size rule for all-gather (output) and reduce-scatter (input).
//!
//! # Links and step times
//! Rank `r` sits on server `r / devices_per_server`. A transfer between two ranks of one server
//! uses the intra-server link, otherwise the inter-server link. A step costs
//! `max over its transfers (alpha_link + bytes * beta_link) + gamma * (most bytes one rank reduces)`.
//! The closed forms below apply this rule step by step, so on a uniform topology (one server, or
//! one device per server) they reduce to the published formulas, and on a mixed one each step pays
//! for the slowest link class it uses. Contention of several transfers on one NIC is not modelled
//! (as in HCCL's own formulas).

#![deny(missing_docs)]

mod common;
pub mod exec;
mod mesh;
mod nb;
mod nhr;
mod pairwise;
mod pipeline;
pub mod plan;
mod rhd;
mod ring;
pub mod select;
mod star;
pub mod topology;

pub use exec::{execute, Execution};
pub use plan::{LinkKind, Plan, Step, Transfer, XferKind};
pub use select::{compare, estimate_spec, hccl_policy, hccl_policy_detail, PolicyChoice};
pub use topology::{Link, Topology};

use std::fmt;

crate::names::named_enum! {
    /// An HCCL collective algorithm (the names HCCL_ALGO and this crate's CLI use).
    pub enum Algo {
        /// FullMesh: every rank talks to every peer at once (intra-server only).
        Mesh => "mesh",
        /// Ring: p-1 rounds of neighbour exchanges.
        Ring => "ring",
        /// Recursive halving-doubling (HCCL's H-D_R), any p via folding.
        Rhd => "rhd",
        /// Nonuniform hierarchical ring: ceil(log2 p) steps, biggest volume to the nearest peer.
        Nhr => "nhr",
        /// Nonuniform Bruck: ceil(log2 p) steps for any p.
        Nb => "nb",
        /// Pairwise exchange, AllToAll only.
        Pairwise => "pairwise",
        /// Star: one step between the root and every other rank (rooted ops only).
        Star => "star",
        /// Hierarchical pipeline: inter-server Ring overlapped with intra-server FullMesh.
        Pipeline => "pipeline",
    }
}

impl Algo {
    /// Every algorithm, in the fixed tie-break order used by [`compare`].
    pub fn all() -> impl Iterator<Item = Algo> {
        Self::ALL.iter().copied()
    }

    /// Parses a name (`ring`, `rhd`, also `hd` and `h-d_r` for RHD).
    pub fn parse(text: &str) -> Result<Algo, HcclError> {
        let t = text.trim().to_ascii_lowercase();
        let t = match t.as_str() {
            "hd" | "h-d_r" | "h-d" => "rhd",
            "fullmesh" => "mesh",
            other => other,
        };
        Self::all()
            .find(|a| a.name() == t)
            .ok_or_else(|| HcclError::UnknownAlgo(text.to_string()))
    }
}

impl fmt::Display for Algo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

crate::names::named_enum! {
    /// A collective operation. Rooted operations use rank 0 as the root.
    pub enum Op {
        /// Every rank ends with the sum of all ranks' buffers.
        AllReduce => "all-reduce",
        /// Every rank ends with all ranks' blocks, in rank order.
        AllGather => "all-gather",
        /// Rank r ends with the sum of all ranks' block r.
        ReduceScatter => "reduce-scatter",
        /// Every rank ends with the root's buffer.
        Broadcast => "broadcast",
        /// The root ends with the sum of all ranks' buffers.
        Reduce => "reduce",
        /// Rank r ends with the root's block r.
        Scatter => "scatter",
        /// The root ends with every rank's block, in rank order.
        Gather => "gather",
        /// Rank d ends with block d of every rank s, in rank order.
        AllToAll => "all-to-all",
    }
}

impl Op {
    /// Every operation, in declaration order.
    pub fn all() -> impl Iterator<Item = Op> {
        Self::ALL.iter().copied()
    }

    /// Parses `all-reduce`, `allreduce` or `all_reduce` (any case).
    pub fn parse(text: &str) -> Result<Op, HcclError> {
        let norm: String = text
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| *c != '-' && *c != '_')
            .collect();
        Self::all()
            .find(|o| o.name().replace('-', "") == norm)
            .ok_or_else(|| HcclError::UnknownOp(text.to_string()))
    }

    /// The HCCL operation a collective of XLA performs, where there is one.
    pub fn from_kind(kind: crate::cost::spec::CollectiveKind) -> Option<Op> {
        use crate::cost::spec::CollectiveKind as K;
        match kind {
            K::AllReduce => Some(Op::AllReduce),
            K::AllGather => Some(Op::AllGather),
            K::ReduceScatter => Some(Op::ReduceScatter),
            K::AllToAll => Some(Op::AllToAll),
            K::CollectiveBroadcast => Some(Op::Broadcast),
            _ => None,
        }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why an HCCL cost or plan could not be given.
#[derive(Clone, Debug, PartialEq)]
pub enum HcclError {
    /// A topology parameter is out of range (names the parameter and the value).
    Topology(String),
    /// The byte size is zero.
    Bytes(String),
    /// The algorithm does not implement the operation, or not on this topology.
    NotApplicable {
        /// The algorithm asked for.
        algo: Algo,
        /// The operation asked for.
        op: Op,
        /// The condition that fails.
        reason: String,
    },
    /// An algorithm name that is not one of HCCL's.
    UnknownAlgo(String),
    /// An operation name that is not known.
    UnknownOp(String),
    /// A preset name that is not known.
    UnknownPreset(String),
    /// The step executor found a plan that reads missing data or gives a wrong result.
    Execution(String),
}

impl fmt::Display for HcclError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HcclError::Topology(m) => write!(f, "bad topology: {m}"),
            HcclError::Bytes(m) => write!(f, "bad size: {m}"),
            HcclError::NotApplicable { algo, op, reason } => {
                write!(f, "{algo} does not apply to {op}: {reason}")
            }
            HcclError::UnknownAlgo(a) => write!(
                f,
                "unknown algorithm `{a}` (use mesh, ring, rhd, nhr, nb, pairwise, star, pipeline)"
            ),
            HcclError::UnknownOp(o) => write!(
                f,
                "unknown operation `{o}` (use all-reduce, all-gather, reduce-scatter, broadcast, \
                 reduce, scatter, gather, all-to-all)"
            ),
            HcclError::UnknownPreset(p) => {
                write!(
                    f,
                    "unknown preset `{p}` (use {})",
                    Topology::PRESETS.join(", ")
                )
            }
            HcclError::Execution(m) => write!(f, "step executor: {m}"),
        }
    }
}

impl std::error::Error for HcclError {}

/// The error for an operation an algorithm does not implement.
pub(crate) fn not_applicable(algo: Algo, op: Op, reason: impl Into<String>) -> HcclError {
    HcclError::NotApplicable {
        algo,
        op,
        reason: reason.into(),
    }
}

fn check_bytes(bytes: u64) -> Result<(), HcclError> {
    if bytes == 0 {
        return Err(HcclError::Bytes("the size must be at least 1 byte".into()));
    }
    Ok(())
}

/// Closed-form time in seconds of `algo` running `op` on `bytes` (the per-rank buffer `n`, see
/// the module docs: AllGather output, ReduceScatter input) over `topo`. `Err` when the algorithm
/// does not implement the operation or the topology (the error names the algorithm and the
/// condition), or when the inputs are out of range.
pub fn cost(algo: Algo, op: Op, bytes: u64, topo: &Topology) -> Result<f64, HcclError> {
    topo.validate()?;
    check_bytes(bytes)?;
    let n = bytes as f64;
    let t = match algo {
        Algo::Mesh => mesh::cost(op, n, topo),
        Algo::Ring => ring::cost(op, n, topo),
        Algo::Rhd => rhd::cost(op, n, topo),
        Algo::Nhr => nhr::cost(op, n, topo),
        Algo::Nb => nb::cost(op, n, topo),
        Algo::Pairwise => pairwise::cost(op, n, topo),
        Algo::Star => star::cost(op, n, topo),
        Algo::Pipeline => pipeline::cost(op, n, topo),
    }?;
    if !t.is_finite() || t < 0.0 {
        return Err(HcclError::Topology(format!(
            "{algo} {op} on {bytes} B gives a non-finite time"
        )));
    }
    Ok(t)
}

/// Most ranks [`plan()`] generates a plan for (the executor holds p x p chunks).
pub const MAX_PLAN_RANKS: usize = 1024;
/// Most ranks of an AllToAll plan (p x p x p chunks in the executor).
pub const MAX_PLAN_RANKS_ALL_TO_ALL: usize = 128;

/// The per-step transfer plan of `algo` running `op` on `bytes` over `topo`: which rank sends
/// which chunks to whom, over which link, copy or reduce. Same applicability as [`cost`].
pub fn plan(algo: Algo, op: Op, bytes: u64, topo: &Topology) -> Result<Plan, HcclError> {
    topo.validate()?;
    check_bytes(bytes)?;
    let n = bytes as f64;
    // A plan lists every transfer and the executor holds every rank's chunks: refuse sizes
    // whose listing would not fit in memory.
    let p = topo.ranks();
    if p > MAX_PLAN_RANKS || (op == Op::AllToAll && p > MAX_PLAN_RANKS_ALL_TO_ALL) {
        return Err(HcclError::Topology(format!(
            "plans are generated for at most {MAX_PLAN_RANKS} ranks ({MAX_PLAN_RANKS_ALL_TO_ALL} \
             for all-to-all), got {p}"
        )));
    }
    match algo {
        Algo::Mesh => mesh::plan(op, n, topo),
        Algo::Ring => ring::plan(op, n, topo),
        Algo::Rhd => rhd::plan(op, n, topo),
        Algo::Nhr => nhr::plan(op, n, topo),
        Algo::Nb => nb::plan(op, n, topo),
        Algo::Pairwise => pairwise::plan(op, n, topo),
        Algo::Star => star::plan(op, n, topo),
        Algo::Pipeline => pipeline::plan(op, n, topo),
    }
}
