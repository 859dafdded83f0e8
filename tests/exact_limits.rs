//! The exact search's limits as a user sets them through the driver: the node limit under
//! interference is its own setting (`SchedConfig::exact_max_nodes_slowed`).

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::load_module;

#[test]
fn the_exact_search_under_interference_follows_its_own_node_limit() {
    // The shipped example (59 nodes, the default model with interference) is won by the exact
    // search by default; with `exact_max_nodes_slowed` below its size the search does not run,
    // though `exact_max_nodes` still admits it.
    let path = common::root().join("examples/fsdp_shardmap_train.gpu.pre_lhs.hlo");
    let m = load_module(&path).expect("module");
    let (model, _) = CostConfig::new().build(Some(&m)).expect("model");
    let run = |slowed: usize| {
        let mut o = DriverOptions::default();
        o.sched.exact_max_nodes_slowed = slowed;
        let out = schedule_module(&mut m.clone(), &model, &o).expect("schedules");
        let (_, r) = out.notes.into_iter().next().expect("one computation");
        (r.variant, r.exact_expanded)
    };
    let (variant, expanded) = run(lhsched::sched::EXACT_SLOWED_MAX_NODES);
    assert_eq!(variant, "exact");
    assert!(expanded > 0);
    let (variant, expanded) = run(10);
    assert_ne!(variant, "exact");
    assert_eq!(expanded, 0);
}
