//! `lhsched schedule IN.hlo`: the main job. Prints (or writes) the module in the new order with
//! `is_scheduled=true`; `--report`/`--json` measure before and after, `--trace` writes a Chrome
//! trace, `--explain` lists every decision with the rule that made it.

use super::cost_model::CostArgs;
use super::output::{check_not_input, print, write_file};
use super::sched_args::SchedArgs;
use super::CliResult;
use clap::Args;
use lhsched::driver::report::{schedule_json, schedule_text};
use lhsched::driver::schedule_module;
use lhsched::hlo::{load_module, print_module};
use lhsched::sched::chrome_trace;
use std::fmt::Write as _;
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
    /// Print every scheduling decision and the rule that decided it.
    #[arg(long)]
    pub explain: bool,
    #[command(flatten)]
    pub cost: CostArgs,
    #[command(flatten)]
    pub sched: SchedArgs,
}

/// Runs `lhsched schedule`.
pub fn run(a: ScheduleArgs) -> CliResult {
    let mut module = load_module(&a.file)?;
    let (model, warnings) = a.cost.build(Some(&module))?;
    for w in &warnings {
        eprintln!("lhsched: warning: {w}");
    }
    if let Some(o) = &a.output {
        check_not_input(o, &[&a.file], "-o")?;
    }
    if let Some(t) = &a.trace {
        check_not_input(t, &[&a.file], "--trace")?;
    }
    let opts = a.sched.options(a.explain);
    let outcome = schedule_module(&mut module, &model, &opts)?;
    let text = print_module(&module);
    let module_on_stdout = a.output.is_none() && !a.report && !a.json && !a.explain;
    match &a.output {
        Some(o) => write_file(o, &text)?,
        None if module_on_stdout => print(&text),
        None => {}
    }
    if let Some(t) = &a.trace {
        let entry = outcome
            .after
            .computations
            .last()
            .ok_or("the module has no entry computation")?;
        write_file(
            t,
            &chrome_trace(&outcome.entry_graph.graph, &entry.timeline),
        )?;
    }
    if a.json {
        let mut s = serde_json::to_string_pretty(&schedule_json(&outcome))?;
        s.push('\n');
        print(&s);
    } else if a.report {
        print(&schedule_text(&outcome));
    }
    if a.explain {
        let mut s = String::new();
        let mut step = 0usize;
        let mut last = "";
        for d in &outcome.decisions {
            if d.computation != last {
                let _ = writeln!(
                    s,
                    "# {} (bottom-up: from the end of the program)",
                    d.computation
                );
                last = &d.computation;
                step = 0;
            }
            let _ = writeln!(
                s,
                "{step:>6}  {:<40} {:<28} ready={}",
                d.instruction, d.rule, d.ready
            );
            step += 1;
        }
        if outcome.decisions.is_empty() {
            s.push_str("# no decisions recorded (the input order was kept)\n");
        }
        print(&s);
    }
    let mut code = ExitCode::SUCCESS;
    for (comp, r) in &outcome.notes {
        if !r.memory_fits {
            eprintln!(
                "lhsched: warning: computation {comp}: no order found fits the memory limit; \
                 the order with the smallest peak ({} bytes) was kept",
                r.peak_bytes
            );
            code = ExitCode::from(1);
        }
    }
    Ok(code)
}
