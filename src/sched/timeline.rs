//! Replaying any order on the time model: compute runs in order on one stream; an async start
//! launches its collective on a free stream of its resource; a done waits for its collective.
//!
//! The statistics follow XLA's `LatencyHidingStatistics` (reference notes §1.11) but, unlike
//! XLA's replay, honour the overlap limit: a resource with limit k has k streams, and a
//! collective launched while all are busy waits for one (so orders with many collectives in
//! flight are not flattered).

use super::error::SchedError;
use super::graph::{Graph, NodeId, NodeKind, ResourceId};
use super::memory::peak_bytes;
use ordered_float::OrderedFloat;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

/// Where a slice runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stream {
    /// The compute stream (every node, including starts and dones, runs here).
    Compute,
    /// One stream of a resource (a collective between its start and its done).
    Resource {
        /// The resource.
        resource: ResourceId,
        /// Which of its `limit` streams.
        slot: u32,
    },
}

/// One interval of the timeline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slice {
    /// The node (for a collective: its start).
    pub node: NodeId,
    /// Where it runs.
    pub stream: Stream,
    /// Start, seconds from the beginning.
    pub start: f64,
    /// End, seconds from the beginning.
    pub end: f64,
}

/// A replayed order and its statistics.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Timeline {
    /// Every node on the compute stream plus every collective on its resource stream, in order.
    pub slices: Vec<Slice>,
    /// End of the last slice, seconds.
    pub makespan: f64,
    /// Seconds the compute stream waited for collectives, per pair label (XLA's "wasted
    /// cycles"); waits of nodes needing a saturated resource are under the resource's name.
    pub exposed: BTreeMap<String, f64>,
    /// Sum of all collective durations, seconds.
    pub comm_total: f64,
    /// Share of communication time not exposed, 0..=1 (1 when there is none).
    pub hidden_fraction: f64,
    /// Peak of live bytes.
    pub peak_bytes: u64,
}

impl Timeline {
    /// Total exposed seconds over all labels.
    pub fn exposed_total(&self) -> f64 {
        self.exposed.values().sum()
    }

    /// The statistics as one JSON object (what `eval --json` prints): `makespan_s`,
    /// `exposed_s` (per label), `exposed_total_s`, `comm_s`, `hidden_fraction`, `peak_bytes`.
    pub fn summary_json(&self) -> serde_json::Value {
        serde_json::json!({
            "makespan_s": self.makespan,
            "exposed_s": self.exposed,
            "exposed_total_s": self.exposed_total(),
            "comm_s": self.comm_total,
            "hidden_fraction": self.hidden_fraction,
            "peak_bytes": self.peak_bytes,
        })
    }
}

/// Checks that `order` is a permutation of `g`'s nodes with every edge forward.
pub(crate) fn check_order(g: &Graph, order: &[NodeId]) -> Result<Vec<usize>, SchedError> {
    let n = g.len();
    if order.len() != n {
        return Err(SchedError::NotAPermutation {
            msg: format!("{} entries for {} nodes", order.len(), n),
        });
    }
    let mut pos = vec![usize::MAX; n];
    for (i, &x) in order.iter().enumerate() {
        let Some(p) = pos.get_mut(x.index()) else {
            return Err(SchedError::NotAPermutation {
                msg: format!("entry {i} is node {} which does not exist", x.0),
            });
        };
        if *p != usize::MAX {
            return Err(SchedError::NotAPermutation {
                msg: format!(
                    "node `{}` appears twice (entries {} and {i})",
                    g.node(x).name,
                    *p
                ),
            });
        }
        *p = i;
    }
    for x in g.node_ids() {
        for a in g.preds(x) {
            if pos[a.node.index()] > pos[x.index()] {
                return Err(SchedError::EdgeBackwards {
                    from: g.node(a.node).name.clone(),
                    to: g.node(x).name.clone(),
                });
            }
        }
    }
    Ok(pos)
}

/// Replays `order` (which must be a valid order of `g`) and measures it.
pub fn replay(g: &Graph, order: &[NodeId]) -> Result<Timeline, SchedError> {
    check_order(g, order)?;
    let n = g.len();
    let mut end = vec![0.0f64; n];
    let mut coll_end = vec![0.0f64; n];
    let mut slots: Vec<Streams> = g
        .resources()
        .iter()
        .map(|r| Streams::new(r.limit))
        .collect();
    let mut compute_free = 0.0f64;
    // Label index per pair (by start), so the loop below does not build strings.
    let mut label_ids: BTreeMap<String, usize> = BTreeMap::new();
    let mut label_of = vec![usize::MAX; n];
    for x in g.node_ids() {
        if matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) {
            let next = label_ids.len();
            label_of[x.index()] = *label_ids.entry(g.pair_label(x)).or_insert(next);
        }
    }
    let mut waited = vec![0.0f64; label_ids.len()];
    let mut res_waited = vec![0.0f64; g.resources().len()];
    let mut slices = Vec::with_capacity(n + n / 8);
    let mut comm_total = 0.0;
    let mut makespan: f64 = 0.0;
    for &x in order {
        let spec = g.node(x);
        let start_of = g.start_of(x);
        let mut ready = 0.0f64;
        for a in g.preds(x) {
            if Some(a.node) == start_of {
                continue;
            }
            ready = ready.max(end[a.node.index()] + a.latency);
        }
        let (st, en) = if spec.is_noop {
            (ready, ready)
        } else {
            let base = compute_free.max(ready);
            let mut st = base;
            if let Some(s) = start_of {
                let ce = coll_end[s.index()];
                if ce > base {
                    if let Some(w) = waited.get_mut(label_of[s.index()]) {
                        *w += ce - base;
                    }
                    st = ce;
                }
            }
            for &(r, units) in g.requires(x) {
                let t = need_free_at(
                    &slots[r.index()].times(),
                    g.resources()[r.index()].limit,
                    units,
                );
                if t > st {
                    res_waited[r.index()] += t - st;
                    st = t;
                }
            }
            let en = st + spec.cost;
            for &(r, units) in g.requires(x) {
                let st = &mut slots[r.index()];
                let mut times = st.times();
                hold(&mut times, g.resources()[r.index()].limit, units, en);
                st.reset(times);
            }
            compute_free = en;
            (st, en)
        };
        end[x.index()] = en;
        makespan = makespan.max(en);
        slices.push(Slice {
            node: x,
            stream: Stream::Compute,
            start: st,
            end: en,
        });
        if let NodeKind::AsyncStart { resource } = spec.kind {
            let dur = g.collective_time(x);
            let (best, free_at) = slots[resource.index()].take(en);
            let cst = free_at.max(en);
            let cen = cst + dur;
            slots[resource.index()].put(best, cen);
            coll_end[x.index()] = cen;
            comm_total += dur;
            makespan = makespan.max(cen);
            slices.push(Slice {
                node: x,
                stream: Stream::Resource {
                    resource,
                    slot: best,
                },
                start: cst,
                end: cen,
            });
        }
    }
    let mut exposed: BTreeMap<String, f64> = BTreeMap::new();
    for (label, &i) in &label_ids {
        exposed.insert(label.clone(), waited[i]);
    }
    for (r, &w) in g.resources().iter().zip(&res_waited) {
        if w > 0.0 {
            *exposed.entry(r.name.clone()).or_insert(0.0) += w;
        }
    }
    let exposed_total: f64 = exposed.values().sum();
    let hidden_fraction = hidden_fraction(exposed_total, comm_total);
    Ok(Timeline {
        slices,
        makespan,
        exposed,
        comm_total,
        hidden_fraction,
        peak_bytes: peak_bytes(g, order),
    })
}

/// The share of `comm` seconds of communication that `exposed` seconds of it leave hidden
/// behind compute, in [0, 1]; 1 when there is no communication.
pub fn hidden_fraction(exposed: f64, comm: f64) -> f64 {
    if comm > 0.0 {
        (1.0 - exposed / comm).clamp(0.0, 1.0)
    } else {
        1.0
    }
}

/// The streams of one resource: when each is free again. Streams are created on demand up to
/// the limit, so a resource with a huge limit costs only what it uses.
struct Streams {
    free: BinaryHeap<Reverse<(OrderedFloat<f64>, u32)>>,
    count: u32,
    limit: u32,
}

impl Streams {
    fn new(limit: u32) -> Self {
        Streams {
            free: BinaryHeap::new(),
            count: 0,
            limit: limit.max(1),
        }
    }

    /// A stream for a collective ready at `ready`: one already free then, else a new one while
    /// under the limit, else the one free first. Returns the stream and when it is free.
    fn take(&mut self, ready: f64) -> (u32, f64) {
        match self.free.peek() {
            Some(&Reverse((t, _))) if t.0 <= ready || self.count >= self.limit => {
                let Reverse((t, slot)) = self.free.pop().unwrap_or(Reverse((t, 0)));
                (slot, t.0)
            }
            _ => {
                self.count += 1;
                (self.count - 1, 0.0)
            }
        }
    }

    /// Stream `slot` is busy until `until`.
    fn put(&mut self, slot: u32, until: f64) {
        self.free.push(Reverse((OrderedFloat(until), slot)));
    }

    /// Free times by stream.
    fn times(&self) -> Vec<f64> {
        let mut v = vec![0.0; self.count as usize];
        for Reverse((t, slot)) in &self.free {
            if let Some(x) = v.get_mut(*slot as usize) {
                *x = t.0;
            }
        }
        v
    }

    /// Replaces the free times (index = stream).
    fn reset(&mut self, times: Vec<f64>) {
        self.count = times.len() as u32;
        self.free = times
            .into_iter()
            .enumerate()
            .map(|(i, t)| Reverse((OrderedFloat(t), i as u32)))
            .collect();
    }
}

/// When `units` streams of a resource with `limit` streams are free: streams never used are
/// free from time 0.
fn need_free_at(free: &[f64], limit: u32, units: u32) -> f64 {
    let idle = (limit as usize).saturating_sub(free.len());
    let need = (units.min(limit.max(1))) as usize;
    if idle >= need {
        return 0.0;
    }
    let mut times = free.to_vec();
    times.sort_by(f64::total_cmp);
    times.get(need - idle - 1).copied().unwrap_or(0.0)
}

/// Marks `units` of the earliest-free streams busy until `until`.
fn hold(free: &mut Vec<f64>, limit: u32, units: u32, until: f64) {
    let mut need = units.min(limit.max(1)) as usize;
    while need > 0 && free.len() < limit as usize {
        free.push(until);
        need -= 1;
    }
    let mut idx: Vec<usize> = (0..free.len()).collect();
    idx.sort_by(|&a, &b| free[a].total_cmp(&free[b]).then(a.cmp(&b)));
    for &i in idx.iter().take(need) {
        free[i] = free[i].max(until);
    }
}

/// A bound no order can beat: the longest path (costs plus latencies, collectives included)
/// and the busiest stream (compute total; a resource's collective total over its limit).
pub fn lower_bound(g: &Graph) -> f64 {
    let n = g.len();
    let mut indeg: Vec<usize> = (0..n).map(|i| g.preds[i].len()).collect();
    let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
    let mut fin = vec![0.0f64; n];
    let mut path: f64 = 0.0;
    let cost = |i: usize| {
        let s = &g.nodes[i];
        if s.is_noop {
            0.0
        } else {
            s.cost
        }
    };
    while let Some(i) = stack.pop() {
        let mut st: f64 = 0.0;
        for a in &g.preds[i] {
            st = st.max(fin[a.node.index()] + a.latency);
        }
        fin[i] = st + cost(i);
        path = path.max(fin[i]);
        for a in &g.succs[i] {
            let j = a.node.index();
            indeg[j] -= 1;
            if indeg[j] == 0 {
                stack.push(j);
            }
        }
    }
    let compute: f64 = (0..n).map(cost).sum();
    let mut per_res = vec![0.0f64; g.resources().len()];
    for x in g.node_ids() {
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            per_res[resource.index()] += g.collective_time(x);
        }
    }
    let busiest = per_res
        .iter()
        .zip(g.resources())
        .map(|(t, r)| t / r.limit.max(1) as f64)
        .fold(compute, f64::max);
    path.max(busiest)
}
