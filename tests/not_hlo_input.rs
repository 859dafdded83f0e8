//! Input that is a module in another form gets an error that says what to do: StableHLO text
//! (JAX's default `lowered.as_text()`) names `as_text(dialect="hlo")`; a binary
//! `HloModuleProto` names XLA's text dump flag.

use lhsched::hlo::parse::parse_module_bytes;

#[test]
fn stablehlo_text_names_the_hlo_dialect() {
    for text in [
        "module @jit_f attributes {mhlo.num_partitions = 8 : i32} {\n  func.func public @main() {\n  }\n}\n",
        "func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n}\n",
    ] {
        let e = parse_module_bytes(text.as_bytes()).unwrap_err().to_string();
        assert!(e.contains("StableHLO") && e.contains("as_text(dialect=\"hlo\")"), "{e}");
        assert!(e.contains("1:1"), "located: {e}");
    }
}

#[test]
fn a_binary_proto_names_the_text_dump_flag() {
    // HloModuleProto starts with field 1 (name, a string): 0x0a, its length, the name; then
    // binary fields.
    for bytes in [&b"\n\x05jit_f\x12\x80\xff\x01"[..], b"\n\x05jit_f"] {
        let e = parse_module_bytes(bytes).unwrap_err().to_string();
        assert!(
            e.contains("binary HloModuleProto") && e.contains("--xla_dump_hlo_as_text"),
            "{e}"
        );
    }
    // Plain HLO mistakes get no such hint.
    let e = parse_module_bytes(b"HloModul m").unwrap_err().to_string();
    assert!(
        !e.contains("HloModuleProto") && !e.contains("StableHLO"),
        "{e}"
    );
}
