//! Scheduling options shared by `schedule` and `eval`: how collectives map onto streams, how
//! many may overlap, the memory limit, and the scheduler's search.

use super::bytes_arg;
use clap::Args;
use lhsched::driver::by_name::STREAM_KEYS;
use lhsched::driver::DriverOptions;
use lhsched::sched::{Direction, SchedConfig};

/// Stream and scheduler options.
#[derive(Args, Debug, Clone)]
pub struct SchedArgs {
    /// Collectives that may be in flight at once on one stream (XLA's default: 1).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..), help_heading = "Scheduling")]
    pub overlap_limit: u32,
    /// Overlap limit of one collective kind's stream, e.g. `all-gather=2` (repeatable).
    #[arg(long, value_name = "KIND=N", value_parser = kind_limit, help_heading = "Scheduling")]
    pub kind_limit: Vec<(String, u32)>,
    /// Every collective shares one stream, as on XLA:GPU (default: one stream per kind).
    #[arg(long, help_heading = "Scheduling")]
    pub single_stream: bool,
    /// Peak live bytes the schedule must not exceed (`16GiB`); the input order is the fallback.
    #[arg(long, value_name = "BYTES", value_parser = bytes_arg, help_heading = "Scheduling")]
    pub memory_limit: Option<u64>,
    /// Schedule from the sources towards the sinks (default: bottom-up, like XLA).
    #[arg(long, help_heading = "Scheduling")]
    pub top_down: bool,
    /// Run only the one list-scheduler pass instead of the portfolio of variants.
    #[arg(long, help_heading = "Scheduling")]
    pub single_pass: bool,
}

impl SchedArgs {
    /// The driver options these arguments select; `explain` records every decision.
    pub fn options(&self, explain: bool) -> DriverOptions {
        DriverOptions {
            single_stream: self.single_stream,
            overlap_limit: self.overlap_limit,
            sched: SchedConfig {
                direction: if self.top_down {
                    Direction::TopDown
                } else {
                    Direction::BottomUp
                },
                memory_limit: self.memory_limit,
                explain,
                portfolio: !self.single_pass,
                ..SchedConfig::default()
            },
            kind_limits: self.kind_limit.iter().cloned().collect(),
        }
    }
}

/// Parses `KIND=N` with a known collective kind and N >= 1.
fn kind_limit(s: &str) -> Result<(String, u32), String> {
    let (k, n) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}` is not KIND=N"))?;
    let known = STREAM_KEYS;
    let k = k.trim();
    if !known.contains(&k) {
        return Err(format!(
            "unknown collective kind `{k}` (known: {})",
            known.join(", ")
        ));
    }
    match n.trim().parse::<u32>() {
        Ok(v) if v >= 1 => Ok((k.to_string(), v)),
        _ => Err(format!("`{n}` is not a limit >= 1")),
    }
}
