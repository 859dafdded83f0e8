//! Helpers the integration tests share: where the real inputs are, a visible note when they
//! are absent, and the `lhsched` binary.
#![allow(dead_code)] // each test file uses a different subset

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The checkout's root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file under `tests/fixtures/`.
pub fn fixture(name: &str) -> PathBuf {
    root().join("tests/fixtures").join(name)
}

/// Prints `SKIPPED <test>: <why>` straight to the terminal's standard error (not the test
/// harness's captured output), so `cargo test` shows it even when the test passes.
pub fn skip(test: &str, why: &str) {
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
}

/// `../shared/<sub>` when it exists; otherwise prints a visible skip note for `test` and
/// gives `None` (a fresh clone without the shared inputs still passes).
pub fn shared_or_skip(test: &str, sub: &str) -> Option<PathBuf> {
    let p = root().join("../shared").join(sub);
    if p.exists() {
        Some(p)
    } else {
        skip(test, &format!("{} not found", p.display()));
        None
    }
}

/// True when `../shared` exists at all (a test that finds no inputs there must fail).
pub fn shared_exists() -> bool {
    root().join("../shared").exists()
}

/// The files in `dir` whose names end with `suffix`, sorted.
pub fn files_ending(dir: &Path, suffix: &str) -> Vec<PathBuf> {
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

/// The `lhsched` binary built for this test run (needs the default `cli` feature).
pub fn lhsched() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lhsched"))
}

/// Runs `lhsched ARGS` to the end: exit code (-1 for a signal), stdout and stderr as text.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = lhsched().args(args).output().expect("lhsched runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every `.hlo` file below `dir` (recursively), sorted.
pub fn hlo_files_under(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "hlo") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// The programs of XLA's scheduler dumps in `../shared/xla_lhs/` (`NAME.gpu.sol.*`).
pub const XLA_LHS_PROGRAMS: [&str; 8] = [
    "allreduce_tiny",
    "collectives_mix",
    "fsdp_shardmap_train",
    "mlp_fsdp_train",
    "ring_ppermute",
    "tp_mlp_chain",
    "transformer12_fsdp_train",
    "transformer_2x4_train",
];

/// The text of the gzip file at `p` (panics naming it when it cannot be read).
pub fn gunzip(p: &Path) -> String {
    use std::io::Read;
    let f = std::fs::File::open(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let mut s = String::new();
    flate2::read::GzDecoder::new(f)
        .read_to_string(&mut s)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    s
}

/// XLA's scheduling graphs of `program` (its computations) from `../shared/xla_lhs` (`dir`).
pub fn xla_lhs_graphs(
    dir: &Path,
    program: &str,
) -> Vec<lhsched::testing::xla_dump::XlaComputation> {
    lhsched::testing::xla_dump::load_graph(&gunzip(
        &dir.join(format!("{program}.gpu.sol.lhs_graph.tsv.gz")),
    ))
    .expect("graph loads")
}
