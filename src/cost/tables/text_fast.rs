//! A direct reader of protobuf text format for the plain shapes XLA's tables and PGLE profiles
//! are printed in: it encodes the text straight to the binary wire format, guided by the
//! message's descriptor, and prost decodes that. It reads the device block of XLA's collective
//! table several times faster than the general text-format parser (prost-reflect), whose
//! dynamic message and transcode were most of a table load.
//!
//! It accepts only what it can read exactly as prost-reflect would, and gives up with `None`
//! on anything else: an unknown field, an extension, a string with an escape, a number other
//! than plain decimal, a scalar list `[1, 2]`, a singular field given twice, an integer out of
//! its field's range, a syntax error. The caller then runs the general parser, which gives the
//! same result or places the error at its line and column, so bad input is reported exactly as
//! before. (Wire format: protobuf encoding spec, varints and length-delimited fields.)

use prost_reflect::{FieldDescriptor, Kind, MessageDescriptor};

/// Encodes the text of message `desc` to its binary wire form, or `None` (see the module doc).
pub fn text_to_wire(desc: &MessageDescriptor, text: &str) -> Option<Vec<u8>> {
    let mut r = Reader {
        b: text.as_bytes(),
        pos: 0,
    };
    let mut out = Vec::with_capacity(text.len() / 4);
    r.fields(desc, None, &mut out)?;
    Some(out)
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn key(number: u32, wire: u32, out: &mut Vec<u8>) {
    varint((u64::from(number) << 3) | u64::from(wire), out);
}

impl<'a> Reader<'a> {
    /// Skips whitespace and `#` comments.
    fn blank(&mut self) {
        while let Some(&c) = self.b.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'#' => {
                    while self.b.get(self.pos).is_some_and(|&c| c != b'\n') {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.blank();
        self.b.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// An identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    fn ident(&mut self) -> Option<&'a str> {
        self.blank();
        let start = self.pos;
        while self
            .b
            .get(self.pos)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.pos += 1;
        }
        let id = &self.b[start..self.pos];
        if id.first().is_none_or(u8::is_ascii_digit) {
            return None;
        }
        std::str::from_utf8(id).ok()
    }

    /// The fields of one message up to `close` (or the end of the text when `None`), appended
    /// to `out` in text order.
    fn fields(
        &mut self,
        desc: &MessageDescriptor,
        close: Option<u8>,
        out: &mut Vec<u8>,
    ) -> Option<()> {
        let mut seen: Vec<u32> = Vec::new();
        loop {
            match (self.peek(), close) {
                (None, None) => return Some(()),
                (Some(c), Some(want)) if c == want => {
                    self.pos += 1;
                    return Some(());
                }
                (None, Some(_)) => return None,
                _ => {}
            }
            let name = self.ident()?;
            let field = desc.get_field_by_name(name)?;
            if field.is_group() {
                return None;
            }
            let repeated = field.is_list() || field.is_map();
            if !repeated {
                if seen.contains(&field.number()) {
                    return None;
                }
                seen.push(field.number());
            }
            let colon = self.eat(b':');
            match field.kind() {
                Kind::Message(m) => {
                    if self.eat(b'[') {
                        if !colon || !repeated {
                            return None;
                        }
                        if !self.eat(b']') {
                            loop {
                                self.message(&field, &m, out)?;
                                if self.eat(b']') {
                                    break;
                                }
                                if !self.eat(b',') {
                                    return None;
                                }
                            }
                        }
                    } else {
                        self.message(&field, &m, out)?;
                    }
                }
                kind => {
                    if !colon || self.peek() == Some(b'[') {
                        return None;
                    }
                    self.scalar(&field, &kind, out)?;
                }
            }
            if !self.eat(b',') {
                self.eat(b';');
            }
        }
    }

    /// A `{...}` or `<...>` message value of `field`, length-delimited.
    fn message(
        &mut self,
        field: &FieldDescriptor,
        m: &MessageDescriptor,
        out: &mut Vec<u8>,
    ) -> Option<()> {
        let close = if self.eat(b'{') {
            b'}'
        } else if self.eat(b'<') {
            b'>'
        } else {
            return None;
        };
        let mut inner = Vec::new();
        self.fields(m, Some(close), &mut inner)?;
        key(field.number(), 2, out);
        varint(inner.len() as u64, out);
        out.extend_from_slice(&inner);
        Some(())
    }

    /// One scalar value of `field`.
    fn scalar(&mut self, field: &FieldDescriptor, kind: &Kind, out: &mut Vec<u8>) -> Option<()> {
        let n = field.number();
        match kind {
            Kind::String => {
                let s = self.string()?;
                key(n, 2, out);
                varint(s.len() as u64, out);
                out.extend_from_slice(&s);
            }
            Kind::Bool => {
                let v = match self.ident()? {
                    "true" => 1,
                    "false" => 0,
                    _ => return None,
                };
                key(n, 0, out);
                varint(v, out);
            }
            Kind::Enum(e) => {
                // By name only (a number is left to the general parser's rules).
                let v = e.get_value_by_name(self.ident()?)?.number();
                key(n, 0, out);
                varint(i64::from(v) as u64, out);
            }
            Kind::Int64 => {
                let v = i64::try_from(self.int()?).ok()?;
                key(n, 0, out);
                varint(v as u64, out);
            }
            Kind::Int32 => {
                let v = i32::try_from(self.int()?).ok()?;
                key(n, 0, out);
                varint(i64::from(v) as u64, out);
            }
            Kind::Uint64 => {
                let v = u64::try_from(self.int()?).ok()?;
                key(n, 0, out);
                varint(v, out);
            }
            Kind::Uint32 => {
                let v = u32::try_from(self.int()?).ok()?;
                key(n, 0, out);
                varint(u64::from(v), out);
            }
            Kind::Double => {
                let v = self.float()?;
                key(n, 1, out);
                out.extend_from_slice(&v.to_le_bytes());
            }
            _ => return None,
        }
        Some(())
    }

    /// One or more adjacent quoted strings without escapes or line breaks, concatenated.
    fn string(&mut self) -> Option<Vec<u8>> {
        let mut out: Option<Vec<u8>> = None;
        while let Some(q @ (b'"' | b'\'')) = self.peek() {
            let start = self.pos + 1;
            let len = self.b.get(start..)?.iter().position(|&c| c == q)?;
            let body = &self.b[start..start + len];
            if body.iter().any(|&c| c == b'\\' || c == b'\n') {
                return None;
            }
            out.get_or_insert_with(Vec::new).extend_from_slice(body);
            self.pos = start + len + 1;
        }
        out
    }

    /// The token of a plain decimal number: `-?(0|[1-9][0-9]*)(\.[0-9]*)?([eE][+-]?[0-9]+)?`,
    /// not followed by a letter, digit, `_` or `.`; with whether it is an integer.
    fn number_token(&mut self) -> Option<(&'a str, bool)> {
        self.blank();
        let b = self.b;
        let start = self.pos;
        let mut i = start;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        let int_start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        let int_len = i - int_start;
        if int_len == 0 || (int_len > 1 && b[int_start] == b'0') {
            return None;
        }
        let mut integer = true;
        if b.get(i) == Some(&b'.') {
            integer = false;
            i += 1;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            integer = false;
            i += 1;
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            let exp_start = i;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            if i == exp_start {
                return None;
            }
        }
        if b.get(i)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
        {
            return None;
        }
        self.pos = i;
        Some((std::str::from_utf8(&b[start..i]).ok()?, integer))
    }

    /// A decimal integer (range checked by the caller's field type).
    fn int(&mut self) -> Option<i128> {
        let (t, integer) = self.number_token()?;
        if !integer {
            return None;
        }
        t.parse().ok()
    }

    /// A decimal number for a floating-point field; an integer literal only where it is exact.
    fn float(&mut self) -> Option<f64> {
        let (t, integer) = self.number_token()?;
        if integer && t.trim_start_matches('-').len() > 15 {
            return None;
        }
        t.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::profile::PROFILE_MESSAGE;
    use crate::cost::tables::load::parse_text_general;
    use crate::cost::tables::pb::xla::gpu::DeviceHloInstructionProfiles;
    use crate::cost::tables::pb::xla::GemmPerfTable;
    use crate::cost::tables::pb::{self, tensorflow::profiler::ProfiledInstructionsProto};
    use prost::Message;

    /// The direct reading of `text` as `T`, if it takes it.
    fn fast<T: Message + Default>(name: &str, text: &str) -> Option<T> {
        let desc = pb::message(name).expect("known message");
        text_to_wire(&desc, text).map(|w| T::decode(w.as_slice()).expect("decodes"))
    }

    /// The general parser's reading of `text`.
    fn general<T: Message + Default>(name: &str, text: &str) -> Result<T, String> {
        let desc = pb::message(name).expect("known message");
        parse_text_general("t", text, (0, text), desc, name).map_err(|e| e.to_string())
    }

    #[test]
    fn profiles_read_as_the_general_parser_reads_them() {
        for text in [
            "# proto-message: tensorflow.profiler.ProfiledInstructionsProto\n\ncosts: [{\n  name: \"a.1\"\n  cost_us: 12.720675555555555\n}, {\n  name: \"b\"\n  cost_us: 3\n}]\nlatencies: [{\n  source: \"s\"\n  target: \"t\"\n  latency_us: 1e-3\n}]\n",
            "costs { name: \"fp::a\" cost_us: 1.5 }\ncosts < name: 'b' 'c'; cost_us: -0.0 >\nlatencies { source: \"x\", target: \"y\", latency_us: 2.25E+2 }\n",
            "costs: []\n# nothing\n",
            "costs: [{ name: \"a\" }, <name: \"b\">]; latencies {}",
            "costs { }\nlatencies { latency_us: 4 source: \"only\" }",
            "",
        ] {
            let f: ProfiledInstructionsProto = fast(PROFILE_MESSAGE, text).expect(text);
            assert_eq!(Ok(f), general(PROFILE_MESSAGE, text), "{text}");
        }
    }

    #[test]
    fn tables_read_as_the_general_parser_reads_them() {
        let coll = "xla.gpu.DeviceHloInstructionProfiles";
        let text = "entries {\n  key: \"sm_90\"\n  value {\n    entries {\n      instruction {\n        name: \"_\"\n        opcode: \"all-reduce\"\n        shape { element_type: BF16 dimensions: 64 dimensions: 8 layout { minor_to_major: 1 minor_to_major: 0 } is_dynamic_dimension: false }\n        metadata {\n        }\n        id: 4294967297\n        use_global_device_ids: true\n        iota_collective_device_list { num_replica_groups: 2 num_devices_per_group: 4 iota_reshape_dims: 8 iota_transpose_perm: 0 }\n        replica_groups { replica_ids: 0 replica_ids: 1 }\n        frontend_attributes { map { key: \"k\" value: \"v\" } }\n      }\n      fingerprint: \"f8b5\"\n      network_throughput_bytes_per_sec: 65712635\n      clock_cycles: -3\n    }\n    partition_size: 8\n  }\n}\nentries { key: \"sm_80\" value { } }\n";
        let f: DeviceHloInstructionProfiles = fast(coll, text).expect("plain table");
        assert_eq!(Ok(f), general(coll, text));
        let gemm = "xla.GemmPerfTable";
        let text = "entries {\n  key: \"sm_90\"\n  value {\n    entries { b: 1 m: 256 n: 512 k: 1024 flops { key: \"bf16xbf16->bf16\" value: 123456789012 } }\n  }\n}\n";
        let f: GemmPerfTable = fast(gemm, text).expect("plain table");
        assert_eq!(Ok(f), general(gemm, text));
    }

    #[test]
    fn gives_up_where_the_general_parser_decides() {
        for text in [
            "costs { name: \"a\\\"b\" cost_us: 1 }",
            "costs { name: \"a\" cost_us: 0x10 }",
            "costs { name: \"a\" cost_us: inf }",
            "costs { name: \"a\" cost_us: 012 }",
            "costs { name: \"a\" cost_us: 1.5f }",
            "costs { name: \"a\" name: \"b\" }",
            "costs { name: \"a\" weight: 1 }",
            "costs { name \"a\" }",
            "costs { name: \"a\" cost_us: 1 ",
            "costs { name: \"a\" cost_us: 1 >",
            "costs [{ name: \"a\" }]",
            "other { }",
            "costs: [{ name: \"a\" } { name: \"b\" }]",
        ] {
            assert_eq!(
                fast::<ProfiledInstructionsProto>(PROFILE_MESSAGE, text),
                None,
                "{text}"
            );
        }
        let coll = "xla.gpu.DeviceHloInstructionProfiles";
        for text in [
            "entries { key: \"a\" value { partition_size: 99999999999999999999 } }",
            "entries { key: \"a\" value { entries { instruction { shape { element_type: 16 } } } } }",
            "entries { key: \"a\" value { entries { instruction { dimensions: [1, 2] } } } }",
            "entries { key: \"a\" value { entries { instruction { use_global_device_ids: 1 } } } }",
            "entries { key: \"a\" value { entries { instruction { shape { element_type: NOPE } } } } }",
            "entries { key: \"a\" value { entries { [ext.field]: 1 } } }",
        ] {
            assert_eq!(fast::<DeviceHloInstructionProfiles>(coll, text), None, "{text}");
        }
    }

    /// XLA's own tables (in `../shared/xla_tables`, when present): every device block of the
    /// collective table and the whole GEMM table read the same both ways.
    #[test]
    fn xla_tables_read_as_the_general_parser_reads_them() {
        use std::io::Write;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/xla_tables");
        if !dir.is_dir() {
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED xla_tables_read_as_the_general_parser_reads_them: {} not found",
                dir.display()
            );
            return;
        }
        let gemm = std::fs::read_to_string(dir.join("default_matmul_perf_table.txtpb")).unwrap();
        let f: GemmPerfTable = fast("xla.GemmPerfTable", &gemm).expect("plain table");
        assert_eq!(Ok(f), general("xla.GemmPerfTable", &gemm));
        let coll =
            std::fs::read_to_string(dir.join("default_collective_perf_table.txtpb")).unwrap();
        let name = "xla.gpu.DeviceHloInstructionProfiles";
        let blocks =
            crate::cost::tables::text_index::index_map_blocks(&coll, "entries").expect("indexable");
        assert!(blocks.len() > 1);
        for b in &blocks {
            let part = &coll[b.range.clone()];
            let f: DeviceHloInstructionProfiles = fast(name, part).expect(&b.key);
            assert_eq!(Ok(f), general(name, part), "{}", b.key);
        }
    }
}
