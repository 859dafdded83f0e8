//! The scheduler with more than one collective in flight (issue 26 point 3): `--overlap-limit
//! 2..8` and `--streams per-kind` against the default (one collective at a time), on three
//! modules generated here: `lhsched gen --layers 4000`, 8,000 independent all-reduces, and
//! 6,000 all-reduces (with their consumers) in one `_scheduling_group_id`. Each iteration parses
//! and schedules (portfolio, the CLI's default) under the default cost model; every case should
//! stay within about 2x of its module's `default`.
//!
//! `cargo bench --bench inflight -- --warm-up-time 1 --measurement-time 5`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::options::Streams;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::synth::{transformer_train_step, SynthConfig};
use lhsched::hlo::{parse_module, print_module, Module};
use std::fmt::Write;
use std::hint::black_box;

/// `n` independent all-reduces over 8 devices, each with a consumer; all in scheduling group 1
/// with `grouped`.
fn independent(n: usize, grouped: bool) -> String {
    let fa = if grouped {
        ", frontend_attributes={_scheduling_group_id=\"1\"}"
    } else {
        ""
    };
    let mut t = String::from(
        "HloModule independent, num_partitions=8\n\nadd {\n  a = f32[] parameter(0)\n  \
         b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n\nENTRY e {\n",
    );
    for i in 0..n {
        let _ = writeln!(t, "  p{i} = f32[4096]{{0}} parameter({i})");
        let _ = writeln!(
            t,
            "  s{i} = f32[4096]{{0}} all-reduce-start(p{i}), \
             replica_groups={{{{0,1,2,3,4,5,6,7}}}}, to_apply=add{fa}"
        );
        let _ = writeln!(t, "  d{i} = f32[4096]{{0}} all-reduce-done(s{i}){fa}");
        let _ = writeln!(t, "  m{i} = f32[4096]{{0}} multiply(d{i}, d{i}){fa}");
    }
    let shapes = vec!["f32[4096]{0}"; n].join(", ");
    let outs: Vec<String> = (0..n).map(|i| format!("m{i}")).collect();
    let _ = writeln!(t, "  ROOT t = ({shapes}) tuple({})\n}}", outs.join(", "));
    t
}

fn bench(c: &mut Criterion) {
    let model = CostModel::new(
        Platform::by_name("h100").expect("h100 preset"),
        SolConfig::preset("h100").expect("h100 S-curve preset"),
    );
    let gen = transformer_train_step(&SynthConfig {
        layers: 4000,
        ..SynthConfig::default()
    })
    .map(|m| print_module(&m))
    .expect("generates");
    let modules = [
        ("gen_4000_layers", gen),
        ("independent_8000", independent(8000, false)),
        ("one_group_6000", independent(6000, true)),
    ];
    let options = [
        ("default", DriverOptions::default()),
        ("overlap_limit_2", DriverOptions::default().overlap_limit(2)),
        ("overlap_limit_8", DriverOptions::default().overlap_limit(8)),
        (
            "per_kind",
            DriverOptions::default().streams(Streams::PerKind),
        ),
        (
            "per_kind_limit_2",
            DriverOptions::default()
                .streams(Streams::PerKind)
                .overlap_limit(2),
        ),
    ];
    let mut g = c.benchmark_group("inflight");
    g.sample_size(10);
    for (label, text) in &modules {
        for (name, opts) in &options {
            g.bench_with_input(BenchmarkId::new(*label, name), text, |b, text| {
                b.iter_with_large_drop(|| -> Module {
                    let mut m = parse_module(black_box(text)).expect("parses");
                    schedule_module(&mut m, &model, opts).expect("schedules");
                    m
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
