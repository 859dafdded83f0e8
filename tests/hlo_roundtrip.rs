//! Every real module under `../shared/hlo/` parses, prints, re-parses to an equal module, and
//! printing is idempotent.

use crate::common;

use lhsched::hlo::{parse_module, print_module};
use std::path::{Path, PathBuf};

fn hlo_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            hlo_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "hlo") {
            out.push(p);
        }
    }
}

#[test]
fn every_shared_module_round_trips() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo");
    if !shared.exists() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let mut files = Vec::new();
    hlo_files(&shared, &mut files);
    assert!(files.len() >= 50, "found only {} .hlo files", files.len());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let m = parse_module(&text)
            .unwrap_or_else(|e| panic!("{}", e.with_file(f.display().to_string())));
        // Each instruction line of the text is one instruction of the module.
        let lines = text.lines().filter(|l| l.starts_with("  ")).count();
        assert_eq!(m.instruction_count(), lines, "{}", f.display());
        let printed = print_module(&m);
        // XLA's full printer (every file but the compact `*.pre.hlo`) is reproduced byte for byte.
        if !f.to_string_lossy().ends_with(".pre.hlo") {
            assert!(
                printed == text,
                "{}: fmt output differs from XLA's text",
                f.display()
            );
        }
        let m2 =
            parse_module(&printed).unwrap_or_else(|e| panic!("reparse of {}: {}", f.display(), e));
        assert!(m == m2, "{}: parse(print(m)) != m", f.display());
        assert_eq!(
            print_module(&m2),
            printed,
            "{}: printing is not idempotent",
            f.display()
        );
    }
}
