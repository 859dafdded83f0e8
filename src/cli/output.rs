//! The one way the CLI writes anything: standard output through [`print`] / [`write_stdout`],
//! files through [`write_file`]. Nothing the user gave is lost: an output never replaces an
//! input (same device and inode, whatever the names), a regular file is replaced atomically
//! (a temporary file in the same folder, renamed over it), and a FIFO, character device or
//! symlink is written through, never replaced.

use std::error::Error;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

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

/// The file's identity: device and inode on Unix (hard links and symlinks resolve to the same
/// one), the canonical path elsewhere. `None` when it does not exist.
#[cfg(unix)]
fn identity(p: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(p).ok()?;
    Some((m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(p: &Path) -> Option<PathBuf> {
    std::fs::canonicalize(p).ok()
}

/// Refuses an output path that is one of the inputs: the same file (device and inode), or,
/// when either does not exist yet, the same path. `-` (standard input/output) is never a file.
pub fn check_not_input(out: &Path, inputs: &[&Path], flag: &str) -> Result<(), Box<dyn Error>> {
    if out == Path::new("-") {
        return Ok(());
    }
    for &i in inputs {
        if i == Path::new("-") {
            continue;
        }
        let same = match (identity(out), identity(i)) {
            (Some(a), Some(b)) => a == b,
            _ => out == i,
        };
        if same {
            return Err(format!(
                "{flag} {} is an input file; refusing to overwrite it",
                out.display()
            )
            .into());
        }
    }
    Ok(())
}

/// Writes `bytes` to `path` (`-` is standard output) without replacing anything that is not a
/// regular file:
/// - a regular file (also behind a symlink, which stays a symlink) or a new path: a temporary
///   file in the same folder, renamed over it, so a failed write leaves the old file intact;
///   the old file's permissions are kept;
/// - a FIFO or character device (also behind a symlink): written in place;
/// - a directory, block device, socket or dangling symlink: refused with a message.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Box<dyn Error>> {
    write_file_with(path, &mut |w: &mut dyn Write| w.write_all(bytes))
}

/// [`write_file`] with the content streamed by `fill` (called once, writing in pieces), so a
/// large output is never held whole in memory. Same rules for what may be written.
pub fn write_file_with(
    path: &Path,
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Box<dyn Error>> {
    if path == Path::new("-") {
        return write_stdout_with(fill);
    }
    let here = |e: std::io::Error| format!("{}: {e}", path.display());
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            // Through a symlink, replace its target, not the link.
            let target = std::fs::canonicalize(path).map_err(here)?;
            replace(&target, fill, Some(meta.permissions()))
        }
        Ok(meta) if meta.is_dir() => Err(format!("{} is a directory", path.display()).into()),
        Ok(meta) if is_stream(&meta) => {
            let mut f = OpenOptions::new().write(true).open(path).map_err(here)?;
            fill(&mut f).and_then(|()| f.flush()).map_err(here)?;
            Ok(())
        }
        Ok(_) => Err(format!(
            "{} is not a regular file, FIFO or character device; refusing to write to it",
            path.display()
        )
        .into()),
        Err(e) if e.kind() == ErrorKind::NotFound => {
            if std::fs::symlink_metadata(path).is_ok() {
                return Err(format!(
                    "{} is a symlink to a missing file; refusing to replace it",
                    path.display()
                )
                .into());
            }
            replace(path, fill, None)
        }
        Err(e) => Err(here(e).into()),
    }
}

#[cfg(unix)]
fn is_stream(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    t.is_fifo() || t.is_char_device()
}

#[cfg(not(unix))]
fn is_stream(_: &std::fs::Metadata) -> bool {
    false
}

/// Writes a new file next to `path` and renames it over `path`.
fn replace(
    path: &Path,
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
    perms: Option<std::fs::Permissions>,
) -> Result<(), Box<dyn Error>> {
    let (tmp, mut f) = temp_beside(path)?;
    let written = fill(&mut f)
        .and_then(|()| f.flush())
        .and_then(|()| perms.map_or(Ok(()), |p| f.set_permissions(p)));
    drop(f);
    let done = written.and_then(|()| std::fs::rename(&tmp, path));
    if let Err(e) = done {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("{}: {e}", path.display()).into());
    }
    Ok(())
}

/// A new, exclusively created temporary file in `path`'s folder (never an existing one: a
/// name taken by anything, even a symlink, is skipped).
fn temp_beside(path: &Path) -> Result<(PathBuf, File), Box<dyn Error>> {
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} is not a file path", path.display()))?;
    for n in 0..100u32 {
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(".{}.{n}.tmp", std::process::id()));
        let tmp = path.with_file_name(tmp_name);
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(format!("{}: {e}", tmp.display()).into()),
        }
    }
    Err(format!("{}: no free temporary file name beside it", path.display()).into())
}
