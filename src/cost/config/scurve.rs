//! The platform and the S-curve (cross-node network) settings as a user gives them, and the
//! order in which they apply. Field names are the command line's long options with `_`.

use crate::cost::hardware::Platform;
use crate::cost::scurve::SolConfig;
use crate::error::Error;

/// The platform used when none is given (XLA's traces in this project are H100).
pub const DEFAULT_PLATFORM: &str = "h100";

/// Overrides of the S-curve model's settings.
///
/// Settings apply in this order, later ones winning: the platform's preset (XLA's numbers for
/// H100 / B200 / unknown devices), the environment (`NIC_SPEED_GBPS`, `GPUS_PER_NODE`, then the
/// options inside `XLA_FLAGS=--xla_gpu_analytical_latency_estimator_options=...`),
/// `xla_options`, and finally the explicit fields below.
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct ScurveSettings {
    /// XLA-style S-curve option string, e.g. `nic_speed_gbps=25,gpus_per_node=8`.
    pub xla_options: Option<String>,
    /// Launch overhead of one NCCL collective, µs.
    pub nccl_op_launch_us: Option<f64>,
    /// NIC speed per GPU in GB/s (1 GB = 1e9 bytes).
    pub nic_speed_gbps: Option<f64>,
    /// Preparation time of one network chunk, µs.
    pub chunk_prep_us: Option<f64>,
    /// Network round-trip time, µs.
    pub rtt_us: Option<f64>,
    /// Network chunk size in bytes.
    pub chunk_size_bytes: Option<u64>,
    /// GPUs (and NICs) per node.
    pub gpus_per_node: Option<u64>,
    /// Devices per fast-interconnect partition (NVLink domain); default: GPUs per node.
    pub partition_size: Option<u64>,
    /// HBM bandwidth in bytes per second; default: the platform's.
    pub hbm_bandwidth: Option<f64>,
    /// Use the corrected S-curve ring geometry instead of reproducing XLA's numbers.
    pub scurve_corrected: bool,
}

fn positive_f64(name: &str, v: Option<f64>) -> Result<Option<f64>, Error> {
    match v {
        Some(x) if !(x.is_finite() && x > 0.0) => Err(Error::msg(format!(
            "--{name}: `{x}` must be a positive number"
        ))),
        _ => Ok(v),
    }
}

fn positive_u64(name: &str, v: Option<u64>) -> Result<Option<u64>, Error> {
    match v {
        Some(0) => Err(Error::msg(format!("--{name}: must be at least 1"))),
        _ => Ok(v),
    }
}

impl ScurveSettings {
    /// The platform named `platform` (default [`DEFAULT_PLATFORM`]) and the S-curve settings,
    /// reading the environment through `env`.
    pub fn resolve(
        &self,
        platform: Option<&str>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<(SolConfig, &'static Platform), Error> {
        let platform = Platform::by_name(platform.unwrap_or(DEFAULT_PLATFORM))
            .map_err(|e| Error::setting("--platform", e))?;
        let mut cfg = SolConfig::preset(platform.sol_preset.unwrap_or("default"))?;
        cfg.hbm_bandwidth = platform.memory_bandwidth;
        if platform.domain_size != cfg.gpus_per_node {
            cfg.partition_size = platform.domain_size;
        }
        cfg.apply_env(&|k: &str| env(k))?;
        if let Some(opts) = &self.xla_options {
            cfg.apply_options(opts)
                .map_err(|e| Error::setting("--xla-options", e))?;
        }
        let us = |v: f64| v * 1e-6;
        if let Some(v) = positive_f64("nccl-op-launch-us", self.nccl_op_launch_us)? {
            cfg.nccl_op_launch_s = us(v);
        }
        if let Some(v) = positive_f64("nic-speed-gbps", self.nic_speed_gbps)? {
            cfg.nic_speed_gbps = v;
        }
        if let Some(v) = positive_f64("chunk-prep-us", self.chunk_prep_us)? {
            cfg.chunk_prep_s = us(v);
        }
        if let Some(v) = positive_f64("rtt-us", self.rtt_us)? {
            cfg.rtt_s = us(v);
        }
        if let Some(v) = positive_u64("chunk-size-bytes", self.chunk_size_bytes)? {
            cfg.chunk_size_bytes = v;
        }
        if let Some(v) = positive_u64("gpus-per-node", self.gpus_per_node)? {
            cfg.gpus_per_node = v;
        }
        if let Some(v) = positive_u64("partition-size", self.partition_size)? {
            cfg.partition_size = v;
        }
        if let Some(v) = positive_f64("hbm-bandwidth", self.hbm_bandwidth)? {
            cfg.hbm_bandwidth = v;
        }
        if self.scurve_corrected {
            cfg.xla_compat = false;
        }
        cfg.validate()?;
        Ok((cfg, platform))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NO_ENV: fn(&str) -> Option<String> = |_| None;

    #[test]
    fn later_sources_win() {
        let env = |k: &str| match k {
            "NIC_SPEED_GBPS" => Some("40".to_string()),
            "GPUS_PER_NODE" => Some("4".to_string()),
            "XLA_FLAGS" => Some(
                "--xla_gpu_analytical_latency_estimator_options=rtt_us=20,chunk_prep_us=9"
                    .to_string(),
            ),
            _ => None,
        };
        let mut a = ScurveSettings {
            xla_options: Some("rtt_us=10,nic_speed_gbps=30".into()),
            ..Default::default()
        };
        let (cfg, p) = a.resolve(None, &env).unwrap();
        assert_eq!(p.name, "h100");
        assert_eq!(cfg.gpus_per_node, 4); // env
        assert!((cfg.chunk_prep_s - 9e-6).abs() < 1e-15); // XLA_FLAGS
        assert!((cfg.rtt_s - 10e-6).abs() < 1e-15); // option string beats XLA_FLAGS
        assert_eq!(cfg.nic_speed_gbps, 30.0); // option string beats NIC_SPEED_GBPS
        a.nic_speed_gbps = Some(12.5);
        assert_eq!(a.resolve(None, &env).unwrap().0.nic_speed_gbps, 12.5); // field wins
    }

    #[test]
    fn platform_sets_preset_memory_and_domain() {
        let (cfg, p) = ScurveSettings::default()
            .resolve(Some("b200"), &NO_ENV)
            .unwrap();
        assert_eq!(p.table_device_key, Some("sm_100_B200"));
        assert_eq!(cfg.hbm_bandwidth, 8e12);
        assert!((cfg.nic_speed_gbps - 50.004).abs() < 1e-3);
        let s = ScurveSettings {
            hbm_bandwidth: Some(1e12),
            scurve_corrected: true,
            ..Default::default()
        };
        let (cfg, _) = s.resolve(Some("gb200"), &NO_ENV).unwrap();
        assert_eq!(cfg.effective_partition_size(), 72);
        assert_eq!(cfg.hbm_bandwidth, 1e12);
        assert!(!cfg.xla_compat);
        let s = ScurveSettings {
            chunk_size_bytes: Some(1 << 20),
            partition_size: Some(16),
            ..Default::default()
        };
        let (cfg, _) = s.resolve(None, &NO_ENV).unwrap();
        assert_eq!(cfg.chunk_size_bytes, 1 << 20);
        assert_eq!(cfg.effective_partition_size(), 16);
    }

    #[test]
    fn errors_name_the_source() {
        let s = ScurveSettings::default();
        let e = s.resolve(Some("tpu"), &NO_ENV).unwrap_err().to_string();
        assert!(e.contains("--platform") && e.contains("h100"), "{e}");
        let s = ScurveSettings {
            xla_options: Some("bogus=1".into()),
            ..Default::default()
        };
        let e = s.resolve(None, &NO_ENV).unwrap_err().to_string();
        assert!(e.contains("--xla-options") && e.contains("bogus"), "{e}");
        let bad_env = |k: &str| (k == "NIC_SPEED_GBPS").then(|| "fast".to_string());
        let e = ScurveSettings::default()
            .resolve(None, &bad_env)
            .unwrap_err()
            .to_string();
        assert!(e.contains("NIC_SPEED_GBPS"), "{e}");
        let s = ScurveSettings {
            rtt_us: Some(-3.0),
            ..Default::default()
        };
        assert!(s.resolve(None, &NO_ENV).is_err());
        let s = ScurveSettings {
            gpus_per_node: Some(0),
            ..Default::default()
        };
        assert!(s.resolve(None, &NO_ENV).is_err());
    }
}
