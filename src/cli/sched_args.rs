//! Scheduling options shared by `schedule` and `eval`: how collectives map onto streams, how
//! many may overlap, the memory limit, and the scheduler's search.

use super::bytes_arg;
use clap::Args;
use lhsched::driver::by_name::{parse_interference, parse_streams, STREAM_KEYS};
use lhsched::driver::options::Streams;
use lhsched::driver::DriverOptions;
use lhsched::sched::{Direction, Interference, SchedConfig, IMPROVE_BUDGET};

/// Stream and scheduler options.
#[derive(Args, Debug, Clone)]
pub struct SchedArgs {
    /// Collectives that may be in flight at once on one stream (XLA's
    /// `xla_gpu_experimental_parallel_collective_overlap_limit`, default 1).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..), help_heading = "Scheduling")]
    pub overlap_limit: u32,
    /// Overlap limit of one stream, e.g. `all-gather=2` (repeatable). Under `--streams xla`
    /// only `collectives`, `send`, `recv` and `copy` (async compute) have streams of their
    /// own: a limit for a kind sharing the collective stream is an error.
    #[arg(long, value_name = "KIND=N", value_parser = kind_limit, help_heading = "Scheduling")]
    pub kind_limit: Vec<(String, u32)>,
    /// How collectives map onto streams: `xla` (default: XLA:GPU's one collective stream,
    /// send/recv streams, async compute limit 2) or `per-kind` (one stream per kind).
    #[arg(long, value_name = "MODE", value_parser = streams_arg, default_value = "xla",
          help_heading = "Scheduling")]
    pub streams: Streams,
    /// Alias of `--streams xla` (the default), kept for old command lines.
    #[arg(long, conflicts_with = "streams", help_heading = "Scheduling")]
    pub single_stream: bool,
    /// Compute slowdown while collectives run: `off` (XLA's model) or `gemm=F,memory=F`
    /// (default `gemm=0.2,memory=0.4`; arXiv 2507.03114, NVIDIA/nccl#1428, Concerto).
    #[arg(long, value_name = "off|gemm=F,memory=F", value_parser = interference_arg,
          help_heading = "Scheduling")]
    pub interference: Option<Interference>,
    /// Peak live bytes the schedule must not exceed (`16GiB`); the input order is the fallback.
    #[arg(long, value_name = "BYTES", value_parser = bytes_arg, help_heading = "Scheduling")]
    pub memory_limit: Option<u64>,
    /// Schedule from the sources towards the sinks (default: bottom-up, like XLA).
    #[arg(long, help_heading = "Scheduling")]
    pub top_down: bool,
    /// Run only the one list-scheduler pass instead of the portfolio of variants.
    #[arg(long, help_heading = "Scheduling")]
    pub single_pass: bool,
    /// Moves the improvement pass may try on the best order of a computation of at most 5,000
    /// nodes, each judged by a replay of the time model (0: no pass). A larger budget tries
    /// the same moves first, so it never ends longer; on communication-bound modules it finds
    /// more at a proportional cost: 20000 takes XLA's uncombined ring attention from 5,503 to
    /// 5,478 us (XLA's rules and costs) in 1.35 s instead of 0.3.
    #[arg(long, value_name = "N", default_value_t = IMPROVE_BUDGET,
          help_heading = "Scheduling")]
    pub improve_budget: u64,
}

impl SchedArgs {
    /// The driver options these arguments select; `explain` records every decision.
    pub fn options(&self, explain: bool) -> DriverOptions {
        let d = DriverOptions::default();
        DriverOptions {
            streams: if self.single_stream {
                Streams::Xla
            } else {
                self.streams
            },
            overlap_limit: self.overlap_limit,
            interference: self.interference.unwrap_or(d.interference),
            sched: SchedConfig {
                direction: if self.top_down {
                    Direction::TopDown
                } else {
                    Direction::BottomUp
                },
                memory_limit: self.memory_limit,
                explain,
                portfolio: !self.single_pass,
                improve_budget: self.improve_budget,
                ..SchedConfig::default()
            },
            kind_limits: self.kind_limit.iter().cloned().collect(),
            ..d
        }
    }
}

/// Parses `--streams`.
fn streams_arg(s: &str) -> Result<Streams, String> {
    parse_streams(s).map_err(|e| e.to_string())
}

/// Parses `--interference`.
fn interference_arg(s: &str) -> Result<Interference, String> {
    parse_interference(s).map_err(|e| e.to_string())
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
