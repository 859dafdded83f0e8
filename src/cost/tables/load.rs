//! Reading a table file: text or binary protobuf, chosen by content; text through
//! prost-reflect's text-format parser, binary through prost. Errors name the file and the line
//! and column (text) or the device and entry (binary).

use super::collective_table::CollectiveTable;
use super::error::{TableError, TableIssue};
use super::gemm_table::GemmTable;
use super::pb;
use super::text_fast::text_to_wire;
use super::text_index::{index_map_blocks, key_span};
use prost::Message;
use prost_reflect::DynamicMessage;
use std::ops::Range;
use std::path::Path;

/// The two encodings of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Protobuf text format (`.txtpb`, `.pbtxt`), either of XLA's layouts.
    Text,
    /// Binary protobuf (`.pb`).
    Binary,
}

/// Decides the encoding from the content: text when the first 4 KiB hold no control bytes other
/// than tab, newline and carriage return (binary protobuf starts with a field tag such as 0x0a
/// or 0x12 and carries raw lengths).
pub fn detect_format(bytes: &[u8]) -> Format {
    let head = &bytes[..bytes.len().min(4096)];
    let binary = head
        .iter()
        .any(|&b| (b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r')) || b == 0x7f);
    if binary {
        Format::Binary
    } else {
        Format::Text
    }
}

/// Reads a whole file, with an error naming it.
pub fn read_file(path: &Path) -> Result<Vec<u8>, TableError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| TableError::new(&name, None, e.to_string()))?;
    if bytes.iter().all(|b| b.is_ascii_whitespace()) {
        return Err(TableError::new(&name, None, "empty file"));
    }
    Ok(bytes)
}

/// The message a text table declares in its `# proto-message: NAME` comment, with its line.
pub fn declared_message(text: &str) -> Option<(String, usize)> {
    text.lines()
        .take_while(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
        .enumerate()
        .find_map(|(i, l)| {
            let rest = l.trim_start().strip_prefix('#')?.trim_start();
            let name = rest.strip_prefix("proto-message:")?.trim();
            Some((name.to_string(), i + 1))
        })
}

/// Line and column (1-based, columns in characters) of byte `offset` of `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut off = offset.min(text.len());
    while !text.is_char_boundary(off) {
        off -= 1;
    }
    let before = &text[..off];
    let line = before.matches('\n').count() + 1;
    let col = before
        .rsplit_once('\n')
        .map_or(before, |(_, l)| l)
        .chars()
        .count()
        + 1;
    (line, col)
}

/// Deepest message nesting accepted in text (prost's own limit for binary is 100 as well).
pub const MAX_DEPTH: usize = 100;

/// Byte offset of the first `{` or `<` that opens a message deeper than [`MAX_DEPTH`], skipping
/// strings and `#` comments. The text-format parser recurses per level, so a hostile file could
/// otherwise overflow the stack.
fn too_deep(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut depth, mut i) = (0usize, 0usize);
    while let Some(&b) = bytes.get(i) {
        match b {
            b'#' => {
                while bytes.get(i).is_some_and(|&c| c != b'\n') {
                    i += 1;
                }
            }
            b'"' | b'\'' => {
                i += 1;
                while let Some(&c) = bytes.get(i) {
                    if c == b'\\' {
                        i += 1;
                    } else if c == b || c == b'\n' {
                        break;
                    }
                    i += 1;
                }
            }
            b'{' | b'<' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Some(i);
                }
            }
            b'}' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// Parses `bytes` as the text format of message `full_name` into the prost type `T`.
pub fn decode_text<T: Message + Default>(
    file: &str,
    bytes: &[u8],
    full_name: &str,
) -> Result<T, TableError> {
    let text = checked_text(file, bytes, full_name)?;
    parse_text_range(file, text, 0..text.len(), full_name)
}

/// What the collective and GEMM tables share for loading one device: their message, how a
/// decoded message becomes a table, and whether the table has the device.
pub(crate) trait DeviceTable: Sized {
    /// The decoded protobuf message.
    type Proto: Message + Default;
    /// Its full protobuf name (for the text reader).
    const MESSAGE: &'static str;
    /// Checks a decoded message and extracts its points.
    fn from_proto(name: &str, proto: Self::Proto) -> Result<Self, TableError>;
    /// Loads the whole file from bytes.
    fn from_bytes(name: &str, bytes: &[u8]) -> Result<Self, TableError>;
    /// Whether the table has usable points for `device`.
    fn has_device(&self, device: &str) -> bool;
}

/// Loads only `device` of a table: of a text file just that device's `entries` block is
/// parsed; a binary file, or a device without usable points this way, loads the whole file,
/// so errors and the list of available keys are those of a full load.
pub(crate) fn from_bytes_device<T: DeviceTable>(
    name: &str,
    bytes: &[u8],
    device: &str,
) -> Result<T, TableError> {
    if detect_format(bytes) == Format::Text {
        let proto = decode_text_key(name, bytes, T::MESSAGE, "entries", device)?;
        if let Ok(t) = T::from_proto(name, proto) {
            if t.has_device(device) {
                return Ok(t);
            }
        }
    }
    T::from_bytes(name, bytes)
}

/// As [`decode_text`], but parses only the top-level map blocks (field `field`) whose key is
/// `key`, found by a one-pass index of the file ([`index_map_blocks`]); the message then holds
/// that key's entry alone. Errors still name the file's own line and column. When the index
/// cannot read the file's shape, or no block has that key, the whole file is parsed (so a
/// missing key is reported with the keys there are, and any syntax error at its place).
pub fn decode_text_key<T: Message + Default>(
    file: &str,
    bytes: &[u8],
    full_name: &str,
    field: &str,
    key: &str,
) -> Result<T, TableError> {
    let text = checked_text(file, bytes, full_name)?;
    let range = index_map_blocks(text, field)
        .and_then(|blocks| key_span(&blocks, key))
        .unwrap_or(0..text.len());
    parse_text_range(file, text, range, full_name)
}

/// The bytes as UTF-8 text whose `# proto-message:` header (if any) names `full_name`.
fn checked_text<'a>(file: &str, bytes: &'a [u8], full_name: &str) -> Result<&'a str, TableError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let ok = &bytes[..e.valid_up_to()];
        let (line, col) = line_col(std::str::from_utf8(ok).unwrap_or(""), ok.len());
        TableError::new(
            file,
            Some(format!("line {line}, col {col}")),
            "not UTF-8 text",
        )
    })?;
    if let Some((declared, line)) = declared_message(text) {
        if declared != full_name {
            return Err(TableError::new(
                file,
                Some(format!("line {line}, col 1")),
                format!("the file declares message {declared}, expected {full_name}"),
            ));
        }
    }
    Ok(text)
}

/// Parses `text[range]` as message `full_name`; error offsets inside the range are mapped back
/// to the line and column of the whole `text`.
fn parse_text_range<T: Message + Default>(
    file: &str,
    text: &str,
    range: Range<usize>,
    full_name: &str,
) -> Result<T, TableError> {
    let base = range.start;
    let part = &text[range];
    let at = |offset: usize| {
        let (line, col) = line_col(text, base + offset);
        Some(format!("line {line}, col {col}"))
    };
    if let Some(offset) = too_deep(part) {
        return Err(TableError::new(
            file,
            at(offset),
            format!("messages nested deeper than {MAX_DEPTH} levels"),
        ));
    }
    let desc = pb::message(full_name)?;
    // The direct reader for the plain shapes; the general parser for anything else, which also
    // places any error at its line and column.
    if let Some(msg) = text_to_wire(&desc, part).and_then(|w| T::decode(w.as_slice()).ok()) {
        return Ok(msg);
    }
    parse_text_general(file, text, (base, part), desc, full_name)
}

/// [`parse_text_range`] through prost-reflect's general text-format parser alone.
pub(crate) fn parse_text_general<T: Message + Default>(
    file: &str,
    text: &str,
    (base, part): (usize, &str),
    desc: prost_reflect::MessageDescriptor,
    full_name: &str,
) -> Result<T, TableError> {
    let at = |offset: usize| {
        let (line, col) = line_col(text, base + offset);
        Some(format!("line {line}, col {col}"))
    };
    let dynamic = DynamicMessage::parse_text_format(desc, part).map_err(|e| {
        use miette::Diagnostic;
        let offset = e
            .labels()
            .and_then(|mut l| l.next())
            .map(|l| l.offset())
            .unwrap_or(part.len());
        TableError::new(file, at(offset), format!("{e} (reading {full_name})"))
    })?;
    dynamic
        .transcode_to::<T>()
        .map_err(|e| TableError::new(file, None, format!("cannot convert message: {e}")))
}

/// Decodes a binary table. On failure the error names the device and entry that does not
/// decode. A warning is returned when bytes were skipped (unknown fields).
pub fn decode_binary<T: Message + Default, E: Message + Default>(
    file: &str,
    bytes: &[u8],
    top_field: u32,
    full_name: &str,
) -> Result<(T, Option<TableIssue>), TableError> {
    match T::decode(bytes) {
        Ok(msg) => {
            let issue = (msg.encoded_len() != bytes.len()).then(|| TableIssue {
                location: "whole file".to_string(),
                msg: format!(
                    "{} of {} bytes were not understood as {full_name} (unknown fields or a \
                     non-canonical encoding) and were ignored",
                    bytes.len().abs_diff(msg.encoded_len()),
                    bytes.len()
                ),
            });
            Ok((msg, issue))
        }
        Err(e) => {
            let (loc, msg) =
                locate_binary_error::<E>(bytes, top_field).unwrap_or_else(|| (None, e.to_string()));
            Err(TableError::new(
                file,
                loc,
                format!("not a binary {full_name}: {msg}"),
            ))
        }
    }
}

/// One field of a protobuf wire message.
struct WireField<'a> {
    num: u64,
    wire: u8,
    data: &'a [u8],
    offset: usize,
    /// The field's length ran past the end of the data; `data` is what there is.
    truncated: bool,
}

fn read_varint(buf: &[u8], pos: &mut usize) -> Option<u64> {
    let mut v: u64 = 0;
    for i in 0..10 {
        let b = *buf.get(*pos)?;
        *pos += 1;
        v |= u64::from(b & 0x7f) << (7 * i);
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

/// Splits `buf` (starting at file offset `base`) into its fields. A length-delimited field cut
/// short is returned with `truncated` set (so the walk can go inside it); any other break ends
/// the list with its offset and problem.
fn wire_fields(buf: &[u8], base: usize) -> (Vec<WireField<'_>>, Option<(usize, String)>) {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < buf.len() {
        let start = pos;
        let bad = |what: &str| Some((base + start, what.to_string()));
        let Some(key) = read_varint(buf, &mut pos) else {
            return (out, bad("truncated field tag"));
        };
        let (num, wire) = (key >> 3, (key & 7) as u8);
        if num == 0 {
            return (out, bad("field number 0"));
        }
        let len = match wire {
            0 => match read_varint(buf, &mut pos) {
                Some(_) => 0,
                None => return (out, bad("truncated varint")),
            },
            1 => 8,
            2 => match read_varint(buf, &mut pos).and_then(|n| usize::try_from(n).ok()) {
                Some(n) => n,
                None => return (out, bad("truncated length")),
            },
            5 => 4,
            w => return (out, bad(&format!("invalid wire type {w}"))),
        };
        match pos.checked_add(len).filter(|&e| e <= buf.len()) {
            Some(end) => {
                out.push(WireField {
                    num,
                    wire,
                    data: &buf[pos..end],
                    offset: base + pos,
                    truncated: false,
                });
                pos = end;
            }
            None => {
                if wire == 2 {
                    out.push(WireField {
                        num,
                        wire,
                        data: &buf[pos..],
                        offset: base + pos,
                        truncated: true,
                    });
                }
                return (out, bad("truncated: a field runs past the end of the data"));
            }
        }
    }
    (out, None)
}

/// Walks `top-level map (field top_field) -> entry {key=1, value=2} -> list entries (field 1)`
/// and decodes each list element as `E`; returns the location and problem of the first failure.
fn locate_binary_error<E: Message + Default>(
    bytes: &[u8],
    top_field: u32,
) -> Option<(Option<String>, String)> {
    let (top, top_err) = wire_fields(bytes, 0);
    for f in top
        .iter()
        .filter(|f| f.num == u64::from(top_field) && f.wire == 2)
    {
        let (entry, entry_err) = wire_fields(f.data, f.offset);
        let key = entry
            .iter()
            .find(|e| e.num == 1 && !e.truncated)
            .map(|e| String::from_utf8_lossy(e.data).into_owned())
            .unwrap_or_default();
        for v in entry.iter().filter(|e| e.num == 2 && e.wire == 2) {
            let (items, items_err) = wire_fields(v.data, v.offset);
            let mut n = 0;
            for item in items.iter().filter(|x| x.num == 1) {
                let loc = Some(format!(
                    "device \"{key}\" entry {n} (byte offset {})",
                    item.offset
                ));
                if item.truncated {
                    return Some((
                        loc,
                        "truncated: the entry runs past the end of the data".into(),
                    ));
                }
                if let Err(e) = E::decode(item.data) {
                    return Some((loc, e.to_string()));
                }
                n += 1;
            }
            if let Some((off, msg)) = items_err {
                return Some((
                    Some(format!(
                        "device \"{key}\" after entry {n} (byte offset {off})"
                    )),
                    msg,
                ));
            }
        }
        if let Some((off, msg)) = entry_err {
            return Some((Some(format!("device \"{key}\" (byte offset {off})")), msg));
        }
    }
    top_err.map(|(off, msg)| (Some(format!("byte offset {off}")), msg))
}

/// Either kind of table, told apart by content (for the `table` commands).
#[derive(Debug)]
pub enum AnyTable {
    /// An `xla.gpu.DeviceHloInstructionProfiles` collective table.
    Collective(CollectiveTable),
    /// An `xla.GemmPerfTable`.
    Gemm(GemmTable),
}

impl AnyTable {
    /// Loads `path` as whichever table it is: the text header `# proto-message:` decides, else
    /// the first binary field number (2 = collective, 1 = GEMM), else the parse that gets further.
    pub fn load(path: impl AsRef<Path>) -> Result<AnyTable, TableError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let bytes = read_file(path)?;
        Self::from_bytes(&name, &bytes)
    }

    /// As [`AnyTable::load`], from bytes already read; `name` is used in messages.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<AnyTable, TableError> {
        let collective = || CollectiveTable::from_bytes(name, bytes).map(AnyTable::Collective);
        let gemm = || GemmTable::from_bytes(name, bytes).map(AnyTable::Gemm);
        match detect_format(bytes) {
            Format::Binary => match bytes.first() {
                Some(0x0a) => gemm(),
                _ => collective(),
            },
            Format::Text => {
                let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]).into_owned();
                match declared_message(&text).map(|(n, _)| n) {
                    Some(n) if n == pb::GEMM_MESSAGE => gemm(),
                    Some(n) if n == pb::COLLECTIVE_MESSAGE => collective(),
                    _ => match collective() {
                        Ok(t) => Ok(t),
                        Err(ce) => gemm().map_err(|ge| further(ce, ge)),
                    },
                }
            }
        }
    }
}

/// Of two text parse errors, the one that got further into the file (more likely the real type).
fn further(a: TableError, b: TableError) -> TableError {
    let pos = |e: &TableError| {
        e.location.as_deref().and_then(|l| {
            let l = l.strip_prefix("line ")?;
            let (line, col) = l.split_once(", col ")?;
            Some((line.parse::<usize>().ok()?, col.parse::<usize>().ok()?))
        })
    };
    if pos(&b) > pos(&a) {
        b
    } else {
        a
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_and_positions() {
        assert_eq!(detect_format(b"# c\nentries {}"), Format::Text);
        assert_eq!(detect_format(&[0x12, 0x05, b's']), Format::Binary);
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(line_col("ab", 0), (1, 1));
        assert_eq!(
            declared_message("# x\n# proto-message: xla.GemmPerfTable\nentries {}"),
            Some(("xla.GemmPerfTable".to_string(), 2))
        );
    }

    #[test]
    fn nesting_limit() {
        let deep = format!("{}{}", "a { ".repeat(101), "}".repeat(101));
        assert_eq!(too_deep(&deep), Some(402));
        assert_eq!(too_deep("a { b: \"{{{{\" } # {{{{\n"), None);
        let ok = format!("{}{}", "a { ".repeat(100), "}".repeat(100));
        assert_eq!(too_deep(&ok), None);
    }

    #[test]
    fn wire_walker_rejects_truncation() {
        let (f, err) = wire_fields(&[0x12, 0x05, b's'], 0);
        assert!(err.is_some() && f.len() == 1 && f[0].truncated);
        assert!(wire_fields(&[0x08, 0x96, 0x01], 0).1.is_none());
        assert!(wire_fields(&[0x0f], 0).1.is_some());
    }
}
