//! The main job over a whole module: price every executable computation (callees first, so a
//! while loop costs its trip count times its body), schedule those that hold async work, and
//! replay orders to measure makespan, exposed communication and peak memory.

pub use super::call_graph::executable_post_order;
pub(crate) use super::call_graph::multiplicities;
use super::error::DriverError;
use super::graph::{build_comp_graph, CompGraph};
use super::measure::{
    callee_cost, calls_code, comp_facts, graph_facts, measure, measured, no_evals, schedulable,
    summarize, sync_nodes, Tally,
};
pub use super::measure::{CompEval, ModuleEval};
use super::options::DriverOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::sync::{marked_sync_starts, plan_sync, update_sync_flags, SyncUpdate};
use crate::hlo::{CompId, InstrId, Module};
use crate::sched;
use std::sync::OnceLock;

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
    let mut tally = Tally::default();
    let mut input_done: Vec<Option<Box<CompEval>>> = Vec::new();
    let mut input_tally = Tally::default();
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
        tally.add(c, &cg);
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
            && crate::beside::second_core(opts.sched.threads);
        let mut input_figures = None;
        // With every pair of the input async, its replay gives the scheduler's measure of it.
        let all_async = !input_sync.contains(&true);
        // A large graph's portfolio runs two variants, one about twice the other's time: the
        // bound and the input order's replay run on the thread the shorter one frees.
        let in_portfolio = beside
            && schedulable
            && opts.sched.portfolio
            && !opts.sched.early_stop
            && g.len() > opts.sched.large_graph_nodes;
        let mut scheduled = None;
        let (facts, mut input_timeline) = if in_portfolio {
            let order = g.original_order();
            let (facts_cell, input_cell) = (OnceLock::new(), OnceLock::new());
            let replay_input = || {
                crate::phases::time("replay input", || {
                    sched::replay_synced(g, &order, &input_sync)
                })
            };
            let res = {
                let facts_of = || {
                    facts_cell
                        .get_or_init(|| crate::phases::time("bound (facts)", || graph_facts(g)))
                };
                let input_of = || input_cell.get_or_init(replay_input);
                let (facts_job, input_job) = (
                    || {
                        facts_of();
                    },
                    || {
                        input_of();
                    },
                );
                let jobs: [&(dyn Fn() + Sync); 2] = [&facts_job, &input_job];
                let cfg = sched_config(opts, m, c, g, mult[c.index()]);
                crate::phases::time("schedule", || {
                    sched::schedule::schedule_beside(
                        g,
                        &cfg,
                        sched::schedule::Beside {
                            jobs: &jobs,
                            bound: &|| facts_of().1.any,
                            input: &|| match input_of() {
                                Ok(t) if all_async => Some(sched::schedule::input_figures_of(t)),
                                _ => None,
                            },
                        },
                    )
                })
            };
            // Both were worked out beside the variants (read by the scheduler); taken, not
            // copied.
            let facts = facts_cell.into_inner().unwrap_or_else(|| graph_facts(g));
            let t = input_cell
                .into_inner()
                .unwrap_or_else(replay_input)
                .map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
            scheduled = Some(res);
            (facts, Some(t))
        } else if beside {
            let order = g.original_order();
            let (facts, t) = crate::beside::beside(
                true,
                || crate::phases::time("bound (facts)", || graph_facts(g)),
                || {
                    let t = crate::phases::time("replay input", || {
                        sched::replay_synced(g, &order, &input_sync)
                    });
                    // The scheduler's own measure of the input order, while the bound is not
                    // done: the replay's figures when every pair is async.
                    match &t {
                        Ok(t) if schedulable && all_async => {
                            input_figures = Some(sched::schedule::input_figures_of(t));
                        }
                        Ok(_) if schedulable => {
                            input_figures = Some(crate::phases::time("input figures", || {
                                sched::schedule::input_figures(g)
                            }));
                        }
                        _ => {}
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
                input_tally.add(c, &ig);
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
                input_tally.add(c, &cg);
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
        let mut rules_optimum = None;
        let (order, sync, timeline): Kept = if schedulable {
            let cfg = sched_config(opts, m, c, g, mult[c.index()]);
            let res = match scheduled.take() {
                Some(res) => res,
                None => crate::phases::time("schedule", || {
                    sched::schedule::schedule_bounded(g, &cfg, facts.1.any, input_figures.take())
                }),
            }
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
            rules_optimum = res.report.rules_optimum;
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
        // An optimum the exact search proved bounds every order keeping the rules: the
        // computation's rules bound, before and after (the same graph's work).
        let mut facts = facts;
        if let Some(o) = rules_optimum {
            let o = o * (1.0 - 1e-9);
            facts.1.rules = facts.1.rules.max(o);
            if let Some(e) = input_done[c.index()].as_mut() {
                e.lower_bound_rules_s = e.lower_bound_rules_s.max(o);
            }
        }
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
    let eval = summarize(m, &post, &mut done, tally, opts)?;
    let input = if schedule {
        Some(summarize(m, &post, &mut input_done, input_tally, opts)?)
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

/// The scheduler's settings for computation `c` (graph `g`). A callee's peak is live inside
/// its caller while the call runs: when a limit is set, a callee may not grow beyond its input
/// order's peak, so the caller's input order (its fallback) still fits.
fn sched_config(
    opts: &DriverOptions,
    m: &Module,
    c: CompId,
    g: &sched::Graph,
    runs: f64,
) -> sched::SchedConfig {
    let mut cfg = opts.sched.clone();
    if let Some(limit) = cfg.memory_limit.filter(|_| c != m.entry) {
        let input_peak = sched::memory::peak_bytes(g, &g.original_order());
        cfg.memory_limit = Some(limit.min(input_peak));
    }
    // A computation that runs many times a step (a loop body) weighs as much in the step's
    // makespan, and so in its bound: its exact search gets as many budgets, up to
    // `EXACT_RUNS_WEIGHED`, where a proof is within reach (`EXACT_WEIGHED_NODES`).
    let weight = if runs >= 1.0 && g.len() <= EXACT_WEIGHED_NODES {
        runs.min(EXACT_RUNS_WEIGHED) as u64
    } else {
        1
    };
    cfg.exact_budget = cfg.exact_budget.saturating_mul(weight);
    cfg
}

/// The most runs per step that scale a computation's exact-search budget ([`sched_config`]): a
/// loop body run 7 times a step may search 7 times as long as the entry, no more than 8.
const EXACT_RUNS_WEIGHED: f64 = 8.0;

/// The most nodes a computation may have for its exact-search budget to be weighed by its runs
/// ([`sched_config`]). Proofs on the corpus came on bodies of at most 97 nodes; larger ones did
/// not finish even with 8 budgets (transformer_scan's 268-node layer body: 30k states, no
/// proof, 0.54 s of a 2.3 s `--combine auto`), so they keep one budget.
const EXACT_WEIGHED_NODES: usize = 128;

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
    schedule_module_beside(m, est, opts, &|_| ()).map(|(o, ())| o)
}

/// Modules from this many instructions get [`schedule_module_beside`]'s extra work on a
/// second thread.
const BESIDE_MIN_INSTRUCTIONS: usize = 100_000;

/// [`schedule_module`], and `beside` of the module as given, run on a second thread while
/// the module is priced, built into graphs and scheduled (all of which only read it), on a
/// module of 100k+ instructions with more than one thread allowed; otherwise on this thread,
/// after the scheduling (before it with `--combine`). Its result is the same either way.
pub(crate) fn schedule_module_beside<T: Send>(
    m: &mut Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    beside: &(dyn Fn(&Module) -> T + Sync),
) -> Result<(ScheduleOutcome, T), DriverError> {
    if opts.combine.mode != super::combine::CombineMode::Off {
        let extra = beside(m);
        return super::combine::schedule_combined(m, est, opts).map(|o| (o, extra));
    }
    let entry_input_order = m.entry().order.clone();
    let parallel = m.instruction_count() >= BESIDE_MIN_INSTRUCTIONS
        && crate::beside::second_core(opts.sched.threads);
    let shared: &Module = m;
    let (extra, r) =
        crate::beside::beside(parallel, || beside(shared), || run(shared, est, opts, true));
    let r = r?;
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
    let outcome = ScheduleOutcome {
        before,
        after: r.eval,
        notes: r.scheduled.notes,
        decisions: r.scheduled.decisions,
        sync,
        entry_input_order,
        kept_input: r.scheduled.kept_input,
        combine: None,
    };
    Ok((outcome, extra))
}
