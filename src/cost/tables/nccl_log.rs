//! Reading nccl-tests output (`all_reduce_perf`, `all_gather_perf`, `reduce_scatter_perf`,
//! `alltoall_perf`, `sendrecv_perf`; NVIDIA/nccl-tests `src/common.cu` prints it): the header
//! (`# nThread 1 nGpus 8 minBytes ...`), the `# Rank N Group G Pid P on HOST device D ...` lines,
//! the column header, one row per size, and the closing summary. Every line is accounted for:
//! a line that is not nccl-tests output is an error naming the file and line, or, when lenient,
//! skipped and listed.
//!
//! Row layout (`common.cu`, printed per size): `size count type redop [root]` then, for the
//! out-of-place and the in-place run, `time algbw busbw #wrong` (time in µs; `#wrong` is `N/A`
//! without validation; releases before 2.10 have no `root` column and print a float `error`).
//! `size` is `max(send bytes, receive bytes)` of one rank: the whole buffer of an all-reduce, the
//! gathered output of an all-gather, the scattered input of a reduce-scatter, a rank's send buffer
//! of an all-to-all, the message of a send/recv.

use super::error::SpecError;
use super::error::TableError;
use crate::cost::spec::CollectiveKind;
use crate::hlo::element_type::ElementType;

/// The nccl-tests programs lhsched can turn into table entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NcclOp {
    /// `all_reduce_perf`.
    AllReduce,
    /// `all_gather_perf`.
    AllGather,
    /// `reduce_scatter_perf`.
    ReduceScatter,
    /// `alltoall_perf`.
    AllToAll,
    /// `sendrecv_perf` (a ring: rank i sends to i+1, XLA's collective-permute).
    SendRecv,
}

impl NcclOp {
    /// Every op, in a fixed order.
    pub const ALL: [NcclOp; 5] = [
        NcclOp::AllReduce,
        NcclOp::AllGather,
        NcclOp::ReduceScatter,
        NcclOp::AllToAll,
        NcclOp::SendRecv,
    ];

    /// The program name (`all_reduce_perf`).
    pub fn binary(self) -> &'static str {
        match self {
            NcclOp::AllReduce => "all_reduce_perf",
            NcclOp::AllGather => "all_gather_perf",
            NcclOp::ReduceScatter => "reduce_scatter_perf",
            NcclOp::AllToAll => "alltoall_perf",
            NcclOp::SendRecv => "sendrecv_perf",
        }
    }

    /// The XLA collective it measures.
    pub fn kind(self) -> CollectiveKind {
        match self {
            NcclOp::AllReduce => CollectiveKind::AllReduce,
            NcclOp::AllGather => CollectiveKind::AllGather,
            NcclOp::ReduceScatter => CollectiveKind::ReduceScatter,
            NcclOp::AllToAll => CollectiveKind::AllToAll,
            NcclOp::SendRecv => CollectiveKind::CollectivePermute,
        }
    }

    /// From a program name (`all_reduce_perf`, a path to it, `all_reduce_perf_mpi`), an XLA
    /// opcode (`all-reduce`) or a short name (`all_reduce`, `alltoall`, `sendrecv`).
    pub fn parse(name: &str) -> Option<NcclOp> {
        let base = name.trim().rsplit('/').next().unwrap_or("");
        let base = base.strip_suffix("_mpi").unwrap_or(base);
        let base = base.strip_suffix("_perf").unwrap_or(base);
        match base.replace('-', "_").as_str() {
            "all_reduce" => Some(NcclOp::AllReduce),
            "all_gather" => Some(NcclOp::AllGather),
            "reduce_scatter" => Some(NcclOp::ReduceScatter),
            "alltoall" | "all_to_all" => Some(NcclOp::AllToAll),
            "sendrecv" | "collective_permute" => Some(NcclOp::SendRecv),
            _ => None,
        }
    }

    /// How many elements of `size` bytes one rank's `count` column names: nccl-tests prints
    /// the per-rank count, `size / n` for all-gather, reduce-scatter and all-to-all.
    pub fn count_divisor(self, ranks: u64) -> u64 {
        match self {
            NcclOp::AllGather | NcclOp::ReduceScatter | NcclOp::AllToAll => ranks,
            NcclOp::AllReduce | NcclOp::SendRecv => 1,
        }
    }
}

impl std::str::FromStr for NcclOp {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        NcclOp::parse(s).ok_or_else(|| {
            format!(
                "`{s}` is not an nccl-tests collective lhsched imports (all_reduce, all_gather, \
                 reduce_scatter, alltoall, sendrecv)"
            )
        })
    }
}

/// The XLA element type of an nccl-tests type name (`float`, `bfloat16`, `half`, `int8`, ...;
/// `common.cu` `test_typenames`, older releases `char` and `int`).
pub fn nccl_dtype(name: &str) -> Option<ElementType> {
    Some(match name {
        "int8" | "char" => ElementType::S8,
        "uint8" => ElementType::U8,
        "int32" | "int" => ElementType::S32,
        "uint32" => ElementType::U32,
        "int64" => ElementType::S64,
        "uint64" => ElementType::U64,
        "half" | "float16" => ElementType::F16,
        "float" | "float32" => ElementType::F32,
        "double" | "float64" => ElementType::F64,
        "bfloat16" => ElementType::Bf16,
        "f8e4m3" | "fp8_e4m3" => ElementType::F8E4M3FN,
        "f8e5m2" | "fp8_e5m2" => ElementType::F8E5M2,
        _ => return None,
    })
}

/// One measured size.
#[derive(Clone, Debug, PartialEq)]
pub struct NcclRow {
    /// 1-based line in its file.
    pub line: usize,
    /// The `size` column, bytes.
    pub bytes: u64,
    /// The `count` column, elements.
    pub count: u64,
    /// The `type` column.
    pub dtype: ElementType,
    /// Out-of-place time, µs.
    pub out_of_place_us: f64,
    /// In-place time, µs (`None` when printed `N/A`).
    pub in_place_us: Option<f64>,
}

/// One test run: a header, its ranks and its rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NcclRun {
    /// 1-based line of its `# nThread` header.
    pub line: usize,
    /// The op named by `# Collective test starting:` before it, with that line.
    pub op: Option<(NcclOp, usize)>,
    /// `nThread` x `nGpus` of the header (GPUs of one process); 0 without a header.
    pub gpus_per_process: u64,
    /// Host of each `# Rank` line, in rank order as printed.
    pub rank_hosts: Vec<String>,
    /// The rows, in file order.
    pub rows: Vec<NcclRow>,
}

impl NcclRun {
    /// Ranks taking part: the `# Rank` lines, else the GPUs of one process (0: unknown).
    pub fn ranks(&self) -> u64 {
        if self.rank_hosts.is_empty() {
            self.gpus_per_process
        } else {
            self.rank_hosts.len() as u64
        }
    }

    /// Ranks per host when the ranks span several hosts with the same number each; `None` on
    /// one host (or without `# Rank` lines); an error text when hosts hold different numbers.
    pub fn ranks_per_host(&self) -> Result<Option<u64>, SpecError> {
        let mut per: std::collections::BTreeMap<&str, u64> = Default::default();
        for h in &self.rank_hosts {
            *per.entry(h.as_str()).or_default() += 1;
        }
        if per.len() <= 1 {
            return Ok(None);
        }
        let first = per.values().next().copied().unwrap_or(0);
        if per.values().any(|&c| c != first) {
            return Err(SpecError::from(format!(
                "ranks are spread unevenly over {} hosts ({:?})",
                per.len(),
                per
            )));
        }
        Ok(Some(first))
    }
}

/// A whole log: its runs plus what was passed over.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NcclLog {
    /// The file name used in messages.
    pub file: String,
    /// The runs, in file order.
    pub runs: Vec<NcclRun>,
    /// Lines skipped because not understood (lenient only): line number and text.
    pub skipped: Vec<(usize, String)>,
    /// NCCL's own debug lines (`host:pid:tid [d] NCCL INFO ...`), passed over.
    pub nccl_debug_lines: usize,
    /// Rows of zero bytes, passed over (a table has no zero-size transfers).
    pub zero_rows: usize,
}

fn err(file: &str, line: usize, msg: impl Into<String>) -> TableError {
    TableError::new(file, Some(format!("line {line}")), msg)
}

/// Strips Open MPI's `--tag-output` prefix (`[1,0]<stdout>:`).
fn strip_mpi_tag(line: &str) -> &str {
    if let Some(rest) = line.strip_prefix('[') {
        if let Some((tag, after)) = rest.split_once("]<") {
            let ok_tag = tag
                .split(',')
                .all(|p| p.bytes().all(|b| b.is_ascii_digit()));
            if ok_tag {
                for stream in ["stdout>:", "stderr>:"] {
                    if let Some(text) = after.strip_prefix(stream) {
                        return text;
                    }
                }
            }
        }
    }
    line
}

/// NCCL's own debug output: `host:pid:tid [dev] NCCL INFO|WARN ...` or `NCCL version ...`.
fn is_nccl_debug(line: &str) -> bool {
    line.starts_with("NCCL version ")
        || line.contains(" NCCL INFO ")
        || line.contains(" NCCL WARN ")
        || line.ends_with(" NCCL INFO")
}

fn parse_header(body: &str) -> Option<u64> {
    let t: Vec<&str> = body.split_whitespace().collect();
    let get = |key: &str| -> Option<u64> {
        let i = t.iter().position(|w| *w == key)?;
        t.get(i + 1)?.parse().ok()
    };
    get("nThread")?.checked_mul(get("nGpus")?)
}

/// `Rank N [Group G] Pid P on HOST device D ...` -> host.
fn parse_rank(body: &str) -> Option<String> {
    let t: Vec<&str> = body.split_whitespace().collect();
    if t.first() != Some(&"Rank") || t.get(1)?.parse::<u64>().is_err() {
        return None;
    }
    let on = t.iter().position(|w| *w == "on")?;
    t.iter().position(|w| *w == "Pid")?;
    t.iter().position(|w| *w == "device")?;
    Some(t.get(on + 1)?.to_string())
}

/// The summary and header lines nccl-tests prints after `#` that carry no data.
fn is_known_comment(body: &str) -> bool {
    const PREFIXES: [&str; 9] = [
        "nccl-tests version",
        "Collective test concluded",
        "Using devices",
        "Avg bus bandwidth",
        "Errors with asterisks",
        "Reducing maxBytes",
        "Blocking Enabled",
        "(B)",
        "size ",
    ];
    body.is_empty()
        || PREFIXES.iter().any(|p| body.starts_with(p))
        || (body.starts_with("out-of-place") && body.contains("in-place"))
        || body.starts_with("bytes ")
}

fn parse_time(tok: &str) -> Option<Option<f64>> {
    if tok == "N/A" {
        return Some(None);
    }
    let v: f64 = tok.parse().ok()?;
    (v.is_finite() && v > 0.0).then_some(Some(v))
}

/// The `#wrong` (or, before 2.10, float `error`) column: `Err` when it reports wrong results.
fn check_wrong(tok: &str) -> Result<(), String> {
    if tok == "N/A" {
        return Ok(());
    }
    if tok.ends_with('*') {
        return Err(format!(
            "the error column `{tok}` exceeds nccl-tests' threshold"
        ));
    }
    if let Ok(n) = tok.parse::<u64>() {
        return if n == 0 {
            Ok(())
        } else {
            Err(format!(
                "{n} wrong values: the collective returned wrong data"
            ))
        };
    }
    match tok.parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(()),
        _ => Err(format!("`{tok}` is not an error count")),
    }
}

/// Checks `algbw = size / time` (GB/s from bytes and µs) within the printing precision.
fn check_algbw(bytes: u64, time_us: f64, tok: &str) -> Result<(), String> {
    let printed: f64 = tok
        .parse()
        .map_err(|_| format!("`{tok}` is not a bandwidth"))?;
    let implied = bytes as f64 / (time_us * 1e3);
    if (implied - printed).abs() <= 0.011 + 0.01 * printed {
        Ok(())
    } else {
        Err(format!(
            "algbw {printed} GB/s does not match size / time = {implied:.3} GB/s (columns misread?)"
        ))
    }
}

fn parse_row(toks: &[&str], line: usize) -> Result<NcclRow, String> {
    // size count type redop [root] | time algbw busbw wrong | time algbw busbw wrong
    let lead = match toks.len() {
        13 => 5,
        12 => 4,
        n => {
            return Err(format!(
                "a data row has 12 or 13 columns (size count type redop [root], then time algbw \
                 busbw #wrong twice); this one has {n}"
            ))
        }
    };
    let int = |t: &str, what: &str| {
        t.parse::<u64>()
            .map_err(|_| format!("{what} `{t}` is not a non-negative integer"))
    };
    let bytes = int(toks[0], "size")?;
    let count = int(toks[1], "count")?;
    let dtype = nccl_dtype(toks[2])
        .ok_or_else(|| format!("type `{}` is not an nccl-tests data type", toks[2]))?;
    if lead == 5 {
        toks[4]
            .parse::<i64>()
            .map_err(|_| format!("root `{}` is not an integer", toks[4]))?;
    }
    let out = &toks[lead..lead + 4];
    let inp = &toks[lead + 4..lead + 8];
    let out_t = match parse_time(out[0]) {
        Some(Some(t)) => t,
        _ => {
            return Err(format!(
                "out-of-place time `{}` is not a positive number of µs",
                out[0]
            ))
        }
    };
    let in_t = parse_time(inp[0]).ok_or_else(|| {
        format!(
            "in-place time `{}` is not a positive number of µs or N/A",
            inp[0]
        )
    })?;
    check_wrong(out[3]).map_err(|e| format!("out-of-place: {e}"))?;
    check_wrong(inp[3]).map_err(|e| format!("in-place: {e}"))?;
    if bytes > 0 {
        check_algbw(bytes, out_t, out[1]).map_err(|e| format!("out-of-place: {e}"))?;
        if let Some(t) = in_t {
            check_algbw(bytes, t, inp[1]).map_err(|e| format!("in-place: {e}"))?;
        }
    }
    Ok(NcclRow {
        line,
        bytes,
        count,
        dtype,
        out_of_place_us: out_t,
        in_place_us: in_t,
    })
}

/// Parses one log. `file` names it in errors; `lenient` skips lines that are not nccl-tests
/// output (listed in [`NcclLog::skipped`]) instead of failing on the first.
pub fn parse_log(file: &str, text: &str, lenient: bool) -> Result<NcclLog, TableError> {
    let mut log = NcclLog {
        file: file.to_string(),
        ..Default::default()
    };
    let mut pending_op: Option<(NcclOp, usize)> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = strip_mpi_tag(raw.trim_end_matches('\r')).trim();
        let unknown = |log: &mut NcclLog, why: String| -> Result<(), TableError> {
            if lenient {
                log.skipped.push((n, line.to_string()));
                Ok(())
            } else {
                Err(err(file, n, why))
            }
        };
        if line.is_empty() {
            continue;
        }
        if is_nccl_debug(line) {
            log.nccl_debug_lines += 1;
            continue;
        }
        if let Some(body) = line.strip_prefix('#') {
            let body = body.trim();
            if let Some(name) = body.strip_prefix("Collective test starting:") {
                let op = NcclOp::parse(name).ok_or_else(|| {
                    err(
                        file,
                        n,
                        format!(
                            "`{}` is not a collective lhsched imports (all_reduce_perf, \
                             all_gather_perf, reduce_scatter_perf, alltoall_perf, sendrecv_perf)",
                            name.trim()
                        ),
                    )
                })?;
                pending_op = Some((op, n));
            } else if body.starts_with("nThread ") {
                let gpus = parse_header(body)
                    .ok_or_else(|| err(file, n, "header without `nThread N nGpus M` numbers"))?;
                log.runs.push(NcclRun {
                    line: n,
                    op: pending_op.take(),
                    gpus_per_process: gpus,
                    ..Default::default()
                });
            } else if body.starts_with("Rank ") {
                let host = parse_rank(body).ok_or_else(|| {
                    err(
                        file,
                        n,
                        "a `# Rank` line needs `Rank N [Group G] Pid P on HOST device D`",
                    )
                })?;
                let run = log
                    .runs
                    .last_mut()
                    .ok_or_else(|| err(file, n, "`# Rank` line before any `# nThread` header"))?;
                if !run.rows.is_empty() {
                    return Err(err(file, n, "`# Rank` line after the data rows of its run"));
                }
                run.rank_hosts.push(host);
            } else if let Some(rest) = body.strip_prefix("Out of bounds values") {
                if rest.contains("FAILED") {
                    return Err(err(
                        file,
                        n,
                        "nccl-tests reports wrong results (`Out of bounds values ... FAILED`)",
                    ));
                }
            } else if !is_known_comment(body) {
                unknown(&mut log, format!("not an nccl-tests line: `{line}`"))?;
            }
            continue;
        }
        let toks: Vec<&str> = line.split_whitespace().collect();
        let first_is_int = toks.first().is_some_and(|t| t.parse::<u64>().is_ok());
        if !first_is_int {
            unknown(&mut log, format!("not an nccl-tests line: `{line}`"))?;
            continue;
        }
        let row = match parse_row(&toks, n) {
            Ok(r) => r,
            Err(e) => {
                unknown(&mut log, e)?;
                continue;
            }
        };
        if log.runs.is_empty() {
            // A pasted excerpt that lost its header: a run whose op and rank count the caller
            // must give (`--op`, `--ranks`); the count column is checked against them.
            log.runs.push(NcclRun {
                line: n,
                op: pending_op.take(),
                ..Default::default()
            });
        }
        let Some(run) = log.runs.last_mut() else {
            return Err(err(file, n, "internal: no run for a data row"));
        };
        if row.bytes == 0 {
            log.zero_rows += 1;
            continue;
        }
        run.rows.push(row);
    }
    if log.runs.iter().all(|r| r.rows.is_empty()) {
        return Err(TableError::new(
            file,
            None,
            "no nccl-tests results (no `# nThread` header followed by data rows)",
        ));
    }
    Ok(log)
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: &str = "\
# nccl-tests version 2.13.9 nccl-headers=21903 nccl-library=21903
# Collective test starting: all_gather_perf
# nThread 1 nGpus 1 minBytes 1024 maxBytes 2048 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid   1887 on   worker-1 device  0 [0x8d] NVIDIA H100 80GB HBM3
#  Rank  1 Group  0 Pid   1888 on   worker-1 device  1 [0x91] NVIDIA H100 80GB HBM3
#
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
        1024           128     float    none      -1    10.24    0.10    0.05      0    10.00    0.10    0.05      0
        2048           256     float    none      -1    10.24    0.20    0.10      0      N/A     N/A     N/A    N/A
# Out of bounds values : 0 OK
# Avg bus bandwidth    : 0.075
#
# Collective test concluded: all_gather_perf
";

    #[test]
    fn reads_a_run() {
        let log = parse_log("x.log", LOG, false).unwrap();
        assert_eq!(log.runs.len(), 1);
        let r = &log.runs[0];
        assert_eq!(r.op, Some((NcclOp::AllGather, 2)));
        assert_eq!(r.ranks(), 2);
        assert_eq!(r.rows.len(), 2);
        assert_eq!(r.rows[0].line, 12);
        assert_eq!(r.rows[1].in_place_us, None);
        assert_eq!(r.ranks_per_host(), Ok(None));
    }

    #[test]
    fn bad_lines_name_file_and_line() {
        let bad = LOG.replace("# Avg bus", "garbage here\n# Avg bus");
        let e = parse_log("x.log", &bad, false).unwrap_err();
        assert_eq!(e.location.as_deref(), Some("line 15"), "{e}");
        let log = parse_log("x.log", &bad, true).unwrap();
        assert_eq!(log.skipped, vec![(15, "garbage here".to_string())]);
        let bad = LOG.replace("    10.24    0.20", "    10.24    9.20");
        let e = parse_log("x.log", &bad, false).unwrap_err().to_string();
        assert!(e.contains("line 13") && e.contains("algbw"), "{e}");
        let bad = LOG.replace(" 0    10.00", " 3    10.00");
        let e = parse_log("x.log", &bad, false).unwrap_err().to_string();
        assert!(e.contains("line 12") && e.contains("wrong"), "{e}");
    }

    #[test]
    fn ops_and_types() {
        assert_eq!(
            NcclOp::parse("/opt/build/all_reduce_perf_mpi"),
            Some(NcclOp::AllReduce)
        );
        assert_eq!(NcclOp::parse("all-to-all"), Some(NcclOp::AllToAll));
        assert_eq!(NcclOp::parse("broadcast_perf"), None);
        assert_eq!(nccl_dtype("bfloat16"), Some(ElementType::Bf16));
        assert_eq!(strip_mpi_tag("[1,0]<stdout>:# x"), "# x");
    }
}
