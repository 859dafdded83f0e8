//! The one place for scheduling options: how collectives map onto streams, how many may be in
//! flight, the time model (interference, shared bandwidth), the memory limit and the
//! scheduler's search. Defaults follow the platform; the CLI only fills this from its flags.

pub use super::combine::CombineConfig;
use crate::cost::hardware::Platform;
use crate::sched::{Interference, SchedConfig, TimeModel};
use std::collections::BTreeMap;
use std::fmt;

/// How async work maps onto streams (resources).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Streams {
    /// XLA:GPU's rule, the default on every platform: every collective (collective-permute
    /// included) runs on one collective stream (`kGpuAsyncStreamCollectives`) with
    /// `overlap_limit` in flight (XLA's `xla_gpu_experimental_parallel_collective_overlap_limit`,
    /// default 1); send and recv on their own P2P streams (XLA's `kGpuAsyncStreamSend0` /
    /// `Recv0`, one each); copies and other async work on the async-compute resource
    /// (`parallel_async_compute_limit`, 2). On the Ascend preset (`910b`) the same rule stands
    /// for HCCL's: the graph engine issues collectives in order on one communication stream
    /// per model (our reading of CANN's stream assignment; no published overlap limit, so 1).
    #[default]
    Xla,
    /// One stream per collective kind with `overlap_limit` (or a `kind_limits` entry) each, as
    /// in XLA's generic async tracker: not what XLA:GPU runs.
    PerKind,
}

impl Streams {
    /// "xla" or "per-kind".
    pub fn name(self) -> &'static str {
        match self {
            Streams::Xla => "xla",
            Streams::PerKind => "per-kind",
        }
    }
}

/// Why options cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsError(pub String);

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OptionsError {}

/// Kinds that share the one collective stream under [`Streams::Xla`].
pub const SHARED_KINDS: [&str; 7] = [
    "all-gather",
    "all-reduce",
    "reduce-scatter",
    "all-to-all",
    "ragged-all-to-all",
    "collective-permute",
    "collective-broadcast",
];

/// The streams whose overlap limit `--kind-limit` may set: one per collective kind
/// ([`SHARED_KINDS`]), `send` and `recv`, `copy` for async copies, and `collectives` for the one
/// shared stream of [`Streams::Xla`].
pub const STREAM_KEYS: [&str; SHARED_KINDS.len() + 4] = {
    let mut keys = [""; SHARED_KINDS.len() + 4];
    let mut i = 0;
    while i < SHARED_KINDS.len() {
        keys[i] = SHARED_KINDS[i];
        i += 1;
    }
    keys[i] = "send";
    keys[i + 1] = "recv";
    keys[i + 2] = "copy";
    keys[i + 3] = "collectives";
    keys
};

/// The scheduling options (see the module doc). Build with [`DriverOptions::for_platform`] or
/// `default()` and the builder methods.
#[derive(Clone, Debug)]
pub struct DriverOptions {
    /// Stream mapping.
    pub streams: Streams,
    /// Collectives that may be in flight at once on one stream (XLA's default: 1).
    pub overlap_limit: u32,
    /// Per-stream overrides of `overlap_limit`, by stream key (`all-gather` under
    /// [`Streams::PerKind`]; `collectives`, `send`, `recv`, `copy` under [`Streams::Xla`]).
    pub kind_limits: BTreeMap<String, u32>,
    /// Async copies and computations in flight at once under [`Streams::Xla`] (XLA: 2).
    pub async_compute_limit: u32,
    /// Compute slowdown while collectives run.
    pub interference: Interference,
    /// Collectives in flight together on one link class share its bandwidth.
    pub share_bandwidth: bool,
    /// The scheduler's configuration (direction, rules, memory limit, explain).
    pub sched: SchedConfig,
    /// Which collectives travel together (`--combine`; default off).
    pub combine: CombineConfig,
}

impl Default for DriverOptions {
    /// XLA:GPU's streams, limit 1, measured interference, shared bandwidth.
    fn default() -> Self {
        DriverOptions {
            streams: Streams::Xla,
            overlap_limit: 1,
            kind_limits: BTreeMap::new(),
            async_compute_limit: 2,
            interference: Interference::measured(),
            share_bandwidth: true,
            sched: SchedConfig::default(),
            combine: CombineConfig::default(),
        }
    }
}

impl DriverOptions {
    /// The defaults for `platform` (every preset, GPU and Ascend, follows the rule documented
    /// at [`Streams::Xla`]).
    pub fn for_platform(_platform: &Platform) -> Self {
        Self::default()
    }

    /// XLA's own model: its streams and limits, no interference, no shared bandwidth.
    pub fn xla_model() -> Self {
        Self::default()
            .interference(Interference::OFF)
            .share_bandwidth(false)
    }

    /// Sets the stream mapping.
    pub fn streams(mut self, s: Streams) -> Self {
        self.streams = s;
        self
    }

    /// Sets the overlap limit (0 is read as 1).
    pub fn overlap_limit(mut self, n: u32) -> Self {
        self.overlap_limit = n.max(1);
        self
    }

    /// Sets one stream's limit (checked by [`DriverOptions::validate`]).
    pub fn kind_limit(mut self, key: &str, n: u32) -> Self {
        self.kind_limits.insert(key.to_string(), n.max(1));
        self
    }

    /// Sets the interference factors.
    pub fn interference(mut self, i: Interference) -> Self {
        self.interference = i;
        self
    }

    /// Turns shared bandwidth on or off.
    pub fn share_bandwidth(mut self, on: bool) -> Self {
        self.share_bandwidth = on;
        self
    }

    /// Sets how collectives are combined.
    pub fn combine(mut self, c: CombineConfig) -> Self {
        self.combine = c;
        self
    }

    /// Sets the memory limit in bytes.
    pub fn memory_limit(mut self, bytes: Option<u64>) -> Self {
        self.sched.memory_limit = bytes;
        self
    }

    /// Checks the options: a per-kind limit for a kind that shares the one collective stream
    /// under [`Streams::Xla`] would be ignored, so it is an error (use `--overlap-limit`, or
    /// `--streams per-kind`).
    pub fn validate(&self) -> Result<(), OptionsError> {
        if self.streams == Streams::Xla {
            for k in self.kind_limits.keys() {
                if SHARED_KINDS.contains(&k.as_str()) {
                    return Err(OptionsError(format!(
                        "--kind-limit {k}=N: under --streams xla every collective shares one \
                         stream, so a limit per kind cannot apply; use --overlap-limit N (or \
                         --kind-limit collectives=N), or --streams per-kind"
                    )));
                }
            }
        }
        if !(self.interference.gemm.is_finite()
            && self.interference.gemm >= 0.0
            && self.interference.memory.is_finite()
            && self.interference.memory >= 0.0)
        {
            return Err(OptionsError(format!(
                "interference factors must be finite and >= 0 (gemm={}, memory={})",
                self.interference.gemm, self.interference.memory
            )));
        }
        Ok(())
    }

    /// The stream (resource) key and limit of async work with statistics label `label`.
    pub fn resource_for(&self, label: &str) -> (String, u32) {
        let key = match self.streams {
            Streams::PerKind => label.to_string(),
            Streams::Xla => match label {
                "send" | "recv" => label.to_string(),
                "copy" | "async" => "async-compute".to_string(),
                _ => "collectives".to_string(),
            },
        };
        let limit = match (self.streams, key.as_str()) {
            (Streams::Xla, "send" | "recv") => self.kind_limits.get(&key).copied().unwrap_or(1),
            (Streams::Xla, "async-compute") => self
                .kind_limits
                .get("copy")
                .copied()
                .unwrap_or(self.async_compute_limit),
            _ => self.limit_for(&key),
        };
        (key, limit.max(1))
    }

    /// The overlap limit of stream `key` (a collective kind, or `collectives` for the shared one).
    pub fn limit_for(&self, key: &str) -> u32 {
        self.kind_limits
            .get(key)
            .copied()
            .unwrap_or(self.overlap_limit)
            .max(1)
    }

    /// The time model the graphs carry.
    pub fn time_model(&self) -> TimeModel {
        TimeModel {
            interference: self.interference,
            share_bandwidth: self.share_bandwidth,
        }
    }

    /// The model in force, for reports: streams, limits, interference, shared bandwidth.
    pub fn describe(&self) -> String {
        let streams = match self.streams {
            Streams::Xla => format!(
                "xla (one collective stream, {} in flight; send/recv streams; async compute {})",
                self.limit_for("collectives"),
                self.kind_limits
                    .get("copy")
                    .copied()
                    .unwrap_or(self.async_compute_limit)
            ),
            Streams::PerKind => format!("per-kind ({} in flight per kind)", self.overlap_limit),
        };
        let inter = if self.interference.is_off() {
            "off".to_string()
        } else {
            format!(
                "gemm={} memory={}",
                self.interference.gemm, self.interference.memory
            )
        };
        let mut s = format!(
            "streams {streams}; interference {inter}; shared bandwidth {}",
            if self.share_bandwidth { "on" } else { "off" }
        );
        for (k, v) in &self.kind_limits {
            s.push_str(&format!("; limit {k}={v}"));
        }
        s
    }

    /// The model in force as JSON: `streams`, `overlap_limit`, `kind_limits`,
    /// `async_compute_limit`, `interference` {gemm, memory}, `share_bandwidth`.
    pub fn model_json(&self) -> serde_json::Value {
        serde_json::json!({
            "streams": self.streams.name(),
            "overlap_limit": self.overlap_limit,
            "kind_limits": self.kind_limits,
            "async_compute_limit": self.async_compute_limit,
            "interference": {
                "gemm": self.interference.gemm,
                "memory": self.interference.memory,
            },
            "share_bandwidth": self.share_bandwidth,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_limit_on_the_shared_stream_is_an_error() {
        let o = DriverOptions::default().kind_limit("all-gather", 2);
        let e = o.validate().expect_err("ignored limit must be refused");
        assert!(
            e.0.contains("all-gather") && e.0.contains("per-kind"),
            "{e}"
        );
        let o = o.streams(Streams::PerKind);
        o.validate().expect("applies per kind");
        assert_eq!(o.resource_for("all-gather"), ("all-gather".into(), 2));
        let o = DriverOptions::default().kind_limit("collectives", 3);
        o.validate().expect("the shared stream's limit");
        assert_eq!(o.resource_for("reduce-scatter"), ("collectives".into(), 3));
        assert_eq!(o.resource_for("copy"), ("async-compute".into(), 2));
        assert_eq!(o.resource_for("send"), ("send".into(), 1));
    }
}
