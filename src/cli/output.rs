//! Writing results without losing anything the user gave: never over an input, and through a
//! temporary file renamed into place so a failed write leaves the old file intact.

use std::error::Error;
use std::path::Path;

/// Refuses an output path that names one of the inputs.
pub fn check_not_input(out: &Path, inputs: &[&Path], flag: &str) -> Result<(), Box<dyn Error>> {
    let canon = |p: &Path| std::fs::canonicalize(p).ok();
    for &i in inputs {
        if i == Path::new("-") {
            continue;
        }
        let same = match (canon(out), canon(i)) {
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

/// Writes `text` to `path` (`-` is standard output) via a temporary file in the same folder.
pub fn write_file(path: &Path, text: &str) -> Result<(), Box<dyn Error>> {
    if path == Path::new("-") {
        return super::write_stdout(text).map(|_| ());
    }
    write_bytes(path, text.as_bytes())
}

/// Writes `bytes` to the file `path` via a temporary file in the same folder.
pub fn write_bytes(path: &Path, text: &[u8]) -> Result<(), Box<dyn Error>> {
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} is not a file path", path.display()))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".{}.tmp", std::process::id()));
    let tmp = path.with_file_name(tmp_name);
    std::fs::write(&tmp, text).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("{}: {e}", path.display())
    })?;
    Ok(())
}
