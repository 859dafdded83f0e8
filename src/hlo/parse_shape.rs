//! Parsing shapes: `f32[8,128]{1,0}`, `bf16[<=8,?]`, `(f32[], (s32[4]{0}))`, `token[]`,
//! layouts with tiling/memory-space suffixes kept verbatim.

use super::cursor::Cursor;
use super::element_type::ElementType;
use super::error::ParseError;
use super::shape::{ArrayShape, Layout, Shape, UNBOUNDED_DIM};

/// Deepest tuple nesting accepted: deeper input is an error, never a stack overflow.
pub(crate) const MAX_SHAPE_DEPTH: usize = 512;

/// Parses a shape at the cursor (leading blanks and comments already skipped). Tuples are
/// read with an explicit stack, so nesting costs no native stack; it is capped at
/// [`MAX_SHAPE_DEPTH`] all the same.
pub(crate) fn parse_shape(c: &mut Cursor<'_>) -> Result<Shape, ParseError> {
    let start = c.pos;
    let shape = shape_tree(c)?;
    // Every byte count downstream (transfer sizes, memory, roofline) is then exact in a u64.
    if shape.checked_byte_size().is_none() {
        return Err(c.err_at(start, "shape has more than 2^64 - 1 bytes"));
    }
    Ok(shape)
}

/// [`parse_shape`] without the size check.
fn shape_tree(c: &mut Cursor<'_>) -> Result<Shape, ParseError> {
    // Open tuples, innermost last.
    let mut open: Vec<Vec<Shape>> = Vec::new();
    loop {
        // Descend through `(`, or close an empty tuple `()`.
        let mut done = None;
        if c.peek() == Some(b'(') {
            if open.len() >= MAX_SHAPE_DEPTH {
                return Err(c.err(format!(
                    "tuple shape nested deeper than {MAX_SHAPE_DEPTH} levels"
                )));
            }
            c.pos += 1;
            c.skip_ws()?;
            if c.eat(b')') {
                done = Some(Shape::Tuple(Vec::new()));
            } else {
                open.push(Vec::new());
                continue;
            }
        }
        let mut shape = match done {
            Some(s) => s,
            None => array_shape(c)?,
        };
        // Attach to the enclosing tuple; close tuples whose `)` follows.
        loop {
            let Some(elems) = open.last_mut() else {
                return Ok(shape);
            };
            elems.push(shape);
            c.skip_ws()?;
            if c.eat(b')') {
                let elems = open.pop().unwrap_or_default();
                shape = Shape::Tuple(elems);
                continue;
            }
            c.expect(b',', "between tuple elements")?;
            c.skip_ws()?;
            break;
        }
    }
}

/// An array (or token/opaque) shape: `f32[8,128]{1,0}`.
fn array_shape(c: &mut Cursor<'_>) -> Result<Shape, ParseError> {
    let start = c.pos;
    let ty = c.word();
    if ty.is_empty() {
        return Err(c.err(format!("expected a shape, found {}", c.describe_here())));
    }
    let element_type = common_type(ty)
        .or_else(|| ElementType::from_name(ty))
        .filter(|t| *t != ElementType::Tuple)
        .ok_or_else(|| c.err_at(start, format!("unknown element type `{ty}`")))?;
    if c.peek() != Some(b'[') {
        return Err(c.err(format!(
            "expected `[` after element type `{ty}`, found {}",
            c.describe_here()
        )));
    }
    c.pos += 1;
    // Most shapes have few dimensions: collect on the stack, then allocate once.
    let mut dims_buf = [0i64; 8];
    let mut dyn_buf = [false; 8];
    let mut n = 0usize;
    let mut dims_spill: Vec<i64> = Vec::new();
    let mut dyn_spill: Vec<bool> = Vec::new();
    c.skip_inline_ws()?;
    if !c.eat(b']') {
        loop {
            c.skip_inline_ws()?;
            let (d, is_dyn) = if c.eat(b'?') {
                (UNBOUNDED_DIM, true)
            } else {
                let is_dyn = c.eat(b'<');
                if is_dyn {
                    c.expect(b'=', "in a bounded dynamic dimension `<=N`")?;
                }
                let at = c.pos;
                let d = c.int("a dimension size")?;
                if d < 0 {
                    return Err(c.err_at(at, format!("negative dimension size {d}")));
                }
                (d, is_dyn)
            };
            if n < dims_buf.len() {
                dims_buf[n] = d;
                dyn_buf[n] = is_dyn;
            } else {
                if dims_spill.is_empty() {
                    dims_spill.extend_from_slice(&dims_buf);
                    dyn_spill.extend_from_slice(&dyn_buf);
                }
                dims_spill.push(d);
                dyn_spill.push(is_dyn);
            }
            n += 1;
            c.skip_inline_ws()?;
            if c.eat(b']') {
                break;
            }
            c.expect(b',', "between dimensions")?;
        }
    }
    let (dims, dynamic) = if n > dims_buf.len() {
        (dims_spill, dyn_spill)
    } else {
        (dims_buf[..n].to_vec(), dyn_buf[..n].to_vec())
    };
    match element_type {
        ElementType::Token => return Ok(Shape::Token),
        ElementType::Opaque => return Ok(Shape::Opaque),
        _ => {}
    }
    let layout = if c.peek() == Some(b'{') && looks_like_layout(c) {
        Some(parse_layout(c, dims.len())?)
    } else {
        None
    };
    Ok(Shape::Array(ArrayShape {
        element_type,
        dims,
        dynamic,
        layout,
    }))
}

/// The element types that make up nearly every real shape, matched without a table scan.
fn common_type(ty: &str) -> Option<ElementType> {
    match ty {
        "f32" => Some(ElementType::F32),
        "bf16" => Some(ElementType::Bf16),
        "s32" => Some(ElementType::S32),
        "u32" => Some(ElementType::U32),
        "pred" => Some(ElementType::Pred),
        "f16" => Some(ElementType::F16),
        "s64" => Some(ElementType::S64),
        "u8" => Some(ElementType::U8),
        "s8" => Some(ElementType::S8),
        _ => None,
    }
}

/// A `{` after a shape starts a layout when it is followed by a digit, `}` or `:`; otherwise
/// it is the body of a computation (`-> f32[] {`).
fn looks_like_layout(c: &Cursor<'_>) -> bool {
    looks_like_layout_at(c.src, c.pos)
}

/// [`looks_like_layout`] for the `{` at `pos` of `src` (the shape interner asks it too).
pub(crate) fn looks_like_layout_at(src: &[u8], pos: usize) -> bool {
    let mut i = pos + 1;
    while matches!(src.get(i), Some(b' ')) {
        i += 1;
    }
    matches!(src.get(i), Some(b'0'..=b'9' | b'}' | b':'))
}

fn parse_layout(c: &mut Cursor<'_>, rank: usize) -> Result<Layout, ParseError> {
    let open = c.pos;
    c.pos += 1;
    let mut minor_to_major = Vec::with_capacity(rank);
    // Which dimensions the layout named so far: a linear check, not `contains` (quadratic).
    let mut seen = vec![false; rank];
    loop {
        c.skip_inline_ws()?;
        match c.peek() {
            Some(b'}') | Some(b':') => break,
            _ => {}
        }
        let at = c.pos;
        let d = c.int("a layout dimension")?;
        let fresh = usize::try_from(d)
            .ok()
            .and_then(|i| seen.get_mut(i))
            .is_some_and(|s| !std::mem::replace(s, true));
        if !fresh {
            return Err(c.err_at(
                at,
                format!("layout dimension {d} is not a distinct dimension of a rank-{rank} shape"),
            ));
        }
        minor_to_major.push(d);
        c.skip_inline_ws()?;
        if !c.eat(b',') {
            break;
        }
    }
    let mut suffix = String::new();
    if c.eat(b':') {
        let start = c.pos;
        let mut depth = 0usize;
        loop {
            match c.peek() {
                None | Some(b'\n') => {
                    return Err(c.err_at(open, "unbalanced `{`: layout has no closing `}`"))
                }
                Some(b'(') | Some(b'{') => depth += 1,
                Some(b')') | Some(b'}') if depth > 0 => depth -= 1,
                Some(b'}') => break,
                _ => {}
            }
            c.pos += 1;
        }
        suffix = c.text[start..c.pos].to_string();
    }
    c.skip_inline_ws()?;
    if !c.eat(b'}') {
        return Err(c.err(format!(
            "expected `}}` closing the layout, found {}",
            c.describe_here()
        )));
    }
    if minor_to_major.len() != rank && !(minor_to_major.is_empty() && rank == 0) {
        return Err(c.err_at(
            open,
            format!(
                "layout has {} dimensions but the shape has rank {rank}",
                minor_to_major.len()
            ),
        ));
    }
    Ok(Layout {
        minor_to_major,
        suffix,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(s: &str) -> Result<Shape, ParseError> {
        parse_shape(&mut Cursor::new(s))
    }

    #[test]
    fn arrays_tuples_layouts() {
        let s = shape("f32[8,128]{1,0:T(8,128)(2,1)S(1)}").unwrap();
        let a = s.as_array().unwrap();
        assert_eq!(a.dims, vec![8, 128]);
        let l = a.layout.as_ref().unwrap();
        assert_eq!(l.minor_to_major, vec![1, 0]);
        assert_eq!(l.suffix, "T(8,128)(2,1)S(1)");
        let t = shape("((f32[4]{0}, /*index=1*/s32[]), token[])").unwrap();
        assert_eq!(t.leaves().len(), 2);
        let d = shape("bf16[<=8,?]").unwrap();
        assert_eq!(d.as_array().unwrap().dynamic, vec![true, true]);
    }

    #[test]
    fn errors() {
        assert!(shape("f7[2]")
            .unwrap_err()
            .message
            .contains("unknown element type `f7`"));
        assert!(shape("f32[2,3]{0}").unwrap_err().message.contains("rank 2"));
        let deep = format!("{}f32[]{}", "(".repeat(10_000), ")".repeat(10_000));
        assert!(shape(&deep)
            .unwrap_err()
            .message
            .contains("deeper than 512"));
    }
}
