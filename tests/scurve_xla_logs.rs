//! Cross-checks against XLA's own scheduler runs in `../shared/xla_lhs/` (8 × H100, SoL estimator).
//!
//! Finding: every run is a single 8-GPU node (`num_partitions=8`), so XLA priced every collective
//! from its measured table, never with the S-curve; the S-curve numbers are not directly
//! comparable. What is checked: XLA's logged SoL configuration (device name and the `-1` option
//! defaults) maps to our H100 preset unchanged; every all-reduce in those modules is
//! single-partition, which the S-curve declines (as XLA does); and moving the same all-reduce
//! across two nodes costs more under the S-curve than XLA's in-node table latency.

use crate::common;

use lhsched::cost::comm_type::comm_type;
use lhsched::cost::error::CostError;
use lhsched::cost::scurve::{self, SolConfig};
use lhsched::cost::spec::{CollectiveKind, CollectiveSpec, CommType};
use lhsched::hlo::element_type::ElementType;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

fn shared() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    if p.join("xla_lhs").is_dir() {
        Some(p)
    } else {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        None
    }
}

fn files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(suffix))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn logged_sol_config_is_our_h100_preset() {
    let Some(root) = shared() else { return };
    let logs = files(&root.join("xla_lhs"), ".lhs_log.txt");
    assert!(!logs.is_empty());
    for log in logs {
        let text = std::fs::read_to_string(&log).unwrap();
        let device = text
            .lines()
            .find_map(|l| l.split("[SoL] Using config for device: ").nth(1))
            .unwrap_or_else(|| panic!("{}: no SoL device line", log.display()));
        let mut cfg = SolConfig::for_xla_device_name(device.trim());
        assert_eq!(cfg, SolConfig::preset("h100").unwrap(), "{device}");
        let before = cfg.clone();
        let mut seen = 0;
        for l in text.lines() {
            if let Some(rest) = l.split("[SoL] extra option: ").nth(1) {
                let (k, v) = rest.split_once(" is ").unwrap();
                cfg.apply_option(k, v).unwrap();
                seen += 1;
            }
        }
        assert_eq!(seen, 6, "{}", log.display());
        assert_eq!(cfg, before, "XLA's -1 defaults leave the preset unchanged");
    }
}

/// `{{0,1},{2,3}}` → groups.
fn parse_groups(s: &str) -> Option<Vec<Vec<i64>>> {
    let inner = s.strip_prefix('{')?.strip_suffix('}')?;
    inner
        .split("},")
        .map(|g| {
            g.trim_matches(|c| c == '{' || c == '}')
                .split(',')
                .map(|d| d.trim().parse().ok())
                .collect()
        })
        .collect()
}

/// `f32[8,16]{1,0}` → (dtype, bytes).
fn parse_array(s: &str) -> Option<(ElementType, u64)> {
    let (ty, rest) = s.split_once('[')?;
    let dims = rest.split(']').next()?;
    let dtype = ElementType::from_name(ty)?;
    let elems: u64 = dims
        .split(',')
        .filter(|d| !d.is_empty())
        .map(|d| d.parse::<u64>().ok())
        .product::<Option<u64>>()?;
    Some((dtype, elems * dtype.byte_size()))
}

/// XLA's start→done latencies by start name, from a graph TSV.
fn edge_latencies(path: &Path) -> BTreeMap<String, f64> {
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    let mut out = BTreeMap::new();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() > 13 && cols[3].ends_with("-done") {
            for pred in cols[13].split(',') {
                if let Some((name, lat)) = pred.rsplit_once(':') {
                    if let Ok(v) = lat.parse::<f64>() {
                        out.insert(name.to_string(), v);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn single_node_all_reduces_are_table_priced_and_cross_node_costs_more() {
    let Some(root) = shared() else { return };
    let h100 = SolConfig::preset("h100").unwrap();
    let mut checked = 0;
    for hlo in files(&root.join("hlo/gpu/stages"), ".gpu.pre_lhs.hlo") {
        let name = hlo
            .file_name()
            .unwrap()
            .to_string_lossy()
            .replace(".gpu.pre_lhs.hlo", "");
        let graph = root.join(format!("xla_lhs/{name}.gpu.sol.lhs_graph.tsv.gz"));
        if !graph.exists() {
            continue;
        }
        let xla = edge_latencies(&graph);
        let text = std::fs::read_to_string(&hlo).unwrap();
        assert!(
            text.contains("num_partitions=8"),
            "{name}: expected 8 devices"
        );
        for line in text.lines().filter(|l| l.contains(" all-reduce-start(")) {
            let Some((lhs, rhs)) = line.trim().split_once(" = ") else {
                continue;
            };
            let instr = lhs.trim_start_matches('%');
            let Some((dtype, bytes)) = parse_array(rhs.split(' ').next().unwrap_or("")) else {
                continue;
            };
            let Some(groups) = line
                .split("replica_groups=")
                .nth(1)
                .and_then(|r| r.split(", ").next())
                .and_then(parse_groups)
            else {
                continue; // iota / mesh forms: the HLO layer expands those
            };
            assert_eq!(comm_type(&groups, 8), Ok(CommType::SinglePartition));
            let mut spec = CollectiveSpec::new(
                CollectiveKind::AllReduce,
                bytes,
                groups[0].len() as u32,
                groups.len() as u32,
            );
            spec.dtype = Some(dtype);
            spec.groups = Some(lhsched::hlo::DeviceGroups::explicit(groups.clone()));
            assert!(matches!(
                scurve::estimate(&spec, &h100),
                Err(CostError::NotApplicable { .. })
            ));
            // The same buffer reduced over 16 GPUs on 2 nodes.
            let mut cross = spec.clone();
            cross.groups = Some(lhsched::hlo::DeviceGroups::explicit(
                vec![(0..16).collect()],
            ));
            cross.group_size = 16;
            cross.num_groups = 1;
            let t = scurve::estimate(&cross, &h100).unwrap() * 1e6;
            let table = xla.get(instr).copied().unwrap_or(f64::NAN);
            eprintln!(
                "{name} {instr}: {bytes} B, XLA in-node table {table} us, S-curve 2x8 {t:.3} us"
            );
            assert!(t > table, "{name} {instr}: {t} <= {table}");
            checked += 1;
        }
    }
    assert!(checked > 0, "no all-reduce with explicit groups found");
}
