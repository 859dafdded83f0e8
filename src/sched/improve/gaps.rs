//! The improvement pass's gap moves: work moved into the idle time the replay shows, on the
//! compute stream ([`Local::slot_sweep`]) and on a collective stream ([`Local::stream_sweep`]).

use super::{Local, GAIN};
use crate::sched::error::SchedError;
use crate::sched::graph::{NodeId, NodeKind};
use crate::sched::timeline::Stream;

/// Compute nodes tried per idle slot of the compute stream ([`Local::slot_sweep`]), those whose
/// time is nearest the slot's first.
const SLOT_FILLERS: usize = 12;

/// Idle slots a slot sweep examines (the longest), and how far after a slot in the order its
/// fillers are looked for: a sweep reads at most their product of nodes, whatever the graph.
const SLOT_SLOTS: usize = 256;
const SLOT_REACH: usize = 1024;

/// A slot filler runs at most this many times the slot's length (it may overrun the slot: a
/// 3.7 us GEMM in a 2 us gap still saves a microsecond against a 1 us one).
const SLOT_OVERRUN: f64 = 2.5;

/// Collective starts tried per idle gap of a collective stream ([`Local::stream_sweep`]) until
/// the pass converges, and after it ([`STREAM_STARTS_WIDE`]). The collective that fills a gap
/// is often not among the first starts after it. While the stream moves ran last in a sweep,
/// 32 from the beginning spent the default budget elsewhere (XLA's combined transformer_2x4
/// and llama_gqa ended 0.2% longer); with them first, 32 took XLA's uncombined llama_gqa from
/// 8,720.70 to 8,586.29 us and transformer_4x2 from 14,060.97 to 14,026.00 (the combined ones
/// 0.05-0.3% longer). They are the starts whose hoist carries the least work, not the
/// nearest: of 46 hoists kept on llama_gqa16 at 16,000 tries, the start was anywhere among
/// the 32 nearest (20 of them past the 20th); ranked, the default budget takes XLA's
/// uncombined transformer_4x2 from 13,973.01 to 13,822.18 us, llama_gqa16 from 16,850.13 to
/// 16,668.43 and llama_gqa from 8,545.06 to 8,499.12.
pub(super) const STREAM_STARTS: usize = 32;
/// [`STREAM_STARTS`] once the pass has converged within the budget.
pub(super) const STREAM_STARTS_WIDE: usize = 128;

impl Local<'_> {
    /// Moves a compute node from later in the order (at most [`SLOT_REACH`] places) into an
    /// idle slot of the replayed compute stream, the [`SLOT_SLOTS`] longest slots first, the
    /// nodes whose time is nearest the slot's first ([`SLOT_FILLERS`] each, at most
    /// [`SLOT_OVERRUN`] times the slot): the gaps a latency
    /// chain leaves (issue 21: on XLA's transformer12 entry the weight-gradient GEMMs sat in
    /// 1 us gaps while 2 and 3 us ones stayed idle).
    pub(super) fn slot_sweep(&mut self) -> Result<bool, SchedError> {
        let t = self.replay_current()?;
        let mut runs: Vec<(f64, f64, NodeId)> = t
            .slices
            .iter()
            .filter(|s| s.stream == Stream::Compute && s.end > s.start)
            .map(|s| (s.start, s.end, s.node))
            .collect();
        runs.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)));
        let mut slots: Vec<(f64, NodeId)> = Vec::new();
        let mut busy_until = 0.0f64;
        for (st, en, x) in runs {
            if st > busy_until * (1.0 + GAIN) {
                slots.push((st - busy_until, x));
            }
            busy_until = busy_until.max(en);
        }
        slots.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        for (len, y) in slots.into_iter().take(SLOT_SLOTS) {
            let p = self.pos[y.index()];
            let reach = (p + 1 + SLOT_REACH).min(self.order.len());
            let mut fillers: Vec<(f64, NodeId)> = self.order[p + 1..reach]
                .iter()
                .copied()
                .filter(|&x| {
                    let node = self.g.node(x);
                    matches!(node.kind, NodeKind::Compute)
                        && !node.is_noop
                        && node.cost > 0.0
                        && node.cost <= len * SLOT_OVERRUN
                        && self.g.preds(x).iter().all(|a| self.pos[a.node.index()] < p)
                })
                .map(|x| ((self.g.node(x).cost - len).abs(), x))
                .collect();
            fillers.retain(|&(_, x)| !self.slot_tried.contains(&(y, x)));
            fillers.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            for (_, x) in fillers.into_iter().take(SLOT_FILLERS) {
                if self.spent() {
                    return Ok(false);
                }
                self.slot_tried.insert((y, x));
                let to = self.pos[y.index()];
                if self.try_move(x, to)? {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Moves a collective into an idle gap of its replayed stream: for the [`SLOT_SLOTS`]
    /// longest gaps of each limit-1 resource (the time before its first collective included),
    /// [`Local::stream_starts`] starts of that resource later in the order (within
    /// [`SLOT_REACH`] places; those whose hoist carries the least work first, ties by
    /// position: [`Local::carried_work`]) are carried, with their ancestors in between, to
    /// where the gap opens (after the done of the collective that ended there), their done
    /// closing before the next start of the resource; and as many of its starts before the
    /// gap are sunk into it ([`Local::sunk`]). A bucket whose operands the order computes
    /// late otherwise leaves the stream idle while compute runs, then queues in front of the
    /// collectives of the critical chain; a collective queued in front of a chain of
    /// collectives that each wait a little for compute leaves those waits idle.
    pub(super) fn stream_sweep(&mut self) -> Result<bool, SchedError> {
        let t = self.replay_current()?;
        let mut runs: Vec<(f64, usize)> = t
            .slices
            .iter()
            .filter(|s| s.stream == Stream::Compute)
            .map(|s| (s.start, self.pos[s.node.index()]))
            .collect();
        runs.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let mut colls: Vec<(usize, f64, f64, NodeId)> = t
            .slices
            .iter()
            .filter_map(|s| match s.stream {
                Stream::Resource { resource, .. }
                    if self.g.resources()[resource.index()].limit <= 1 =>
                {
                    Some((resource.index(), s.start, s.end, s.node))
                }
                _ => None,
            })
            .collect();
        colls.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.3.cmp(&b.3)));
        // (length, opening time, the start that ended there (none before a stream's first
        // collective: the time from the program's begin to it is a gap too), its resource)
        let mut gaps: Vec<(f64, f64, Option<NodeId>, usize)> = colls
            .windows(2)
            .filter(|w| w[0].0 == w[1].0 && w[1].1 > w[0].2 * (1.0 + GAIN))
            .map(|w| (w[1].1 - w[0].2, w[0].2, Some(w[0].3), w[0].0))
            .collect();
        gaps.extend(
            colls
                .iter()
                .enumerate()
                .filter(|&(i, c)| (i == 0 || colls[i - 1].0 != c.0) && c.1 > 0.0)
                .map(|(_, c)| (c.1, 0.0, None, c.0)),
        );
        gaps.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.2.cmp(&b.2)).then(a.3.cmp(&b.3)));
        let mut mark = vec![false; self.g.len()];
        for (_, at, before, r) in gaps.into_iter().take(SLOT_SLOTS) {
            let k = runs.partition_point(|&(st, _)| st < at * (1.0 - GAIN));
            let Some(&(_, mut q)) = runs.get(k) else {
                continue;
            };
            if let Some(d) = before.and_then(|b| self.g.done_of(b)) {
                q = q.max(self.pos[d.index()] + 1);
            }
            let reach = (q + SLOT_REACH).min(self.order.len());
            let mut starts: Vec<(f64, NodeId)> = self.order[q.min(reach)..reach]
                .iter()
                .copied()
                .filter(|&x| self.starts_on(x, r) && !self.stream_tried.contains(&(before, x)))
                .map(|x| (self.carried_work(x, q, &mut mark), x))
                .collect();
            starts.sort_by(|a, b| {
                a.0.total_cmp(&b.0)
                    .then(self.pos[a.1.index()].cmp(&self.pos[b.1.index()]))
            });
            let starts: Vec<NodeId> = starts
                .into_iter()
                .take(self.stream_starts)
                .map(|(_, x)| x)
                .collect();
            // And the last starts of the stream before the gap, sunk into it with the work
            // that waits for them: a collective queued in front of a chain of collectives
            // that each wait a little for compute.
            let sunk: Vec<NodeId> = self.order[q.saturating_sub(SLOT_REACH)..q.min(reach)]
                .iter()
                .rev()
                .copied()
                .filter(|&x| {
                    Some(x) != before
                        && self.starts_on(x, r)
                        && !self.stream_tried.contains(&(before, x))
                })
                .take(self.stream_starts)
                .collect();
            for s in starts.into_iter().chain(sunk) {
                if self.spent() {
                    return Ok(false);
                }
                self.stream_tried.insert((before, s));
                let cand = if self.pos[s.index()] < q {
                    self.sunk(s, q, r)
                } else {
                    self.hoisted(s, q)
                };
                if let Some(cand) = cand {
                    if self.try_order(cand)? {
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }

    /// The compute time of the nodes between position `q` and start `s` that a hoist of `s`
    /// to `q` carries with it (its ancestors there, as [`Local::carried`] finds them): the
    /// work that must run before its collective can fill the gap, so the starts that carry
    /// least are the likeliest fillers. `mark` is all false on entry and on return.
    fn carried_work(&self, s: NodeId, q: usize, mark: &mut [bool]) -> f64 {
        let p = self.pos[s.index()];
        mark[s.index()] = true;
        let mut work = 0.0;
        for &y in self.order[q..p].iter().rev() {
            if self.g.succs(y).iter().any(|a| mark[a.node.index()]) {
                mark[y.index()] = true;
                work += self.g.node(y).cost;
            }
        }
        for &y in &self.order[q..=p] {
            mark[y.index()] = false;
        }
        work
    }

    /// Whether `x` is a start of a collective on resource `r`.
    fn starts_on(&self, x: NodeId, r: usize) -> bool {
        self.g.resource_of(x).is_some_and(|res| res.index() == r)
    }

    /// The order with start `s` (before position `q`) moved to just before `q`, and the work
    /// that waits for it up to the next start of its stream `r` at or after `q` (its done
    /// included) moved to just before that start: its collective then runs in the gap while
    /// the compute the next start waits for runs beside it. `None` without such a start or
    /// when the done is not among the moved work.
    fn sunk(&self, s: NodeId, q: usize, r: usize) -> Option<Vec<NodeId>> {
        let p = self.pos[s.index()];
        let d = self.g.done_of(s)?;
        let n = (q..self.order.len()).find(|&k| self.starts_on(self.order[k], r))?;
        let mut waits = vec![false; self.g.len()];
        waits[s.index()] = true;
        for &y in &self.order[p + 1..n] {
            if self.g.preds(y).iter().any(|a| waits[a.node.index()]) {
                waits[y.index()] = true;
            }
        }
        // The done is moved only from before the next start (`waits` holds no later node).
        if !waits[d.index()] {
            return None;
        }
        let mut cand = Vec::with_capacity(self.order.len());
        for (k, &y) in self.order.iter().enumerate() {
            if k == q {
                cand.push(s);
            }
            if k == n {
                cand.extend(self.order[p + 1..n].iter().filter(|y| waits[y.index()]));
            }
            if !waits[y.index()] {
                cand.push(y);
            }
        }
        Some(cand)
    }

    /// The order with start `s` carried to position `q` ([`Local::carried`], or alone when
    /// nothing goes with it) and its done moved before the next start of its resource when
    /// one now lies between them; `None` when that breaks an edge.
    fn hoisted(&self, s: NodeId, q: usize) -> Option<Vec<NodeId>> {
        let mut cand = match self.carried(s, q) {
            Some(c) => c,
            None if self.pos[s.index()] > q && self.may_move(s, q) => {
                let mut c = self.order.clone();
                let v = c.remove(self.pos[s.index()]);
                c.insert(q, v);
                c
            }
            None => return None,
        };
        let (d, r) = (self.g.done_of(s)?, self.g.resource_of(s)?);
        let ps = cand.iter().position(|&x| x == s)?;
        let pd = cand.iter().position(|&x| x == d)?;
        let next = (ps + 1..pd).find(|&k| self.starts_on(cand[k], r.index()));
        if let Some(k) = next {
            let mut before = vec![false; self.g.len()];
            for y in &cand[..k] {
                before[y.index()] = true;
            }
            if !self.g.preds(d).iter().all(|a| before[a.node.index()]) {
                return None;
            }
            let v = cand.remove(pd);
            cand.insert(k, v);
        }
        Some(cand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::timeline::replay;
    use crate::sched::verify::verify;
    use crate::sched::{EdgeKind, Graph, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    /// Replays `order` (asserting `before_us`), runs one stream sweep, and asserts that it
    /// kept a move to `after_us` with a valid, rule-keeping order.
    fn one_stream_move<'g>(
        g: &'g Graph,
        order: &[NodeId],
        before_us: f64,
        after_us: f64,
    ) -> Local<'g> {
        let ms = replay(g, order).expect("replays").makespan;
        assert!((ms - before_us * US).abs() < 1e-12, "{ms}");
        let mut l = Local::new(g, order, ms, None, 100);
        assert!(l.stream_sweep().expect("replays"), "no stream move kept");
        assert!((l.ms - after_us * US).abs() < 1e-12, "{}", l.ms);
        assert!(verify(g, &l.order).is_ok());
        assert!(crate::sched::legal::within_limits(g, &l.order));
        l
    }

    /// A 2 us kernel sits in a 1 us gap of a latency chain while a 2 us gap (across a no-op)
    /// stays idle: one slot move puts it there.
    #[test]
    fn a_slot_move_puts_a_kernel_in_the_gap_that_fits_it() {
        let mut b = GraphBuilder::new();
        let c0 = b.add_node(NodeSpec::compute("c0", 0.5 * US));
        let c1 = b.add_node(NodeSpec::compute("c1", 0.5 * US));
        let nop = b.add_node(NodeSpec::noop("bitcast"));
        let c2 = b.add_node(NodeSpec::compute("c2", 0.5 * US));
        let c3 = b.add_node(NodeSpec::compute("c3", 0.5 * US));
        let c4 = b.add_node(NodeSpec::compute("c4", 0.5 * US));
        let gemm = b.add_node(NodeSpec::compute("gemm", 2.0 * US));
        for (u, v) in [(c0, c1), (c1, nop), (nop, c2), (c2, c3), (c3, c4)] {
            b.add_edge(u, v, US, EdgeKind::Data);
        }
        b.add_edge(c0, gemm, 0.0, EdgeKind::Data);
        b.add_edge(gemm, c4, 0.0, EdgeKind::Data);
        let g = b.build().expect("builds");
        let order = vec![c0, c1, nop, c2, gemm, c3, c4];
        let ms = replay(&g, &order).expect("replays").makespan;
        assert!((ms - 8.5 * US).abs() < 1e-12, "{ms}");
        let mut l = Local::new(&g, &order, ms, None, 100);
        assert!(l.slot_sweep().expect("replays"), "no slot move kept");
        assert!((l.ms - 7.5 * US).abs() < 1e-12, "{}", l.ms);
        assert!(verify(&g, &l.order).is_ok());
        assert!(l.pos[gemm.index()] < l.pos[c2.index()], "{:?}", l.order);
        assert!(!l.slot_sweep().expect("replays"), "nothing left to gain");
    }

    /// A bucket (`sb`, fed by `p`) placed after the critical collective `sc` leaves the stream
    /// idle while `x` computes; one stream move hoists it with `p` into that gap and closes
    /// it before `sc`.
    #[test]
    fn a_stream_move_hoists_a_bucket_into_the_idle_stream() {
        let (mut b, pair, [sa, da, x, sc, dc]) = gap_before_a_chain();
        let p = b.add_node(NodeSpec::compute("p", 5.0 * US));
        let (sb, db) = pair(&mut b, "b");
        b.add_edge(p, sb, 0.0, EdgeKind::Data);
        let g = b.build().expect("builds");
        let l = one_stream_move(&g, &[sa, da, x, sc, dc, p, sb, db], 55.0, 45.0);
        let at = |n: NodeId| l.pos[n.index()];
        assert!(
            at(p) < at(sb) && at(sb) < at(db) && at(db) < at(sc),
            "{:?}",
            l.order
        );
    }

    /// The stream idles from the program's begin while `x`, which no collective needs, runs
    /// first: the gap before the stream's first collective is one too, and hoisting the
    /// start with its operand `p` to the front overlaps its collective with `x`.
    #[test]
    fn a_stream_move_fills_the_gap_before_the_first_collective() {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let x = b.add_node(NodeSpec::compute("x", 20.0 * US));
        let p = b.add_node(NodeSpec::compute("p", 5.0 * US));
        let sa = b.add_node(NodeSpec::start("sa", 0.0, r));
        let da = b.add_node(NodeSpec::done("da", 0.0, sa));
        b.add_edge(p, sa, 0.0, EdgeKind::Data);
        b.add_edge(sa, da, 10.0 * US, EdgeKind::Data);
        let g = b.build().expect("builds");
        let l = one_stream_move(&g, &[x, p, sa, da], 35.0, 25.0);
        assert_eq!(l.order[..2], [p, sa], "{:?}", l.order);
    }

    /// A collective `f` that nothing waits for runs in front of a chain of three whose steps
    /// wait 2 us for compute: sunk into the first wait, its 20 us hide one of them.
    #[test]
    fn a_stream_move_sinks_a_collective_into_a_wait_of_a_chain() {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let pair = |b: &mut GraphBuilder, name: &str, us: f64| {
            let s = b.add_node(NodeSpec::start(format!("s{name}"), 0.0, r));
            let d = b.add_node(NodeSpec::done(format!("d{name}"), 0.0, s));
            b.add_edge(s, d, us * US, EdgeKind::Data);
            (s, d)
        };
        let (sf, df) = pair(&mut b, "f", 20.0);
        let (sa, da) = pair(&mut b, "a", 10.0);
        let c1 = b.add_node(NodeSpec::compute("c1", 2.0 * US));
        let (sb, db) = pair(&mut b, "b", 10.0);
        let c2 = b.add_node(NodeSpec::compute("c2", 2.0 * US));
        let (sc, dc) = pair(&mut b, "c", 10.0);
        for (u, v) in [(da, c1), (c1, sb), (db, c2), (c2, sc)] {
            b.add_edge(u, v, 0.0, EdgeKind::Data);
        }
        let g = b.build().expect("builds");
        let l = one_stream_move(&g, &[sf, df, sa, da, c1, sb, db, c2, sc, dc], 54.0, 52.0);
        let at = |n: NodeId| l.pos[n.index()];
        assert!(at(sa) < at(sf) && at(df) < at(sc), "{:?}", l.order);
    }

    /// Every sunk order of random graphs is a permutation with every edge forward, the start
    /// just before the gap's position and its done before the stream's next start.
    #[test]
    fn sunk_orders_keep_every_edge_forward() {
        use crate::testing::beat_bound::{random_graph, Setting};
        let mut sunk = 0;
        for seed in 0..30 {
            let g = random_graph(seed, 40, Setting::Default);
            let order = g.original_order();
            let l = Local::new(&g, &order, f64::INFINITY, None, 0);
            for &s in &order {
                let Some(r) = g.resource_of(s) else {
                    continue;
                };
                for q in l.pos[s.index()] + 1..order.len() {
                    let Some(cand) = l.sunk(s, q, r.index()) else {
                        continue;
                    };
                    sunk += 1;
                    let what = format!("seed {seed}: sinking {s:?} to {q}");
                    let pos = super::super::tests::positions_in_valid_order(&g, &cand, &what);
                    let d = g.done_of(s).expect("a start has a done");
                    let next = cand[pos[s.index()] + 1..]
                        .iter()
                        .position(|&y| y != s && g.resource_of(y).is_some_and(|x| x == r));
                    let next = next.map_or(usize::MAX, |k| pos[s.index()] + 1 + k);
                    assert!(
                        pos[d.index()] < next,
                        "seed {seed}: {s:?}'s done after the next start"
                    );
                    // Before it, the order's first `q` nodes but those that wait for it.
                    let mut waits = vec![false; g.len()];
                    waits[s.index()] = true;
                    for &y in &order {
                        if g.preds(y).iter().any(|a| waits[a.node.index()]) {
                            waits[y.index()] = true;
                        }
                    }
                    let before: Vec<NodeId> = order[..q]
                        .iter()
                        .copied()
                        .filter(|y| !waits[y.index()])
                        .collect();
                    assert_eq!(
                        cand[..pos[s.index()]],
                        before[..],
                        "seed {seed}: {s:?} to {q}"
                    );
                }
            }
        }
        assert!(sunk > 0, "nothing was ever sunk");
    }

    /// A 10 us collective `a`, then `x` (20 us of compute on its result), then collective
    /// `c` on `x`'s result: the stream idles 20 us after `a` (a gap to fill). Gives the
    /// builder, a maker of further 10 us pairs on the same stream, and `[sa, da, x, sc, dc]`.
    fn gap_before_a_chain() -> (
        GraphBuilder,
        impl Fn(&mut GraphBuilder, &str) -> (NodeId, NodeId),
        [NodeId; 5],
    ) {
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let pair = move |b: &mut GraphBuilder, name: &str| {
            let s = b.add_node(NodeSpec::start(format!("s{name}"), 0.0, r));
            let d = b.add_node(NodeSpec::done(format!("d{name}"), 0.0, s));
            b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
            (s, d)
        };
        let (sa, da) = pair(&mut b, "a");
        let x = b.add_node(NodeSpec::compute("x", 20.0 * US));
        let (sc, dc) = pair(&mut b, "c");
        b.add_edge(da, x, 0.0, EdgeKind::Data);
        b.add_edge(x, sc, 0.0, EdgeKind::Data);
        (b, pair, [sa, da, x, sc, dc])
    }

    /// A gap's starts are tried in the order of the work their hoist carries: the filler of
    /// this gap (1 us of producer) lies past [`STREAM_STARTS`] starts that carry 2 us each
    /// and cannot go there, and the first stream move kept is still the filler's.
    #[test]
    fn the_stream_sweep_tries_the_starts_that_carry_least_first() {
        let (mut b, pair, [sa, da, x, sc, dc]) = gap_before_a_chain();
        let mut order = vec![sa, da, x, sc, dc];
        for i in 0..STREAM_STARTS {
            let z = b.add_node(NodeSpec::compute(format!("z{i}"), 2.0 * US));
            let (s, d) = pair(&mut b, &i.to_string());
            let y = b.add_node(NodeSpec::compute(format!("y{i}"), 0.0));
            b.add_edge(z, s, 0.0, EdgeKind::Data);
            b.add_edge(dc, y, 0.0, EdgeKind::Data);
            b.add_edge(y, d, 0.0, EdgeKind::Data);
            order.extend([z, s, y, d]);
        }
        let p = b.add_node(NodeSpec::compute("p", 1.0 * US));
        let (sb, db) = pair(&mut b, "b");
        b.add_edge(p, sb, 0.0, EdgeKind::Data);
        order.extend([p, sb, db]);
        let g = b.build().expect("builds");
        let l = one_stream_move(&g, &order, 435.0, 425.0);
        let at = |n: NodeId| l.pos[n.index()];
        assert!(
            at(p) < at(x) && at(sb) < at(x) && at(db) < at(sc),
            "{:?}",
            l.order
        );
    }

    /// The starts tried per gap are those whose hoist carries the least work; the collective
    /// that fills this gap carries 5 us (its producer), and [`STREAM_STARTS`] others carry
    /// none but cannot go there (their dones wait for work after the next start): the narrow
    /// sweep tries only those, the wider sweep after convergence finds the filler.
    #[test]
    fn the_wide_stream_sweep_reaches_a_filler_the_narrow_one_does_not() {
        let (mut b, pair, [sa, da, x, sc, dc]) = gap_before_a_chain();
        let mut order = vec![sa, da, x, sc, dc];
        for i in 0..STREAM_STARTS {
            let y = b.add_node(NodeSpec::compute(format!("y{i}"), 0.0));
            let (s, d) = pair(&mut b, &i.to_string());
            b.add_edge(dc, y, 0.0, EdgeKind::Data);
            b.add_edge(y, d, 0.0, EdgeKind::Data);
            order.extend([y, s, d]);
        }
        let p = b.add_node(NodeSpec::compute("p", 5.0 * US));
        let (sb, db) = pair(&mut b, "b");
        b.add_edge(p, sb, 0.0, EdgeKind::Data);
        // `p` runs while the first of the chain is in flight: no gap before `b` that an
        // earlier start could be sunk into.
        order.insert(7, p);
        order.extend([sb, db]);
        let g = b.build().expect("builds");
        let ms = replay(&g, &order).expect("replays").makespan;
        assert!((ms - 370.0 * US).abs() < 1e-9, "{ms}");
        let mut l = Local::new(&g, &order, ms, None, 1000);
        assert!(!l.stream_sweep().expect("replays"), "{:?}", l.order);
        l.stream_starts = STREAM_STARTS_WIDE;
        assert!(
            l.stream_sweep().expect("replays"),
            "no wide stream move kept"
        );
        assert!((l.ms - 365.0 * US).abs() < 1e-9, "{}", l.ms);
        assert!(verify(&g, &l.order).is_ok());
        let at = |n: NodeId| l.pos[n.index()];
        assert!(at(db) < at(sc), "{:?}", l.order);
    }
}
