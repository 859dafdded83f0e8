//! Running one module in another module's order: every computation of a module takes the
//! order its namesake has in a reference module (matched by instruction name), so two
//! schedules of the same program can be replayed on the same instructions.
//!
//! The case this serves: XLA's final module (`*gpu_after_optimizations*`) is XLA's schedule of
//! the module that entered its latency hiding scheduler, but not on the same instructions.
//! After scheduling, XLA:GPU runs copy elision again on the scheduled order
//! (`RunPostSchedulingCopyInsertion` in `xla/service/gpu/gpu_compiler.cc` calls
//! `CopyInsertion::RemoveUnnecessaryCopies`), which removes copies the order lets it drop, e.g.
//! the copies of loop-carried values in while bodies. Replaying the final module therefore
//! prices XLA's order without work any other order of the scheduler's input still pays for;
//! giving the scheduler's input XLA's order compares the two orders on equal terms.

use super::computation::{Computation, OrderError};
use super::ids::InstrId;
use super::module::Module;
use std::collections::HashMap;

/// What [`adopt_order`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AdoptedOrder {
    /// Computations that took the reference's order (those with a namesake there).
    pub computations: usize,
    /// `(computation, instruction)` of instructions the reference does not have: each is placed
    /// just before its first user in the new order (at the end if it has none).
    pub inserted: Vec<(String, String)>,
    /// Instructions of the reference's namesake computations this module does not have.
    pub ignored: usize,
    /// `(computation, instruction)` of those instructions (the reference's names), in the
    /// reference's order: the work the reference adds.
    pub added: Vec<(String, String)>,
}

/// Gives every computation of `m` that has a namesake in `reference` the reference's order of
/// the instructions both have (by name); an instruction only `m` has comes just before its
/// first user, after its own operands and control predecessors. Operands and control
/// predecessors always come first, so the result is a valid order of `m` whatever the
/// reference says. Computations without a namesake keep their order. Fails, naming the
/// computation, only when `m` has a dependency cycle.
pub fn adopt_order(m: &mut Module, reference: &Module) -> Result<AdoptedOrder, OrderError> {
    let by_name: HashMap<&str, usize> = reference
        .computations
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.as_str(), i))
        .collect();
    let mut out = AdoptedOrder::default();
    for comp in &mut m.computations {
        let Some(&r) = by_name.get(comp.name.as_str()) else {
            continue;
        };
        let refc = &reference.computations[r];
        let ids: HashMap<&str, InstrId> = comp
            .ids()
            .map(|i| (comp.instr(i).name.as_str(), i))
            .collect();
        let mut priority = Vec::with_capacity(comp.len());
        for &rid in &refc.order {
            match ids.get(refc.instr(rid).name.as_str()) {
                Some(&id) => priority.push(id),
                None => {
                    out.ignored += 1;
                    out.added
                        .push((comp.name.to_string(), refc.instr(rid).name.to_string()));
                }
            }
        }
        let in_reference = {
            let mut v = vec![false; comp.len()];
            for id in &priority {
                v[id.index()] = true;
            }
            v
        };
        // Instructions only `m` has are placed when their first user is (or at the end).
        let order = emit_in_order(comp, &priority)?;
        for id in comp.ids() {
            if !in_reference[id.index()] {
                out.inserted
                    .push((comp.name.to_string(), comp.instr(id).name.to_string()));
            }
        }
        comp.set_order(order)?;
        out.computations += 1;
    }
    Ok(out)
}

/// Every instruction of `comp`: those in `priority` in that order, each preceded by whatever
/// of its operands and control predecessors has not come yet (depth first), then the rest
/// in `comp`'s current order.
fn emit_in_order(comp: &Computation, priority: &[InstrId]) -> Result<Vec<InstrId>, OrderError> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = comp.len();
    let mut state = vec![NEW; n];
    let mut order = Vec::with_capacity(n);
    let mut stack: Vec<(InstrId, usize)> = Vec::new();
    let deps = |id: InstrId| {
        let i = comp.instr(id);
        i.operands
            .iter()
            .chain(i.control_predecessors.iter())
            .copied()
    };
    for &root in priority.iter().chain(comp.order.iter()) {
        if state[root.index()] != NEW {
            continue;
        }
        state[root.index()] = OPEN;
        stack.push((root, 0));
        while let Some(&mut (id, ref mut next)) = stack.last_mut() {
            match deps(id).nth(*next) {
                Some(d) => {
                    *next += 1;
                    match state.get(d.index()) {
                        Some(&NEW) => {
                            state[d.index()] = OPEN;
                            stack.push((d, 0));
                        }
                        Some(&OPEN) => {
                            return Err(OrderError::new(
                                &comp.name,
                                format!(
                                    "instruction {} (id {}) depends on itself",
                                    comp.instr(d).name,
                                    d.0
                                ),
                            ))
                        }
                        _ => {}
                    }
                }
                None => {
                    state[id.index()] = DONE;
                    order.push(id);
                    stack.pop();
                }
            }
        }
    }
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::parse_module;

    const OURS: &str = "HloModule m, is_scheduled=true\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  \
        %p = f32[4]{0} parameter(0)\n  %c = f32[4]{0} copy(%p)\n  %a = f32[4]{0} negate(%p)\n  \
        %b = f32[4]{0} exponential(%p)\n  ROOT %s = f32[4]{0} add(%b, %c)\n}\n";

    fn names(m: &Module) -> Vec<&str> {
        let e = m.entry();
        e.order.iter().map(|i| e.instr(*i).name.as_str()).collect()
    }

    #[test]
    fn shared_instructions_follow_the_reference_and_extra_ones_come_before_their_user() {
        let mut m = parse_module(OURS).unwrap();
        // The reference has no copy (elided) and runs b before a; its `z` is not in `m`.
        let r = parse_module(
            "HloModule m, is_scheduled=true\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  \
             %p = f32[4]{0} parameter(0)\n  %b = f32[4]{0} exponential(%p)\n  \
             %z = f32[4]{0} negate(%b)\n  %a = f32[4]{0} negate(%p)\n  \
             ROOT %s = f32[4]{0} add(%b, %p)\n}\n",
        )
        .unwrap();
        let done = adopt_order(&mut m, &r).unwrap();
        assert_eq!(names(&m), ["p", "b", "a", "c", "s"]);
        assert_eq!(done.computations, 1);
        assert_eq!(done.inserted, [("e".to_string(), "c".to_string())]);
        assert_eq!(done.ignored, 1);
        assert_eq!(done.added, [("e".to_string(), "z".to_string())]);
    }

    #[test]
    fn a_reference_order_against_the_dependencies_still_gives_a_valid_order() {
        let mut m = parse_module(OURS).unwrap();
        let mut r = parse_module(OURS).unwrap();
        let e = r.entry;
        let reversed: Vec<InstrId> = r.computation(e).order.iter().rev().copied().collect();
        r.computation_mut(e).set_order(reversed).unwrap(); // s, b, a, c, p
        adopt_order(&mut m, &r).unwrap();
        assert_eq!(names(&m), ["p", "b", "c", "s", "a"]);
    }

    #[test]
    fn computations_without_a_namesake_keep_their_order() {
        let mut m = parse_module(OURS).unwrap();
        let before = names(&m).join(",");
        let r = parse_module(&OURS.replace("%e ", "%other ")).unwrap();
        let done = adopt_order(&mut m, &r).unwrap();
        assert_eq!(names(&m).join(","), before);
        assert_eq!(done.computations, 0);
    }
}
