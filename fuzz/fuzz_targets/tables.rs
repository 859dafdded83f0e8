//! Measured tables, text and binary, collective and GEMM: loading never panics, and both
//! interpolators (lhsched's weighted one and XLA's nearest) answer every query with a finite,
//! non-negative time or an error: at the table's own points, and between and beyond them.
#![no_main]

use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, GemmSpec};
use lhsched::cost::tables::{
    CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use lhsched::hlo::ElementType;
use libfuzzer_sys::fuzz_target;

fn ok(t: f64, what: &dyn std::fmt::Debug) {
    assert!(t.is_finite() && t >= 0.0, "{what:?} -> {t}");
}

const SIZES: [u64; 5] = [0, 1, 4096, 1 << 30, u64::MAX];

fuzz_target!(|data: &[u8]| {
    if let Ok(t) = CollectiveTable::from_bytes("fuzz", data) {
        for device in t.device_keys() {
            for method in [Method::Weighted, Method::Nearest] {
                let Ok(interp) = CollectiveInterpolator::new(&t, device, method) else {
                    continue;
                };
                let mut specs: Vec<CollectiveSpec> = t
                    .points(device)
                    .unwrap_or(&[])
                    .iter()
                    .take(64)
                    .map(|p| p.spec.clone())
                    .collect();
                for kind in CollectiveKind::all() {
                    for bytes in SIZES {
                        for group in [1u32, 2, 8, 1 << 20] {
                            specs.push(CollectiveSpec::new(kind, bytes, group, 1));
                        }
                    }
                }
                for s in &specs {
                    if let Ok(x) = interp.estimate(s) {
                        ok(x, s);
                    }
                }
            }
        }
    }
    if let Ok(t) = GemmTable::from_bytes("fuzz", data) {
        for device in t.device_keys() {
            for method in [Method::Weighted, Method::Nearest] {
                let Ok(interp) = GemmInterpolator::new(&t, device, method) else {
                    continue;
                };
                for ty in [ElementType::Bf16, ElementType::F32, ElementType::F8E4M3FN] {
                    for b in [1u64, 7] {
                        for d in SIZES {
                            let s = GemmSpec {
                                b,
                                m: d,
                                n: 64,
                                k: d,
                                lhs: ty,
                                rhs: ty,
                                out: ty,
                            };
                            if let Ok(x) = interp.estimate(&s) {
                                ok(x, &s);
                            }
                        }
                    }
                }
            }
        }
    }
});
