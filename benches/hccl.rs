//! Speed of the HCCL model: the closed-form ranking the scheduler would call per collective, and
//! generating + executing a plan (Ring AllReduce on 1024 ranks, Pipeline AllGather on 16 x 8).

use criterion::{criterion_group, criterion_main, Criterion};
use lhsched::cost::hccl::{compare, execute, hccl_policy, plan, Algo, Op, Topology};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let t = Topology::preset("910b", 16).expect("preset");
    c.bench_function("compare all-reduce 256MiB 16x8", |b| {
        b.iter(|| compare(black_box(Op::AllReduce), black_box(256 << 20), &t))
    });
    c.bench_function("hccl_policy all-gather 64MiB 16x8", |b| {
        b.iter(|| hccl_policy(black_box(Op::AllGather), black_box(64 << 20), &t))
    });
    let t1024 = Topology::preset("910b", 128).expect("preset");
    c.bench_function("plan+execute ring all-reduce p=1024", |b| {
        b.iter(|| {
            let p = plan(Algo::Ring, Op::AllReduce, 1 << 30, &t1024).expect("plan");
            execute(&p, &t1024).expect("execute")
        })
    });
    c.bench_function("plan+execute pipeline all-gather 16x8", |b| {
        b.iter(|| {
            let p = plan(Algo::Pipeline, Op::AllGather, 1 << 30, &t).expect("plan");
            execute(&p, &t).expect("execute")
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
