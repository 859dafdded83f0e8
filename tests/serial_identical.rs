//! The optimised `schedule` (portfolio on several threads) gives
//! byte for byte the output of the serial run without early stop, with the same decisions and
//! the same winner, on every real module under `../shared/hlo` (skipped with a note when that
//! folder is absent) and on a synthetic one. The large-graph portfolio
//! (`SchedConfig::large_graph_nodes`) is checked the same way with the threshold lowered, and
//! every computation of the real modules is shown to be far below the default threshold (so
//! their schedules never take that path).

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::{schedule_module, DriverOptions, ScheduleOutcome};
use lhsched::hlo::synth::{transformer_train_step, SynthConfig};
use lhsched::hlo::{load_module, print_module, Module};
use lhsched::sched::LARGE_GRAPH_NODES;
use std::path::Path;

use crate::common;

fn run(
    m: &Module,
    model: &CostModel,
    single_stream: bool,
    threads: usize,
    early: bool,
) -> (String, ScheduleOutcome) {
    run_with(m, model, single_stream, threads, early, LARGE_GRAPH_NODES)
}

fn run_with(
    m: &Module,
    model: &CostModel,
    single_stream: bool,
    threads: usize,
    early: bool,
    large: usize,
) -> (String, ScheduleOutcome) {
    let mut m = m.clone();
    let mut opts = DriverOptions::default().streams(if single_stream {
        lhsched::driver::options::Streams::Xla
    } else {
        lhsched::driver::options::Streams::PerKind
    });
    opts.sched.explain = true;
    opts.sched.threads = threads;
    opts.sched.early_stop = early;
    opts.sched.large_graph_nodes = large;
    let out = schedule_module(&mut m, model, &opts).expect("schedules");
    (print_module(&m), out)
}

fn check(name: &str, m: &Module, model: &CostModel) -> usize {
    let mut stopped = 0;
    for single_stream in [false, true] {
        let (serial, s) = run(m, model, single_stream, 1, false);
        for (threads, early) in [(0, false), (3, false)] {
            let (text, o) = run(m, model, single_stream, threads, early);
            assert!(
                text == serial,
                "{name}: output differs ({threads} threads, early stop {early})"
            );
            assert_eq!(o.decisions.len(), s.decisions.len(), "{name}");
            for (a, b) in o.decisions.iter().zip(&s.decisions) {
                assert_eq!(
                    (&a.instruction, a.rule, a.ready),
                    (&b.instruction, b.rule, b.ready),
                    "{name}"
                );
            }
            for ((ca, ra), (cb, rb)) in o.notes.iter().zip(&s.notes) {
                assert_eq!(ca, cb);
                assert_eq!(ra.variant, rb.variant, "{name} {ca}");
                assert_eq!(ra.makespan.to_bits(), rb.makespan.to_bits(), "{name} {ca}");
                // Early stop only leaves out candidates, each kept one fared the same.
                for c in &ra.candidates {
                    assert!(rb.candidates.contains(c), "{name} {ca}: {}", c.name);
                }
                stopped += usize::from(ra.candidates.len() < rb.candidates.len());
            }
        }
    }
    stopped
}

/// The H100 preset's cost model and a six-layer `gen` module, the inputs both tests start from.
fn h100_and_gen6() -> (CostModel, Module) {
    let platform = Platform::by_name("h100").expect("preset");
    let model = CostModel::new(platform, SolConfig::preset("h100").expect("preset"));
    let synth = transformer_train_step(&SynthConfig {
        layers: 6,
        ..Default::default()
    })
    .expect("generates");
    (model, synth)
}

#[test]
fn optimised_output_is_the_serial_output_on_every_real_module() {
    let (model, synth) = h100_and_gen6();
    check("gen --layers 6", &synth, &model);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo");
    if !root.is_dir() {
        common::skip(
            concat!(file!(), ":", line!()),
            "../shared not found (the real modules)",
        );
        return;
    }
    let files = common::hlo_files_under(&root);
    assert!(
        files.len() >= 50,
        "expected the whole corpus, found {}",
        files.len()
    );
    let mut stopped = 0;
    let mut largest = 0;
    for f in &files {
        let m = load_module(f).expect("real module parses");
        stopped += check(&f.display().to_string(), &m, &model);
        for c in &m.computations {
            largest = largest.max(c.order.len());
        }
    }
    // The real modules never reach the large-graph portfolio: their schedules are those of
    // the full portfolio (a generous margin, so the default can move without this failing).
    assert!(
        largest * 4 < LARGE_GRAPH_NODES,
        "largest computation {largest} nodes"
    );
    eprintln!(
        "{} modules; early stop cut the portfolio {stopped} times",
        files.len()
    );
}

/// The large-graph portfolio (forced here by a threshold of 0 nodes) is deterministic too: the
/// threaded run gives the serial run's bytes, decisions and winner.
#[test]
fn large_graph_portfolio_output_is_the_serial_output() {
    let (model, synth) = h100_and_gen6();
    let mut modules = vec![("gen --layers 6".to_string(), synth)];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo");
    if root.is_dir() {
        for f in common::hlo_files_under(&root).iter().take(8) {
            modules.push((f.display().to_string(), load_module(f).expect("parses")));
        }
    }
    for (name, m) in &modules {
        for single_stream in [false, true] {
            let (serial, s) = run_with(m, &model, single_stream, 1, false, 0);
            let (text, o) = run_with(m, &model, single_stream, 0, false, 0);
            assert!(text == serial, "{name}: output differs");
            for ((ca, ra), (_, rb)) in o.notes.iter().zip(&s.notes) {
                assert_eq!(ra.variant, rb.variant, "{name} {ca}");
                assert_eq!(ra.candidates, rb.candidates, "{name} {ca}");
                // Two variants, each gap-filled, and the input order (or the serial fallback).
                assert!(
                    ra.candidates.len() <= 6,
                    "{name} {ca}: {}",
                    ra.candidates.len()
                );
            }
        }
    }
}

/// A computation large enough for every step that runs beside on a second core (pricing the
/// instructions, planning the buffers, the lower bound beside the input replay, the check of
/// the order beside the sync conversion: over 50k nodes, above each threshold) gives the output
/// of one core, with the same figures and winner. The large-graph portfolio keeps it quick.
#[test]
fn a_large_computation_on_two_cores_is_the_serial_output() {
    let (model, _) = h100_and_gen6();
    let m = transformer_train_step(&SynthConfig {
        layers: 4000,
        ..Default::default()
    })
    .expect("generates");
    let nodes = m.entry().order.len();
    assert!(nodes > 50_000, "the entry has only {nodes} instructions");
    let (serial, s) = run_with(&m, &model, true, 1, false, 0);
    let (text, o) = run_with(&m, &model, true, 2, false, 0);
    assert!(text == serial, "output differs on two cores");
    assert_eq!(o.after.makespan_s, s.after.makespan_s);
    assert_eq!(o.before.makespan_s, s.before.makespan_s);
    assert_eq!(o.after.lower_bound_s, s.after.lower_bound_s);
    assert_eq!(o.after.peak_bytes, s.after.peak_bytes);
    let winners = |x: &ScheduleOutcome| -> Vec<String> {
        x.notes.iter().map(|(_, r)| r.variant.clone()).collect()
    };
    assert_eq!(winners(&o), winners(&s));
}
