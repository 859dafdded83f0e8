//! Choosing which collectives travel together, scheduled together with the order
//! (`lhsched schedule --combine auto|xla|off`).
//!
//! `auto` weighs candidate groupings of the entry computation's all-gathers, reduce-scatters
//! and all-reduces by the scheduler's own replay under the model in force: each candidate
//! module (the input as given, XLA's threshold grouping, the threshold steps of
//! [`super::combine_thresholds`] from it, and the cost-driven plans of
//! [`super::combine_plan::dp_plan`] made on the best schedule so far) is scheduled in full and
//! the one with the smallest makespan that fits `--memory-limit` is kept (ties: the earlier
//! candidate, so the input as given wins a tie); then the local search on bucket boundaries
//! ([`super::combine_search`]) starts from it. The number of full schedules is
//! [`CombineConfig::budget`] and [`CombineConfig::search`], never the clock, so the same input
//! gives the same output.
//! `xla` applies XLA's threshold combiner to every computation and schedules the result.
//! `off` (the default) does not touch the grouping.

use super::combine_plan::{
    classes_of, dp_plan, xla_plan, Boundary, ElementTiming, PlannedBucket, PriceCurve,
    XlaThresholds,
};
use super::error::DriverError;
use super::module::{schedule_module, ScheduleOutcome};
use super::options::DriverOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::combine::{candidate_starts, combinable_pairs, CombinablePair};
use crate::hlo::combine_rewrite::{regroup, Bucket};
use crate::hlo::query::Users;
use crate::hlo::{InstrId, Module};
use crate::sched::Stream;
use std::collections::BTreeMap;

pub use super::combine_config::{CombineConfig, CombineMode};

/// One grouping tried.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// `as given`, `xla`, `dp`, `dp(alpha x2)`, ...
    pub name: String,
    /// The makespan of its schedule, seconds.
    pub makespan_s: f64,
    /// Its schedule's peak bytes.
    pub peak_bytes: u64,
    /// Whether it fits the memory limit (true without one).
    pub fits: bool,
    /// Buckets per kind (all computations).
    pub buckets: BTreeMap<String, usize>,
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
    let mut out: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    for c in m.comp_ids() {
        for p in combinable_pairs(m, c) {
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
    /// Its schedule's outcome.
    pub(super) outcome: ScheduleOutcome,
    /// Its entry's plan (indexing the input's entry pairs; empty for the input as given).
    pub(super) plan: Vec<PlannedBucket>,
}

pub(super) fn fits(o: &ScheduleOutcome, opts: &DriverOptions) -> bool {
    opts.sched
        .memory_limit
        .is_none_or(|l| o.after.peak_bytes <= l)
        && o.notes.iter().all(|(_, r)| r.memory_fits)
}

/// Schedules `m` with its collectives regrouped as `opts.combine` says (see the module doc):
/// the outcome of the kept candidate, its `before` the input as given, with the report of
/// what combining did.
pub fn schedule_combined(
    m: &mut Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> Result<ScheduleOutcome, DriverError> {
    let cfg = opts.combine.clone();
    let base = plain(opts);
    let before_buckets = bucket_bytes(m);
    let mut candidates: Vec<Candidate> = Vec::new();
    // (class, bytes, seconds) of every entry collective priced in a candidate.
    let mut points: Vec<(String, u64, f64)> = Vec::new();
    let price_points = |t: &Tried, points: &mut Vec<(String, u64, f64)>| {
        let tm = &t.module;
        for p in combinable_pairs(tm, tm.entry) {
            if let Ok(e) = est.latency(tm, tm.entry, p.start, p.done) {
                points.push((p.class.clone(), p.bytes(), e.seconds));
            }
        }
    };
    let record = |name: &str, t: &Tried, candidates: &mut Vec<Candidate>| {
        candidates.push(Candidate {
            name: name.to_string(),
            makespan_s: t.outcome.after.makespan_s,
            peak_bytes: t.outcome.after.peak_bytes,
            fits: fits(&t.outcome, opts),
            buckets: counts(&bucket_bytes(&t.module)),
        });
    };
    if cfg.mode == CombineMode::Xla {
        let mut x = m.clone();
        let plan = apply_xla(&mut x, &cfg.xla)?;
        let mut before_eval = None;
        if x != *m {
            before_eval = Some(super::module::evaluate(m, est, &base)?);
        }
        let outcome = schedule_module(&mut x, est, &base)?;
        let t = Tried {
            module: x,
            outcome,
            plan,
        };
        record("xla", &t, &mut candidates);
        return Ok(finish(
            m,
            t,
            before_eval,
            before_buckets,
            candidates,
            "xla",
            cfg.mode,
        ));
    }
    // The input as given: the fallback, and the schedule the first plan is made on.
    let mut given = m.clone();
    let outcome = schedule_module(&mut given, est, &base)?;
    let first = Tried {
        module: given,
        outcome,
        plan: Vec::new(),
    };
    record("as given", &first, &mut candidates);
    price_points(&first, &mut points);
    // The input as given, measured: `before` of whichever candidate is kept.
    let input_eval = Some(first.outcome.before.clone());
    let entry = m.entry;
    let pairs = combinable_pairs(m, entry);
    if pairs.len() < 2 && pairs.iter().all(|p| p.elements.len() < 2) {
        return Ok(finish(
            m,
            first,
            None,
            before_buckets,
            candidates,
            "as given",
            cfg.mode,
        ));
    }
    let mut best = first;
    let mut best_name = "as given".to_string();
    let mut used = 1usize;
    let try_candidate = |name: String,
                         module: Module,
                         plan: Vec<PlannedBucket>,
                         best: &mut Tried,
                         best_name: &mut String,
                         candidates: &mut Vec<Candidate>,
                         points: &mut Vec<(String, u64, f64)>|
     -> Result<(f64, BTreeMap<String, f64>, bool), DriverError> {
        let mut module = module;
        let outcome = schedule_module(&mut module, est, &base)?;
        let t = Tried {
            module,
            outcome,
            plan,
        };
        record(&name, &t, candidates);
        price_points(&t, points);
        let ok = fits(&t.outcome, opts);
        let best_ok = fits(&best.outcome, opts);
        let seen = (
            t.outcome.after.makespan_s,
            t.outcome.after.exposed_s.clone(),
            ok,
        );
        if (ok && !best_ok)
            || (ok == best_ok && t.outcome.after.makespan_s < best.outcome.after.makespan_s)
        {
            *best = t;
            *best_name = name;
        }
        Ok(seen)
    };
    // The thresholds of each XLA-style candidate tried, by name: the search regroups the
    // other computations as the best one did.
    let mut thresholds_of: BTreeMap<String, XlaThresholds> = BTreeMap::new();
    // XLA's threshold grouping of the input's elements; then the threshold steps from it.
    if used < cfg.budget {
        let mut x = m.clone();
        let plan = apply_xla(&mut x, &cfg.xla)?;
        thresholds_of.insert("xla".into(), cfg.xla);
        let mut groupings = vec![bucket_bytes(&x)];
        let mut at = if x == *m {
            // XLA's grouping is the input's: the same figures, no second schedule; its plan
            // says why the input's buckets end where they do.
            best.plan = plan;
            let mut same = candidates[0].clone();
            same.name = "xla".into();
            candidates.push(same);
            let a = &best.outcome.after;
            (cfg.xla, a.makespan_s, a.exposed_s.clone())
        } else {
            used += 1;
            let (t, exposed, _) = try_candidate(
                "xla".into(),
                x,
                plan,
                &mut best,
                &mut best_name,
                &mut candidates,
                &mut points,
            )?;
            (cfg.xla, t, exposed)
        };
        // Each step from the best thresholds so far, the first that beats them taken (one
        // schedule left for the cost-driven plan when the budget allows it).
        let mut steps_left = super::combine_thresholds::THRESHOLD_STEPS;
        let reserve = usize::from(cfg.budget > 3);
        'step: while steps_left > 0 && used + reserve < cfg.budget {
            for step in super::combine_thresholds::steps(&at.0, &at.2) {
                if steps_left == 0 || used + reserve >= cfg.budget {
                    break 'step;
                }
                let mut x = m.clone();
                let plan = apply_xla(&mut x, &step.thresholds)?;
                let grouping = bucket_bytes(&x);
                if groupings.contains(&grouping) {
                    continue;
                }
                groupings.push(grouping);
                used += 1;
                steps_left -= 1;
                let name = super::combine_thresholds::name(&step.thresholds);
                thresholds_of.insert(name.clone(), step.thresholds);
                let (t, exposed, ok) = try_candidate(
                    name,
                    x,
                    plan,
                    &mut best,
                    &mut best_name,
                    &mut candidates,
                    &mut points,
                )?;
                if ok && t < at.1 {
                    at = (step.thresholds, t, exposed);
                    continue 'step;
                }
            }
            break;
        }
    }
    // Cost-driven plans, each made on the best schedule so far.
    const ALPHAS: [f64; 5] = [1.0, 1.0, 2.0, 0.5, 4.0];
    let mut k = 0usize;
    let mut seen_plans: Vec<Vec<Bucket>> = Vec::new();
    while used < cfg.budget && k < ALPHAS.len() {
        let alpha = ALPHAS[k];
        k += 1;
        let timings = element_timings(m, &pairs, &best)?;
        let classes = classes_of(&pairs, &timings);
        let curves: Vec<PriceCurve> = classes
            .iter()
            .map(|(class, _)| {
                let mut c = PriceCurve::default();
                for (k, b, t) in &points {
                    if k == class {
                        c.add(*b, *t);
                    }
                }
                c.finish();
                c
            })
            .collect();
        let plan = dp_plan(&timings, &classes, &curves, alpha, cfg.xla.count);
        let buckets: Vec<Bucket> = plan.iter().map(|b| b.bucket.clone()).collect();
        if seen_plans.contains(&buckets) {
            continue;
        }
        seen_plans.push(buckets.clone());
        let mut x = m.clone();
        regroup(&mut x, entry, &pairs, &buckets)?;
        used += 1;
        let name = if alpha == 1.0 {
            format!("dp {}", seen_plans.len())
        } else {
            format!("dp {} (fixed latency x{alpha})", seen_plans.len())
        };
        try_candidate(
            name,
            x,
            plan,
            &mut best,
            &mut best_name,
            &mut candidates,
            &mut points,
        )?;
    }
    // The local search on bucket boundaries, from the best grouping, each move scheduled in
    // full: its best is a candidate like the others.
    let instructions: usize = m.computations.iter().map(|c| c.instructions.len()).sum();
    let search_budget = cfg
        .search
        .unwrap_or_else(|| super::combine_search::default_budget(instructions));
    if search_budget > 0 {
        let searched = super::combine_search::search_from(
            m,
            est,
            opts,
            thresholds_of.get(&best_name),
            search_budget,
            (&pairs, &best),
        )?;
        if let Some((t, found)) = searched {
            let name = format!("search ({} of {} moves kept)", found.kept, found.replays);
            record(&name, &t, &mut candidates);
            price_points(&t, &mut points);
            if fits(&t.outcome, opts) && t.outcome.after.makespan_s < best.outcome.after.makespan_s
            {
                best = t;
                best_name = name;
            }
        }
    }
    let name = best_name.clone();
    let mut out = finish(
        m,
        best,
        input_eval,
        before_buckets,
        candidates,
        &name,
        cfg.mode,
    );
    if let Some(r) = out.combine.as_mut() {
        r.chosen = name;
    }
    Ok(out)
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
    m: &mut Module,
    t: Tried,
    before_eval: Option<super::module::ModuleEval>,
    before: BTreeMap<String, Vec<u64>>,
    candidates: Vec<Candidate>,
    chosen: &str,
    mode: CombineMode,
) -> ScheduleOutcome {
    let Tried {
        module,
        mut outcome,
        mut plan,
    } = t;
    let pairs = combinable_pairs(m, m.entry);
    if plan.is_empty() && chosen == "as given" {
        plan = input_plan(&pairs);
    }
    let boundaries = super::combine_report::explain_boundaries(m, &pairs, &plan);
    *m = module;
    if let Some(b) = before_eval {
        outcome.before = b;
    }
    outcome.combine = Some(CombineReport {
        mode,
        before,
        after: bucket_bytes(m),
        candidates,
        chosen: chosen.to_string(),
        boundaries,
    });
    outcome
}

/// What the dynamic programme needs of every element of `pairs` (the entry's, on the input
/// module `m`), from the schedule of candidate `t`: positions in its order, times on its
/// compute stream with the waits taken out.
fn element_timings(
    m: &Module,
    pairs: &[CombinablePair],
    t: &Tried,
) -> Result<Vec<ElementTiming>, DriverError> {
    // The candidate may be regrouped: its elements are found by the instruction that
    // carries each result (kept by name) and by the operand.
    let tm = &t.module;
    let tc = tm.entry;
    let comp = tm.computation(tc);
    let mut pos = vec![usize::MAX; comp.instructions.len()];
    for (i, id) in comp.order.iter().enumerate() {
        pos[id.index()] = i;
    }
    // Compute-stream times with the waits removed: each node starts when the previous ends.
    let entry_eval = t
        .outcome
        .after
        .computations
        .last()
        .ok_or_else(|| DriverError::new(&comp.name, "no entry computation was measured"))?;
    let instr_of = &t.outcome.entry_input_order;
    let mut slices: Vec<_> = entry_eval
        .timeline
        .slices
        .iter()
        .filter(|s| s.stream == Stream::Compute)
        .collect();
    slices.sort_by(|a, b| a.start.total_cmp(&b.start).then(a.node.cmp(&b.node)));
    let mut ideal = vec![(0.0f64, 0.0f64); comp.instructions.len()];
    let mut clock = 0.0;
    for s in slices {
        let d = (s.end - s.start).max(0.0);
        if let Some(i) = instr_of.get(s.node.index()) {
            if let Some(slot) = ideal.get_mut(i.index()) {
                *slot = (clock, clock + d);
            }
        }
        clock += d;
    }
    let users = Users::new(comp);
    let name_map: BTreeMap<&str, InstrId> = comp
        .ids()
        .map(|i| (comp.instr(i).name.as_str(), i))
        .collect();
    let src = m.computation(m.entry);
    let find = |id: InstrId| name_map.get(src.instr(id).name.as_str()).copied();
    let mut out = Vec::new();
    for (p, pr) in pairs.iter().enumerate() {
        for (e, el) in pr.elements.iter().enumerate() {
            let op = find(el.operand);
            let op_pos = op.map_or(0, |o| pos[o.index()]);
            let ready_s = op.map_or(0.0, |o| ideal[o.index()].1);
            let value = el.value.and_then(find);
            // The readers of the result: through the get-tuple-element when there is one.
            let (use_pos, need_s) = match value {
                None => (usize::MAX, f64::INFINITY),
                Some(v) => {
                    let vi = comp.instr(v);
                    let readers = users.users(v);
                    let via_gte = vi.opcode == crate::hlo::Opcode::GetTupleElement;
                    let up = if via_gte {
                        pos[v.index()]
                    } else {
                        readers
                            .iter()
                            .map(|r| pos[r.index()])
                            .min()
                            .unwrap_or(usize::MAX)
                    };
                    let need = readers
                        .iter()
                        .map(|r| ideal[r.index()].0)
                        .fold(f64::INFINITY, f64::min);
                    (up, need)
                }
            };
            out.push(ElementTiming {
                at: (p, e),
                op_pos,
                use_pos,
                ready_s,
                need_s,
                bytes: el.bytes,
            });
        }
    }
    Ok(out)
}
