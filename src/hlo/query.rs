//! Structural queries: users of each instruction, the call graph with call roles, and the
//! async start -> done pairs of a computation.

use super::computation::Computation;
use super::ids::{CompId, InstrId};
use super::instruction::Instruction;
use super::instruction::CALL_KEYS;
use super::module::Module;
use super::opcode::Opcode;

/// Users and control successors of every instruction of one computation, built once in
/// O(instructions + edges) and stored flat (CSR), so lookups are slices.
#[derive(Clone, Debug)]
pub struct Users {
    user_start: Vec<u32>,
    users: Vec<InstrId>,
    succ_start: Vec<u32>,
    succs: Vec<InstrId>,
}

/// Builds a CSR adjacency from `(from, to)` edges grouped by `from`, without duplicates.
fn csr(n: usize, edges: &[(usize, InstrId)]) -> (Vec<u32>, Vec<InstrId>) {
    let mut count = vec![0u32; n + 1];
    for &(from, _) in edges {
        count[from + 1] += 1;
    }
    for i in 0..n {
        count[i + 1] += count[i];
    }
    let mut fill = count.clone();
    let mut flat = vec![InstrId(0); count[n] as usize];
    for &(from, to) in edges {
        flat[fill[from] as usize] = to;
        fill[from] += 1;
    }
    // Dedupe each row (an instruction that uses an operand twice is one user), keeping order.
    let mut start = Vec::with_capacity(n + 1);
    let mut out = Vec::with_capacity(flat.len());
    start.push(0u32);
    for i in 0..n {
        let row_from = out.len();
        for &u in &flat[count[i] as usize..count[i + 1] as usize] {
            if !out[row_from..].contains(&u) {
                out.push(u);
            }
        }
        start.push(out.len() as u32);
    }
    (start, out)
}

impl Users {
    /// Indexes `comp`: for each instruction, who reads it and who must wait for it.
    pub fn new(comp: &Computation) -> Users {
        let n = comp.instructions.len();
        // (producer, consumer) edges through one kind of reference.
        let edges = |refs: fn(&Instruction) -> &[InstrId]| -> Vec<(usize, InstrId)> {
            comp.ids()
                .flat_map(|u| {
                    refs(comp.instr(u))
                        .iter()
                        .filter(|o| o.index() < n)
                        .map(move |o| (o.index(), u))
                })
                .collect()
        };
        let op_edges = edges(|i| &i.operands);
        let ctl_edges = edges(|i| &i.control_predecessors);
        let (user_start, users) = csr(n, &op_edges);
        let (succ_start, succs) = csr(n, &ctl_edges);
        Users {
            user_start,
            users,
            succ_start,
            succs,
        }
    }

    /// The instructions that take `id` as an operand (each once, in arena order).
    pub fn users(&self, id: InstrId) -> &[InstrId] {
        row(&self.user_start, &self.users, id)
    }

    /// The instructions that list `id` in their `control-predecessors`.
    pub fn control_successors(&self, id: InstrId) -> &[InstrId] {
        row(&self.succ_start, &self.succs, id)
    }
}

fn row<'a>(start: &[u32], flat: &'a [InstrId], id: InstrId) -> &'a [InstrId] {
    match (start.get(id.index()), start.get(id.index() + 1)) {
        (Some(&a), Some(&b)) => &flat[a as usize..b as usize],
        _ => &[],
    }
}

/// Why a computation is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CallRole {
    /// `fusion(...), calls=`: the fused body.
    FusionBody,
    /// `to_apply=` of a reduce, all-reduce, scatter, sort, map, ...: the reducer/comparator.
    ToApply,
    /// `while(...), condition=`.
    WhileCondition,
    /// `while(...), body=`.
    WhileBody,
    /// `async-start/-update/-done, calls=`: the wrapped computation.
    AsyncWrapped,
    /// `conditional(...)` branches (`branch_computations=`, `true_computation=`, `false_computation=`).
    Branch,
    /// `call(...), to_apply=`.
    Call,
    /// `custom-call(...), called_computations=` / `calls=`.
    CustomCall,
}

impl CallRole {
    /// A short lower-case name for reports.
    pub fn name(self) -> &'static str {
        match self {
            CallRole::FusionBody => "fusion_body",
            CallRole::ToApply => "to_apply",
            CallRole::WhileCondition => "while_condition",
            CallRole::WhileBody => "while_body",
            CallRole::AsyncWrapped => "async_wrapped",
            CallRole::Branch => "branch",
            CallRole::Call => "call",
            CallRole::CustomCall => "custom_call",
        }
    }
}

/// One call: `caller`'s instruction `instr` calls `callee` in `role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CallSite {
    /// The calling computation.
    pub caller: CompId,
    /// The calling instruction in `caller`.
    pub instr: InstrId,
    /// The called computation.
    pub callee: CompId,
    /// Why it is called.
    pub role: CallRole,
}

/// Every call in a module, in arena order of callers and instructions.
#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    /// All call sites.
    pub sites: Vec<CallSite>,
    /// Per computation: indices into `sites` of the calls it makes.
    by_caller: Vec<Vec<usize>>,
    /// Per computation: indices into `sites` of the calls to it.
    by_callee: Vec<Vec<usize>>,
}

fn role_of(opcode: Opcode, key: &str) -> CallRole {
    match (opcode, key) {
        (Opcode::Fusion, _) => CallRole::FusionBody,
        (Opcode::AsyncStart | Opcode::AsyncUpdate | Opcode::AsyncDone, _) => CallRole::AsyncWrapped,
        (Opcode::Call, _) => CallRole::Call,
        (Opcode::CustomCall, "calls" | "called_computations") => CallRole::CustomCall,
        (_, "condition") => CallRole::WhileCondition,
        (_, "body") => CallRole::WhileBody,
        (_, "branch_computations" | "true_computation" | "false_computation") => CallRole::Branch,
        _ => CallRole::ToApply,
    }
}

impl CallGraph {
    /// Builds the call graph from every instruction's call attributes.
    pub fn new(m: &Module) -> CallGraph {
        let mut sites = Vec::new();
        for caller in m.comp_ids() {
            let comp = m.computation(caller);
            for instr in comp.ids() {
                let ins = comp.instr(instr);
                if ins.called.is_empty() {
                    continue;
                }
                // `called` lists callees in attribute order; pair each with its attribute.
                let mut callees = ins.called.iter();
                for (key, value) in ins.attrs.iter().filter(|(k, _)| CALL_KEYS.contains(k)) {
                    let n = if value.starts_with('{') {
                        value.matches('%').count()
                    } else {
                        1
                    };
                    for _ in 0..n {
                        if let Some(&callee) = callees.next() {
                            sites.push(CallSite {
                                caller,
                                instr,
                                callee,
                                role: role_of(ins.opcode, key),
                            });
                        }
                    }
                }
            }
        }
        let n = m.computations.len();
        let (mut by_caller, mut by_callee) = (vec![Vec::new(); n], vec![Vec::new(); n]);
        for (i, s) in sites.iter().enumerate() {
            if let Some(v) = by_caller.get_mut(s.caller.index()) {
                v.push(i);
            }
            if let Some(v) = by_callee.get_mut(s.callee.index()) {
                v.push(i);
            }
        }
        CallGraph {
            sites,
            by_caller,
            by_callee,
        }
    }

    fn indexed<'a>(
        &'a self,
        index: &'a [Vec<usize>],
        c: CompId,
    ) -> impl Iterator<Item = &'a CallSite> {
        index
            .get(c.index())
            .into_iter()
            .flatten()
            .filter_map(|&i| self.sites.get(i))
    }

    /// The calls made from computation `c`.
    pub fn callees(&self, c: CompId) -> impl Iterator<Item = &CallSite> {
        self.indexed(&self.by_caller, c)
    }

    /// The calls of computation `c`.
    pub fn callers(&self, c: CompId) -> impl Iterator<Item = &CallSite> {
        self.indexed(&self.by_callee, c)
    }

    /// The roles in which `c` is called (sorted, deduplicated); empty for the entry.
    pub fn roles(&self, c: CompId) -> Vec<CallRole> {
        let mut r: Vec<CallRole> = self.callers(c).map(|s| s.role).collect();
        r.sort();
        r.dedup();
        r
    }
}

/// An async operation: its start, any `async-update`s, and its done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsyncPair {
    /// The `*-start`, `async-start`, `send`, `recv` or `copy-start`.
    pub start: InstrId,
    /// `async-update`s between them, in chain order.
    pub updates: Vec<InstrId>,
    /// The `*-done`, `async-done`, `send-done`, `recv-done` or `copy-done`.
    pub done: InstrId,
}

/// The async start -> done pairs of a computation, in the print order of their dones. A done
/// reaches its start through operand 0, possibly through `async-update`s.
pub fn async_pairs(comp: &Computation) -> Vec<AsyncPair> {
    let mut out = Vec::new();
    for &done in &comp.order {
        let Some(ins) = comp.instructions.get(done.index()) else {
            continue;
        };
        if !ins.opcode.is_async_done() {
            continue;
        }
        let mut updates = Vec::new();
        let mut cur = ins.operands.first().copied();
        while let Some(c) = cur {
            let Some(ci) = comp.instructions.get(c.index()) else {
                cur = None;
                break;
            };
            if ci.opcode == Opcode::AsyncUpdate && updates.len() < comp.instructions.len() {
                updates.push(c);
                cur = ci.operands.first().copied();
            } else {
                break;
            }
        }
        if let Some(start) = cur.filter(|s| comp.instr(*s).opcode.is_async_start()) {
            updates.reverse();
            out.push(AsyncPair {
                start,
                updates,
                done,
            });
        }
    }
    out
}
