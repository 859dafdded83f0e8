//! How the driver maps collectives onto streams, and the scheduler's configuration.

use crate::sched::SchedConfig;
use std::collections::BTreeMap;

/// The driver's knobs: stream mapping, overlap limits, and the scheduler's own config.
#[derive(Clone, Debug)]
pub struct DriverOptions {
    /// All collectives share one stream (XLA:GPU's `kGpuAsyncStreamCollectives`); otherwise
    /// each collective kind has its own stream, as in XLA's generic async tracker.
    pub single_stream: bool,
    /// Collectives that may be in flight at once on a stream (XLA's default: 1).
    pub overlap_limit: u32,
    /// Per-kind overrides of `overlap_limit` (`all-gather` -> 2).
    pub kind_limits: BTreeMap<String, u32>,
    /// The scheduler's configuration (direction, rules, memory limit, explain).
    pub sched: SchedConfig,
}

impl Default for DriverOptions {
    fn default() -> Self {
        DriverOptions {
            single_stream: false,
            overlap_limit: 1,
            kind_limits: BTreeMap::new(),
            sched: SchedConfig::default(),
        }
    }
}

impl DriverOptions {
    /// The overlap limit of stream `key` (a collective kind, or `collectives` for the shared one).
    pub fn limit_for(&self, key: &str) -> u32 {
        self.kind_limits
            .get(key)
            .copied()
            .unwrap_or(self.overlap_limit)
            .max(1)
    }
}
