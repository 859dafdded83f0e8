//! The HLO text parser: module header, stack-frame tables, computations, instructions.
//! Accepts both of XLA's printers (full with `%` and signatures, compact without), `ROOT`
//! anywhere in a computation, callees before or after their callers.

use super::acyclic::{check_acyclic, check_call_graph};
use super::computation::Computation;
use super::cursor::Cursor;
use super::error::ParseError;
use super::ids::{CompId, InstrId};
use super::instruction::{Instruction, Name};
use super::module::{Module, StackFrameTable};
use super::opcode::Opcode;
use super::parse_instruction::{instruction, NameMap, Scratch};
use super::parse_shape::parse_shape;

/// Parses HLO text as XLA prints it.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    Parser {
        c: Cursor::new(text),
        s: Scratch::default(),
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
                    "invalid UTF-8: byte 0x{:02x} at offset {at}{}",
                    bytes.get(at).copied().unwrap_or(0),
                    BINARY_HINT
                ),
            ))
        }
    }
}

/// What to do with a binary `HloModuleProto` (an XLA dump's `.pb`, `--xla_dump_hlo_as_proto`).
const BINARY_HINT: &str = "; this looks like a binary HloModuleProto, and lhsched reads HLO \
    text: dump the module as text (XLA_FLAGS=\"--xla_dump_to=DIR --xla_dump_hlo_as_text\") or \
    take `jax.jit(f).lower(...).compile().as_text()`";

/// What to do with StableHLO / MLIR text (JAX's default `lowered.as_text()`).
const MLIR_HINT: &str = "; this is StableHLO (MLIR) text, JAX's default `lowered.as_text()`, \
    and lhsched reads HLO text: use `lowered.as_text(dialect=\"hlo\")`, \
    `lowered.compile().as_text()` (the optimized module), or an XLA dump \
    (XLA_FLAGS=--xla_dump_to=DIR)";

/// The hint for input that is not HLO text but another form of a module, by how it starts.
fn not_hlo_hint(rest: &[u8]) -> &'static str {
    let starts = |p: &str| rest.starts_with(p.as_bytes());
    if starts("module @")
        || starts("module {")
        || starts("module attributes")
        || starts("func.func")
        || starts("#loc")
        || starts("\"builtin.module\"")
    {
        MLIR_HINT
    } else if rest
        .first()
        .is_some_and(|&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r'))
    {
        BINARY_HINT
    } else {
        ""
    }
}

/// The hasher of the parser's name, shape and payload maps: foldhash's fast hash with a fixed
/// seed, which reads a name eight bytes at a time (byte-at-a-time FNV cost a tenth of the
/// parse) and, unseeded, keeps runs identical.
pub(crate) type FastHash = foldhash::fast::FixedState;

struct Parser<'a> {
    c: Cursor<'a>,
    /// The instruction reader's state: names of the computation being read (reused to keep
    /// its capacity), open references, shared shapes.
    s: Scratch<'a>,
}

impl<'a> Parser<'a> {
    fn module(mut self) -> Result<Module, ParseError> {
        let c = &mut self.c;
        c.skip_ws()?;
        if c.at_end() {
            return Err(c.err("empty input: expected `HloModule`"));
        }
        if !c.at_keyword("HloModule") {
            let hint = not_hlo_hint(c.src.get(c.pos..).unwrap_or_default());
            return Err(c.err(format!(
                "expected `HloModule` at the start of the module, found {}{hint}",
                c.describe_here()
            )));
        }
        c.pos += "HloModule".len();
        c.skip_inline_ws()?;
        let name = c.name("the module name")?.to_string();
        let mut header_attrs = Vec::new();
        let mut devices: i64 = 1;
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
            let at = c.pos;
            let value = c.value()?;
            if key == "num_partitions" || key == "replica_count" {
                check_device_count(key, value, &mut devices).map_err(|m| c.err_at(at, m))?;
            }
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
        // The offset of each instruction's name (for the cycle error), all computations in
        // one list (one allocation, not one per computation), and where each one's run starts.
        let mut name_pos: Vec<usize> = Vec::new();
        let mut pos_start: Vec<usize> = Vec::new();
        let mut comp_pos: Vec<usize> = Vec::new();
        let mut comp_text_names: Vec<&'a str> = Vec::new();
        loop {
            self.c.skip_ws()?;
            if self.c.at_end() {
                break;
            }
            comp_pos.push(self.c.pos);
            self.s.comp = comps.len() as u32;
            pos_start.push(name_pos.len());
            let (comp, name) = self.computation(&mut name_pos)?;
            comp_text_names.push(name);
            comps.push(comp);
        }
        let c = &self.c;
        if comps.is_empty() {
            return Err(c.err("module has no computations"));
        }
        let mut comp_names = NameMap::with_capacity_and_hasher(comps.len(), Default::default());
        // Names borrowed from the input, so the map does not tie up `comps`.
        for (i, &name) in comp_text_names.iter().enumerate() {
            if comp_names.insert(name, i as u32).is_some() {
                return Err(c.err_at(comp_pos[i], format!("duplicate computation name `{name}`")));
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
        // The callee lists, instruction by instruction in the order read; per computation
        // also each callee with the position of its reference, for the call-graph check
        // (empty lists do not allocate).
        let refs = &self.s.callees;
        let mut calls: Vec<Vec<(u32, usize)>> = vec![Vec::new(); comps.len()];
        let mut called = Vec::new();
        let mut k = 0;
        while k < refs.len() {
            let (comp, instr) = (refs[k].comp, refs[k].instr);
            called.clear();
            while let Some(r) = refs.get(k).filter(|r| (r.comp, r.instr) == (comp, instr)) {
                let (callee, pos) = r.name;
                match comp_names.get(callee) {
                    Some(&id) => {
                        called.push(CompId(id));
                        if let Some(cc) = calls.get_mut(comp as usize) {
                            cc.push((id, pos));
                        }
                    }
                    None => {
                        return Err(c.err_at(
                            pos,
                            format!("`{}` names no computation in this module", callee),
                        ))
                    }
                }
                k += 1;
            }
            if let Some(ins) = comps
                .get_mut(comp as usize)
                .and_then(|cm| cm.instructions.get_mut(instr as usize))
            {
                ins.called = called.as_slice().into();
            }
        }
        for (i, comp) in comps.iter().enumerate() {
            check_acyclic(c, comp, |k| name_pos[pos_start[i] + k])?;
        }
        check_call_graph(c, &comp_text_names, &calls)?;
        // Growth by doubling leaves up to half the list unused (a module of small fused
        // computations has hundreds of thousands).
        comps.shrink_to_fit();
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

    /// One computation, appending the offsets of its instruction names to `name_pos`; also
    /// returns its name as a slice of the input (for the name map).
    fn computation(
        &mut self,
        name_pos: &mut Vec<usize>,
    ) -> Result<(Computation, &'a str), ParseError> {
        let c = &mut self.c;
        let s = &mut self.s;
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
        c.expect(
            b'{',
            format_args!("opening the body of computation `{name}`"),
        )?;
        let body_open = c.pos - 1;
        let mut instructions: Vec<Instruction> = Vec::new();
        let mut root: Option<(u32, usize)> = None;
        s.names.clear();
        // Sized for the whole body up front: growing a map of half a million names rehashes
        // it again and again (a tenth of the parse of a 1M-instruction module).
        s.names.reserve(body_lines(&c.src[c.pos..]));
        s.forward.clear();
        s.params.clear();
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
            let id = instructions.len() as u32;
            let (instr, iname, ipos) = instruction(c, s, id)?;
            if s.names.insert(iname, id).is_some() {
                return Err(c.err_at(
                    ipos,
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
            if instr.opcode == Opcode::Parameter {
                match instr.parameter_number() {
                    Some(n) if n >= 0 => s.params.push((n, ipos)),
                    _ => {
                        return Err(c.err_at(
                            ipos,
                            format!(
                                "parameter `{iname}` of computation `{name}` needs a \
                                 non-negative integer number, as in `parameter(0)`"
                            ),
                        ))
                    }
                }
            }
            instructions.push(instr);
            name_pos.push(ipos);
        }
        // Each parameter number once (XLA's verifier rejects a repeat; the signature is
        // printed in number order, which a repeat leaves to the body's order).
        s.params.sort_unstable();
        if let Some(w) = s.params.windows(2).find(|w| w[0].0 == w[1].0) {
            let (n, first, second) = (w[0].0, w[0].1, w[1].1);
            return Err(c.err_at(
                second,
                format!(
                    "parameter number {n} is taken twice in computation `{name}` (also at {})",
                    c.line_col(first)
                ),
            ));
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
        // Names used before their definition, in the order read (the first unknown one is
        // the error, as when every name was resolved here).
        for f in &s.forward {
            let (n, pos) = f.name;
            let Some(&id) = s.names.get(n) else {
                return Err(c.err_at(
                    pos,
                    format!("`{n}` names no instruction in computation `{name}`"),
                ));
            };
            // The reference came from an instruction of this arena, at a slot it filled.
            if let Some(ins) = instructions.get_mut(f.instr as usize) {
                let list: &mut [InstrId] = if f.control {
                    &mut ins.control_predecessors
                } else {
                    &mut ins.operands
                };
                if let Some(slot) = list.get_mut(f.slot as usize) {
                    *slot = InstrId(id);
                }
            }
        }
        // Growth by doubling leaves up to half the arena unused (tens of MB for a large entry).
        instructions.shrink_to_fit();
        let n = instructions.len() as u32;
        Ok((
            Computation {
                name: Name::from(name),
                instructions,
                order: (0..n).map(InstrId).collect(),
                root,
                is_entry,
                execution_thread,
            },
            name,
        ))
    }
}

/// About how many instruction lines a computation body starting at `body[0]` has: the lines up
/// to the first one that starts with `}` (an estimate for sizing; blank lines and comments
/// count too), at most one per 32 bytes so that odd input cannot make it reserve much.
fn body_lines(body: &[u8]) -> usize {
    let mut n = 0;
    for nl in memchr::memchr_iter(b'\n', body) {
        if body.get(nl + 1) == Some(&b'}') {
            break;
        }
        n += 1;
    }
    n.min(body.len() / 32)
}

/// Checks a header device count (`num_partitions`, `replica_count`): a positive integer, and
/// with the other one at most [`MAX_DEVICES`](super::replica_groups::MAX_DEVICES) devices in
/// all, since collectives without explicit groups expand to every device. `devices` is the
/// product so far.
fn check_device_count(key: &str, value: &str, devices: &mut i64) -> Result<(), String> {
    use super::replica_groups::MAX_DEVICES;
    let n: i64 = value
        .parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("header `{key}={value}` is not a positive integer"))?;
    *devices = devices.saturating_mul(n);
    if *devices > MAX_DEVICES {
        return Err(format!(
            "header `{key}={value}`: more than {MAX_DEVICES} devices in the module"
        ));
    }
    Ok(())
}
