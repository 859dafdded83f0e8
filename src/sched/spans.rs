//! The pair spans of one stream under XLA's rules, with the time lags between them: a tighter
//! term of [`super::lower_bound_xla_rules`] where collectives follow each other through
//! compute (a collective-bound loop body: an all-to-all, the attention it feeds, the next
//! all-to-all).
//!
//! Under XLA's rules a limit-1 stream's pair spans (start's begin to done's end) never
//! overlap: one machine. Carlier's bound ([`super::carlier`]) sees each span's head and tail;
//! it does not see that when span `a`'s done reaches span `b`'s start, `b` begins at least
//! `lag(a, b)` after `a` ends (the longest path between them at nominal cost), so the machine
//! idles there whatever else is ready. This module finds the least `max(end + tail)` over
//! every sequence of the spans that keeps those lags (each span beginning at the earliest its
//! head, the machine and its lags allow) by a depth-first branch and bound; only active
//! sequences are branched on (a span is not put first if another could end before it could
//! begin, which never helps a regular objective), and a subtree is cut by Jackson's preemptive
//! bound of the spans left. The budget counts expanded states; when it runs out, the bound is
//! the least of the best sequence found and the bounds of the subtrees left unexplored, so it
//! stays valid. Every rule-keeping order meets each constraint used, so the result is a lower
//! bound on its makespan.

use super::between::Between;
use super::bound::{cost, jackson, Job};
use super::floaters::floating_cuts;
use super::graph::{Graph, NodeId};
use super::paths::Paths;
use std::collections::HashMap;

/// Spans searched at most (the placed set is one word).
const MAX_JOBS: usize = 64;
/// States expanded at most.
const BUDGET: u64 = 20_000;

/// One span: its first node (whose begin starts it), its last (whose end ends it), and its
/// head, length and tail.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Span {
    pub first: NodeId,
    pub last: NodeId,
    pub job: Job,
}

/// The lag terms of one stream's spans ([`lag_terms`]); 0 where a term does not apply.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct LagTerms {
    /// The least makespan any sequence allows with the lags ([`lagged`]).
    pub searched: f64,
    /// The forced idles at the stream's cuts ([`cut`]).
    pub cut: f64,
    /// The same with the spans that reach no other set aside
    /// ([`super::floaters::floating_cuts`]).
    pub floating: f64,
}

impl LagTerms {
    /// The largest term.
    pub fn max(&self) -> f64 {
        self.searched.max(self.cut).max(self.floating)
    }
}

/// The lag terms of a stream's spans, from one topological sort and one lag matrix: the
/// least makespan any sequence of the spans allows with the lags (up to [`MAX_JOBS`] spans),
/// and the forced idles at the stream's cuts, with and without the floating spans (up to
/// [`MAX_CUT_JOBS`] spans within [`CUT_WORK`]).
pub(crate) fn lag_terms(g: &Graph, p: &Paths, spans: &[Span]) -> LagTerms {
    let k = spans.len();
    let search = (2..=MAX_JOBS).contains(&k);
    let cuts = (2..=MAX_CUT_JOBS).contains(&k) && k.saturating_mul(g.len()) <= CUT_WORK;
    let finite = |j: &Job| j.head.is_finite() && j.body.is_finite() && j.tail.is_finite();
    if !(search || cuts) || !spans.iter().all(|s| finite(&s.job)) {
        return LagTerms::default();
    }
    // In topological order: a span's lags only go to later ones (`a` reaching `b` puts `a`
    // first).
    let mut pos = vec![0usize; g.len()];
    for (i, x) in p.topo.iter().enumerate() {
        pos[x.index()] = i;
    }
    let mut spans: Vec<Span> = spans.to_vec();
    spans.sort_by_key(|s| (pos[s.first.index()], s.first.0));
    let lag = lags(g, p, &pos, &spans);
    let mut out = LagTerms::default();
    if search {
        out.searched = lagged(&spans, &lag).unwrap_or(0.0);
    }
    if cuts {
        let mut between = Between::new(g, &spans, &p.topo, &pos);
        out.cut = cut(&spans, &lag, &mut between).unwrap_or(0.0);
        out.floating = floating_cuts(&spans, &lag, &mut between).unwrap_or(0.0);
    }
    out
}

/// The least makespan any sequence of the `spans` (in topological order, `lag` between them)
/// on one machine allows with the lags (see the module doc).
fn lagged(spans: &[Span], lag: &[Option<f64>]) -> Option<f64> {
    let jobs: Vec<Job> = spans.iter().map(|s| s.job).collect();
    // The same spans recur: `--combine auto` measures a loop body once per candidate
    // grouping, mostly unchanged. The result depends on the jobs and lags alone, so it is kept
    // by their exact bits, and the output is the same whether it was found or recomputed.
    let key: Vec<u64> = jobs
        .iter()
        .flat_map(|j| [j.head.to_bits(), j.body.to_bits(), j.tail.to_bits()])
        .chain(lag.iter().map(|l| l.map_or(u64::MAX, f64::to_bits)))
        .collect();
    if let Some(&hit) = SOLVED
        .lock()
        .ok()
        .and_then(|m| m.get(&key).copied())
        .as_ref()
    {
        return hit;
    }
    let out = solve(jobs, lag);
    if let Ok(mut m) = SOLVED.lock() {
        if m.len() >= CACHED {
            m.clear();
        }
        m.insert(key, out);
    }
    out
}

/// Spans of one stream at most for [`cut`] (its lag matrix is `k * k`).
const MAX_CUT_JOBS: usize = 1024;
/// Work limit of [`cut`]: spans times graph nodes (one longest-path pass per span).
const CUT_WORK: usize = 40_000_000;

/// The makespan the spans force where the stream's order is fixed by the graph: at a "cut"
/// every span before it reaches (its last node to the first's) every span after it, so the
/// machine runs all of the first set, then all of the second, and idles between them at least
/// the least lag from a last span of the first set to a first span of the second, or the
/// compute that must run between them if more (the later cannot begin earlier, and no other
/// span may run there). The bound is the least head, the
/// spans' lengths, those idles and the least tail. A loop of collectives chained through
/// compute (the all-to-all feeding attention feeding the next all-to-all, at any length) is cut
/// at every step; FSDP gathers that depend on nothing make no cut. `spans` in topological
/// order, `lag` between them; `None` without a cut.
fn cut(spans: &[Span], lag: &[Option<f64>], between: &mut Between) -> Option<f64> {
    let all: Vec<usize> = (0..spans.len()).collect();
    let cuts = cut_gaps(&all, spans.len(), lag, between);
    if cuts.is_empty() {
        return None;
    }
    let idle: f64 = cuts.iter().map(|c| c.gap).sum();
    Some(busy_span(spans) + idle)
}

/// What a machine that runs every span takes without idling: the least head, the spans'
/// lengths and the least tail.
pub(crate) fn busy_span(spans: &[Span]) -> f64 {
    let head = spans
        .iter()
        .map(|s| s.job.head)
        .fold(f64::INFINITY, f64::min);
    let tail = spans
        .iter()
        .map(|s| s.job.tail)
        .fold(f64::INFINITY, f64::min);
    let busy: f64 = spans.iter().map(|s| s.job.body).sum();
    head + busy + tail
}

/// One cut of a set of spans ([`cut_gaps`]).
#[derive(Clone, Debug)]
pub(crate) struct Cut {
    /// The place in the set of the last span before the cut.
    pub at: usize,
    /// The least time from a span that can run last before the cut to one that can run first
    /// after it (their lag, or the compute between them if more: [`super::between`]): the
    /// machine runs no span of the set for at least this long there.
    pub gap: f64,
    /// The spans (indices into all spans) that can run last before the cut.
    pub lasts: Vec<usize>,
}

/// The cuts of `members` (indices of spans in topological order, `lag` a `k * k` matrix over
/// all spans): the places where every member before reaches every member after, with the
/// least lag across each (see [`cut`]).
pub(crate) fn cut_gaps(
    members: &[usize],
    k: usize,
    lag: &[Option<f64>],
    between: &mut Between,
) -> Vec<Cut> {
    let m = members.len();
    let reach = |a: usize, b: usize| lag[members[a] * k + members[b]].is_some();
    // The last member after `a` that `a` does not reach (`a` itself when it reaches all).
    let last_unreached: Vec<usize> = (0..m)
        .map(|a| (a + 1..m).rev().find(|&b| !reach(a, b)).unwrap_or(a))
        .collect();
    let mut out = Vec::new();
    let mut reached_to = 0usize;
    for (t, &unreached) in last_unreached.iter().enumerate().take(m.saturating_sub(1)) {
        reached_to = reached_to.max(unreached);
        if reached_to > t {
            continue;
        }
        // Every member up to `t` reaches every member after it. The last to run before the
        // cut is one no member before the cut follows; the first after, one no member after
        // precedes.
        let lasts: Vec<usize> = (0..=t)
            .filter(|&a| !(a + 1..=t).any(|c| reach(a, c)))
            .collect();
        let firsts: Vec<usize> = (t + 1..m)
            .filter(|&b| !(t + 1..b).any(|c| reach(c, b)))
            .collect();
        // Across the cut: the longest path, or the compute that must run there if more.
        let mut gap = f64::INFINITY;
        for &a in &lasts {
            for &b in &firsts {
                let (a, b) = (members[a], members[b]);
                if let Some(l) = lag[a * k + b] {
                    gap = gap.min(l.max(between.work(a, b)));
                }
            }
        }
        if gap.is_finite() {
            let lasts = lasts.iter().map(|&a| members[a]).collect();
            out.push(Cut { at: t, gap, lasts });
        }
    }
    out
}

/// Results of [`solve`] kept, by their spans and lags (at most [`CACHED`]).
static SOLVED: std::sync::Mutex<std::collections::BTreeMap<Vec<u64>, Option<f64>>> =
    std::sync::Mutex::new(std::collections::BTreeMap::new());
/// Entries of [`SOLVED`] at most (cleared when full).
const CACHED: usize = 64;

/// The least `max(end + tail)` of `jobs` (in an order where every lag goes forward) on one
/// machine with the lags `lag[a * k + b]` (see the module doc).
fn solve(mut jobs: Vec<Job>, lag: &[Option<f64>]) -> Option<f64> {
    let k = jobs.len();
    // Each tail raised by the jobs it must precede: tail(a) >= lag(a, b) + length(b) + tail(b).
    for a in (0..k).rev() {
        for b in a + 1..k {
            if let Some(l) = lag[a * k + b] {
                let t = l + jobs[b].body + jobs[b].tail;
                jobs[a].tail = jobs[a].tail.max(t);
            }
        }
    }
    let preds: Vec<u64> = (0..k)
        .map(|b| {
            (0..k)
                .filter(|&a| lag[a * k + b].is_some())
                .fold(0u64, |m, a| m | 1 << a)
        })
        .collect();
    let mut s = Search {
        jobs: &jobs,
        lag,
        preds: &preds,
        best: f64::INFINITY,
        left_out: f64::INFINITY,
        expanded: 0,
        seen: HashMap::new(),
    };
    s.dfs(0, 0.0, 0.0, &mut vec![0.0; k]);
    let bound = s.best.min(s.left_out);
    bound.is_finite().then_some(bound)
}

/// `lag[a * k + b]`: the least time from span `a`'s end to span `b`'s begin when `a`'s last
/// node reaches `b`'s first (the longest path between them, nodes at their nominal cost);
/// `pos` is each node's place in `p.topo`.
fn lags(g: &Graph, p: &Paths, pos: &[usize], spans: &[Span]) -> Vec<Option<f64>> {
    let k = spans.len();
    let n = g.len();
    let mut out = vec![None; k * k];
    let mut dist = vec![f64::NEG_INFINITY; n];
    for (a, sa) in spans.iter().enumerate() {
        dist.iter_mut().for_each(|d| *d = f64::NEG_INFINITY);
        let from = sa.last;
        for e in g.succs(from) {
            let j = e.node.index();
            dist[j] = dist[j].max(e.latency);
        }
        for &x in &p.topo[pos[from.index()] + 1..] {
            let d = dist[x.index()];
            if d == f64::NEG_INFINITY {
                continue;
            }
            let through = d + cost(g, x.index());
            for e in g.succs(x) {
                let j = e.node.index();
                dist[j] = dist[j].max(through + e.latency);
            }
        }
        for (b, sb) in spans.iter().enumerate() {
            let d = dist[sb.first.index()];
            if b != a && d > f64::NEG_INFINITY {
                out[a * k + b] = Some(d.max(0.0));
            }
        }
    }
    out
}

struct Search<'a> {
    jobs: &'a [Job],
    lag: &'a [Option<f64>],
    /// Per span, the spans that must come before it (as bits).
    preds: &'a [u64],
    best: f64,
    /// The least bound of a subtree the budget left unexplored.
    left_out: f64,
    expanded: u64,
    /// Per placed set, the states reached with it (free, largest end + tail, then the ends
    /// of the placed spans that still have lags to spans left): one at least as early in
    /// each is as good in every completion.
    seen: HashMap<u64, Vec<Vec<f64>>>,
}

impl Search<'_> {
    /// The earliest span `b` may begin with the spans of `placed` ended at `end`.
    fn release(&self, b: usize, placed: u64, end: &[f64]) -> f64 {
        let k = self.jobs.len();
        let mut r = self.jobs[b].head;
        let mut m = self.preds[b] & placed;
        while m != 0 {
            let a = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(l) = self.lag[a * k + b] {
                r = r.max(end[a] + l);
            }
        }
        r
    }

    /// Whether a state with the same placed spans was at least as early in everything the
    /// spans left depend on; else records this one.
    fn dominated(&mut self, placed: u64, free: f64, ms: f64, end: &[f64]) -> bool {
        let k = self.jobs.len();
        let mut sig = vec![free, ms];
        let mut m = placed;
        while m != 0 {
            let a = m.trailing_zeros() as usize;
            m &= m - 1;
            if (0..k).any(|b| placed >> b & 1 == 0 && self.lag[a * k + b].is_some()) {
                sig.push(end[a]);
            }
        }
        let states = self.seen.entry(placed).or_default();
        if states
            .iter()
            .any(|o| o.iter().zip(&sig).all(|(x, y)| x <= y))
        {
            return true;
        }
        states.retain(|o| !o.iter().zip(&sig).all(|(x, y)| x >= y));
        states.push(sig);
        false
    }

    /// `placed` done with the machine free at `free` and `ms` the largest end + tail so far.
    fn dfs(&mut self, placed: u64, free: f64, ms: f64, end: &mut Vec<f64>) {
        let k = self.jobs.len();
        let all = if k == 64 { !0 } else { (1u64 << k) - 1 };
        if placed == all {
            self.best = self.best.min(ms);
            return;
        }
        let rest: Vec<usize> = (0..k).filter(|&b| placed >> b & 1 == 0).collect();
        // Heads of the spans left: their release, raised along the lags from the spans left
        // before them (in topological order: a span's predecessors come first).
        let mut head = vec![0.0f64; k];
        for &b in &rest {
            let mut h = self.release(b, placed, end).max(free);
            let mut m = self.preds[b] & !placed;
            while m != 0 {
                let a = m.trailing_zeros() as usize;
                m &= m - 1;
                if let Some(l) = self.lag[a * k + b] {
                    h = h.max(head[a] + self.jobs[a].body + l);
                }
            }
            head[b] = h;
        }
        let mut jobs: Vec<Job> = rest
            .iter()
            .map(|&b| Job {
                head: head[b],
                ..self.jobs[b]
            })
            .collect();
        let lb = ms.max(jackson(&mut jobs));
        if lb >= self.best {
            return;
        }
        if self.expanded >= BUDGET {
            self.left_out = self.left_out.min(lb);
            return;
        }
        if self.dominated(placed, free, ms, end) {
            return;
        }
        self.expanded += 1;
        // The spans that may come next, with their begin and end.
        let mut next: Vec<(usize, f64, f64)> = rest
            .iter()
            .filter(|&&b| self.preds[b] & !placed == 0)
            .map(|&b| {
                let begin = self.release(b, placed, end).max(free);
                (b, begin, begin + self.jobs[b].body)
            })
            .collect();
        // Active sequences only: nothing starts after another could have ended.
        let first_end = next.iter().map(|x| x.2).fold(f64::INFINITY, f64::min);
        next.retain(|x| x.1 < first_end || x.2 == first_end);
        next.sort_by(|x, y| {
            x.1.total_cmp(&y.1)
                .then(self.jobs[y.0].tail.total_cmp(&self.jobs[x.0].tail))
                .then(x.0.cmp(&y.0))
        });
        for (b, _, e) in next {
            let saved = end[b];
            end[b] = e;
            let ms2 = ms.max(e + self.jobs[b].tail);
            self.dfs(placed | 1 << b, e, ms2, end);
            end[b] = saved;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same relaxation by trying every sequence that keeps the lags' order, each span at
    /// its earliest begin: an independent reference.
    fn brute(jobs: &[Job], lag: &[Option<f64>]) -> f64 {
        fn go(jobs: &[Job], lag: &[Option<f64>], end: &mut [Option<f64>], free: f64) -> f64 {
            let k = jobs.len();
            let mut best = f64::INFINITY;
            let mut any = false;
            for b in 0..k {
                if end[b].is_some() || (0..k).any(|a| lag[a * k + b].is_some() && end[a].is_none())
                {
                    continue;
                }
                any = true;
                let mut begin = jobs[b].head.max(free);
                for a in 0..k {
                    if let (Some(l), Some(e)) = (lag[a * k + b], end[a]) {
                        begin = begin.max(e + l);
                    }
                }
                let e = begin + jobs[b].body;
                end[b] = Some(e);
                best = best.min(go(jobs, lag, end, e).max(e + jobs[b].tail));
                end[b] = None;
            }
            if any {
                best
            } else {
                0.0
            }
        }
        go(jobs, lag, &mut vec![None; jobs.len()], 0.0)
    }

    #[test]
    fn matches_every_sequence_on_random_spans_with_lags() {
        let mut rng = crate::testing::beat_bound::Rng(0x2545_f491_4f6c_dd1d);
        let mut next = || rng.next_u64();
        let mut beats_heads_and_tails = 0;
        for case in 0..400 {
            let k = 2 + (next() % 6) as usize;
            let jobs: Vec<Job> = (0..k)
                .map(|_| Job {
                    head: (next() % 20) as f64,
                    body: (1 + next() % 12) as f64,
                    tail: (next() % 15) as f64,
                })
                .collect();
            let mut lag = vec![None; k * k];
            for a in 0..k {
                for b in a + 1..k {
                    if next() % 3 == 0 {
                        lag[a * k + b] = Some((next() % 10) as f64);
                    }
                }
            }
            let got = solve(jobs.clone(), &lag).expect("finite");
            let want = brute(&jobs, &lag);
            assert!((got - want).abs() < 1e-9, "case {case}: {got} vs {want}");
            if got > super::super::carlier::one_machine(&jobs) + 1e-9 {
                beats_heads_and_tails += 1;
            }
        }
        // The lags matter: on many instances the optimum is above the spans' one machine.
        assert!(beats_heads_and_tails > 40, "{beats_heads_and_tails}");
    }
}
