//! The main job over a whole module: price every executable computation (callees first, so a
//! while loop costs its trip count times its body), schedule those that hold async work, and
//! replay orders to measure makespan, exposed communication and peak memory.

pub use super::call_graph::executable_post_order;
pub(crate) use super::call_graph::multiplicities;
use super::call_graph::trip_count;
use super::error::DriverError;
use super::graph::{build_comp_graph, CalleeCost, CompGraph};
use super::options::DriverOptions;
use crate::cost::estimate::CostSource;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::sync::{marked_sync_starts, plan_sync, update_sync_flags, SyncUpdate};
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
    /// Instructions priced by each cost model.
    pub sources: BTreeMap<CostSource, usize>,
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

/// One scheduling decision, for `--explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Explained {
    /// The computation.
    pub computation: String,
    /// The instruction chosen.
    pub instruction: String,
    /// The rule that decided.
    pub rule: sched::Rule,
    /// How many candidates were ready.
    pub ready: usize,
}

/// What scheduling a module did.
#[derive(Debug)]
#[non_exhaustive]
pub struct ScheduleOutcome {
    /// The input order, measured.
    pub before: ModuleEval,
    /// The new order, measured under the same model.
    pub after: ModuleEval,
    /// Per scheduled computation: the scheduler's report (winning variant, candidates tried).
    pub notes: Vec<(String, sched::SchedReport)>,
    /// Every decision, when the config asks to explain.
    pub decisions: Vec<Explained>,
    /// How the `is_sync` flags of the scheduled computations changed to match the new order.
    pub sync: SyncUpdate,
    /// The entry's instructions in the order it was scheduled from: node `k` of the entry's
    /// timelines (the last of `before.computations` and `after.computations`) is instruction
    /// `entry_input_order[k]`. Kept instead of the entry's graph, which at 1M instructions is
    /// hundreds of MB.
    pub entry_input_order: Vec<InstrId>,
    /// Scheduled computations whose scheduler order, once XLA:GPU's sync conversion was
    /// applied, was no faster than the input as written: they keep their input order.
    pub kept_input: Vec<String>,
    /// What `--combine` did (`None` when it is off).
    pub combine: Option<super::combine::CombineReport>,
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
/// their orders: [`callee_cost`] with each callee's lower bound in place of its makespan.
fn callee_bound_cost(
    m: &Module,
    c: CompId,
    id: InstrId,
    done: &[Option<Box<CompEval>>],
) -> Option<CalleeCost> {
    callee_figure(m, c, id, done, |e| e.lower_bound_s)
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
fn schedulable(g: &sched::Graph, memory_limit: Option<u64>) -> bool {
    !g.resources().is_empty()
        || memory_limit.is_some_and(|l| {
            !sched::memory::fits(sched::memory::peak_bytes(g, &g.original_order()), l)
        })
}

/// Replays every executable computation of `m` in its current order and sums up.
pub fn evaluate(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<ModuleEval, DriverError> {
    run(m, est, opts, false).map(|r| r.eval)
}

/// The orders and decisions a scheduling pass produced, before they are applied.
struct Scheduled {
    orders: Vec<(CompId, Vec<InstrId>)>,
    notes: Vec<(String, sched::SchedReport)>,
    decisions: Vec<Explained>,
    /// See [`ScheduleOutcome::kept_input`].
    kept_input: Vec<String>,
}

/// What one pass over the module gives: the measured orders (the new ones when scheduling),
/// the input order measured too when scheduling, and the schedules.
struct RunResult {
    eval: ModuleEval,
    input: Option<ModuleEval>,
    scheduled: Scheduled,
}

/// What a computation's graph says whatever the order: the statistics labels of the
/// collectives in flight in it (its resources and async pairs) and the makespan's lower bound.
/// For a computation that calls none; one that does takes [`comp_facts`].
pub(crate) fn graph_facts(g: &sched::Graph) -> (Vec<String>, f64) {
    (graph_labels(g), sched::lower_bound(g))
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
/// code, the bound is that of its graph with each call priced from its callees' lower bounds
/// ([`callee_bound_cost`]; every bound term only grows with a node's cost, so a bound of the
/// graph with the least call costs holds for the graph with any callee orders' costs).
pub(crate) fn comp_facts(
    m: &Module,
    c: CompId,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    (g, calls): (&sched::Graph, bool),
    done: &[Option<Box<CompEval>>],
) -> Result<(Vec<String>, f64), DriverError> {
    if !calls {
        return Ok(graph_facts(g));
    }
    let bound = build_comp_graph(m, c, est, opts, &|id| callee_bound_cost(m, c, id, done))?;
    Ok((graph_labels(g), sched::lower_bound(&bound.graph)))
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
    facts: (Vec<String>, f64),
) -> Result<CompEval, DriverError> {
    let comp = m.computation(c);
    let timeline = sched::replay_synced(g, order, sync)
        .map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
    Ok(measured(m, c, g, timeline, multiplicity, facts))
}

/// [`measure`] with the replay already done (the timeline of that order on `g`).
fn measured(
    m: &Module,
    c: CompId,
    g: &sched::Graph,
    timeline: sched::Timeline,
    multiplicity: f64,
    facts: (Vec<String>, f64),
) -> CompEval {
    let comp = m.computation(c);
    let (labels, lower_bound_s) = facts;
    CompEval {
        name: comp.name.to_string(),
        nodes: g.len(),
        multiplicity,
        schedulable: schedulable(g, None),
        lower_bound_s,
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

fn add_sources(to: &mut BTreeMap<CostSource, usize>, cg: &CompGraph) {
    for (s, n) in &cg.sources {
        *to.entry(*s).or_default() += n;
    }
}

/// Sums the measured computations (`done`, indexed by computation) into a module's figures.
fn summarize(
    m: &Module,
    post: &[CompId],
    done: &mut [Option<Box<CompEval>>],
    sources: BTreeMap<CostSource, usize>,
    opts: &DriverOptions,
) -> Result<ModuleEval, DriverError> {
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
        sources,
        computations,
        interference_s,
        sharing_s,
        model: opts.describe(),
        model_json: opts.model_json(),
        cost: None,
    })
}

/// Graphs from this many nodes get their lower bound computed beside the input order's replay.
const BESIDE_MIN_NODES: usize = 50_000;

/// One pass over the executable computations, callees first. When `schedule` is set it also
/// measures the input order, on the same graph wherever the graph does not depend on the
/// callees' orders (no while/call/conditional in the computation): building each graph once
/// instead of twice saves about a tenth of the pipeline on large modules.
fn run(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    schedule: bool,
) -> Result<RunResult, DriverError> {
    opts.validate()
        .map_err(|e| DriverError::new(&m.entry().name, e.0))?;
    let post = executable_post_order(m);
    let mult = multiplicities(m, &post);
    let mut done = no_evals(m);
    let mut sources: BTreeMap<CostSource, usize> = BTreeMap::new();
    let mut input_done: Vec<Option<Box<CompEval>>> = Vec::new();
    let mut input_sources: BTreeMap<CostSource, usize> = BTreeMap::new();
    if schedule {
        input_done = no_evals(m);
    }
    let mut out = Scheduled {
        orders: Vec::new(),
        notes: Vec::new(),
        decisions: Vec::new(),
        kept_input: Vec::new(),
    };
    // Whether any computation was replayed (the entry is the last); its graph is not kept
    // (a trace builds its own, see driver::trace), which at 1M instructions is 100s of MB.
    let mut replayed = false;
    for &c in &post {
        let comp = m.computation(c);
        let cg = crate::phases::time("graph build", || {
            build_comp_graph(m, c, est, opts, &|id| callee_cost(m, c, id, &done))
        })?;
        add_sources(&mut sources, &cg);
        let g = &cg.graph;
        // The module as written: pairs marked `is_sync:true` run synchronously.
        let marked = marked_sync_starts(m, c);
        let input_sync = sync_nodes(&cg, &marked);
        // Whether its graph depends on the callees' orders: one scan of the instructions.
        let calls = calls_code(m, c);
        let schedulable = schedule && schedulable(g, opts.sched.memory_limit);
        // On a large graph measured on itself the lower bound (in the graph's facts) is
        // computed on a second core while this one replays and measures the input order; the
        // same figures either way.
        let beside = schedule
            && !calls
            && g.len() >= BESIDE_MIN_NODES
            && opts.sched.threads != 1
            && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
        let mut input_figures = None;
        let (facts, mut input_timeline) = if beside {
            let order = g.original_order();
            let (facts, t) = crate::beside::beside(
                true,
                || crate::phases::time("bound (facts)", || graph_facts(g)),
                || {
                    let t = crate::phases::time("replay input", || {
                        sched::replay_synced(g, &order, &input_sync)
                    });
                    // The scheduler's own measure of the input order, while the bound is not
                    // done.
                    if t.is_ok() && schedulable {
                        input_figures = Some(crate::phases::time("input figures", || {
                            sched::schedule::input_figures(g)
                        }));
                    }
                    t
                },
            );
            let t = t.map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
            (facts, Some(t))
        } else {
            (
                crate::phases::time("bound (facts)", || {
                    comp_facts(m, c, est, opts, (g, calls), &done)
                })?,
                None,
            )
        };
        if schedule {
            let input = if calls {
                let ig =
                    build_comp_graph(m, c, est, opts, &|id| callee_cost(m, c, id, &input_done))?;
                add_sources(&mut input_sources, &ig);
                let order = ig.graph.original_order();
                let sync = sync_nodes(&ig, &marked);
                // The same facts as the new order's: the bound holds for every order.
                measure(
                    m,
                    c,
                    &ig.graph,
                    (&order, &sync),
                    mult[c.index()],
                    facts.clone(),
                )?
            } else {
                add_sources(&mut input_sources, &cg);
                match input_timeline.take() {
                    Some(t) => measured(m, c, g, t, mult[c.index()], facts.clone()),
                    None => {
                        let order = g.original_order();
                        measure(
                            m,
                            c,
                            g,
                            (&order, &input_sync),
                            mult[c.index()],
                            facts.clone(),
                        )?
                    }
                }
            };
            input_done[c.index()] = Some(Box::new(input));
        }
        let (order, sync, timeline): Kept = if schedulable {
            // A callee's peak is live inside its caller while the call runs: when a limit is
            // set, a callee may not grow beyond its input order's peak, so the caller's input
            // order (its fallback) still fits.
            let mut cfg = opts.sched.clone();
            if let Some(limit) = cfg.memory_limit.filter(|_| c != m.entry) {
                let input_peak = sched::memory::peak_bytes(g, &g.original_order());
                cfg.memory_limit = Some(limit.min(input_peak));
            }
            let res = crate::phases::time("schedule", || {
                sched::schedule::schedule_bounded(g, &cfg, facts.1, input_figures.take())
            })
            .map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
            // The input order's replay on this very graph, when it was measured on it above.
            let input_timeline = (!calls)
                .then(|| input_done[c.index()].as_ref().map(|e| &e.timeline))
                .flatten();
            let convert = || {
                crate::phases::time("sync conversion", || {
                    with_sync_conversion(
                        m,
                        c,
                        &cg,
                        &res.order,
                        (&input_sync, input_timeline),
                        cfg.memory_limit,
                    )
                })
            };
            // The independent check of the scheduler's order; on a large graph on a second
            // core while this one applies the sync conversion. Its verdict comes first either
            // way.
            let (verdict, kept) = crate::beside::beside(
                beside,
                || crate::phases::time("verify", || sched::verify(g, &res.order)),
                convert,
            );
            // The input order kept as the memory fallback may break the device-sharing rule
            // as the input did; any other order must pass every check.
            let check = match verdict {
                Err(sched::VerifyError::DeviceSharing { .. })
                    if res.order == g.original_order() =>
                {
                    Ok(())
                }
                r => r,
            };
            check.map_err(|e| {
                DriverError::new(
                    &comp.name,
                    format!("the scheduler's order fails the check: {e}"),
                )
            })?;
            out.notes.push((comp.name.to_string(), res.report.clone()));
            if opts.sched.explain {
                for d in &res.decisions {
                    out.decisions.push(Explained {
                        computation: comp.name.to_string(),
                        instruction: g.name(d.node).to_string(),
                        rule: d.rule,
                        ready: d.ready,
                    });
                }
            }
            let (order, sync, timeline) = kept?;
            if timeline.is_none() && res.report.variant != "input" {
                out.kept_input.push(comp.name.to_string());
            }
            out.orders
                .push((c, order.iter().map(|n| cg.instr_of[n.index()]).collect()));
            (order, sync, timeline)
        } else {
            (g.original_order(), input_sync, None)
        };
        // Each order is replayed once: the conversion's replay of the kept order is reused.
        done[c.index()] = Some(Box::new(match timeline {
            Some(t) => measured(m, c, g, t, mult[c.index()], facts),
            None => crate::phases::time("replay", || {
                measure(m, c, g, (&order, &sync), mult[c.index()], facts)
            })?,
        }));
        drop(cg);
        replayed = true;
    }
    let eval = summarize(m, &post, &mut done, sources, opts)?;
    let input = if schedule {
        Some(summarize(m, &post, &mut input_done, input_sources, opts)?)
    } else {
        None
    };
    if !replayed {
        return Err(DriverError::new(
            &m.entry().name,
            "the module has no entry computation",
        ));
    }
    Ok(RunResult {
        eval,
        input,
        scheduled: out,
    })
}

/// An order kept for a computation, its sync flags by node, and its replay when one was already
/// made on the same graph (so it is not replayed again).
type Kept = (Vec<sched::NodeId>, Vec<bool>, Option<sched::Timeline>);

/// The scheduler's order as XLA:GPU will run it: its sync conversion applied (pairs left with
/// nothing between start and done run synchronously, their starts moved next to the dones;
/// `crate::hlo::sync`). The scheduler priced every pair as async, so the converted order is
/// measured against the input order (as written, `input_sync`) on the same graph, and the
/// faster one is kept: never worse than the input under the honest model. Moving a start
/// later keeps its operands live longer, so under a memory limit the converted order must
/// also fit wherever the input order does.
fn with_sync_conversion(
    m: &Module,
    c: CompId,
    cg: &CompGraph,
    sched_order: &[sched::NodeId],
    (input_sync, input_timeline): (&[bool], Option<&sched::Timeline>),
    memory_limit: Option<u64>,
) -> Result<Kept, DriverError> {
    let g = &cg.graph;
    let name = &m.computation(c).name;
    let mut node_of = vec![sched::NodeId(0); m.computation(c).instructions.len()];
    for (n, i) in cg.instr_of.iter().enumerate() {
        node_of[i.index()] = sched::NodeId(n as u32);
    }
    // XLA's rule applied to an order: the order and sync flags the output will carry.
    let convert = |nodes: &[sched::NodeId]| {
        let instrs: Vec<InstrId> = nodes.iter().map(|n| cg.instr_of[n.index()]).collect();
        let plan = plan_sync(m, c, &instrs);
        let order: Vec<sched::NodeId> = plan.order.iter().map(|i| node_of[i.index()]).collect();
        (order, sync_nodes(cg, &plan.sync))
    };
    let (order, sync) = convert(sched_order);
    let err = |e: sched::SchedError| DriverError::new(name, e.to_string());
    let new = sched::replay_synced(g, &order, &sync).map_err(err)?;
    let input_order = g.original_order();
    let replayed;
    let old = match input_timeline {
        Some(t) => t,
        None => {
            replayed = sched::replay_synced(g, &input_order, input_sync).map_err(err)?;
            &replayed
        }
    };
    let fits =
        |t: &sched::Timeline| memory_limit.is_none_or(|l| sched::memory::fits(t.peak_bytes, l));
    if new.makespan <= old.makespan && (fits(&new) || !fits(old)) {
        Ok((order, sync, Some(new)))
    } else {
        // The input order as the fallback, with the flags the output will carry for it (the
        // flags are rewritten by XLA's rule for every scheduled computation), so the reported
        // makespan is the written module's.
        let (order, sync) = convert(&input_order);
        Ok((order, sync, None))
    }
}

/// Schedules every computation of `m` that holds async work, rewrites their orders in place
/// with XLA:GPU's sync conversion applied (only the `is_sync` value of a backend config
/// changes), marks the module scheduled, checks it against what XLA's backend requires
/// ([`crate::hlo::schedule_check`]), and measures the input and the new order under one model.
pub fn schedule_module(
    m: &mut Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<ScheduleOutcome, DriverError> {
    if opts.combine.mode != super::combine::CombineMode::Off {
        return super::combine::schedule_combined(m, est, opts);
    }
    let entry_input_order = m.entry().order.clone();
    let r = run(m, est, opts, true)?;
    let before = match r.input {
        Some(b) => b,
        None => evaluate(m, est, opts)?,
    };
    let mut sync = SyncUpdate::default();
    crate::phases::time("apply order", || -> Result<(), DriverError> {
        for (c, order) in r.scheduled.orders {
            let name = m.computation(c).name.clone();
            m.computation_mut(c)
                .set_order(order)
                .map_err(|e| DriverError::new(&name, e.message))?;
            update_sync_flags(m, c, &mut sync).map_err(|e| DriverError::new(&name, e.message))?;
        }
        Ok(())
    })?;
    m.set_scheduled(true);
    crate::phases::time("schedule check", || {
        crate::hlo::schedule_check::check_schedule(m)
    })
    .map_err(|e| DriverError::new(&m.entry().name, e.to_string()))?;
    Ok(ScheduleOutcome {
        before,
        after: r.eval,
        notes: r.scheduled.notes,
        decisions: r.scheduled.decisions,
        sync,
        entry_input_order,
        kept_input: r.scheduled.kept_input,
        combine: None,
    })
}
