//! Scheduling groups (XLA's `_scheduling_group_id`, reference notes §1.10): the members of a
//! group are held back until every edge leaving the group (in the process direction) is
//! scheduled; then the group's best ready member competes as a normal candidate and, once
//! chosen, the whole group is placed contiguously (dones first, starts last, then the original
//! order, like XLA's `AnnotationReadySetLt`). A group that cannot be placed contiguously (a
//! path leaves it and comes back) is dissolved into ordinary nodes, as XLA's
//! `deannotate_group_if_blocked` does.

use super::super::graph::Csr;
use super::super::rules::Rule;
use super::{Core, Loc};
use std::collections::{BTreeMap, BTreeSet};

/// The order a group places its held members in (larger first): dones, then anything but
/// starts, then original order; the node id last.
type HeldKey = ((bool, bool, u32), u32);

/// The held members of every group: per group in arrival order (taken out by swap-remove,
/// which that order keeps, as a dissolved group releases them in it), and sorted by
/// [`HeldKey`] so that the member to place next is found without a scan.
struct Held {
    order: Vec<Vec<u32>>,
    /// Per node: its index in its group's `order` while held.
    at: Vec<u32>,
    sorted: Vec<BTreeSet<HeldKey>>,
}

impl Held {
    fn push(&mut self, g: usize, i: u32, key: (bool, bool, u32)) {
        self.at[i as usize] = self.order[g].len() as u32;
        self.order[g].push(i);
        self.sorted[g].insert((key, i));
    }

    fn remove(&mut self, g: usize, i: u32, key: (bool, bool, u32)) {
        let k = self.at[i as usize] as usize;
        let order = &mut self.order[g];
        if order.get(k) != Some(&i) {
            return;
        }
        order.swap_remove(k);
        if let Some(&moved) = order.get(k) {
            self.at[moved as usize] = k as u32;
        }
        self.sorted[g].remove(&(key, i));
    }

    fn best(&self, g: usize) -> Option<u32> {
        self.sorted[g].last().map(|x| x.1)
    }

    fn take(&mut self, g: usize) -> Vec<u32> {
        self.sorted[g].clear();
        std::mem::take(&mut self.order[g])
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum GState {
    Waiting,
    Rep(u32),
    Active,
    Dissolved,
    Finished,
}

/// Per-group bookkeeping.
pub(super) struct Groups {
    pub of: Vec<u32>,
    size: Vec<u32>,
    placed: Vec<u32>,
    ext: Vec<u32>,
    held: Held,
    pub state: Vec<GState>,
    pub active: Option<u32>,
}

impl Groups {
    /// Groups of the graph seen through the process successors `ps`; `None` without groups.
    pub fn new(g: &crate::sched::Graph, ps: &Csr<crate::sched::Adj>) -> Option<Groups> {
        let mut ids: BTreeMap<u32, u32> = BTreeMap::new();
        let mut of = vec![u32::MAX; g.len()];
        for (i, spec) in g.nodes.iter().enumerate() {
            if let Some(gid) = spec.hints.scheduling_group {
                let next = ids.len() as u32;
                of[i] = *ids.entry(gid).or_insert(next);
            }
        }
        if ids.is_empty() {
            return None;
        }
        let k = ids.len();
        let mut size = vec![0u32; k];
        let mut ext = vec![0u32; k];
        for (i, &gi) in of.iter().enumerate() {
            if gi == u32::MAX {
                continue;
            }
            size[gi as usize] += 1;
            ext[gi as usize] += ps[i].iter().filter(|a| of[a.node.index()] != gi).count() as u32;
        }
        Some(Groups {
            of,
            size,
            placed: vec![0; k],
            ext,
            held: Held {
                order: vec![Vec::new(); k],
                at: vec![0; g.len()],
                sorted: vec![BTreeSet::new(); k],
            },
            state: vec![GState::Waiting; k],
            active: None,
        })
    }

    /// Groups with no edge leaving them are ready from the start.
    pub fn initially_ready(&self) -> Vec<u32> {
        (0..self.ext.len() as u32)
            .filter(|&g| self.ext[g as usize] == 0)
            .collect()
    }
}

impl Core<'_> {
    /// Holds a ready group member back; true when it was held.
    pub(super) fn hold_if_grouped(&mut self, i: u32) -> bool {
        let key = self.held_key(i);
        let Some(gr) = self.groups.as_mut() else {
            return false;
        };
        let g = gr.of[i as usize];
        if g == u32::MAX {
            return false;
        }
        match gr.state[g as usize] {
            GState::Dissolved | GState::Finished => false,
            GState::Waiting if gr.ext[g as usize] == 0 => {
                gr.held.push(g as usize, i, key);
                self.loc[i as usize] = Loc::Held;
                self.closer_active(i, false);
                self.attach_group_rep(g);
                true
            }
            _ => {
                gr.held.push(g as usize, i, key);
                self.loc[i as usize] = Loc::Held;
                self.closer_active(i, false);
                true
            }
        }
    }

    fn held_key(&self, m: u32) -> (bool, bool, u32) {
        let u = m as usize;
        (self.st.closer[u], !self.st.opener[u], self.st.pos(u))
    }

    /// Takes the member to place first out of group `g`'s held members: dones, then anything
    /// but starts, then original order.
    fn take_group_best(&mut self, g: u32) -> Option<u32> {
        let m = self.groups.as_ref()?.held.best(g as usize)?;
        let key = self.held_key(m);
        if let Some(gr) = self.groups.as_mut() {
            gr.held.remove(g as usize, m, key);
        }
        Some(m)
    }

    /// Makes the group's best ready member a normal candidate.
    pub(super) fn attach_group_rep(&mut self, g: u32) {
        let Some(m) = self.take_group_best(g) else {
            return;
        };
        if let Some(gr) = self.groups.as_mut() {
            gr.state[g as usize] = GState::Rep(m);
        }
        self.loc[m as usize] = Loc::NotReady;
        self.closer_active(m, true);
        self.attach(m);
    }

    /// Bookkeeping after `x` was scheduled, before its predecessors are visited.
    pub(super) fn group_placed(&mut self, x: u32) {
        let Some(gr) = self.groups.as_mut() else {
            return;
        };
        let g = gr.of[x as usize];
        if g == u32::MAX {
            return;
        }
        let gu = g as usize;
        gr.placed[gu] += 1;
        if gr.state[gu] == GState::Rep(x) {
            gr.state[gu] = GState::Active;
            gr.active = Some(g);
        }
        if gr.placed[gu] == gr.size[gu] {
            if gr.state[gu] == GState::Active {
                gr.active = None;
            }
            gr.state[gu] = GState::Finished;
        }
    }

    /// An edge from group member `p` to the scheduled non-member was resolved.
    pub(super) fn group_edge_done(&mut self, p: usize, x: u32) {
        let Some(gr) = self.groups.as_mut() else {
            return;
        };
        let g = gr.of[p];
        if g == u32::MAX || gr.of[x as usize] == g {
            return;
        }
        gr.ext[g as usize] = gr.ext[g as usize].saturating_sub(1);
        if gr.ext[g as usize] == 0 && gr.state[g as usize] == GState::Waiting {
            self.attach_group_rep(g);
        }
    }

    /// In an active group: its next member, or `None` (dissolving the group if it is stuck).
    pub(super) fn group_next(&mut self) -> Option<(u32, Rule)> {
        let g = self.groups.as_ref()?.active?;
        match self.take_group_best(g) {
            Some(m) => {
                self.loc[m as usize] = Loc::NotReady;
                self.closer_active(m, true);
                Some((m, Rule::Group))
            }
            None => {
                self.dissolve(g);
                None
            }
        }
    }

    /// Turns a group's members into ordinary nodes.
    pub(super) fn dissolve(&mut self, g: u32) {
        let held = match self.groups.as_mut() {
            Some(gr) => {
                gr.state[g as usize] = GState::Dissolved;
                if gr.active == Some(g) {
                    gr.active = None;
                }
                gr.held.take(g as usize)
            }
            None => return,
        };
        for m in held {
            self.loc[m as usize] = Loc::NotReady;
            self.closer_active(m, true);
            self.attach(m);
        }
    }

    /// Dissolves the first group holding ready members back; false when there is none.
    pub(super) fn dissolve_any(&mut self) -> bool {
        let g = self
            .groups
            .as_ref()
            .and_then(|gr| (0..gr.held.order.len()).find(|&g| !gr.held.order[g].is_empty()));
        match g {
            Some(g) => {
                self.dissolve(g as u32);
                true
            }
            None => false,
        }
    }
}
