//! The improvement pass: a deterministic local search on the winning order, every move judged
//! by a full replay of the time model, so only what really shortens the makespan is kept.
//!
//! Moves, tried in sweeps until a sweep finds nothing or the budget of tried moves is spent:
//! - first, moves of a collective into an idle gap of its replayed stream, the time before the
//!   stream's first collective included ([`Local::stream_sweep`]; once the pass has converged,
//!   with more starts tried per gap): a later start hoisted with its ancestors in between, or
//!   an earlier one sunk with the work that waits for it. They come first because on a graph
//!   whose stream binds, a large graph's few hundred tries went to slides before any was
//!   tried (XLA's uncombined transformer_2x4 under XLA's rules and costs: 2,537.68 ->
//!   2,497.61 us at the default budget; with [`gaps::STREAM_STARTS`] 32 starts per gap,
//!   llama_gqa 8,720.70 -> 8,586.29 us). On XLA's uncombined ring attention the stream waited
//!   68 us for copies no collective needs (hoisting the first permute's inputs: 5,584.9 ->
//!   5,556.2 us), and each gradient all-reduce queued in front of a permute chain whose steps
//!   wait 1.5-2.6 us for compute is sunk into one of those waits (-> 5,527.6 us; 5,502.5
//!   with 32 starts per gap). On lhsched's
//!   grouping of transformer_2x4 (default model) a reduce-scatter bucket whose gradients the
//!   order computed late sat in front of the critical all-to-alls; hoisting it took 1983.7 to
//!   1967.0 us;
//! - slide an async start or done by 1, 2, 4, ... 32 positions either way (a start earlier
//!   launches its collective sooner, a done later gives it more compute to hide behind, a done
//!   earlier frees the stream for the next collective sooner);
//! - pull a compute node that does not depend on an exposed done to just before it (filling the
//!   wait with work);
//! - when a sweep of those finds nothing: move a compute node into an idle slot of the
//!   replayed compute stream that fits it best ([`Local::slot_sweep`]);
//! - when that finds nothing either: carry one of the [`CARRIED`] longest compute nodes by
//!   the same distances together with the nodes in between that must go with it (its
//!   descendants when later, its ancestors when earlier), so a GEMM and the collective it feeds
//!   move as one. On XLA's transformer_2x4 entry (XLA's rules and costs) this took the order
//!   from 2350.50 to 2278.53 us (gap to the rules bound 1.054 -> 1.022), where every one-node
//!   move stops at an edge.
//!
//! Nodes that waited on the replayed timeline (dones the compute stream idled at, starts the
//! collective stream idled before) are tried first. A move is kept only when the order stays
//! valid, keeps XLA's rules (at most a resource's limit of pairs open in program order, the
//! device-sharing rule), fits the memory limit when one is set, and shortens the makespan.

use super::error::SchedError;
use super::graph::{Graph, NodeId, NodeKind};
use super::legal::{keeps_device_sharing, within_limits};
use super::memory;
use super::portfolio::Measured;
use super::resume::Prefixes;
use super::timeline::{replay, Stream, Timeline};
use std::collections::HashSet;
use std::rc::Rc;

/// The tried-move sets' hasher: fixed-seed and fast (the sets are only asked `contains`).
type Tried<T> = HashSet<T, foldhash::fast::FixedState>;

mod gaps;

/// A kept move must shorten the makespan by more than this fraction (not float noise).
const GAIN: f64 = 1e-9;

/// Slides tried per node.
const SLIDES: [isize; 12] = [-1, 1, -2, 2, -4, 4, -8, 8, -16, 16, -32, 32];

/// Nodes' worth of tries the pass may spend per try of its budget (tries x nodes), whatever
/// the graph: the whole budget of tries up to 2,500 nodes (tries of 10M nodes at the default
/// 4,000; a try replays only from its first difference, so less is replayed). At 1M,
/// llama_gqa's grouped entry (2,202 nodes) got 454 tries and kept 7,009 us; its 2,000 tries
/// reach 6,994 us.
const WORK_PER_TRY: u64 = 2_500;

/// The longest compute nodes tried as carried moves per sweep.
const CARRIED: usize = 32;

/// Compute nodes tried as fillers per exposed done.
const FILLERS: usize = 4;

struct Local<'g> {
    g: &'g Graph,
    order: Vec<NodeId>,
    pos: Vec<usize>,
    ms: f64,
    limit: Option<u64>,
    tries: u64,
    budget: u64,
    /// The [`CARRIED`] longest compute nodes, longest first (ties by id): the carried moves'
    /// nodes, the same every sweep.
    longest: Vec<NodeId>,
    /// Slot moves (the node after the slot, the filler) tried and not kept: not tried again
    /// (the long slots come first in every sweep).
    slot_tried: Tried<(NodeId, NodeId)>,
    /// Stream moves (the start that opened the gap, none for the gap before a stream's first
    /// collective; the start hoisted or sunk into it) tried and not kept.
    stream_tried: Tried<(Option<NodeId>, NodeId)>,
    /// Starts a stream sweep tries per gap ([`gaps::STREAM_STARTS`], then
    /// [`gaps::STREAM_STARTS_WIDE`] once the pass converged).
    stream_starts: usize,
    /// The replay of `order`, once made: the sweeps read it, and a kept move brings its own,
    /// so an order is replayed once however many sweeps look at it.
    replayed: Option<Rc<Timeline>>,
    /// The current order replayed with checkpoints, once a try needs it.
    prefixes: Option<Prefixes<'g>>,
}

impl<'g> Local<'g> {
    /// The search's state at `order` (valid, makespan `ms`), with `budget` tries.
    fn new(g: &'g Graph, order: &[NodeId], ms: f64, limit: Option<u64>, budget: u64) -> Self {
        let mut l = Local {
            g,
            order: order.to_vec(),
            pos: vec![0; g.len()],
            ms,
            limit,
            tries: 0,
            budget,
            longest: longest_compute(g),
            slot_tried: Tried::default(),
            stream_tried: Tried::default(),
            stream_starts: gaps::STREAM_STARTS,
            replayed: None,
            prefixes: None,
        };
        l.reindex();
        l
    }

    fn reindex(&mut self) {
        for (i, x) in self.order.iter().enumerate() {
            self.pos[x.index()] = i;
        }
    }

    /// Whether `x` may move from its position to `to` without an edge pointing backwards.
    fn may_move(&self, x: NodeId, to: usize) -> bool {
        let p = self.pos[x.index()];
        if to < p {
            self.g
                .preds(x)
                .iter()
                .all(|a| self.pos[a.node.index()] < to)
        } else {
            self.g
                .succs(x)
                .iter()
                .all(|a| self.pos[a.node.index()] > to)
        }
    }

    /// Tries the order with `x` moved to `to`; keeps it when it is better. Errors only on a
    /// replay failure of a valid order (an internal error).
    fn try_move(&mut self, x: NodeId, to: usize) -> Result<bool, SchedError> {
        let p = self.pos[x.index()];
        if to == p || to >= self.order.len() || !self.may_move(x, to) {
            return Ok(false);
        }
        let mut cand = self.order.clone();
        let v = cand.remove(p);
        cand.insert(to, v);
        self.try_order(cand)
    }

    /// Tries the order with `x` carried to position `to` ([`Local::carried`]).
    fn try_carry(&mut self, x: NodeId, to: usize) -> Result<bool, SchedError> {
        match self.carried(x, to) {
            Some(cand) => self.try_order(cand),
            None => Ok(false),
        }
    }

    /// The order with `x` carried to position `to` together with the nodes between that must
    /// go with it: later, its descendants in between (moved behind the rest, in their order);
    /// earlier, its ancestors in between (moved ahead of the rest). So a node and the
    /// collective it feeds move as one, where a one-node move meets an edge and stops. `None`
    /// when nothing would move with it (the one-node move), nothing would move past it, or
    /// `to` is out of range.
    fn carried(&self, x: NodeId, to: usize) -> Option<Vec<NodeId>> {
        let p = self.pos[x.index()];
        if to == p || to >= self.order.len() {
            return None;
        }
        let (lo, hi) = (p.min(to), p.max(to));
        let mut carried = vec![false; self.g.len()];
        carried[x.index()] = true;
        // Walking away from `x`: a node goes with it when one of its predecessors (moving
        // later) or successors (moving earlier) does.
        let later = to > p;
        let between: Vec<NodeId> = if later {
            self.order[p + 1..=hi].to_vec()
        } else {
            self.order[lo..p].iter().rev().copied().collect()
        };
        let (mut with, mut rest) = (Vec::new(), Vec::new());
        for y in between {
            let adj = if later {
                self.g.preds(y)
            } else {
                self.g.succs(y)
            };
            if adj.iter().any(|a| carried[a.node.index()]) {
                carried[y.index()] = true;
                with.push(y);
            } else {
                rest.push(y);
            }
        }
        if with.is_empty() || rest.is_empty() {
            return None;
        }
        let moved: Vec<NodeId> = if later {
            rest.into_iter().chain([x]).chain(with).collect()
        } else {
            let ahead = with.into_iter().rev().chain([x]);
            ahead.chain(rest.into_iter().rev()).collect()
        };
        let mut cand = Vec::with_capacity(self.order.len());
        cand.extend_from_slice(&self.order[..lo]);
        cand.extend(moved);
        cand.extend_from_slice(&self.order[hi + 1..]);
        Some(cand)
    }

    /// Keeps `cand` (a valid order) when it keeps XLA's rules, fits and is shorter. A try
    /// replays only the makespan, from the current order's last checkpoint before the first
    /// difference ([`Prefixes`]), and stops once it cannot be shorter; the peak is measured
    /// only against a limit, and a kept order's timeline is replayed when a sweep reads it.
    fn try_order(&mut self, cand: Vec<NodeId>) -> Result<bool, SchedError> {
        self.tries += 1;
        if !within_limits(self.g, &cand) {
            return Ok(false);
        }
        if self.g.nsig > 0 && !keeps_device_sharing(self.g, &cand) {
            return Ok(false);
        }
        if self.prefixes.is_none() {
            self.prefixes = Some(Prefixes::new(self.g, &self.order)?);
        }
        let Some(prefixes) = &self.prefixes else {
            return Ok(false);
        };
        let Some(ms) = prefixes.makespan_below(&cand, self.ms * (1.0 - GAIN))? else {
            return Ok(false);
        };
        if self
            .limit
            .is_none_or(|l| memory::fits(memory::peak_bytes(self.g, &cand), l))
        {
            self.order = cand;
            self.ms = ms;
            self.reindex();
            self.replayed = None;
            self.prefixes = None;
            return Ok(true);
        }
        Ok(false)
    }

    /// The replay of the current order ([`Local::replayed`]).
    fn replay_current(&mut self) -> Result<Rc<Timeline>, SchedError> {
        if let Some(t) = &self.replayed {
            return Ok(Rc::clone(t));
        }
        let t = Rc::new(replay(self.g, &self.order)?);
        self.replayed = Some(Rc::clone(&t));
        Ok(t)
    }

    fn spent(&self) -> bool {
        self.tries >= self.budget
    }

    /// Async nodes, those the replay shows waiting first, then the others, by position.
    fn targets(&mut self) -> Result<(Vec<NodeId>, Vec<NodeId>), SchedError> {
        let t = self.replay_current()?;
        let mut hot = Vec::new();
        let mut cold = Vec::new();
        let mut prev_end = 0.0f64;
        let mut stream_end: Vec<f64> = vec![0.0; self.g.resources().len()];
        let mut starved = vec![false; self.g.len()];
        let mut colls: Vec<_> = t
            .slices
            .iter()
            .filter_map(|s| match s.stream {
                Stream::Resource { resource, .. } => Some((s.start, s.end, resource, s.node)),
                _ => None,
            })
            .collect();
        colls.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.3.cmp(&b.3)));
        for (st, en, r, s) in colls {
            let e = &mut stream_end[r.index()];
            // The stream idled before this collective began.
            starved[s.index()] = st > *e * (1.0 + GAIN) && *e > 0.0;
            *e = e.max(en);
        }
        for s in t.slices.iter().filter(|s| s.stream == Stream::Compute) {
            let x = s.node;
            let idle = s.start > prev_end * (1.0 + GAIN);
            if s.end > s.start {
                prev_end = prev_end.max(s.end);
            }
            let hot_node = match self.g.node(x).kind {
                NodeKind::AsyncDone { .. } => idle,
                NodeKind::AsyncStart { .. } => starved[x.index()],
                NodeKind::Compute => continue,
            };
            if hot_node {
                hot.push(x);
            } else {
                cold.push(x);
            }
        }
        Ok((hot, cold))
    }

    /// Pulls compute nodes that do not depend on done `d` to just before it.
    fn fill(&mut self, d: NodeId) -> Result<bool, SchedError> {
        let p = self.pos[d.index()];
        let fillers: Vec<NodeId> = self.order[p + 1..]
            .iter()
            .copied()
            .filter(|&x| {
                matches!(self.g.node(x).kind, NodeKind::Compute)
                    && !self.g.node(x).is_noop
                    && self.g.preds(x).iter().all(|a| self.pos[a.node.index()] < p)
            })
            .take(FILLERS)
            .collect();
        for x in fillers {
            if self.spent() {
                break;
            }
            let to = self.pos[d.index()];
            if self.try_move(x, to)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn sweep(&mut self) -> Result<bool, SchedError> {
        // The stream moves first: on a graph whose collective stream binds, the budget of a
        // large graph (a few hundred tries) is otherwise spent on slides before a stream
        // move is tried at all.
        if self.stream_sweep()? {
            return Ok(true);
        }
        let (hot, cold) = self.targets()?;
        let mut improved = false;
        for (is_hot, x) in hot
            .iter()
            .map(|&x| (true, x))
            .chain(cold.iter().map(|&x| (false, x)))
        {
            if self.spent() {
                break;
            }
            if is_hot
                && matches!(self.g.node(x).kind, NodeKind::AsyncDone { .. })
                && self.fill(x)?
            {
                improved = true;
                continue;
            }
            if self.slide(x, Self::try_move)? {
                improved = true;
            }
        }
        if !improved {
            // Slot moves one after another without the slides between (each kept move moves
            // the slots after it).
            while !self.spent() && self.slot_sweep()? {
                improved = true;
            }
        }
        if !improved {
            improved = self.carry_sweep()?;
        }
        Ok(improved)
    }

    /// Carries the longest compute nodes ([`Local::longest`]) by the slides' distances.
    fn carry_sweep(&mut self) -> Result<bool, SchedError> {
        for i in 0..self.longest.len() {
            if self.spent() {
                break;
            }
            if self.slide(self.longest[i], Self::try_carry)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Tries `x` at each of the [`SLIDES`] from where it stands with `try_at` (a one-node move
    /// or a carry) until one is kept or the budget is spent.
    fn slide(
        &mut self,
        x: NodeId,
        try_at: fn(&mut Self, NodeId, usize) -> Result<bool, SchedError>,
    ) -> Result<bool, SchedError> {
        for d in SLIDES {
            if self.spent() {
                break;
            }
            let to = self.pos[x.index()] as isize + d;
            if to < 0 || to as usize >= self.order.len() {
                continue;
            }
            if try_at(self, x, to as usize)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// The [`CARRIED`] longest compute nodes of `g` (no-ops aside), longest first, ties by id.
fn longest_compute(g: &Graph) -> Vec<NodeId> {
    let mut big: Vec<NodeId> = g
        .node_ids()
        .filter(|&x| matches!(g.node(x).kind, NodeKind::Compute) && !g.node(x).is_noop)
        .collect();
    big.sort_by(|a, b| g.node(*b).cost.total_cmp(&g.node(*a).cost).then(a.cmp(b)));
    big.truncate(CARRIED);
    big
}

/// Improves `order` (valid, within XLA's rules, makespan `ms`) with at most `budget` tried
/// moves; the better order and how it replays, or `None` when no move helped.
pub(crate) fn improve(
    g: &Graph,
    order: &[NodeId],
    ms: f64,
    limit: Option<u64>,
    budget: u64,
) -> Result<Option<(Vec<NodeId>, Measured)>, SchedError> {
    let budget = budget.min(budget.saturating_mul(WORK_PER_TRY) / (g.len() as u64).max(1));
    let mut l = Local::new(g, order, ms, limit, budget);
    while !l.spent() && l.sweep()? {}
    // Converged with budget left: wider stream moves, after the same tries as before, so a
    // larger budget still never ends longer.
    // (Straight to the stream moves: every other move was just tried in vain.)
    if !l.spent() {
        l.stream_starts = gaps::STREAM_STARTS_WIDE;
        while !l.spent() && l.stream_sweep()? {
            while !l.spent() && l.sweep()? {}
        }
    }
    if l.ms < ms * (1.0 - GAIN) {
        let peak_bytes = memory::peak_bytes(g, &l.order);
        Ok(Some((
            l.order,
            Measured {
                makespan: l.ms,
                peak_bytes,
                legal: None,
            },
        )))
    } else {
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::verify::verify;
    use crate::testing::beat_bound::{random_graph, Setting};

    /// The position of every node in `cand`, which must be an order of all of `g`'s nodes
    /// (each once) with every edge forward; `what` names the candidate in a failure.
    pub(super) fn positions_in_valid_order(g: &Graph, cand: &[NodeId], what: &str) -> Vec<usize> {
        let mut pos = vec![usize::MAX; g.len()];
        for (i, y) in cand.iter().enumerate() {
            assert_eq!(pos[y.index()], usize::MAX, "{what}: a node twice");
            pos[y.index()] = i;
        }
        assert_eq!(cand.len(), g.len(), "{what}: not every node");
        for y in g.node_ids() {
            for a in g.succs(y) {
                assert!(
                    pos[y.index()] < pos[a.node.index()],
                    "{what}: an edge backwards"
                );
            }
        }
        pos
    }

    /// Every carried order keeps every edge forward and is a permutation of the order, for
    /// every node and destination of random graphs; and the pass never returns a longer order.
    #[test]
    fn carried_orders_keep_every_edge_forward() {
        for seed in 0..30 {
            let g = random_graph(seed, 40, Setting::Default);
            let order = g.original_order();
            let l = Local::new(&g, &order, f64::INFINITY, None, 0);
            let mut carried = 0;
            for &x in &order {
                for to in 0..order.len() {
                    let Some(cand) = l.carried(x, to) else {
                        continue;
                    };
                    carried += 1;
                    let what = format!("seed {seed}: carrying {x:?} to {to}");
                    let pos = positions_in_valid_order(&g, &cand, &what);
                    // `x` moves towards `to` (its carried descendants after it, its carried
                    // ancestors before it), never past it.
                    let (p, q) = (l.pos[x.index()], pos[x.index()]);
                    assert!(
                        (to > p && q > p && q < to) || (to < p && q < p && q > to),
                        "seed {seed}: {x:?} at {p} carried towards {to} lands at {q}"
                    );
                }
            }
            assert!(carried > 0, "seed {seed}: nothing was ever carried");
            let ms = replay(&g, &order).expect("replays").makespan;
            if let Some((better, m)) = improve(&g, &order, ms, None, 5_000).expect("improves") {
                assert!(m.makespan < ms);
                assert!(
                    verify(&g, &better).is_ok(),
                    "seed {seed}: the improved order fails the check"
                );
                assert_eq!(replay(&g, &better).expect("replays").makespan, m.makespan);
            }
        }
    }
}
