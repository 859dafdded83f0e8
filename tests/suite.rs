//! lhsched's integration tests, one module per file beside this one, linked into one test
//! binary: 54 binaries each linked the library and its dependencies on their own (over a minute
//! of CI's build) and ran one after another; one binary links once and runs every test on
//! every core. Run one file's tests with `cargo test --release --test suite <file>::`.
//! `every_test_file_is_a_module` below fails when a file in `tests/` is left out.

mod common;

mod bad_hlo;
mod bound_brute;
mod bound_checker;
mod c_abi;
mod cli_cost_config;
mod cli_explain;
mod cli_gap;
mod cli_schedule;
mod cli_stdout;
mod cli_strict_pricing;
mod cli_trace;
mod combine;
mod combine_dims;
mod compact_groups;
mod cost_models;
mod default_tables;
mod distinct_groups;
mod exact_limits;
mod final_modules;
mod gen_module;
mod hccl_cli;
mod hccl_exec;
mod hccl_formulas;
mod hccl_select;
mod hlo_cli;
mod hlo_queries;
mod hlo_replica_groups;
mod hlo_roundtrip;
mod hlo_syntax;
mod library_schedule;
mod memory_limit;
mod nccl_tests_import;
mod not_hlo_input;
mod option_file_errors;
mod output_safety;
mod print_parallel;
mod profile_read;
mod readme;
mod robustness;
mod sched_core;
mod sched_random;
mod sched_synth;
mod sched_time_model;
mod sched_xla;
mod schedule_all_modules;
mod schedule_quality;
mod scurve;
mod scurve_xla_logs;
mod serial_identical;
mod table_bad_input;
mod table_cli;
mod table_ingestion;
mod table_one_device;
mod why_exposed;
mod work_diff;
mod xla_index;
mod xla_rules;

/// A file in `tests/` that is not a module here would never be compiled or run.
#[test]
fn every_test_file_is_a_module() {
    let here = include_str!("suite.rs");
    let dir = common::root().join("tests");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/ is readable") {
        let path = entry.expect("a directory entry").path();
        let (Some(stem), Some("rs")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|s| s.to_str()),
        ) else {
            continue;
        };
        if stem != "suite" && !here.contains(&format!("\nmod {stem};\n")) {
            missing.push(stem.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "tests/suite.rs lacks `mod` lines for {missing:?}"
    );
}
