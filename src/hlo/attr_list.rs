//! An instruction's attributes packed into one string: every `key=value` pair of an instruction
//! in a single allocation, instead of a vector of (key, value) strings with one allocation per
//! value. A million-instruction module has some 1.4 million attributes; packed, they take a
//! third of the memory and a fraction of the allocations.
//!
//! The packed form is a `Box<str>`: per entry a key code, the value's length, the key (unless
//! the code names one of the [`KNOWN_KEYS`]) and the value. The key code is twice the key's
//! length for a key written out, or twice the index in [`KNOWN_KEYS`] plus one. Numbers are
//! written in ASCII bytes (six bits per byte, bit 6 set on every byte but the last), so the
//! whole block is valid UTF-8 and each key and value is an ordinary slice of it, cut at
//! character boundaries.

use std::fmt;

/// The attributes of an instruction in printed order, values verbatim. Iterate with
/// [`Attrs::iter`] (pairs of `(key, value)`), look up with [`Attrs::get`]; build with
/// [`Attrs::push`] or by collecting `(key, value)` pairs or [`Attr`](super::Attr)s.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Attrs {
    block: Box<str>,
}

/// Defines [`KNOWN_KEYS`] and `known_key`, its inverse, from one list.
macro_rules! known_keys {
    ($($k:literal),* $(,)?) => {
        /// The attribute keys common in real modules, which a packed entry names by index
        /// instead of writing them out (and [`Attr::intern_key`](super::Attr::intern_key)
        /// borrows).
        pub const KNOWN_KEYS: &[&str] = &[$($k),*];

        /// The index of `key` in [`KNOWN_KEYS`].
        pub(crate) fn known_key(key: &str) -> Option<usize> {
            let mut i = 0usize;
            $(
                if key == $k {
                    return Some(i);
                }
                i += 1;
            )*
            let _ = i;
            None
        }
    };
}

known_keys!(
    "metadata",
    "dimensions",
    "calls",
    "kind",
    "backend_config",
    "index",
    "to_apply",
    "lhs_contracting_dims",
    "rhs_contracting_dims",
    "lhs_batch_dims",
    "rhs_batch_dims",
    "dynamic_slice_sizes",
    "sharding",
    "slice",
    "channel_id",
    "replica_groups",
    "use_global_device_ids",
    "iota_dimension",
    "frontend_attributes",
    "direction",
    "custom_call_target",
    "source_target_pairs",
    "condition",
    "body",
    "control-predecessors",
    "padding",
    "window",
    "operand_layout_constraints",
    "api_version",
    "output_to_operand_aliasing",
    "feature_group_count",
    "batch_group_count",
    "dim_labels",
    "comparison_direction",
    "is_stable",
    "largest",
    "k",
    "exponent_bits",
    "mantissa_bits",
    "distribution",
    "fft_type",
    "fft_length",
    "branch_computations",
    "true_computation",
    "false_computation",
    "called_computations",
    "async_execution_thread",
    "constrain_layout",
    "schedule",
);

/// Bit 6 marks a length byte that more bytes follow; the low six bits are data.
const MORE: u8 = 0x40;
const DATA: u8 = 0x3f;

fn push_len(out: &mut String, mut n: usize) {
    while n > usize::from(DATA) {
        out.push(char::from(MORE | (n as u8 & DATA)));
        n >>= 6;
    }
    out.push(char::from(n as u8));
}

/// Reads a length at `*i`; `None` past the end (never for a block built here).
fn read_len(b: &[u8], i: &mut usize) -> Option<usize> {
    let mut n = 0usize;
    let mut shift = 0u32;
    loop {
        let byte = *b.get(*i)?;
        *i += 1;
        n |= usize::from(byte & DATA).checked_shl(shift)?;
        if byte & MORE == 0 {
            return Some(n);
        }
        shift += 6;
    }
}

/// Appends one packed entry to `out` (the parser packs into a reused buffer, then copies once).
pub(crate) fn pack_entry(out: &mut String, key: &str, value: &str) {
    let known = known_key(key);
    match known {
        Some(i) => push_len(out, 2 * i + 1),
        None => push_len(out, 2 * key.len()),
    }
    push_len(out, value.len());
    if known.is_none() {
        out.push_str(key);
    }
    out.push_str(value);
}

impl Attrs {
    /// No attributes.
    pub fn new() -> Attrs {
        Attrs::default()
    }

    /// Attributes from a buffer of [`pack_entry`] entries, copied into an exact allocation.
    pub(crate) fn from_packed(packed: &str) -> Attrs {
        Attrs {
            block: packed.into(),
        }
    }

    /// The (key, value) pairs in printed order.
    pub fn iter(&self) -> AttrsIter<'_> {
        AttrsIter {
            block: &self.block,
            pos: 0,
        }
    }

    /// The value of the first attribute named `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.iter().find(|&(k, _)| k == key).map(|(_, v)| v)
    }

    /// True if an attribute named `key` is present.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Number of attributes.
    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.block.is_empty()
    }

    /// Appends `key=value` at the end (after any attribute of the same name).
    pub fn push(&mut self, key: &str, value: &str) {
        let mut s = String::with_capacity(self.block.len() + key.len() + value.len() + 4);
        s.push_str(&self.block);
        pack_entry(&mut s, key, value);
        self.block = s.into_boxed_str();
    }

    /// Sets the first attribute named `key` to `value` in place, or appends it.
    pub fn set(&mut self, key: &str, value: &str) {
        if !self.contains_key(key) {
            return self.push(key, value);
        }
        let mut s = String::with_capacity(self.block.len() + value.len());
        let mut done = false;
        for (k, v) in self.iter() {
            let v = if k == key && !done {
                done = true;
                value
            } else {
                v
            };
            pack_entry(&mut s, k, v);
        }
        self.block = s.into_boxed_str();
    }

    /// Removes every attribute named `key`; returns whether there was one.
    pub fn remove(&mut self, key: &str) -> bool {
        if !self.contains_key(key) {
            return false;
        }
        let mut s = String::with_capacity(self.block.len());
        for (k, v) in self.iter().filter(|&(k, _)| k != key) {
            pack_entry(&mut s, k, v);
        }
        self.block = s.into_boxed_str();
        true
    }

    /// Bytes of the packed block (what the attributes cost on the heap).
    pub fn packed_len(&self) -> usize {
        self.block.len()
    }
}

/// The (key, value) pairs of an [`Attrs`], in printed order.
#[derive(Clone)]
pub struct AttrsIter<'a> {
    block: &'a str,
    pos: usize,
}

impl<'a> Iterator for AttrsIter<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<(&'a str, &'a str)> {
        let b = self.block.as_bytes();
        let mut i = self.pos;
        let code = read_len(b, &mut i)?;
        let vl = read_len(b, &mut i)?;
        let (key, k_end) = if code % 2 == 1 {
            (*KNOWN_KEYS.get(code / 2)?, i)
        } else {
            let k_end = i.checked_add(code / 2)?;
            (self.block.get(i..k_end)?, k_end)
        };
        let v_end = k_end.checked_add(vl)?;
        let value = self.block.get(k_end..v_end)?;
        self.pos = v_end;
        Some((key, value))
    }
}

impl<'a> IntoIterator for &'a Attrs {
    type Item = (&'a str, &'a str);
    type IntoIter = AttrsIter<'a>;

    fn into_iter(self) -> AttrsIter<'a> {
        self.iter()
    }
}

impl<K: AsRef<str>, V: AsRef<str>> FromIterator<(K, V)> for Attrs {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Attrs {
        let mut s = String::new();
        for (k, v) in iter {
            pack_entry(&mut s, k.as_ref(), v.as_ref());
        }
        Attrs::from_packed(&s)
    }
}

impl FromIterator<super::instruction::Attr> for Attrs {
    fn from_iter<I: IntoIterator<Item = super::instruction::Attr>>(iter: I) -> Attrs {
        iter.into_iter().map(|a| (a.key, a.value)).collect()
    }
}

impl From<Vec<super::instruction::Attr>> for Attrs {
    fn from(v: Vec<super::instruction::Attr>) -> Attrs {
        v.into_iter().collect()
    }
}

impl fmt::Debug for Attrs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_lengths_and_edits() {
        let long = "x".repeat(70_000);
        let mut a: Attrs = [("kind", "kLoop"), ("", ""), ("metadata", long.as_str())]
            .into_iter()
            .collect();
        assert_eq!(a.len(), 3);
        assert_eq!(a.get("kind"), Some("kLoop"));
        assert_eq!(a.get(""), Some(""));
        assert_eq!(a.get("metadata").map(str::len), Some(70_000));
        a.set("kind", "kInput");
        a.set("calls", "%f");
        assert_eq!(
            a.iter().map(|(k, _)| k).collect::<Vec<_>>(),
            ["kind", "", "metadata", "calls"]
        );
        assert_eq!(a.get("kind"), Some("kInput"));
        assert!(a.remove(""));
        assert!(!a.remove(""));
        assert_eq!(a.len(), 3);
        let u: Attrs = [("ключ", "значение ✓")].into_iter().collect();
        assert_eq!(u.iter().next(), Some(("ключ", "значение ✓")));
        // A known key takes one byte; a long unknown one is written out.
        let k: Attrs = [("metadata", "{}"), (&*"y".repeat(40), "1")]
            .into_iter()
            .collect();
        assert_eq!(k.packed_len(), 1 + 1 + 2 + 2 + 1 + 40 + 1);
        assert_eq!(k.get("metadata"), Some("{}"));
        assert_eq!(k.iter().nth(1).map(|(k, _)| k.len()), Some(40));
    }

    #[test]
    fn known_keys_invert() {
        for (i, k) in KNOWN_KEYS.iter().enumerate() {
            assert_eq!(known_key(k), Some(i));
        }
        assert_eq!(known_key("no_such_key"), None);
        assert!(Attrs::new().is_empty());
    }
}
