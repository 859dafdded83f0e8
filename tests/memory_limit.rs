//! `--memory-limit` holds in every computation, with or without collectives (issue 26): a
//! computation without async work whose input order is above the limit is scheduled to meet
//! it, or the run exits 1 with the warning; a size beyond u64 is an error.

use crate::common;

/// `n` chains `broadcast -> reduce` of 4 KiB each, written with every broadcast first, so the
/// input order holds all `n` buffers at once while an order chain by chain holds one.
fn chains(n: usize) -> String {
    let mut t = String::from(
        "HloModule m\n\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n\nENTRY e {\n  p = f32[] parameter(0)\n  z = f32[] constant(0)\n",
    );
    for i in 0..n {
        t.push_str(&format!(
            "  x{i} = f32[1024]{{0}} broadcast(p), dimensions={{}}\n"
        ));
    }
    for i in 0..n {
        t.push_str(&format!(
            "  r{i} = f32[] reduce(x{i}, z), dimensions={{0}}, to_apply=add\n"
        ));
    }
    let rs: Vec<String> = (0..n).map(|i| format!("r{i}")).collect();
    t.push_str(&format!(
        "  ROOT t = ({}) tuple({})\n}}\n",
        vec!["f32[]"; n].join(", "),
        rs.join(", ")
    ));
    t
}

#[test]
fn a_computation_without_collectives_meets_the_limit_or_exits_1() {
    let f = std::env::temp_dir().join(format!("lhsched-memlimit-{}.hlo", std::process::id()));
    std::fs::write(&f, chains(9)).unwrap();
    let file = f.to_str().unwrap();
    let peak = |out: &str| -> u64 {
        let v: serde_json::Value = serde_json::from_str(out).unwrap();
        v["after"]["peak_bytes"].as_u64().unwrap()
    };
    let (code, out, err) = common::run(&["schedule", file, "-o", "/dev/null", "--json"]);
    assert_eq!(code, 0, "{err}");
    let input_peak = peak(&out);
    assert!(input_peak >= 36 * 1024, "{input_peak}");
    let (code, out, err) = common::run(&[
        "schedule",
        file,
        "-o",
        "/dev/null",
        "--json",
        "--memory-limit",
        "20KiB",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(peak(&out) <= 20 * 1024, "{} > 20 KiB: {err}", peak(&out));
    let (code, _, err) = common::run(&["schedule", file, "--memory-limit", "1"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("fits the memory limit"), "{err}");
    let _ = std::fs::remove_file(f);
}

#[test]
fn a_limit_beyond_u64_is_an_error() {
    let ex = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    for bad in [
        "18446744073709551616",
        "18446744073709551615KiB",
        "1.8446744073709552e19",
    ] {
        let (code, _, err) =
            common::run(&["schedule", ex.to_str().unwrap(), "--memory-limit", bad]);
        assert_eq!(code, 2, "{bad}: {err}");
    }
    let (code, _, err) = common::run(&[
        "schedule",
        ex.to_str().unwrap(),
        "--memory-limit",
        "18446744073709551615",
        "--report",
    ]);
    assert_eq!(code, 0, "{err}");
}
