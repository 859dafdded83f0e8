//! Whether an order keeps XLA's program-order rules: what every order lhsched writes keeps,
//! asked of whole orders (the portfolio's candidates, every try of the improvement pass).

use super::graph::{Graph, NodeId, NodeKind};

/// Whether no two collectives whose device groups conflict (share more than one device) are
/// open together in `order`'s program order: the device-sharing rule as [`super::verify`]
/// checks it, read from the graph's signature relation instead of the groups (the improvement
/// pass asks it of every try).
pub(crate) fn keeps_device_sharing(g: &Graph, order: &[NodeId]) -> bool {
    let mut open: Vec<u32> = Vec::new();
    for &x in order {
        match g.node(x).kind {
            NodeKind::AsyncStart { .. } if g.collective(x).is_some() => {
                let s = g.sig_of(x);
                if open.iter().any(|&f| g.sig_conflicts(s, f)) {
                    return false;
                }
                open.push(s);
            }
            NodeKind::AsyncDone { start } if g.collective(start).is_some() => {
                let s = g.sig_of(start);
                if let Some(i) = open.iter().position(|&f| f == s) {
                    open.swap_remove(i);
                }
            }
            _ => {}
        }
    }
    true
}

/// Whether `order` keeps XLA's program-order rules: at most a resource's limit of pairs open
/// on it at once, nodes needing a resource idle placed only where it has room.
pub(crate) fn within_limits(g: &Graph, order: &[NodeId]) -> bool {
    let mut open = vec![0u32; g.resources().len()];
    for &x in order {
        for &(r, u) in g.requires(x) {
            if open[r.index()] + u > g.resources()[r.index()].limit.max(1) {
                return false;
            }
        }
        match g.node(x).kind {
            NodeKind::AsyncStart { resource } => {
                open[resource.index()] += 1;
                if open[resource.index()] > g.resources()[resource.index()].limit.max(1) {
                    return false;
                }
            }
            NodeKind::AsyncDone { start } => {
                if let Some(r) = g.resource_of(start) {
                    open[r.index()] = open[r.index()].saturating_sub(1);
                }
            }
            NodeKind::Compute => {}
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::verify::{verify, VerifyError};
    use crate::testing::beat_bound::{random_graph, random_topo, Rng, Setting};

    /// A random order of `g` with every edge forward.
    fn random_valid_order(g: &Graph, rng: &mut Rng) -> Vec<NodeId> {
        let preds = |i: usize| {
            let x = NodeId(i as u32);
            g.preds(x).iter().map(|a| a.node.index()).collect()
        };
        random_topo(g.len(), &preds, rng)
            .into_iter()
            .map(|i| NodeId(i as u32))
            .collect()
    }

    /// The improvement pass's device-sharing test (signatures) says what the independent
    /// checker (device groups) says, on random orders of random graphs under every setting.
    #[test]
    fn device_sharing_by_signature_agrees_with_the_checker() {
        let (mut broken, mut kept) = (0, 0);
        for setting in Setting::ALL {
            for seed in 0..25 {
                let g = random_graph(seed, 40, setting);
                let mut rng = Rng(seed + 1);
                for _ in 0..40 {
                    let order = random_valid_order(&g, &mut rng);
                    let checker = match verify(&g, &order) {
                        Ok(()) => true,
                        Err(VerifyError::DeviceSharing { .. }) => false,
                        Err(e) => panic!("seed {seed}: a random order is invalid: {e}"),
                    };
                    assert_eq!(keeps_device_sharing(&g, &order), checker, "seed {seed}");
                    if checker {
                        kept += 1;
                    } else {
                        broken += 1;
                    }
                }
            }
        }
        // Both answers occur, so the test can fail either way.
        assert!(broken > 100 && kept > 100, "broken {broken}, kept {kept}");
    }
}
