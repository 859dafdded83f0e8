//! Shapes: arrays (element type, dimensions, optional layout), tuples, token and opaque.

use super::element_type::ElementType;

/// XLA's marker for an unbounded dynamic dimension (`?` in the text), `Shape::kUnboundedSize`.
pub const UNBOUNDED_DIM: i64 = i64::MIN;

/// An HLO shape as XLA prints it: `f32[8,128]{1,0}`, `(f32[], s32[4]{0})`, `token[]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A dense array.
    Array(ArrayShape),
    /// A tuple of shapes (nested tuples allowed).
    Tuple(Vec<Shape>),
    /// `token[]`: an ordering token, no data.
    Token,
    /// `opaque[]`: an opaque handle, no data.
    Opaque,
}

/// An array shape: `bf16[<=8,128]{1,0:T(8,128)}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayShape {
    /// The element type (never token/opaque/tuple).
    pub element_type: ElementType,
    /// Dimension sizes; for a bounded dynamic dimension (`<=8`) the bound, for `?` [`UNBOUNDED_DIM`].
    pub dims: Vec<i64>,
    /// Per dimension: true if dynamic (`<=N` or `?`). Same length as `dims`.
    pub dynamic: Vec<bool>,
    /// The layout, if the text gave one (signature shapes and scalars usually have none).
    pub layout: Option<Layout>,
}

/// A layout: minor-to-major dimension order plus whatever follows `:` (tiling `T(8,128)`,
/// memory space `S(1)`, element size, ...) kept verbatim so printing loses nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Dimension numbers from most minor to most major (`{1,0}` is row-major for rank 2).
    pub minor_to_major: Vec<i64>,
    /// Text after the `:` inside the braces, without the colon; empty when absent.
    pub suffix: String,
}

impl ArrayShape {
    /// Number of elements (dynamic dimensions count at their bound; unbounded ones as 0).
    pub fn element_count(&self) -> u64 {
        self.dims
            .iter()
            .map(|&d| u64::try_from(d).unwrap_or(0))
            .fold(1u64, |a, d| a.saturating_mul(d))
    }

    /// Bytes of the array data, as XLA's `ShapeUtil::ByteSizeOfElements` counts them
    /// (sub-byte types take a whole byte each unless packed by a layout, which we do not model).
    /// Saturates at `u64::MAX`; the parser rejects shapes past that (see
    /// [`Shape::checked_byte_size`]), so only a shape built in code can saturate.
    pub fn byte_size(&self) -> u64 {
        self.element_count()
            .saturating_mul(self.element_type.byte_size())
    }

    /// [`ArrayShape::byte_size`], or `None` when it does not fit in a u64.
    pub fn checked_byte_size(&self) -> Option<u64> {
        let dims = self.dims.iter().map(|&d| u64::try_from(d).unwrap_or(0));
        if dims.clone().any(|d| d == 0) {
            return Some(0);
        }
        dims.clone()
            .try_fold(self.element_type.byte_size(), u64::checked_mul)
    }
}

impl Shape {
    /// Bytes of all array leaves: XLA's `ShapeUtil::ByteSizeOf` summed over leaves, without the
    /// pointer table a tuple buffer also has (the transfer-size rules count data only).
    pub fn byte_size(&self) -> u64 {
        match self {
            Shape::Array(a) => a.byte_size(),
            // Saturating, as the leaves do (only a shape built in code can get there).
            Shape::Tuple(elems) => elems
                .iter()
                .fold(0u64, |acc, e| acc.saturating_add(e.byte_size())),
            Shape::Token | Shape::Opaque => 0,
        }
    }

    /// [`Shape::byte_size`], or `None` when the bytes of all leaves do not fit in a u64.
    pub fn checked_byte_size(&self) -> Option<u64> {
        match self {
            Shape::Array(a) => a.checked_byte_size(),
            Shape::Tuple(elems) => elems
                .iter()
                .try_fold(0u64, |acc, e| acc.checked_add(e.checked_byte_size()?)),
            Shape::Token | Shape::Opaque => Some(0),
        }
    }

    /// The array leaves in depth-first order (tokens and opaques are skipped).
    pub fn leaves(&self) -> Vec<&ArrayShape> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(s) = stack.pop() {
            match s {
                Shape::Array(a) => out.push(a),
                Shape::Tuple(elems) => stack.extend(elems.iter().rev()),
                Shape::Token | Shape::Opaque => {}
            }
        }
        out
    }

    /// Element `i` of a tuple shape; `None` for non-tuples or out of range.
    pub fn tuple_element(&self, i: usize) -> Option<&Shape> {
        match self {
            Shape::Tuple(elems) => elems.get(i),
            _ => None,
        }
    }

    /// True for tuple shapes.
    pub fn is_tuple(&self) -> bool {
        matches!(self, Shape::Tuple(_))
    }

    /// The array shape, if this is one.
    pub fn as_array(&self) -> Option<&ArrayShape> {
        match self {
            Shape::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The element type of the first array leaf (the dtype a collective moves).
    pub fn first_element_type(&self) -> Option<ElementType> {
        self.leaves().first().map(|a| a.element_type)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arr(t: ElementType, dims: &[i64]) -> Shape {
        Shape::Array(ArrayShape {
            element_type: t,
            dims: dims.to_vec(),
            dynamic: vec![false; dims.len()],
            layout: None,
        })
    }

    #[test]
    fn byte_sizes_sum_leaves() {
        let t = Shape::Tuple(vec![
            arr(ElementType::F32, &[8, 128]),
            Shape::Tuple(vec![arr(ElementType::Bf16, &[4]), Shape::Token]),
            arr(ElementType::S32, &[]),
        ]);
        assert_eq!(t.byte_size(), 8 * 128 * 4 + 8 + 4);
        assert_eq!(t.leaves().len(), 3);
        assert_eq!(t.tuple_element(2), Some(&arr(ElementType::S32, &[])));
        assert_eq!(t.first_element_type(), Some(ElementType::F32));
    }
}
