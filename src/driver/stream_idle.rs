//! "Why the stream idled": the gaps of each one-at-a-time collective stream between two of its
//! collectives, longest first over a run of the module (a gap in a loop body counts once per
//! iteration), and what the collective after each gap waited for. Its start becomes ready when
//! its last input ends: the part of the gap before that is the inputs' chain (shown back from
//! the start along the input that ended last); the part after, once the collective before it
//! is done too (XLA's rules put the next start after that done), is the compute stream running
//! other nodes the order put first; the rest is the done's and the start's own time. A communication-bound module is as long as its stream's busy time
//! plus these gaps, so the table says where its time goes beyond the collectives, and whether
//! the data (chain) or the order (the rest) kept the stream waiting.

use super::report::human_time;
use super::trace::Replays;
use crate::sched::trace::collective_slices;
use crate::sched::{Graph, NodeId, Stream, Timeline};
use std::fmt::Write;

/// Nodes of a chain shown at most.
const CHAIN: usize = 6;

/// One gap of a collective stream.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct StreamIdle {
    /// The computation it is in.
    pub computation: String,
    /// The stream (its resource's name).
    pub stream: String,
    /// The start whose collective ended where the gap opens.
    pub after: String,
    /// The start whose collective ends the gap.
    pub before: String,
    /// The gap, seconds, in one run of its computation.
    pub idle_s: f64,
    /// How many times its computation runs per run of the entry.
    pub runs: f64,
    /// Seconds into the gap at which `before`'s inputs were all ready (0 when they were at
    /// its opening).
    pub inputs_s: f64,
    /// Seconds `before` began after it could have: its inputs ready and the collective before
    /// it done (XLA's rules put the next start after that done), while the compute stream ran
    /// other nodes the order put first. The rest of the gap is the inputs' wait and the done's
    /// and the start's own time on the compute stream.
    pub order_s: f64,
    /// The inputs' chain back from `before`: each node the input that ended last, up to the
    /// first that ended by the gap's opening, at most a few nodes.
    pub chain: Vec<String>,
}

impl StreamIdle {
    /// Seconds idle over a whole run of the entry.
    pub fn total_s(&self) -> f64 {
        self.idle_s * self.runs
    }

    /// [`StreamIdle::order_s`] over a whole run of the entry.
    pub fn order_total_s(&self) -> f64 {
        self.order_s * self.runs
    }
}

/// Each node's begin and end on `t` (no-ops, which the timeline may leave out, at their
/// inputs' end).
fn times(g: &Graph, t: &Timeline) -> (Vec<f64>, Vec<f64>) {
    let mut end: Vec<Option<f64>> = vec![None; g.len()];
    let mut begin = vec![0.0; g.len()];
    for s in &t.slices {
        if s.stream == Stream::Compute && end[s.node.index()].is_none() {
            end[s.node.index()] = Some(s.end);
            begin[s.node.index()] = s.start;
        }
    }
    // In an order where every input comes first, so each input's end is known.
    for x in g.original_order() {
        if end[x.index()].is_none() {
            let at = g
                .preds(x)
                .iter()
                .filter_map(|a| end[a.node.index()].map(|e| e + a.latency))
                .fold(0.0, f64::max);
            end[x.index()] = Some(at);
            begin[x.index()] = at;
        }
    }
    let end = end.into_iter().map(|e| e.unwrap_or(0.0)).collect();
    (begin, end)
}

/// When `x`'s inputs were all there: its predecessors' ends plus the edges' latencies.
fn ready(g: &Graph, end: &[f64], x: NodeId) -> f64 {
    g.preds(x)
        .iter()
        .map(|a| end[a.node.index()] + a.latency)
        .fold(0.0, f64::max)
}

/// The gaps of the limit-1 streams of every replayed computation of `r`, longest over a run
/// first (ties by computation and name), at most `n`.
pub fn stream_idles(r: &Replays<'_>, n: usize) -> Vec<StreamIdle> {
    let m = r.module();
    let mut rows = Vec::new();
    for &c in r.computations() {
        let Some((cg, e)) = r.get(c) else { continue };
        let (g, t) = (&cg.graph, &e.timeline);
        let comp = &m.computation(c).name;
        let (begin, end) = times(g, t);
        let coll = collective_slices(g, t);
        for (ri, res) in g.resources().iter().enumerate() {
            if res.limit > 1 {
                continue;
            }
            let mut on: Vec<(f64, f64, NodeId)> = coll
                .iter()
                .flatten()
                .filter(|cs| {
                    g.resource_of(cs.slice.node)
                        .is_some_and(|r| r.index() == ri)
                })
                .map(|cs| (cs.slice.start, cs.slice.end, cs.slice.node))
                .collect();
            on.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)));
            for w in on.windows(2) {
                let ((_, open, after), (close, _, before)) = (w[0], w[1]);
                if close <= open {
                    continue;
                }
                let ready = ready(g, &end, before);
                let inputs = (ready - open).clamp(0.0, close - open);
                let done = g.done_of(after).map_or(open, |d| end[d.index()]);
                let order = (begin[before.index()] - ready.max(done).max(open)).max(0.0);
                rows.push(StreamIdle {
                    computation: comp.to_string(),
                    stream: res.name.clone(),
                    after: g.name(after).to_string(),
                    before: g.name(before).to_string(),
                    idle_s: close - open,
                    runs: e.multiplicity,
                    inputs_s: inputs,
                    order_s: order,
                    chain: chain(g, &end, before, open),
                });
            }
        }
    }
    rows.sort_by(|a, b| {
        b.total_s()
            .total_cmp(&a.total_s())
            .then_with(|| a.computation.cmp(&b.computation))
            .then_with(|| a.before.cmp(&b.before))
    });
    rows.truncate(n);
    rows
}

/// Back from `x` along the input that ended last (ties: the first edge), to the first node
/// that ended by `open`, at most [`CHAIN`] nodes.
fn chain(g: &Graph, end: &[f64], x: NodeId, open: f64) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = x;
    while out.len() < CHAIN {
        let Some(a) = g.preds(cur).iter().reduce(|best, a| {
            let key = |a: &crate::sched::Adj| end[a.node.index()] + a.latency;
            if key(a) > key(best) {
                a
            } else {
                best
            }
        }) else {
            break;
        };
        cur = a.node;
        out.push(g.name(cur).to_string());
        if end[cur.index()] <= open {
            break;
        }
    }
    out
}

/// The "why the stream idled" table of `--report`, one row per gap of [`stream_idles`], with
/// the order's share of all the gaps shown.
pub fn stream_idle_text(rows: &[StreamIdle]) -> String {
    let mut s = String::new();
    if rows.is_empty() {
        s.push_str("why the stream idled: no collective stream waited between collectives\n");
        return s;
    }
    let order: f64 = rows.iter().map(StreamIdle::order_total_s).sum();
    let all: f64 = rows.iter().map(StreamIdle::total_s).sum();
    let _ = writeln!(
        s,
        "why the stream idled (the {} longest gaps between collectives, over a whole run: {}; \
         for {} of it the next start could run, and the order ran other work):",
        rows.len(),
        human_time(all),
        human_time(order)
    );
    let _ = writeln!(
        s,
        "  {:>12}  {:<40} {:>12} {:>12}  waiting on",
        "idle", "before", "inputs", "order"
    );
    for r in rows {
        let runs = if r.runs != 1.0 {
            format!(" ({} x {})", human_time(r.idle_s), r.runs)
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "  {:>12}  {:<40} {:>12} {:>12}  {}{runs}",
            human_time(r.total_s()),
            format!("{}/{}", r.computation, r.before),
            human_time(r.inputs_s * r.runs),
            human_time(r.order_total_s()),
            r.chain.join(" <- ")
        );
    }
    s
}
