//! The cost options shared by `schedule`, `eval` and `estimate`: platform and S-curve knobs,
//! measured tables, a profile, an HCCL topology, and which model family answers first.

use super::cost_args::ScurveArgs;
use super::hccl::{topology, TopoArgs};
use clap::{Args, ValueEnum};
use lhsched::cost::hccl::Algo;
use lhsched::cost::profile::Profile;
use lhsched::cost::stack::{CostModel, Mode};
use lhsched::cost::tables::{
    CollectiveInterpolator, CollectiveTable, GemmInterpolator, GemmTable, Method,
};
use lhsched::hlo::Module;
use std::error::Error;
use std::path::PathBuf;

/// Which model family prices collectives first.
#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ModelChoice {
    /// Profile, tables, S-curve across partitions, HCCL fallback, roofline.
    #[default]
    Auto,
    /// The S-curve model wherever it applies (same as auto without tables).
    Scurve,
    /// HCCL's algorithms for every collective.
    Hccl,
    /// XLA's fixed constants for everything.
    Approx,
}

/// Cost-model options.
#[derive(Args, Debug, Clone)]
pub struct CostArgs {
    /// Which model family prices collectives first.
    #[arg(long, value_enum, default_value_t = ModelChoice::Auto, help_heading = "Cost model")]
    pub model: ModelChoice,
    /// XLA collective performance table (text or binary) for collectives inside one partition.
    /// Of a text table only the device's block is parsed; the binary form that
    /// `lhsched table convert` writes (`.pb`) is the fast form.
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub table: Option<PathBuf>,
    /// Device key in the tables (default: the platform's, e.g. sm_90 for h100).
    #[arg(long, value_name = "KEY", help_heading = "Cost model")]
    pub device: Option<String>,
    /// XLA GEMM performance table (text or binary). Of a text table only the device's block
    /// is parsed; `lhsched table convert` to `.pb` is the fast form.
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub gemm_table: Option<PathBuf>,
    /// Interpolation method for the tables.
    #[arg(long, value_enum, default_value_t = TableMethod::Weighted, help_heading = "Cost model")]
    pub table_method: TableMethod,
    /// Measured instruction costs in XLA's PGLE format (ProfiledInstructionsProto, text or binary).
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub profile: Option<PathBuf>,
    /// HCCL algorithm for every collective (`auto`: HCCL's own selection rules).
    #[arg(long, value_name = "NAME|auto", help_heading = "Cost model")]
    pub algo: Option<String>,
    #[command(flatten)]
    pub scurve: ScurveArgs,
    /// The HCCL machine, used with `--model hccl`, `--algo`, or when `--servers` is given.
    #[command(
        flatten,
        next_help_heading = "HCCL topology (with --model hccl, --algo or --servers)"
    )]
    pub topo: TopoArgs,
}

/// The interpolation methods, as a command-line value.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableMethod {
    /// Euclidean-weighted average over the nearest measured points.
    Weighted,
    /// XLA's nearest neighbour.
    Nearest,
}

/// What building the model noticed but did not refuse (printed as warnings).
pub type Warnings = Vec<String>;

impl CostArgs {
    /// Builds the estimator stack. `module` (when given) lets the profile be checked against
    /// its instruction names and an HCCL topology default to its device count.
    pub fn build(&self, module: Option<&Module>) -> Result<(CostModel, Warnings), Box<dyn Error>> {
        let (sol, platform) = self.scurve.resolve()?;
        let mut model = CostModel::new(platform, sol);
        let mut warnings = Vec::new();
        let method = match self.table_method {
            TableMethod::Weighted => Method::Weighted,
            TableMethod::Nearest => Method::Nearest,
        };
        let device = self
            .device
            .clone()
            .or_else(|| platform.table_device_key.map(str::to_string));
        let need_device = || {
            device.clone().ok_or_else(|| {
                format!(
                    "platform {} has no table device key: give --device",
                    platform.name
                )
            })
        };
        if let Some(path) = &self.table {
            let d = need_device()?;
            let t = CollectiveTable::load_device(path, &d)?;
            model.collective_table = Some(
                CollectiveInterpolator::new(&t, &d, method)
                    .map_err(|e| format!("--table {}: {e}", path.display()))?,
            );
        }
        if let Some(path) = &self.gemm_table {
            let d = need_device()?;
            let t = GemmTable::load_device(path, &d)?;
            model.gemm_table = Some(
                GemmInterpolator::new(&t, &d, method)
                    .map_err(|e| format!("--gemm-table {}: {e}", path.display()))?,
            );
        }
        if let Some(path) = &self.profile {
            let p = Profile::load(path)?;
            if let Some(m) = module {
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
            model.profile = Some(p);
        }
        model.algo = match self.algo.as_deref() {
            None | Some("auto") => None,
            Some(name) => Some(Algo::parse(name)?),
        };
        let wants_hccl = self.model == ModelChoice::Hccl || model.algo.is_some();
        if self.topo.servers.is_some() || self.topo.ranks.is_some() {
            model.topology = Some(topology(&self.topo)?);
        } else if wants_hccl {
            let mut topo_args = self.topo.clone();
            let devices = module.map_or(8, |m| m.num_devices().max(1) as usize);
            let per = self.topo.devices_per_server.unwrap_or(8).max(1);
            topo_args.servers = Some(devices.div_ceil(per).max(1));
            topo_args.devices_per_server = Some(per.min(devices));
            model.topology = Some(topology(&topo_args)?);
        }
        model.mode = match self.model {
            ModelChoice::Approx => Mode::Approx,
            ModelChoice::Hccl => Mode::Hccl,
            ModelChoice::Auto | ModelChoice::Scurve => Mode::Stack,
        };
        if self.model == ModelChoice::Scurve {
            model.collective_table = None;
        }
        Ok((model, warnings))
    }
}
