//! The portfolio's list-scheduler runs, on several threads, with a result that does not depend
//! on them: each variant is one job (run, gap-fill, replay both orders), jobs are claimed in
//! index order and their results are put back in that order, so the candidates, and the
//! winner chosen from them, are those of the serial run byte for byte.
//!
//! Early stop (opt-in, `SchedConfig::early_stop`): when a job's order (plain or filled) fits the
//! memory limit and its replayed makespan is at the graph's lower bound, no later candidate can
//! be shorter, so the jobs after it are not started, or their results are dropped if they
//! already ran (a later one at the bound with a lower peak is then not seen). The jobs before it always finish,
//! so the kept jobs are exactly `0..=first job at the bound`, whatever the timing.

use super::error::SchedError;
use super::graph::{Graph, NodeId};
use super::list::{run, Decision, Variant};
use super::refine::fill_gaps;
use super::timeline::replay_figures;
use super::verify::verify;
use super::xla_rules::{xla_schedule, XlaRulesConfig};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// How an order replays: makespan (seconds) and peak live bytes, and whether it passes the
/// verifier when that was checked already.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Measured {
    pub makespan: f64,
    pub peak_bytes: u64,
    /// `verify` of the order, when the job that made it checked it (on its own thread).
    pub legal: Option<bool>,
}

/// Replays `order` and keeps the two figures the portfolio compares.
pub(crate) fn measure(g: &Graph, order: &[NodeId]) -> Result<Measured, SchedError> {
    let (makespan, peak_bytes) = replay_figures(g, order)?;
    Ok(Measured {
        makespan,
        peak_bytes,
        legal: None,
    })
}

/// [`measure`] plus the verifier's verdict, so a portfolio job checks its orders in parallel
/// instead of the caller checking them one after another.
fn measure_checked(g: &Graph, order: &[NodeId]) -> Result<Measured, SchedError> {
    let mut m = measure(g, order)?;
    m.legal = Some(verify(g, order).is_ok());
    Ok(m)
}

/// XLA's own scheduler ([`super::xla_rules`], XLA:GPU's configuration, `memory_limit` as its
/// memory limit) as a candidate: its order, replayed and verified. `None` when XLA's rules get
/// stuck on this graph (XLA would fail there too), so the portfolio goes on without it.
/// With it, an order the portfolio returns is never slower on the replay than the one XLA's
/// rules give, so wherever lhsched loses to XLA the two disagree on time, not on rules.
pub(crate) fn xla_rules_candidate(
    g: &Graph,
    memory_limit: Option<u64>,
) -> Result<Option<(Vec<NodeId>, Measured)>, SchedError> {
    let Ok(run) = xla_schedule(g, &XlaRulesConfig::gpu(memory_limit)) else {
        return Ok(None);
    };
    let m = measure_checked(g, &run.order)?;
    Ok(Some((run.order, m)))
}

/// One variant's outcome.
pub(crate) struct VariantRun {
    pub name: String,
    pub order: Vec<NodeId>,
    pub measured: Measured,
    /// The gap-filled order and how it replays (with `fill`).
    pub filled: Option<(Vec<NodeId>, Measured)>,
    /// The run's decisions (with `explain`).
    pub decisions: Vec<Decision>,
    pub limit_violations: usize,
}

/// What [`run_variants`] is asked to do besides running each variant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RunOptions {
    /// Gap-fill each order as a second candidate.
    pub fill: bool,
    /// Keep each run's decisions.
    pub explain: bool,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Stop after the first job at this makespan (the lower bound) that fits `memory_limit`.
    pub stop_at: Option<f64>,
    /// The memory limit candidates must fit.
    pub memory_limit: Option<u64>,
}

fn one(g: &Graph, name: &str, v: Variant, o: &RunOptions) -> Result<VariantRun, SchedError> {
    let r = run(g, v, o.explain).map_err(|msg| SchedError::Internal { msg })?;
    let measured = measure_checked(g, &r.order)?;
    let filled = if o.fill {
        let f = fill_gaps(g, &r.order);
        // Filling often changes nothing on large graphs: the same order replays the same.
        let m = if f == r.order {
            measured
        } else {
            measure_checked(g, &f)?
        };
        Some((f, m))
    } else {
        None
    };
    Ok(VariantRun {
        name: name.to_string(),
        order: r.order,
        measured,
        filled,
        decisions: r.decisions,
        limit_violations: r.limit_violations,
    })
}

impl VariantRun {
    /// Whether one of its orders fits and is at makespan `bound`.
    fn at_bound(&self, bound: f64, limit: Option<u64>) -> bool {
        let ok = |m: &Measured| {
            super::bound::reaches(m.makespan, bound)
                && limit.is_none_or(|l| super::memory::fits(m.peak_bytes, l))
        };
        ok(&self.measured) || self.filled.as_ref().is_some_and(|(_, m)| ok(m))
    }
}

/// Runs `jobs` (name, variant) on `o.threads` threads, then the caller's `side` jobs on the
/// first threads free once every variant is claimed; the results in job order, cut after the
/// first job at the bound (see the module doc; the side jobs always run). The first error in
/// job order is returned.
pub(crate) fn run_variants(
    g: &Graph,
    jobs: &[(String, Variant)],
    o: &RunOptions,
    side: &[&(dyn Fn() + Sync)],
) -> Result<Vec<VariantRun>, SchedError> {
    let next = AtomicUsize::new(0);
    // The smallest job index that reached the bound or failed: later jobs are not needed.
    let cut = AtomicUsize::new(usize::MAX);
    let slots: Vec<Mutex<Option<Result<VariantRun, SchedError>>>> =
        jobs.iter().map(|_| Mutex::new(None)).collect();
    let work = || loop {
        let i = next.fetch_add(1, Ordering::SeqCst);
        if i >= jobs.len() {
            match side.get(i - jobs.len()) {
                Some(f) => {
                    f();
                    continue;
                }
                None => break,
            }
        }
        if i > cut.load(Ordering::SeqCst) {
            continue;
        }
        let (name, v) = &jobs[i];
        let r = one(g, name, *v, o);
        let stop = match &r {
            Ok(run) => o.stop_at.is_some_and(|b| run.at_bound(b, o.memory_limit)),
            Err(_) => true,
        };
        if stop {
            cut.fetch_min(i, Ordering::SeqCst);
        }
        if let Ok(mut slot) = slots[i].lock() {
            *slot = Some(r);
        }
    };
    let threads = o.threads.clamp(1, (jobs.len() + side.len()).max(1));
    if threads == 1 {
        work();
    } else {
        std::thread::scope(|s| {
            for _ in 1..threads {
                // A thread the system refuses leaves its jobs to the others (the calling
                // thread claims jobs until none is left), with the same result.
                let _ = std::thread::Builder::new().spawn_scoped(s, work);
            }
            work();
        });
    }
    let last = cut.load(Ordering::SeqCst);
    let mut out = Vec::with_capacity(jobs.len());
    for (i, slot) in slots.into_iter().enumerate() {
        if i > last {
            break;
        }
        let r = slot
            .into_inner()
            .ok()
            .flatten()
            .ok_or_else(|| SchedError::Internal {
                msg: format!("portfolio job {i} did not finish"),
            })?;
        out.push(r?);
    }
    Ok(out)
}

/// Worker threads for `requested` (0: the available cores).
pub(crate) fn thread_count(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}
