//! One instruction line: `[ROOT] %name = SHAPE opcode(OPERANDS), key=value, ...`. Operand
//! names already defined in the computation are resolved on the spot; the others are recorded
//! as [`Forward`] references (resolved at the end of the computation), computation names as
//! [`CalleeRef`]s (resolved once the module is read).

use std::collections::HashMap;
use std::sync::Arc;

use super::attr_list::{pack_entry, Attrs};
use super::cursor::Cursor;
use super::error::ParseError;
use super::ids::InstrId;
use super::instruction::{IdList, Instruction, Name, Operands, CALL_KEYS};
use super::opcode::Opcode;
use super::parse::FastHash;
use super::parse_shape::parse_shape;
use super::replica_groups::parse_replica_groups;
use super::shape_intern::ShapeInterner;

/// A name as written, with its byte offset (for errors).
pub(crate) type At<'a> = (&'a str, usize);

/// Names (borrowed from the input) to arena indices.
pub(crate) type NameMap<'a> = HashMap<&'a str, u32, FastHash>;

/// An operand or control predecessor named before its instruction is defined: slot `slot` of
/// instruction `instr`'s operands (or control predecessors) holds a placeholder until the end
/// of the computation.
pub(crate) struct Forward<'a> {
    pub(crate) instr: u32,
    pub(crate) control: bool,
    pub(crate) slot: u32,
    pub(crate) name: At<'a>,
}

/// A computation named by instruction `instr` of computation `comp`, in attribute order.
pub(crate) struct CalleeRef<'a> {
    pub(crate) comp: u32,
    pub(crate) instr: u32,
    pub(crate) name: At<'a>,
}

/// What the instruction reader keeps between instructions: the names of the computation being
/// read, the references still open, shared shapes and reused buffers.
#[derive(Default)]
pub(crate) struct Scratch<'a> {
    /// Instruction names of the computation being read.
    pub(crate) names: NameMap<'a>,
    /// The computation being read (its index in the module).
    pub(crate) comp: u32,
    /// References to instructions not yet defined, in the order read.
    pub(crate) forward: Vec<Forward<'a>>,
    /// Computation names of the whole module, in the order read.
    pub(crate) callees: Vec<CalleeRef<'a>>,
    shapes: ShapeInterner<'a>,
    payloads: HashMap<&'a str, Arc<String>, FastHash>,
    ids: Vec<InstrId>,
    attrs: String,
    /// Parameter numbers of the computation being read, with where each was read.
    pub(crate) params: Vec<(i64, usize)>,
}

/// Placeholder id of a forward reference until it is resolved.
pub(crate) const UNRESOLVED: InstrId = InstrId(u32::MAX);

impl<'a> Scratch<'a> {
    /// The payload text `p`, shared with every earlier instruction that had the same.
    fn payload(&mut self, p: &'a str) -> Arc<String> {
        Arc::clone(
            self.payloads
                .entry(p)
                .or_insert_with(|| Arc::new(p.to_string())),
        )
    }

    /// `name` as operand or control slot `slot` of instruction `instr`: its id when defined
    /// already, else a placeholder and a [`Forward`] entry.
    fn resolve(&mut self, instr: u32, control: bool, slot: usize, name: At<'a>) -> InstrId {
        match self.names.get(name.0) {
            Some(&i) => InstrId(i),
            None => {
                self.forward.push(Forward {
                    instr,
                    control,
                    slot: slot as u32,
                    name,
                });
                UNRESOLVED
            }
        }
    }
}

/// One instruction line after the optional `ROOT`, as instruction `id` of the computation
/// being read; also returns its name as a slice of the input and the name's offset.
pub(crate) fn instruction<'a>(
    c: &mut Cursor<'a>,
    s: &mut Scratch<'a>,
    id: u32,
) -> Result<(Instruction, &'a str, usize), ParseError> {
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
    let shape = s.shapes.shape(c)?;
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
    let mut payload = None;
    s.ids.clear();
    if matches!(opcode, Opcode::Constant | Opcode::Parameter) {
        c.pos -= 1;
        let inner = c.value_in_parens()?;
        payload = Some(s.payload(inner.trim()));
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
                let slot = s.ids.len();
                let op_id = s.resolve(id, false, slot, (op, at));
                s.ids.push(op_id);
                c.skip_ws()?;
                if c.eat(b')') {
                    break;
                }
                c.expect(b',', format_args!("between operands of `{name}`"))?;
            }
        }
    }
    let operands = Operands::from_slice(&s.ids);
    s.attrs.clear();
    let mut control = None;
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
        if key == "control-predecessors" {
            let l = name_list(c, "a control predecessor")?;
            // The printer writes this from `Instruction::control_predecessors`.
            let names: Vec<&str> = l.iter().map(|(n, _)| *n).collect();
            pack_entry(&mut s.attrs, key, &format!("{{%{}}}", names.join(", %")));
            // A repeated attribute: the last list counts, as it always has.
            control = Some(l);
        } else if CALL_KEYS.contains(&key) {
            let comp = s.comp;
            if c.peek() == Some(b'{') {
                let l = name_list(c, "a computation name")?;
                let names: Vec<&str> = l.iter().map(|(n, _)| *n).collect();
                pack_entry(&mut s.attrs, key, &format!("{{%{}}}", names.join(", %")));
                s.callees.extend(l.into_iter().map(|name| CalleeRef {
                    comp,
                    instr: id,
                    name,
                }));
            } else {
                let at = c.pos + usize::from(c.peek() == Some(b'%'));
                let n = c.name("a computation name")?;
                s.callees.push(CalleeRef {
                    comp,
                    instr: id,
                    name: (n, at),
                });
                pack_entry(&mut s.attrs, key, &format!("%{n}"));
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
            pack_entry(&mut s.attrs, key, v);
        }
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
    let control_predecessors = match control {
        None => IdList::new(),
        Some(l) => {
            s.ids.clear();
            for (slot, at) in l.into_iter().enumerate() {
                let p = s.resolve(id, true, slot, at);
                s.ids.push(p);
            }
            s.ids.as_slice().into()
        }
    };
    Ok((
        Instruction {
            name: Name::from(name),
            opcode,
            shape,
            operands,
            control_predecessors,
            called: IdList::new(),
            attrs: Attrs::from_packed(&s.attrs),
            payload,
        },
        name,
        name_pos,
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
