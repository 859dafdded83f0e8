//! Writing files without losing any: every frontend that writes goes through an [`Outputs`]
//! plan. Every file the command reads is declared first ([`Outputs::input`], also standard
//! input when it is a file); every output is then checked ([`Outputs::output`]) before any
//! work: it must not be one of the inputs or another output (same device and inode, whatever
//! the names, or the same path when it does not exist yet), it must be writable as the shell's
//! `>` would find it (a read-only file is refused), and it must be a regular file, a new path,
//! a FIFO or a character device. A regular file is replaced atomically: its temporary file is
//! created beside it at the check, filled when the work is done, and renamed over it last, with
//! the old file's permissions. A FIFO or device is written through, never replaced. Temporary
//! files are removed when a write fails, when the plan is dropped, and on SIGINT/SIGTERM once
//! [`remove_temporaries_on_signal`] is installed.

use crate::error::Error;
use std::fs::{File, Metadata, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The temporary files of this process not yet renamed or removed (for the signal handler).
static TEMPORARIES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn temporaries() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    TEMPORARIES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn forget_temporary(p: &Path) {
    temporaries().retain(|t| t != p);
}

/// Installs (once) a SIGINT/SIGTERM handler thread that removes this process's temporary
/// output files and then ends the process as the signal would have. For programs (the CLI):
/// a library embedded in another runtime (Python) leaves that runtime's signals alone.
pub fn remove_temporaries_on_signal() -> Result<(), Error> {
    static INSTALLED: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    INSTALLED
        .get_or_init(install_handler)
        .clone()
        .map_err(Error::msg)
}

#[cfg(unix)]
fn install_handler() -> Result<(), String> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM])
        .map_err(|e| format!("cannot watch for signals: {e}"))?;
    std::thread::Builder::new()
        .name("lhsched-signals".into())
        .spawn(move || {
            if let Some(sig) = signals.forever().next() {
                for t in temporaries().drain(..) {
                    let _ = std::fs::remove_file(t);
                }
                // The default action ends the process with the signal's status; should it
                // return, exit as a shell reports a signal.
                let _ = signal_hook::low_level::emulate_default_handler(sig);
                std::process::exit(128 + sig);
            }
        })
        .map_err(|e| format!("cannot start the signal thread: {e}"))?;
    Ok(())
}

#[cfg(not(unix))]
fn install_handler() -> Result<(), String> {
    Ok(())
}

/// While alive, a SIGTERM that would end the process by its default action (no handler set by
/// the program embedding the library) first removes this process's temporary output files,
/// then ends the process as before; dropping it restores the previous disposition. For
/// embedded use (Python), around a write: the runtime's own handlers are left in place, and a
/// SIGINT Python turns into `KeyboardInterrupt` after the write, whose temporary is then gone.
#[derive(Debug)]
#[must_use = "the scope ends when dropped"]
pub struct TerminationCleanup {
    #[cfg(unix)]
    previous: Option<libc::sigaction>,
}

impl TerminationCleanup {
    /// Installs the cleanup for SIGTERM if its disposition is the default one (see
    /// [`TerminationCleanup`]); otherwise does nothing.
    pub fn install() -> Self {
        #[cfg(unix)]
        {
            TerminationCleanup {
                previous: install_term_cleanup(),
            }
        }
        #[cfg(not(unix))]
        {
            TerminationCleanup {}
        }
    }
}

impl Drop for TerminationCleanup {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some(prev) = self.previous.take() {
            // SAFETY: restores the action read by `install_term_cleanup`.
            unsafe {
                libc::sigaction(libc::SIGTERM, &prev, std::ptr::null_mut());
            }
        }
    }
}

/// Sets [`on_term`] as SIGTERM's handler if the current action is the default; returns the
/// previous action to restore.
#[cfg(unix)]
fn install_term_cleanup() -> Option<libc::sigaction> {
    // SAFETY: sigaction with valid pointers; the handler only calls async-signal-safe
    // functions (see `on_term`).
    unsafe {
        let mut prev: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGTERM, std::ptr::null(), &mut prev) != 0
            || prev.sa_sigaction != libc::SIG_DFL
        {
            return None;
        }
        let mut act: libc::sigaction = std::mem::zeroed();
        act.sa_sigaction = on_term as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::sigemptyset(&mut act.sa_mask);
        if libc::sigaction(libc::SIGTERM, &act, &mut prev) != 0 {
            return None;
        }
        Some(prev)
    }
}

/// SIGTERM during a [`TerminationCleanup`]: unlinks the registered temporaries (no allocation:
/// each path is copied into a stack buffer; the registry is taken with a bounded `try_lock`
/// spin, atomic exchanges only, as another thread holds it for a push at most; it is given up
/// only if this very thread was interrupted while holding it),
/// then re-raises the signal under its default action, which ends the process once this
/// handler returns.
#[cfg(unix)]
extern "C" fn on_term(sig: libc::c_int) {
    use std::os::unix::ffi::OsStrExt;
    let list = (0..1_000_000).find_map(|_| {
        std::hint::spin_loop();
        TEMPORARIES.try_lock().ok()
    });
    if let Some(list) = list {
        for t in list.iter() {
            let bytes = t.as_os_str().as_bytes();
            let mut buf = [0u8; 4096];
            if bytes.len() < buf.len() && !bytes.contains(&0) {
                buf[..bytes.len()].copy_from_slice(bytes);
                // SAFETY: `buf` is NUL-terminated; unlink is async-signal-safe.
                unsafe {
                    libc::unlink(buf.as_ptr().cast());
                }
            }
        }
    }
    // SAFETY: signal and raise are async-signal-safe; the raised signal is blocked until
    // this handler returns, then the default action ends the process.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// A file's identity: device and inode on Unix (hard links and symlinks resolve to the same
/// one), the canonical path elsewhere.
#[cfg(unix)]
type FileId = (u64, u64);
#[cfg(not(unix))]
type FileId = PathBuf;

#[cfg(unix)]
fn id_of(meta: &Metadata, _path: &Path) -> Option<FileId> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn id_of(_meta: &Metadata, path: &Path) -> Option<FileId> {
    std::fs::canonicalize(path).ok()
}

/// Standard input's metadata (of the file, FIFO or terminal behind descriptor 0).
#[cfg(unix)]
fn stdin_meta() -> Option<Metadata> {
    use std::os::fd::AsFd;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    File::from(fd).metadata().ok()
}

#[cfg(not(unix))]
fn stdin_meta() -> Option<Metadata> {
    None
}

/// A path as comparable when the file does not exist: its folder canonicalized, then its name.
fn spelled(p: &Path) -> PathBuf {
    let parent = match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    match (std::fs::canonicalize(parent), p.file_name()) {
        (Ok(d), Some(n)) => d.join(n),
        _ => p.to_path_buf(),
    }
}

/// One file the command reads or writes, as compared.
#[derive(Debug)]
struct Named {
    what: String,
    path: PathBuf,
    id: Option<FileId>,
    spelled: PathBuf,
}

impl Named {
    fn same(&self, other: &Named) -> bool {
        match (&self.id, &other.id) {
            (Some(a), Some(b)) => a == b,
            _ => self.spelled == other.spelled,
        }
    }
}

/// The files a command reads and writes, checked against each other before any work (see the
/// module's documentation).
#[derive(Debug, Default)]
pub struct Outputs {
    read: Vec<Named>,
    written: Vec<Named>,
}

impl Outputs {
    /// An empty plan.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares that the command reads `path` (`-`: standard input, compared when it is a
    /// file); `what` names it in a refusal (`--table`, `the module`). A path that does not
    /// exist is compared by its spelling.
    pub fn input(&mut self, what: &str, path: &Path) -> &mut Self {
        let (meta, spelled) = if path == Path::new("-") {
            (stdin_meta(), PathBuf::from("<standard input>"))
        } else {
            (std::fs::metadata(path).ok(), spelled(path))
        };
        self.read.push(Named {
            what: what.to_string(),
            path: path.to_path_buf(),
            id: meta.as_ref().and_then(|m| id_of(m, path)),
            spelled,
        });
        self
    }

    /// Declares every `(what, path)` pair as an input.
    pub fn inputs<'a>(
        &mut self,
        files: impl IntoIterator<Item = (&'a str, &'a Path)>,
    ) -> &mut Self {
        for (what, path) in files {
            self.input(what, path);
        }
        self
    }

    /// Checks the output `path` (named `flag` in messages) against every input and every
    /// output declared so far, and that it can be written; reserves its temporary file. Call
    /// after every [`Outputs::input`] and before the work. `-` is standard output.
    pub fn output(&mut self, flag: &str, path: &Path) -> Result<Output, Error> {
        if path == Path::new("-") {
            return Ok(Output {
                flag: flag.to_string(),
                path: path.to_path_buf(),
                how: How::Stdout,
            });
        }
        let refuse = |why: String| Error::msg(format!("{flag} {}: {why}", path.display()));
        let meta = match std::fs::metadata(path) {
            Ok(m) => Some(m),
            Err(e) if e.kind() == ErrorKind::NotFound => {
                if std::fs::symlink_metadata(path).is_ok() {
                    return Err(refuse(
                        "a symlink to a missing file; refusing to replace it".into(),
                    ));
                }
                None
            }
            Err(e) => return Err(refuse(e.to_string())),
        };
        let me = Named {
            what: flag.to_string(),
            path: path.to_path_buf(),
            id: meta.as_ref().and_then(|m| id_of(m, path)),
            spelled: spelled(path),
        };
        if let Some(i) = self.read.iter().find(|i| i.same(&me)) {
            let which = if i.path == Path::new("-") {
                format!("{}, standard input", i.what)
            } else {
                format!("{} {}", i.what, i.path.display())
            };
            return Err(Error::msg(format!(
                "{flag} {} is an input file ({which}); refusing to overwrite it",
                path.display()
            )));
        }
        if let Some(o) = self.written.iter().find(|o| o.same(&me)) {
            return Err(Error::msg(format!(
                "{flag} {} is also {} {}; refusing to write both to it",
                path.display(),
                o.what,
                o.path.display()
            )));
        }
        let how = match &meta {
            Some(m) if m.is_file() => {
                // As `>` would: a file this user may not write is refused, although the
                // rename below only needs the folder.
                OpenOptions::new()
                    .write(true)
                    .open(path)
                    .map_err(|e| refuse(e.to_string()))?;
                // Through a symlink, replace its target, not the link.
                let target = std::fs::canonicalize(path).map_err(|e| refuse(e.to_string()))?;
                let tmp = Temporary::beside(&target).map_err(|e| refuse(e.to_string()))?;
                How::Replace {
                    target,
                    tmp,
                    perms: Some(m.permissions()),
                }
            }
            Some(m) if m.is_dir() => {
                return Err(Error::msg(format!(
                    "{flag} {} is a directory",
                    path.display()
                )))
            }
            Some(m) if is_stream(m) => How::Stream,
            Some(_) => {
                return Err(refuse(
                    "not a regular file, FIFO or character device; refusing to write to it".into(),
                ))
            }
            None => {
                let tmp = Temporary::beside(path).map_err(|e| refuse(e.to_string()))?;
                How::Replace {
                    target: path.to_path_buf(),
                    tmp,
                    perms: None,
                }
            }
        };
        self.written.push(me);
        Ok(Output {
            flag: flag.to_string(),
            path: path.to_path_buf(),
            how,
        })
    }
}

#[cfg(unix)]
fn is_stream(meta: &Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    t.is_fifo() || t.is_char_device()
}

#[cfg(not(unix))]
fn is_stream(_: &Metadata) -> bool {
    false
}

/// A temporary file this process created, removed when dropped unless renamed.
#[derive(Debug)]
struct Temporary {
    path: PathBuf,
    file: Option<File>,
}

impl Temporary {
    /// A new, exclusively created file in `path`'s folder (a name taken by anything, even a
    /// symlink, is skipped), registered for removal on a signal.
    fn beside(path: &Path) -> std::io::Result<Temporary> {
        let name = path.file_name().ok_or_else(|| {
            std::io::Error::new(ErrorKind::InvalidInput, "not a file path".to_string())
        })?;
        for n in 0..100u32 {
            let mut tmp_name = std::ffi::OsString::from(".");
            tmp_name.push(name);
            tmp_name.push(format!(".{}.{n}.tmp", std::process::id()));
            let tmp = path.with_file_name(tmp_name);
            // Registered before it exists, so a signal between the two cannot leave it.
            temporaries().push(tmp.clone());
            match OpenOptions::new().write(true).create_new(true).open(&tmp) {
                Ok(f) => {
                    return Ok(Temporary {
                        path: tmp,
                        file: Some(f),
                    })
                }
                Err(e) => {
                    forget_temporary(&tmp);
                    if e.kind() != ErrorKind::AlreadyExists {
                        return Err(e);
                    }
                }
            }
        }
        Err(std::io::Error::other(
            "no free temporary file name beside it",
        ))
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        self.file = None;
        let _ = std::fs::remove_file(&self.path);
        forget_temporary(&self.path);
    }
}

#[derive(Debug)]
enum How {
    Stdout,
    Stream,
    Replace {
        target: PathBuf,
        tmp: Temporary,
        perms: Option<std::fs::Permissions>,
    },
}

/// One checked output (from [`Outputs::output`]): [`Output::fill`] writes its content,
/// [`Output::commit`] puts it in place. Dropped before the commit, it leaves the target as it
/// was (a FIFO or device is written by `fill` directly).
#[derive(Debug)]
pub struct Output {
    flag: String,
    path: PathBuf,
    how: How,
}

impl Output {
    /// The path as given.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn fail(&self, e: std::io::Error) -> Error {
        if self.path == Path::new("-") {
            Error::msg(format!("standard output: {e}"))
        } else {
            Error::msg(format!("{} {}: {e}", self.flag, self.path.display()))
        }
    }

    /// Writes the content through `fill` (called once, writing in pieces): to the temporary
    /// file, or straight to standard output, a FIFO or a device. A closed standard output is
    /// an error [`is_broken_pipe`] recognises.
    pub fn fill(
        &mut self,
        fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), Error> {
        let r = match &mut self.how {
            How::Stdout => {
                let mut out = std::io::stdout().lock();
                fill(&mut out).and_then(|()| out.flush())
            }
            How::Stream => OpenOptions::new()
                .write(true)
                .open(&self.path)
                .and_then(|f| buffered(f, fill).map(drop)),
            How::Replace { tmp, perms, .. } => match tmp.file.take() {
                Some(f) => buffered(f, fill).and_then(|f| {
                    let set = perms.clone().map_or(Ok(()), |p| f.set_permissions(p));
                    tmp.file = Some(f);
                    set
                }),
                None => Err(std::io::Error::other("written twice")),
            },
        };
        r.map_err(|e| {
            if e.kind() == ErrorKind::BrokenPipe && matches!(self.how, How::Stdout) {
                Error::msg(BROKEN_PIPE)
            } else {
                self.fail(e)
            }
        })
    }

    /// Puts the filled content in place (renames the temporary file over the target).
    pub fn commit(mut self) -> Result<(), Error> {
        let how = std::mem::replace(&mut self.how, How::Stdout);
        if let How::Replace {
            target, mut tmp, ..
        } = how
        {
            tmp.file = None;
            std::fs::rename(&tmp.path, &target).map_err(|e| self.fail(e))?;
            forget_temporary(&tmp.path);
            // Renamed: nothing left to remove.
            std::mem::forget(tmp);
        }
        Ok(())
    }

    /// [`Output::fill`] then [`Output::commit`].
    pub fn write_with(
        mut self,
        fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), Error> {
        self.fill(fill)?;
        self.commit()
    }

    /// Writes `bytes` and commits.
    pub fn write(self, bytes: &[u8]) -> Result<(), Error> {
        self.write_with(&mut |w: &mut dyn Write| w.write_all(bytes))
    }
}

/// Runs `fill` on `f` through a 64 KiB buffer (a streamed trace writes one small piece per
/// event), flushes, and gives the file back.
fn buffered(
    f: File,
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<File> {
    let mut b = std::io::BufWriter::with_capacity(1 << 16, f);
    fill(&mut b)?;
    b.into_inner().map_err(std::io::IntoInnerError::into_error)
}

/// The message of a write to standard output whose reader went away.
const BROKEN_PIPE: &str = "standard output was closed";

/// Whether `e` is a write to standard output whose reader went away (`| head -1`), which a
/// program ends silently on.
pub fn is_broken_pipe(e: &Error) -> bool {
    matches!(e, Error::Message(m) if m == BROKEN_PIPE)
}
