//! XLA's collective table (`xla.gpu.DeviceHloInstructionProfiles`), loaded and checked: per
//! device key, the measured points (spec + throughput) and the problems found on the way.

use super::collective_spec::{spec_from_instruction, PermutePattern};
use super::error::{TableError, TableIssue};
use super::load::{
    decode_binary, decode_text, detect_format, from_bytes_device, read_file, DeviceTable, Format,
};
use super::pb::xla::gpu::{DeviceHloInstructionProfiles, HloInstructionProfile};
use super::pb::COLLECTIVE_MESSAGE;
use crate::cost::spec::{CollectiveKind, CollectiveSpec, CommType};
use crate::hlo::element_type::ElementType;
use std::collections::BTreeMap;
use std::path::Path;

/// One measured collective: what ran and the throughput it reached.
#[derive(Clone, Debug, PartialEq)]
pub struct CollectivePoint {
    /// The collective, as the cost models see it.
    pub spec: CollectiveSpec,
    /// For a collective-permute, the shape of its pairs.
    pub permute: Option<PermutePattern>,
    /// Measured `network_throughput_bytes_per_sec` (positive, finite).
    pub throughput: f64,
    /// Index of the profile in its device's list.
    pub entry: usize,
}

impl CollectivePoint {
    /// Measured seconds: transfer bytes over throughput (XLA's definition of the value).
    pub fn seconds(&self) -> f64 {
        self.spec.bytes as f64 / self.throughput
    }
}

/// The identity of a measured point; two profiles with the same identity are duplicates.
pub(crate) type PointId = (
    CollectiveKind,
    CommType,
    Option<PermutePattern>,
    Option<ElementType>,
    u64,
    u32,
    u32,
);

pub(crate) fn point_id(p: &CollectivePoint) -> PointId {
    (
        p.spec.kind,
        p.spec.comm_type,
        p.permute,
        p.spec.dtype,
        p.spec.bytes,
        p.spec.group_size,
        p.spec.num_groups,
    )
}

/// A loaded collective table.
#[derive(Clone, Debug)]
pub struct CollectiveTable {
    /// The file it came from.
    pub file: String,
    /// The message as decoded, unchanged.
    pub proto: DeviceHloInstructionProfiles,
    /// Usable points per device key, in file order.
    pub devices: BTreeMap<String, Vec<CollectivePoint>>,
    /// Every problem found; each left an entry out (or dropped a duplicate) without failing.
    pub issues: Vec<TableIssue>,
}

impl CollectiveTable {
    /// Loads a text or binary table (chosen by content).
    pub fn load(path: impl AsRef<Path>) -> Result<CollectiveTable, TableError> {
        let path = path.as_ref();
        let bytes = read_file(path)?;
        Self::from_bytes(&path.display().to_string(), &bytes)
    }

    /// As [`CollectiveTable::load`], from bytes; `name` is used in messages.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Result<CollectiveTable, TableError> {
        let (proto, issue) = Self::decode(name, bytes)?;
        let mut t = Self::from_proto(name, proto)?;
        t.issues.splice(0..0, issue);
        Ok(t)
    }

    /// Loads only what `device` needs: of a text table, just that device's block is parsed
    /// (the fast path for `schedule`; a binary `.pb` is decoded whole, which is faster still).
    /// The table then holds that device alone. When the device has no usable points this way,
    /// the whole file is loaded, so errors and the list of available keys are the same as
    /// [`CollectiveTable::load`]'s.
    pub fn load_device(
        path: impl AsRef<Path>,
        device: &str,
    ) -> Result<CollectiveTable, TableError> {
        let path = path.as_ref();
        let bytes = read_file(path)?;
        Self::from_bytes_device(&path.display().to_string(), &bytes, device)
    }

    /// As [`CollectiveTable::load_device`], from bytes; `name` is used in messages.
    pub fn from_bytes_device(
        name: &str,
        bytes: &[u8],
        device: &str,
    ) -> Result<CollectiveTable, TableError> {
        from_bytes_device(name, bytes, device)
    }

    /// Decodes the message only (no checks); a warning when binary bytes were skipped.
    pub fn decode(
        name: &str,
        bytes: &[u8],
    ) -> Result<(DeviceHloInstructionProfiles, Option<TableIssue>), TableError> {
        match detect_format(bytes) {
            Format::Text => Ok((decode_text(name, bytes, COLLECTIVE_MESSAGE)?, None)),
            Format::Binary => {
                decode_binary::<_, HloInstructionProfile>(name, bytes, 2, COLLECTIVE_MESSAGE)
            }
        }
    }

    /// Checks a decoded message and extracts its points. Fails only when nothing usable is left.
    pub fn from_proto(
        name: &str,
        proto: DeviceHloInstructionProfiles,
    ) -> Result<CollectiveTable, TableError> {
        let mut issues = Vec::new();
        let mut devices = BTreeMap::new();
        for (device, list) in &proto.entries {
            let mut points: Vec<CollectivePoint> = Vec::new();
            let mut seen: BTreeMap<PointId, usize> = BTreeMap::new();
            for (i, profile) in list.entries.iter().enumerate() {
                let loc = format!("device \"{device}\" entry {i}");
                let mut issue = |msg: String| {
                    issues.push(TableIssue {
                        location: loc.clone(),
                        msg,
                    })
                };
                let Some(instr) = &profile.instruction else {
                    issue("profile has no instruction; left out".to_string());
                    continue;
                };
                let tp = profile.network_throughput_bytes_per_sec;
                if tp <= 0 {
                    issue(format!(
                        "no usable throughput ({}) for {}; left out",
                        if tp == 0 {
                            "missing or zero".to_string()
                        } else {
                            tp.to_string()
                        },
                        instr.opcode
                    ));
                    continue;
                }
                let (spec, permute) =
                    match spec_from_instruction(instr, &profile.operands, list.partition_size) {
                        Ok(s) => s,
                        Err(e) => {
                            issue(format!("{e}; left out"));
                            continue;
                        }
                    };
                let point = CollectivePoint {
                    spec,
                    permute,
                    throughput: tp as f64,
                    entry: i,
                };
                let id = point_id(&point);
                if let Some(&first) = seen.get(&id) {
                    let prev = points.get(first).map_or(0.0, |p| p.throughput);
                    issue(if prev == point.throughput {
                        format!("repeats entry {}; dropped", points[first].entry)
                    } else {
                        format!(
                            "duplicate point with two values ({prev} and {} B/s, entry {}); kept the first",
                            point.throughput, points[first].entry
                        )
                    });
                    continue;
                }
                seen.insert(id, points.len());
                points.push(point);
            }
            if points.is_empty() {
                issues.push(TableIssue {
                    location: format!("device \"{device}\""),
                    msg: "no usable profiles".to_string(),
                });
                continue;
            }
            devices.insert(device.clone(), points);
        }
        if devices.is_empty() {
            return Err(TableError::new(
                name,
                None,
                format!(
                    "empty table: no usable collective profiles ({} devices, {} problems)",
                    proto.entries.len(),
                    issues.len()
                ),
            ));
        }
        Ok(CollectiveTable {
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

    /// The points of `device`, if it has any.
    pub fn points(&self, device: &str) -> Option<&[CollectivePoint]> {
        self.devices.get(device).map(Vec::as_slice)
    }

    /// Number of profiles left out or dropped.
    pub fn skipped(&self) -> usize {
        self.issues
            .iter()
            .filter(|i| i.location.contains(" entry "))
            .count()
    }
}

impl DeviceTable for CollectiveTable {
    type Proto = DeviceHloInstructionProfiles;
    const MESSAGE: &'static str = COLLECTIVE_MESSAGE;

    fn from_proto(name: &str, proto: DeviceHloInstructionProfiles) -> Result<Self, TableError> {
        CollectiveTable::from_proto(name, proto)
    }

    fn from_bytes(name: &str, bytes: &[u8]) -> Result<Self, TableError> {
        CollectiveTable::from_bytes(name, bytes)
    }

    fn has_device(&self, device: &str) -> bool {
        self.devices.contains_key(device)
    }
}
