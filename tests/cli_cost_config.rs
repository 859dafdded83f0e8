//! The CLI's cost flags only fill the library's `CostConfig`: defaults follow the platform (an
//! HCCL topology on h100 gets GPU links, never Ascend ones), and the library builds the same
//! model the CLI does.

use crate::common;

use lhsched::cost::config::{CostConfig, ModelChoice};
use lhsched::driver::run::{eval_file, RunOptions};

fn eval_json(args: &[&str]) -> String {
    let out = common::lhsched()
        .arg("eval")
        .arg(common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"))
        .arg("--json")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn hccl_topology_on_h100_defaults_to_gpu_links() {
    let default = eval_json(&["--model", "hccl", "--servers", "2"]);
    let gpu = eval_json(&[
        "--model",
        "hccl",
        "--servers",
        "2",
        "--preset",
        "nvlink-8x400g",
    ]);
    let ascend = eval_json(&["--model", "hccl", "--servers", "2", "--preset", "910b"]);
    assert_eq!(default, gpu);
    assert_ne!(default, ascend, "the preset must matter for this module");
    let on_910b = eval_json(&["--model", "hccl", "--servers", "2", "--platform", "910b"]);
    let explicit = eval_json(&[
        "--model",
        "hccl",
        "--servers",
        "2",
        "--platform",
        "910b",
        "--preset",
        "910b",
    ]);
    assert_eq!(on_910b, explicit);
}

#[test]
fn library_config_gives_the_cli_report() {
    let cost = CostConfig::new()
        .platform("b200")
        .model(ModelChoice::Approx);
    let run = eval_file(
        &common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"),
        &RunOptions::new(cost),
    )
    .unwrap();
    assert_eq!(
        run.report_json(),
        eval_json(&["--platform", "b200", "--model", "approx"])
    );
}
