//! Choosing which collectives travel together, scheduled together with the order
//! (`lhsched schedule --combine auto|xla|off`).
//!
//! `auto` weighs candidate groupings of the entry computation's all-gathers, reduce-scatters
//! and all-reduces by the scheduler's own replay under the model in force: each candidate
//! module (XLA's threshold grouping, the threshold steps of [`super::combine_thresholds`] from
//! it, and the cost-driven plans of [`super::combine_plan::dp_plan`] made on the best schedule
//! so far; where no local search follows, the first of them on XLA's schedule, beside the
//! threshold steps on a second core) is scheduled in full and the one with the smallest
//! makespan that fits `--memory-limit` is kept; then the local search on bucket boundaries
//! ([`super::combine_search`]) starts from it. The input as given is measured in its own
//! order with its lower bound on a second thread meanwhile, and scheduled only when it might
//! win: when no grouping that fits replayed under that bound (it wins a tie). On a module of
//! one collective per tensor its schedule, bound included, cost as much as all the groupings'.
//! The number of full schedules is [`CombineConfig::budget`] and [`CombineConfig::search`],
//! never the clock, so the same input gives the same output.
//! `xla` applies XLA's threshold combiner to every computation and schedules the result.
//! `off` (the default) does not touch the grouping.

use super::combine_plan::{xla_plan, Boundary, PlannedBucket, XlaThresholds};
use super::error::DriverError;
use super::module::{schedule_module, ScheduleOutcome};
use super::options::DriverOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::combine::{candidate_starts, combinable_pairs, CombinablePair};
use crate::hlo::combine_rewrite::{regroup, Bucket};
use crate::hlo::param_copies::{drop_param_copies, DroppedCopy};
use crate::hlo::Module;
use std::collections::BTreeMap;

pub use super::combine_config::{CombineConfig, CombineMode};

/// One grouping tried.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// `as given`, `xla`, `dp`, `dp(alpha x2)`, ...
    pub name: String,
    /// How it was judged: scheduled, or outrun by its lower bound.
    pub judged: Judged,
    /// Buckets per kind (all computations).
    pub buckets: BTreeMap<String, usize>,
}

impl Candidate {
    /// Its schedule's makespan, seconds (`None` when it was not scheduled).
    pub fn makespan_s(&self) -> Option<f64> {
        match self.judged {
            Judged::Scheduled { makespan_s, .. } => Some(makespan_s),
            Judged::Outrun { .. } => None,
        }
    }

    /// Its schedule's peak bytes (`None` when it was not scheduled).
    pub fn peak_bytes(&self) -> Option<u64> {
        match self.judged {
            Judged::Scheduled { peak_bytes, .. } => Some(peak_bytes),
            Judged::Outrun { .. } => None,
        }
    }

    /// Whether it was scheduled and fits the memory limit (true without one).
    pub fn fits(&self) -> bool {
        matches!(self.judged, Judged::Scheduled { fits: true, .. })
    }
}

/// How a candidate grouping was judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Judged {
    /// Scheduled in full.
    Scheduled {
        /// The makespan of its schedule, seconds.
        makespan_s: f64,
        /// Its schedule's peak bytes.
        peak_bytes: u64,
        /// Whether it fits the memory limit (true without one).
        fits: bool,
    },
    /// Not scheduled: no order of it can beat its lower bound, and a grouping that fits
    /// replayed faster than that (only the input as given is judged so; its schedule would
    /// have cost as much as all the others on a module of one collective per tensor).
    Outrun {
        /// Its lower bound, seconds.
        lower_bound_s: f64,
    },
}

/// What combining did, for `--report`, `--json` and `--explain`.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CombineReport {
    /// The mode in force.
    pub mode: CombineMode,
    /// Per kind: bytes of each bucket of the input, in the order of their dones.
    pub before: BTreeMap<String, Vec<u64>>,
    /// Per kind: bytes of each bucket of the output.
    pub after: BTreeMap<String, Vec<u64>>,
    /// Every candidate, in the order tried.
    pub candidates: Vec<Candidate>,
    /// The name of the candidate kept.
    pub chosen: String,
    /// Why each bucket of the kept grouping of the entry ends where it does: a cost-driven
    /// plan's reasons, XLA's threshold rule's, or, when the input's grouping is kept, that it
    /// is the input's and no other grouping tried replayed faster (XLA's reasons when the
    /// input's grouping is XLA's).
    pub boundaries: Vec<String>,
    /// The entry parameter copies of the kept candidate turned into bitcasts after grouping,
    /// their updates ordered after the parameters' readers instead
    /// ([`crate::hlo::param_copies`]): the copies XLA drops after scheduling, dropped where
    /// the scheduler sees it.
    pub dropped_copies: Vec<DroppedCopy>,
}

impl CombineReport {
    /// The candidate that is XLA's threshold grouping, if one was tried.
    pub fn xla(&self) -> Option<&Candidate> {
        self.candidates.iter().find(|c| c.name == "xla")
    }
}

/// Per kind, the bytes of every combinable bucket of every computation, in computation and
/// done order.
pub fn bucket_bytes(m: &Module) -> BTreeMap<String, Vec<u64>> {
    bucket_bytes_with(m, &combinable_pairs(m, m.entry))
}

/// [`bucket_bytes`] with the entry's pairs already found.
fn bucket_bytes_with(m: &Module, entry_pairs: &[CombinablePair]) -> BTreeMap<String, Vec<u64>> {
    let mut out: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    for c in m.comp_ids() {
        let found;
        let pairs = if c == m.entry {
            entry_pairs
        } else {
            found = combinable_pairs(m, c);
            &found
        };
        for p in pairs {
            out.entry(p.kind.name().to_string())
                .or_default()
                .push(p.bytes());
        }
    }
    out
}

fn counts(b: &BTreeMap<String, Vec<u64>>) -> BTreeMap<String, usize> {
    b.iter().map(|(k, v)| (k.clone(), v.len())).collect()
}

/// XLA's threshold combiner applied to every computation of `m` (see
/// [`super::combine_plan::xla_plan`]); returns the entry computation's plan (made on the
/// pairs [`combinable_pairs`] finds in the entry of `m` as given), for `--explain`.
pub fn apply_xla(m: &mut Module, t: &XlaThresholds) -> Result<Vec<PlannedBucket>, DriverError> {
    xla_on(m, t, true)
}

/// [`apply_xla`], on the entry too only when `entry_too`.
pub(super) fn xla_on(
    m: &mut Module,
    t: &XlaThresholds,
    entry_too: bool,
) -> Result<Vec<PlannedBucket>, DriverError> {
    // The computations that may hold two pairs or more, by name (a regrouping may add or drop
    // wrapped reduce-scatter computations, which moves ids), each planned on the module as it
    // is then.
    let names: Vec<String> = m
        .comp_ids()
        .filter(|&c| candidate_starts(m.computation(c)) >= 2)
        .map(|c| m.computation(c).name.to_string())
        .collect();
    let entry = m.computation(m.entry).name.to_string();
    let mut entry_plan = Vec::new();
    for name in names {
        if !entry_too && name == entry {
            continue;
        }
        let Some(c) = m.find_computation(&name) else {
            continue;
        };
        let pairs = combinable_pairs(m, c);
        if pairs.len() < 2 {
            continue;
        }
        // XLA's one-way dependency check; the rare grouping it lets make a cycle (through a
        // bucket formed before) is planned again with the check both ways.
        let mut plan = xla_plan(m, c, &pairs, t, false);
        if regroup(m, c, &pairs, &buckets_of(&plan)).is_err() {
            plan = xla_plan(m, c, &pairs, t, true);
            regroup(m, c, &pairs, &buckets_of(&plan))?;
        }
        if name == entry {
            entry_plan = plan;
        }
    }
    Ok(entry_plan)
}

fn buckets_of(plan: &[PlannedBucket]) -> Vec<Bucket> {
    plan.iter().map(|b| b.bucket.clone()).collect()
}

/// The options with combining off, for the candidates' own schedules.
pub(super) fn plain(opts: &DriverOptions) -> DriverOptions {
    let mut o = opts.clone();
    o.combine.mode = CombineMode::Off;
    o
}

/// One scheduled candidate.
pub(super) struct Tried {
    /// The module, scheduled.
    pub(super) module: Module,
    /// The parameter copies dropped from it before its schedule.
    pub(super) dropped: Vec<DroppedCopy>,
    /// Its schedule's outcome.
    pub(super) outcome: ScheduleOutcome,
    /// Its entry's plan (indexing the input's entry pairs; empty for the input as given).
    pub(super) plan: Vec<PlannedBucket>,
    /// Its entry's combinable pairs (found once: the report and the price curves read them).
    pub(super) entry_pairs: Vec<CombinablePair>,
    /// Per kind, the bytes of each of its buckets ([`bucket_bytes`]).
    buckets: BTreeMap<String, Vec<u64>>,
}

impl Tried {
    /// A scheduled candidate, with the facts of its grouping found once.
    pub(super) fn new(
        (module, dropped): (Module, Vec<DroppedCopy>),
        outcome: ScheduleOutcome,
        plan: Vec<PlannedBucket>,
    ) -> Self {
        let entry_pairs = combinable_pairs(&module, module.entry);
        let buckets = bucket_bytes_with(&module, &entry_pairs);
        Tried {
            module,
            dropped,
            outcome,
            plan,
            entry_pairs,
            buckets,
        }
    }
}

/// Schedules a grouped candidate: first its entry parameter copies that an ordering can
/// replace become bitcasts ([`drop_param_copies`]; after grouping, as XLA's copy insertion
/// runs after its combiners, so the grouping never sees the control edges), then
/// [`schedule_module`]. Returns what was dropped with the outcome.
pub(super) fn schedule_candidate(
    m: &mut Module,
    est: &dyn LatencyEstimator,
    base: &DriverOptions,
) -> Result<(Vec<DroppedCopy>, ScheduleOutcome), DriverError> {
    let dropped = drop_copies(m)?;
    Ok((dropped, schedule_module(m, est, base)?))
}

/// [`drop_param_copies`], its error (an `input_output_alias` header that does not parse) in
/// the entry computation's name.
fn drop_copies(m: &mut Module) -> Result<Vec<DroppedCopy>, DriverError> {
    drop_param_copies(m).map_err(|e| {
        let entry = m.computations.get(m.entry.index());
        DriverError::new(
            entry.map_or("ENTRY", |c| c.name.as_str()),
            format!("the module header's input_output_alias: {e}"),
        )
    })
}

pub(super) fn fits(o: &ScheduleOutcome, opts: &DriverOptions) -> bool {
    opts.sched
        .memory_limit
        .is_none_or(|l| o.after.peak_bytes <= l)
        && o.notes.iter().all(|(_, r)| r.memory_fits)
}

/// (class, bytes, seconds) of every entry collective priced in a candidate: the price curves
/// of the cost-driven plans.
pub(super) type Points = Vec<(String, u64, f64)>;

/// Adds the price of each of `pairs` (of `m`'s entry) to `points`.
pub(super) fn price_points(
    m: &Module,
    pairs: &[CombinablePair],
    est: &dyn LatencyEstimator,
    points: &mut Points,
) {
    for p in pairs {
        if let Ok(e) = est.latency(m, m.entry, p.start, p.done) {
            points.push((p.class.clone(), p.bytes(), e.seconds));
        }
    }
}

/// The record of a scheduled candidate.
pub(super) fn record(name: &str, t: &Tried, opts: &DriverOptions) -> Candidate {
    Candidate {
        name: name.to_string(),
        judged: Judged::Scheduled {
            makespan_s: t.outcome.after.makespan_s,
            peak_bytes: t.outcome.after.peak_bytes,
            fits: fits(&t.outcome, opts),
        },
        buckets: counts(&t.buckets),
    }
}

/// Whether `t` beats `best`: it fits where `best` does not, or fits alike and is faster
/// (a tie keeps `best`, the earlier).
pub(super) fn beats(t: &Tried, best: &Tried, opts: &DriverOptions) -> bool {
    let (ok, best_ok) = (fits(&t.outcome, opts), fits(&best.outcome, opts));
    (ok && !best_ok)
        || (ok == best_ok && t.outcome.after.makespan_s < best.outcome.after.makespan_s)
}

/// The best candidate so far.
pub(super) struct Chosen {
    /// Its module and schedule.
    pub(super) tried: Tried,
    /// Its name in the report.
    pub(super) name: String,
    /// Its thresholds, when it is an XLA-style grouping: the local search regroups the other
    /// computations as it did.
    pub(super) thresholds: Option<XlaThresholds>,
}

/// Schedules `m` with its collectives regrouped as `opts.combine` says (see the module doc):
/// the outcome of the kept candidate, its `before` the input as given, with the report of
/// what combining did.
pub fn schedule_combined(
    m: &mut Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<ScheduleOutcome, DriverError> {
    let cfg = &opts.combine;
    let base = plain(opts);
    let entry = m.entry;
    let pairs = combinable_pairs(m, entry);
    let before_buckets = bucket_bytes_with(m, &pairs);
    if cfg.mode == CombineMode::Xla {
        let mut x = m.clone();
        let plan = apply_xla(&mut x, &cfg.xla)?;
        let mut before_eval = None;
        if x != *m {
            before_eval = Some(super::module::evaluate(m, est, &base)?);
        }
        let (dropped, outcome) = schedule_candidate(&mut x, est, &base)?;
        let t = Tried::new((x, dropped), outcome, plan);
        let candidates = vec![record("xla", &t, opts)];
        return Ok(finish(
            (m, &pairs),
            t,
            before_eval,
            before_buckets,
            candidates,
            "xla",
            opts,
        ));
    }
    let mut points = Points::new();
    let nothing_to_group = pairs.len() < 2 && pairs.iter().all(|p| p.elements.len() < 2);
    if nothing_to_group || cfg.budget <= 1 {
        // The input as given is all there is (before the local search).
        let mut given = m.clone();
        let (dropped, outcome) = schedule_candidate(&mut given, est, &base)?;
        // Its input order's figures are the report's `before` unless copies were dropped.
        let before_eval = if dropped.is_empty() {
            None
        } else {
            Some(super::module::evaluate(m, est, &base)?)
        };
        let first = Tried::new((given, dropped), outcome, Vec::new());
        let candidates = vec![record("as given", &first, opts)];
        if nothing_to_group {
            return Ok(finish(
                (m, &pairs),
                first,
                before_eval,
                before_buckets,
                candidates,
                "as given",
                opts,
            ));
        }
        price_points(&first.module, &first.entry_pairs, est, &mut points);
        let input_eval = before_eval.unwrap_or_else(|| first.outcome.before.clone());
        let chosen = Chosen {
            tried: first,
            name: "as given".into(),
            thresholds: None,
        };
        return search_and_finish(
            m,
            (est, opts),
            (&pairs, chosen),
            (input_eval, before_buckets),
            (candidates, points),
        );
    }
    // The input as given, measured in its own order with its lower bound (the `before` of
    // whichever candidate is kept), on a second thread while the groupings are tried; both
    // only read the module.
    // Its copies dropped, the input as given is another module: the bound that may spare its
    // schedule is that module's.
    let parallel = crate::beside::second_core(opts.sched.threads);
    let (input_eval, tried) = crate::beside::beside(
        parallel,
        || {
            crate::phases::time("combine input eval", || {
                let before = super::module::evaluate(m, est, &base)?;
                let mut given = m.clone();
                let given_bound = if drop_copies(&mut given)?.is_empty() {
                    before.lower_bound_s
                } else {
                    super::module::evaluate(&given, est, &base)?.lower_bound_s
                };
                Ok::<_, DriverError>((before, given_bound))
            })
        },
        || {
            super::combine_groupings::try_groupings(
                m,
                est,
                opts,
                (&pairs, &before_buckets),
                &mut points,
            )
        },
    );
    let (input_eval, given_bound) = input_eval?;
    let super::combine_groupings::Groupings {
        mut chosen,
        candidates: tried,
        given,
    } = tried?;
    let mut candidates = Vec::with_capacity(tried.len() + 1);
    match given {
        Some(g) => candidates.push(g),
        // The input as given, scheduled only when it might win: its lower bound holds for
        // every order of it, so a fitting grouping faster than that bound beats every
        // schedule of it. Otherwise it is scheduled, and wins a tie (as the first candidate).
        None if fits(&chosen.tried.outcome, opts)
            && chosen.tried.outcome.after.makespan_s < given_bound =>
        {
            candidates.push(Candidate {
                name: "as given".into(),
                judged: Judged::Outrun {
                    lower_bound_s: given_bound,
                },
                buckets: counts(&before_buckets),
            });
        }
        None => {
            let mut module = m.clone();
            let (dropped, outcome) = schedule_candidate(&mut module, est, &base)?;
            let g = Tried::new((module, dropped), outcome, Vec::new());
            candidates.push(record("as given", &g, opts));
            if !beats(&chosen.tried, &g, opts) {
                chosen = Chosen {
                    tried: g,
                    name: "as given".into(),
                    thresholds: None,
                };
            }
        }
    }
    candidates.extend(tried);
    search_and_finish(
        m,
        (est, opts),
        (&pairs, chosen),
        (input_eval, before_buckets),
        (candidates, points),
    )
}

/// The local search on bucket boundaries from `chosen` (each move scheduled in full: its best
/// is a candidate like the others), then the outcome of the kept candidate.
fn search_and_finish(
    m: &mut Module,
    (est, opts): (&dyn LatencyEstimator, &DriverOptions),
    (pairs, chosen): (&[CombinablePair], Chosen),
    (input_eval, before_buckets): (super::module::ModuleEval, BTreeMap<String, Vec<u64>>),
    (mut candidates, mut points): (Vec<Candidate>, Points),
) -> Result<ScheduleOutcome, DriverError> {
    let Chosen {
        tried: mut best,
        name: mut best_name,
        thresholds,
    } = chosen;
    let search_budget = super::combine_search::budget_for(&opts.combine, m);
    if search_budget > 0 {
        let searched = crate::phases::time("combine search", || {
            super::combine_search::search_from(
                m,
                est,
                opts,
                thresholds.as_ref(),
                search_budget,
                (pairs, &best),
            )
        })?;
        if let Some((t, found)) = searched {
            let name = format!("search ({} of {} moves kept)", found.kept, found.replays);
            candidates.push(record(&name, &t, opts));
            price_points(&t.module, &t.entry_pairs, est, &mut points);
            if fits(&t.outcome, opts) && t.outcome.after.makespan_s < best.outcome.after.makespan_s
            {
                best = t;
                best_name = name;
            }
        }
    }
    if let Some((t, name)) = reschedule(&best, &best_name, est, opts)? {
        candidates.push(record(&name, &t, opts));
        best = t;
        best_name = name;
    }
    let mut out = finish(
        (m, pairs),
        best,
        Some(input_eval),
        before_buckets,
        candidates,
        &best_name,
        opts,
    );
    if let Some(r) = out.combine.as_mut() {
        r.chosen = best_name;
    }
    Ok(out)
}

/// The kept grouping is scheduled once more, from its own schedule's order, when that order
/// is more than this share above its lower bound: the portfolio then starts from a good order
/// (on transformer_scan's kept grouping a second schedule gains 2 us of 8,055, on
/// ring_attention's 4 us of 4,738); within it, nothing worth a schedule is left.
pub const RESCHEDULE_GAP: f64 = 0.01;

/// `best` scheduled again from its own order when it is more than [`RESCHEDULE_GAP`] above
/// its bound: the result (named `NAME, rescheduled`) when it beats `best` ([`beats`]).
fn reschedule(
    best: &Tried,
    name: &str,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<Option<(Tried, String)>, DriverError> {
    let after = &best.outcome.after;
    let above = after.lower_bound_s * (1.0 + RESCHEDULE_GAP);
    if after.makespan_s.partial_cmp(&above) != Some(std::cmp::Ordering::Greater) {
        return Ok(None);
    }
    let mut module = best.module.clone();
    let outcome = crate::phases::time("combine reschedule", || {
        schedule_module(&mut module, est, &plain(opts))
    })?;
    let t = Tried::new((module, best.dropped.clone()), outcome, best.plan.clone());
    Ok(beats(&t, best, opts).then(|| (t, format!("{name}, rescheduled"))))
}

/// The input's grouping as a plan: each pair one bucket, ending where the input ends it.
pub(super) fn input_plan(pairs: &[CombinablePair]) -> Vec<PlannedBucket> {
    pairs
        .iter()
        .enumerate()
        .map(|(p, pr)| PlannedBucket {
            bucket: (0..pr.elements.len()).map(|e| (p, e)).collect(),
            boundary: Boundary::Kept,
        })
        .collect()
}

/// The kept candidate becomes the module and the outcome; `before` is the input as given.
fn finish(
    (m, pairs): (&mut Module, &[CombinablePair]),
    t: Tried,
    before_eval: Option<super::module::ModuleEval>,
    before: BTreeMap<String, Vec<u64>>,
    candidates: Vec<Candidate>,
    chosen: &str,
    opts: &DriverOptions,
) -> ScheduleOutcome {
    let Tried {
        module,
        dropped,
        mut outcome,
        mut plan,
        buckets,
        ..
    } = t;
    if plan.is_empty() && chosen == "as given" {
        plan = input_plan(pairs);
    }
    let boundaries = super::combine_report::explain_boundaries(m, pairs, &plan);
    let input = std::mem::replace(m, module);
    crate::beside::drop_beside(opts.sched.threads, input);
    if let Some(b) = before_eval {
        outcome.before = b;
    }
    outcome.combine = Some(CombineReport {
        mode: opts.combine.mode,
        before,
        after: buckets,
        candidates,
        chosen: chosen.to_string(),
        boundaries,
        dropped_copies: dropped,
    });
    outcome
}
