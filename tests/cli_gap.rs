//! `schedule --json` / `--report` give the gap to the lower bound and say where the result is
//! proven optimal; `eval --json` gives the gap of the module's own order.

use crate::common;

use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let (code, out, err) = common::run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}\n{out}"))
}

#[test]
fn schedule_reports_the_gap_to_the_bound_and_proven_optimality() {
    let ex = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let ex = ex.to_str().expect("utf-8 path");
    let out = std::env::temp_dir().join(format!("lhsched-gap-{}.hlo", std::process::id()));
    let out_s = out.to_str().expect("utf-8 path");
    let v = json(&["schedule", ex, "--json", "-o", out_s]);
    let ms = v["makespan_after_s"].as_f64().expect("makespan");
    let lb = v["lower_bound_s"].as_f64().expect("bound");
    let gap = v["gap_to_bound"].as_f64().expect("gap_to_bound");
    assert!((gap - (ms / lb - 1.0)).abs() < 1e-12, "{gap} vs {ms}/{lb}");
    // This module's one computation is small enough for the exact search to finish.
    assert_eq!(v["proven_optimal"], Value::Bool(true));
    let comps = v["scheduler"].as_array().expect("per computation");
    for c in comps {
        let g = c["gap_to_bound"].as_f64().expect("gap per computation");
        let (m, b) = (
            c["makespan_s"].as_f64().expect("makespan"),
            c["lower_bound_s"].as_f64().expect("bound"),
        );
        assert!((g - (m / b - 1.0)).abs() < 1e-12);
        assert_eq!(c["optimal"], Value::Bool(true));
    }
    let (code, text, err) = common::run(&["schedule", ex, "--report", "-o", out_s]);
    assert_eq!(code, 0, "{err}");
    let report = format!("{text}{err}");
    let row = report
        .lines()
        .find(|l| l.starts_with("gap to bound"))
        .unwrap_or_else(|| panic!("no gap row:\n{report}"));
    assert!(
        row.trim_end().ends_with(&format!("{:.2}%", gap * 100.0)),
        "{row}"
    );
    assert!(report
        .lines()
        .any(|l| l.starts_with("proven optimal") && l.trim_end().ends_with("yes")));
    let _ = std::fs::remove_file(&out);
    let e = json(&["eval", ex, "--json"]);
    let g = e["gap_to_bound"].as_f64().expect("eval gap");
    let (m, b) = (
        e["makespan_s"].as_f64().expect("makespan"),
        e["lower_bound_s"].as_f64().expect("bound"),
    );
    assert!((g - (m / b - 1.0)).abs() < 1e-12);
}
