//! The entry point: run the list scheduler (a portfolio of variants by default), replay every
//! result, and return the best order under the memory limit, never worse than the input order.

pub use super::config::{
    Direction, SchedConfig, EXACT_BUDGET, EXACT_MAX_NODES, EXACT_SLOWED_MAX_NODES, IMPROVE_BUDGET,
    IMPROVE_MAX_NODES, LARGE_GRAPH_NODES,
};
use super::error::SchedError;
use super::graph::{Graph, NodeId};
use super::list::{Decision, Variant};
use super::memory;
use super::portfolio::{
    measure, run_variants, thread_count, xla_rules_candidate, Measured, RunOptions,
};

use super::bound::lower_bound;
use super::exact;
use super::forward;
use super::improve;
use super::legal::within_limits;
use super::list::run;
use super::refine::fill_gaps;
use super::rules::Rule;
use super::serial::serial_order;
use super::verify::verify;
use std::collections::BTreeMap;

/// How one candidate order fared.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct VariantOutcome {
    /// Its name, e.g. `bottom-up`, `top-down/conservative`, `bottom-up/mem90`, `input`, `xla-rules` (XLA's own scheduler).
    pub name: String,
    /// Replayed makespan, seconds.
    pub makespan: f64,
    /// Peak live bytes.
    pub peak_bytes: u64,
    /// Whether the peak is within the memory limit (true without a limit).
    pub fits: bool,
    /// Times the scheduler had to exceed an overlap limit to make progress.
    pub limit_violations: usize,
    /// Whether the order passes the verifier (the device-sharing rule included); orders that
    /// do not are never returned while one that does exists, and when none does the `serial`
    /// fallback (collectives one at a time where the edges allow) is tried before giving up.
    pub legal: bool,
}

/// What the scheduler reports besides the order (serializes to JSON for `--json`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct SchedReport {
    /// The variant whose order was returned.
    pub variant: String,
    /// Every candidate tried, in the order tried.
    pub candidates: Vec<VariantOutcome>,
    /// Makespan of the returned order, seconds.
    pub makespan: f64,
    /// Makespan of the input (insertion) order, seconds; NaN when the insertion order is not
    /// a valid order of the graph (it is then no candidate either).
    pub input_makespan: f64,
    /// Peak live bytes of the returned order.
    pub peak_bytes: u64,
    /// False when a memory limit is set and the returned order does not fit it: no candidate
    /// (not even the input order) fits, or only orders that break the device-sharing rule do;
    /// the candidate with the smallest peak, legal first, is returned then.
    pub memory_fits: bool,
    /// [`lower_bound`] of the graph.
    pub lower_bound: f64,
    /// How many decisions each rule made (filled with `explain`).
    pub rule_counts: BTreeMap<String, usize>,
    /// The least makespan any order can reach under XLA's rules (open pairs per resource
    /// within its limit, the device-sharing rule) on the replay model, when the exact search
    /// finished within its budget or a candidate keeping those rules reached the lower bound;
    /// `None` otherwise.
    pub optimum: Option<f64>,
    /// [`SchedReport::optimum`] where it also bounds every order that keeps the program-order
    /// rules of [`super::lower_bound_xla_rules`] (where the device-sharing rule cannot bind:
    /// collectives without device groups, or all on one stream of limit 1): a rules bound at
    /// least as high as that one.
    pub rules_optimum: Option<f64>,
    /// Whether the returned order is proven optimal: its makespan reaches the lower bound or
    /// the proven [`SchedReport::optimum`].
    pub optimal: bool,
    /// States the exact search expanded (0 when it did not run).
    pub exact_expanded: u64,
}

/// An order and how it was found.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ScheduleResult {
    /// Program order.
    pub order: Vec<NodeId>,
    /// With `explain`: every decision of the winning list-scheduler run, in process order
    /// (bottom-up: from the program's end). When the winner is a gap-filled order
    /// (`...+fill`), these explain the run before filling. Empty without `explain`, and when
    /// an order that is no list-scheduler run won (the input order, `xla-rules`, `forward`,
    /// `exact`, `per-kind/...`).
    pub decisions: Vec<Decision>,
    /// Statistics.
    pub report: SchedReport,
}

/// The list-scheduler variants of the portfolio, by name. A large graph
/// ([`SchedConfig::large_graph_nodes`]) gets the configured variant and its critical-path +
/// conservative twin (on generated million-node modules the twin wins, the plain one is the
/// safe XLA-like choice); without `portfolio`, only the configured variant runs.
fn variants(cfg: &SchedConfig, nodes: usize) -> Vec<(String, Variant)> {
    let base = Variant {
        top_down: cfg.direction == Direction::TopDown,
        rules: cfg.rules,
        memory_limit: cfg.memory_limit,
    };
    let dir = |v: &Variant| if v.top_down { "top-down" } else { "bottom-up" };
    let mut out = vec![(dir(&base).to_string(), base)];
    if !cfg.portfolio {
        return out;
    }
    let mut flipped = base;
    flipped.top_down = !base.top_down;
    let conservative = |mut v: Variant| {
        v.rules = v
            .rules
            .without(Rule::AsyncDepth)
            .without(Rule::AvoidWaste)
            .without(Rule::CreatesMoreReadyNodes);
        v
    };
    let critical = |mut v: Variant| {
        v.rules = v.rules.with(Rule::CriticalPath);
        v
    };
    let both = |v| critical(conservative(v));
    let large = nodes > cfg.large_graph_nodes;
    let dirs: &[Variant] = if large { &[base] } else { &[base, flipped] };
    if !large {
        out.push((dir(&flipped).to_string(), flipped));
    }
    let mut modifiers: Vec<(&str, &dyn Fn(Variant) -> Variant)> = vec![
        ("conservative", &conservative),
        ("critical", &critical),
        ("critical+conservative", &both),
    ];
    if large {
        modifiers.drain(..2);
    }
    for (tag, f) in modifiers {
        for &v in dirs {
            let w = f(v);
            if w.rules != v.rules {
                out.push((format!("{}/{tag}", dir(&w)), w));
            }
        }
    }
    if let Some(limit) = cfg.memory_limit {
        // XLA reruns with 90% of the limit when the peak does not fit (reference notes §1.1).
        for pct in [90u64, 75, 50] {
            for &v in dirs {
                let mut m = v;
                m.memory_limit = Some(limit / 100 * pct + limit % 100 * pct / 100);
                out.push((format!("{}/mem{pct}", dir(&v)), m));
            }
        }
    }
    out
}

/// Candidate orders and how each fared.
struct Pool<'g> {
    g: &'g Graph,
    limit: Option<u64>,
    candidates: Vec<VariantOutcome>,
    /// Each candidate's order and the index (in `decisions`) of the run it came from.
    orders: Vec<(Vec<NodeId>, Option<usize>)>,
    /// The decisions of each list-scheduler run (empty without `explain`).
    decisions: Vec<Vec<Decision>>,
}

impl Pool<'_> {
    /// Records `order`, replayed as `m`, as a candidate.
    fn add(
        &mut self,
        name: String,
        order: Vec<NodeId>,
        m: Measured,
        run: Option<usize>,
        violations: usize,
    ) {
        self.candidates.push(VariantOutcome {
            name,
            makespan: m.makespan,
            peak_bytes: m.peak_bytes,
            fits: self.limit.is_none_or(|l| memory::fits(m.peak_bytes, l)),
            limit_violations: violations,
            legal: m.legal.unwrap_or_else(|| verify(self.g, &order).is_ok()),
        });
        self.orders.push((order, run));
    }
}

/// The name of the input order's candidate ([`SchedReport::variant`] when the input order
/// is kept).
pub const INPUT_VARIANT: &str = "input";

/// The name of the candidate XLA's own rule chain gives ([`super::xla_schedule`]).
pub const XLA_RULES: &str = "xla-rules";

/// Makespans within this fraction of the best count as equal; among them the lower peak wins.
const TIE: f64 = 1e-3;

/// The candidate to return: legal and within the memory limit if any is; else the input order
/// if it is within the limit (the memory fallback, which may break the device-sharing rule as
/// the input did; no other illegal order is); else the smallest peak, legal first. Among the chosen pool the shortest
/// makespan wins, where makespans within [`TIE`] of it count as equal and the lowest peak
/// among them wins (then the shorter, then the first tried).
fn choose(c: &[VariantOutcome]) -> usize {
    let by_peak = |a: &usize, b: &usize| {
        c[*a]
            .peak_bytes
            .cmp(&c[*b].peak_bytes)
            .then(c[*a].makespan.total_cmp(&c[*b].makespan))
            .then(a.cmp(b))
    };
    let all: Vec<usize> = (0..c.len()).collect();
    let mut pool: Vec<usize> = all
        .iter()
        .copied()
        .filter(|&i| c[i].legal && c[i].fits)
        .collect();
    if pool.is_empty() {
        // Only the input order may break the device-sharing rule (as the input did); any
        // other order that breaks it is no fallback (the driver rejects it).
        pool = all
            .iter()
            .copied()
            .filter(|&i| c[i].fits && (c[i].legal || c[i].name == INPUT_VARIANT))
            .collect();
    }
    if pool.is_empty() {
        let legal: Vec<usize> = all.iter().copied().filter(|&i| c[i].legal).collect();
        let from = if legal.is_empty() { all } else { legal };
        return from.into_iter().min_by(by_peak).unwrap_or(0);
    }
    let m = pool
        .iter()
        .map(|&i| c[i].makespan)
        .fold(f64::INFINITY, f64::min);
    pool.into_iter()
        .filter(|&i| c[i].makespan <= m * (1.0 + TIE))
        .min_by(by_peak)
        .unwrap_or(0)
}

/// Schedules `g`: the best order found, its decisions and a report. With a memory limit the
/// result's peak stays within it whenever the input order's does.
pub fn schedule(g: &Graph, cfg: &SchedConfig) -> Result<ScheduleResult, SchedError> {
    schedule_bounded(g, cfg, lower_bound(g), None)
}

/// The input order's figures (every pair async), measured ahead of [`schedule_bounded`].
pub(crate) struct InputFigures(Result<Measured, SchedError>);

/// Measures the input order of `g` for [`schedule_bounded`] (the driver does it on a core that
/// would otherwise wait for the lower bound).
pub(crate) fn input_figures(g: &Graph) -> InputFigures {
    InputFigures(measure(g, &g.original_order()))
}

/// The input order's figures from its replay with every pair async (a [`super::replay`] of
/// [`Graph::original_order`], or a [`super::replay_synced`] of it with no pair marked sync):
/// the same figures [`input_figures`] measures, without a second replay.
pub(crate) fn input_figures_of(t: &super::Timeline) -> InputFigures {
    InputFigures(Ok(Measured {
        makespan: t.makespan,
        peak_bytes: t.peak_bytes,
        legal: None,
    }))
}

/// [`schedule`] with the graph's [`lower_bound`] already computed (the driver has it from its
/// measurement of the graph, so it is not computed twice), and the input order's figures when
/// they were measured ahead ([`input_figures`]).
pub(crate) fn schedule_bounded(
    g: &Graph,
    cfg: &SchedConfig,
    bound: f64,
    input_measured: Option<InputFigures>,
) -> Result<ScheduleResult, SchedError> {
    let input = std::sync::Mutex::new(input_measured);
    schedule_beside(
        g,
        cfg,
        Beside {
            jobs: &[],
            bound: &|| bound,
            input: &|| input.lock().ok().and_then(|mut i| i.take()),
        },
    )
}

/// What the caller works out for [`schedule_beside`] on the portfolio's threads.
pub(crate) struct Beside<'a> {
    /// Jobs run on the first threads free once every list-scheduler variant is claimed (on a
    /// large graph one variant takes about twice the other's time).
    pub jobs: &'a [&'a (dyn Fn() + Sync)],
    /// The graph's [`lower_bound`]: read after the jobs ran, or before the variants with
    /// [`SchedConfig::early_stop`] (so it must compute the bound itself if no job did yet).
    pub bound: &'a dyn Fn() -> f64,
    /// The input order's figures when known (read after the jobs ran); `None` measures them.
    pub input: &'a dyn Fn() -> Option<InputFigures>,
}

/// [`schedule_bounded`] with the bound and the input order's figures worked out by the
/// caller's jobs beside the variants ([`Beside`]): the same result whichever thread ran them.
pub(crate) fn schedule_beside(
    g: &Graph,
    cfg: &SchedConfig,
    beside: Beside<'_>,
) -> Result<ScheduleResult, SchedError> {
    let early_stop = cfg.early_stop && cfg.portfolio;
    let early_bound = early_stop.then(|| (beside.bound)());
    let input = g.original_order();
    let mut pool = Pool {
        g,
        limit: cfg.memory_limit,
        candidates: Vec::new(),
        orders: Vec::new(),
        decisions: Vec::new(),
    };
    let jobs = variants(cfg, g.len());
    let opts = RunOptions {
        fill: cfg.portfolio,
        explain: cfg.explain,
        threads: thread_count(cfg.threads),
        stop_at: early_bound,
        memory_limit: cfg.memory_limit,
    };
    let large = g.len() > cfg.large_graph_nodes;
    // XLA's own rule chain, on a second core beside the variants (it scans its ready set
    // at every step, as XLA does), so the result is never behind XLA's scheduler.
    let with_xla = cfg.portfolio && !large;
    let (xla, runs) = crate::beside::beside(
        with_xla && opts.threads > 1,
        || {
            if with_xla {
                crate::phases::time("xla rules", || xla_rules_candidate(g, cfg.memory_limit))
            } else {
                Ok(None)
            }
        },
        || {
            crate::phases::time("list variants", || {
                run_variants(g, &jobs, &opts, beside.jobs)
            })
        },
    );
    let runs = runs?;
    let bound = early_bound.unwrap_or_else(|| (beside.bound)());
    let input_measured = (beside.input)();
    for r in runs {
        let k = pool.decisions.len();
        pool.decisions.push(r.decisions);
        pool.add(
            r.name.clone(),
            r.order,
            r.measured,
            Some(k),
            r.limit_violations,
        );
        if let Some((filled, m)) = r.filled {
            pool.add(
                format!("{}+fill", r.name),
                filled,
                m,
                Some(k),
                r.limit_violations,
            );
        }
    }
    // Orders planned with a stream per collective kind and no device-sharing rule (0-5% better
    // on some modules), made legal on the real graph by gap filling, which starts a collective
    // only when its stream and devices are free.
    if cfg.portfolio && !large {
        if let Some(rg) = g.relaxed_per_label() {
            let relaxed = SchedConfig {
                memory_limit: cfg.memory_limit,
                large_graph_nodes: cfg.large_graph_nodes,
                ..SchedConfig::default()
            };
            for (name, v) in variants(&relaxed, g.len()).into_iter().take(4) {
                let r = run(&rg, v, false).map_err(|msg| SchedError::Internal { msg })?;
                let legal = fill_gaps(g, &r.order);
                let m = measure(g, &legal)?;
                pool.add(
                    format!("per-kind/{name}+fill"),
                    legal,
                    m,
                    None,
                    r.limit_violations,
                );
            }
        }
    }
    // Forward by Schrage's rule on the replay's own clock (latency-bound graphs gain most).
    if cfg.portfolio && !large && g.len() <= IMPROVE_MAX_NODES {
        let order = forward::schrage(g, &super::paths::tight_paths(g));
        let m = measure(g, &order)?;
        pool.add("forward".into(), order, m, None, 0);
    }
    if let Some((order, m)) = xla? {
        pool.add(XLA_RULES.into(), order, m, None, 0);
    }
    // The input order is a candidate when it is a valid order: always with the portfolio, and
    // with a memory limit (its peak is the fallback when the scheduler's result does not fit).
    let input_measured = input_measured.map_or_else(|| measure(g, &input), |m| m.0);
    let input_makespan = match input_measured {
        Ok(t) => {
            if cfg.portfolio
                || cfg.memory_limit.is_some_and(|l| {
                    !pool.candidates.iter().any(|c| c.fits) && memory::fits(t.peak_bytes, l)
                })
            {
                pool.add(INPUT_VARIANT.into(), input, t, None, 0);
            }
            t.makespan
        }
        Err(_) => f64::NAN,
    };
    // No candidate keeps conflicting collectives apart (the list scheduler can corner itself
    // under the device-sharing rule): the serial order is, whenever the graph allows it.
    if !pool.candidates.iter().any(|c| c.legal) {
        let order = serial_order(g);
        let m = measure(g, &order)?;
        pool.add("serial".into(), order, m, None, 0);
    }
    // Small computations: the exact search, seeded with the best candidate that keeps XLA's
    // rules (its makespan to beat, its order to try first).
    // A candidate that keeps XLA's rules at the lower bound is an optimum already.
    let at_bound = (0..pool.candidates.len())
        .filter(|&i| {
            let c = &pool.candidates[i];
            c.legal && super::bound::reaches(c.makespan, bound)
        })
        .filter(|&i| within_limits(g, &pool.orders[i].0))
        .map(|i| pool.candidates[i].makespan)
        .min_by(f64::total_cmp);
    let mut optimum = at_bound;
    let mut exact_expanded = 0;
    if cfg.portfolio
        && !large
        && g.len() <= exact_max_nodes(cfg, g)
        && exact::applies(g)
        && at_bound.is_none()
    {
        let seed = (0..pool.candidates.len())
            .filter(|&i| pool.candidates[i].legal && within_limits(g, &pool.orders[i].0))
            .min_by(|&a, &b| {
                pool.candidates[a]
                    .makespan
                    .total_cmp(&pool.candidates[b].makespan)
                    .then(a.cmp(&b))
            });
        let (inc, inc_ms) = match seed {
            Some(i) => (pool.orders[i].0.clone(), pool.candidates[i].makespan),
            None => (g.original_order(), f64::INFINITY),
        };
        let e = exact::search(g, &inc, inc_ms, cfg.exact_budget);
        exact_expanded = e.expanded;
        if e.finished && e.best.is_finite() {
            optimum = Some(e.best);
        }
        if let Some(order) = e.order {
            let m = measure(g, &order)?;
            pool.add("exact".into(), order, m, None, 0);
        }
    }
    // The improvement pass on the best order that keeps XLA's rules.
    if cfg.portfolio && !large && cfg.improve_budget > 0 && g.len() <= IMPROVE_MAX_NODES {
        let best = choose(&pool.candidates);
        if pool.candidates[best].legal
            && !super::bound::reaches(pool.candidates[best].makespan, bound)
            && optimum.is_none_or(|o| pool.candidates[best].makespan > o * (1.0 + 1e-12))
            && within_limits(g, &pool.orders[best].0)
        {
            let base = pool.candidates[best].clone();
            // The improved order keeps the decisions of the run it started from: `--explain`
            // lists them as the decisions made before the pass.
            let run = pool.orders[best].1;
            if let Some((order, m)) = improve::improve(
                g,
                &pool.orders[best].0,
                base.makespan,
                cfg.memory_limit,
                cfg.improve_budget,
            )? {
                pool.add(format!("{}+improve", base.name), order, m, run, 0);
            }
        }
    }
    let Pool {
        candidates,
        mut orders,
        mut decisions,
        ..
    } = pool;
    let best = choose(&candidates);
    let (order, run) = orders.swap_remove(best);
    // The winning run's own decisions (kept while it ran, not recomputed).
    let decisions = run
        .map(|k| std::mem::take(&mut decisions[k]))
        .unwrap_or_default();
    let mut rule_counts = BTreeMap::new();
    for d in &decisions {
        *rule_counts.entry(d.rule.name().to_string()).or_insert(0) += 1;
    }
    let chosen = candidates[best].clone();
    Ok(ScheduleResult {
        order,
        decisions,
        report: SchedReport {
            variant: chosen.name.clone(),
            makespan: chosen.makespan,
            input_makespan,
            peak_bytes: chosen.peak_bytes,
            memory_fits: chosen.fits,
            lower_bound: bound,
            rule_counts,
            optimal: super::bound::reaches(chosen.makespan, bound)
                || optimum.is_some_and(|o| chosen.makespan <= o * (1.0 + 1e-12)),
            rules_optimum: optimum.filter(|_| exact::optimum_bounds_rules(g)),
            optimum,
            exact_expanded,
            candidates,
        },
    })
}

/// The most nodes `g` may have for the exact search: the config's, and under interference
/// at most [`SchedConfig::exact_max_nodes_slowed`].
fn exact_max_nodes(cfg: &SchedConfig, g: &Graph) -> usize {
    if g.model().interference.is_off() {
        cfg.exact_max_nodes
    } else {
        cfg.exact_max_nodes.min(cfg.exact_max_nodes_slowed)
    }
}
