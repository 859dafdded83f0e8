//! The "why exposed" rows add up to the exposed communication the replay reports: every
//! second the compute stream waited for a collective is one done's wait (or one synchronous
//! pair's whole collective), counted once per run of its computation.

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::driver::exposed::exposed_dones;
use lhsched::driver::trace::Replays;
use lhsched::driver::{evaluate, schedule_module, DriverOptions};
use lhsched::hlo::load_module;

fn check(path: &std::path::Path, schedule: bool) -> Vec<lhsched::driver::exposed::ExposedDone> {
    let mut m = load_module(path).expect("module");
    let (model, _) = CostConfig::new().build(Some(&m)).expect("model");
    let opts = DriverOptions::default();
    let (mut decisions, mut notes) = (Vec::new(), Vec::new());
    if schedule {
        let mut o = opts.clone();
        o.sched.explain = true;
        let out = schedule_module(&mut m, &model, &o).expect("schedules");
        (decisions, notes) = (out.decisions, out.notes);
    }
    let eval = evaluate(&m, &model, &opts).expect("replays");
    let r = Replays::new(&m, &model, &opts).expect("replays");
    let rows = exposed_dones(&r, &decisions, &notes, usize::MAX);
    let from_rows: f64 = rows.iter().map(|x| x.total_s()).sum();
    // (These modules have no waits for a saturated stream, which are reported under the
    // stream's name and belong to no done.)
    let reported: f64 = eval.exposed_s.values().sum();
    assert!(
        (from_rows - reported).abs() <= 1e-12 + 1e-9 * reported,
        "{}: rows {from_rows} s, report {reported} s",
        path.display()
    );
    for w in rows.windows(2) {
        assert!(w[0].total_s() >= w[1].total_s(), "most waiting first");
    }
    rows
}

#[test]
fn an_order_the_exact_search_made_is_not_called_the_input_order() {
    // The shipped example's entry is won by the exact search: no list-scheduler rule placed
    // its dones, and neither did the input order (which it changed).
    let example = common::root().join("examples/fsdp_shardmap_train.gpu.pre_lhs.hlo");
    let rows = check(&example, true);
    assert!(!rows.is_empty());
    for r in &rows {
        assert_eq!(
            r.rule.as_deref(),
            Some("exact (no per-step rule)"),
            "{}/{}",
            r.computation,
            r.instruction
        );
    }
    // Evaluated as written, nothing scheduled it.
    assert!(check(&example, false).iter().all(|r| r.rule.is_none()));
}

#[test]
fn the_rows_add_up_to_the_exposed_time() {
    let example = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let while_pre = common::fixture("while_ppermute_train.gpu.pre_lhs.hlo");
    let while_post = common::fixture("while_ppermute_train.gpu.post.hlo");
    for (p, schedule) in [
        (&example, false),
        (&example, true),
        (&while_pre, true),
        (&while_post, false),
    ] {
        check(p, schedule);
    }
}

#[test]
fn a_list_run_without_recorded_decisions_is_not_called_ruleless() {
    // collectives_mix is won by a list-scheduler run, whose rules decided every step; with
    // `explain` off they are not recorded, and the rows say nothing rather than claim none.
    let path = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let mut m = load_module(&path).expect("module");
    let (model, _) = CostConfig::new().build(Some(&m)).expect("model");
    let opts = DriverOptions::default();
    let notes = schedule_module(&mut m, &model, &opts)
        .expect("schedules")
        .notes;
    assert!(lhsched::sched::variant_origin(&notes[0].1.variant).1);
    let r = Replays::new(&m, &model, &opts).expect("replays");
    let rows = exposed_dones(&r, &[], &notes, usize::MAX);
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r.rule.is_none()), "{rows:?}");
}
