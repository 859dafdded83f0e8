//! Throughput of the S-curve model: one estimate per collective edge of a schedule, so it must be
//! cheap next to the scheduler. Measures a world-level all-gather (groups given explicitly, so the
//! communication type is recomputed each call, as the adapter would) and a spec-only all-reduce.

use criterion::{criterion_group, criterion_main, Criterion};
use lhsched::cost::scurve::{self, SolConfig};
use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, CommType};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let cfg = SolConfig::preset("h100").unwrap();
    let mut with_groups = CollectiveSpec::new(CollectiveKind::AllGather, 256 << 20, 64, 1);
    with_groups.groups = Some(lhsched::hlo::DeviceGroups::explicit(
        vec![(0..64).collect()],
    ));
    c.bench_function("scurve_all_gather_64_devices_groups", |b| {
        b.iter(|| scurve::estimate(black_box(&with_groups), black_box(&cfg)))
    });
    let mut spec_only = CollectiveSpec::new(CollectiveKind::AllReduce, 64 << 20, 16, 1);
    spec_only.comm_type = CommType::WorldLevel;
    c.bench_function("scurve_all_reduce_spec_only", |b| {
        b.iter(|| scurve::estimate(black_box(&spec_only), black_box(&cfg)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
