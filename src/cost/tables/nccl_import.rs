//! nccl-tests results as XLA collective table entries (`xla.gpu.DeviceHloInstructionProfiles`),
//! written as XLA's collector `xla/tools/collective_perf_table_gen.cc` writes them: per measured
//! size one `HloInstructionProfile` whose `instruction` is the collective (opcode, output shape
//! with a row-major layout, `channel_id` 1, `use_global_device_ids`, one iota device group of the
//! measured ranks, `dimensions {0}` for the gather/scatter/all-to-all dimension) and whose
//! `network_throughput_bytes_per_sec` is the collector's `tensor_size_bytes * 1e9 / runtime_ns`.
//! lhsched adds the operand shape (`operands`, a field of the same message) so that the input of a
//! reduce-scatter or all-gather is explicit. `clock_cycles` stays unset, as in XLA's collective
//! tables: it needs the GPU clock, which nccl-tests does not print.
//!
//! Sizes: the table's transfer size is XLA's `GpuHloCostAnalysis::BytesTransferred`
//! (`xla/service/gpu/model/gpu_hlo_cost_analysis.cc`, reference §3.4): all-reduce and all-gather
//! count the output bytes, reduce-scatter the input bytes, all-to-all the shape bytes,
//! collective-permute the operand bytes. nccl-tests' `size` column is exactly that quantity for
//! each test (`max(sendBytes, recvBytes)` of one rank in `src/common.cu`: the whole buffer of an
//! all-reduce, the gathered output of an all-gather, the full input of a reduce-scatter, a rank's
//! buffer of an all-to-all, the message of a send/recv), so the size is taken as printed and the
//! time XLA would derive (`bytes / throughput`) is the measured time.

use super::collective_spec::spec_from_instruction;
use super::error::{SpecError, TableError};
use super::nccl_log::{NcclLog, NcclOp, NcclRow, NcclRun};
use super::pb::xla::gpu::{DeviceHloInstructionProfiles, HloInstructionProfile};
use super::pb::xla::{
    HloInstructionProto, IotaReplicaGroupListProto, LayoutProto, PrimitiveType, ShapeProto,
    SourceTarget,
};
use super::PermutePattern;
use crate::cost::spec::{CollectiveKind, CommType};
use crate::hlo::element_type::ElementType;
use std::collections::BTreeMap;

/// What to import and how.
#[derive(Clone, Debug, Default)]
pub struct ImportOptions {
    /// Device key of the entries (`sm_90`, or a name of your own cluster).
    pub device: String,
    /// The op of every run, when the logs do not say (`# Collective test starting:`) or to check
    /// that they say this.
    pub op: Option<NcclOp>,
    /// The rank count of runs whose log does not say it (an excerpt without its `# nThread`
    /// header and `# Rank` lines), or to check that it says this.
    pub ranks: Option<u64>,
    /// Use the in-place times instead of the out-of-place ones (the default, as XLA's collector
    /// measures collectives with separate input and output buffers).
    pub in_place: bool,
}

/// What an import did, for the user.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ImportReport {
    /// Entries written for the device.
    pub entries: usize,
    /// Of them, entries that replaced an entry of the merged table measuring the same point.
    pub replaced: usize,
    /// Runs read.
    pub runs: usize,
    /// Not-understood lines skipped (lenient), as `file:line: text`.
    pub skipped: Vec<String>,
    /// NCCL debug lines and zero-byte rows passed over.
    pub passed_over: usize,
    /// The device list's `partition_size` written (0 = single host, unknown).
    pub partition_size: i64,
}

/// The identity of a table point for merging: kind, scheme, permute pattern, dtype, bytes,
/// group size, number of groups.
type Key = (
    CollectiveKind,
    CommType,
    Option<PermutePattern>,
    Option<ElementType>,
    u64,
    u32,
    u32,
);

fn key_of(profile: &HloInstructionProfile, partition_size: i64) -> Option<Key> {
    let instr = profile.instruction.as_ref()?;
    let (s, perm) = spec_from_instruction(instr, &profile.operands, partition_size).ok()?;
    Some((
        s.kind,
        s.comm_type,
        perm,
        s.dtype,
        s.bytes,
        s.group_size,
        s.num_groups,
    ))
}

fn primitive(dtype: ElementType) -> i32 {
    PrimitiveType::from_str_name(&dtype.name().to_ascii_uppercase()).map_or(0, |p| p as i32)
}

/// A rank-1 array shape of `elems` elements, laid out as XLA's collector prints it.
fn vector_shape(dtype: ElementType, elems: u64) -> ShapeProto {
    ShapeProto {
        element_type: primitive(dtype),
        dimensions: vec![i64::try_from(elems).unwrap_or(i64::MAX)],
        tuple_shapes: Vec::new(),
        layout: Some(LayoutProto {
            minor_to_major: vec![0],
            tail_padding_alignment_in_elements: 1,
        }),
        is_dynamic_dimension: vec![false],
    }
}

/// The profile of one row of a run of `op` over `ranks` ranks.
pub fn profile_of_row(
    op: NcclOp,
    ranks: u64,
    row: &NcclRow,
    time_us: f64,
) -> Result<HloInstructionProfile, SpecError> {
    let ts = row.dtype.byte_size();
    if ranks < 2 {
        return Err(SpecError::from(format!(
            "{} over {ranks} rank(s) moves no data",
            op.binary()
        )));
    }
    let per_rank = ts
        .checked_mul(op.count_divisor(ranks))
        .ok_or("size overflows")?;
    if row.bytes % per_rank != 0 || row.bytes / per_rank != row.count {
        return Err(SpecError::from(format!(
            "size {} B with count {} of {} over {ranks} ranks: {} expects count = size / ({ts} B{}); \
             is the rank count right?",
            row.bytes,
            row.count,
            row.dtype.name(),
            op.binary(),
            if op.count_divisor(ranks) > 1 { " x ranks" } else { "" }
        )));
    }
    let elems = row.bytes / ts;
    let n = i64::try_from(ranks).map_err(|_| "too many ranks")?;
    let (out, operand) = match op {
        NcclOp::AllGather => (elems, elems / ranks),
        NcclOp::ReduceScatter => (elems / ranks, elems),
        _ => (elems, elems),
    };
    let throughput = (row.bytes as f64 * 1e6 / time_us).round();
    if !throughput.is_finite() || throughput < 1.0 || throughput >= i64::MAX as f64 {
        return Err(SpecError::from(format!(
            "throughput {throughput} B/s of {} B in {time_us} µs does not fit the table",
            row.bytes
        )));
    }
    let mut instr = HloInstructionProto {
        name: format!("{}.nccl-tests", op.kind()),
        opcode: op.kind().name().to_string(),
        shape: Some(vector_shape(row.dtype, out)),
        channel_id: 1,
        ..Default::default()
    };
    match op {
        NcclOp::SendRecv => {
            // nccl-tests' sendrecv: rank r sends to (r + 1) mod n and receives from r - 1.
            instr.source_target_pairs = (0..n)
                .map(|r| SourceTarget {
                    source: r,
                    target: (r + 1) % n,
                })
                .collect();
        }
        _ => {
            instr.use_global_device_ids = true;
            instr.iota_collective_device_list = Some(IotaReplicaGroupListProto {
                num_replica_groups: 1,
                num_devices_per_group: n,
                iota_reshape_dims: vec![n],
                iota_transpose_perm: vec![0],
            });
            if op != NcclOp::AllReduce {
                instr.dimensions = vec![0];
            }
        }
    }
    let operand = HloInstructionProto {
        name: "p".to_string(),
        opcode: "parameter".to_string(),
        shape: Some(vector_shape(row.dtype, operand)),
        ..Default::default()
    };
    Ok(HloInstructionProfile {
        instruction: Some(instr),
        operands: vec![operand],
        fingerprint: format!(
            "nccl-tests {} {} ranks={ranks} bytes={}",
            op.binary(),
            row.dtype.name(),
            row.bytes
        ),
        network_throughput_bytes_per_sec: throughput as i64,
        ..Default::default()
    })
}

fn run_op(log: &NcclLog, run: &NcclRun, forced: Option<NcclOp>) -> Result<NcclOp, TableError> {
    let at =
        |line: usize, msg: String| TableError::new(&log.file, Some(format!("line {line}")), msg);
    match (run.op, forced) {
        (Some((a, line)), Some(b)) if a != b => Err(at(
            line,
            format!("the log runs {} but --op says {}", a.binary(), b.binary()),
        )),
        (Some((a, _)), _) => Ok(a),
        (None, Some(b)) => Ok(b),
        (None, None) => Err(at(
            run.line,
            "the run does not name its collective (no `# Collective test starting:` line); \
             give --op"
                .to_string(),
        )),
    }
}

/// Imports parsed logs into `into` (a table to merge into, or an empty one) under
/// `opts.device`. Entries measuring the same point as one of `into` replace it; two logs
/// measuring the same point are an error naming both.
pub fn import_logs(
    logs: &[NcclLog],
    opts: &ImportOptions,
    into: Option<DeviceHloInstructionProfiles>,
) -> Result<(DeviceHloInstructionProfiles, ImportReport), TableError> {
    let mut report = ImportReport::default();
    let mut new: Vec<(HloInstructionProfile, String)> = Vec::new();
    let mut partition: Option<(i64, String)> = None;
    for log in logs {
        report.passed_over += log.nccl_debug_lines + log.zero_rows;
        report.skipped.extend(
            log.skipped
                .iter()
                .map(|(l, t)| format!("{}:{l}: {t}", log.file)),
        );
        for run in &log.runs {
            if run.rows.is_empty() {
                continue;
            }
            report.runs += 1;
            let at = |line: usize, msg: String| {
                TableError::new(&log.file, Some(format!("line {line}")), msg)
            };
            let op = run_op(log, run, opts.op)?;
            let ranks = match (run.ranks(), opts.ranks) {
                (0, Some(r)) => r,
                (0, None) => {
                    return Err(at(
                        run.line,
                        "the log does not say how many ranks ran (no `# nThread` header or \
                         `# Rank` lines); give --ranks"
                            .to_string(),
                    ))
                }
                (n, Some(r)) if n != r => {
                    return Err(at(
                        run.line,
                        format!("the log shows {n} ranks but --ranks says {r}"),
                    ))
                }
                (n, _) => n,
            };
            if let Some(p) = run.ranks_per_host().map_err(|e| at(run.line, e.0))? {
                let p = i64::try_from(p).unwrap_or(i64::MAX);
                match &partition {
                    Some((q, from)) if *q != p => {
                        return Err(at(
                            run.line,
                            format!(
                                "{p} ranks per host here but {q} in {from}: one table device \
                                 has one partition size"
                            ),
                        ))
                    }
                    _ => partition = Some((p, format!("{} line {}", log.file, run.line))),
                }
            }
            for row in &run.rows {
                let time = if opts.in_place {
                    row.in_place_us.ok_or_else(|| {
                        at(
                            row.line,
                            "--in-place, but the in-place time is N/A".to_string(),
                        )
                    })?
                } else {
                    row.out_of_place_us
                };
                let profile =
                    profile_of_row(op, ranks, row, time).map_err(|e| at(row.line, e.0))?;
                new.push((profile, format!("{}:{}", log.file, row.line)));
            }
        }
    }
    let mut table = into.unwrap_or_default();
    let list = table.entries.entry(opts.device.clone()).or_default();
    let imported_p = partition.as_ref().map_or(0, |p| p.0);
    if imported_p != 0 && list.partition_size != 0 && list.partition_size != imported_p {
        return Err(TableError::new(
            &logs.first().map_or(String::new(), |l| l.file.clone()),
            None,
            format!(
                "the logs span hosts of {imported_p} ranks, the merged table's device \"{}\" has \
                 partition_size {}",
                opts.device, list.partition_size
            ),
        ));
    }
    if imported_p != 0 {
        list.partition_size = imported_p;
    }
    let p = list.partition_size;
    let mut seen: BTreeMap<Key, String> = BTreeMap::new();
    let mut fresh = Vec::new();
    for (profile, origin) in new {
        let key = key_of(&profile, p).ok_or_else(|| {
            TableError::new(
                &origin,
                None,
                "internal: an imported entry does not read back",
            )
        })?;
        if let Some(first) = seen.insert(key, origin.clone()) {
            return Err(TableError::new(
                &origin,
                None,
                format!("measures the same point as {first}; import one of them"),
            ));
        }
        fresh.push((key, profile));
    }
    let before = list.entries.len();
    list.entries
        .retain(|e| key_of(e, p).is_none_or(|k| !seen.contains_key(&k)));
    report.replaced = before - list.entries.len();
    report.entries = fresh.len();
    list.entries.extend(fresh.into_iter().map(|(_, e)| e));
    report.partition_size = p;
    Ok((table, report))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::tables::nccl_log::parse_log;
    use crate::cost::tables::{CollectiveInterpolator, CollectiveTable, Method};

    fn log(op: &str, size: u64, count: u64, time: f64) -> String {
        let algbw = size as f64 / (time * 1e3);
        format!(
            "# Collective test starting: {op}\n# nThread 1 nGpus 4 minBytes 8 maxBytes 8\n\
             {size} {count} float sum -1 {time} {algbw:.2} 0.0 0 {time} {algbw:.2} 0.0 0\n"
        )
    }

    #[test]
    fn sizes_follow_bytes_transferred_and_times_round_trip() {
        for (op, count) in [
            ("all_reduce_perf", 262144),
            ("all_gather_perf", 65536),
            ("reduce_scatter_perf", 65536),
            ("alltoall_perf", 65536),
            ("sendrecv_perf", 262144),
        ] {
            let text = log(op, 1048576, count, 123.45);
            let parsed = parse_log("l", &text, false).unwrap();
            let opts = ImportOptions {
                device: "mine".into(),
                ..Default::default()
            };
            let (proto, rep) = import_logs(&[parsed], &opts, None).unwrap();
            assert_eq!(rep.entries, 1);
            let t = CollectiveTable::from_proto("t", proto).unwrap();
            assert!(t.issues.is_empty(), "{:?}", t.issues);
            let pts = t.points("mine").unwrap();
            assert_eq!(pts[0].spec.bytes, 1048576, "{op}");
            let i = CollectiveInterpolator::new(&t, "mine", Method::Weighted).unwrap();
            let s = i.estimate(&pts[0].spec).unwrap();
            assert!((s * 1e6 / 123.45 - 1.0).abs() < 1e-6, "{op}: {s}");
        }
    }

    #[test]
    fn wrong_rank_count_and_duplicates_are_errors() {
        let text = log("all_gather_perf", 1048576, 262144, 10.0);
        let e = import_logs(
            &[parse_log("l", &text, false).unwrap()],
            &ImportOptions::default(),
            None,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("l: line 3") && e.contains("rank count"), "{e}");
        let text = log("all_reduce_perf", 1024, 256, 10.0);
        let a = parse_log("a", &text, false).unwrap();
        let b = parse_log("b", &text, false).unwrap();
        let e = import_logs(&[a, b], &ImportOptions::default(), None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("b:3") && e.contains("a:3"), "{e}");
    }
}
