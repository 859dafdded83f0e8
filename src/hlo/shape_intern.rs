//! Shapes shared while parsing: every instruction whose shape text is the same gets the same
//! `Arc<Shape>`, and a shape text seen before is not parsed again. Real modules repeat a few
//! hundred shapes over their instructions (a million-instruction module has a handful), so the
//! module holds one `Shape` per distinct text instead of one per instruction.
//!
//! The key is the shape's text. Before parsing, a cheap scan finds where the shape would end;
//! a text is stored only when the real parser ended at exactly that byte, so a hit stands for
//! bytes the parser has read before with the same result. The scan stops at what it does not
//! expect (a newline, the end of input) and then the shape is parsed as usual, uncached.

use std::collections::HashMap;
use std::sync::Arc;

use super::cursor::Cursor;
use super::error::ParseError;
use super::parse::FastHash;
use super::parse_shape::{looks_like_layout_at, parse_shape};
use super::shape::Shape;

/// Parsed shapes by their text, for one parse.
#[derive(Default)]
pub(crate) struct ShapeInterner<'a> {
    seen: HashMap<&'a str, Arc<Shape>, FastHash>,
}

impl<'a> ShapeInterner<'a> {
    /// The shape at the cursor (as [`parse_shape`] reads it), shared with earlier instructions
    /// that wrote the same text.
    pub(crate) fn shape(&mut self, c: &mut Cursor<'a>) -> Result<Arc<Shape>, ParseError> {
        let start = c.pos;
        let end = span_end(c.src, start);
        if let Some(end) = end {
            if let Some(s) = c.text.get(start..end).and_then(|t| self.seen.get(t)) {
                c.pos = end;
                return Ok(Arc::clone(s));
            }
        }
        let shape = Arc::new(parse_shape(c)?);
        if end == Some(c.pos) {
            if let Some(t) = c.text.get(start..c.pos) {
                self.seen.insert(t, Arc::clone(&shape));
            }
        }
        Ok(shape)
    }
}

/// Where the shape starting at `start` ends, by bracket counting alone: a tuple at its
/// balancing `)`, an array after its `]` or, when a layout follows (the parser's own test),
/// after the layout's balancing `}`. `None` at a newline or the end of input.
fn span_end(src: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    if *src.get(i)? == b'(' {
        return balanced_end(src, i, b'(', b')');
    }
    // `type[dims]`
    while *src.get(i)? != b'[' {
        if !src[i].is_ascii_alphanumeric() {
            return None;
        }
        i += 1;
    }
    while *src.get(i)? != b']' {
        if src[i] == b'\n' {
            return None;
        }
        i += 1;
    }
    i += 1;
    if src.get(i) != Some(&b'{') || !looks_like_layout_at(src, i) {
        return Some(i);
    }
    balanced_end(src, i, b'{', b'}')
}

/// Just past the `close` that balances the `open` at `i`; `None` at a newline or the end of
/// input.
fn balanced_end(src: &[u8], mut i: usize, open: u8, close: u8) -> Option<usize> {
    let mut depth = 0usize;
    loop {
        match *src.get(i)? {
            b if b == open => depth += 1,
            b if b == close => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'\n' => return None,
            _ => {}
        }
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<'a>(text: &'a str, interner: &mut ShapeInterner<'a>) -> Option<Arc<Shape>> {
        let mut c = Cursor::new(text);
        let s = interner.shape(&mut c).ok()?;
        let mut again = Cursor::new(text);
        assert_eq!(parse_shape(&mut again).ok().as_ref(), Some(&*s));
        assert_eq!(again.pos, c.pos, "{text}");
        Some(s)
    }

    #[test]
    fn shared_and_same_as_the_parser() {
        let texts = [
            "f32[8,128]{1,0} add",
            "f32[8,128]{1,0} mul",
            "f32[8,128] {",
            "f32[8,128]{1,0:T(8,128)(2,1)S(1)} x",
            "(f32[4]{0}, /*index=1*/s32[]) y",
            "(f32[4]{0}, /*index=1*/s32[]) z",
            "token[] t",
            "bf16[<=8,?] d",
            "f32[ 8 ]{ 0 } w",
            "(f32[] /* ) */, s32[]) c",
        ];
        let mut interner = ShapeInterner::default();
        let shapes: Vec<_> = texts.iter().map(|t| read(t, &mut interner)).collect();
        assert!(shapes.iter().all(Option::is_some));
        let a = shapes[0].as_ref().unwrap();
        assert!(Arc::ptr_eq(a, shapes[1].as_ref().unwrap()));
        assert!(Arc::ptr_eq(
            shapes[4].as_ref().unwrap(),
            shapes[5].as_ref().unwrap()
        ));
        assert!(!Arc::ptr_eq(a, shapes[2].as_ref().unwrap()));
        assert!(read("f7[2]", &mut interner).is_none());
        assert!(read("f32[2", &mut interner).is_none());
    }
}
