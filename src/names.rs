//! `named_enum!`: an enum whose variants each carry one printed name, with `ALL` and `name()`
//! generated from one table (the pattern of `hlo::Opcode`'s `opcodes!`), so a name table and
//! its enum cannot drift apart.

/// Declares `enum $name { $variant, ... }` (documented variants) with `$name::ALL` (every
/// variant in declaration order) and `$name::name(self)` (the printed name).
macro_rules! named_enum {
    (
        $(#[doc = $edoc:literal])*
        $vis:vis enum $name:ident {
            $($(#[doc = $doc:literal])* $variant:ident => $text:literal,)*
        }
    ) => {
        $(#[doc = $edoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $($(#[doc = $doc])* $variant,)*
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The printed name.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }
    };
}

pub(crate) use named_enum;
