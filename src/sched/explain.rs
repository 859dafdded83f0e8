//! Text of `--explain`: one line per decision, the node chosen and the rule that decided.

use super::graph::Graph;
use super::list::Decision;
use std::fmt::Write;

/// One line per decision: step, node name, deciding rule, ready-set size. Steps are in the
/// order the scheduler took them (bottom-up: from the end of the program).
pub fn explain_text(g: &Graph, decisions: &[Decision]) -> String {
    let width = decisions
        .iter()
        .filter_map(|d| g.get(d.node).map(|_| g.name(d.node).len()))
        .max()
        .unwrap_or(4)
        .max(4);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>6}  {:<width$}  {:<26}  ready",
        "step", "node", "rule"
    );
    for (i, d) in decisions.iter().enumerate() {
        let name = g.get(d.node).map(|_| g.name(d.node)).unwrap_or("?");
        let _ = writeln!(
            out,
            "{i:>6}  {name:<width$}  {:<26}  {}",
            d.rule.name(),
            d.ready
        );
    }
    out
}

/// Where a portfolio candidate's order came from, in words, by its name (the names
/// [`super::schedule`] gives its candidates), and whether per-step decisions are recorded for
/// it: only list-scheduler runs (and their gap-filled and improved forms) have them.
pub fn variant_origin(name: &str) -> (String, bool) {
    let mut base = name;
    let (mut fill, mut improve) = (false, false);
    loop {
        if let Some(b) = base.strip_suffix("+improve") {
            improve = true;
            base = b;
        } else if let Some(b) = base.strip_suffix("+fill") {
            fill = true;
            base = b;
        } else {
            break;
        }
    }
    let (per_kind, run) = match base.strip_prefix("per-kind/") {
        Some(r) => (true, r),
        None => (false, base),
    };
    let (mut text, decisions) = match run {
        super::schedule::INPUT_VARIANT => ("the input order, as written".to_string(), false),
        "forward" => (
            "a forward pass by Schrage's rule on the replay's clock (no per-step rules)".into(),
            false,
        ),
        "exact" => ("the exact search (no per-step rules)".into(), false),
        super::schedule::XLA_RULES => (
            "XLA's own scheduler, its rule chain reimplemented (its decisions are not recorded)"
                .into(),
            false,
        ),
        "serial" => (
            "the serial order, one collective at a time (no per-step rules)".into(),
            false,
        ),
        r => {
            let (dir, tag) = r.split_once('/').unwrap_or((r, ""));
            let how = if dir == "top-down" {
                "from the start of the program"
            } else {
                "from the end of the program"
            };
            let rules = match tag {
                "" => "XLA's rules".to_string(),
                "conservative" => {
                    "XLA's rules without async-depth, avoid-waste and creates-more-ready-nodes"
                        .into()
                }
                "critical" => "XLA's rules and the critical path".into(),
                "critical+conservative" => "the conservative rules and the critical path".into(),
                t => match t.strip_prefix("mem") {
                    Some(p) => format!("XLA's rules under {p}% of the memory limit"),
                    None => t.to_string(),
                },
            };
            (
                format!("a list-scheduler run deciding {how} by {rules}"),
                !per_kind,
            )
        }
    };
    if per_kind {
        text.push_str(
            ", planned with a stream per collective kind and made legal by gap filling (its \
             decisions are not recorded)",
        );
    } else if fill {
        text.push_str(", then gap filling (the decisions listed are the run's before it)");
    }
    if improve {
        text.push_str(", then the improvement pass (the decisions listed are from before it)");
    }
    (text, decisions)
}
