//! `eval IN --order-of REF` names the instructions REF drops and adds, with their cost, and
//! REF's own makespan: how much of REF's lead is work and how much order.

use crate::common;

use serde_json::Value;
use std::path::PathBuf;

fn scratch(name: &str, text: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lhsched-work-diff-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch dir");
    let p = d.join(name);
    std::fs::write(&p, text).expect("writes");
    p
}

fn eval_json(input: &str, reference: &str) -> Value {
    let (code, out, err) = common::run(&["eval", input, "--order-of", reference, "--json"]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}\n{out}"))
}

const IN: &str =
    "HloModule m, is_scheduled=true\n\nENTRY %e (p: f32[1024,1024]) -> f32[1024,1024] {\n  \
    %p = f32[1024,1024]{1,0} parameter(0)\n  %c = f32[1024,1024]{1,0} copy(%p)\n  \
    ROOT %a = f32[1024,1024]{1,0} negate(%c)\n}\n";

/// The reference drops the copy and adds an exponential.
const REF: &str =
    "HloModule m, is_scheduled=true\n\nENTRY %e (p: f32[1024,1024]) -> f32[1024,1024] {\n  \
    %p = f32[1024,1024]{1,0} parameter(0)\n  %x = f32[1024,1024]{1,0} exponential(%p)\n  \
    ROOT %a = f32[1024,1024]{1,0} negate(%p)\n}\n";

#[test]
fn the_instructions_a_reference_drops_and_adds_are_priced() {
    let a = scratch("in.hlo", IN);
    let r = scratch("ref.hlo", REF);
    let (a, r) = (a.to_str().expect("utf-8"), r.to_str().expect("utf-8"));
    let v = eval_json(a, r);
    let d = &v["work_difference"];
    let dropped = d["dropped"].as_array().expect("dropped");
    let added = d["added"].as_array().expect("added");
    assert_eq!(dropped.len(), 1, "{d}");
    assert_eq!(dropped[0]["instruction"], "c");
    assert_eq!(dropped[0]["opcode"], "copy");
    assert_eq!(added.len(), 1, "{d}");
    assert_eq!(added[0]["instruction"], "x");
    let (ds, as_) = (
        d["dropped_s"].as_f64().expect("dropped_s"),
        d["added_s"].as_f64().expect("added_s"),
    );
    assert!(ds > 0.0 && as_ > 0.0, "{d}");
    assert_eq!(dropped[0]["compute_s"].as_f64(), Some(ds));
    let work = d["work_s"].as_f64().expect("work_s");
    assert!((work - (ds - as_)).abs() < 1e-15);
    // One compute stream, nothing to hide: the lead is exactly the work difference.
    let lead = d["lead_s"].as_f64().expect("lead_s");
    let (ref_ms, ours) = (
        d["reference_makespan_s"].as_f64().expect("reference"),
        d["adopted_makespan_s"].as_f64().expect("adopted"),
    );
    assert!((lead - (ours - ref_ms)).abs() < 1e-15);
    assert!(
        (lead - work).abs() <= 1e-9 * ours,
        "lead {lead} work {work}"
    );
    assert_eq!(v["makespan_s"].as_f64(), Some(ours));
    let (code, text, err) = common::run(&["eval", a, "--order-of", r, "--report"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        text.contains("work it drops              1 instruction(s)"),
        "{text}"
    );
    assert!(text.contains("  e/c (copy): "), "{text}");
    assert!(text.contains("  e/x (exponential): "), "{text}");
}

/// XLA's final transformer12 drops 25 copies after scheduling; under the default model they
/// account for its lead over its order given to the scheduler's input (with XLA's embedded
/// tables as the default: the copies cost 25.82 us and the lead is 25.13 us, the order itself
/// 0.69 us behind; within 3%).
#[test]
fn xla_final_transformer12_leads_by_the_copies_it_drops() {
    let Some(d) = common::shared_or_skip(concat!(file!(), ":", line!()), "hlo/gpu") else {
        return;
    };
    let input = d.join("stages/transformer12_fsdp_train.gpu.pre_lhs.hlo");
    let fin = d.join("transformer12_fsdp_train.gpu.post.hlo");
    let v = eval_json(input.to_str().expect("utf-8"), fin.to_str().expect("utf-8"));
    let w = &v["work_difference"];
    let dropped = w["dropped"].as_array().expect("dropped");
    assert_eq!(dropped.len(), 25, "{w}");
    assert!(dropped.iter().all(|x| x["opcode"] == "copy"));
    assert_eq!(w["added"].as_array().map(Vec::len), Some(0));
    let (lead, work) = (
        w["lead_s"].as_f64().expect("lead"),
        w["work_s"].as_f64().expect("work"),
    );
    assert!(lead > 0.0, "{w}");
    assert!(
        (lead - work).abs() <= 0.03 * lead,
        "lead {lead} work {work}"
    );
}
