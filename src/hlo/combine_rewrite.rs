//! Regrouping async collectives: a computation's combinable pairs
//! ([`crate::hlo::combine::combinable_pairs`]) are dissolved into their elements and rebuilt
//! as the buckets the caller names, in XLA's own printed form: a bucket of several elements
//! is one variadic start (all-gather `((ins), (outs))`, all-reduce `(outs)`, reduce-scatter an
//! `async-start` of a new wrapped computation holding one variadic `reduce-scatter`) and one
//! tuple-shaped done read through `get-tuple-element`; a bucket of one is the plain form.
//!
//! Names stay: the instruction that carried an element's result (an uncombined done, or a
//! `get-tuple-element` of a combined one) keeps its name and id and still carries that
//! result (it becomes the `get-tuple-element` of the new done, or the new done itself), so
//! every reader and every original value is where it was. New starts, dones and wrapped
//! computations get fresh names derived from the first member's. Pairs whose bucket is
//! exactly their own elements in order are left untouched, byte for byte.

use super::combine::{
    bucket_gather_dim, done_shape, start_shape, swap_dims, CombinablePair, CombineKind,
};
use super::combine_place::{place_computations, stable_topological};
use super::computation::Computation;
use super::ids::{CompId, InstrId};
use super::instruction::{Attrs, IdList, Instruction, Name, Operands};
use super::module::Module;
use super::opcode::Opcode;
use super::shape::Shape;
use std::collections::HashSet;
use std::fmt;
use std::sync::Arc;

/// One bucket: elements named by (pair index in the list given to [`regroup`], element index).
pub type Bucket = Vec<(usize, usize)>;

/// What a regrouping changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Regrouped {
    /// Buckets built anew.
    pub built: usize,
    /// Buckets left as they were.
    pub kept: usize,
    /// Per new bucket: its start's name, in bucket order (kept buckets: the old start's).
    pub starts: Vec<String>,
}

/// Fresh names, unique in the module. Every fresh name contains [`FRESH`], so only the
/// module's names that contain it can collide: only those are kept (a large module's other
/// hundred thousand names are not copied for each regrouping).
struct Names(HashSet<String>);

/// The mark in every fresh name.
const FRESH: &str = ".cmb";

impl Names {
    fn new(m: &Module) -> Names {
        // One searcher for every name (`str::contains` sets one up per call: a fifth of a
        // regrouping of transformer48 went there).
        let fresh = memchr::memmem::Finder::new(FRESH);
        let mut s = HashSet::new();
        let names = m
            .computations
            .iter()
            .flat_map(|c| std::iter::once(&c.name).chain(c.instructions.iter().map(|i| &i.name)));
        for name in names {
            if fresh.find(name.as_bytes()).is_some() {
                s.insert(name.to_string());
            }
        }
        Names(s)
    }

    fn fresh(&mut self, base: &str) -> String {
        let mut k = 0usize;
        loop {
            let cand = if k == 0 {
                format!("{base}{FRESH}")
            } else {
                format!("{base}{FRESH}{k}")
            };
            if self.0.insert(cand.clone()) {
                return cand;
            }
            k += 1;
        }
    }
}

fn instr(name: String, opcode: Opcode, shape: Shape, operands: Vec<InstrId>) -> Instruction {
    Instruction {
        name: Name::from(name),
        opcode,
        shape: Arc::new(shape),
        operands: Operands::from_vec(operands),
        control_predecessors: IdList::new(),
        called: IdList::new(),
        attrs: Attrs::new(),
        payload: None,
    }
}

/// A copy of `from`'s attributes with `index` (when given) first and `metadata` only.
fn gte_attrs(index: usize, from: &Instruction) -> Attrs {
    let mut a = Attrs::new();
    a.push("index", &index.to_string());
    if let Some(md) = from.attr("metadata") {
        a.push("metadata", md);
    }
    a
}

/// Why a grouping cannot be written into computation `computation` (the module is then
/// unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegroupError {
    /// The computation being regrouped.
    pub computation: String,
    /// What is wrong with the grouping.
    pub problem: RegroupProblem,
}

/// What is wrong with a grouping given to [`regroup`] (pairs and elements by their index in
/// the pair list, buckets by theirs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegroupProblem {
    /// A bucket with no element.
    EmptyBucket(usize),
    /// A bucket names an element that no pair has.
    NoSuchElement {
        /// The bucket.
        bucket: usize,
        /// The pair named.
        pair: usize,
        /// The element named.
        element: usize,
    },
    /// An element named by two buckets.
    InTwoBuckets {
        /// The pair.
        pair: usize,
        /// The element.
        element: usize,
    },
    /// A bucket whose elements are of two combiner classes.
    MixedClasses {
        /// The bucket.
        bucket: usize,
        /// Its first element's class.
        first: String,
        /// The other class.
        other: String,
    },
    /// A pair some of whose elements no bucket names (by its start's name).
    Unplaced(String),
    /// An instruction would read a collective the grouping removes.
    ReadsRemoved,
    /// A reduce-scatter pair without the computation it wraps.
    NoWrappedComputation,
    /// A member depends on another member's result.
    Cycle,
    /// An all-gather member (by its place in its bucket) gathered along another dimension
    /// than the bucket whose shapes cannot be swapped by a bitcast.
    NoBitcast(usize),
}

impl fmt::Display for RegroupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegroupProblem::EmptyBucket(b) => write!(f, "bucket {b} is empty"),
            RegroupProblem::NoSuchElement {
                bucket,
                pair,
                element,
            } => write!(
                f,
                "bucket {bucket} names element {pair}.{element}, which is not one"
            ),
            RegroupProblem::InTwoBuckets { pair, element } => {
                write!(f, "element {pair}.{element} is in two buckets")
            }
            RegroupProblem::MixedClasses {
                bucket,
                first,
                other,
            } => write!(f, "bucket {bucket} mixes classes: {first} and {other}"),
            RegroupProblem::Unplaced(start) => write!(f, "pair {start} has elements in no bucket"),
            RegroupProblem::NoWrappedComputation => {
                f.write_str("a reduce-scatter pair without its wrapped computation")
            }
            RegroupProblem::ReadsRemoved => {
                f.write_str("an instruction reads a collective that was removed")
            }
            RegroupProblem::NoBitcast(j) => write!(
                f,
                "member {j} of an all-gather bucket gathers along another dimension and its shapes cannot be swapped by a bitcast"
            ),
            RegroupProblem::Cycle => f.write_str(
                "the grouping makes a cycle: a member depends on another member's result",
            ),
        }
    }
}

impl fmt::Display for RegroupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "computation {}: {}", self.computation, self.problem)
    }
}

impl std::error::Error for RegroupError {}

impl RegroupError {
    fn new(m: &Module, c: CompId, problem: RegroupProblem) -> Self {
        RegroupError {
            computation: m.computation(c).name.to_string(),
            problem,
        }
    }
}

/// Regroups the elements of `pairs` (all of computation `c`, from
/// [`crate::hlo::combine::combinable_pairs`] on the module as it is) into `buckets`. Every
/// element of a pair named by any bucket must appear in exactly one bucket; all elements of
/// a bucket must share their class. The computation's order is rebuilt as the input order
/// with each new start at its last member's start and each new done at its last member's
/// done (where XLA's `MaybeUpdateSchedulePostCombining` puts a combined collective: at the
/// last element of the group), moved only as far as dependencies need. Errors (the module is then unchanged): a
/// bucket that breaks these rules, or a grouping that would make a cycle.
pub fn regroup(
    m: &mut Module,
    c: CompId,
    pairs: &[CombinablePair],
    buckets: &[Bucket],
) -> Result<Regrouped, RegroupError> {
    let err = |problem: RegroupProblem| RegroupError::new(m, c, problem);
    // Each element in exactly one bucket, each bucket one class.
    let mut seen: Vec<Vec<bool>> = pairs
        .iter()
        .map(|p| vec![false; p.elements.len()])
        .collect();
    let mut named = vec![false; pairs.len()];
    for (bi, b) in buckets.iter().enumerate() {
        let Some(&(p0, _)) = b.first() else {
            return Err(err(RegroupProblem::EmptyBucket(bi)));
        };
        for &(p, e) in b {
            let slot = seen.get_mut(p).and_then(|v| v.get_mut(e)).ok_or_else(|| {
                err(RegroupProblem::NoSuchElement {
                    bucket: bi,
                    pair: p,
                    element: e,
                })
            })?;
            if *slot {
                return Err(err(RegroupProblem::InTwoBuckets {
                    pair: p,
                    element: e,
                }));
            }
            *slot = true;
            named[p] = true;
            if pairs[p].class != pairs[p0].class {
                return Err(err(RegroupProblem::MixedClasses {
                    bucket: bi,
                    first: pairs[p0].class.to_string(),
                    other: pairs[p].class.to_string(),
                }));
            }
        }
    }
    for (p, v) in seen.iter().enumerate() {
        if named[p] && v.iter().any(|s| !s) {
            return Err(err(RegroupProblem::Unplaced(
                m.computation(c).instr(pairs[p].start).name.to_string(),
            )));
        }
    }
    // Until its last fallible step the rewrite changes computation `c` alone (new and dropped
    // computations are placed after it), so a copy of `c` restores the module on an error.
    let backup = m.computation(c).clone();
    match rebuild(m, c, pairs, buckets) {
        Ok(out) => Ok(out),
        Err(problem) => {
            *m.computation_mut(c) = backup;
            Err(RegroupError::new(m, c, problem))
        }
    }
}

fn rebuild(
    m: &mut Module,
    c: CompId,
    pairs: &[CombinablePair],
    buckets: &[Bucket],
) -> Result<Regrouped, RegroupProblem> {
    let mut names = Names::new(m);
    let mut out = Regrouped::default();
    let n0 = m.computation(c).instructions.len();
    // Sort keys of the input order; new instructions get their last member's.
    let mut key: Vec<(usize, usize)> = vec![(0, 0); n0];
    for (i, id) in m.computation(c).order.iter().enumerate() {
        key[id.index()] = (i, 0);
    }
    let mut removed: HashSet<InstrId> = HashSet::new();
    let mut new_comps: Vec<Computation> = Vec::new();
    let mut dropped_comps: Vec<CompId> = Vec::new();
    for b in buckets {
        let (p0, _) = b[0];
        let first = &pairs[p0];
        let same = b.len() == first.elements.len()
            && b.iter().enumerate().all(|(i, &(p, e))| p == p0 && e == i);
        if same {
            out.kept += 1;
            out.starts
                .push(m.computation(c).instr(first.start).name.to_string());
            continue;
        }
        out.built += 1;
        let els: Vec<_> = b.iter().map(|&(p, e)| &pairs[p].elements[e]).collect();
        let mut ins: Vec<Shape> = els.iter().map(|e| e.input.clone()).collect();
        let mut outs: Vec<Shape> = els.iter().map(|e| e.output.clone()).collect();
        // A combined all-gather gathers along its members' most frequent dimension; a member
        // gathered along another goes through bitcasts that swap the two (XLA's form).
        let gather_dim = (first.kind == CombineKind::AllGather && els.len() > 1)
            .then(|| bucket_gather_dim(&els));
        let mut swapped = vec![false; els.len()];
        if let Some(g) = gather_dim {
            for (j, e) in els.iter().enumerate() {
                let d = e.gather_dim.unwrap_or(g);
                if d == g {
                    continue;
                }
                let (Some(i), Some(o)) = (swap_dims(&ins[j], d, g), swap_dims(&outs[j], d, g))
                else {
                    return Err(RegroupProblem::NoBitcast(j));
                };
                ins[j] = i;
                outs[j] = o;
                swapped[j] = true;
            }
        }
        let comp = m.computation(c);
        let old_start = comp.instr(first.start).clone();
        let old_done = comp.instr(first.done).clone();
        let start_name = names.fresh(&old_start.name);
        // The start: the first member's attributes, the bucket's operands and shape.
        let mut s = old_start.clone();
        s.name = Name::from(start_name.clone());
        s.operands = Operands::from_vec(els.iter().map(|e| e.operand).collect());
        s.shape = Arc::new(start_shape(first.kind, &ins, &outs));
        if first.kind == CombineKind::ReduceScatter {
            let (wc, wi) = first.wrapped.ok_or(RegroupProblem::NoWrappedComputation)?;
            let w = m.computation(wc);
            let old_rs = w.instr(wi).clone();
            let comp_name = names.fresh(&w.name);
            let mut instructions = Vec::with_capacity(ins.len() + 1);
            for (j, sh) in ins.iter().enumerate() {
                let mut p = instr(
                    names.fresh(&format!("param_{j}.{}", old_rs.name)),
                    Opcode::Parameter,
                    sh.clone(),
                    Vec::new(),
                );
                p.payload = Some(Arc::new(j.to_string()));
                instructions.push(p);
            }
            let mut rs = old_rs.clone();
            rs.name = Name::from(names.fresh(&old_rs.name));
            rs.operands = Operands::from_vec((0..ins.len() as u32).map(InstrId).collect());
            rs.shape = Arc::new(done_shape(&outs));
            instructions.push(rs);
            let k = instructions.len();
            new_comps.push(Computation {
                name: Name::from(comp_name.clone()),
                instructions,
                order: (0..k as u32).map(InstrId).collect(),
                root: InstrId(k as u32 - 1),
                is_entry: false,
                execution_thread: w.execution_thread.clone(),
            });
            s.set_attr("calls", format!("%{comp_name}"));
            // Resolved below, once the new computations have their places.
            s.called = IdList::from(&[CompId(u32::MAX - (new_comps.len() as u32 - 1))][..]);
        }
        let member_key = |p: usize, done: bool| {
            let id = if done { pairs[p].done } else { pairs[p].start };
            key[id.index()].0
        };
        let s_key = b
            .iter()
            .map(|&(p, _)| member_key(p, false))
            .max()
            .unwrap_or(0);
        let d_key = b
            .iter()
            .map(|&(p, _)| member_key(p, true))
            .max()
            .unwrap_or(0);
        let comp = m.computation_mut(c);
        if let Some(g) = gather_dim {
            s.set_attr("dimensions", format!("{{{g}}}"));
            for (j, e) in els.iter().enumerate() {
                if !swapped[j] {
                    continue;
                }
                let operand = &comp.instr(e.operand).name;
                let cast = instr(
                    names.fresh(&format!("{operand}.bitcast")),
                    Opcode::Bitcast,
                    ins[j].clone(),
                    vec![e.operand],
                );
                s.operands[j] = InstrId(comp.instructions.len() as u32);
                comp.instructions.push(cast);
                key.push((s_key, 0));
            }
        }
        let s_id = InstrId(comp.instructions.len() as u32);
        comp.instructions.push(s);
        key.push((s_key, 1));
        // The done, and where each result is now read.
        if els.len() == 1 {
            match els[0].value {
                Some(v) => {
                    // The element's reader (a get-tuple-element) becomes the done itself.
                    let vi = comp.instr_mut(v);
                    vi.opcode = old_done.opcode;
                    vi.operands = Operands::from_vec(vec![s_id]);
                    vi.attrs = old_done.attrs.clone();
                    vi.called = old_done.called.clone();
                }
                None => {
                    let mut d = old_done.clone();
                    d.name = Name::from(names.fresh(&old_done.name));
                    d.operands = Operands::from_vec(vec![s_id]);
                    d.shape = Arc::new(done_shape(&outs));
                    comp.instructions.push(d);
                    key.push((d_key, 2));
                }
            }
        } else {
            let mut d = old_done.clone();
            d.name = Name::from(names.fresh(&old_done.name));
            d.operands = Operands::from_vec(vec![s_id]);
            d.shape = Arc::new(done_shape(&outs));
            let d_id = InstrId(comp.instructions.len() as u32);
            comp.instructions.push(d);
            key.push((d_key, 2));
            for (j, e) in els.iter().enumerate() {
                let Some(v) = e.value else { continue };
                // The reader of a swapped member becomes a bitcast (back to its own shape)
                // of a new get-tuple-element.
                let read = if swapped[j] {
                    let vi = comp.instr(v);
                    let mut g = instr(
                        names.fresh(&format!("{}.gte", vi.name)),
                        Opcode::GetTupleElement,
                        outs[j].clone(),
                        vec![d_id],
                    );
                    g.attrs = gte_attrs(j, vi);
                    let g_id = InstrId(comp.instructions.len() as u32);
                    comp.instructions.push(g);
                    key.push((d_key, 3));
                    Some(g_id)
                } else {
                    None
                };
                let vi = comp.instr_mut(v);
                let attrs = match read {
                    Some(_) => {
                        let mut a = Attrs::new();
                        if let Some(md) = vi.attr("metadata") {
                            a.push("metadata", md);
                        }
                        a
                    }
                    None => gte_attrs(j, vi),
                };
                vi.opcode = match read {
                    Some(_) => Opcode::Bitcast,
                    None => Opcode::GetTupleElement,
                };
                vi.operands = Operands::from_vec(vec![read.unwrap_or(d_id)]);
                vi.attrs = attrs;
                vi.called = IdList::new();
                vi.payload = None;
            }
        }
        out.starts.push(start_name);
        // The old pairs of this bucket go (a done that carries a result was rewritten above).
        for &(p, _) in b {
            let pr = &pairs[p];
            removed.insert(pr.start);
            if !pr.elements.iter().any(|e| e.value == Some(pr.done)) {
                removed.insert(pr.done);
            }
            if let Some((wc, _)) = pr.wrapped {
                dropped_comps.push(wc);
            }
        }
    }
    // Rebuild the arena without the removed instructions and the order by the keys.
    let comp = m.computation_mut(c);
    let n = comp.instructions.len();
    let mut remap: Vec<Option<InstrId>> = vec![None; n];
    let mut kept = Vec::with_capacity(n);
    let mut kept_keys = Vec::with_capacity(n);
    for (i, ins) in std::mem::take(&mut comp.instructions)
        .into_iter()
        .enumerate()
    {
        if removed.contains(&InstrId(i as u32)) {
            continue;
        }
        remap[i] = Some(InstrId(kept.len() as u32));
        kept.push(ins);
        kept_keys.push(key[i]);
    }
    let map = |id: InstrId| -> Result<InstrId, RegroupProblem> {
        remap
            .get(id.index())
            .copied()
            .flatten()
            .ok_or(RegroupProblem::ReadsRemoved)
    };
    for ins in &mut kept {
        for o in ins.operands.iter_mut() {
            *o = map(*o)?;
        }
        for o in ins.control_predecessors.iter_mut() {
            *o = map(*o)?;
        }
    }
    comp.root = map(comp.root)?;
    comp.instructions = kept;
    comp.order = stable_topological(comp, &kept_keys)?;
    place_computations(m, c, new_comps, &dropped_comps);
    Ok(out)
}
