//! The hiding bound: a collective can only hide behind compute that is independent of it.
//!
//! On a resource of limit 1 the collectives are in flight one at a time, each for at least its
//! nominal time `T_c`, from its start's end to its done's begin. While `c` is in flight the
//! compute stream can only run nodes that are neither ancestors of `c`'s start (nor the start)
//! nor descendants of `c`'s done (nor the done). Let `W` be the total compute work and `F` the
//! most work that can be placed inside the flights, each node's work split at will over the
//! flights it is independent of and each flight holding at most `T_c` of it (a transportation
//! problem: the maximum flow source -> node (capacity its cost) -> flight (if independent) ->
//! sink (capacity `T_c`)). Then every schedule takes at least `W - F + sum T_c`: the compute
//! stream is busy at least `W - F` outside the flights (work outside runs at least at nominal
//! speed), and the flights, which do not overlap, last at least `sum T_c` together.
//!
//! With interference (compute of slowdown `x` runs at `1 / (1 + x)` while a collective is in
//! flight), work `w` inside a flight takes `w (1 + x)` of its time: the flow is in wall time
//! (a node supplies `w (1 + x)`), and the work inside is at most
//! `sum_j F_j (1/(1+x_j) - 1/(1+x_{j+1}))` over the slowdown classes in increasing order, `F_j`
//! the max flow of classes `0..=j` alone (`x_{k+1}` past the last: weight 0). A flight longer
//! than `T_c` holds at most as much more work as it adds time, so `T_c` is still the worst case.
//!
//! Work: ancestor/descendant sets as bitsets over the resource's collectives, then nodes with
//! the same set of independent flights merged into one source; skipped (no term) when the
//! graph is too large for the limits below, so the bound stays cheap on any module.

use super::bound::cost;
use super::graph::{Graph, NodeKind};
use super::paths::Paths;
use super::transport::Transport;
use std::collections::HashMap;

/// Skip a resource when nodes x its collectives exceeds this (bitset bits).
const BITS_LIMIT: usize = 16_000_000;
/// Skip a resource when merged sources x its collectives exceeds this (flow edges).
const EDGES_LIMIT: usize = 2_000_000;

/// The hiding bound over every resource of limit 1 (0 where skipped or absent).
pub(crate) fn hiding_bound(g: &Graph, p: &Paths) -> f64 {
    hiding_bounds(g, p, false).0
}

/// The hiding bound for every order and, when `rules` is set, the one for the orders that
/// keep XLA's rules, where a resource's starts and dones run between its flights, never inside
/// one (the first again without `rules`): one set of ancestor bitsets serves both flows.
pub(crate) fn hiding_bounds(g: &Graph, p: &Paths, rules: bool) -> (f64, f64) {
    let (mut any, mut kept) = (0.0f64, 0.0f64);
    for (r, res) in g.resources().iter().enumerate() {
        if res.limit <= 1 {
            let (a, k) = resource_bound(g, p, r, rules);
            any = any.max(a.unwrap_or(0.0));
            kept = kept.max(k.unwrap_or(0.0));
        }
    }
    (any, if rules { kept } else { any })
}

/// The bound for resource `r` for every order and (with `rules`) for the orders that keep
/// XLA's rules; `None` when it has no collectives or is too large.
fn resource_bound(g: &Graph, p: &Paths, r: usize, rules: bool) -> (Option<f64>, Option<f64>) {
    let n = g.len();
    let mut colls = Vec::new();
    for x in g.node_ids() {
        if let (NodeKind::AsyncStart { resource }, Some(d)) = (g.node(x).kind, g.done_of(x)) {
            if resource.index() == r && g.collective_time(x) > 0.0 {
                colls.push((x.index(), d.index(), g.collective_time(x)));
            }
        }
    }
    let c = colls.len();
    if c == 0 || n.saturating_mul(c) > BITS_LIMIT {
        return (None, None);
    }
    let words = c.div_ceil(64);
    // dep[x]: the flights x cannot run inside (x reaches a start, or a done reaches x).
    let mut anc = vec![0u64; n * words];
    let mut desc = vec![0u64; n * words];
    for (k, &(s, d, _)) in colls.iter().enumerate() {
        anc[s * words + k / 64] |= 1 << (k % 64);
        desc[d * words + k / 64] |= 1 << (k % 64);
    }
    for &x in p.topo.iter().rev() {
        let i = x.index();
        for a in g.succs(x) {
            let j = a.node.index();
            for w in 0..words {
                anc[i * words + w] |= anc[j * words + w];
            }
        }
    }
    for &x in &p.topo {
        let i = x.index();
        for a in g.preds(x) {
            let j = a.node.index();
            for w in 0..words {
                desc[i * words + w] |= desc[j * words + w];
            }
        }
    }
    // Sources: nodes with work, merged by their dependent set and their slowdown class.
    let inter = g.model().interference;
    let mut xs: Vec<f64> = Vec::new();
    let x_of = |i: usize| match g.nodes[i].kind {
        NodeKind::Compute => inter.factor(g.nodes[i].contention),
        _ => 0.0,
    };
    let mut groups: HashMap<(Vec<u64>, usize), usize> = HashMap::new();
    // Per group: its work in wall time inside a flight, all of it and without the resource's
    // starts and dones.
    let mut supply: Vec<f64> = Vec::new();
    let mut supply_rules: Vec<f64> = Vec::new();
    let mut sets: Vec<(Vec<u64>, usize)> = Vec::new();
    let mut work = 0.0f64;
    for i in 0..n {
        let w = cost(g, i);
        if w <= 0.0 {
            continue;
        }
        work += w;
        let x = x_of(i);
        let class = match xs.iter().position(|&y| y == x) {
            Some(k) => k,
            None => {
                xs.push(x);
                xs.len() - 1
            }
        };
        let key: Vec<u64> = (0..words)
            .map(|k| anc[i * words + k] | desc[i * words + k])
            .collect();
        let next = supply.len();
        let gi = *groups.entry((key.clone(), class)).or_insert(next);
        if gi == next {
            supply.push(0.0);
            supply_rules.push(0.0);
            sets.push((key, class));
        }
        // In wall time inside a flight: work runs at 1 / (1 + x) there.
        supply[gi] += w * (1.0 + x);
        if !on_resource(g, i, r) {
            supply_rules[gi] += w * (1.0 + x);
        }
    }
    let flights: f64 = colls.iter().map(|x| x.2).sum();
    let times: Vec<f64> = colls.iter().map(|x| x.2).collect();
    let bound = |supply: &[f64]| {
        inside(&times, &sets, supply, &xs, words).map(|inside| work - inside + flights)
    };
    let any = bound(&supply);
    // Without work on the resource's starts and dones the two flows are the same.
    let kept = if rules && supply_rules != supply {
        bound(&supply_rules)
    } else {
        any
    };
    (any, kept)
}

/// The most work (in the flights' wall time, slowed work counted at its speed there) the
/// flights of times `times` can hold of the groups `sets` (blocked flights, slowdown class)
/// with `supply` each; `None` when the network is too large ([`EDGES_LIMIT`]).
fn inside(
    times: &[f64],
    sets: &[(Vec<u64>, usize)],
    supply: &[f64],
    xs: &[f64],
    words: usize,
) -> Option<f64> {
    // The groups with work (under XLA's rules a group of starts and dones has none).
    let live: Vec<usize> = (0..sets.len()).filter(|&k| supply[k] > 0.0).collect();
    if live.len().saturating_mul(times.len()) > EDGES_LIMIT {
        return None;
    }
    // Classes by slowdown, least slowed first; F_j: the most wall time the flights can hold of
    // the work of classes 0..=j. The work placed inside is at most
    // sum_j F_j (1/(1+x_j) - 1/(1+x_{j+1})) (a flow's class parts a_j add up to at most F_j
    // over every prefix, and the weights 1/(1+x) decrease), which with interference off is the
    // one max flow F.
    // One network, the classes' sources added in that order: augmenting from the previous
    // maximum gives the next prefix's maximum (max flow is monotone in added edges), so the
    // classes cost about one flow together.
    let mut by_x: Vec<usize> = (0..xs.len()).collect();
    by_x.sort_by(|&a, &b| xs[a].total_cmp(&xs[b]));
    let blocked: Vec<u64> = live
        .iter()
        .flat_map(|&k| sets[k].0.iter().copied())
        .collect();
    let mut net = Transport::new(times.to_vec(), blocked, words);
    let mut inside = 0.0f64;
    let mut prefix = 0.0f64;
    for (j, &cls) in by_x.iter().enumerate() {
        for (gi, &k) in live.iter().enumerate() {
            if sets[k].1 == cls {
                net.add_supply(gi, supply[k]);
            }
        }
        prefix += net.max_flow();
        let next_w = by_x.get(j + 1).map_or(0.0, |&k| 1.0 / (1.0 + xs[k]));
        inside += prefix * (1.0 / (1.0 + xs[cls]) - next_w);
    }
    Some(inside)
}

/// Whether node `i` is a start or a done of resource `r`.
fn on_resource(g: &Graph, i: usize, r: usize) -> bool {
    let start = match g.nodes[i].kind {
        NodeKind::AsyncStart { .. } => super::graph::NodeId(i as u32),
        NodeKind::AsyncDone { start } => start,
        NodeKind::Compute => return false,
    };
    g.resource_of(start).is_some_and(|x| x.index() == r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::paths::paths;
    use crate::sched::{replay, EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    #[test]
    fn one_filler_hides_only_one_of_two_collectives() {
        // Two independent 10 us collectives (starts and dones free) and one 10 us compute node
        // independent of both: it hides one flight, the other is exposed: 20 us at least.
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let s1 = b.add_node(NodeSpec::start("s1", 0.0, r));
        let s2 = b.add_node(NodeSpec::start("s2", 0.0, r));
        let d1 = b.add_node(NodeSpec::done("d1", 0.0, s1));
        let d2 = b.add_node(NodeSpec::done("d2", 0.0, s2));
        b.add_edge(s1, d1, 10.0 * US, EdgeKind::Data);
        b.add_edge(s2, d2, 10.0 * US, EdgeKind::Data);
        let w = b.add_node(NodeSpec::compute("w", 10.0 * US));
        let g = b.build().expect("valid");
        let h = hiding_bound(&g, &paths(&g));
        assert!((h - 20.0 * US).abs() < 1e-12, "{h}");
        let ms = replay(&g, &[s1, w, d1, s2, d2]).expect("valid").makespan;
        assert!(h <= ms * (1.0 + 1e-9), "{h} > {ms}");
    }

    #[test]
    fn slowed_compute_hides_less_of_a_flight() {
        // A 10 us collective beside 12 us of memory-bound work (x = 0.4) and 3 us of GEMM
        // (x = 0.2), all independent of it: inside the flight the GEMM takes 3.6 us of its
        // wall time, the memory-bound work the other 6.4 us, which is 6.4 / 1.4 us of work.
        // Every order takes at least 15 - 3 - 6.4/1.4 + 10 us, and replays no faster.
        use crate::sched::model::{Contention, Interference, TimeModel};
        let mut b = GraphBuilder::new();
        b.set_model(TimeModel {
            interference: Interference::measured(),
            share_bandwidth: true,
        });
        let r = b.add_resource("collectives", 1);
        let s = b.add_node(NodeSpec::start("s", 0.0, r));
        let d = b.add_node(NodeSpec::done("d", 0.0, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
        let mut mem = NodeSpec::compute("mem", 12.0 * US);
        mem.contention = Contention::Memory;
        let mut gemm = NodeSpec::compute("gemm", 3.0 * US);
        gemm.contention = Contention::Gemm;
        let m = b.add_node(mem);
        let k = b.add_node(gemm);
        let g = b.build().expect("valid");
        let h = hiding_bound(&g, &paths(&g));
        let want = (15.0 - 3.0 - 6.4 / 1.4 + 10.0) * US;
        assert!((h - want).abs() < 1e-12, "{h} vs {want}");
        for order in [[s, k, m, d], [s, m, k, d], [k, s, m, d], [s, k, d, m]] {
            let ms = replay(&g, &order).expect("valid").makespan;
            assert!(h <= ms * (1.0 + 1e-9), "{h} > {ms}");
        }
    }

    #[test]
    fn dependent_compute_cannot_hide_a_collective() {
        // a -> start -> done -> b: neither a nor b can run during the flight.
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let a = b.add_node(NodeSpec::compute("a", 5.0 * US));
        let s = b.add_node(NodeSpec::start("s", 0.0, r));
        let d = b.add_node(NodeSpec::done("d", 0.0, s));
        let c = b.add_node(NodeSpec::compute("c", 5.0 * US));
        b.add_edge(a, s, 0.0, EdgeKind::Data);
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
        b.add_edge(d, c, 0.0, EdgeKind::Data);
        let g = b.build().expect("valid");
        let h = hiding_bound(&g, &paths(&g));
        assert!((h - 20.0 * US).abs() < 1e-12, "{h}");
    }
}
