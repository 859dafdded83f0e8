//! Live bytes along an order and their peak, plus the incremental tracker the scheduler uses.
//!
//! A buffer is live from its definer until its last user (or to the end when `live_out`); a
//! buffer nobody uses is live only while its definer runs. `transient_bytes` count while their
//! node runs. This is XLA's `MemoryPressureTracker` model (reference notes §1.7) on plain buffers.

use super::graph::{BufferId, Graph, NodeId};

/// The peak of live bytes along `order` (which must list every node once, defs before uses;
/// entries out of range are ignored). Counted exactly in u128 and saturated to `u64::MAX` on
/// return: a peak of `u64::MAX` means "at least that", and [`fits`] never accepts it.
pub fn peak_bytes(g: &Graph, order: &[NodeId]) -> u64 {
    walk(g, order, |_| {})
}

/// Live bytes after every node of `order`, and the peak (live bytes while a node runs include
/// its operands, its outputs and its transient bytes). Sums are exact (u128) and each figure
/// saturates to `u64::MAX` on return, never wraps.
pub fn live_profile(g: &Graph, order: &[NodeId]) -> (Vec<u64>, u64) {
    let mut after = Vec::with_capacity(order.len());
    let peak = walk(g, order, |live| after.push(live));
    (after, peak)
}

/// Walks `order` as [`live_profile`] describes, handing the live bytes after each node to
/// `after`; returns the peak (saturated).
fn walk(g: &Graph, order: &[NodeId], mut after: impl FnMut(u64)) -> u64 {
    let sat = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
    let mut remaining: Vec<u32> = g
        .buffers
        .iter()
        .map(|b| u32::try_from(b.users.len()).unwrap_or(u32::MAX))
        .collect();
    // u128 cannot overflow: at most 2^32 buffers of at most 2^64 - 1 bytes each.
    let mut live: u128 = 0;
    let mut peak: u128 = 0;
    for &n in order {
        let Some(spec) = g.get(n) else { continue };
        for b in g.defs(n) {
            live += u128::from(g.buffers[b.index()].size);
        }
        peak = peak.max(live + u128::from(spec.transient_bytes));
        for b in g.uses(n) {
            let i = b.index();
            remaining[i] = remaining[i].saturating_sub(1);
            let buf = &g.buffers[i];
            if remaining[i] == 0 && !buf.live_out {
                live = live.saturating_sub(u128::from(buf.size));
            }
        }
        for b in g.defs(n) {
            let buf = &g.buffers[b.index()];
            if buf.users.is_empty() && !buf.live_out {
                live = live.saturating_sub(u128::from(buf.size));
            }
        }
        after(sat(live));
    }
    sat(peak)
}

/// Whether a peak from [`peak_bytes`] is within `limit`. A saturated peak (`u64::MAX`) may
/// stand for more, so it never fits.
pub fn fits(peak: u64, limit: u64) -> bool {
    peak <= limit && peak < u64::MAX
}

/// `size` as a signed change of live bytes, saturated at `i64::MAX` (the scheduler's
/// heuristics compare these; the reported peak is exact, see [`live_profile`]).
pub(crate) fn signed(size: u64) -> i64 {
    i64::try_from(size).unwrap_or(i64::MAX)
}

/// Live bytes seen from the scheduling process, in either direction. A buffer opens at the
/// first of its "open" nodes the process reaches and closes at the last of its "close" nodes:
/// bottom-up it opens at a user (its last use in program order) and closes at its definer;
/// top-down it opens at its definer and closes at its last user.
pub(crate) struct ProcMemory {
    pub size: Vec<u64>,
    pub live: Vec<bool>,
    /// Per node: buffers it opens.
    pub open_of: Vec<Vec<BufferId>>,
    /// Per node: buffers it helps close.
    pub close_of: Vec<Vec<BufferId>>,
    /// Per buffer: the nodes that may open it.
    pub openers: Vec<Vec<NodeId>>,
    /// Per buffer: the nodes that close it.
    pub closers: Vec<Vec<NodeId>>,
    pub close_remaining: Vec<u32>,
    /// Per node: bytes live only while it runs (transient + outputs nobody reads).
    pub transient: Vec<u64>,
    pub usage: u64,
}

impl ProcMemory {
    pub fn new(g: &Graph, top_down: bool) -> Self {
        let n = g.len();
        let nb = g.buffers.len();
        let mut m = ProcMemory {
            size: g.buffers.iter().map(|b| b.size).collect(),
            live: vec![false; nb],
            open_of: vec![Vec::new(); n],
            close_of: vec![Vec::new(); n],
            openers: vec![Vec::new(); nb],
            closers: vec![Vec::new(); nb],
            close_remaining: vec![0; nb],
            transient: g.nodes.iter().map(|s| s.transient_bytes).collect(),
            usage: 0,
        };
        for (i, b) in g.buffers.iter().enumerate() {
            let id = BufferId(i as u32);
            if b.users.is_empty() && !b.live_out {
                let t = &mut m.transient[b.defined_by.index()];
                *t = t.saturating_add(b.size);
                continue;
            }
            let (opens, closes): (Vec<NodeId>, Vec<NodeId>) = if top_down {
                let closes = if b.live_out {
                    Vec::new()
                } else {
                    b.users.clone()
                };
                (vec![b.defined_by], closes)
            } else {
                (b.users.clone(), vec![b.defined_by])
            };
            if !top_down && b.live_out {
                m.live[i] = true;
                m.usage = m.usage.saturating_add(b.size);
            }
            for &o in &opens {
                m.open_of[o.index()].push(id);
            }
            for &c in &closes {
                m.close_of[c.index()].push(id);
            }
            m.close_remaining[i] = closes.len() as u32;
            m.openers[i] = opens;
            m.closers[i] = closes;
        }
        m
    }

    /// The change of live bytes if `n` were scheduled now.
    pub fn increase(&self, n: NodeId) -> i64 {
        let mut inc: i64 = 0;
        for b in &self.open_of[n.index()] {
            if !self.live[b.index()] {
                inc = inc.saturating_add(signed(self.size[b.index()]));
            }
        }
        for b in &self.close_of[n.index()] {
            let i = b.index();
            if self.live[i] && self.close_remaining[i] == 1 {
                inc = inc.saturating_sub(signed(self.size[i]));
            }
        }
        inc
    }
}
