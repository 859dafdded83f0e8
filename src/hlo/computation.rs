//! A computation: an arena of instructions, their print order (the schedule when the module
//! is scheduled) and the root.

use super::ids::InstrId;
use super::instruction::{Instruction, Name};
use super::opcode::Opcode;

/// An HLO computation. `instructions` is the arena (indexed by [`InstrId`]); `order` is the
/// printed order, which is the schedule of a module with `is_scheduled=true`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Computation {
    /// The name without `%` (`fused_computation.1`, `main.0_spmd`), inline up to 24 bytes.
    pub name: Name,
    /// The arena. The parser stores instructions in text order.
    pub instructions: Vec<Instruction>,
    /// Print order / schedule: a permutation of all arena indices.
    pub order: Vec<InstrId>,
    /// The `ROOT` instruction.
    pub root: InstrId,
    /// True for the `ENTRY` computation.
    pub is_entry: bool,
    /// `execution_thread="..."` after the signature, when not the main thread.
    pub execution_thread: Option<String>,
}

impl Computation {
    /// The instruction at `id`. Panics if `id` is not from this computation (a programming
    /// error, never an input error: ids come from the parser or from this arena).
    pub fn instr(&self, id: InstrId) -> &Instruction {
        &self.instructions[id.index()]
    }

    /// Mutable access to the instruction at `id` (same contract as [`Computation::instr`]).
    pub fn instr_mut(&mut self, id: InstrId) -> &mut Instruction {
        &mut self.instructions[id.index()]
    }

    /// The instruction named `name` (without `%`); a linear scan, so build a map for bulk lookups.
    pub fn find(&self, name: &str) -> Option<InstrId> {
        self.instructions
            .iter()
            .position(|i| i.name == name)
            .map(|p| InstrId(p as u32))
    }

    /// Replaces the print order (the schedule). Fails unless `order` is a permutation of every
    /// instruction in the arena.
    pub fn set_order(&mut self, order: Vec<InstrId>) -> Result<(), OrderError> {
        let n = self.instructions.len();
        if order.len() != n {
            return Err(OrderError::new(
                &self.name,
                format!(
                    "order has {} entries, the computation has {} instructions",
                    order.len(),
                    n
                ),
            ));
        }
        let mut seen = vec![false; n];
        for id in &order {
            match seen.get_mut(id.index()) {
                None => {
                    return Err(OrderError::new(
                        &self.name,
                        format!("instruction id {} out of range", id.0),
                    ))
                }
                Some(true) => {
                    return Err(OrderError::new(
                        &self.name,
                        format!(
                            "instruction {} (id {}) appears twice in the order",
                            self.instructions[id.index()].name,
                            id.0
                        ),
                    ))
                }
                Some(s) => *s = true,
            }
        }
        self.order = order;
        Ok(())
    }

    /// Number of instructions.
    pub fn len(&self) -> usize {
        self.instructions.len()
    }

    /// True if the computation has no instructions (never true for a parsed one).
    pub fn is_empty(&self) -> bool {
        self.instructions.is_empty()
    }

    /// All ids, in arena order.
    pub fn ids(&self) -> impl Iterator<Item = InstrId> {
        (0..self.instructions.len() as u32).map(InstrId)
    }

    /// The `parameter` instructions, sorted by parameter number.
    pub fn parameters(&self) -> Vec<InstrId> {
        let mut ps: Vec<(i64, InstrId)> = self
            .ids()
            .filter_map(|id| self.instr(id).parameter_number().map(|n| (n, id)))
            .collect();
        ps.sort();
        ps.into_iter().map(|(_, id)| id).collect()
    }

    /// True if `id` is the root.
    pub fn is_root(&self, id: InstrId) -> bool {
        self.root == id
    }

    /// XLA's post order (`HloComputation::MakeInstructionPostOrder`): a depth-first walk over
    /// operands (first operand first) and control predecessors, from every instruction without
    /// users (the root among them) in print order, each instruction placed after
    /// everything it reads. It is the order XLA prints an unscheduled computation in and the
    /// order its combiners visit collectives in; of a scheduled module (whose print order is
    /// a schedule) it gives back the order the unscheduled module had, up to the order of
    /// instructions without users. Iterative, so deep chains cannot overflow the stack.
    pub fn post_order(&self) -> Vec<InstrId> {
        let n = self.instructions.len();
        let mut has_user = vec![false; n];
        for i in &self.instructions {
            for o in i.operands.iter() {
                has_user[o.index()] = true;
            }
        }
        // 0 new, 1 on the stack (its inputs being walked), 2 placed.
        let mut state = vec![0u8; n];
        let mut out = Vec::with_capacity(n);
        let mut stack: Vec<InstrId> = Vec::new();
        let starts = self
            .order
            .iter()
            .copied()
            .filter(|&id| !has_user[id.index()]);
        for start in starts {
            if state[start.index()] == 2 {
                continue;
            }
            stack.push(start);
            while let Some(&cur) = stack.last() {
                match state[cur.index()] {
                    0 => {
                        state[cur.index()] = 1;
                        let ins = self.instr(cur);
                        for &o in ins.operands.iter().rev() {
                            if state[o.index()] != 2 {
                                stack.push(o);
                            }
                        }
                        for &p in ins.control_predecessors.iter() {
                            if state[p.index()] != 2 {
                                stack.push(p);
                            }
                        }
                    }
                    1 => {
                        stack.pop();
                        state[cur.index()] = 2;
                        out.push(cur);
                    }
                    _ => {
                        stack.pop();
                    }
                }
            }
        }
        // A cycle cannot happen in a parsed module; anything unreached (only possible through
        // one) keeps its print order so the result is still a permutation.
        if out.len() < n {
            out.extend(
                self.order
                    .iter()
                    .copied()
                    .filter(|id| state[id.index()] != 2),
            );
        }
        out
    }

    /// Counts the instructions with this opcode.
    pub fn count(&self, opcode: Opcode) -> usize {
        self.instructions
            .iter()
            .filter(|i| i.opcode == opcode)
            .count()
    }
}

/// An order that is not a valid order of its computation (not a permutation, a dependency
/// cycle), naming the computation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderError {
    /// The computation.
    pub computation: String,
    /// What is wrong, naming the instruction (and its id) where there is one.
    pub message: String,
}

impl OrderError {
    /// An error in computation `computation`.
    pub fn new(computation: &str, message: impl Into<String>) -> Self {
        OrderError {
            computation: computation.to_string(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for OrderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "computation {}: {}", self.computation, self.message)
    }
}

impl std::error::Error for OrderError {}
