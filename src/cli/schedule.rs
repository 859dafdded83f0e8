//! `lhsched schedule IN.hlo`: the main job. Prints (or writes) the module in the new order with
//! `is_scheduled=true` and `is_sync` flags as XLA:GPU would set them, after the library has
//! checked it against what XLA's backend requires (`schedule_module` fails otherwise, before
//! anything is written); `--report`/`--json` measure before and after, `--trace` writes a
//! Chrome trace, `--explain` lists every decision with the rule that made it.

use super::cost_model::CostArgs;
use super::output::{write_stdout_with, written, Outputs};
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::report::{explain_text, schedule_text};
use lhsched::driver::run::{schedule_file, RunOptions};
use lhsched::sched::write_chrome_trace;
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
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched schedule`.
pub fn run(a: ScheduleArgs) -> CliResult {
    // The module is streamed to its destination below, never held whole as text.
    let opts = RunOptions::new(a.cost.config())
        .sched(a.sched.options(a.explain))
        .explain(a.explain)
        .skip_text(true);
    // Every output is checked against every input and the other output before any work.
    let mut plan = Outputs::new();
    plan.input("the module", &a.file).inputs(opts.input_files());
    let mut out = a
        .output
        .as_deref()
        .map(|o| plan.output("-o", o))
        .transpose()?;
    let mut trace = a
        .trace
        .as_deref()
        .map(|t| plan.output("--trace", t))
        .transpose()?;
    let run = schedule_file(&a.file, &opts)?;
    for w in &run.warnings {
        note!("lhsched: warning: {w}");
    }
    let module_on_stdout = a.output.is_none() && !a.report && !a.json && !a.explain;
    let mut write_module = |w: &mut dyn std::io::Write| run.write_module(w);
    match &mut out {
        Some(o) => written(o.fill(&mut write_module))?,
        None if module_on_stdout => write_stdout_with(&mut write_module)?,
        None => {}
    }
    let outcome = &run.outcome;
    if let Some(t) = &mut trace {
        let entry = outcome
            .after
            .computations
            .last()
            .ok_or("the module has no entry computation")?;
        written(t.fill(&mut |w: &mut dyn std::io::Write| {
            write_chrome_trace(&outcome.entry_graph.graph, &entry.timeline, w)
        }))?;
    }
    // Both are complete: only now does either replace its target.
    for o in out.into_iter().chain(trace) {
        written(o.commit())?;
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
