//! Queries and typed attributes on small real modules copied into `tests/fixtures/`.

use crate::common;

use lhsched::hlo::{
    async_pairs, collectives, parse_module, CallGraph, CallRole, ElementType, Module, Opcode, Users,
};
use std::path::Path;

fn fixture(name: &str) -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    parse_module(&std::fs::read_to_string(&p).unwrap()).unwrap()
}

#[test]
fn gpu_module_header_and_counts() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    assert!(m.is_scheduled());
    assert_eq!(m.num_partitions(), Some(8));
    assert_eq!(m.instruction_count(), 75);
    assert_eq!(m.entry().name, "main.0_spmd");
    assert_eq!(m.stack_frame_tables.len(), 4);
    assert_eq!(
        m.stack_frame_tables[0].lines,
        vec!["1 \"gen.py\"".to_string()]
    );
}

#[test]
fn async_pairs_of_every_form() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    let e = m.entry();
    let pairs: Vec<(String, String)> = async_pairs(e)
        .iter()
        .map(|p| {
            (
                e.instr(p.start).name.to_string(),
                e.instr(p.done).name.to_string(),
            )
        })
        .collect();
    let want = [
        ("collective-permute-start", "collective-permute-done"),
        ("reduce-scatter-start", "reduce-scatter-done"),
        ("all-reduce-start.1", "all-reduce-done.1"),
        ("all-reduce-start.2", "all-reduce-done.2"),
        ("all-gather-start", "all-gather-done"),
        ("all-to-all-start", "all-to-all-done"),
        ("all-reduce-start", "all-reduce-done"),
        ("all-reduce-start.3", "all-reduce-done.3"),
    ];
    assert_eq!(pairs.len(), want.len());
    for (s, d) in want {
        assert!(
            pairs.contains(&(s.to_string(), d.to_string())),
            "{s} -> {d} missing in {pairs:?}"
        );
    }
}

#[test]
fn collectives_bytes_and_groups_follow_xla_rules() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    let infos = collectives(&m, m.entry).unwrap();
    let e = m.entry();
    let by_name = |n: &str| infos.iter().find(|i| e.instr(i.instr).name == n).unwrap();
    // collective-permute-start: operand 0 is f32[16,16].
    let cp = by_name("collective-permute-start");
    assert_eq!(
        (cp.kind, cp.transfer_bytes, cp.num_groups, cp.group_size),
        (Opcode::CollectivePermute, 1024, 8, 2)
    );
    // async-start wrapping reduce-scatter: input bytes f32[16,16], groups of 4.
    let rs = by_name("reduce-scatter-start");
    assert_eq!(
        (rs.kind, rs.transfer_bytes, rs.num_groups, rs.group_size),
        (Opcode::ReduceScatter, 1024, 2, 4)
    );
    assert!(rs.is_async && rs.wrapped.is_some());
    // all-gather-start: the output part f32[8,16] of ((f32[4,16]), f32[8,16]).
    let ag = by_name("all-gather-start");
    assert_eq!(
        (ag.kind, ag.transfer_bytes, ag.groups.expand()),
        (
            Opcode::AllGather,
            512,
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        )
    );
    // all-to-all through async-start: output bytes.
    let a2a = by_name("all-to-all-start");
    assert_eq!((a2a.kind, a2a.transfer_bytes), (Opcode::AllToAll, 1024));
    // all-reduce of s32[4] over all 8 devices.
    let ar = by_name("all-reduce-start.3");
    assert_eq!(
        (ar.transfer_bytes, ar.group_size, ar.num_groups, ar.dtype),
        (16, 8, 1, Some(ElementType::S32))
    );
    assert_eq!(ar.channel_id, Some(1));
    assert_eq!(infos.len(), 8);
}

#[test]
fn users_index() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    let e = m.entry();
    let users = Users::new(e);
    let copy9 = e.find("copy.9").unwrap();
    let mut names: Vec<&str> = users
        .users(copy9)
        .iter()
        .map(|&u| e.instr(u).name.as_str())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "all-reduce-start",
            "all-to-all-start",
            "collective-permute-start",
            "copy.5",
            "reduce-scatter-start",
            "wrapped_convert"
        ]
    );
    assert!(users.users(e.root).is_empty());
    assert!(users.control_successors(copy9).is_empty());
}

#[test]
fn call_graph_roles() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    let cg = CallGraph::new(&m);
    let role = |n: &str| cg.roles(m.find_computation(n).unwrap());
    assert_eq!(role("fused_reduce"), vec![CallRole::FusionBody]);
    assert_eq!(role("region_3.0.clone"), vec![CallRole::ToApply]);
    assert_eq!(role("async_computation"), vec![CallRole::AsyncWrapped]);
    assert_eq!(role("async_computation.1"), vec![CallRole::AsyncWrapped]);
    assert_eq!(role("region_4.0"), vec![CallRole::ToApply]);
    assert!(role("main.0_spmd").is_empty());
    let w = fixture("ring_ppermute.post.hlo");
    let cg = CallGraph::new(&w);
    assert_eq!(
        cg.roles(w.find_computation("region_1.2_spmd").unwrap()),
        vec![CallRole::WhileCondition]
    );
    assert_eq!(
        cg.roles(w.find_computation("region_0.1_spmd").unwrap()),
        vec![CallRole::WhileBody]
    );
}

#[test]
fn typed_attributes() {
    let m = fixture("collectives_mix.gpu.post.hlo");
    let e = m.entry();
    let ag = e.instr(e.find("all-gather-start").unwrap());
    assert_eq!(ag.channel_id(), Some(1));
    assert_eq!(ag.dimensions(), Some(vec![0]));
    assert_eq!(ag.backend_is_sync(), Some(true));
    assert_eq!(ag.metadata().scheduling_name(), Some("all-gather-start"));
    assert_eq!(
        ag.metadata().op_name(),
        Some("jit(collectives_mix)/shard_map/all_gather")
    );
    assert_eq!(ag.metadata().stack_frame_id(), Some(30));
    let fusion = e.instr(e.find("wrapped_convert").unwrap());
    assert_eq!(fusion.fusion_kind(), Some("kLoop"));
    assert_eq!(
        fusion.called[..],
        [m.find_computation("wrapped_convert_computation").unwrap()]
    );
    assert!(fusion
        .backend_config()
        .unwrap()
        .get("operation_queue_id")
        .is_some());
    let cp = e.instr(e.find("collective-permute-start").unwrap());
    assert_eq!(cp.source_target_pairs().unwrap().unwrap()[7], (7, 4));

    let w = fixture("ring_ppermute.post.hlo");
    let we = w.entry();
    let while_ = we.instr(we.find("while.11").unwrap());
    assert_eq!(while_.opcode, Opcode::While);
    assert_eq!(while_.known_trip_count(), Some(7));

    let pre = fixture("collectives_mix.pre.hlo");
    let mut targets = Vec::new();
    for c in &pre.computations {
        for i in &c.instructions {
            targets.extend(i.custom_call_target());
        }
    }
    assert!(
        targets.contains(&"xla.sdy.GlobalToLocalShape".to_string()),
        "{targets:?}"
    );
    let fe = pre.header_attr("frontend_attributes").unwrap();
    assert!(fe.contains("#sdy.mesh"));
}

#[test]
fn dot_dimension_numbers() {
    let text = "HloModule m\n\nENTRY %main {\n  %a = f32[4,8,16]{2,1,0} parameter(0)\n  %b = f32[4,16,32]{2,1,0} parameter(1)\n  ROOT %d = f32[4,8,32]{2,1,0} dot(%a, %b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n}\n";
    let m = parse_module(text).unwrap();
    let d = m
        .entry()
        .instr(m.entry().root)
        .dot_dimension_numbers()
        .unwrap();
    assert_eq!(
        (
            d.lhs_batch,
            d.lhs_contracting,
            d.rhs_batch,
            d.rhs_contracting
        ),
        (vec![0], vec![2], vec![0], vec![1])
    );
    assert!(m
        .entry()
        .instr(m.entry().find("a").unwrap())
        .dot_dimension_numbers()
        .is_none());
}

#[test]
fn compact_printer_input_prints_in_full_form() {
    let pre = fixture("collectives_mix.pre.hlo");
    assert!(!pre.is_scheduled());
    let printed = lhsched::hlo::print_module(&pre);
    assert!(printed.contains("ENTRY %main"), "{printed}");
    assert!(printed.contains("to_apply=%region_0.1"));
    assert_eq!(parse_module(&printed).unwrap(), pre);
}

#[test]
fn set_order_and_scheduled_flag() {
    let mut m = fixture("collectives_mix.pre.hlo");
    m.set_scheduled(true);
    assert!(m.is_scheduled());
    let entry = m.entry;
    let c = m.computation_mut(entry);
    let mut order = c.order.clone();
    order.reverse();
    // Not checked for dependencies here (that is the scheduler's job), only for permutation.
    assert!(c.set_order(order.clone()).is_ok());
    assert!(c.set_order(order[1..].to_vec()).is_err());
    let mut dup = order.clone();
    dup[0] = dup[1];
    let e = c.set_order(dup.clone()).unwrap_err();
    assert_eq!(e.computation, c.name.as_str());
    let dup_name = &c.instr(dup[0]).name;
    assert!(
        e.message.contains("appears twice")
            && e.message.contains(dup_name.as_str())
            && e.message.contains(&format!("id {}", dup[0].0)),
        "{e}"
    );
    let printed = lhsched::hlo::print_module(&m);
    assert!(printed.starts_with("HloModule jit_collectives_mix, is_scheduled=true,"));
    let again = parse_module(&printed).unwrap();
    assert_eq!(
        again
            .entry()
            .order
            .iter()
            .map(|&i| again.entry().instr(i).name.to_string())
            .collect::<Vec<_>>(),
        m.entry()
            .order
            .iter()
            .map(|&i| m.entry().instr(i).name.to_string())
            .collect::<Vec<_>>()
    );
}

/// The call graph's per-computation indexes answer exactly what a scan of every site does.
#[test]
fn call_graph_indexes_match_a_scan_of_the_sites() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/hlo/cpu/transformer_scan_fsdp_train.post.hlo");
    if !path.exists() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let m = lhsched::hlo::load_module(&path).expect("parses");
    let cg = lhsched::hlo::CallGraph::new(&m);
    assert!(cg.sites.len() > 10);
    for c in m.comp_ids() {
        let callers: Vec<_> = cg.callers(c).collect();
        let scan: Vec<_> = cg.sites.iter().filter(|s| s.callee == c).collect();
        assert_eq!(callers, scan);
        let callees: Vec<_> = cg.callees(c).collect();
        let scan: Vec<_> = cg.sites.iter().filter(|s| s.caller == c).collect();
        assert_eq!(callees, scan);
    }
}
