//! What a cost model prices with, in words and as JSON, for reports: the platform (and whether
//! it is the default), the table device key, where each table came from, and which model family
//! answers for collectives inside a node, across nodes, and for kernels.

use super::estimate::CostSource;
use super::hardware::Platform;
use serde_json::{json, Value};
use std::fmt::Write;

/// Where a measured table came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableOrigin {
    /// XLA's own table, compiled in (`tables/xla/`).
    Embedded,
    /// A file the user gave (`--table`, `--gemm-table`).
    File(String),
}

impl TableOrigin {
    /// `embedded` or the file's path.
    pub fn name(&self) -> &str {
        match self {
            TableOrigin::Embedded => "embedded",
            TableOrigin::File(f) => f,
        }
    }

    fn words(&self) -> String {
        match self {
            TableOrigin::Embedded => "XLA's measured table (embedded)".to_string(),
            TableOrigin::File(f) => format!("the table {f}"),
        }
    }
}

/// The description of one cost model (see the module doc).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct CostSummary {
    /// The platform preset.
    pub platform: &'static Platform,
    /// True when no platform was given and [`crate::cost::config::DEFAULT_PLATFORM`] applies.
    pub platform_default: bool,
    /// The device key looked up in the tables, if any.
    pub device: Option<String>,
    /// The `--model` choice (`auto`, `scurve`, `hccl`, `approx`).
    pub model: &'static str,
    /// The collective table in use, if any.
    pub collective_table: Option<TableOrigin>,
    /// The GEMM table in use, if any.
    pub gemm_table: Option<TableOrigin>,
    /// A measured profile in use (its path), if any.
    pub profile: Option<String>,
    /// What prices collectives inside one node that no table covers.
    pub in_node: CostSource,
    /// What prices collectives across nodes.
    pub across_nodes: CostSource,
}

/// A model family in words.
pub fn source_words(s: CostSource) -> &'static str {
    match s {
        CostSource::Profile => "the measured profile",
        CostSource::CollectiveTable => "the collective table",
        CostSource::GemmTable => "the GEMM table",
        CostSource::SCurve => "XLA's S-curve model",
        CostSource::Hccl => "HCCL's formulas",
        CostSource::Nccl => "an NCCL-style analytical model",
        CostSource::Roofline => "the roofline",
        CostSource::Approx => "XLA's fixed constants",
        CostSource::NoOp => "nothing (no work)",
    }
}

impl CostSummary {
    /// The analytical family that prices collectives inside a node on `platform` when no table
    /// covers them: HCCL's formulas on Ascend, the NCCL-style model on GPUs.
    pub fn in_node_default(platform: &Platform) -> CostSource {
        if platform.scale_up.is_some() {
            CostSource::Nccl
        } else {
            CostSource::Hccl
        }
    }

    /// One line: `platform h100 (the default: NVIDIA H100 ...), device sm_90; collectives ...`.
    pub fn text(&self) -> String {
        let mut s = format!(
            "platform {} ({}{}), device {}",
            self.platform.name,
            if self.platform_default {
                "the default; "
            } else {
                ""
            },
            self.platform.description,
            self.device.as_deref().unwrap_or("none")
        );
        if self.model == "approx" {
            s.push_str("; everything: XLA's fixed constants (--model approx)");
            return s;
        }
        if let Some(p) = &self.profile {
            let _ = write!(s, "; first the profile {p}");
        }
        let in_node = match (&self.collective_table, self.model) {
            (_, "hccl") => "HCCL's formulas (--model hccl)".to_string(),
            (Some(t), _) => format!("{}, else {}", t.words(), source_words(self.in_node)),
            (None, _) => source_words(self.in_node).to_string(),
        };
        let _ = write!(
            s,
            "; collectives in a node: {in_node}; across nodes: {}; GEMMs: {}",
            source_words(self.across_nodes),
            match &self.gemm_table {
                Some(t) => format!("{}, else the roofline", t.words()),
                None => "the roofline".to_string(),
            }
        );
        s
    }

    /// As JSON: `platform`, `platform_default`, `device`, `model`, `collective_table`,
    /// `gemm_table`, `profile`, `in_node`, `across_nodes` (source names as in `priced_by`).
    pub fn json(&self) -> Value {
        json!({
            "platform": self.platform.name,
            "platform_default": self.platform_default,
            "device": self.device,
            "model": self.model,
            "collective_table": self.collective_table.as_ref().map(TableOrigin::name),
            "gemm_table": self.gemm_table.as_ref().map(TableOrigin::name),
            "profile": self.profile,
            "in_node": self.in_node.name(),
            "across_nodes": self.across_nodes.name(),
        })
    }
}
