//! Command-line settings of the cost models shared by `schedule`, `eval` and `estimate`: the
//! platform and the S-curve network model's knobs. Flatten [`ScurveArgs`] into a command's args
//! (`#[command(flatten)] cost: ScurveArgs`); [`ScurveArgs::settings`] gives the library's
//! [`ScurveSettings`], which applies them.

use clap::Args;
use lhsched::cost::config::ScurveSettings;

/// The platform a schedule is priced for, and the S-curve (cross-node network) settings.
///
/// Settings apply in this order, later ones winning: the platform's preset (XLA's numbers for
/// H100 / B200 / unknown devices), the environment (`NIC_SPEED_GBPS`, `GPUS_PER_NODE`, then the
/// options inside `XLA_FLAGS=--xla_gpu_analytical_latency_estimator_options=...`), `--xla-options`,
/// and finally the explicit flags below.
#[derive(Args, Clone, Debug, Default, PartialEq)]
pub struct ScurveArgs {
    /// Hardware preset, default h100: h100, h200, b200, gb200, a100, mi300x, 910b (Ascend: HCCL's
    /// formulas price collectives). It sets memory bandwidth, peak flops, launch overhead, the
    /// S-curve preset and the device key of XLA's tables (the report names all of them).
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
    /// The library's S-curve settings these flags select (the platform is read separately).
    pub fn settings(&self) -> ScurveSettings {
        let mut s = ScurveSettings::default();
        s.xla_options = self.xla_options.clone();
        s.nccl_op_launch_us = self.nccl_op_launch_us;
        s.nic_speed_gbps = self.nic_speed_gbps;
        s.chunk_prep_us = self.chunk_prep_us;
        s.rtt_us = self.rtt_us;
        s.chunk_size_bytes = self.chunk_size_bytes;
        s.gpus_per_node = self.gpus_per_node;
        s.partition_size = self.partition_size;
        s.hbm_bandwidth = self.hbm_bandwidth;
        s.scurve_corrected = self.scurve_corrected;
        s
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

    #[test]
    fn flags_fill_the_settings() {
        let s = parse(&[
            "--chunk-size-bytes",
            "1MiB",
            "--rtt-us",
            "7",
            "--scurve-corrected",
        ])
        .unwrap()
        .settings();
        assert_eq!(s.chunk_size_bytes, Some(1 << 20));
        assert_eq!(s.rtt_us, Some(7.0));
        assert!(s.scurve_corrected);
    }

    #[test]
    fn bad_values_are_refused() {
        assert!(parse(&["--rtt-us", "-3"]).is_err());
        assert!(parse(&["--gpus-per-node", "0"]).is_err());
        assert!(parse(&["--chunk-size-bytes", "0"]).is_err());
    }
}
