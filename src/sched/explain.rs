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
