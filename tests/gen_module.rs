//! `hlo::synth` and `lhsched gen`: the generated training step re-parses to the same IR, prints
//! byte-identically, holds the collectives its layer count promises, and schedules (the driver
//! runs the independent verifier on every order) to a makespan no worse than its input order.

use lhsched::cost::hardware::Platform;
use lhsched::cost::scurve::SolConfig;
use lhsched::cost::stack::CostModel;
use lhsched::driver::{schedule_module, DriverOptions};
use lhsched::hlo::synth::{instruction_count, transformer_train_step, SynthConfig};
use lhsched::hlo::{collectives, parse_module, print_module, ElementType, Module, Opcode};
use std::process::{Command, Output};

fn cfg(layers: u64) -> SynthConfig {
    SynthConfig {
        layers,
        hidden: 1024,
        batch: 2048,
        devices: 8,
        dtype: ElementType::Bf16,
    }
}

fn gen(c: &SynthConfig) -> Module {
    transformer_train_step(c).expect("generates")
}

fn h100() -> CostModel {
    CostModel::new(
        Platform::by_name("h100").expect("h100 preset"),
        SolConfig::preset("h100").expect("h100 S-curve preset"),
    )
}

fn lhsched(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(args)
        .output()
        .expect("runs lhsched")
}

#[test]
fn reparses_to_the_same_module_and_prints_identically() {
    for layers in [1, 3, 12] {
        let m = gen(&cfg(layers));
        let text = print_module(&m);
        let back = parse_module(&text).expect("generated text parses");
        assert_eq!(back, m, "{layers} layers: parse(print(m)) != m");
        assert_eq!(print_module(&back), text);
        assert_eq!(print_module(&gen(&cfg(layers))), text, "not deterministic");
        assert_eq!(
            m.instruction_count() as u64,
            instruction_count(&cfg(layers))
        );
        assert_eq!(m.instruction_count() as u64, 29 * layers + 19);
        assert!(!m.is_scheduled());
        assert_eq!(m.num_devices(), 8);
    }
}

#[test]
fn collective_counts_sizes_and_groups() {
    let layers = 5u64;
    let c = cfg(layers);
    let m = gen(&c);
    let colls = collectives(&m, m.entry).expect("collectives parse");
    let count = |k: Opcode| colls.iter().filter(|i| i.kind == k).count() as u64;
    assert_eq!(count(Opcode::AllGather), 2 * layers);
    assert_eq!(count(Opcode::ReduceScatter), layers);
    assert_eq!(count(Opcode::AllReduce), 1);
    assert_eq!(colls.len() as u64, 3 * layers + 1);
    let weight_bytes = 1024 * 1024 * 2;
    for i in &colls {
        assert!(i.is_async, "{:?} is not async", i.kind);
        assert_eq!(i.groups.expand(), vec![(0..8).collect::<Vec<i64>>()]);
        match i.kind {
            // all-gather counts its output, reduce-scatter its input: both the full weight.
            Opcode::AllGather | Opcode::ReduceScatter => {
                assert_eq!(i.transfer_bytes, weight_bytes)
            }
            _ => assert_eq!(i.transfer_bytes, 4),
        }
    }
    // Reduce-scatters use XLA:GPU's async wrapper: async-start calling a computation whose
    // root is the reduce-scatter, with an adder as to_apply.
    let e = m.entry();
    let wrapped: Vec<_> = colls.iter().filter_map(|i| i.wrapped).collect();
    assert_eq!(wrapped.len() as u64, layers);
    for (comp, root) in wrapped {
        let w = m.computation(comp);
        assert_eq!(w.len(), 2);
        let r = w.instr(root);
        assert_eq!(r.opcode, Opcode::ReduceScatter);
        assert_eq!(r.attr("dimensions"), Some("{0}"));
        let adder = m.computation(r.called[0]);
        assert_eq!(adder.instr(adder.root).opcode, Opcode::Add);
    }
    assert_eq!(e.count(Opcode::AsyncStart) as u64, layers);
    assert_eq!(e.count(Opcode::AsyncDone) as u64, layers);
    assert_eq!(e.count(Opcode::AllGatherDone) as u64, 2 * layers);
    assert_eq!(e.count(Opcode::Dot) as u64, 2 * layers);
    // The input order puts every start right before its done.
    for (k, &id) in e.order.iter().enumerate() {
        if e.instr(id).opcode.is_async_start() {
            let next = e.order[k + 1];
            assert!(e.instr(next).opcode.is_async_done());
            assert_eq!(e.instr(next).operands[..], [id]);
        }
    }
}

#[test]
fn schedules_no_worse_than_the_input_order() {
    let model = h100();
    for single_stream in [false, true] {
        for layers in [1, 4, 16] {
            let mut m = gen(&cfg(layers));
            let opts = DriverOptions::default().streams(if single_stream {
                lhsched::driver::options::Streams::Xla
            } else {
                lhsched::driver::options::Streams::PerKind
            });
            let out = schedule_module(&mut m, &model, &opts).expect("schedules and verifies");
            let (before, after) = (out.before.makespan_s, out.after.makespan_s);
            assert!(before > 0.0);
            assert!(
                after <= before * (1.0 + 1e-12),
                "{layers} layers, single_stream={single_stream}: ours {after} > input {before}"
            );
            assert!(after >= out.after.lower_bound_s * (1.0 - 1e-12));
            if layers > 1 {
                // The input order exposes every collective; scheduling hides a large share
                // (about half where the NCCL-style model prices the collectives, which then
                // outlast the compute they can overlap).
                assert!(out.before.hidden_fraction < 0.05);
                assert!(
                    out.after.hidden_fraction > 0.4
                        && out.after.hidden_fraction > 10.0 * out.before.hidden_fraction,
                    "{} vs {}",
                    out.after.hidden_fraction,
                    out.before.hidden_fraction
                );
            }
            let text = print_module(&m);
            assert!(text.contains("is_scheduled=true"));
            let back = parse_module(&text).expect("the scheduled module parses");
            assert_eq!(print_module(&back), text);
        }
    }
}

#[test]
fn cli_writes_the_library_module() {
    let out = lhsched(&[
        "gen",
        "--layers",
        "3",
        "--hidden",
        "1024",
        "--batch",
        "2048",
        "--devices",
        "8",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8(out.stdout).expect("utf-8"),
        print_module(&gen(&cfg(3)))
    );
    let dir = std::env::temp_dir().join(format!("lhsched_gen_{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("g.hlo");
    let f = file.to_str().expect("utf-8 path");
    let out = lhsched(&["gen", "--layers", "2", "--dtype", "f32", "-o", f]);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(text.starts_with(
        "HloModule synth_transformer2_fsdp_train, replica_count=1, num_partitions=8\n"
    ));
    assert_eq!(
        parse_module(&text).expect("parses").instruction_count(),
        29 * 2 + 16
    );
    let out = lhsched(&["schedule", f, "--report"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cli_refuses_bad_arguments_with_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["--layers", "0"], "layers must be at least 1"),
        (
            &["--layers", "2", "--hidden", "100"],
            "hidden 100 is not a multiple of devices 8",
        ),
        (
            &["--layers", "2", "--devices", "0"],
            "devices must be at least 1",
        ),
        (
            &["--layers", "2", "--dtype", "s32"],
            "dtype s32 is not a floating-point type",
        ),
        (
            &["--layers", "2", "--dtype", "bf17"],
            "--dtype bf17: not an element type",
        ),
        (
            &["--layers", "1", "--hidden", "8589934592", "--devices", "1"],
            "overflows a 64-bit byte count",
        ),
        (&["--layers", "99999999999"], "more than the limit"),
        (&["--layers", "-3"], "unexpected argument"),
        (&["--hidden", "8"], "--layers"),
    ];
    for (args, want) in cases {
        let mut all = vec!["gen"];
        all.extend_from_slice(args);
        let out = lhsched(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
