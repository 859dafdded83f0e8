//! Reading PGLE profiles: the text form (read by a direct reader for the usual shapes, the
//! general text-format parser otherwise) gives exactly the profile the binary form gives, on
//! profiles exported from real modules; bad text is still reported at its line and column.

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::cost::profile::Profile;
use lhsched::cost::profile_write::{encode_profile, ProfileFormat};
use lhsched::driver::profile_export::export_profile_file;
use lhsched::driver::run::RunOptions;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lhsched-profile-read-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch folder");
    d.join(name)
}

/// Exports the profile of `module`, writes it as text and binary, reads both back.
fn both_forms(module: &Path, tag: &str) -> (Profile, Profile, usize) {
    let opts = RunOptions::new(CostConfig::new().platform("h100"));
    let (p, _) = export_profile_file(module, &opts).expect("exports");
    let n = p.proto.costs.len() + p.proto.latencies.len();
    let text = scratch(&format!("{tag}.pbtxt"));
    let bin = scratch(&format!("{tag}.pb"));
    std::fs::write(
        &text,
        encode_profile(&p.proto, ProfileFormat::Text).unwrap(),
    )
    .unwrap();
    std::fs::write(
        &bin,
        encode_profile(&p.proto, ProfileFormat::Binary).unwrap(),
    )
    .unwrap();
    let t = Profile::load(&text).expect("text profile reads");
    let b = Profile::load(&bin).expect("binary profile reads");
    (t, b, n)
}

#[test]
fn text_and_binary_profiles_of_real_modules_read_the_same() {
    let Some(dir) = common::shared_or_skip(
        "text_and_binary_profiles_of_real_modules_read_the_same",
        "hlo/gpu/stages",
    ) else {
        return;
    };
    let files = common::files_ending(&dir, ".pre_lhs.hlo");
    assert!(!files.is_empty(), "no pre-LHS modules in {}", dir.display());
    for (i, f) in files.iter().enumerate() {
        let (t, b, n) = both_forms(f, &format!("m{i}"));
        assert!(n > 0, "{}: empty profile", f.display());
        assert_eq!(t, b, "{}", f.display());
        let (costs, lats) = t.len();
        assert!(costs > 0, "{}: no costs read", f.display());
        assert!(costs + lats <= n, "{}", f.display());
    }
}

#[test]
fn the_example_profile_reads_the_same_in_both_forms() {
    let (t, b, n) = both_forms(
        &common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"),
        "ex",
    );
    assert!(n > 0);
    assert_eq!(t, b);
    assert!(!t.is_empty());
}

#[test]
fn bad_text_is_reported_at_its_line_and_column() {
    let p = scratch("bad.pbtxt");
    std::fs::write(
        &p,
        "# proto-message: tensorflow.profiler.ProfiledInstructionsProto\n\ncosts: [{\n  name: \"a\"\n  cost_us: oops\n}]\n",
    )
    .unwrap();
    let e = Profile::load(&p).expect_err("bad value").to_string();
    assert!(e.contains("bad.pbtxt"), "{e}");
    assert!(e.contains("line 5, col 12"), "{e}");
}

#[test]
fn a_bad_time_names_its_entry() {
    let p = scratch("negative.pbtxt");
    std::fs::write(
        &p,
        "costs { name: \"a\" cost_us: 1 }\ncosts { name: \"b\" cost_us: -2.5 }\n",
    )
    .unwrap();
    let e = Profile::load(&p).expect_err("negative time").to_string();
    assert!(e.contains("negative.pbtxt"), "{e}");
    assert!(e.contains("costs entry 1 (b)"), "{e}");
    assert!(e.contains("-2.5"), "{e}");
}

#[test]
fn repeated_names_are_averaged_and_fingerprints_dropped() {
    let p = scratch("avg.pbtxt");
    std::fs::write(
        &p,
        "costs { name: \"fp::a\" cost_us: 1 }\ncosts { name: \"a\" cost_us: 3 }\n\
         latencies { source: \"a\" target: \"b\" latency_us: 4 }\n",
    )
    .unwrap();
    let prof = Profile::load(&p).expect("reads");
    assert_eq!(prof.cost("a"), Some(2e-6));
    assert_eq!(prof.latency("a", "b"), Some(4e-6));
    assert_eq!(prof.len(), (1, 1));
}
