//! `examples/library_schedule.rs` (library calls only) prints exactly the JSON report
//! `lhsched schedule IN.hlo -o OUT --json` prints, and the same scheduled module, on the shipped
//! example and on every shared GPU module.

use crate::common;

#[allow(dead_code)] // its `main` is the example's, unused here
#[path = "../examples/library_schedule.rs"]
mod example;

use std::path::Path;

fn compare(input: &Path, flags: &[&str]) {
    let dir = std::env::temp_dir().join(format!("lhsched-libsched-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = input.file_name().unwrap().to_string_lossy().to_string();
    // Tests run in parallel and a shared module may share the example's name: one file each.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let out = dir.join(format!("{name}.{call}.out.hlo"));
    let cli = common::lhsched()
        .arg("schedule")
        .arg(input)
        .arg("-o")
        .arg(&out)
        .arg("--json")
        .args(flags)
        .output()
        .unwrap();
    assert!(
        cli.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&cli.stderr)
    );
    let mut args = vec![input.to_string_lossy().to_string()];
    args.extend(flags.iter().map(|s| s.to_string()));
    let (report, module) = example::run(&args).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(
        String::from_utf8(cli.stdout).unwrap(),
        report,
        "{name}: report differs"
    );
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        module,
        "{name}: module differs"
    );
    let _ = std::fs::remove_file(&out);
}

#[test]
fn example_matches_cli_on_shipped_example() {
    let input = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    compare(&input, &[]);
    compare(&input, &["--platform", "b200"]);
}

#[test]
fn example_matches_cli_on_shared_gpu_modules_or_skip() {
    let test = "example_matches_cli_on_shared_gpu_modules_or_skip";
    let Some(dir) = common::shared_or_skip(test, "hlo/gpu/stages") else {
        return;
    };
    let Some(tables) = common::shared_or_skip(test, "xla_tables") else {
        return;
    };
    let modules = common::files_ending(&dir, ".pre_lhs.hlo");
    assert!(!modules.is_empty(), "no modules in {}", dir.display());
    let table = tables.join("default_collective_perf_table.pb");
    let gemm = tables.join("default_matmul_perf_table.txtpb");
    for m in &modules {
        if m.to_string_lossy().contains("transformer12") {
            // 2 MB; the same code path as the others, scheduled only without tables.
            compare(m, &[]);
            continue;
        }
        compare(m, &[]);
        compare(
            m,
            &[
                "--table",
                table.to_str().unwrap(),
                "--gemm-table",
                gemm.to_str().unwrap(),
                "--device",
                "sm_90",
            ],
        );
    }
}

/// A run whose cancel flag is set stops at its next stage with "interrupted" (how Python's
/// Ctrl-C, seen by `py.check_signals` on the calling thread, stops the work thread).
#[test]
fn a_cancelled_run_stops_with_interrupted() {
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("examples/collectives_mix.gpu.pre_lhs.hlo"),
    )
    .unwrap();
    let job = lhsched::driver::by_name::Job::Schedule;
    let set = Some(Arc::new(AtomicBool::new(true)));
    let e = lhsched::ffi::run_json_until(job, &text, "{}", set).unwrap_err();
    assert_eq!(e.to_string(), "interrupted");
    let unset = Some(Arc::new(AtomicBool::new(false)));
    assert!(lhsched::ffi::run_json_until(job, &text, "{}", unset).is_ok());
}

/// The module is parsed while the cost model's tables are read on a second core: when both
/// fail, the module's error comes first, as when one ran after the other; when only the
/// tables fail, their error; and a good pair gives the same report as a model built after
/// the parse.
#[test]
fn the_module_and_the_cost_model_load_together_with_the_module_error_first() {
    use lhsched::cost::config::CostConfig;
    use lhsched::driver::run::{eval_file, eval_loaded, schedule_file, RunOptions};
    let dir = std::env::temp_dir().join(format!("lhsched-load-cost-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.hlo");
    std::fs::write(&bad, "HloModule m\n\nENTRY %e {\n  %p = f32[2] parameter(0)\n  ROOT %r = f32[2] frobnicate(%p)\n}\n").unwrap();
    let missing = dir.join("no-such-table.txtpb");
    let bad_cost = RunOptions::new(CostConfig::new().table(&missing));
    let e = schedule_file(&bad, &bad_cost).unwrap_err().to_string();
    assert!(e.contains("bad.hlo") && e.contains("frobnicate"), "{e}");
    assert!(!e.contains("no-such-table"), "{e}");
    let e = eval_file(&bad, &bad_cost).unwrap_err().to_string();
    assert!(
        e.contains("frobnicate") && !e.contains("no-such-table"),
        "{e}"
    );
    let good =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let e = schedule_file(&good, &bad_cost).unwrap_err().to_string();
    assert!(e.contains("no-such-table"), "{e}");
    let opts = RunOptions::new(CostConfig::new());
    let module = lhsched::hlo::load_module(&good).unwrap();
    let after_parse = eval_loaded(&module, &good.display().to_string(), &opts).unwrap();
    let together = eval_file(&good, &opts).unwrap();
    assert_eq!(together.report_json(), after_parse.report_json());
    std::fs::remove_dir_all(&dir).unwrap();
}
