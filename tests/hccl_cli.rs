//! `lhsched hccl compare` and `lhsched hccl plan` end to end: output, JSON, errors (exit 2).

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(args)
        .output()
        .expect("the lhsched binary runs")
}

fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn fails(args: &[&str], needle: &str) {
    let o = run(args);
    assert_eq!(o.status.code(), Some(2), "{args:?} should fail");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(needle), "{args:?}: `{err}` lacks `{needle}`");
}

#[test]
fn pipeline_plan_from_rank_0() {
    let out = ok(&[
        "hccl",
        "plan",
        "--algo",
        "pipeline",
        "--op",
        "all-gather",
        "--servers",
        "4",
        "--devices-per-server",
        "2",
        "--rank",
        "0",
    ]);
    assert!(out.contains("local copy chunk 0"), "{out}");
    // Step 1: own block to the next server and to the local peer.
    assert!(out.contains("send chunk 0 to rank 2 [inter link"), "{out}");
    assert!(out.contains("send chunk 0 to rank 1 [intra link"), "{out}");
    // Step 2 forwards inside the server the block the ring delivered in step 1.
    assert!(
        out.contains("recv chunk 6 from rank 6 [inter link"),
        "{out}"
    );
    assert!(out.contains("send chunk 6 to rank 1 [intra link"), "{out}");
    assert!(
        out.contains("step 4 (pipeline all-gather 4/4: final intra-server mesh"),
        "{out}"
    );
    assert!(out.contains("result verified"), "{out}");
}

#[test]
fn plan_works_for_every_algorithm() {
    for (algo, op) in [
        ("mesh", "all-reduce"),
        ("ring", "reduce-scatter"),
        ("rhd", "all-reduce"),
        ("nhr", "broadcast"),
        ("nb", "all-gather"),
        ("pairwise", "all-to-all"),
        ("star", "gather"),
    ] {
        let servers = if algo == "mesh" { "1" } else { "3" };
        let out = ok(&[
            "hccl",
            "plan",
            "--algo",
            algo,
            "--op",
            op,
            "--servers",
            servers,
            "--devices-per-server",
            "3",
            "--bytes",
            "9KiB",
        ]);
        assert!(out.contains("result verified"), "{algo}: {out}");
    }
}

#[test]
fn compare_table_json_and_sweep() {
    let args = [
        "hccl",
        "compare",
        "--op",
        "all-reduce",
        "--bytes",
        "256MiB",
        "--servers",
        "16",
        "--devices-per-server",
        "8",
    ];
    let table = ok(&args);
    assert!(
        table.contains("pipeline") && table.contains("hccl default: pipeline"),
        "{table}"
    );
    assert_eq!(table, ok(&args), "same input, same output");
    let mut j = args.to_vec();
    j.push("--json");
    let v: serde_json::Value = serde_json::from_str(&ok(&j)).unwrap();
    let list = v.as_array().unwrap();
    assert_eq!(list[0]["algo"], "pipeline");
    let secs: Vec<f64> = list
        .iter()
        .map(|r| r["seconds"].as_f64().unwrap())
        .collect();
    assert!(secs.windows(2).all(|w| w[0] <= w[1]));
    // A flat cluster: no pipeline, no mesh.
    let flat = ok(&[
        "hccl",
        "compare",
        "--op",
        "all-gather",
        "--bytes",
        "1MiB",
        "--servers",
        "16",
        "--devices-per-server",
        "1",
        "--json",
        "--inter-gbps",
        "25",
        "--inter-alpha-us",
        "5",
        "--gamma-gbps",
        "100",
    ]);
    assert!(
        !flat.contains("pipeline") && !flat.contains("\"mesh\""),
        "{flat}"
    );
    let sweep = ok(&[
        "hccl",
        "compare",
        "--op",
        "all-reduce",
        "--servers",
        "16",
        "--devices-per-server",
        "8",
        "--sweep",
        "1KiB..4GiB",
    ]);
    assert!(
        sweep.contains("crossovers:") && sweep.contains("4 GiB"),
        "{sweep}"
    );
    let nv = ok(&[
        "hccl",
        "compare",
        "--op",
        "all-gather",
        "--bytes",
        "1GiB",
        "--ranks",
        "32",
        "--preset",
        "nvlink-8x400g",
    ]);
    assert!(nv.contains("4 servers x 8 devices"), "{nv}");
}

#[test]
fn bad_input_is_a_clear_error() {
    let base = ["hccl", "compare", "--op", "all-reduce", "--servers", "4"];
    fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
        [base, extra].concat()
    }
    fails(&with(&base, &["--bytes", "0"]), "at least 1 byte");
    fails(
        &with(&base, &["--bytes", "1MiB", "--intra-gbps", "-5"]),
        "--intra-gbps",
    );
    fails(
        &with(&base, &["--bytes", "1MiB", "--inter-gbps", "nan"]),
        "--inter-gbps",
    );
    fails(
        &with(&base, &["--bytes", "1MiB", "--gamma-gbps", "0"]),
        "--gamma-gbps",
    );
    fails(
        &with(&base, &["--bytes", "1MiB", "--inter-alpha-us", "-1"]),
        "--inter-alpha-us",
    );
    fails(
        &with(&base, &["--bytes", "1MiB", "--preset", "tpu-v9"]),
        "unknown preset",
    );
    fails(
        &with(&base, &["--bytes", "1MiB", "--devices-per-server", "0"]),
        "devices-per-server",
    );
    fails(&with(&base, &["--sweep", "4GiB..1KiB"]), "range");
    fails(&with(&base, &[]), "--bytes");
    fails(
        &[
            "hccl",
            "compare",
            "--op",
            "all-reduce",
            "--bytes",
            "1MiB",
            "--ranks",
            "10",
        ],
        "multiple of 8",
    );
    fails(
        &[
            "hccl",
            "compare",
            "--op",
            "all-mix",
            "--bytes",
            "1MiB",
            "--servers",
            "2",
        ],
        "unknown operation",
    );
    fails(
        &[
            "hccl",
            "compare",
            "--op",
            "all-reduce",
            "--bytes",
            "1MiB",
            "--servers",
            "0",
        ],
        "--servers",
    );
    let plan = ["hccl", "plan", "--op", "all-reduce", "--servers", "4"];
    fails(
        &[&plan[..], &["--algo", "tree"]].concat(),
        "unknown algorithm",
    );
    fails(
        &[&plan[..], &["--algo", "pairwise"]].concat(),
        "pairwise does not apply",
    );
    fails(&[&plan[..], &["--algo", "mesh"]].concat(), "servers = 1");
    fails(
        &[&plan[..], &["--algo", "ring", "--rank", "32"]].concat(),
        "--rank 32",
    );
    fails(
        &[
            "hccl",
            "plan",
            "--algo",
            "pipeline",
            "--op",
            "all-gather",
            "--servers",
            "4",
            "--devices-per-server",
            "1",
        ],
        "devices per server >= 2",
    );
}
