//! `lhsched schedule IN.hlo`: the main job. Prints (or writes) the module in the new order with
//! `is_scheduled=true` and `is_sync` flags as XLA:GPU would set them, after the library has
//! checked it against what XLA's backend requires (`schedule_module` fails otherwise, before
//! anything is written); `--report`/`--json` measure before and after, `--trace` writes a
//! Chrome trace, `--explain` lists every decision with the rule that made it.

use super::cost_model::CostArgs;
use super::output::{write_stdout_with, written, Outputs};
use super::sched_args::SchedArgs;
use super::streams::{on_stdout, report_channel, trace_target, write_to, SCHEDULE_RULE};
use super::CliResult;
use clap::Args;
use lhsched::driver::combine::{CombineConfig, CombineMode};
use lhsched::driver::exposed::{exposed_dones, why_exposed_text};
use lhsched::driver::report::{explain_text, human_bytes, schedule_text};
use lhsched::driver::run::{load_with_cost, schedule_prepared, RunOptions};
use lhsched::driver::stream_idle::{stream_idle_text, stream_idles};
use lhsched::driver::trace::{write_trace_of_modules, Replays};
use std::io::BufWriter;
use std::path::PathBuf;
use std::process::ExitCode;

/// Rows of the "why exposed" and "why the stream idled" tables in `--report`.
const WHY_EXPOSED_ROWS: usize = 10;

/// Arguments of `lhsched schedule`.
#[derive(Args, Debug)]
#[command(after_help = SCHEDULE_RULE)]
pub struct ScheduleArgs {
    /// The HLO module (`-` reads standard input).
    pub file: PathBuf,
    /// Write the scheduled module here instead of standard output.
    #[arg(short, long, value_name = "OUT.hlo")]
    pub output: Option<PathBuf>,
    /// Print makespan, exposed communication and memory before and after, and why the most
    /// exposed dones waited (on standard error unless -o is given).
    #[arg(long)]
    pub report: bool,
    /// Print the report as one JSON object (needs -o: standard output carries the module
    /// otherwise).
    #[arg(long)]
    pub json: bool,
    /// Write a Chrome trace (Perfetto, chrome://tracing) of the input order and the new one, as
    /// two processes: loop bodies and calls expanded, flows from each start to its done.
    #[arg(long, value_name = "TRACE.json")]
    pub trace: Option<PathBuf>,
    /// Print which order won and why, then every decision and the rule that made it (on
    /// standard error unless -o is given; with `--json`: inside the JSON report, under
    /// `explain`).
    #[arg(long)]
    pub explain: bool,
    /// Which collectives travel together: `off` (default: the module's grouping), `xla`
    /// (XLA's threshold combiner, thresholds from `--xla-flags` or `XLA_FLAGS`) or `auto`
    /// (the grouping whose schedule replays fastest within `--memory-limit`).
    #[arg(long, value_name = "auto|xla|off", default_value = "off", value_parser = combine_arg,
          help_heading = "Combining")]
    pub combine: CombineMode,
    /// Full schedules `--combine auto` may run (default 4; the input as given is one, counted
    /// even when a grouping beats its bound and it is not scheduled).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..),
          help_heading = "Combining")]
    pub combine_budget: Option<u32>,
    /// Full schedules `--combine auto`'s local search on bucket boundaries may run after its
    /// candidates (0: none; default: 8, fewer on modules over 7,500 instructions, none over
    /// 30,000).
    #[arg(long, value_name = "N", help_heading = "Combining")]
    pub combine_search: Option<u32>,
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
    let module_on_stdout = on_stdout(a.output.as_deref());
    let wants_report = a.report || a.json || a.explain;
    // The one rule for standard output (see SCHEDULE_RULE), checked before any work.
    let channel = report_channel(module_on_stdout, a.json)?;
    if let Some(t) = &a.trace {
        let taken = if module_on_stdout {
            Some("the module")
        } else if wants_report {
            Some("the report")
        } else {
            None
        };
        trace_target(t, taken)?;
    }
    // The text report's "why exposed" table names the rule that placed each done: the
    // decisions are recorded for it too (they change no order).
    let record = a.explain || (a.report && !a.json);
    // The module is streamed to its destination below, never held whole as text.
    let mut combine = CombineConfig::default()
        .mode(a.combine)
        .xla_flags(a.xla_flags.as_deref())?;
    if let Some(n) = a.combine_budget {
        combine = combine.budget(n as usize);
    }
    if let Some(n) = a.combine_search {
        combine = combine.search(n as usize);
    }
    let opts = RunOptions::new(a.cost.config())
        .sched(a.sched.options(record).combine(combine))
        .explain(record)
        .skip_text(true);
    // Every output is checked against every input and the other output before any work.
    let mut plan = Outputs::new();
    plan.input("the module", &a.file).inputs(opts.input_files());
    let mut out = match &a.output {
        Some(o) if !module_on_stdout => Some(plan.output("-o", o)?),
        _ => None,
    };
    let mut trace = a
        .trace
        .as_deref()
        .map(|t| plan.output("--trace", t))
        .transpose()?;
    let (module, cost) = load_with_cost(&a.file, &opts);
    let module = module?;
    // The input order, kept for the trace's "before" process.
    let before = a.trace.is_some().then(|| module.clone());
    let run = schedule_prepared(module, &a.file.display().to_string(), &opts, cost)?;
    for w in &run.warnings {
        note!("lhsched: warning: {w}");
    }
    let mut write_module = |w: &mut dyn std::io::Write| run.write_module(w);
    lhsched::phases::time("print", || -> CliResult {
        match &mut out {
            Some(o) => written(o.fill(&mut write_module))?,
            None => write_stdout_with(&mut write_module)?,
        }
        Ok(ExitCode::SUCCESS)
    })?;
    let outcome = &run.outcome;
    // Each order is replayed for the trace, written and dropped before the next (one order's
    // graphs at a time); the text report's "why exposed" table replays the new order after.
    let needs_model = a.trace.is_some() || (a.report && !a.json);
    let model = match needs_model {
        true => Some(opts.cost.build(Some(&run.module))?.0),
        false => None,
    };
    if let (Some(t), Some(before), Some(model)) = (&mut trace, before, &model) {
        let orders = [
            ("before: the input order", &before),
            ("after: lhsched", &run.module),
        ];
        written(t.fill(&mut |w| {
            write_trace_of_modules(&mut BufWriter::new(w), &orders, model, &opts.sched)
        }))?;
    }
    let after = match (&model, a.report && !a.json) {
        (Some(m), true) => Some(Replays::new(&run.module, m, &opts.sched)?),
        _ => None,
    };
    // Both are complete: only now does either replace its target.
    for o in out.into_iter().chain(trace) {
        written(o.commit())?;
    }
    if a.json {
        write_to(channel, &run.report_json())?;
    } else if a.report {
        let mut text = schedule_text(outcome);
        if let Some(after) = &after {
            text.push_str(&why_exposed_text(&exposed_dones(
                after,
                &outcome.decisions,
                &outcome.notes,
                WHY_EXPOSED_ROWS,
            )));
            text.push_str(&stream_idle_text(&stream_idles(after, WHY_EXPOSED_ROWS)));
        }
        write_to(channel, &text)?;
    }
    if a.explain && !a.json {
        write_to(channel, &explain_text(outcome))?;
    }
    let mut code = ExitCode::SUCCESS;
    for (comp, r) in &outcome.notes {
        if !r.memory_fits {
            note!(
                "lhsched: warning: computation {comp}: no order found fits the memory limit; \
                 the order with the smallest peak ({}) was kept",
                human_bytes(r.peak_bytes)
            );
            code = ExitCode::from(1);
        }
    }
    // Everything is written and flushed, and the process ends next: freeing the module's and
    // the graphs' millions of small allocations one by one only costs time (0.4 s at 1M
    // instructions), so the operating system takes them back at exit instead.
    std::mem::forget(run);
    eprint!("{}", lhsched::phases::report());
    Ok(code)
}

/// Parses `--combine`.
fn combine_arg(s: &str) -> Result<CombineMode, lhsched::driver::CombineOptionError> {
    CombineMode::parse(s)
}
