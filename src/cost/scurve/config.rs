//! The S-curve model's settings: XLA's per-device presets and the override chain
//! (preset → environment → XLA option string → explicit flags, later ones winning).
//!
//! Sources: XLA `xla/service/gpu/model/sol_gpu_cost_model.cc` (`device_to_cfg`, `GetConfig`),
//! `xla/service/collective_utils.h` (`kDefaultNcclCostModelCoeff = 0.45f`, 4 MiB chunks),
//! reference notes §2.1; the environment variables are the ones of XLA's tuning recipe
//! (openxla.org/xla/lhs_cost_model, reference §5).

use crate::cost::error::CostError;

/// XLA's scale factor on every measured preset number (`kDefaultNcclCostModelCoeff`, a `float`).
const COEFF: f32 = 0.45;
/// XLA's default NCCL chunk size (`kDefaultNcclCostModelChunkSizeBytes`).
pub const DEFAULT_CHUNK_SIZE_BYTES: u64 = 4 * 1024 * 1024;
/// XLA's default flops per element of an elementwise op with no measured profile
/// (`kDefaultFlopsPerElement = 3` in `gpu_hlo_cost_analysis.cc`); used for the reduction of
/// all-reduce and reduce-scatter.
pub const DEFAULT_REDUCE_FLOPS_PER_ELEMENT: f64 = 3.0;

/// The option keys XLA accepts in `--xla_gpu_analytical_latency_estimator_options`.
pub const OPTION_KEYS: &[&str] = &[
    "nccl_op_launch_us",
    "nic_speed_gbps",
    "chunk_prep_us",
    "rtt_us",
    "chunk_size_bytes",
    "gpus_per_node",
    "partition_size",
];

/// The XLA flag that carries the option string.
pub const XLA_OPTIONS_FLAG: &str = "--xla_gpu_analytical_latency_estimator_options";

/// Settings of XLA's SoL ("S-curve") network model, in the library's units (seconds, bytes,
/// bytes per second). Build one with [`SolConfig::preset`] and refine it with the `apply_*` methods.
#[derive(Clone, Debug, PartialEq)]
pub struct SolConfig {
    /// Fixed cost of launching one NCCL collective (XLA `nccl_op_launch_time`), seconds.
    pub nccl_op_launch_s: f64,
    /// NIC speed in GB/s (gigabytes, 1 GB = 1e9 B — not gigabits), per GPU/NIC.
    pub nic_speed_gbps: f64,
    /// Preparation time of one chunk, seconds.
    pub chunk_prep_s: f64,
    /// Network round-trip time, seconds.
    pub rtt_s: f64,
    /// GPUs (and NICs) per node.
    pub gpus_per_node: u64,
    /// NCCL chunk size, bytes.
    pub chunk_size_bytes: u64,
    /// Devices per fast-interconnect partition; 0 = unset, then `gpus_per_node` is used (XLA's
    /// `GetPartitionSize`; the HLO adapter may set the module's partition size here).
    pub partition_size: u64,
    /// The device's HBM bandwidth, bytes/s, for the memory term XLA adds to every cross-node
    /// collective; 0 leaves the term out.
    pub hbm_bandwidth: f64,
    /// Elementwise flop rate (flops/s) for the reduction of all-reduce and reduce-scatter (XLA's
    /// code adds `GpuPerformanceModel` compute time, `flops / (2·clock·SMs·FP32 lanes)`); 0 leaves
    /// the term out. The presets leave it out: XLA's own expected value for a 2 GB reduce-scatter
    /// over 128 devices (`sol_latency_estimator_test.cc`, 18895 µs) is matched by the network and
    /// HBM terms alone (18895.8 µs), which bounds XLA's reduction term there below 0.2 µs.
    pub reduce_flops_per_s: f64,
    /// Flops per reduced element (XLA's op profile; 3 when unknown).
    pub reduce_flops_per_element: f64,
    /// `true` (default): reproduce XLA's numbers, including its quirks (reference §8: integer
    /// division, communicator count from `num_groups`, hosts from the group size). `false`: the
    /// corrected ring geometry from the actual groups (see `scurve` module docs).
    pub xla_compat: bool,
}

/// A named preset: XLA's device-name key and our short names for it.
struct Preset {
    names: &'static [&'static str],
    xla_device: &'static str,
    launch_us: f32,
    nic_gbps: f32,
    chunk_prep_us: f32,
    rtt_us: f32,
    /// HBM bandwidth, bytes/s (vendor datasheet, see `hardware.rs`).
    hbm: f64,
}

/// XLA's table (`sol_gpu_cost_model.cc`), raw measured numbers before the 0.45 coefficient.
/// H100 HBM 3.35 TB/s: NVIDIA H100 Tensor Core GPU datasheet (SXM5).
/// B200 HBM 8 TB/s: NVIDIA HGX B200 datasheet (per GPU).
/// The unknown-device entry mixes B200's NIC speed with H100's chunk and RTT numbers, exactly
/// as XLA does; we pair it with H100 memory numbers.
const PRESETS: &[Preset] = &[
    Preset {
        names: &["h100", "sm_90"],
        xla_device: "NVIDIA H100 80GB HBM3",
        launch_us: 100.0,
        nic_gbps: 55.56,
        chunk_prep_us: 13.34,
        rtt_us: 68.89,
        hbm: 3.35e12,
    },
    Preset {
        names: &["b200", "sm_100"],
        xla_device: "NVIDIA B200",
        launch_us: 100.0,
        nic_gbps: 111.12,
        chunk_prep_us: 4.45,
        rtt_us: 46.67,
        hbm: 8e12,
    },
    Preset {
        names: &["default", "unknown"],
        xla_device: "<unknown>",
        launch_us: 100.0,
        nic_gbps: 111.12,
        chunk_prep_us: 13.34,
        rtt_us: 68.89,
        hbm: 3.35e12,
    },
];

/// `x * 0.45` in single precision, as XLA's `float` constants compute it (55.56f·0.45f =
/// 25.002…, not 25).
fn scaled(x: f32) -> f64 {
    f64::from(x * COEFF)
}

impl Preset {
    fn config(&self) -> SolConfig {
        SolConfig {
            nccl_op_launch_s: scaled(self.launch_us) * 1e-6,
            nic_speed_gbps: scaled(self.nic_gbps),
            chunk_prep_s: scaled(self.chunk_prep_us) * 1e-6,
            rtt_s: scaled(self.rtt_us) * 1e-6,
            gpus_per_node: 8,
            chunk_size_bytes: DEFAULT_CHUNK_SIZE_BYTES,
            partition_size: 0,
            hbm_bandwidth: self.hbm,
            reduce_flops_per_s: 0.0,
            reduce_flops_per_element: DEFAULT_REDUCE_FLOPS_PER_ELEMENT,
            xla_compat: true,
        }
    }
}

impl Default for SolConfig {
    /// XLA's configuration for an unknown device.
    fn default() -> Self {
        PRESETS
            .iter()
            .find(|p| p.xla_device == "<unknown>")
            .map(Preset::config)
            .unwrap_or_else(|| PRESETS[0].config())
    }
}

/// Parses a positive-or-unset number: XLA ignores values ≤ 0 (its flag map defaults are `-1`),
/// so they return `None`; text that is not a number is an error naming the key.
fn parse_num(key: &str, value: &str) -> Result<Option<f64>, CostError> {
    let v: f64 = value.trim().parse().map_err(|_| {
        CostError::invalid(
            format!("S-curve option `{key}`"),
            format!("`{value}` is not a number"),
        )
    })?;
    if !v.is_finite() {
        return Err(CostError::invalid(
            format!("S-curve option `{key}`"),
            format!("`{value}` is not a finite number"),
        ));
    }
    Ok((v > 0.0).then_some(v))
}

fn parse_count(key: &str, value: &str) -> Result<Option<u64>, CostError> {
    match parse_num(key, value)? {
        None => Ok(None),
        Some(v) if v.fract() == 0.0 && v <= 1e15 => Ok(Some(v as u64)),
        Some(_) => Err(CostError::invalid(
            format!("S-curve option `{key}`"),
            format!("`{value}` is not a whole number"),
        )),
    }
}

impl SolConfig {
    /// The names [`SolConfig::preset`] accepts.
    pub fn preset_names() -> Vec<&'static str> {
        PRESETS
            .iter()
            .flat_map(|p| p.names.iter().copied())
            .collect()
    }

    /// XLA's settings for a named device: `h100`, `b200` or `default` (XLA's unknown-device entry);
    /// XLA's own device names (`NVIDIA H100 80GB HBM3`) are accepted too.
    pub fn preset(name: &str) -> Result<SolConfig, CostError> {
        let lower = name.trim().to_ascii_lowercase();
        PRESETS
            .iter()
            .find(|p| p.names.contains(&lower.as_str()) || p.xla_device == name.trim())
            .map(Preset::config)
            .ok_or_else(|| CostError::UnknownName {
                what: "S-curve preset",
                name: name.to_string(),
                known: Self::preset_names(),
            })
    }

    /// XLA's lookup by `DeviceDescription::name()`: the matching entry, else the unknown-device one.
    pub fn for_xla_device_name(device: &str) -> SolConfig {
        PRESETS
            .iter()
            .find(|p| p.xla_device == device)
            .map(Preset::config)
            .unwrap_or_default()
    }

    /// The partition size the model uses: the explicit one, else GPUs per node (XLA's rule).
    pub fn effective_partition_size(&self) -> u64 {
        if self.partition_size > 0 {
            self.partition_size
        } else {
            self.gpus_per_node
        }
    }

    /// Applies one XLA option `key=value`. Keys are XLA's; values ≤ 0 are ignored as XLA does.
    /// Microsecond values may have fractions (XLA itself only accepts integers and silently drops
    /// the rest; we keep them). An unknown key or a non-numeric value is an error naming it.
    pub fn apply_option(&mut self, key: &str, value: &str) -> Result<(), CostError> {
        let key = key.trim();
        match key {
            "nccl_op_launch_us" => {
                if let Some(v) = parse_num(key, value)? {
                    self.nccl_op_launch_s = v * 1e-6;
                }
            }
            "nic_speed_gbps" => {
                if let Some(v) = parse_num(key, value)? {
                    self.nic_speed_gbps = v;
                }
            }
            "chunk_prep_us" => {
                if let Some(v) = parse_num(key, value)? {
                    self.chunk_prep_s = v * 1e-6;
                }
            }
            "rtt_us" => {
                if let Some(v) = parse_num(key, value)? {
                    self.rtt_s = v * 1e-6;
                }
            }
            "chunk_size_bytes" => {
                if let Some(v) = parse_count(key, value)? {
                    self.chunk_size_bytes = v;
                }
            }
            "gpus_per_node" => {
                if let Some(v) = parse_count(key, value)? {
                    self.gpus_per_node = v;
                }
            }
            "partition_size" => {
                if let Some(v) = parse_count(key, value)? {
                    self.partition_size = v;
                }
            }
            other => {
                return Err(CostError::invalid(
                    format!("S-curve option `{other}`"),
                    format!("unknown key (known: {})", OPTION_KEYS.join(", ")),
                ))
            }
        }
        Ok(())
    }

    /// Applies an XLA option string `nic_speed_gbps=25,gpus_per_node=8,...` (later keys win; empty
    /// entries are skipped; surrounding quotes are removed).
    pub fn apply_options(&mut self, options: &str) -> Result<(), CostError> {
        let s = strip_quotes(options.trim());
        for (i, entry) in s.split(',').enumerate() {
            let entry = entry.trim();
            if entry.is_empty() {
                continue;
            }
            let Some((k, v)) = entry.split_once('=') else {
                return Err(CostError::invalid(
                    format!("S-curve option {} (`{entry}`)", i + 1),
                    "expected key=value",
                ));
            };
            self.apply_option(k, v)?;
        }
        Ok(())
    }

    /// Applies the options carried by `--xla_gpu_analytical_latency_estimator_options=...` in an
    /// `XLA_FLAGS` value (other flags are ignored; if the flag appears twice the last wins).
    pub fn apply_xla_flags(&mut self, xla_flags: &str) -> Result<(), CostError> {
        for value in xla_flag_values(xla_flags) {
            self.apply_options(value)?;
        }
        Ok(())
    }

    /// Applies the environment through `get` (pass `|k| std::env::var(k).ok()`): first
    /// `NIC_SPEED_GBPS` (GB/s) and `GPUS_PER_NODE`, then the option string inside `XLA_FLAGS`.
    /// A malformed value is an error naming the variable.
    pub fn apply_env(&mut self, get: &impl Fn(&str) -> Option<String>) -> Result<(), CostError> {
        let named = |var: &str, e: CostError| match e {
            CostError::Invalid { message, .. } => {
                CostError::invalid(format!("environment variable {var}"), message)
            }
            other => other,
        };
        if let Some(v) = get("NIC_SPEED_GBPS") {
            self.apply_option("nic_speed_gbps", &v)
                .map_err(|e| named("NIC_SPEED_GBPS", e))?;
        }
        if let Some(v) = get("GPUS_PER_NODE") {
            self.apply_option("gpus_per_node", &v)
                .map_err(|e| named("GPUS_PER_NODE", e))?;
        }
        if let Some(v) = get("XLA_FLAGS") {
            self.apply_xla_flags(&v).map_err(|e| match e {
                CostError::Invalid { context, message } => {
                    CostError::invalid(format!("XLA_FLAGS {XLA_OPTIONS_FLAG}: {context}"), message)
                }
                other => other,
            })?;
        }
        Ok(())
    }

    /// Checks the settings the formulas divide by or count with.
    pub fn validate(&self) -> Result<(), CostError> {
        let positive = [
            ("nic_speed_gbps", self.nic_speed_gbps),
            ("chunk_size_bytes", self.chunk_size_bytes as f64),
            ("gpus_per_node", self.gpus_per_node as f64),
        ];
        for (name, v) in positive {
            if !(v.is_finite() && v > 0.0) {
                return Err(CostError::invalid(
                    format!("S-curve setting {name}"),
                    format!("must be positive, got {v}"),
                ));
            }
        }
        let non_negative = [
            ("nccl_op_launch", self.nccl_op_launch_s),
            ("chunk_prep", self.chunk_prep_s),
            ("rtt", self.rtt_s),
            ("hbm_bandwidth", self.hbm_bandwidth),
            ("reduce_flops_per_s", self.reduce_flops_per_s),
            ("reduce_flops_per_element", self.reduce_flops_per_element),
        ];
        for (name, v) in non_negative {
            if !(v.is_finite() && v >= 0.0) {
                return Err(CostError::invalid(
                    format!("S-curve setting {name}"),
                    format!("must be a finite number >= 0, got {v}"),
                ));
            }
        }
        Ok(())
    }
}

fn strip_quotes(s: &str) -> &str {
    for q in ['"', '\''] {
        if let Some(inner) = s.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

/// The values of every `--xla_gpu_analytical_latency_estimator_options=` in an `XLA_FLAGS`
/// string, in order. Quoted values (`="a=1,b=2"`) are unquoted.
fn xla_flag_values(flags: &str) -> Vec<&str> {
    let prefix = format!("{XLA_OPTIONS_FLAG}=");
    flags
        .split_whitespace()
        .filter_map(|tok| tok.strip_prefix(prefix.as_str()))
        .map(strip_quotes)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_xlas_numbers_times_045() {
        let h = SolConfig::preset("h100").unwrap();
        assert!((h.nccl_op_launch_s - 45e-6).abs() < 1e-12);
        assert!((h.nic_speed_gbps - 25.002).abs() < 1e-3);
        assert!((h.chunk_prep_s - 6.003e-6).abs() < 1e-9);
        assert!((h.rtt_s - 31.0005e-6).abs() < 1e-9);
        assert_eq!(h.gpus_per_node, 8);
        assert_eq!(h.chunk_size_bytes, 4 << 20);
        let b = SolConfig::preset("B200").unwrap();
        assert!((b.nic_speed_gbps - 50.004).abs() < 1e-3);
        assert!((b.chunk_prep_s - 2.0025e-6).abs() < 1e-9);
        assert!((b.rtt_s - 21.0015e-6).abs() < 1e-9);
        let d = SolConfig::default();
        assert!((d.nic_speed_gbps - 50.004).abs() < 1e-3);
        assert!((d.rtt_s - 31.0005e-6).abs() < 1e-9);
        assert_eq!(SolConfig::preset("NVIDIA H100 80GB HBM3").unwrap(), h);
        assert_eq!(SolConfig::for_xla_device_name("NVIDIA RTX A6000"), d);
        let e = SolConfig::preset("tpu").unwrap_err().to_string();
        assert!(e.contains("h100") && e.contains("b200"), "{e}");
    }

    #[test]
    fn options_override_and_errors_name_the_key() {
        let mut c = SolConfig::preset("h100").unwrap();
        c.apply_options("nic_speed_gbps=100, gpus_per_node=4,rtt_us=-1,,partition_size=16")
            .unwrap();
        assert_eq!(c.nic_speed_gbps, 100.0);
        assert_eq!(c.gpus_per_node, 4);
        assert!((c.rtt_s - 31.0005e-6).abs() < 1e-9, "-1 means unset");
        assert_eq!(c.effective_partition_size(), 16);
        let e = c.apply_options("nic_speed=3").unwrap_err().to_string();
        assert!(e.contains("nic_speed") && e.contains("unknown key"), "{e}");
        let e = c.apply_options("rtt_us=fast").unwrap_err().to_string();
        assert!(e.contains("rtt_us") && e.contains("fast"), "{e}");
        let e = c
            .apply_options("gpus_per_node=2.5")
            .unwrap_err()
            .to_string();
        assert!(e.contains("gpus_per_node"), "{e}");
        assert!(c.apply_options("novalue").is_err());
    }

    #[test]
    fn xla_flags_and_env() {
        let mut c = SolConfig::preset("h100").unwrap();
        c.apply_xla_flags(
            "--xla_gpu_enable_latency_hiding_scheduler=true \
             --xla_gpu_analytical_latency_estimator_options=\"nic_speed_gbps=12.5,chunk_prep_us=7\"",
        )
        .unwrap();
        assert_eq!(c.nic_speed_gbps, 12.5);
        assert!((c.chunk_prep_s - 7e-6).abs() < 1e-15);

        let env = |k: &str| match k {
            "NIC_SPEED_GBPS" => Some("40".to_string()),
            "GPUS_PER_NODE" => Some("4".to_string()),
            "XLA_FLAGS" => {
                Some("--xla_gpu_analytical_latency_estimator_options=nic_speed_gbps=20".into())
            }
            _ => None,
        };
        let mut c = SolConfig::preset("h100").unwrap();
        c.apply_env(&env).unwrap();
        assert_eq!(
            c.nic_speed_gbps, 20.0,
            "XLA_FLAGS applies after NIC_SPEED_GBPS"
        );
        assert_eq!(c.gpus_per_node, 4);

        let bad = |k: &str| (k == "GPUS_PER_NODE").then(|| "eight".to_string());
        let e = c.apply_env(&bad).unwrap_err().to_string();
        assert!(e.contains("GPUS_PER_NODE"), "{e}");
    }
}
