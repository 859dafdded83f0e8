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
use std::collections::BTreeMap;

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
    held: Vec<Vec<u32>>,
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
            held: vec![Vec::new(); k],
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
                gr.held[g as usize].push(i);
                self.loc[i as usize] = Loc::Held;
                self.attach_group_rep(g);
                true
            }
            _ => {
                gr.held[g as usize].push(i);
                self.loc[i as usize] = Loc::Held;
                true
            }
        }
    }

    /// The member to place first: dones, then anything but starts, then original order.
    fn group_best(&self, g: u32) -> Option<(usize, u32)> {
        let gr = self.groups.as_ref()?;
        gr.held[g as usize]
            .iter()
            .enumerate()
            .max_by_key(|&(_, &m)| {
                let u = m as usize;
                (self.st.closer[u], !self.st.opener[u], self.st.pos[u])
            })
            .map(|(k, &m)| (k, m))
    }

    /// Makes the group's best ready member a normal candidate.
    pub(super) fn attach_group_rep(&mut self, g: u32) {
        let Some((k, m)) = self.group_best(g) else {
            return;
        };
        if let Some(gr) = self.groups.as_mut() {
            gr.held[g as usize].swap_remove(k);
            gr.state[g as usize] = GState::Rep(m);
        }
        self.loc[m as usize] = Loc::NotReady;
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
        match self.group_best(g) {
            Some((k, m)) => {
                if let Some(gr) = self.groups.as_mut() {
                    gr.held[g as usize].swap_remove(k);
                }
                self.loc[m as usize] = Loc::NotReady;
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
                std::mem::take(&mut gr.held[g as usize])
            }
            None => return,
        };
        for m in held {
            self.loc[m as usize] = Loc::NotReady;
            self.attach(m);
        }
    }

    /// Dissolves the first group holding ready members back; false when there is none.
    pub(super) fn dissolve_any(&mut self) -> bool {
        let g = self
            .groups
            .as_ref()
            .and_then(|gr| (0..gr.held.len()).find(|&g| !gr.held[g].is_empty()));
        match g {
            Some(g) => {
                self.dissolve(g as u32);
                true
            }
            None => false,
        }
    }
}
