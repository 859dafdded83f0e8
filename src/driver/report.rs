//! The results a person or a program reads: text with readable units, and JSON.

use super::module::{ModuleEval, ScheduleOutcome};
use crate::sched::Rule;
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

/// Bytes with a binary unit: `256 MiB`, `1.50 KiB`, `1000 B`.
pub fn human_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if v.fract() == 0.0 {
        format!("{v:.0} {}", UNITS[u])
    } else {
        format!("{v:.2} {}", UNITS[u])
    }
}

/// Bytes in the largest binary unit that divides them exactly, no space: `64MiB`, `1536B`
/// (the form a size range of a table is written in, and `--memory-limit` reads back).
pub fn exact_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b;
    let mut u = 0;
    while v >= 1024 && v % 1024 == 0 && u + 1 < UNITS.len() {
        v /= 1024;
        u += 1;
    }
    format!("{v}{}", UNITS[u])
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
        "priced_by": sources_json(e),
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
        "hidden_fraction": o.after.hidden_fraction,
        "priced_by": sources_json(&o.after),
        "model": o.after.model_json,
        "interference_s": o.after.interference_s,
        "sharing_s": o.after.sharing_s,
        "scheduler": o.notes.iter().map(|(c, r)| json!({
            "computation": c,
            "variant": r.variant,
            "makespan_s": r.makespan,
            "input_makespan_s": r.input_makespan,
            "lower_bound_s": r.lower_bound,
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

/// The winning variant's direction as `--explain` states it: a top-down run decides from the
/// start of the program, every other run from its end.
fn decision_order(variant: &str) -> &'static str {
    if variant.starts_with("top-down") {
        "from the start of the program"
    } else {
        "from the end of the program"
    }
}

/// Every decision per computation (the variant that won, the direction its decisions ran in)
/// and what each rule used means, as JSON: `{"computations": [...], "rules": [...]}`.
pub fn explain_json(o: &ScheduleOutcome) -> Value {
    let mut used: BTreeMap<Rule, usize> = BTreeMap::new();
    let comps: Vec<Value> = o
        .notes
        .iter()
        .map(|(comp, r)| {
            let decisions: Vec<Value> = o
                .decisions
                .iter()
                .filter(|d| &d.computation == comp)
                .enumerate()
                .map(|(step, d)| {
                    *used.entry(d.rule).or_default() += 1;
                    json!({
                        "step": step,
                        "instruction": d.instruction,
                        "rule": d.rule.name(),
                        "ready": d.ready,
                    })
                })
                .collect();
            json!({
                "computation": comp,
                "variant": r.variant,
                "order": decision_order(&r.variant),
                "decisions": decisions,
            })
        })
        .collect();
    let rules: Vec<Value> = used
        .into_iter()
        .map(|(rule, n)| json!({"rule": rule.name(), "decisions": n, "meaning": rule.meaning()}))
        .collect();
    json!({ "computations": comps, "rules": rules })
}

/// Every decision per computation, the variant whose run it was, and what each rule means.
pub fn explain_text(o: &ScheduleOutcome) -> String {
    let mut s = String::new();
    let mut used: BTreeMap<Rule, usize> = BTreeMap::new();
    for (comp, report) in &o.notes {
        let _ = writeln!(
            s,
            "# {comp}: variant {} won ({}, input order {}); decisions {}:",
            report.variant,
            human_time(report.makespan),
            human_time(report.input_makespan),
            decision_order(&report.variant)
        );
        let mut any = false;
        for (step, d) in o
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
    if let Some(c) = &o.combine {
        s.push_str(&super::combine_report::combine_explain_text(c));
    }
    s
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

/// A JSON value as the CLI prints it: pretty, with a final newline.
pub fn json_text(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_else(|_| "null".to_string());
    s.push('\n');
    s
}

/// One module measurement as text.
pub fn eval_text(e: &ModuleEval) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "model           {}", e.model);
    let _ = writeln!(s, "makespan        {}", human_time(e.makespan_s));
    let _ = writeln!(s, "lower bound     {}", human_time(e.lower_bound_s));
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

/// A scheduling outcome as text: before and after side by side.
pub fn schedule_text(o: &ScheduleOutcome) -> String {
    let (b, a) = (&o.before, &o.after);
    let mut s = String::new();
    let _ = writeln!(s, "model: {}", a.model);
    let gain = if b.makespan_s > 0.0 {
        (1.0 - a.makespan_s / b.makespan_s) * 100.0
    } else {
        0.0
    };
    let _ = writeln!(s, "{:<26} {:>14} {:>14}", "", "before", "after");
    let _ = writeln!(
        s,
        "{:<26} {:>14} {:>14}   ({gain:+.1}% faster)",
        "makespan",
        human_time(b.makespan_s),
        human_time(a.makespan_s)
    );
    let _ = writeln!(
        s,
        "{:<26} {:>14} {:>14}",
        "lower bound",
        human_time(b.lower_bound_s),
        human_time(a.lower_bound_s)
    );
    let mut kinds: Vec<&String> = b.exposed_s.keys().chain(a.exposed_s.keys()).collect();
    kinds.sort();
    kinds.dedup();
    for k in kinds {
        let get = |e: &ModuleEval| e.exposed_s.get(k).copied().unwrap_or(0.0);
        let _ = writeln!(
            s,
            "{:<26} {:>14} {:>14}",
            format!("exposed {k}"),
            human_time(get(b)),
            human_time(get(a))
        );
    }
    for (name, f) in [
        (
            "interference cost",
            (|e: &ModuleEval| e.interference_s) as fn(&ModuleEval) -> f64,
        ),
        ("shared-link cost", |e: &ModuleEval| e.sharing_s),
    ] {
        let _ = writeln!(
            s,
            "{:<26} {:>14} {:>14}",
            name,
            human_time(f(b)),
            human_time(f(a))
        );
    }
    let _ = writeln!(
        s,
        "{:<26} {:>13.1}% {:>13.1}%",
        "communication hidden",
        b.hidden_fraction * 100.0,
        a.hidden_fraction * 100.0
    );
    let _ = writeln!(
        s,
        "{:<26} {:>14} {:>14}",
        "peak memory",
        human_bytes(b.peak_bytes),
        human_bytes(a.peak_bytes)
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
            "scheduled {c}: variant {} won ({}, input order {}; {} variants tried){}",
            r.variant,
            human_time(r.makespan),
            human_time(r.input_makespan),
            r.candidates.len(),
            if r.optimal { "; proven optimal" } else { "" }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_read_well() {
        assert_eq!(human_time(24.656e-6), "24.656 us");
        assert_eq!(human_time(812e-9), "812 ns");
        assert_eq!(human_bytes(256 << 20), "256 MiB");
        assert_eq!(human_time(0.0031), "3.100 ms");
        assert_eq!(human_bytes(1536), "1.50 KiB");
        assert_eq!(human_bytes(12), "12 B");
        assert_eq!(exact_bytes(64 << 20), "64MiB");
        assert_eq!(exact_bytes(1536), "1536B");
        assert_eq!(exact_bytes(0), "0B");
    }
}
