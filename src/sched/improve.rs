//! The improvement pass: a deterministic local search on the winning order, every move judged
//! by a full replay of the time model, so only what really shortens the makespan is kept.
//!
//! Moves, tried in sweeps until a sweep finds nothing or the budget of tried moves is spent:
//! - slide an async start or done by 1, 2, 4, ... 32 positions either way (a start earlier
//!   launches its collective sooner, a done later gives it more compute to hide behind, a done
//!   earlier frees the stream for the next collective sooner);
//! - pull a compute node that does not depend on an exposed done to just before it (filling the
//!   wait with work).
//!
//! Nodes that waited on the replayed timeline (dones the compute stream idled at, starts the
//! collective stream idled before) are tried first. A move is kept only when the order stays
//! valid, keeps XLA's rules (at most a resource's limit of pairs open in program order, the
//! device-sharing rule), fits the memory limit when one is set, and shortens the makespan.

use super::error::SchedError;
use super::graph::{Graph, NodeId, NodeKind};
use super::memory;
use super::portfolio::Measured;
use super::schedule::within_limits;
use super::timeline::{replay, Stream};
use super::verify::verify;

/// A kept move must shorten the makespan by more than this fraction (not float noise).
const GAIN: f64 = 1e-9;

/// Slides tried per node.
const SLIDES: [isize; 12] = [-1, 1, -2, 2, -4, 4, -8, 8, -16, 16, -32, 32];

/// Replayed nodes the pass may spend in all (tries x nodes), whatever the budget of tries.
const WORK: u64 = 1_000_000;

/// Compute nodes tried as fillers per exposed done.
const FILLERS: usize = 4;

struct Local<'g> {
    g: &'g Graph,
    order: Vec<NodeId>,
    pos: Vec<usize>,
    ms: f64,
    peak: u64,
    limit: Option<u64>,
    tries: u64,
    budget: u64,
}

impl Local<'_> {
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
        self.tries += 1;
        let mut cand = self.order.clone();
        let v = cand.remove(p);
        cand.insert(to, v);
        if !within_limits(self.g, &cand) {
            return Ok(false);
        }
        if self.g.nsig > 0 && verify(self.g, &cand).is_err() {
            return Ok(false);
        }
        let t = replay(self.g, &cand)?;
        if t.makespan < self.ms * (1.0 - GAIN)
            && self.limit.is_none_or(|l| memory::fits(t.peak_bytes, l))
        {
            self.order = cand;
            self.ms = t.makespan;
            self.peak = t.peak_bytes;
            self.reindex();
            return Ok(true);
        }
        Ok(false)
    }

    fn spent(&self) -> bool {
        self.tries >= self.budget
    }

    /// Async nodes, those the replay shows waiting first, then the others, by position.
    fn targets(&self) -> Result<(Vec<NodeId>, Vec<NodeId>), SchedError> {
        let t = replay(self.g, &self.order)?;
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
            for d in SLIDES {
                if self.spent() {
                    break;
                }
                let p = self.pos[x.index()] as isize;
                let to = p + d;
                if to < 0 || to as usize >= self.order.len() {
                    continue;
                }
                if self.try_move(x, to as usize)? {
                    improved = true;
                    break;
                }
            }
        }
        Ok(improved)
    }
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
    let mut l = Local {
        g,
        order: order.to_vec(),
        pos: vec![0; g.len()],
        ms,
        peak: 0,
        limit,
        tries: 0,
        budget: budget.min(WORK / (g.len() as u64).max(1)),
    };
    l.reindex();
    while !l.spent() && l.sweep()? {}
    if l.ms < ms * (1.0 - GAIN) {
        Ok(Some((
            l.order,
            Measured {
                makespan: l.ms,
                peak_bytes: l.peak,
                legal: None,
            },
        )))
    } else {
        Ok(None)
    }
}
