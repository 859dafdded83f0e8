//! `lhsched schedule IN.hlo`: the main job. Prints (or writes) the module in the new order with
//! `is_scheduled=true`; `--report`/`--json` measure before and after, `--trace` writes a Chrome
//! trace, `--explain` lists every decision with the rule that made it.

use super::cost_model::CostArgs;
use super::output::{check_not_input, write_file};
use super::sched_args::SchedArgs;
use super::{write_stdout, CliResult};
use clap::Args;
use lhsched::driver::report::human_time;
use lhsched::driver::report::{schedule_json, schedule_text};
use lhsched::driver::{schedule_module, ScheduleOutcome};
use lhsched::hlo::{load_module, print_module};
use lhsched::sched::chrome_trace;
use lhsched::sched::Rule;
use std::collections::BTreeMap;
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
        let mut inputs = vec![a.file.as_path()];
        // The module and the trace must not land on the same file either.
        inputs.extend(a.output.as_deref());
        check_not_input(t, &inputs, "--trace")?;
    }
    let opts = a.sched.options(a.explain);
    let outcome = schedule_module(&mut module, &model, &opts)
        .map_err(|e| format!("{}: {e}", a.file.display()))?;
    let text = print_module(&module);
    let module_on_stdout = a.output.is_none() && !a.report && !a.json && !a.explain;
    match &a.output {
        Some(o) => write_file(o, text.as_bytes())?,
        None if module_on_stdout => {
            write_stdout(&text)?;
        }
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
            chrome_trace(&outcome.entry_graph.graph, &entry.timeline).as_bytes(),
        )?;
    }
    if a.json {
        let mut s = serde_json::to_string_pretty(&schedule_json(&outcome))?;
        s.push('\n');
        write_stdout(&s)?;
    } else if a.report {
        write_stdout(&schedule_text(&outcome))?;
    }
    if a.explain {
        write_stdout(&explain(&outcome))?;
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

/// Every decision per computation, the variant whose run it was, and what each rule means.
fn explain(outcome: &ScheduleOutcome) -> String {
    let mut s = String::new();
    let mut used: BTreeMap<Rule, usize> = BTreeMap::new();
    for (comp, report) in &outcome.notes {
        let _ = writeln!(
            s,
            "# {comp}: variant {} won ({}, input order {}); decisions from the end of the program:",
            report.variant,
            human_time(report.makespan),
            human_time(report.input_makespan)
        );
        let mut any = false;
        for (step, d) in outcome
            .decisions
            .iter()
            .filter(|d| &d.computation == comp)
            .enumerate()
        {
            any = true;
            *used.entry(d.rule).or_default() += 1;
            let _ = writeln!(
                s,
                "{step:>6}  {:<40} {:<26} ready={}",
                d.instruction,
                d.rule.name(),
                d.ready
            );
        }
        if !any {
            s.push_str("#   (no list-scheduler decisions: the input order won)\n");
        }
    }
    if !used.is_empty() {
        s.push_str("# rules:\n");
        for (rule, n) in used {
            let _ = writeln!(s, "#   {:<26} {n:>6}x  {}", rule.name(), rule.meaning());
        }
    }
    s
}
