//! The cost options shared by `schedule`, `eval` and `estimate`: platform and S-curve knobs,
//! measured tables, a profile, an HCCL topology, and which model family answers first. They
//! only fill the library's [`CostConfig`], which owns the defaults and builds the model.

use super::cost_args::ScurveArgs;
use super::hccl::TopoArgs;
use clap::{Args, ValueEnum};
use lhsched::cost::config::{CostConfig, ModelChoice as Model};
use lhsched::cost::tables::Method;
use std::path::PathBuf;

/// Which model family prices collectives first.
#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ModelChoice {
    /// Profile, tables (XLA's embedded ones by default), S-curve across partitions, the
    /// NCCL-style model (HCCL's on Ascend) for what no table covers, roofline.
    #[default]
    Auto,
    /// The S-curve model across partitions, the NCCL-style model (HCCL's on Ascend) inside one
    /// (auto without the collective table).
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
    /// XLA collective performance table (text or binary) for collectives inside one partition,
    /// instead of XLA's embedded one. Of a text table only the device's block is parsed; the
    /// binary form that `lhsched table convert` writes (`.pb`) is the fast form.
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub table: Option<PathBuf>,
    /// Device key in the tables (default: the platform's, e.g. sm_90 for h100, the default
    /// platform).
    #[arg(long, value_name = "KEY", help_heading = "Cost model")]
    pub device: Option<String>,
    /// XLA GEMM performance table (text or binary), instead of XLA's embedded one. Of a text
    /// table only the device's block is parsed; `lhsched table convert` to `.pb` is the fast form.
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub gemm_table: Option<PathBuf>,
    /// Do not use XLA's measured tables compiled into lhsched (the default for device keys sm_90,
    /// sm_100_B200, sm_100_GB200, sm_103, sm_107, gfx942, gfx950 when --table / --gemm-table is
    /// not given): collectives in a node then go to the analytical model (NCCL-style on GPUs,
    /// HCCL on Ascend), GEMMs to the roofline.
    #[arg(long, help_heading = "Cost model")]
    pub no_default_tables: bool,
    /// Interpolation method for the tables.
    #[arg(long, value_enum, default_value_t = TableMethod::Weighted, help_heading = "Cost model")]
    pub table_method: TableMethod,
    /// Measured instruction costs in XLA's PGLE format (ProfiledInstructionsProto, text or binary).
    #[arg(long, value_name = "FILE", help_heading = "Cost model")]
    pub profile: Option<PathBuf>,
    /// HCCL algorithm for every collective (`auto`: HCCL's own selection rules).
    #[arg(long, value_name = "NAME|auto", help_heading = "Cost model")]
    pub algo: Option<String>,
    /// A collective that cannot be priced as a collective (a malformed replica group) is a
    /// warning naming it, priced as a kernel, instead of an error.
    #[arg(long, help_heading = "Cost model")]
    pub lenient: bool,
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

impl CostArgs {
    /// The library's cost configuration these flags select.
    pub fn config(&self) -> CostConfig {
        let mut c = CostConfig::new()
            .model(match self.model {
                ModelChoice::Auto => Model::Auto,
                ModelChoice::Scurve => Model::Scurve,
                ModelChoice::Hccl => Model::Hccl,
                ModelChoice::Approx => Model::Approx,
            })
            .table_method(match self.table_method {
                TableMethod::Weighted => Method::Weighted,
                TableMethod::Nearest => Method::Nearest,
            })
            .scurve(self.scurve.settings())
            .topology(self.topo.settings())
            .lenient(self.lenient)
            .no_default_tables(self.no_default_tables);
        c.platform = self.scurve.platform.clone();
        c.table = self.table.clone();
        c.device = self.device.clone();
        c.gemm_table = self.gemm_table.clone();
        c.profile = self.profile.clone();
        c.algo = self.algo.clone();
        c
    }
}
