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

/// The rows of the entry of `path`, scheduled with decisions recorded, and its winner.
fn scheduled_rows(path: &std::path::Path) -> (String, Vec<lhsched::driver::exposed::ExposedDone>) {
    let mut m = load_module(path).expect("module");
    let (model, _) = CostConfig::new().build(Some(&m)).expect("model");
    let mut opts = DriverOptions::default();
    opts.sched.explain = true;
    let out = schedule_module(&mut m, &model, &opts).expect("schedules");
    let entry = m.entry().name.to_string();
    let winner = out
        .notes
        .iter()
        .find(|(c, _)| *c == entry)
        .map(|(_, r)| r.variant.clone())
        .expect("the entry was scheduled");
    let r = Replays::new(&m, &model, &DriverOptions::default()).expect("replays");
    let rows = exposed_dones(&r, &out.decisions, &out.notes, usize::MAX);
    let rows = rows
        .into_iter()
        .filter(|r| r.computation == entry)
        .collect();
    (winner, rows)
}

#[test]
fn a_gap_filled_order_names_its_rule_and_the_filling() {
    // collectives_mix is won by a list run then gap filled: each done names the run's rule
    // and that the filling came after, never the input order (which it changed).
    let (winner, rows) =
        scheduled_rows(&common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"));
    assert!(winner.ends_with("+fill"), "{winner}");
    every_rule_ends_with(&rows, ", before gap filling");
}

/// Every row names a rule that ends with `suffix` (and there are rows).
fn every_rule_ends_with(rows: &[lhsched::driver::exposed::ExposedDone], suffix: &str) {
    assert!(!rows.is_empty());
    for r in rows {
        let rule = r.rule.as_deref().unwrap_or("none");
        assert!(rule.ends_with(suffix), "{}: {rule}", r.instruction);
    }
}

#[test]
fn an_improved_order_keeps_its_runs_decisions() {
    // XLA's transformer_2x4 module is won by a list run and the improvement pass: before, its
    // rows fell back to "input order (kept as written)" and `--explain` listed no decision.
    let Some(dir) = common::shared_or_skip(
        "an_improved_order_keeps_its_runs_decisions",
        "hlo/gpu/stages",
    ) else {
        return;
    };
    let (winner, rows) = scheduled_rows(&dir.join("transformer_2x4_train.gpu.pre_lhs.hlo"));
    assert!(winner.ends_with("+improve"), "{winner}");
    every_rule_ends_with(&rows, "before the improvement pass");
    // The CLI's explanation lists the run's decisions and counts its rules.
    let path = dir.join("transformer_2x4_train.gpu.pre_lhs.hlo");
    let (code, out, err) = common::run(&["schedule", path.to_str().expect("utf-8"), "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("no per-step decisions"), "{err}");
    assert!(err.contains("decisions, from the"), "{err}");
    assert!(!out.is_empty());
}

/// The stream-idle rows of `path` scheduled (all of them), checked against the replayed
/// timelines: per computation, the gaps of each one-at-a-time stream add up to its collectives'
/// extent less their durations, and each row's parts fit in its gap.
fn idle_rows(path: &std::path::Path) -> Vec<lhsched::driver::stream_idle::StreamIdle> {
    use lhsched::driver::stream_idle::stream_idles;
    use lhsched::sched::trace::collective_slices;
    let mut m = load_module(path).expect("module");
    let (model, _) = CostConfig::new().build(Some(&m)).expect("model");
    let opts = DriverOptions::default();
    schedule_module(&mut m, &model, &opts).expect("schedules");
    let r = Replays::new(&m, &model, &opts).expect("replays");
    let rows = stream_idles(&r, usize::MAX);
    let mut want = 0.0;
    for &c in r.computations() {
        let Some((cg, e)) = r.get(c) else { continue };
        let g = &cg.graph;
        for (ri, res) in g.resources().iter().enumerate() {
            if res.limit > 1 {
                continue;
            }
            let on: Vec<(f64, f64)> = collective_slices(g, &e.timeline)
                .into_iter()
                .flatten()
                .filter(|cs| {
                    g.resource_of(cs.slice.node)
                        .is_some_and(|r| r.index() == ri)
                })
                .map(|cs| (cs.slice.start, cs.slice.end))
                .collect();
            if on.len() < 2 {
                continue;
            }
            let first = on.iter().map(|s| s.0).fold(f64::INFINITY, f64::min);
            let last = on.iter().map(|s| s.1).fold(0.0, f64::max);
            let busy: f64 = on.iter().map(|s| s.1 - s.0).sum();
            want += (last - first - busy) * e.multiplicity;
        }
    }
    let got: f64 = rows.iter().map(|x| x.total_s()).sum();
    assert!(
        (got - want).abs() <= 1e-12 + 1e-9 * want,
        "{}: rows {got} s, stream gaps {want} s",
        path.display()
    );
    for x in &rows {
        assert!(
            x.idle_s > 0.0 && x.inputs_s >= 0.0 && x.order_s >= 0.0,
            "{x:?}"
        );
        assert!(x.inputs_s + x.order_s <= x.idle_s * (1.0 + 1e-9), "{x:?}");
        assert!(x.inputs_s == 0.0 || !x.chain.is_empty(), "{x:?}");
    }
    for w in rows.windows(2) {
        assert!(w[0].total_s() >= w[1].total_s(), "longest first");
    }
    rows
}

#[test]
fn the_stream_idle_rows_add_up_to_the_streams_gaps() {
    // The shipped example: its all-reduce waits 30 us for the gradient chain of the backward
    // pass, then the order runs other work first (the exact search's optimum: that costs
    // nothing), its reduce-scatter only for its inputs.
    let rows = idle_rows(&common::root().join("examples/fsdp_shardmap_train.gpu.pre_lhs.hlo"));
    assert_eq!(rows.len(), 2, "{rows:?}");
    let ar = rows
        .iter()
        .find(|r| r.before == "all-reduce-start")
        .expect("the all-reduce's gap");
    assert!(ar.inputs_s > 20e-6 && ar.order_s > 10e-6, "{ar:?}");
    assert_eq!(
        ar.chain.first().map(String::as_str),
        Some("loop_multiply_fusion")
    );
    for p in [
        common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"),
        common::fixture("while_ppermute_train.gpu.pre_lhs.hlo"),
    ] {
        idle_rows(&p);
    }
    if let Some(dir) = common::shared_or_skip(
        "the_stream_idle_rows_add_up_to_the_streams_gaps",
        "hlo/gpu/stages",
    ) {
        let rows = idle_rows(&dir.join("transformer_2x4_train.gpu.pre_lhs.hlo"));
        assert!(!rows.is_empty());
    }
}

#[test]
fn the_report_says_why_the_stream_idled() {
    let example = common::root().join("examples/fsdp_shardmap_train.gpu.pre_lhs.hlo");
    let out = std::env::temp_dir().join(format!("lhsched_idle_{}.hlo", std::process::id()));
    let (code, stdout, err) = common::run(&[
        "schedule",
        example.to_str().expect("utf-8"),
        "--report",
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    let _ = std::fs::remove_file(&out);
    assert_eq!(code, 0, "{err}");
    let text = format!("{stdout}{err}");
    assert!(
        text.contains("why the stream idled (the 2 longest gaps"),
        "{text}"
    );
    assert!(text.contains("main.8_spmd/all-reduce-start"), "{text}");
    assert!(text.contains("loop_multiply_fusion <- "), "{text}");
}

#[test]
fn xlas_own_rule_chain_is_not_called_a_recorded_list_run() {
    // Its candidate records no decisions: a row of an order it won names it (no per-step
    // rule), never the input order.
    for v in ["xla-rules", "xla-rules+improve"] {
        let (text, recorded) = lhsched::sched::variant_origin(v);
        assert!(!recorded, "{v}: {text}");
        assert!(text.starts_with("XLA's own scheduler"), "{v}: {text}");
    }
    assert!(lhsched::sched::variant_origin("bottom-up+fill").1);
}
