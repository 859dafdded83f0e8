//! `--combine`: regrouping collectives on real XLA modules (the `mlp_fsdp_train` pair in
//! `tests/fixtures/`: XLA's default combiners and one collective per tensor, compiled by
//! `tools/corpus/programs.py`), and on more pairs below `LHSCHED_COMBINE_PAIRS` when set.

use crate::common;

use lhsched::cost::config::CostConfig;
use lhsched::driver::combine::{bucket_bytes, CombineConfig, CombineMode, Judged};
use lhsched::driver::run::{schedule_hlo_text, schedule_loaded, RunOptions};
use lhsched::driver::DriverOptions;
use lhsched::hlo::combine::combinable_pairs;
use lhsched::hlo::combine_cycle::grouping_makes_cycle;
use lhsched::hlo::combine_rewrite::{regroup, Bucket, RegroupProblem};
use lhsched::hlo::{parse_module, print_module, Module};
use std::collections::{BTreeMap, BTreeSet};

const NOCOMBINE: &str = "mlp_fsdp_train.gpu_nocombine.pre_lhs.hlo";
const COMBINED: &str = "mlp_fsdp_train.gpu.pre_lhs.hlo";

fn read(name: &str) -> String {
    std::fs::read_to_string(common::fixture(name)).expect("fixture")
}

fn opts(mode: CombineMode, limit: Option<u64>) -> RunOptions {
    RunOptions::new(CostConfig::new().platform("h100")).sched(
        DriverOptions::default()
            .memory_limit(limit)
            .combine(CombineConfig::default().mode(mode)),
    )
}

/// Per kind, the bucket bytes in ascending order (a grouping, whatever the order of buckets).
fn sorted(b: &BTreeMap<String, Vec<u64>>) -> BTreeMap<String, Vec<u64>> {
    b.iter()
        .map(|(k, v)| {
            let mut v = v.clone();
            v.sort_unstable();
            (k.clone(), v)
        })
        .collect()
}

/// Every instruction name of every computation both modules have.
fn names(m: &Module) -> BTreeSet<(String, String)> {
    m.computations
        .iter()
        .flat_map(|c| {
            c.instructions
                .iter()
                .map(move |i| (c.name.to_string(), i.name.to_string()))
        })
        .collect()
}

/// Every original instruction but a collective start or a combined (tuple-shaped) done is
/// still there: each element of a combined done is carried by its `get-tuple-element`.
fn values_kept(input: &Module, output: &Module) {
    let out = names(output);
    let comps: BTreeSet<String> = output
        .computations
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    let combined_dones: BTreeSet<String> = input
        .computations
        .iter()
        .flat_map(|c| c.instructions.iter())
        .filter(|i| i.opcode.is_async_done() && i.shape.is_tuple())
        .map(|i| i.name.to_string())
        .collect();
    for (c, i) in names(input) {
        if comps.contains(&c) && !i.contains("-start") && !combined_dones.contains(&i) {
            assert!(out.contains(&(c.clone(), i.clone())), "{c}/{i} is gone");
        }
    }
}

#[test]
fn off_is_the_plain_schedule_byte_for_byte() {
    let text = read(NOCOMBINE);
    let a = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Off, None)).unwrap();
    let plain = RunOptions::new(CostConfig::new().platform("h100"));
    let b = schedule_hlo_text(&text, NOCOMBINE, &plain).unwrap();
    assert_eq!(a.module_text, b.module_text);
    assert!(a.outcome.combine.is_none());
}

#[test]
fn splitting_xlas_buckets_and_combining_them_back() {
    let m = parse_module(&read(COMBINED)).unwrap();
    let xla = bucket_bytes(&m);
    assert!(xla.values().any(|v| v.len() < 20), "{xla:?}");
    // Split every combined pair of the entry into singletons.
    let mut split = m.clone();
    let e = split.entry;
    let pairs = combinable_pairs(&split, e);
    assert!(pairs.iter().any(|p| p.elements.len() > 1));
    let singles: Vec<Bucket> = pairs
        .iter()
        .enumerate()
        .flat_map(|(p, pr)| (0..pr.elements.len()).map(move |k| vec![(p, k)]))
        .collect();
    let r = regroup(&mut split, e, &pairs, &singles).unwrap();
    assert!(r.built > 0);
    values_kept(&m, &split);
    let text = print_module(&split);
    let again = parse_module(&text).expect("the split module re-parses");
    assert_eq!(print_module(&again), text);
    let counts = bucket_bytes(&split);
    for (k, v) in &xla {
        let total: u64 = v.iter().sum();
        assert_eq!(counts[k].iter().sum::<u64>(), total, "{k}: same bytes");
        assert!(counts[k].len() >= v.len());
    }
    // XLA's threshold combiner on the split module forms XLA's buckets: the same bytes per
    // bucket, kind by kind.
    let run = schedule_loaded(split, "split", &opts(CombineMode::Xla, None)).unwrap();
    let after = &run.outcome.combine.as_ref().unwrap().after;
    assert_eq!(sorted(after), sorted(&xla));
    lhsched::hlo::schedule_check::check_schedule(&run.module).unwrap();
}

#[test]
fn the_cycle_check_agrees_with_the_rewrite_on_random_groupings() {
    // Random groupings of the uncombined fixture's collectives, class by class: the check
    // without a rewrite says "cycle" exactly when the rewrite refuses one.
    let m = parse_module(&read(NOCOMBINE)).unwrap();
    let e = m.entry;
    let pairs = combinable_pairs(&m, e);
    let mut classes: BTreeMap<String, Vec<(usize, usize)>> = BTreeMap::new();
    for (p, pr) in pairs.iter().enumerate() {
        for k in 0..pr.elements.len() {
            classes
                .entry(pr.class.to_string())
                .or_default()
                .push((p, k));
        }
    }
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n as u64) as usize
    };
    let (mut cycles, mut fine) = (0, 0);
    for round in 0..200 {
        let mut buckets: Vec<Bucket> = Vec::new();
        for members in classes.values() {
            if round % 2 == 0 {
                // Runs of neighbours in program order, mostly short (mostly acyclic).
                let mut run: Bucket = Vec::new();
                for &x in members {
                    if !run.is_empty() && next(4) != 0 {
                        buckets.push(std::mem::take(&mut run));
                    }
                    run.push(x);
                }
                buckets.push(run);
            } else {
                // Members dealt at random into a few buckets (mostly cyclic).
                let k = 1 + next(4);
                let mut bs: Vec<Bucket> = vec![Vec::new(); k];
                for &x in members {
                    bs[next(k)].push(x);
                }
                buckets.extend(bs.into_iter().filter(|b| !b.is_empty()));
            }
        }
        let said = grouping_makes_cycle(&m, e, &pairs, &buckets);
        let mut x = m.clone();
        let refused = match regroup(&mut x, e, &pairs, &buckets) {
            Err(err) if err.problem == RegroupProblem::Cycle => true,
            Err(err) => panic!("round {round}: {err}"),
            Ok(_) => false,
        };
        assert_eq!(said, refused, "round {round}: {buckets:?}");
        if said {
            cycles += 1;
        } else {
            fine += 1;
        }
    }
    // Both verdicts occur, so the agreement says something.
    assert!(cycles > 10 && fine > 10, "{cycles} cycles, {fine} fine");
}

#[test]
fn a_cycle_is_refused_and_the_module_left_alone() {
    // Two all-gathers where the second reads the first's result cannot travel together.
    let text = "HloModule m, num_partitions=2\n\nENTRY %e (p: f32[2]) -> f32[8] {\n  %p = f32[2]{0} parameter(0)\n  %ag1 = (f32[2]{0}, f32[4]{0}) all-gather-start(%p), channel_id=1, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  %d1 = f32[4]{0} all-gather-done(%ag1)\n  %ag2 = (f32[4]{0}, f32[8]{0}) all-gather-start(%d1), channel_id=2, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  ROOT %d2 = f32[8]{0} all-gather-done(%ag2)\n}\n";
    let mut m = parse_module(text).unwrap();
    let e = m.entry;
    let pairs = combinable_pairs(&m, e);
    // The second is the root's pair, so it is not combinable; the first alone is.
    assert_eq!(pairs.len(), 1);
    let text2 = text.replace(
        "ROOT %d2 = f32[8]{0} all-gather-done(%ag2)",
        "%d2 = f32[8]{0} all-gather-done(%ag2)\n  ROOT %n = f32[8]{0} negate(%d2)",
    );
    let mut m2 = parse_module(&text2).unwrap();
    let e2 = m2.entry;
    let pairs2 = combinable_pairs(&m2, e2);
    assert_eq!(pairs2.len(), 2);
    let before = m2.clone();
    assert!(grouping_makes_cycle(
        &m2,
        e2,
        &pairs2,
        &[vec![(0, 0), (1, 0)]]
    ));
    assert!(!grouping_makes_cycle(
        &m2,
        e2,
        &pairs2,
        &[vec![(0, 0)], vec![(1, 0)]]
    ));
    let err = regroup(&mut m2, e2, &pairs2, &[vec![(0, 0), (1, 0)]]).unwrap_err();
    assert_eq!(err.problem, RegroupProblem::Cycle, "{err}");
    assert!(err.to_string().contains("cycle"), "{err}");
    assert_eq!(m2, before);
    // The plain regrouping leaves the module byte for byte.
    let keep: Vec<Bucket> = vec![vec![(0, 0)]];
    regroup(&mut m, e, &pairs, &keep).unwrap();
    assert_eq!(print_module(&m), print_module(&parse_module(text).unwrap()));
}

#[test]
fn auto_is_checked_deterministic_and_no_worse_than_its_candidates() {
    let text = read(NOCOMBINE);
    let input = parse_module(&text).unwrap();
    let a = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, None)).unwrap();
    let b = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, None)).unwrap();
    assert_eq!(a.module_text, b.module_text, "byte-identical reruns");
    assert_eq!(a.report_json(), b.report_json());
    lhsched::hlo::schedule_check::check_schedule(&a.module).unwrap();
    values_kept(&input, &a.module);
    let again = parse_module(&a.module_text).unwrap();
    assert_eq!(print_module(&again), a.module_text);
    let rep = a.outcome.combine.as_ref().unwrap();
    let given = &rep.candidates[0];
    assert_eq!(given.name, "as given");
    no_worse_than(a.outcome.after.makespan_s, given);
    // Outrun by a grouping, the input as given is not scheduled: its bound is the input's,
    // its parameter copies dropped.
    if let Judged::Outrun { lower_bound_s } = given.judged {
        assert_eq!(lower_bound_s, given_bound(&text));
    }
    assert!(a.outcome.after.lower_bound_s <= a.outcome.after.makespan_s + 1e-12);
    // Never worse than XLA's threshold grouping of the same module, scheduled the same way.
    let x = rep.xla().expect("XLA's grouping is a candidate");
    no_worse_than(a.outcome.after.makespan_s, x);
    // Never worse than lhsched on XLA's own combined module: the one difference in work, the
    // three parameter copies XLA's copy insertion added to the uncombined module only, is
    // gone (XLA drops them after scheduling; `auto` before, as bitcasts, each update ordered
    // after its parameter's readers).
    let xla_input =
        schedule_hlo_text(&read(COMBINED), COMBINED, &opts(CombineMode::Off, None)).unwrap();
    assert!(
        a.outcome.after.makespan_s <= xla_input.outcome.after.makespan_s * (1.0 + 1e-12),
        "{} > {}",
        a.outcome.after.makespan_s,
        xla_input.outcome.after.makespan_s
    );
    let dropped: Vec<&str> = rep.dropped_copies.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(dropped, ["copy.6", "copy.8", "copy.10"]);
    for d in &rep.dropped_copies {
        let e = &a.module.computations[a.module.entry.index()];
        let c = e.instr(e.find(&d.name).unwrap());
        assert_eq!(c.opcode, lhsched::hlo::opcode::Opcode::Bitcast);
        let w = e.instr(e.find(&d.update).unwrap());
        for r in &d.ordered {
            assert!(w.control_predecessors.contains(&e.find(r).unwrap()));
        }
    }
    let json: serde_json::Value = serde_json::from_str(&a.report_json()).unwrap();
    assert!(json["combine"]["buckets_after"].is_object());
    assert!(json["combine"]["xla"]["makespan_s"].is_number());
}

#[test]
fn a_malformed_input_output_alias_is_an_error_that_says_where() {
    let text = read(NOCOMBINE).replacen(
        "input_output_alias={ {0}: (0,",
        "input_output_alias={ {0}: (zero,",
        1,
    );
    assert_ne!(text, read(NOCOMBINE));
    let e = match schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, None)) {
        Ok(_) => panic!("a malformed input_output_alias was accepted"),
        Err(e) => e.to_string(),
    };
    assert!(
        e.contains("input_output_alias") && e.contains("1:9") && e.contains("`zero"),
        "{e}"
    );
    // `off` does not read the aliases.
    assert!(schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Off, None)).is_ok());
}

#[test]
fn a_memory_limit_at_the_inputs_peak_is_met() {
    let text = read(NOCOMBINE);
    let plain = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Off, None)).unwrap();
    let limit = plain.outcome.before.peak_bytes;
    let a = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, Some(limit))).unwrap();
    meets_limit(&a, limit);
}

#[test]
fn the_input_as_given_is_scheduled_only_when_it_might_win() {
    let text = read(NOCOMBINE);
    // XLA's grouping replays in 375.49 us, under the 618.34 us no order of the input as given
    // can beat: the input is measured in its own order, not scheduled.
    let a = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, None)).unwrap();
    let rep = a.outcome.combine.as_ref().unwrap();
    let given = &rep.candidates[0];
    assert_eq!(given.name, "as given");
    let Judged::Outrun { lower_bound_s } = given.judged else {
        panic!("scheduled: {given:?}");
    };
    assert_eq!(lower_bound_s, given_bound(&text));
    assert!(lower_bound_s <= a.outcome.before.lower_bound_s);
    assert!(a.outcome.after.makespan_s < lower_bound_s);
    assert_eq!((given.makespan_s(), given.fits()), (None, false));
    let json = lhsched::driver::combine_report::combine_json(rep);
    assert_eq!(json["candidates"][0]["scheduled"], false);
    assert!(json["candidates"][0]["makespan_s"].is_null());
    assert!(json["candidates"][0]["fits"].is_null());
    assert!(lhsched::driver::combine_report::combine_text(rep).contains("not scheduled"));
    // Under a limit that every grouping but the input's breaks, the input might win: it is
    // scheduled, kept over the groupings that do not fit, and the search starts from it.
    let limit = 3_000_000;
    let b = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Auto, Some(limit))).unwrap();
    let rep = b.outcome.combine.as_ref().unwrap();
    let given = &rep.candidates[0];
    assert!(
        matches!(given.judged, Judged::Scheduled { fits: true, .. }),
        "{given:?}"
    );
    assert!(!rep.xla().unwrap().fits());
    meets_limit(&b, limit);
    no_worse_than(b.outcome.after.makespan_s, given);
}

/// The lower bound of the input as given with its parameter copies dropped (the module
/// `auto` schedules for the input's grouping).
fn given_bound(text: &str) -> f64 {
    let mut m = parse_module(text).unwrap();
    assert!(!lhsched::hlo::param_copies::drop_param_copies(&mut m)
        .unwrap()
        .is_empty());
    lhsched::driver::run::eval_loaded(&m, "given", &opts(CombineMode::Off, None))
        .unwrap()
        .eval
        .lower_bound_s
}

/// A kept makespan no worse than candidate `c`'s: its schedule's, or, when it was outrun by
/// its lower bound and not scheduled, strictly below that bound.
fn no_worse_than(kept: f64, c: &lhsched::driver::combine::Candidate) {
    match c.judged {
        Judged::Scheduled { makespan_s, .. } => {
            assert!(
                kept <= makespan_s + 1e-15,
                "{}: {kept} > {makespan_s}",
                c.name
            )
        }
        Judged::Outrun { lower_bound_s } => {
            assert!(
                kept < lower_bound_s,
                "{}: {kept} >= {lower_bound_s}",
                c.name
            )
        }
    }
}

/// The output's peak is within `limit` and the candidate kept says it fits.
fn meets_limit(a: &lhsched::driver::run::ScheduleRun, limit: u64) {
    assert!(
        a.outcome.after.peak_bytes <= limit,
        "{} > {limit}",
        a.outcome.after.peak_bytes
    );
    let rep = a.outcome.combine.as_ref().unwrap();
    let kept = rep
        .candidates
        .iter()
        .find(|c| c.name == rep.chosen)
        .unwrap();
    assert!(kept.fits());
}

/// `LHSCHED_COMBINE_PAIRS=DIR`: every `NAME.gpu_nocombine.pre_lhs.hlo` below `DIR/gpu/stages`
/// with `NAME.gpu.pre_lhs.hlo` below `DIR/combine/gpu/stages` (as `tools/corpus/programs.py`
/// writes them): auto is never worse than any grouping it tried, and `--combine xla` forms
/// XLA's buckets (the same bytes per bucket, kind by kind); the comparison with lhsched on
/// XLA's combined module is printed.
#[test]
fn generated_pairs_from_lhsched_combine_pairs() {
    let Ok(dir) = std::env::var("LHSCHED_COMBINE_PAIRS") else {
        common::skip(
            "generated_pairs_from_lhsched_combine_pairs",
            "LHSCHED_COMBINE_PAIRS is not set",
        );
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let nocombine = common::files_ending(&dir.join("gpu/stages"), ".gpu_nocombine.pre_lhs.hlo");
    assert!(!nocombine.is_empty(), "no pairs below {}", dir.display());
    for n in nocombine {
        let name = n
            .file_name()
            .unwrap()
            .to_string_lossy()
            .replace(".gpu_nocombine.pre_lhs.hlo", "");
        let c = dir
            .join("combine/gpu/stages")
            .join(format!("{name}.gpu.pre_lhs.hlo"));
        if !c.exists() {
            continue;
        }
        let ntext = std::fs::read_to_string(&n).unwrap();
        let ctext = std::fs::read_to_string(&c).unwrap();
        let xla_buckets = bucket_bytes(&parse_module(&ctext).unwrap());
        let x = schedule_hlo_text(&ntext, &name, &opts(CombineMode::Xla, None)).unwrap();
        let ours = &x.outcome.combine.as_ref().unwrap().after;
        assert_eq!(sorted(ours), sorted(&xla_buckets), "{name}: XLA's buckets");
        let a = schedule_hlo_text(&ntext, &name, &opts(CombineMode::Auto, None)).unwrap();
        let l = schedule_hlo_text(&ctext, &name, &opts(CombineMode::Off, None)).unwrap();
        let rep = a.outcome.combine.as_ref().unwrap();
        for c in &rep.candidates {
            no_worse_than(a.outcome.after.makespan_s, c);
        }
        eprintln!(
            "{name}: auto {:.2} us, lhsched on XLA's combined module {:.2} us",
            a.outcome.after.makespan_s * 1e6,
            l.outcome.after.makespan_s * 1e6
        );
        lhsched::hlo::schedule_check::check_schedule(&a.module).unwrap();
    }
}

#[test]
fn python_and_c_take_the_same_keys() {
    use lhsched::driver::by_name::{from_json, Job};
    let o = from_json(
        Job::Schedule,
        &serde_json::json!({"combine": "auto", "combine_budget": 2,
            "xla_flags": "--xla_gpu_all_gather_combine_threshold_bytes=1024"}),
    )
    .unwrap();
    assert_eq!(o.run.sched.combine.mode, CombineMode::Auto);
    assert_eq!(o.run.sched.combine.budget, 2);
    assert_eq!(o.run.sched.combine.xla.all_gather, 1024);
    let e = from_json(Job::Schedule, &serde_json::json!({"combine": "always"})).unwrap_err();
    assert!(e.to_string().contains("always"), "{e}");
    let e = from_json(
        Job::Schedule,
        &serde_json::json!({"xla_flags": "--xla_gpu_all_reduce_combine_threshold_bytes=lots"}),
    )
    .unwrap_err();
    assert!(e.to_string().contains("all_reduce"), "{e}");
    assert!(from_json(Job::Eval, &serde_json::json!({"combine": "auto"})).is_err());
}

#[test]
fn xla_thresholds_shape_the_buckets() {
    // With a 1 KiB all-gather threshold XLA's combiner leaves the all-gathers alone.
    let text = read(NOCOMBINE);
    let mut o = opts(CombineMode::Xla, None);
    o.sched.combine = o
        .sched
        .combine
        .clone()
        .xla_flags(Some("--xla_gpu_all_gather_combine_threshold_bytes=1024"))
        .unwrap();
    let small = schedule_hlo_text(&text, NOCOMBINE, &o).unwrap();
    let big = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Xla, None)).unwrap();
    let n = |r: &lhsched::driver::run::ScheduleRun| {
        r.outcome.combine.as_ref().unwrap().after["all-gather"].len()
    };
    let input = bucket_bytes(&parse_module(&text).unwrap())["all-gather"].len();
    assert_eq!(n(&small), input);
    assert!(n(&big) < input);
}

#[test]
fn xla_mode_forms_xlas_own_buckets_from_one_collective_per_tensor() {
    // The fixture pair was compiled by XLA from the same program with its default combiners
    // and with them off: `--combine xla` on the second forms the first's buckets exactly.
    let xla = bucket_bytes(&parse_module(&read(COMBINED)).unwrap());
    let r = schedule_hlo_text(&read(NOCOMBINE), NOCOMBINE, &opts(CombineMode::Xla, None)).unwrap();
    assert_eq!(
        sorted(&r.outcome.combine.as_ref().unwrap().after),
        sorted(&xla)
    );
}

#[test]
fn auto_steps_xlas_thresholds_where_the_schedule_left_communication_exposed() {
    // From 1 MiB thresholds, auto halves the most exposed kind's threshold first (the
    // all-gathers'), then the reduce-scatters': their one bucket (353 KiB) is within half the
    // threshold, where halving would group nothing differently, so the step goes to half that
    // bucket and splits it. No step repeats a grouping already tried, and the result is never
    // behind a step.
    let text = read(NOCOMBINE);
    let mut o = opts(CombineMode::Auto, None);
    o.sched.combine = o
        .sched
        .combine
        .clone()
        .budget(5)
        .xla_flags(Some(
            "--xla_gpu_all_gather_combine_threshold_bytes=1048576 \
             --xla_gpu_reduce_scatter_combine_threshold_bytes=1048576",
        ))
        .unwrap();
    let r = schedule_hlo_text(&text, NOCOMBINE, &o).unwrap();
    let c = r.outcome.combine.as_ref().unwrap();
    let xla = c.xla().unwrap();
    let steps: Vec<_> = c
        .candidates
        .iter()
        .filter(|x| x.name.starts_with("xla thresholds ("))
        .collect();
    assert_eq!(steps.len(), 2, "{:?}", c.candidates);
    assert!(
        steps[0]
            .name
            .contains("all-gather 524288, reduce-scatter 1048576"),
        "{}",
        steps[0].name
    );
    assert!(steps[0].buckets["all-gather"] > xla.buckets["all-gather"]);
    assert!(
        steps[1]
            .name
            .contains("all-gather 1048576, reduce-scatter 180640"),
        "{}",
        steps[1].name
    );
    assert_eq!(xla.buckets["reduce-scatter"], 1);
    assert!(steps[1].buckets["reduce-scatter"] > 1);
    for s in &steps {
        assert!(r.outcome.after.makespan_s <= s.makespan_s().unwrap());
    }
}

#[test]
fn the_report_has_xlas_choice_and_explain_says_why_each_bucket_ends() {
    // From XLA's own combined input XLA's grouping is the input's: it is still reported.
    let combined = read(COMBINED);
    let r = schedule_hlo_text(&combined, COMBINED, &opts(CombineMode::Auto, None)).unwrap();
    let c = r.outcome.combine.as_ref().unwrap();
    let given = &c.candidates[0];
    let xla = c.xla().expect("the xla candidate is always reported");
    assert_eq!(given.name, "as given");
    assert_eq!(
        (xla.makespan_s(), xla.peak_bytes()),
        (given.makespan_s(), given.peak_bytes())
    );
    // `--combine xla` from one collective per tensor: every entry bucket gets a reason, in
    // XLA's terms, naming instructions of the input.
    let text = read(NOCOMBINE);
    let r = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Xla, None)).unwrap();
    let c = r.outcome.combine.as_ref().unwrap();
    let entry_buckets: usize = {
        let m = &r.module;
        combinable_pairs(m, m.entry).len()
    };
    assert_eq!(c.boundaries.len(), entry_buckets, "{:?}", c.boundaries);
    assert!(c.boundaries.iter().all(|b| b.contains("ends: ")));
    assert!(
        c.boundaries.iter().any(|b| b.contains("`all-gather-start")),
        "{:?}",
        c.boundaries
    );
    let explain = lhsched::driver::combine_report::combine_explain_text(c);
    assert!(explain.contains("bucket boundaries"), "{explain}");
    let json = lhsched::driver::combine_report::combine_json(c);
    assert_eq!(json["boundaries"].as_array().unwrap().len(), entry_buckets);
    assert!(json["xla"]["makespan_s"].as_f64().unwrap() > 0.0);
}

#[test]
fn explain_names_why_each_bucket_ends_when_the_input_grouping_is_kept() {
    // A budget of one schedule keeps the input as given: each of its buckets still gets a
    // reason, and the explain text gives the makespan that kept it.
    let combined = read(COMBINED);
    let mut o = opts(CombineMode::Auto, None);
    o.sched.combine = o.sched.combine.clone().budget(1);
    let r = schedule_hlo_text(&combined, COMBINED, &o).unwrap();
    let c = r.outcome.combine.as_ref().unwrap();
    assert_eq!(c.chosen, "as given");
    let input = parse_module(&combined).unwrap();
    let buckets = combinable_pairs(&input, input.entry).len();
    assert!(buckets > 1);
    assert_eq!(c.boundaries.len(), buckets, "{:?}", c.boundaries);
    assert!(
        c.boundaries
            .iter()
            .all(|b| b.contains("ends: the input ends it here")),
        "{:?}",
        c.boundaries
    );
    let explain = lhsched::driver::combine_report::combine_explain_text(c);
    assert!(explain.contains("as given replayed in"), "{explain}");
    // With the whole budget from XLA's combined input, the kept grouping has reasons too.
    let r = schedule_hlo_text(&combined, COMBINED, &opts(CombineMode::Auto, None)).unwrap();
    let c = r.outcome.combine.as_ref().unwrap();
    assert!(!c.boundaries.is_empty(), "kept {}", c.chosen);
}

/// `auto` limited to the input as given (`--combine-budget 1`) and `search` schedules of
/// the local search on bucket boundaries.
fn searching(search: usize, limit: Option<u64>) -> RunOptions {
    let mut o = opts(CombineMode::Auto, limit);
    o.sched.combine = o.sched.combine.clone().budget(1).search(search);
    o
}

#[test]
fn the_local_search_finds_xlas_grouping_from_one_collective_per_tensor() {
    // With no other candidate, the search starts from the input's 11 all-gathers, 5
    // reduce-scatters and 1 all-reduce, and its moves (each one scheduled in full) reach a
    // grouping as fast as XLA's threshold combiner's: 375.49 us against 645.02 us as given.
    let text = read(NOCOMBINE);
    let a = schedule_hlo_text(&text, NOCOMBINE, &searching(16, None)).unwrap();
    let rep = a.outcome.combine.as_ref().unwrap();
    assert_eq!(rep.candidates.len(), 2, "{:?}", rep.candidates);
    assert!(rep.chosen.starts_with("search ("), "{}", rep.chosen);
    let given = rep.candidates[0].makespan_s().unwrap();
    let after = a.outcome.after.makespan_s;
    assert!(after < 0.7 * given, "{after} against {given}");
    let x = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Xla, None)).unwrap();
    assert!(
        after <= x.outcome.after.makespan_s * (1.0 + 1e-9),
        "{after} against XLA's grouping {}",
        x.outcome.after.makespan_s
    );
    assert!(rep.after["all-gather"].len() < rep.before["all-gather"].len());
    lhsched::hlo::schedule_check::check_schedule(&a.module).unwrap();
    values_kept(&parse_module(&text).unwrap(), &a.module);
    // Every bucket says why it ends, the moved ones by the search.
    assert_eq!(
        rep.boundaries.len(),
        combinable_pairs(&a.module, a.module.entry).len()
    );
    assert!(
        rep.boundaries
            .iter()
            .any(|b| b.contains("the local search")),
        "{:?}",
        rep.boundaries
    );
    // No search: the input's grouping is all there is; more than 1% above its bound, it is
    // scheduled once more from its own schedule's order, which wins here, its grouping kept.
    let none = schedule_hlo_text(&text, NOCOMBINE, &searching(0, None)).unwrap();
    let rep = none.outcome.combine.as_ref().unwrap();
    assert_eq!(rep.chosen, "as given, rescheduled");
    let names: Vec<&str> = rep.candidates.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["as given", "as given, rescheduled"]);
    assert!(rep.candidates[1].makespan_s() < rep.candidates[0].makespan_s());
    // The same buckets (listed in the order of their dones, which the schedule moved).
    let sorted = |b: &std::collections::BTreeMap<String, Vec<u64>>| {
        let mut b = b.clone();
        b.values_mut().for_each(|v| v.sort_unstable());
        b
    };
    assert_eq!(sorted(&rep.after), sorted(&rep.before));
    assert_eq!(
        Some(none.outcome.after.makespan_s),
        rep.candidates[1].makespan_s()
    );
}

#[test]
fn the_local_search_is_deterministic_on_several_threads_and_meets_a_memory_limit() {
    let text = read(NOCOMBINE);
    let plain = schedule_hlo_text(&text, NOCOMBINE, &opts(CombineMode::Off, None)).unwrap();
    let limit = plain.outcome.before.peak_bytes;
    let one = {
        let mut o = searching(16, Some(limit));
        o.sched.sched.threads = 1;
        schedule_hlo_text(&text, NOCOMBINE, &o).unwrap()
    };
    let many = {
        let mut o = searching(16, Some(limit));
        o.sched.sched.threads = 4;
        schedule_hlo_text(&text, NOCOMBINE, &o).unwrap()
    };
    assert_eq!(
        one.module_text, many.module_text,
        "the same bytes on 1 and 4 threads"
    );
    assert_eq!(one.report_json(), many.report_json());
    meets_limit(&one, limit);
    let rep = one.outcome.combine.as_ref().unwrap();
    assert!(
        Some(one.outcome.after.makespan_s) <= rep.candidates[0].makespan_s().map(|m| m + 1e-15),
        "never worse than the input as given"
    );
    // The key Python and C pass.
    use lhsched::driver::by_name::{from_json, Job};
    let o = from_json(Job::Schedule, &serde_json::json!({"combine_search": 3})).unwrap();
    assert_eq!(o.run.sched.combine.search, Some(3));
}

#[test]
fn without_a_search_the_first_plan_runs_beside_the_steps_the_same_on_any_thread_count() {
    // No local search follows (as on modules over 30,000 instructions): the first plan is made
    // on XLA's schedule and scheduled beside the threshold step. Within the default budget of
    // 4 (the input, XLA's grouping, one step, one plan), judged in the chain's order, and the
    // same bytes on one thread as on four.
    let text = read(NOCOMBINE);
    let run = |threads: usize| {
        let mut o = opts(CombineMode::Auto, None);
        o.sched.combine = o
            .sched
            .combine
            .clone()
            .search(0)
            .xla_flags(Some(
                "--xla_gpu_all_gather_combine_threshold_bytes=1048576 \
                 --xla_gpu_reduce_scatter_combine_threshold_bytes=1048576",
            ))
            .unwrap();
        o.sched.sched.threads = threads;
        schedule_hlo_text(&text, NOCOMBINE, &o).unwrap()
    };
    let (one, many) = (run(1), run(4));
    assert_eq!(one.module_text, many.module_text);
    assert_eq!(one.report_json(), many.report_json());
    let rep = one.outcome.combine.as_ref().unwrap();
    let names: Vec<&str> = rep.candidates.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    assert_eq!(names[0], "as given");
    assert_eq!(names[1], "xla");
    assert!(names[2].starts_with("xla thresholds ("), "{names:?}");
    assert_eq!(names[3], "dp 1");
    let best = rep
        .candidates
        .iter()
        .filter_map(|c| c.makespan_s())
        .fold(f64::INFINITY, f64::min);
    assert!(one.outcome.after.makespan_s <= best * (1.0 + 1e-12));
    lhsched::hlo::schedule_check::check_schedule(&one.module).unwrap();
    values_kept(&parse_module(&text).unwrap(), &one.module);
}

#[test]
fn a_combined_collective_takes_its_last_members_place() {
    // XLA's combiner puts a combined collective where the group's last element was
    // (`MaybeUpdateSchedulePostCombining`): the negate the input ran between the two starts
    // still runs before the combined start, though both operands were ready before it.
    let text = "HloModule m, is_scheduled=true, num_partitions=2\n\nENTRY %e (p0: f32[2], p1: f32[2], x: f32[4]) -> (f32[4], f32[4], f32[4]) {\n  %p0 = f32[2]{0} parameter(0)\n  %p1 = f32[2]{0} parameter(1)\n  %x = f32[4]{0} parameter(2)\n  %ag1 = (f32[2]{0}, f32[4]{0}) all-gather-start(%p0), channel_id=1, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  %neg = f32[4]{0} negate(%x)\n  %ag2 = (f32[2]{0}, f32[4]{0}) all-gather-start(%p1), channel_id=2, replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  %d1 = f32[4]{0} all-gather-done(%ag1)\n  %d2 = f32[4]{0} all-gather-done(%ag2)\n  ROOT %t = (f32[4]{0}, f32[4]{0}, f32[4]{0}) tuple(%d1, %d2, %neg)\n}\n";
    let mut m = parse_module(text).unwrap();
    let e = m.entry;
    let pairs = combinable_pairs(&m, e);
    assert_eq!(pairs.len(), 2);
    let r = regroup(&mut m, e, &pairs, &[vec![(0, 0), (1, 0)]]).unwrap();
    assert_eq!(r.built, 1);
    let c = m.computation(m.entry);
    let at = |name: &str| {
        c.order
            .iter()
            .position(|&i| c.instr(i).name == name)
            .unwrap()
    };
    assert!(at("neg") < at(&r.starts[0]), "{}", print_module(&m));
}
