//! The adapter from HLO to the plain specs the models price: a collective's transfer bytes,
//! groups and communication type; the GEMM a dot, a fusion holding a dot, or a cuBLAS
//! custom-call performs; the bytes and flops of any other kernel for the roofline.

use super::comm_type::{groups_comm_type, permute_comm_type};
use super::error::CostError;
use super::roofline::{elementwise_flops_of, reduce_flops, RooflineSpec};
use super::spec::{CollectiveKind, CollectiveSpec, GemmSpec};
use super::tables::gemm_spec::{dims_from_backend_config, gemm_spec_from_dot, DotOperands};
use crate::hlo::collectives::collective_info;
use crate::hlo::{CompId, Computation, InstrId, Module, Opcode, Shape};

/// The collective instruction `id` performs (sync, `*-start`, or an `async-start` wrapping
/// one), as a spec whose communication type follows from its groups and `partition_size`
/// devices per partition. `Ok(None)` for non-collectives.
pub fn collective_spec(
    m: &Module,
    c: CompId,
    id: InstrId,
    partition_size: u64,
) -> Result<Option<CollectiveSpec>, CostError> {
    let comp = m.computation(c);
    let ins = comp.instr(id);
    if matches!(ins.opcode, Opcode::Send | Opcode::Recv) {
        let bytes = match ins.opcode {
            Opcode::Send => ins
                .operands
                .first()
                .map_or(0, |&o| comp.instr(o).shape.byte_size()),
            _ => ins.shape.tuple_element(0).map_or(0, Shape::byte_size),
        };
        let kind = if ins.opcode == Opcode::Send {
            CollectiveKind::Send
        } else {
            CollectiveKind::Recv
        };
        return Ok(Some(CollectiveSpec::new(kind, bytes, 2, 1)));
    }
    let info = collective_info(m, c, id).map_err(|e| {
        CostError::invalid(
            format!("{} (instruction {})", e.instruction, e.id.0),
            format!("{} {}", e.attribute, e.error),
        )
    })?;
    let Some(info) = info else {
        return Ok(None);
    };
    let Some(kind) = CollectiveKind::of_opcode(info.kind) else {
        return Ok(None);
    };
    let p = partition_size.max(1);
    let comm = if kind == CollectiveKind::CollectivePermute {
        let pairs: Vec<(i64, i64)> = (0..info.groups.num_groups())
            .filter_map(|g| {
                let mut d = info.groups.group(g);
                Some((d.next()?, d.next()?))
            })
            .collect();
        let mut spec = CollectiveSpec::new(
            kind,
            info.transfer_bytes,
            info.group_size as u32,
            info.num_groups as u32,
        );
        spec.comm_type = permute_comm_type(&pairs, p)?;
        spec.source_target_pairs = pairs;
        spec.dtype = info.dtype;
        return Ok(Some(spec));
    } else {
        groups_comm_type(&info.groups, p)?
    };
    let mut spec = CollectiveSpec::new(
        kind,
        info.transfer_bytes,
        info.group_size as u32,
        info.num_groups as u32,
    );
    spec.comm_type = comm;
    spec.dtype = info.dtype;
    spec.groups = Some(info.groups);
    Ok(Some(spec))
}

fn dims_of(comp: &Computation, id: InstrId) -> Option<(Vec<i64>, crate::hlo::ElementType)> {
    let a = comp.instr(id).shape.as_array()?;
    Some((a.dims.clone(), a.element_type))
}

/// The GEMM of a `dot` instruction of `comp`.
fn dot_gemm(comp: &Computation, id: InstrId) -> Option<GemmSpec> {
    let ins = comp.instr(id);
    let dn = ins.dot_dimension_numbers()?;
    let (lhs_shape, lhs) = dims_of(comp, *ins.operands.first()?)?;
    let (rhs_shape, rhs) = dims_of(comp, *ins.operands.get(1)?)?;
    let out = ins.shape.first_element_type()?;
    gemm_spec_from_dot(&DotOperands {
        lhs_shape,
        rhs_shape,
        dnums: dn,
        lhs,
        rhs,
        out,
    })
    .ok()
}

/// True for the custom-call targets of cuBLAS / cuBLASLt GEMMs.
pub fn is_gemm_custom_call(target: &str) -> bool {
    target.starts_with("__cublas$") && !target.contains("triangularSolve")
}

/// The GEMM instruction `id` performs: a `dot`, the largest `dot` inside a fusion body, or a
/// cuBLAS GEMM custom-call (dimension numbers from its backend config).
pub fn gemm_spec(m: &Module, c: CompId, id: InstrId) -> Option<GemmSpec> {
    let comp = m.computation(c);
    let ins = comp.instr(id);
    match ins.opcode {
        Opcode::Dot => dot_gemm(comp, id),
        Opcode::Fusion => {
            let body = m.computation(*ins.called.first()?);
            body.order
                .iter()
                .filter(|&&i| body.instr(i).opcode == Opcode::Dot)
                .filter_map(|&i| dot_gemm(body, i))
                .max_by(|a, b| a.flops().total_cmp(&b.flops()))
        }
        Opcode::CustomCall => {
            let target = ins.custom_call_target()?;
            if !is_gemm_custom_call(&target) {
                return None;
            }
            let cfg = ins.backend_config()?;
            let dnums = dims_from_backend_config(&cfg.to_string()).ok()?;
            let (lhs_shape, lhs) = dims_of(comp, *ins.operands.first()?)?;
            let (rhs_shape, rhs) = dims_of(comp, *ins.operands.get(1)?)?;
            let out_shape = match &*ins.shape {
                Shape::Tuple(parts) => parts.first()?.clone(),
                s => s.clone(),
            };
            gemm_spec_from_dot(&DotOperands {
                lhs_shape,
                rhs_shape,
                dnums,
                lhs,
                rhs,
                out: out_shape.first_element_type()?,
            })
            .ok()
        }
        _ => None,
    }
}

/// Whether instruction `id` performs a GEMM (`gemm_spec(..).is_some()`, without choosing the
/// largest `dot` of a fusion body: the first one that is a GEMM answers).
pub fn performs_gemm(m: &Module, c: CompId, id: InstrId) -> bool {
    let comp = m.computation(c);
    let ins = comp.instr(id);
    match ins.opcode {
        Opcode::Fusion => ins.called.first().is_some_and(|&b| {
            let body = m.computation(b);
            body.order
                .iter()
                .any(|&i| body.instr(i).opcode == Opcode::Dot && dot_gemm(body, i).is_some())
        }),
        _ => gemm_spec(m, c, id).is_some(),
    }
}

fn elements(shape: &Shape) -> u64 {
    shape
        .leaves()
        .iter()
        .map(|a| a.element_count())
        .fold(0, u64::saturating_add)
}

/// Flops of one instruction of `comp`, looking inside fusion bodies: dots count 2·b·m·n·k,
/// reductions one per input element, elementwise ops one per output element (transcendentals
/// weighted), data movement none. Returns (flops, any of it on the matrix units).
fn flops_of(m: &Module, comp: &Computation, id: InstrId, depth: usize) -> (f64, bool) {
    let ins = comp.instr(id);
    match ins.opcode {
        Opcode::Dot => dot_gemm(comp, id).map_or((0.0, true), |g| (g.flops(), true)),
        Opcode::Fusion if depth < 8 => {
            let Some(&callee) = ins.called.first() else {
                return (0.0, false);
            };
            let body = m.computation(callee);
            body.order
                .iter()
                .map(|&i| flops_of(m, body, i, depth + 1))
                .fold((0.0, false), |(f, mx), (g, my)| (f + g, mx || my))
        }
        Opcode::Reduce | Opcode::ReduceWindow => {
            let input = ins
                .operands
                .first()
                .map_or(0, |&o| elements(&comp.instr(o).shape));
            (reduce_flops(input), false)
        }
        Opcode::Convolution => (2.0 * elements(&ins.shape) as f64, true),
        op if is_data_movement(op) => (0.0, false),
        op => (elementwise_flops_of(op, elements(&ins.shape)), false),
    }
}

/// Ops that only move or reinterpret data: they cost memory traffic, no arithmetic.
fn is_data_movement(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Parameter
            | Constant
            | GetTupleElement
            | Tuple
            | Bitcast
            | Broadcast
            | Reshape
            | Transpose
            | Copy
            | Slice
            | DynamicSlice
            | DynamicUpdateSlice
            | Concatenate
            | Pad
            | Iota
            | Gather
            | Scatter
            | Reverse
            | BitcastConvert
            | CopyStart
            | CopyDone
    )
}

/// The roofline work of instruction `id`: bytes of its operands and result, and its flops.
pub fn roofline_spec(m: &Module, c: CompId, id: InstrId) -> RooflineSpec {
    let comp = m.computation(c);
    let ins = comp.instr(id);
    // Saturating: a sum past u64 bytes is priced as u64::MAX bytes (an effectively infinite
    // time), never wrapped to a small one.
    let read: u64 = ins
        .operands
        .iter()
        .map(|&o| comp.instr(o).shape.byte_size())
        .fold(0, u64::saturating_add);
    let (flops, matrix) = flops_of(m, comp, id, 0);
    RooflineSpec {
        bytes_accessed: read.saturating_add(ins.shape.byte_size()),
        flops,
        dtype: ins.shape.first_element_type(),
        matrix,
    }
}
