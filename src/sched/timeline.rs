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
    /// Per node: true for the async starts that ran synchronously (their collective on its
    /// stream, the compute stream waiting for it).
    pub synced: Vec<bool>,
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
pub(crate) fn check_order(g: &Graph, order: &[NodeId]) -> Result<(), SchedError> {
    let n = g.len();
    if order.len() != n {
        return Err(SchedError::NotAPermutation {
            msg: format!("{} entries for {} nodes", order.len(), n),
        });
    }
    let mut pos = vec![u32::MAX; n];
    for (i, &x) in order.iter().enumerate() {
        let Some(p) = pos.get_mut(x.index()) else {
            return Err(SchedError::NotAPermutation {
                msg: format!("entry {i} is node {} which does not exist", x.0),
            });
        };
        if *p != u32::MAX {
            return Err(SchedError::NotAPermutation {
                msg: format!(
                    "`{}` (node {}) appears twice (entries {} and {i})",
                    g.name(x),
                    x.0,
                    *p
                ),
            });
        }
        // `order.len() == n`, and node ids are u32, so the position fits.
        *p = i as u32;
    }
    for x in g.node_ids() {
        for a in g.preds(x) {
            if pos[a.node.index()] > pos[x.index()] {
                return Err(SchedError::EdgeBackwards {
                    from: g.name(a.node).to_string(),
                    from_id: a.node.0,
                    to: g.name(x).to_string(),
                    to_id: x.0,
                });
            }
        }
    }
    Ok(())
}

/// Replays `order` (which must be a valid order of `g`) and measures it on the graph's time
/// model ([`TimeModel`](super::TimeModel): interference and shared links).
pub fn replay(g: &Graph, order: &[NodeId]) -> Result<Timeline, SchedError> {
    replay_synced(g, order, &[])
}

/// [`replay`] with some async pairs run synchronously (XLA:GPU's `is_sync` pairs):
/// `sync[start]` true makes the compute stream wait for that start's collective right after
/// launching it. The collective itself is timed exactly as an async one: it takes a stream of
/// its resource (queueing while all are busy), obeys the device-sharing rule and shares its
/// link's bandwidth; only nothing runs beside it on the compute stream, and its whole time
/// from the launch to its end is exposed. Missing entries mean async. This is the one
/// semantics of a sync pair: the scheduler's clock (which holds a pair's resource from its
/// start to its done) and the lower bound ([`super::lower_bound`]) read the same.
pub fn replay_synced(g: &Graph, order: &[NodeId], sync: &[bool]) -> Result<Timeline, SchedError> {
    check_order(g, order)?;
    let n = g.len();
    // Label index per pair (by start), so the loop does not build strings.
    let mut label_ids: BTreeMap<&str, usize> = BTreeMap::new();
    let mut label_of = vec![u32::MAX; n];
    let mut starts = 0usize;
    for x in g.node_ids() {
        if matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) || g.is_sync_collective(x) {
            let next = label_ids.len();
            let id = *label_ids.entry(g.pair_label_str(x)).or_insert(next);
            // At most one label per start, so the index fits the node id type.
            label_of[x.index()] = id as u32;
            starts += 1;
        }
    }
    let mut waited = vec![0.0f64; label_ids.len()];
    // Exactly one slice per node plus one per collective: no regrowth of the largest vector.
    let mut rec = Record {
        slices: Vec::with_capacity(n + starts),
        coll_slice: Vec::with_capacity(starts),
        waited: &mut waited,
        label_of: &label_of,
    };
    let run = run_order(g, order, sync, Some(&mut rec));
    let Record {
        mut slices,
        coll_slice,
        ..
    } = rec;
    let sim = run.sim;
    let mut makespan = run.makespan;
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
    for (r, &w) in g.resources().iter().zip(&run.res_waited) {
        if w > 0.0 {
            *exposed.entry(r.name.clone()).or_insert(0.0) += w;
        }
    }
    let exposed_total: f64 = exposed.values().sum();
    let hidden_fraction = hidden_fraction(exposed_total, run.comm_total);
    let mut synced = vec![false; n];
    for &x in order {
        if matches!(g.node(x).kind, NodeKind::AsyncStart { .. })
            && sync.get(x.index()).copied().unwrap_or(false)
        {
            synced[x.index()] = true;
        }
    }
    Ok(Timeline {
        slices,
        makespan,
        synced,
        exposed,
        comm_total: run.comm_total,
        hidden_fraction,
        peak_bytes: peak_bytes(g, order),
        interference_s: sim.interference_s,
        sharing_s: sim.sharing_s,
    })
}

/// The makespan and peak of `order` (all pairs async), exactly as [`replay`] reports them,
/// without building the timeline's slices and statistics: what the portfolio compares.
pub(crate) fn replay_figures(g: &Graph, order: &[NodeId]) -> Result<(f64, u64), SchedError> {
    check_order(g, order)?;
    let run = run_order(g, order, &[], None);
    let mut makespan = run.makespan;
    for &x in order {
        if matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) {
            // The same maximum, in the same (launch) order, as `replay_synced` takes.
            makespan = makespan.max(run.sim.ended[x.index()]);
        }
    }
    Ok((makespan, peak_bytes(g, order)))
}

/// What [`replay_synced`] records along the run besides the figures.
struct Record<'a> {
    slices: Vec<Slice>,
    /// Per start: the index of its collective's slice, filled in at the end.
    coll_slice: Vec<(NodeId, usize)>,
    /// Seconds waited per pair label.
    waited: &'a mut [f64],
    /// Per start: its label's index in `waited`.
    label_of: &'a [u32],
}

/// The figures of one run of an order, its collectives drained.
struct Run<'g> {
    sim: Sim<'g>,
    /// The compute stream's end (collectives' ends not yet included).
    makespan: f64,
    comm_total: f64,
    res_waited: Vec<f64>,
}

/// Runs `order` (checked) on the time model; the one loop behind [`replay_synced`] and
/// [`replay_figures`].
fn run_order<'g>(
    g: &'g Graph,
    order: &[NodeId],
    sync: &[bool],
    mut rec: Option<&mut Record<'_>>,
) -> Run<'g> {
    let mut end = vec![0.0f64; g.len()];
    let mut sim = Sim::new(g);
    let mut res_waited = vec![0.0f64; g.resources().len()];
    let mut comm_total = 0.0;
    let mut makespan: f64 = 0.0;
    for &x in order {
        let spec = g.node(x);
        let Step { st, en, done_wait } = step(g, &mut sim, &end, x, &mut res_waited);
        if let (Some(r), Some(s), true) = (rec.as_deref_mut(), g.start_of(x), done_wait > 0.0) {
            if let Some(w) = r.waited.get_mut(r.label_of[s.index()] as usize) {
                *w += done_wait;
            }
        }
        end[x.index()] = en;
        makespan = makespan.max(en);
        if let Some(r) = rec.as_deref_mut() {
            r.slices.push(Slice {
                node: x,
                stream: Stream::Compute,
                start: st,
                end: en,
            });
        }
        let is_sync = sync.get(x.index()).copied().unwrap_or(false);
        if let NodeKind::AsyncStart { resource } = spec.kind {
            comm_total += g.collective_time(x);
            if let Some(r) = rec.as_deref_mut() {
                r.coll_slice.push((x, r.slices.len()));
                r.slices.push(Slice {
                    node: x,
                    stream: Stream::Resource { resource, slot: 0 },
                    start: en,
                    end: en,
                });
            }
            sim.launch(x);
            if is_sync {
                // A synchronous collective is still a collective (see [`replay_synced`]): it
                // queues for its stream, obeys the device-sharing rule and shares its link like
                // an async one, and the compute stream waits for it right at its start: its
                // whole time, queueing included, is exposed.
                sim.run_until_complete(x);
                let cen = sim.ended[x.index()];
                if cen.is_finite() {
                    makespan = makespan.max(cen);
                    if let (Some(r), true) = (rec.as_deref_mut(), cen > en) {
                        if let Some(w) = r.waited.get_mut(r.label_of[x.index()] as usize) {
                            *w += cen - en;
                        }
                    }
                }
            }
        } else if let (Some(r), true) = (rec.as_deref_mut(), g.is_sync_collective(x)) {
            // A collective written as one instruction (XLA:CPU's, or any module before XLA's
            // async conversion) runs on the compute stream: all of it is exposed.
            comm_total += en - st;
            if let Some(w) = r.waited.get_mut(r.label_of[x.index()] as usize) {
                *w += en - st;
            }
        } else if g.is_sync_collective(x) {
            comm_total += en - st;
        }
    }
    sim.drain();
    Run {
        sim,
        makespan,
        comm_total,
        res_waited,
    }
}

/// The share of `comm` seconds of communication that `exposed` seconds of it leave hidden
/// behind compute, in [0, 1]; 1 when there is no communication. The two are sums of the same
/// collectives' times in different orders, so where they differ by rounding alone (a few ulps)
/// nothing is hidden: exactly 0, not 1e-16.
pub fn hidden_fraction(exposed: f64, comm: f64) -> f64 {
    if comm > 0.0 {
        if (comm - exposed).abs() <= 8.0 * f64::EPSILON * comm {
            return 0.0;
        }
        (1.0 - exposed / comm).clamp(0.0, 1.0)
    } else {
        1.0
    }
}

/// What placing one node on the compute stream did.
pub(crate) struct Step {
    /// Its start.
    pub st: f64,
    /// Its end.
    pub en: f64,
    /// Seconds the compute stream waited at it for its collective (dones only).
    pub done_wait: f64,
}

/// Runs `x` next in program order: its predecessors are placed, with their ends in `end`.
/// Waits for its collective (a done) and for the streams it needs idle (adding those waits to
/// `res_waited`), then runs it (slowed by interference while collectives are in flight). Does
/// not launch a start's collective: the caller does (or runs it synchronously). The one
/// definition of a node's timing, shared by [`replay_synced`] and the exact search.
pub(crate) fn step(
    g: &Graph,
    sim: &mut Sim,
    end: &[f64],
    x: NodeId,
    res_waited: &mut [f64],
) -> Step {
    let spec = g.node(x);
    let start_of = g.start_of(x);
    let mut ready = 0.0f64;
    for a in g.preds(x) {
        if Some(a.node) == start_of {
            continue;
        }
        ready = ready.max(end[a.node.index()] + a.latency);
    }
    if spec.is_noop {
        return Step {
            st: ready,
            en: ready,
            done_wait: 0.0,
        };
    }
    let base = sim.now.max(ready);
    sim.advance_to(base);
    let mut st = base;
    let mut done_wait = 0.0;
    if let Some(s) = start_of {
        sim.run_until_complete(s);
        let ce = sim.ended[s.index()];
        if ce > base {
            done_wait = ce - base;
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
        NodeKind::Compute => g.model().interference.factor(spec.contention),
        _ => 0.0,
    };
    let en = sim.run_compute(st, spec.cost, x_factor);
    Step { st, en, done_wait }
}
