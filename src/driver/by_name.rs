//! Run options by name, for the frontends that are not the command line (Python, C): one JSON
//! object whose keys are the CLI's long options with `_` for `-` (`{"gemm_table": "g.pbtxt",
//! "single_stream": true}`), turned into the library's [`RunOptions`]. Every key is checked: an
//! unknown one, or one the job does not take, is an error naming it; `null` means "not given".
//! Values are checked for their type here and for their range where the library uses them.

use super::options::Streams;
pub use super::options::STREAM_KEYS;
use super::run::RunOptions;
use crate::cost::config::ModelChoice;
use crate::error::Error;
use crate::sched::{Direction, Interference};
use serde_json::Value;
use std::path::PathBuf;

/// The jobs a frontend can run, named as the CLI's subcommands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// `lhsched schedule`.
    Schedule,
    /// `lhsched eval`.
    Eval,
    /// `lhsched estimate FILE`.
    Estimate,
    /// `lhsched stats`.
    Stats,
    /// `lhsched profile export` (as PGLE text format).
    ProfileExport,
}

impl Job {
    /// The job named `name` (`"schedule"`, `"eval"`, `"estimate"`, `"stats"`).
    pub fn parse(name: &str) -> Option<Job> {
        match name {
            "schedule" => Some(Job::Schedule),
            "eval" => Some(Job::Eval),
            "estimate" => Some(Job::Estimate),
            "stats" => Some(Job::Stats),
            "profile_export" => Some(Job::ProfileExport),
            _ => None,
        }
    }

    /// The subcommand's name.
    pub fn name(self) -> &'static str {
        match self {
            Job::Schedule => "schedule",
            Job::Eval => "eval",
            Job::Estimate => "estimate",
            Job::Stats => "stats",
            Job::ProfileExport => "profile_export",
        }
    }
}

/// The options of one job.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct NamedOptions {
    /// Cost configuration, scheduling options and `explain`.
    pub run: RunOptions,
    /// `estimate`'s device count (default: the module's `num_partitions` x `replica_count`).
    pub num_partitions: Option<i64>,
    /// `eval`'s reference module: replay in its order (`lhsched eval --order-of REF`).
    pub order_of: Option<PathBuf>,
    /// `schedule` and `eval`: put the Chrome trace of the orders in the report, under
    /// `"trace"` (what `--trace` writes).
    pub trace: bool,
}

/// Which jobs take an option.
#[derive(Clone, Copy)]
enum Takes {
    /// schedule, eval, estimate, profile export.
    Cost,
    /// schedule, eval, profile export.
    Sched,
    /// schedule, eval.
    Trace,
    /// schedule only.
    Schedule,
    /// estimate only.
    Estimate,
    /// eval only.
    Eval,
}

impl Takes {
    fn job(self, job: Job) -> bool {
        match self {
            Takes::Cost => matches!(
                job,
                Job::Schedule | Job::Eval | Job::Estimate | Job::ProfileExport
            ),
            Takes::Sched => matches!(job, Job::Schedule | Job::Eval | Job::ProfileExport),
            Takes::Trace => matches!(job, Job::Schedule | Job::Eval),
            Takes::Schedule => job == Job::Schedule,
            Takes::Estimate => job == Job::Estimate,
            Takes::Eval => job == Job::Eval,
        }
    }
}

type Setter = fn(&mut NamedOptions, &Value) -> Result<(), String>;

/// One option: its name, the jobs that take it, and how its value lands in [`NamedOptions`].
struct Opt {
    name: &'static str,
    takes: Takes,
    set: Setter,
}

fn string(v: &Value) -> Result<String, String> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("expected a string, got {v}"))
}

fn path(v: &Value) -> Result<PathBuf, String> {
    string(v).map(PathBuf::from)
}

fn flag(v: &Value) -> Result<bool, String> {
    v.as_bool()
        .ok_or_else(|| format!("expected true or false, got {v}"))
}

fn number(v: &Value) -> Result<f64, String> {
    v.as_f64()
        .ok_or_else(|| format!("expected a number, got {v}"))
}

fn whole(v: &Value) -> Result<u64, String> {
    v.as_u64()
        .ok_or_else(|| format!("expected a whole number >= 0, got {v}"))
}

fn count(v: &Value) -> Result<usize, String> {
    usize::try_from(whole(v)?).map_err(|_| format!("{v} is too large"))
}

fn limit(v: &Value) -> Result<u32, String> {
    match whole(v).map(u32::try_from) {
        Ok(Ok(n)) if n >= 1 => Ok(n),
        _ => Err(format!(
            "expected a whole number from 1 to {}, got {v}",
            u32::MAX
        )),
    }
}

/// `{"all-gather": 2, ...}`: overlap limits per stream.
fn kind_limits(o: &mut NamedOptions, v: &Value) -> Result<(), String> {
    let map = v
        .as_object()
        .ok_or_else(|| format!("expected an object like {{\"all-gather\": 2}}, got {v}"))?;
    for (kind, n) in map {
        if !STREAM_KEYS.contains(&kind.as_str()) {
            return Err(format!(
                "unknown collective kind `{kind}` (known: {})",
                STREAM_KEYS.join(", ")
            ));
        }
        let n = limit(n).map_err(|e| format!("{kind}: {e}"))?;
        o.run.sched.kind_limits.insert(kind.clone(), n);
    }
    Ok(())
}

/// Every option, in the order of `lhsched schedule --help`.
#[rustfmt::skip]
const OPTIONS: &[Opt] = &[
    Opt { name: "explain", takes: Takes::Schedule, set: |o, v| { o.run.explain = flag(v)?; Ok(()) } },
    Opt { name: "trace", takes: Takes::Trace, set: |o, v| { o.trace = flag(v)?; Ok(()) } },
    Opt { name: "model", takes: Takes::Cost, set: |o, v| {
        o.run.cost.model = string(v)?.parse::<ModelChoice>().map_err(|e| e.to_string())?; Ok(()) } },
    Opt { name: "table", takes: Takes::Cost, set: |o, v| { o.run.cost.table = Some(path(v)?); Ok(()) } },
    Opt { name: "device", takes: Takes::Cost, set: |o, v| { o.run.cost.device = Some(string(v)?); Ok(()) } },
    Opt { name: "gemm_table", takes: Takes::Cost, set: |o, v| { o.run.cost.gemm_table = Some(path(v)?); Ok(()) } },
    Opt { name: "no_default_tables", takes: Takes::Cost, set: |o, v| { o.run.cost.no_default_tables = flag(v)?; Ok(()) } },
    Opt { name: "table_method", takes: Takes::Cost, set: |o, v| { o.run.cost.table_method = string(v)?.parse()?; Ok(()) } },
    Opt { name: "profile", takes: Takes::Cost, set: |o, v| { o.run.cost.profile = Some(path(v)?); Ok(()) } },
    Opt { name: "algo", takes: Takes::Cost, set: |o, v| { o.run.cost.algo = Some(string(v)?); Ok(()) } },
    Opt { name: "lenient", takes: Takes::Cost, set: |o, v| { o.run.cost.lenient = flag(v)?; Ok(()) } },
    Opt { name: "platform", takes: Takes::Cost, set: |o, v| { o.run.cost.platform = Some(string(v)?); Ok(()) } },
    Opt { name: "xla_options", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.xla_options = Some(string(v)?); Ok(()) } },
    Opt { name: "nccl_op_launch_us", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.nccl_op_launch_us = Some(number(v)?); Ok(()) } },
    Opt { name: "nic_speed_gbps", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.nic_speed_gbps = Some(number(v)?); Ok(()) } },
    Opt { name: "chunk_prep_us", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.chunk_prep_us = Some(number(v)?); Ok(()) } },
    Opt { name: "rtt_us", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.rtt_us = Some(number(v)?); Ok(()) } },
    Opt { name: "chunk_size_bytes", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.chunk_size_bytes = Some(whole(v)?); Ok(()) } },
    Opt { name: "gpus_per_node", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.gpus_per_node = Some(whole(v)?); Ok(()) } },
    Opt { name: "partition_size", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.partition_size = Some(whole(v)?); Ok(()) } },
    Opt { name: "hbm_bandwidth", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.hbm_bandwidth = Some(number(v)?); Ok(()) } },
    Opt { name: "scurve_corrected", takes: Takes::Cost, set: |o, v| { o.run.cost.scurve.scurve_corrected = flag(v)?; Ok(()) } },
    Opt { name: "preset", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.preset = Some(string(v)?); Ok(()) } },
    Opt { name: "servers", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.servers = Some(count(v)?); Ok(()) } },
    Opt { name: "devices_per_server", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.devices_per_server = Some(count(v)?); Ok(()) } },
    Opt { name: "ranks", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.ranks = Some(count(v)?); Ok(()) } },
    Opt { name: "intra_gbps", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.intra_gbps = Some(number(v)?); Ok(()) } },
    Opt { name: "intra_alpha_us", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.intra_alpha_us = Some(number(v)?); Ok(()) } },
    Opt { name: "inter_gbps", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.inter_gbps = Some(number(v)?); Ok(()) } },
    Opt { name: "inter_alpha_us", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.inter_alpha_us = Some(number(v)?); Ok(()) } },
    Opt { name: "gamma_gbps", takes: Takes::Cost, set: |o, v| { o.run.cost.topology.gamma_gbps = Some(number(v)?); Ok(()) } },
    Opt { name: "overlap_limit", takes: Takes::Sched, set: |o, v| { o.run.sched.overlap_limit = limit(v)?; Ok(()) } },
    Opt { name: "kind_limit", takes: Takes::Sched, set: kind_limits },
    Opt { name: "streams", takes: Takes::Sched, set: |o, v| { o.run.sched.streams = parse_streams(&string(v)?).map_err(|e| e.to_string())?; Ok(()) } },
    Opt { name: "single_stream", takes: Takes::Sched, set: |o, v| { if flag(v)? { o.run.sched.streams = Streams::Xla; } Ok(()) } },
    Opt { name: "interference", takes: Takes::Sched, set: |o, v| { o.run.sched.interference = parse_interference(&string(v)?).map_err(|e| e.to_string())?; Ok(()) } },
    Opt { name: "memory_limit", takes: Takes::Sched, set: |o, v| { o.run.sched.sched.memory_limit = Some(whole(v)?); Ok(()) } },
    Opt { name: "top_down", takes: Takes::Sched, set: |o, v| {
        o.run.sched.sched.direction = if flag(v)? { Direction::TopDown } else { Direction::BottomUp }; Ok(()) } },
    Opt { name: "single_pass", takes: Takes::Sched, set: |o, v| { o.run.sched.sched.portfolio = !flag(v)?; Ok(()) } },
    Opt { name: "improve_budget", takes: Takes::Sched, set: |o, v| { o.run.sched.sched.improve_budget = whole(v)?; Ok(()) } },
    Opt { name: "combine", takes: Takes::Schedule, set: |o, v| {
        o.run.sched.combine.mode = super::combine::CombineMode::parse(&string(v)?).map_err(|e| e.to_string())?; Ok(()) } },
    Opt { name: "combine_budget", takes: Takes::Schedule, set: |o, v| {
        o.run.sched.combine.budget = limit(v)? as usize; Ok(()) } },
    Opt { name: "combine_search", takes: Takes::Schedule, set: |o, v| {
        o.run.sched.combine.search = Some(usize::try_from(whole(v)?).unwrap_or(usize::MAX)); Ok(()) } },
    Opt { name: "xla_flags", takes: Takes::Schedule, set: |o, v| {
        o.run.sched.combine.xla = super::combine_plan::XlaThresholds::from_xla_flags(&string(v)?).map_err(|e| e.to_string())?; Ok(()) } },
    Opt { name: "order_of", takes: Takes::Eval, set: |o, v| { o.order_of = Some(path(v)?); Ok(()) } },
    Opt { name: "num_partitions", takes: Takes::Estimate, set: |o, v| {
        let n = whole(v)?;
        o.num_partitions = Some(i64::try_from(n).ok().filter(|&n| n >= 1).ok_or_else(|| format!("expected a whole number >= 1, got {v}"))?);
        Ok(()) } },
];

/// The option names `job` takes, sorted.
pub fn option_names(job: Job) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = OPTIONS
        .iter()
        .filter(|o| o.takes.job(job))
        .map(|o| o.name)
        .collect();
    v.sort_unstable();
    v
}

/// The options `job` runs with, from a JSON object of named options (`{}`: the defaults).
pub fn from_json(job: Job, options: &Value) -> Result<NamedOptions, Error> {
    let map = options
        .as_object()
        .ok_or_else(|| Error::msg(format!("options must be a JSON object, got {options}")))?;
    let mut out = NamedOptions::default();
    for (name, value) in map {
        let opt = OPTIONS.iter().find(|o| o.name == name).ok_or_else(|| {
            Error::msg(format!(
                "unknown option `{name}`{} (options of {}: {})",
                close_match(name, &option_names(job))
                    .map_or(String::new(), |m| format!("; did you mean `{m}`?")),
                job.name(),
                option_names(job).join(", ")
            ))
        })?;
        if !opt.takes.job(job) {
            return Err(Error::msg(format!(
                "option `{name}` is not an option of {}",
                job.name()
            )));
        }
        if value.is_null() {
            continue;
        }
        (opt.set)(&mut out, value).map_err(|e| Error::msg(format!("option `{name}`: {e}")))?;
    }
    let given = |k: &str| map.get(k).is_some_and(|v| !v.is_null());
    if given("single_stream") && given("streams") {
        return Err(Error::msg(
            "options `single_stream` and `streams` conflict (single_stream is streams=\"xla\")",
        ));
    }
    Ok(out)
}

/// The name of `names` closest to `given`, when it is close enough to be a slip (Jaro-Winkler
/// similarity above 0.8, the threshold clap suggests command-line options at); `-` counts as
/// `_`, so `gemm-table` finds `gemm_table`.
fn close_match<'n>(given: &str, names: &[&'n str]) -> Option<&'n str> {
    let given = given.replace('-', "_");
    names
        .iter()
        .map(|&n| (strsim::jaro_winkler(&given, n), n))
        .filter(|(score, _)| *score > 0.8)
        .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(a.1)))
        .map(|(_, n)| n)
}

/// [`from_json`] on JSON text.
pub fn from_json_text(job: Job, text: &str) -> Result<NamedOptions, Error> {
    let v: Value = serde_json::from_str(text)
        .map_err(|e| Error::msg(format!("options are not valid JSON: {e}")))?;
    from_json(job, &v)
}

/// Parses a stream mode: `xla` or `per-kind` (`--streams`).
pub fn parse_streams(s: &str) -> Result<Streams, Error> {
    match s {
        "xla" => Ok(Streams::Xla),
        "per-kind" => Ok(Streams::PerKind),
        _ => Err(Error::msg(format!(
            "`{s}` is not a stream mode (xla, per-kind)"
        ))),
    }
}

/// Parses an interference setting (`--interference`): `off` or `gemm=F,memory=F` (either part may be left out; it keeps
/// its default).
pub fn parse_interference(s: &str) -> Result<Interference, Error> {
    if s.trim() == "off" {
        return Ok(Interference::OFF);
    }
    let mut i = Interference::measured();
    for part in s.split(',') {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("`{part}` is not gemm=F or memory=F"))?;
        let v: f64 = v
            .trim()
            .parse()
            .map_err(|_| format!("`{v}` is not a number"))?;
        if !(v.is_finite() && v >= 0.0) {
            return Err(Error::msg(format!(
                "`{v}`: an interference factor must be finite and >= 0"
            )));
        }
        match k.trim() {
            "gemm" => i.gemm = v,
            "memory" => i.memory = v,
            k => {
                return Err(Error::msg(format!(
                    "unknown interference class `{k}` (gemm, memory)"
                )))
            }
        }
    }
    Ok(i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_land_in_the_options() {
        let o = from_json(
            Job::Schedule,
            &json!({"platform": "b200", "gemm_table": "g.pbtxt", "streams": "per-kind",
                    "interference": "off",
                    "kind_limit": {"all-gather": 2}, "top_down": true, "memory_limit": 1024,
                    "explain": true, "table": null, "servers": 2}),
        )
        .unwrap();
        assert_eq!(o.run.cost.platform.as_deref(), Some("b200"));
        assert_eq!(o.run.cost.gemm_table, Some(PathBuf::from("g.pbtxt")));
        assert_eq!(o.run.cost.table, None);
        assert!(o.run.sched.streams == Streams::PerKind && o.run.explain);
        assert_eq!(o.run.sched.interference, Interference::OFF);
        assert_eq!(o.run.sched.limit_for("all-gather"), 2);
        assert_eq!(o.run.sched.sched.direction, Direction::TopDown);
        assert_eq!(o.run.sched.sched.memory_limit, Some(1024));
        assert_eq!(o.run.cost.topology.servers, Some(2));
        let e = from_json(Job::Estimate, &json!({"num_partitions": 16})).unwrap();
        assert_eq!(e.num_partitions, Some(16));
    }

    #[test]
    fn bad_options_are_errors_naming_the_key() {
        let err = |job, v: Value| from_json(job, &v).unwrap_err().to_string();
        let e = err(Job::Schedule, json!({"platfrom": "h100"}));
        assert!(e.contains("`platfrom`; did you mean `platform`?"), "{e}");
        let e = err(Job::Schedule, json!({"gemm-table": "g.pb"}));
        assert!(e.contains("did you mean `gemm_table`?"), "{e}");
        let e = err(Job::Schedule, json!({"overlap_limt": 2}));
        assert!(e.contains("did you mean `overlap_limit`?"), "{e}");
        let e = err(Job::Schedule, json!({"zzz": 1}));
        assert!(!e.contains("did you mean"), "{e}");
        assert!(err(Job::Eval, json!({"explain": true})).contains("not an option of eval"));
        assert!(err(Job::Stats, json!({"platform": "h100"})).contains("platform"));
        assert!(err(Job::Schedule, json!({"overlap_limit": 0})).contains("overlap_limit"));
        assert!(err(Job::Schedule, json!({"overlap_limit": "2"})).contains("overlap_limit"));
        assert!(err(Job::Schedule, json!({"memory_limit": -1})).contains("memory_limit"));
        assert!(err(Job::Schedule, json!({"kind_limit": {"al-gather": 2}})).contains("al-gather"));
        assert!(err(Job::Schedule, json!({"model": "fast"})).contains("fast"));
        assert!(err(Job::Schedule, json!({"table_method": "cubic"})).contains("cubic"));
        assert!(err(Job::Estimate, json!({"num_partitions": 0})).contains("num_partitions"));
        assert!(err(Job::Schedule, json!([1])).contains("JSON object"));
        let e = err(
            Job::Eval,
            json!({"single_stream": true, "streams": "per-kind"}),
        );
        assert!(e.contains("conflict"), "{e}");
        assert!(err(Job::Eval, json!({"streams": "many"})).contains("streams"));
        assert!(err(Job::Eval, json!({"interference": "gemm=x"})).contains("interference"));
        assert!(from_json_text(Job::Schedule, "{")
            .unwrap_err()
            .to_string()
            .contains("JSON"));
    }

    #[test]
    fn every_job_lists_its_names() {
        assert!(option_names(Job::Stats).is_empty());
        let s = option_names(Job::Schedule);
        assert!(s.contains(&"explain") && !s.contains(&"num_partitions"));
        assert!(!option_names(Job::Eval).contains(&"explain"));
        assert!(option_names(Job::Estimate).contains(&"num_partitions"));
        assert!(!option_names(Job::Estimate).contains(&"overlap_limit"));
    }
}
