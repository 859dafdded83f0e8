//! The program the generator writes: forward layers, the loss and its all-reduce, backward
//! layers with their reduce-scatters, and the root tuple (see the module docs of `synth`).

use super::ir::{array, attr, metadata, Body, Gen, Names};
use super::{validate, SynthConfig, SynthError};
use crate::hlo::element_type::ElementType;
use crate::hlo::ids::{CompId, InstrId};
use crate::hlo::instruction::Attr;
use crate::hlo::module::Module;
use crate::hlo::opcode::Opcode;
use crate::hlo::shape::Shape;

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
        .map(|&o| Shape::clone(&e.instrs[o.index()].shape))
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
