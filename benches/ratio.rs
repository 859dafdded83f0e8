//! Issue 22's target as one measurement: `lhsched schedule` of the 1M-instruction module
//! (`lhsched gen --layers 34482`, 145.7 MB) against `lhsched fmt` of the same file, by the same
//! release binary, run alternately (fmt first in even rounds, schedule first in odd ones) so
//! that a busy machine slows both alike. Prints each round's wall times and ratio, the median
//! of the ratios, the ratio of the medians, the CPU-time ratio (user + system, both cores), and
//! each command's peak RSS against the text size.
//! The module is generated into the system temporary directory (never the repository) and
//! removed afterwards, as are the outputs.
//!
//! `cargo bench --bench ratio` (`LHSCHED_RATIO_ROUNDS=N`, default 7; `LHSCHED_RATIO_LAYERS=L`,
//! default 34482; `LHSCHED_RATIO_INPUT=FILE` to use an existing module instead; extra schedule
//! options in `LHSCHED_RATIO_SCHEDULE_ARGS`, split on spaces).

#[path = "common/child.rs"]
mod child;

use child::{env_or, median, run, BIN};
use std::path::{Path, PathBuf};

fn main() -> Result<(), String> {
    let rounds = env_or("LHSCHED_RATIO_ROUNDS", 7).max(1);
    let dir = std::env::temp_dir().join(format!("lhsched-ratio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let result = measure(&dir, rounds);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn measure(dir: &Path, rounds: usize) -> Result<(), String> {
    let input: PathBuf = match std::env::var_os("LHSCHED_RATIO_INPUT") {
        Some(p) => PathBuf::from(p),
        None => {
            let layers = env_or("LHSCHED_RATIO_LAYERS", 34482).to_string();
            let p = dir.join("gen.hlo");
            let ps = p.to_string_lossy().into_owned();
            run(&["gen", "--layers", &layers, "-o", &ps], None)?;
            p
        }
    };
    let text = std::fs::metadata(&input)
        .map_err(|e| format!("{}: {e}", input.display()))?
        .len();
    let inp = input.to_string_lossy().into_owned();
    // Both print to standard output, redirected to a file (`fmt` has no `-o`).
    let out = dir.join("out.hlo");
    let out = Some(out.as_path());
    let extra = std::env::var("LHSCHED_RATIO_SCHEDULE_ARGS").unwrap_or_default();
    let mut sched_args: Vec<&str> = vec!["schedule", &inp];
    sched_args.extend(extra.split_whitespace());
    let fmt_args = ["fmt", &inp];
    println!(
        "input {} ({:.1} MB), {rounds} rounds, binary {BIN}",
        input.display(),
        text as f64 / 1e6
    );
    // One untimed run of each: the input and the binary in the page cache.
    run(&fmt_args, out)?;
    run(&sched_args, out)?;
    let (mut fs, mut ss, mut ratios, mut cpu_ratios) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut f_rss, mut s_rss) = (0u64, 0u64);
    for i in 0..rounds {
        let (f, s) = if i % 2 == 0 {
            let f = run(&fmt_args, out)?;
            (f, run(&sched_args, out)?)
        } else {
            let s = run(&sched_args, out)?;
            (run(&fmt_args, out)?, s)
        };
        println!(
            "round {i}: fmt {:.3} s, schedule {:.3} s, ratio {:.3} (CPU {:.3} / {:.3} s = {:.3})",
            f.wall,
            s.wall,
            s.wall / f.wall,
            s.cpu,
            f.cpu,
            s.cpu / f.cpu
        );
        fs.push(f.wall);
        ss.push(s.wall);
        ratios.push(s.wall / f.wall);
        cpu_ratios.push(s.cpu / f.cpu);
        f_rss = f_rss.max(f.rss);
        s_rss = s_rss.max(s.rss);
    }
    let (mf, ms) = (median(&mut fs), median(&mut ss));
    println!(
        "schedule/fmt: median of the rounds' ratios {:.3}, ratio of the medians {:.3} \
         (fmt {mf:.3} s, schedule {ms:.3} s); best {:.3}, worst {:.3}",
        median(&mut ratios),
        ms / mf,
        ratios.first().copied().unwrap_or(f64::NAN),
        ratios.last().copied().unwrap_or(f64::NAN)
    );
    println!(
        "CPU time schedule/fmt: median {:.3} (both cores' work; the wall ratio is the target)",
        median(&mut cpu_ratios)
    );
    println!(
        "peak RSS: schedule {:.0} MiB = {:.2}x the text, fmt {:.0} MiB = {:.2}x",
        s_rss as f64 / 1048576.0,
        s_rss as f64 / text as f64,
        f_rss as f64 / 1048576.0,
        f_rss as f64 / text as f64
    );
    Ok(())
}
