//! Issue 20's cost target as one measurement: `lhsched schedule --combine auto` against
//! `--combine off` of the same module, by the same release binary, alternately (off first in
//! even rounds), with XLA's own pass time beside where it is known (transformer48 0.27 s,
//! transformer96 0.52 s on a machine like CI's). Modules: `transformer48_fsdp_train` and
//! `transformer96_fsdp_train` without XLA's combiners from `LHSCHED_COMBINE_PAIRS`
//! (`DIR/gpu/stages/NAME.gpu_nocombine.pre_lhs.hlo`, as `tools/corpus/programs.py` writes them;
//! skipped with a note when unset), and a generated 100k-instruction module
//! (`gen --layers 3450 --hidden 1024 --batch 1024`, in the system temporary directory, removed
//! afterwards). Prints each module's median wall and CPU seconds and peak RSS for both modes.
//!
//! `cargo bench --bench combine` (`LHSCHED_COMBINE_ROUNDS=N`, default 5; extra schedule options
//! in `LHSCHED_COMBINE_ARGS`, split on spaces, e.g. `--combine-budget 5`).

#[path = "common/child.rs"]
mod child;

use child::{env_or, median, run, Run, BIN};
use std::path::{Path, PathBuf};

fn main() -> Result<(), String> {
    let rounds = env_or("LHSCHED_COMBINE_ROUNDS", 5).max(1);
    let dir = std::env::temp_dir().join(format!("lhsched-combine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let result = measure(&dir, rounds);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(dir: &Path, rounds: usize) -> Result<(), String> {
    // (name, file, XLA's pass time in seconds when known)
    let mut modules: Vec<(String, PathBuf, Option<f64>)> = Vec::new();
    match std::env::var_os("LHSCHED_COMBINE_PAIRS") {
        Some(d) => {
            for (name, xla) in [
                ("transformer48_fsdp_train", 0.27),
                ("transformer96_fsdp_train", 0.52),
            ] {
                let p = PathBuf::from(&d)
                    .join("gpu/stages")
                    .join(format!("{name}.gpu_nocombine.pre_lhs.hlo"));
                if p.exists() {
                    modules.push((name.to_string(), p, Some(xla)));
                } else {
                    println!("SKIPPED {name}: {} not found", p.display());
                }
            }
        }
        None => println!("SKIPPED transformer48/96: LHSCHED_COMBINE_PAIRS is not set"),
    }
    let gen = dir.join("gen100k.hlo");
    let g = gen.to_string_lossy().into_owned();
    run(
        &[
            "gen", "--layers", "3450", "--hidden", "1024", "--batch", "1024", "-o", &g,
        ],
        None,
    )?;
    modules.push(("gen 100k (3450 layers)".to_string(), gen, None));
    let extra = std::env::var("LHSCHED_COMBINE_ARGS").unwrap_or_default();
    let out = dir.join("out.hlo");
    let o = out.to_string_lossy().into_owned();
    println!("{rounds} rounds, binary {BIN}");
    for (name, path, xla) in &modules {
        let p = path.to_string_lossy().into_owned();
        let args = |mode: &'static str| -> Vec<String> {
            let mut a: Vec<String> = ["schedule", &p, "--combine", mode, "-o", &o]
                .iter()
                .map(|s| s.to_string())
                .collect();
            if mode == "auto" {
                a.extend(extra.split_whitespace().map(str::to_string));
            }
            a
        };
        let (auto_args, off_args) = (args("auto"), args("off"));
        let auto: Vec<&str> = auto_args.iter().map(String::as_str).collect();
        let off: Vec<&str> = off_args.iter().map(String::as_str).collect();
        // One untimed run of each: the input and the binary in the page cache.
        run(&off, None)?;
        run(&auto, None)?;
        let (mut a_runs, mut o_runs): (Vec<Run>, Vec<Run>) = (Vec::new(), Vec::new());
        for i in 0..rounds {
            if i % 2 == 0 {
                o_runs.push(run(&off, None)?);
                a_runs.push(run(&auto, None)?);
            } else {
                a_runs.push(run(&auto, None)?);
                o_runs.push(run(&off, None)?);
            }
        }
        let figures = |runs: &[Run]| {
            let mut w: Vec<f64> = runs.iter().map(|r| r.wall).collect();
            let mut c: Vec<f64> = runs.iter().map(|r| r.cpu).collect();
            let rss = runs.iter().map(|r| r.rss).max().unwrap_or(0);
            let min = w.iter().copied().fold(f64::INFINITY, f64::min);
            (median(&mut w), min, median(&mut c), rss as f64 / 1048576.0)
        };
        let (aw, amin, ac, arss) = figures(&a_runs);
        let (ow, _, oc, orss) = figures(&o_runs);
        println!(
            "{name}: auto {aw:.3} s wall (min {amin:.3}), {ac:.3} s CPU, {arss:.0} MiB; \
             off {ow:.3} s wall, {oc:.3} s CPU, {orss:.0} MiB{}",
            xla.map_or(String::new(), |x| format!(
                "; XLA's pass {x:.2} s: auto {}",
                if aw <= x { "under it" } else { "OVER it" }
            ))
        );
    }
    Ok(())
}
