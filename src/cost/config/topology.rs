//! The HCCL machine as a user describes it: a preset, a size, and link overrides. Field names
//! are the command line's long options with `_` (`--devices-per-server` is `devices_per_server`).

use crate::cost::hccl::{HcclError, Link, Topology};
use crate::error::Error;

/// An HCCL topology: preset, servers (or ranks), devices per server, and link overrides.
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct TopologySettings {
    /// Machine preset (`910b`, `nvlink-8x400g`); `None`: the platform's (see
    /// [`TopologySettings::default_preset`]).
    pub preset: Option<String>,
    /// Number of servers.
    pub servers: Option<usize>,
    /// Devices per server (default: the preset's 8). With 1, every link is inter-server.
    pub devices_per_server: Option<usize>,
    /// Total ranks, instead of `servers` (a multiple of the devices per server).
    pub ranks: Option<usize>,
    /// Intra-server bandwidth, GB/s (1e9 B/s).
    pub intra_gbps: Option<f64>,
    /// Intra-server latency per step, µs.
    pub intra_alpha_us: Option<f64>,
    /// Inter-server bandwidth, GB/s (1e9 B/s).
    pub inter_gbps: Option<f64>,
    /// Inter-server latency per step, µs.
    pub inter_alpha_us: Option<f64>,
    /// Reduction throughput, GB/s (gamma = 1 / (this x 1e9) s/B).
    pub gamma_gbps: Option<f64>,
}

fn positive(name: &str, v: f64) -> Result<f64, Error> {
    if !v.is_finite() || v <= 0.0 {
        return Err(Error::msg(format!(
            "--{name} must be a finite number > 0, got {v}"
        )));
    }
    Ok(v)
}

fn non_negative(name: &str, v: f64) -> Result<f64, Error> {
    if !v.is_finite() || v < 0.0 {
        return Err(Error::msg(format!(
            "--{name} must be a finite number >= 0, got {v}"
        )));
    }
    Ok(v)
}

impl TopologySettings {
    /// The preset a platform stands for: the Ascend server for `910b`, an 8-GPU NVLink node
    /// with 400 Gb/s NICs for every GPU platform (never Ascend links on a GPU).
    pub fn default_preset(platform: &str) -> &'static str {
        if platform == "910b" {
            "910b"
        } else {
            "nvlink-8x400g"
        }
    }

    /// True when the size is given (`servers` or `ranks`).
    pub fn has_size(&self) -> bool {
        self.servers.is_some() || self.ranks.is_some()
    }

    /// The topology these settings describe; `default_preset` is used when `preset` is `None`.
    pub fn build(&self, default_preset: &str) -> Result<Topology, Error> {
        let preset = self.preset.as_deref().unwrap_or(default_preset);
        let mut t = Topology::preset(preset, 1).map_err(|e| Error::setting("--preset", e))?;
        if let Some(d) = self.devices_per_server {
            if d == 0 {
                return Err(Error::msg("--devices-per-server must be at least 1"));
            }
            t.devices_per_server = d;
        }
        let d = t.devices_per_server;
        t.servers = match (self.servers, self.ranks) {
            (Some(0), _) => return Err(Error::msg("--servers must be at least 1")),
            (Some(s), None) => s,
            (None, Some(r)) | (Some(_), Some(r)) => {
                if r == 0 || r % d != 0 {
                    return Err(Error::msg(format!(
                        "--ranks {r} is not a positive multiple of {d} devices per server"
                    )));
                }
                if let Some(s) = self.servers {
                    if s.checked_mul(d) != Some(r) {
                        return Err(Error::msg(format!(
                            "--ranks {r} does not match --servers {s} x {d} devices per server"
                        )));
                    }
                }
                r / d
            }
            (None, None) => return Err(Error::msg("give --servers (or --ranks)")),
        };
        let link = |l: &mut Link, gbps: Option<f64>, alpha: Option<f64>, side: &str| {
            if let Some(g) = gbps {
                l.beta_s_per_byte = 1.0 / (positive(&format!("{side}-gbps"), g)? * 1e9);
            }
            if let Some(us) = alpha {
                l.alpha_s = non_negative(&format!("{side}-alpha-us"), us)? * 1e-6;
            }
            Ok::<(), Error>(())
        };
        link(&mut t.intra, self.intra_gbps, self.intra_alpha_us, "intra")?;
        link(&mut t.inter, self.inter_gbps, self.inter_alpha_us, "inter")?;
        if let Some(g) = self.gamma_gbps {
            t.gamma_s_per_byte = 1.0 / (positive("gamma-gbps", g)? * 1e9);
        }
        t.validate().map_err(|e: HcclError| Error::Hccl(e))?;
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_platforms_get_gpu_links() {
        assert_eq!(TopologySettings::default_preset("h100"), "nvlink-8x400g");
        assert_eq!(TopologySettings::default_preset("910b"), "910b");
        let s = TopologySettings {
            servers: Some(2),
            ..Default::default()
        };
        let t = s.build(TopologySettings::default_preset("h100")).unwrap();
        assert_eq!(t.ranks(), 16);
        assert!((t.intra.gbps() - 450.0).abs() < 1e-9, "{}", t.intra.gbps());
    }

    #[test]
    fn errors_name_the_option() {
        let s = TopologySettings {
            ranks: Some(12),
            ..Default::default()
        };
        let e = s.build("910b").unwrap_err().to_string();
        assert!(e.contains("--ranks 12"), "{e}");
        let s = TopologySettings {
            servers: Some(1),
            inter_gbps: Some(-1.0),
            ..Default::default()
        };
        let e = s.build("910b").unwrap_err().to_string();
        assert!(e.contains("--inter-gbps"), "{e}");
        let s = TopologySettings {
            servers: Some(1),
            preset: Some("tpu".into()),
            ..Default::default()
        };
        let e = s.build("910b").unwrap_err().to_string();
        assert!(e.starts_with("--preset"), "{e}");
    }
}
