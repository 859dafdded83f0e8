//! Whether a grouping of collectives certainly makes a cycle, without rewriting the module:
//! the local search on bucket boundaries tries groupings the rewrite refuses (a member's
//! operand computed from another member's result), and finding that by a module copy and a
//! rewrite cost it as much as a small schedule each.

use super::acyclic::has_cycle;
use super::combine::CombinablePair;
use super::combine_rewrite::Bucket;
use super::ids::{CompId, InstrId};
use super::module::Module;

/// Whether regrouping `pairs` (all of computation `c`) into `buckets` makes a cycle that
/// [`super::combine_rewrite::regroup`] would refuse: the computation's graph with each
/// bucket's starts merged into one node and its members' results into another has one. Only
/// edges the rewrite keeps are drawn (an operand into a member becomes the combined start's,
/// a member's result is read from the combined done), so `true` is certain; `false` leaves the
/// verdict to the rewrite. Buckets naming no pair, or a pair twice, are the rewrite's to
/// refuse: they count as no cycle here.
pub fn grouping_makes_cycle(
    m: &Module,
    c: CompId,
    pairs: &[CombinablePair],
    buckets: &[Bucket],
) -> bool {
    let comp = m.computation(c);
    let n = comp.instructions.len();
    let nodes = n + 2 * buckets.len();
    // What each instruction is in the merged graph: itself, a bucket's done node (a member's
    // result), or gone (a member's start or tuple-shaped done: its edges are the members').
    const GONE: usize = usize::MAX;
    let mut node_of: Vec<usize> = (0..n).collect();
    for (b, bucket) in buckets.iter().enumerate() {
        for &(p, e) in bucket {
            let Some(el) = pairs.get(p).and_then(|pr| pr.elements.get(e)) else {
                return false;
            };
            let pr = &pairs[p];
            for id in [pr.start, pr.done] {
                if let Some(x) = node_of.get_mut(id.index()) {
                    *x = GONE;
                }
            }
            if let Some(v) = el.value {
                if let Some(x) = node_of.get_mut(v.index()) {
                    *x = n + 2 * b + 1;
                }
            }
        }
    }
    let source = |id: InstrId| node_of.get(id.index()).copied().filter(|&x| x != GONE);
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); nodes];
    for (i, ins) in comp.instructions.iter().enumerate() {
        let at = node_of[i];
        // A member's result (`get-tuple-element` or plain done) stands for its bucket's done:
        // what reads it reads the combined done.
        if at != i {
            continue;
        }
        for &o in ins.operands.iter().chain(ins.control_predecessors.iter()) {
            if let Some(s) = source(o) {
                succs[s].push(i);
            }
        }
    }
    // Every member named a pair and element of `pairs` (checked above).
    for (b, bucket) in buckets.iter().enumerate() {
        let (start, done) = (n + 2 * b, n + 2 * b + 1);
        for &(p, e) in bucket {
            if let Some(s) = source(pairs[p].elements[e].operand) {
                succs[s].push(start);
            }
        }
        succs[start].push(done);
    }
    has_cycle(nodes, |i, k| succs[i].get(k).copied())
}
