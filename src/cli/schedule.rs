//! `lhsched schedule IN.hlo`: the main job. Prints (or writes) the module in the new order with
//! `is_scheduled=true` and `is_sync` flags as XLA:GPU would set them, after the library has
//! checked it against what XLA's backend requires (`schedule_module` fails otherwise, before
//! anything is written); `--report`/`--json` measure before and after, `--trace` writes a
//! Chrome trace, `--explain` lists every decision with the rule that made it.

use super::cost_model::CostArgs;
use super::output::{check_not_input, write_file, write_file_with, write_stdout_with};
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::combine::{CombineConfig, CombineMode};
use lhsched::driver::report::{explain_text, schedule_text};
use lhsched::driver::run::{schedule_file, RunOptions};
use lhsched::sched::chrome_trace;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched schedule`.
#[derive(Args, Debug)]
pub struct ScheduleArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
    /// Write the scheduled module here instead of standard output.
    #[arg(short, long, value_name = "OUT.hlo")]
    pub output: Option<PathBuf>,
    /// Print makespan, exposed communication and memory before and after.
    #[arg(long)]
    pub report: bool,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Write a Chrome trace (Perfetto, chrome://tracing) of the entry computation's new timeline.
    #[arg(long, value_name = "TRACE.json")]
    pub trace: Option<PathBuf>,
    /// Print every scheduling decision and the rule that decided it (with `--json`: inside the
    /// JSON report, under `explain`).
    #[arg(long)]
    pub explain: bool,
    /// Which collectives travel together: `off` (default: the module's grouping), `xla`
    /// (XLA's threshold combiner, thresholds from `--xla-flags` or `XLA_FLAGS`) or `auto`
    /// (the grouping whose schedule replays fastest within `--memory-limit`).
    #[arg(long, value_name = "auto|xla|off", default_value = "off", value_parser = combine_arg,
          help_heading = "Combining")]
    pub combine: CombineMode,
    /// Full schedules `--combine auto` may run (the input as given is one).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..),
          help_heading = "Combining")]
    pub combine_budget: Option<u32>,
    /// XLA flags for `--combine` (`--xla_gpu_all_gather_combine_threshold_bytes=N`,
    /// `..._reduce_scatter_...`, `..._all_reduce_...`), instead of `XLA_FLAGS`.
    #[arg(
        long,
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Combining"
    )]
    pub xla_flags: Option<String>,
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched schedule`.
pub fn run(a: ScheduleArgs) -> CliResult {
    if let Some(o) = &a.output {
        check_not_input(o, &[&a.file], "-o")?;
    }
    if let Some(t) = &a.trace {
        let mut inputs = vec![a.file.as_path()];
        // The module and the trace must not land on the same file either.
        inputs.extend(a.output.as_deref());
        check_not_input(t, &inputs, "--trace")?;
    }
    // The module is streamed to its destination below, never held whole as text.
    let mut combine = CombineConfig::default()
        .mode(a.combine)
        .xla_flags(a.xla_flags.as_deref())?;
    if let Some(n) = a.combine_budget {
        combine = combine.budget(n as usize);
    }
    let opts = RunOptions::new(a.cost.config())
        .sched(a.sched.options(a.explain).combine(combine))
        .explain(a.explain)
        .skip_text(true);
    let run = schedule_file(&a.file, &opts)?;
    for w in &run.warnings {
        note!("lhsched: warning: {w}");
    }
    let module_on_stdout = a.output.is_none() && !a.report && !a.json && !a.explain;
    let mut write_module = |w: &mut dyn std::io::Write| run.write_module(w);
    match &a.output {
        Some(o) => write_file_with(o, &mut write_module)?,
        None if module_on_stdout => write_stdout_with(&mut write_module)?,
        None => {}
    }
    let outcome = &run.outcome;
    if let Some(t) = &a.trace {
        let entry = outcome
            .after
            .computations
            .last()
            .ok_or("the module has no entry computation")?;
        write_file(
            t,
            chrome_trace(&outcome.entry_graph.graph, &entry.timeline).as_bytes(),
        )?;
    }
    if a.json {
        write_stdout(&run.report_json())?;
    } else if a.report {
        write_stdout(&schedule_text(outcome))?;
    }
    if a.explain && !a.json {
        write_stdout(&explain_text(outcome))?;
    }
    let mut code = ExitCode::SUCCESS;
    for (comp, r) in &outcome.notes {
        if !r.memory_fits {
            note!(
                "lhsched: warning: computation {comp}: no order found fits the memory limit; \
                 the order with the smallest peak ({} bytes) was kept",
                r.peak_bytes
            );
            code = ExitCode::from(1);
        }
    }
    // Everything is written and flushed, and the process ends next: freeing the module's and
    // the graphs' millions of small allocations one by one only costs time (0.4 s at 1M
    // instructions), so the operating system takes them back at exit instead.
    std::mem::forget(run);
    Ok(code)
}

/// Parses `--combine`.
fn combine_arg(s: &str) -> Result<CombineMode, String> {
    CombineMode::parse(s)
}
