//! A byte cursor over HLO text: whitespace and `/*...*/` comments, names, numbers, and
//! brace-balanced attribute values. Hand-written so the parser never allocates per character.

use super::error::ParseError;

/// Deepest bracket nesting an attribute value may have before it is refused.
pub(crate) const MAX_VALUE_DEPTH: usize = 4096;

/// A position in the input bytes, with helpers that report errors at that position.
pub(crate) struct Cursor<'a> {
    /// The whole input (valid UTF-8: it comes from a `&str`).
    pub src: &'a [u8],
    /// The text form of `src`, for slicing names and values without re-checking UTF-8.
    pub text: &'a str,
    /// The current byte offset.
    pub pos: usize,
    /// Open brackets while scanning a value, kept to reuse its allocation.
    stack: Vec<(u8, usize)>,
}

/// True for the bytes XLA allows in instruction and computation names.
#[inline]
pub(crate) fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'-'
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `text`.
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            src: text.as_bytes(),
            text,
            pos: 0,
            stack: Vec::new(),
        }
    }

    /// An error at byte offset `pos`.
    pub fn err_at(&self, pos: usize, msg: impl Into<String>) -> ParseError {
        ParseError::at(self.src, pos, msg)
    }

    /// An error at the current position.
    pub fn err(&self, msg: impl Into<String>) -> ParseError {
        self.err_at(self.pos, msg)
    }

    /// The byte at the cursor.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    /// The byte `n` past the cursor.
    #[inline]
    pub fn peek_at(&self, n: usize) -> Option<u8> {
        self.src.get(self.pos + n).copied()
    }

    /// True at the end of input.
    #[inline]
    pub fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    /// Skips spaces, tabs, newlines and `/*...*/` comments.
    #[inline]
    pub fn skip_ws(&mut self) -> Result<(), ParseError> {
        match self.peek() {
            Some(b' ' | b'\t' | b'\r' | b'\n' | b'/') => self.skip(true),
            _ => Ok(()),
        }
    }

    /// Skips spaces, tabs and comments but stops at a newline.
    #[inline]
    pub fn skip_inline_ws(&mut self) -> Result<(), ParseError> {
        match self.peek() {
            Some(b' ' | b'\t' | b'\r' | b'/') => self.skip(false),
            _ => Ok(()),
        }
    }

    fn skip(&mut self, newlines: bool) -> Result<(), ParseError> {
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\n' if newlines => self.pos += 1,
                b'/' if self.peek_at(1) == Some(b'*') => self.skip_comment()?,
                _ => break,
            }
        }
        Ok(())
    }

    /// Skips a `/*...*/` comment; the cursor is on its `/`.
    fn skip_comment(&mut self) -> Result<(), ParseError> {
        match find(&self.src[self.pos + 2..], b"*/") {
            Some(p) => {
                self.pos += 2 + p + 2;
                Ok(())
            }
            None => Err(self.err("unterminated `/*` comment")),
        }
    }

    /// Consumes `b` if it is next.
    #[inline]
    pub fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes `b` or fails with "expected `b` while reading `what`".
    pub fn expect(&mut self, b: u8, what: impl std::fmt::Display) -> Result<(), ParseError> {
        if self.eat(b) {
            Ok(())
        } else {
            Err(self.err(format!(
                "expected `{}` {what}, found {}",
                b as char,
                self.describe_here()
            )))
        }
    }

    /// A short description of what is at the cursor, for error messages.
    pub fn describe_here(&self) -> String {
        match self.peek() {
            None => "end of input".to_string(),
            Some(b'\n') => "end of line".to_string(),
            Some(_) => {
                let end = self.src[self.pos..]
                    .iter()
                    .take(24)
                    .position(|&b| b == b'\n')
                    .map_or((self.pos + 24).min(self.src.len()), |p| self.pos + p);
                let mut end = end;
                while !self.text.is_char_boundary(end) {
                    end -= 1;
                }
                format!("`{}`", &self.text[self.pos..end])
            }
        }
    }

    /// True if the input continues with `word` followed by a non-name byte.
    pub fn at_keyword(&self, word: &str) -> bool {
        let w = word.as_bytes();
        self.src[self.pos..].starts_with(w)
            && !self
                .src
                .get(self.pos + w.len())
                .copied()
                .is_some_and(is_name_byte)
    }

    /// Reads `[A-Za-z0-9_.-]+` (possibly empty).
    #[inline]
    pub fn word(&mut self) -> &'a str {
        let start = self.pos;
        let rest = self.src.get(start..).unwrap_or(&[]);
        let n = rest
            .iter()
            .position(|&b| !NAME[b as usize])
            .unwrap_or(rest.len());
        self.pos = start + n;
        // Name bytes are ASCII, so both ends are char boundaries.
        self.text.get(start..self.pos).unwrap_or("")
    }

    /// Reads a name with an optional `%` sigil; fails if there is none.
    pub fn name(&mut self, what: &str) -> Result<&'a str, ParseError> {
        self.eat(b'%');
        let n = self.word();
        if n.is_empty() {
            return Err(self.err(format!("expected {what}, found {}", self.describe_here())));
        }
        Ok(n)
    }

    /// Reads a signed decimal integer.
    pub fn int(&mut self, what: &str) -> Result<i64, ParseError> {
        let start = self.pos;
        let neg = self.eat(b'-');
        let mut v: i64 = 0;
        let mut ok = false;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            self.pos += 1;
            let digit = i64::from(d - b'0');
            // Accumulate negatively so that i64::MIN parses too.
            match v.checked_mul(10).and_then(|x| x.checked_sub(digit)) {
                Some(x) => {
                    v = x;
                    ok = true;
                }
                None => {
                    return Err(self.err_at(start, format!("integer out of range ({what})")));
                }
            }
        }
        let v = if neg { Some(v) } else { v.checked_neg() };
        match (ok, v) {
            (true, Some(v)) => Ok(v),
            (true, None) => Err(self.err_at(start, format!("integer out of range ({what})"))),
            (false, _) => {
                let mut c = Cursor::new(self.text);
                c.pos = start;
                Err(self.err_at(
                    start,
                    format!("expected an integer ({what}), found {}", c.describe_here()),
                ))
            }
        }
    }

    /// Scans an attribute value: everything up to a `,` or newline outside brackets and
    /// strings, or an unmatched closing bracket. Brackets must balance and strings end.
    /// Returns the value with trailing blanks trimmed.
    pub fn value(&mut self) -> Result<&'a str, ParseError> {
        let start = self.pos;
        self.scan(false)?;
        Ok(self.text[start..self.pos].trim_end())
    }

    /// Scans a bracketed group starting at the cursor (on `(`, `{` or `[`) through its matching
    /// closer; returns the text between the brackets.
    pub fn value_in_parens(&mut self) -> Result<&'a str, ParseError> {
        let start = self.pos;
        if !matches!(self.peek(), Some(b'(' | b'{' | b'[')) {
            return Err(self.err(format!("expected `(`, found {}", self.describe_here())));
        }
        self.scan(true)?;
        Ok(&self.text[start + 1..self.pos - 1])
    }

    fn scan(&mut self, one_group: bool) -> Result<(), ParseError> {
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        let r = self.scan_with(one_group, &mut stack);
        self.stack = stack;
        r
    }

    fn scan_with(
        &mut self,
        one_group: bool,
        stack: &mut Vec<(u8, usize)>,
    ) -> Result<(), ParseError> {
        while let Some(b) = self.peek() {
            if !SPECIAL[b as usize] {
                // Plain bytes are the bulk of a value: run over them in a tight loop.
                let rest = self.src.get(self.pos..).unwrap_or(&[]);
                self.pos += rest
                    .iter()
                    .position(|&b| SPECIAL[b as usize])
                    .unwrap_or(rest.len());
                continue;
            }
            match b {
                b'"' => self.skip_string()?,
                b'{' | b'(' | b'[' => {
                    if stack.len() >= MAX_VALUE_DEPTH {
                        return Err(self.err(format!(
                            "brackets nested deeper than {MAX_VALUE_DEPTH} levels"
                        )));
                    }
                    let close = match b {
                        b'{' => b'}',
                        b'(' => b')',
                        _ => b']',
                    };
                    stack.push((close, self.pos));
                    self.pos += 1;
                }
                b'}' | b')' | b']' => match stack.last() {
                    None => break,
                    Some(&(close, open_pos)) if close != b => {
                        return Err(self.err(format!(
                            "mismatched `{}`: the `{}` at {} is still open",
                            b as char,
                            open_char(close) as char,
                            self.line_col(open_pos)
                        )));
                    }
                    Some(_) => {
                        stack.pop();
                        self.pos += 1;
                        if one_group && stack.is_empty() {
                            return Ok(());
                        }
                    }
                },
                b',' | b'\n' if stack.is_empty() => break,
                b'/' if self.peek_at(1) == Some(b'*') => self.skip_comment()?,
                _ => self.pos += 1,
            }
        }
        if let Some(&(close, open_pos)) = stack.last() {
            return Err(self.err_at(
                open_pos,
                format!(
                    "unbalanced `{}`: no matching `{}` before the end of input",
                    open_char(close) as char,
                    close as char
                ),
            ));
        }
        Ok(())
    }

    /// Skips a `"..."` string with `\` escapes; the cursor is on the opening quote.
    pub fn skip_string(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        self.pos += 1;
        loop {
            // Jump to the next quote or backslash.
            match self.src[self.pos..]
                .iter()
                .position(|&b| b == b'"' || b == b'\\')
            {
                None => {
                    self.pos = self.src.len();
                    return Err(self.err_at(start, "unterminated string: no closing `\"`"));
                }
                Some(p) => {
                    self.pos += p;
                    if self.src[self.pos] == b'\\' {
                        self.pos += 2;
                        if self.pos > self.src.len() {
                            return Err(self.err_at(start, "unterminated string: no closing `\"`"));
                        }
                    } else {
                        self.pos += 1;
                        return Ok(());
                    }
                }
            }
        }
    }

    /// `line:col` of a byte offset, for messages that point at a second place.
    pub fn line_col(&self, pos: usize) -> String {
        let e = ParseError::at(self.src, pos, "");
        format!("{}:{}", e.line, e.col)
    }

    /// Skips to the end of the current line (not past the newline).
    pub fn rest_of_line(&mut self) -> &'a str {
        let start = self.pos;
        let end = self.src[self.pos..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.src.len(), |p| self.pos + p);
        self.pos = end;
        &self.text[start..end]
    }
}

/// The bytes of names: `[A-Za-z0-9_.-]`.
static NAME: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'-';
        b += 1;
    }
    t
};

/// The bytes a value scan must look at; everything else is skipped in bulk.
static SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let special = b"\"{}()[],\n/";
    let mut i = 0;
    while i < special.len() {
        t[special[i] as usize] = true;
        i += 1;
    }
    t
};

/// The opening bracket for a closing one.
fn open_char(close: u8) -> u8 {
    match close {
        b'}' => b'{',
        b')' => b'(',
        _ => b'[',
    }
}

/// Position of `needle` in `hay`.
pub(crate) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_balance_brackets_and_strings() {
        let mut c = Cursor::new("{a={b, \"x,}\"}}, next");
        assert_eq!(c.value().unwrap(), "{a={b, \"x,}\"}}");
        let mut c = Cursor::new("mesh['a'=2,'b'=4] {'a'}\n");
        assert_eq!(c.value().unwrap(), "mesh['a'=2,'b'=4] {'a'}");
        let mut c = Cursor::new("{(}");
        assert!(c.value().unwrap_err().message.contains("mismatched"));
        let mut c = Cursor::new("{{}");
        assert!(c.value().unwrap_err().message.contains("unbalanced"));
    }
}
