//! The fixed-constant, roofline and platform models on real inputs: XLA's own node costs and edge
//! latencies from its SoL scheduler runs (`../shared/xla_lhs/`), and the platform presets.

use crate::common;

use lhsched::cost::approx::{self, CostClass};
use lhsched::cost::hardware::{Platform, PLATFORMS};
use lhsched::cost::roofline::{self, RooflineSpec};
use lhsched::hlo::element_type::ElementType;
use std::io::Read;
use std::path::{Path, PathBuf};

fn graphs() -> Option<Vec<PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/xla_lhs");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return None;
    };
    let mut v: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".lhs_graph.tsv.gz"))
        .collect();
    v.sort();
    Some(v)
}

fn rows(path: &Path) -> Vec<Vec<String>> {
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_string(&mut text)
        .unwrap();
    text.lines()
        .skip(1)
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

/// XLA's SoL estimator prices what it cannot model as `0.01 ×` the GPU constant estimator, async
/// starts and dones as kLowCost, and ordinary edges as kLowLatency: every such node and edge in
/// XLA's graphs must match our constants exactly.
#[test]
fn xla_sol_graph_costs_match_the_constants() {
    let Some(graphs) = graphs() else { return };
    assert!(!graphs.is_empty());
    let (mut nodes, mut edges) = (0, 0);
    for g in graphs {
        for r in rows(&g) {
            let (opcode, cost) = (r[3].as_str(), r[4].parse::<f64>().unwrap());
            let is_async = opcode.ends_with("-start") || opcode.ends_with("-done");
            let ours_us = if is_async {
                Some(CostClass::Low.seconds() * 1e6)
            } else if opcode == "fusion" {
                None // GpuPerformanceModel / matmul table, not the constants
            } else {
                Some(approx::sol_fallback_node_cost(opcode, None) * 1e6)
            };
            if let Some(ours) = ours_us {
                assert!(
                    (ours - cost).abs() < 1e-9,
                    "{}: {} {opcode}: XLA {cost}, ours {ours}",
                    g.display(),
                    r[2]
                );
                nodes += 1;
            }
            // Edges into non-done nodes are ordinary data edges: kLowLatency.
            if !opcode.ends_with("-done") && !r[13].is_empty() {
                for p in r[13].split(',') {
                    let lat: f64 = p.rsplit_once(':').unwrap().1.parse().unwrap();
                    assert_eq!(lat, approx::edge_latency(false) * 1e6, "{} {p}", r[2]);
                    edges += 1;
                }
            }
        }
    }
    eprintln!("checked {nodes} node costs and {edges} edge latencies");
    assert!(nodes > 100 && edges > 100);
}

#[test]
fn roofline_on_every_platform() {
    for p in PLATFORMS {
        // 1 GiB of f32 traffic with one flop per element: memory bound everywhere.
        let s = RooflineSpec::vector(1 << 30, (1u64 << 28) as f64, Some(ElementType::F32));
        let t = roofline::estimate(&s, p).unwrap();
        let mem = (1u64 << 30) as f64 / p.memory_bandwidth;
        assert!((t - mem - p.launch_overhead_s).abs() < 1e-12, "{}", p.name);
        // An 8192³ bf16 GEMM: compute bound on the matrix units.
        let flops = roofline::dot_flops(1, 8192, 8192, 8192);
        let g = RooflineSpec {
            bytes_accessed: 3 * 8192 * 8192 * 2,
            flops,
            dtype: Some(ElementType::Bf16),
            matrix: true,
        };
        let t = roofline::estimate(&g, p).unwrap();
        assert!(
            (t - flops / p.peak.matrix_bf16 - p.launch_overhead_s).abs() < 1e-12,
            "{}",
            p.name
        );
    }
    // Newer parts are faster at the same work.
    let s = RooflineSpec::vector(1 << 30, 0.0, None);
    let h100 = roofline::estimate(&s, Platform::by_name("h100").unwrap()).unwrap();
    let b200 = roofline::estimate(&s, Platform::by_name("b200").unwrap()).unwrap();
    assert!(b200 < h100);
}
