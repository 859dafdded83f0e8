//! The lower bound is a bound: no order of the same instructions replays faster, under the
//! default model, `--interference off`, `--streams per-kind` and `--overlap-limit 2`. Random
//! topological orders and single-move hill climbing ([`lhsched::testing::beat_bound`]) on
//! generated graphs (sync pairs, loops, calls, conditionals, send/recv, all-to-all, async
//! compute) and on real modules, with issue 24's two counterexamples kept as regressions: a
//! sync pair inside an async pair's span (collectives_mix, `--overlap-limit 2`), and a loop body
//! reordered below a bound computed from one body order (a `lax.scan` training step).

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::driver::{evaluate, schedule_module, DriverOptions};
use lhsched::hlo::load_module;
use lhsched::sched::{lower_bound, replay_synced, EdgeKind, GraphBuilder, NodeSpec, Stream};
use lhsched::testing::beat_bound::{challenge_graph, challenge_module, random_graph, Setting};
use std::path::{Path, PathBuf};

/// XLA's measured H100 tables when `../shared` has them (so the figures are XLA's), else the
/// built-in defaults: the checks compare orders under one model, never figures.
fn cost_config(test: &str) -> CostConfig {
    let c = CostConfig::new().platform("h100");
    match common::shared_or_skip(test, "xla_tables") {
        Some(t) => c
            .table(t.join("default_collective_perf_table.txtpb"))
            .device("sm_90")
            .gemm_table(t.join("default_matmul_perf_table.txtpb")),
        None => c,
    }
}

#[test]
fn generated_graphs_never_beat_the_bound() {
    let mut replays = 0;
    for setting in Setting::ALL {
        for seed in 0..24u64 {
            let g = random_graph(seed * 7 + 1, 16 + (seed as usize % 5) * 8, setting);
            let t = challenge_graph(&g, seed, 24, 120)
                .unwrap_or_else(|b| panic!("{setting:?}, graph {seed}: {b}"));
            assert!(t.best >= t.bound * (1.0 - 1e-9));
            replays += t.replays;
        }
    }
    assert!(replays > 10_000, "{replays}");
}

#[test]
fn a_sync_pair_inside_an_async_span_waits_for_the_devices_it_shares() {
    // An async 40 us all-to-all over 8 devices, and inside its span a sync 10 us all-gather
    // over 4 of them: the all-gather may not run while the all-to-all holds those devices (it
    // did on the compute stream before), so it starts at 41 us and the compute stream waits.
    let mut b = GraphBuilder::new();
    let r1 = b.add_resource("all-to-all", 2);
    let r2 = b.add_resource("all-gather", 2);
    let all: Vec<Vec<i64>> = vec![(0..8).collect()];
    let half: Vec<Vec<i64>> = vec![(0..4).collect(), (4..8).collect()];
    let coll = |groups| lhsched::sched::Collective {
        groups: Some(lhsched::hlo::DeviceGroups::explicit(groups)),
        link: lhsched::sched::Link::ScaleUp,
        fixed: 0.0,
    };
    let us = 1e-6;
    let mut s1 = NodeSpec::start("a2a-start", us, r1);
    s1.collective = Some(coll(all));
    let s1 = b.add_node(s1);
    let mut s2 = NodeSpec::start("ag-start", us, r2);
    s2.collective = Some(coll(half));
    let s2 = b.add_node(s2);
    let d2 = b.add_node(NodeSpec::done("ag-done", 0.0, s2));
    let d1 = b.add_node(NodeSpec::done("a2a-done", 0.0, s1));
    b.add_edge(s1, d1, 40.0 * us, EdgeKind::Data);
    b.add_edge(s2, d2, 10.0 * us, EdgeKind::Data);
    let g = b.build().expect("valid");
    let mut sync = vec![false; g.len()];
    sync[s2.index()] = true;
    let t = replay_synced(&g, &[s1, s2, d2, d1], &sync).expect("replays");
    let ag = t
        .slices
        .iter()
        .find(|s| s.node == s2 && matches!(s.stream, Stream::Resource { .. }))
        .expect("the sync all-gather runs on its collective stream");
    assert!((ag.start - 41.0 * us).abs() < 1e-12, "{ag:?}");
    assert!((t.makespan - 51.0 * us).abs() < 1e-12, "{}", t.makespan);
    assert!(t.makespan >= lower_bound(&g));
    // Its whole time from its launch is exposed (10 us run + 39 us waiting for the devices).
    assert!(
        (t.exposed["all-gather"] - 49.0 * us).abs() < 1e-12,
        "{:?}",
        t.exposed
    );
}

/// Equal up to float rounding: the bound of one computation in two orders sums the same
/// terms with node ids (and so summation orders) following each order.
fn same(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

/// `schedule` on `path` under every setting: before and after never below their printed
/// bound, the bound the same before and after and in `eval`; then the checker's tries.
fn check_module(test: &str, path: &Path, orders: usize, steps: usize) {
    let (model, _) = cost_config(test).build(None).expect("cost model");
    for setting in Setting::ALL {
        let opts = setting.driver_options();
        let m = load_module(path).expect("parses");
        let mut out_m = m.clone();
        let out = schedule_module(&mut out_m, &model, &opts)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let what = format!("{} under {setting:?}", path.display());
        let (b, a) = (&out.before, &out.after);
        assert!(
            b.makespan_s >= b.lower_bound_s * (1.0 - 1e-9),
            "{what}: before"
        );
        assert!(
            a.makespan_s >= a.lower_bound_s * (1.0 - 1e-9),
            "{what}: after"
        );
        assert!(same(b.lower_bound_s, a.lower_bound_s), "{what}: one bound");
        // The rules bound: at least the bound, the same for every order, and met by the
        // output, which keeps XLA's rules.
        assert!(
            a.lower_bound_rules_s >= a.lower_bound_s,
            "{what}: rules bound"
        );
        assert!(
            same(b.lower_bound_rules_s, a.lower_bound_rules_s),
            "{what}: one rules bound"
        );
        assert!(
            a.makespan_s >= a.lower_bound_rules_s * (1.0 - 1e-9),
            "{what}: after, rules bound"
        );
        for (cb, ca) in b.computations.iter().zip(&a.computations) {
            assert!(
                same(cb.lower_bound_s, ca.lower_bound_s),
                "{what}: {}",
                cb.name
            );
            assert!(
                ca.timeline.makespan >= ca.lower_bound_s * (1.0 - 1e-9),
                "{what}"
            );
        }
        let again = evaluate(&out_m, &model, &opts).expect("the output replays");
        assert!(
            same(again.lower_bound_s, a.lower_bound_s),
            "{what}: eval's bound"
        );
        let t = challenge_module(&m, &model, &opts, 17, orders, steps)
            .unwrap_or_else(|b| panic!("{what}: {b}"));
        assert!(same(t.bound, a.lower_bound_s), "{what}");
    }
}

#[test]
fn collectives_mix_with_a_sync_pair_inside_a_span_stays_above_its_bound() {
    // Issue 24's first counterexample: `--overlap-limit 2` gave 447.34 us after against its
    // own printed bound of 532.57 us (a sync all-gather ran inside the async all-to-all).
    let test = "collectives_mix_with_a_sync_pair_inside_a_span_stays_above_its_bound";
    let Some(p) = common::shared_or_skip(test, "hlo/gpu/stages/collectives_mix.gpu.pre_lhs.hlo")
    else {
        check_module(
            test,
            &common::fixture("collectives_mix.gpu.post.hlo"),
            4,
            40,
        );
        return;
    };
    check_module(test, &p, 4, 40);
    check_module(
        test,
        &common::fixture("collectives_mix.gpu.post.hlo"),
        4,
        40,
    );
}

#[test]
fn a_loop_body_reordered_never_beats_the_module_bound() {
    // Issue 24's second counterexample: a while's body priced by its makespan in one order made
    // the caller's bound hold for that order only. The fixture is a small real loop module;
    // the `lax.scan` FSDP step of the issue (465 KB, too big for the repository) is checked
    // too when LHSCHED_SCAN_MODULE names it (tools/corpus/programs.py --backend gpu --only
    // transformer_scan_fsdp_train).
    let test = "a_loop_body_reordered_never_beats_the_module_bound";
    check_module(
        test,
        &common::fixture("while_ppermute_train.gpu.pre_lhs.hlo"),
        3,
        60,
    );
    match std::env::var_os("LHSCHED_SCAN_MODULE").map(PathBuf::from) {
        Some(p) if p.exists() => check_module(test, &p, 1, 20),
        _ => common::skip(
            test,
            "LHSCHED_SCAN_MODULE not set: the scan module is not checked",
        ),
    }
}

#[test]
fn shared_gpu_modules_never_beat_their_bound() {
    let test = "shared_gpu_modules_never_beat_their_bound";
    let Some(dir) = common::shared_or_skip(test, "hlo/gpu/stages") else {
        return;
    };
    let files = common::files_ending(&dir, ".gpu.pre_lhs.hlo");
    assert!(files.len() >= 8, "{}", files.len());
    for f in &files {
        let big = std::fs::metadata(f).map_or(0, |m| m.len()) > 200_000;
        check_module(test, f, if big { 0 } else { 2 }, if big { 4 } else { 16 });
    }
}

#[test]
fn a_cpu_module_reports_its_sync_collectives_as_exposed() {
    let test = "a_cpu_module_reports_its_sync_collectives_as_exposed";
    let Some(p) = common::shared_or_skip(test, "hlo/cpu/collectives_mix.post.hlo") else {
        return;
    };
    let (model, _) = cost_config(test).build(None).expect("cost model");
    let m = load_module(&p).expect("parses");
    let e = evaluate(&m, &model, &DriverOptions::default()).expect("replays");
    assert!(e.comm_s > 0.0, "{}", e.comm_s);
    assert_eq!(e.hidden_fraction, 0.0);
    let exposed: f64 = e.exposed_s.values().sum();
    assert!(
        (exposed - e.comm_s).abs() <= 1e-9 * e.comm_s,
        "{exposed} vs {}",
        e.comm_s
    );
    let (code, out, err) = common::run(&["eval", p.to_str().expect("utf-8"), "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("no async collective"), "{err}");
    assert!(err.contains("--xla_dump_to"), "{err}");
    assert!(!out.contains("-0.0"), "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["hidden_fraction"], 0.0);
    assert!(v["exposed_total_s"].as_f64().is_some_and(|x| x > 0.0));
}

/// `lower_bound_s` of a JSON report (`schedule`'s `after`, or `eval`'s top level).
fn bound_of(json: &str, after: bool) -> f64 {
    let v: serde_json::Value = serde_json::from_str(json).expect("json");
    let v = if after { &v["after"] } else { &v };
    v["lower_bound_s"].as_f64().expect("a bound")
}

#[test]
fn schedule_eval_and_eval_order_of_print_one_bound() {
    // Issue 24 item 2: the bound of the same instructions is one figure in `schedule` (before
    // and after), `eval` of the input and of the output and `eval --order-of`, under each
    // setting; a loop module (whose bound once followed the body's order) and collectives_mix.
    let test = "schedule_eval_and_eval_order_of_print_one_bound";
    let fixture = common::fixture("while_ppermute_train.gpu.pre_lhs.hlo");
    let mut runs: Vec<(PathBuf, &[&str])> = vec![
        (fixture.clone(), &[]),
        (fixture, &["--interference", "off"]),
    ];
    if let Some(p) = common::shared_or_skip(test, "hlo/gpu/stages/collectives_mix.gpu.pre_lhs.hlo")
    {
        runs.push((p.clone(), &["--streams", "per-kind"]));
        runs.push((p, &["--overlap-limit", "2"]));
    }
    let out = std::env::temp_dir().join(format!("lhsched-bound-{}.hlo", std::process::id()));
    let out_s = out.to_str().expect("utf-8");
    for (f, setting) in &runs {
        let f = f.to_str().expect("utf-8");
        let with = |args: &[&str]| -> Vec<String> {
            args.iter()
                .chain(setting.iter())
                .map(|s| s.to_string())
                .collect()
        };
        let run = |args: Vec<String>| {
            let a: Vec<&str> = args.iter().map(String::as_str).collect();
            let (code, stdout, err) = common::run(&a);
            assert_eq!(code, 0, "{a:?}: {err}");
            stdout
        };
        let s = run(with(&["schedule", f, "--json", "-o", out_s]));
        let v: serde_json::Value = serde_json::from_str(&s).expect("json");
        let bound = bound_of(&s, true);
        let before = v["before"]["lower_bound_s"].as_f64().expect("a bound");
        let after_ms = v["after"]["makespan_s"].as_f64().expect("a makespan");
        let figures = [
            before,
            bound_of(&run(with(&["eval", f, "--json"])), false),
            bound_of(&run(with(&["eval", out_s, "--json"])), false),
            bound_of(
                &run(with(&["eval", f, "--order-of", out_s, "--json"])),
                false,
            ),
        ];
        for b in figures {
            assert!(same(b, bound), "{f} {setting:?}: {b:e} vs {bound:e}");
        }
        assert!(after_ms >= bound * (1.0 - 1e-9), "{f} {setting:?}");
    }
    let _ = std::fs::remove_file(&out);
}

#[test]
fn the_rules_bound_proves_collectives_mix_optimal_among_the_orders_keeping_xlas_rules() {
    // The shipped example under the default model: no order that keeps XLA's rules (one
    // collective pair open at a time on the one collective stream) runs faster than the
    // rules bound, 2% above the bound for every order (an order that opens two pairs at once
    // does beat it: the exact search over every order finds one 1.1% faster); lhsched's order
    // reaches it, so it is optimal among the orders it may write, and random orders that keep
    // the rules stay above it.
    let test = "the_rules_bound_proves_collectives_mix_optimal_among_the_orders_keeping_xlas_rules";
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let (model, _) = CostConfig::new().build(None).expect("cost model");
    let opts = DriverOptions::default();
    let m = load_module(&path).expect("parses");
    let mut out_m = m.clone();
    let out = schedule_module(&mut out_m, &model, &opts).expect("schedules");
    let a = &out.after;
    assert!(
        a.lower_bound_rules_s > a.lower_bound_s * 1.015,
        "{} vs {}",
        a.lower_bound_rules_s,
        a.lower_bound_s
    );
    assert!(
        (a.makespan_s / a.lower_bound_rules_s - 1.0).abs() < 1e-9,
        "{} vs {}",
        a.makespan_s,
        a.lower_bound_rules_s
    );
    let t = challenge_module(&m, &model, &opts, 5, 40, 0).unwrap_or_else(|b| panic!("{test}: {b}"));
    assert!(same(t.bound, a.lower_bound_s));
    let text = lhsched::driver::report::schedule_text(&out);
    assert!(text.contains("gap to rules bound"), "{text}");
    let json = lhsched::driver::report::schedule_json(&out);
    assert_eq!(json["gap_to_rules_bound"].as_f64(), Some(0.0), "{json}");
}
