//! XLA's scheduler dumps (`sched::xla_dump`): the graph and schedule loaders never panic, and
//! an order read from a dump is either rejected or verifies and replays on its graph.
#![no_main]

use lhsched::testing::xla_dump::{load_graph, load_schedule};
use lhsched::sched::{replay, verify};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // One input feeds both loaders: the text before a line `----` is the graph dump.
    let (graph, sched) = text.split_once("\n----\n").unwrap_or((text, text));
    let comps = load_graph(graph);
    let orders = load_schedule(sched);
    let (Ok(comps), Ok(orders)) = (comps, orders) else {
        return;
    };
    for c in &comps {
        if c.graph.len() > 5000 {
            continue;
        }
        let Some(names) = orders.get(&c.name) else {
            continue;
        };
        if let Ok(order) = c.order_of(names) {
            if verify(&c.graph, &order).is_ok() {
                let t = replay(&c.graph, &order).expect("a verified order replays");
                assert!(t.makespan.is_finite() && t.makespan >= 0.0);
            }
        }
    }
});
