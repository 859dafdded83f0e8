//! Parse and print speed on the largest real module
//! (`../shared/hlo/gpu/transformer12_fsdp_train.gpu.post.hlo`, 2 MB, 9,935 instructions).
//! Criterion reports MB/s through `Throughput::Bytes`, twice: in wall time, and in this
//! thread's CPU time (from `/proc/thread-self/schedstat`), which stays meaningful when other
//! work shares the cores. The module is dropped outside the timed region (`iter_with_large_drop`).

use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{criterion_group, BenchmarkGroup, Criterion, Throughput};
use lhsched::hlo::{parse_module, print_module, Module};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

/// CPU time of the calling thread, in nanoseconds (first field of `schedstat`).
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// A criterion measurement of the thread's CPU time instead of wall time.
struct CpuTime(WallTime);

impl Measurement for CpuTime {
    type Intermediate = u64;
    type Value = Duration;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, i: u64) -> Duration {
        Duration::from_nanos(thread_cpu_ns().saturating_sub(i))
    }
    fn add(&self, v1: &Duration, v2: &Duration) -> Duration {
        *v1 + *v2
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, val: &Duration) -> f64 {
        val.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        self.0.formatter()
    }
}

fn load() -> Option<(String, Module)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/hlo/gpu/transformer12_fsdp_train.gpu.post.hlo");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipping: ../shared not found");
        return None;
    };
    let module = parse_module(&text).expect("the benchmark module parses");
    Some((text, module))
}

fn run<M: Measurement>(g: &mut BenchmarkGroup<'_, M>, text: &str, module: &Module) {
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse", |b| {
        b.iter_with_large_drop(|| parse_module(black_box(text)))
    });
    let printed_len = print_module(module).len();
    g.throughput(Throughput::Bytes(printed_len as u64));
    g.bench_function("print", |b| {
        b.iter_with_large_drop(|| print_module(black_box(module)))
    });
}

fn wall(c: &mut Criterion) {
    let Some((text, module)) = load() else { return };
    let mut g = c.benchmark_group("wall");
    run(&mut g, &text, &module);
    g.finish();
}

fn cpu(c: &mut Criterion<CpuTime>) {
    let Some((text, module)) = load() else { return };
    let mut g = c.benchmark_group("cpu");
    run(&mut g, &text, &module);
    g.finish();
}

criterion_group!(wall_benches, wall);
criterion_group! {
    name = cpu_benches;
    config = Criterion::default().with_measurement(CpuTime(WallTime));
    targets = cpu
}
/// `LHSCHED_PARSE_LOOPS=N cargo bench --bench parse` parses the module N times and exits,
/// for `perf stat` (instruction counts do not depend on what else runs on the machine).
fn main() {
    if let Some(n) = std::env::var("LHSCHED_PARSE_LOOPS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let Some((text, _)) = load() else { return };
        let mut total = 0;
        for _ in 0..n {
            total += parse_module(black_box(&text)).map_or(0, |m| m.instruction_count());
        }
        println!("parsed {n} times, {total} instructions");
        return;
    }
    wall_benches();
    cpu_benches();
    Criterion::default().configure_from_args().final_summary();
}
