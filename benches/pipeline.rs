//! The whole `lhsched schedule` pipeline: parse + schedule (portfolio, the default) + print,
//! under the CLI's default cost model (H100 preset, no tables: S-curve/HCCL for collectives,
//! roofline for kernels). Inputs: the largest real module,
//! `../shared/hlo/gpu/stages/transformer12_fsdp_train.gpu.pre_lhs.hlo` (skipped with a note when
//! absent), and `hlo::synth` modules of about 10k, 100k and 1M instructions.
//! Criterion reports instructions per second (`Throughput::Elements`); the module and text a
//! run produces are dropped outside the timed region. The 1M case takes 12-19 s per iteration, so
//! it runs 10 samples (~3 min); set `LHSCHED_BENCH_SKIP_1M=1` to leave it out.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::synth::{layers_for_instructions, transformer_train_step, SynthConfig};
use lhsched::hlo::{parse_module, print_module, Module};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

fn model() -> CostModel {
    CostModel::new(
        Platform::by_name("h100").expect("h100 preset"),
        SolConfig::preset("h100").expect("h100 S-curve preset"),
    )
}

/// One pass of the pipeline on HLO text.
fn pipeline(text: &str, model: &CostModel, opts: &DriverOptions) -> (Module, String) {
    let mut m = parse_module(text).expect("the benchmark module parses");
    schedule_module(&mut m, model, opts).expect("schedules");
    let out = print_module(&m);
    (m, out)
}

fn synth_text(instructions: u64) -> (String, usize) {
    let cfg = SynthConfig {
        layers: layers_for_instructions(instructions),
        ..SynthConfig::default()
    };
    let m = transformer_train_step(&cfg).expect("generates");
    (print_module(&m), m.instruction_count())
}

fn bench(c: &mut Criterion) {
    let model = model();
    let opts = DriverOptions::default();
    let mut cases: Vec<(String, String, usize)> = Vec::new();
    let real = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/hlo/gpu/stages/transformer12_fsdp_train.gpu.pre_lhs.hlo");
    match std::fs::read_to_string(&real) {
        Ok(text) => {
            let n = parse_module(&text).expect("parses").instruction_count();
            cases.push(("transformer12_fsdp_train".into(), text, n));
        }
        Err(_) => eprintln!("skipping transformer12_fsdp_train: ../shared not found"),
    }
    let skip_1m = std::env::var_os("LHSCHED_BENCH_SKIP_1M").is_some();
    for (label, n) in [
        ("synth_10k", 10_000),
        ("synth_100k", 100_000),
        ("synth_1m", 1_000_000),
    ] {
        if n == 1_000_000 && skip_1m {
            eprintln!("skipping synth_1m: LHSCHED_BENCH_SKIP_1M is set");
            continue;
        }
        let (text, count) = synth_text(n);
        cases.push((label.into(), text, count));
    }
    let mut g = c.benchmark_group("pipeline");
    for (label, text, count) in &cases {
        if *count >= 50_000 {
            g.sample_size(10);
            g.warm_up_time(Duration::from_millis(1));
        } else {
            g.sample_size(20);
        }
        g.throughput(Throughput::Elements(*count as u64));
        g.bench_with_input(BenchmarkId::new(label.as_str(), count), text, |b, text| {
            b.iter_with_large_drop(|| pipeline(black_box(text), &model, &opts))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
