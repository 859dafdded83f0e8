//! `--explain`: per scheduled computation one story, first which order won and why (against
//! the input order and the runner-up, how it was made), then the decisions of its run with the
//! rule that made each, and what the rules used mean.

use super::module::ScheduleOutcome;
use super::report::{human_bytes, human_time};
use crate::sched::{variant_origin, Rule, SchedReport};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Makespans within this fraction count as equal when the scheduler picks (its `TIE`).
const TIE_PERCENT: f64 = 0.1;

/// The direction the decisions of a run are listed in.
fn decision_order(variant: &str) -> &'static str {
    if variant.starts_with("top-down") || variant.starts_with("per-kind/top-down") {
        "from the start of the program"
    } else {
        "from the end of the program"
    }
}

/// `a` against `b` as a signed percentage of `b`: `2.1% faster`, `0.3% slower`, `as fast`.
fn versus(a: f64, b: f64) -> String {
    if !(a.is_finite() && b.is_finite() && b > 0.0) {
        return "no valid input order to compare".into();
    }
    let p = (1.0 - a / b) * 100.0;
    if p.abs() < 0.05 {
        "as fast within 0.05%".into()
    } else if p > 0.0 {
        format!("{p:.1}% faster")
    } else {
        format!("{:.1}% slower", -p)
    }
}

/// Whether computation `comp` kept its input order after the sync conversion.
fn kept(o: &ScheduleOutcome, comp: &str) -> bool {
    o.kept_input.iter().any(|c| c == comp)
}

/// The sentences that say which order won computation `comp` and why, without `#`.
fn story(kept_input: bool, comp: &str, r: &SchedReport) -> Vec<String> {
    let mut lines = Vec::new();
    let eligible = |v: &&crate::sched::VariantOutcome| v.legal && v.fits;
    let runner_up = r
        .candidates
        .iter()
        .filter(|v| v.name != r.variant)
        .filter(eligible)
        .min_by(|a, b| a.makespan.total_cmp(&b.makespan));
    let next = runner_up.map_or(String::new(), |v| {
        format!("; next best: {} ({})", v.name, human_time(v.makespan))
    });
    let n = r.candidates.len();
    let optimal = if r.optimal { ", proven optimal" } else { "" };
    if r.variant == "input" {
        lines.push(format!(
            "{comp}: the input order won ({}{optimal}): none of the {n} orders tried was faster \
             by more than {TIE_PERCENT}%{next}. It is kept as written, so there are no \
             decisions to list.",
            human_time(r.makespan)
        ));
        return lines;
    }
    lines.push(format!(
        "{comp}: {} won: {} against the input order's {} ({}){optimal}; {n} {} tried.",
        r.variant,
        human_time(r.makespan),
        human_time(r.input_makespan),
        versus(r.makespan, r.input_makespan),
        if n == 1 { "order" } else { "orders" }
    ));
    let limit = if r.candidates.iter().any(|v| !v.fits) {
        " and fit the memory limit"
    } else {
        ""
    };
    let why = if !r.memory_fits {
        "no order fits the memory limit, so the one with the smallest peak was kept".to_string()
    } else {
        let fastest = r
            .candidates
            .iter()
            .filter(eligible)
            .min_by(|a, b| a.makespan.total_cmp(&b.makespan));
        match fastest {
            Some(f) if f.name != r.variant => format!(
                "within {TIE_PERCENT}% of the fastest ({}, {}), which counts as a tie, it has \
                 the lower peak ({} against {})",
                f.name,
                human_time(f.makespan),
                human_bytes(r.peak_bytes),
                human_bytes(f.peak_bytes)
            ),
            _ => format!("it is the shortest of the orders that keep XLA's rules{limit}"),
        }
    };
    let tie = !why.starts_with("it is the shortest");
    lines.push(format!("why: {why}{}.", if tie { "" } else { &next }));
    let (origin, _) = variant_origin(&r.variant);
    lines.push(format!("how it was made: {origin}."));
    if kept_input {
        lines.push(
            "but with XLA:GPU's sync conversion applied it was no faster than the input as \
             written, so the input order is kept and the decisions below are not used."
                .into(),
        );
    }
    lines
}

/// Every decision per computation (the story of the order that won, the direction its
/// decisions ran in) and what each rule used means, as JSON: `{"computations": [...],
/// "rules": [...]}`.
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
                "origin": variant_origin(&r.variant).0,
                "story": story(kept(o, comp), comp, r),
                "kept_input": kept(o, comp),
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

/// Per computation which order won and why, then its run's decisions, then what each rule means.
pub fn explain_text(o: &ScheduleOutcome) -> String {
    let mut s = String::new();
    let mut used: BTreeMap<Rule, usize> = BTreeMap::new();
    for (comp, report) in &o.notes {
        for (i, line) in story(kept(o, comp), comp, report).iter().enumerate() {
            let _ = writeln!(s, "#{} {line}", if i == 0 { "" } else { "  " });
        }
        if report.variant == "input" {
            continue;
        }
        let steps: Vec<_> = o
            .decisions
            .iter()
            .filter(|d| &d.computation == comp)
            .collect();
        let (_, recorded) = variant_origin(&report.variant);
        if !recorded || steps.is_empty() {
            s.push_str("#   its order has no per-step decisions to list.\n");
            continue;
        }
        let _ = writeln!(
            s,
            "#   its {} decisions, {} (step 0 is decided first):",
            steps.len(),
            decision_order(&report.variant)
        );
        for (step, d) in steps.into_iter().enumerate() {
            *used.entry(d.rule).or_default() += 1;
            let _ = writeln!(
                s,
                "{step:>6}  {:<40} {:<26} ready={}",
                d.instruction,
                d.rule.name(),
                d.ready
            );
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::VariantOutcome;

    fn report(variant: &str, makespan: f64, names: &[(&str, f64)]) -> SchedReport {
        SchedReport {
            variant: variant.into(),
            candidates: names
                .iter()
                .map(|&(name, makespan)| VariantOutcome {
                    name: name.into(),
                    makespan,
                    peak_bytes: 1024,
                    fits: true,
                    limit_violations: 0,
                    legal: true,
                })
                .collect(),
            makespan,
            input_makespan: 2e-6,
            peak_bytes: 1024,
            memory_fits: true,
            lower_bound: 1e-6,
            rule_counts: BTreeMap::new(),
            optimum: None,
            rules_optimum: None,
            optimal: false,
            exact_expanded: 0,
        }
    }

    #[test]
    fn the_input_order_winning_reads_as_one_story() {
        let r = report("input", 2e-6, &[("bottom-up", 2.5e-6), ("input", 2e-6)]);
        let s = story(false, "main", &r);
        assert_eq!(s.len(), 1, "{s:?}");
        assert!(
            s[0].starts_with("main: the input order won (2.000 us)"),
            "{s:?}"
        );
        assert!(s[0].contains("next best: bottom-up (2.500 us)"), "{s:?}");
        assert!(s[0].contains("no decisions to list"), "{s:?}");
    }

    #[test]
    fn an_order_without_decisions_says_how_it_was_made() {
        let r = report(
            "forward",
            1.5e-6,
            &[("bottom-up", 1.8e-6), ("forward", 1.5e-6)],
        );
        let s = story(false, "main", &r);
        assert!(
            s[0].starts_with(
                "main: forward won: 1.500 us against the input order's 2.000 us (25.0% faster)"
            ),
            "{s:?}"
        );
        assert!(s[1].starts_with("why: it is the shortest"), "{s:?}");
        assert!(s[2].contains("Schrage"), "{s:?}");
        let (_, recorded) = variant_origin("forward");
        assert!(!recorded);
        let kept = story(
            true,
            "main",
            &report("bottom-up", 1.5e-6, &[("bottom-up", 1.5e-6)]),
        );
        assert!(
            kept.last()
                .is_some_and(|l| l.contains("input order is kept")),
            "{kept:?}"
        );
    }
}
