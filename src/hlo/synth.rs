//! A synthetic, XLA-style HLO module of any size: a layered transformer-like training step with
//! FSDP collectives, for benchmarks and scaling tests where no real module is big enough.
//!
//! It lives in `hlo` because it only builds IR: it knows no costs and no scheduling, so every
//! layer above (cost, sched, driver, benches) can use it. The module is built through the IR
//! and printed with [`crate::hlo::print_module`], so its text re-parses.
//!
//! Shape of the program (`L` layers, hidden `H`, batch `B`, `D` devices, shard `S = H/D`):
//!
//! - forward, per layer `l`: an FSDP `all-gather-start`/`all-gather-done` of the weight shard
//!   `w_l: dtype[S,H]` into `dtype[H,H]` (`replica_groups=[1,D]<=[D]`, `dimensions={0}`), a
//!   `kCustom` GEMM fusion calling a computation whose root is a `dot` (`z = h·W`), and a `kLoop`
//!   fusion `h' = h + tanh(z)`;
//! - the loss: a `kInput` fusion reducing `h_L` to an `f32[]`, an `all-reduce-start/done` of it
//!   (its only user is the root tuple, so it can hide behind the whole backward pass), and a
//!   `kLoop` fusion for the loss gradient;
//! - backward, per layer from the last: another all-gather of `w_l`, a `kLoop` fusion
//!   `dz = dy * tanh(z)`, `dot`s for the input gradient (`dz·Wᵀ`) and the weight gradient
//!   (`hᵀ·dz`), a `reduce-scatter` of the weight gradient in XLA:GPU's async form (`async-start`/
//!   `async-done` wrapping a computation whose root is the `reduce-scatter`, `to_apply` an adder),
//!   and a `kLoop` SGD fusion `w_l - g_l` whose result the root tuple returns.
//!
//! The input order is the plain program order with each start right before its done, as a
//! frontend emits it before latency hiding, so a scheduler has every overlap left to find.
//! The same configuration always gives the same module (names, channel ids and order are fixed).
//!
//! Size: [`INSTRUCTIONS_PER_LAYER`] = 29 instructions per layer (13 in the entry, 16 in the
//! called computations) plus a fixed 16 (19 when the dtype is not `f32`, for a second adder):
//! see [`instruction_count`].

use std::collections::HashMap;
use std::fmt;

use super::computation::Computation;
use super::element_type::ElementType;
use super::ids::{CompId, InstrId};
use super::instruction::{Attr, Instruction};
use super::module::Module;
use super::opcode::Opcode;
use super::shape::{ArrayShape, Layout, Shape};

/// Instructions each layer adds: entry 13 (weight parameter; forward all-gather start and done,
/// GEMM fusion, residual fusion; backward all-gather start and done, gradient fusion, two dots,
/// reduce-scatter async start and done, SGD fusion) + called computations 16 (GEMM 3, residual 4,
/// gradient 4, reduce-scatter wrapper 2, SGD 3).
pub const INSTRUCTIONS_PER_LAYER: u64 = 29;

/// Most layers accepted: about 30 million instructions, which already needs many GiB of memory.
pub const MAX_LAYERS: u64 = 1 << 20;

/// Most devices accepted: every collective's groups are expanded to device lists when priced.
pub const MAX_DEVICES: u64 = 1 << 16;

/// What to generate. Sizes are in elements; `hidden` must be a multiple of `devices` (each
/// device holds an equal `hidden/devices`-row shard of every weight).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SynthConfig {
    /// Transformer-like layers (at least 1).
    pub layers: u64,
    /// Hidden size `H`: weights are `H x H`, activations `batch x H`.
    pub hidden: u64,
    /// Rows of the activations (tokens per device).
    pub batch: u64,
    /// Devices in the FSDP group (`replica_groups=[1,D]<=[D]`, `num_partitions=D`).
    pub devices: u64,
    /// Element type of weights and activations (a floating-point type); the loss is `f32`.
    pub dtype: ElementType,
}

impl Default for SynthConfig {
    /// 4 layers, hidden 4096, batch 8192, 8 devices, bf16: GEMMs of ~0.27 TFLOP against
    /// all-gathers of 32 MiB, so compute and communication are of the same order on an H100.
    fn default() -> Self {
        SynthConfig {
            layers: 4,
            hidden: 4096,
            batch: 8192,
            devices: 8,
            dtype: ElementType::Bf16,
        }
    }
}

/// Why a configuration cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SynthError {
    /// What is wrong, naming the parameter and its value.
    pub message: String,
}

impl fmt::Display for SynthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SynthError {}

fn err<T>(message: String) -> Result<T, SynthError> {
    Err(SynthError { message })
}

/// Instructions (all computations) of the module for `cfg`:
/// `29·layers + 16`, plus 3 when `dtype` is not `f32` (a second adder computation).
pub fn instruction_count(cfg: &SynthConfig) -> u64 {
    let extra = if cfg.dtype == ElementType::F32 { 0 } else { 3 };
    INSTRUCTIONS_PER_LAYER
        .saturating_mul(cfg.layers)
        .saturating_add(16 + extra)
}

/// The number of layers whose module holds about `instructions` instructions (at least 1).
pub fn layers_for_instructions(instructions: u64) -> u64 {
    (instructions / INSTRUCTIONS_PER_LAYER).max(1)
}

/// Checks `cfg` and returns the dimensions as `i64`s: (hidden, batch, devices, shard rows).
fn validate(cfg: &SynthConfig) -> Result<(i64, i64, i64, i64), SynthError> {
    if cfg.layers == 0 {
        return err("layers must be at least 1 (got 0)".into());
    }
    if cfg.layers > MAX_LAYERS {
        return err(format!(
            "layers {} is more than the limit of {MAX_LAYERS} (the module would hold {} instructions)",
            cfg.layers,
            instruction_count(cfg)
        ));
    }
    for (what, v) in [
        ("hidden", cfg.hidden),
        ("batch", cfg.batch),
        ("devices", cfg.devices),
    ] {
        if v == 0 {
            return err(format!("{what} must be at least 1 (got 0)"));
        }
    }
    if cfg.devices > MAX_DEVICES {
        return err(format!(
            "devices {} is more than the limit of {MAX_DEVICES}",
            cfg.devices
        ));
    }
    if !cfg.dtype.is_float() || cfg.dtype.byte_size() == 0 {
        return err(format!(
            "dtype {} is not a floating-point type (use bf16, f16, f32 or f64)",
            cfg.dtype.name()
        ));
    }
    if cfg.hidden % cfg.devices != 0 {
        return err(format!(
            "hidden {} is not a multiple of devices {}: each device holds an equal shard of \
             every weight's rows",
            cfg.hidden, cfg.devices
        ));
    }
    // The largest buffers: weights H x H and activations B x H in dtype, and the loss fusion's
    // f32 copy of the activations. Their byte counts must fit an i64 (XLA's int64 sizes).
    let elem = cfg.dtype.byte_size();
    for (what, a, b, elem) in [
        ("hidden x hidden", cfg.hidden, cfg.hidden, elem),
        ("batch x hidden", cfg.batch, cfg.hidden, elem.max(4)),
    ] {
        let bytes = a.checked_mul(b).and_then(|n| n.checked_mul(elem));
        if bytes.is_none_or(|n| n > i64::MAX as u64) {
            return err(format!(
                "{what} = {a} x {b} elements of {elem} bytes overflows a 64-bit byte count"
            ));
        }
    }
    // Each fits: hidden*hidden*elem <= i64::MAX, so each factor does too.
    let h = cfg.hidden as i64;
    let d = cfg.devices as i64;
    Ok((h, cfg.batch as i64, d, h / d))
}

/// Names unique across the module in XLA's style: the first use of a base is the bare base,
/// later ones `base.1`, `base.2`, ... No base ends in `.N`, so the results never collide.
#[derive(Default)]
struct Names {
    counts: HashMap<&'static str, u64>,
}

impl Names {
    fn next(&mut self, base: &'static str) -> String {
        let c = self.counts.entry(base).or_insert(0);
        let name = if *c == 0 {
            base.to_string()
        } else {
            format!("{base}.{c}")
        };
        *c += 1;
        name
    }
}

fn attr(key: &str, value: impl Into<String>) -> Attr {
    Attr {
        key: Attr::intern_key(key),
        value: value.into(),
    }
}

fn array(t: ElementType, dims: &[i64]) -> Shape {
    let layout = if dims.is_empty() {
        None
    } else {
        Some(Layout {
            minor_to_major: (0..dims.len() as i64).rev().collect(),
            suffix: String::new(),
        })
    };
    Shape::Array(ArrayShape {
        element_type: t,
        dims: dims.to_vec(),
        dynamic: vec![false; dims.len()],
        layout,
    })
}

/// One computation under construction: instructions in program order.
struct Body {
    instrs: Vec<Instruction>,
}

impl Body {
    fn new() -> Self {
        Body { instrs: Vec::new() }
    }

    fn push(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        operands: Vec<InstrId>,
        attrs: Vec<Attr>,
    ) -> InstrId {
        let id = InstrId(self.instrs.len() as u32);
        self.instrs.push(Instruction {
            name,
            opcode,
            shape,
            operands,
            control_predecessors: Vec::new(),
            called: Vec::new(),
            attrs,
            payload: None,
        });
        id
    }

    /// Like [`Body::push`] for an instruction that calls computations (`calls`, `to_apply`).
    fn push_calling(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        operands: Vec<InstrId>,
        attrs: Vec<Attr>,
        called: Vec<CompId>,
    ) -> InstrId {
        let id = self.push(name, opcode, shape, operands, attrs);
        if let Some(i) = self.instrs.last_mut() {
            i.called = called;
        }
        id
    }

    fn with_payload(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        payload: &str,
    ) -> InstrId {
        let id = self.push(name, opcode, shape, Vec::new(), Vec::new());
        if let Some(i) = self.instrs.last_mut() {
            i.payload = Some(payload.to_string());
        }
        id
    }
}

/// Builds the module: computations in print order (callees first), the entry last.
struct Gen {
    names: Names,
    comp_names: Names,
    comps: Vec<Computation>,
    channel: u64,
    groups: String,
}

impl Gen {
    fn finish(&mut self, name: String, body: Body, is_entry: bool) -> CompId {
        let id = CompId(self.comps.len() as u32);
        let n = body.instrs.len() as u32;
        self.comps.push(Computation {
            name,
            instructions: body.instrs,
            order: (0..n).map(InstrId).collect(),
            root: InstrId(n.saturating_sub(1)),
            is_entry,
            execution_thread: None,
        });
        id
    }

    fn channel_id(&mut self) -> Attr {
        self.channel += 1;
        attr("channel_id", self.channel.to_string())
    }

    fn param(&mut self, b: &mut Body, base: &'static str, number: u32, shape: Shape) -> InstrId {
        let name = self.names.next(base);
        b.with_payload(name, Opcode::Parameter, shape, &number.to_string())
    }

    /// `(x, y) -> x + y` over scalars of `t`: the reducer of reductions and reduce collectives.
    fn adder(&mut self, t: ElementType) -> CompId {
        let mut b = Body::new();
        let s = array(t, &[]);
        let x = self.param(&mut b, "x", 0, s.clone());
        let y = self.param(&mut b, "y", 1, s.clone());
        let name = self.names.next("add");
        b.push(name, Opcode::Add, s, vec![x, y], Vec::new());
        let cname = self.comp_names.next("add_computation");
        self.finish(cname, b, false)
    }

    /// A fused computation of elementwise ops on `n` parameters of `shape`: `ops` lists
    /// (base name, opcode, operand indices into the values so far); the last is the root.
    fn elementwise(
        &mut self,
        base: &'static str,
        params: &[Shape],
        ops: &[(&'static str, Opcode, &[usize])],
        out: &Shape,
    ) -> CompId {
        let mut b = Body::new();
        let mut vals = Vec::new();
        for (i, s) in params.iter().enumerate() {
            let pbase = match i {
                0 => "param_0",
                1 => "param_1",
                _ => "param_n",
            };
            vals.push(self.param(&mut b, pbase, i as u32, s.clone()));
        }
        for (obase, op, args) in ops {
            let operands = args.iter().filter_map(|&k| vals.get(k).copied()).collect();
            let name = self.names.next(obase);
            vals.push(b.push(name, *op, out.clone(), operands, Vec::new()));
        }
        let cname = self.comp_names.next(base);
        self.finish(cname, b, false)
    }
}

fn metadata(layer: Option<u64>, pass: &str, op: &str) -> Attr {
    let v = match layer {
        Some(l) => format!("{{op_name=\"synth/layer_{l}/{pass}/{op}\"}}"),
        None => format!("{{op_name=\"synth/{pass}/{op}\"}}"),
    };
    attr("metadata", v)
}

/// Generates the training step described in the module docs for `cfg`.
pub fn transformer_train_step(cfg: &SynthConfig) -> Result<Module, SynthError> {
    let (h, batch, d, s) = validate(cfg)?;
    let t = cfg.dtype;
    let act = array(t, &[batch, h]);
    let w_full = array(t, &[h, h]);
    let w_shard = array(t, &[s, h]);
    let scalar = array(ElementType::F32, &[]);
    let mut g = Gen {
        names: Names::default(),
        comp_names: Names::default(),
        comps: Vec::new(),
        channel: 0,
        groups: format!("[1,{d}]<=[{d}]"),
    };
    let add_f32 = g.adder(ElementType::F32);
    let add_t = if t == ElementType::F32 {
        add_f32
    } else {
        g.adder(t)
    };
    let layers = cfg.layers;
    let mut e = Body::new();
    let x = g.param(&mut e, "param", 0, act.clone());
    let mut weights = Vec::with_capacity(layers as usize);
    for l in 0..layers {
        let number = u32::try_from(l + 1).unwrap_or(u32::MAX);
        weights.push(g.param(&mut e, "param", number, w_shard.clone()));
    }

    // An FSDP all-gather of layer l's weight shard, start right before done.
    let all_gather = |g: &mut Gen, e: &mut Body, l: u64, pass: &str| -> InstrId {
        let w = weights[l as usize];
        let attrs = vec![
            g.channel_id(),
            attr("replica_groups", g.groups.clone()),
            attr("dimensions", "{0}"),
            attr("use_global_device_ids", "true"),
            metadata(Some(l), pass, "all-gather"),
        ];
        let name = g.names.next("all-gather-start");
        let shape = Shape::Tuple(vec![w_shard.clone(), w_full.clone()]);
        let start = e.push(name, Opcode::AllGatherStart, shape, vec![w], attrs);
        let name = g.names.next("all-gather-done");
        let md = vec![metadata(Some(l), pass, "all-gather")];
        e.push(name, Opcode::AllGatherDone, w_full.clone(), vec![start], md)
    };
    let fusion = |g: &mut Gen,
                  e: &mut Body,
                  base: &'static str,
                  kind: &str,
                  comp: CompId,
                  shape: Shape,
                  operands: Vec<InstrId>,
                  md: Attr|
     -> InstrId {
        let name = g.names.next(base);
        let calls = format!("%{}", g.comps[comp.index()].name);
        let attrs = vec![attr("kind", kind), attr("calls", calls), md];
        e.push_calling(name, Opcode::Fusion, shape, operands, attrs, vec![comp])
    };

    // Forward.
    let mut h_in = Vec::with_capacity(layers as usize);
    let mut z_of = Vec::with_capacity(layers as usize);
    let mut hcur = x;
    for l in 0..layers {
        let w = all_gather(&mut g, &mut e, l, "fwd");
        let gemm_comp = {
            let mut b = Body::new();
            let p0 = g.param(&mut b, "param_0", 0, act.clone());
            let p1 = g.param(&mut b, "param_1", 1, w_full.clone());
            let name = g.names.next("dot");
            let dims = vec![
                attr("lhs_contracting_dims", "{1}"),
                attr("rhs_contracting_dims", "{0}"),
            ];
            b.push(name, Opcode::Dot, act.clone(), vec![p0, p1], dims);
            let cname = g.comp_names.next("gemm_fusion_dot_computation");
            g.finish(cname, b, false)
        };
        let md = metadata(Some(l), "fwd", "dot_general");
        let z = fusion(
            &mut g,
            &mut e,
            "gemm_fusion_dot",
            "kCustom",
            gemm_comp,
            act.clone(),
            vec![hcur, w],
            md,
        );
        let res_comp = g.elementwise(
            "fused_tanh_add",
            &[act.clone(), act.clone()],
            &[("tanh", Opcode::Tanh, &[1]), ("add", Opcode::Add, &[0, 2])],
            &act,
        );
        let md = metadata(Some(l), "fwd", "add");
        let next = fusion(
            &mut g,
            &mut e,
            "loop_add_fusion",
            "kLoop",
            res_comp,
            act.clone(),
            vec![hcur, z],
            md,
        );
        h_in.push(hcur);
        z_of.push(z);
        hcur = next;
    }

    // The loss, its all-reduce (only the root tuple uses it), and its gradient.
    let loss_comp = {
        let mut b = Body::new();
        let p = g.param(&mut b, "param_0", 0, act.clone());
        let act32 = array(ElementType::F32, &[batch, h]);
        let n = g.names.next("convert");
        let c = b.push(n, Opcode::Convert, act32.clone(), vec![p], Vec::new());
        let n = g.names.next("multiply");
        let sq = b.push(n, Opcode::Multiply, act32, vec![c, c], Vec::new());
        let n = g.names.next("constant");
        let zero = b.with_payload(n, Opcode::Constant, scalar.clone(), "0");
        let n = g.names.next("reduce");
        let to_apply = format!("%{}", g.comps[add_f32.index()].name);
        let attrs = vec![attr("dimensions", "{0,1}"), attr("to_apply", to_apply)];
        b.push_calling(
            n,
            Opcode::Reduce,
            scalar.clone(),
            vec![sq, zero],
            attrs,
            vec![add_f32],
        );
        let cname = g.comp_names.next("fused_reduce");
        g.finish(cname, b, false)
    };
    let md = metadata(None, "loss", "reduce_sum");
    let loss = fusion(
        &mut g,
        &mut e,
        "input_reduce_fusion",
        "kInput",
        loss_comp,
        scalar.clone(),
        vec![hcur],
        md,
    );
    let ar_attrs = vec![
        g.channel_id(),
        attr("replica_groups", g.groups.clone()),
        attr("use_global_device_ids", "true"),
        attr("to_apply", format!("%{}", g.comps[add_f32.index()].name)),
        metadata(None, "loss", "psum"),
    ];
    let n = g.names.next("all-reduce-start");
    let ar_start = e.push_calling(
        n,
        Opcode::AllReduceStart,
        scalar.clone(),
        vec![loss],
        ar_attrs,
        vec![add_f32],
    );
    let n = g.names.next("all-reduce-done");
    let md = vec![metadata(None, "loss", "psum")];
    let ar_done = e.push(n, Opcode::AllReduceDone, scalar.clone(), vec![ar_start], md);
    let grad_comp = g.elementwise(
        "fused_add",
        std::slice::from_ref(&act),
        &[("add", Opcode::Add, &[0, 0])],
        &act,
    );
    let md = metadata(None, "loss", "mul");
    let mut dy = fusion(
        &mut g,
        &mut e,
        "loop_add_fusion",
        "kLoop",
        grad_comp,
        act.clone(),
        vec![hcur],
        md,
    );

    // Backward, from the last layer.
    let mut updated = vec![InstrId(0); layers as usize];
    for l in (0..layers).rev() {
        let li = l as usize;
        let w = all_gather(&mut g, &mut e, l, "bwd");
        let dz_comp = g.elementwise(
            "fused_tanh_multiply",
            &[act.clone(), act.clone()],
            &[
                ("tanh", Opcode::Tanh, &[1]),
                ("multiply", Opcode::Multiply, &[0, 2]),
            ],
            &act,
        );
        let md = metadata(Some(l), "bwd", "mul");
        let dz = fusion(
            &mut g,
            &mut e,
            "loop_multiply_fusion",
            "kLoop",
            dz_comp,
            act.clone(),
            vec![dy, z_of[li]],
            md,
        );
        let n = g.names.next("dot");
        let attrs = vec![
            attr("lhs_contracting_dims", "{1}"),
            attr("rhs_contracting_dims", "{1}"),
            metadata(Some(l), "bwd", "dot_general"),
        ];
        let dx = e.push(n, Opcode::Dot, act.clone(), vec![dz, w], attrs);
        let n = g.names.next("dot");
        let attrs = vec![
            attr("lhs_contracting_dims", "{0}"),
            attr("rhs_contracting_dims", "{0}"),
            metadata(Some(l), "bwd", "dot_general"),
        ];
        let dw = e.push(n, Opcode::Dot, w_full.clone(), vec![h_in[li], dz], attrs);
        let rs_comp = {
            let mut b = Body::new();
            let p = g.param(&mut b, "param_0", 0, w_full.clone());
            let attrs = vec![
                g.channel_id(),
                attr("replica_groups", g.groups.clone()),
                attr("use_global_device_ids", "true"),
                attr("dimensions", "{0}"),
                attr("to_apply", format!("%{}", g.comps[add_t.index()].name)),
                metadata(Some(l), "bwd", "reduce_scatter"),
            ];
            let n = g.names.next("reduce-scatter");
            b.push_calling(
                n,
                Opcode::ReduceScatter,
                w_shard.clone(),
                vec![p],
                attrs,
                vec![add_t],
            );
            let cname = g.comp_names.next("async_computation");
            g.finish(cname, b, false)
        };
        let n = g.names.next("reduce-scatter-start");
        let calls = format!("%{}", g.comps[rs_comp.index()].name);
        let attrs = vec![
            attr("calls", calls),
            metadata(Some(l), "bwd", "reduce_scatter"),
        ];
        let shape = Shape::Tuple(vec![Shape::Tuple(vec![w_full.clone()]), w_shard.clone()]);
        let rs_start = e.push_calling(n, Opcode::AsyncStart, shape, vec![dw], attrs, vec![rs_comp]);
        let n = g.names.next("reduce-scatter-done");
        let md = vec![metadata(Some(l), "bwd", "reduce_scatter")];
        let rs_done = e.push(n, Opcode::AsyncDone, w_shard.clone(), vec![rs_start], md);
        let sgd_comp = g.elementwise(
            "fused_subtract",
            &[w_shard.clone(), w_shard.clone()],
            &[("subtract", Opcode::Subtract, &[0, 1])],
            &w_shard,
        );
        let md = metadata(Some(l), "bwd", "sub");
        updated[li] = fusion(
            &mut g,
            &mut e,
            "loop_subtract_fusion",
            "kLoop",
            sgd_comp,
            w_shard.clone(),
            vec![weights[li], rs_done],
            md,
        );
        dy = dx;
    }

    let mut outs = Vec::with_capacity(updated.len() + 1);
    outs.push(ar_done);
    outs.extend(updated);
    let shapes = outs
        .iter()
        .map(|&o| e.instrs[o.index()].shape.clone())
        .collect();
    let n = g.names.next("tuple");
    e.push(n, Opcode::Tuple, Shape::Tuple(shapes), outs, Vec::new());
    let entry_name = g.comp_names.next("main");
    let entry = g.finish(entry_name, e, true);
    Ok(Module {
        name: format!("synth_transformer{layers}_fsdp_train"),
        header_attrs: vec![
            ("replica_count".to_string(), "1".to_string()),
            ("num_partitions".to_string(), d.to_string()),
        ],
        stack_frame_tables: Vec::new(),
        computations: g.comps,
        entry,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small(layers: u64) -> SynthConfig {
        SynthConfig {
            layers,
            hidden: 64,
            batch: 16,
            devices: 4,
            dtype: ElementType::Bf16,
        }
    }

    #[test]
    fn count_matches_formula() {
        for l in [1, 2, 7] {
            let cfg = small(l);
            let m = transformer_train_step(&cfg).unwrap();
            assert_eq!(m.instruction_count() as u64, instruction_count(&cfg));
        }
        let cfg = SynthConfig {
            dtype: ElementType::F32,
            ..small(3)
        };
        let m = transformer_train_step(&cfg).unwrap();
        assert_eq!(m.instruction_count() as u64, instruction_count(&cfg));
        assert_eq!(instruction_count(&cfg), 29 * 3 + 16);
    }

    #[test]
    fn bad_configs_are_refused() {
        let cases = [
            (small(0), "layers must be at least 1"),
            (
                SynthConfig {
                    hidden: 0,
                    ..small(1)
                },
                "hidden must be at least 1",
            ),
            (
                SynthConfig {
                    hidden: 66,
                    ..small(1)
                },
                "not a multiple of devices 4",
            ),
            (
                SynthConfig {
                    devices: 1 << 20,
                    hidden: 1 << 20,
                    ..small(1)
                },
                "devices 1048576",
            ),
            (
                SynthConfig {
                    dtype: ElementType::S32,
                    ..small(1)
                },
                "dtype s32",
            ),
            (
                SynthConfig {
                    hidden: 1 << 32,
                    devices: 1,
                    ..small(1)
                },
                "overflows",
            ),
            (
                SynthConfig {
                    batch: u64::MAX,
                    ..small(1)
                },
                "batch x hidden",
            ),
            (small(MAX_LAYERS + 1), "more than the limit"),
        ];
        for (cfg, want) in cases {
            let e = transformer_train_step(&cfg).unwrap_err();
            assert!(e.message.contains(want), "{cfg:?}: {e}");
        }
    }
}
