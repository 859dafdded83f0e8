//! All-gathers of different dimensions travel together, as XLA:GPU's all-gather combiner
//! makes them (`combine_by_dim=false`): the combined all-gather gathers along the most
//! frequent dimension, and a member gathered along another reads its operand through a
//! `bitcast` that swaps the two dimensions (layout included) and gives its result back
//! through a bitcast of its `get-tuple-element`; and XLA's combiner visits a scheduled input
//! in post order, not in its schedule. The pair below is two all-gathers of XLA's
//! `transformer_2x4_train` (FSDP x TP on a 2x4 mesh: a row-major weight gathered along
//! dimension 0, a column-major one along dimension 1), cut down to themselves.

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::driver::combine::{bucket_bytes, CombineConfig, CombineMode};
use lhsched::driver::run::{schedule_hlo_text, RunOptions};
use lhsched::driver::DriverOptions;
use lhsched::hlo::combine::{bucket_gather_dim, combinable_pairs, swap_dims};
use lhsched::hlo::combine_rewrite::regroup;
use lhsched::hlo::schedule_check::check_schedule;
use lhsched::hlo::{parse_module, print_module, Opcode, Shape};

const TWO_DIMS: &str = r#"HloModule two_dims, is_scheduled=true, num_partitions=8

ENTRY %main (p0: bf16[128,256], p1: bf16[256,128]) -> (bf16[256,256], bf16[256,256]) {
  %p0 = bf16[128,256]{1,0} parameter(0)
  %p1 = bf16[256,128]{0,1} parameter(1)
  %all-gather-start.13 = (bf16[128,256]{1,0}, bf16[256,256]{1,0}) all-gather-start(%p0), channel_id=47, replica_groups=[4,2]<=[2,4]T(1,0), dimensions={0}, use_global_device_ids=true
  %all-gather-start.12 = (bf16[256,128]{0,1}, bf16[256,256]{0,1}) all-gather-start(%p1), channel_id=46, replica_groups=mesh['axis_0'=2,'axis_1'=4] {'axis_0'}, dimensions={1}, use_global_device_ids=true
  %all-gather-done.13 = bf16[256,256]{1,0} all-gather-done(%all-gather-start.13)
  %all-gather-done.12 = bf16[256,256]{0,1} all-gather-done(%all-gather-start.12)
  ROOT %tuple = (bf16[256,256]{1,0}, bf16[256,256]{0,1}) tuple(%all-gather-done.13, %all-gather-done.12)
}
"#;

fn shape(s: &str) -> Shape {
    let m = parse_module(&format!(
        "HloModule s\n\nENTRY %e (p: {s}) -> {s} {{\n  ROOT %p = {s} parameter(0)\n}}\n"
    ))
    .unwrap();
    let c = m.computation(m.entry);
    c.instr(c.root).shape.as_ref().clone()
}

#[test]
fn swapping_two_dimensions_is_a_bitcast() {
    // Column-major [256,128] gathered along 1 is row-major [128,256] gathered along 0.
    assert_eq!(
        swap_dims(&shape("bf16[256,128]{0,1}"), 1, 0),
        Some(shape("bf16[128,256]{1,0}"))
    );
    // No layout printed is XLA's default (major to minor).
    assert_eq!(
        swap_dims(&shape("f32[2,3,4]"), 0, 2),
        Some(shape("f32[4,3,2]{0,1,2}"))
    );
    assert_eq!(
        swap_dims(&shape("f32[8,64]{1,0}"), 1, 1),
        Some(shape("f32[8,64]{1,0}"))
    );
    // Tiled layouts, dynamic dimensions and dimensions out of range are not swapped.
    assert_eq!(swap_dims(&shape("bf16[8,128]{1,0:T(8,128)}"), 0, 1), None);
    assert_eq!(swap_dims(&shape("f32[<=8,64]{1,0}"), 0, 1), None);
    assert_eq!(swap_dims(&shape("f32[8]{0}"), 0, 1), None);
}

#[test]
fn the_pair_is_one_class_and_the_bucket_gathers_along_the_lowest_of_a_tie() {
    let m = parse_module(TWO_DIMS).unwrap();
    let pairs = combinable_pairs(&m, m.entry);
    assert_eq!(pairs.len(), 2);
    assert_eq!(
        pairs[0].class, pairs[1].class,
        "dimension is not in the class"
    );
    let mut dims: Vec<Option<usize>> = pairs.iter().map(|p| p.elements[0].gather_dim).collect();
    dims.sort();
    assert_eq!(dims, [Some(0), Some(1)]);
    let els: Vec<_> = pairs.iter().map(|p| &p.elements[0]).collect();
    assert_eq!(
        bucket_gather_dim(&els),
        0,
        "a tie goes to the lower dimension"
    );
    let ones: Vec<_> = pairs
        .iter()
        .filter(|p| p.elements[0].gather_dim == Some(1))
        .map(|p| &p.elements[0])
        .collect();
    assert_eq!(bucket_gather_dim(&[ones[0], ones[0], els[0]]), 1);
}

#[test]
fn a_bucket_of_two_dimensions_is_written_in_xlas_form() {
    let mut m = parse_module(TWO_DIMS).unwrap();
    let pairs = combinable_pairs(&m, m.entry);
    let e = m.entry;
    regroup(&mut m, e, &pairs, &[vec![(0, 0), (1, 0)]]).unwrap();
    let text = print_module(&m);
    let back = parse_module(&text).unwrap();
    assert_eq!(print_module(&back), text, "the output re-reads as itself");
    check_schedule(&back).unwrap();
    let c = back.computation(back.entry);
    let starts: Vec<_> = c
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::AllGatherStart)
        .collect();
    assert_eq!(starts.len(), 1, "{text}");
    let s = starts[0];
    assert_eq!(s.attr("dimensions"), Some("{0}"), "{text}");
    // The dimension-1 member reads its operand through a swapping bitcast...
    let cast = c.instr(s.operands[1]);
    assert_eq!(cast.opcode, Opcode::Bitcast, "{text}");
    assert_eq!(*cast.shape, shape("bf16[128,256]{1,0}"));
    assert_eq!(c.instr(cast.operands[0]).name, "p1");
    assert_eq!(
        *s.shape,
        shape(
            "((bf16[128,256]{1,0}, bf16[128,256]{1,0}), (bf16[256,256]{1,0}, bf16[256,256]{1,0}))"
        )
    );
    // ...and its result keeps its name and shape: a bitcast back of the done's element.
    let id = c
        .find("all-gather-done.12")
        .expect("the result keeps its name");
    let v = c.instr(id);
    assert_eq!(v.opcode, Opcode::Bitcast, "{text}");
    assert_eq!(*v.shape, shape("bf16[256,256]{0,1}"));
    let g = c.instr(v.operands[0]);
    assert_eq!(g.opcode, Opcode::GetTupleElement);
    assert_eq!(g.attr("index"), Some("1"));
    assert_eq!(*g.shape, shape("bf16[256,256]{1,0}"));
    // The dimension-0 member is read as before.
    let id0 = c.find("all-gather-done.13").unwrap();
    assert_eq!(c.instr(id0).opcode, Opcode::GetTupleElement);
    assert_eq!(c.instr(id0).attr("index"), Some("0"));
}

#[test]
fn xlas_threshold_combiner_and_auto_combine_them_and_the_schedule_checks() {
    let opts = |mode| {
        RunOptions::new(CostConfig::new().platform("h100"))
            .sched(DriverOptions::default().combine(CombineConfig::default().mode(mode)))
    };
    let x = schedule_hlo_text(TWO_DIMS, "two_dims", &opts(CombineMode::Xla)).unwrap();
    assert_eq!(bucket_bytes(&x.module)["all-gather"].len(), 1);
    check_schedule(&x.module).unwrap();
    let a = schedule_hlo_text(TWO_DIMS, "two_dims", &opts(CombineMode::Auto)).unwrap();
    check_schedule(&a.module).unwrap();
    let again = schedule_hlo_text(TWO_DIMS, "two_dims", &opts(CombineMode::Auto)).unwrap();
    assert_eq!(a.module_text, again.module_text);
}

/// On XLA's own FSDP x TP module (`../shared/hlo/gpu`): XLA combined its all-gathers across
/// dimensions (bitcast operands); splitting each bucket back into one pair per tensor and
/// applying XLA's threshold combiner again gives XLA's bucket count.
#[test]
fn xlas_fsdp_x_tp_buckets_come_back_from_one_pair_per_tensor() {
    let Some(path) = common::shared_or_skip(
        "xlas_fsdp_x_tp_buckets_come_back_from_one_pair_per_tensor",
        "hlo/gpu/stages/transformer_2x4_train.gpu.pre_lhs.hlo",
    ) else {
        return;
    };
    let text = std::fs::read_to_string(path).unwrap();
    let m = parse_module(&text).unwrap();
    let xla = bucket_bytes(&m);
    let mut split = m.clone();
    let pairs = combinable_pairs(&split, split.entry);
    let singles: Vec<Vec<(usize, usize)>> = pairs
        .iter()
        .enumerate()
        .flat_map(|(p, pr)| (0..pr.elements.len()).map(move |e| vec![(p, e)]))
        .collect();
    let e = split.entry;
    regroup(&mut split, e, &pairs, &singles).unwrap();
    check_schedule(&split).unwrap();
    let opts = RunOptions::new(CostConfig::new().platform("h100"))
        .sched(DriverOptions::default().combine(CombineConfig::default().mode(CombineMode::Xla)));
    let again = schedule_hlo_text(&print_module(&split), "split", &opts).unwrap();
    let ours = bucket_bytes(&again.module);
    assert_eq!(
        ours["all-gather"].len(),
        xla["all-gather"].len(),
        "{ours:?}"
    );
}

#[test]
fn post_order_is_xlas_print_order_of_an_unscheduled_module_and_a_topological_order() {
    // XLA prints an unscheduled module in its post order: rebuilding it must give the print
    // order back, computation by computation.
    let text = std::fs::read_to_string(common::fixture("collectives_mix.pre.hlo")).unwrap();
    let m = parse_module(&text).unwrap();
    assert!(!m.is_scheduled());
    for c in &m.computations {
        assert_eq!(c.post_order(), c.order, "computation {}", c.name);
    }
    // Of a scheduled module it is a permutation of the instructions that puts every operand
    // and control predecessor before its reader.
    let text = std::fs::read_to_string(common::fixture("mlp_fsdp_train.gpu_nocombine.pre_lhs.hlo"))
        .unwrap();
    let m = parse_module(&text).unwrap();
    assert!(m.is_scheduled());
    let mut differs = false;
    for c in &m.computations {
        let po = c.post_order();
        let mut pos = vec![usize::MAX; c.instructions.len()];
        for (i, id) in po.iter().enumerate() {
            assert_eq!(pos[id.index()], usize::MAX, "{} twice", c.instr(*id).name);
            pos[id.index()] = i;
        }
        assert_eq!(po.len(), c.order.len());
        for &id in &po {
            let ins = c.instr(id);
            for o in ins.operands.iter().chain(ins.control_predecessors.iter()) {
                assert!(
                    pos[o.index()] < pos[id.index()],
                    "{} before {}",
                    ins.name,
                    c.instr(*o).name
                );
            }
        }
        differs |= po != c.order;
    }
    assert!(
        differs,
        "the schedule hoists async starts, so some post order differs from it"
    );
}
