//! One HLO instruction: name, opcode, shape, operands, called computations and attributes.

use super::ids::{CompId, InstrId};
use super::opcode::Opcode;
use super::shape::Shape;

/// One `key=value` attribute after the operands, with the value text exactly as printed
/// (except that computation references are normalised to `%name`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attr {
    /// The key, e.g. `replica_groups`, `metadata`, `backend_config`.
    pub key: String,
    /// The value text, e.g. `{{0,1},{2,3}}`, `{op_name="x"}`, `%region_0.1`.
    pub value: String,
}

/// An HLO instruction. Operands and control predecessors are indices into the same
/// computation's arena; called computations are indices into the module's arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// The instruction name without `%` (`all-gather-start.1`).
    pub name: String,
    /// The opcode.
    pub opcode: Opcode,
    /// The result shape.
    pub shape: Shape,
    /// Operands, in order.
    pub operands: Vec<InstrId>,
    /// `control-predecessors={...}`: instructions that must run before this one. The printer
    /// writes this field (not the attribute text), so editing it is enough.
    pub control_predecessors: Vec<InstrId>,
    /// Every computation this instruction calls, in attribute order (`calls`, `to_apply`,
    /// `condition`, `body`, `branch_computations`, `true_computation`, `false_computation`).
    /// A resolved view of those attributes, which stay in `attrs` for printing.
    pub called: Vec<CompId>,
    /// Every attribute in printed order, values verbatim. Typed accessors (`replica_groups()`,
    /// `backend_config()`, ...) parse these on demand.
    pub attrs: Vec<Attr>,
    /// The text between the parentheses for opcodes whose parentheses hold no operand names:
    /// the literal of a `constant` (`{0, 1}`, `1e-08`) and the number of a `parameter`.
    pub payload: Option<String>,
}

impl Instruction {
    /// The verbatim value of attribute `key`, if present.
    pub fn attr(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|a| a.key == key)
            .map(|a| a.value.as_str())
    }

    /// Sets attribute `key` to `value` (replacing it in place, or appending it).
    pub fn set_attr(&mut self, key: &str, value: String) {
        match self.attrs.iter_mut().find(|a| a.key == key) {
            Some(a) => a.value = value,
            None => self.attrs.push(Attr {
                key: key.to_string(),
                value,
            }),
        }
    }

    /// The parameter number of a `parameter` instruction.
    pub fn parameter_number(&self) -> Option<i64> {
        if self.opcode != Opcode::Parameter {
            return None;
        }
        self.payload.as_deref()?.trim().parse().ok()
    }
}
