//! The one interface between costs and scheduling: what an instruction costs on the compute
//! stream and how long must pass along an edge, in seconds, each answer tagged with its model.

use super::error::CostError;
use super::estimate::{CommSplit, Estimate};
use crate::hlo::{CompId, InstrId, Module};

/// Prices the nodes and edges of an HLO computation (XLA's `LatencyEstimator`).
///
/// `node_cost` is the time an instruction keeps the compute stream busy. `latency` is the time
/// that must pass between the end of `from` and the start of `to`; for an async start and its
/// done it is the collective's duration, which runs on a collective stream meanwhile.
///
/// An instruction the estimator cannot price as what it is (a collective with malformed
/// groups) is an error naming it, never a silent guess. Answers are pure functions of the
/// module, and a large computation is priced on several threads at once, hence `Sync`.
pub trait LatencyEstimator: Sync {
    /// Seconds `instr` of computation `comp` occupies the compute stream.
    fn node_cost(
        &self,
        module: &Module,
        comp: CompId,
        instr: InstrId,
    ) -> Result<Estimate, CostError>;

    /// Seconds between the end of `from` and the start of `to` along their edge.
    fn latency(
        &self,
        module: &Module,
        comp: CompId,
        from: InstrId,
        to: InstrId,
    ) -> Result<Estimate, CostError>;

    /// For an async start of a collective: how its time splits into fixed latency and
    /// bandwidth, its link class and groups. `None` (the default) when the model cannot tell:
    /// the time model then treats it as all bandwidth, inside one node, with unknown groups.
    fn collective_split(
        &self,
        _module: &Module,
        _comp: CompId,
        _start: InstrId,
    ) -> Option<CommSplit> {
        None
    }

    /// For an async start and its done: the pair's latency ([`LatencyEstimator::latency`] of
    /// `start` -> `done`) and the collective's split ([`LatencyEstimator::collective_split`]),
    /// for an estimator that gives both from one look at the collective. The default asks
    /// each.
    fn async_pair(
        &self,
        module: &Module,
        comp: CompId,
        start: InstrId,
        done: InstrId,
    ) -> (Result<Estimate, CostError>, Option<CommSplit>) {
        (
            self.latency(module, comp, start, done),
            self.collective_split(module, comp, start),
        )
    }
}
