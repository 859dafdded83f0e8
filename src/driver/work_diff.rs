//! How much of the difference between a module replayed in a reference's order
//! (`eval IN --order-of REF`, [`crate::hlo::adopt_order()`]) and the reference replayed as written
//! is work rather than order: the instructions only one of the two has, each with its time in
//! its own module's replay.
//!
//! The case it answers: XLA's final module drops copies after scheduling (and may add others),
//! so it can replay faster than its order given to the scheduler's input. The instructions it
//! drops, priced where they run in the input, and those it adds, priced in the final module,
//! say how much of that lead is work no order of the input can remove.

use super::measure::ModuleEval;
use crate::hlo::Module;
use crate::sched::Stream;
use std::collections::HashMap;

/// One instruction only one of the two modules has.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct WorkItem {
    /// Its computation.
    pub computation: String,
    /// Its name.
    pub instruction: String,
    /// Its opcode.
    pub opcode: String,
    /// How many times its computation runs per execution of the entry.
    pub runs: f64,
    /// Its time on the compute stream in one run, seconds (in its own module's replay).
    pub compute_s: f64,
    /// For an async start: its collective's time in one run, seconds.
    pub collective_s: f64,
    /// False when its computation has no replay of its own (a fusion body: the fusion is
    /// priced as a whole), so it has no time of its own.
    pub priced: bool,
}

impl WorkItem {
    /// Compute-stream time over all runs.
    pub fn total_compute_s(&self) -> f64 {
        self.compute_s * self.runs
    }
}

/// The work the reference drops and adds, and the two makespans it explains.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct WorkDiff {
    /// The reference module's file.
    pub reference: String,
    /// The reference replayed in its own order, as written.
    pub reference_makespan_s: f64,
    /// This module replayed in the reference's order.
    pub adopted_makespan_s: f64,
    /// Instructions this module runs and the reference does not, costliest first.
    pub dropped: Vec<WorkItem>,
    /// Instructions the reference runs and this module does not, costliest first.
    pub added: Vec<WorkItem>,
    /// Compute-stream time of `dropped` over all runs.
    pub dropped_s: f64,
    /// Compute-stream time of `added` over all runs.
    pub added_s: f64,
}

impl WorkDiff {
    /// `adopted_makespan_s - reference_makespan_s`: how much faster the reference replays.
    pub fn lead_s(&self) -> f64 {
        self.adopted_makespan_s - self.reference_makespan_s
    }

    /// `dropped_s - added_s`: the compute the reference saves by its different work. It is an
    /// upper bound on the part of the lead that work explains (a dropped instruction may have
    /// run while the compute stream would have waited anyway).
    pub fn work_s(&self) -> f64 {
        self.dropped_s - self.added_s
    }
}

/// Prices `names` (computation, instruction) of module `m` from its replay `e`: each one's
/// compute-stream slice and, for a start, its collective's slice. Costliest first, then by
/// name, so the list reads the same on every run.
fn price(m: &Module, e: &ModuleEval, names: &[(String, String)]) -> Vec<WorkItem> {
    let evals: HashMap<&str, &super::measure::CompEval> = e
        .computations
        .iter()
        .map(|c| (c.name.as_str(), c))
        .collect();
    // Per computation, once: each instruction's (compute, collective) time in one run.
    let mut times: HashMap<&str, HashMap<&str, (f64, f64)>> = HashMap::new();
    let mut out: Vec<WorkItem> = Vec::with_capacity(names.len());
    for (c, i) in names {
        let comp = m.find_computation(c).map(|id| m.computation(id));
        let opcode = comp
            .and_then(|comp| {
                comp.find(i)
                    .map(|id| comp.instr(id).opcode.name().to_string())
            })
            .unwrap_or_default();
        let mut item = WorkItem {
            computation: c.clone(),
            instruction: i.clone(),
            opcode,
            runs: 0.0,
            compute_s: 0.0,
            collective_s: 0.0,
            priced: false,
        };
        if let (Some(ce), Some(comp)) = (evals.get(c.as_str()), comp) {
            let t = times.entry(c.as_str()).or_insert_with(|| {
                // Node k of a computation's graph is the k-th instruction of its order.
                let mut t: HashMap<&str, (f64, f64)> = HashMap::new();
                for s in &ce.timeline.slices {
                    let Some(&id) = comp.order.get(s.node.index()) else {
                        continue;
                    };
                    let e = t.entry(comp.instr(id).name.as_str()).or_default();
                    match s.stream {
                        Stream::Compute => e.0 += s.end - s.start,
                        Stream::Resource { .. } => e.1 += s.end - s.start,
                    }
                }
                t
            });
            item.runs = ce.multiplicity;
            item.priced = true;
            if let Some(&(compute, collective)) = t.get(i.as_str()) {
                item.compute_s = compute;
                item.collective_s = collective;
            }
        }
        out.push(item);
    }
    out.sort_by(|a, b| {
        b.total_compute_s()
            .total_cmp(&a.total_compute_s())
            .then_with(|| a.computation.cmp(&b.computation))
            .then_with(|| a.instruction.cmp(&b.instruction))
    });
    out
}

/// The work difference between `m` replayed in `reference`'s order (`m_eval`) and `reference`
/// replayed as written (`ref_eval`): `dropped` are the names only `m` has, `added` those only
/// the reference has ([`crate::hlo::AdoptedOrder`]).
pub fn work_diff(
    m: &Module,
    m_eval: &ModuleEval,
    dropped: &[(String, String)],
    reference: (&str, &Module, &ModuleEval),
    added: &[(String, String)],
) -> WorkDiff {
    let (ref_file, r, ref_eval) = reference;
    let dropped = price(m, m_eval, dropped);
    let added = price(r, ref_eval, added);
    // A fold from 0 (a float `sum` of nothing is -0).
    let total = |v: &[WorkItem]| {
        v.iter()
            .map(WorkItem::total_compute_s)
            .fold(0.0, |a, x| a + x)
    };
    WorkDiff {
        reference: ref_file.to_string(),
        reference_makespan_s: ref_eval.makespan_s,
        adopted_makespan_s: m_eval.makespan_s,
        dropped_s: total(&dropped),
        added_s: total(&added),
        dropped,
        added,
    }
}
