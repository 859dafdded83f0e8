//! The lower bounds against every order: on generated graphs small enough to enumerate every
//! topological order, under each checker setting (default model, `--interference off`,
//! `--streams per-kind`, `--overlap-limit 2`), no order replays below [`lower_bound`], and no
//! order that keeps XLA's program-order rules (at most a resource's limit of pairs open at
//! once; a node needing a resource of limit 1 idle placed only while no pair on it is open)
//! replays below [`lower_bound_xla_rules`]. Also prints how far the bound is below the
//! optimum, the figure that says whether the bound or the order is loose.

use lhsched::sched::{
    lower_bound, lower_bound_xla_rules, replay, replay_synced, schedule, Graph, NodeId, NodeKind,
    SchedConfig,
};
use lhsched::testing::beat_bound::{random_graph, Setting};

/// Orders enumerated per graph at most; a graph with more is skipped (counted, not checked).
const MAX_ORDERS: usize = 60_000;

/// Starts directly followed by their done run synchronously (XLA:GPU's rule).
fn sync_flags(g: &Graph, order: &[NodeId]) -> Vec<bool> {
    let mut sync = vec![false; g.len()];
    for w in order.windows(2) {
        if g.done_of(w[0]) == Some(w[1]) {
            sync[w[0].index()] = true;
        }
    }
    sync
}

/// Whether `order` keeps XLA's open-pair rules (see the module doc).
fn keeps_rules(g: &Graph, order: &[NodeId]) -> bool {
    let mut open = vec![0u32; g.resources().len()];
    for &x in order {
        for &(r, _) in g.requires(x) {
            if g.resources()[r.index()].limit <= 1 && open[r.index()] > 0 {
                return false;
            }
        }
        match g.node(x).kind {
            NodeKind::AsyncStart { resource } => {
                let r = resource.index();
                if open[r] >= g.resources()[r].limit.max(1) {
                    return false;
                }
                open[r] += 1;
            }
            NodeKind::AsyncDone { .. } => {
                if let Some(r) = g.start_of(x).and_then(|s| g.resource_of(s)) {
                    open[r.index()] = open[r.index()].saturating_sub(1);
                }
            }
            _ => {}
        }
    }
    true
}

/// Every topological order of `g` (None when there are more than [`MAX_ORDERS`]).
fn all_orders(g: &Graph) -> Option<Vec<Vec<NodeId>>> {
    let n = g.len();
    let mut indeg: Vec<usize> = (0..n).map(|i| g.preds(NodeId(i as u32)).len()).collect();
    let mut out = Vec::new();
    let mut cur = Vec::with_capacity(n);
    fn rec(
        g: &Graph,
        indeg: &mut [usize],
        cur: &mut Vec<NodeId>,
        out: &mut Vec<Vec<NodeId>>,
    ) -> bool {
        if cur.len() == g.len() {
            out.push(cur.clone());
            return out.len() <= MAX_ORDERS;
        }
        for x in g.node_ids() {
            if indeg[x.index()] != 0 || cur.contains(&x) {
                continue;
            }
            cur.push(x);
            for a in g.succs(x) {
                indeg[a.node.index()] -= 1;
            }
            let ok = rec(g, indeg, cur, out);
            for a in g.succs(x) {
                indeg[a.node.index()] += 1;
            }
            cur.pop();
            if !ok {
                return false;
            }
        }
        true
    }
    rec(g, &mut indeg, &mut cur, &mut out).then_some(out)
}

#[test]
fn no_order_of_a_small_graph_beats_either_bound() {
    let (mut graphs, mut skipped, mut orders) = (0, 0, 0usize);
    let (mut at_bound, mut ratio_ln) = (0usize, 0.0f64);
    let mut proven = 0usize;
    for setting in Setting::ALL {
        for seed in 0..40u64 {
            let g = random_graph(seed * 13 + 5, 5 + (seed as usize % 5), setting);
            let Some(all) = all_orders(&g) else {
                skipped += 1;
                continue;
            };
            let lb = lower_bound(&g);
            let rules = lower_bound_xla_rules(&g);
            assert!(rules >= lb, "{setting:?} seed {seed}: rules {rules} < {lb}");
            // An optimum the exact search proved, where it bounds every order keeping the
            // rules: no such order beats it.
            let optimum = schedule(&g, &SchedConfig::default())
                .unwrap_or_else(|e| panic!("{setting:?} seed {seed}: {e}"))
                .report
                .rules_optimum;
            proven += usize::from(optimum.is_some());
            let rules = rules.max(optimum.unwrap_or(0.0));
            let (mut best, mut best_rules) = (f64::INFINITY, f64::INFINITY);
            for o in &all {
                let ms = replay_synced(&g, o, &sync_flags(&g, o))
                    .unwrap_or_else(|e| panic!("{setting:?} seed {seed}: {e}"))
                    .makespan;
                assert!(
                    ms >= lb * (1.0 - 1e-9),
                    "{setting:?} seed {seed}: {o:?} replays {ms} below the bound {lb}"
                );
                best = best.min(ms);
                if keeps_rules(&g, o) {
                    best_rules = best_rules.min(
                        replay(&g, o)
                            .unwrap_or_else(|e| panic!("{setting:?} seed {seed}: {e}"))
                            .makespan,
                    );
                    assert!(
                        ms >= rules * (1.0 - 1e-9),
                        "{setting:?} seed {seed}: {o:?} keeps the rules, replays {ms} below \
                         the rules bound {rules}"
                    );
                }
            }
            // And the search pruned nothing it should have kept: its optimum is the least
            // replay (every pair async, as it times them) of an order keeping the rules.
            if let Some(o) = optimum {
                assert!(
                    o <= best_rules * (1.0 + 1e-9),
                    "{setting:?} seed {seed}: proven optimum {o} above the best order {best_rules}"
                );
            }
            graphs += 1;
            orders += all.len();
            if lb > 0.0 && best.is_finite() {
                ratio_ln += (best / lb).ln();
                if best <= lb * (1.0 + 1e-9) {
                    at_bound += 1;
                }
            }
        }
    }
    println!(
        "{graphs} graphs ({skipped} skipped, over {MAX_ORDERS} orders), {orders} orders replayed; \
         optimum at the bound on {at_bound}, geomean optimum/bound {:.4}; a proven optimum \
         bounding the rules on {proven}",
        (ratio_ln / graphs.max(1) as f64).exp()
    );
    assert!(proven >= 40, "a proven optimum on {proven} graphs only");
    assert!(
        graphs >= 80 && orders > 10_000,
        "{graphs} graphs, {orders} orders"
    );
}

/// A collective-bound chain of layers, too many spans for the lagged search (over 64): each
/// layer gathers two independent collectives, each feeding its own compute, and the next
/// layer's collectives wait for both. Every order keeping XLA's rules runs a layer's two
/// spans, then idles on the stream at least one compute's length: the cut bound sees this at
/// every layer and meets the schedule's makespan, where the one-machine bound with heads and
/// tails alone stays a compute step per layer below it.
#[test]
fn a_chain_of_layers_past_the_lagged_search_is_bounded_at_its_optimum() {
    use lhsched::sched::{EdgeKind, GraphBuilder, NodeSpec};
    const US: f64 = 1e-6;
    const LAYERS: usize = 70;
    let mut b = GraphBuilder::new();
    let r = b.add_resource("all-gather", 1);
    let mut before: Vec<NodeId> = Vec::new();
    for l in 0..LAYERS {
        let mut after = Vec::new();
        for side in ["p", "q"] {
            let s = b.add_node(
                NodeSpec::start(format!("{side}{l}-start"), US, r).with_label("all-gather"),
            );
            let d = b.add_node(NodeSpec::done(format!("{side}{l}-done"), US, s));
            let x = b.add_node(NodeSpec::compute(format!("{side}{l}-compute"), 5.0 * US));
            b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
            b.add_edge(d, x, 0.0, EdgeKind::Data);
            for &p in &before {
                b.add_edge(p, s, 0.0, EdgeKind::Data);
            }
            after.push(x);
        }
        before = after;
    }
    let g = b.build().expect("graph");
    let rules = lower_bound_xla_rules(&g);
    let run = schedule(&g, &SchedConfig::default()).expect("schedule");
    let ms = replay(&g, &run.order).expect("replay").makespan;
    // Per layer: two spans of 12 us, then 5 us of the second one's compute; 29 us a layer.
    let optimum = LAYERS as f64 * 29.0 * US;
    assert!(
        (ms - optimum).abs() < 1e-9,
        "makespan {ms}, optimum {optimum}"
    );
    assert!(
        rules <= ms * (1.0 + 1e-9),
        "rules bound {rules} above the makespan {ms}"
    );
    assert!(
        rules >= optimum * (1.0 - 1e-9),
        "rules bound {rules} below the optimum {optimum}"
    );
}

/// A chain of collectives (each feeding compute, sometimes two kernels side by side, that feeds
/// the next) and collectives that feed no other (gradient all-reduces) on one stream of limit
/// 1, small enough to enumerate every order: no order keeping XLA's rules replays below
/// [`lower_bound_xla_rules`]. The floaters
/// hang off random chain points and are as long as, or shorter or longer than, the chain's
/// lags, so the cut bound's terms (the compute that must run across a cut, and a floater fills
/// a cut only after the chain spans that reach it, only whole, and not before its lag from the
/// span that ends the cut) are each at their limit on some seeds; on some the bound is met
/// exactly.
#[test]
fn no_order_of_a_chain_with_floating_collectives_beats_the_rules_bound() {
    use lhsched::sched::{EdgeKind, GraphBuilder, NodeSpec};
    const US: f64 = 1e-6;
    let mut rng = lhsched::testing::beat_bound::Rng(7);
    let (mut graphs, mut at_bound) = (0usize, 0usize);
    let mut floating_at_optimum = 0usize;
    for seed in 0..160u64 {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collective", 1);
        let links = 2 + rng.below(2);
        let mut chain_nodes = Vec::new();
        let mut prev: Vec<NodeId> = Vec::new();
        for i in 0..links {
            let s =
                b.add_node(NodeSpec::start(format!("c{i}-start"), US, r).with_label("all-gather"));
            for &p in &prev {
                b.add_edge(p, s, 0.0, EdgeKind::Data);
            }
            let d = b.add_node(NodeSpec::done(format!("c{i}-done"), US, s));
            b.add_edge(s, d, (5 + rng.below(10)) as f64 * US, EdgeKind::Data);
            let x = b.add_node(NodeSpec::compute(
                format!("c{i}-x"),
                (1 + rng.below(8)) as f64 * US,
            ));
            b.add_edge(d, x, 0.0, EdgeKind::Data);
            chain_nodes.push(d);
            chain_nodes.push(x);
            prev = vec![x];
            // A kernel beside the link's: the next collective waits for both, so more compute
            // than the longest path lies between them.
            if rng.below(2) == 0 {
                let y = b.add_node(NodeSpec::compute(
                    format!("c{i}-y"),
                    (1 + rng.below(6)) as f64 * US,
                ));
                b.add_edge(d, y, 0.0, EdgeKind::Data);
                prev.push(y);
            }
        }
        for f in 0..1 + rng.below(2) {
            let s =
                b.add_node(NodeSpec::start(format!("f{f}-start"), US, r).with_label("all-reduce"));
            if rng.below(4) > 0 {
                let at = chain_nodes[rng.below(chain_nodes.len())];
                let w = b.add_node(NodeSpec::compute(
                    format!("f{f}-w"),
                    rng.below(4) as f64 * US,
                ));
                b.add_edge(at, w, 0.0, EdgeKind::Data);
                b.add_edge(w, s, 0.0, EdgeKind::Data);
            }
            let d = b.add_node(NodeSpec::done(format!("f{f}-done"), US, s));
            b.add_edge(s, d, (1 + rng.below(12)) as f64 * US, EdgeKind::Data);
            let u = b.add_node(NodeSpec::compute(format!("f{f}-update"), US));
            b.add_edge(d, u, 0.0, EdgeKind::Data);
        }
        let g = b.build().expect("graph");
        let Some(all) = all_orders(&g) else { continue };
        let rules = lower_bound_xla_rules(&g);
        let mut best = f64::INFINITY;
        for o in all.iter().filter(|o| keeps_rules(&g, o)) {
            let ms = replay(&g, o).expect("replay").makespan;
            assert!(
                ms >= rules * (1.0 - 1e-9),
                "seed {seed}: {o:?} keeps the rules, replays {ms} below the rules bound {rules}"
            );
            best = best.min(ms);
        }
        graphs += 1;
        at_bound += usize::from(best <= rules * (1.0 + 1e-9));
        // The floating term alone reaches the optimum.
        let floating = lhsched::testing::beat_bound::floating_cut_term(&g);
        floating_at_optimum += usize::from(floating >= best * (1.0 - 1e-9));
    }
    println!(
        "{graphs} graphs, optimum at the rules bound on {at_bound}, the floating term alone at \
         it on {floating_at_optimum}"
    );
    assert!(graphs >= 100, "{graphs} graphs");
    assert!(
        floating_at_optimum >= 10,
        "the floating term alone at it on {floating_at_optimum} graphs only"
    );
}

/// A chain of 70 collectives 2 us apart (past the lagged search) and ten longer collectives
/// that feed no other and may run anywhere: a floater fills a whole gap of the chain but only
/// one, so 59 gaps idle whatever the order. The floating term sees it (the fractional fill
/// alone would let the ten floaters' 200 us cover every gap), and the scheduler's order is
/// within a microsecond of it (the least tail: a floater's update is 1 us, the chain's last
/// compute 2 us).
#[test]
fn a_floating_collective_fills_one_gap_of_a_chain() {
    use lhsched::sched::{EdgeKind, GraphBuilder, NodeSpec};
    const US: f64 = 1e-6;
    let mut b = GraphBuilder::new();
    let r = b.add_resource("collective", 1);
    let mut prev: Option<NodeId> = None;
    for i in 0..70 {
        let s = b.add_node(NodeSpec::start(format!("c{i}-start"), US, r).with_label("all-gather"));
        if let Some(p) = prev {
            b.add_edge(p, s, 0.0, EdgeKind::Data);
        }
        let d = b.add_node(NodeSpec::done(format!("c{i}-done"), US, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
        let x = b.add_node(NodeSpec::compute(format!("c{i}-x"), 2.0 * US));
        b.add_edge(d, x, 0.0, EdgeKind::Data);
        prev = Some(x);
    }
    for f in 0..10 {
        let s = b.add_node(NodeSpec::start(format!("f{f}-start"), US, r).with_label("all-reduce"));
        let d = b.add_node(NodeSpec::done(format!("f{f}-done"), US, s));
        b.add_edge(s, d, 20.0 * US, EdgeKind::Data);
        let u = b.add_node(NodeSpec::compute(format!("f{f}-update"), US));
        b.add_edge(d, u, 0.0, EdgeKind::Data);
    }
    let g = b.build().expect("graph");
    let rules = lower_bound_xla_rules(&g);
    let run = schedule(&g, &SchedConfig::default()).expect("schedule");
    let ms = replay(&g, &run.order).expect("replay").makespan;
    // The stream's spans (70 x 12 us + 10 x 22 us), 59 gaps of 2 us, a tail of 1 us.
    let floor = (70.0 * 12.0 + 10.0 * 22.0 + 59.0 * 2.0 + 1.0) * US;
    assert!(
        rules >= floor * (1.0 - 1e-9),
        "rules bound {rules} below {floor}"
    );
    assert!(
        rules <= ms * (1.0 + 1e-9),
        "rules bound {rules} above the makespan {ms}"
    );
    assert!(
        ms <= floor + 1.0 * US + 1e-12,
        "makespan {ms}, floor {floor}"
    );
}
