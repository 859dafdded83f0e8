//! What each collective moves: its kind (the sync opcode), transfer bytes by XLA's rules,
//! and its device groups in their compact form ([`DeviceGroups`]), checked as XLA's verifier
//! checks them.
//!
//! Transfer sizes follow `GpuHloCostAnalysis::BytesTransferred` (XLA,
//! `xla/service/gpu/model/gpu_hlo_cost_analysis.cc`; `../shared/reference/xla-lhs-and-cost-models.md`
//! §3.4): all-reduce and all-gather count output bytes (all-gather-start: the tuple's output
//! part), reduce-scatter counts input bytes, all-to-all output bytes, collective-permute the
//! bytes of operand 0.

use super::computation::Computation;
use super::device_groups::DeviceGroups;
use super::element_type::ElementType;
use super::ids::{CompId, InstrId};
use super::instruction::Instruction;
use super::module::Module;
use super::opcode::Opcode;
use super::replica_groups::{ReplicaGroupError, MAX_DEVICES};
use std::fmt;

/// One collective of a computation (sync, a `*-start`, or an `async-start` wrapping one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectiveInfo {
    /// The instruction in the computation that was asked about.
    pub instr: InstrId,
    /// The sync collective performed (`all-gather` for `all-gather-start`, the wrapped op for
    /// `async-start`).
    pub kind: Opcode,
    /// True for `*-start` and `async-start` forms.
    pub is_async: bool,
    /// For `async-start`: the wrapped computation and its collective instruction.
    pub wrapped: Option<(CompId, InstrId)>,
    /// Bytes moved, by XLA's transfer-size rules.
    pub transfer_bytes: u64,
    /// Devices per group (2 for collective-permute: a source and a target).
    pub group_size: usize,
    /// Number of groups (pairs for collective-permute).
    pub num_groups: usize,
    /// The groups, compact (source-target pairs for collective-permute, as groups of two).
    /// One group of every device of the module when there is no `replica_groups` or it is `{}`.
    pub groups: DeviceGroups,
    /// Element type of the data moved (first array leaf).
    pub dtype: Option<ElementType>,
    /// `channel_id`, when present.
    pub channel_id: Option<i64>,
}

/// A collective whose device-group attribute does not parse: which instruction (name and id),
/// which attribute, and the parse error (kept as the source).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectiveAttrError {
    /// The instruction carrying the attribute (the wrapped one for `async-start`).
    pub instruction: String,
    /// Its id in its computation.
    pub id: InstrId,
    /// `replica_groups` or `source_target_pairs`.
    pub attribute: &'static str,
    /// What does not parse.
    pub error: ReplicaGroupError,
}

impl fmt::Display for CollectiveAttrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} {}", self.instruction, self.attribute, self.error)
    }
}

impl std::error::Error for CollectiveAttrError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// The collective performed by instruction `id` of computation `comp`, or `Ok(None)` if it is
/// not one. Errors name a replica-group or source-target-pair value that does not parse.
pub fn collective_info(
    m: &Module,
    comp: CompId,
    id: InstrId,
) -> Result<Option<CollectiveInfo>, CollectiveAttrError> {
    let c = m.computation(comp);
    let Some(ins) = c.instructions.get(id.index()) else {
        return Ok(None);
    };
    // Resolve the instruction that carries the collective's attributes and shapes.
    let (op_comp, op_ins, op_id, wrapped, is_async) = if ins.opcode == Opcode::AsyncStart {
        let Some(&callee) = ins.called.first() else {
            return Ok(None);
        };
        let Some(wc) = m.computations.get(callee.index()) else {
            return Ok(None);
        };
        let root = wc.root;
        let Some(r) = wc.instructions.get(root.index()) else {
            return Ok(None);
        };
        if r.opcode.sync_collective().is_none() {
            return Ok(None);
        }
        (wc, r, root, Some((callee, root)), true)
    } else {
        (c, ins, id, None, ins.opcode.is_async_start())
    };
    let Some(kind) = op_ins.opcode.sync_collective() else {
        return Ok(None);
    };
    let operand_bytes = |k: usize| -> u64 {
        op_ins
            .operands
            .get(k)
            .and_then(|o| op_comp.instructions.get(o.index()))
            .map_or(0, |o| o.shape.byte_size())
    };
    // Saturating: a sum past u64 bytes counts as u64::MAX (priced as an effectively infinite
    // transfer), never wrapped to a small one.
    let all_operand_bytes = || -> u64 {
        (0..op_ins.operands.len())
            .map(operand_bytes)
            .fold(0, u64::saturating_add)
    };
    let (transfer_bytes, dtype) = match (kind, op_ins.opcode) {
        // all-gather-start's shape is (inputs, outputs): skip tuple index 0.
        (Opcode::AllGather, Opcode::AllGatherStart) => {
            let out = op_ins.shape.tuple_element(1).unwrap_or(&op_ins.shape);
            (out.byte_size(), out.first_element_type())
        }
        (Opcode::ReduceScatter, _) => (all_operand_bytes(), first_operand_dtype(op_comp, op_ins)),
        (Opcode::CollectivePermute, _) => (operand_bytes(0), first_operand_dtype(op_comp, op_ins)),
        _ => (op_ins.shape.byte_size(), op_ins.shape.first_element_type()),
    };
    let devices = m.num_devices();
    if devices > MAX_DEVICES {
        // Only a header set in code gets here: the parser rejects such a header.
        return Err(CollectiveAttrError {
            instruction: op_ins.name.to_string(),
            id: op_id,
            attribute: "replica_groups",
            error: ReplicaGroupError {
                offset: 0,
                message: format!("the module has {devices} devices, more than {MAX_DEVICES}"),
            },
        });
    }
    let located = |attribute: &'static str, error: ReplicaGroupError| CollectiveAttrError {
        instruction: op_ins.name.to_string(),
        id: op_id,
        attribute,
        error,
    };
    let groups = if kind == Opcode::CollectivePermute {
        match op_ins.source_target_pairs() {
            Some(Ok(p)) => {
                check_pairs(&p, devices).map_err(|e| located("source_target_pairs", e))?;
                DeviceGroups::explicit(p.into_iter().map(|(s, t)| vec![s, t]).collect())
            }
            Some(Err(error)) => return Err(located("source_target_pairs", error)),
            None => DeviceGroups::explicit(Vec::new()),
        }
    } else {
        match op_ins.replica_groups() {
            Some(Ok(rg)) => {
                let g = DeviceGroups::from_replica_groups(&rg, devices);
                g.check(devices).map_err(|e| located("replica_groups", e))?;
                g
            }
            Some(Err(error)) => return Err(located("replica_groups", error)),
            None => DeviceGroups::all(devices),
        }
    };
    let (group_size, num_groups) = (groups.group_size(), groups.num_groups());
    Ok(Some(CollectiveInfo {
        instr: id,
        kind,
        is_async,
        wrapped,
        transfer_bytes,
        group_size,
        num_groups,
        groups,
        dtype,
        channel_id: op_ins.channel_id().or_else(|| ins.channel_id()),
    }))
}

/// XLA's verifier's checks of `source_target_pairs`: ids non-negative and, when the module
/// gives a device count above 1, below it; no device the source (or the target) of two pairs.
fn check_pairs(pairs: &[(i64, i64)], num_devices: i64) -> Result<(), ReplicaGroupError> {
    let err = |message: String| ReplicaGroupError { offset: 0, message };
    let mut sources = std::collections::HashSet::with_capacity(pairs.len());
    let mut targets = std::collections::HashSet::with_capacity(pairs.len());
    for (i, &(s, t)) in pairs.iter().enumerate() {
        for d in [s, t] {
            if d < 0 || (num_devices > 1 && d >= num_devices) {
                return Err(err(format!(
                    "device {d} (pair {i}) is outside the module's {num_devices} devices \
                     (num_partitions x replica_count)"
                )));
            }
        }
        if !sources.insert(s) {
            return Err(err(format!(
                "device {s} is the source of two pairs (again in pair {i})"
            )));
        }
        if !targets.insert(t) {
            return Err(err(format!(
                "device {t} is the target of two pairs (again in pair {i})"
            )));
        }
    }
    Ok(())
}

fn first_operand_dtype(c: &Computation, ins: &Instruction) -> Option<ElementType> {
    ins.operands
        .first()
        .and_then(|o| c.instructions.get(o.index()))
        .and_then(|o| o.shape.first_element_type())
}

/// Every collective of computation `comp`, in print order.
pub fn collectives(m: &Module, comp: CompId) -> Result<Vec<CollectiveInfo>, CollectiveAttrError> {
    let mut out = Vec::new();
    for &id in &m.computation(comp).order {
        if let Some(info) = collective_info(m, comp, id)? {
            out.push(info);
        }
    }
    Ok(out)
}
