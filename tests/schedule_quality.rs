//! The main job on XLA's real GPU modules: for every module as it entered XLA's latency hiding
//! scheduler, our order must be no slower than the input order and no slower than XLA's own
//! schedule of the same program, all replayed under one model (H100 preset, XLA's sm_90 tables).
//! Every order passes the independent verifier (the driver runs it on each schedule), and two
//! runs print byte-identical modules.

mod common;

use lhsched::cost::config::CostConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::options::Streams;
use lhsched::driver::{evaluate, schedule_module, DriverOptions};
use lhsched::hlo::{load_module, print_module};
use lhsched::sched::Stream;
use std::path::{Path, PathBuf};

fn shared(test: &str) -> Option<PathBuf> {
    common::shared_or_skip(test, "")
}

/// The model `lhsched schedule --platform h100 --table ... --gemm-table ...` builds.
fn h100_model(shared: &Path) -> CostModel {
    CostConfig::new()
        .platform("h100")
        .table(shared.join("xla_tables/default_collective_perf_table.pb"))
        .gemm_table(shared.join("xla_tables/default_matmul_perf_table.txtpb"))
        .read_env(false)
        .build(None)
        .expect("h100 model with XLA's sm_90 tables")
        .0
}

fn programs(shared: &Path) -> Vec<(String, PathBuf, PathBuf)> {
    let stages = shared.join("hlo/gpu/stages");
    let mut out: Vec<(String, PathBuf, PathBuf)> = std::fs::read_dir(&stages)
        .expect("gpu stages")
        .filter_map(|e| {
            let p = e.ok()?.path();
            let name = p
                .file_name()?
                .to_str()?
                .strip_suffix(".gpu.pre_lhs.hlo")?
                .to_string();
            let post = shared.join(format!("hlo/gpu/{name}.gpu.post.hlo"));
            Some((name, p, post))
        })
        .collect();
    out.sort();
    assert!(
        !out.is_empty(),
        "../shared exists but {} holds no *.gpu.pre_lhs.hlo module",
        stages.display()
    );
    out
}

/// No two collectives overlap in time on any timeline of `eval` (async compute aside).
fn never_two_collectives_at_once(name: &str, eval: &lhsched::driver::ModuleEval) {
    for c in &eval.computations {
        let mut spans: Vec<(f64, f64)> = c
            .timeline
            .slices
            .iter()
            .filter(|s| matches!(s.stream, Stream::Resource { .. }))
            .filter(|s| s.end > s.start)
            .map(|s| (s.start, s.end))
            .collect();
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        for w in spans.windows(2) {
            assert!(
                w[1].0 >= w[0].1 * (1.0 - 1e-12),
                "{name}/{}: two collectives in flight at {} s",
                c.name,
                w[1].0
            );
        }
    }
}

fn check_mode(label: &str, opts: DriverOptions, one_at_a_time: bool) {
    let Some(shared) = shared(label) else { return };
    let model = h100_model(&shared);
    let mut rows = Vec::new();
    for (name, pre, post) in programs(&shared) {
        let mut m = load_module(&pre).expect("pre_lhs module parses");
        let xla = load_module(&post).expect("post module parses");
        let xla_eval = evaluate(&xla, &model, &opts).expect("XLA's order replays");
        let out = schedule_module(&mut m, &model, &opts).expect("schedules");
        let (input, ours, theirs) = (
            out.before.makespan_s,
            out.after.makespan_s,
            xla_eval.makespan_s,
        );
        let tol = 1e-9 * input.max(theirs);
        assert!(ours <= input + tol, "{name}: ours {ours} > input {input}");
        assert!(ours <= theirs + tol, "{name}: ours {ours} > XLA {theirs}");
        if one_at_a_time {
            never_two_collectives_at_once(&name, &out.after);
        }
        // Every instruction is kept.
        assert_eq!(
            out.after
                .computations
                .iter()
                .map(|c| c.nodes)
                .sum::<usize>(),
            out.before
                .computations
                .iter()
                .map(|c| c.nodes)
                .sum::<usize>(),
            "{name}"
        );
        rows.push(format!(
            "{name:<28} input {:>10.2} us  XLA {:>10.2} us  ours {:>10.2} us  bound {:>10.2} us  \
             interference {:>8.2} us  sharing {:>8.2} us",
            input * 1e6,
            theirs * 1e6,
            ours * 1e6,
            out.after.lower_bound_s * 1e6,
            out.after.interference_s * 1e6,
            out.after.sharing_s * 1e6
        ));
    }
    eprintln!("{label}\n{}", rows.join("\n"));
}

#[test]
fn default_model_never_two_collectives_and_no_worse_than_input_or_xla() {
    check_mode(
        "default_model_never_two_collectives_and_no_worse_than_input_or_xla",
        DriverOptions::default(),
        true,
    );
}

#[test]
fn ours_no_worse_than_input_or_xla_per_kind_streams() {
    check_mode(
        "ours_no_worse_than_input_or_xla_per_kind_streams",
        DriverOptions::default().streams(Streams::PerKind),
        false,
    );
}

#[test]
fn ours_no_worse_than_input_or_xla_under_xla_model() {
    check_mode(
        "ours_no_worse_than_input_or_xla_under_xla_model",
        DriverOptions::xla_model(),
        true,
    );
}

#[test]
fn scheduling_is_deterministic() {
    let Some(shared) = shared("scheduling_is_deterministic") else {
        return;
    };
    let model = h100_model(&shared);
    let path = shared.join("hlo/gpu/stages/mlp_fsdp_train.gpu.pre_lhs.hlo");
    let run = || {
        let mut m = load_module(&path).expect("parses");
        schedule_module(&mut m, &model, &DriverOptions::default()).expect("schedules");
        print_module(&m)
    };
    let a = run();
    assert_eq!(a, run());
    assert!(a.contains("is_scheduled=true"));
}

#[test]
fn a_memory_limit_at_the_input_peak_holds_on_every_module() {
    let Some(shared) = shared("a_memory_limit_at_the_input_peak_holds_on_every_module") else {
        return;
    };
    let model = h100_model(&shared);
    for (name, pre, _) in programs(&shared) {
        let input = load_module(&pre).expect("parses");
        let peak = evaluate(&input, &model, &DriverOptions::default())
            .expect("replays")
            .peak_bytes;
        let mut opts = DriverOptions::default();
        opts.sched.memory_limit = Some(peak);
        let mut m = input.clone();
        let out = schedule_module(&mut m, &model, &opts).expect("schedules");
        assert!(
            out.after.peak_bytes <= peak,
            "{name}: peak {} over the limit {peak}",
            out.after.peak_bytes
        );
        assert!(out.notes.iter().all(|(_, r)| r.memory_fits), "{name}");
        assert!(
            out.after.makespan_s <= out.before.makespan_s * (1.0 + 1e-9),
            "{name}"
        );
    }
}
