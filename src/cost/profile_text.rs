//! A direct reader of the text form of a PGLE profile (`ProfiledInstructionsProto`) for the
//! shapes XLA and `lhsched profile export` write: `costs { name: "x" cost_us: 1.5 }` blocks or
//! `costs: [{...}, {...}]` lists, and the same for `latencies`. It reads a 15k-entry profile
//! several times faster than the general text-format parser (prost-reflect) it stands in for.
//!
//! It accepts only what it can read exactly as that parser would; on anything else (an
//! unknown field, an escape in a string, a number form other than plain decimal, a repeated
//! scalar field, a syntax error) it gives up with `None`, and the caller parses the file with
//! prost-reflect, which gives the result or the error with its line and column. So a bad file
//! is reported exactly as before, and a good one in an unusual form is still read.

use super::tables::pb::tensorflow::profiler::profiled_instructions_proto::{
    InstructionCost, Latency,
};
use super::tables::pb::tensorflow::profiler::ProfiledInstructionsProto;

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

/// The fields of the two entry messages.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Entry {
    Cost,
    Latency,
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
    fn ident(&mut self) -> Option<&'a [u8]> {
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
        (id.first().is_some_and(|c| !c.is_ascii_digit())).then_some(id)
    }

    /// One or more adjacent string literals without escapes, concatenated.
    fn string(&mut self) -> Option<String> {
        let mut out: Option<String> = None;
        while let Some(q @ (b'"' | b'\'')) = self.peek() {
            let start = self.pos + 1;
            let len = self.b.get(start..)?.iter().position(|&c| c == q)?;
            let body = &self.b[start..start + len];
            if body.iter().any(|&c| c == b'\\' || c == b'\n') {
                return None;
            }
            out.get_or_insert_with(String::new)
                .push_str(std::str::from_utf8(body).ok()?);
            self.pos = start + len + 1;
        }
        out
    }

    /// A plain decimal number: `-?digits(.digits?)?([eE][+-]?digits)?`, no leading zero before
    /// another digit (octal in text format), ending where an identifier could not go on.
    fn number(&mut self) -> Option<f64> {
        self.blank();
        let start = self.pos;
        let b = self.b;
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
        let mut plain_int = true;
        if b.get(i) == Some(&b'.') {
            plain_int = false;
            i += 1;
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            plain_int = false;
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
        // `1.5f`, `0x1`, `12abc`: not ours.
        if b.get(i)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
        {
            return None;
        }
        // An integer literal is read as an integer first: keep to the exactly representable.
        if plain_int && int_len > 15 {
            return None;
        }
        let v: f64 = std::str::from_utf8(&b[start..i]).ok()?.parse().ok()?;
        self.pos = i;
        Some(v)
    }

    /// Optional `,` or `;` after a field.
    fn separator(&mut self) {
        if !self.eat(b',') {
            self.eat(b';');
        }
    }

    /// One entry message, from just after its `{` or `<` to its matching close.
    fn entry(&mut self, kind: Entry, close: u8) -> Option<Entry2> {
        let mut strings: [Option<String>; 2] = [None, None];
        let mut number: Option<f64> = None;
        loop {
            if self.eat(close) {
                break;
            }
            let field = self.ident()?;
            let slot = match (kind, field) {
                (Entry::Cost, b"name") | (Entry::Latency, b"source") => Some(0),
                (Entry::Latency, b"target") => Some(1),
                (Entry::Cost, b"cost_us") | (Entry::Latency, b"latency_us") => None,
                _ => return None,
            };
            if !self.eat(b':') {
                return None;
            }
            match slot {
                Some(s) => {
                    if strings[s].is_some() {
                        return None;
                    }
                    strings[s] = Some(self.string()?);
                }
                None => {
                    if number.is_some() {
                        return None;
                    }
                    number = Some(self.number()?);
                }
            }
            self.separator();
        }
        let [a, b] = strings;
        Some(Entry2 {
            a: a.unwrap_or_default(),
            b: b.unwrap_or_default(),
            v: number.unwrap_or(0.0),
        })
    }

    /// One message value of a repeated field: `{...}` or `<...>`.
    fn message(&mut self, kind: Entry, msg: &mut ProfiledInstructionsProto) -> Option<()> {
        let close = if self.eat(b'{') {
            b'}'
        } else if self.eat(b'<') {
            b'>'
        } else {
            return None;
        };
        let e = self.entry(kind, close)?;
        match kind {
            Entry::Cost => msg.costs.push(InstructionCost {
                name: e.a,
                cost_us: e.v,
            }),
            Entry::Latency => msg.latencies.push(Latency {
                source: e.a,
                target: e.b,
                latency_us: e.v,
            }),
        }
        Some(())
    }
}

/// The fields of one entry: name or source, target, the time.
struct Entry2 {
    a: String,
    b: String,
    v: f64,
}

/// Reads the text form of a profile, or `None` when the text is outside the shapes this reader
/// knows (the caller then uses the general parser, which also locates any error).
pub fn parse_profile_text(text: &str) -> Option<ProfiledInstructionsProto> {
    let mut r = Reader {
        b: text.as_bytes(),
        pos: 0,
    };
    let mut msg = ProfiledInstructionsProto::default();
    loop {
        if r.peek().is_none() {
            return Some(msg);
        }
        let kind = match r.ident()? {
            b"costs" => Entry::Cost,
            b"latencies" => Entry::Latency,
            _ => return None,
        };
        // The colon is optional before a message, required before a list (as prost-reflect reads).
        let colon = r.eat(b':');
        if r.eat(b'[') {
            if !colon {
                return None;
            }
            if !r.eat(b']') {
                loop {
                    r.message(kind, &mut msg)?;
                    if r.eat(b']') {
                        break;
                    }
                    if !r.eat(b',') {
                        return None;
                    }
                }
            }
        } else {
            r.message(kind, &mut msg)?;
        }
        r.separator();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::profile::PROFILE_MESSAGE;
    use crate::cost::tables::load::decode_text;

    /// The general parser's reading of `text`, for comparison.
    fn general(text: &str) -> Result<ProfiledInstructionsProto, String> {
        decode_text("t.pbtxt", text.as_bytes(), PROFILE_MESSAGE).map_err(|e| e.to_string())
    }

    #[test]
    fn reads_both_layouts_as_the_general_parser_does() {
        for text in [
            "# proto-message: tensorflow.profiler.ProfiledInstructionsProto\n\ncosts: [{\n  name: \"a.1\"\n  cost_us: 12.720675555555555\n}, {\n  name: \"b\"\n  cost_us: 3\n}]\nlatencies: [{\n  source: \"s\"\n  target: \"t\"\n  latency_us: 1e-3\n}]\n",
            "costs { name: \"fp::a\" cost_us: 1.5 }\ncosts < name: 'b' 'c'; cost_us: -0.0 >\nlatencies { source: \"x\", target: \"y\", latency_us: 2.25E+2 }\n",
            "costs: []\n# nothing\n",
            "costs: [{ name: \"a\" }, <name: \"b\">]; latencies {}",
            "costs { }\nlatencies { latency_us: 4 source: \"only\" }",
            "",
        ] {
            let fast = parse_profile_text(text).expect(text);
            assert_eq!(Ok(fast), general(text), "{text}");
        }
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
            "other { }",
            "costs [{ name: \"a\" }]",
            "costs: [{ name: \"a\" } { name: \"b\" }]",
        ] {
            assert_eq!(parse_profile_text(text), None, "{text}");
        }
    }
}
