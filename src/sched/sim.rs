//! The collective side of the replay, simulated event by event: collectives queue in launch
//! order on their resource's streams, start when a stream is free and no collective sharing
//! more than one device is in flight, spend their fixed latency, then move their bytes at a
//! share of their link class's bandwidth (processor sharing among the collectives in their
//! bandwidth phase on that class). Compute nodes run at 1 / (1 + x) speed while any collective
//! is in flight ([`super::model::Interference`]).
//!
//! The compute stream drives the clock: it is serial and launches collectives in time order,
//! so the simulation only ever moves forward.

use super::graph::{Graph, NodeId, NodeKind};
use super::model::Link;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

/// A collective between its stream start and its completion.
#[derive(Clone)]
struct Active {
    start: NodeId,
    res: usize,
    slot: u32,
    /// Wall seconds of fixed latency left.
    fixed: f64,
    /// Seconds of full-bandwidth transfer left.
    bw: f64,
    /// The shared link class, `None` when it shares nothing.
    link: Option<Link>,
    /// Whether it has entered its bandwidth phase (counted in `n_bw`).
    in_bw: bool,
    began: f64,
    nominal: f64,
}

/// The state of every collective stream.
#[derive(Clone)]
pub(crate) struct Sim<'g> {
    g: &'g Graph,
    /// The current time.
    pub now: f64,
    active: Vec<Active>,
    /// Per resource: launched collectives waiting for a stream, with their launch sequence.
    queue: Vec<VecDeque<(u64, NodeId)>>,
    /// Per resource: how many streams are busy, freed slot numbers, the next new slot.
    used: Vec<usize>,
    free_slots: Vec<BinaryHeap<Reverse<u32>>>,
    next_slot: Vec<u32>,
    /// Collectives in their bandwidth phase, per link class.
    n_bw: [u32; 2],
    seq: u64,
    /// Per start: when its collective began on a stream and ended (NaN until then), its slot.
    pub began: Vec<f64>,
    /// See `began`.
    pub ended: Vec<f64>,
    /// See `began`.
    pub slot: Vec<u32>,
    /// Seconds compute nodes ran longer because collectives were in flight.
    pub interference_s: f64,
    /// Seconds collectives ran longer than alone because they shared a link.
    pub sharing_s: f64,
}

/// The share of its link's bandwidth `a` gets: the collectives in their bandwidth phase on its
/// link class (`n_bw`) split it when bandwidth is shared.
fn divisor_of(a: &Active, share: bool, n_bw: [u32; 2]) -> f64 {
    match (a.in_bw, a.link, share) {
        (true, Some(l), true) => n_bw[link_ix(l)].max(1) as f64,
        _ => 1.0,
    }
}

/// Seconds until `a`'s next event (end of its fixed part, or its completion) at divisor `d`.
fn tte_of(a: &Active, d: f64) -> f64 {
    if a.fixed > 0.0 {
        a.fixed
    } else {
        a.bw * d
    }
}

fn link_ix(l: Link) -> usize {
    match l {
        Link::ScaleUp => 0,
        Link::ScaleOut => 1,
    }
}

impl<'g> Sim<'g> {
    /// An idle simulation of `g`'s streams at time 0.
    pub fn new(g: &'g Graph) -> Self {
        let n = g.len();
        Sim {
            g,
            now: 0.0,
            active: Vec::new(),
            queue: vec![VecDeque::new(); g.resources().len()],
            used: vec![0; g.resources().len()],
            free_slots: vec![BinaryHeap::new(); g.resources().len()],
            next_slot: vec![0; g.resources().len()],
            n_bw: [0; 2],
            seq: 0,
            began: vec![f64::NAN; n],
            ended: vec![f64::NAN; n],
            slot: vec![0; n],
            interference_s: 0.0,
            sharing_s: 0.0,
        }
    }

    /// The streams' state without the per-node arrays (`began`, `ended`, `slot` left empty):
    /// a checkpoint of a run that [`Sim::resume`] continues.
    pub fn snapshot(&self) -> Self {
        Sim {
            g: self.g,
            now: self.now,
            active: self.active.clone(),
            queue: self.queue.clone(),
            used: self.used.clone(),
            free_slots: self.free_slots.clone(),
            next_slot: self.next_slot.clone(),
            n_bw: self.n_bw,
            seq: self.seq,
            began: Vec::new(),
            ended: Vec::new(),
            slot: Vec::new(),
            interference_s: self.interference_s,
            sharing_s: self.sharing_s,
        }
    }

    /// A run continued from this snapshot, with the per-node arrays of a run that passed it
    /// (their values for the collectives that ended before it are the ones it had). Those in
    /// flight or queued at the snapshot are marked not ended (queued: not begun); the caller
    /// marks the collectives launched after it.
    pub fn resume(&self, began: &[f64], ended: &[f64], slot: &[u32]) -> Self {
        let mut sim = self.snapshot();
        sim.began = began.to_vec();
        sim.ended = ended.to_vec();
        sim.slot = slot.to_vec();
        for a in &self.active {
            sim.ended[a.start.index()] = f64::NAN;
        }
        for &(_, s) in self.queue.iter().flatten() {
            sim.began[s.index()] = f64::NAN;
            sim.ended[s.index()] = f64::NAN;
        }
        sim
    }

    /// Marks the collective of `start` not launched (a resumed run launches it again).
    pub fn forget(&mut self, start: NodeId) {
        self.began[start.index()] = f64::NAN;
        self.ended[start.index()] = f64::NAN;
    }

    /// True once the collective of `start` has completed.
    pub fn complete(&self, start: NodeId) -> bool {
        !self.ended[start.index()].is_nan()
    }

    fn divisor(&self, a: &Active) -> f64 {
        divisor_of(a, self.g.model().share_bandwidth, self.n_bw)
    }

    /// Seconds until `a`'s next event (end of its fixed part, or its completion).
    fn tte(&self, a: &Active) -> f64 {
        tte_of(a, self.divisor(a))
    }

    /// The time of the next event, `None` when nothing is in flight.
    pub fn next_event(&self) -> Option<f64> {
        self.active
            .iter()
            .map(|a| self.tte(a))
            .min_by(f64::total_cmp)
            .map(|d| self.now + d)
    }

    /// Launches the collective of `start` at the current time: it queues on its resource.
    pub fn launch(&mut self, start: NodeId) {
        if let NodeKind::AsyncStart { resource } = self.g.node(start).kind {
            self.seq += 1;
            self.queue[resource.index()].push_back((self.seq, start));
            self.try_start();
        }
    }

    fn can_start(&self, res: usize, s: NodeId) -> bool {
        let limit = self.g.resources()[res].limit.max(1) as usize;
        if self.used[res] >= limit {
            return false;
        }
        let sig = self.g.sig_of(s);
        // The collectives in flight, not every signature: a step costs what runs.
        sig == u32::MAX
            || !self
                .active
                .iter()
                .any(|a| self.g.sig_conflicts(sig, self.g.sig_of(a.start)))
    }

    /// Starts queued collectives that may start now, earliest launch first.
    fn try_start(&mut self) {
        loop {
            let mut best: Option<(u64, usize)> = None;
            for (r, q) in self.queue.iter().enumerate() {
                if let Some(&(seq, s)) = q.front() {
                    if best.is_none_or(|(b, _)| seq < b) && self.can_start(r, s) {
                        best = Some((seq, r));
                    }
                }
            }
            let Some((_, r)) = best else { return };
            let Some((_, s)) = self.queue[r].pop_front() else {
                return;
            };
            let slot = match self.free_slots[r].pop() {
                Some(Reverse(x)) => x,
                None => {
                    self.next_slot[r] += 1;
                    self.next_slot[r] - 1
                }
            };
            self.used[r] += 1;
            let dur = self.g.collective_time(s);
            let info = self.g.collective(s);
            let fixed = info.map_or(0.0, |c| c.fixed.clamp(0.0, dur));
            let a = Active {
                start: s,
                res: r,
                slot,
                fixed,
                bw: dur - fixed,
                link: info.map(|c| c.link),
                in_bw: false,
                began: self.now,
                nominal: dur,
            };
            self.began[s.index()] = self.now;
            self.slot[s.index()] = slot;
            self.active.push(a);
            self.transitions();
        }
    }

    /// Moves collectives whose fixed part is over into their bandwidth phase and completes
    /// those with nothing left; starts queued ones when streams free up.
    fn transitions(&mut self) {
        let mut i = 0;
        let mut freed = false;
        while i < self.active.len() {
            let a = &mut self.active[i];
            if a.fixed <= 0.0 && !a.in_bw {
                a.fixed = 0.0;
                a.in_bw = true;
                if let Some(l) = a.link {
                    self.n_bw[link_ix(l)] += 1;
                }
            }
            let a = &self.active[i];
            if a.in_bw && a.bw <= 0.0 {
                let a = self.active.remove(i);
                if let Some(l) = a.link {
                    self.n_bw[link_ix(l)] -= 1;
                }
                self.used[a.res] -= 1;
                self.free_slots[a.res].push(Reverse(a.slot));
                self.ended[a.start.index()] = self.now;
                self.sharing_s += ((self.now - a.began) - a.nominal).max(0.0);
                freed = true;
            } else {
                i += 1;
            }
        }
        if freed {
            self.try_start();
        }
    }

    /// Runs every collective forward by `dt` (no event may fall strictly inside it).
    fn progress(&mut self, dt: f64, event: bool) {
        let now = self.now;
        // An event always completes the earliest one, also when rounding makes its remaining
        // time vanish next to the clock (so every event step makes progress). The first of
        // equal earliest ones, as `min_by` picks it.
        let mut first: Option<(usize, f64)> = None;
        for (i, a) in self.active.iter().enumerate() {
            let t = self.tte(a);
            if first.is_none_or(|(_, b)| t.total_cmp(&b).is_lt()) {
                first = Some((i, t));
            }
        }
        let first = first.map(|(i, _)| i);
        // Each collective's divisor and time to its next event are read before it changes
        // (neither depends on another collective's progress: `n_bw` moves only in
        // `transitions`), so no scratch vectors per step.
        let (share, n_bw) = (self.g.model().share_bandwidth, self.n_bw);
        for (i, a) in self.active.iter_mut().enumerate() {
            let d = divisor_of(a, share, n_bw);
            let t = tte_of(a, d);
            let reached =
                event && (Some(i) == first || t <= dt * (1.0 + 1e-12) || now + t <= now + dt);
            if a.fixed > 0.0 {
                a.fixed = if reached { 0.0 } else { a.fixed - dt };
            } else {
                a.bw = if reached { 0.0 } else { a.bw - dt / d };
            }
        }
        self.now += dt;
        if event {
            self.transitions();
        }
    }

    /// Advances the clock to `t`, processing every event up to it.
    pub fn advance_to(&mut self, t: f64) {
        while let Some(ev) = self.next_event() {
            if ev > t {
                break;
            }
            self.progress((ev - self.now).max(0.0), true);
        }
        if t > self.now {
            self.progress(t - self.now, false);
        }
    }

    /// Advances until the collective of `start` completes.
    pub fn run_until_complete(&mut self, start: NodeId) {
        while !self.complete(start) {
            match self.next_event() {
                Some(ev) => self.advance_to(ev),
                None => return,
            }
        }
    }

    /// Advances until `units` more streams of resource `r` could start a collective now.
    pub fn wait_free(&mut self, r: usize, units: u32) {
        let limit = self.g.resources()[r].limit.max(1) as usize;
        let need = (units as usize).min(limit);
        while self.used[r] + self.queue[r].len() + need > limit {
            match self.next_event() {
                Some(ev) => self.advance_to(ev),
                None => return,
            }
        }
    }

    /// Runs `work` seconds of compute starting at `st` (>= now) with slowdown factor `x`
    /// while collectives are in flight; returns its end.
    pub fn run_compute(&mut self, st: f64, work: f64, x: f64) -> f64 {
        self.advance_to(st);
        let mut rem = work;
        loop {
            if x <= 0.0 || self.active.is_empty() {
                let end = self.now + rem;
                self.advance_to(end);
                return end;
            }
            let fin = self.now + rem * (1.0 + x);
            match self.next_event() {
                Some(ev) if ev < fin => {
                    let dt = ev - self.now;
                    rem -= dt / (1.0 + x);
                    self.interference_s += dt - dt / (1.0 + x);
                    self.advance_to(ev);
                }
                _ => {
                    self.interference_s += rem * x;
                    self.advance_to(fin);
                    return fin;
                }
            }
        }
    }

    /// For every collective launched and not complete: a time it cannot end before, whatever
    /// is launched later (in flight: its fixed and bandwidth parts left at full speed; queued:
    /// its whole nominal time from now).
    pub fn lower_ends(&self) -> Vec<(NodeId, f64)> {
        let mut out: Vec<(NodeId, f64)> = self
            .active
            .iter()
            .map(|a| (a.start, self.now + a.fixed.max(0.0) + a.bw.max(0.0)))
            .collect();
        for q in &self.queue {
            for &(_, s) in q {
                out.push((s, self.now + self.g.collective_time(s)));
            }
        }
        out
    }

    /// Runs every collective still queued or in flight to completion.
    pub fn drain(&mut self) {
        while let Some(ev) = self.next_event() {
            self.advance_to(ev);
        }
    }
}
