//! The threshold steps of `--combine auto`: XLA's own combiner run again with one kind's
//! byte threshold halved (or doubled), the kind chosen by where the best such schedule so far
//! left communication exposed. Where every bucket of the kind is within half its threshold,
//! halving would group nothing differently (transformer24's gradients, 9 MiB of
//! reduce-scatter results under XLA's 30 MiB, would need three halvings to be split): the
//! step goes to half the largest bucket instead, which splits it.
//!
//! A bucket too big for its place waits for its last member's operand and then runs whole,
//! exposed at the end of a backward pass (transformer48: one reduce-scatter of 289 gradients,
//! 0.32 ms exposed; with the threshold halved, three buckets and none exposed); too many small
//! ones pay the fixed latency many times. Halving the most exposed kind's threshold is the
//! first step a performance engineer takes by hand (`--xla_gpu_*_combine_threshold_bytes`);
//! here the scheduler's replay judges it, in the same full schedules the other candidates
//! get, and a step whose grouping was tried already costs no schedule.

use super::combine_plan::XlaThresholds;
use crate::hlo::combine::CombineKind;
use std::collections::BTreeMap;

/// Schedules the threshold steps may use at most (within [`super::combine::CombineConfig::budget`]).
pub const THRESHOLD_STEPS: usize = 2;

/// The three kinds XLA combines, with the names the report uses for them.
const KINDS: [(CombineKind, &str); 3] = [
    (CombineKind::AllGather, "all-gather"),
    (CombineKind::ReduceScatter, "reduce-scatter"),
    (CombineKind::AllReduce, "all-reduce"),
];

/// One threshold step: the thresholds to try and what changed, for the candidate's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThresholdStep {
    /// The thresholds.
    pub thresholds: XlaThresholds,
    /// E.g. `reduce-scatter /2`.
    pub change: String,
}

fn slot(t: &mut XlaThresholds, kind: CombineKind) -> &mut u64 {
    match kind {
        CombineKind::AllGather => &mut t.all_gather,
        CombineKind::ReduceScatter => &mut t.reduce_scatter,
        CombineKind::AllReduce => &mut t.all_reduce,
    }
}

/// The steps from thresholds `t`, whose grouping has buckets of `buckets` bytes per kind
/// name and whose schedule left `exposed` seconds per kind name exposed, most promising
/// first: each exposed kind's threshold halved, the most exposed kind first, then each
/// exposed kind's threshold doubled (fewer fixed latencies); ties in the kinds' fixed order,
/// so the list is the same for the same input. A halving goes to half the kind's largest
/// bucket when every bucket is within half the threshold (halving would change nothing).
/// Kinds with nothing exposed are left alone; a threshold already 0 (or at `u64::MAX`) is not
/// stepped further.
pub fn steps(
    t: &XlaThresholds,
    buckets: &BTreeMap<String, Vec<u64>>,
    exposed: &BTreeMap<String, f64>,
) -> Vec<ThresholdStep> {
    let mut kinds: Vec<(CombineKind, &str, f64)> = KINDS
        .iter()
        .map(|&(k, name)| (k, name, exposed.get(name).copied().unwrap_or(0.0)))
        .filter(|&(_, _, s)| s > 0.0 && s.is_finite())
        .collect();
    kinds.sort_by(|a, b| b.2.total_cmp(&a.2));
    let mut out = Vec::new();
    for (double, sign) in [(false, "/2"), (true, "x2")] {
        for &(k, name, _) in &kinds {
            let mut n = *t;
            let s = slot(&mut n, k);
            let next = if double {
                s.checked_mul(2)
            } else {
                // Halving to a threshold every bucket is within groups the same: then half
                // the largest bucket.
                let largest = buckets.get(name).and_then(|b| b.iter().max()).copied();
                Some(match largest {
                    Some(b) if *s / 2 >= b => b / 2,
                    _ => *s / 2,
                })
            };
            match next {
                Some(v) if v != *s => *s = v,
                _ => continue,
            }
            out.push(ThresholdStep {
                thresholds: n,
                change: format!("{name} {sign}"),
            });
        }
    }
    out
}

/// A candidate's name for thresholds `t`: each kind's threshold in bytes.
pub fn name(t: &XlaThresholds) -> String {
    format!(
        "xla thresholds (all-gather {}, reduce-scatter {}, all-reduce {})",
        t.all_gather, t.reduce_scatter, t.all_reduce
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exposed(pairs: &[(&str, f64)]) -> BTreeMap<String, f64> {
        pairs.iter().map(|&(k, v)| (k.to_string(), v)).collect()
    }

    #[test]
    fn the_most_exposed_kind_is_halved_first_and_doubling_comes_after() {
        let t = XlaThresholds::default();
        let s = steps(
            &t,
            &BTreeMap::new(),
            &exposed(&[
                ("all-gather", 80e-6),
                ("reduce-scatter", 114e-6),
                ("all-to-all", 1e-3),
                ("all-reduce", 0.0),
            ]),
        );
        let changes: Vec<&str> = s.iter().map(|s| s.change.as_str()).collect();
        assert_eq!(
            changes,
            [
                "reduce-scatter /2",
                "all-gather /2",
                "reduce-scatter x2",
                "all-gather x2"
            ]
        );
        assert_eq!(s[0].thresholds.reduce_scatter, t.reduce_scatter / 2);
        assert_eq!(s[0].thresholds.all_gather, t.all_gather);
        assert_eq!(s[2].thresholds.reduce_scatter, t.reduce_scatter * 2);
    }

    #[test]
    fn a_halving_that_would_group_nothing_differently_goes_to_half_the_largest_bucket() {
        let t = XlaThresholds::default();
        let mib = 1u64 << 20;
        // transformer24's reduce-scatter buckets (results): all within half of 30 MiB.
        let buckets: BTreeMap<String, Vec<u64>> = [
            (
                "reduce-scatter".to_string(),
                vec![64 << 10, 9 * mib + (64 << 10)],
            ),
            (
                "all-gather".to_string(),
                vec![29 * mib + mib / 2, 30 * mib, mib / 2],
            ),
        ]
        .into_iter()
        .collect();
        let s = steps(
            &t,
            &buckets,
            &exposed(&[("reduce-scatter", 2e-4), ("all-gather", 1e-4)]),
        );
        let changes: Vec<&str> = s.iter().map(|s| s.change.as_str()).collect();
        assert_eq!(changes[..2], ["reduce-scatter /2", "all-gather /2"]);
        // Half the largest bucket: the step that splits it.
        assert_eq!(s[0].thresholds.reduce_scatter, (9 * mib + (64 << 10)) / 2);
        // A bucket over half the threshold: the threshold halved, as XLA's flag would be.
        assert_eq!(s[1].thresholds.all_gather, t.all_gather / 2);
        // Doubling is unchanged.
        assert_eq!(s[2].thresholds.reduce_scatter, t.reduce_scatter * 2);
    }

    #[test]
    fn nothing_exposed_or_nothing_left_to_step_gives_no_step() {
        let t = XlaThresholds::default();
        assert!(steps(&t, &BTreeMap::new(), &exposed(&[("all-to-all", 1e-3)])).is_empty());
        assert!(steps(&t, &BTreeMap::new(), &exposed(&[("all-gather", f64::NAN)])).is_empty());
        let mut edge = t;
        edge.all_reduce = 0;
        assert!(steps(&edge, &BTreeMap::new(), &exposed(&[("all-reduce", 1e-6)])).is_empty());
        edge.all_reduce = 1;
        let s = steps(&edge, &BTreeMap::new(), &exposed(&[("all-reduce", 1e-6)]));
        assert_eq!(s.len(), 2);
        assert_eq!(
            (s[0].thresholds.all_reduce, s[1].thresholds.all_reduce),
            (0, 2)
        );
        edge.all_reduce = u64::MAX;
        let s = steps(&edge, &BTreeMap::new(), &exposed(&[("all-reduce", 1e-6)]));
        assert_eq!(s.len(), 1, "only halving: doubling would overflow");
    }
}
