//! XLA's GEMM table (`xla.GemmPerfTable`), loaded and checked: per device key and dtype key
//! (`bf16xbf16->bf16`), the measured (b, m, n, k) shapes and their FLOP/s.

use super::error::{TableError, TableIssue};
use super::load::{
    decode_binary, decode_text, detect_format, from_bytes_device, read_file, DeviceTable, Format,
};
use super::pb::xla::{GemmPerfTable, GemmPerfTableEntry};
use super::pb::GEMM_MESSAGE;
use crate::hlo::element_type::ElementType;
use std::collections::BTreeMap;
use std::path::Path;

/// One measured GEMM: `b` batches of `m x k` by `k x n`, at `flops_per_sec`.
#[derive(Clone, Debug, PartialEq)]
pub struct GemmPoint {
    /// Batch count.
    pub b: u64,
    /// Rows of the left operand and the result.
    pub m: u64,
    /// Columns of the right operand and the result.
    pub n: u64,
    /// The contracted dimension.
    pub k: u64,
    /// Measured FLOP/s (positive, finite).
    pub flops_per_sec: f64,
    /// Index of the entry in its device's list.
    pub entry: usize,
}

impl GemmPoint {
    /// 2·b·m·n·k.
    pub fn flops(&self) -> f64 {
        2.0 * self.b as f64 * self.m as f64 * self.n as f64 * self.k as f64
    }

    /// Measured seconds.
    pub fn seconds(&self) -> f64 {
        self.flops() / self.flops_per_sec
    }
}

/// Parses XLA's dtype key `lhs x rhs -> out` (`bf16xbf16->bf16`; no type name contains `x`).
pub fn parse_dtype_key(key: &str) -> Option<(ElementType, ElementType, ElementType)> {
    let (inputs, out) = key.split_once("->")?;
    let (lhs, rhs) = inputs.split_once('x')?;
    let t = |s: &str| ElementType::from_name(s.trim()).filter(|t| t.is_array());
    Some((t(lhs)?, t(rhs)?, t(out)?))
}

/// A loaded GEMM table.
#[derive(Clone, Debug)]
pub struct GemmTable {
    /// The file it came from.
    pub file: String,
    /// The message as decoded, unchanged.
    pub proto: GemmPerfTable,
    /// device key -> dtype key -> usable points, in file order.
    pub devices: BTreeMap<String, BTreeMap<String, Vec<GemmPoint>>>,
    /// Every problem found; each left a value out without failing.
    pub issues: Vec<TableIssue>,
}

impl GemmTable {
    /// Loads a text or binary table (chosen by content).
    pub fn load(path: impl AsRef<Path>) -> Result<GemmTable, TableError> {
        let path = path.as_ref();
        let bytes = read_file(path)?;
        Self::from_bytes(&path.display().to_string(), &bytes)
    }

    /// As [`GemmTable::load`], from bytes; `name` is used in messages.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<GemmTable, TableError> {
        let (proto, issue) = match detect_format(bytes) {
            Format::Text => (decode_text(name, bytes, GEMM_MESSAGE)?, None),
            Format::Binary => {
                decode_binary::<GemmPerfTable, GemmPerfTableEntry>(name, bytes, 1, GEMM_MESSAGE)?
            }
        };
        let mut t = Self::from_proto(name, proto)?;
        t.issues.splice(0..0, issue);
        Ok(t)
    }

    /// Loads only what `device` needs: of a text table, just that device's block is parsed
    /// (a binary `.pb` is decoded whole). The table then holds that device alone. When the
    /// device has no usable points this way, the whole file is loaded, so errors and the list
    /// of available keys are the same as [`GemmTable::load`]'s.
    pub fn load_device(path: impl AsRef<Path>, device: &str) -> Result<GemmTable, TableError> {
        let path = path.as_ref();
        let bytes = read_file(path)?;
        Self::from_bytes_device(&path.display().to_string(), &bytes, device)
    }

    /// As [`GemmTable::load_device`], from bytes; `name` is used in messages.
    pub fn from_bytes_device(
        name: &str,
        bytes: &[u8],
        device: &str,
    ) -> Result<GemmTable, TableError> {
        from_bytes_device(name, bytes, device)
    }

    /// Checks a decoded message and extracts its points. Fails only when nothing usable is left.
    pub fn from_proto(name: &str, proto: GemmPerfTable) -> Result<GemmTable, TableError> {
        let mut issues = Vec::new();
        let mut devices = BTreeMap::new();
        for (device, list) in &proto.entries {
            let mut keys: BTreeMap<String, Vec<GemmPoint>> = BTreeMap::new();
            let mut seen: BTreeMap<(String, [u64; 4]), (f64, usize)> = BTreeMap::new();
            for (i, e) in list.entries.iter().enumerate() {
                let loc = format!("device \"{device}\" entry {i}");
                let mut issue = |msg: String| {
                    issues.push(TableIssue {
                        location: loc.clone(),
                        msg,
                    })
                };
                let dims = [e.b, e.m, e.n, e.k];
                if dims.iter().any(|&d| d <= 0) {
                    issue(format!(
                        "shape b={} m={} n={} k={} has no size (a dimension is missing or not positive); left out",
                        e.b, e.m, e.n, e.k
                    ));
                    continue;
                }
                let dims = dims.map(|d| d as u64);
                if e.flops.is_empty() {
                    issue("no FLOP/s values; left out".to_string());
                }
                for (key, &value) in &e.flops {
                    if parse_dtype_key(key).is_none() {
                        issue(format!(
                            "dtype key `{key}` does not parse as `lhs x rhs -> out` (e.g. bf16xbf16->bf16); left out"
                        ));
                        continue;
                    }
                    if value <= 0 {
                        issue(format!("`{key}`: FLOP/s {value} is not positive; left out"));
                        continue;
                    }
                    let id = (key.clone(), dims);
                    if let Some(&(prev, entry)) = seen.get(&id) {
                        issue(if prev == value as f64 {
                            format!("`{key}` repeats entry {entry}; dropped")
                        } else {
                            format!(
                                "duplicate point `{key}` with two values ({prev} and {value} FLOP/s, entry {entry}); kept the first"
                            )
                        });
                        continue;
                    }
                    seen.insert(id, (value as f64, i));
                    keys.entry(key.clone()).or_default().push(GemmPoint {
                        b: dims[0],
                        m: dims[1],
                        n: dims[2],
                        k: dims[3],
                        flops_per_sec: value as f64,
                        entry: i,
                    });
                }
            }
            if keys.is_empty() {
                issues.push(TableIssue {
                    location: format!("device \"{device}\""),
                    msg: "no usable GEMM entries".to_string(),
                });
                continue;
            }
            devices.insert(device.clone(), keys);
        }
        if devices.is_empty() {
            return Err(TableError::new(
                name,
                None,
                format!(
                    "empty table: no usable GEMM entries ({} devices, {} problems)",
                    proto.entries.len(),
                    issues.len()
                ),
            ));
        }
        Ok(GemmTable {
            file: name.to_string(),
            proto,
            devices,
            issues,
        })
    }

    /// The device keys with usable points, sorted.
    pub fn device_keys(&self) -> Vec<&str> {
        self.devices.keys().map(String::as_str).collect()
    }
}

impl DeviceTable for GemmTable {
    type Proto = GemmPerfTable;
    const MESSAGE: &'static str = GEMM_MESSAGE;

    fn from_proto(name: &str, proto: GemmPerfTable) -> Result<Self, TableError> {
        GemmTable::from_proto(name, proto)
    }

    fn from_bytes(name: &str, bytes: &[u8]) -> Result<Self, TableError> {
        GemmTable::from_bytes(name, bytes)
    }

    fn has_device(&self, device: &str) -> bool {
        self.devices.contains_key(device)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dtype_keys() {
        assert_eq!(
            parse_dtype_key("bf16xbf16->f32"),
            Some((ElementType::Bf16, ElementType::Bf16, ElementType::F32))
        );
        assert!(parse_dtype_key("f8e4m3fnuzxf8e5m2fnuz->f32").is_some());
        assert_eq!(parse_dtype_key("bf16xbf16"), None);
        assert_eq!(parse_dtype_key("foo->bar"), None);
        assert_eq!(parse_dtype_key("bf16xtokenx->f32"), None);
    }
}
