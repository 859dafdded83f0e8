//! Replays that resume from a checkpoint. The improvement pass judges thousands of orders that
//! differ from its current order only from some position on; replaying each from the start
//! redoes the common prefix every time. [`Prefixes`] replays the current order once, keeping
//! the collective streams' state every [`EVERY`] positions, and replays a candidate from the
//! last checkpoint before its first difference: the same steps on the same state, so the same
//! makespan a whole replay ([`super::timeline::replay`]) gives, bit for bit.

use super::error::SchedError;
use super::graph::{Graph, NodeId, NodeKind};
use super::sim::Sim;
use super::timeline::{check_order, step};

/// Positions between two checkpoints: a resumed replay redoes at most this many steps of the
/// common prefix.
const EVERY: usize = 32;

/// One order replayed with checkpoints (all pairs async, as the improvement pass compares).
pub(crate) struct Prefixes<'g> {
    g: &'g Graph,
    order: Vec<NodeId>,
    /// The async starts, in node order: the collectives whose ends the makespan includes.
    starts: Vec<NodeId>,
    /// Per node: its end in this run (a resumed run reads those of the common prefix).
    end: Vec<f64>,
    /// Per start: when its collective began and ended, and its stream slot, in this run.
    began: Vec<f64>,
    ended: Vec<f64>,
    slot: Vec<u32>,
    /// Before position `i * EVERY`: the streams' state and the makespan so far.
    marks: Vec<(Sim<'g>, f64)>,
    makespan: f64,
}

impl<'g> Prefixes<'g> {
    /// Replays `order` (checked like any replay's) and keeps its checkpoints.
    pub fn new(g: &'g Graph, order: &[NodeId]) -> Result<Self, SchedError> {
        check_order(g, order)?;
        let mut end = vec![0.0f64; g.len()];
        let mut sim = Sim::new(g);
        let mut waited = vec![0.0f64; g.resources().len()];
        let mut marks = Vec::with_capacity(order.len() / EVERY + 1);
        let mut makespan = 0.0f64;
        for (i, &x) in order.iter().enumerate() {
            if i % EVERY == 0 {
                marks.push((sim.snapshot(), makespan));
            }
            makespan = makespan.max(place(g, &mut sim, &mut end, x, &mut waited));
        }
        sim.drain();
        let starts: Vec<NodeId> = g
            .node_ids()
            .filter(|&x| matches!(g.node(x).kind, NodeKind::AsyncStart { .. }))
            .collect();
        let makespan = with_collectives(&sim, &starts, makespan);
        let Sim {
            began, ended, slot, ..
        } = sim;
        Ok(Prefixes {
            g,
            order: order.to_vec(),
            starts,
            end,
            began,
            ended,
            slot,
            marks,
            makespan,
        })
    }

    /// The makespan of `cand` (an order of the same graph, checked like any replay's) when it
    /// is below `cap`, else `None`; exactly what a whole replay of `cand` gives. The replay
    /// starts at the last checkpoint before `cand`'s first difference from the replayed order
    /// and stops as soon as a node ends at `cap` or later.
    pub fn makespan_below(&self, cand: &[NodeId], cap: f64) -> Result<Option<f64>, SchedError> {
        check_order(self.g, cand)?;
        let Some(first) = cand.iter().zip(&self.order).position(|(a, b)| a != b) else {
            return Ok((self.makespan < cap).then_some(self.makespan));
        };
        let m = first / EVERY;
        let k = m * EVERY;
        let (mark, before) = &self.marks[m];
        let mut sim = mark.resume(&self.began, &self.ended, &self.slot);
        // The prefix before `k` is the same set of nodes in both orders, so the collectives
        // launched from `k` on are the same: none of them is launched yet.
        for &x in &self.order[k..] {
            if matches!(self.g.node(x).kind, NodeKind::AsyncStart { .. }) {
                sim.forget(x);
            }
        }
        let mut end = self.end.clone();
        let mut waited = vec![0.0f64; self.g.resources().len()];
        let mut makespan = *before;
        for &x in &cand[k..] {
            makespan = makespan.max(place(self.g, &mut sim, &mut end, x, &mut waited));
            if makespan >= cap {
                return Ok(None);
            }
        }
        sim.drain();
        let makespan = with_collectives(&sim, &self.starts, makespan);
        Ok((makespan < cap).then_some(makespan))
    }
}

/// Runs `x` next (as [`super::timeline::replay`] does with every pair async): its end, and a
/// start's collective launched.
fn place(g: &Graph, sim: &mut Sim, end: &mut [f64], x: NodeId, waited: &mut [f64]) -> f64 {
    let en = step(g, sim, end, x, waited).en;
    end[x.index()] = en;
    if matches!(g.node(x).kind, NodeKind::AsyncStart { .. }) {
        sim.launch(x);
    }
    en
}

/// The makespan with every collective's end included (after the run drained them).
fn with_collectives(sim: &Sim, starts: &[NodeId], compute: f64) -> f64 {
    starts
        .iter()
        .fold(compute, |m, s| m.max(sim.ended[s.index()]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::timeline::replay;
    use crate::testing::beat_bound::{random_graph, Rng, Setting};

    /// A resumed replay gives a whole replay's makespan bit for bit, for orders that differ
    /// from the replayed one from every kind of position (a node moved by a random distance,
    /// kept valid), under every setting; and `None` exactly when it is not below the cap.
    #[test]
    fn resumed_replays_equal_whole_replays() {
        let mut resumed = 0;
        for setting in Setting::ALL {
            for seed in 0..20 {
                let g = random_graph(seed, 120, setting);
                let order = g.original_order();
                let p = Prefixes::new(&g, &order).unwrap();
                let whole = replay(&g, &order).unwrap().makespan;
                assert_eq!(
                    p.makespan_below(&order, f64::INFINITY).unwrap(),
                    Some(whole)
                );
                let mut rng = Rng(seed * 7 + 3);
                for _ in 0..100 {
                    let from = rng.below(order.len());
                    let to = rng.below(order.len());
                    let mut cand = order.clone();
                    let x = cand.remove(from);
                    cand.insert(to, x);
                    let Ok(t) = replay(&g, &cand) else {
                        // An edge backwards: the resumed replay refuses it too.
                        assert!(p.makespan_below(&cand, f64::INFINITY).is_err());
                        continue;
                    };
                    let got = p.makespan_below(&cand, f64::INFINITY).unwrap();
                    assert_eq!(
                        got.map(f64::to_bits),
                        Some(t.makespan.to_bits()),
                        "seed {seed}"
                    );
                    assert_eq!(p.makespan_below(&cand, t.makespan).unwrap(), None);
                    let above = t.makespan * (1.0 + 1e-9);
                    assert_eq!(p.makespan_below(&cand, above).unwrap(), Some(t.makespan));
                    if from.min(to) >= EVERY {
                        resumed += 1;
                    }
                }
            }
        }
        // Many tries started after the first checkpoint, so the resumption was exercised.
        assert!(resumed > 1500, "{resumed}");
    }
}
