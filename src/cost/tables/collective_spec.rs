//! From one profile of XLA's collective table (an `HloInstructionProto`, plus its operands when
//! the profile carries them) to the shared [`CollectiveSpec`]: kind, transfer bytes, groups,
//! communication scheme, dtype, and the permute pattern of a collective-permute.

use super::error::SpecError;
use super::pb::xla::{HloInstructionProto, IotaReplicaGroupListProto, PrimitiveType, ShapeProto};
use crate::cost::comm_type::{comm_type, permute_comm_type};
use crate::cost::spec::{CollectiveKind, CollectiveSpec, CommType};
use crate::hlo::element_type::ElementType;
use crate::hlo::replica_groups::IotaList;
use std::collections::BTreeSet;

/// The shape of a collective-permute's pairs, after XLA's `GetCollectivePermuteCostModelType`
/// (reference §2.3): whether some device both sends and receives, and whether every pair is
/// answered by its reverse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PermutePattern {
    /// No device both sends and receives (`{i -> i + n/2}`).
    OneWay,
    /// Some device both sends and receives and every pair has its reverse (`{2i <-> 2i+1}`).
    TwoWayAllMutual,
    /// Some device both sends and receives and some pair has no reverse (a ring).
    TwoWayHasNonMutual,
}

impl PermutePattern {
    /// A stable lower-case name for output (`one-way`).
    pub fn name(self) -> &'static str {
        match self {
            PermutePattern::OneWay => "one-way",
            PermutePattern::TwoWayAllMutual => "two-way-mutual",
            PermutePattern::TwoWayHasNonMutual => "two-way-non-mutual",
        }
    }

    /// The pattern of `pairs`; `None` when there are none.
    pub fn of_pairs(pairs: &[(i64, i64)]) -> Option<PermutePattern> {
        if pairs.is_empty() {
            return None;
        }
        let sources: BTreeSet<i64> = pairs.iter().map(|p| p.0).collect();
        let two_edges = pairs.iter().any(|p| sources.contains(&p.1));
        if !two_edges {
            return Some(PermutePattern::OneWay);
        }
        let set: BTreeSet<(i64, i64)> = pairs.iter().copied().collect();
        if pairs.iter().all(|&(s, t)| set.contains(&(t, s))) {
            Some(PermutePattern::TwoWayAllMutual)
        } else {
            Some(PermutePattern::TwoWayHasNonMutual)
        }
    }
}

/// Number of distinct devices named by `pairs` (the "group size" of a collective-permute).
pub fn devices_in_pairs(pairs: &[(i64, i64)]) -> u32 {
    let set: BTreeSet<i64> = pairs.iter().flat_map(|p| [p.0, p.1]).collect();
    u32::try_from(set.len()).unwrap_or(u32::MAX)
}

/// The [`ElementType`] of an XLA `PrimitiveType` number; `None` for invalid or unknown numbers.
pub fn element_type_of(primitive: i32) -> Option<ElementType> {
    let p = PrimitiveType::try_from(primitive).ok()?;
    match p {
        PrimitiveType::Invalid => None,
        PrimitiveType::OpaqueType => Some(ElementType::Opaque),
        other => ElementType::from_name(other.as_str_name()),
    }
}

/// Bytes of an array shape; a tuple counts the sum of its array leaves (XLA's
/// `ShapeUtil::ByteSizeOf` over subshapes).
pub fn shape_bytes(shape: &ShapeProto) -> Result<u64, SpecError> {
    let ty = element_type_of(shape.element_type)
        .ok_or_else(|| format!("element type {} is not known", shape.element_type))?;
    if ty == ElementType::Tuple {
        let mut total: u64 = 0;
        for s in &shape.tuple_shapes {
            total = total
                .checked_add(shape_bytes(s)?)
                .ok_or("shape size overflows")?;
        }
        return Ok(total);
    }
    let mut n: u64 = ty.byte_size();
    for &d in &shape.dimensions {
        let d = u64::try_from(d).map_err(|_| format!("negative dimension {d}"))?;
        n = n.checked_mul(d).ok_or("shape size overflows")?;
    }
    Ok(n)
}

/// The first array element type of a shape (tuples: the first leaf that has one).
fn shape_dtype(shape: &ShapeProto) -> Option<ElementType> {
    match element_type_of(shape.element_type)? {
        ElementType::Tuple => shape.tuple_shapes.iter().find_map(shape_dtype),
        t if t.is_array() => Some(t),
        _ => None,
    }
}

/// Expands XLA's iota device list: `iota(prod(dims))`, reshaped to `dims`, transposed by
/// `perm`, flattened and cut into `num_groups` groups of `group_size` (reference §6).
pub fn expand_iota(iota: &IotaReplicaGroupListProto) -> Result<Vec<Vec<i64>>, SpecError> {
    let (g, s) = (iota.num_replica_groups, iota.num_devices_per_group);
    if g <= 0 || s <= 0 {
        return Err(SpecError::from(format!(
            "iota device list with {g} groups of {s} devices"
        )));
    }
    let dims: Vec<i64> = if iota.iota_reshape_dims.is_empty() {
        vec![g.saturating_mul(s)]
    } else {
        iota.iota_reshape_dims.clone()
    };
    let perm: Vec<usize> = if iota.iota_transpose_perm.is_empty() {
        (0..dims.len()).collect()
    } else {
        iota.iota_transpose_perm
            .iter()
            .map(|&p| usize::try_from(p).unwrap_or(usize::MAX))
            .collect()
    };
    // The one iota expansion of the crate: the HLO layer's.
    let list =
        IotaList::checked(vec![g, s], dims, perm).map_err(|e| SpecError::from(e.to_string()))?;
    Ok(list
        .flatten()
        .chunks(s as usize)
        .map(<[i64]>::to_vec)
        .collect())
}

/// The device groups of an instruction: field 92 (iota), else 87 (explicit or iota), else the
/// deprecated field 49. `None` when it names none.
pub fn instruction_groups(instr: &HloInstructionProto) -> Result<Option<Vec<Vec<i64>>>, SpecError> {
    if let Some(iota) = &instr.iota_collective_device_list {
        return expand_iota(iota).map(Some);
    }
    if let Some(list) = &instr.collective_device_list {
        if let Some(iota) = &list.iota_replica_group_list {
            return expand_iota(iota).map(Some);
        }
        if !list.replica_groups.is_empty() {
            return Ok(Some(
                list.replica_groups
                    .iter()
                    .map(|g| g.replica_ids.clone())
                    .collect(),
            ));
        }
    }
    if !instr.replica_groups.is_empty() {
        return Ok(Some(
            instr
                .replica_groups
                .iter()
                .map(|g| g.replica_ids.clone())
                .collect(),
        ));
    }
    Ok(None)
}

/// Builds the spec of one table profile. `operands` are the profile's operand protos (used for
/// reduce-scatter input bytes and permute operand bytes when present); `partition_size` is the
/// list's `partition_size` (0 = unknown: the devices the entry names form one partition, as XLA's
/// tables are measured inside one fast-interconnect domain).
pub fn spec_from_instruction(
    instr: &HloInstructionProto,
    operands: &[HloInstructionProto],
    partition_size: i64,
) -> Result<(CollectiveSpec, Option<PermutePattern>), SpecError> {
    let opcode = instr.opcode.as_str();
    if opcode == "async-start" || opcode == "async-done" {
        return Err(SpecError::from(format!(
            "`{opcode}`: the wrapped collective is not part of a table profile"
        )));
    }
    if opcode.ends_with("-done") {
        return Err(SpecError::from(format!(
            "`{opcode}` carries no transfer of its own"
        )));
    }
    let kind = CollectiveKind::from_opcode(opcode)
        .ok_or_else(|| format!("opcode `{opcode}` is not a collective"))?;
    let is_start = opcode.ends_with("-start");
    let shape = instr.shape.as_ref().ok_or("instruction has no shape")?;
    let dtype = shape_dtype(shape);
    let tuple = element_type_of(shape.element_type) == Some(ElementType::Tuple);
    let operand_bytes = || -> Result<Option<u64>, SpecError> {
        let mut total = 0u64;
        for o in operands {
            let s = o.shape.as_ref().ok_or("operand has no shape")?;
            total = total.checked_add(shape_bytes(s)?).ok_or("size overflows")?;
        }
        Ok((!operands.is_empty()).then_some(total))
    };
    let pairs: Vec<(i64, i64)> = instr
        .source_target_pairs
        .iter()
        .map(|p| (p.source, p.target))
        .collect();
    let groups = instruction_groups(instr)?;
    // Device ids are non-negative; a negative one would make the derived partition size 0 or
    // negative below (and XLA rejects it too).
    let ids = groups.iter().flatten().flatten().copied();
    if let Some(d) = ids
        .chain(pairs.iter().flat_map(|p| [p.0, p.1]))
        .find(|&d| d < 0)
    {
        return Err(SpecError::from(format!("device id {d} is negative")));
    }
    let (group_size, num_groups) = match (&groups, kind) {
        (_, CollectiveKind::CollectivePermute) if !pairs.is_empty() => {
            (devices_in_pairs(&pairs), 1)
        }
        (Some(gs), _) => {
            let size = gs.first().map_or(0, Vec::len);
            if size == 0 || gs.iter().any(|g| g.len() != size) {
                return Err(SpecError::from(
                    "replica groups are empty or of unequal sizes",
                ));
            }
            (
                u32::try_from(size).map_err(|_| "group too large")?,
                u32::try_from(gs.len()).map_err(|_| "too many groups")?,
            )
        }
        (None, _) => return Err(SpecError::from("instruction names no device groups")),
    };
    let bytes = match kind {
        CollectiveKind::ReduceScatter => match operand_bytes()? {
            Some(b) => b,
            // XLA rebuilds the input as output dim0 x group size (reference §3.2).
            None => shape_bytes(shape)?
                .checked_mul(u64::from(group_size))
                .ok_or("size overflows")?,
        },
        CollectiveKind::CollectivePermute => match operand_bytes()? {
            Some(b) => b,
            None if tuple => shape
                .tuple_shapes
                .first()
                .map(shape_bytes)
                .transpose()?
                .unwrap_or(0),
            None => shape_bytes(shape)?,
        },
        CollectiveKind::AllGather if is_start && tuple => {
            let mut t = 0u64;
            for s in shape.tuple_shapes.iter().skip(1) {
                t = t.checked_add(shape_bytes(s)?).ok_or("size overflows")?;
            }
            t
        }
        _ => shape_bytes(shape)?,
    };
    if bytes == 0 {
        return Err(SpecError::from(
            "the transfer has no size (no shape dimensions or zero bytes)",
        ));
    }
    let partition = if partition_size > 0 {
        partition_size
    } else {
        let all = groups.iter().flatten().flatten().copied();
        let all = all.chain(pairs.iter().flat_map(|p| [p.0, p.1]));
        match all.max() {
            None => 1,
            Some(m) => m
                .checked_add(1)
                .ok_or_else(|| format!("device id {m} is too large"))?,
        }
    };
    // XLA's rule (cost::comm_type), the same one queries and the S-curve use: the first group
    // decides and non-homogeneous groups are an error.
    let partition = u64::try_from(partition.max(1)).unwrap_or(1);
    let comm = match &groups {
        _ if kind == CollectiveKind::CollectivePermute && !pairs.is_empty() => {
            permute_comm_type(&pairs, partition).map_err(|e| e.to_string())?
        }
        Some(gs) => comm_type(gs, partition).map_err(|e| e.to_string())?,
        None => CommType::SinglePartition,
    };
    let spec = CollectiveSpec {
        kind,
        bytes,
        group_size,
        num_groups,
        comm_type: comm,
        dtype,
        groups: groups.map(crate::hlo::DeviceGroups::explicit),
        source_target_pairs: pairs.clone(),
    };
    Ok((spec, PermutePattern::of_pairs(&pairs)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iota_expansion_follows_xla() {
        let iota = |g, s, dims: Vec<i64>, perm: Vec<i32>| IotaReplicaGroupListProto {
            num_replica_groups: g,
            num_devices_per_group: s,
            iota_reshape_dims: dims,
            iota_transpose_perm: perm,
        };
        assert_eq!(
            expand_iota(&iota(2, 4, vec![8], vec![0])).unwrap(),
            vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]
        );
        assert_eq!(
            expand_iota(&iota(4, 2, vec![2, 4], vec![1, 0])).unwrap(),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        );
        assert!(expand_iota(&iota(3, 4, vec![8], vec![0])).is_err());
        assert!(expand_iota(&iota(2, 4, vec![2, 4], vec![0, 0])).is_err());
    }

    #[test]
    fn permute_patterns() {
        assert_eq!(
            PermutePattern::of_pairs(&[(0, 4), (1, 5)]),
            Some(PermutePattern::OneWay)
        );
        assert_eq!(
            PermutePattern::of_pairs(&[(0, 1), (1, 0)]),
            Some(PermutePattern::TwoWayAllMutual)
        );
        assert_eq!(
            PermutePattern::of_pairs(&[(0, 1), (1, 2), (2, 0)]),
            Some(PermutePattern::TwoWayHasNonMutual)
        );
        assert_eq!(PermutePattern::of_pairs(&[]), None);
    }
}
