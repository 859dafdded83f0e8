//! The device-sharing rule inside the list scheduler: a pair-closing node whose collective shares
//! devices with one in flight waits (`Loc::Blocked`), and is let back when that flight ends, or
//! when nothing else can be scheduled. Kept per group signature, so a step costs the nodes whose
//! place changes, not a scan of the ready set.

use super::{pair_sig, Core, Loc};

impl Core<'_> {
    /// A collective of signature `s` entered (`up`) or left flight: the signatures whose
    /// blocking changes, then every node whose place that changes is moved. Nodes of parted
    /// signatures move only when they are pending or exempt (an available one is hidden or
    /// shown with its part); the others are re-checked one by one.
    pub(super) fn in_flight_changed(&mut self, s: u32, up: bool) {
        let (g, su) = (self.g, s as usize);
        let mut flipped: Vec<u32> = Vec::new();
        if up {
            self.inflight_sig[su] += 1;
            if self.inflight_sig[su] == 1 {
                for &t in g.sig_conflicts_of(s) {
                    self.blocked_by[t as usize] += 1;
                    if self.blocked_by[t as usize] == 1 {
                        flipped.push(t);
                    }
                }
            }
        } else if self.inflight_sig[su] > 0 {
            self.inflight_sig[su] -= 1;
            if self.inflight_sig[su] == 0 {
                for &t in g.sig_conflicts_of(s) {
                    self.blocked_by[t as usize] -= 1;
                    if self.blocked_by[t as usize] == 0 {
                        flipped.push(t);
                    }
                }
            }
        }
        self.recheck_blocked();
        // Exempt nodes go back into their parts, and are blocked there if their signature is.
        for i in std::mem::take(&mut self.exempt_list) {
            let u = i as usize;
            if !self.exempt[u] {
                continue;
            }
            match self.loc[u] {
                Loc::Avail(_) => {
                    self.detach(i);
                    self.exempt[u] = false;
                    self.attach(i);
                }
                Loc::Pending(_) => {
                    self.exempt[u] = false;
                    let t = pair_sig(self.g, u);
                    if self.sig_blocked(t) {
                        self.detach(i);
                        self.loc[u] = Loc::Blocked;
                        self.blocked_list[t as usize].push(i);
                    }
                }
                _ => self.exempt[u] = false,
            }
        }
        for t in flipped {
            let tu = t as usize;
            for &(b, p) in &self.sig_parts[tu] {
                self.buckets[b as usize].set_open(p, !up);
            }
            if up {
                for i in std::mem::take(&mut self.pending_list[tu]) {
                    if matches!(self.loc[i as usize], Loc::Pending(_)) {
                        self.detach(i);
                        self.loc[i as usize] = Loc::Blocked;
                        self.blocked_list[tu].push(i);
                    }
                }
            } else {
                for i in std::mem::take(&mut self.blocked_list[tu]) {
                    if self.loc[i as usize] == Loc::Blocked {
                        self.loc[i as usize] = Loc::NotReady;
                        self.attach(i);
                    }
                }
            }
        }
    }

    /// Adds a ready closing node that is not parted to the re-checked ones, or takes it out
    /// (nothing for other nodes).
    pub(super) fn closer_active(&mut self, i: u32, on: bool) {
        let Some(&seq) = self.closer_seq.get(i as usize).filter(|&&q| q != u32::MAX) else {
            return;
        };
        if on {
            self.ready_closers.insert((seq, i));
        } else {
            self.ready_closers.remove(&(seq, i));
        }
    }

    /// Re-checks every ready closing node that is not parted after a collective entered or
    /// left flight.
    pub(super) fn recheck_blocked(&mut self) {
        // In order, seeing the nodes a step releases from their group after it.
        let mut from = 0u32;
        while let Some(&(seq, i)) = self.ready_closers.range((from, 0)..).next() {
            from = seq + 1;
            let u = i as usize;
            let b = self.sig_blocked(pair_sig(self.g, u));
            match self.loc[u] {
                Loc::Blocked if !b => {
                    self.loc[u] = Loc::NotReady;
                    if !self.hold_if_grouped(i) {
                        self.attach(i);
                    }
                }
                Loc::Avail(_) | Loc::Pending(_) if b => {
                    self.detach(i);
                    self.loc[u] = Loc::Blocked;
                }
                _ => {}
            }
        }
    }

    /// Lets every blocked node compete again (when nothing else can be scheduled); parted
    /// nodes are exempt from their parts' blocking until the next re-check.
    pub(super) fn unblock_all(&mut self) -> bool {
        let ids: Vec<u32> = self
            .ready_closers
            .iter()
            .map(|x| x.1)
            .filter(|&i| self.loc[i as usize] == Loc::Blocked)
            .collect();
        for &i in &ids {
            self.loc[i as usize] = Loc::NotReady;
            self.attach(i);
        }
        let mut any = !ids.is_empty();
        if !self.conf_on {
            return any;
        }
        let mut parted: Vec<u32> = Vec::new();
        for list in &mut self.blocked_list {
            parted.append(list);
        }
        for i in parted {
            let u = i as usize;
            if self.loc[u] == Loc::Blocked {
                any = true;
                self.exempt[u] = true;
                self.exempt_list.push(i);
                self.loc[u] = Loc::NotReady;
                self.attach(i);
            }
        }
        let hidden: Vec<u32> = {
            let blocked = |s: u32| s != u32::MAX && self.sig_blocked(s);
            self.buckets.iter().flat_map(|b| b.ids(blocked)).collect()
        };
        for i in hidden {
            any = true;
            self.detach(i);
            self.exempt[i as usize] = true;
            self.exempt_list.push(i);
            self.attach(i);
        }
        any
    }
}
