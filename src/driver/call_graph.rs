//! The module's call graph as the driver walks it: which computations run as code (while
//! bodies and conditions, call targets, branches; not fusion bodies or reducers), callees
//! first, and how many times each runs per run of the entry.

use crate::hlo::{CompId, InstrId, Module, Opcode};

/// Computations that run as code (not fusion bodies, reducers or async wrappers), callees first.
pub fn executable_post_order(m: &Module) -> Vec<CompId> {
    let mut order = Vec::new();
    let mut state = vec![0u8; m.computations.len()];
    let mut stack: Vec<(CompId, usize)> = vec![(m.entry, 0)];
    state[m.entry.index()] = 1;
    while let Some((c, k)) = stack.pop() {
        let callees = executable_callees(m, c);
        if let Some(&next) = callees.get(k) {
            stack.push((c, k + 1));
            if state[next.index()] == 0 {
                state[next.index()] = 1;
                stack.push((next, 0));
            }
        } else {
            state[c.index()] = 2;
            order.push(c);
        }
    }
    order
}

/// The computations `c` runs as code: while conditions and bodies, call targets, branches.
fn executable_callees(m: &Module, c: CompId) -> Vec<CompId> {
    let comp = m.computation(c);
    let mut out = Vec::new();
    for &id in &comp.order {
        let ins = comp.instr(id);
        if ins.opcode.runs_called_code() {
            out.extend(ins.called.iter().copied());
        }
    }
    out
}

/// How many times each computation runs per run of the entry.
pub(crate) fn multiplicities(m: &Module, post: &[CompId]) -> Vec<f64> {
    let mut mult = vec![0.0; m.computations.len()];
    mult[m.entry.index()] = 1.0;
    for &c in post.iter().rev() {
        let comp = m.computation(c);
        let here = mult[c.index()];
        for &id in &comp.order {
            let ins = comp.instr(id);
            let k = match ins.opcode {
                Opcode::While => trip_count(m, c, id) as f64,
                Opcode::Call | Opcode::Conditional => 1.0,
                _ => continue,
            };
            for &callee in &ins.called {
                mult[callee.index()] += here * k;
            }
        }
    }
    mult
}

/// A while loop's trip count from its backend config, 1 when unknown.
pub(crate) fn trip_count(m: &Module, c: CompId, id: InstrId) -> u64 {
    m.computation(c)
        .instr(id)
        .known_trip_count()
        .unwrap_or(1)
        .max(1)
}
