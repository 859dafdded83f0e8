//! One instruction line: `[ROOT] %name = SHAPE opcode(OPERANDS), key=value, ...`. Names it
//! refers to are recorded as [`Pending`] and resolved by the module parser.

use super::cursor::Cursor;
use super::error::ParseError;
use super::instruction::{Attr, Instruction, CALL_KEYS};
use super::opcode::Opcode;
use super::parse_shape::parse_shape;
use super::replica_groups::parse_replica_groups;

/// A name as written, with its byte offset (for errors).
pub(crate) type At<'a> = (&'a str, usize);

/// What an instruction refers to by name, resolved once its computation (or the module) is read.
/// Operand and callee names live in one module-wide list (`Parser::refs`); an instruction holds
/// ranges into it, which saves two allocations per instruction.
pub(crate) struct Pending<'a> {
    pub(crate) name_pos: usize,
    pub(crate) operands: (u32, u32),
    pub(crate) control: Vec<At<'a>>,
    /// Computation names in attribute order.
    pub(crate) callees: (u32, u32),
}

/// One instruction line after the optional `ROOT`.
pub(crate) fn instruction<'a>(
    c: &mut Cursor<'a>,
    refs: &mut Vec<At<'a>>,
) -> Result<(Instruction, Pending<'a>), ParseError> {
    c.eat(b'%');
    let name_pos = c.pos;
    let name = c.word();
    if name.is_empty() {
        return Err(c.err(format!(
            "expected an instruction name, found {}",
            c.describe_here()
        )));
    }
    c.skip_ws()?;
    c.expect(b'=', format_args!("after instruction name `{name}`"))?;
    c.skip_ws()?;
    let shape = parse_shape(c)?;
    c.skip_ws()?;
    let op_pos = c.pos;
    let op_name = c.word();
    if op_name.is_empty() {
        return Err(c.err(format!(
            "expected an opcode after the shape of `{name}`, found {}",
            c.describe_here()
        )));
    }
    let opcode = Opcode::from_name(op_name)
        .ok_or_else(|| c.err_at(op_pos, format!("unknown opcode `{op_name}`")))?;
    c.skip_ws()?;
    c.expect(b'(', format_args!("after opcode `{op_name}`"))?;
    let ops_start = refs.len() as u32;
    let mut payload = None;
    if matches!(opcode, Opcode::Constant | Opcode::Parameter) {
        c.pos -= 1;
        let inner = c.value_in_parens()?;
        payload = Some(inner.trim().to_string());
    } else {
        c.skip_ws()?;
        if !c.eat(b')') {
            loop {
                c.skip_ws()?;
                // Older printers put the operand's shape before its name.
                if c.peek() == Some(b'(') || {
                    let save = c.pos;
                    let w = c.word();
                    let shaped = !w.is_empty() && c.peek() == Some(b'[');
                    c.pos = save;
                    shaped
                } {
                    parse_shape(c)?;
                    c.skip_ws()?;
                }
                c.eat(b'%');
                let at = c.pos;
                let op = c.word();
                if op.is_empty() {
                    return Err(c.err(format!(
                        "expected an operand name in `{name}`, found {}",
                        c.describe_here()
                    )));
                }
                refs.push((op, at));
                c.skip_ws()?;
                if c.eat(b')') {
                    break;
                }
                c.expect(b',', format_args!("between operands of `{name}`"))?;
            }
        }
    }
    let mut attrs = Vec::with_capacity(4);
    let ops_end = refs.len() as u32;
    let mut control = Vec::new();
    loop {
        c.skip_inline_ws()?;
        if !c.eat(b',') {
            break;
        }
        c.skip_ws()?;
        let key = c.word();
        if key.is_empty() {
            return Err(c.err(format!(
                "expected an attribute name, found {}",
                c.describe_here()
            )));
        }
        c.expect(b'=', format_args!("after attribute `{key}`"))?;
        let value_pos = c.pos;
        let value = if key == "control-predecessors" {
            control = name_list(c, "a control predecessor")?;
            // The printer writes this from `Instruction::control_predecessors`.
            let names: Vec<&str> = control.iter().map(|(n, _)| *n).collect();
            format!("{{%{}}}", names.join(", %"))
        } else if CALL_KEYS.contains(&key) {
            if c.peek() == Some(b'{') {
                let l = name_list(c, "a computation name")?;
                let names: Vec<&str> = l.iter().map(|(n, _)| *n).collect();
                let v = format!("{{%{}}}", names.join(", %"));
                refs.extend(l);
                v
            } else {
                let at = c.pos + usize::from(c.peek() == Some(b'%'));
                let n = c.name("a computation name")?;
                refs.push((n, at));
                format!("%{n}")
            }
        } else {
            let mut v = c.value()?;
            // `mesh[...], device_ids=(...) {...}`: the mesh form carries a comma of its own.
            if key == "replica_groups" && v.starts_with("mesh") {
                let save = c.pos;
                c.skip_inline_ws()?;
                if c.eat(b',') {
                    c.skip_inline_ws()?;
                    if c.at_keyword("device_ids") && c.peek_at(10) == Some(b'=') {
                        c.value()?;
                        v = c.text[value_pos..c.pos].trim_end();
                    } else {
                        c.pos = save;
                    }
                } else {
                    c.pos = save;
                }
            }
            if key == "replica_groups" {
                if let Err(e) = parse_replica_groups(v) {
                    return Err(c.err_at(
                        value_pos + e.offset,
                        format!("bad replica_groups: {}", e.message),
                    ));
                }
            }
            v.to_string()
        };
        attrs.push(Attr {
            key: Attr::intern_key(key),
            value,
        });
    }
    match c.peek() {
        None | Some(b'\n') | Some(b'}') => {}
        _ => {
            return Err(c.err(format!(
                "unexpected {} after instruction `{name}`",
                c.describe_here()
            )))
        }
    }
    Ok((
        Instruction {
            name: name.to_string(),
            opcode,
            shape,
            operands: Vec::new(),
            control_predecessors: Vec::new(),
            called: Vec::new(),
            attrs,
            payload,
        },
        Pending {
            name_pos,
            operands: (ops_start, ops_end),
            control,
            callees: (ops_end, refs.len() as u32),
        },
    ))
}

/// `{%a, %b}`: names separated by commas inside braces.
fn name_list<'a>(c: &mut Cursor<'a>, what: &str) -> Result<Vec<At<'a>>, ParseError> {
    c.expect(b'{', format_args!("opening a list of {what}s"))?;
    let mut out = Vec::new();
    c.skip_ws()?;
    if c.eat(b'}') {
        return Ok(out);
    }
    loop {
        c.skip_ws()?;
        let at = c.pos + usize::from(c.peek() == Some(b'%'));
        out.push((c.name(what)?, at));
        c.skip_ws()?;
        if c.eat(b'}') {
            return Ok(out);
        }
        c.expect(b',', format_args!("between {what}s"))?;
    }
}
