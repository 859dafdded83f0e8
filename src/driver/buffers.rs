//! Which buffers each HLO value lives in, for memory accounting: an instruction defines a new
//! buffer unless it only renames or bundles existing ones (get-tuple-element, bitcast, tuple,
//! an async done, which hands over the buffer its start allocated).

use crate::hlo::{async_pairs, Computation, InstrId, Opcode, Shape};

/// What an instruction does to memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueBuffers {
    /// Bytes of the buffer this instruction allocates (0 when it allocates none).
    pub defines: u64,
    /// The instructions whose allocations this value refers to (its own id when it allocates).
    pub refers_to: Vec<InstrId>,
}

/// Bytes an async start allocates for its result: the output part of its tuple shape
/// (`*-start`: `(operands, outputs, ...)`, `async-start`: `((operands), output, ...)`), the whole
/// shape of `all-reduce-start`, the received data of `recv`, the destination of `copy-start`.
pub fn async_output_bytes(opcode: Opcode, shape: &Shape) -> u64 {
    match opcode {
        Opcode::AllReduceStart => shape.byte_size(),
        Opcode::Send => 0,
        Opcode::Recv | Opcode::CopyStart => shape.tuple_element(0).map_or(0, Shape::byte_size),
        _ => shape
            .tuple_element(1)
            .map_or_else(|| shape.byte_size(), Shape::byte_size),
    }
}

/// The start each async done and `async-update` of `comp` belongs to, indexed by `InstrId`
/// (from [`crate::hlo::async_pairs`]).
pub fn async_starts(comp: &Computation) -> Vec<Option<InstrId>> {
    let mut out = vec![None; comp.instructions.len()];
    for pair in async_pairs(comp) {
        out[pair.done.index()] = Some(pair.start);
        for u in pair.updates {
            out[u.index()] = Some(pair.start);
        }
    }
    out
}

/// The buffers of every instruction of `comp`, indexed by `InstrId`. `owned_parameters` says
/// whether parameters count as allocations of this computation (false: the caller owns them,
/// as XLA does for entry parameters).
/// `start_of` is [`async_starts`] of `comp`.
pub fn value_buffers(
    comp: &Computation,
    owned_parameters: bool,
    start_of: &[Option<InstrId>],
) -> Vec<ValueBuffers> {
    let mut out: Vec<ValueBuffers> = vec![
        ValueBuffers {
            defines: 0,
            refers_to: Vec::new()
        };
        comp.instructions.len()
    ];
    for &id in &comp.order {
        let ins = comp.instr(id);
        let own = |bytes: u64| ValueBuffers {
            defines: bytes,
            refers_to: vec![id],
        };
        let through = |ops: &[InstrId], out: &[ValueBuffers]| {
            let mut r: Vec<InstrId> = ops
                .iter()
                .flat_map(|o| out[o.index()].refers_to.iter().copied())
                .collect();
            r.sort_unstable();
            r.dedup();
            ValueBuffers {
                defines: 0,
                refers_to: r,
            }
        };
        let v = match ins.opcode {
            Opcode::Parameter if !owned_parameters => ValueBuffers {
                defines: 0,
                refers_to: Vec::new(),
            },
            Opcode::GetTupleElement => {
                let src = ins.operands.first().copied();
                match src.map(|s| comp.instr(s)) {
                    Some(t) if t.opcode == Opcode::Tuple => {
                        let idx = ins
                            .attr("index")
                            .and_then(|s| s.trim().parse::<usize>().ok());
                        match idx.and_then(|k| t.operands.get(k)) {
                            Some(&elem) => through(&[elem], &out),
                            None => through(&ins.operands, &out),
                        }
                    }
                    _ => through(&ins.operands, &out),
                }
            }
            Opcode::Bitcast | Opcode::Tuple | Opcode::OptimizationBarrier => {
                through(&ins.operands, &out)
            }
            Opcode::AddDependency => through(&ins.operands[..ins.operands.len().min(1)], &out),
            op if op.is_async_done() || op == Opcode::AsyncUpdate => match start_of[id.index()] {
                Some(s) => ValueBuffers {
                    defines: 0,
                    refers_to: vec![s],
                },
                None => own(ins.shape.byte_size()),
            },
            op if op.is_async_start() => own(async_output_bytes(op, &ins.shape)),
            _ => own(ins.shape.byte_size()),
        };
        out[id.index()] = v;
    }
    out
}
