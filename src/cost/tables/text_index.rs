//! An index of a text table's top-level map blocks (`entries { key: "sm_90" value { ... } }`),
//! built in one pass without decoding anything, so a loader can hand the text-format parser only
//! the requested device's block: on XLA's 5.6 MB collective table that block is about 4% of the
//! file, and the parse + transcode of the rest was most of a `schedule` run.
//!
//! The index reads only the plain shape XLA and protobuf printers write. Anything else (another
//! top-level field, list syntax `entries: [...]`, a key with escapes or split into adjacent
//! strings, a repeated key field, unbalanced or mismatched brackets, nesting past
//! [`MAX_DEPTH`]) makes [`index_map_blocks`] return `None`, and the
//! caller parses the whole file, whose parser reports any error at its place.

use super::load::MAX_DEPTH;
use std::ops::Range;

/// The bytes that matter inside a nested message: brackets, quotes and comments.
static STOP: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    let stops = *b"{}<>\"'#";
    while i < stops.len() {
        t[stops[i] as usize] = true;
        i += 1;
    }
    t
};

/// One top-level map entry: its key and its bytes in the file (from the field name to the
/// closing bracket).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapBlock {
    /// The `key:` string (empty when the block has none, protobuf's default).
    pub key: String,
    /// Byte range of the whole block in the text.
    pub range: Range<usize>,
}

/// A token at the block's own level (depth 1) that matters for finding its key.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tok {
    Ident(usize, usize),
    Colon,
    Str,
    Other,
}

/// Byte scanner over the text.
struct Scan<'a> {
    b: &'a [u8],
    i: usize,
}

impl Scan<'_> {
    /// Skips whitespace and `#` comments.
    fn skip_blank(&mut self) {
        while let Some(&c) = self.b.get(self.i) {
            if c == b'#' {
                while self.b.get(self.i).is_some_and(|&c| c != b'\n') {
                    self.i += 1;
                }
            } else if c.is_ascii_whitespace() {
                self.i += 1;
            } else {
                break;
            }
        }
    }

    /// An identifier at the cursor: its range.
    fn ident(&mut self) -> Option<(usize, usize)> {
        let start = self.i;
        let first = *self.b.get(self.i)?;
        if !(first.is_ascii_alphabetic() || first == b'_') {
            return None;
        }
        while self
            .b
            .get(self.i)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.i += 1;
        }
        Some((start, self.i))
    }

    /// A quoted string at the cursor (the quote included): its contents, or `None` when it is
    /// unterminated, crosses a line or holds an escape (the caller then gives up).
    fn string(&mut self) -> Option<(usize, usize)> {
        let quote = *self.b.get(self.i)?;
        self.i += 1;
        let start = self.i;
        loop {
            let c = *self.b.get(self.i)?;
            self.i += 1;
            if c == quote {
                return Some((start, self.i - 1));
            }
            if c == b'\\' || c == b'\n' {
                return None;
            }
        }
    }
}

/// The blocks of the top-level map field `field`, in file order; `None` when the text is not in
/// the plain shape this index reads (see the module doc).
pub fn index_map_blocks(text: &str, field: &str) -> Option<Vec<MapBlock>> {
    let mut s = Scan {
        b: text.as_bytes(),
        i: 0,
    };
    let mut blocks = Vec::new();
    loop {
        s.skip_blank();
        if s.i >= s.b.len() {
            return Some(blocks);
        }
        let start = s.i;
        let (a, e) = s.ident()?;
        if &text[a..e] != field {
            return None;
        }
        s.skip_blank();
        if s.b.get(s.i) == Some(&b':') {
            s.i += 1;
            s.skip_blank();
        }
        let key = block_body(&mut s, text)?;
        blocks.push(MapBlock {
            key,
            range: start..s.i,
        });
    }
}

/// Reads one `{ ... }` or `< ... >` block at the cursor, leaving the cursor after its closing
/// bracket; returns its `key:` string.
fn block_body(s: &mut Scan<'_>, text: &str) -> Option<String> {
    let mut stack: Vec<u8> = Vec::new();
    let mut key: Option<String> = None;
    let (mut prev2, mut prev1) = (Tok::Other, Tok::Other);
    loop {
        s.skip_blank();
        let c = *s.b.get(s.i)?;
        match c {
            b'{' | b'<' => {
                if stack.len() >= MAX_DEPTH {
                    return None;
                }
                stack.push(if c == b'{' { b'}' } else { b'>' });
                s.i += 1;
                if stack.len() == 2 {
                    (prev2, prev1) = (prev1, Tok::Other);
                }
            }
            b'}' | b'>' => {
                if stack.pop()? != c {
                    return None;
                }
                s.i += 1;
                if stack.is_empty() {
                    return Some(key.unwrap_or_default());
                }
            }
            b'"' | b'\'' => {
                let (a, e) = s.string()?;
                if stack.len() == 1 {
                    if prev1 == Tok::Str {
                        return None; // adjacent strings concatenate: leave it to the parser
                    }
                    if let (Tok::Ident(ka, ke), Tok::Colon) = (prev2, prev1) {
                        if &text[ka..ke] == "key" {
                            if key.is_some() {
                                return None;
                            }
                            key = Some(text[a..e].to_string());
                        }
                    }
                    (prev2, prev1) = (prev1, Tok::Str);
                }
            }
            _ if stack.is_empty() => return None,
            // Inside a nested message only brackets, strings and comments matter: skip the rest
            // in one tight loop (most of a table's bytes are there).
            _ if stack.len() >= 2 => {
                let rest = s.b.get(s.i + 1..).unwrap_or_default();
                s.i += 1 + rest
                    .iter()
                    .position(|&c| STOP[usize::from(c)])
                    .unwrap_or(rest.len());
            }
            _ => {
                let tok = if let Some((a, e)) = s.ident() {
                    Tok::Ident(a, e)
                } else {
                    s.i += 1;
                    if c == b':' {
                        Tok::Colon
                    } else {
                        Tok::Other
                    }
                };
                if stack.len() == 1 {
                    (prev2, prev1) = (prev1, tok);
                }
            }
        }
    }
}

/// The byte range from the first to the last block keyed `key` (later blocks of a map key
/// replace earlier ones, so every block in between is parsed too when a key repeats).
pub fn key_span(blocks: &[MapBlock], key: &str) -> Option<Range<usize>> {
    let first = blocks.iter().find(|b| b.key == key)?;
    let last = blocks.iter().rev().find(|b| b.key == key)?;
    Some(first.range.start..last.range.end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_blocks_and_keys() {
        let t = "# c {\nentries {\n  key: \"a\"\n  value { x: \"}\" key: \"no\" }\n}\nentries: < value < > key: 'b' >\n";
        let b = index_map_blocks(t, "entries").unwrap();
        assert_eq!(b.len(), 2);
        assert_eq!(b[0].key, "a");
        assert_eq!(&t[b[0].range.clone()][..9], "entries {");
        assert!(t[b[0].range.clone()].ends_with('}'));
        assert_eq!(b[1].key, "b");
        assert_eq!(key_span(&b, "b"), Some(b[1].range.clone()));
        assert_eq!(key_span(&b, "c"), None);
    }

    #[test]
    fn gives_up_on_unusual_shapes() {
        for t in [
            "entries [ { key: \"a\" } ]",
            "other { key: \"a\" }",
            "entries { key: \"a\" \"b\" }",
            "entries { key: \"a\\x\" }",
            "entries { key: \"a\" key: \"b\" }",
            "entries { value { }",
            "entries { value { > }",
            "entries { key: \"a\" } }",
        ] {
            assert_eq!(index_map_blocks(t, "entries"), None, "{t}");
        }
        let deep = format!(
            "entries {}{}",
            "{ ".repeat(MAX_DEPTH + 1),
            "}".repeat(MAX_DEPTH + 1)
        );
        assert_eq!(index_map_blocks(&deep, "entries"), None);
    }

    #[test]
    fn a_repeated_key_spans_both_blocks() {
        let t = "entries { key: \"a\" }\nentries { key: \"b\" }\nentries { key: \"a\" }";
        let b = index_map_blocks(t, "entries").unwrap();
        assert_eq!(key_span(&b, "a"), Some(0..t.len()));
    }
}
