//! `lhsched stats` and `lhsched fmt` end to end: output, JSON, stdin, errors and exit codes.

use crate::common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn lhsched(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn stats_on_the_readme_example() {
    let ex = root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let out = lhsched(&["stats", ex.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("module jit_collectives_mix: 75 instructions in 14 computations, scheduled: yes, partitions: 8"), "{text}");
    assert!(text.contains("collectives: 8"));
    assert!(text.contains("all-gather-start"));
}

#[test]
fn stats_json() {
    let ex = root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let out = lhsched(&["stats", ex.to_str().unwrap(), "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["instructions"], 75);
    assert_eq!(v["per_opcode"]["all-reduce-start"], 4);
    let colls = v["collectives"].as_array().unwrap();
    assert_eq!(colls.len(), 8);
    let ag = colls.iter().find(|c| c["kind"] == "all-gather").unwrap();
    assert_eq!(ag["transfer_bytes"], 512);
    assert_eq!(
        ag["groups"],
        serde_json::json!([[0, 4], [1, 5], [2, 6], [3, 7]])
    );
    // Same input, byte-identical output.
    let again = lhsched(&["stats", ex.to_str().unwrap(), "--json"]);
    assert_eq!(
        again.stdout,
        serde_json::to_vec_pretty(&v)
            .unwrap()
            .into_iter()
            .chain([b'\n'])
            .collect::<Vec<u8>>()
    );
}

#[test]
fn stats_counts_the_largest_module() {
    let f = root().join("../shared/hlo/gpu/transformer12_fsdp_train.gpu.post.hlo");
    if !f.exists() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let out = lhsched(&["stats", f.to_str().unwrap(), "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["instructions"], 9935);
}

#[test]
fn fmt_reprints_a_file_and_stdin() {
    let f = root().join("tests/fixtures/collectives_mix.gpu.post.hlo");
    let original = std::fs::read_to_string(&f).unwrap();
    let out = lhsched(&["fmt", f.to_str().unwrap()]);
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    assert_eq!(printed.trim_end(), original.trim_end());

    let mut child = Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(["fmt", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(printed.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), printed);
}

#[test]
fn errors_name_file_line_column_and_exit_2() {
    let dir = std::env::temp_dir().join(format!("lhsched_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.hlo");
    std::fs::write(
        &bad,
        "HloModule m\n\nENTRY %main {\n  ROOT %p = f32[] frob(%q)\n}\n",
    )
    .unwrap();
    for cmd in ["stats", "fmt"] {
        let out = lhsched(&[cmd, bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains(&format!("{}:4:19: unknown opcode `frob`", bad.display())),
            "{err}"
        );
        assert!(
            err.contains("  ROOT %p = f32[] frob(%q)\n") && err.trim_end().ends_with('^'),
            "{err}"
        );
    }
    let missing = Path::new("/nonexistent/x.hlo");
    let out = lhsched(&["stats", missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("/nonexistent/x.hlo: "));
    std::fs::remove_dir_all(&dir).ok();
}
