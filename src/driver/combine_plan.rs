//! The two ways buckets are chosen: XLA's threshold combiner reproduced ([`xla_plan`]), and
//! lhsched's cost-driven dynamic programme ([`dp_plan`]) over each class's elements in the
//! order of their first use, priced by the cost model and timed by a replayed schedule.

use super::error::CombineOptionError;
use crate::hlo::combine::{CombinablePair, CombineKind};
use crate::hlo::combine_rewrite::Bucket;
use crate::hlo::query::Users;
use crate::hlo::{CompId, InstrId, Module};
use std::collections::{BTreeMap, VecDeque};

/// XLA's combiner thresholds (`--xla_gpu_{all_gather,reduce_scatter,all_reduce}_combine_threshold_bytes`,
/// default 30 MiB + 7 each: `kDefault*CombineThreshold` in `xla/service/collective_utils.h`)
/// and the operand-count limit of `CombineInstructionsByKey` (256, as the GPU pipeline builds
/// the combiners).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XlaThresholds {
    /// All-gather bucket bytes (results).
    pub all_gather: u64,
    /// Reduce-scatter bucket bytes (results).
    pub reduce_scatter: u64,
    /// All-reduce bucket bytes.
    pub all_reduce: u64,
    /// Members per bucket at most (all-gathers and all-reduces: XLA:GPU does not limit its
    /// reduce-scatter buckets in count, see [`xla_plan`]).
    pub count: usize,
}

/// XLA's default byte threshold, 30 MiB + 7.
pub const XLA_DEFAULT_THRESHOLD: u64 = 30 * 1024 * 1024 + 7;

impl Default for XlaThresholds {
    fn default() -> Self {
        XlaThresholds {
            all_gather: XLA_DEFAULT_THRESHOLD,
            reduce_scatter: XLA_DEFAULT_THRESHOLD,
            all_reduce: XLA_DEFAULT_THRESHOLD,
            count: 256,
        }
    }
}

impl XlaThresholds {
    /// XLA's defaults overridden by the combiner flags in an `XLA_FLAGS` value (other flags
    /// are ignored; the last of a repeated flag wins). A value that is not a whole number is
    /// an error naming the flag.
    pub fn from_xla_flags(flags: &str) -> Result<XlaThresholds, CombineOptionError> {
        let mut t = XlaThresholds::default();
        for tok in flags.split_whitespace() {
            let tok = tok.trim_start_matches('-');
            let Some((k, v)) = tok.split_once('=') else {
                continue;
            };
            let slot = match k {
                "xla_gpu_all_gather_combine_threshold_bytes" => &mut t.all_gather,
                "xla_gpu_reduce_scatter_combine_threshold_bytes" => &mut t.reduce_scatter,
                "xla_gpu_all_reduce_combine_threshold_bytes" => &mut t.all_reduce,
                _ => continue,
            };
            let v = v.trim_matches(|c| c == '"' || c == '\'');
            *slot = v
                .parse::<i64>()
                .map_err(|_| CombineOptionError::Threshold {
                    flag: k.to_string(),
                    value: v.to_string(),
                })?
                .max(0) as u64;
        }
        Ok(t)
    }

    /// The threshold for pairs of this kind.
    pub fn bytes_for(&self, kind: crate::hlo::combine::CombineKind) -> u64 {
        use crate::hlo::combine::CombineKind::*;
        match kind {
            AllGather => self.all_gather,
            ReduceScatter => self.reduce_scatter,
            AllReduce => self.all_reduce,
        }
    }
}

/// Forward reachability on one computation's operand and control edges, with the pairs of
/// buckets already formed contracted (reaching one member's start or done reaches every
/// member's done), as XLA recomputes its reachability after each combined group.
struct Reach<'a> {
    users: Users,
    pairs: &'a [CombinablePair],
    /// Per instruction: the formed bucket whose member's start or done it is.
    bucket_of: Vec<Option<usize>>,
    formed: Vec<Vec<usize>>,
}

impl<'a> Reach<'a> {
    fn new(m: &Module, c: CompId, pairs: &'a [CombinablePair]) -> Reach<'a> {
        let comp = m.computation(c);
        Reach {
            users: Users::new(comp),
            pairs,
            bucket_of: vec![None; comp.instructions.len()],
            formed: Vec::new(),
        }
    }

    fn form(&mut self, members: &[usize]) {
        let b = self.formed.len();
        for &p in members {
            self.bucket_of[self.pairs[p].start.index()] = Some(b);
            self.bucket_of[self.pairs[p].done.index()] = Some(b);
        }
        self.formed.push(members.to_vec());
    }

    /// Every instruction reachable from `from` (included), marked in `seen`.
    fn extend(&self, seen: &mut [bool], from: &[InstrId]) {
        let mut q: VecDeque<InstrId> = VecDeque::new();
        for &f in from {
            if !seen[f.index()] {
                seen[f.index()] = true;
                q.push_back(f);
            }
        }
        while let Some(x) = q.pop_front() {
            let mut push = |y: InstrId, q: &mut VecDeque<InstrId>| {
                if !seen[y.index()] {
                    seen[y.index()] = true;
                    q.push_back(y);
                }
            };
            for &u in self
                .users
                .users(x)
                .iter()
                .chain(self.users.control_successors(x))
            {
                push(u, &mut q);
            }
            if let Some(b) = self.bucket_of[x.index()] {
                for &p in &self.formed[b] {
                    push(self.pairs[p].done, &mut q);
                }
            }
        }
    }
}

/// XLA's threshold combiner on one computation's pairs (`CombineInstructionsByKey` in
/// `xla/service/collective_combiner_utils.h`, facts only): pairs visited in XLA's post order
/// of the computation ([`crate::hlo::Computation::post_order`] when the module is scheduled,
/// else its print order, which is that post order); a pass takes the first pair left as its
/// class and adds the later pairs of that class while the bytes stay within the threshold and
/// the count below the limit, stopping at the first that would exceed the bytes or that
/// depends on the group (with `both_ways`, also one the group depends on through a bucket
/// formed before); a pair over the threshold is left alone; passes repeat until every pair is
/// placed. A pair already combined (a module compiled with smaller thresholds) counts as one
/// member of its bytes, so the grouping from an uncombined module is the one XLA makes from
/// scratch. The member-count limit does not apply to reduce-scatters: XLA:GPU's buckets of
/// them are not limited in count (measured on XLA 0.10.2's output: transformer48 puts 289
/// gradients in one, transformer96 fills one to exactly 30 MiB and leaves 6 MiB; a limit of
/// 256, even with a second pass merging the first one's buckets, gives neither). Returns
/// buckets of whole pairs in the order of their first member, each with why it ends.
pub fn xla_plan(
    m: &Module,
    c: CompId,
    pairs: &[CombinablePair],
    t: &XlaThresholds,
    both_ways: bool,
) -> Vec<PlannedBucket> {
    let comp = m.computation(c);
    let n = comp.instructions.len();
    let mut pos = vec![0usize; n];
    for (i, id) in comp.order.iter().enumerate() {
        pos[id.index()] = i;
    }
    // XLA's combiners run on the unscheduled module and visit it in post order; a scheduled
    // input's print order is a schedule (async starts hoisted early), so its post order is
    // rebuilt. An unscheduled input is printed in post order already.
    let mut visit_pos = pos.clone();
    if m.is_scheduled() {
        for (i, id) in comp.post_order().iter().enumerate() {
            visit_pos[id.index()] = i;
        }
    }
    let mut visit: Vec<usize> = (0..pairs.len()).collect();
    visit.sort_by_key(|&p| (visit_pos[pairs[p].start.index()], p));
    let mut reach = Reach::new(m, c, pairs);
    let mut left = vec![true; pairs.len()];
    let mut buckets: Vec<(Vec<usize>, Boundary)> = Vec::new();
    loop {
        let mut group: Vec<usize> = Vec::new();
        let mut bytes = 0u64;
        let mut class: Option<&str> = None;
        let mut seen = vec![false; n];
        let mut end = Boundary::End;
        for &p in &visit {
            if !left[p] {
                continue;
            }
            let pr = &pairs[p];
            if let Some(k) = class {
                if pr.class != k {
                    continue;
                }
            }
            let limit = t.bytes_for(pr.kind);
            if pr.bytes() > limit {
                left[p] = false;
                buckets.push((vec![p], Boundary::OverThreshold { limit }));
                continue;
            }
            if class.is_some() {
                if bytes.saturating_add(pr.bytes()) > limit {
                    end = Boundary::Threshold {
                        next: (p, 0),
                        limit,
                    };
                    break;
                }
                // Dependent on the group (its operand reachable from a member's done), or,
                // when asked, the group dependent on it (only possible through a bucket
                // already formed, since pairs are visited in a topological order).
                let dep = pr.elements.iter().any(|e| seen[e.operand.index()])
                    || (both_ways && {
                        let mut fwd = vec![false; n];
                        reach.extend(&mut fwd, &[pr.done]);
                        group.iter().any(|&g| fwd[pairs[g].start.index()])
                    });
                if dep {
                    end = Boundary::Dependency { next: (p, 0) };
                    break;
                }
            }
            class = Some(pr.class.as_str());
            group.push(p);
            left[p] = false;
            bytes = bytes.saturating_add(pr.bytes());
            reach.extend(&mut seen, &[pr.done]);
            if group.len() >= t.count && pr.kind != CombineKind::ReduceScatter {
                end = Boundary::Count { count: t.count };
                break;
            }
        }
        if group.is_empty() {
            break;
        }
        if group.len() > 1 {
            reach.form(&group);
        }
        buckets.push((group, end));
    }
    // Buckets in the order of their first member.
    buckets.sort_by_key(|b| b.0.iter().map(|&p| pos[pairs[p].start.index()]).min());
    let whole = |p: usize| -> Bucket { (0..pairs[p].elements.len()).map(|e| (p, e)).collect() };
    buckets
        .into_iter()
        .map(|(b, boundary)| PlannedBucket {
            bucket: b.into_iter().flat_map(whole).collect(),
            boundary,
        })
        .collect()
}

/// What the dynamic programme knows of one element, from a replayed schedule.
#[derive(Clone, Debug)]
pub struct ElementTiming {
    /// (pair, element).
    pub at: (usize, usize),
    /// Position in the schedule after which all its operands exist.
    pub op_pos: usize,
    /// Position in the schedule before which its result must exist (`usize::MAX`: unread).
    pub use_pos: usize,
    /// Seconds of compute before its operand is ready, waits removed.
    pub ready_s: f64,
    /// Seconds of compute before its first reader starts, waits removed.
    pub need_s: f64,
    /// Its result bytes.
    pub bytes: u64,
}

/// Why a bucket ends where it does, for `--explain`.
#[derive(Clone, Debug, PartialEq)]
pub enum Boundary {
    /// The next element's operand is produced after this bucket's first reader in the schedule
    /// the plan was made on: merging them could make a cycle.
    Dependency {
        /// The element that could not join.
        next: (usize, usize),
    },
    /// Merging was legal, but the estimate said the merged bucket waits longer.
    Cost {
        /// The next element.
        next: (usize, usize),
        /// Estimated seconds of added delay had they been merged.
        extra_s: f64,
    },
    /// The last bucket of its class.
    End,
    /// XLA's combiner: the next pair of the class would take the bucket over the threshold.
    Threshold {
        /// The pair that did not fit.
        next: (usize, usize),
        /// The threshold, bytes.
        limit: u64,
    },
    /// XLA's combiner: the bucket reached the operand-count limit.
    Count {
        /// The limit.
        count: usize,
    },
    /// XLA's combiner: the pair alone is over the threshold and is left as it is.
    OverThreshold {
        /// The threshold, bytes.
        limit: u64,
    },
    /// The input's own bucket, kept because the input as given replayed at least as fast as
    /// every other candidate grouping.
    Kept,
    /// Set by the local search on bucket boundaries ([`super::combine_search`]): its moves
    /// made the schedule faster.
    Searched {
        /// Seconds the schedule gained over all the moves kept.
        gain_s: f64,
    },
    /// The input's own bucket, which the local search left as it was (no move it tried on it
    /// replayed faster) while it moved others.
    KeptBySearch,
}

/// One planned bucket with the reason it ends.
#[derive(Clone, Debug)]
pub struct PlannedBucket {
    /// Its elements.
    pub bucket: Bucket,
    /// Why it ends there.
    pub boundary: Boundary,
}

/// A class's price by bytes, from the collectives of that class the cost model priced
/// (in the input and in every candidate tried): linear between the points, the largest
/// point's slope beyond them, the smallest point's price below them; never decreasing.
#[derive(Clone, Debug, Default)]
pub struct PriceCurve {
    points: Vec<(u64, f64)>,
}

impl PriceCurve {
    /// Adds a priced collective of `bytes`.
    pub fn add(&mut self, bytes: u64, seconds: f64) {
        if seconds.is_finite() && seconds >= 0.0 {
            self.points.push((bytes, seconds));
        }
    }

    /// Sorts the points and makes the curve non-decreasing (the mean of equal sizes).
    pub fn finish(&mut self) {
        self.points
            .sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let mut merged: Vec<(u64, f64, usize)> = Vec::new();
        for &(b, t) in &self.points {
            match merged.last_mut() {
                Some(l) if l.0 == b => {
                    l.1 += t;
                    l.2 += 1;
                }
                _ => merged.push((b, t, 1)),
            }
        }
        let mut run = 0.0f64;
        self.points = merged
            .into_iter()
            .map(|(b, t, n)| {
                run = run.max(t / n as f64);
                (b, run)
            })
            .collect();
    }

    /// The price of `bytes`.
    pub fn at(&self, bytes: u64) -> f64 {
        let p = &self.points;
        match p.len() {
            0 => 0.0,
            1 => p[0].1 * (bytes as f64 / p[0].0.max(1) as f64).max(1.0),
            n => {
                let x = bytes as f64;
                if bytes <= p[0].0 {
                    return p[0].1;
                }
                let k = p.partition_point(|q| q.0 < bytes).min(n - 1).max(1);
                let (a, b) = (p[k - 1], p[k]);
                let slope = (b.1 - a.1) / (b.0 as f64 - a.0 as f64).max(1.0);
                (a.1 + slope.max(0.0) * (x - a.0 as f64)).max(a.1)
            }
        }
    }
}

/// The state after a prefix of a class: accumulated delay, collective stream free time.
#[derive(Clone, Copy, Debug)]
struct State {
    delay: f64,
    free: f64,
    from: usize,
}

fn better(a: (f64, f64), b: (f64, f64)) -> bool {
    const EPS: f64 = 1e-12;
    a.0 < b.0 - EPS || (a.0 <= b.0 + EPS && a.1 < b.1 - EPS)
}

/// The cost-driven plan: per class (in a fixed order), elements sorted by their first use;
/// buckets are runs of that order whose operands all exist before the run's first reader in
/// the schedule (so any set of such buckets is acyclic: each can sit at one point of that
/// schedule). A dynamic programme over the runs simulates the one collective stream: a
/// bucket starts when the stream is free and its operands are ready, takes its class's
/// price of its bytes (`curves`, one per class; `alpha_scale` weighs it), and delays the compute by however much it finishes
/// after its first reader wanted it; the plan minimises the total delay, then the stream's
/// busy time. `max_run` bounds a run's length (and the work: O(elements x max_run)).
pub fn dp_plan(
    timings: &[ElementTiming],
    classes: &[(String, Vec<usize>)],
    curves: &[PriceCurve],
    alpha_scale: f64,
    max_run: usize,
) -> Vec<PlannedBucket> {
    let mut out = Vec::new();
    let empty = PriceCurve::default();
    for (ci, (_, members)) in classes.iter().enumerate() {
        let curve = curves.get(ci).unwrap_or(&empty);
        let mut els: Vec<&ElementTiming> = members.iter().map(|&i| &timings[i]).collect();
        els.sort_by_key(|a| (a.use_pos, a.op_pos, a.at));
        let n = els.len();
        if n == 0 {
            continue;
        }
        let mut best: Vec<Option<State>> = vec![None; n + 1];
        best[0] = Some(State {
            delay: 0.0,
            free: 0.0,
            from: 0,
        });
        // The price of a run from its sums: operands ready, first reader, bytes.
        let priced = |ready: f64, need: f64, bytes: u64, s: &State| -> (f64, f64) {
            let begin = s.free.max(ready + s.delay);
            let finish = begin + curve.at(bytes) * alpha_scale;
            let wait = if need.is_finite() {
                (finish - (need + s.delay)).max(0.0)
            } else {
                0.0
            };
            (s.delay + wait, finish)
        };
        let bucket_of = |j: usize, i: usize, s: &State| -> (f64, f64) {
            let run = &els[j..i];
            let ready = run.iter().map(|e| e.ready_s).fold(0.0, f64::max);
            let need = run.iter().map(|e| e.need_s).fold(f64::INFINITY, f64::min);
            let bytes = run.iter().fold(0u64, |a, e| a.saturating_add(e.bytes));
            priced(ready, need, bytes, s)
        };
        // The sums are kept as a run grows one element to the left instead of summed again
        // (the same figures as `bucket_of`: O(n x max_run)).
        for i in 1..=n {
            let mut max_op = 0usize;
            let (mut ready, mut need, mut bytes) = (0.0f64, f64::INFINITY, 0u64);
            let lo = i.saturating_sub(max_run.max(1));
            for j in (lo..i).rev() {
                max_op = max_op.max(els[j].op_pos);
                // The run j..i is legal while every operand precedes its first reader.
                if j + 1 < i && max_op >= els[j].use_pos {
                    break;
                }
                ready = ready.max(els[j].ready_s);
                need = need.min(els[j].need_s);
                bytes = bytes.saturating_add(els[j].bytes);
                let Some(s) = best[j] else { continue };
                let (delay, free) = priced(ready, need, bytes, &s);
                let cand = State {
                    delay,
                    free,
                    from: j,
                };
                match best[i] {
                    Some(b) if !better((delay, free), (b.delay, b.free)) => {}
                    _ => best[i] = Some(cand),
                }
            }
        }
        // Walk back the chosen runs.
        let mut cuts = Vec::new();
        let mut i = n;
        while i > 0 {
            let Some(s) = best[i] else { break };
            cuts.push((s.from, i));
            i = s.from;
        }
        cuts.reverse();
        for (k, &(j, i)) in cuts.iter().enumerate() {
            let boundary = if k + 1 == cuts.len() {
                Boundary::End
            } else {
                let next = els[i].at;
                let legal = els[j..=i].iter().map(|e| e.op_pos).max().unwrap_or(0) < els[j].use_pos;
                if !legal {
                    Boundary::Dependency { next }
                } else {
                    // The estimate of merging this run with the next element.
                    let s = best[j].unwrap_or(State {
                        delay: 0.0,
                        free: 0.0,
                        from: 0,
                    });
                    let (merged, _) = bucket_of(j, i + 1, &s);
                    let chosen = best[i + 1].map_or(merged, |b| b.delay);
                    Boundary::Cost {
                        next,
                        extra_s: (merged - chosen).max(0.0),
                    }
                }
            };
            out.push(PlannedBucket {
                bucket: els[j..i].iter().map(|e| e.at).collect(),
                boundary,
            });
        }
    }
    out
}

/// Classes in a fixed order (kind, then first appearance) with their element indices.
pub fn classes_of(
    pairs: &[CombinablePair],
    timings: &[ElementTiming],
) -> Vec<(String, Vec<usize>)> {
    let mut by: BTreeMap<(crate::hlo::combine::CombineKind, usize), (String, Vec<usize>)> =
        BTreeMap::new();
    let mut first: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, t) in timings.iter().enumerate() {
        let p = &pairs[t.at.0];
        let k = first.len();
        let f = *first.entry(p.class.as_str()).or_insert(k);
        by.entry((p.kind, f))
            .or_insert_with(|| (p.class.clone(), Vec::new()))
            .1
            .push(i);
    }
    by.into_values().collect()
}
