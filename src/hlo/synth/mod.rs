//! A synthetic, XLA-style HLO module of any size: a layered transformer-like training step with
//! FSDP collectives, for benchmarks and scaling tests where no real module is big enough.
//!
//! It lives in `hlo` because it only builds IR: it knows no costs and no scheduling, so every
//! layer above (cost, sched, driver, benches) can use it. The module is built through the IR
//! and printed with [`crate::hlo::print_module`], so its text re-parses.
//!
//! Shape of the program (`L` layers, hidden `H`, batch `B`, `D` devices, shard `S = H/D`):
//!
//! - forward, per layer `l`: an FSDP `all-gather-start`/`all-gather-done` of the weight shard
//!   `w_l: dtype[S,H]` into `dtype[H,H]` (`replica_groups=[1,D]<=[D]`, `dimensions={0}`), a
//!   `kCustom` GEMM fusion calling a computation whose root is a `dot` (`z = h·W`), and a `kLoop`
//!   fusion `h' = h + tanh(z)`;
//! - the loss: a `kInput` fusion reducing `h_L` to an `f32[]`, an `all-reduce-start/done` of it
//!   (its only user is the root tuple, so it can hide behind the whole backward pass), and a
//!   `kLoop` fusion for the loss gradient;
//! - backward, per layer from the last: another all-gather of `w_l`, a `kLoop` fusion
//!   `dz = dy * tanh(z)`, `dot`s for the input gradient (`dz·Wᵀ`) and the weight gradient
//!   (`hᵀ·dz`), a `reduce-scatter` of the weight gradient in XLA:GPU's async form (`async-start`/
//!   `async-done` wrapping a computation whose root is the `reduce-scatter`, `to_apply` an adder),
//!   and a `kLoop` SGD fusion `w_l - g_l` whose result the root tuple returns.
//!
//! The input order is the plain program order with each start right before its done, as a
//! frontend emits it before latency hiding, so a scheduler has every overlap left to find.
//! The same configuration always gives the same module (names, channel ids and order are fixed).
//!
//! Size: [`INSTRUCTIONS_PER_LAYER`] = 29 instructions per layer (13 in the entry, 16 in the
//! called computations) plus a fixed 16 (19 when the dtype is not `f32`, for a second adder):
//! see [`instruction_count`].

mod ir;
mod program;

pub use program::transformer_train_step;

use super::element_type::ElementType;
use std::fmt;

/// reduce-scatter async start and done, SGD fusion) + called computations 16 (GEMM 3, residual 4,
/// gradient 4, reduce-scatter wrapper 2, SGD 3).
pub const INSTRUCTIONS_PER_LAYER: u64 = 29;

/// Most layers accepted (2^17): about 3.8 million instructions. The module is built in memory
/// before it is printed (streamed), about 500 bytes per instruction at its peak (494 MB for
/// 34,482 layers), so this holds `gen` under 2 GB; the former limit of 2^20 layers (30 million
/// instructions, about 15 GB) aborted on memory instead of being refused.
pub const MAX_LAYERS: u64 = 1 << 17;

/// Most devices accepted.
pub const MAX_DEVICES: u64 = 1 << 16;

/// What to generate. Sizes are in elements; `hidden` must be a multiple of `devices` (each
/// device holds an equal `hidden/devices`-row shard of every weight).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SynthConfig {
    /// Transformer-like layers (at least 1).
    pub layers: u64,
    /// Hidden size `H`: weights are `H x H`, activations `batch x H`.
    pub hidden: u64,
    /// Rows of the activations (tokens per device).
    pub batch: u64,
    /// Devices in the FSDP group (`replica_groups=[1,D]<=[D]`, `num_partitions=D`).
    pub devices: u64,
    /// Element type of weights and activations (a floating-point type); the loss is `f32`.
    pub dtype: ElementType,
}

impl Default for SynthConfig {
    /// 4 layers, hidden 4096, batch 8192, 8 devices, bf16: GEMMs of ~0.27 TFLOP against
    /// all-gathers of 32 MiB, so compute and communication are of the same order on an H100.
    fn default() -> Self {
        SynthConfig {
            layers: 4,
            hidden: 4096,
            batch: 8192,
            devices: 8,
            dtype: ElementType::Bf16,
        }
    }
}

/// Why a configuration cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SynthError {
    /// What is wrong, naming the parameter and its value.
    pub message: String,
}

impl fmt::Display for SynthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SynthError {}

fn err<T>(message: String) -> Result<T, SynthError> {
    Err(SynthError { message })
}

/// Instructions (all computations) of the module for `cfg`:
/// `29·layers + 16`, plus 3 when `dtype` is not `f32` (a second adder computation).
pub fn instruction_count(cfg: &SynthConfig) -> u64 {
    let extra = if cfg.dtype == ElementType::F32 { 0 } else { 3 };
    INSTRUCTIONS_PER_LAYER
        .saturating_mul(cfg.layers)
        .saturating_add(16 + extra)
}

/// The number of layers whose module holds about `instructions` instructions (at least 1).
pub fn layers_for_instructions(instructions: u64) -> u64 {
    (instructions / INSTRUCTIONS_PER_LAYER).max(1)
}

/// Checks `cfg` and returns the dimensions as `i64`s: (hidden, batch, devices, shard rows).
pub(super) fn validate(cfg: &SynthConfig) -> Result<(i64, i64, i64, i64), SynthError> {
    if cfg.layers == 0 {
        return err("layers must be at least 1 (got 0)".into());
    }
    if cfg.layers > MAX_LAYERS {
        return err(format!(
            "layers {} is more than the limit of {MAX_LAYERS} (the module would hold {} instructions)",
            cfg.layers,
            instruction_count(cfg)
        ));
    }
    for (what, v) in [
        ("hidden", cfg.hidden),
        ("batch", cfg.batch),
        ("devices", cfg.devices),
    ] {
        if v == 0 {
            return err(format!("{what} must be at least 1 (got 0)"));
        }
    }
    if cfg.devices > MAX_DEVICES {
        return err(format!(
            "devices {} is more than the limit of {MAX_DEVICES}",
            cfg.devices
        ));
    }
    if !cfg.dtype.is_float() || cfg.dtype.byte_size() == 0 {
        return err(format!(
            "dtype {} is not a floating-point type (use bf16, f16, f32 or f64)",
            cfg.dtype.name()
        ));
    }
    if cfg.hidden % cfg.devices != 0 {
        return err(format!(
            "hidden {} is not a multiple of devices {}: each device holds an equal shard of \
             every weight's rows",
            cfg.hidden, cfg.devices
        ));
    }
    // The largest buffers: weights H x H and activations B x H in dtype, and the loss fusion's
    // f32 copy of the activations. Their byte counts must fit an i64 (XLA's int64 sizes).
    let elem = cfg.dtype.byte_size();
    for (what, a, b, elem) in [
        ("hidden x hidden", cfg.hidden, cfg.hidden, elem),
        ("batch x hidden", cfg.batch, cfg.hidden, elem.max(4)),
    ] {
        let bytes = a.checked_mul(b).and_then(|n| n.checked_mul(elem));
        if bytes.is_none_or(|n| n > i64::MAX as u64) {
            return err(format!(
                "{what} = {a} x {b} elements of {elem} bytes overflows a 64-bit byte count"
            ));
        }
    }
    // Each fits: hidden*hidden*elem <= i64::MAX, so each factor does too.
    let h = cfg.hidden as i64;
    let d = cfg.devices as i64;
    Ok((h, cfg.batch as i64, d, h / d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small(layers: u64) -> SynthConfig {
        SynthConfig {
            layers,
            hidden: 64,
            batch: 16,
            devices: 4,
            dtype: ElementType::Bf16,
        }
    }

    #[test]
    fn count_matches_formula() {
        for l in [1, 2, 7] {
            let cfg = small(l);
            let m = transformer_train_step(&cfg).unwrap();
            assert_eq!(m.instruction_count() as u64, instruction_count(&cfg));
        }
        let cfg = SynthConfig {
            dtype: ElementType::F32,
            ..small(3)
        };
        let m = transformer_train_step(&cfg).unwrap();
        assert_eq!(m.instruction_count() as u64, instruction_count(&cfg));
        assert_eq!(instruction_count(&cfg), 29 * 3 + 16);
    }

    #[test]
    fn bad_configs_are_refused() {
        let cases = [
            (small(0), "layers must be at least 1"),
            (
                SynthConfig {
                    hidden: 0,
                    ..small(1)
                },
                "hidden must be at least 1",
            ),
            (
                SynthConfig {
                    hidden: 66,
                    ..small(1)
                },
                "not a multiple of devices 4",
            ),
            (
                SynthConfig {
                    devices: 1 << 20,
                    hidden: 1 << 20,
                    ..small(1)
                },
                "devices 1048576",
            ),
            (
                SynthConfig {
                    dtype: ElementType::S32,
                    ..small(1)
                },
                "dtype s32",
            ),
            (
                SynthConfig {
                    hidden: 1 << 32,
                    devices: 1,
                    ..small(1)
                },
                "overflows",
            ),
            (
                SynthConfig {
                    batch: u64::MAX,
                    ..small(1)
                },
                "batch x hidden",
            ),
            (small(MAX_LAYERS + 1), "more than the limit"),
        ];
        for (cfg, want) in cases {
            let e = transformer_train_step(&cfg).unwrap_err();
            assert!(e.message.contains(want), "{cfg:?}: {e}");
        }
    }
}
