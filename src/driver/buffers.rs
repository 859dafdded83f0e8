//! Which buffers each HLO value lives in, for memory accounting: an instruction defines a new
//! buffer unless it only renames or bundles existing ones (get-tuple-element, bitcast, tuple,
//! an async done, which hands over the buffer its start allocated).

use crate::hlo::{async_pairs, Computation, InstrId, Opcode, Shape};

/// What every instruction of a computation does to memory, indexed by `InstrId`: the bytes of
/// the buffer it allocates (0 when none) and the instructions whose allocations its value
/// refers to (its own id when it allocates), stored flat (one list for the whole computation,
/// no allocation per instruction).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueBuffers {
    defines: Vec<u64>,
    /// Per instruction: its range in `refers`.
    range: Vec<(u32, u32)>,
    refers: Vec<InstrId>,
}

impl ValueBuffers {
    /// Bytes of the buffer `id` allocates (0 when it allocates none or is out of range).
    pub fn defines(&self, id: InstrId) -> u64 {
        self.defines.get(id.index()).copied().unwrap_or(0)
    }

    /// The instructions whose allocations the value of `id` refers to, sorted.
    pub fn refers_to(&self, id: InstrId) -> &[InstrId] {
        match self.range.get(id.index()) {
            Some(&(a, b)) => self.refers.get(a as usize..b as usize).unwrap_or(&[]),
            None => &[],
        }
    }
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

/// The buffers of every instruction of `comp`. `owned_parameters` says whether parameters
/// count as allocations of this computation (false: the caller owns them, as XLA does for
/// entry parameters). `start_of` is [`async_starts`] of `comp`.
pub fn value_buffers(
    comp: &Computation,
    owned_parameters: bool,
    start_of: &[Option<InstrId>],
) -> ValueBuffers {
    let len = comp.instructions.len();
    let mut out = ValueBuffers {
        defines: vec![0; len],
        range: vec![(0, 0); len],
        refers: Vec::with_capacity(comp.order.len()),
    };
    let mut scratch: Vec<InstrId> = Vec::new();
    for &id in &comp.order {
        let ins = comp.instr(id);
        // The instructions whose values this one passes on (`None`: it allocates `bytes`).
        let (through, bytes): (&[InstrId], u64) = match ins.opcode {
            Opcode::Parameter if !owned_parameters => (&[], 0),
            Opcode::GetTupleElement => {
                let src = ins.operands.first().copied();
                let elem = match src.map(|s| comp.instr(s)) {
                    Some(t) if t.opcode == Opcode::Tuple => ins
                        .attr("index")
                        .and_then(|s| s.trim().parse::<usize>().ok())
                        .and_then(|k| t.operands.get(k)),
                    _ => None,
                };
                match elem {
                    Some(e) => (std::slice::from_ref(e), 0),
                    None => (&ins.operands[..], 0),
                }
            }
            Opcode::Bitcast | Opcode::Tuple | Opcode::OptimizationBarrier => (&ins.operands[..], 0),
            Opcode::AddDependency => (&ins.operands[..ins.operands.len().min(1)], 0),
            op if op.is_async_done() || op == Opcode::AsyncUpdate => match &start_of[id.index()] {
                Some(s) => {
                    // The done hands over the buffer its start allocated.
                    let at = out.refers.len() as u32;
                    out.refers.push(*s);
                    out.range[id.index()] = (at, at + 1);
                    continue;
                }
                None => (&[], ins.shape.byte_size()),
            },
            op if op.is_async_start() => (&[], async_output_bytes(op, &ins.shape)),
            _ => (&[], ins.shape.byte_size()),
        };
        let passes_on = matches!(
            ins.opcode,
            Opcode::GetTupleElement
                | Opcode::Bitcast
                | Opcode::Tuple
                | Opcode::OptimizationBarrier
                | Opcode::AddDependency
        ) || (ins.opcode == Opcode::Parameter && !owned_parameters);
        let at = out.refers.len();
        if passes_on {
            scratch.clear();
            for o in through {
                scratch.extend_from_slice(out.refers_to(*o));
            }
            scratch.sort_unstable();
            scratch.dedup();
            out.refers.extend_from_slice(&scratch);
        } else {
            out.defines[id.index()] = bytes;
            out.refers.push(id);
        }
        // Offsets into one list of at most a few entries per instruction: u32 is plenty for
        // any module that fits in memory, and saturating keeps a bad count from wrapping.
        let to_u32 = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
        out.range[id.index()] = (to_u32(at), to_u32(out.refers.len()));
    }
    out
}

/// A computation's buffers as scheduling-graph input, by node position (the graph's nodes
/// follow the computation's order): every allocating instruction's buffer in order (its node,
/// bytes, and whether the root returns it, so it lives to the end), and every read of one by a
/// later node (buffer index, reader), in order. Worked out apart from the graph's nodes and
/// edges, so a large computation's plan is made on another core meanwhile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BufferPlan {
    /// (defining node, bytes, live out), in buffer order.
    pub buffers: Vec<(u32, u64, bool)>,
    /// (buffer, reading node).
    pub uses: Vec<(u32, u32)>,
}

/// The [`BufferPlan`] of `comp`, with `start_of` from [`async_starts`].
pub fn buffer_plan(comp: &Computation, start_of: &[Option<InstrId>]) -> BufferPlan {
    let bufs = value_buffers(comp, !comp.is_entry, start_of);
    let n = comp.instructions.len();
    let mut pos = vec![u32::MAX; n];
    for (k, &id) in comp.order.iter().enumerate() {
        pos[id.index()] = k as u32;
    }
    // Buffers the root returns live to the end. A flag per instruction, not a search of the
    // root's list per instruction: a root tuple of every updated weight (one per layer) made
    // that quadratic, ~15·10⁹ comparisons on a 1M-instruction module.
    let mut live_out = vec![false; n];
    for r in bufs.refers_to(comp.root) {
        if let Some(f) = live_out.get_mut(r.index()) {
            *f = true;
        }
    }
    let mut plan = BufferPlan::default();
    let mut buffer_of = vec![u32::MAX; n];
    for &id in &comp.order {
        if bufs.refers_to(id).contains(&id) {
            buffer_of[id.index()] = plan.buffers.len() as u32;
            plan.buffers
                .push((pos[id.index()], bufs.defines(id), live_out[id.index()]));
        }
    }
    drop(live_out);
    let mut used: Vec<InstrId> = Vec::new();
    for (k, &id) in comp.order.iter().enumerate() {
        used.clear();
        for o in &comp.instr(id).operands {
            used.extend_from_slice(bufs.refers_to(*o));
        }
        used.sort_unstable();
        used.dedup();
        for &d in &used {
            let b = buffer_of[d.index()];
            if b != u32::MAX && d != id {
                plan.uses.push((b, k as u32));
            }
        }
    }
    plan
}
