//! What one order of a computation measures (makespan, exposed communication, peak memory,
//! the lower bound of its work), and the sum of those over a module: the figures
//! [`super::module`]'s pass records for the input order and the new one.

use super::call_graph::trip_count;
use super::error::DriverError;
use super::graph::{build_comp_graph, CalleeCost, CompGraph};
use super::options::DriverOptions;
use crate::cost::estimate::CostSource;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::{CompId, InstrId, Module, Opcode};
use crate::sched::{self, Timeline};
use std::collections::BTreeMap;

/// Measurements of one computation's order.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct CompEval {
    /// The computation's name.
    pub name: String,
    /// Instructions (graph nodes).
    pub nodes: usize,
    /// How many times it runs per execution of the entry (trip counts multiplied).
    pub multiplicity: f64,
    /// True when it holds async work and so is scheduled.
    pub schedulable: bool,
    /// The replayed timeline of its order.
    pub timeline: Timeline,
    /// A makespan no order of its instructions (and of the computations it calls) beats
    /// under the time model ([`sched::lower_bound`], calls priced from their callees' bounds).
    pub lower_bound_s: f64,
    /// A makespan no order that keeps XLA's program-order rules (at most one collective pair
    /// open per stream of limit 1, as every order lhsched and XLA write) beats, in it and in
    /// the computations it calls ([`sched::lower_bound_xla_rules`], calls priced from their
    /// callees' rules bounds); at least `lower_bound_s`.
    pub lower_bound_rules_s: f64,
    /// Statistics labels of collectives in flight in it or its callees.
    pub labels: Vec<String>,
}

/// Measurements of a whole module under one cost model.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ModuleEval {
    /// The entry computation's makespan, callees included, in seconds.
    pub makespan_s: f64,
    /// Exposed (waited-for) communication per collective kind, over all executions.
    pub exposed_s: BTreeMap<String, f64>,
    /// Total communication time, over all executions.
    pub comm_s: f64,
    /// The share of communication hidden behind compute (1 when there is none).
    pub hidden_fraction: f64,
    /// The entry computation's peak live bytes (callee peaks included while they run).
    pub peak_bytes: u64,
    /// The entry's lower bound: no order of the module's instructions (every computation's)
    /// runs faster under the time model.
    pub lower_bound_s: f64,
    /// The entry's lower bound for the orders that keep XLA's program-order rules
    /// ([`CompEval::lower_bound_rules_s`]): no order lhsched or XLA writes runs faster.
    pub lower_bound_rules_s: f64,
    /// Instructions priced by each cost model.
    pub sources: BTreeMap<CostSource, usize>,
    /// The collectives a measured table priced from outside its measured byte range (their
    /// answers extrapolated), by computation and instruction id: found while pricing, so a
    /// run's warning about them prices nothing again.
    pub extrapolated: Vec<(CompId, InstrId)>,
    /// Per computation, callees first; the entry is last.
    pub computations: Vec<CompEval>,
    /// Seconds compute ran longer because collectives were in flight, over all executions.
    pub interference_s: f64,
    /// Seconds collectives ran longer because they shared links, over all executions.
    pub sharing_s: f64,
    /// The time model in force, in words ([`DriverOptions::describe`]).
    pub model: String,
    /// The time model in force as JSON ([`DriverOptions::model_json`]).
    pub model_json: serde_json::Value,
    /// What the cost model priced with (platform, device key, tables, model families), when
    /// the run knows it (the driver's jobs fill it from the [`crate::cost::stack::CostModel`]).
    pub cost: Option<crate::cost::summary::CostSummary>,
}

/// The cost a calling instruction takes from the computations it calls, as measured in their
/// orders (their makespans).
pub(crate) fn callee_cost(
    m: &Module,
    c: CompId,
    id: InstrId,
    done: &[Option<Box<CompEval>>],
) -> Option<CalleeCost> {
    callee_figure(m, c, id, done, |e| e.timeline.makespan)
}

/// The least cost a calling instruction can take from the computations it calls in any of
/// their orders (`rules`: in the orders that keep XLA's rules): [`callee_cost`] with each
/// callee's lower bound in place of its makespan.
fn callee_bound_cost(
    m: &Module,
    c: CompId,
    id: InstrId,
    done: &[Option<Box<CompEval>>],
    rules: bool,
) -> Option<CalleeCost> {
    if rules {
        callee_figure(m, c, id, done, |e| e.lower_bound_rules_s)
    } else {
        callee_figure(m, c, id, done, |e| e.lower_bound_s)
    }
}

/// The cost of a calling instruction from a time per callee (`time`): a while takes its trip
/// count times its computations' times, a conditional its longest branch, a call the sum.
fn callee_figure(
    m: &Module,
    c: CompId,
    id: InstrId,
    done: &[Option<Box<CompEval>>],
    time: fn(&CompEval) -> f64,
) -> Option<CalleeCost> {
    let ins = m.computation(c).instr(id);
    let evals: Vec<&CompEval> = match ins.opcode {
        op if op.runs_called_code() => ins
            .called
            .iter()
            .filter_map(|k| done.get(k.index()).and_then(|e| e.as_deref()))
            .collect(),
        _ => return None,
    };
    let mut labels: Vec<String> = evals.iter().flat_map(|e| e.labels.clone()).collect();
    labels.sort();
    labels.dedup();
    let peak = evals
        .iter()
        .map(|e| e.timeline.peak_bytes)
        .max()
        .unwrap_or(0);
    let seconds = match ins.opcode {
        Opcode::While => trip_count(m, c, id) as f64 * evals.iter().map(|e| time(e)).sum::<f64>(),
        Opcode::Conditional => evals.iter().map(|e| time(e)).fold(0.0, f64::max),
        _ => evals.iter().map(|e| time(e)).sum(),
    };
    Some(CalleeCost {
        seconds,
        peak_bytes: peak,
        labels,
    })
}

/// A slot per computation for its measurement, none measured yet. Boxed: a module has one
/// computation per fusion body (172k at 1M instructions) and few are measured, so an unboxed
/// slot (a [`CompEval`], about 180 bytes) per computation cost 30 MB per table.
pub(crate) fn no_evals(m: &Module) -> Vec<Option<Box<CompEval>>> {
    std::iter::repeat_with(|| None)
        .take(m.computations.len())
        .collect()
}

/// Whether a computation's graph is scheduled: when it holds async work (every async start of
/// the computation is a node on a resource, and so is every call of code that runs
/// collectives; one look at the built graph instead of a scan of the instructions), or when
/// its input order's peak is above the memory limit, which only a new order can meet.
pub(crate) fn schedulable(g: &sched::Graph, memory_limit: Option<u64>) -> bool {
    !g.resources().is_empty()
        || memory_limit.is_some_and(|l| {
            !sched::memory::fits(sched::memory::peak_bytes(g, &g.original_order()), l)
        })
}

/// What a computation's graph says whatever the order: the statistics labels of the
/// collectives in flight in it (its resources and async pairs) and the makespan's lower bounds.
/// For a computation that calls none; one that does takes [`comp_facts`].
pub(crate) fn graph_facts(g: &sched::Graph) -> (Vec<String>, sched::Bounds) {
    (graph_labels(g), sched::lower_bounds(g))
}

/// The statistics labels of the collectives in flight in `g` (its resources and async pairs).
fn graph_labels(g: &sched::Graph) -> Vec<String> {
    let mut labels: Vec<&str> = g.resources().iter().map(|r| r.name.as_str()).collect();
    for n in g.node_ids() {
        if matches!(g.node(n).kind, sched::NodeKind::AsyncStart { .. }) {
            labels.push(g.pair_label_str(n));
        }
    }
    labels.sort_unstable();
    labels.dedup();
    labels.into_iter().map(str::to_string).collect()
}

/// [`graph_facts`] of computation `c` (whose graph `g` is built on its callees' measured
/// orders, `done`) whatever the orders of it and of every computation it calls: when it calls
/// code, the bounds are those of its graph with each call priced from its callees' lower
/// bounds ([`callee_bound_cost`]; every bound term only grows with a node's cost, so a bound
/// of the graph with the least call costs holds for the graph with any callee orders' costs),
/// the rules bound from a second graph priced from their rules bounds where some callee's
/// rules bound is above its bound.
pub(crate) fn comp_facts(
    m: &Module,
    c: CompId,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    (g, calls): (&sched::Graph, bool),
    done: &[Option<Box<CompEval>>],
) -> Result<(Vec<String>, sched::Bounds), DriverError> {
    if !calls {
        return Ok(graph_facts(g));
    }
    let priced = |rules: bool| {
        build_comp_graph(m, c, est, opts, &|id| {
            callee_bound_cost(m, c, id, done, rules)
        })
    };
    let mut bounds = sched::lower_bounds(&priced(false)?.graph);
    let rules_above = m
        .computation(c)
        .instructions
        .iter()
        .filter(|i| i.opcode.runs_called_code())
        .flat_map(|i| &i.called)
        .filter_map(|k| done.get(k.index()).and_then(|e| e.as_deref()))
        .any(|e| e.lower_bound_rules_s > e.lower_bound_s);
    if rules_above {
        let rules = sched::lower_bounds(&priced(true)?.graph).rules;
        bounds.rules = rules.max(bounds.rules);
    }
    Ok((graph_labels(g), bounds))
}

/// Per node of `cg`: true where `sync_instr` (indexed by instruction) marks a synchronous start.
pub(crate) fn sync_nodes(cg: &CompGraph, sync_instr: &[bool]) -> Vec<bool> {
    cg.instr_of
        .iter()
        .map(|i| sync_instr.get(i.index()).copied().unwrap_or(false))
        .collect()
}

/// Replays `order` on computation `c`'s graph `g` (async pairs flagged in `sync`, by node, run
/// synchronously) and records the measurements.
pub(crate) fn measure(
    m: &Module,
    c: CompId,
    g: &sched::Graph,
    (order, sync): (&[sched::NodeId], &[bool]),
    multiplicity: f64,
    facts: (Vec<String>, sched::Bounds),
) -> Result<CompEval, DriverError> {
    let comp = m.computation(c);
    let timeline = sched::replay_synced(g, order, sync)
        .map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
    Ok(measured(m, c, g, timeline, multiplicity, facts))
}

/// [`measure`] with the replay already done (the timeline of that order on `g`).
pub(crate) fn measured(
    m: &Module,
    c: CompId,
    g: &sched::Graph,
    timeline: sched::Timeline,
    multiplicity: f64,
    facts: (Vec<String>, sched::Bounds),
) -> CompEval {
    let comp = m.computation(c);
    let (labels, bounds) = facts;
    CompEval {
        name: comp.name.to_string(),
        nodes: g.len(),
        multiplicity,
        schedulable: schedulable(g, None),
        lower_bound_s: bounds.any,
        lower_bound_rules_s: bounds.rules,
        timeline,
        labels,
    }
}

/// True if some instruction of `c` takes its cost from computations it calls (so its graph
/// depends on which orders those callees were measured in).
pub(crate) fn calls_code(m: &Module, c: CompId) -> bool {
    m.computation(c)
        .instructions
        .iter()
        .any(|i| i.opcode.runs_called_code())
}

/// What the cost model answered over a module's graphs, summed as they are built.
#[derive(Default)]
pub(crate) struct Tally {
    sources: BTreeMap<CostSource, usize>,
    extrapolated: Vec<(CompId, InstrId)>,
}

impl Tally {
    /// Adds computation `c`'s graph `cg`.
    pub(crate) fn add(&mut self, c: CompId, cg: &CompGraph) {
        for (s, n) in &cg.sources {
            *self.sources.entry(*s).or_default() += n;
        }
        self.extrapolated
            .extend(cg.extrapolated.iter().map(|&id| (c, id)));
    }
}

/// Sums the measured computations (`done`, indexed by computation) into a module's figures.
pub(crate) fn summarize(
    m: &Module,
    post: &[CompId],
    done: &mut [Option<Box<CompEval>>],
    tally: Tally,
    opts: &DriverOptions,
) -> Result<ModuleEval, DriverError> {
    let Tally {
        sources,
        mut extrapolated,
    } = tally;
    extrapolated.sort_unstable();
    extrapolated.dedup();
    let computations: Vec<CompEval> = post
        .iter()
        .filter_map(|c| done[c.index()].take().map(|e| *e))
        .collect();
    let entry = computations
        .last()
        .ok_or_else(|| DriverError::new(&m.entry().name, "the module has no entry computation"))?;
    let mut exposed: BTreeMap<String, f64> = BTreeMap::new();
    let mut comm = 0.0;
    let (mut interference_s, mut sharing_s) = (0.0, 0.0);
    for ce in &computations {
        for (k, v) in &ce.timeline.exposed {
            *exposed.entry(k.clone()).or_default() += v * ce.multiplicity;
        }
        comm += ce.timeline.comm_total * ce.multiplicity;
        interference_s += ce.timeline.interference_s * ce.multiplicity;
        sharing_s += ce.timeline.sharing_s * ce.multiplicity;
    }
    let exposed_total: f64 = exposed.values().sum();
    Ok(ModuleEval {
        makespan_s: entry.timeline.makespan,
        hidden_fraction: sched::hidden_fraction(exposed_total, comm),
        exposed_s: exposed,
        comm_s: comm,
        peak_bytes: entry.timeline.peak_bytes,
        lower_bound_s: entry.lower_bound_s,
        lower_bound_rules_s: entry.lower_bound_rules_s,
        sources,
        extrapolated,
        computations,
        interference_s,
        sharing_s,
        model: opts.describe(),
        model_json: opts.model_json(),
        cost: None,
    })
}
