//! Each stage of `lhsched schedule` on its own, and the figures issue 9 asks for: loading a
//! table (whole text file, one device of it, binary), loading a whole-module PGLE profile
//! (text through the direct reader and through the general parser, binary), parse, evaluation with and without a
//! profile of the whole module, the scheduling pass serial and without early stop against the
//! default (portfolio on the available cores, early stop), print (into one String, and streamed
//! to a writer as `lhsched schedule` and `fmt` do), the entry's scheduling-graph build, and the
//! scheduling pass with the large-graph portfolio forced (`SchedConfig::large_graph_nodes` 0,
//! what a million-instruction module gets). Inputs: the largest real
//! module, `../shared/hlo/gpu/stages/transformer12_fsdp_train.gpu.pre_lhs.hlo`, and XLA's sm_90
//! tables in `../shared/xla_tables` (each skipped with a note when absent), and a generated
//! module of about 100k instructions. The whole process is `cargo bench --bench pipeline`.
//! Run: `cargo bench --bench stages -- --warm-up-time 1 --measurement-time 3`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use lhsched::cost::hardware::Platform;
use lhsched::cost::profile::{Profile, PROFILE_MESSAGE};
use lhsched::cost::profile_write::{encode_profile, ProfileFormat};
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::cost::tables::load::decode_text;
use lhsched::cost::tables::pb::tensorflow::profiler::profiled_instructions_proto::InstructionCost;
use lhsched::cost::tables::pb::tensorflow::profiler::ProfiledInstructionsProto;
use lhsched::cost::tables::{CollectiveTable, GemmTable};
use lhsched::driver::graph::build_comp_graph;
use lhsched::driver::{evaluate, schedule_module, DriverOptions};
use lhsched::hlo::synth::{layers_for_instructions, transformer_train_step, SynthConfig};
use lhsched::hlo::{parse_module, print_module, write_module, Module};
use std::hint::black_box;
use std::path::Path;

fn model() -> CostModel {
    CostModel::new(
        Platform::by_name("h100").expect("h100 preset"),
        SolConfig::preset("h100").expect("h100 S-curve preset"),
    )
}

/// A profile with a cost for every instruction of `m` (what PGLE gives for a whole module).
fn whole_profile(m: &Module) -> Profile {
    Profile::from_message("bench", &whole_proto(m)).expect("valid profile")
}

/// The message of [`whole_profile`].
fn whole_proto(m: &Module) -> ProfiledInstructionsProto {
    let mut msg = ProfiledInstructionsProto::default();
    for (i, ins) in m
        .computations
        .iter()
        .flat_map(|c| c.instructions.iter())
        .enumerate()
    {
        msg.costs.push(InstructionCost {
            name: ins.name.to_string(),
            cost_us: 1.0 + (i % 7) as f64,
        });
    }
    msg
}

/// Reading a whole-module profile of the 100k-instruction module from a file: the text form
/// (direct reader), the same text through the general text-format parser (what every text
/// profile cost before), and the binary form.
fn profile_load(c: &mut Criterion) {
    let cfg = SynthConfig {
        layers: layers_for_instructions(100_000),
        ..SynthConfig::default()
    };
    let m = transformer_train_step(&cfg).expect("generates");
    let msg = whole_proto(&m);
    let dir = std::env::temp_dir().join(format!("lhsched-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let (text, bin) = (dir.join("p.pbtxt"), dir.join("p.pb"));
    std::fs::write(
        &text,
        encode_profile(&msg, ProfileFormat::Text).expect("text"),
    )
    .unwrap();
    std::fs::write(
        &bin,
        encode_profile(&msg, ProfileFormat::Binary).expect("bin"),
    )
    .unwrap();
    let mut g = c.benchmark_group("profile_load");
    g.sample_size(10);
    g.bench_function("text_100k", |b| {
        b.iter_with_large_drop(|| Profile::load(black_box(&text)).expect("reads"))
    });
    g.bench_function("text_100k_general_parser", |b| {
        b.iter_with_large_drop(|| {
            let bytes = std::fs::read(&text).expect("reads");
            let msg: ProfiledInstructionsProto =
                decode_text("p.pbtxt", &bytes, PROFILE_MESSAGE).expect("parses");
            Profile::from_message("p.pbtxt", &msg).expect("valid")
        })
    });
    g.bench_function("binary_100k", |b| {
        b.iter_with_large_drop(|| Profile::load(black_box(&bin)).expect("reads"))
    });
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

fn tables(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/xla_tables");
    if !dir.is_dir() {
        eprintln!("skipping table loading: ../shared not found");
        return;
    }
    let (ctext, cbin) = (
        dir.join("default_collective_perf_table.txtpb"),
        dir.join("default_collective_perf_table.pb"),
    );
    let gtext = dir.join("default_matmul_perf_table.txtpb");
    let mut g = c.benchmark_group("table_load");
    g.sample_size(10);
    g.bench_function("collective_text_whole", |b| {
        b.iter(|| CollectiveTable::load(black_box(&ctext)).map(|t| t.devices.len()))
    });
    g.bench_function("collective_text_sm_90", |b| {
        b.iter(|| CollectiveTable::load_device(black_box(&ctext), "sm_90").map(|t| t.devices.len()))
    });
    g.bench_function("collective_binary_sm_90", |b| {
        b.iter(|| CollectiveTable::load_device(black_box(&cbin), "sm_90").map(|t| t.devices.len()))
    });
    g.bench_function("gemm_text_sm_90", |b| {
        b.iter(|| GemmTable::load_device(black_box(&gtext), "sm_90").map(|t| t.devices.len()))
    });
    g.finish();
}

fn stages(c: &mut Criterion) {
    let mut cases: Vec<(String, String)> = Vec::new();
    let real = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/hlo/gpu/stages/transformer12_fsdp_train.gpu.pre_lhs.hlo");
    match std::fs::read_to_string(&real) {
        Ok(text) => cases.push(("transformer12".into(), text)),
        Err(_) => eprintln!("skipping transformer12: ../shared not found"),
    }
    let cfg = SynthConfig {
        layers: layers_for_instructions(100_000),
        ..SynthConfig::default()
    };
    let synth = transformer_train_step(&cfg).expect("generates");
    cases.push(("synth_100k".into(), print_module(&synth)));
    let plain = model();
    let serial = {
        let mut o = DriverOptions::default();
        o.sched.threads = 1;
        o.sched.early_stop = false;
        o
    };
    let default = DriverOptions::default();
    let large = {
        let mut o = DriverOptions::default();
        o.sched.large_graph_nodes = 0;
        o
    };
    let mut g = c.benchmark_group("stage");
    g.sample_size(10);
    for (label, text) in &cases {
        let m = parse_module(text).expect("parses");
        let mut profiled = model();
        profiled.profile = Some(whole_profile(&m));
        let id = |stage: &str| BenchmarkId::new(stage, label);
        g.bench_with_input(id("parse"), text, |b, t| {
            b.iter_with_large_drop(|| parse_module(black_box(t)).expect("parses"))
        });
        g.bench_with_input(id("eval"), &m, |b, m| {
            b.iter_with_large_drop(|| evaluate(m, &plain, &default).expect("evaluates"))
        });
        g.bench_with_input(id("eval_whole_profile"), &m, |b, m| {
            b.iter_with_large_drop(|| evaluate(m, &profiled, &default).expect("evaluates"))
        });
        g.bench_with_input(id("graph_build"), &m, |b, m| {
            b.iter_with_large_drop(|| {
                build_comp_graph(m, m.entry, &plain, &default, &|_| None).expect("builds")
            })
        });
        for (name, opts) in [
            ("schedule_serial", &serial),
            ("schedule", &default),
            ("schedule_large_graph_portfolio", &large),
        ] {
            g.bench_with_input(id(name), &m, |b, m| {
                b.iter_batched(
                    || m.clone(),
                    |mut m| schedule_module(&mut m, &plain, opts).map(|o| (m, o)),
                    criterion::BatchSize::LargeInput,
                )
            });
        }
        g.bench_with_input(id("print"), &m, |b, m| {
            b.iter_with_large_drop(|| print_module(m))
        });
        g.bench_with_input(id("write_streamed"), &m, |b, m| {
            b.iter(|| write_module(m, &mut std::io::sink()).expect("writes"))
        });
    }
    g.finish();
}

criterion_group!(benches, tables, profile_load, stages);
criterion_main!(benches);
