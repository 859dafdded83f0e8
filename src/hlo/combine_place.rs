//! Where a regrouping's new instructions and computations go: the rebuilt computation's order
//! (the input order, new instructions at their keys, moved only as far as dependencies need)
//! and the module's computation list (new wrapped computations before their caller, dissolved
//! ones dropped, every reference renumbered).

use super::combine_rewrite::RegroupProblem;
use super::computation::Computation;
use super::ids::{CompId, InstrId};
use super::module::Module;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};

/// A topological order of `comp` that follows `keys` (smallest first) wherever dependencies
/// allow; an error when the operand and control edges have a cycle.
pub(super) fn stable_topological(
    comp: &Computation,
    keys: &[(usize, usize)],
) -> Result<Vec<InstrId>, RegroupProblem> {
    let n = comp.instructions.len();
    let mut indeg = vec![0u32; n];
    let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (i, ins) in comp.instructions.iter().enumerate() {
        let mut preds: Vec<u32> = ins
            .operands
            .iter()
            .chain(ins.control_predecessors.iter())
            .map(|o| o.0)
            .collect();
        preds.sort_unstable();
        preds.dedup();
        for p in preds {
            succ[p as usize].push(i as u32);
            indeg[i] += 1;
        }
    }
    let mut heap: BinaryHeap<Reverse<((usize, usize), u32)>> = (0..n)
        .filter(|&i| indeg[i] == 0)
        .map(|i| Reverse((keys[i], i as u32)))
        .collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse((_, i))) = heap.pop() {
        order.push(InstrId(i));
        for &s in &succ[i as usize] {
            indeg[s as usize] -= 1;
            if indeg[s as usize] == 0 {
                heap.push(Reverse((keys[s as usize], s)));
            }
        }
    }
    if order.len() != n {
        return Err(RegroupProblem::Cycle);
    }
    Ok(order)
}

/// Puts the new wrapped computations just before `c` (XLA prints callees first), drops the
/// dissolved pairs' wrapped computations and any of their reductions nothing calls any more,
/// and renumbers every computation reference.
pub(super) fn place_computations(
    m: &mut Module,
    c: CompId,
    new_comps: Vec<Computation>,
    dropped: &[CompId],
) {
    if new_comps.is_empty() && dropped.is_empty() {
        return;
    }
    let old_len = m.computations.len();
    let n_new = new_comps.len();
    let placeholder = |j: usize| u32::MAX - j as u32;
    // Candidates to drop: the dissolved wrappers and what they call, if nothing else does.
    let mut drop: HashSet<usize> = dropped.iter().map(|d| d.index()).collect();
    let mut callees: Vec<usize> = Vec::new();
    for d in dropped {
        for i in &m.computation(*d).instructions {
            callees.extend(i.called.iter().map(|k| k.index()));
        }
    }
    callees.sort_unstable();
    callees.dedup();
    // Who calls each of those callees (`None`: a new computation), in one pass over the
    // module: a callee stays while a caller that stays calls it.
    let mut slot: Vec<Option<usize>> = vec![None; old_len];
    for (j, &k) in callees.iter().enumerate() {
        if let Some(x) = slot.get_mut(k) {
            *x = Some(j);
        }
    }
    let mut callers: Vec<Vec<Option<usize>>> = vec![Vec::new(); callees.len()];
    let calls = m
        .computations
        .iter()
        .enumerate()
        .map(|(ci, comp)| (Some(ci), comp))
        .chain(new_comps.iter().map(|comp| (None, comp)));
    for (ci, comp) in calls {
        for i in &comp.instructions {
            for k in i.called.iter() {
                if let Some(Some(j)) = slot.get(k.index()) {
                    callers[*j].push(ci);
                }
            }
        }
    }
    let called_elsewhere = |k: usize, drop: &HashSet<usize>| {
        slot.get(k).copied().flatten().is_some_and(|j| {
            callers[j]
                .iter()
                .any(|c| c.is_none_or(|ci| !drop.contains(&ci)))
        })
    };
    for k in callees {
        if !called_elsewhere(k, &drop) {
            drop.insert(k);
        }
    }
    let mut order: Vec<(bool, usize)> = Vec::with_capacity(old_len + n_new);
    for i in 0..old_len {
        if i == c.index() {
            order.extend((0..n_new).map(|j| (true, j)));
        }
        if !drop.contains(&i) {
            order.push((false, i));
        }
    }
    let mut remap_old: Vec<Option<u32>> = vec![None; old_len];
    let mut remap_new: Vec<u32> = vec![0; n_new];
    for (pos, &(is_new, i)) in order.iter().enumerate() {
        if is_new {
            remap_new[i] = pos as u32;
        } else {
            remap_old[i] = Some(pos as u32);
        }
    }
    let mut old: Vec<Option<Computation>> = std::mem::take(&mut m.computations)
        .into_iter()
        .map(Some)
        .collect();
    let mut new: Vec<Option<Computation>> = new_comps.into_iter().map(Some).collect();
    let mut comps = Vec::with_capacity(order.len());
    for &(is_new, i) in &order {
        let taken = if is_new { new[i].take() } else { old[i].take() };
        if let Some(comp) = taken {
            comps.push(comp);
        }
    }
    for comp in &mut comps {
        for ins in &mut comp.instructions {
            for k in ins.called.iter_mut() {
                let j = (u32::MAX - k.0) as usize;
                if k.0 >= placeholder(n_new.saturating_sub(1)) && j < n_new && k.index() >= old_len
                {
                    *k = CompId(remap_new[j]);
                } else if let Some(Some(to)) = remap_old.get(k.index()) {
                    *k = CompId(*to);
                }
            }
        }
    }
    if let Some(Some(e)) = remap_old.get(m.entry.index()) {
        m.entry = CompId(*e);
    }
    m.computations = comps;
}
