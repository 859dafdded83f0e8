//! Table ingestion on XLA's real tables (when `../shared/xla_tables` exists) and on the example
//! tables in `tables/`: counts, text == binary, exact hits, saturation, latency floor.

use crate::common;

use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, GemmSpec};
use lhsched::cost::tables::collective_interp::CollectiveParams;
use lhsched::cost::tables::gemm_interp::GemmParams;
use lhsched::cost::tables::loo::{loo_collective, loo_gemm};
use lhsched::cost::tables::{
    CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use lhsched::hlo::element_type::ElementType;
use std::path::{Path, PathBuf};

fn shared_tables() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/xla_tables");
    if p.is_dir() {
        Some(p)
    } else {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        None
    }
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tables")
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs()
}

#[test]
fn xla_collective_table_loads_fully() {
    let Some(dir) = shared_tables() else { return };
    let t = CollectiveTable::load(dir.join("default_collective_perf_table.txtpb")).unwrap();
    let listed: Vec<(&str, usize)> = t
        .proto
        .entries
        .iter()
        .map(|(k, v)| (k.as_str(), v.entries.len()))
        .collect();
    assert_eq!(
        listed,
        vec![
            ("gfx942", 441),
            ("gfx950", 441),
            ("sm_100_B200", 330),
            ("sm_100_GB200", 1148),
            ("sm_103", 1148),
            ("sm_107", 1219),
            ("sm_90", 330),
        ]
    );
    let total: usize = listed.iter().map(|x| x.1).sum();
    assert_eq!(total, 5057);
    // The two profiles with no throughput are left out and counted, nothing else.
    assert_eq!(t.issues.len(), 2, "{:?}", t.issues);
    assert_eq!(t.skipped(), 2);
    assert!(t
        .issues
        .iter()
        .all(|i| i.msg.contains("no usable throughput")));
    assert_eq!(t.points("sm_100_GB200").map(<[_]>::len), Some(1147));
    assert_eq!(t.points("sm_103").map(<[_]>::len), Some(1147));
    assert_eq!(t.points("sm_90").map(<[_]>::len), Some(330));
    // Every sm_90 point: 8 devices in one partition.
    for p in t.points("sm_90").unwrap() {
        assert_eq!(p.spec.group_size * p.spec.num_groups, 8, "{:?}", p.spec);
        assert_eq!(p.spec.dtype, Some(ElementType::F32));
    }
}

#[test]
fn xla_collective_text_equals_binary() {
    let Some(dir) = shared_tables() else { return };
    let text = std::fs::read(dir.join("default_collective_perf_table.txtpb")).unwrap();
    let bin = std::fs::read(dir.join("default_collective_perf_table.pb")).unwrap();
    let (a, _) = CollectiveTable::decode("txt", &text).unwrap();
    let (b, warn) = CollectiveTable::decode("pb", &bin).unwrap();
    assert!(warn.is_none(), "{warn:?}");
    assert_eq!(a, b);
    // Re-encoding gives XLA's bytes back.
    assert_eq!(prost::Message::encode_to_vec(&b), bin);
}

#[test]
fn xla_gemm_table_loads_fully() {
    let Some(dir) = shared_tables() else { return };
    let t = GemmTable::load(dir.join("default_matmul_perf_table.txtpb")).unwrap();
    assert!(t.issues.is_empty(), "{:?}", t.issues);
    let keys: Vec<(&str, usize, usize)> = t
        .devices
        .iter()
        .map(|(d, k)| (d.as_str(), t.proto.entries[d].entries.len(), k.len()))
        .collect();
    assert_eq!(
        keys,
        vec![
            ("gfx942", 375, 16),
            ("gfx950", 375, 16),
            ("sm_100_B200", 375, 5),
            ("sm_107", 375, 2),
            ("sm_90", 375, 5),
        ]
    );
}

#[test]
fn collective_exact_hits_saturation_and_floor() {
    let Some(dir) = shared_tables() else { return };
    let t = CollectiveTable::load(dir.join("default_collective_perf_table.pb")).unwrap();
    for device in ["sm_90", "sm_100_GB200", "gfx942"] {
        let i = CollectiveInterpolator::new(&t, device, Method::Weighted).unwrap();
        for p in t.points(device).unwrap() {
            let got = i.estimate(&p.spec).unwrap();
            // XLA looks tables up in [1 KiB, 1 GiB] only: exact inside, clamped outside.
            let at = |bytes: u64| {
                let mut s = p.spec.clone();
                s.bytes = bytes;
                i.estimate(&s).unwrap()
            };
            // Below: the least time predicted at any measured size in range (the latency
            // floor), no more than at 1 KiB.
            let floor = || {
                t.points(device)
                    .unwrap()
                    .iter()
                    .filter(|q| {
                        (q.spec.kind, q.spec.comm_type, q.spec.dtype)
                            == (p.spec.kind, p.spec.comm_type, p.spec.dtype)
                            && (1024..=1 << 30).contains(&q.spec.bytes)
                    })
                    .map(|q| at(q.spec.bytes))
                    .fold(at(1024), f64::min)
            };
            let want = match p.spec.bytes {
                b if b > 1 << 30 => at(1 << 30) * b as f64 / (1u64 << 30) as f64,
                b if b < 1024 => floor(),
                _ => p.seconds(),
            };
            assert!(rel(got, want) < 1e-9, "{device} {:?}", p.spec);
        }
    }
    let i = CollectiveInterpolator::new(&t, "sm_90", Method::Weighted).unwrap();
    let ar = |bytes: u64| {
        i.estimate(&CollectiveSpec::new(CollectiveKind::AllReduce, bytes, 8, 1))
            .unwrap()
    };
    // sm_90 all-reduce is measured from 1 KiB to 2 GiB; lookups stop at XLA's 1 GiB cap.
    let top = ar(1 << 30);
    assert!(rel(ar(2 << 30), 2.0 * top) < 1e-9, "linear above the cap");
    assert!(rel(ar(32 << 30), 32.0 * top) < 1e-9);
    // Below the table: the least time of any (power-of-two) size in range, here less than the
    // 1 KiB one's (49.3 us: the table's smallest sizes were measured slow on sm_90).
    let floor = (10..=30).map(|k| ar(1 << k)).fold(f64::INFINITY, f64::min);
    assert!(floor < ar(1024), "{floor}");
    assert_eq!(ar(16), floor, "latency floor below the table");
    assert_eq!(ar(1), floor);
    let min_measured = t
        .points("sm_90")
        .unwrap()
        .iter()
        .map(|p| p.seconds())
        .fold(f64::INFINITY, f64::min);
    assert!(ar(1) >= min_measured);
    // One slow measurement at the bottom does not set the floor: sm_90's 1 KiB all-reduce over
    // pairs took 122.7 us (16.8 us at 2 KiB); a 4 B one costs the least time in range.
    let pairs = |bytes: u64| {
        let mut s = CollectiveSpec::new(CollectiveKind::AllReduce, bytes, 2, 4);
        s.dtype = Some(lhsched::hlo::element_type::ElementType::F32);
        i.estimate(&s).unwrap()
    };
    assert!(pairs(1024) > 100e-6, "{}", pairs(1024));
    let least = (10..=30)
        .map(|k| pairs(1 << k))
        .fold(f64::INFINITY, f64::min);
    assert!(least < 20e-6, "{least}");
    assert_eq!(pairs(4), least);
    // Async opcodes price as their sync kind.
    let kind = CollectiveKind::from_opcode("all-reduce-start").unwrap();
    assert_eq!(
        i.estimate(&CollectiveSpec::new(kind, 1 << 20, 8, 1))
            .unwrap(),
        ar(1 << 20)
    );
    // Between two measured sizes the answer lies between their times.
    let (lo, hi, mid) = (ar(1 << 20), ar(1 << 21), ar(3 << 19));
    assert!(mid > lo.min(hi) * 0.999 && mid < lo.max(hi) * 1.001);
}

#[test]
fn unknown_device_and_missing_kind_are_errors() {
    let t = CollectiveTable::load(examples().join("example_collective.pb")).unwrap();
    let e = CollectiveInterpolator::new(&t, "sm_90", Method::Weighted).unwrap_err();
    assert!(e.to_string().contains("available: example_gpu"), "{e}");
    let i = CollectiveInterpolator::new(&t, "example_gpu", Method::Weighted).unwrap();
    let e = i
        .estimate(&CollectiveSpec::new(CollectiveKind::AllToAll, 1024, 8, 1))
        .unwrap_err();
    assert!(e.to_string().contains("all-to-all"), "{e}");
    let g = GemmTable::load(examples().join("example_gemm.pb")).unwrap();
    let e = GemmInterpolator::new(&g, "nope", Method::Weighted).unwrap_err();
    assert!(e.to_string().contains("example_gpu"), "{e}");
}

#[test]
fn example_tables_text_equals_binary() {
    let c1 = CollectiveTable::load(examples().join("example_collective.txtpb")).unwrap();
    let c2 = CollectiveTable::load(examples().join("example_collective.pb")).unwrap();
    assert_eq!(c1.proto, c2.proto);
    assert!(c1.issues.is_empty() && c2.issues.is_empty());
    let g1 = GemmTable::load(examples().join("example_gemm.txtpb")).unwrap();
    let g2 = GemmTable::load(examples().join("example_gemm.pb")).unwrap();
    assert_eq!(g1.proto, g2.proto);
    assert_eq!(g1.devices["example_gpu"]["bf16xbf16->bf16"].len(), 54);
}

fn gemm(b: u64, m: u64, n: u64, k: u64, t: ElementType) -> GemmSpec {
    GemmSpec {
        b,
        m,
        n,
        k,
        lhs: t,
        rhs: t,
        out: t,
    }
}

#[test]
fn gemm_exact_hits_saturation_and_fallback() {
    let g = GemmTable::load(examples().join("example_gemm.txtpb")).unwrap();
    let i = GemmInterpolator::new(&g, "example_gpu", Method::Weighted).unwrap();
    for p in &g.devices["example_gpu"]["bf16xbf16->bf16"] {
        let got = i
            .estimate(&gemm(p.b, p.m, p.n, p.k, ElementType::Bf16))
            .unwrap();
        assert!(rel(got, p.seconds()) < 1e-12);
    }
    let bf = |m| {
        i.estimate(&gemm(1, m, 4096, 4096, ElementType::Bf16))
            .unwrap()
    };
    // Past the grid edge FLOP/s saturates: time is linear in m.
    assert!(rel(bf(8192), 2.0 * bf(4096)) < 1e-9);
    assert!(rel(bf(65536), 16.0 * bf(4096)) < 1e-9);
    // Never faster than the fastest measured kernel.
    let tiny = i.estimate(&gemm(1, 16, 16, 16, ElementType::Bf16)).unwrap();
    let fastest = g.devices["example_gpu"]["bf16xbf16->bf16"]
        .iter()
        .map(|p| p.seconds())
        .fold(f64::INFINITY, f64::min);
    assert_eq!(tiny, fastest);
    // f16 has no data: the bf16 data answers, flagged as a fallback.
    let (s, fallback) = i
        .estimate_with_source(&gemm(1, 1024, 1024, 1024, ElementType::F16))
        .unwrap();
    assert!(fallback);
    let same = i
        .estimate(&gemm(1, 1024, 1024, 1024, ElementType::Bf16))
        .unwrap();
    assert_eq!(
        s, same,
        "a 2-byte type reads the bf16 data at the same dims"
    );
    // An f64 output doubles every dim on the bf16 data (4096 elements of 8 bytes = 16384 bf16);
    // the FLOPs stay those of the real product (no inflation by bytes^3).
    let (s64, fb) = i
        .estimate_with_source(&gemm(1, 1024, 1024, 1024, ElementType::F64))
        .unwrap();
    assert!(fb);
    let flops = 2.0 * 1024f64.powi(3);
    let rate_4096 = 2.0 * 4096f64.powi(3) / bf(4096);
    assert!(rel(s64, flops / rate_4096) < 1e-9);
}

#[test]
fn xla_gemm_exact_hits() {
    let Some(dir) = shared_tables() else { return };
    let g = GemmTable::load(dir.join("default_matmul_perf_table.txtpb")).unwrap();
    let i = GemmInterpolator::new(&g, "sm_90", Method::Weighted).unwrap();
    for (key, points) in &g.devices["sm_90"] {
        let (l, r, o) = lhsched::cost::tables::gemm_table::parse_dtype_key(key).unwrap();
        for p in points {
            let spec = GemmSpec {
                b: p.b,
                m: p.m,
                n: p.n,
                k: p.k,
                lhs: l,
                rhs: r,
                out: o,
            };
            assert!(rel(i.estimate(&spec).unwrap(), p.seconds()) < 1e-12);
        }
    }
}

/// The accuracy target: on sm_90, the weighted median error is at most half the baseline's.
#[test]
fn leave_one_out_beats_nearest_on_sm_90() {
    let Some(dir) = shared_tables() else { return };
    let t = CollectiveTable::load(dir.join("default_collective_perf_table.pb")).unwrap();
    let p = CollectiveParams::default();
    let ours = loo_collective(&t, "sm_90", Method::Weighted, p).unwrap();
    let base = loo_collective(&t, "sm_90", Method::Nearest, p).unwrap();
    assert_eq!(ours.points, 330);
    assert!(
        ours.median_rel_error <= 0.5 * base.median_rel_error,
        "{} vs {}",
        ours.median_rel_error,
        base.median_rel_error
    );
    let g = GemmTable::load(dir.join("default_matmul_perf_table.txtpb")).unwrap();
    let gp = GemmParams::default();
    let ours = loo_gemm(&g, "sm_90", Method::Weighted, gp).unwrap();
    let base = loo_gemm(&g, "sm_90", Method::Nearest, gp).unwrap();
    assert_eq!(ours.points, 1875);
    assert!(ours.median_rel_error <= 0.5 * base.median_rel_error);
}
