//! lhsched's costs as a PGLE profile (XLA's `ProfiledInstructionsProto`, reference §1.8): the
//! cost of every instruction of every executable computation and the latency of every edge
//! that carries one (every async pair), exactly as the scheduling graphs hold them, so that
//! XLA's own scheduler (`--xla_gpu_pgle_profile_file_or_directory_path`) or `--profile` here
//! sees lhsched's tables, S-curve, HCCL or imported measurements.

use super::error::DriverError;
use super::options::DriverOptions;
use super::run::RunOptions;
use super::trace::Replays;
use crate::cost::config::Warning;
use crate::cost::estimator::LatencyEstimator;
use crate::cost::tables::pb::tensorflow::profiler::profiled_instructions_proto::{
    InstructionCost, Latency,
};
use crate::cost::tables::pb::tensorflow::profiler::ProfiledInstructionsProto;
use crate::hlo::{load_module, Module};
use crate::sched::NodeKind;
use std::collections::BTreeMap;
use std::path::Path;

/// A profile and what writing it noticed.
#[derive(Clone, Debug, Default)]
pub struct ExportedProfile {
    /// The message, entries sorted by name.
    pub proto: ProfiledInstructionsProto,
    /// Names given two different costs (instructions of one name in several computations):
    /// a reader averages them, so those costs do not round-trip.
    pub conflicts: Vec<String>,
}

/// Prices every executable computation of `m` (callees first, a while taking its trip count
/// times its body, as `evaluate` does) and writes each node's cost and each positive edge
/// latency, in microseconds. No-ops and async dones are left out (they cost nothing; XLA's
/// PGLE gives them a fixed cost anyway); an async start's entry is its collective's time,
/// which XLA reads as the pair's latency when no explicit latency is given.
pub fn export_profile(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<ExportedProfile, DriverError> {
    // The same replays as `evaluate` makes (callees measured before their callers).
    let replays = Replays::new(m, est, opts)?;
    let mut costs: BTreeMap<String, f64> = BTreeMap::new();
    let mut latencies: BTreeMap<(String, String), f64> = BTreeMap::new();
    let mut conflicts = Vec::new();
    for &c in replays.computations() {
        let Some((cg, _)) = replays.get(c) else {
            continue;
        };
        let g = &cg.graph;
        for n in g.node_ids() {
            let spec = g.node(n);
            for a in g.preds(n) {
                if a.latency > 0.0 {
                    let key = (g.name(a.node).to_string(), g.name(n).to_string());
                    let us = a.latency * 1e6;
                    if latencies.insert(key, us).is_some_and(|old| old != us) {
                        conflicts.push(g.name(n).to_string());
                    }
                }
            }
            let cost = match spec.kind {
                NodeKind::AsyncDone { .. } => continue,
                NodeKind::AsyncStart { .. } => g.collective_time(n),
                NodeKind::Compute if spec.is_noop => continue,
                NodeKind::Compute => spec.cost,
            };
            let us = cost * 1e6;
            if costs
                .insert(g.name(n).to_string(), us)
                .is_some_and(|old| old != us)
            {
                conflicts.push(g.name(n).to_string());
            }
        }
    }
    conflicts.sort();
    conflicts.dedup();
    Ok(ExportedProfile {
        proto: ProfiledInstructionsProto {
            costs: costs
                .into_iter()
                .map(|(name, cost_us)| InstructionCost { name, cost_us })
                .collect(),
            latencies: latencies
                .into_iter()
                .map(|((source, target), latency_us)| Latency {
                    source,
                    target,
                    latency_us,
                })
                .collect(),
        },
        conflicts,
    })
}

/// What `lhsched profile export` does: loads the module at `path` (`-`: standard input), builds
/// the cost model `opts.cost` describes (as `eval` does) and exports its profile, with the
/// warnings building the model gave.
pub fn export_profile_file(
    path: &Path,
    opts: &RunOptions,
) -> Result<(ExportedProfile, Vec<Warning>), crate::Error> {
    let module = load_module(path)?;
    let (model, warnings) = opts
        .cost
        .build(Some(&module))
        .map_err(crate::error::Error::without_file_content)?;
    let p = export_profile(&module, &model, &opts.sched).map_err(|e| crate::Error::In {
        what: path.display().to_string(),
        source: Box::new(e.into()),
    })?;
    Ok((p, warnings))
}
