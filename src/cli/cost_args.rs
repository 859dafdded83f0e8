//! Command-line settings of the cost models shared by `schedule`, `eval` and `estimate`: the
//! platform and the S-curve network model's knobs. Flatten [`ScurveArgs`] into a command's args
//! (`#[command(flatten)] cost: ScurveArgs`) and call [`ScurveArgs::resolve`].

use clap::Args;
use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;

/// The platform a schedule is priced for, and the S-curve (cross-node network) settings.
///
/// Settings apply in this order, later ones winning: the platform's preset (XLA's numbers for
/// H100 / B200 / unknown devices), the environment (`NIC_SPEED_GBPS`, `GPUS_PER_NODE`, then the
/// options inside `XLA_FLAGS=--xla_gpu_analytical_latency_estimator_options=...`), `--xla-options`,
/// and finally the explicit flags below.
#[derive(Args, Clone, Debug, Default, PartialEq)]
pub struct ScurveArgs {
    /// Hardware preset: memory bandwidth, peak flops, launch overhead, S-curve preset and perf-table key.
    #[arg(long, value_name = "NAME", help_heading = "Cost model")]
    pub platform: Option<String>,
    /// XLA-style S-curve option string, e.g. `nic_speed_gbps=25,gpus_per_node=8` (keys:
    /// nccl_op_launch_us, nic_speed_gbps, chunk_prep_us, rtt_us, chunk_size_bytes, gpus_per_node,
    /// partition_size).
    #[arg(long, value_name = "STRING", help_heading = "Cost model")]
    pub xla_options: Option<String>,
    /// Launch overhead of one NCCL collective, µs.
    #[arg(long, value_name = "US", value_parser = positive, help_heading = "Cost model")]
    pub nccl_op_launch_us: Option<f64>,
    /// NIC speed per GPU in GB/s (1 GB = 1e9 bytes; gigabytes, not gigabits).
    #[arg(long, value_name = "GBPS", value_parser = positive, help_heading = "Cost model")]
    pub nic_speed_gbps: Option<f64>,
    /// Preparation time of one network chunk, µs.
    #[arg(long, value_name = "US", value_parser = positive, help_heading = "Cost model")]
    pub chunk_prep_us: Option<f64>,
    /// Network round-trip time, µs.
    #[arg(long, value_name = "US", value_parser = positive, help_heading = "Cost model")]
    pub rtt_us: Option<f64>,
    /// Network chunk size (`4MiB`, `4194304`).
    #[arg(long, value_name = "BYTES", value_parser = positive_bytes, help_heading = "Cost model")]
    pub chunk_size_bytes: Option<u64>,
    /// GPUs (and NICs) per node.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), help_heading = "Cost model")]
    pub gpus_per_node: Option<u64>,
    /// Devices per fast-interconnect partition (NVLink domain); default: GPUs per node.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), help_heading = "Cost model")]
    pub partition_size: Option<u64>,
    /// HBM bandwidth in bytes per second (e.g. `3.35e12`); default: the platform's.
    #[arg(long, value_name = "BYTES_PER_S", value_parser = positive, help_heading = "Cost model")]
    pub hbm_bandwidth: Option<f64>,
    /// Use the corrected S-curve ring geometry instead of reproducing XLA's numbers.
    #[arg(long, help_heading = "Cost model")]
    pub scurve_corrected: bool,
}

/// The platform used when `--platform` is not given (XLA's traces in this project are H100).
pub const DEFAULT_PLATFORM: &str = "h100";

fn positive(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number"))?;
    if v.is_finite() && v > 0.0 {
        Ok(v)
    } else {
        Err(format!("`{s}` must be a positive number"))
    }
}

fn positive_bytes(s: &str) -> Result<u64, String> {
    match crate::cli::bytes_arg(s)? {
        0 => Err(format!("`{s}` must be at least one byte")),
        v => Ok(v),
    }
}

impl ScurveArgs {
    /// The S-curve settings and platform these arguments select, reading the process environment.
    pub fn resolve(&self) -> Result<(SolConfig, &'static Platform), String> {
        self.resolve_with_env(&|k: &str| std::env::var(k).ok())
    }

    /// [`ScurveArgs::resolve`] with the environment given as a lookup function (for tests).
    pub fn resolve_with_env(
        &self,
        env: &impl Fn(&str) -> Option<String>,
    ) -> Result<(SolConfig, &'static Platform), String> {
        let platform = Platform::by_name(self.platform.as_deref().unwrap_or(DEFAULT_PLATFORM))
            .map_err(|e| format!("--platform: {e}"))?;
        let mut cfg = SolConfig::preset(platform.sol_preset.unwrap_or("default"))
            .map_err(|e| e.to_string())?;
        cfg.hbm_bandwidth = platform.memory_bandwidth;
        if platform.domain_size != cfg.gpus_per_node {
            cfg.partition_size = platform.domain_size;
        }
        cfg.apply_env(env).map_err(|e| e.to_string())?;
        if let Some(opts) = &self.xla_options {
            cfg.apply_options(opts)
                .map_err(|e| format!("--xla-options: {e}"))?;
        }
        let us = |v: f64| v * 1e-6;
        if let Some(v) = self.nccl_op_launch_us {
            cfg.nccl_op_launch_s = us(v);
        }
        if let Some(v) = self.nic_speed_gbps {
            cfg.nic_speed_gbps = v;
        }
        if let Some(v) = self.chunk_prep_us {
            cfg.chunk_prep_s = us(v);
        }
        if let Some(v) = self.rtt_us {
            cfg.rtt_s = us(v);
        }
        if let Some(v) = self.chunk_size_bytes {
            cfg.chunk_size_bytes = v;
        }
        if let Some(v) = self.gpus_per_node {
            cfg.gpus_per_node = v;
        }
        if let Some(v) = self.partition_size {
            cfg.partition_size = v;
        }
        if let Some(v) = self.hbm_bandwidth {
            cfg.hbm_bandwidth = v;
        }
        if self.scurve_corrected {
            cfg.xla_compat = false;
        }
        cfg.validate().map_err(|e| e.to_string())?;
        Ok((cfg, platform))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        cost: ScurveArgs,
    }

    fn parse(args: &[&str]) -> Result<ScurveArgs, String> {
        let mut v = vec!["lhsched"];
        v.extend_from_slice(args);
        Cli::try_parse_from(v)
            .map(|c| c.cost)
            .map_err(|e| e.to_string())
    }

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
        let a = parse(&["--xla-options", "rtt_us=10,nic_speed_gbps=30"]).unwrap();
        let (cfg, p) = a.resolve_with_env(&env).unwrap();
        assert_eq!(p.name, "h100");
        assert_eq!(cfg.gpus_per_node, 4); // env
        assert!((cfg.chunk_prep_s - 9e-6).abs() < 1e-15); // XLA_FLAGS
        assert!((cfg.rtt_s - 10e-6).abs() < 1e-15); // option string beats XLA_FLAGS
        assert_eq!(cfg.nic_speed_gbps, 30.0); // option string beats NIC_SPEED_GBPS
        let a = parse(&[
            "--xla-options",
            "nic_speed_gbps=30",
            "--nic-speed-gbps",
            "12.5",
        ])
        .unwrap();
        assert_eq!(a.resolve_with_env(&env).unwrap().0.nic_speed_gbps, 12.5); // flag wins
    }

    #[test]
    fn platform_sets_preset_memory_and_domain() {
        let (cfg, p) = parse(&["--platform", "b200"])
            .unwrap()
            .resolve_with_env(&NO_ENV)
            .unwrap();
        assert_eq!(p.table_device_key, Some("sm_100_B200"));
        assert_eq!(cfg.hbm_bandwidth, 8e12);
        assert!((cfg.nic_speed_gbps - 50.004).abs() < 1e-3);
        let (cfg, _) = parse(&[
            "--platform",
            "gb200",
            "--hbm-bandwidth",
            "1e12",
            "--scurve-corrected",
        ])
        .unwrap()
        .resolve_with_env(&NO_ENV)
        .unwrap();
        assert_eq!(cfg.effective_partition_size(), 72);
        assert_eq!(cfg.hbm_bandwidth, 1e12);
        assert!(!cfg.xla_compat);
        let (cfg, _) = parse(&["--chunk-size-bytes", "1MiB", "--partition-size", "16"])
            .unwrap()
            .resolve_with_env(&NO_ENV)
            .unwrap();
        assert_eq!(cfg.chunk_size_bytes, 1 << 20);
        assert_eq!(cfg.effective_partition_size(), 16);
    }

    #[test]
    fn errors_name_the_source() {
        let e = parse(&["--platform", "tpu"])
            .unwrap()
            .resolve_with_env(&NO_ENV);
        let e = e.unwrap_err();
        assert!(e.contains("--platform") && e.contains("h100"), "{e}");
        let e = parse(&["--xla-options", "bogus=1"])
            .unwrap()
            .resolve_with_env(&NO_ENV)
            .unwrap_err();
        assert!(e.contains("--xla-options") && e.contains("bogus"), "{e}");
        let bad_env = |k: &str| (k == "NIC_SPEED_GBPS").then(|| "fast".to_string());
        let e = parse(&[]).unwrap().resolve_with_env(&bad_env).unwrap_err();
        assert!(e.contains("NIC_SPEED_GBPS"), "{e}");
        assert!(parse(&["--rtt-us", "-3"]).is_err());
        assert!(parse(&["--gpus-per-node", "0"]).is_err());
        assert!(parse(&["--chunk-size-bytes", "0"]).is_err());
    }
}
