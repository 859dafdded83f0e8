//! XLA profiles (PGLE `ProfiledInstructionsProto`, text or binary): loading never panics, and
//! every cost and latency it keeps is a finite, non-negative number of seconds.
#![no_main]

use lhsched::cost::profile::Profile;
use libfuzzer_sys::fuzz_target;
use std::io::Write;

fuzz_target!(|data: &[u8]| {
    // The loader reads a file: one scratch file per fuzzing process.
    let path = std::env::temp_dir().join(format!("lhsched-fuzz-profile-{}", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    f.write_all(data).unwrap();
    drop(f);
    let Ok(p) = Profile::load(&path) else {
        return;
    };
    let known = |_: &str| false;
    for name in p.unknown_names(&known) {
        if let Some(c) = p.cost(&name) {
            assert!(c.is_finite() && c >= 0.0, "{name}: {c}");
        }
    }
});
