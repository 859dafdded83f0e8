//! The roofline model for kernels that are neither collectives nor table-priced GEMMs: a kernel
//! takes as long as its memory traffic or its arithmetic, whichever is slower, plus a launch.
//!
//! time = max(bytes_accessed / memory_bandwidth, flops / peak_flops(dtype)) + launch_overhead;
//! instructions that do no work (parameters, tuples, bitcasts, ...) cost zero.

use crate::cost::error::CostError;
use crate::cost::estimate::{CostSource, Estimate};
use crate::cost::hardware::Platform;
use crate::hlo::element_type::ElementType;
use crate::hlo::Opcode;

/// The work of one kernel, in plain numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RooflineSpec {
    /// Bytes read plus bytes written.
    pub bytes_accessed: u64,
    /// Floating-point (or integer) operations.
    pub flops: f64,
    /// The element type the arithmetic runs in; `None` prices it at the FP32 vector rate.
    pub dtype: Option<ElementType>,
    /// Whether the arithmetic runs on the matrix units (dot, convolution) rather than the vector
    /// units (elementwise, reductions).
    pub matrix: bool,
}

impl RooflineSpec {
    /// Vector-unit work (an elementwise or reduction kernel).
    pub fn vector(bytes_accessed: u64, flops: f64, dtype: Option<ElementType>) -> Self {
        RooflineSpec {
            bytes_accessed,
            flops,
            dtype,
            matrix: false,
        }
    }
}

/// Seconds for `spec` on `platform`.
pub fn estimate(spec: &RooflineSpec, platform: &Platform) -> Result<f64, CostError> {
    if !(spec.flops.is_finite() && spec.flops >= 0.0) {
        return Err(CostError::invalid(
            "roofline flops",
            format!("must be a finite number >= 0, got {}", spec.flops),
        ));
    }
    let peak = platform.peak_flops(spec.dtype.unwrap_or(ElementType::F32), spec.matrix);
    if !(peak > 0.0 && platform.memory_bandwidth > 0.0) {
        return Err(CostError::not_applicable(
            "roofline",
            format!(
                "platform {} has no published rate for this work ({})",
                platform.name,
                spec.dtype.map_or("f32", |d| d.name())
            ),
        ));
    }
    let memory = spec.bytes_accessed as f64 / platform.memory_bandwidth;
    let compute = spec.flops / peak;
    Ok(memory.max(compute) + platform.launch_overhead_s)
}

/// Prices an instruction by opcode: zero for no-ops, else the roofline of `spec`.
pub fn estimate_instruction(
    opcode: &str,
    spec: &RooflineSpec,
    platform: &Platform,
) -> Result<Estimate, CostError> {
    if Opcode::from_name(opcode).is_some_and(Opcode::is_noop) {
        return Ok(Estimate::new(0.0, CostSource::NoOp));
    }
    estimate(spec, platform).map(|s| Estimate::new(s, CostSource::Roofline))
}

/// Opcodes priced as transcendental: they run on the special-function units.
pub const TRANSCENDENTAL_OPCODES: &[&str] = &[
    "exponential",
    "exponential-minus-one",
    "log",
    "log-plus-one",
    "logistic",
    "tanh",
    "sine",
    "cosine",
    "tan",
    "atan2",
    "power",
    "sqrt",
    "rsqrt",
    "cbrt",
    "erf",
];

/// Weight of one transcendental element in flops. NVIDIA's CUDA C++ Programming Guide
/// ("Arithmetic Instructions" throughput table, compute capability 9.0) lists 128 FP32
/// add/multiply/FMA results per clock per SM but 16 for reciprocal, rsqrt, log2, exp2, sine and
/// cosine: one transcendental costs the issue slots of 8 simple operations.
pub const TRANSCENDENTAL_WEIGHT: f64 = 8.0;

/// Flops of an elementwise op producing `out_elements`: one per element, or
/// [`TRANSCENDENTAL_WEIGHT`] for transcendental opcodes.
pub fn elementwise_flops(opcode: &str, out_elements: u64) -> f64 {
    match Opcode::from_name(opcode) {
        Some(op) => elementwise_flops_of(op, out_elements),
        // Every transcendental opcode is a known one.
        None => out_elements as f64,
    }
}

/// [`elementwise_flops`] of an opcode known by its enum: the transcendental test is one table
/// lookup instead of string compares (pricing a fusion-heavy module walks a million body
/// instructions).
pub fn elementwise_flops_of(opcode: Opcode, out_elements: u64) -> f64 {
    static TRANSCENDENTAL: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    let table = TRANSCENDENTAL.get_or_init(|| {
        let mut t = vec![false; Opcode::ALL.len()];
        for &op in Opcode::ALL {
            t[op as usize] = TRANSCENDENTAL_OPCODES.contains(&op.name());
        }
        t
    });
    let w = if table.get(opcode as usize).copied().unwrap_or(false) {
        TRANSCENDENTAL_WEIGHT
    } else {
        1.0
    };
    out_elements as f64 * w
}

/// Flops of a (batched) matrix product: 2·b·m·n·k (one multiply and one add per term).
pub fn dot_flops(b: u64, m: u64, n: u64, k: u64) -> f64 {
    2.0 * b as f64 * m as f64 * n as f64 * k as f64
}

/// Flops of a reduction over `in_elements` inputs: one combine per input element.
pub fn reduce_flops(in_elements: u64) -> f64 {
    in_elements as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_bound_and_compute_bound() {
        let h100 = Platform::by_name("h100").unwrap();
        // 1 GB of f32 elementwise traffic: memory bound, 1e9/3.35e12 s + 1 µs.
        let s = RooflineSpec::vector(1_000_000_000, 125e6, Some(ElementType::F32));
        let t = estimate(&s, h100).unwrap();
        assert!((t - (1e9 / 3.35e12 + 1e-6)).abs() < 1e-12);
        // A 8192³ bf16 GEMM: compute bound on the tensor cores.
        let f = dot_flops(1, 8192, 8192, 8192);
        let g = RooflineSpec {
            bytes_accessed: 3 * 8192 * 8192 * 2,
            flops: f,
            dtype: Some(ElementType::Bf16),
            matrix: true,
        };
        let t = estimate(&g, h100).unwrap();
        assert!((t - (f / 989.5e12 + 1e-6)).abs() < 1e-12);
        assert!(estimate(&RooflineSpec::vector(0, f64::NAN, None), h100).is_err());
    }

    #[test]
    fn noops_cost_zero_and_flop_helpers() {
        let h100 = Platform::by_name("h100").unwrap();
        let s = RooflineSpec::vector(1 << 20, 0.0, None);
        assert_eq!(
            estimate_instruction("bitcast", &s, h100).unwrap(),
            Estimate::new(0.0, CostSource::NoOp)
        );
        assert_eq!(
            estimate_instruction("fusion", &s, h100).unwrap().source,
            CostSource::Roofline
        );
        assert_eq!(elementwise_flops("add", 10), 10.0);
        assert_eq!(elementwise_flops("exponential", 10), 80.0);
        for &op in Opcode::ALL {
            let w = if TRANSCENDENTAL_OPCODES.contains(&op.name()) {
                TRANSCENDENTAL_WEIGHT
            } else {
                1.0
            };
            assert_eq!(elementwise_flops_of(op, 7), 7.0 * w, "{op:?}");
        }
        for name in TRANSCENDENTAL_OPCODES {
            assert!(Opcode::from_name(name).is_some(), "{name} is not an opcode");
        }
        assert_eq!(dot_flops(2, 3, 4, 5), 240.0);
        assert_eq!(reduce_flops(7), 7.0);
    }

    #[test]
    fn unpublished_rates_are_not_applicable() {
        let ascend = Platform::by_name("910b").unwrap();
        let s = RooflineSpec::vector(8, 8.0, Some(ElementType::F64));
        assert!(matches!(
            estimate(&s, ascend),
            Err(CostError::NotApplicable { .. })
        ));
    }
}
