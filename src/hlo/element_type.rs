//! XLA's primitive (element) types, with the names the HLO text printer uses.

use std::fmt;

/// One XLA primitive type. `Tuple` marks a tuple shape; `Token` and `Opaque` carry no data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElementType {
    /// `pred`: boolean.
    Pred,
    /// `s1`: 1-bit signed integer.
    S1,
    /// `s2`: 2-bit signed integer.
    S2,
    /// `s4`: 4-bit signed integer.
    S4,
    /// `s8`: 8-bit signed integer.
    S8,
    /// `s16`: 16-bit signed integer.
    S16,
    /// `s32`: 32-bit signed integer.
    S32,
    /// `s64`: 64-bit signed integer.
    S64,
    /// `u1`: 1-bit unsigned integer.
    U1,
    /// `u2`: 2-bit unsigned integer.
    U2,
    /// `u4`: 4-bit unsigned integer.
    U4,
    /// `u8`: 8-bit unsigned integer.
    U8,
    /// `u16`: 16-bit unsigned integer.
    U16,
    /// `u32`: 32-bit unsigned integer.
    U32,
    /// `u64`: 64-bit unsigned integer.
    U64,
    /// `f16`: IEEE half precision.
    F16,
    /// `bf16`: bfloat16.
    Bf16,
    /// `f32`: IEEE single precision.
    F32,
    /// `f64`: IEEE double precision.
    F64,
    /// `c64`: complex of two f32.
    C64,
    /// `c128`: complex of two f64.
    C128,
    /// `f8e5m2`: 8-bit float, 5 exponent and 2 mantissa bits.
    F8E5M2,
    /// `f8e4m3`: 8-bit float, 4 exponent and 3 mantissa bits.
    F8E4M3,
    /// `f8e4m3fn`: 8-bit float, finite-only (no infinities).
    F8E4M3FN,
    /// `f8e4m3b11fnuz`: 8-bit float, exponent bias 11, finite, unsigned zero.
    F8E4M3B11FNUZ,
    /// `f8e5m2fnuz`: 8-bit float, finite, unsigned zero.
    F8E5M2FNUZ,
    /// `f8e4m3fnuz`: 8-bit float, finite, unsigned zero.
    F8E4M3FNUZ,
    /// `f8e3m4`: 8-bit float, 3 exponent and 4 mantissa bits.
    F8E3M4,
    /// `f4e2m1fn`: 4-bit float, finite-only.
    F4E2M1FN,
    /// `f8e8m0fnu`: 8-bit exponent-only scale, finite, unsigned.
    F8E8M0FNU,
    /// `token`: an ordering token, no data.
    Token,
    /// `opaque`: data the compiler does not look into.
    Opaque,
    /// A tuple shape (its elements carry the types).
    Tuple,
}

/// Every element type with its HLO text name, in XLA's spelling.
const NAMES: &[(ElementType, &str)] = &[
    (ElementType::Pred, "pred"),
    (ElementType::S1, "s1"),
    (ElementType::S2, "s2"),
    (ElementType::S4, "s4"),
    (ElementType::S8, "s8"),
    (ElementType::S16, "s16"),
    (ElementType::S32, "s32"),
    (ElementType::S64, "s64"),
    (ElementType::U1, "u1"),
    (ElementType::U2, "u2"),
    (ElementType::U4, "u4"),
    (ElementType::U8, "u8"),
    (ElementType::U16, "u16"),
    (ElementType::U32, "u32"),
    (ElementType::U64, "u64"),
    (ElementType::F16, "f16"),
    (ElementType::Bf16, "bf16"),
    (ElementType::F32, "f32"),
    (ElementType::F64, "f64"),
    (ElementType::C64, "c64"),
    (ElementType::C128, "c128"),
    (ElementType::F8E5M2, "f8e5m2"),
    (ElementType::F8E4M3, "f8e4m3"),
    (ElementType::F8E4M3FN, "f8e4m3fn"),
    (ElementType::F8E4M3B11FNUZ, "f8e4m3b11fnuz"),
    (ElementType::F8E5M2FNUZ, "f8e5m2fnuz"),
    (ElementType::F8E4M3FNUZ, "f8e4m3fnuz"),
    (ElementType::F8E3M4, "f8e3m4"),
    (ElementType::F4E2M1FN, "f4e2m1fn"),
    (ElementType::F8E8M0FNU, "f8e8m0fnu"),
    (ElementType::Token, "token"),
    (ElementType::Opaque, "opaque"),
    (ElementType::Tuple, "tuple"),
];

impl ElementType {
    /// Every element type, in declaration order.
    pub fn all() -> impl Iterator<Item = ElementType> {
        NAMES.iter().map(|(t, _)| *t)
    }

    /// The lower-case name XLA prints (`bf16`, `f8e4m3fn`, `pred`).
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(t, _)| *t == self)
            .map(|(_, n)| *n)
            .unwrap_or("invalid")
    }

    /// Parses XLA's name of a type (case-insensitive, as XLA's own parser is for `PRED` etc.).
    pub fn from_name(name: &str) -> Option<ElementType> {
        NAMES
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(t, _)| *t)
    }

    /// Bits one element occupies when packed (`pred` is stored as one byte, as in XLA).
    pub fn bits(self) -> u32 {
        use ElementType::*;
        match self {
            S1 | U1 => 1,
            S2 | U2 => 2,
            S4 | U4 | F4E2M1FN => 4,
            Pred | S8 | U8 | F8E5M2 | F8E4M3 | F8E4M3FN | F8E4M3B11FNUZ | F8E5M2FNUZ
            | F8E4M3FNUZ | F8E3M4 | F8E8M0FNU => 8,
            S16 | U16 | F16 | Bf16 => 16,
            S32 | U32 | F32 => 32,
            S64 | U64 | F64 | C64 => 64,
            C128 => 128,
            Token | Opaque | Tuple => 0,
        }
    }

    /// Bytes per element as XLA's `ShapeUtil::ByteSizeOfPrimitiveType` counts them:
    /// sub-byte types take a whole byte unless a layout packs them.
    pub fn byte_size(self) -> u64 {
        match self.bits() {
            0 => 0,
            b => u64::from(b.div_ceil(8)),
        }
    }

    /// True for the floating-point types (real or complex).
    pub fn is_float(self) -> bool {
        use ElementType::*;
        matches!(
            self,
            F16 | Bf16
                | F32
                | F64
                | C64
                | C128
                | F8E5M2
                | F8E4M3
                | F8E4M3FN
                | F8E4M3B11FNUZ
                | F8E5M2FNUZ
                | F8E4M3FNUZ
                | F8E3M4
                | F4E2M1FN
                | F8E8M0FNU
        )
    }

    /// True for types that hold array data (not token, opaque or tuple).
    pub fn is_array(self) -> bool {
        !matches!(
            self,
            ElementType::Token | ElementType::Opaque | ElementType::Tuple
        )
    }
}

impl fmt::Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_round_trips() {
        for t in ElementType::all() {
            assert_eq!(ElementType::from_name(t.name()), Some(t));
        }
        assert_eq!(ElementType::from_name("PRED"), Some(ElementType::Pred));
        assert_eq!(ElementType::from_name("f7"), None);
    }

    #[test]
    fn sizes_follow_xla() {
        assert_eq!(ElementType::Bf16.byte_size(), 2);
        assert_eq!(ElementType::S4.byte_size(), 1);
        assert_eq!(ElementType::C128.byte_size(), 16);
        assert_eq!(ElementType::Pred.byte_size(), 1);
        assert_eq!(ElementType::Token.byte_size(), 0);
    }
}
