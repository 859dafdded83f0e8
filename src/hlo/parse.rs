//! The HLO text parser: module header, stack-frame tables, computations, instructions.
//! Accepts both of XLA's printers (full with `%` and signatures, compact without), `ROOT`
//! anywhere in a computation, callees before or after their callers.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::computation::Computation;
use super::cursor::Cursor;
use super::error::ParseError;
use super::ids::{CompId, InstrId};
use super::instruction::{Attr, Instruction};
use super::module::{Module, StackFrameTable};
use super::opcode::Opcode;
use super::parse_shape::parse_shape;
use super::replica_groups::parse_replica_groups;

/// The attributes whose values name computations, in the roles XLA prints them.
pub const CALL_KEYS: &[&str] = &[
    "calls",
    "to_apply",
    "condition",
    "body",
    "branch_computations",
    "true_computation",
    "false_computation",
    "called_computations",
];

/// Parses HLO text as XLA prints it.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    Parser {
        c: Cursor::new(text),
        refs: Vec::new(),
        names: NameMap::default(),
    }
    .module()
}

/// Parses HLO text from bytes, rejecting invalid UTF-8 with the offending byte's location.
pub fn parse_module_bytes(bytes: &[u8]) -> Result<Module, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse_module(text),
        Err(e) => {
            let at = e.valid_up_to();
            Err(ParseError::at(
                bytes,
                at,
                format!(
                    "invalid UTF-8: byte 0x{:02x} at offset {at}",
                    bytes.get(at).copied().unwrap_or(0)
                ),
            ))
        }
    }
}

/// FNV-1a: names are short and trusted to be few; SipHash would cost more than the parse.
#[derive(Default)]
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

type NameMap<'a> = HashMap<&'a str, u32, BuildHasherDefault<Fnv>>;

/// A name as written, with its byte offset (for errors).
type At<'a> = (&'a str, usize);

/// What an instruction refers to by name, resolved once its computation (or the module) is read.
/// Operand and callee names live in one module-wide list (`Parser::refs`); an instruction holds
/// ranges into it, which saves two allocations per instruction.
struct Pending<'a> {
    name_pos: usize,
    operands: (u32, u32),
    control: Vec<At<'a>>,
    /// Computation names in attribute order.
    callees: (u32, u32),
}

struct Parser<'a> {
    c: Cursor<'a>,
    refs: Vec<At<'a>>,
    /// Instruction names of the computation being read (reused to keep its capacity).
    names: NameMap<'a>,
}

impl<'a> Parser<'a> {
    fn module(mut self) -> Result<Module, ParseError> {
        let c = &mut self.c;
        c.skip_ws()?;
        if c.at_end() {
            return Err(c.err("empty input: expected `HloModule`"));
        }
        if !c.at_keyword("HloModule") {
            return Err(c.err(format!(
                "expected `HloModule` at the start of the module, found {}",
                c.describe_here()
            )));
        }
        c.pos += "HloModule".len();
        c.skip_inline_ws()?;
        let name = c.name("the module name")?.to_string();
        let mut header_attrs = Vec::new();
        loop {
            c.skip_inline_ws()?;
            if !c.eat(b',') {
                break;
            }
            c.skip_inline_ws()?;
            let key = c.word();
            if key.is_empty() {
                return Err(c.err(format!(
                    "expected a header attribute name, found {}",
                    c.describe_here()
                )));
            }
            c.expect(b'=', format_args!("after header attribute `{key}`"))?;
            let value = c.value()?;
            header_attrs.push((key.to_string(), value.to_string()));
        }
        match c.peek() {
            None | Some(b'\n') => {}
            _ => {
                return Err(c.err(format!(
                    "unexpected {} at the end of the module header",
                    c.describe_here()
                )))
            }
        }
        let stack_frame_tables = self.tables()?;

        let mut comps: Vec<Computation> = Vec::new();
        let mut pendings: Vec<Vec<Pending<'a>>> = Vec::new();
        let mut comp_pos: Vec<usize> = Vec::new();
        loop {
            self.c.skip_ws()?;
            if self.c.at_end() {
                break;
            }
            comp_pos.push(self.c.pos);
            let (comp, pending) = self.computation()?;
            comps.push(comp);
            pendings.push(pending);
        }
        let c = &self.c;
        if comps.is_empty() {
            return Err(c.err("module has no computations"));
        }
        let mut comp_names: NameMap<'a> = NameMap::default();
        for (i, comp) in comps.iter().enumerate() {
            // Borrow the name from the input text so the map does not tie up `comps`.
            let name = &c.text[name_span(c, comp_pos[i], &comp.name)];
            if comp_names.insert(name, i as u32).is_some() {
                return Err(c.err_at(
                    comp_pos[i],
                    format!("duplicate computation name `{}`", comp.name),
                ));
            }
        }
        let mut entry = None;
        for (i, comp) in comps.iter().enumerate() {
            if comp.is_entry {
                if entry.is_some() {
                    return Err(c.err_at(comp_pos[i], "a second ENTRY computation"));
                }
                entry = Some(CompId(i as u32));
            }
        }
        // XLA's parser takes the last computation as the entry when none is marked.
        let entry = match entry {
            Some(e) => e,
            None => {
                let last = comps.len() - 1;
                comps[last].is_entry = true;
                CompId(last as u32)
            }
        };
        for (comp, pending) in comps.iter_mut().zip(&pendings) {
            for (instr, p) in comp.instructions.iter_mut().zip(pending) {
                let callees = &self.refs[p.callees.0 as usize..p.callees.1 as usize];
                if callees.is_empty() {
                    continue;
                }
                let mut called = Vec::with_capacity(callees.len());
                for &(callee, pos) in callees {
                    match comp_names.get(callee) {
                        Some(&id) => called.push(CompId(id)),
                        None => {
                            return Err(c.err_at(
                                pos,
                                format!("`{}` names no computation in this module", callee),
                            ))
                        }
                    }
                }
                instr.called = called;
            }
        }
        for (i, comp) in comps.iter().enumerate() {
            check_acyclic(c, comp, &pendings[i])?;
        }
        Ok(Module {
            name,
            header_attrs,
            stack_frame_tables,
            computations: comps,
            entry,
        })
    }

    /// The stack-frame tables: a title line alone, then `id value` lines.
    fn tables(&mut self) -> Result<Vec<StackFrameTable>, ParseError> {
        let c = &mut self.c;
        let mut tables = Vec::new();
        loop {
            c.skip_ws()?;
            let start = c.pos;
            let title = c.word();
            let rest_blank = {
                let mut i = c.pos;
                while matches!(c.src.get(i), Some(b' ' | b'\t' | b'\r')) {
                    i += 1;
                }
                matches!(c.src.get(i), None | Some(b'\n'))
            };
            if title.is_empty()
                || !rest_blank
                || !title.as_bytes()[0].is_ascii_alphabetic()
                || title == "ENTRY"
            {
                c.pos = start;
                return Ok(tables);
            }
            c.rest_of_line();
            let mut lines = Vec::new();
            loop {
                let line_start = c.pos;
                c.skip_ws()?;
                if c.peek().is_some_and(|b| b.is_ascii_digit()) {
                    let line = c.rest_of_line().trim_end();
                    lines.push(line.to_string());
                } else {
                    c.pos = line_start;
                    break;
                }
            }
            tables.push(StackFrameTable {
                title: title.to_string(),
                lines,
            });
        }
    }

    fn computation(&mut self) -> Result<(Computation, Vec<Pending<'a>>), ParseError> {
        let c = &mut self.c;
        let refs = &mut self.refs;
        let is_entry = c.at_keyword("ENTRY");
        if is_entry {
            c.pos += "ENTRY".len();
            c.skip_ws()?;
        }
        let name = c.name("a computation name")?;
        c.skip_ws()?;
        if c.peek() == Some(b'(') {
            // The signature: parameter list, `->`, result shape. Derived from the body, so skipped.
            c.value_in_parens()?;
            c.skip_ws()?;
            if !(c.eat(b'-') && c.eat(b'>')) {
                return Err(c.err(format!(
                    "expected `->` after the parameters of computation `{name}`, found {}",
                    c.describe_here()
                )));
            }
            c.skip_ws()?;
            parse_shape(c)?;
            c.skip_ws()?;
        }
        let mut execution_thread = None;
        while c.eat(b',') {
            c.skip_ws()?;
            let key = c.word();
            c.expect(b'=', "after a computation attribute")?;
            let value = c.value()?;
            if key == "execution_thread" {
                execution_thread = Some(value.trim_matches('"').to_string());
            }
            c.skip_ws()?;
        }
        c.expect(
            b'{',
            format_args!("opening the body of computation `{name}`"),
        )?;
        let body_open = c.pos - 1;
        let mut instructions: Vec<Instruction> = Vec::new();
        let mut pending: Vec<Pending<'a>> = Vec::new();
        let mut root: Option<(u32, usize)> = None;
        let names = &mut self.names;
        names.clear();
        loop {
            c.skip_ws()?;
            match c.peek() {
                None => {
                    return Err(c.err_at(
                        body_open,
                        format!("unbalanced `{{`: computation `{name}` is not closed by `}}`"),
                    ))
                }
                Some(b'}') => {
                    c.pos += 1;
                    break;
                }
                _ => {}
            }
            let line_start = c.pos;
            let is_root = c.at_keyword("ROOT");
            if is_root {
                c.pos += 4;
                c.skip_ws()?;
            }
            let (instr, p) = instruction(c, refs)?;
            let id = instructions.len() as u32;
            let iname = &c.text[p.name_pos..p.name_pos + instr.name.len()];
            if names.insert(iname, id).is_some() {
                return Err(c.err_at(
                    p.name_pos,
                    format!("duplicate instruction name `{iname}` in computation `{name}`"),
                ));
            }
            if is_root {
                if let Some((_, first)) = root {
                    return Err(c.err_at(
                        line_start,
                        format!(
                            "a second ROOT in computation `{name}` (the first is at {})",
                            c.line_col(first)
                        ),
                    ));
                }
                root = Some((id, line_start));
            }
            instructions.push(instr);
            pending.push(p);
        }
        // XLA prints a non-main thread after the closing brace: `}, execution_thread="x"`.
        let save = c.pos;
        c.skip_inline_ws()?;
        if c.eat(b',') {
            c.skip_inline_ws()?;
            if !c.at_keyword("execution_thread") {
                return Err(c.err(format!(
                    "expected `execution_thread=` after computation `{name}`, found {}",
                    c.describe_here()
                )));
            }
            c.word();
            c.expect(b'=', "after `execution_thread`")?;
            let value = c.value()?;
            execution_thread = Some(value.trim_matches('"').to_string());
        } else {
            c.pos = save;
        }
        let root = match root {
            Some((r, _)) => InstrId(r),
            None if instructions.is_empty() => {
                return Err(c.err_at(body_open, format!("computation `{name}` is empty")))
            }
            None => {
                return Err(c.err_at(
                    body_open,
                    format!("computation `{name}` has no ROOT instruction"),
                ))
            }
        };
        for (instr, p) in instructions.iter_mut().zip(&pending) {
            let ops = &refs[p.operands.0 as usize..p.operands.1 as usize];
            instr.operands = resolve(c, names, ops, name)?;
            if !p.control.is_empty() {
                instr.control_predecessors = resolve(c, names, &p.control, name)?;
            }
        }
        let n = instructions.len() as u32;
        Ok((
            Computation {
                name: name.to_string(),
                instructions,
                order: (0..n).map(InstrId).collect(),
                root,
                is_entry,
                execution_thread,
            },
            pending,
        ))
    }
}

/// The byte range of a computation's name in the source, given where its header starts.
fn name_span(c: &Cursor<'_>, header: usize, name: &str) -> std::ops::Range<usize> {
    let hay = &c.text[header..];
    let off = hay.find(name).unwrap_or(0);
    header + off..header + off + name.len()
}

fn resolve(
    c: &Cursor<'_>,
    names: &NameMap<'_>,
    refs: &[At<'_>],
    comp: &str,
) -> Result<Vec<InstrId>, ParseError> {
    refs.iter()
        .map(|&(n, pos)| {
            names.get(n).map(|&i| InstrId(i)).ok_or_else(|| {
                c.err_at(
                    pos,
                    format!("`{n}` names no instruction in computation `{comp}`"),
                )
            })
        })
        .collect()
}

/// One instruction line after the optional `ROOT`.
fn instruction<'a>(
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
        let key_pos = c.pos;
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
            let list = if c.peek() == Some(b'{') {
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
            };
            list
        } else {
            let mut v = c.value()?;
            // `mesh[...], device_ids=(...) {...}`: the mesh form carries a comma of its own.
            if key == "replica_groups" && v.starts_with("mesh") {
                let save = c.pos;
                c.skip_inline_ws()?;
                if c.eat(b',') {
                    c.skip_inline_ws()?;
                    if c.at_keyword("device_ids")
                        && c.peek_at(10) == Some(b'=')
                        && c.peek_at(11) != Some(b't')
                    {
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
        let _ = key_pos;
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

/// Fails if operands and control predecessors form a cycle (iterative DFS, no recursion).
fn check_acyclic(
    c: &Cursor<'_>,
    comp: &Computation,
    pending: &[Pending<'_>],
) -> Result<(), ParseError> {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let n = comp.instructions.len();
    let mut color = vec![WHITE; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let preds = |i: usize, k: usize| -> Option<usize> {
        let ins = &comp.instructions[i];
        let no = ins.operands.len();
        if k < no {
            Some(ins.operands[k].index())
        } else {
            ins.control_predecessors.get(k - no).map(|p| p.index())
        }
    };
    for start in 0..n {
        if color[start] != WHITE {
            continue;
        }
        color[start] = GREY;
        stack.push((start, 0));
        while let Some(&mut (node, ref mut k)) = stack.last_mut() {
            match preds(node, *k) {
                Some(p) => {
                    *k += 1;
                    if color[p] == GREY {
                        // The cycle is the stack from `p` to the top.
                        let from = stack.iter().position(|&(x, _)| x == p).unwrap_or(0);
                        let mut names: Vec<&str> = stack[from..]
                            .iter()
                            .map(|&(x, _)| comp.instructions[x].name.as_str())
                            .collect();
                        names.push(&comp.instructions[p].name);
                        return Err(c.err_at(
                            pending[p].name_pos,
                            format!(
                                "cycle through operands/control-predecessors in computation `{}`: {}",
                                comp.name,
                                names.join(" <- ")
                            ),
                        ));
                    }
                    if color[p] == WHITE {
                        color[p] = GREY;
                        stack.push((p, 0));
                    }
                }
                None => {
                    color[node] = BLACK;
                    stack.pop();
                }
            }
        }
    }
    Ok(())
}
