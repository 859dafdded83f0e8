//! Synchronous async collectives (`backend_config={..."is_sync":true...}`): which pairs XLA:GPU
//! runs synchronously in a given order, and editing that one field of the backend config.
//!
//! After scheduling, XLA:GPU runs `GpuConvertAsyncCollectivesToSync` (openxla/xla,
//! `xla/hlo/transforms/collectives/convert_async_collectives_to_sync.cc` with the GPU variant in
//! `xla/service/gpu/transforms/collectives/`): walking a computation's sequence it keeps the set
//! of async collective starts in flight; any instruction that is neither an async collective
//! start or done nor a no-op (parameter, constant, bitcast, get-tuple-element: the predicate
//! `GpuCompiler` passes) empties the set; a done whose operand 0 is still in the set makes its
//! pair synchronous, the start is tagged `collective_backend_config.is_sync=true` and moved to
//! just before its done. The runtime then runs that collective on the compute stream. Send/recv, copy-start and async
//! compute are not collectives here and empty the set like any other work.

use super::computation::{Computation, OrderError};
use super::ids::{CompId, InstrId};
use super::module::Module;
use super::opcode::Opcode;

/// The instructions XLA:GPU's sync conversion looks through: they emit no kernel.
pub fn is_sync_nop(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Parameter | Opcode::Constant | Opcode::Bitcast | Opcode::GetTupleElement
    )
}

/// What the acceptance rule for `is_sync` counts as no work between a start and its done:
/// XLA's no-ops plus `tuple` (which also emits no kernel).
pub fn is_free_between(op: Opcode) -> bool {
    is_sync_nop(op) || op == Opcode::Tuple
}

/// True for an async start that XLA's pass treats as a collective (`IsAsyncCollectiveStartOp`
/// without send/recv): `all-reduce-start`, `all-gather-start`, `collective-permute-start`, and
/// an `async-start` whose wrapped computation's root is a collective.
pub fn is_async_collective_start(m: &Module, comp: &Computation, id: InstrId) -> bool {
    let ins = comp.instr(id);
    match ins.opcode {
        Opcode::AllReduceStart | Opcode::AllGatherStart | Opcode::CollectivePermuteStart => true,
        Opcode::AsyncStart => ins.called.first().is_some_and(|&c| {
            let w = m.computation(c);
            w.instructions
                .get(w.root.index())
                .is_some_and(|r| r.opcode.is_collective())
        }),
        _ => false,
    }
}

/// True for the done of an async collective (operand 0 an async collective start or an
/// `async-update` of one).
fn is_async_collective_done(m: &Module, comp: &Computation, id: InstrId) -> bool {
    let ins = comp.instr(id);
    match ins.opcode {
        Opcode::AllReduceDone | Opcode::AllGatherDone | Opcode::CollectivePermuteDone => true,
        Opcode::AsyncDone => chain_start(comp, id).is_some_and(|s| {
            comp.instr(s).opcode == Opcode::AsyncStart && is_async_collective_start(m, comp, s)
        }),
        _ => false,
    }
}

/// The start an async done or update reaches through operand 0 (across `async-update`s).
fn chain_start(comp: &Computation, id: InstrId) -> Option<InstrId> {
    let mut cur = comp.instr(id).operands.first().copied();
    let mut steps = 0;
    while let Some(c) = cur {
        let ins = comp.instructions.get(c.index())?;
        if ins.opcode == Opcode::AsyncUpdate && steps < comp.instructions.len() {
            cur = ins.operands.first().copied();
            steps += 1;
        } else {
            return Some(c);
        }
    }
    None
}

/// An order with XLA:GPU's sync conversion applied: which starts run synchronously, and the
/// order with each such start moved next to its done (as the GPU pass does, so a sync pair is
/// adjacent and never interleaves with another).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyncPlan {
    /// The order, sync starts moved to just before their dones.
    pub order: Vec<InstrId>,
    /// Per instruction id: true for a start that runs synchronously.
    pub sync: Vec<bool>,
}

/// Applies XLA:GPU's conversion rule (module docs) to `order`, a permutation of computation
/// `c`'s instructions. Only starts whose backend config carries an `is_sync` field can be
/// marked, so only those become synchronous; a start that some instruction between it and its
/// done reads (or waits for) stays async, since moving it would break that dependency.
pub fn plan_sync(m: &Module, c: CompId, order: &[InstrId]) -> SyncPlan {
    let comp = m.computation(c);
    let n = comp.instructions.len();
    let mut sync = vec![false; n];
    let mut pos = vec![usize::MAX; n];
    for (i, id) in order.iter().enumerate() {
        if let Some(p) = pos.get_mut(id.index()) {
            *p = i;
        }
    }
    let mut in_flight: Vec<InstrId> = Vec::new();
    for (i, &id) in order.iter().enumerate() {
        let Some(ins) = comp.instructions.get(id.index()) else {
            continue;
        };
        if is_async_collective_start(m, comp, id) {
            in_flight.push(id);
        } else if is_async_collective_done(m, comp, id) {
            // XLA pairs a done only with its operand 0 (a chain with updates never pairs).
            let Some(&start) = ins.operands.first() else {
                continue;
            };
            if let Some(p) = in_flight.iter().position(|&s| s == start) {
                in_flight.swap_remove(p);
                let from = pos.get(start.index()).copied().unwrap_or(usize::MAX);
                let movable = from < i
                    && order[from + 1..i].iter().all(|&b| {
                        let bi = comp.instr(b);
                        !bi.operands.contains(&start) && !bi.control_predecessors.contains(&start)
                    });
                if movable && marked_sync(comp, start).is_some() {
                    sync[start.index()] = true;
                }
            }
        } else if !is_sync_nop(ins.opcode) {
            in_flight.clear();
        }
    }
    let mut moved = Vec::with_capacity(order.len());
    for &id in order {
        if sync.get(id.index()).copied().unwrap_or(false) {
            continue;
        }
        if comp
            .instructions
            .get(id.index())
            .is_some_and(|i| i.opcode.is_async_done())
        {
            if let Some(&s) = comp.instr(id).operands.first() {
                if sync.get(s.index()).copied().unwrap_or(false) {
                    moved.push(s);
                }
            }
        }
        moved.push(id);
    }
    SyncPlan { order: moved, sync }
}

/// Per instruction id of `c`: true for a start whose backend config says `is_sync:true` (what
/// XLA's runtime will do with the module as written).
pub fn marked_sync_starts(m: &Module, c: CompId) -> Vec<bool> {
    let comp = m.computation(c);
    (0..comp.instructions.len())
        .map(|i| {
            let id = InstrId(i as u32);
            comp.instr(id).opcode.is_async_start() && marked_sync(comp, id) == Some(true)
        })
        .collect()
}

/// Where the `is_sync` value sits in a backend config's text: the byte range of `true` or
/// `false`. Works on the raw JSON form (`{"is_sync":true}`) and on the escaped string form
/// (`"{\"is_sync\":true}"`).
fn is_sync_value_span(text: &str) -> Option<(usize, usize, bool)> {
    let key = text.find("is_sync")?;
    let mut i = key + "is_sync".len();
    let b = text.as_bytes();
    // The closing quote of the key, escaped or not.
    if b.get(i) == Some(&b'\\') {
        i += 1;
    }
    if b.get(i) != Some(&b'"') {
        return None;
    }
    i += 1;
    while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
        i += 1;
    }
    if b.get(i) != Some(&b':') {
        return None;
    }
    i += 1;
    while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
        i += 1;
    }
    let rest = &text[i..];
    if rest.starts_with("true") {
        Some((i, i + 4, true))
    } else if rest.starts_with("false") {
        Some((i, i + 5, false))
    } else {
        None
    }
}

/// The `is_sync` flag written in an instruction's backend config text, if it has one.
pub fn marked_sync(comp: &Computation, id: InstrId) -> Option<bool> {
    let text = comp.instr(id).attr("backend_config")?;
    is_sync_value_span(text).map(|(_, _, v)| v)
}

/// Sets the `is_sync` flag in an instruction's backend config text, changing only that value.
/// Returns `false` (and changes nothing) when the config carries no `is_sync` field.
pub fn set_marked_sync(comp: &mut Computation, id: InstrId, value: bool) -> bool {
    let ins = comp.instr_mut(id);
    let Some(text) = ins.attr("backend_config") else {
        return false;
    };
    let Some((a, b, old)) = is_sync_value_span(text) else {
        return false;
    };
    if old != value {
        let new = format!(
            "{}{}{}",
            &text[..a],
            if value { "true" } else { "false" },
            &text[b..]
        );
        ins.set_attr("backend_config", new);
    }
    true
}

/// What bringing the `is_sync` flags of a module in line with its order changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SyncUpdate {
    /// Pairs marked `is_sync:true` before.
    pub marked_before: usize,
    /// Pairs marked `is_sync:true` after.
    pub marked_after: usize,
    /// Starts whose flag went from false to true, by name.
    pub set: Vec<String>,
    /// Starts whose flag went from true to false, by name.
    pub cleared: Vec<String>,
}

/// Applies XLA:GPU's conversion to computation `c`'s current order: sync starts move next to
/// their dones and every `is_sync` field is set to what the conversion decides (starts without
/// the field are left alone; XLA's runtime then runs them asynchronously). Only that value of
/// the backend config text changes.
pub fn update_sync_flags(
    m: &mut Module,
    c: CompId,
    report: &mut SyncUpdate,
) -> Result<(), OrderError> {
    let plan = plan_sync(m, c, &m.computation(c).order);
    let comp = m.computation_mut(c);
    comp.set_order(plan.order)?;
    for i in 0..comp.instructions.len() {
        let id = InstrId(i as u32);
        if !comp.instr(id).opcode.is_async_start() {
            continue;
        }
        let Some(old) = marked_sync(comp, id) else {
            continue;
        };
        let new = plan.sync[i];
        report.marked_before += usize::from(old);
        report.marked_after += usize::from(new);
        if old != new && set_marked_sync(comp, id, new) {
            let name = comp.instr(id).name.to_string();
            if new {
                report.set.push(name);
            } else {
                report.cleared.push(name);
            }
        }
    }
    Ok(())
}

/// Async pairs of `comp` marked `is_sync:true` whose start and done have real work between
/// them (anything but [`is_free_between`] opcodes) in the computation's order: `(start, first
/// real instruction between)`.
pub fn sync_pairs_with_work(comp: &Computation) -> Vec<(InstrId, InstrId)> {
    let mut pos = vec![usize::MAX; comp.instructions.len()];
    for (i, id) in comp.order.iter().enumerate() {
        if let Some(p) = pos.get_mut(id.index()) {
            *p = i;
        }
    }
    let mut out = Vec::new();
    for pair in super::query::async_pairs(comp) {
        if marked_sync(comp, pair.start) != Some(true) {
            continue;
        }
        let (a, b) = (pos[pair.start.index()], pos[pair.done.index()]);
        if a >= b || b == usize::MAX {
            continue;
        }
        let work = comp.order[a + 1..b]
            .iter()
            .copied()
            .find(|&id| !is_free_between(comp.instr(id).opcode));
        if let Some(w) = work {
            out.push((pair.start, w));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::parse_module;

    /// Two all-gathers XLA left synchronous (only a bitcast inside the first), one async, and
    /// a fusion that does not depend on any of them.
    const TEXT: &str = r#"HloModule m, is_scheduled=true

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main (p: f32[4], q: f32[4]) -> (f32[8], f32[8], f32[4], f32[8]) {
  %p = f32[4]{0} parameter(0)
  %q = f32[4]{0} parameter(1)
  %ag1 = (f32[4]{0}, f32[8]{0}) all-gather-start(%p), replica_groups={{0,1}}, dimensions={0}, backend_config={"operation_queue_id":"0","collective_backend_config":{"is_sync":true,"is_pipelined":false},"force_earliest_schedule":false}
  %bc = f32[4]{0} bitcast(%q)
  %ag1d = f32[8]{0} all-gather-done(%ag1)
  %ag2 = (f32[4]{0}, f32[8]{0}) all-gather-start(%q), replica_groups={{0,1}}, dimensions={0}, backend_config="{\"collective_backend_config\":{\"is_sync\": true}}"
  %ag2d = f32[8]{0} all-gather-done(%ag2)
  %ag3 = (f32[4]{0}, f32[8]{0}) all-gather-start(%bc), replica_groups={{0,1}}, dimensions={0}, backend_config={"collective_backend_config":{"is_sync":false}}
  %f = f32[4]{0} add(%p, %q)
  %ag3d = f32[8]{0} all-gather-done(%ag3)
  ROOT %t = (f32[8]{0}, f32[8]{0}, f32[4]{0}, f32[8]{0}) tuple(%ag1d, %ag2d, %f, %ag3d)
}
"#;

    fn ids(m: &Module, names: &[&str]) -> Vec<InstrId> {
        let c = m.entry();
        names
            .iter()
            .map(|n| c.find(n).unwrap_or_else(|| panic!("{n}")))
            .collect()
    }

    #[test]
    fn xla_rule_on_the_input_order_reproduces_xlas_flags() {
        let m = parse_module(TEXT).expect("parses");
        let plan = plan_sync(&m, m.entry, &m.entry().order);
        let [ag1, ag2, ag3] = ids(&m, &["ag1", "ag2", "ag3"])[..] else {
            panic!()
        };
        assert!(plan.sync[ag1.index()] && plan.sync[ag2.index()] && !plan.sync[ag3.index()]);
        // ag1 moves past the bitcast to sit next to its done, as XLA's GPU pass does.
        let names: Vec<&str> = plan
            .order
            .iter()
            .map(|&i| m.entry().instr(i).name.as_str())
            .collect();
        assert_eq!(&names[2..5], &["bc", "ag1", "ag1d"]);
    }

    #[test]
    fn work_between_makes_a_pair_async_and_no_work_makes_it_sync() {
        let mut m = parse_module(TEXT).expect("parses");
        let c = m.entry;
        // New order: the add runs inside ag1's pair; ag3 is left with only its done.
        let order = ids(
            &m,
            &[
                "p", "q", "ag1", "f", "bc", "ag1d", "ag2", "ag2d", "ag3", "ag3d", "t",
            ],
        );
        m.computation_mut(c).set_order(order).expect("permutation");
        let mut rep = SyncUpdate::default();
        update_sync_flags(&mut m, c, &mut rep).expect("updates");
        assert_eq!(rep.cleared, vec!["ag1".to_string()]);
        assert_eq!(rep.set, vec!["ag3".to_string()]);
        assert_eq!((rep.marked_before, rep.marked_after), (2, 2));
        let comp = m.entry();
        let [ag1, ag2, ag3] = ids(&m, &["ag1", "ag2", "ag3"])[..] else {
            panic!()
        };
        // Only the value changed, everything else of the config kept verbatim, in both forms.
        assert_eq!(
            comp.instr(ag1).attr("backend_config"),
            Some(
                r#"{"operation_queue_id":"0","collective_backend_config":{"is_sync":false,"is_pipelined":false},"force_earliest_schedule":false}"#
            )
        );
        assert_eq!(
            comp.instr(ag2).attr("backend_config"),
            Some(r#""{\"collective_backend_config\":{\"is_sync\": true}}""#)
        );
        assert_eq!(comp.instr(ag3).backend_is_sync(), Some(true));
        assert!(sync_pairs_with_work(comp).is_empty());
    }

    #[test]
    fn a_sync_pair_with_work_inside_is_found() {
        let mut m = parse_module(TEXT).expect("parses");
        let c = m.entry;
        let order = ids(
            &m,
            &[
                "p", "q", "ag1", "f", "bc", "ag1d", "ag2", "ag2d", "ag3", "ag3d", "t",
            ],
        );
        m.computation_mut(c).set_order(order).expect("permutation");
        let comp = m.entry();
        let found: Vec<(&str, &str)> = sync_pairs_with_work(comp)
            .into_iter()
            .map(|(s, w)| (comp.instr(s).name.as_str(), comp.instr(w).name.as_str()))
            .collect();
        assert_eq!(found, vec![("ag1", "f")]);
        let e = crate::hlo::schedule_check::check_schedule(&m).unwrap_err();
        assert_eq!(e.0.len(), 1, "{e}");
        assert!(e.to_string().contains("instruction ag1: is marked"), "{e}");
    }
}
