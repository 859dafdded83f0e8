//! No silent fallback: a collective that cannot be priced as a collective stops `schedule` and
//! `eval` with exit 2 and a message naming the file, computation and instruction; `--lenient`
//! turns it into a warning naming it.

use crate::common;

#[test]
fn malformed_replica_groups_exit_2_with_a_located_message() {
    let f = common::fixture("bad_replica_groups.hlo");
    for cmd in ["schedule", "eval"] {
        let out = common::lhsched()
            .arg(cmd)
            .arg(&f)
            .arg("--json")
            .args(if cmd == "schedule" {
                &["-o", "/dev/null"][..]
            } else {
                &[]
            })
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{cmd}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("bad_replica_groups.hlo")
                && err.contains("computation e")
                && err.contains("`ars` (instruction 1)")
                && err.contains("non-homogeneous"),
            "{cmd}: {err}"
        );
        assert!(out.stdout.is_empty(), "{cmd}: nothing on stdout");
    }
}

#[test]
fn lenient_warns_and_names_the_instruction() {
    let f = common::fixture("bad_replica_groups.hlo");
    for cmd in ["schedule", "eval"] {
        let out = common::lhsched()
            .arg(cmd)
            .arg(&f)
            .args(["--json", "--lenient"])
            .args(if cmd == "schedule" {
                &["-o", "/dev/null"][..]
            } else {
                &[]
            })
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{cmd}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("warning: computation e: `ars` (instruction 1)")
                && err.contains("priced as a kernel"),
            "{cmd}: {err}"
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v.is_object());
    }
}

#[test]
fn lookups_outside_the_table_range_are_counted_and_named_or_skip() {
    let test = "lookups_outside_the_table_range_are_counted_and_named_or_skip";
    let Some(shared) = common::shared_or_skip(test, "") else {
        return;
    };
    let module = shared.join("hlo/gpu/stages/mlp_fsdp_train.gpu.pre_lhs.hlo");
    let table = shared.join("xla_tables/default_collective_perf_table.pb");
    // `eval`, `schedule`, and `schedule --combine auto` (which replaces the collectives: the
    // warning is still about the module as given).
    for extra in [
        &["eval"][..],
        &["schedule", "-o", "/dev/null"],
        &["schedule", "-o", "/dev/null", "--combine", "auto"],
    ] {
        let out = common::lhsched()
            .arg(extra[0])
            .arg(&module)
            .args(&extra[1..])
            .arg("--table")
            .arg(&table)
            .arg("--json")
            .output()
            .unwrap();
        // XLA's table starts at 1 KiB; the module's loss all-reduce moves 4 bytes.
        warns_of_one_extrapolated(&out, "all-reduce of 4 B)", &format!("{extra:?}"));
    }
}

/// `out` succeeded and warned of exactly one collective priced from outside the collective
/// table's range, described with `named` in it; `what` says which run it was.
fn warns_of_one_extrapolated(out: &std::process::Output, named: &str, what: &str) {
    assert!(out.status.success(), "{what}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("1 collective(s) lie outside the collective table's measured byte range")
            && err.contains(named),
        "{what}: {err}"
    );
}

/// A run names the extrapolated collectives from the pricing it does anyway; the standalone
/// scan (`CostModel::collectives_outside_table`, which prices every collective again) finds the
/// same ones, save the collectives inside async wrappers, which the scan sees a second time
/// as the wrapped instruction (the run prices them once, at their start).
#[test]
fn a_runs_extrapolated_collectives_are_the_scans_or_skip() {
    use lhsched::cost::config::CostConfig;
    use lhsched::driver::{evaluate, DriverOptions};
    use lhsched::hlo::{load_module, Opcode};
    let test = "a_runs_extrapolated_collectives_are_the_scans_or_skip";
    let Some(dir) = common::shared_or_skip(test, "hlo/gpu/stages") else {
        return;
    };
    let mut seen = 0;
    for f in common::files_ending(&dir, ".pre_lhs.hlo") {
        let m = load_module(&f).expect("load");
        let (model, _) = CostConfig::new().build(Some(&m)).expect("cost model");
        let eval = evaluate(&m, &model, &DriverOptions::default()).expect("eval");
        let run: Vec<String> = eval
            .extrapolated
            .iter()
            .map(|&(c, id)| model.describe_collective(&m, c, id))
            .collect();
        let wrapped: Vec<_> = m
            .computations
            .iter()
            .flat_map(|c| &c.instructions)
            .filter(|i| i.opcode == Opcode::AsyncStart)
            .flat_map(|i| i.called.iter().copied())
            .map(|c| format!("{}: ", m.computation(c).name))
            .collect();
        let scan: Vec<String> = model
            .collectives_outside_table(&m)
            .into_iter()
            .filter(|s| !wrapped.iter().any(|w| s.starts_with(w.as_str())))
            .collect();
        let (mut a, mut b) = (run.clone(), scan);
        a.sort();
        b.sort();
        assert_eq!(a, b, "{}", f.display());
        seen += run.len();
    }
    // mlp_fsdp_train's 4-byte loss all-reduce, at least, lies below XLA's table.
    assert!(seen > 0, "no module has an extrapolated collective");
}

/// Combining replaces the collectives: XLA's thresholds merge a 4-byte all-reduce (below the
/// collective table's measured range) into one of 256 KiB (inside it). The warning is about
/// the module as given, whose priced figures are the report's `before`, so it still names the
/// 4-byte one; without combining, the same.
#[test]
fn a_combined_run_names_the_extrapolated_collective_of_the_module_as_given() {
    let f = common::fixture("two_all_reduces.hlo");
    for combine in ["off", "xla", "auto"] {
        let out = common::lhsched()
            .arg("schedule")
            .arg(&f)
            .args(["-o", "/dev/null", "--json", "--combine", combine])
            .output()
            .unwrap();
        warns_of_one_extrapolated(
            &out,
            "`ar-loss-start` (instruction 2, all-reduce of 4 B)",
            combine,
        );
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        if combine == "xla" {
            let buckets = &report["combine"]["buckets_after"]["all-reduce"];
            assert_eq!(buckets.as_array().map(Vec::len), Some(1), "{report}");
        }
    }
}
