//! `--explain` states the direction of the run that won, and `--explain --json` is one valid
//! JSON object with the decisions inside.

mod common;

fn schedule(args: &[&str]) -> (String, String) {
    let out = common::lhsched()
        .arg("schedule")
        .arg(common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"))
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
fn explain_names_the_direction_of_the_winning_run() {
    let (text, _) = schedule(&["--explain", "--top-down", "--single-pass"]);
    let heads: Vec<&str> = text.lines().filter(|l| l.contains("won (")).collect();
    assert!(!heads.is_empty(), "{text}");
    for h in &heads {
        if h.contains("variant top-down") {
            assert!(
                h.ends_with("decisions from the start of the program:"),
                "{h}"
            );
        }
    }
    assert!(
        heads.iter().any(|h| h.contains("variant top-down")),
        "{text}"
    );
    let (text, _) = schedule(&["--explain", "--single-pass"]);
    for h in text.lines().filter(|l| l.contains("variant bottom-up")) {
        assert!(h.ends_with("decisions from the end of the program:"), "{h}");
    }
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
