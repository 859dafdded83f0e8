//! The results a person or a program reads: text with readable units, and JSON.

pub use super::explain::{explain_json, explain_text};
use super::module::{ModuleEval, ScheduleOutcome};
use super::work_diff::{WorkDiff, WorkItem};
pub use crate::units::{exact_bytes, human_bytes};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Seconds in the unit a person reads best: `812 ns`, `24.656 us`, `3.100 ms`, `1.250 s`.
pub fn human_time(s: f64) -> String {
    let a = s.abs();
    if a == 0.0 {
        "0 s".into()
    } else if a < 1e-6 {
        format!("{:.0} ns", s * 1e9)
    } else if a < 1e-3 {
        format!("{:.3} us", s * 1e6)
    } else if a < 1.0 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{s:.3} s")
    }
}

/// How far a makespan is above its lower bound: `makespan / bound - 1` (0 at the bound,
/// within the scheduler's tolerance of 1e-9); `None` when there is no ratio to give (a bound
/// of 0 under a makespan that is not, or a makespan that is not a number). A makespan below
/// its bound gives a negative gap as it is (a measurement the bound does not cover, e.g. after
/// pairs were made synchronous), never a silent 0.
pub fn gap_to_bound(makespan: f64, bound: f64) -> Option<f64> {
    if makespan == bound {
        return Some(0.0);
    }
    if !(bound > 0.0 && bound.is_finite() && makespan.is_finite()) {
        return None;
    }
    let g = makespan / bound - 1.0;
    Some(if g.abs() <= 1e-9 { 0.0 } else { g })
}

/// Whether a module's new order is proven optimal: its makespan is at the module's lower
/// bound, or it has one scheduled computation, the scheduler proved that one optimal (the
/// exact search finished, or its order reached that computation's bound) and the module's
/// makespan is that computation's.
pub fn proven_optimal(o: &ScheduleOutcome) -> bool {
    let (m, b) = (o.after.makespan_s, o.after.lower_bound_s);
    gap_to_bound(m, b) == Some(0.0)
        || (o.notes.len() == 1
            && o.notes
                .iter()
                .all(|(_, r)| r.optimal && gap_to_bound(m, r.makespan) == Some(0.0)))
}

/// `gap_to_bound` as text: `1.23%`, `0.00% (proven optimal)`, `-` when there is none.
fn gap_text(gap: Option<f64>, optimal: bool) -> String {
    match gap {
        Some(g) if optimal => format!("{:.2}% (proven optimal)", g * 100.0),
        Some(g) => format!("{:.2}%", g * 100.0),
        None => "-".to_string(),
    }
}

fn map_json<V: Copy + Into<Value>>(m: &BTreeMap<String, V>) -> Value {
    Value::Object(
        m.iter()
            .map(|(k, v)| (k.clone(), (*v).into()))
            .collect::<Map<String, Value>>(),
    )
}

fn sources_json(e: &ModuleEval) -> Value {
    Value::Object(
        e.sources
            .iter()
            .map(|(k, v)| (k.name().to_string(), json!(v)))
            .collect(),
    )
}

/// What the cost model priced with ([`crate::cost::summary::CostSummary::json`]), or null.
fn cost_json(e: &ModuleEval) -> Value {
    e.cost.as_ref().map_or(Value::Null, |c| c.json())
}

/// One module measurement as JSON: `makespan_s`, `exposed_s` (per kind), `peak_bytes`, ...
pub fn eval_json(e: &ModuleEval) -> Value {
    json!({
        "makespan_s": e.makespan_s,
        "exposed_s": map_json(&e.exposed_s),
        "exposed_total_s": e.exposed_s.values().sum::<f64>(),
        "comm_s": e.comm_s,
        "hidden_fraction": e.hidden_fraction,
        "peak_bytes": e.peak_bytes,
        "lower_bound_s": e.lower_bound_s,
        "gap_to_bound": gap_to_bound(e.makespan_s, e.lower_bound_s),
        "lower_bound_rules_s": e.lower_bound_rules_s,
        "gap_to_rules_bound": gap_to_bound(e.makespan_s, e.lower_bound_rules_s),
        "priced_by": sources_json(e),
        "cost": cost_json(e),
        "model": e.model_json,
        "interference_s": e.interference_s,
        "sharing_s": e.sharing_s,
        "computations": e.computations.iter().map(|c| json!({
            "name": c.name,
            "nodes": c.nodes,
            "runs": c.multiplicity,
            "scheduled": c.schedulable,
            "makespan_s": c.timeline.makespan,
            "exposed_s": map_json(&c.timeline.exposed),
            "peak_bytes": c.timeline.peak_bytes,
            "lower_bound_s": c.lower_bound_s,
            "lower_bound_rules_s": c.lower_bound_rules_s,
        })).collect::<Vec<_>>(),
    })
}

/// A scheduling outcome as JSON: `makespan_before_s`, `makespan_after_s`, `exposed_s`,
/// `peak_bytes`, and the full before/after measurements.
pub fn schedule_json(o: &ScheduleOutcome) -> Value {
    json!({
        "makespan_before_s": o.before.makespan_s,
        "makespan_after_s": o.after.makespan_s,
        "exposed_s": map_json(&o.after.exposed_s),
        "exposed_before_s": map_json(&o.before.exposed_s),
        "peak_bytes": o.after.peak_bytes,
        "peak_bytes_before": o.before.peak_bytes,
        "lower_bound_s": o.after.lower_bound_s,
        "gap_to_bound": gap_to_bound(o.after.makespan_s, o.after.lower_bound_s),
        "lower_bound_rules_s": o.after.lower_bound_rules_s,
        "gap_to_rules_bound": gap_to_bound(o.after.makespan_s, o.after.lower_bound_rules_s),
        "proven_optimal": proven_optimal(o),
        "hidden_fraction": o.after.hidden_fraction,
        "priced_by": sources_json(&o.after),
        "cost": cost_json(&o.after),
        "model": o.after.model_json,
        "interference_s": o.after.interference_s,
        "sharing_s": o.after.sharing_s,
        "scheduler": o.notes.iter().map(|(c, r)| json!({
            "computation": c,
            "variant": r.variant,
            "makespan_s": r.makespan,
            "input_makespan_s": r.input_makespan,
            "lower_bound_s": r.lower_bound,
            "gap_to_bound": gap_to_bound(r.makespan, r.lower_bound),
            "optimum_s": r.optimum,
            "optimal": r.optimal,
            "memory_fits": r.memory_fits,
            "candidates": r.candidates.iter().map(|v| json!({
                "name": v.name, "makespan_s": v.makespan, "peak_bytes": v.peak_bytes, "fits": v.fits,
            })).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "before": eval_json(&o.before),
        "after": eval_json(&o.after),
        "is_sync": json!({
            "before": o.sync.marked_before,
            "after": o.sync.marked_after,
            "set": o.sync.set,
            "cleared": o.sync.cleared,
        }),
    })
}

/// The report `lhsched schedule --json` prints: [`schedule_json`], plus the decisions under
/// `explain` when `explain` is set (so `--explain --json` stays one JSON object).
pub fn schedule_report_json(o: &ScheduleOutcome, explain: bool) -> Value {
    let mut v = schedule_json(o);
    if let (Some(c), Value::Object(m)) = (&o.combine, &mut v) {
        m.insert("combine".into(), super::combine_report::combine_json(c));
    }
    if explain {
        if let Value::Object(m) = &mut v {
            m.insert("explain".to_string(), explain_json(o));
        }
    }
    v
}

/// Figures below this magnitude print as 0 in JSON: float noise (an exposed time of
/// `8.47e-20` s left by a difference of two equal ends), far below any real figure (the
/// smallest cost a model gives is a nanosecond scale).
const NOISE: f64 = 1e-15;

/// A JSON value serialised with every float figure below [`NOISE`] (and `-0.0`) as 0: the
/// one place figures are cleaned on their way out ([`json_text`]), without copying the value
/// (a schedule report from Python or C holds the whole module's text).
struct Clean<'a>(&'a Value);

impl serde::Serialize for Clean<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self.0 {
            Value::Number(n) if n.is_f64() => {
                let x = n.as_f64().unwrap_or(0.0);
                s.serialize_f64(if x.abs() < NOISE { 0.0 } else { x })
            }
            Value::Array(a) => {
                let mut seq = s.serialize_seq(Some(a.len()))?;
                for x in a {
                    seq.serialize_element(&Clean(x))?;
                }
                seq.end()
            }
            Value::Object(m) => {
                let mut map = s.serialize_map(Some(m.len()))?;
                for (k, x) in m {
                    map.serialize_entry(k, &Clean(x))?;
                }
                map.end()
            }
            other => other.serialize(s),
        }
    }
}

/// A JSON value as the CLI prints it: pretty, with a final newline; figures of float noise
/// (and `-0.0`) print as 0 (below 1e-15 in magnitude).
pub fn json_text(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(&Clean(v)).unwrap_or_else(|_| "null".to_string());
    s.push('\n');
    s
}

/// One module measurement as text.
pub fn eval_text(e: &ModuleEval) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "model           {}", e.model);
    if let Some(c) = &e.cost {
        let _ = writeln!(s, "cost            {}", c.text());
    }
    let _ = writeln!(s, "makespan        {}", human_time(e.makespan_s));
    let _ = writeln!(s, "lower bound     {}", human_time(e.lower_bound_s));
    let _ = writeln!(
        s,
        "gap to bound    {}",
        gap_text(gap_to_bound(e.makespan_s, e.lower_bound_s), false)
    );
    if e.lower_bound_rules_s > e.lower_bound_s {
        let _ = writeln!(
            s,
            "rules bound     {} (orders keeping XLA's rules; gap {})",
            human_time(e.lower_bound_rules_s),
            gap_text(gap_to_bound(e.makespan_s, e.lower_bound_rules_s), false)
        );
    }
    let _ = writeln!(
        s,
        "communication   {} ({:.1}% hidden)",
        human_time(e.comm_s),
        e.hidden_fraction * 100.0
    );
    for (k, v) in &e.exposed_s {
        let _ = writeln!(s, "  exposed {k:<22} {}", human_time(*v));
    }
    let _ = writeln!(
        s,
        "model costs     interference {}, shared links {}",
        human_time(e.interference_s),
        human_time(e.sharing_s)
    );
    let _ = writeln!(s, "peak memory     {}", human_bytes(e.peak_bytes));
    let priced: Vec<String> = e
        .sources
        .iter()
        .map(|(k, v)| format!("{v} by {}", k.name()))
        .collect();
    let _ = writeln!(s, "priced          {}", priced.join(", "));
    s
}

/// One row of [`schedule_text`]'s table: a label, then the before and after figures.
fn row(s: &mut String, label: &str, before: String, after: String) {
    let _ = writeln!(s, "{label:<26} {before:>14} {after:>14}");
}

/// A scheduling outcome as text: before and after side by side.
pub fn schedule_text(o: &ScheduleOutcome) -> String {
    let (b, a) = (&o.before, &o.after);
    let mut s = String::new();
    let _ = writeln!(s, "model: {}", a.model);
    if let Some(c) = &a.cost {
        let _ = writeln!(s, "cost: {}", c.text());
    }
    let gain = if b.makespan_s > 0.0 {
        (1.0 - a.makespan_s / b.makespan_s) * 100.0
    } else {
        0.0
    };
    row(&mut s, "", "before".into(), "after".into());
    let _ = writeln!(
        s,
        "{:<26} {:>14} {:>14}   ({gain:+.1}% faster)",
        "makespan",
        human_time(b.makespan_s),
        human_time(a.makespan_s)
    );
    let bound = |e: &ModuleEval| human_time(e.lower_bound_s);
    row(&mut s, "lower bound", bound(b), bound(a));
    let gap = |e: &ModuleEval| gap_text(gap_to_bound(e.makespan_s, e.lower_bound_s), false);
    row(&mut s, "gap to bound", gap(b), gap(a));
    if a.lower_bound_rules_s > a.lower_bound_s || b.lower_bound_rules_s > b.lower_bound_s {
        let rules = |e: &ModuleEval| human_time(e.lower_bound_rules_s);
        row(&mut s, "rules bound", rules(b), rules(a));
        let gap =
            |e: &ModuleEval| gap_text(gap_to_bound(e.makespan_s, e.lower_bound_rules_s), false);
        row(&mut s, "gap to rules bound", gap(b), gap(a));
    }
    if proven_optimal(o) {
        row(&mut s, "proven optimal", String::new(), "yes".into());
    }
    let mut kinds: Vec<&String> = b.exposed_s.keys().chain(a.exposed_s.keys()).collect();
    kinds.sort();
    kinds.dedup();
    for k in kinds {
        let get = |e: &ModuleEval| human_time(e.exposed_s.get(k).copied().unwrap_or(0.0));
        row(&mut s, &format!("exposed {k}"), get(b), get(a));
    }
    for (name, f) in [
        (
            "interference cost",
            (|e: &ModuleEval| e.interference_s) as fn(&ModuleEval) -> f64,
        ),
        ("shared-link cost", |e: &ModuleEval| e.sharing_s),
    ] {
        row(&mut s, name, human_time(f(b)), human_time(f(a)));
    }
    let _ = writeln!(
        s,
        "{:<26} {:>13.1}% {:>13.1}%",
        "communication hidden",
        b.hidden_fraction * 100.0,
        a.hidden_fraction * 100.0
    );
    row(
        &mut s,
        "peak memory",
        human_bytes(b.peak_bytes),
        human_bytes(a.peak_bytes),
    );
    let priced: Vec<String> = a
        .sources
        .iter()
        .map(|(k, v)| format!("{v} by {}", k.name()))
        .collect();
    let _ = writeln!(s, "priced: {}", priced.join(", "));
    for (c, r) in &o.notes {
        let _ = writeln!(
            s,
            "scheduled {c}: variant {} won ({}, input order {}; {} variants tried); gap to bound {}",
            r.variant,
            human_time(r.makespan),
            human_time(r.input_makespan),
            r.candidates.len(),
            gap_text(gap_to_bound(r.makespan, r.lower_bound), r.optimal)
        );
    }
    let _ = writeln!(
        s,
        "is_sync pairs (run synchronously by XLA:GPU): {} -> {} ({} cleared, {} set)",
        o.sync.marked_before,
        o.sync.marked_after,
        o.sync.cleared.len(),
        o.sync.set.len()
    );
    if let Some(c) = &o.combine {
        s.push_str(&super::combine_report::combine_text(c));
    }
    s
}

/// `eval --order-of REF --json`'s `work_difference`: REF's makespan as written, this module's
/// in REF's order, the lead (`lead_s`, positive when REF is faster), the compute REF saves by
/// its different work (`work_s` = `dropped_s` - `added_s`) and every instruction only one of
/// the two has, priced.
pub fn work_diff_json(d: &WorkDiff) -> Value {
    json!({
        "reference": d.reference,
        "reference_makespan_s": d.reference_makespan_s,
        "adopted_makespan_s": d.adopted_makespan_s,
        "lead_s": d.lead_s(),
        "work_s": d.work_s(),
        "dropped_s": d.dropped_s,
        "added_s": d.added_s,
        "dropped": d.dropped,
        "added": d.added,
    })
}

/// Instructions listed by name in the text report (the rest are counted).
const LISTED: usize = 10;

fn items_text(s: &mut String, what: &str, items: &[WorkItem], total: f64) {
    let _ = writeln!(
        s,
        "{what:<26} {} instruction(s), {} of compute over all runs",
        items.len(),
        human_time(total)
    );
    for w in items.iter().take(LISTED) {
        let cost = if w.priced {
            let mut c = format!("{} x {} run(s)", human_time(w.compute_s), w.runs);
            if w.collective_s > 0.0 {
                let _ = write!(c, ", collective {}", human_time(w.collective_s));
            }
            c
        } else {
            "no time of its own (inside a fused or called computation)".to_string()
        };
        let _ = writeln!(
            s,
            "  {}/{} ({}): {cost}",
            w.computation, w.instruction, w.opcode
        );
    }
    if items.len() > LISTED {
        let _ = writeln!(s, "  ... and {} more", items.len() - LISTED);
    }
}

/// The work difference as text, after `eval --order-of REF`'s measurement: REF as written
/// against this module in REF's order, the instructions REF drops and adds with their cost,
/// and how much of REF's lead that work can account for.
pub fn work_diff_text(d: &WorkDiff) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{:<26} {} (this module in its order: {})",
        format!("{} as written", d.reference),
        human_time(d.reference_makespan_s),
        human_time(d.adopted_makespan_s)
    );
    items_text(&mut s, "work it drops", &d.dropped, d.dropped_s);
    items_text(&mut s, "work it adds", &d.added, d.added_s);
    let lead = d.lead_s();
    if lead > 0.0 {
        let work = d.work_s().max(0.0);
        let _ = writeln!(
            s,
            "it is {} faster: its different work accounts for at most {} of that, its order \
             for the other {} at least",
            human_time(lead),
            human_time(work.min(lead)),
            human_time((lead - work).max(0.0))
        );
    } else {
        let _ = writeln!(
            s,
            "it is not faster as written ({} slower); its work differs by {}",
            human_time(-lead),
            human_time(d.work_s())
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_figures_carry_no_float_noise() {
        let v = json!({"a": -0.0, "b": [8.47e-20, -3e-16], "c": {"d": 2.5e-9, "e": 7}, "f": "x"});
        let t = json_text(&v);
        let back: Value = serde_json::from_str(&t).expect("json");
        assert_eq!(
            back,
            json!({"a": 0.0, "b": [0.0, 0.0], "c": {"d": 2.5e-9, "e": 7}, "f": "x"})
        );
        assert!(!t.contains("-0.0") && !t.contains("e-20"), "{t}");
    }

    #[test]
    fn units_read_well() {
        assert_eq!(human_time(24.656e-6), "24.656 us");
        assert_eq!(human_time(812e-9), "812 ns");
        assert_eq!(human_time(0.0031), "3.100 ms");
    }

    #[test]
    fn gap_to_bound_is_the_ratio_less_one() {
        assert_eq!(gap_to_bound(0.0, 0.0), Some(0.0));
        assert_eq!(gap_to_bound(1.0, 0.0), None);
        assert!((gap_to_bound(1.05, 1.0).expect("gap") - 0.05).abs() < 1e-12);
        // At the bound within the scheduler's tolerance: 0, never slightly negative; below
        // it, negative as it is.
        assert_eq!(gap_to_bound(1.0 - 1e-12, 1.0), Some(0.0));
        assert!(gap_to_bound(0.5, 1.0).expect("gap") < 0.0);
        assert_eq!(gap_text(Some(0.0), true), "0.00% (proven optimal)");
        assert_eq!(gap_text(Some(0.0123), false), "1.23%");
    }
}
