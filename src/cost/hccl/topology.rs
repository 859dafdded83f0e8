//! The machine a collective runs on: servers x devices per server, an intra-server and an
//! inter-server link (alpha, beta), and gamma, the reduction time per byte.

use super::plan::LinkKind;
use super::HcclError;

/// One link class of the Hockney model: a fixed cost per step and a time per byte.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Link {
    /// Fixed cost of one step over this link (s).
    pub alpha_s: f64,
    /// Transfer time per byte (s/B), i.e. 1 / bandwidth.
    pub beta_s_per_byte: f64,
}

impl Link {
    /// A link from a latency in microseconds and a bandwidth in GB/s (1e9 B/s).
    pub fn from_us_gbps(alpha_us: f64, gbps: f64) -> Link {
        Link {
            alpha_s: alpha_us * 1e-6,
            beta_s_per_byte: 1.0 / (gbps * 1e9),
        }
    }

    /// Bandwidth in GB/s (1e9 B/s).
    pub fn gbps(&self) -> f64 {
        1.0 / (self.beta_s_per_byte * 1e9)
    }

    /// Time of one transfer of `bytes` over this link: alpha + bytes * beta.
    pub fn time(&self, bytes: f64) -> f64 {
        self.alpha_s + bytes * self.beta_s_per_byte
    }
}

/// A cluster of `servers` servers with `devices_per_server` ranks each. Rank `r` sits on server
/// `r / devices_per_server`; ranks of one server talk over `intra`, others over `inter`.
#[derive(Clone, Debug, PartialEq)]
pub struct Topology {
    /// Number of servers.
    pub servers: usize,
    /// Ranks per server.
    pub devices_per_server: usize,
    /// The link between two ranks of one server.
    pub intra: Link,
    /// The link between ranks of different servers.
    pub inter: Link,
    /// Reduction time per byte (s/B).
    pub gamma_s_per_byte: f64,
}

/// Which link classes a step uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkMask {
    /// Some transfer stays inside a server.
    pub intra: bool,
    /// Some transfer crosses servers.
    pub inter: bool,
}

impl Topology {
    /// The preset names [`Topology::preset`] knows.
    pub const PRESETS: &'static [&'static str] = &["910b", "nvlink-8x400g"];

    /// A named machine with `servers` servers.
    ///
    /// - `910b`: Ascend 910B server, 8 NPUs. HCCS 18.3 GB/s and RDMA 25 x 0.8 = 20 GB/s per NPU
    ///   (hcomm `device_capacity.cc`, reference §1.11). Inter alpha = 60 us, the per-step
    ///   `LATENCY` HCCL's own selector charges (§1.11). Intra alpha = 10 us and gamma at
    ///   500 GB/s are assumptions (HCCL publishes neither); override them on the CLI.
    /// - `nvlink-8x400g`: 8 GPUs on NVLink (450 GB/s per direction, H100 NVLink 4) with one
    ///   400 Gb/s NIC (50 GB/s) per GPU. Alphas are NCCL's Ring/Simple hardware latencies,
    ///   NVLink 3.4 us and NET 14 us (`tuning.cc`, reference §2.3). Gamma at 1000 GB/s is an
    ///   assumption (HBM-bound reduction).
    pub fn preset(name: &str, servers: usize) -> Result<Topology, HcclError> {
        let t = match name.trim().to_ascii_lowercase().as_str() {
            "910b" => Topology {
                servers,
                devices_per_server: 8,
                intra: Link::from_us_gbps(10.0, 18.3),
                inter: Link::from_us_gbps(60.0, 20.0),
                gamma_s_per_byte: 1.0 / 500e9,
            },
            "nvlink-8x400g" => Topology {
                servers,
                devices_per_server: 8,
                intra: Link::from_us_gbps(3.4, 450.0),
                inter: Link::from_us_gbps(14.0, 50.0),
                gamma_s_per_byte: 1.0 / 1000e9,
            },
            _ => return Err(HcclError::UnknownPreset(name.to_string())),
        };
        t.validate()?;
        Ok(t)
    }

    /// Total ranks p = servers x devices per server.
    pub fn ranks(&self) -> usize {
        self.servers.saturating_mul(self.devices_per_server)
    }

    /// The server rank `r` sits on.
    pub fn server_of(&self, r: usize) -> usize {
        r / self.devices_per_server.max(1)
    }

    /// Checks every parameter: counts at least 1 (and at most 2^20 ranks), alphas finite and
    /// >= 0, betas finite and > 0, gamma finite and >= 0.
    pub fn validate(&self) -> Result<(), HcclError> {
        if self.servers == 0 {
            return Err(HcclError::Topology("servers must be at least 1".into()));
        }
        if self.devices_per_server == 0 {
            return Err(HcclError::Topology(
                "devices per server must be at least 1".into(),
            ));
        }
        if self
            .servers
            .checked_mul(self.devices_per_server)
            .is_none_or(|p| p > 1 << 20)
        {
            return Err(HcclError::Topology(format!(
                "{} x {} ranks is more than 2^20",
                self.servers, self.devices_per_server
            )));
        }
        for (name, l) in [("intra", &self.intra), ("inter", &self.inter)] {
            if !l.alpha_s.is_finite() || l.alpha_s < 0.0 {
                return Err(HcclError::Topology(format!(
                    "{name}-server alpha must be finite and >= 0, got {}",
                    l.alpha_s
                )));
            }
            if !l.beta_s_per_byte.is_finite() || l.beta_s_per_byte <= 0.0 {
                return Err(HcclError::Topology(format!(
                    "{name}-server beta must be finite and > 0 (bandwidth finite and > 0), got {}",
                    l.beta_s_per_byte
                )));
            }
        }
        if !self.gamma_s_per_byte.is_finite() || self.gamma_s_per_byte < 0.0 {
            return Err(HcclError::Topology(format!(
                "gamma must be finite and >= 0, got {}",
                self.gamma_s_per_byte
            )));
        }
        Ok(())
    }

    /// The machine a communicator of `group_size` consecutive ranks sees: one server of
    /// `group_size` devices when the group fits in a server (it must divide the server's
    /// devices), else `group_size / devices_per_server` whole servers (it must be a multiple).
    pub fn for_group(&self, group_size: usize) -> Result<Topology, HcclError> {
        self.validate()?;
        let d = self.devices_per_server;
        let mut t = self.clone();
        if group_size == 0 {
            return Err(HcclError::Topology("a group needs at least 1 rank".into()));
        } else if group_size <= d {
            if d % group_size != 0 {
                return Err(HcclError::Topology(format!(
                    "a group of {group_size} ranks does not divide a server of {d} devices"
                )));
            }
            t.servers = 1;
            t.devices_per_server = group_size;
        } else {
            if group_size % d != 0 || group_size / d > self.servers {
                return Err(HcclError::Topology(format!(
                    "a group of {group_size} ranks is not a whole number of servers of {d} \
                     devices within the {} servers",
                    self.servers
                )));
            }
            t.servers = group_size / d;
        }
        Ok(t)
    }

    /// The link class between two ranks.
    pub fn link(&self, a: usize, b: usize) -> LinkKind {
        if a == b {
            LinkKind::Local
        } else if self.server_of(a) == self.server_of(b) {
            LinkKind::Intra
        } else {
            LinkKind::Inter
        }
    }

    /// The link classes a set of (src, dst) pairs uses.
    pub fn mask(&self, pairs: impl IntoIterator<Item = (usize, usize)>) -> LinkMask {
        let mut m = LinkMask::default();
        for (a, b) in pairs {
            match self.link(a, b) {
                LinkKind::Intra => m.intra = true,
                LinkKind::Inter => m.inter = true,
                LinkKind::Local => {}
            }
            if m.intra && m.inter {
                break;
            }
        }
        m
    }

    /// The time of one step that moves at most `bytes` per transfer over the links of `m`: the
    /// slowest class's alpha + bytes x beta (0 when the step uses no link).
    pub fn hop(&self, m: LinkMask, bytes: f64) -> f64 {
        let mut t: f64 = 0.0;
        if m.intra {
            t = t.max(self.intra.time(bytes));
        }
        if m.inter {
            t = t.max(self.inter.time(bytes));
        }
        t
    }

    /// [`Topology::hop`] for a single pair.
    pub fn hop_pair(&self, a: usize, b: usize, bytes: f64) -> f64 {
        self.hop(self.mask([(a, b)]), bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_links() {
        let t = Topology::preset("910b", 2).unwrap();
        assert_eq!(t.ranks(), 16);
        assert_eq!(t.link(0, 7), LinkKind::Intra);
        assert_eq!(t.link(7, 8), LinkKind::Inter);
        assert_eq!(t.link(3, 3), LinkKind::Local);
        assert!((t.inter.gbps() - 20.0).abs() < 1e-9);
        assert!(Topology::preset("tpu", 2).is_err());
        assert!(Topology::preset("910b", 0).is_err());
    }

    #[test]
    fn groups_must_divide_the_machine() {
        let t = Topology::preset("910b", 4).unwrap();
        assert_eq!(t.for_group(4).unwrap().ranks(), 4);
        assert_eq!(t.for_group(4).unwrap().servers, 1);
        assert_eq!(t.for_group(16).unwrap().servers, 2);
        assert!(t.for_group(3).is_err());
        assert!(t.for_group(12).is_err());
        assert!(t.for_group(64).is_err());
        assert!(t.for_group(0).is_err());
    }

    #[test]
    fn bad_links_are_refused() {
        let mut t = Topology::preset("910b", 2).unwrap();
        t.inter.beta_s_per_byte = f64::NAN;
        assert!(t.validate().is_err());
        t.inter = Link::from_us_gbps(1.0, 0.0);
        assert!(t.validate().is_err());
        t.inter = Link::from_us_gbps(-1.0, 1.0);
        assert!(t.validate().is_err());
    }
}
