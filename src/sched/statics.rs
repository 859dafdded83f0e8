//! What the list scheduler precomputes per node for one run: its role in the process (opens
//! or closes a pair), hints in process terms, async depth and critical path over the process
//! graph, and the resource bucket it competes in.

use super::super::graph::{Adj, Csr, Graph, NodeKind};
use super::super::rules::Rule;
use super::Variant;
use std::collections::BTreeMap;

/// Per-node facts fixed for a run.
pub(super) struct Static {
    pub closer: Vec<bool>,
    pub opener: Vec<bool>,
    pub res: Vec<u32>,
    pub first: Vec<bool>,
    pub last: Vec<bool>,
    pub prio: Vec<i32>,
    /// Async depth per node; empty when the run has no async-depth rule (every depth 0; the
    /// unused vector was 3.6 MB per variant on the 1M module's 448k-node entry).
    depth: Vec<f64>,
    /// Critical path per node; empty when the run has no critical-path rule.
    crit: Vec<f64>,
    pub unlock: Vec<bool>,
    /// Whether the run goes top-down (the original-order key counts from the end).
    top_down: bool,
    /// Node count.
    n: usize,
    pub bucket: Vec<u32>,
    /// Per bucket: the (resource, units) it needs free.
    pub bucket_needs: Vec<Vec<(u32, u32)>>,
    /// Per bucket: whether it holds the pair-closing nodes (starts bottom-up) of one resource;
    /// those never win avoid-waste, so their bucket ignores it.
    pub bucket_opener: Vec<bool>,
}

impl Static {
    /// Node `i`'s async depth (0 without the async-depth rule).
    pub fn depth(&self, i: usize) -> f64 {
        self.depth.get(i).copied().unwrap_or(0.0)
    }

    /// Node `i`'s critical path (0 without the critical-path rule).
    pub fn crit(&self, i: usize) -> f64 {
        self.crit.get(i).copied().unwrap_or(0.0)
    }

    /// Node `i`'s original-order key: its position, counted from the end top-down (larger
    /// is placed first).
    pub fn pos(&self, i: usize) -> u32 {
        if self.top_down {
            (self.n - 1 - i) as u32
        } else {
            i as u32
        }
    }
}

/// Computes [`Static`] for graph `g` under variant `v`, with `pp` the process predecessors.
pub(super) fn statics(g: &Graph, v: &Variant, pp: &Csr<Adj>) -> Static {
    let n = g.len();
    let mut s = Static {
        closer: vec![false; n],
        opener: vec![false; n],
        res: vec![u32::MAX; n],
        first: vec![false; n],
        last: vec![false; n],
        prio: vec![0; n],
        depth: Vec::new(),
        crit: Vec::new(),
        unlock: vec![false; n],
        top_down: v.top_down,
        n,
        bucket: vec![0; n],
        bucket_needs: vec![Vec::new()],
        bucket_opener: vec![false],
    };
    let mut sigs: BTreeMap<(u32, Vec<(u32, u32)>), u32> = BTreeMap::new();
    sigs.insert((u32::MAX, Vec::new()), 0);
    for (i, spec) in g.nodes.iter().enumerate() {
        let (is_start, is_done, res) = match spec.kind {
            NodeKind::Compute => (false, false, u32::MAX),
            NodeKind::AsyncStart { resource } => (true, false, resource.0),
            NodeKind::AsyncDone { start } => (
                false,
                true,
                g.resource_of(start).map(|r| r.0).unwrap_or(u32::MAX),
            ),
        };
        s.res[i] = res;
        s.closer[i] = if v.top_down { is_start } else { is_done };
        s.opener[i] = if v.top_down { is_done } else { is_start };
        let h = spec.hints;
        // Bottom-up force-early is picked first; top-down the roles swap (CmpDirectional).
        let (first, last, prio) = if v.top_down {
            (h.force_delay, h.force_early, -(h.delay_priority as i64))
        } else {
            (h.force_early, h.force_delay, h.delay_priority as i64)
        };
        s.first[i] = first && v.rules.has(Rule::ForceEarly);
        s.last[i] = last && v.rules.has(Rule::ForceDelay);
        s.prio[i] = if v.rules.has(Rule::DelayPriority) {
            prio.clamp(i32::MIN as i64 + 1, i32::MAX as i64) as i32
        } else {
            0
        };
        let mut needs: Vec<(u32, u32)> = g.requires[i].iter().map(|(r, u)| (r.0, *u)).collect();
        if s.closer[i] && res != u32::MAX {
            match needs.iter_mut().find(|x| x.0 == res) {
                Some(x) => x.1 += 1,
                None => needs.push((res, 1)),
            }
            needs.sort();
        }
        // Openers of each resource get their own bucket: then a step compares one opener per
        // resource, not every pair in flight.
        let opener_of = if s.opener[i] { res } else { u32::MAX };
        // Most nodes need nothing and open nothing: bucket 0, without a lookup.
        if needs.is_empty() && opener_of == u32::MAX {
            continue;
        }
        let next = sigs.len() as u32;
        let b = *sigs.entry((opener_of, needs.clone())).or_insert(next);
        if b as usize == s.bucket_needs.len() {
            s.bucket_needs.push(needs);
            s.bucket_opener.push(opener_of != u32::MAX);
        }
        s.bucket[i] = b;
    }
    // Async depth and critical path over the process predecessors, in topological order of
    // the process graph; each kept only when its rule is on.
    let (want_depth, want_crit) = (
        v.rules.has(Rule::AsyncDepth),
        v.rules.has(Rule::CriticalPath),
    );
    if want_depth {
        s.depth = vec![0.0; n];
    }
    if want_crit {
        s.crit = vec![0.0; n];
    }
    let mut indeg: Vec<u32> = (0..n).map(|i| pp[i].len() as u32).collect();
    let mut stack: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
    let succ_of = |i: usize| -> &[Adj] {
        if v.top_down {
            &g.preds[i]
        } else {
            &g.succs[i]
        }
    };
    while let Some(i) = stack.pop() {
        let mut d: f64 = 0.0;
        let mut cp: f64 = 0.0;
        for a in &pp[i] {
            let j = a.node.index();
            if want_crit {
                cp = cp.max(s.crit[j] + a.latency);
            }
            if want_depth {
                let add = if s.closer[i] { a.latency } else { 0.0 };
                d = d.max(s.depth[j] + add);
            }
            if s.closer[j] {
                s.unlock[i] = true;
            }
        }
        if want_depth {
            s.depth[i] = d;
        }
        if want_crit {
            let spec = &g.nodes[i];
            s.crit[i] = cp + if spec.is_noop { 0.0 } else { spec.cost };
        }
        for a in succ_of(i) {
            let j = a.node.index();
            indeg[j] -= 1;
            if indeg[j] == 0 {
                stack.push(j);
            }
        }
    }
    if !v.rules.has(Rule::UnlockDone) {
        s.unlock.iter_mut().for_each(|u| *u = false);
    }
    s
}
