//! Named platform presets (`--platform h100`): memory bandwidth, peak flops per dtype, kernel
//! launch overhead, the matching S-curve preset and XLA's table device key.
//!
//! Every number is a vendor datasheet figure (cited per platform below), dense (no structured
//! sparsity), per device. Where the vendor publishes only a sparse figure we halve it, as the
//! datasheets' own footnotes state ("with sparsity" = 2× dense).

use crate::cost::error::CostError;
use crate::hlo::element_type::ElementType;

/// Peak rates of one device in operations per second, dense.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeakFlops {
    /// Matrix (tensor-core) FP64 rate; `None` where the matrix unit does not take FP64.
    pub matrix_f64: Option<f64>,
    /// Matrix TF32 rate (f32 GEMMs); `None` where there is none.
    pub matrix_tf32: Option<f64>,
    /// Matrix BF16 rate.
    pub matrix_bf16: f64,
    /// Matrix FP16 rate.
    pub matrix_f16: f64,
    /// Matrix FP8 rate; `None` where there is none.
    pub matrix_f8: Option<f64>,
    /// Matrix INT8 rate (ops/s); `None` where it is not published.
    pub matrix_int8: Option<f64>,
    /// Vector (CUDA-core / SIMD) FP32 rate: elementwise kernels and XLA's reduction compute time.
    pub vector_f32: f64,
    /// Vector FP64 rate.
    pub vector_f64: f64,
}

/// The GPU generation NCCL's tuning constants are indexed by (LL and LL128 bandwidth caps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclGen {
    /// sm_80 (A100).
    Ampere,
    /// sm_90 (H100, H200).
    Hopper,
    /// sm_100 (B200, GB200).
    Blackwell,
}

/// A device's scale-up links (NVLink, Infinity Fabric) as NCCL's topology model counts them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScaleUp {
    /// Links per device.
    pub links: u32,
    /// GB/s per link and direction (NCCL's `src/graph/topo.h` figure where it has one).
    pub link_gbs: f64,
    /// The generation whose NCCL constants apply.
    pub gen: NcclGen,
}

/// One named device model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Platform {
    /// The `--platform` name (`h100`).
    pub name: &'static str,
    /// What it is, for `--help` and reports.
    pub description: &'static str,
    /// HBM bandwidth, bytes/s.
    pub memory_bandwidth: f64,
    /// Peak rates.
    pub peak: PeakFlops,
    /// Fixed cost of one kernel launch, seconds.
    pub launch_overhead_s: f64,
    /// Devices per fast-interconnect domain (NVLink / HCCS): the S-curve partition size.
    pub domain_size: u64,
    /// The S-curve preset XLA would pick for this device (`SolConfig::preset`), or `None` where
    /// XLA has no SoL model (non-GPU devices).
    pub sol_preset: Option<&'static str>,
    /// XLA's perf-table device key (`sm_90`), where XLA ships a table for it.
    pub table_device_key: Option<&'static str>,
    /// Its scale-up links, for the NCCL-style model that prices collectives no table covers;
    /// `None` on Ascend, where HCCL's formulas do.
    pub scale_up: Option<ScaleUp>,
}

/// XLA's kernel launch overhead (`GpuPerformanceModelBase::kKernelLaunchOverhead`, 1 µs).
pub const XLA_KERNEL_LAUNCH_OVERHEAD_S: f64 = 1e-6;

const T: f64 = 1e12;

/// The presets, in `--help` order.
pub const PLATFORMS: &[Platform] = &[
    // NVIDIA H100 Tensor Core GPU datasheet, H100 SXM column: FP64 34 TF, FP64 Tensor 67 TF,
    // FP32 67 TF, TF32 989 TF*, BF16/FP16 1,979 TF*, FP8 3,958 TF*, INT8 3,958 TOPS*
    // (* with sparsity, halved here), GPU memory bandwidth 3.35 TB/s.
    Platform {
        name: "h100",
        description: "NVIDIA H100 SXM5 80 GB (HBM3)",
        memory_bandwidth: 3.35e12,
        peak: PeakFlops {
            matrix_f64: Some(67.0 * T),
            matrix_tf32: Some(494.5 * T),
            matrix_bf16: 989.5 * T,
            matrix_f16: 989.5 * T,
            matrix_f8: Some(1979.0 * T),
            matrix_int8: Some(1979.0 * T),
            vector_f32: 67.0 * T,
            vector_f64: 34.0 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: Some("h100"),
        table_device_key: Some("sm_90"),
        // 18 NVLink 4 links; NCCL's SM90 NVLink figure is 20.6 GB/s per link.
        scale_up: Some(ScaleUp {
            links: 18,
            link_gbs: 20.6,
            gen: NcclGen::Hopper,
        }),
    },
    // NVIDIA H200 Tensor Core GPU datasheet, H200 SXM column: the same compute figures as H100 SXM,
    // GPU memory bandwidth 4.8 TB/s. XLA's SoL table has no H200 entry (device name "NVIDIA H200"
    // falls to its unknown-device config); its perf tables were measured on H100 (sm_90).
    Platform {
        name: "h200",
        description: "NVIDIA H200 SXM 141 GB (HBM3e)",
        memory_bandwidth: 4.8e12,
        peak: PeakFlops {
            matrix_f64: Some(67.0 * T),
            matrix_tf32: Some(494.5 * T),
            matrix_bf16: 989.5 * T,
            matrix_f16: 989.5 * T,
            matrix_f8: Some(1979.0 * T),
            matrix_int8: Some(1979.0 * T),
            vector_f32: 67.0 * T,
            vector_f64: 34.0 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: Some("default"),
        table_device_key: Some("sm_90"),
        scale_up: Some(ScaleUp {
            links: 18,
            link_gbs: 20.6,
            gen: NcclGen::Hopper,
        }),
    },
    // NVIDIA HGX B200 datasheet (8-GPU totals, divided by 8): FP8 72 PF*, INT8 72 POPS*,
    // FP16/BF16 36 PF*, TF32 18 PF*, FP32 600 TF, FP64/FP64 Tensor 296 TF (* sparse, halved),
    // total memory bandwidth 64 TB/s → 8 TB/s per GPU.
    Platform {
        name: "b200",
        description: "NVIDIA B200 (HGX B200, per GPU)",
        memory_bandwidth: 8e12,
        peak: PeakFlops {
            matrix_f64: Some(37.0 * T),
            matrix_tf32: Some(1125.0 * T),
            matrix_bf16: 2250.0 * T,
            matrix_f16: 2250.0 * T,
            matrix_f8: Some(4500.0 * T),
            matrix_int8: Some(4500.0 * T),
            vector_f32: 75.0 * T,
            vector_f64: 37.0 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: Some("b200"),
        table_device_key: Some("sm_100_B200"),
        // 18 NVLink 5 links; NCCL's SM100 NVLink figure is 40.1 GB/s per link.
        scale_up: Some(ScaleUp {
            links: 18,
            link_gbs: 40.1,
            gen: NcclGen::Blackwell,
        }),
    },
    // NVIDIA GB200 NVL72 datasheet (72-GPU totals, divided by 72): FP8 720 PF*, INT8 720 POPS*,
    // FP16/BF16 360 PF*, TF32 180 PF*, FP32 6,480 TF, FP64/FP64 Tensor 3,240 TF (* sparse,
    // halved); HBM3e bandwidth 576 TB/s → 8 TB/s per GPU; one NVLink domain of 72 GPUs.
    Platform {
        name: "gb200",
        description: "NVIDIA GB200 NVL72 (per GPU)",
        memory_bandwidth: 8e12,
        peak: PeakFlops {
            matrix_f64: Some(45.0 * T),
            matrix_tf32: Some(1250.0 * T),
            matrix_bf16: 2500.0 * T,
            matrix_f16: 2500.0 * T,
            matrix_f8: Some(5000.0 * T),
            matrix_int8: Some(5000.0 * T),
            vector_f32: 90.0 * T,
            vector_f64: 45.0 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 72,
        sol_preset: Some("default"),
        table_device_key: Some("sm_100_GB200"),
        scale_up: Some(ScaleUp {
            links: 18,
            link_gbs: 40.1,
            gen: NcclGen::Blackwell,
        }),
    },
    // NVIDIA A100 Tensor Core GPU datasheet, A100 80GB SXM column: FP64 9.7 TF, FP64 Tensor
    // 19.5 TF, FP32 19.5 TF, TF32 156 TF, BF16/FP16 312 TF, INT8 624 TOPS (dense figures),
    // GPU memory bandwidth 2,039 GB/s. No FP8. XLA ships no perf table for it.
    Platform {
        name: "a100",
        description: "NVIDIA A100 SXM4 80 GB (HBM2e)",
        memory_bandwidth: 2.039e12,
        peak: PeakFlops {
            matrix_f64: Some(19.5 * T),
            matrix_tf32: Some(156.0 * T),
            matrix_bf16: 312.0 * T,
            matrix_f16: 312.0 * T,
            matrix_f8: None,
            matrix_int8: Some(624.0 * T),
            vector_f32: 19.5 * T,
            vector_f64: 9.7 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: Some("default"),
        table_device_key: None,
        // 12 NVLink 3 links; NCCL's SM80 NVLink figure is 20 GB/s per link.
        scale_up: Some(ScaleUp {
            links: 12,
            link_gbs: 20.0,
            gen: NcclGen::Ampere,
        }),
    },
    // AMD Instinct MI300X data sheet: FP64 vector 81.7 TF, FP64 matrix 163.4 TF, FP32 vector
    // 163.4 TF, TF32 653.7 TF, FP16/BF16 1,307.4 TF, FP8 2,614.9 TF, INT8 2,614.9 TOPS (dense),
    // peak memory bandwidth 5.3 TB/s.
    Platform {
        name: "mi300x",
        description: "AMD Instinct MI300X (HBM3)",
        memory_bandwidth: 5.3e12,
        peak: PeakFlops {
            matrix_f64: Some(163.4 * T),
            matrix_tf32: Some(653.7 * T),
            matrix_bf16: 1307.4 * T,
            matrix_f16: 1307.4 * T,
            matrix_f8: Some(2614.9 * T),
            matrix_int8: Some(2614.9 * T),
            vector_f32: 163.4 * T,
            vector_f64: 81.7 * T,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: Some("default"),
        table_device_key: Some("gfx942"),
        // 7 Infinity Fabric links at the data sheet's 128 GB/s peak (64 GB/s per direction);
        // RCCL (NCCL's port) runs here; its own tuning constants are not modelled: NCCL's
        // Hopper ones stand in.
        scale_up: Some(ScaleUp {
            links: 7,
            link_gbs: 64.0,
            gen: NcclGen::Hopper,
        }),
    },
    // Huawei Ascend 910B. Huawei publishes no per-chip datasheet; the figures are the Atlas 800T
    // A2 training server's (8 NPUs, 2.5 PFLOPS FP16 → 313 TF per NPU; INT8 twice that, as on the
    // Ascend 910 product page's 256 TF FP16 / 512 TOPS INT8 ratio) and the widely reported 64 GB
    // HBM2e at 1.6 TB/s — treat them as approximate. Vector FP32 is not published: we take 1/16 of
    // FP16 cube peak (the cube-to-vector ratio of the Da Vinci core) — an assumption. Launch
    // overhead: no public figure; XLA's GPU value is used. 8 NPUs per HCCS server.
    Platform {
        name: "910b",
        description: "Huawei Ascend 910B (approximate public figures)",
        memory_bandwidth: 1.6e12,
        peak: PeakFlops {
            matrix_f64: None,
            matrix_tf32: None,
            matrix_bf16: 313.0 * T,
            matrix_f16: 313.0 * T,
            matrix_f8: None,
            matrix_int8: Some(626.0 * T),
            vector_f32: 313.0 / 16.0 * T,
            vector_f64: 0.0,
        },
        launch_overhead_s: XLA_KERNEL_LAUNCH_OVERHEAD_S,
        domain_size: 8,
        sol_preset: None,
        table_device_key: None,
        scale_up: None,
    },
];

impl Platform {
    /// The platform called `name` (case-insensitive); the error lists every name.
    pub fn by_name(name: &str) -> Result<&'static Platform, CostError> {
        let lower = name.trim().to_ascii_lowercase();
        PLATFORMS
            .iter()
            .find(|p| p.name == lower)
            .ok_or_else(|| CostError::UnknownName {
                what: "platform",
                name: name.to_string(),
                known: Self::names(),
            })
    }

    /// Every platform name, in order.
    pub fn names() -> Vec<&'static str> {
        PLATFORMS.iter().map(|p| p.name).collect()
    }

    /// Peak rate of the matrix units for inputs of `dtype` (GEMMs, convolutions): bf16/f16 at their
    /// tensor rate, the f8 types at the FP8 rate, 8-bit integers at INT8, f32 at TF32 where the
    /// unit has it, f64 at the FP64 tensor rate. `None` when the matrix units do not take `dtype`.
    pub fn matrix_flops(&self, dtype: ElementType) -> Option<f64> {
        use ElementType::*;
        let p = &self.peak;
        match dtype {
            Bf16 => Some(p.matrix_bf16),
            F16 => Some(p.matrix_f16),
            F8E5M2 | F8E4M3 | F8E4M3FN | F8E4M3B11FNUZ | F8E5M2FNUZ | F8E4M3FNUZ | F8E3M4 => {
                p.matrix_f8
            }
            S8 | U8 => p.matrix_int8,
            F32 => p.matrix_tf32,
            F64 => p.matrix_f64,
            _ => None,
        }
    }

    /// Peak rate of the vector units for elementwise work in `dtype`: f64 at the FP64 rate, f16 and
    /// bf16 at twice FP32 (packed two-wide math, as NVIDIA's Hopper whitepaper lists 133.8 vs 66.9
    /// TFLOPS for H100 SXM5), everything else at the FP32 rate.
    pub fn vector_flops(&self, dtype: ElementType) -> f64 {
        match dtype {
            ElementType::F64 | ElementType::C128 => self.peak.vector_f64,
            ElementType::F16 | ElementType::Bf16 => 2.0 * self.peak.vector_f32,
            _ => self.peak.vector_f32,
        }
    }

    /// The peak the roofline divides by: matrix units for matrix work when they take `dtype`,
    /// vector units otherwise.
    pub fn peak_flops(&self, dtype: ElementType, matrix: bool) -> f64 {
        if matrix {
            if let Some(f) = self.matrix_flops(dtype) {
                return f;
            }
        }
        self.vector_flops(dtype)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_and_error_lists_names() {
        let h = Platform::by_name("H100").unwrap();
        assert_eq!(h.table_device_key, Some("sm_90"));
        assert_eq!(h.sol_preset, Some("h100"));
        let e = Platform::by_name("tpu-v5").unwrap_err().to_string();
        for n in Platform::names() {
            assert!(e.contains(n), "{e}");
        }
    }

    #[test]
    fn every_platform_is_consistent() {
        let mut names = Platform::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PLATFORMS.len(), "names are unique");
        for p in PLATFORMS {
            assert!(p.memory_bandwidth > 1e11, "{}", p.name);
            assert!(p.peak.matrix_bf16 > p.peak.vector_f32, "{}", p.name);
            assert!(p.domain_size >= 1);
            if let Some(s) = p.sol_preset {
                assert!(
                    crate::cost::scurve::SolConfig::preset(s).is_ok(),
                    "{}",
                    p.name
                );
            }
        }
        let b = Platform::by_name("b200").unwrap();
        assert_eq!(b.matrix_flops(ElementType::F8E4M3FN), Some(4.5e15));
        assert_eq!(b.peak_flops(ElementType::Bf16, false), 150e12);
        assert_eq!(b.peak_flops(ElementType::S32, true), 75e12);
    }
}
