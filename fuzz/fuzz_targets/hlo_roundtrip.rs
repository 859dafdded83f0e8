//! HLO text: parse -> print -> parse prints the same text; every collective and query
//! answers (or errors) on every computation of a module that parses.
#![no_main]

use lhsched::hlo::{async_pairs, collectives, parse_module_bytes, print_module, CallGraph, Users};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(m) = parse_module_bytes(data) else {
        return;
    };
    let printed = print_module(&m);
    let again = parse_module_bytes(printed.as_bytes())
        .unwrap_or_else(|e| panic!("the printed module does not parse: {e}\n{printed}"));
    assert_eq!(printed, print_module(&again), "print is not a fixed point");
    let _ = CallGraph::new(&m);
    for c in m.comp_ids() {
        if let Ok(infos) = collectives(&m, c) {
            for i in infos {
                // Groups are capped at 2^20 devices; the all-device group is not expanded.
                assert!(i.groups.total_devices() <= 1 << 21);
            }
        }
        let _ = async_pairs(m.computation(c));
        let _ = Users::new(m.computation(c));
    }
});
