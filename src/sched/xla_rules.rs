//! XLA's own latency-hiding scheduler, rule for rule: the bottom-up list scheduler of
//! `DefaultSchedulerCore` with `ReadySetLt::AIsBetterThanB` as an ordered list of named rules
//! ([`XLA_CHAIN`]), run the way XLA runs it (reference notes §1.2-§1.4, §1.6, §1.7; facts
//! from `xla/service/latency_hiding_scheduler.cc`, reimplemented, not copied):
//!
//! - the ready set is an unsorted vector scanned from the front; the first selectable node is
//!   the first candidate, each later one replaces it when the chain says it is better, and
//!   the winner is swapped with the last entry and popped (so the vector's order, and the
//!   rule recorded, evolve exactly as XLA's do);
//! - no-ops go to a separate stack and are taken last-in first-out before any comparison;
//! - time runs from the end of the program: a node starts at the latest of the clock and each
//!   successor's start plus the edge latency, and the clock moves to its start plus its cost;
//! - a done (it occupies its resource bottom-up) is skipped while its resource has no free
//!   unit; a node needing a resource idle (a loop running collectives) too; the start frees
//!   the unit. Two collectives whose groups share more than one device are never in flight
//!   together (XLA:GPU's `GpuScheduleCrossesOverlapLimit`);
//! - `next_ready_stack` (nodes that will be ready later, for `kAvoidWaste`) is a binary heap
//!   kept with the C++ standard library's push/pop algorithms, read through the nodes'
//!   current ready times, as XLA's is;
//! - memory: above half the limit the memory rules act on live bytes seen bottom-up (a
//!   buffer becomes live at its last user, dies at its definer), a done's change combined
//!   with its start's.
//!
//! XLA:GPU's configuration is [`XlaRulesConfig::gpu`]: `aggressive_scheduling_policies` on
//! (`kAsyncDepth`, `kAvoidWaste`, `kCreatesMoreReadyNodes`, `kStartAtZeroDepth`), the other
//! policies off. The no-op set is the caller's (XLA's `IsNopInstruction`: get-tuple-element,
//! bitcast, constant, parameter, broadcast, iota, a tuple feeding a loop); [`xla_schedule`]
//! takes the graph's own no-ops.

use super::error::SchedError;
use super::graph::{Graph, NodeId, NodeKind, ResourceId};
use std::fmt;

#[path = "xla_index.rs"]
mod index;
#[path = "xla_park.rs"]
mod park;
#[path = "xla_state.rs"]
mod state;

/// One rule of XLA's comparison chain, or how a node was chosen without one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum XlaRule {
    /// `kForceEarly`: a `force_early` node is picked as soon as it is ready.
    ForceEarly,
    /// `kForceDelay`: a `force_delay` node is picked last.
    ForceDelay,
    /// `kForceDelayPriority`: the lower delay priority is picked first.
    ForceDelayPriority,
    /// `kDecreaseMemoryOverLimit`: at or over the memory limit, the smaller increase.
    DecreaseMemoryOverLimit,
    /// `kMemoryPeakOverLimit`: the node whose peak stays within the limit.
    MemoryPeakOverLimit,
    /// `kScheduleDone`: a node occupying a resource (an async done bottom-up).
    ScheduleDone,
    /// `kDelayDoneOfForceDelayedAsyncStart`: of two dones, the one whose start is not forced
    /// to be delayed.
    DelayDoneOfForceDelayedAsyncStart,
    /// `kStartAtZeroDepth` placed before `kLessStall` (`prioritize_async_depth_over_stall`).
    StartAtZeroDepthFirst,
    /// `kLessStall`: the node ready sooner (less idle time).
    LessStall,
    /// `kStartAtZeroDepth`: delay a start with nothing to hide (async depth 0) unless its
    /// resource is backed up.
    StartAtZeroDepth,
    /// `kFreeBackedupResource`: a start that frees a saturated resource others wait for.
    FreeBackedupResource,
    /// `kAsyncDepth`: the larger accumulated async latency.
    AsyncDepth,
    /// `kAvoidWaste`: the compute whose cost best fills the gap to the next ready node.
    AvoidWaste,
    /// `kUnlockDone`: a node with an async done among its operands.
    UnlockDone,
    /// `kCreatesMoreReadyNodes`: the node that makes more predecessors ready.
    CreatesMoreReadyNodes,
    /// `kDecreaseMemory`: a node that frees memory (only when the memory rules were reached).
    DecreaseMemory,
    /// `kOriginalOrder`: the later node in the input order (bottom-up).
    OriginalOrder,
    /// `First Candidate`: the only selectable node (no comparison made).
    FirstCandidate,
    /// A no-op taken from the no-op stack.
    Nop,
}

/// The comparison chain in the order XLA tries it (`ReadySetLt::AIsBetterThanB`); rules a
/// configuration switches off are skipped ([`XlaRulesConfig::active`]).
pub const XLA_CHAIN: [XlaRule; 17] = [
    XlaRule::ForceEarly,
    XlaRule::ForceDelay,
    XlaRule::ForceDelayPriority,
    XlaRule::DecreaseMemoryOverLimit,
    XlaRule::MemoryPeakOverLimit,
    XlaRule::ScheduleDone,
    XlaRule::DelayDoneOfForceDelayedAsyncStart,
    XlaRule::StartAtZeroDepthFirst,
    XlaRule::LessStall,
    XlaRule::StartAtZeroDepth,
    XlaRule::FreeBackedupResource,
    XlaRule::AsyncDepth,
    XlaRule::AvoidWaste,
    XlaRule::UnlockDone,
    XlaRule::CreatesMoreReadyNodes,
    XlaRule::DecreaseMemory,
    XlaRule::OriginalOrder,
];

impl XlaRule {
    /// The reason string XLA prints for this rule (`kLessStall`, `First Candidate`, ...);
    /// both `kStartAtZeroDepth` positions print the same name.
    pub fn xla_name(self) -> &'static str {
        match self {
            XlaRule::ForceEarly => "kForceEarly",
            XlaRule::ForceDelay => "kForceDelay",
            XlaRule::ForceDelayPriority => "kForceDelayPriority",
            XlaRule::DecreaseMemoryOverLimit => "kDecreaseMemoryOverLimit",
            XlaRule::MemoryPeakOverLimit => "kMemoryPeakOverLimit",
            XlaRule::ScheduleDone => "kScheduleDone",
            XlaRule::DelayDoneOfForceDelayedAsyncStart => "kDelayDoneOfForceDelayedAsyncStart",
            XlaRule::StartAtZeroDepthFirst | XlaRule::StartAtZeroDepth => "kStartAtZeroDepth",
            XlaRule::LessStall => "kLessStall",
            XlaRule::FreeBackedupResource => "kFreeBackedupResource",
            XlaRule::AsyncDepth => "kAsyncDepth",
            XlaRule::AvoidWaste => "kAvoidWaste",
            XlaRule::UnlockDone => "kUnlockDone",
            XlaRule::CreatesMoreReadyNodes => "kCreatesMoreReadyNodes",
            XlaRule::DecreaseMemory => "kDecreaseMemory",
            XlaRule::OriginalOrder => "kOriginalOrder",
            XlaRule::FirstCandidate => "First Candidate",
            XlaRule::Nop => "nop/annotation",
        }
    }
}

impl fmt::Display for XlaRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.xla_name())
    }
}

/// The `SchedulerConfig` switches the chain reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XlaRulesConfig {
    /// `aggressive_scheduling_policies` (XLA:GPU: on).
    pub aggressive: bool,
    /// `prioritize_async_depth_over_stall`: `kStartAtZeroDepth` before `kLessStall`.
    pub prioritize_async_depth_over_stall: bool,
    /// `memory_limit` in bytes (`None`: XLA's `UINT64_MAX`, the memory rules never act).
    pub memory_limit: Option<u64>,
}

impl XlaRulesConfig {
    /// XLA:GPU's `MakeGPUSchedulerConfig`: the aggressive policies on.
    pub fn gpu(memory_limit: Option<u64>) -> Self {
        XlaRulesConfig {
            aggressive: true,
            prioritize_async_depth_over_stall: false,
            memory_limit,
        }
    }

    /// Whether rule `r` of [`XLA_CHAIN`] is tried under this configuration.
    pub fn active(&self, r: XlaRule) -> bool {
        match r {
            XlaRule::DecreaseMemoryOverLimit
            | XlaRule::MemoryPeakOverLimit
            | XlaRule::DecreaseMemory => self.memory_limit.is_some(),
            XlaRule::StartAtZeroDepthFirst => {
                self.aggressive && self.prioritize_async_depth_over_stall
            }
            XlaRule::StartAtZeroDepth => self.aggressive && !self.prioritize_async_depth_over_stall,
            XlaRule::AsyncDepth | XlaRule::AvoidWaste | XlaRule::CreatesMoreReadyNodes => {
                self.aggressive
            }
            _ => true,
        }
    }
}

/// One step of the bottom-up process: the node taken, the rule of the last comparison it won
/// (as challenger or as the one kept), and the ready-set size before it was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XlaDecision {
    /// The node scheduled (steps run from the program's end).
    pub node: NodeId,
    /// How it won.
    pub rule: XlaRule,
    /// Ready nodes (no-ops excluded) at this step.
    pub ready: usize,
}

/// The result of a run: the program order and every decision in process order.
#[derive(Clone, Debug, PartialEq)]
pub struct XlaRun {
    /// Program order.
    pub order: Vec<NodeId>,
    /// Decisions, bottom-up (the first is the program's last node).
    pub decisions: Vec<XlaDecision>,
    /// Steps decided by scanning the whole ready set (the reference's way), not by the
    /// index: every step of [`xla_schedule_scan`], and the steps the index cannot tell
    /// exactly (memory rules reached, a node needing resources idle ready, see `xla_index.rs`).
    pub scanned: usize,
}

/// What XLA knows of each node that a [`Graph`] does not say: which nodes go to the no-op
/// set, and each node's position in XLA's input sequence (the `kOriginalOrder` key, the
/// order of the sinks and of each node's predecessors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XlaNodeFacts {
    /// Per node: taken from the no-op stack (XLA's `IsNopInstruction`).
    pub nops: Vec<bool>,
    /// Per node: its position in XLA's input sequence (a permutation of `0..len`).
    pub position: Vec<u32>,
}

impl XlaNodeFacts {
    /// The graph's own no-ops, and its insertion order as the input sequence (a graph built
    /// from a scheduled module: the module's order as written).
    pub fn of(g: &Graph) -> Self {
        XlaNodeFacts {
            nops: g.nodes.iter().map(|n| n.is_noop).collect(),
            position: (0..g.len() as u32).collect(),
        }
    }
}

/// Runs XLA's scheduler on `g` with [`XlaNodeFacts::of`] the graph. An error means XLA would
/// have failed too (no selectable node: a limit no order can meet from this state).
pub fn xla_schedule(g: &Graph, cfg: &XlaRulesConfig) -> Result<XlaRun, SchedError> {
    xla_schedule_with(g, cfg, &XlaNodeFacts::of(g))
}

/// [`xla_schedule`] with the no-op set and input positions given ([`XlaNodeFacts`]).
pub fn xla_schedule_with(
    g: &Graph,
    cfg: &XlaRulesConfig,
    facts: &XlaNodeFacts,
) -> Result<XlaRun, SchedError> {
    run(State::new(g, cfg, facts, true)?)
}

/// [`xla_schedule_with`] as XLA runs it, every step scanning the whole ready set (quadratic
/// in the ready set's size): the reference the indexed run must agree with decision by
/// decision (node, rule and ready-set size).
pub fn xla_schedule_scan(
    g: &Graph,
    cfg: &XlaRulesConfig,
    facts: &XlaNodeFacts,
) -> Result<XlaRun, SchedError> {
    run(State::new(g, cfg, facts, false)?)
}

fn run(mut s: State<'_>) -> Result<XlaRun, SchedError> {
    let mut decisions = Vec::with_capacity(s.g.len());
    while let Some(d) = s.choose()? {
        s.take(d.node);
        s.schedule(d.node);
        decisions.push(d);
    }
    s.finish(decisions)
}

/// Follows `process` (XLA's own bottom-up sequence) step by step: at each step records what
/// this scheduler would choose from XLA's state, then takes `process`'s node instead. The
/// decisions compare one to one with XLA's trace whatever happened at earlier steps.
/// An error names the step at which `process`'s node was not ready.
pub fn xla_follow(
    g: &Graph,
    cfg: &XlaRulesConfig,
    facts: &XlaNodeFacts,
    process: &[NodeId],
) -> Result<Vec<XlaDecision>, SchedError> {
    let mut s = State::new(g, cfg, facts, true)?;
    let mut out = Vec::with_capacity(process.len());
    for (step, &x) in process.iter().enumerate() {
        let d = s
            .choose()?
            .ok_or_else(|| internal(format!("step {step}: nothing ready")))?;
        if !s.take(x) {
            return Err(internal(format!(
                "step {step}: `{}` is not ready (this scheduler chose `{}`)",
                g.name(x),
                g.name(d.node)
            )));
        }
        s.schedule(x);
        out.push(d);
    }
    Ok(out)
}

fn internal(msg: String) -> SchedError {
    SchedError::Internal { msg }
}

/// What a node does to the resources, bottom-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    None,
    /// An async start: releases its resource.
    Release(ResourceId),
    /// An async done: occupies its start's resource.
    Occupy(ResourceId),
}

struct State<'g> {
    g: &'g Graph,
    nops: &'g [bool],
    pos: &'g [u32],
    /// Per node: its predecessors by input position (XLA adds edges walking the input
    /// sequence), when that is not the graph's order by id.
    preds_by_pos: Option<Vec<Vec<super::graph::Adj>>>,
    uses: Vec<Use>,
    /// The active rules of [`XLA_CHAIN`], in order.
    chain: Vec<XlaRule>,
    /// Per node: it occupies a resource (a done, or a node needing a resource idle).
    occ: Vec<bool>,
    /// Per node: it releases a resource (a start, or a node needing a resource idle).
    rel: Vec<bool>,
    async_depth: Vec<f64>,
    unlock_done: Vec<bool>,
    ready_time: Vec<f64>,
    outdeg: Vec<u32>,
    ready_if: Vec<u32>,
    /// Per node: how many of its predecessors have one successor edge left now (what XLA's
    /// `ready_nodes_if_scheduled` counts when it is refreshed), kept up to date at each change
    /// so a refresh does not count the predecessors again.
    ones: Vec<u32>,
    scheduled: Vec<bool>,
    /// `max_concurrent_resource`: free units per resource.
    free: Vec<i64>,
    /// `resource_users_in_queue`: ready occupiers not yet scheduled.
    in_queue: Vec<i64>,
    /// Per start: how many times it is in flight (its dones scheduled, it not yet; XLA's
    /// in-flight list holds it once per done).
    flight: Vec<u32>,
    /// XLA's in-flight list by group signature: (signature, entries), one row per signature
    /// in flight (a done's device-sharing check walks the signatures in flight, at most a
    /// few under stream limits; no table over every pair of signatures).
    in_flight: Vec<(u32, u32)>,
    /// Per done: the id of its pair label (`kDelayDoneOfForceDelayedAsyncStart` compares
    /// dones of one label).
    label: Vec<u32>,
    ready: Vec<u32>,
    /// Per node: its index in `ready` (`u32::MAX`: not there), so taking a node is O(1).
    slot: Vec<u32>,
    nop_stack: Vec<u32>,
    next_ready: Vec<u32>,
    now: f64,
    process: Vec<NodeId>,
    mem: Option<Mem>,
    /// The ready set indexed (`None`: every step scans, the reference).
    index: Option<index::Index>,
    /// Steps decided by the scan.
    scanned: usize,
}

/// Live bytes seen bottom-up (XLA's `MemoryPressureTracker`).
struct Mem {
    limit: u64,
    live: Vec<bool>,
    usage: u64,
}

/// A ready candidate's inputs to the chain at one step, read once per scan (the chain then
/// compares two of these with no look-ups).
#[derive(Clone, Copy, Debug)]
struct Cand {
    node: usize,
    force_early: bool,
    force_delay: bool,
    delay_priority: i32,
    occupies: bool,
    releases: bool,
    /// A done: its pair label's id and whether its start is forced to be delayed.
    done: Option<(u32, bool)>,
    ready_time: f64,
    /// `kStartAtZeroDepth`'s condition (not a start with nothing to hide and a free resource).
    not_zero_depth_start: bool,
    /// `kFreeBackedupResource`'s condition.
    frees_backed_up: bool,
    async_depth: f64,
    /// `kAvoidWaste`'s distance to the next ready node (when one is pending).
    waste: f64,
    unlock_done: bool,
    ready_if: u32,
    /// `MemoryPressureDifference` (increase, peak), when the memory rules are reached.
    mem: (i64, i64),
    pos: u32,
}

impl State<'_> {
    /// The chain's inputs for node `i` now.
    fn cand(&self, i: usize, memory_on: bool, latest: Option<f64>) -> Cand {
        let n = &self.g.nodes[i];
        let releases = self.releases_any(i);
        let constrained = self.constrained(i);
        Cand {
            node: i,
            force_early: n.hints.force_early,
            force_delay: n.hints.force_delay,
            delay_priority: n.hints.delay_priority,
            occupies: self.occupies_any(i),
            releases,
            done: match n.kind {
                NodeKind::AsyncDone { start } => {
                    Some((self.label[i], self.g.nodes[start.index()].hints.force_delay))
                }
                _ => None,
            },
            ready_time: self.ready_time[i],
            not_zero_depth_start: !(releases && self.async_depth[i] == 0.0 && !constrained),
            frees_backed_up: releases && constrained,
            async_depth: self.async_depth[i],
            waste: latest.map_or(0.0, |l| (l - self.now - self.cost(i)).abs()),
            unlock_done: self.unlock_done[i],
            ready_if: self.ready_if[i],
            mem: if memory_on { self.pressure(i) } else { (0, 0) },
            pos: self.pos[i],
        }
    }

    /// `ReadySetLt::AIsBetterThanB`: whether `a` wins, and the first rule that tells them
    /// apart; `kOriginalOrder` always does. `memory_on`: the memory rules are reached;
    /// `pending`: `next_ready_stack` is not empty.
    fn better(&self, a: &Cand, b: &Cand, memory_on: bool, pending: bool) -> (bool, XlaRule) {
        for &r in &self.chain {
            if let Some(w) = self.rule(r, a, b, memory_on, pending) {
                return (w, r);
            }
        }
        (a.pos > b.pos, XlaRule::OriginalOrder)
    }

    /// One rule: `Some(a wins)` when it tells `a` and `b` apart.
    fn rule(&self, r: XlaRule, a: &Cand, b: &Cand, memory_on: bool, pending: bool) -> Option<bool> {
        // XLA's `CmpExplicit(pa, pb)`: the candidate with the larger value wins; equal: no say.
        fn cmp<T: PartialOrd>(pa: T, pb: T) -> Option<bool> {
            if pa > pb {
                Some(true)
            } else if pb > pa {
                Some(false)
            } else {
                None
            }
        }
        match r {
            // Bottom-up `CmpDirectional` flips the arguments.
            XlaRule::ForceEarly => cmp(!b.force_early, !a.force_early),
            XlaRule::ForceDelay => cmp(b.force_delay, a.force_delay),
            XlaRule::ForceDelayPriority => cmp(b.delay_priority, a.delay_priority),
            XlaRule::DecreaseMemoryOverLimit => {
                let m = self.mem.as_ref().filter(|_| memory_on)?;
                let (ia, ib) = (a.mem.0, b.mem.0);
                if m.usage >= m.limit && ia != ib {
                    cmp(ia < ib, ib < ia)
                } else {
                    None
                }
            }
            XlaRule::MemoryPeakOverLimit => {
                let m = self.mem.as_ref().filter(|_| memory_on)?;
                let within = |p: i64| i128::from(p) + i128::from(m.usage) <= i128::from(m.limit);
                cmp(within(a.mem.1), within(b.mem.1))
            }
            XlaRule::ScheduleDone => cmp(a.occupies, b.occupies),
            XlaRule::DelayDoneOfForceDelayedAsyncStart => match (a.done, b.done) {
                (Some((la, fa)), Some((lb, fb))) if la == lb => cmp(fb, fa),
                _ => None,
            },
            XlaRule::StartAtZeroDepthFirst | XlaRule::StartAtZeroDepth => {
                cmp(a.not_zero_depth_start, b.not_zero_depth_start)
            }
            XlaRule::LessStall => {
                let (ra, rb) = (a.ready_time, b.ready_time);
                if ra == rb {
                    return None;
                }
                let ia = (ra - self.now).max(0.0);
                let ib = (rb - self.now).max(0.0);
                cmp(ia < ib, ib < ia)
            }
            XlaRule::FreeBackedupResource => cmp(a.frees_backed_up, b.frees_backed_up),
            XlaRule::AsyncDepth => cmp(a.async_depth, b.async_depth),
            XlaRule::AvoidWaste => {
                if !pending {
                    return None;
                }
                let (da, db) = (a.waste, b.waste);
                cmp(!a.releases && da < db, !b.releases && db < da)
            }
            XlaRule::UnlockDone => cmp(a.unlock_done, b.unlock_done),
            XlaRule::CreatesMoreReadyNodes => cmp(a.ready_if, b.ready_if),
            XlaRule::DecreaseMemory => {
                if !memory_on {
                    return None;
                }
                cmp(a.mem.0 < 0, b.mem.0 < 0)
            }
            XlaRule::OriginalOrder => Some(a.pos > b.pos),
            XlaRule::FirstCandidate | XlaRule::Nop => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::{verify, EdgeKind, GraphBuilder, NodeSpec};

    /// A done is taken first (kScheduleDone), the compute hides the collective, and the
    /// start closes the pair; the order is valid.
    #[test]
    fn hides_a_collective_behind_compute() {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let s = b.add_node(NodeSpec::start("s", 1e-6, r));
        let d = b.add_node(NodeSpec::done("d", 1e-6, s));
        b.add_edge(s, d, 10e-6, EdgeKind::Data);
        let m = b.add_node(NodeSpec::compute("m", 4e-6));
        let g = b.build().expect("valid");
        let run = xla_schedule(&g, &XlaRulesConfig::gpu(None)).expect("schedules");
        verify(&g, &run.order).expect("valid order");
        assert_eq!(run.order, vec![s, m, d]);
        assert_eq!(run.decisions[0].rule, XlaRule::ScheduleDone);
        assert_eq!(run.decisions[0].node, d);
    }
}
