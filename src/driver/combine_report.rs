//! How `--report`, `--json` and `--explain` show what `--combine` did: buckets before and
//! after per kind with their bytes, every candidate grouping tried with its makespan and peak
//! (XLA's threshold choice among them), the one kept, and why each bucket ends where it does.

use super::combine::{CombineReport, Judged};
use super::combine_plan::{Boundary, PlannedBucket};
use super::report::{human_bytes, human_time};
use crate::hlo::combine::CombinablePair;
use crate::hlo::Module;
use serde_json::{json, Value};
use std::fmt::Write;

/// The report as JSON: `mode`, `chosen`, `buckets_before` / `buckets_after` (per kind: the
/// bytes of every bucket), `candidates` (name, scheduled, makespan_s, peak_bytes, fits,
/// buckets per kind; a candidate outrun by its lower bound has `scheduled: false`, nulls and
/// its `lower_bound_s`), `xla` (XLA's threshold choice: makespan_s, peak_bytes; null when not tried) and
/// `boundaries` (why each bucket of a kept cost-driven plan ends where it does) and
/// `dropped_copies` (each parameter copy made a bitcast: copy, parameter, update, and the
/// readers the update was ordered after).
pub fn combine_json(r: &CombineReport) -> Value {
    json!({
        "mode": r.mode.name(),
        "chosen": r.chosen,
        "buckets_before": r.before,
        "buckets_after": r.after,
        "candidates": r.candidates.iter().map(|c| json!({
            "name": c.name, "scheduled": c.makespan_s().is_some(),
            "makespan_s": c.makespan_s(), "peak_bytes": c.peak_bytes(), "fits": c.makespan_s().map(|_| c.fits()),
            "lower_bound_s": match c.judged {
                Judged::Outrun { lower_bound_s } => Some(lower_bound_s),
                Judged::Scheduled { .. } => None,
            },
            "buckets": c.buckets,
        })).collect::<Vec<_>>(),
        "xla": r.xla().map(|c| json!({"makespan_s": c.makespan_s(), "peak_bytes": c.peak_bytes()})),
        "boundaries": r.boundaries,
        "dropped_copies": r.dropped_copies.iter().map(|d| json!({
            "copy": d.name, "parameter": d.parameter, "update": d.update, "ordered_after": d.ordered,
        })).collect::<Vec<_>>(),
    })
}

/// The report as text lines for `--report`.
pub fn combine_text(r: &CombineReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "combine {}: kept {}", r.mode.name(), r.chosen);
    let mut kinds: Vec<&String> = r.before.keys().chain(r.after.keys()).collect();
    kinds.sort();
    kinds.dedup();
    for k in kinds {
        let b = r.before.get(k).map_or(&[][..], |v| v.as_slice());
        let a = r.after.get(k).map_or(&[][..], |v| v.as_slice());
        let sizes: Vec<String> = a.iter().take(12).map(|x| human_bytes(*x)).collect();
        let _ = writeln!(
            s,
            "  {k:<16} buckets {:>5} -> {:<5} after: {}{}",
            b.len(),
            a.len(),
            sizes.join(", "),
            if a.len() > 12 { ", ..." } else { "" }
        );
    }
    if !r.dropped_copies.is_empty() {
        let names: Vec<&str> = r
            .dropped_copies
            .iter()
            .take(6)
            .map(|d| d.name.as_str())
            .collect();
        let _ = writeln!(
            s,
            "  parameter copies dropped: {} ({}{}): made bitcasts, each update ordered after \
             its parameter's readers ({} control edges), as XLA drops them after scheduling",
            r.dropped_copies.len(),
            names.join(", "),
            if r.dropped_copies.len() > 6 {
                ", ..."
            } else {
                ""
            },
            r.dropped_copies
                .iter()
                .map(|d| d.ordered.len())
                .sum::<usize>()
        );
    }
    for c in &r.candidates {
        let _ = match c.judged {
            Judged::Scheduled {
                makespan_s,
                peak_bytes,
                fits,
            } => writeln!(
                s,
                "  candidate {:<28} makespan {:>12}  peak {:>10}{}",
                c.name,
                human_time(makespan_s),
                human_bytes(peak_bytes),
                if fits {
                    ""
                } else {
                    "  (over the memory limit)"
                }
            ),
            Judged::Outrun { lower_bound_s } => writeln!(
                s,
                "  candidate {:<28} not scheduled: no order of it beats its lower bound {}, \
                 which a grouping that fits beat",
                c.name,
                human_time(lower_bound_s)
            ),
        };
    }
    s
}

/// The bucket boundaries for `--explain`.
pub fn combine_explain_text(r: &CombineReport) -> String {
    let mut s = String::new();
    if r.boundaries.is_empty() {
        let _ = writeln!(
            s,
            "# combine {}: kept {} (no cost-driven plan kept, so no boundaries to explain)",
            r.mode.name(),
            r.chosen
        );
    } else {
        let _ = writeln!(
            s,
            "# combine {}: kept {}; bucket boundaries:",
            r.mode.name(),
            r.chosen
        );
        if let Some(kept) = r.candidates.iter().find(|c| c.name == r.chosen) {
            let other = r
                .candidates
                .iter()
                .filter(|c| c.name != r.chosen && c.fits())
                .filter_map(|c| Some((c, c.makespan_s()?)))
                .min_by(|a, b| a.1.total_cmp(&b.1));
            let _ = writeln!(
                s,
                "#   ({} replayed in {}{})",
                kept.name,
                kept.makespan_s().map_or_else(|| "-".into(), human_time),
                other.map_or_else(String::new, |(o, t)| format!(
                    "; the best other grouping, {}, in {}",
                    o.name,
                    human_time(t)
                ))
            );
        }
        for b in &r.boundaries {
            let _ = writeln!(s, "#   {b}");
        }
    }
    s
}

/// Why each bucket of `plan` ends where it does, in words; `pairs` are the entry's pairs of
/// the input `m` the plan indexes.
pub(crate) fn explain_boundaries(
    m: &Module,
    pairs: &[CombinablePair],
    plan: &[PlannedBucket],
) -> Vec<String> {
    let comp = m.computation(m.entry);
    let label = |(p, e): (usize, usize)| -> String {
        match pairs.get(p) {
            Some(pr) if pr.elements.len() > 1 => {
                format!("`{}` operand {e}", comp.instr(pr.start).name)
            }
            Some(pr) => format!("`{}`", comp.instr(pr.start).name),
            None => format!("element {p}.{e}"),
        }
    };
    plan.iter()
        .enumerate()
        .map(|(i, b)| {
            let why = match &b.boundary {
                Boundary::End => "the last of its class".to_string(),
                Boundary::Dependency { next } => format!(
                    "{} cannot join: its operand is produced after this bucket's first reader \
                     (merging them would make a cycle)",
                    label(*next)
                ),
                Boundary::Cost { next, extra_s } => format!(
                    "{} could join, but the estimate says the merged bucket delays compute by \
                     {:.3} us more",
                    label(*next),
                    extra_s * 1e6
                ),
                Boundary::Threshold { next, limit } => format!(
                    "{} would take it over XLA's threshold of {}",
                    label(*next),
                    human_bytes(*limit)
                ),
                Boundary::Count { count } => {
                    format!("it reached XLA's limit of {count} operands")
                }
                Boundary::OverThreshold { limit } => {
                    format!("alone over XLA's threshold of {}", human_bytes(*limit))
                }
                Boundary::Kept => "the input ends it here, and no other grouping tried \
                                   replayed faster"
                    .to_string(),
                Boundary::Searched { gain_s } => format!(
                    "the local search on bucket boundaries moved it here (its moves made the \
                     schedule {:.3} us faster)",
                    gain_s * 1e6
                ),
                Boundary::KeptBySearch => "the input ends it here, and the local search on \
                                           bucket boundaries left it (no move it tried replayed \
                                           faster)"
                    .to_string(),
            };
            let bytes = b.bucket.iter().fold(0u64, |acc, &(p, e)| {
                acc.saturating_add(
                    pairs
                        .get(p)
                        .and_then(|pr| pr.elements.get(e))
                        .map_or(0, |x| x.bytes),
                )
            });
            let first = b.bucket.first().map_or_else(String::new, |&x| label(x));
            format!(
                "bucket {i} ({} elements, {}, from {first}) ends: {why}",
                b.bucket.len(),
                human_bytes(bytes)
            )
        })
        .collect()
}
