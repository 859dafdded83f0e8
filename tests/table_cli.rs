//! The `table` and `estimate` commands end to end: exit codes and JSON fields.

use crate::common;

use std::path::{Path, PathBuf};

use common::run as lhsched;

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tables")
        .join(name)
        .display()
        .to_string()
}

fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap()
}

#[test]
fn check_exit_codes() {
    let (code, out, _) = lhsched(&["table", "check", &example("example_collective.pb")]);
    assert_eq!(code, 0, "{out}");
    let dir = std::env::temp_dir().join(format!("lhsched-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad: PathBuf = dir.join("dup.txtpb");
    let text = std::fs::read_to_string(example("example_gemm.txtpb")).unwrap();
    std::fs::write(&bad, text.replace("\"f32xf32->f32\"", "\"f32-f32\"")).unwrap();
    let (code, out, _) = lhsched(&["table", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("device \"example_gpu\" entry 0"), "{out}");
    std::fs::write(&bad, "entries { nope }").unwrap();
    let (code, _, err) = lhsched(&["table", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("line 1, col 16"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn show_and_estimate_json() {
    let (code, out, _) = lhsched(&["table", "show", &example("example_gemm.pb"), "--json"]);
    assert_eq!(code, 0);
    let v = json(&out);
    assert_eq!(v["devices"]["example_gpu"]["entries"], 54);
    let (code, out, err) = lhsched(&[
        "estimate",
        "collective",
        "--table",
        &example("example_collective.txtpb"),
        "--device",
        "example_gpu",
        "--op",
        "all-gather-start",
        "--bytes",
        "64MiB",
        "--group",
        "8",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["source"], "collective-table");
    let secs = v["seconds"].as_f64().unwrap();
    // 64 MiB is measured: 20 us + bytes / 150 GB/s.
    let expect = 20e-6 + (64u64 << 20) as f64 / 150e9;
    assert!((secs - expect).abs() / expect < 1e-6, "{secs} vs {expect}");
    let (code, out, err) = lhsched(&[
        "estimate",
        "gemm",
        "--table",
        &example("example_gemm.pb"),
        "--device",
        "example_gpu",
        "--m",
        "1024",
        "--n",
        "1024",
        "--k",
        "1024",
        "--dtype",
        "f16",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["source"], "gemm-table");
    assert_eq!(v["dtype_fallback"], true);
    assert!(v["seconds"].as_f64().unwrap() > 0.0);
    let (code, _, err) = lhsched(&[
        "estimate",
        "gemm",
        "--table",
        &example("example_gemm.pb"),
        "--device",
        "x",
        "--m",
        "1",
        "--n",
        "1",
        "--k",
        "1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("available: example_gpu"), "{err}");
}

#[test]
fn eval_loo_on_xla_table() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/xla_tables");
    if !dir.is_dir() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let f = dir.join("default_collective_perf_table.pb");
    let (code, out, err) = lhsched(&[
        "table",
        "eval-loo",
        f.to_str().unwrap(),
        "--device",
        "sm_90",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["points"], 330);
    assert!(v["median_rel_error"].as_f64().unwrap() < 0.1);
    assert!(v["p90_rel_error"].as_f64().is_some());
    assert_eq!(v["groups"].as_array().unwrap().len(), 5);
}
