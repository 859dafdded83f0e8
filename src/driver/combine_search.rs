//! The local search on bucket boundaries that `--combine auto` runs after its candidates: from
//! the best grouping found, move one boundary between two neighbouring buckets of a class
//! (the last element of one into the next, or the next's first back), merge two neighbours, or
//! split one in two, and keep a move when the scheduler's replay says it is faster.
//!
//! The judge is the scheduler itself: each move's module is scheduled in full and replayed,
//! compared with the best so far. The budget is counted in such schedules (by default fewer
//! on a large module, [`default_budget`]), never the clock, so the same input gives the same
//! result. Moves are tried around the buckets whose dones waited longest
//! in the best schedule first (first improvement, then the moves of the new grouping).
//! A reduced judge (one list-scheduler run instead of the portfolio) was tried first: it costs
//! nearly as much (graph building and pricing dominate) and its gains did not survive the full
//! schedule (llama_gqa: 3 moves kept by it, 0 us gained in full).

use super::combine::{fits, input_plan, plain, xla_on, Tried};
use super::combine_plan::{Boundary, PlannedBucket, XlaThresholds};
use super::error::DriverError;
use super::module::ScheduleOutcome;
use super::options::DriverOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::combine::{combinable_pairs, CombinablePair};
use crate::hlo::combine_cycle::grouping_makes_cycle;
use crate::hlo::combine_rewrite::{regroup, Bucket};
use crate::hlo::param_copies::DroppedCopy;
use crate::hlo::{Module, Opcode};
use crate::sched::Stream;
use std::collections::{BTreeMap, BTreeSet};

/// The default budget of the local search ([`super::combine::CombineConfig::search`] unset):
/// at most this many schedules...
pub const SEARCH_BUDGET: usize = 8;

/// ...and at most as many as hold this many instructions in all (none above it), so its cost
/// stays within a few full schedules on large modules.
pub const SEARCH_INSTRUCTIONS: usize = 60_000;

/// The default budget for a module of `instructions` instructions; none where that is a
/// single move (a move is a full schedule, and one alone kept nothing on the corpus:
/// transformer48's, a seventh of `auto`'s time there).
pub fn default_budget(instructions: usize) -> usize {
    match (SEARCH_INSTRUCTIONS / instructions.max(1)).min(SEARCH_BUDGET) {
        1 => 0,
        n => n,
    }
}

/// The search's budget on module `m` under `cfg`: its own, or [`default_budget`] by size.
pub fn budget_for(cfg: &super::combine::CombineConfig, m: &Module) -> usize {
    cfg.search
        .unwrap_or_else(|| default_budget(m.instruction_count()))
}

/// Where the search starts: a grouping of the entry's `pairs` and what its best schedule said.
pub(crate) struct Start<'a> {
    /// The entry's combinable pairs the plan indexes.
    pub pairs: &'a [CombinablePair],
    /// The grouping, covering every element of `pairs`.
    pub plan: &'a [PlannedBucket],
    /// Its makespan, seconds (the schedule's the moves must beat).
    pub makespan_s: f64,
    /// Per pair: its position in the best schedule (the done's) and the seconds the compute
    /// stream waited just before it there.
    pub timing: &'a [(usize, f64)],
}

/// The judge's verdict on one grouping.
pub(crate) enum Verdict {
    /// The rewrite refused it (it would make a cycle): no schedule was run.
    Refused,
    /// Its schedule breaks the memory limit.
    OverLimit,
    /// Its schedule's makespan, seconds.
    Makespan(f64),
}

/// What the search found.
pub(crate) struct Found {
    /// The grouping it ends on (the start's when no move helped), each bucket with why.
    pub plan: Vec<PlannedBucket>,
    /// Moves kept.
    pub kept: usize,
    /// Schedules run.
    pub replays: usize,
}

/// A grouping: per class, its buckets in the order of their first element's position; each
/// bucket's elements by position.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Grouping(Vec<Vec<Vec<(usize, usize)>>>);

impl Grouping {
    fn normalize(&mut self, key: &dyn Fn((usize, usize)) -> (usize, usize, usize)) {
        for class in &mut self.0 {
            class.retain(|b| !b.is_empty());
            for b in class.iter_mut() {
                b.sort_by_key(|&x| key(x));
            }
            class.sort_by_key(|b| key(b[0]));
        }
    }

    fn buckets(&self) -> Vec<Bucket> {
        self.0.iter().flatten().cloned().collect()
    }
}

/// A move on a grouping: which class, which bucket (and its next), what.
#[derive(Clone, Copy, Debug)]
enum Move {
    /// Bucket `i` and `i + 1` become one.
    Merge(usize, usize),
    /// The last element of bucket `i` goes to bucket `i + 1`.
    Later(usize, usize),
    /// The first element of bucket `i + 1` goes to bucket `i`.
    Earlier(usize, usize),
    /// Bucket `i` is cut in two halves.
    Split(usize, usize),
    /// Bucket `j` joins bucket `i` (any two of a class, not only neighbours).
    Join(usize, usize, usize),
}

fn apply(g: &Grouping, mv: Move) -> Option<Grouping> {
    let mut g = g.clone();
    match mv {
        Move::Merge(c, i) => {
            let next = std::mem::take(g.0.get_mut(c)?.get_mut(i + 1)?);
            g.0[c][i].extend(next);
        }
        Move::Later(c, i) => {
            let class = g.0.get_mut(c)?;
            if class.get(i)?.len() < 2 || class.get(i + 1).is_none() {
                return None;
            }
            let x = class[i].pop()?;
            class[i + 1].insert(0, x);
        }
        Move::Earlier(c, i) => {
            let class = g.0.get_mut(c)?;
            if class.get(i + 1)?.len() < 2 {
                return None;
            }
            let x = class[i + 1].remove(0);
            class[i].push(x);
        }
        Move::Join(c, i, j) => {
            let class = g.0.get_mut(c)?;
            if i == j || class.get(i).is_none() {
                return None;
            }
            let other = std::mem::take(class.get_mut(j)?);
            class[i].extend(other);
        }
        Move::Split(c, i) => {
            let class = g.0.get_mut(c)?;
            let b = class.get_mut(i)?;
            if b.len() < 2 {
                return None;
            }
            let tail = b.split_off(b.len() / 2);
            class.insert(i + 1, tail);
        }
    }
    Some(g)
}

/// Every move of `g`, the most promising first: around the buckets whose elements' dones
/// waited longest (`wait` per bucket: a move's weight is that of the buckets it changes),
/// merges and boundary moves before splits and joins of distant buckets; ties by position,
/// so the order is fixed.
fn moves<W>(g: &Grouping, wait: &W) -> Vec<Move>
where
    W: Fn(&[(usize, usize)]) -> f64,
{
    let mut out: Vec<(f64, usize, Move)> = Vec::new();
    for (c, class) in g.0.iter().enumerate() {
        let w: Vec<f64> = class.iter().map(|b| wait(b)).collect();
        for i in 0..class.len() {
            if i + 1 < class.len() {
                let pair = w[i] + w[i + 1];
                out.push((pair, 0, Move::Merge(c, i)));
                out.push((pair, 1, Move::Later(c, i)));
                out.push((pair, 2, Move::Earlier(c, i)));
            }
            out.push((w[i], 3, Move::Split(c, i)));
            for j in i + 2..class.len() {
                out.push((w[i] + w[j], 4, Move::Join(c, i, j)));
            }
        }
    }
    // Stable: equal keys keep the class and position order they were made in.
    out.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    out.into_iter().map(|(_, _, m)| m).collect()
}

/// Hill-climbs from `start` with at most `budget` schedules; `judge` gives the [`Verdict`]
/// on a regrouping of the entry into these buckets (a refused one costs no schedule; an `Err`
/// only for a failure that is not the grouping's fault). A move is kept when its makespan is
/// below the best so far. `None` when there is nothing to move or no budget.
pub(crate) fn search(
    start: &Start,
    budget: usize,
    judge: &mut dyn FnMut(&[Bucket]) -> Result<Verdict, DriverError>,
) -> Result<Option<Found>, DriverError> {
    if budget == 0 {
        return Ok(None);
    }
    let pairs = start.pairs;
    let pos = |(p, e): (usize, usize)| (start.timing.get(p).map_or(usize::MAX, |t| t.0), p, e);
    // Classes in the order of their first bucket in the plan.
    let mut class_ix: BTreeMap<&str, usize> = BTreeMap::new();
    let mut g = Grouping(Vec::new());
    for b in start.plan {
        let Some(&(p0, _)) = b.bucket.first() else {
            continue;
        };
        let Some(pr) = pairs.get(p0) else { continue };
        let k = class_ix.len();
        let c = *class_ix.entry(pr.class.as_str()).or_insert(k);
        if c == g.0.len() {
            g.0.push(Vec::new());
        }
        g.0[c].push(b.bucket.clone());
    }
    g.normalize(&pos);
    if g.0
        .iter()
        .all(|c| c.len() < 2 && c.iter().all(|b| b.len() < 2))
    {
        return Ok(None);
    }
    let wait = |b: &[(usize, usize)]| -> f64 {
        let mut seen: BTreeSet<usize> = BTreeSet::new();
        b.iter()
            .filter(|x| seen.insert(x.0))
            .map(|&(p, _)| start.timing.get(p).map_or(0.0, |t| t.1))
            .sum()
    };
    let mut replays = 0usize;
    let first = start.makespan_s;
    let mut cur = first;
    let spent = |replays: usize| replays >= budget;
    let mut tried: BTreeSet<Grouping> = BTreeSet::new();
    tried.insert(g.clone());
    let mut kept = 0usize;
    // Groupings the rewrite refused cost no schedule, but each costs a cycle check over the
    // entry (and, when the check passes, a module copy and rewrite): at most this many.
    let mut refused_left = budget.saturating_mul(32);
    'climb: while !spent(replays) {
        for mv in moves(&g, &wait) {
            if spent(replays) {
                break 'climb;
            }
            let Some(mut next) = apply(&g, mv) else {
                continue;
            };
            next.normalize(&pos);
            if !tried.insert(next.clone()) {
                continue;
            }
            let t = match judge(&next.buckets())? {
                Verdict::Refused => {
                    refused_left = refused_left.saturating_sub(1);
                    if refused_left == 0 {
                        break 'climb;
                    }
                    continue;
                }
                Verdict::OverLimit => {
                    replays += 1;
                    continue;
                }
                Verdict::Makespan(t) => t,
            };
            replays += 1;
            if t < cur * (1.0 - 1e-9) {
                cur = t;
                g = next;
                kept += 1;
                continue 'climb;
            }
        }
        break;
    }
    // Why each bucket ends: the start's reason where the bucket is the start's, else the
    // search's.
    let old: BTreeMap<Vec<(usize, usize)>, &Boundary> = start
        .plan
        .iter()
        .map(|b| {
            let mut k = b.bucket.clone();
            k.sort_by_key(|&x| pos(x));
            (k, &b.boundary)
        })
        .collect();
    let plan =
        g.0.iter()
            .flat_map(|class| {
                let n = class.len();
                class.iter().enumerate().map(move |(i, b)| (i + 1 == n, b))
            })
            .map(|(last, b)| PlannedBucket {
                bucket: b.clone(),
                boundary: match old.get(b) {
                    Some(Boundary::Kept) => Boundary::KeptBySearch,
                    Some(&r) => r.clone(),
                    None if last => Boundary::End,
                    None => Boundary::Searched {
                        gain_s: (first - cur).max(0.0),
                    },
                },
            })
            .collect();
    Ok(Some(Found {
        plan,
        kept,
        replays,
    }))
}

/// Runs the local search ([`super::combine_search::search`]) from the best candidate `best`
/// (its plan indexes the entry's `pairs` of the input `m`; `xla`: the thresholds that
/// grouped its other computations, when it is an XLA-style candidate): the best move's
/// schedule and what the search found, when it kept a move.
pub(super) fn search_from(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    xla: Option<&XlaThresholds>,
    budget: usize,
    (pairs, best): (&[CombinablePair], &Tried),
) -> Result<Option<(Tried, Found)>, DriverError> {
    // The module the search regroups: the input, with XLA's grouping of the other
    // computations when the best is an XLA-style candidate (`xla`, its thresholds), so only
    // the entry's buckets move.
    let mut base = m.clone();
    if let Some(t) = xla {
        xla_on(&mut base, t, false)?;
    }
    let entry = base.entry;
    let base_pairs = combinable_pairs(&base, entry);
    let same = base_pairs.len() == pairs.len()
        && base_pairs.iter().zip(pairs).all(|(a, b)| {
            a.start == b.start && a.done == b.done && a.elements.len() == b.elements.len()
        });
    let Some(entry_eval) = best.outcome.after.computations.last() else {
        return Ok(None);
    };
    if !same || !fits(&best.outcome, opts) {
        return Ok(None);
    }
    let whole: Vec<PlannedBucket>;
    let plan = if best.plan.is_empty() {
        whole = input_plan(pairs);
        &whole
    } else {
        &best.plan
    };
    let timing = pair_timing(
        m,
        pairs,
        &best.module,
        &entry_eval.timeline,
        &best.outcome.entry_input_order,
    );
    let base_opts = plain(opts);
    // The best move's schedule, by the search's own rule (strictly faster than the best so
    // far), so it is the schedule of the grouping the search ends on.
    let mut kept: Option<(Module, Vec<DroppedCopy>, ScheduleOutcome)> = None;
    let mut bar = best.outcome.after.makespan_s;
    let mut judge = |buckets: &[Bucket]| -> Result<Verdict, DriverError> {
        if grouping_makes_cycle(&base, entry, &base_pairs, buckets) {
            return Ok(Verdict::Refused);
        }
        let mut x = base.clone();
        if regroup(&mut x, entry, &base_pairs, buckets).is_err() {
            return Ok(Verdict::Refused);
        }
        let (dropped, outcome) = super::combine::schedule_candidate(&mut x, est, &base_opts)?;
        if !fits(&outcome, opts) {
            return Ok(Verdict::OverLimit);
        }
        let t = outcome.after.makespan_s;
        if t < bar * (1.0 - 1e-9) {
            bar = t;
            kept = Some((x, dropped, outcome));
        }
        Ok(Verdict::Makespan(t))
    };
    let start = Start {
        pairs,
        plan,
        makespan_s: best.outcome.after.makespan_s,
        timing: &timing,
    };
    let found = search(&start, budget, &mut judge)?;
    match (found, kept) {
        (Some(found), Some((x, dropped, outcome))) if found.kept > 0 => {
            let t = Tried::new((x, dropped), outcome, found.plan.clone());
            Ok(Some((t, found)))
        }
        _ => Ok(None),
    }
}

/// Per pair of `pairs` (the entry's, of the module the plan indexes): the position of its
/// done in the entry order of `scheduled` (found by name, through the `get-tuple-element`
/// that carries it when the pair was merged there; `usize::MAX` when absent) and the seconds
/// the compute stream waited just before that done and just before its start in `timeline`,
/// whose node `k` is instruction `node_instr[k]` of `scheduled`'s entry.
pub(crate) fn pair_timing(
    m: &Module,
    pairs: &[CombinablePair],
    scheduled: &Module,
    timeline: &crate::sched::Timeline,
    node_instr: &[crate::hlo::InstrId],
) -> Vec<(usize, f64)> {
    let comp = scheduled.computation(scheduled.entry);
    let mut pos = vec![usize::MAX; comp.instructions.len()];
    for (i, id) in comp.order.iter().enumerate() {
        pos[id.index()] = i;
    }
    let mut wait = vec![0.0f64; comp.instructions.len()];
    let mut slices: Vec<_> = timeline
        .slices
        .iter()
        .filter(|s| s.stream == Stream::Compute)
        .collect();
    slices.sort_by(|a, b| a.start.total_cmp(&b.start).then(a.node.cmp(&b.node)));
    let mut free = 0.0f64;
    for s in slices {
        if let Some(i) = node_instr.get(s.node.index()) {
            if let Some(w) = wait.get_mut(i.index()) {
                *w = (s.start - free).max(0.0);
            }
        }
        free = free.max(s.end);
    }
    let by_name: BTreeMap<&str, usize> = comp
        .ids()
        .map(|i| (comp.instr(i).name.as_str(), i.index()))
        .collect();
    let src = m.computation(m.entry);
    pairs
        .iter()
        .map(|p| {
            let Some(&i) = by_name.get(src.instr(p.done).name.as_str()) else {
                return (usize::MAX, 0.0);
            };
            // A merged pair's element is carried by a get-tuple-element of the new done.
            let mut done = &comp.instructions[i];
            let mut d = i;
            if done.opcode == Opcode::GetTupleElement {
                if let Some(&o) = done.operands.first() {
                    d = o.index();
                    done = comp.instr(o);
                }
            }
            let start_wait = done
                .operands
                .first()
                .and_then(|s| wait.get(s.index()))
                .copied()
                .unwrap_or(0.0);
            (
                pos.get(d).copied().unwrap_or(usize::MAX),
                wait.get(d).copied().unwrap_or(0.0) + start_wait,
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_keeps_each_element_exactly_once() {
        let g = Grouping(vec![
            vec![
                vec![(0, 0), (1, 0)],
                vec![(2, 0)],
                vec![(3, 0), (3, 1), (4, 0)],
            ],
            vec![vec![(5, 0)], vec![(6, 0)]],
        ]);
        let all = |g: &Grouping| {
            let mut v: Vec<(usize, usize)> = g.0.iter().flatten().flatten().copied().collect();
            v.sort();
            v
        };
        let wait = |b: &[(usize, usize)]| b.len() as f64;
        let ms = moves(&g, &wait);
        assert!(ms.len() >= 10, "{ms:?}");
        let mut made = 0;
        for mv in ms {
            if let Some(mut n) = apply(&g, mv) {
                n.normalize(&|(p, e)| (p, p, e));
                assert_eq!(all(&n), all(&g), "{mv:?}");
                assert!(n.0.iter().flatten().all(|b| !b.is_empty()));
                assert_ne!(n, g, "{mv:?} changed nothing");
                made += 1;
            }
        }
        assert!(made >= 8);
        // A move that cannot apply is refused, not a panic.
        assert!(apply(&g, Move::Later(0, 1)).is_none());
        assert!(apply(&g, Move::Merge(1, 1)).is_none());
        assert!(apply(&g, Move::Join(0, 0, 0)).is_none());
    }
}
