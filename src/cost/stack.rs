//! The estimator stack: each question goes to the most trustworthy model that can answer it,
//! falling back in order, and every answer says which model gave it.
//!
//! Order: (1) a measured profile (PGLE) by instruction name; (2) XLA's measured tables
//! (embedded by default, or the user's): collectives inside one partition, GEMMs; (3) the
//! analytical models: XLA's S-curve across partitions, HCCL's algorithms when a topology is
//! given, and for collectives no table covers the platform's library: the NCCL-style model on
//! GPUs, HCCL's formulas on Ascend; (4) the roofline for every other kernel, no-ops free. Mode
//! `Approx` answers everything with XLA's fixed constants instead, for comparison with XLA's
//! default.

use super::approx::{self, FusionKind};
use super::error::CostError;
use super::estimate::{CommSplit, CostSource, Estimate};
use super::estimator::LatencyEstimator;
use super::hardware::Platform;
use super::hccl::{self, Topology};
use super::hlo_spec::{collective_spec, gemm_spec, roofline_spec};
use super::nccl;
use super::profile::Profile;
use super::scurve::{self, SolConfig};
use super::spec::{CollectiveSpec, CommType};
use super::summary::CostSummary;
use super::tables::{CollectiveInterpolator, GemmInterpolator};
use crate::hlo::{CompId, InstrId, Module, Opcode};

/// Which family of models answers first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Profile, tables, S-curve or HCCL, roofline (the default).
    #[default]
    Stack,
    /// HCCL's algorithms price every collective (needs a topology).
    Hccl,
    /// XLA's fixed constants (`ApproximateLatencyEstimator`/`GpuLatencyEstimator`) for everything.
    Approx,
}

/// Every model the stack may consult, with the platform it prices for.
pub struct CostModel {
    /// The hardware: memory bandwidth, peak flops, launch overhead.
    pub platform: &'static Platform,
    /// Which family answers first.
    pub mode: Mode,
    /// Measured per-instruction costs, by name.
    pub profile: Option<Profile>,
    /// XLA's collective table for the platform's device key.
    pub collective_table: Option<CollectiveInterpolator>,
    /// XLA's GEMM table for the platform's device key.
    pub gemm_table: Option<GemmInterpolator>,
    /// The S-curve model's settings (partition size = devices per NVLink domain).
    pub sol: SolConfig,
    /// An explicit HCCL topology; without one, HCCL prices only what nothing else covers, on
    /// the platform's default server.
    pub topology: Option<Topology>,
    /// An HCCL algorithm forced for every collective (`--algo`), else HCCL's own policy.
    pub algo: Option<hccl::Algo>,
    /// Seconds an async start spends on the compute stream launching its collective.
    pub async_launch_s: f64,
    /// A collective that cannot be priced as a collective is a warning, not an error.
    pub lenient: bool,
    /// What the model prices with, for reports ([`CostSummary::text`]).
    pub summary: CostSummary,
}

impl CostModel {
    /// A stack for `platform` with its S-curve preset and no tables, profile or topology.
    pub fn new(platform: &'static Platform, sol: SolConfig) -> Self {
        CostModel {
            platform,
            mode: Mode::Stack,
            profile: None,
            collective_table: None,
            gemm_table: None,
            sol,
            topology: None,
            algo: None,
            async_launch_s: platform.launch_overhead_s,
            lenient: false,
            summary: CostSummary {
                platform,
                platform_default: false,
                device: None,
                model: "auto",
                collective_table: None,
                gemm_table: None,
                profile: None,
                in_node: CostSummary::in_node_default(platform),
                across_nodes: CostSource::SCurve,
            },
        }
    }

    /// The NCCL-style model's price of `spec` on the platform's links (`None` on a platform
    /// without them: Ascend, where HCCL's formulas answer).
    fn nccl_estimate(&self, spec: &CollectiveSpec) -> Option<Estimate> {
        let fabric = nccl::Fabric::of(
            self.platform,
            self.sol.nic_speed_gbps,
            self.sol.effective_partition_size(),
        )?;
        nccl::estimate(spec, &fabric)
            .ok()
            .map(|s| Estimate::new(s, CostSource::Nccl))
    }

    /// The HCCL server the platform stands for when no topology is given: an Ascend 910B
    /// server for `910b`, an 8-GPU NVLink node with 400 Gb/s NICs otherwise.
    fn default_topology(&self, servers: usize) -> Option<Topology> {
        let preset = if self.platform.name == "910b" {
            "910b"
        } else {
            "nvlink-8x400g"
        };
        Topology::preset(preset, servers.max(1)).ok()
    }

    fn hccl_estimate(&self, spec: &CollectiveSpec, topo: &Topology) -> Option<Estimate> {
        match self.algo {
            Some(algo) => {
                let op = hccl::Op::from_kind(spec.kind)?;
                let group = topo.for_group(spec.group_size as usize).ok()?;
                hccl::cost(algo, op, spec.bytes, &group)
                    .ok()
                    .map(|s| Estimate::new(s, CostSource::Hccl))
            }
            None => hccl::select::estimate_spec(spec, topo).ok(),
        }
    }

    /// The time of one collective, from the best model that covers it.
    pub fn collective_estimate(&self, spec: &CollectiveSpec) -> Option<Estimate> {
        if self.mode == Mode::Approx {
            let s = approx::gpu_async_latency(Some(spec.kind), spec.bytes, false);
            return Some(Estimate::new(s, CostSource::Approx));
        }
        if let (Mode::Hccl, Some(t)) = (self.mode, &self.topology) {
            if let Some(e) = self.hccl_estimate(spec, t) {
                return Some(e);
            }
        }
        if spec.comm_type == CommType::SinglePartition {
            if let Some(t) = &self.collective_table {
                if let Ok((s, in_range)) = t.estimate_in_range(spec) {
                    return Some(Estimate {
                        extrapolated: !in_range,
                        ..Estimate::new(s, CostSource::CollectiveTable)
                    });
                }
            }
        } else if let Ok(s) = scurve::estimate(spec, &self.sol) {
            return Some(Estimate::new(s, CostSource::SCurve));
        }
        if let Some(t) = &self.topology {
            if let Some(e) = self.hccl_estimate(spec, t) {
                return Some(e);
            }
        }
        if let Some(e) = self.nccl_estimate(spec) {
            return Some(e);
        }
        let domain = self.sol.effective_partition_size().max(1) as usize;
        let servers = (spec.group_size as usize).div_ceil(domain);
        let topo = self.default_topology(servers)?;
        self.hccl_estimate(spec, &topo)
            .or_else(|| self.point_to_point(spec, self.topology.as_ref().unwrap_or(&topo)))
    }

    /// Collective-permute, send and recv: every pair transfers its bytes at once, each over
    /// the intra- or inter-server link of `topo` it crosses; the slowest pair decides
    /// (one alpha-beta step, the model HCCL's formulas use for a single transfer).
    fn point_to_point(&self, spec: &CollectiveSpec, topo: &Topology) -> Option<Estimate> {
        use super::spec::CollectiveKind::*;
        if !matches!(spec.kind, CollectivePermute | Send | Recv) {
            return None;
        }
        let per_server = topo.devices_per_server.max(1) as i64;
        let crosses = |a: i64, b: i64| a.div_euclid(per_server) != b.div_euclid(per_server);
        let inter = match spec.comm_type {
            CommType::SinglePartition => {
                spec.source_target_pairs.iter().any(|&(a, b)| crosses(a, b))
            }
            _ => true,
        };
        let link = if inter { &topo.inter } else { &topo.intra };
        Some(Estimate::new(
            link.alpha_s + spec.bytes as f64 * link.beta_s_per_byte,
            CostSource::Hccl,
        ))
    }

    /// The collective instruction `id` performs, priced; `Ok(None)` for non-collectives. A
    /// collective that cannot be priced as one (malformed groups, a kind no model covers) is an
    /// error naming the instruction.
    pub fn collective_of(
        &self,
        m: &Module,
        c: CompId,
        id: InstrId,
    ) -> Result<Option<Estimate>, CostError> {
        let looked = collective_spec(m, c, id, self.sol.effective_partition_size());
        let full = match &looked {
            Ok(Some(spec)) => self.collective_estimate(spec),
            _ => None,
        };
        self.priced_collective(m, c, id, &looked, full)
    }

    /// [`CostModel::collective_of`] from the spec already looked up (`looked`) and its price
    /// (`full`), so one look at a collective serves its pair latency and its split.
    fn priced_collective(
        &self,
        m: &Module,
        c: CompId,
        id: InstrId,
        looked: &Result<Option<CollectiveSpec>, CostError>,
        full: Option<Estimate>,
    ) -> Result<Option<Estimate>, CostError> {
        let named = |msg: String| {
            let comp = m.computation(c);
            CostError::invalid(
                format!("`{}` (instruction {})", comp.instr(id).name, id.0),
                msg,
            )
        };
        let spec = match looked {
            Ok(Some(spec)) => spec,
            Ok(None) => return Ok(None),
            Err(e) => return Err(named(format!("cannot be priced as a collective: {e}"))),
        };
        match full {
            Some(e) => Ok(Some(e)),
            None => Err(named(format!(
                "no model prices a {} of {} bytes over groups of {}",
                spec.kind.name(),
                spec.bytes,
                spec.group_size
            ))),
        }
    }

    /// Every collective of `m` that cannot be priced as a collective, with why; with
    /// [`CostModel::lenient`] these are priced as kernels, and a frontend warns about each.
    pub fn unpriced_collectives(&self, m: &Module) -> Vec<String> {
        let mut out = Vec::new();
        for (ci, comp) in m.computations.iter().enumerate() {
            let c = CompId(ci as u32);
            for &id in &comp.order {
                let op = comp.instr(id).opcode;
                if op.is_collective()
                    || op.is_async_start()
                    || matches!(op, Opcode::Send | Opcode::Recv)
                {
                    if let Err(e) = self.collective_of(m, c, id) {
                        out.push(format!(
                            "computation {}: {e}; priced as a kernel (--lenient)",
                            comp.name
                        ));
                    }
                }
            }
        }
        out
    }

    /// Every collective of `m` the collective table prices from outside its measured byte
    /// range (its answer extrapolated, [`Estimate::extrapolated`]), in module order, as
    /// [`CostModel::describe_collective`] words it. A run gets the same list from the pricing
    /// it does anyway ([`crate::driver::ModuleEval::extrapolated`]); this prices them again.
    pub fn collectives_outside_table(&self, m: &Module) -> Vec<String> {
        if self.collective_table.is_none() {
            return Vec::new();
        }
        let p = self.sol.effective_partition_size();
        let mut out = Vec::new();
        for (ci, comp) in m.computations.iter().enumerate() {
            let c = CompId(ci as u32);
            for &id in &comp.order {
                let op = comp.instr(id).opcode;
                if !(op.is_collective() || op.is_async_start()) {
                    continue;
                }
                let Ok(Some(spec)) = collective_spec(m, c, id, p) else {
                    continue;
                };
                if self
                    .collective_estimate(&spec)
                    .is_some_and(|e| e.extrapolated)
                {
                    out.push(self.describe_collective(m, c, id));
                }
            }
        }
        out
    }

    /// Collective `id` of computation `c` in a warning's words: `computation: `name`
    /// (instruction id, kind of bytes)`, or without kind and bytes where it is no collective.
    pub fn describe_collective(&self, m: &Module, c: CompId, id: InstrId) -> String {
        let comp = m.computation(c);
        let what = match collective_spec(m, c, id, self.sol.effective_partition_size()) {
            Ok(Some(spec)) => format!(
                ", {} of {}",
                spec.kind,
                crate::units::human_bytes(spec.bytes)
            ),
            _ => String::new(),
        };
        format!(
            "{}: `{}` (instruction {}{what})",
            comp.name,
            comp.instr(id).name,
            id.0
        )
    }

    /// `r`, unless the model is lenient: then an error becomes `Ok(None)` (the caller prices
    /// the instruction as a kernel, and [`CostModel::unpriced_collectives`] names it).
    fn strict(
        &self,
        r: Result<Option<Estimate>, CostError>,
    ) -> Result<Option<Estimate>, CostError> {
        match r {
            Err(_) if self.lenient => Ok(None),
            r => r,
        }
    }

    fn approx_node(&self, m: &Module, c: CompId, id: InstrId) -> Estimate {
        let ins = m.computation(c).instr(id);
        let kind = ins.fusion_kind().and_then(FusionKind::parse);
        let ns = ins
            .frontend_attributes()
            .into_iter()
            .find(|(k, _)| k == "latency_metadata")
            .and_then(|(_, v)| v.trim().parse::<f64>().ok());
        Estimate::new(
            approx::gpu_node_cost(ins.opcode.name(), kind, ns),
            CostSource::Approx,
        )
    }
}

impl LatencyEstimator for CostModel {
    fn collective_split(&self, m: &Module, c: CompId, start: InstrId) -> Option<CommSplit> {
        self.comm_split(m, c, start)
    }

    fn node_cost(&self, m: &Module, c: CompId, id: InstrId) -> Result<Estimate, CostError> {
        let ins = m.computation(c).instr(id);
        if self.mode == Mode::Approx {
            return Ok(self.approx_node(m, c, id));
        }
        if ins.opcode.is_async_done() {
            return Ok(Estimate::new(0.0, CostSource::NoOp));
        }
        if let Some(s) = self.profile.as_ref().and_then(|p| p.cost(&ins.name)) {
            if !ins.opcode.is_async_start() {
                return Ok(Estimate::new(s, CostSource::Profile));
            }
        }
        if ins.opcode.is_async_start() {
            return Ok(Estimate::new(self.async_launch_s, CostSource::NoOp));
        }
        if ins.opcode.is_noop() || ins.opcode.runs_called_code() {
            return Ok(Estimate::new(0.0, CostSource::NoOp));
        }
        if ins.opcode.is_collective() {
            if let Some(e) = self.strict(self.collective_of(m, c, id))? {
                return Ok(e);
            }
        }
        // The GEMM operands are worked out only when there is a table to look them up in.
        if let Some(t) = &self.gemm_table {
            if let Some(Ok(s)) = gemm_spec(m, c, id).map(|g| t.estimate(&g)) {
                return Ok(Estimate::new(
                    s + self.platform.launch_overhead_s,
                    CostSource::GemmTable,
                ));
            }
        }
        let spec = roofline_spec(m, c, id);
        Ok(
            super::roofline::estimate_instruction(ins.opcode.name(), &spec, self.platform)
                .unwrap_or_else(|_| self.approx_node(m, c, id)),
        )
    }

    fn latency(
        &self,
        m: &Module,
        c: CompId,
        from: InstrId,
        to: InstrId,
    ) -> Result<Estimate, CostError> {
        self.edge_latency(m, c, from, to, || self.collective_of(m, c, from))
    }

    fn async_pair(
        &self,
        m: &Module,
        c: CompId,
        start: InstrId,
        done: InstrId,
    ) -> (Result<Estimate, CostError>, Option<CommSplit>) {
        // One look at the collective (its groups expanded once) and one price of it serve both.
        let looked = collective_spec(m, c, start, self.sol.effective_partition_size());
        let full = std::cell::OnceCell::new();
        let full = || {
            *full.get_or_init(|| match &looked {
                Ok(Some(spec)) => self.collective_estimate(spec),
                _ => None,
            })
        };
        let latency = self.edge_latency(m, c, start, done, || {
            self.priced_collective(m, c, start, &looked, full())
        });
        let split = match &looked {
            Ok(Some(_)) => {
                let full = full();
                looked
                    .ok()
                    .flatten()
                    .map(|spec| self.split_of(m, c, start, spec, full))
            }
            _ => None,
        };
        (latency, split)
    }
}

impl CostModel {
    /// The latency of the edge `from` -> `to`; `collective` prices `from` as a collective
    /// ([`CostModel::collective_of`]) when the pair needs it.
    fn edge_latency(
        &self,
        m: &Module,
        c: CompId,
        from: InstrId,
        to: InstrId,
        collective: impl FnOnce() -> Result<Option<Estimate>, CostError>,
    ) -> Result<Estimate, CostError> {
        let comp = m.computation(c);
        let (f, t) = (comp.instr(from), comp.instr(to));
        let pair = f.opcode.is_async_start() && t.opcode.is_async_done();
        if let Some(p) = &self.profile {
            if let Some(s) = p.latency(&f.name, &t.name) {
                return Ok(Estimate::new(s, CostSource::Profile));
            }
            if pair {
                if let Some(s) = p.cost(&f.name) {
                    return Ok(Estimate::new(s, CostSource::Profile));
                }
            }
        }
        if !pair {
            return Ok(match self.mode {
                Mode::Approx => Estimate::new(approx::edge_latency(false), CostSource::Approx),
                _ => Estimate::new(0.0, CostSource::NoOp),
            });
        }
        if self.mode == Mode::Approx {
            return Ok(Estimate::new(
                approx::edge_latency(true),
                CostSource::Approx,
            ));
        }
        if f.opcode == Opcode::CopyStart {
            let spec = roofline_spec(m, c, from);
            return Ok(super::roofline::estimate(&spec, self.platform)
                .map(|s| Estimate::new(s, CostSource::Roofline))
                .unwrap_or(Estimate::new(0.0, CostSource::NoOp)));
        }
        Ok(self.strict(collective())?.unwrap_or_else(|| {
            // An async op that is not a collective (async compute), or with `lenient` a
            // collective no model prices: price its wrapped work.
            let spec = roofline_spec(m, c, from);
            super::roofline::estimate(&spec, self.platform)
                .map(|s| Estimate::new(s, CostSource::Roofline))
                .unwrap_or(Estimate::new(0.0, CostSource::NoOp))
        }))
    }
}
