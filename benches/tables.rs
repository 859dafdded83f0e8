//! Speed of the tables: loading XLA's 5.6 MB collective text table (target < 1 s) and
//! interpolated queries per second (target >= 1 million per core).
//! Run: `cargo bench --bench tables -- --warm-up-time 1 --measurement-time 3`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, GemmSpec};
use lhsched::cost::tables::{
    CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use lhsched::hlo::element_type::ElementType;
use std::hint::black_box;
use std::path::{Path, PathBuf};

/// XLA's tables when `../shared` is there, else the small examples (device `example_gpu`).
fn tables() -> (PathBuf, PathBuf, PathBuf, &'static str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = root.join("../shared/xla_tables");
    if shared.is_dir() {
        (
            shared.join("default_collective_perf_table.txtpb"),
            shared.join("default_collective_perf_table.pb"),
            shared.join("default_matmul_perf_table.txtpb"),
            "sm_90",
        )
    } else {
        eprintln!("../shared not found: benchmarking the example tables");
        let ex = root.join("tables");
        (
            ex.join("example_collective.txtpb"),
            ex.join("example_collective.pb"),
            ex.join("example_gemm.txtpb"),
            "example_gpu",
        )
    }
}

/// A fixed pseudo-random sequence (xorshift), so every run asks the same queries.
fn rng(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

fn bench(c: &mut Criterion) {
    let (ctext, cbin, gtext, device) = tables();
    let mut g = c.benchmark_group("load");
    g.sample_size(10);
    g.bench_function("collective_text", |b| {
        b.iter(|| CollectiveTable::load(black_box(&ctext)).map(|t| t.devices.len()))
    });
    g.bench_function("collective_binary", |b| {
        b.iter(|| CollectiveTable::load(black_box(&cbin)).map(|t| t.devices.len()))
    });
    g.bench_function("gemm_text", |b| {
        b.iter(|| GemmTable::load(black_box(&gtext)).map(|t| t.devices.len()))
    });
    g.finish();

    let Ok(ct) = CollectiveTable::load(&cbin) else {
        return;
    };
    let Ok(gt) = GemmTable::load(&gtext) else {
        return;
    };
    const N: usize = 1000;
    let mut r = rng(0x2545_f491_4f6c_dd1d);
    let kinds = [
        CollectiveKind::AllReduce,
        CollectiveKind::AllGather,
        CollectiveKind::ReduceScatter,
    ];
    let specs: Vec<CollectiveSpec> = (0..N)
        .map(|_| {
            let bytes = 1 + r() % (4 << 30);
            let (gs, ng) = [(8, 1), (4, 2), (2, 4)][(r() % 3) as usize];
            CollectiveSpec::new(kinds[(r() % 3) as usize], bytes, gs, ng)
        })
        .collect();
    let dims = [256u64, 384, 512, 1000, 2048, 3000, 4096, 8192];
    let gemms: Vec<GemmSpec> = (0..N)
        .map(|_| {
            let mut pick = || dims[(r() % dims.len() as u64) as usize];
            let (m, n, k) = (pick(), pick(), pick());
            GemmSpec {
                b: 1 + r() % 4,
                m,
                n,
                k,
                lhs: ElementType::Bf16,
                rhs: ElementType::Bf16,
                out: ElementType::Bf16,
            }
        })
        .collect();
    let mut g = c.benchmark_group("query");
    g.throughput(Throughput::Elements(N as u64));
    for method in [Method::Weighted, Method::Nearest] {
        if let Ok(ci) = CollectiveInterpolator::new(&ct, device, method) {
            g.bench_function(format!("collective_{method}"), |b| {
                b.iter(|| {
                    specs
                        .iter()
                        .map(|s| ci.estimate(black_box(s)).unwrap_or(0.0))
                        .sum::<f64>()
                })
            });
        }
        if let Ok(gi) = GemmInterpolator::new(&gt, device, method) {
            g.bench_function(format!("gemm_{method}"), |b| {
                b.iter(|| {
                    gemms
                        .iter()
                        .map(|s| gi.estimate(black_box(s)).unwrap_or(0.0))
                        .sum::<f64>()
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
