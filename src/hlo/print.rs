//! The HLO text printer: XLA's full form (`%` names, computation signatures, `/*index=N*/`
//! comments every five elements), accepted by XLA's own parser. Instructions are written in
//! `Computation::order`, so a schedule set with `set_order` is what gets printed.

use std::fmt::Write;

use super::computation::Computation;
use super::instruction::Instruction;
use super::module::Module;
use super::shape::{Shape, UNBOUNDED_DIM};

/// Prints a module as HLO text.
pub fn print_module(m: &Module) -> String {
    let mut out = String::with_capacity(m.instruction_count() * 200 + 1024);
    // Writing into a String cannot fail: the sink keeps everything in `out`.
    let _ = print_into(m, &mut out, &mut |_: &mut String| Ok(()));
    out
}

/// Bytes of text gathered before [`write_module`] hands them to the writer.
const CHUNK: usize = 1 << 16;

/// Writes a module as HLO text to `w`, byte for byte what [`print_module`] returns, in chunks of
/// about 64 KiB: the whole text is never held in memory (at a million instructions it would be
/// as large as the input file). Stops at the first write error.
pub fn write_module(m: &Module, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut out = String::with_capacity(CHUNK + 4096);
    print_into(m, &mut out, &mut |s: &mut String| {
        if s.len() >= CHUNK {
            w.write_all(s.as_bytes())?;
            s.clear();
        }
        Ok(())
    })?;
    w.write_all(out.as_bytes())
}

/// Called after each printed line with the text gathered so far; it may drain it.
pub(super) type Sink<'a> = dyn FnMut(&mut String) -> std::io::Result<()> + 'a;

fn print_into(m: &Module, out: &mut String, sink: &mut Sink<'_>) -> std::io::Result<()> {
    print_module_head(m, out, sink)?;
    for comp in &m.computations {
        print_computation_lines(out, m, comp, 0..comp.order.len(), sink)?;
    }
    Ok(())
}

/// The module's first line and its stack frame tables: what comes before the first
/// computation.
pub(super) fn print_module_head(
    m: &Module,
    out: &mut String,
    sink: &mut Sink<'_>,
) -> std::io::Result<()> {
    out.push_str("HloModule ");
    out.push_str(&m.name);
    for (k, v) in &m.header_attrs {
        let _ = write!(out, ", {k}={v}");
    }
    out.push_str("\n\n");
    for t in &m.stack_frame_tables {
        out.push_str(&t.title);
        out.push('\n');
        for l in &t.lines {
            out.push_str(l);
            out.push('\n');
            sink(out)?;
        }
        out.push('\n');
    }
    if !m.stack_frame_tables.is_empty() {
        out.push('\n');
    }
    Ok(())
}

/// The part of a computation's text made of the instructions at positions `lines` of its
/// order: its signature line first when `lines` starts at 0, its closing line and the blank
/// line after it last when `lines` reaches the end of the order. The whole range prints the
/// whole computation; consecutive ranges print it in consecutive pieces.
pub(super) fn print_computation_lines(
    out: &mut String,
    m: &Module,
    comp: &Computation,
    lines: std::ops::Range<usize>,
    sink: &mut Sink<'_>,
) -> std::io::Result<()> {
    if lines.start == 0 {
        print_signature(out, comp);
    }
    let ids = comp.order.get(lines.clone()).unwrap_or(&[]);
    for &id in ids {
        let Some(ins) = comp.instructions.get(id.index()) else {
            continue;
        };
        out.push_str("  ");
        if comp.root == id {
            out.push_str("ROOT ");
        }
        print_instruction(out, m, comp, ins);
        out.push('\n');
        sink(out)?;
    }
    if lines.end >= comp.order.len() {
        out.push('}');
        // After the body, as XLA's `HloComputation::Print` does.
        if let Some(t) = &comp.execution_thread {
            let _ = write!(out, ", execution_thread=\"{t}\"");
        }
        out.push_str("\n\n");
        sink(out)?;
    }
    Ok(())
}

/// A computation's first line: `ENTRY`, name, parameters, result shape and the opening brace.
fn print_signature(out: &mut String, comp: &Computation) {
    if comp.is_entry {
        out.push_str("ENTRY ");
    }
    out.push('%');
    out.push_str(&comp.name);
    out.push_str(" (");
    for (i, p) in comp.parameters().into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let ins = comp.instr(p);
        out.push_str(&ins.name);
        out.push_str(": ");
        print_shape(out, &ins.shape, false);
    }
    out.push_str(") -> ");
    if let Some(root) = comp.instructions.get(comp.root.index()) {
        print_shape(out, &root.shape, false);
    }
    out.push_str(" {\n");
}

/// Prints one instruction (without indentation or `ROOT`).
pub fn print_instruction(out: &mut String, _m: &Module, comp: &Computation, ins: &Instruction) {
    out.push('%');
    out.push_str(&ins.name);
    out.push_str(" = ");
    print_shape(out, &ins.shape, true);
    out.push(' ');
    out.push_str(ins.opcode.name());
    out.push('(');
    if let Some(p) = &ins.payload {
        out.push_str(p);
    } else {
        for (i, op) in ins.operands.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
                if i % 5 == 0 {
                    let _ = write!(out, "/*index={i}*/");
                }
            }
            out.push('%');
            if let Some(o) = comp.instructions.get(op.index()) {
                out.push_str(&o.name);
            }
        }
    }
    out.push(')');
    let mut wrote_control = false;
    for (key, value) in &ins.attrs {
        if key == "control-predecessors" {
            wrote_control = true;
            print_control(out, comp, ins);
            continue;
        }
        out.push_str(", ");
        out.push_str(key);
        out.push('=');
        out.push_str(value);
    }
    if !wrote_control {
        print_control(out, comp, ins);
    }
}

fn print_control(out: &mut String, comp: &Computation, ins: &Instruction) {
    if ins.control_predecessors.is_empty() {
        return;
    }
    out.push_str(", control-predecessors={");
    for (i, p) in ins.control_predecessors.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('%');
        if let Some(o) = comp.instructions.get(p.index()) {
            out.push_str(&o.name);
        }
    }
    out.push('}');
}

/// Prints a shape as XLA does; `with_layout=false` gives the signature form.
pub fn print_shape(out: &mut String, s: &Shape, with_layout: bool) {
    // Iterative over tuple nesting: (shape, next element index) frames.
    enum Item<'a> {
        Shape(&'a Shape),
        Close,
        Sep(usize),
    }
    let mut stack = vec![Item::Shape(s)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Close => out.push(')'),
            Item::Sep(i) => {
                out.push_str(", ");
                if i % 5 == 0 {
                    let _ = write!(out, "/*index={i}*/");
                }
            }
            Item::Shape(Shape::Token) => out.push_str("token[]"),
            Item::Shape(Shape::Opaque) => out.push_str("opaque[]"),
            Item::Shape(Shape::Tuple(elems)) => {
                out.push('(');
                stack.push(Item::Close);
                for (i, e) in elems.iter().enumerate().rev() {
                    stack.push(Item::Shape(e));
                    if i > 0 {
                        stack.push(Item::Sep(i));
                    }
                }
            }
            Item::Shape(Shape::Array(a)) => {
                out.push_str(a.element_type.name());
                out.push('[');
                for (i, (&d, &dy)) in a.dims.iter().zip(&a.dynamic).enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    if d == UNBOUNDED_DIM {
                        out.push('?');
                    } else {
                        if dy {
                            out.push_str("<=");
                        }
                        push_int(out, d);
                    }
                }
                out.push(']');
                if let (true, Some(l)) = (with_layout, &a.layout) {
                    out.push('{');
                    for (i, &d) in l.minor_to_major.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        push_int(out, d);
                    }
                    if !l.suffix.is_empty() {
                        out.push(':');
                        out.push_str(&l.suffix);
                    }
                    out.push('}');
                }
            }
        }
    }
}

/// Appends the decimal form of `v` (what `write!(out, "{v}")` gives, without the formatting
/// machinery: dimensions are most of a module's numbers).
fn push_int(out: &mut String, v: i64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut n = v.unsigned_abs();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if v < 0 {
        out.push('-');
    }
    // Only ASCII digits were written.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

/// A shape as text (with layout), e.g. for reports.
pub fn shape_to_string(s: &Shape) -> String {
    let mut out = String::new();
    print_shape(&mut out, s, true);
    out
}
