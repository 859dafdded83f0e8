//! `--combine auto`'s candidate groupings other than the input as given, each scheduled in
//! full: XLA's threshold grouping, the threshold steps of [`super::combine_thresholds`] from
//! it, then the cost-driven plans of [`super::combine_plan::dp_plan`] made on the best
//! schedule so far (with what the dynamic programme reads of that schedule). Where no local
//! search follows, the first plan is made on XLA's schedule, beside the threshold steps.

use super::combine::{
    apply_xla, beats, bucket_bytes, fits, plain, price_points, record, Candidate, Chosen, Points,
    Tried,
};
use super::combine_plan::{
    classes_of, dp_plan, ElementTiming, PlannedBucket, PriceCurve, XlaThresholds,
};
use super::error::DriverError;
use super::options::DriverOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::combine::CombinablePair;
use crate::hlo::combine_rewrite::{regroup, Bucket};
use crate::hlo::query::Users;
use crate::hlo::{InstrId, Module};
use crate::sched::Stream;
use std::collections::BTreeMap;

/// What trying the groupings other than the input as given found.
pub(super) struct Groupings {
    /// The best of them (the input as given when XLA's grouping is the input's).
    pub(super) chosen: Chosen,
    /// Every one tried, in order.
    pub(super) candidates: Vec<Candidate>,
    /// The input as given's record, when XLA's grouping is the input's (it was scheduled as
    /// that candidate).
    pub(super) given: Option<Candidate>,
}

/// `auto`'s groupings other than the input as given, each scheduled in full: XLA's threshold
/// grouping, the threshold steps from it, then the cost-driven plans made on the best schedule
/// so far; within [`CombineConfig::budget`] (the input as given counts as one).
pub(super) fn try_groupings(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    (pairs, input_buckets): (&[CombinablePair], &BTreeMap<String, Vec<u64>>),
    points: &mut Points,
) -> Result<Groupings, DriverError> {
    let cfg = &opts.combine;
    let base = plain(opts);
    // The input's collectives priced: the small end of the price curves.
    price_points(m, pairs, est, points);
    let mut candidates = Vec::new();
    // XLA's threshold grouping of the input's elements (the budget is at least 2 here).
    let (x, plan) = crate::phases::time("combine regroup", || {
        let mut x = m.clone();
        apply_xla(&mut x, &cfg.xla).map(|p| (x, p))
    })?;
    let mut groupings = vec![bucket_bytes(&x)];
    // Full schedules so far, the input as given counted (scheduled or not).
    let mut used = 2usize;
    let mut given = None;
    // (Other buckets than the input's: another module, without comparing the two.)
    let first = if groupings[0] == *input_buckets && x == *m {
        used = 1;
        // XLA's grouping is the input's: scheduled once, as the input as given (which wins
        // a tie), its plan saying why the input's buckets end where they do.
        let t = schedule_grouped(x, plan, est, &base)?;
        let r = record("as given", &t, opts);
        candidates.push(Candidate {
            name: "xla".into(),
            ..r.clone()
        });
        given = Some(r);
        Chosen {
            tried: t,
            name: "as given".into(),
            thresholds: None,
        }
    } else {
        let t = schedule_grouped(x, plan, est, &base)?;
        candidates.push(record("xla", &t, opts));
        price_points(&t.module, &t.entry_pairs, est, points);
        Chosen {
            tried: t,
            name: "xla".into(),
            thresholds: Some(cfg.xla),
        }
    };
    let mut best = first;
    let consider = |name: String,
                    t: Tried,
                    thresholds: Option<XlaThresholds>,
                    best: &mut Chosen,
                    candidates: &mut Vec<Candidate>,
                    points: &mut Points| {
        crate::phases::time("combine record", || {
            candidates.push(record(&name, &t, opts));
            price_points(&t.module, &t.entry_pairs, est, points);
        });
        let loser = if beats(&t, &best.tried, opts) {
            let next = Chosen {
                tried: t,
                name,
                thresholds,
            };
            std::mem::replace(best, next).tried
        } else {
            t
        };
        crate::beside::drop_beside(opts.sched.threads, loser);
    };
    // The threshold steps from XLA's thresholds, then the cost-driven plans, each made on the
    // best schedule so far. Where no local search follows (a large module, where the cost of
    // `auto` is three schedules' time), the first plan is made on XLA's schedule instead, so it
    // and the steps, neither reading the other, run side by side on two cores; they are
    // judged in the same order.
    let reserve = usize::from(cfg.budget > 3);
    let step_slots = cfg.budget.saturating_sub(used + reserve);
    let dp_first =
        reserve == 1 && used < cfg.budget && super::combine_search::budget_for(cfg, m) == 0;
    let parallel = dp_first && step_slots > 0 && crate::beside::second_core(opts.sched.threads);
    let mut seen_plans: Vec<Vec<Bucket>> = Vec::new();
    let xla_buckets = groupings[0].clone();
    let (planned, stepped) = {
        let (best, points) = (&best, &*points);
        crate::beside::beside(
            parallel,
            || {
                dp_first
                    .then(|| {
                        let made = plan_on(m, pairs, (best, points), (ALPHAS[0], cfg.xla.count))?;
                        schedule_plan(m, (est, &base), pairs, made)
                    })
                    .transpose()
            },
            || {
                let a = &best.tried.outcome.after;
                let from = (cfg.xla, xla_buckets, a.makespan_s, a.exposed_s.clone());
                threshold_steps(m, (est, &base, opts), from, &mut groupings, step_slots)
            },
        )
    };
    for (name, t, thresholds) in stepped? {
        used += 1;
        consider(
            name,
            t,
            Some(thresholds),
            &mut best,
            &mut candidates,
            points,
        );
    }
    let mut k = 0usize;
    if let Some((buckets, t)) = planned? {
        k = 1;
        used += 1;
        seen_plans.push(buckets);
        let name = dp_name(seen_plans.len(), ALPHAS[0]);
        consider(name, t, None, &mut best, &mut candidates, points);
    }
    // More cost-driven plans while the budget lasts, each made on the best schedule so far.
    while used < cfg.budget && k < ALPHAS.len() {
        let alpha = ALPHAS[k];
        k += 1;
        let made = plan_on(m, pairs, (&best, points), (alpha, cfg.xla.count))?;
        if seen_plans.contains(&made.0) {
            continue;
        }
        let (buckets, t) = schedule_plan(m, (est, &base), pairs, made)?;
        used += 1;
        seen_plans.push(buckets);
        let name = dp_name(seen_plans.len(), alpha);
        consider(name, t, None, &mut best, &mut candidates, points);
    }
    Ok(Groupings {
        chosen: best,
        candidates,
        given,
    })
}

/// The fixed-latency weights of the cost-driven plans, in the order tried.
const ALPHAS: [f64; 5] = [1.0, 1.0, 2.0, 0.5, 4.0];

/// A cost-driven plan's candidate name.
fn dp_name(n: usize, alpha: f64) -> String {
    if alpha == 1.0 {
        format!("dp {n}")
    } else {
        format!("dp {n} (fixed latency x{alpha})")
    }
}

/// Where a threshold step starts: the thresholds, their grouping's bucket bytes per kind,
/// their schedule's makespan and exposed time per kind.
type StepFrom = (
    XlaThresholds,
    BTreeMap<String, Vec<u64>>,
    f64,
    BTreeMap<String, f64>,
);

/// The threshold steps from XLA's thresholds (`from`), at most `slots` schedules and
/// [`super::combine_thresholds::THRESHOLD_STEPS`]: the first step that beats the thresholds
/// it came from, fitting, becomes the next start. A step whose grouping is in `groupings`
/// already costs no schedule. Returns each scheduled step, in order, with its name and
/// thresholds.
fn threshold_steps(
    m: &Module,
    (est, base, opts): (&dyn LatencyEstimator, &DriverOptions, &DriverOptions),
    from: StepFrom,
    groupings: &mut Vec<BTreeMap<String, Vec<u64>>>,
    slots: usize,
) -> Result<Vec<(String, Tried, XlaThresholds)>, DriverError> {
    let mut at = from;
    let mut out = Vec::new();
    let mut left = super::combine_thresholds::THRESHOLD_STEPS.min(slots);
    'step: while left > 0 {
        for step in super::combine_thresholds::steps(&at.0, &at.1, &at.3) {
            if left == 0 {
                break 'step;
            }
            let (x, plan) = crate::phases::time("combine regroup", || {
                let mut x = m.clone();
                apply_xla(&mut x, &step.thresholds).map(|p| (x, p))
            })?;
            let grouping = crate::phases::time("combine record", || bucket_bytes(&x));
            if groupings.contains(&grouping) {
                continue;
            }
            groupings.push(grouping.clone());
            left -= 1;
            let t = schedule_grouped(x, plan, est, base)?;
            let (makespan, ok) = (t.outcome.after.makespan_s, fits(&t.outcome, opts));
            let exposed = t.outcome.after.exposed_s.clone();
            out.push((
                super::combine_thresholds::name(&step.thresholds),
                t,
                step.thresholds,
            ));
            if ok && makespan < at.2 {
                at = (step.thresholds, grouping, makespan, exposed);
                continue 'step;
            }
        }
        break;
    }
    Ok(out)
}

/// A grouped module scheduled in full ([`super::combine::schedule_candidate`]).
fn schedule_grouped(
    module: Module,
    plan: Vec<PlannedBucket>,
    est: &dyn LatencyEstimator,
    base: &DriverOptions,
) -> Result<Tried, DriverError> {
    let mut module = module;
    let (dropped, outcome) = super::combine::schedule_candidate(&mut module, est, base)?;
    Ok(Tried::new((module, dropped), outcome, plan))
}

/// The cost-driven plan made on `best`'s schedule with fixed-latency weight `alpha`, the
/// price curves from `points`: its buckets and the plan.
fn plan_on(
    m: &Module,
    pairs: &[CombinablePair],
    (best, points): (&Chosen, &Points),
    (alpha, count): (f64, usize),
) -> Result<(Vec<Bucket>, Vec<PlannedBucket>), DriverError> {
    let timings = crate::phases::time("combine plan", || element_timings(m, pairs, &best.tried))?;
    let classes = classes_of(pairs, &timings);
    let curves: Vec<PriceCurve> = classes
        .iter()
        .map(|(class, _)| {
            let mut c = PriceCurve::default();
            for (k, b, t) in points.iter() {
                if k == class {
                    c.add(*b, *t);
                }
            }
            c.finish();
            c
        })
        .collect();
    let plan = crate::phases::time("combine plan", || {
        dp_plan(&timings, &classes, &curves, alpha, count)
    });
    Ok((plan.iter().map(|b| b.bucket.clone()).collect(), plan))
}

/// A plan's grouping of the input `m`'s entry, scheduled in full: its buckets and the
/// candidate.
fn schedule_plan(
    m: &Module,
    (est, base): (&dyn LatencyEstimator, &DriverOptions),
    pairs: &[CombinablePair],
    (buckets, plan): (Vec<Bucket>, Vec<PlannedBucket>),
) -> Result<(Vec<Bucket>, Tried), DriverError> {
    let x = crate::phases::time("combine regroup", || {
        let mut x = m.clone();
        regroup(&mut x, m.entry, pairs, &buckets).map(|_| x)
    })?;
    Ok((buckets, schedule_grouped(x, plan, est, base)?))
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
