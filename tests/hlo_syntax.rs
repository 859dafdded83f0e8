//! XLA syntax that the shared corpus does not contain but XLA prints: tiling and memory-space
//! layouts, dynamic dimensions, operand shapes, send/recv, async-update, copy-start, conditionals,
//! domains, escaped backend configs, execution threads. Each parses, keeps what it read, and
//! round-trips.

use lhsched::hlo::{async_pairs, parse_module, print_module, CallGraph, CallRole, Opcode, Shape};

const TEXT: &str = r#"HloModule generic, is_scheduled=true, entry_computation_layout={(f32[8,128]{1,0:T(8,128)})->f32[8,128]{1,0}}, replica_count=2, num_partitions=4

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(f32[] %a, f32[] %b)
}

%wrapped (p0: f32[8,128]) -> f32[8,128] {
  %p0 = f32[8,128]{1,0} parameter(0)
  ROOT %ar = f32[8,128]{1,0} all-reduce(%p0), replica_groups={}, to_apply=%add
}, execution_thread="collectives"

%true_branch (t: f32[8,128]) -> f32[8,128] {
  ROOT %t = f32[8,128]{1,0} parameter(0)
}

%false_branch (f: f32[8,128]) -> f32[8,128] {
  %f = f32[8,128]{1,0} parameter(0)
  ROOT %n = f32[8,128]{1,0} negate(%f)
}

ENTRY %main (x: f32[8,128], pred: pred[]) -> f32[8,128] {
  %x = f32[8,128]{1,0:T(8,128)S(1)} parameter(0), sharding={devices=[2,2]<=[4] last_tile_dim_replicate}
  %pred = pred[] parameter(1)
  %dyn = s32[<=8,?]{1,0} parameter(2)
  %tok = token[] after-all()
  %send = (f32[8,128]{1,0}, u32[], token[]) send(%x, %tok), channel_id=3, is_host_transfer=true, frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1}}"}
  %send-done = token[] send-done(%send), channel_id=3, is_host_transfer=true
  %recv = (f32[8,128]{1,0}, u32[], token[]) recv(%tok), channel_id=4
  %recv-done = (f32[8,128]{1,0}, token[]) recv-done(%recv), channel_id=4
  %cs = (f32[8,128]{1,0}, f32[8,128]{1,0}, u32[]) copy-start(%x), cross_program_prefetch_index=0
  %cd = f32[8,128]{1,0} copy-done(%cs)
  %as = ((f32[8,128]{1,0}), f32[8,128]{1,0}, s32[]) async-start(%cd), calls=%wrapped, async_execution_thread="collectives", backend_config="{\"operation_queue_id\":\"1\"}"
  %au = ((f32[8,128]{1,0}), f32[8,128]{1,0}, s32[]) async-update(%as), calls=%wrapped
  %ad = f32[8,128]{1,0} async-done(%au), calls=%wrapped
  %dom = f32[8,128]{1,0} domain(%ad), domain={kind="sharding", entry={maximal device=0}, exit={replicated}}
  %cond = f32[8,128]{1,0} conditional(%pred, %dom, %dom), true_computation=%true_branch, false_computation=%false_branch
  %c = f32[2]{0} constant({1, 2})
  ROOT %out = f32[8,128]{1,0} add(%cond, %x), control-predecessors={%send-done, %recv-done}
}
"#;

#[test]
fn generic_xla_forms_parse_and_round_trip() {
    let m = parse_module(TEXT).unwrap();
    assert_eq!(
        (m.replica_count(), m.num_partitions(), m.num_devices()),
        (Some(2), Some(4), 8)
    );
    let e = m.entry();
    let x = e.instr(e.find("x").unwrap());
    let Shape::Array(a) = &*x.shape else { panic!() };
    assert_eq!(a.layout.as_ref().unwrap().suffix, "T(8,128)S(1)");
    let dynp = e.instr(e.find("dyn").unwrap());
    assert_eq!(dynp.shape.as_array().unwrap().dynamic, vec![true, true]);
    assert_eq!(*e.instr(e.find("tok").unwrap()).shape, Shape::Token);
    assert_eq!(e.instr(e.root).control_predecessors.len(), 2);
    assert_eq!(
        e.instr(e.find("as").unwrap()).backend_config().unwrap()["operation_queue_id"],
        "1"
    );
    assert_eq!(
        m.computation(m.find_computation("wrapped").unwrap())
            .execution_thread
            .as_deref(),
        Some("collectives")
    );

    // Async pairs of every form, with the update in the chain.
    let pairs = async_pairs(e);
    let names: Vec<(&str, &str, usize)> = pairs
        .iter()
        .map(|p| {
            (
                e.instr(p.start).name.as_str(),
                e.instr(p.done).name.as_str(),
                p.updates.len(),
            )
        })
        .collect();
    assert_eq!(
        names,
        vec![
            ("send", "send-done", 0),
            ("recv", "recv-done", 0),
            ("cs", "cd", 0),
            ("as", "ad", 1)
        ]
    );

    // Call roles, including branches and a computation called from three async ops.
    let cg = CallGraph::new(&m);
    assert_eq!(
        cg.roles(m.find_computation("true_branch").unwrap()),
        vec![CallRole::Branch]
    );
    assert_eq!(
        cg.roles(m.find_computation("wrapped").unwrap()),
        vec![CallRole::AsyncWrapped]
    );
    assert_eq!(
        cg.callers(m.find_computation("wrapped").unwrap()).count(),
        3
    );

    // The async-start wraps an all-reduce with `{}` groups: one group of every device.
    let info = lhsched::hlo::collective_info(&m, m.entry, e.find("as").unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            info.kind,
            info.group_size,
            info.num_groups,
            info.transfer_bytes
        ),
        (Opcode::AllReduce, 8, 1, 8 * 128 * 4)
    );

    let printed = print_module(&m);
    let again = parse_module(&printed).unwrap();
    assert_eq!(again, m);
    assert_eq!(print_module(&again), printed);
    assert!(
        printed.contains("%s = f32[] add(%a, %b)"),
        "operand shapes are dropped:\n{printed}"
    );
    assert!(printed.contains("}, execution_thread=\"collectives\"\n"));
}
