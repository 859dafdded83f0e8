//! The one rule for standard output (`lhsched schedule --help` states it): it carries one
//! document. Without `-o` that is the module, and `--report`/`--explain` go to standard error;
//! `--json` without `-o` is an error that says to give `-o`; with `-o` the report takes
//! standard output.

use crate::common;

use std::process::Output;

const EXAMPLE: &str = "examples/collectives_mix.gpu.pre_lhs.hlo";

fn run(args: &[&str]) -> Output {
    common::lhsched()
        .current_dir(common::root())
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn without_o_the_module_takes_stdout_and_the_report_stderr() {
    let plain = run(&["schedule", EXAMPLE]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    for flags in [
        &["--report"][..],
        &["--explain"],
        &["--report", "--explain"],
    ] {
        let mut args = vec!["schedule", EXAMPLE];
        args.extend_from_slice(flags);
        let o = run(&args);
        assert!(o.status.success(), "{flags:?}: {}", text(&o.stderr));
        // `schedule in.hlo --report > out.hlo` writes HLO to out.hlo.
        assert_eq!(o.stdout, plain.stdout, "{flags:?}: the module, unchanged");
        lhsched::hlo::parse_module(&text(&o.stdout)).expect("stdout is the module");
        let err = text(&o.stderr);
        if flags.contains(&"--report") {
            assert!(
                err.contains("makespan") && err.contains("why exposed"),
                "{err}"
            );
        }
        if flags.contains(&"--explain") {
            assert!(err.contains(" won: ") && err.contains("# rules:"), "{err}");
        }
    }
}

#[test]
fn json_without_o_is_an_error_that_says_to_give_o() {
    for args in [
        &["schedule", EXAMPLE, "--json"][..],
        &["schedule", EXAMPLE, "--json", "-o", "-"],
        &["schedule", EXAMPLE, "--json", "--explain"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}: nothing on stdout");
        let err = text(&o.stderr);
        assert!(err.contains("--json") && err.contains("give -o"), "{err}");
    }
}

#[test]
fn with_o_the_report_takes_stdout() {
    let dir = std::env::temp_dir().join(format!("lhsched-stdout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.hlo");
    let out_s = out.to_str().unwrap();
    let o = run(&["schedule", EXAMPLE, "-o", out_s, "--json"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON on stdout");
    assert!(v["makespan_after_s"].is_number());
    lhsched::hlo::load_module(&out).expect("module in -o");
    let o = run(&["schedule", EXAMPLE, "-o", out_s, "--report"]);
    assert!(
        text(&o.stdout).starts_with("model: "),
        "{}",
        text(&o.stdout)
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn trace_to_stdout_only_when_nothing_else_takes_it() {
    let o = run(&["schedule", EXAMPLE, "--trace", "-"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    assert!(text(&o.stderr).contains("--trace -"), "{}", text(&o.stderr));
    let o = run(&["schedule", EXAMPLE, "-o", "/dev/null", "--trace", "-"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("the trace");
    assert!(v["traceEvents"].is_array());
    let o = run(&["eval", EXAMPLE, "--trace", "-"]);
    assert_eq!(o.status.code(), Some(2), "eval prints its report on stdout");
}

#[test]
fn help_states_the_rule() {
    let o = run(&["schedule", "--help"]);
    let help = text(&o.stdout);
    assert!(
        help.contains("Standard output carries one document")
            && help.contains("--json then needs -o"),
        "{help}"
    );
}

/// `LHSCHED_PHASES` profiles on standard error only: the module on standard output is the same
/// bytes, `1` prints the totals per phase, `timeline` adds every run of a phase with its thread,
/// start and end, sorted by start (the scheduling spans inside the run's).
#[test]
fn phases_go_to_stderr_and_the_timeline_lists_every_run() {
    let plain = run(&["schedule", EXAMPLE]);
    let out = common::lhsched()
        .args(["schedule", EXAMPLE])
        .env("LHSCHED_PHASES", "timeline")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(out.stdout, plain.stdout);
    let err = text(&out.stderr);
    assert!(err.contains("phase load (read+parse)"), "{err}");
    let spans: Vec<(&str, f64, f64)> = err
        .lines()
        .filter_map(|l| l.strip_prefix("span  "))
        .map(|l| {
            let name = l[..20].trim_end();
            let mut f = l[20..].split_whitespace();
            let a: f64 = f.next().unwrap().parse().unwrap();
            assert_eq!(f.next(), Some(".."));
            let b: f64 = f.next().unwrap().parse().unwrap();
            assert!(f.nth(1).unwrap().starts_with("ThreadId("), "{l}");
            (name, a, b)
        })
        .collect();
    let find = |n: &str| spans.iter().find(|s| s.0 == n).copied().expect(n);
    let (load, schedule, print) = (find("load (read+parse)"), find("schedule"), find("print"));
    assert!(load.2 <= schedule.1 && schedule.2 <= print.1, "{err}");
    assert!(spans.windows(2).all(|w| w[0].1 <= w[1].1), "{err}");
    let totals = common::lhsched()
        .args(["schedule", EXAMPLE])
        .env("LHSCHED_PHASES", "1")
        .output()
        .unwrap();
    let err = text(&totals.stderr);
    assert!(
        err.contains("phase schedule") && !err.contains("span  "),
        "{err}"
    );
}
