//! "Why exposed": the async dones whose waiting cost the most over a run of the module (a
//! done in a loop body counts once per iteration), what each waited for, and the rule that
//! placed it; a synchronous pair counts with its whole collective, which the compute stream
//! runs itself.

use super::module::Explained;
use super::report::{human_bytes, human_time};
use super::trace::Replays;
use crate::hlo::collective_info;
use crate::sched::trace::{collective_slices, done_waits};
use crate::sched::{variant_origin, NodeKind, SchedReport, INPUT_VARIANT};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// One done that made the compute stream wait.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct ExposedDone {
    /// The computation it is in.
    pub computation: String,
    /// The done (for a synchronous pair: its start, which runs the collective).
    pub instruction: String,
    /// Its collective's statistics label (`all-gather`, ...).
    pub kind: String,
    /// Bytes the collective moves, when it is one.
    pub bytes: Option<u64>,
    /// The collective's duration, seconds.
    pub collective_s: f64,
    /// Seconds the compute stream waited for it, in one run of its computation.
    pub waited_s: f64,
    /// How many times its computation runs per run of the entry.
    pub runs: f64,
    /// True for a synchronous pair (`is_sync`): the whole collective is waited for.
    pub sync: bool,
    /// What placed it: the list scheduler's rule that decided it (`avoid-waste, before gap
    /// filling` when the run's order was then changed), or the variant that made its
    /// computation's order where no rule decided step by step (`exact (no per-step rule)`);
    /// `None` for a computation kept in its input order, or when decisions were not recorded.
    pub rule: Option<String>,
}

impl ExposedDone {
    /// Seconds waited over a whole run of the entry.
    pub fn total_s(&self) -> f64 {
        self.waited_s * self.runs
    }
}

/// The `n` dones of `r` that waited longest over a run (ties by computation and name), with
/// the rule of `decisions` (`--explain`'s records) that placed each, or, where the winning
/// variant of its computation in `notes` (the schedule's reports) decided no step by a rule,
/// that variant.
pub fn exposed_dones(
    r: &Replays<'_>,
    decisions: &[Explained],
    notes: &[(String, SchedReport)],
    n: usize,
) -> Vec<ExposedDone> {
    let m = r.module();
    // Each computation's winner, the input order aside.
    let variant: BTreeMap<&str, &str> = notes
        .iter()
        .filter(|(_, rep)| rep.variant != INPUT_VARIANT)
        .map(|(c, rep)| (c.as_str(), rep.variant.as_str()))
        .collect();
    // Computations with recorded decisions: there a done no rule placed was placed by its
    // winner's later stage, not left unrecorded.
    let recorded: BTreeSet<&str> = decisions.iter().map(|d| d.computation.as_str()).collect();
    let rules: BTreeMap<(&str, &str), &str> = decisions
        .iter()
        .map(|d| {
            (
                (d.computation.as_str(), d.instruction.as_str()),
                d.rule.name(),
            )
        })
        .collect();
    let mut rows = Vec::new();
    for &c in r.computations() {
        let Some((cg, e)) = r.get(c) else { continue };
        let (g, t) = (&cg.graph, &e.timeline);
        let comp = &m.computation(c).name;
        let waits = done_waits(g, t);
        let coll = collective_slices(g, t);
        for x in g.node_ids() {
            let NodeKind::AsyncDone { start } = g.node(x).kind else {
                continue;
            };
            let Some(cs) = coll[start.index()] else {
                continue;
            };
            let dur = cs.slice.end - cs.slice.start;
            let (waited, who) = if cs.sync {
                (dur, start)
            } else {
                (waits[x.index()], x)
            };
            if waited <= 0.0 {
                continue;
            }
            let sid = cg.instr_of[start.index()];
            let bytes = collective_info(m, c, sid)
                .ok()
                .flatten()
                .map(|i| i.transfer_bytes);
            let name = g.name(who);
            rows.push(ExposedDone {
                computation: comp.to_string(),
                instruction: name.to_string(),
                kind: g.pair_label(start),
                bytes,
                collective_s: dur,
                waited_s: waited,
                runs: e.multiplicity,
                sync: cs.sync,
                rule: placed_by(
                    rules.get(&(comp.as_str(), name)).copied(),
                    variant.get(comp.as_str()).copied(),
                    recorded.contains(comp.as_str()),
                ),
            });
        }
    }
    rows.sort_by(|a, b| {
        b.total_s()
            .total_cmp(&a.total_s())
            .then_with(|| a.computation.cmp(&b.computation))
            .then_with(|| a.instruction.cmp(&b.instruction))
    });
    rows.truncate(n);
    rows
}

/// What placed a done: the `rule` of the list-scheduler run its computation's `winner` came
/// from (said to come before the run's gap filling or improvement pass when the winner had
/// them), else the winner itself where it decided no step by a rule (or decided some but not
/// this one, `recorded`); `None` when no winner (the input order) or nothing was recorded.
fn placed_by(rule: Option<&str>, winner: Option<&str>, recorded: bool) -> Option<String> {
    let winner = winner?;
    let later: Vec<&str> = [
        ("+fill", "gap filling"),
        ("+improve", "the improvement pass"),
    ]
    .into_iter()
    .filter(|(tag, _)| winner.contains(tag))
    .map(|(_, what)| what)
    .collect();
    match rule {
        Some(r) if later.is_empty() => Some(r.to_string()),
        Some(r) => Some(format!("{r}, before {}", later.join(" and "))),
        None if recorded || !variant_origin(winner).1 => {
            Some(format!("{winner} (no per-step rule)"))
        }
        None => None,
    }
}

/// The "why exposed" table of `--report`: one row per done of [`exposed_dones`].
pub fn why_exposed_text(rows: &[ExposedDone]) -> String {
    let mut s = String::new();
    if rows.is_empty() {
        s.push_str("why exposed: no done made the compute stream wait\n");
        return s;
    }
    let _ = writeln!(
        s,
        "why exposed (the {} dones that waited longest, over a whole run):",
        rows.len()
    );
    let _ = writeln!(
        s,
        "  {:>12}  {:<40} {:<56} placed by",
        "waited", "done", "waited for"
    );
    for r in rows {
        let runs = if r.runs != 1.0 {
            format!(" ({} x {})", human_time(r.waited_s), r.runs)
        } else {
            String::new()
        };
        let bytes = r
            .bytes
            .map_or(String::new(), |b| format!(" of {}", human_bytes(b)));
        let what = if r.sync {
            format!(
                "{}{bytes}, run synchronously ({})",
                r.kind,
                human_time(r.collective_s)
            )
        } else {
            format!(
                "{}{bytes} ({}, {} of it hidden)",
                r.kind,
                human_time(r.collective_s),
                human_time((r.collective_s - r.waited_s).max(0.0))
            )
        };
        let rule = r.rule.as_deref().unwrap_or("input order (kept as written)");
        let _ = writeln!(
            s,
            "  {:>12}  {:<40} {:<56} {rule}{runs}",
            human_time(r.total_s()),
            format!("{}/{}", r.computation, r.instruction),
            what
        );
    }
    s
}
