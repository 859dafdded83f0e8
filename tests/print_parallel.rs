//! The two-thread printer (`hlo::write_module_parallel`) writes the one-thread printer's bytes
//! on real modules: every fixture and, when present, every module of `../shared/hlo/gpu`, cut
//! into pieces of several sizes (so cuts fall between computations and inside them), and a
//! generated module above the size where the CLI uses it.

use crate::common;

use lhsched::hlo::print_parallel::write_in_pieces;
use lhsched::hlo::{parse_module, write_module, write_module_parallel, Module};
use std::path::{Path, PathBuf};

fn hlo_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "hlo"))
        .collect();
    files.sort();
    files
}

fn one_thread(m: &Module) -> Vec<u8> {
    let mut out = Vec::new();
    write_module(m, &mut out).expect("writes");
    out
}

fn same_bytes_in_pieces(file: &Path) {
    let text = std::fs::read_to_string(file).expect("reads");
    let m = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let want = one_thread(&m);
    for lines in [1, 3, 17, 256, 16_384] {
        let mut got = Vec::new();
        write_in_pieces(&m, lines, &mut got).expect("writes");
        assert!(
            got == want,
            "{}: pieces of {lines} lines print other bytes",
            file.display()
        );
    }
}

#[test]
fn fixtures_print_the_same_bytes_on_two_threads() {
    let files = hlo_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"));
    assert!(!files.is_empty(), "no fixtures found");
    for f in &files {
        same_bytes_in_pieces(f);
    }
}

#[test]
fn shared_gpu_modules_print_the_same_bytes_on_two_threads() {
    let Some(dir) = common::shared_or_skip(concat!(file!(), ":", line!()), "hlo/gpu") else {
        return;
    };
    let files = hlo_files(&dir);
    assert!(!files.is_empty(), "no modules in {}", dir.display());
    for f in &files {
        same_bytes_in_pieces(f);
    }
}

/// A generated module over the CLI's threshold goes through the two-thread path as called.
#[test]
fn a_large_generated_module_prints_the_same_bytes() {
    let m = lhsched::hlo::synth::transformer_train_step(&lhsched::hlo::synth::SynthConfig {
        layers: 3500,
        ..Default::default()
    })
    .expect("generates");
    assert!(m.instruction_count() >= lhsched::hlo::print_parallel::PARALLEL_PRINT_MIN);
    let mut got = Vec::new();
    write_module_parallel(&m, &mut got).expect("writes");
    assert!(got == one_thread(&m), "the two-thread printer differs");
}
