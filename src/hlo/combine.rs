//! Which async collectives of a computation may travel together: every all-gather,
//! all-reduce and reduce-scatter start/done pair (combined or not) seen as a list of
//! elements (one per operand), each with the class it may be combined within.
//!
//! The class follows the keys of XLA's combiners (`xla/service/all_gather_combiner.cc`,
//! `reduce_scatter_combiner.cc`, `all_reduce_combiner.cc` through `GetAllReduceKey`, and the GPU
//! combiners in `xla/service/gpu/transforms/`): the same kind; the same device groups (compared
//! expanded, so two spellings of one mesh match); `channel_id` present or absent alike;
//! the same `use_global_device_ids` and `constrain_layout`; for reduce-scatter the same
//! dimension; for all-gather any dimension, as XLA:GPU's all-gather combiner
//! (`combine_by_dim=false`): a bucket gathers along its members' most frequent dimension
//! ([`bucket_gather_dim`]) and a member gathered along another is read and written through
//! `bitcast`s that swap the two dimensions, layout included ([`swap_dims`]), so the bytes do
//! not move (an all-gather whose shapes cannot be swapped that way keeps its dimension in
//! its class); for all-reduce and
//! reduce-scatter the same element type and an equivalent reduction computation (compared by
//! structure, not name: XLA gives every reduction its own clone); the same pipelined flag in
//! the backend config. Whether a set of members is free of dependencies between them is for
//! the caller to decide (it depends on the order it will schedule in); the rewrite
//! ([`crate::hlo::combine_rewrite`]) refuses a grouping that makes a cycle.

use super::collectives::collective_info;
use super::computation::Computation;
use super::device_groups::DeviceGroups;
use super::ids::{CompId, InstrId};
use super::instruction::Instruction;
use super::module::Module;
use super::opcode::Opcode;
use super::print::shape_to_string;
use super::query::{async_pairs, Users};
use super::shape::Shape;
use std::collections::BTreeMap;

/// The collective kinds that can be combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CombineKind {
    /// `all-gather-start` / `all-gather-done`.
    AllGather,
    /// `all-reduce-start` / `all-reduce-done`.
    AllReduce,
    /// `async-start` / `async-done` wrapping a `reduce-scatter`.
    ReduceScatter,
}

impl CombineKind {
    /// Every kind, in report order.
    pub const ALL: [CombineKind; 3] = [
        CombineKind::AllGather,
        CombineKind::AllReduce,
        CombineKind::ReduceScatter,
    ];

    /// `all-gather`, `all-reduce` or `reduce-scatter`.
    pub fn name(self) -> &'static str {
        match self {
            CombineKind::AllGather => "all-gather",
            CombineKind::AllReduce => "all-reduce",
            CombineKind::ReduceScatter => "reduce-scatter",
        }
    }
}

/// One operand of a collective pair: what it reads and what it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// The operand of the start.
    pub operand: InstrId,
    /// The operand's shape.
    pub input: Shape,
    /// The result's shape.
    pub output: Shape,
    /// The instruction that carries the result: the done itself (a pair of one element in
    /// the plain form) or the done's `get-tuple-element` of this index; `None` when nothing
    /// reads the result.
    pub value: Option<InstrId>,
    /// Bytes of the result (what XLA's combiners count against their threshold).
    pub bytes: u64,
    /// For an all-gather: the dimension its pair gathers along (`dimensions={d}`).
    pub gather_dim: Option<usize>,
}

/// One async collective pair that may be combined or split.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombinablePair {
    /// The start.
    pub start: InstrId,
    /// The done.
    pub done: InstrId,
    /// What it does.
    pub kind: CombineKind,
    /// For reduce-scatter: the wrapped computation and its reduce-scatter.
    pub wrapped: Option<(CompId, InstrId)>,
    /// True when the done is tuple-shaped (read through `get-tuple-element`).
    pub tuple: bool,
    /// Its elements, in operand order.
    pub elements: Vec<Element>,
    /// The class it may be combined within (see the module doc): equal strings, compatible.
    pub class: String,
}

impl CombinablePair {
    /// Bytes of all its results.
    pub fn bytes(&self) -> u64 {
        self.elements
            .iter()
            .fold(0u64, |a, e| a.saturating_add(e.bytes))
    }
}

/// The instruction carrying the collective's attributes: the start, or the wrapped op.
pub fn collective_instr<'a>(m: &'a Module, c: CompId, p: &CombinablePair) -> &'a Instruction {
    match p.wrapped {
        Some((wc, wi)) => m.computation(wc).instr(wi),
        None => m.computation(c).instr(p.start),
    }
}

/// A computation's structure without its names: one line per instruction (opcode, shape,
/// operand positions, payload, attributes other than metadata), callees first. Two
/// reductions with the same text compute the same function.
pub fn structure(m: &Module, c: CompId) -> String {
    structure_at(m, c, 0)
}

fn structure_at(m: &Module, c: CompId, depth: usize) -> String {
    let comp = m.computation(c);
    let mut pos = vec![0usize; comp.instructions.len()];
    for (i, id) in comp.order.iter().enumerate() {
        if let Some(p) = pos.get_mut(id.index()) {
            *p = i;
        }
    }
    let mut out = String::new();
    for &id in &comp.order {
        let ins = comp.instr(id);
        out.push_str(ins.opcode.name());
        out.push(' ');
        out.push_str(&shape_to_string(&ins.shape));
        for o in &ins.operands {
            out.push_str(&format!(" #{}", pos.get(o.index()).copied().unwrap_or(0)));
        }
        if let Some(p) = &ins.payload {
            out.push_str(&format!(" ({p})"));
        }
        for (k, v) in ins.attrs.iter() {
            if k == "metadata" || super::instruction::CALL_KEYS.contains(&k) {
                continue;
            }
            out.push_str(&format!(" {k}={v}"));
        }
        // A nested callee (rare in a reduction) is compared by its structure too.
        if depth < 4 {
            for &k in &ins.called {
                out.push_str(" {");
                out.push_str(&structure_at(m, k, depth + 1));
                out.push('}');
            }
        }
        if comp.root == id {
            out.push_str(" ROOT");
        }
        out.push(';');
    }
    out
}

/// What a reduction computes, as XLA's combiners compare it (`MatchReductionComputation`:
/// the reduction kind): the opcode of a root that applies one of sum, product, min, max,
/// and, or to the two parameters (either order); otherwise the whole [`structure`].
pub fn reduction_kind(m: &Module, c: CompId) -> String {
    let comp = m.computation(c);
    let params = comp.parameters();
    let root = comp.instr(comp.root);
    let binary = matches!(
        root.opcode,
        Opcode::Add
            | Opcode::Multiply
            | Opcode::Minimum
            | Opcode::Maximum
            | Opcode::And
            | Opcode::Or
    );
    let mut ops: Vec<InstrId> = root.operands.to_vec();
    ops.sort();
    let mut ps = params.clone();
    ps.sort();
    if binary && params.len() == 2 && comp.len() == 3 && ops == ps {
        root.opcode.name().to_string()
    } else {
        structure(m, c)
    }
}

/// Device groups at most this large are compared expanded (two spellings of one grouping
/// match); larger ones by their compact form, so a key never costs more than this.
const EXPANDED_KEY_DEVICES: usize = 4096;

/// The device groups as the class compares them: the groups listed (in sorted order, since
/// the order of groups means nothing) when small, the compact form otherwise.
fn groups_key(g: &DeviceGroups) -> String {
    if g.total_devices() <= EXPANDED_KEY_DEVICES {
        let mut e = g.expand();
        e.sort();
        format!("{e:?}")
    } else {
        format!("{g}")
    }
}

/// The value of `"is_pipelined"` in a backend config (false when absent).
fn is_pipelined(ins: &Instruction) -> bool {
    ins.attr("backend_config")
        .is_some_and(|b| b.contains("\"is_pipelined\":true"))
}

/// The starts of `comp` that could begin a combinable pair (all-gather, all-reduce and async
/// starts): at least as many as [`combinable_pairs`] finds, counted without building anything,
/// so callers can pass over the many computations that hold none or one.
pub fn candidate_starts(comp: &Computation) -> usize {
    comp.instructions
        .iter()
        .filter(|i| {
            matches!(
                i.opcode,
                Opcode::AllGatherStart | Opcode::AllReduceStart | Opcode::AsyncStart
            )
        })
        .count()
}

/// Every pair of computation `c` that may be combined or split, in the order of their dones.
/// A pair is left out (so never touched) when anything but its done reads its start, it has
/// control edges, its done is the root, a tuple done is read other than by one
/// `get-tuple-element` per index, or its groups do not parse.
pub fn combinable_pairs(m: &Module, c: CompId) -> Vec<CombinablePair> {
    let comp = m.computation(c);
    // Most computations of a large module are fusion bodies without a collective: no users
    // index for them.
    if candidate_starts(comp) == 0 {
        return Vec::new();
    }
    let users = Users::new(comp);
    let mut reductions: BTreeMap<CompId, String> = BTreeMap::new();
    async_pairs(comp)
        .into_iter()
        .filter(|p| p.updates.is_empty())
        .filter_map(|p| pair(m, c, comp, &users, p.start, p.done, &mut reductions))
        .collect()
}

fn pair(
    m: &Module,
    c: CompId,
    comp: &Computation,
    users: &Users,
    start: InstrId,
    done: InstrId,
    reductions: &mut BTreeMap<CompId, String>,
) -> Option<CombinablePair> {
    let s = comp.instr(start);
    let d = comp.instr(done);
    let (kind, wrapped) = match s.opcode {
        Opcode::AllGatherStart => (CombineKind::AllGather, None),
        Opcode::AllReduceStart => (CombineKind::AllReduce, None),
        Opcode::AsyncStart => {
            let wc = *s.called.first()?;
            let w = m.computations.get(wc.index())?;
            let r = w.instr(w.root);
            // Only the plain wrapper: parameters in order straight into the reduce-scatter.
            let params = w.parameters();
            if r.opcode != Opcode::ReduceScatter
                || s.called.len() != 1
                || w.len() != params.len() + 1
                || r.operands.as_slice() != params.as_slice()
                || params.len() != s.operands.len()
            {
                return None;
            }
            (CombineKind::ReduceScatter, Some((wc, w.root)))
        }
        _ => return None,
    };
    if !s.control_predecessors.is_empty()
        || !d.control_predecessors.is_empty()
        || !users.control_successors(start).is_empty()
        || !users.control_successors(done).is_empty()
        || users.users(start) != [done]
        || comp.is_root(done)
        || d.operands.len() != 1
        || s.operands.is_empty()
    {
        return None;
    }
    let coll = match wrapped {
        Some((wc, wi)) => m.computation(wc).instr(wi),
        None => s,
    };
    let n = s.operands.len();
    let tuple = d.shape.is_tuple();
    // The shapes of the inputs and outputs, by kind.
    let outs: Vec<Shape> = match (tuple, d.shape.as_ref()) {
        (true, Shape::Tuple(v)) => v.clone(),
        (false, sh) => vec![sh.clone()],
        _ => return None,
    };
    if outs.len() != n || outs.iter().any(|o| o.as_array().is_none()) {
        return None;
    }
    let ins: Vec<Shape> = s
        .operands
        .iter()
        .map(|o| comp.instr(*o).shape.as_ref().clone())
        .collect();
    if ins.iter().any(|i| i.as_array().is_none()) {
        return None;
    }
    // The start's own shape must be the form the rewrite prints.
    let expect_start = start_shape(kind, &ins, &outs);
    if *s.shape != expect_start {
        return None;
    }
    // Where each result is read.
    let mut values: Vec<Option<InstrId>> = vec![None; n];
    if tuple {
        for &u in users.users(done) {
            let ui = comp.instr(u);
            if ui.opcode != Opcode::GetTupleElement {
                return None;
            }
            let idx: usize = ui.attr("index")?.trim().parse().ok()?;
            let slot = values.get_mut(idx)?;
            if slot.is_some() {
                return None;
            }
            *slot = Some(u);
        }
    } else {
        values[0] = Some(done);
    }
    let info = collective_info(m, c, start).ok().flatten()?;
    let groups = groups_key(&info.groups);
    let dims = coll.attr("dimensions").unwrap_or("").to_string();
    let dtype = |sh: &Shape| sh.first_element_type().map(|t| format!("{t:?}"));
    let reduction = match kind {
        CombineKind::AllGather => String::new(),
        _ => {
            let r = *coll.called.first()?;
            reductions
                .entry(r)
                .or_insert_with(|| reduction_kind(m, r))
                .clone()
        }
    };
    let gather_dim: Option<usize> = match kind {
        CombineKind::AllGather => Some(dims.trim_matches(['{', '}']).trim().parse().ok()?),
        _ => None,
    };
    // XLA:GPU combines all-gathers of different dimensions (through bitcasts); only shapes
    // that can be swapped as a bitcast take part.
    let any_dim = gather_dim.is_some_and(|g| {
        ins.iter()
            .chain(outs.iter())
            .all(|sh| swap_dims(sh, 0, g).is_some())
    });
    let mut class = format!(
        "{}|groups={}|channel={}|global={}|constrain={}|pipelined={}",
        kind.name(),
        groups,
        coll.attr("channel_id").is_some(),
        coll.attr("use_global_device_ids").unwrap_or("false"),
        coll.attr("constrain_layout").unwrap_or("false"),
        is_pipelined(s),
    );
    if kind != CombineKind::AllReduce && !any_dim {
        class.push_str(&format!("|dims={dims}"));
    }
    if kind != CombineKind::AllGather {
        let t = dtype(&outs[0]);
        if outs.iter().any(|o| dtype(o) != t) {
            return None;
        }
        class.push_str(&format!("|type={t:?}|reduction={reduction}"));
    }
    let elements = (0..n)
        .map(|i| Element {
            operand: s.operands[i],
            input: ins[i].clone(),
            output: outs[i].clone(),
            value: values[i],
            bytes: outs[i].byte_size(),
            gather_dim,
        })
        .collect();
    Some(CombinablePair {
        start,
        done,
        kind,
        wrapped,
        tuple,
        elements,
        class,
    })
}

/// The start's shape for these inputs and outputs, in XLA's printed form: all-gather
/// `(in, out)` or `((ins), (outs))`; all-reduce the output(s); a wrapped reduce-scatter
/// `((ins), out)` or `((ins), (outs))`.
pub fn start_shape(kind: CombineKind, ins: &[Shape], outs: &[Shape]) -> Shape {
    let one = outs.len() == 1;
    let outs_shape = if one {
        outs[0].clone()
    } else {
        Shape::Tuple(outs.to_vec())
    };
    match kind {
        CombineKind::AllGather if one => Shape::Tuple(vec![ins[0].clone(), outs[0].clone()]),
        CombineKind::AllGather => Shape::Tuple(vec![Shape::Tuple(ins.to_vec()), outs_shape]),
        CombineKind::AllReduce => outs_shape,
        CombineKind::ReduceScatter => Shape::Tuple(vec![Shape::Tuple(ins.to_vec()), outs_shape]),
    }
}

/// `shape` with dimensions `a` and `b` swapped and its layout renamed to match, so the result
/// is a bitcast of `shape` (XLA's `ShapeUtil::PermuteDimensions` with a swap); `None` for a
/// shape that is not a static array, has a layout with tiling or other suffixes, or has fewer
/// dimensions. An array printed without a layout has XLA's default (major to minor).
pub fn swap_dims(shape: &Shape, a: usize, b: usize) -> Option<Shape> {
    let arr = shape.as_array()?;
    let rank = arr.dims.len();
    if a >= rank || b >= rank || arr.dynamic.iter().any(|&d| d) {
        return None;
    }
    let minor_to_major: Vec<i64> = match &arr.layout {
        Some(l) if !l.suffix.is_empty() || l.minor_to_major.len() != rank => return None,
        Some(l) => l.minor_to_major.clone(),
        None => (0..rank as i64).rev().collect(),
    };
    let (ai, bi) = (a as i64, b as i64);
    let mut out = arr.clone();
    out.dims.swap(a, b);
    out.layout = Some(super::shape::Layout {
        minor_to_major: minor_to_major
            .iter()
            .map(|&d| match d {
                d if d == ai => bi,
                d if d == bi => ai,
                d => d,
            })
            .collect(),
        suffix: String::new(),
    });
    Some(Shape::Array(out))
}

/// The dimension a combined all-gather of these members gathers along, as XLA's
/// `FindMostFrequentGatherDim`: the most frequent of their dimensions (the lowest of a tie),
/// or 0 when that is not a dimension of every member's result.
pub fn bucket_gather_dim(members: &[&Element]) -> usize {
    let mut freq: Vec<usize> = Vec::new();
    let mut min_rank = usize::MAX;
    for e in members {
        let d = e.gather_dim.unwrap_or(0);
        if freq.len() <= d {
            freq.resize(d + 1, 0);
        }
        freq[d] += 1;
        min_rank = min_rank.min(e.output.as_array().map_or(0, |a| a.dims.len()));
    }
    let best = freq
        .iter()
        .enumerate()
        .fold(
            (0usize, 0usize),
            |b, (d, &f)| if f > b.1 { (d, f) } else { b },
        )
        .0;
    if best < min_rank {
        best
    } else {
        0
    }
}

/// The done's shape: the output, or the tuple of outputs.
pub fn done_shape(outs: &[Shape]) -> Shape {
    if outs.len() == 1 {
        outs[0].clone()
    } else {
        Shape::Tuple(outs.to_vec())
    }
}
