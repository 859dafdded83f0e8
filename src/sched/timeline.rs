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
use super::model::Contention;
use super::sim::Sim;
use std::collections::BTreeMap;

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
    /// Seconds compute ran longer because collectives were in flight (interference).
    pub interference_s: f64,
    /// Seconds collectives ran longer than alone because they shared a link's bandwidth.
    pub sharing_s: f64,
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
            "interference_s": self.interference_s,
            "sharing_s": self.sharing_s,
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

/// Replays `order` (which must be a valid order of `g`) and measures it on the graph's time
/// model (see [`super::model`]).
pub fn replay(g: &Graph, order: &[NodeId]) -> Result<Timeline, SchedError> {
    replay_synced(g, order, &[])
}

/// [`replay`] with some async pairs run synchronously: `sync[start]` true makes that start's
/// collective run on the compute stream right after its launch (XLA:GPU's `is_sync` pairs),
/// so it holds no collective stream, overlaps nothing and its whole time is exposed.
/// Missing entries mean async.
pub fn replay_synced(g: &Graph, order: &[NodeId], sync: &[bool]) -> Result<Timeline, SchedError> {
    check_order(g, order)?;
    let n = g.len();
    let mut end = vec![0.0f64; n];
    let mut sim = Sim::new(g);
    let inter = g.model().interference;
    // Label index per pair (by start), so the loop below does not build strings.
    let mut label_ids: BTreeMap<&str, usize> = BTreeMap::new();
    let mut label_of = vec![usize::MAX; n];
    for x in g.node_ids() {
        if matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) {
            let next = label_ids.len();
            label_of[x.index()] = *label_ids.entry(g.pair_label_str(x)).or_insert(next);
        }
    }
    let mut waited = vec![0.0f64; label_ids.len()];
    let mut res_waited = vec![0.0f64; g.resources().len()];
    let mut slices = Vec::with_capacity(n + n / 8);
    // Per start: the index of its collective's slice, filled in at the end.
    let mut coll_slice: Vec<(NodeId, usize)> = Vec::new();
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
            let base = sim.now.max(ready);
            sim.advance_to(base);
            let mut st = base;
            if let Some(s) = start_of {
                sim.run_until_complete(s);
                let ce = sim.ended[s.index()];
                if ce > base {
                    if let Some(w) = waited.get_mut(label_of[s.index()]) {
                        *w += ce - base;
                    }
                    st = ce;
                }
            }
            for &(r, units) in g.requires(x) {
                let before = sim.now.max(st);
                sim.wait_free(r.index(), units);
                if sim.now > before {
                    res_waited[r.index()] += sim.now - before;
                }
                st = st.max(sim.now);
            }
            let x_factor = match spec.kind {
                NodeKind::Compute => inter.factor(spec.contention),
                _ => 0.0,
            };
            let en = sim.run_compute(st, spec.cost, x_factor);
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
        let is_sync = sync.get(x.index()).copied().unwrap_or(false);
        if let (NodeKind::AsyncStart { .. }, true) = (spec.kind, is_sync) {
            // XLA:GPU runs an `is_sync` collective on the compute stream: it takes no
            // collective stream and its whole time is exposed.
            let dur = g.collective_time(x);
            let cen = sim.run_compute(en, dur, 0.0);
            sim.began[x.index()] = en;
            sim.ended[x.index()] = cen;
            if let Some(w) = waited.get_mut(label_of[x.index()]) {
                *w += dur;
            }
            comm_total += dur;
            makespan = makespan.max(cen);
            slices.push(Slice {
                node: x,
                stream: Stream::Compute,
                start: en,
                end: cen,
            });
        } else if let NodeKind::AsyncStart { resource } = spec.kind {
            comm_total += g.collective_time(x);
            coll_slice.push((x, slices.len()));
            slices.push(Slice {
                node: x,
                stream: Stream::Resource { resource, slot: 0 },
                start: en,
                end: en,
            });
            sim.launch(x);
        }
    }
    sim.drain();
    for (x, i) in coll_slice {
        let (b, e) = (sim.began[x.index()], sim.ended[x.index()]);
        if let Stream::Resource { resource, .. } = slices[i].stream {
            slices[i] = Slice {
                node: x,
                stream: Stream::Resource {
                    resource,
                    slot: sim.slot[x.index()],
                },
                start: b,
                end: e,
            };
        }
        makespan = makespan.max(e);
    }
    let mut exposed: BTreeMap<String, f64> = BTreeMap::new();
    for (label, &i) in &label_ids {
        exposed.insert(label.to_string(), waited[i]);
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
        interference_s: sim.interference_s,
        sharing_s: sim.sharing_s,
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

/// A bound no order can beat, on the graph's time model: the longest path (costs plus
/// latencies, collectives included) and the busiest stream. Communication keeps some stream
/// busy for at least `A` seconds: a resource's collective total over its limit, the total of
/// collectives that pairwise share devices (they run one at a time), a link class's bandwidth
/// parts (shared, so they add up). With interference, compute done during those `A` seconds
/// runs slower, so the makespan is at least `A` plus the compute that cannot fit inside it.
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
    let mut per_sig = vec![0.0f64; g.nsig];
    let mut per_link = [0.0f64; 2];
    for x in g.node_ids() {
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            let t = g.collective_time(x);
            per_res[resource.index()] += t;
            let sig = g.sig_of(x);
            if sig != u32::MAX {
                per_sig[sig as usize] += t;
            }
            if let Some(c) = &g.node(x).collective {
                if g.model().share_bandwidth {
                    let i = match c.link {
                        super::model::Link::ScaleUp => 0,
                        super::model::Link::ScaleOut => 1,
                    };
                    per_link[i] += t - c.fixed.clamp(0.0, t);
                }
            }
        }
    }
    let mut comm = per_res
        .iter()
        .zip(g.resources())
        .map(|(t, r)| t / r.limit.max(1) as f64)
        .fold(0.0, f64::max);
    comm = comm.max(per_link[0]).max(per_link[1]);
    // A clique of pairwise-conflicting collectives: every self-conflicting signature that
    // conflicts with all signatures already taken, greedily from the largest total.
    let mut sigs: Vec<usize> = (0..g.nsig)
        .filter(|&s| g.sig_conflicts(s as u32, s as u32))
        .collect();
    sigs.sort_by(|&a, &b| per_sig[b].total_cmp(&per_sig[a]).then(a.cmp(&b)));
    let mut clique: Vec<usize> = Vec::new();
    let mut clique_t = 0.0;
    for s in sigs {
        if clique.iter().all(|&c| g.sig_conflicts(c as u32, s as u32)) {
            clique.push(s);
            clique_t += per_sig[s];
        }
    }
    comm = comm.max(clique_t);
    let busiest = compute.max(comm) + interference_extra(g, comm);
    path.max(busiest)
}

/// The least compute time interference must add when collectives keep some stream busy for
/// `a` seconds: compute that fits inside those seconds at the slowed speeds (the least
/// slowed first), the rest after them; returns how far `a` plus the rest exceeds
/// `max(compute, a)`.
fn interference_extra(g: &Graph, a: f64) -> f64 {
    let inter = g.model().interference;
    if inter.is_off() || a <= 0.0 {
        return 0.0;
    }
    let mut work = [0.0f64; 3];
    for s in &g.nodes {
        if s.is_noop {
            continue;
        }
        let c = match s.kind {
            NodeKind::Compute => s.contention,
            _ => Contention::None,
        };
        let k = match c {
            Contention::None => 0,
            Contention::Gemm => 1,
            Contention::Memory => 2,
        };
        work[k] += s.cost;
    }
    let total: f64 = work.iter().sum();
    let mut classes = [
        (0.0, work[0]),
        (inter.gemm, work[1]),
        (inter.memory, work[2]),
    ];
    classes.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut left = a;
    let mut inside = 0.0;
    for (x, w) in classes {
        let fit = w.min(left / (1.0 + x));
        inside += fit;
        left -= fit * (1.0 + x);
        if left <= 0.0 {
            break;
        }
    }
    let bound = a + (total - inside);
    (bound - total.max(a)).max(0.0)
}
