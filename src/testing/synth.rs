//! Synthetic scheduling graphs: a layered transformer-like training step with FSDP collectives,
//! for tests and benchmarks at sizes no real module reaches (100k, 1M nodes).
//!
//! Per layer, forward: the sharded weights are all-gathered, then a chain of compute ops runs on
//! the previous layer's activation. Backward, in reverse layer order: the weights are gathered
//! again, a chain of gradient ops runs, the weight gradient is reduce-scattered and an optimizer
//! update consumes it. The input order is the naive one (every collective started right before
//! its done), so all communication is exposed until a scheduler moves it.

use crate::sched::{
    BufferId, EdgeKind, Graph, GraphBuilder, GraphError, NodeId, NodeSpec, ResourceId,
};

/// Shape of the synthetic graph.
#[derive(Clone, Debug, PartialEq)]
pub struct SynthConfig {
    /// Number of layers.
    pub layers: usize,
    /// Compute ops per layer in each direction.
    pub ops_per_layer: usize,
    /// One shared collective stream (XLA GPU) instead of one per kind.
    pub shared_stream: bool,
    /// Overlap limit of every resource.
    pub overlap_limit: u32,
    /// Track buffers (activations, weights, gradients) for memory.
    pub buffers: bool,
    /// Seed of the deterministic cost jitter.
    pub seed: u64,
}

impl Default for SynthConfig {
    fn default() -> Self {
        SynthConfig {
            layers: 8,
            ops_per_layer: 6,
            shared_stream: false,
            overlap_limit: 1,
            buffers: true,
            seed: 1,
        }
    }
}

impl SynthConfig {
    /// The configuration giving at least `nodes` nodes with the other fields at their defaults.
    pub fn with_nodes(nodes: usize) -> Self {
        let c = SynthConfig::default();
        let per = c.nodes_per_layer();
        SynthConfig {
            layers: nodes.div_ceil(per).max(1),
            ..c
        }
    }

    /// Nodes the generator creates per layer.
    pub fn nodes_per_layer(&self) -> usize {
        // forward: param, ag start/done, ops; backward: ag start/done, ops, grad, rs start/done,
        // update.
        3 + self.ops_per_layer + 2 + self.ops_per_layer + 4
    }
}

/// A small deterministic generator (SplitMix64) so graphs are reproducible without a crate.
struct Jitter(u64);

impl Jitter {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A value in `[lo, hi)`.
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.next()
    }
}

const US: f64 = 1e-6;
const MIB: u64 = 1 << 20;

/// Builds the synthetic training-step graph.
pub fn transformer(cfg: &SynthConfig) -> Result<Graph, GraphError> {
    GenState {
        b: GraphBuilder::new(),
        j: Jitter(cfg.seed),
        buffers: cfg.buffers,
        buf_of: Vec::new(),
    }
    .build(cfg)
}

struct GenState {
    b: GraphBuilder,
    j: Jitter,
    buffers: bool,
    /// Per node: the buffer it defines, if any.
    buf_of: Vec<Option<BufferId>>,
}

impl GenState {
    fn add(&mut self, spec: NodeSpec, inputs: &[NodeId], bytes: u64, live_out: bool) -> NodeId {
        let id = self.b.add_node(spec);
        self.buf_of.push(None);
        for &i in inputs {
            self.b.add_edge(i, id, US, EdgeKind::Data);
            if let Some(Some(buf)) = self.buf_of.get(i.index()) {
                self.b.add_use(*buf, id);
            }
        }
        if self.buffers && bytes > 0 {
            self.define(id, bytes, live_out);
        }
        id
    }

    fn define(&mut self, id: NodeId, bytes: u64, live_out: bool) {
        if self.buffers {
            let buf = self.b.add_buffer(id, bytes, live_out);
            if let Some(slot) = self.buf_of.get_mut(id.index()) {
                *slot = Some(buf);
            }
        }
    }

    fn gather(&mut self, name: &str, res: ResourceId, input: NodeId) -> NodeId {
        let dur = self.j.range(100.0, 400.0) * US;
        let s = self.add(
            NodeSpec::start(format!("{name}-start"), US, res).with_label("all-gather"),
            &[input],
            0,
            false,
        );
        let d = self.add(NodeSpec::done(format!("{name}-done"), US, s), &[], 0, false);
        self.b.add_edge(s, d, dur, EdgeKind::Data);
        self.define(d, 64 * MIB, false);
        d
    }

    fn build(mut self, cfg: &SynthConfig) -> Result<Graph, GraphError> {
        let lim = cfg.overlap_limit;
        let (ag, rs) = if cfg.shared_stream {
            let r = self.b.add_resource("collectives", lim);
            (r, r)
        } else {
            (
                self.b.add_resource("all-gather", lim),
                self.b.add_resource("reduce-scatter", lim),
            )
        };
        let k = cfg.ops_per_layer.max(1);
        let input = self.add(NodeSpec::noop("input"), &[], 16 * MIB, false);
        let mut act = input;
        let mut params = Vec::with_capacity(cfg.layers);
        let mut saved = Vec::with_capacity(cfg.layers);
        for l in 0..cfg.layers {
            let p = self.add(NodeSpec::noop(format!("param.{l}")), &[], 8 * MIB, false);
            params.push(p);
            let w = self.gather(&format!("all-gather.fwd.{l}"), ag, p);
            for o in 0..k {
                let c = self.j.range(20.0, 200.0) * US;
                let ins: Vec<NodeId> = if o == 0 { vec![act, w] } else { vec![act] };
                act = self.add(
                    NodeSpec::compute(format!("fwd.{l}.{o}"), c),
                    &ins,
                    16 * MIB,
                    false,
                );
            }
            saved.push(act);
        }
        let mut grad = self.add(
            NodeSpec::compute("loss", 10.0 * US),
            &[act],
            16 * MIB,
            false,
        );
        for l in (0..cfg.layers).rev() {
            let w = self.gather(&format!("all-gather.bwd.{l}"), ag, params[l]);
            for o in 0..k {
                let c = self.j.range(40.0, 400.0) * US;
                let ins: Vec<NodeId> = if o == 0 {
                    vec![grad, w, saved[l]]
                } else {
                    vec![grad]
                };
                grad = self.add(
                    NodeSpec::compute(format!("bwd.{l}.{o}"), c),
                    &ins,
                    16 * MIB,
                    false,
                );
            }
            let c = self.j.range(40.0, 200.0) * US;
            let gw = self.add(
                NodeSpec::compute(format!("grad_w.{l}"), c),
                &[grad],
                64 * MIB,
                false,
            );
            let dur = self.j.range(100.0, 400.0) * US;
            let s = self.add(
                NodeSpec::start(format!("reduce-scatter.{l}-start"), US, rs)
                    .with_label("reduce-scatter"),
                &[gw],
                0,
                false,
            );
            let d = self.add(
                NodeSpec::done(format!("reduce-scatter.{l}-done"), US, s),
                &[],
                8 * MIB,
                false,
            );
            self.b.add_edge(s, d, dur, EdgeKind::Data);
            self.add(
                NodeSpec::compute(format!("update.{l}"), 5.0 * US),
                &[d, params[l]],
                8 * MIB,
                true,
            );
        }
        self.b.build()
    }
}
