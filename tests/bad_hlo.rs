//! Malformed HLO: each input gives a specific error at the right line and column, never a
//! panic or a stack overflow.

use lhsched::hlo::{parse_module, parse_module_bytes, ParseError};

/// A minimal valid module around `body` (the lines of the ENTRY computation).
fn module(body: &str) -> String {
    format!("HloModule m\n\nENTRY %main (p: f32[]) -> f32[] {{\n{body}}}\n")
}

fn parse_err(text: &str) -> ParseError {
    match parse_module(text) {
        Ok(_) => panic!("expected an error for:\n{}", &text[..text.len().min(400)]),
        Err(e) => e,
    }
}

/// Asserts the error's location and that its message contains `fragment`.
#[track_caller]
fn check(text: &str, line: usize, col: usize, fragment: &str) {
    let e = parse_err(text);
    assert!(
        e.message.contains(fragment),
        "message {:?} lacks {fragment:?}",
        e.message
    );
    assert_eq!(
        (e.line, e.col),
        (line, col),
        "wrong location for {:?}",
        e.message
    );
    // The display names the place and shows the line with a caret.
    let shown = e.to_string();
    assert!(shown.starts_with(&format!("{line}:{col}: ")), "{shown}");
    assert!(
        shown.lines().count() == 3 && shown.ends_with('^'),
        "{shown}"
    );
}

#[test]
fn empty_input() {
    check("", 1, 1, "empty input");
    check("  \n\n", 3, 1, "empty input");
}

#[test]
fn not_a_module() {
    check("Module m\n", 1, 1, "expected `HloModule`");
}

#[test]
fn header_attribute_without_value() {
    check(
        "HloModule m, is_scheduled\n",
        1,
        26,
        "expected `=` after header attribute `is_scheduled`",
    );
}

#[test]
fn header_only() {
    check(
        "HloModule m, num_partitions=8\n",
        2,
        1,
        "module has no computations",
    );
}

#[test]
fn truncated_module() {
    let t = "HloModule m\n\nENTRY %main (p: f32[]) -> f32[] {\n  ROOT %p = f32[] parameter(0)\n";
    check(t, 3, 33, "computation `main` is not closed");
}

#[test]
fn truncated_inside_a_shape() {
    check(
        "HloModule m\n\nENTRY %main {\n  ROOT %p = f32[",
        4,
        17,
        "expected an integer (a dimension size), found end of input",
    );
}

#[test]
fn unbalanced_brace_in_attribute() {
    let t =
        "HloModule m\n\nENTRY %main {\n  ROOT %p = f32[] parameter(0), metadata={op_name=\"x\"\n";
    check(t, 4, 42, "unbalanced `{`: no matching `}`");
}

#[test]
fn unbalanced_parenthesis_in_operands() {
    let t = module("  %p = f32[] parameter(0)\n  ROOT %a = f32[] add(%p, %p\n");
    check(&t, 6, 1, "expected `,` between operands of `a`, found `}`");
}

#[test]
fn extra_closing_parenthesis() {
    let t = module("  %p = f32[] parameter(0)\n  ROOT %a = f32[] add(%p, %p))\n");
    check(&t, 5, 30, "unexpected `)` after instruction `a`");
}

#[test]
fn mismatched_brackets() {
    let t = module("  ROOT %p = f32[] parameter(0), sharding={devices=[2,1)}\n");
    check(&t, 4, 55, "mismatched `)`: the `[` at 4:51 is still open");
}

#[test]
fn unterminated_string() {
    let t = module("  ROOT %p = f32[] parameter(0), metadata={op_name=\"abc}\n");
    check(&t, 4, 51, "unterminated string");
}

#[test]
fn unterminated_comment() {
    let t = module("  ROOT %p = (f32[], /*index=1 f32[]) parameter(0)\n");
    check(&t, 4, 21, "unterminated `/*` comment");
}

#[test]
fn unknown_opcode() {
    let t = module("  %p = f32[] parameter(0)\n  ROOT %a = f32[] frobnicate(%p)\n");
    check(&t, 5, 19, "unknown opcode `frobnicate`");
}

#[test]
fn unknown_element_type() {
    let t = module("  ROOT %p = f7[2]{0} parameter(0)\n");
    check(&t, 4, 13, "unknown element type `f7`");
}

#[test]
fn layout_rank_disagrees_with_shape() {
    let t = module("  ROOT %p = f32[2,3]{0} parameter(0)\n");
    check(
        &t,
        4,
        21,
        "layout has 1 dimensions but the shape has rank 2",
    );
    let t = module("  ROOT %p = f32[2]{1} parameter(0)\n");
    check(
        &t,
        4,
        20,
        "layout dimension 1 is not a distinct dimension of a rank-1 shape",
    );
}

#[test]
fn negative_and_malformed_dimensions() {
    check(
        &module("  ROOT %p = f32[-1] parameter(0)\n"),
        4,
        17,
        "negative dimension size -1",
    );
    check(
        &module("  ROOT %p = f32[<8] parameter(0)\n"),
        4,
        18,
        "expected `=` in a bounded dynamic dimension",
    );
}

#[test]
fn operand_names_no_instruction() {
    let t = module("  %p = f32[] parameter(0)\n  ROOT %a = f32[] add(%p, %q)\n");
    check(&t, 5, 28, "`q` names no instruction in computation `main`");
}

#[test]
fn duplicate_instruction_name() {
    let t = module("  %p = f32[] parameter(0)\n  ROOT %p = f32[] negate(%p)\n");
    check(
        &t,
        5,
        9,
        "duplicate instruction name `p` in computation `main`",
    );
}

#[test]
fn two_roots() {
    let t = module("  ROOT %p = f32[] parameter(0)\n  ROOT %a = f32[] negate(%p)\n");
    check(
        &t,
        5,
        3,
        "a second ROOT in computation `main` (the first is at 4:3)",
    );
}

#[test]
fn no_root() {
    let t = module("  %p = f32[] parameter(0)\n  %a = f32[] negate(%p)\n");
    check(&t, 3, 33, "computation `main` has no ROOT instruction");
}

#[test]
fn empty_computation() {
    check(&module(""), 3, 33, "computation `main` is empty");
}

#[test]
fn calls_a_missing_computation() {
    let t = module(
        "  %p = f32[] parameter(0)\n  ROOT %f = f32[] fusion(%p), kind=kLoop, calls=%fused_nope\n",
    );
    check(
        &t,
        5,
        50,
        "`fused_nope` names no computation in this module",
    );
}

#[test]
fn recursive_calls() {
    // A computation that calls itself: XLA's call graph must be acyclic.
    let t = "HloModule m\n\n%f (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%f\n}\n\nENTRY %main (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n  ROOT %c = f32[] call(%p), to_apply=%f\n}\n";
    check(t, 5, 39, "computation `f` is called recursively (%f -> %f)");
    // Through another computation: the path names both.
    let t = "HloModule m\n\n%g (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%f\n}\n\n%f (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%g\n}\n\nENTRY %main (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n  ROOT %c = f32[] call(%p), to_apply=%f\n}\n";
    check(
        t,
        10,
        39,
        "computation `g` is called recursively (%g -> %f -> %g)",
    );
}

#[test]
fn duplicate_computation_and_second_entry() {
    let t = "HloModule m\n\n%c {\n  ROOT %p = f32[] parameter(0)\n}\n\n%c {\n  ROOT %p = f32[] parameter(0)\n}\n";
    check(t, 7, 1, "duplicate computation name `c`");
    let t = "HloModule m\n\nENTRY %a {\n  ROOT %p = f32[] parameter(0)\n}\n\nENTRY %b {\n  ROOT %p = f32[] parameter(0)\n}\n";
    check(t, 7, 1, "a second ENTRY computation");
}

#[test]
fn cycle_through_operands() {
    let t =
        module("  %a = f32[] add(%b, %b)\n  %b = f32[] negate(%a)\n  ROOT %r = f32[] copy(%b)\n");
    check(
        &t,
        4,
        4,
        "cycle through operands/control-predecessors in computation `main`: a <- b <- a",
    );
}

#[test]
fn cycle_through_control_predecessors() {
    let t = module("  %p = f32[] parameter(0)\n  %a = f32[] negate(%p), control-predecessors={%b}\n  ROOT %b = f32[] copy(%a)\n");
    check(
        &t,
        5,
        4,
        "cycle through operands/control-predecessors in computation `main`: a <- b <- a",
    );
}

#[test]
fn iota_replica_groups_do_not_multiply_out() {
    let t = module("  %p = f32[8]{0} parameter(0)\n  ROOT %ar = f32[8]{0} all-reduce(%p), replica_groups=[2,4]<=[6], to_apply=%add\n");
    check(
        &t,
        5,
        62,
        "iota sizes do not multiply out: [2, 4] has 8 devices but [6] has 6",
    );
}

#[test]
fn iota_transpose_is_not_a_permutation() {
    let t = module("  %p = f32[8]{0} parameter(0)\n  ROOT %ar = f32[8]{0} all-reduce(%p), replica_groups=[4,2]<=[2,4]T(1,1)\n");
    check(
        &t,
        5,
        68,
        "transpose T[1, 1] is not a permutation of 2 dimensions",
    );
}

#[test]
fn mesh_axis_not_in_mesh() {
    let t = module("  %p = f32[8]{0} parameter(0)\n  ROOT %ag = f32[8]{0} all-gather(%p), replica_groups=mesh['axis_0'=2,'axis_1'=4] {'axis_2'}, dimensions={0}\n");
    check(&t, 5, 84, "mesh axis 'axis_2' is not in the mesh");
}

#[test]
fn non_utf8_byte() {
    let mut bytes =
        b"HloModule m\n\nENTRY %main {\n  ROOT %p = f32[] parameter(0), metadata={op_name=\""
            .to_vec();
    bytes.push(0xff);
    bytes.extend_from_slice(b"\"}\n}\n");
    let e = parse_module_bytes(&bytes).unwrap_err();
    assert!(
        e.message.contains("invalid UTF-8: byte 0xff"),
        "{}",
        e.message
    );
    assert_eq!((e.line, e.col), (4, 52));
}

#[test]
fn ten_megabyte_line() {
    // One 10 MB line with an unterminated string at its end: the error points at the quote
    // and shows only a window of the line.
    let mut t = String::from(
        "HloModule m\n\nENTRY %main {\n  ROOT %p = f32[] parameter(0), metadata={op_name=\"",
    );
    t.push_str(&"x".repeat(10 << 20));
    let e = parse_err(&t);
    assert!(e.message.contains("unterminated string"), "{}", e.message);
    assert_eq!((e.line, e.col), (4, 51));
    assert!(
        e.line_text.len() <= 200,
        "the shown line is {} bytes",
        e.line_text.len()
    );
    // And a 10 MB line of a valid attribute parses.
    let mut ok = String::from(
        "HloModule m\n\nENTRY %main {\n  ROOT %p = f32[] parameter(0), metadata={op_name=\"",
    );
    ok.push_str(&"x".repeat(10 << 20));
    ok.push_str("\"}\n}\n");
    assert!(parse_module(&ok).is_ok());
}

#[test]
fn ten_thousand_nested_tuples() {
    let shape = format!("{}f32[]{}", "(".repeat(10_000), ")".repeat(10_000));
    let t = module(&format!("  ROOT %p = {shape} parameter(0)\n"));
    check(&t, 4, 13 + 512, "tuple shape nested deeper than 512 levels");
}

#[test]
fn ten_thousand_nested_braces_in_an_attribute() {
    let v = format!("{}{}", "{".repeat(10_000), "}".repeat(10_000));
    let t = module(&format!(
        "  ROOT %p = f32[] parameter(0), frontend_attributes={v}\n"
    ));
    check(&t, 4, 53 + 4096, "brackets nested deeper than 4096 levels");
}

#[test]
fn missing_equals_after_instruction_name() {
    let t = module("  ROOT %p f32[] parameter(0)\n");
    check(
        &t,
        4,
        11,
        "expected `=` after instruction name `p`, found `f32[] parameter(0)`",
    );
}

#[test]
fn error_names_the_file() {
    let e = parse_err("").with_file("model.hlo");
    assert!(e.to_string().starts_with("model.hlo:1:1: empty input"));
}

#[test]
fn truncations_and_byte_flips_never_panic() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/collectives_mix.gpu.post.hlo");
    let text = std::fs::read(&path).unwrap();
    // Every truncation point on a coarse grid, then deterministic pseudo-random byte edits.
    for cut in (0..text.len()).step_by(101) {
        let _ = parse_module_bytes(&text[..cut]);
    }
    let specials = b"{}()[],=%\"\n/* <>0x-";
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..600 {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pos = (seed >> 33) as usize % text.len();
        let b = specials[(seed >> 13) as usize % specials.len()];
        let mut t = text.clone();
        t[pos] = b;
        if let Ok(m) = parse_module_bytes(&t) {
            // Whatever parses also prints and re-parses.
            let printed = lhsched::hlo::print_module(&m);
            // And the queries take it without panicking.
            let _ = lhsched::hlo::CallGraph::new(&m);
            for c in m.comp_ids() {
                let _ = lhsched::hlo::collectives(&m, c);
                let _ = lhsched::hlo::async_pairs(m.computation(c));
                let _ = lhsched::hlo::Users::new(m.computation(c));
            }
            assert!(
                parse_module(&printed).is_ok(),
                "edit at {pos} to {:?}",
                b as char
            );
        }
    }
}

#[test]
fn parameter_numbers_are_unique_and_non_negative() {
    // Found by the driver fuzz target: two `parameter(3)` let the printed signature follow the
    // body's order, so a scheduled module printed differently after a reparse.
    let t = "HloModule m\n\nENTRY %main (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(1)\n  %b = f32[] parameter(1)\n  ROOT %r = f32[] add(%a, %b)\n}\n";
    check(
        t,
        5,
        4,
        "parameter number 1 is taken twice in computation `main` (also at 4:4)",
    );
    let t =
        "HloModule m\n\nENTRY %main (a: f32[]) -> f32[] {\n  ROOT %a = f32[] parameter(-1)\n}\n";
    check(
        t,
        4,
        9,
        "parameter `a` of computation `main` needs a non-negative integer number",
    );
}
