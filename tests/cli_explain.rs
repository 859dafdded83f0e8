//! `--explain` tells which run won, why and how, then its decisions in the direction they ran; `--explain --json` is one valid
//! JSON object with the decisions inside.

use crate::common;

fn schedule(args: &[&str]) -> (String, String) {
    let out = common::lhsched()
        .arg("schedule")
        .arg(common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"))
        // The module elsewhere, so the report takes standard output.
        .args(["-o", "/dev/null"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn explain_tells_one_story_per_computation() {
    let (text, _) = schedule(&["--explain", "--top-down", "--single-pass"]);
    let lines: Vec<&str> = text.lines().collect();
    let head = lines
        .iter()
        .position(|l| l.starts_with("# ") && l.contains(": top-down won: "))
        .unwrap_or_else(|| panic!("{text}"));
    // Which variant won and against what, why, how it was made, then its decisions.
    assert!(lines[head].contains("against the input order's"), "{text}");
    assert!(lines[head + 1].starts_with("#   why: "), "{text}");
    assert!(
        lines[head + 2]
            .starts_with("#   how it was made: a list-scheduler run deciding from the start"),
        "{text}"
    );
    // Then (after a note when the input order was kept in the end) its decisions.
    let its = lines[head + 3..]
        .iter()
        .find(|l| l.starts_with("#   its "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        its.ends_with("decisions, from the start of the program (step 0 is decided first):"),
        "{text}"
    );
    assert!(!text.contains("no list-scheduler decisions"), "{text}");
    let (text, _) = schedule(&["--explain", "--single-pass"]);
    assert!(text.contains(": bottom-up won: "), "{text}");
    assert!(
        text.contains("decisions, from the end of the program (step 0 is decided first):"),
        "{text}"
    );
}

#[test]
fn explain_json_is_one_valid_object_with_the_decisions() {
    let (plain, _) = schedule(&["--json"]);
    let (text, _) = schedule(&["--explain", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let comps = v["explain"]["computations"]
        .as_array()
        .expect("explain.computations");
    assert!(!comps.is_empty());
    let decisions: usize = comps
        .iter()
        .map(|c| c["decisions"].as_array().map_or(0, Vec::len))
        .sum();
    let rules: u64 = v["explain"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["decisions"].as_u64().unwrap())
        .sum();
    assert_eq!(
        decisions as u64, rules,
        "every decision counted under its rule"
    );
    // Without --explain the report is the same minus the `explain` key.
    let mut w = v.clone();
    w.as_object_mut().unwrap().remove("explain");
    let p: serde_json::Value = serde_json::from_str(&plain).unwrap();
    assert_eq!(w, p);
}
