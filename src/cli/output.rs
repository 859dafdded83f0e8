//! The one way the CLI writes anything: standard output through [`print`] /
//! [`write_stdout_with`], files through the library's [`Outputs`] plan (every input declared,
//! every output checked against them before any work; see [`lhsched::driver::output`]).

use std::error::Error;
use std::fmt;
use std::io::{ErrorKind, Write};

pub use lhsched::driver::output::{is_broken_pipe, Output, Outputs};

/// Standard output was closed by its reader (`lhsched hccl plan | head -1`): the command stops
/// and the process exits with 141 (128 + SIGPIPE), silently, as a shell pipeline expects.
#[derive(Debug)]
pub struct StdoutClosed;

impl fmt::Display for StdoutClosed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("standard output was closed")
    }
}

impl Error for StdoutClosed {}

/// Exit code for [`StdoutClosed`].
pub const CLOSED_EXIT: u8 = 141;

fn stdout_error(e: std::io::Error) -> Box<dyn Error> {
    if e.kind() == ErrorKind::BrokenPipe {
        Box::new(StdoutClosed)
    } else {
        format!("standard output: {e}").into()
    }
}

/// Writes `bytes` to standard output and flushes. A closed pipe is [`StdoutClosed`]; any other
/// failure (`> /dev/full`) is an error naming standard output.
pub fn write_stdout_bytes(bytes: &[u8]) -> Result<(), Box<dyn Error>> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(stdout_error)
}

/// Streams to standard output through `fill` (which writes in pieces) and flushes; errors as
/// [`write_stdout_bytes`].
pub fn write_stdout_with(
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Box<dyn Error>> {
    let mut out = std::io::stdout().lock();
    fill(&mut out)
        .and_then(|()| out.flush())
        .map_err(stdout_error)
}

/// Writes formatted text to standard output (what `print!` would, with errors returned instead
/// of a panic). Used through the CLI's `out!` macro.
pub fn print(args: fmt::Arguments<'_>) -> Result<(), Box<dyn Error>> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.flush())
        .map_err(stdout_error)
}

/// Writes one line to standard error, ignoring a failure: a warning that cannot be shown
/// (`2>/dev/full`, a closed stderr) must not stop or change the command. Used through the
/// CLI's `note!` macro.
pub fn note(args: fmt::Arguments<'_>) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_fmt(format_args!("{args}\n"));
}

/// A library result of writing an output, with a closed standard output as [`StdoutClosed`].
pub fn written(r: Result<(), lhsched::Error>) -> Result<(), Box<dyn Error>> {
    match r {
        Err(e) if is_broken_pipe(&e) => Err(Box::new(StdoutClosed)),
        Err(e) => Err(Box::new(e)),
        Ok(()) => Ok(()),
    }
}
