//! Tries to beat the lower bound: a generated graph (sync pairs, loops, calls, conditionals,
//! send/recv, all-to-all, async compute; `lhsched::testing::beat_bound::random_graph`) under
//! one of the four time-model settings, then random topological orders and single-move hill
//! climbing, every replay checked against `lower_bound`, and random orders that keep XLA's
//! rules, checked against `lower_bound_xla_rules`. Any replay below its bound is a crash.
#![no_main]

use arbitrary::Arbitrary;
use lhsched::testing::beat_bound::{challenge_graph, random_graph, Setting};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input {
    /// Seeds the graph.
    graph: u64,
    /// Seeds the orders and moves.
    tries: u64,
    /// About how many nodes (8..=71).
    nodes: u8,
    /// Which setting (of `Setting::ALL`).
    setting: u8,
    /// Random orders (0..=15) and hill-climbing steps (0..=255).
    orders: u8,
    steps: u8,
}

fuzz_target!(|i: Input| {
    let setting = Setting::ALL[i.setting as usize % Setting::ALL.len()];
    let g = random_graph(i.graph, 8 + (i.nodes % 64) as usize, setting);
    if let Err(b) = challenge_graph(&g, i.tries, (i.orders % 16) as usize, i.steps as usize) {
        panic!("{setting:?}, graph seed {}: {b}", i.graph);
    }
});
