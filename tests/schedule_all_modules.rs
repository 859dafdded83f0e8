//! `schedule` and `eval` work on every real module under `../shared/hlo/`: CPU modules (sync
//! collectives only, while loops with trip counts), GPU modules before and after XLA's
//! scheduler, compact-printer modules. The result re-parses, keeps every instruction, and is
//! never slower than the input order under the same model.

use crate::common;

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::{load_module, parse_module, print_module};
use std::path::Path;

#[test]
fn every_real_module_schedules_and_reparses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo");
    if !root.is_dir() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let files = common::hlo_files_under(&root);
    assert!(
        files.len() >= 50,
        "expected the whole corpus, found {}",
        files.len()
    );
    let platform = Platform::by_name("h100").expect("preset");
    let model = CostModel::new(platform, SolConfig::preset("h100").expect("preset"));
    let opts = DriverOptions::default();
    let mut scheduled_computations = 0;
    for f in &files {
        let mut m = load_module(f).expect("real module parses");
        let before_count = m.instruction_count();
        let out = schedule_module(&mut m, &model, &opts)
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let (b, a) = (out.before.makespan_s, out.after.makespan_s);
        assert!(a <= b * (1.0 + 1e-9), "{}: {a} > {b}", f.display());
        assert!(
            a >= out.after.lower_bound_s * (1.0 - 1e-9),
            "{}",
            f.display()
        );
        scheduled_computations += out.notes.len();
        let again = parse_module(&print_module(&m)).expect("our output parses");
        assert_eq!(again.instruction_count(), before_count, "{}", f.display());
        assert!(again.is_scheduled());
    }
    assert!(scheduled_computations >= 16, "{scheduled_computations}");
}
