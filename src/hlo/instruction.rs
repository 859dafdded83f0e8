//! One HLO instruction: name, opcode, shape, operands, called computations and attributes.
//!
//! Laid out for modules of a million instructions: the name is stored inline when it is short
//! (nearly all are), the shape is shared with every other instruction of the same shape, up to
//! four operands are stored inline, the id lists that are usually empty take one pointer,
//! parameter numbers are shared, and the attributes are packed into one string ([`Attrs`]): a
//! parsed instruction is 104 bytes plus its attribute text, mostly in one allocation or none.

use std::borrow::Cow;
use std::sync::Arc;

use super::attr_list::known_key;
pub use super::attr_list::{Attrs, AttrsIter, KNOWN_KEYS};
use super::ids::{CompId, InstrId};
use super::opcode::Opcode;
use super::shape::Shape;

/// An instruction name: a string kept inline up to 24 bytes (no heap allocation), on the heap
/// beyond. Dereferences to `&str`; `Name::from("x")` or `"x".into()` builds one.
pub type Name = compact_str::CompactString;

/// An instruction's operands: up to four kept inline, more on the heap. Dereferences to
/// `&[InstrId]`; `Operands::from_slice(&ids)` or `vec.into()` builds one.
pub type Operands = smallvec::SmallVec<[InstrId; 4]>;

/// A list that is usually empty (control predecessors, called computations): one pointer, no
/// allocation while empty. Dereferences to a slice; `IdList::from(&ids[..])` or `vec.into()`
/// builds one.
pub type IdList<T> = thin_vec::ThinVec<T>;

/// One `key=value` attribute after the operands, with the value text exactly as printed
/// (except that computation references are normalised to `%name`): the owned form for
/// building an [`Attrs`] (which collects them). Parsed instructions keep their attributes
/// packed in [`Instruction::attrs`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attr {
    /// The key, e.g. `replica_groups`, `metadata`, `backend_config`. Common keys borrow a
    /// static string (see [`Attr::intern_key`]), which saves an allocation per attribute.
    pub key: Cow<'static, str>,
    /// The value text, e.g. `{{0,1},{2,3}}`, `{op_name="x"}`, `%region_0.1`.
    pub value: String,
}

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

impl Attr {
    /// The key as a `Cow`: borrowed for the attribute keys common in real modules
    /// ([`KNOWN_KEYS`]), owned otherwise.
    pub fn intern_key(key: &str) -> Cow<'static, str> {
        match known_key(key).and_then(|i| KNOWN_KEYS.get(i)) {
            Some(k) => Cow::Borrowed(k),
            None => Cow::Owned(key.to_string()),
        }
    }
}

/// An HLO instruction. Operands and control predecessors are indices into the same
/// computation's arena; called computations are indices into the module's arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// The instruction name without `%` (`all-gather-start.1`).
    pub name: Name,
    /// The opcode.
    pub opcode: Opcode,
    /// The result shape. The parser gives every instruction with the same shape text the same
    /// shared `Shape`; dereferences to `&Shape`, and `Arc::new(shape)` (or `shape.into()`)
    /// sets a new one.
    pub shape: Arc<Shape>,
    /// Operands, in order.
    pub operands: Operands,
    /// `control-predecessors={...}`: instructions that must run before this one. The printer
    /// writes this field (not the attribute text), so editing it is enough.
    pub control_predecessors: IdList<InstrId>,
    /// Every computation this instruction calls, in attribute order (`calls`, `to_apply`,
    /// `condition`, `body`, `branch_computations`, `true_computation`, `false_computation`).
    /// A resolved view of those attributes, which stay in `attrs` for printing.
    pub called: IdList<CompId>,
    /// Every attribute in printed order, values verbatim, packed into one string. Typed
    /// accessors (`replica_groups()`, `backend_config()`, ...) parse these on demand.
    pub attrs: Attrs,
    /// The text between the parentheses for opcodes whose parentheses hold no operand names:
    /// the literal of a `constant` (`{0, 1}`, `1e-08`) and the number of a `parameter`. The
    /// parser shares equal texts (parameter numbers repeat in every computation); an
    /// `Arc<String>` rather than an `Arc<str>` because it is one pointer, not two.
    pub payload: Option<Arc<String>>,
}

impl Instruction {
    /// The verbatim value of attribute `key`, if present.
    pub fn attr(&self, key: &str) -> Option<&str> {
        self.attrs.get(key)
    }

    /// Sets attribute `key` to `value` (replacing it in place, or appending it).
    pub fn set_attr(&mut self, key: &str, value: impl AsRef<str>) {
        self.attrs.set(key, value.as_ref());
    }

    /// The parameter number of a `parameter` instruction.
    pub fn parameter_number(&self) -> Option<i64> {
        if self.opcode != Opcode::Parameter {
            return None;
        }
        self.payload.as_deref()?.trim().parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instruction_stays_compact() {
        // A million-instruction module holds a million of these (see the module docs).
        assert!(std::mem::size_of::<Instruction>() <= 104);
        assert_eq!(std::mem::size_of::<Name>(), 24);
        assert_eq!(std::mem::size_of::<IdList<InstrId>>(), 8);
    }
}
