//! The parse error: where (line, column, the offending line) and what.

use std::fmt;

/// Longest piece of the offending line an error shows (a 10 MB line must not be echoed).
const MAX_SHOWN: usize = 160;

/// A parse error at a 1-based line and column (columns count bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The file, when known (set by [`ParseError::with_file`]).
    pub file: Option<String>,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (bytes).
    pub col: usize,
    /// What is wrong.
    pub message: String,
    /// The offending line (a window of it around the column when it is long).
    pub line_text: String,
    /// Column of the caret within `line_text` (1-based); 0 when the text was left out
    /// ([`ParseError::without_text`]).
    pub caret: usize,
}

impl ParseError {
    /// The error at byte offset `pos` of `src`.
    pub fn at(src: &[u8], pos: usize, message: impl Into<String>) -> ParseError {
        let pos = pos.min(src.len());
        let line_start = src[..pos]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = 1 + src[..line_start].iter().filter(|&&b| b == b'\n').count();
        let line_end = src[pos..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(src.len(), |p| pos + p);
        let col = pos - line_start + 1;
        let from = pos.saturating_sub(MAX_SHOWN / 2).max(line_start);
        let to = (from + MAX_SHOWN).min(line_end);
        let line_text = String::from_utf8_lossy(&src[from..to]).into_owned();
        let caret = String::from_utf8_lossy(&src[from..pos]).chars().count() + 1;
        ParseError {
            file: None,
            line,
            col,
            message: message.into(),
            line_text,
            caret,
        }
    }

    /// The same error, naming the file it came from (for `file:line:col: message`).
    pub fn with_file(mut self, file: impl Into<String>) -> ParseError {
        self.file = Some(file.into());
        self
    }
}

impl ParseError {
    /// The error without the file's text: no offending line, and the quoted pieces of the
    /// message that come from that line replaced by `…` (for files named by an option, see
    /// [`crate::Error::without_file_content`]).
    pub fn without_text(mut self) -> ParseError {
        self.message = crate::error::unquoted(&self.message, Some(&self.line_text));
        self.line_text.clear();
        self.caret = 0;
        self
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        if self.caret == 0 {
            // Without its text ([`ParseError::without_text`]).
            return write!(f, "{}:{}: {}", self.line, self.col, self.message);
        }
        writeln!(f, "{}:{}: {}", self.line, self.col, self.message)?;
        writeln!(f, "  {}", self.line_text)?;
        write!(f, "  {:>width$}", "^", width = self.caret)
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_line_and_column() {
        let e = ParseError::at(b"ab\ncd ef\n", 6, "bad");
        assert_eq!((e.line, e.col), (2, 4));
        assert_eq!(e.line_text, "cd ef");
        assert_eq!(e.to_string(), "2:4: bad\n  cd ef\n     ^");
        assert!(e
            .with_file("x.hlo")
            .to_string()
            .starts_with("x.hlo:2:4: bad"));
    }
}
