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
    let mut s = State::new(g, cfg, facts)?;
    let mut decisions = Vec::with_capacity(g.len());
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
    let mut s = State::new(g, cfg, facts)?;
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
    scheduled: Vec<bool>,
    /// `max_concurrent_resource`: free units per resource.
    free: Vec<i64>,
    /// `resource_users_in_queue`: ready occupiers not yet scheduled.
    in_queue: Vec<i64>,
    /// Starts of the collectives in flight (their dones scheduled, they not yet).
    in_flight: Vec<NodeId>,
    ready: Vec<u32>,
    nop_stack: Vec<u32>,
    next_ready: Vec<u32>,
    now: f64,
    process: Vec<NodeId>,
    mem: Option<Mem>,
}

/// Live bytes seen bottom-up (XLA's `MemoryPressureTracker`).
struct Mem {
    limit: u64,
    live: Vec<bool>,
    usage: u64,
}

impl<'g> State<'g> {
    fn new(
        g: &'g Graph,
        cfg: &XlaRulesConfig,
        facts: &'g XlaNodeFacts,
    ) -> Result<Self, SchedError> {
        let n = g.len();
        let (nops, pos) = (&facts.nops[..], &facts.position[..]);
        let mut seen = vec![false; n];
        for &p in pos {
            match seen.get_mut(p as usize) {
                Some(s) if !*s => *s = true,
                _ => {
                    return Err(internal(format!(
                        "input positions are not a permutation of 0..{n}"
                    )))
                }
            }
        }
        if nops.len() != n || pos.len() != n {
            return Err(internal(format!(
                "{} no-op flags and {} positions for {n} nodes",
                nops.len(),
                pos.len()
            )));
        }
        let identity = pos.iter().enumerate().all(|(i, &p)| p as usize == i);
        let preds_by_pos = (!identity).then(|| {
            (0..n)
                .map(|i| {
                    let mut v = g.preds[i].to_vec();
                    v.sort_by_key(|a| pos[a.node.index()]);
                    v
                })
                .collect()
        });
        let uses: Vec<Use> = g
            .nodes
            .iter()
            .map(|node| match node.kind {
                NodeKind::AsyncStart { resource } => Use::Release(resource),
                NodeKind::AsyncDone { start } => {
                    g.resource_of(start).map_or(Use::None, Use::Occupy)
                }
                NodeKind::Compute => Use::None,
            })
            .collect();
        // InitializeGraphAnalysis: async depth in topological order (ids need not be one).
        let mut async_depth = vec![0.0f64; n];
        let mut indeg: Vec<u32> = (0..n).map(|i| g.preds[i].len() as u32).collect();
        let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
        while let Some(i) = stack.pop() {
            let done = matches!(g.nodes[i].kind, NodeKind::AsyncDone { .. });
            let mut d = 0.0f64;
            for p in &g.preds[i] {
                let via = async_depth[p.node.index()] + if done { p.latency } else { 0.0 };
                d = d.max(via);
            }
            async_depth[i] = d;
            for s in &g.succs[i] {
                let k = s.node.index();
                indeg[k] -= 1;
                if indeg[k] == 0 {
                    stack.push(k);
                }
            }
        }
        let unlock_done = (0..n)
            .map(|i| {
                g.preds[i]
                    .iter()
                    .any(|p| matches!(g.nodes[p.node.index()].kind, NodeKind::AsyncDone { .. }))
            })
            .collect();
        let outdeg: Vec<u32> = (0..n).map(|i| g.succs[i].len() as u32).collect();
        let ready_if = (0..n)
            .map(|i| {
                g.preds[i]
                    .iter()
                    .filter(|p| outdeg[p.node.index()] == 1)
                    .count() as u32
            })
            .collect();
        let mem = cfg.memory_limit.map(|limit| {
            let live: Vec<bool> = g.buffers.iter().map(|b| b.live_out).collect();
            let usage = g
                .buffers
                .iter()
                .filter(|b| b.live_out)
                .fold(0u64, |a, b| a.saturating_add(b.size));
            Mem { limit, live, usage }
        });
        let occ = (0..n)
            .map(|i| matches!(uses[i], Use::Occupy(_)) || !g.requires[i].is_empty())
            .collect();
        let rel = (0..n)
            .map(|i| matches!(uses[i], Use::Release(_)) || !g.requires[i].is_empty())
            .collect();
        let mut s = State {
            g,
            nops,
            pos,
            preds_by_pos,
            uses,
            chain: XLA_CHAIN.into_iter().filter(|r| cfg.active(*r)).collect(),
            occ,
            rel,
            async_depth,
            unlock_done,
            ready_time: vec![f64::MAX; n],
            outdeg,
            ready_if,
            scheduled: vec![false; n],
            free: g
                .resources
                .iter()
                .map(|r| i64::from(r.limit.max(1)))
                .collect(),
            in_queue: vec![0; g.resources.len()],
            in_flight: Vec::new(),
            ready: Vec::new(),
            nop_stack: Vec::new(),
            next_ready: Vec::new(),
            now: 0.0,
            process: Vec::with_capacity(n),
            mem,
        };
        // FindBottomRoots: the sinks in input order, ready at time 0.
        let mut by_pos: Vec<usize> = (0..n).collect();
        by_pos.sort_by_key(|&i| pos[i]);
        for i in by_pos {
            if s.outdeg[i] == 0 {
                // XLA counts queued occupiers only as they become ready later, not the roots.
                s.ready_time[i] = 0.0;
                if nops[i] {
                    s.nop_stack.push(i as u32);
                } else {
                    s.ready.push(i as u32);
                }
            }
        }
        Ok(s)
    }

    fn cost(&self, i: usize) -> f64 {
        if self.nops[i] {
            0.0
        } else {
            self.g.nodes[i].cost
        }
    }

    fn occupies_any(&self, i: usize) -> bool {
        self.occ[i]
    }

    fn releases_any(&self, i: usize) -> bool {
        self.rel[i]
    }

    /// The resources the node names (occupied or released).
    fn resources_of(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let own = match self.uses[i] {
            Use::Release(r) | Use::Occupy(r) => Some(r.index()),
            Use::None => None,
        };
        own.into_iter()
            .chain(self.g.requires[i].iter().map(|(r, _)| r.index()))
    }

    /// `IsResourceConstrained`: a resource of the node is full with occupiers waiting.
    fn constrained(&self, i: usize) -> bool {
        self.resources_of(i)
            .any(|r| self.free[r] == 0 && self.in_queue[r] > 0)
    }

    /// `scheduling_instruction_crosses_overlap_limit` (XLA:GPU's): a done needs a free unit
    /// of its resource and no collective in flight sharing devices with it; a node needing
    /// resources idle needs that many free units.
    fn crosses_limit(&self, i: usize) -> bool {
        if let Use::Occupy(r) = self.uses[i] {
            if self.free[r.index()] < 1 {
                return true;
            }
            if let NodeKind::AsyncDone { start } = self.g.nodes[i].kind {
                if self.in_flight.iter().any(|&f| self.g.conflicts(f, start)) {
                    return true;
                }
            }
        }
        self.g.requires[i]
            .iter()
            .any(|&(r, u)| i64::from(u) > self.free[r.index()])
    }

    /// `MemoryPressureDifference` (increase, peak) bottom-up, a done combined with its start.
    fn pressure(&self, i: usize) -> (i64, i64) {
        let Some(m) = &self.mem else { return (0, 0) };
        let one = |k: usize| -> (i64, i64) {
            let mut inc: i64 = 0;
            for b in &self.g.uses[k] {
                if !m.live[b.index()] {
                    inc = inc.saturating_add(super::memory::signed(self.g.buffers[b.index()].size));
                }
            }
            let peak = inc.max(super::memory::signed(self.g.nodes[k].transient_bytes));
            for b in &self.g.defs[k] {
                if m.live[b.index()] {
                    inc = inc.saturating_sub(super::memory::signed(self.g.buffers[b.index()].size));
                }
            }
            (inc, peak)
        };
        let mut p = one(i);
        if let NodeKind::AsyncDone { start } = self.g.nodes[i].kind {
            let q = one(start.index());
            p = (p.0.min(q.0), p.1.max(q.1));
        }
        p
    }

    /// Whether the memory rules are reached (live bytes above half the limit).
    fn memory_on(&self) -> bool {
        self.mem.as_ref().is_some_and(|m| m.usage > m.limit / 2)
    }

    /// `ReadySetLt::AIsBetterThanB`: `Some((a wins, rule))` from the first rule that tells
    /// them apart; `kOriginalOrder` always does.
    fn better(&self, a: usize, b: usize, memory_on: bool) -> (bool, XlaRule) {
        let mem = memory_on.then(|| (self.pressure(a), self.pressure(b)));
        for &r in &self.chain {
            if let Some(w) = self.rule(r, a, b, mem) {
                return (w, r);
            }
        }
        (self.pos[a] > self.pos[b], XlaRule::OriginalOrder)
    }

    /// One rule: `Some(a wins)` when it tells `a` and `b` apart.
    fn rule(
        &self,
        r: XlaRule,
        a: usize,
        b: usize,
        mem: Option<((i64, i64), (i64, i64))>,
    ) -> Option<bool> {
        let g = self.g;
        let (na, nb) = (&g.nodes[a], &g.nodes[b]);
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
            XlaRule::ForceEarly => cmp(!nb.hints.force_early, !na.hints.force_early),
            XlaRule::ForceDelay => cmp(nb.hints.force_delay, na.hints.force_delay),
            XlaRule::ForceDelayPriority => cmp(nb.hints.delay_priority, na.hints.delay_priority),
            XlaRule::DecreaseMemoryOverLimit => {
                let ((ia, _), (ib, _)) = mem?;
                let m = self.mem.as_ref()?;
                if m.usage >= m.limit && ia != ib {
                    cmp(ia < ib, ib < ia)
                } else {
                    None
                }
            }
            XlaRule::MemoryPeakOverLimit => {
                let ((_, pa), (_, pb)) = mem?;
                let m = self.mem.as_ref()?;
                let within = |p: i64| i128::from(p) + i128::from(m.usage) <= i128::from(m.limit);
                cmp(within(pa), within(pb))
            }
            XlaRule::ScheduleDone => cmp(self.occupies_any(a), self.occupies_any(b)),
            XlaRule::DelayDoneOfForceDelayedAsyncStart => match (na.kind, nb.kind) {
                (NodeKind::AsyncDone { start: sa }, NodeKind::AsyncDone { start: sb })
                    if g.pair_label_str(sa) == g.pair_label_str(sb) =>
                {
                    cmp(
                        g.nodes[sb.index()].hints.force_delay,
                        g.nodes[sa.index()].hints.force_delay,
                    )
                }
                _ => None,
            },
            XlaRule::StartAtZeroDepthFirst | XlaRule::StartAtZeroDepth => {
                let cond = |i: usize| {
                    !(self.releases_any(i) && self.async_depth[i] == 0.0 && !self.constrained(i))
                };
                cmp(cond(a), cond(b))
            }
            XlaRule::LessStall => {
                let (ra, rb) = (self.ready_time[a], self.ready_time[b]);
                if ra == rb {
                    return None;
                }
                let ia = (ra - self.now).max(0.0);
                let ib = (rb - self.now).max(0.0);
                cmp(ia < ib, ib < ia)
            }
            XlaRule::FreeBackedupResource => cmp(
                self.releases_any(a) && self.constrained(a),
                self.releases_any(b) && self.constrained(b),
            ),
            XlaRule::AsyncDepth => cmp(self.async_depth[a], self.async_depth[b]),
            XlaRule::AvoidWaste => {
                let &front = self.next_ready.first()?;
                let latest = self.ready_time[front as usize];
                let da = (latest - self.now - self.cost(a)).abs();
                let db = (latest - self.now - self.cost(b)).abs();
                cmp(
                    !self.releases_any(a) && da < db,
                    !self.releases_any(b) && db < da,
                )
            }
            XlaRule::UnlockDone => cmp(self.unlock_done[a], self.unlock_done[b]),
            XlaRule::CreatesMoreReadyNodes => cmp(self.ready_if[a], self.ready_if[b]),
            XlaRule::DecreaseMemory => {
                let ((ia, _), (ib, _)) = mem?;
                cmp(ia < 0, ib < 0)
            }
            XlaRule::OriginalOrder => Some(self.pos[a] > self.pos[b]),
            XlaRule::FirstCandidate | XlaRule::Nop => None,
        }
    }

    /// `FindAndExtractBestNodeAvailable` without the extraction: the node XLA would take now.
    fn choose(&self) -> Result<Option<XlaDecision>, SchedError> {
        let ready = self.ready.len();
        if let Some(&x) = self.nop_stack.last() {
            return Ok(Some(XlaDecision {
                node: NodeId(x),
                rule: XlaRule::Nop,
                ready,
            }));
        }
        if self.ready.is_empty() {
            return Ok(None);
        }
        let memory_on = self.memory_on();
        let mut best: Option<(usize, XlaRule)> = None;
        for &c in &self.ready {
            let c = c as usize;
            if self.crosses_limit(c) {
                continue;
            }
            // The rule recorded is that of the scan's last comparison, which the final
            // winner always took part in (as the challenger or the one kept): XLA's trace.
            best = match best {
                None => Some((c, XlaRule::FirstCandidate)),
                Some((b, _)) => match self.better(c, b, memory_on) {
                    (true, rule) => Some((c, rule)),
                    (false, rule) => Some((b, rule)),
                },
            };
        }
        let (x, rule) = best.ok_or_else(|| {
            internal(format!(
                "no ready node is selectable within the overlap limits ({} ready)",
                self.ready.len()
            ))
        })?;
        Ok(Some(XlaDecision {
            node: NodeId(x as u32),
            rule,
            ready,
        }))
    }

    /// Takes `x` out of the no-op stack or the ready set (swap with the last entry, pop);
    /// false when it is in neither.
    fn take(&mut self, x: NodeId) -> bool {
        if let Some(p) = self.nop_stack.iter().rposition(|&k| k == x.0) {
            self.nop_stack.remove(p);
            return true;
        }
        match self.ready.iter().position(|&k| k == x.0) {
            Some(p) => {
                self.ready.swap_remove(p);
                true
            }
            None => false,
        }
    }

    /// `ScheduleNode`.
    fn schedule(&mut self, x: NodeId) {
        let g = self.g;
        let u = x.index();
        self.scheduled[u] = true;
        self.process.push(x);
        // Net resources: a loop that occupies and releases one resource changes nothing.
        match self.uses[u] {
            Use::Release(r) => {
                self.free[r.index()] += 1;
                if let Some(p) = self.in_flight.iter().position(|&s| s == x) {
                    self.in_flight.swap_remove(p);
                }
            }
            Use::Occupy(r) => {
                self.free[r.index()] -= 1;
                self.in_queue[r.index()] -= 1;
                if let NodeKind::AsyncDone { start } = g.nodes[u].kind {
                    self.in_flight.push(start);
                }
            }
            Use::None => {}
        }
        let mut at = self.now;
        for s in &g.succs[u] {
            at = at.max(self.ready_time[s.node.index()] + s.latency);
        }
        self.ready_time[u] = at;
        self.now = at + self.cost(u);
        while let Some(&f) = self.next_ready.first() {
            if self.ready_time[f as usize] < self.now {
                self.heap_pop();
            } else {
                break;
            }
        }
        let by_pos = self.preds_by_pos.take();
        let preds = match &by_pos {
            Some(v) => &v[u][..],
            None => &g.preds[u][..],
        };
        for p in preds {
            let k = p.node.index();
            if self.outdeg[k] != 1 {
                self.outdeg[k] -= 1;
                if self.outdeg[k] == 1 {
                    // `SetOutdegree(1)` refreshes its successors' `ready_nodes_if_scheduled`.
                    for s in &g.succs[k] {
                        let t = s.node.index();
                        self.ready_if[t] = g.preds[t]
                            .iter()
                            .filter(|q| self.outdeg[q.node.index()] == 1)
                            .count() as u32;
                    }
                }
                continue;
            }
            self.outdeg[k] = 0;
            let mut rt = self.now;
            for s in &g.succs[k] {
                rt = rt.max(self.ready_time[s.node.index()] + s.latency);
            }
            if let Use::Occupy(r) = self.uses[k] {
                self.in_queue[r.index()] += 1;
            }
            for &(r, _) in &g.requires[k] {
                // XLA counts a loop's occupation when it becomes ready and never takes it
                // back (its net resources are empty): kept as XLA does it.
                self.in_queue[r.index()] += 1;
            }
            self.ready_time[k] = rt;
            if self.nops[k] {
                self.nop_stack.push(k as u32);
                continue;
            }
            self.ready.push(k as u32);
            if rt > self.now {
                self.heap_push(k as u32);
            }
        }
        self.preds_by_pos = by_pos;
        if let Some(m) = self.mem.as_mut() {
            for b in &g.uses[u] {
                if !m.live[b.index()] {
                    m.live[b.index()] = true;
                    m.usage = m.usage.saturating_add(g.buffers[b.index()].size);
                }
            }
            for b in &g.defs[u] {
                if m.live[b.index()] {
                    m.live[b.index()] = false;
                    m.usage = m.usage.saturating_sub(g.buffers[b.index()].size);
                }
            }
        }
    }

    /// XLA's heap order: `a` below `b` when `a` is ready later (the front is the soonest).
    fn later(&self, a: u32, b: u32) -> bool {
        self.ready_time[a as usize] > self.ready_time[b as usize]
    }

    /// `std::push_heap` on the last entry.
    fn heap_push(&mut self, x: u32) {
        self.next_ready.push(x);
        let hole = self.next_ready.len() - 1;
        self.sift_up(hole, 0, x);
    }

    /// The standard library's `__push_heap`: moves `value` up from `hole` towards `top`.
    fn sift_up(&mut self, mut hole: usize, top: usize, value: u32) {
        while hole > top {
            let parent = (hole - 1) / 2;
            if !self.later(self.next_ready[parent], value) {
                break;
            }
            self.next_ready[hole] = self.next_ready[parent];
            hole = parent;
        }
        self.next_ready[hole] = value;
    }

    /// `std::pop_heap` then `pop_back` (the standard library's `__adjust_heap`: the hole
    /// goes down to a leaf by the better child, then the last entry is pushed up from it).
    fn heap_pop(&mut self) {
        let len = self.next_ready.len();
        if len <= 1 {
            self.next_ready.clear();
            return;
        }
        let last = len - 1;
        let value = self.next_ready[last];
        self.next_ready[last] = self.next_ready[0];
        let n = last; // the heap is [0, last)
        let mut hole = 0usize;
        let mut child = 0usize;
        while child < (n - 1) / 2 {
            child = 2 * (child + 1);
            if self.later(self.next_ready[child], self.next_ready[child - 1]) {
                child -= 1;
            }
            self.next_ready[hole] = self.next_ready[child];
            hole = child;
        }
        if n % 2 == 0 && child == (n - 2) / 2 {
            child = 2 * (child + 1);
            self.next_ready[hole] = self.next_ready[child - 1];
            hole = child - 1;
        }
        self.sift_up(hole, 0, value);
        self.next_ready.pop();
    }

    fn finish(self, decisions: Vec<XlaDecision>) -> Result<XlaRun, SchedError> {
        if self.process.len() != self.g.len() {
            return Err(internal(format!(
                "XLA's rules scheduled {} of {} nodes",
                self.process.len(),
                self.g.len()
            )));
        }
        let mut order = self.process;
        order.reverse();
        Ok(XlaRun { order, decisions })
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

    /// The heap keeps the soonest ready node in front through pushes and pops.
    #[test]
    fn heap_front_is_the_soonest() {
        let mut b = GraphBuilder::new();
        for i in 0..9 {
            b.add_node(NodeSpec::compute(format!("n{i}"), 1e-6));
        }
        let g = b.build().expect("valid");
        let facts = XlaNodeFacts::of(&g);
        let mut s = State::new(&g, &XlaRulesConfig::gpu(None), &facts).expect("state");
        let times = [5.0, 3.0, 8.0, 1.0, 9.0, 2.0, 7.0, 4.0, 6.0];
        for (i, t) in times.iter().enumerate() {
            s.ready_time[i] = *t;
            s.heap_push(i as u32);
        }
        let mut popped = Vec::new();
        while let Some(&f) = s.next_ready.first() {
            popped.push(s.ready_time[f as usize]);
            s.heap_pop();
        }
        assert_eq!(popped, vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
    }
}
