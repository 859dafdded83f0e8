//! What XLA's backend requires of a scheduled module, checked on the HLO itself and
//! independently of how the order was made: the module says `is_scheduled=true`; every
//! computation (while bodies and conditions, branches, async wrappers included) has a sequence
//! naming each of its instructions once; operands and control predecessors come before their
//! users; every async chain runs start -> update* -> done in that order, ends in exactly one
//! done and never forks (two links from one start or update); and no pair marked
//! `is_sync:true` has real work between its start and done (XLA's runtime would run it
//! synchronously, so the overlap the order promises would not happen). Every problem is
//! collected, each naming its computation and instruction.

use super::computation::Computation;
use super::ids::InstrId;
use super::module::Module;
use super::opcode::Opcode;
use super::sync::sync_pairs_with_work;
use std::fmt;

/// One way a module breaks what a scheduled module must satisfy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleIssue {
    /// The computation.
    pub computation: String,
    /// The instruction at fault, when one is.
    pub instruction: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ScheduleIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.instruction {
            Some(i) => write!(
                f,
                "computation {}, instruction {i}: {}",
                self.computation, self.message
            ),
            None => write!(f, "computation {}: {}", self.computation, self.message),
        }
    }
}

/// Every problem [`check_schedule`] found (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleErrors(pub Vec<ScheduleIssue>);

impl fmt::Display for ScheduleErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the module is not a valid XLA schedule ({} problem(s))",
            self.0.len()
        )?;
        for i in &self.0 {
            write!(f, "\n  {i}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ScheduleErrors {}

/// Modules from this many instructions are checked on two cores.
const PARALLEL_MIN_INSTRUCTIONS: usize = 100_000;

/// Checks `m` against what XLA's backend requires of a scheduled module (module docs).
pub fn check_schedule(m: &Module) -> Result<(), ScheduleErrors> {
    check_with(m, PARALLEL_MIN_INSTRUCTIONS)
}

/// [`check_schedule`], on two cores when the module has at least `parallel_min` instructions.
fn check_with(m: &Module, parallel_min: usize) -> Result<(), ScheduleErrors> {
    let mut out = Vec::new();
    if !m.is_scheduled() {
        out.push(ScheduleIssue {
            computation: m.entry().name.to_string(),
            instruction: None,
            message: "the module header lacks is_scheduled=true, so XLA would schedule it again"
                .into(),
        });
    }
    let comps = &m.computations;
    let total: usize = comps.iter().map(|c| c.instructions.len()).sum();
    let two_cores = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    if total >= parallel_min && two_cores {
        // Two runs of computations, the second from the one that crosses half the
        // instructions, on another core; their problems are joined in computation order, as
        // one run lists them.
        let mut seen = 0;
        let cut = comps
            .iter()
            .position(|c| {
                seen += c.instructions.len();
                seen * 2 >= total
            })
            .unwrap_or(comps.len());
        let (first, second) = comps.split_at(cut);
        let check_all = |part: &[Computation]| {
            let mut issues = Vec::new();
            for comp in part {
                check_computation(comp, &mut issues);
            }
            issues
        };
        let (b, a) = crate::beside::beside(true, || check_all(second), || check_all(first));
        out.extend(a);
        out.extend(b);
    } else {
        for comp in comps {
            check_computation(comp, &mut out);
        }
    }
    if out.is_empty() {
        Ok(())
    } else {
        Err(ScheduleErrors(out))
    }
}

fn check_computation(comp: &Computation, out: &mut Vec<ScheduleIssue>) {
    let issue = |id: Option<InstrId>, message: String| ScheduleIssue {
        computation: comp.name.to_string(),
        instruction: id
            .and_then(|i| comp.instructions.get(i.index()))
            .map(|i| i.name.to_string()),
        message,
    };
    let n = comp.instructions.len();
    let mut pos = vec![usize::MAX; n];
    for (k, &id) in comp.order.iter().enumerate() {
        match pos.get_mut(id.index()) {
            None => out.push(issue(
                None,
                format!(
                    "the sequence names instruction id {} which does not exist",
                    id.0
                ),
            )),
            Some(p) if *p != usize::MAX => out.push(issue(
                Some(id),
                format!("appears twice in the sequence (positions {} and {k})", *p),
            )),
            Some(p) => *p = k,
        }
    }
    for (i, &p) in pos.iter().enumerate() {
        if p == usize::MAX {
            out.push(issue(
                Some(InstrId(i as u32)),
                "is missing from the sequence".into(),
            ));
        }
    }
    let at = |id: InstrId| pos.get(id.index()).copied().unwrap_or(usize::MAX);
    // Operands and control predecessors first.
    for &id in &comp.order {
        let Some(ins) = comp.instructions.get(id.index()) else {
            continue;
        };
        for &o in &ins.operands {
            if at(o) == usize::MAX || at(o) > at(id) {
                out.push(issue(
                    Some(id),
                    format!("comes before its operand {}", name(comp, o)),
                ));
            }
        }
        for &p in &ins.control_predecessors {
            if at(p) == usize::MAX || at(p) > at(id) {
                out.push(issue(
                    Some(id),
                    format!("comes before its control predecessor {}", name(comp, p)),
                ));
            }
        }
    }
    check_async_chains(comp, &at, out);
    for (start, work) in sync_pairs_with_work(comp) {
        out.push(issue(
            Some(start),
            format!(
                "is marked \"is_sync\":true but {} runs between it and its done; XLA's \
                 runtime would run it synchronously",
                name(comp, work)
            ),
        ));
    }
}

fn name(comp: &Computation, id: InstrId) -> String {
    comp.instructions
        .get(id.index())
        .map_or_else(|| format!("#{}", id.0), |i| i.name.to_string())
}

/// Async chains: each update and done continues a start (or update) through operand 0, after
/// it in the sequence; each start or update is continued by exactly one link.
fn check_async_chains(
    comp: &Computation,
    at: &dyn Fn(InstrId) -> usize,
    out: &mut Vec<ScheduleIssue>,
) {
    let n = comp.instructions.len();
    let mut continued_by: Vec<Option<InstrId>> = vec![None; n];
    let mut issue = |id: InstrId, message: String| {
        out.push(ScheduleIssue {
            computation: comp.name.to_string(),
            instruction: Some(name(comp, id)),
            message,
        })
    };
    for &id in &comp.order {
        let Some(ins) = comp.instructions.get(id.index()) else {
            continue;
        };
        let link = ins.opcode.is_async_done() || ins.opcode == Opcode::AsyncUpdate;
        if !link {
            continue;
        }
        let prev = ins.operands.first().copied();
        let prev_ok = prev
            .and_then(|p| comp.instructions.get(p.index()))
            .is_some_and(|p| p.opcode.is_async_start() || p.opcode == Opcode::AsyncUpdate);
        let Some(p) = prev.filter(|_| prev_ok) else {
            issue(
                id,
                format!(
                    "({}) continues no async start: operand 0 must be the start or an \
                     async-update of it",
                    ins.opcode
                ),
            );
            continue;
        };
        if at(p) >= at(id) {
            issue(
                id,
                format!(
                    "({}) comes before {}, the async op it continues; a chain must run \
                     start -> update* -> done",
                    ins.opcode,
                    name(comp, p)
                ),
            );
        }
        match continued_by[p.index()] {
            Some(other) => issue(
                id,
                format!(
                    "continues {} which {} already continues: two links of one async chain",
                    name(comp, p),
                    name(comp, other)
                ),
            ),
            None => continued_by[p.index()] = Some(id),
        }
    }
    for &id in &comp.order {
        let Some(ins) = comp.instructions.get(id.index()) else {
            continue;
        };
        let open = ins.opcode.is_async_start() || ins.opcode == Opcode::AsyncUpdate;
        if open && continued_by[id.index()].is_none() {
            issue(
                id,
                format!("({}) is never finished by an async done", ins.opcode),
            );
        }
    }
}

/// Where module `other` (say, the runner's own dump of the module it compiled) does not run
/// the instructions of `ours` in the same order: per computation of `ours`, the first position
/// whose instruction differs, or the computation missing from `other`. Empty when every
/// computation's sequence is the same, name for name.
pub fn order_differences(ours: &Module, other: &Module) -> Vec<ScheduleIssue> {
    let mut out = Vec::new();
    let theirs_by_name = other.computations_by_name();
    for comp in &ours.computations {
        let Some(oc) = theirs_by_name.get(&comp.name) else {
            out.push(ScheduleIssue {
                computation: comp.name.to_string(),
                instruction: None,
                message: "is missing from the other module".into(),
            });
            continue;
        };
        let theirs = other.computation(oc);
        let names = |c: &Computation| -> Vec<String> {
            c.order
                .iter()
                .filter_map(|&i| c.instructions.get(i.index()))
                .map(|i| i.name.to_string())
                .collect()
        };
        let (a, b) = (names(comp), names(theirs));
        if let Some(k) = (0..a.len().max(b.len())).find(|&k| a.get(k) != b.get(k)) {
            out.push(ScheduleIssue {
                computation: comp.name.to_string(),
                instruction: a.get(k).cloned(),
                message: format!(
                    "position {k}: the other module runs {} here",
                    b.get(k).map_or("nothing", String::as_str)
                ),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hlo::parse_module;

    const TEXT: &str = r#"HloModule m, is_scheduled=true

%wrapped (x: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0)
  ROOT %n = f32[4]{0} negate(%x)
}

ENTRY %main (p: f32[4]) -> f32[4] {
  %p = f32[4]{0} parameter(0)
  %s = ((f32[4]{0}), f32[4]{0}, s32[]) async-start(%p), calls=%wrapped
  %u = ((f32[4]{0}), f32[4]{0}, s32[]) async-update(%s)
  %d = f32[4]{0} async-done(%u)
  %e = f32[4]{0} exponential(%d), control-predecessors={%s}
  ROOT %r = f32[4]{0} add(%e, %p)
}
"#;

    fn reorder(names: &[&str]) -> Module {
        let mut m = parse_module(TEXT).expect("parses");
        let c = m.entry;
        let order = names
            .iter()
            .map(|n| m.entry().find(n).expect("name"))
            .collect();
        m.computation_mut(c).set_order(order).expect("permutation");
        m
    }

    #[test]
    fn order_differences_name_the_first_divergence() {
        let ours = parse_module(TEXT).expect("parses");
        assert!(order_differences(&ours, &ours).is_empty());
        let other = reorder(&["p", "s", "u", "d", "r", "e"]);
        let d = order_differences(&ours, &other);
        assert_eq!(d.len(), 1);
        assert_eq!(
            d[0].to_string(),
            "computation main, instruction e: position 4: the other module runs r here"
        );
    }

    #[test]
    fn two_cores_find_what_one_finds_in_the_same_order() {
        // Problems in both computations: the wrapped one's root before its parameter, and
        // the entry's done before its update.
        let mut m = reorder(&["p", "e", "d", "s", "u", "r"]);
        let w = m.comp_ids().next().expect("wrapped");
        let order = ["n", "x"]
            .iter()
            .map(|n| m.computation(w).find(n).expect("name"))
            .collect();
        m.computation_mut(w).set_order(order).expect("permutation");
        let one = check_with(&m, usize::MAX).unwrap_err();
        let two = check_with(&m, 0).unwrap_err();
        assert_eq!(one, two);
        let comps: Vec<&str> = one.0.iter().map(|i| i.computation.as_str()).collect();
        assert_eq!(comps.first(), Some(&"wrapped"), "{one}");
        assert!(comps.contains(&"main"), "{one}");
        check_with(&parse_module(TEXT).expect("parses"), 0).expect("valid on two cores");
    }

    #[test]
    fn a_valid_schedule_passes() {
        check_schedule(&parse_module(TEXT).expect("parses")).expect("valid");
    }

    #[test]
    fn every_problem_is_collected_with_the_instruction_named() {
        // The done before its update, the exponential before its control predecessor.
        let m = reorder(&["p", "e", "d", "s", "u", "r"]);
        let e = check_schedule(&m).unwrap_err();
        let msg = e.to_string();
        for want in [
            "instruction d: (async-done) comes before u, the async op it continues",
            "instruction e: comes before its control predecessor s",
            "instruction e: comes before its operand d",
        ] {
            assert!(msg.contains(want), "missing {want:?} in {msg}");
        }
    }

    #[test]
    fn an_unscheduled_module_and_a_forked_chain_are_rejected() {
        let text = TEXT
            .replace("HloModule m, is_scheduled=true", "HloModule m")
            .replace(
                "%d = f32[4]{0} async-done(%u)",
                "%d = f32[4]{0} async-done(%s)",
            );
        let m = parse_module(&text).expect("parses");
        let msg = check_schedule(&m).unwrap_err().to_string();
        assert!(msg.contains("lacks is_scheduled=true"), "{msg}");
        assert!(
            msg.contains("instruction d: continues s which u already continues"),
            "{msg}"
        );
        assert!(
            msg.contains("instruction u: (async-update) is never finished"),
            "{msg}"
        );
    }
}
