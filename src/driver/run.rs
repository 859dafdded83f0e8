//! The whole jobs of `lhsched schedule` and `lhsched eval` as library calls, for every frontend
//! (the CLI, Python, C): read a module, build the cost model from a [`CostConfig`], schedule or
//! replay it, and hand back the report as JSON data and the scheduled module as text, exactly
//! as the CLI prints them.
//!
//! ```no_run
//! use lhsched::driver::run::{schedule_file, RunOptions};
//! use lhsched::cost::config::CostConfig;
//! let opts = RunOptions::new(CostConfig::new().platform("h100"));
//! let run = schedule_file("model.hlo".as_ref(), &opts)?;
//! print!("{}", run.report_json()); // what `lhsched schedule model.hlo -o OUT --json` prints
//! std::fs::write("model.scheduled.hlo", &run.module_text).unwrap();
//! # Ok::<(), lhsched::Error>(())
//! ```

use super::module::{evaluate, schedule_module_beside, ModuleEval, ScheduleOutcome};
use super::options::DriverOptions;
use super::report::{eval_json, json_text, schedule_report_json, work_diff_json};
use super::work_diff::{work_diff, WorkDiff};
use crate::cost::config::{CostConfig, Prepared, Warning};
use crate::cost::stack::CostModel;
use crate::error::Error;
use crate::hlo::sync::{update_sync_flags, SyncUpdate};
use crate::hlo::{
    adopt_order, load_module, parse_module, print_module, write_module_parallel, Module,
};
use serde_json::Value;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Everything a schedule or eval run takes: the cost configuration, the scheduling options,
/// and whether to record every decision (`--explain`).
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct RunOptions {
    /// How instructions are priced.
    pub cost: CostConfig,
    /// Streams, overlap limits, memory limit and the scheduler's search.
    pub sched: DriverOptions,
    /// Record every decision and put them in the report (`explain` key).
    pub explain: bool,
    /// Leave [`ScheduleRun::module_text`] empty: for callers that stream the module with
    /// [`ScheduleRun::write_module`] instead of holding its whole text (as large as the input).
    pub skip_text: bool,
    /// Set by another thread to stop the run at its next stage (parse, cost model, schedule,
    /// report) with an "interrupted" error: how Python's Ctrl-C reaches a run.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl RunOptions {
    /// `cost` with the default scheduling options and no explanation.
    pub fn new(cost: CostConfig) -> Self {
        RunOptions {
            cost,
            ..Default::default()
        }
    }

    /// Sets the scheduling options.
    pub fn sched(mut self, sched: DriverOptions) -> Self {
        self.sched = sched;
        self
    }

    /// Records every decision and reports them.
    pub fn explain(mut self, on: bool) -> Self {
        self.explain = on;
        self
    }

    /// Stops the run at its next stage once `flag` is set (see [`RunOptions::cancel`]).
    pub fn cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// `Err("interrupted")` once [`RunOptions::cancel`]'s flag is set: called between stages.
    pub fn checkpoint(&self) -> Result<(), Error> {
        match &self.cancel {
            Some(f) if f.load(Ordering::Relaxed) => Err(Error::msg("interrupted")),
            _ => Ok(()),
        }
    }

    /// Leaves [`ScheduleRun::module_text`] empty (see [`RunOptions::skip_text`]).
    pub fn skip_text(mut self, on: bool) -> Self {
        self.skip_text = on;
        self
    }

    /// Every file the cost configuration reads, named by its option (`--table`,
    /// `--gemm-table`, `--profile`): for [`super::output::Outputs::inputs`], so no output
    /// replaces one of them.
    pub fn input_files(&self) -> Vec<(&'static str, &Path)> {
        let c = &self.cost;
        [
            ("--table", c.table.as_deref()),
            ("--gemm-table", c.gemm_table.as_deref()),
            ("--profile", c.profile.as_deref()),
        ]
        .into_iter()
        .filter_map(|(what, p)| Some((what, p?)))
        .collect()
    }

    fn driver_options(&self) -> DriverOptions {
        let mut d = self.sched.clone();
        d.sched.explain = self.explain;
        d
    }
}

/// What a schedule run gives.
#[derive(Debug)]
#[non_exhaustive]
pub struct ScheduleRun {
    /// The module in its new order, marked scheduled.
    pub module: Module,
    /// The module as HLO text (what `lhsched schedule` writes); empty under
    /// [`RunOptions::skip_text`].
    pub module_text: String,
    /// The report `lhsched schedule --json` prints, as data.
    pub report: Value,
    /// The measurements before and after, the scheduler's notes and decisions.
    pub outcome: ScheduleOutcome,
    /// What building the cost model or pricing noticed but did not refuse.
    pub warnings: Vec<Warning>,
}

impl ScheduleRun {
    /// The report exactly as `lhsched schedule --json` prints it (pretty, final newline).
    pub fn report_json(&self) -> String {
        json_text(&self.report)
    }

    /// Writes the scheduled module as HLO text to `w` (the bytes of
    /// [`ScheduleRun::module_text`], without holding them all; see
    /// [`crate::hlo::write_module`]); a large module is printed on two cores
    /// ([`write_module_parallel`]), the same bytes.
    pub fn write_module(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        write_module_parallel(&self.module, w)
    }
}

/// What an eval run gives.
#[derive(Debug)]
#[non_exhaustive]
pub struct EvalRun {
    /// The report `lhsched eval --json` prints, as data.
    pub report: Value,
    /// The measurement.
    pub eval: ModuleEval,
    /// What building the cost model or pricing noticed but did not refuse.
    pub warnings: Vec<Warning>,
    /// With `--order-of REF`: the instructions only one of the two modules has, priced, and
    /// REF replayed as written (how much of REF's lead is work, how much order).
    pub work_diff: Option<WorkDiff>,
}

impl EvalRun {
    /// The report exactly as `lhsched eval --json` prints it.
    pub fn report_json(&self) -> String {
        json_text(&self.report)
    }
}

/// The notes a run adds to the model's warnings that scan the module as given: collectives
/// `--lenient` priced as kernels, a module with no async collective, and, where the run
/// replaces the module's instructions (`--combine`), its collectives priced from outside the
/// collective table's range ([`pricing_warnings`] puts them in place).
struct ScannedNotes {
    unpriced: Vec<Warning>,
    no_async: Option<Warning>,
    outside: Option<Vec<String>>,
}

/// The module scans of [`ScannedNotes`] (the lenient one only under `--lenient`, the range
/// one only when `regrouped`).
fn scan_notes(model: &CostModel, module: &Module, regrouped: bool) -> ScannedNotes {
    ScannedNotes {
        unpriced: if model.lenient {
            model.unpriced_collectives(module)
        } else {
            Vec::new()
        },
        no_async: no_async_warning(module),
        outside: regrouped.then(|| model.collectives_outside_table(module)),
    }
}

/// The notes every run adds to the model's warnings: collectives `--lenient` priced as
/// kernels, collectives of the module as given priced from outside the collective table's
/// measured range, and a module with no async collective. The range's collectives are the
/// ones the pricing of the module as given found (`given`, whose instruction ids are
/// `module`'s: only they are looked at again, for their words) unless the scan had to find
/// them.
fn pricing_warnings(
    model: &CostModel,
    module: &Module,
    given: &ModuleEval,
    scanned: ScannedNotes,
) -> Vec<Warning> {
    let mut w = scanned.unpriced;
    let outside = scanned.outside.unwrap_or_else(|| {
        given
            .extrapolated
            .iter()
            .map(|&(c, id)| model.describe_collective(module, c, id))
            .collect()
    });
    if !outside.is_empty() {
        let shown: Vec<&str> = outside.iter().take(5).map(String::as_str).collect();
        w.push(format!(
            "{} collective(s) lie outside the collective table's measured byte range and are \
             extrapolated: {}{}",
            outside.len(),
            shown.join("; "),
            if outside.len() > 5 { "; ..." } else { "" }
        ));
    }
    w.extend(scanned.no_async);
    w
}

/// The warning for a module whose collectives are all synchronous (an XLA:CPU module, JAX's
/// `lower().as_text()`): each blocks compute for its whole time, so there is nothing to hide and
/// the schedule cannot win; says how to get XLA:GPU's module, where they are async pairs.
fn no_async_warning(module: &Module) -> Option<Warning> {
    let (mut sync, mut asynchronous) = (0usize, 0usize);
    for comp in &module.computations {
        for ins in &comp.instructions {
            match ins.opcode.sync_collective() {
                Some(_) if ins.opcode.is_async_start() => asynchronous += 1,
                Some(_) => sync += 1,
                None if ins.opcode == crate::hlo::Opcode::AsyncStart => asynchronous += 1,
                None => {}
            }
        }
    }
    (sync > 0 && asynchronous == 0).then(|| {
        format!(
            "the module has no async collective: its {sync} collective(s) are synchronous, so \
             all their time is exposed communication and no order can hide it (an XLA:CPU \
             module, or JAX's `lower().as_text()`); XLA:GPU's module has async pairs: dump it \
             with XLA_FLAGS=\"--xla_dump_to=DIR --xla_dump_hlo_as_text\", or compile without a \
             GPU by the deviceless recipe of tools/corpus/README.md"
        )
    })
}

fn in_file(file: &str, e: impl Into<Error>) -> Error {
    Error::In {
        what: file.to_string(),
        source: Box::new(e.into()),
    }
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// Loads a module named by an option (`--order-of`, `--same-order-as`): its errors say what
/// was expected and where, never its text ([`Error::without_file_content`]).
pub fn load_reference(path: &Path) -> Result<Module, Error> {
    load_module(path).map_err(|e| Error::from(e).without_file_content())
}

/// Schedules the module at `path` (`-`: standard input).
pub fn schedule_file(path: &Path, opts: &RunOptions) -> Result<ScheduleRun, Error> {
    let (module, cost) = load_with_cost(path, opts);
    schedule_prepared(module?, &shown(path), opts, cost)
}

/// Loads the module at `path` (`-`: standard input) while the cost model's module-free part
/// ([`CostConfig::prepare`]: the embedded tables' decoding, a few tens of ms) is prepared on a
/// second core when every file read is a regular file. The load's error comes first, as when
/// the two ran one after the other.
pub fn load_with_cost(
    path: &Path,
    opts: &RunOptions,
) -> (Result<Module, Error>, Result<Prepared, Error>) {
    // Only regular files are read at once: two reads of standard input, a FIFO or a device
    // (`-`, `/dev/stdin` given twice) keep the order of one after the other.
    let regular = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_file());
    let parallel = crate::beside::second_core(opts.sched.sched.threads)
        && regular(path)
        && opts.input_files().iter().all(|(_, p)| regular(p));
    let (cost, module) = crate::beside::beside(
        parallel,
        || crate::phases::time("cost model", || opts.cost.prepare()),
        || crate::phases::time("load (read+parse)", || load_module(path)),
    );
    (module.map_err(Error::from), cost)
}

/// Schedules a module given as HLO text; `name` appears in error messages.
pub fn schedule_hlo_text(text: &str, name: &str, opts: &RunOptions) -> Result<ScheduleRun, Error> {
    let module = parse_module(text).map_err(|e| e.with_file(name.to_string()))?;
    schedule_loaded(module, name, opts)
}

/// Schedules a parsed module; `name` (its file) appears in error messages.
pub fn schedule_loaded(
    module: Module,
    name: &str,
    opts: &RunOptions,
) -> Result<ScheduleRun, Error> {
    opts.checkpoint()?;
    let cost = crate::phases::time("cost model", || opts.cost.prepare());
    schedule_prepared(module, name, opts, cost)
}

/// [`schedule_loaded`] with the cost model's module-free part already prepared
/// ([`load_with_cost`]).
pub fn schedule_prepared(
    mut module: Module,
    name: &str,
    opts: &RunOptions,
    cost: Result<Prepared, Error>,
) -> Result<ScheduleRun, Error> {
    opts.checkpoint()?;
    let (model, mut warnings) = cost
        .and_then(|p| p.finish(Some(&module)))
        .map_err(Error::without_file_content)?;
    opts.checkpoint()?;
    // The notes that scan the module read it as given: on a large module on a second core
    // while it is scheduled (the same notes, in the same place). Combining replaces its
    // collectives, so there the scan also finds those priced from outside the table's range;
    // otherwise the pricing of the input order found them, on the same instructions.
    let driver = opts.driver_options();
    let regrouped = driver.combine.mode != super::combine::CombineMode::Off;
    let (mut outcome, scanned) =
        schedule_module_beside(&mut module, &model, &driver, &|m: &Module| {
            crate::phases::time("module notes", || scan_notes(&model, m, regrouped))
        })
        .map_err(|e| in_file(name, e))?;
    warnings.extend(pricing_warnings(&model, &module, &outcome.before, scanned));
    opts.checkpoint()?;
    outcome.before.cost = Some(model.summary.clone());
    outcome.after.cost = Some(model.summary.clone());
    let report = crate::phases::time("report", || schedule_report_json(&outcome, opts.explain));
    Ok(ScheduleRun {
        module_text: if opts.skip_text {
            String::new()
        } else {
            print_module(&module)
        },
        module,
        report,
        outcome,
        warnings,
    })
}

/// Replays the module at `path` (`-`: standard input) in its own order.
pub fn eval_file(path: &Path, opts: &RunOptions) -> Result<EvalRun, Error> {
    let (module, cost) = load_with_cost(path, opts);
    eval_prepared(&module?, &shown(path), opts, cost)
}

/// Replays a parsed module in its own order; `name` appears in error messages.
pub fn eval_loaded(module: &Module, name: &str, opts: &RunOptions) -> Result<EvalRun, Error> {
    opts.checkpoint()?;
    eval_prepared(module, name, opts, opts.cost.prepare())
}

/// [`eval_loaded`] with the cost model's module-free part already prepared
/// ([`load_with_cost`]).
pub fn eval_prepared(
    module: &Module,
    name: &str,
    opts: &RunOptions,
    cost: Result<Prepared, Error>,
) -> Result<EvalRun, Error> {
    opts.checkpoint()?;
    let (model, mut warnings) = cost
        .and_then(|p| p.finish(Some(module)))
        .map_err(Error::without_file_content)?;
    let scanned = scan_notes(&model, module, false);
    let mut d = opts.driver_options();
    d.sched.explain = false;
    opts.checkpoint()?;
    let mut eval = evaluate(module, &model, &d).map_err(|e| in_file(name, e))?;
    warnings.extend(pricing_warnings(&model, module, &eval, scanned));
    opts.checkpoint()?;
    eval.cost = Some(model.summary.clone());
    Ok(EvalRun {
        report: eval_json(&eval),
        eval,
        warnings,
        work_diff: None,
    })
}

/// Replays the module at `path` in the order of the module at `reference`, matched by
/// instruction name ([`adopt_order()`]), with XLA:GPU's `is_sync` rule applied to that order:
/// XLA's final module's order on the module that entered its scheduler, so XLA's order and
/// ours are priced on the same instructions (XLA drops copies after scheduling). A warning says
/// how many instructions only one of the two has.
pub fn eval_in_order_of(
    path: &Path,
    reference: &Path,
    opts: &RunOptions,
) -> Result<EvalRun, Error> {
    let module = load_module(path)?;
    eval_loaded_in_order_of(module, &shown(path), reference, opts)
}

/// As [`eval_in_order_of`], for a parsed module; `file` names it in messages.
pub fn eval_loaded_in_order_of(
    mut module: Module,
    file: &str,
    reference: &Path,
    opts: &RunOptions,
) -> Result<EvalRun, Error> {
    let order_of = adopt_order_of(&mut module, file, reference)?;
    let mut run = eval_loaded(&module, file, opts)?;
    order_of.attach(&module, &mut run, opts)?;
    Ok(run)
}

/// A module put in another module's order ([`adopt_order_of`]): the reference as read and
/// what only one of the two has, for the report's work difference and warning.
#[derive(Debug)]
pub struct OrderOf {
    reference: Module,
    ref_file: String,
    inserted: Vec<(String, String)>,
    added: Vec<(String, String)>,
    warnings: Vec<Warning>,
}

impl OrderOf {
    /// Adds to `run` (the replay of `module` in the reference's order) the reference as
    /// written priced by the same model: what it drops and adds, and its own makespan, say how
    /// much of a difference is work and how much order (`work_difference` in the JSON); and
    /// the warning about instructions only one of the two has.
    pub fn attach(
        self,
        module: &Module,
        run: &mut EvalRun,
        opts: &RunOptions,
    ) -> Result<(), Error> {
        let reference_run = eval_loaded(&self.reference, &self.ref_file, opts)?;
        let diff = work_diff(
            module,
            &run.eval,
            &self.inserted,
            (&self.ref_file, &self.reference, &reference_run.eval),
            &self.added,
        );
        if let Value::Object(m) = &mut run.report {
            m.insert("work_difference".to_string(), work_diff_json(&diff));
        }
        run.work_diff = Some(diff);
        run.warnings.extend(self.warnings);
        Ok(())
    }
}

/// Puts `module`'s instructions in the order of the module at `reference` (matched by name,
/// [`adopt_order()`]) with XLA:GPU's `is_sync` rule applied to that order, as
/// [`eval_in_order_of`] replays it; `file` names `module` in messages. The result carries the
/// reference and the warning that says how many instructions only one of the two has, for
/// [`OrderOf::attach`].
pub fn adopt_order_of(module: &mut Module, file: &str, reference: &Path) -> Result<OrderOf, Error> {
    let other = load_reference(reference)?;
    let (file, ref_file) = (file.to_string(), shown(reference));
    let adopted = adopt_order(module, &other).map_err(|e| in_file(&file, e))?;
    if adopted.computations == 0 {
        return Err(Error::msg(format!(
            "{ref_file} has no computation named like one of {file}'s"
        )));
    }
    let mut sync = SyncUpdate::default();
    let ids: Vec<_> = module.comp_ids().collect();
    for c in ids {
        update_sync_flags(module, c, &mut sync).map_err(|e| in_file(&file, e))?;
    }
    let mut warnings = Vec::new();
    if !adopted.inserted.is_empty() || adopted.ignored > 0 {
        let shown: Vec<String> = adopted
            .inserted
            .iter()
            .take(3)
            .map(|(c, i)| format!("{c}/{i}"))
            .collect();
        warnings.push(format!(
            "in {ref_file}'s order: {} instruction(s) {ref_file} lacks run just before their \
             first user{}{}; {} of its instruction(s) are not in {file}",
            adopted.inserted.len(),
            if shown.is_empty() { "" } else { " (" },
            if shown.is_empty() {
                String::new()
            } else {
                format!(
                    "{}{})",
                    shown.join(", "),
                    if adopted.inserted.len() > 3 {
                        ", ..."
                    } else {
                        ""
                    }
                )
            },
            adopted.ignored
        ));
    }
    Ok(OrderOf {
        reference: other,
        ref_file,
        inserted: adopted.inserted,
        added: adopted.added,
        warnings,
    })
}
