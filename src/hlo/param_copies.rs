//! Parameter copies an order makes unnecessary, traded for control edges.
//!
//! XLA's copy insertion runs before scheduling. Where the step writes an entry parameter's
//! buffer (an `input_output_alias` output such as FSDP's update `param - lr * grad`) and the
//! dataflow does not order the parameter's other readers before that update, it copies the
//! parameter (`copy.6 = copy(param.3)`) so that every order is safe. After scheduling it drops
//! the copies its order allows (`RemoveUnnecessaryCopies`, run by `gpu_compiler.cc`'s
//! `RunPostSchedulingCopyInsertion`): XLA's final modules keep almost none of them, and XLA's
//! combined modules need fewer from the start (a combined reduce-scatter orders the readers).
//!
//! [`drop_param_copies`] makes that saving before scheduling, so the scheduler sees it and no
//! order can undo it: each such copy becomes a `bitcast` of the parameter (the same value, no
//! work, the same name and attributes), and the update gets as control predecessors the
//! readers it does not already follow. A copy is dropped only when all of this holds (else it
//! is kept as written):
//! - it is a `copy` in the entry of a `parameter`, shape and layout unchanged, with no
//!   attribute but `metadata`, `sharding` and `frontend_attributes`;
//! - exactly one entry of the module's `input_output_alias` names that parameter (whole, at
//!   its top level), for one element of the root tuple: the update, a `fusion` (which writes
//!   its result when it runs) without `output_to_operand_aliasing`, or the `all-gather-done`
//!   (alone, or a `get-tuple-element` of a combined one) of a replicated parameter gathered
//!   from its updated shards (FSDP x TP; XLA's combined modules need no copy there), whose
//!   buffer is written from its `all-gather-start` on: the start is then what the readers
//!   are ordered before, and it must not read the buffer itself;
//! - every reader of the parameter's buffer, seen through `bitcast`s (the copy's among them),
//!   is a plain instruction, an `all-gather-start` (which holds its operand until its
//!   `all-gather-done`, then a reader too) or the update; none is the root, a tuple, a
//!   call, a loop, another async op, an in-place op (`dynamic-update-slice`, `scatter`, an
//!   `output_to_operand_aliasing` fusion or custom call) or a view XLA keeps
//!   (`add-dependency`, `opt-barrier`);
//! - the update, if it reads the buffer itself, can write it in place as XLA's own modules do:
//!   a `kLoop` fusion of the parameter's shape whose parameter for it reaches the fusion's
//!   root only through elementwise ops of that shape;
//! - every reader comes before the update in the computation's order (so the order as
//!   written stays valid).

use super::computation::Computation;
use super::cursor::Cursor;
use super::error::ParseError;
use super::ids::InstrId;
use super::module::Module;
use super::opcode::Opcode;
use super::shape::Shape;

/// Instructions a whole call may visit while finding readers and the update's ancestors (about
/// 200 copies of a 100k-instruction module): past it the remaining copies are kept, so a
/// hostile module cannot make the rewrite quadratic in time.
const VISIT_BUDGET: usize = 20_000_000;

/// One copy turned into a bitcast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DroppedCopy {
    /// The copy's name (now a bitcast's).
    pub name: String,
    /// The parameter it copied.
    pub parameter: String,
    /// The update that writes the parameter's buffer.
    pub update: String,
    /// Readers added to the update's control predecessors (those it did not already follow).
    pub ordered: Vec<String>,
}

/// One entry of `input_output_alias`: output index, parameter number, parameter index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The index into the entry's result (`{0}`, `{1, 2}`).
    pub output: Vec<i64>,
    /// The entry parameter's number.
    pub parameter: i64,
    /// The index inside that parameter (`{}` for the whole parameter).
    pub parameter_index: Vec<i64>,
}

/// Parses the header attribute `input_output_alias={ {0}: (0, {}, may-alias), ... }` as XLA
/// prints it (`HloInputOutputAliasConfig::ToShortString`, the kind optional); the error names
/// the line and column inside the value.
pub fn parse_aliases(text: &str) -> Result<Vec<Alias>, ParseError> {
    let mut c = Cursor::new(text);
    let what = "in input_output_alias";
    let mut out = Vec::new();
    c.skip_ws()?;
    c.expect(b'{', what)?;
    loop {
        c.skip_ws()?;
        if c.eat(b'}') {
            break;
        }
        if !out.is_empty() {
            c.expect(b',', what)?;
        }
        let output = index(&mut c)?;
        c.skip_ws()?;
        c.expect(b':', what)?;
        c.skip_ws()?;
        c.expect(b'(', what)?;
        c.skip_ws()?;
        let parameter = c.int("the aliased parameter's number")?;
        c.skip_ws()?;
        c.expect(b',', what)?;
        let parameter_index = index(&mut c)?;
        c.skip_ws()?;
        if c.eat(b',') {
            c.skip_ws()?;
            c.word();
            c.skip_ws()?;
        }
        c.expect(b')', what)?;
        out.push(Alias {
            output,
            parameter,
            parameter_index,
        });
    }
    c.skip_ws()?;
    if !c.at_end() {
        return Err(c.err(format!(
            "expected the end of input_output_alias, found {}",
            c.describe_here()
        )));
    }
    Ok(out)
}

/// A shape index: `{}` or `{1, 2}`.
fn index(c: &mut Cursor) -> Result<Vec<i64>, ParseError> {
    c.skip_ws()?;
    c.expect(b'{', "opening a shape index in input_output_alias")?;
    let mut v = Vec::new();
    loop {
        c.skip_ws()?;
        if c.eat(b'}') {
            return Ok(v);
        }
        if !v.is_empty() {
            c.expect(b',', "in a shape index of input_output_alias")?;
            c.skip_ws()?;
        }
        v.push(c.int("a shape index in input_output_alias")?);
    }
}

/// Turns every parameter copy of `m`'s entry that an ordering can replace into a bitcast and
/// orders the parameter's update after its readers (the conditions are in the module doc).
/// Returns what it dropped, in the computation's order (nothing without an
/// `input_output_alias`); an `input_output_alias` that does not parse is an error.
pub fn drop_param_copies(m: &mut Module) -> Result<Vec<DroppedCopy>, ParseError> {
    let aliases = match m.header_attr("input_output_alias") {
        Some(text) => parse_aliases(text)?,
        None => return Ok(Vec::new()),
    };
    let entry = m.entry.index();
    let Some(comp) = m.computations.get(entry) else {
        return Ok(Vec::new());
    };
    let n = comp.instructions.len();
    let mut pos = vec![usize::MAX; n];
    for (k, &id) in comp.order.iter().enumerate() {
        if let Some(p) = pos.get_mut(id.index()) {
            *p = k;
        }
    }
    let mut users: Vec<Vec<InstrId>> = vec![Vec::new(); n];
    for &id in &comp.order {
        for &o in comp.instr(id).operands.iter() {
            if let Some(u) = users.get_mut(o.index()) {
                if u.last() != Some(&id) {
                    u.push(id);
                }
            }
        }
    }
    let copies: Vec<InstrId> = comp
        .order
        .iter()
        .copied()
        .filter(|&id| comp.instr(id).opcode == Opcode::Copy)
        .collect();
    let mut budget = VISIT_BUDGET;
    let mut dropped = Vec::new();
    // seen[x] == k: x is an ancestor of the update of the k-th copy tried (one array for all).
    let mut seen = vec![usize::MAX; n];
    for (k, c) in copies.into_iter().enumerate() {
        let comp = &m.computations[entry];
        let walk = (&pos[..], &users[..], &mut seen[..], k);
        let Some(plan) = plan_drop(m, comp, c, &aliases, walk, &mut budget) else {
            continue;
        };
        let comp = &mut m.computations[entry];
        let name = |id: InstrId| comp.instr(id).name.to_string();
        let record = DroppedCopy {
            name: name(c),
            parameter: name(plan.parameter),
            update: name(plan.update),
            ordered: plan.ordered.iter().map(|&r| name(r)).collect(),
        };
        comp.instr_mut(c).opcode = Opcode::Bitcast;
        let w = comp.instr_mut(plan.update);
        w.control_predecessors.extend(plan.ordered.iter().copied());
        dropped.push(record);
    }
    Ok(dropped)
}

/// What dropping one copy does: its parameter, the update, and the readers to order first.
struct Plan {
    parameter: InstrId,
    update: InstrId,
    ordered: Vec<InstrId>,
}

/// Whether copy `c` can be dropped, and how (`None`: keep it).
fn plan_drop(
    m: &Module,
    comp: &Computation,
    c: InstrId,
    aliases: &[Alias],
    (pos, users, seen, stamp): (&[usize], &[Vec<InstrId>], &mut [usize], usize),
    budget: &mut usize,
) -> Option<Plan> {
    let ci = comp.instr(c);
    let &[p] = ci.operands.as_slice() else {
        return None;
    };
    let pi = comp.instr(p);
    let number = pi.parameter_number()?;
    if pi.opcode != Opcode::Parameter || !matches!(*pi.shape, Shape::Array(_)) {
        return None;
    }
    if *ci.shape != *pi.shape
        || ci
            .attrs
            .iter()
            .any(|(k, _)| !matches!(k, "metadata" | "sharding" | "frontend_attributes"))
    {
        return None;
    }
    let mut mine = aliases.iter().filter(|a| a.parameter == number);
    let alias = mine.next()?;
    if mine.next().is_some() || !alias.parameter_index.is_empty() || alias.output.len() != 1 {
        return None;
    }
    let root = comp.instr(comp.root);
    if root.opcode != Opcode::Tuple {
        return None;
    }
    let out = *root.operands.get(usize::try_from(alias.output[0]).ok()?)?;
    // The instruction that writes the buffer: a fusion when it runs; an all-gather (a
    // replicated parameter's update gathered from its shards, FSDP x TP) from its start on,
    // so its readers are ordered before the start. Any other async op or a call would not be
    // ordered by one control edge.
    let oi = comp.instr(out);
    let start_of = |done: InstrId| match comp.instr(done).operands.as_slice() {
        &[s] if comp.instr(s).opcode == Opcode::AllGatherStart => Some(s),
        _ => None,
    };
    let w = match (oi.opcode, oi.operands.as_slice()) {
        (Opcode::Fusion, _) if oi.attr("output_to_operand_aliasing").is_none() => out,
        (Opcode::AllGatherDone, _) if matches!(*oi.shape, Shape::Array(_)) => start_of(out)?,
        // One element of a combined all-gather.
        (Opcode::GetTupleElement, &[d]) if comp.instr(d).opcode == Opcode::AllGatherDone => {
            start_of(d)?
        }
        _ => return None,
    };
    // The buffer's readers, through views.
    let mut views = vec![p];
    let mut readers: Vec<InstrId> = Vec::new();
    let mut update_reads = Vec::new();
    let mut k = 0;
    while let Some(&v) = views.get(k) {
        k += 1;
        for &u in users.get(v.index())? {
            *budget = budget.checked_sub(1)?;
            let ui = comp.instr(u);
            if u == w {
                // (An all-gather of the buffer into itself is refused by `writes_in_place`,
                // which takes only a fusion.)
                update_reads.push(v);
                continue;
            }
            if comp.is_root(u) {
                return None;
            }
            match ui.opcode {
                Opcode::Bitcast => views.push(u),
                Opcode::Copy if u == c => views.push(u),
                Opcode::AllGatherStart => {
                    readers.push(u);
                    for &d in users.get(u.index())? {
                        if comp.instr(d).opcode != Opcode::AllGatherDone {
                            return None;
                        }
                        readers.push(d);
                    }
                }
                op if in_place_or_opaque(op) || ui.attr("output_to_operand_aliasing").is_some() => {
                    return None
                }
                _ => readers.push(u),
            }
        }
    }
    if !update_reads.is_empty() && !writes_in_place(m, comp, w, &update_reads) {
        return None;
    }
    let wpos = *pos.get(w.index())?;
    if readers
        .iter()
        .any(|r| pos.get(r.index()).is_none_or(|&x| x >= wpos))
    {
        return None;
    }
    // The update's ancestors among positions from the earliest reader on (a path from a reader
    // to the update only passes through later positions in a valid order).
    let first = readers.iter().map(|r| pos[r.index()]).min().unwrap_or(wpos);
    let mut stack = vec![w];
    while let Some(x) = stack.pop() {
        let xi = comp.instr(x);
        for &a in xi.operands.iter().chain(xi.control_predecessors.iter()) {
            *budget = budget.checked_sub(1)?;
            let i = a.index();
            if pos.get(i).is_some_and(|&q| q >= first) && seen[i] != stamp {
                seen[i] = stamp;
                stack.push(a);
            }
        }
    }
    readers.sort_by_key(|r| pos[r.index()]);
    readers.dedup();
    let ordered = readers
        .into_iter()
        .filter(|r| seen[r.index()] != stamp)
        .collect();
    Some(Plan {
        parameter: p,
        update: w,
        ordered,
    })
}

/// Readers that may hand their operand's buffer on or write it (calls, loops, async ops other
/// than all-gather, in-place updates, tuples and the views XLA keeps).
fn in_place_or_opaque(op: Opcode) -> bool {
    use Opcode::*;
    op.runs_called_code()
        || op.is_async_start()
        || op.is_async_done()
        || matches!(
            op,
            Tuple
                | GetTupleElement
                | DynamicUpdateSlice
                | Scatter
                | SelectAndScatter
                | AddDependency
                | OptimizationBarrier
                | Domain
                | AsyncUpdate
        )
}

/// Whether update `w`, reading the buffer as operands `reads`, can write its result into that
/// buffer as XLA does (`CanShareOperandBufferWithUser` for a loop fusion): a `kLoop` fusion of
/// the buffer's shape whose parameters for those operands reach the fused root only through
/// elementwise ops of that shape.
fn writes_in_place(m: &Module, comp: &Computation, w: InstrId, reads: &[InstrId]) -> bool {
    let wi = comp.instr(w);
    if wi.opcode != Opcode::Fusion || wi.fusion_kind() != Some("kLoop") {
        return false;
    }
    let Some(shape) = reads.first().map(|&r| comp.instr(r).shape.clone()) else {
        return true;
    };
    let (Shape::Array(want), Shape::Array(have)) = (&*shape, &*wi.shape) else {
        return false;
    };
    if want != have {
        return false;
    }
    let [body] = wi.called.as_slice() else {
        return false;
    };
    let Some(fused) = m.computations.get(body.index()) else {
        return false;
    };
    let mut fused_users: Vec<Vec<InstrId>> = vec![Vec::new(); fused.instructions.len()];
    for id in fused.ids() {
        for &o in fused.instr(id).operands.iter() {
            if let Some(u) = fused_users.get_mut(o.index()) {
                u.push(id);
            }
        }
    }
    for (k, o) in wi.operands.iter().enumerate() {
        if !reads.contains(o) {
            continue;
        }
        let Some(param) = fused
            .ids()
            .find(|&id| fused.instr(id).parameter_number() == i64::try_from(k).ok())
        else {
            return false;
        };
        let mut stack = vec![param];
        let mut seen = std::collections::HashSet::new();
        while let Some(x) = stack.pop() {
            for &u in &fused_users[x.index()] {
                let ui = fused.instr(u);
                let same = matches!(&*ui.shape, Shape::Array(a) if a.dims == want.dims);
                if !ui.opcode.is_elementwise() || !same {
                    return false;
                }
                if seen.insert(u) {
                    stack.push(u);
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::parse::parse_module;
    use crate::hlo::print::print_module;

    /// An update `w = p - g` of parameter `p` (aliased to output 0), a reader `r = negate(c)`
    /// of its copy `c` that the dataflow does not order before `w`; `body` is the entry's
    /// instructions between the parameters and the root, `fused` the update's body.
    fn module(alias: &str, fused: &str, body: &str, root: &str) -> Module {
        let text = format!(
            "HloModule m{alias}\n\n%fused_sub (a: f32[8], b: f32[8]) -> f32[8] {{\n{fused}\n}}\n\n\
             ENTRY %main (p: f32[8], g: f32[8]) -> (f32[8], f32[8]) {{\n  \
             %p = f32[8]{{0}} parameter(0)\n  %g = f32[8]{{0}} parameter(1)\n{body}\n  \
             ROOT %t = (f32[8]{{0}}, f32[8]{{0}}) tuple({root})\n}}\n"
        );
        parse_module(&text).unwrap()
    }

    const ALIAS: &str = ", is_scheduled=true, input_output_alias={ {0}: (0, {}, may-alias) }";
    const SUB: &str = "  %a = f32[8]{0} parameter(0)\n  %b = f32[8]{0} parameter(1)\n  \
                       ROOT %s = f32[8]{0} subtract(%a, %b)";
    const BODY: &str = "  %c = f32[8]{0} copy(%p), metadata={op_name=\"x\"}\n  \
                        %r = f32[8]{0} negate(%c)\n  \
                        %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub";

    #[test]
    fn a_copy_becomes_a_bitcast_and_the_update_follows_its_readers() {
        let mut m = module(ALIAS, SUB, BODY, "%w, %r");
        let d = drop_param_copies(&mut m).unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!(
            (
                d[0].name.as_str(),
                d[0].parameter.as_str(),
                d[0].update.as_str()
            ),
            ("c", "p", "w")
        );
        assert_eq!(d[0].ordered, vec!["r".to_string()]);
        let text = print_module(&m);
        assert!(
            text.contains("%c = f32[8]{0} bitcast(%p), metadata={op_name=\"x\"}"),
            "{text}"
        );
        assert!(text.contains("control-predecessors={%r}"), "{text}");
        let again = parse_module(&text).unwrap();
        crate::hlo::schedule_check::check_schedule(&again).unwrap();
        // Once dropped, nothing is left to drop.
        assert!(drop_param_copies(&mut m).unwrap().is_empty());
    }

    #[test]
    fn copies_are_kept_where_dropping_is_not_safe() {
        let kept = |m: &mut Module| drop_param_copies(m).unwrap().is_empty();
        // No alias: nothing writes the parameter, and nothing says why XLA copied it.
        assert!(kept(&mut module("", SUB, BODY, "%w, %r")));
        // A reader after the update in the order written.
        let late = "  %c = f32[8]{0} copy(%p)\n  \
                    %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub\n  \
                    %r = f32[8]{0} negate(%c)";
        assert!(kept(&mut module(ALIAS, SUB, late, "%w, %r")));
        // The copy itself is live out.
        assert!(kept(&mut module(ALIAS, SUB, BODY, "%w, %c")));
        // The update reads the buffer but not elementwise: it cannot write it in place.
        let rev = "  %a = f32[8]{0} parameter(0)\n  %b = f32[8]{0} parameter(1)\n  \
                   %v = f32[8]{0} reverse(%a), dimensions={0}\n  \
                   ROOT %s = f32[8]{0} subtract(%v, %b)";
        assert!(kept(&mut module(ALIAS, rev, BODY, "%w, %r")));
        // A reader that writes its operand in place.
        let dus = "  %c = f32[8]{0} copy(%p)\n  %z = s32[] constant(0)\n  \
                   %one = f32[1]{0} constant({1})\n  \
                   %r = f32[8]{0} dynamic-update-slice(%c, %one, %z)\n  \
                   %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub";
        assert!(kept(&mut module(ALIAS, SUB, dus, "%w, %r")));
        // An update that is not a fusion (an async op writes its buffer from its start on).
        let neg = "  %c = f32[8]{0} copy(%p)\n  %r = f32[8]{0} negate(%c)\n  \
                   %w = f32[8]{0} add(%c, %g)";
        assert!(kept(&mut module(ALIAS, SUB, neg, "%w, %r")));
    }

    #[test]
    fn a_gathered_update_is_written_from_its_start_so_the_readers_precede_the_start() {
        // `w` computes the new shard, gathered into the parameter's buffer.
        let body = "  %c = f32[8]{0} copy(%p)\n  %r = f32[8]{0} negate(%c)\n  \
                    %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub\n  \
                    %sh = f32[4]{0} slice(%w), slice={[0:4]}\n  \
                    %ags = (f32[4]{0}, f32[8]{0}) all-gather-start(%sh), channel_id=1, \
                    replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  \
                    %agd = f32[8]{0} all-gather-done(%ags)";
        let mut m = module(ALIAS, SUB, body, "%agd, %r");
        let d = drop_param_copies(&mut m).unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].name.as_str(), d[0].update.as_str()), ("c", "ags"));
        assert_eq!(d[0].ordered, vec!["r".to_string()]);
        let text = print_module(&m);
        assert!(text.contains("%c = f32[8]{0} bitcast(%p)"), "{text}");
        let start = text.lines().find(|l| l.contains("%ags =")).unwrap();
        assert!(start.contains("control-predecessors={%r}"), "{start}");
        crate::hlo::schedule_check::check_schedule(&parse_module(&text).unwrap()).unwrap();
        // One element of a combined gather: the same, the combined start ordered.
        let combined = "  %c = f32[8]{0} copy(%p)\n  %r = f32[8]{0} negate(%c)\n  \
                    %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub\n  \
                    %sh = f32[4]{0} slice(%w), slice={[0:4]}\n  \
                    %sg = f32[4]{0} slice(%g), slice={[4:8]}\n  \
                    %ags = ((f32[4]{0}, f32[4]{0}), (f32[8]{0}, f32[8]{0})) \
                    all-gather-start(%sh, %sg), channel_id=1, replica_groups={{0,1}}, \
                    dimensions={0}, use_global_device_ids=true\n  \
                    %agd = (f32[8]{0}, f32[8]{0}) all-gather-done(%ags)\n  \
                    %e0 = f32[8]{0} get-tuple-element(%agd), index=0";
        let mut m = module(ALIAS, SUB, combined, "%e0, %r");
        let d = drop_param_copies(&mut m).unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!(
            (d[0].update.as_str(), &d[0].ordered[..]),
            ("ags", &["r".to_string()][..])
        );
        // A reader after the start in the order written: kept.
        let late = "  %c = f32[8]{0} copy(%p)\n  \
                    %w = f32[8]{0} fusion(%c, %g), kind=kLoop, calls=%fused_sub\n  \
                    %sh = f32[4]{0} slice(%w), slice={[0:4]}\n  \
                    %ags = (f32[4]{0}, f32[8]{0}) all-gather-start(%sh), channel_id=1, \
                    replica_groups={{0,1}}, dimensions={0}, use_global_device_ids=true\n  \
                    %r = f32[8]{0} negate(%c)\n  \
                    %agd = f32[8]{0} all-gather-done(%ags)";
        assert!(drop_param_copies(&mut module(ALIAS, SUB, late, "%agd, %r"))
            .unwrap()
            .is_empty());
        // The gather reads the parameter's own buffer: kept.
        let own = "  %c = f32[8]{0} copy(%p)\n  %r = f32[8]{0} negate(%c)\n  \
                   %ags = (f32[8]{0}, f32[8]{0}) all-gather-start(%c), channel_id=1, \
                   replica_groups={{0}}, dimensions={0}, use_global_device_ids=true\n  \
                   %agd = f32[8]{0} all-gather-done(%ags)";
        assert!(drop_param_copies(&mut module(ALIAS, SUB, own, "%agd, %r"))
            .unwrap()
            .is_empty());
    }

    #[test]
    fn aliases_parse_as_xla_prints_them() {
        let a = parse_aliases("{ {0}: (0, {}, may-alias), {1, 2}: (3, {1}) }").unwrap();
        assert_eq!(a.len(), 2);
        assert_eq!(a[1].output, vec![1, 2]);
        assert_eq!(a[1].parameter, 3);
        assert_eq!(a[1].parameter_index, vec![1]);
        assert_eq!(parse_aliases("{}").unwrap(), Vec::new());
        let e = parse_aliases("{ {0}: (x, {}) }").unwrap_err().to_string();
        assert!(e.contains("1:9") && e.contains("parameter's number"), "{e}");
        let e = parse_aliases("{ {0}: (0, {}) } trailing")
            .unwrap_err()
            .to_string();
        assert!(e.contains("end of input_output_alias"), "{e}");
    }
}
