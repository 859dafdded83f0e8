//! The driver on any module that parses: schedule (every stream mode, with and without a
//! memory limit), then the output reparses, prints the same, and replays to the reported
//! makespan; with a limit the claim `memory_fits` holds.
#![no_main]

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::options::Streams;
use lhsched::driver::{evaluate, schedule_module, DriverOptions};
use lhsched::hlo::{parse_module_bytes, print_module};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(m) = parse_module_bytes(data) else {
        return;
    };
    if m.instruction_count() > 3000 {
        return;
    }
    let model = CostModel::new(Platform::by_name("h100").unwrap(), SolConfig::default());
    for streams in [Streams::Xla, Streams::PerKind] {
        for limit in [None, Some(1u64 << 12)] {
            let opts = DriverOptions::default()
                .streams(streams)
                .memory_limit(limit);
            let mut out = m.clone();
            let Ok(outcome) = schedule_module(&mut out, &model, &opts) else {
                continue;
            };
            let printed = print_module(&out);
            let again = parse_module_bytes(printed.as_bytes())
                .unwrap_or_else(|e| panic!("scheduled module does not parse: {e}\n{printed}"));
            assert_eq!(printed, print_module(&again));
            let replayed = evaluate(&again, &model, &opts).expect("the scheduled module replays");
            let (a, b) = (replayed.makespan_s, outcome.after.makespan_s);
            assert!(
                (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12),
                "replay {a} != reported {b}"
            );
            assert!(outcome.after.makespan_s.is_finite() && outcome.after.makespan_s >= 0.0);
            if let Some(l) = limit {
                for (_, r) in &outcome.notes {
                    if r.memory_fits {
                        assert!(
                            r.peak_bytes <= l,
                            "memory_fits with peak {} > {l}",
                            r.peak_bytes
                        );
                    }
                }
            }
        }
    }
});
