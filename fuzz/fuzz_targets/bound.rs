//! Tries to beat the lower bound: a random graph of every feature the bound must handle (sync
//! pairs, loops, calls and conditionals as nodes needing collective streams idle, send/recv,
//! all-to-all over all devices, async compute) under one of the four settings (the default
//! model, `--interference off`, `--streams per-kind`, `--overlap-limit 2`), then random
//! topological orders with random sync marks and single-move hill climbing
//! ([`lhsched::testing::beat_bound::challenge_graph`]); any replay below the bound is a crash.
#![no_main]

use lhsched::testing::beat_bound::{challenge_graph, random_graph, Setting};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 10 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap_or([0; 8]));
    let setting = Setting::ALL[usize::from(data[8]) % Setting::ALL.len()];
    let n = 4 + usize::from(data[9]) % 60;
    let g = random_graph(seed, n, setting);
    if let Err(b) = challenge_graph(&g, seed ^ 0x5eed, 16, 64) {
        panic!("{setting:?}, seed {seed}, {n} nodes: {b}");
    }
});
