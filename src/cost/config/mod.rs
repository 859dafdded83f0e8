//! One cost configuration: which platform, which measured tables and profile, the S-curve's
//! settings, the HCCL machine and which model family answers first. Its defaults follow the
//! platform, and [`CostConfig::build`] assembles the [`CostModel`] every frontend (the CLI,
//! Python, C) uses, so they all price a module the same way.
//!
//! Field names are the command line's long options with `_` (`--gemm-table` is `gemm_table`).
//!
//! ```no_run
//! use lhsched::cost::config::{CostConfig, ModelChoice};
//! let (model, warnings) = CostConfig::new()
//!     .platform("h100")
//!     .table("collective_perf_table.pbtxt")
//!     .model(ModelChoice::Auto)
//!     .build(None)?;
//! # Ok::<(), lhsched::Error>(())
//! ```

mod scurve;
mod topology;

pub use scurve::{ScurveSettings, DEFAULT_PLATFORM};
pub use topology::TopologySettings;

use crate::cost::estimate::CostSource;
use crate::cost::hccl::Algo;
use crate::cost::profile::Profile;
use crate::cost::stack::{CostModel, Mode};
use crate::cost::summary::TableOrigin;
use crate::cost::tables::{
    embedded, CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use crate::error::Error;
use crate::hlo::Module;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// Which model family prices collectives first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ModelChoice {
    /// Profile, tables, S-curve across partitions, HCCL fallback, roofline.
    #[default]
    Auto,
    /// The S-curve model wherever it applies (as `Auto` without the collective table).
    Scurve,
    /// HCCL's algorithms for every collective.
    Hccl,
    /// XLA's fixed constants for everything.
    Approx,
}

impl ModelChoice {
    /// Every choice, in the order the command line lists them.
    pub const ALL: [ModelChoice; 4] = [
        ModelChoice::Auto,
        ModelChoice::Scurve,
        ModelChoice::Hccl,
        ModelChoice::Approx,
    ];

    /// `auto`, `scurve`, `hccl` or `approx`.
    pub fn name(self) -> &'static str {
        match self {
            ModelChoice::Auto => "auto",
            ModelChoice::Scurve => "scurve",
            ModelChoice::Hccl => "hccl",
            ModelChoice::Approx => "approx",
        }
    }
}

impl fmt::Display for ModelChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ModelChoice {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        ModelChoice::ALL
            .into_iter()
            .find(|m| m.name() == s.trim())
            .ok_or_else(|| {
                Error::msg(format!(
                    "--model: unknown model `{s}` (known: auto, scurve, hccl, approx)"
                ))
            })
    }
}

/// Something building the model noticed but did not refuse (a frontend shows it as a warning).
pub type Warning = String;

/// The cost configuration. Build it with [`CostConfig::new`] and the chained setters (or fill
/// the public fields), then call [`CostConfig::build`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CostConfig {
    /// Hardware preset (`h100`, `b200`, `910b`, ...); `None`: [`DEFAULT_PLATFORM`].
    pub platform: Option<String>,
    /// Which model family prices collectives first.
    pub model: ModelChoice,
    /// XLA collective performance table (text or binary) for collectives inside one partition.
    pub table: Option<PathBuf>,
    /// Device key in the tables; `None`: the platform's (`sm_90` for h100).
    pub device: Option<String>,
    /// XLA GEMM performance table (text or binary).
    pub gemm_table: Option<PathBuf>,
    /// Do not fall back to XLA's embedded tables (`tables/xla/`) when `table` / `gemm_table`
    /// is not given: collectives in a node then go to the analytical model, GEMMs to the
    /// roofline.
    pub no_default_tables: bool,
    /// Interpolation method for the tables.
    pub table_method: Method,
    /// Measured instruction costs in XLA's PGLE format (text or binary).
    pub profile: Option<PathBuf>,
    /// HCCL algorithm for every collective (`auto` or `None`: HCCL's own selection rules).
    pub algo: Option<String>,
    /// The S-curve model's settings.
    pub scurve: ScurveSettings,
    /// The HCCL machine, used with [`ModelChoice::Hccl`], `algo`, or when a size is given.
    pub topology: TopologySettings,
    /// A collective that cannot be priced as a collective (a malformed replica group) is a
    /// warning naming it, priced as a kernel, instead of an error.
    pub lenient: bool,
    /// Read the S-curve's environment variables (`NIC_SPEED_GBPS`, `GPUS_PER_NODE`,
    /// `XLA_FLAGS`), as XLA does. Default: true.
    pub read_env: bool,
}

impl Default for CostConfig {
    fn default() -> Self {
        CostConfig {
            platform: None,
            model: ModelChoice::Auto,
            table: None,
            device: None,
            gemm_table: None,
            no_default_tables: false,
            table_method: Method::Weighted,
            profile: None,
            algo: None,
            scurve: ScurveSettings::default(),
            topology: TopologySettings::default(),
            lenient: false,
            read_env: true,
        }
    }
}

impl CostConfig {
    /// The defaults: platform h100, model `auto`, XLA's embedded tables for the platform's
    /// device key, no profile, the environment read.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the hardware preset.
    pub fn platform(mut self, name: impl Into<String>) -> Self {
        self.platform = Some(name.into());
        self
    }

    /// Sets the model family that answers first.
    pub fn model(mut self, model: ModelChoice) -> Self {
        self.model = model;
        self
    }

    /// Sets XLA's collective performance table.
    pub fn table(mut self, path: impl Into<PathBuf>) -> Self {
        self.table = Some(path.into());
        self
    }

    /// Sets the device key looked up in the tables.
    pub fn device(mut self, key: impl Into<String>) -> Self {
        self.device = Some(key.into());
        self
    }

    /// Sets XLA's GEMM performance table.
    pub fn gemm_table(mut self, path: impl Into<PathBuf>) -> Self {
        self.gemm_table = Some(path.into());
        self
    }

    /// Turns XLA's embedded default tables off (`true`) or on.
    pub fn no_default_tables(mut self, on: bool) -> Self {
        self.no_default_tables = on;
        self
    }

    /// Sets the interpolation method of the tables.
    pub fn table_method(mut self, method: Method) -> Self {
        self.table_method = method;
        self
    }

    /// Sets the measured profile (PGLE).
    pub fn profile(mut self, path: impl Into<PathBuf>) -> Self {
        self.profile = Some(path.into());
        self
    }

    /// Forces one HCCL algorithm (`ring`, `rhd`, ...; `auto`: HCCL's own rules).
    pub fn algo(mut self, name: impl Into<String>) -> Self {
        self.algo = Some(name.into());
        self
    }

    /// Sets the S-curve settings.
    pub fn scurve(mut self, settings: ScurveSettings) -> Self {
        self.scurve = settings;
        self
    }

    /// Sets the HCCL topology.
    pub fn topology(mut self, settings: TopologySettings) -> Self {
        self.topology = settings;
        self
    }

    /// Lets a collective that cannot be priced as a collective pass with a warning.
    pub fn lenient(mut self, on: bool) -> Self {
        self.lenient = on;
        self
    }

    /// Whether to read the S-curve's environment variables.
    pub fn read_env(mut self, on: bool) -> Self {
        self.read_env = on;
        self
    }

    /// Builds the model. `module` (when given) lets the profile be checked against its
    /// instruction names and an HCCL topology default to its device count.
    pub fn build(&self, module: Option<&Module>) -> Result<(CostModel, Vec<Warning>), Error> {
        self.prepare()?.finish(module)
    }

    /// [`CostConfig::build`] with the environment given as a lookup function.
    pub fn build_with_env(
        &self,
        module: Option<&Module>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<(CostModel, Vec<Warning>), Error> {
        self.prepare_with_env(env)?.finish(module)
    }

    /// The part of [`CostConfig::build`] that needs no module (the tables, the S-curve, the
    /// profile read): the driver prepares it while the module is parsed, then
    /// [`Prepared::finish`] completes it with the module.
    pub fn prepare(&self) -> Result<Prepared, Error> {
        if self.read_env {
            self.prepare_with_env(&|k: &str| std::env::var(k).ok())
        } else {
            self.prepare_with_env(&|_: &str| None)
        }
    }

    /// [`CostConfig::prepare`] with the environment given as a lookup function.
    pub fn prepare_with_env(
        &self,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Prepared, Error> {
        let (sol, platform) = self.scurve.resolve(self.platform.as_deref(), env)?;
        let mut model = CostModel::new(platform, sol);
        model.lenient = self.lenient;
        let method = self.table_method;
        let device = self
            .device
            .clone()
            .or_else(|| platform.table_device_key.map(str::to_string));
        let need_device = || {
            device.clone().ok_or_else(|| {
                Error::msg(format!(
                    "platform {} has no table device key: give --device",
                    platform.name
                ))
            })
        };
        // XLA's embedded tables, for the device keys they cover, unless turned off or the model
        // family never asks them (approx; scurve for collectives).
        let embedded_device = device
            .as_deref()
            .filter(|_| !self.no_default_tables && self.model != ModelChoice::Approx);
        let mut collective_origin = None;
        if let Some(path) = &self.table {
            let d = need_device()?;
            // Of a text table only the device's block is parsed.
            let t = CollectiveTable::load_device(path, &d)?;
            model.collective_table = Some(
                CollectiveInterpolator::new(&t, &d, method)
                    .map_err(|e| Error::setting(format!("--table {}", path.display()), e))?,
            );
            collective_origin = Some(TableOrigin::File(path.display().to_string()));
        } else if let Some(d) = embedded_device.filter(|_| self.model != ModelChoice::Scurve) {
            if let Some(t) = embedded::collective(d)? {
                model.collective_table = Some(
                    CollectiveInterpolator::new(&t, d, method)
                        .map_err(|e| Error::setting(embedded::COLLECTIVE_NAME, e))?,
                );
                collective_origin = Some(TableOrigin::Embedded);
            }
        }
        let mut gemm_origin = None;
        if let Some(path) = &self.gemm_table {
            let d = need_device()?;
            let t = GemmTable::load_device(path, &d)?;
            model.gemm_table = Some(
                GemmInterpolator::new(&t, &d, method)
                    .map_err(|e| Error::setting(format!("--gemm-table {}", path.display()), e))?,
            );
            gemm_origin = Some(TableOrigin::File(path.display().to_string()));
        } else if let Some(d) = embedded_device {
            if let Some(t) = embedded::gemm(d)? {
                model.gemm_table = Some(
                    GemmInterpolator::new(&t, d, method)
                        .map_err(|e| Error::setting(embedded::GEMM_NAME, e))?,
                );
                gemm_origin = Some(TableOrigin::Embedded);
            }
        }
        if let Some(path) = &self.profile {
            model.profile = Some(Profile::load(path)?);
        }
        model.algo = match self.algo.as_deref() {
            None | Some("auto") => None,
            Some(name) => Some(Algo::parse(name).map_err(|e| Error::setting("--algo", e))?),
        };
        let wants_hccl = self.model == ModelChoice::Hccl || model.algo.is_some();
        let preset = TopologySettings::default_preset(platform.name);
        let mut sized_by_module = None;
        if self.topology.has_size() {
            model.topology = Some(self.topology.build(preset)?);
        } else if wants_hccl {
            sized_by_module = Some((self.topology.clone(), preset));
        }
        model.mode = match self.model {
            ModelChoice::Approx => Mode::Approx,
            ModelChoice::Hccl => Mode::Hccl,
            ModelChoice::Auto | ModelChoice::Scurve => Mode::Stack,
        };
        if self.model == ModelChoice::Scurve {
            model.collective_table = None;
            collective_origin = None;
        }
        let s = &mut model.summary;
        s.platform_default = self.platform.is_none();
        s.device = device;
        s.model = self.model.name();
        s.profile = self.profile.as_ref().map(|p| p.display().to_string());
        s.collective_table = collective_origin;
        s.gemm_table = gemm_origin;
        Ok(Prepared {
            model,
            choice: self.model,
            profile: self.profile.clone(),
            sized_by_module,
        })
    }
}

/// A cost model without its module ([`CostConfig::prepare`]): what is left needs the module.
pub struct Prepared {
    model: CostModel,
    choice: ModelChoice,
    profile: Option<PathBuf>,
    /// An HCCL machine to size by the module's devices, and its preset.
    sized_by_module: Option<(TopologySettings, &'static str)>,
}

impl Prepared {
    /// The model for `module` (when given): the profile's names checked against its
    /// instructions, an HCCL machine sized by its device count (8 without a module).
    pub fn finish(self, module: Option<&Module>) -> Result<(CostModel, Vec<Warning>), Error> {
        let mut warnings = Vec::new();
        let Prepared {
            mut model,
            choice,
            profile,
            sized_by_module,
        } = self;
        if let (Some(p), Some(path), Some(m)) = (&model.profile, &profile, module) {
            let unknown = p.unknown_in_module(m);
            if !unknown.is_empty() {
                let shown: Vec<&str> = unknown.iter().take(5).map(String::as_str).collect();
                warnings.push(format!(
                    "profile {}: {} names match no instruction of the module and are ignored ({}{})",
                    path.display(),
                    unknown.len(),
                    shown.join(", "),
                    if unknown.len() > 5 { ", ..." } else { "" }
                ));
            }
        }
        if let Some((mut sized, preset)) = sized_by_module {
            let devices = module.map_or(8, |m| m.num_devices().max(1) as usize);
            let per = sized.devices_per_server.unwrap_or(8).max(1);
            sized.servers = Some(devices.div_ceil(per).max(1));
            sized.devices_per_server = Some(per.min(devices));
            model.topology = Some(sized.build(preset)?);
        }
        let s = &mut model.summary;
        (s.in_node, s.across_nodes) = match choice {
            ModelChoice::Approx => (CostSource::Approx, CostSource::Approx),
            ModelChoice::Hccl => (CostSource::Hccl, CostSource::Hccl),
            // A user's topology or algorithm: HCCL prices what no table covers.
            _ if model.topology.is_some() => (CostSource::Hccl, CostSource::SCurve),
            _ => (s.in_node, CostSource::SCurve),
        };
        Ok((model, warnings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NO_ENV: fn(&str) -> Option<String> = |_| None;

    #[test]
    fn defaults_follow_the_platform() {
        let (m, w) = CostConfig::new().build_with_env(None, &NO_ENV).unwrap();
        assert!(w.is_empty());
        assert_eq!(m.platform.name, "h100");
        assert_eq!(m.mode, Mode::Stack);
        assert!(m.topology.is_none());
        let (m, _) = CostConfig::new()
            .platform("b200")
            .model(ModelChoice::Hccl)
            .build_with_env(None, &NO_ENV)
            .unwrap();
        let t = m.topology.expect("hccl gets a topology");
        assert!((t.intra.gbps() - 450.0).abs() < 1e-9, "GPU links on a GPU");
        let (m, _) = CostConfig::new()
            .platform("910b")
            .algo("ring")
            .build_with_env(None, &NO_ENV)
            .unwrap();
        assert!((m.topology.unwrap().intra.gbps() - 18.3).abs() < 1e-9);
    }

    #[test]
    fn embedded_tables_are_the_default_where_they_cover_the_device() {
        let (m, _) = CostConfig::new().build_with_env(None, &NO_ENV).unwrap();
        assert!(m.collective_table.is_some() && m.gemm_table.is_some());
        assert_eq!(m.summary.collective_table, Some(TableOrigin::Embedded));
        assert_eq!(m.summary.device.as_deref(), Some("sm_90"));
        assert!(m.summary.platform_default);
        assert_eq!(m.summary.in_node, CostSource::Nccl);
        let (m, _) = CostConfig::new()
            .no_default_tables(true)
            .build_with_env(None, &NO_ENV)
            .unwrap();
        assert!(m.collective_table.is_none() && m.gemm_table.is_none());
        // GB200: collectives only (XLA's GEMM table has no sm_100_GB200 block).
        let (m, _) = CostConfig::new()
            .platform("gb200")
            .build_with_env(None, &NO_ENV)
            .unwrap();
        assert!(m.collective_table.is_some() && m.gemm_table.is_none());
        // Ascend: no table, HCCL prices collectives in a node; scurve drops the collective table.
        let (m, _) = CostConfig::new()
            .platform("910b")
            .build_with_env(None, &NO_ENV)
            .unwrap();
        assert!(m.collective_table.is_none());
        assert_eq!(m.summary.in_node, CostSource::Hccl);
        let (m, _) = CostConfig::new()
            .model(ModelChoice::Scurve)
            .build_with_env(None, &NO_ENV)
            .unwrap();
        assert!(m.collective_table.is_none() && m.gemm_table.is_some());
        assert_eq!(m.summary.collective_table, None);
    }

    fn err(c: CostConfig) -> String {
        match c.build_with_env(None, &NO_ENV) {
            Ok(_) => panic!("{c:?} built"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn bad_settings_name_the_option() {
        let e = err(CostConfig::new().algo("bogus"));
        assert!(e.starts_with("--algo"), "{e}");
        let e = err(CostConfig::new()
            .platform("mi300x")
            .table("/nonexistent.pbtxt"));
        assert!(e.contains("/nonexistent.pbtxt"), "{e}");
        assert!("hccl".parse::<ModelChoice>().unwrap() == ModelChoice::Hccl);
        assert!("x".parse::<ModelChoice>().is_err());
    }
}
