//! Reading a module from a file (or stdin as `-`), with errors that name the file.

use std::fmt;
use std::io::Read;
use std::path::Path;

use super::error::ParseError;
use super::module::Module;
use super::parse::parse_module_bytes;

/// Why a module could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io {
        /// The path as given.
        path: String,
        /// The I/O error.
        error: std::io::Error,
    },
    /// The text did not parse; the error carries the file name.
    Parse(ParseError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { path, error } => write!(f, "{path}: {error}"),
            LoadError::Parse(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads and parses the HLO module at `path`; `-` reads standard input.
pub fn load_module(path: &Path) -> Result<Module, LoadError> {
    let shown = path.display().to_string();
    let bytes = if shown == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|error| LoadError::Io {
                path: "<stdin>".to_string(),
                error,
            })?;
        buf
    } else {
        std::fs::read(path).map_err(|error| LoadError::Io {
            path: shown.clone(),
            error,
        })?
    };
    let name = if shown == "-" {
        "<stdin>".to_string()
    } else {
        shown
    };
    parse_module_bytes(&bytes).map_err(|e| LoadError::Parse(e.with_file(name)))
}
