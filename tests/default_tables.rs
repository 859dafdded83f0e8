//! XLA's measured tables compiled in as the default cost data: the embedded bytes are XLA's
//! (checked against the reference copies in `../shared/xla_tables/`), a run with no cost options
//! prices exactly as `--table`/`--gemm-table` on those files, `--no-default-tables` turns them
//! off, and the report names the platform, the device key and the model behind each answer,
//! for every `--model`.

use crate::common;

use common::{root, run, shared_or_skip};
use lhsched::cost::tables::{embedded, CollectiveTable, GemmTable};
use prost::Message;
use serde_json::Value;
use std::path::{Path, PathBuf};

const EXAMPLE: &str = "examples/collectives_mix.gpu.pre_lhs.hlo";

fn example() -> String {
    root().join(EXAMPLE).display().to_string()
}

/// `lhsched ARGS --json` (eval) or `ARGS --json -o scratch` (schedule): the report.
fn report(args: &[&str]) -> Value {
    let out = std::env::temp_dir().join(format!(
        "lhsched-default-tables-{}-{}.hlo",
        std::process::id(),
        args.join("_").len()
    ));
    let mut a: Vec<&str> = args.to_vec();
    a.push("--json");
    let o = out.display().to_string();
    if args[0] == "schedule" {
        a.extend(["-o", &o]);
    }
    let (code, stdout, stderr) = run(&a);
    assert_eq!(code, 0, "{a:?}: {stderr}");
    let _ = std::fs::remove_file(&out);
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{a:?}: {e}\n{stdout}"))
}

fn priced_by(v: &Value) -> Vec<String> {
    v["priced_by"]
        .as_object()
        .expect("priced_by")
        .keys()
        .cloned()
        .collect()
}

/// The report without its `cost` keys (the one place the two runs may differ: where the
/// tables came from), at every level.
fn figures(mut v: Value) -> Value {
    fn strip(v: &mut Value) -> usize {
        match v {
            Value::Object(m) => {
                let here = usize::from(m.remove("cost").is_some());
                here + m.values_mut().map(strip).sum::<usize>()
            }
            Value::Array(a) => a.iter_mut().map(strip).sum(),
            _ => 0,
        }
    }
    assert!(strip(&mut v) > 0, "the report names its cost sources");
    v
}

#[test]
fn embedded_bytes_are_xlas_tables() {
    let Some(dir) = shared_or_skip("embedded_bytes_are_xlas_tables", "xla_tables") else {
        return;
    };
    let shared = std::fs::read(dir.join("default_collective_perf_table.pb")).unwrap();
    assert!(
        shared == embedded::COLLECTIVE_PB,
        "the embedded collective table is XLA's .pb byte for byte"
    );
    // The GEMM table ships as the binary `lhsched table convert --to binary` makes of XLA's
    // text: the same message, and exactly its encoding.
    let text = GemmTable::load(dir.join("default_matmul_perf_table.txtpb")).unwrap();
    let ours = GemmTable::from_bytes("embedded", embedded::GEMM_PB).unwrap();
    assert_eq!(ours.proto, text.proto);
    assert!(text.proto.encode_to_vec() == embedded::GEMM_PB);
    let ctext = CollectiveTable::load(dir.join("default_collective_perf_table.txtpb")).unwrap();
    let cours = CollectiveTable::from_bytes("embedded", embedded::COLLECTIVE_PB).unwrap();
    assert_eq!(cours.proto, ctext.proto);
}

#[test]
fn the_license_and_origin_ship_with_the_tables() {
    let dir = root().join("tables/xla");
    let license = std::fs::read_to_string(dir.join("LICENSE")).expect("tables/xla/LICENSE");
    assert!(license.contains("Apache License") && license.contains("Version 2.0, January 2004"));
    let readme = std::fs::read_to_string(dir.join("README.md")).expect("tables/xla/README.md");
    for needed in [
        "OpenXLA",
        "Apache",
        "default_collective_perf_table",
        "jax-cuda12-pjrt",
    ] {
        assert!(
            readme.contains(needed),
            "tables/xla/README.md names {needed}"
        );
    }
}

/// No cost options on an H100 module = `--table`/`--gemm-table` on XLA's shipped files, for
/// `schedule` and `eval`, on h100 (the default), b200 and mi300x.
#[test]
fn no_options_price_as_xlas_shipped_tables() {
    let Some(dir) = shared_or_skip("no_options_price_as_xlas_shipped_tables", "xla_tables") else {
        return;
    };
    let table = dir.join("default_collective_perf_table.pb");
    let gemm = dir.join("default_matmul_perf_table.txtpb");
    let (t, g) = (table.to_str().unwrap(), gemm.to_str().unwrap());
    let mut modules: Vec<PathBuf> = vec![root().join(EXAMPLE)];
    if let Some(m) = shared_or_skip(
        "no_options_price_as_xlas_shipped_tables",
        "hlo/gpu/stages/mlp_fsdp_train.gpu.pre_lhs.hlo",
    ) {
        modules.push(m);
    }
    for m in &modules {
        let m = m.to_str().unwrap();
        for cmd in ["schedule", "eval"] {
            let default = report(&[cmd, m]);
            let given = report(&[cmd, m, "--table", t, "--gemm-table", g]);
            assert_eq!(default["cost"]["collective_table"], "embedded");
            assert_eq!(default["cost"]["gemm_table"], "embedded");
            assert_eq!(given["cost"]["collective_table"], t);
            assert_eq!(default["cost"]["platform"], "h100");
            assert_eq!(default["cost"]["platform_default"], true);
            assert_eq!(default["cost"]["device"], "sm_90");
            let by = priced_by(&default);
            assert!(by.contains(&"collective-table".to_string()), "{m}: {by:?}");
            assert_eq!(figures(default), figures(given), "{cmd} {m}");
        }
    }
    let m = &example();
    for (platform, device) in [("b200", "sm_100_B200"), ("mi300x", "gfx942")] {
        let default = report(&["eval", m, "--platform", platform]);
        let given = report(&[
            "eval",
            m,
            "--platform",
            platform,
            "--table",
            t,
            "--gemm-table",
            g,
        ]);
        assert_eq!(default["cost"]["device"], device);
        assert_eq!(default["cost"]["platform_default"], false);
        assert_eq!(figures(default), figures(given), "{platform}");
    }
    // A device key only the tables know (no platform preset for it) through --device.
    let default = report(&["eval", m, "--device", "sm_103"]);
    let given = report(&["eval", m, "--device", "sm_103", "--table", t]);
    assert_eq!(
        default["cost"]["gemm_table"],
        Value::Null,
        "no sm_103 GEMMs"
    );
    assert_eq!(figures(default), figures(given));
}

#[test]
fn no_default_tables_prices_with_the_analytical_models() {
    let m = &example();
    let with = report(&["eval", m]);
    let without = report(&["eval", m, "--no-default-tables"]);
    assert_eq!(without["cost"]["collective_table"], Value::Null);
    assert_eq!(without["cost"]["gemm_table"], Value::Null);
    assert_eq!(without["cost"]["in_node"], "nccl");
    let by = priced_by(&without);
    assert!(by.contains(&"nccl".to_string()), "{by:?}");
    for gone in ["collective-table", "gemm-table", "hccl"] {
        assert!(!by.contains(&gone.to_string()), "{by:?}");
    }
    // The same instructions are priced, by other models.
    let count = |v: &Value| -> u64 {
        v["priced_by"]
            .as_object()
            .unwrap()
            .values()
            .map(|n| n.as_u64().unwrap())
            .sum()
    };
    assert_eq!(count(&with), count(&without));
    assert_ne!(with["makespan_s"], without["makespan_s"]);
    // `--table` still wins over the flag: it only turns the embedded default off.
    let t = root().join("tables/example_collective.pb");
    let given = report(&[
        "eval",
        m,
        "--no-default-tables",
        "--device",
        "example_gpu",
        "--table",
        t.to_str().unwrap(),
    ]);
    assert!(given["cost"]["collective_table"]
        .as_str()
        .unwrap()
        .ends_with("example_collective.pb"));
}

/// Each `--model` labels its answers by the model that gave them, and the report says so.
#[test]
fn labels_are_right_for_every_model() {
    let m = &example();
    let cases: [(&[&str], &[&str], &str); 5] = [
        (&[], &["collective-table"], "nccl"),
        (&["--model", "scurve"], &["nccl"], "nccl"),
        (&["--model", "hccl"], &["hccl"], "hccl"),
        (&["--model", "approx"], &["approx"], "approx"),
        (&["--platform", "910b"], &["hccl"], "hccl"),
    ];
    for (flags, must, in_node) in cases {
        let mut a = vec!["eval", m.as_str()];
        a.extend_from_slice(flags);
        let v = report(&a);
        let by = priced_by(&v);
        for s in must {
            assert!(by.contains(&s.to_string()), "{flags:?}: {by:?}");
        }
        assert_eq!(v["cost"]["in_node"], *in_node, "{flags:?}");
        let model = flags
            .iter()
            .position(|f| *f == "--model")
            .map_or("auto", |i| flags[i + 1]);
        assert_eq!(v["cost"]["model"], model);
        match model {
            "scurve" | "approx" => {
                assert!(!by.contains(&"collective-table".to_string()), "{by:?}");
                assert!(!by.contains(&"hccl".to_string()), "{model}: {by:?}");
            }
            "hccl" => assert!(!by.contains(&"nccl".to_string()), "{by:?}"),
            _ => {}
        }
    }
    // Ascend: HCCL for collectives in a node, no table, and the text report says so.
    let (code, text, err) = run(&["eval", m, "--platform", "910b"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("platform 910b"), "{text}");
    assert!(text.contains("HCCL's formulas"), "{text}");
    assert!(text.contains("hccl"), "{text}");
    let (_, text, _) = run(&["eval", m]);
    assert!(
        text.contains("platform h100 (the default;") && text.contains("device sm_90"),
        "{text}"
    );
    assert!(text.contains("XLA's measured table (embedded)"), "{text}");
}

#[test]
fn help_names_the_default_platform_and_every_preset() {
    let (code, help, _) = run(&["schedule", "--help"]);
    assert_eq!(code, 0);
    assert!(help.contains("default h100"), "{help}");
    for p in lhsched::cost::hardware::Platform::names() {
        assert!(help.contains(p), "--help names {p}");
    }
    assert!(help.contains("--no-default-tables"));
}

/// The same through the library's by-name options (what Python and C pass).
#[test]
fn by_name_takes_no_default_tables() {
    use lhsched::driver::by_name::{from_json, Job};
    use lhsched::driver::run::eval_file;
    let opts = from_json(Job::Eval, &serde_json::json!({"no_default_tables": true}))
        .expect("the key exists");
    let r = eval_file(Path::new(&example()), &opts.run).unwrap();
    assert_eq!(r.report["cost"]["collective_table"], Value::Null);
    let (code, cli, err) = run(&["eval", &example(), "--no-default-tables", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(r.report_json(), cli);
}
