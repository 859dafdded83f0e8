//! The IR-building helpers of the generator: module-wide unique names in XLA's style, shapes,
//! attributes, and computations assembled instruction by instruction, callees first.

use std::collections::HashMap;
use std::sync::Arc;

use crate::hlo::computation::Computation;
use crate::hlo::element_type::ElementType;
use crate::hlo::ids::{CompId, InstrId};
use crate::hlo::instruction::{Attr, Instruction};
use crate::hlo::opcode::Opcode;
use crate::hlo::shape::{ArrayShape, Layout, Shape};

/// Names unique across the module in XLA's style: the first use of a base is the bare base,
/// later ones `base.1`, `base.2`, ... No base ends in `.N`, so the results never collide.
#[derive(Default)]
pub(super) struct Names {
    counts: HashMap<&'static str, u64>,
}

impl Names {
    /// The next unique name for `base`.
    pub(super) fn next(&mut self, base: &'static str) -> String {
        let c = self.counts.entry(base).or_insert(0);
        let name = if *c == 0 {
            base.to_string()
        } else {
            format!("{base}.{c}")
        };
        *c += 1;
        name
    }
}

/// An attribute with its key interned as the parser does.
pub(super) fn attr(key: &str, value: impl Into<String>) -> Attr {
    Attr {
        key: Attr::intern_key(key),
        value: value.into(),
    }
}

/// A dense array shape, row-major layout (`{1,0}`); scalars print without a layout, as XLA's do.
pub(super) fn array(t: ElementType, dims: &[i64]) -> Shape {
    let layout = if dims.is_empty() {
        None
    } else {
        Some(Layout {
            minor_to_major: (0..dims.len() as i64).rev().collect(),
            suffix: String::new(),
        })
    };
    Shape::Array(ArrayShape {
        element_type: t,
        dims: dims.to_vec(),
        dynamic: vec![false; dims.len()],
        layout,
    })
}

/// One computation under construction: instructions in program order.
pub(super) struct Body {
    /// The instructions, in program order; the last is the root.
    pub(super) instrs: Vec<Instruction>,
}

impl Body {
    /// An empty computation body.
    pub(super) fn new() -> Self {
        Body { instrs: Vec::new() }
    }

    /// Appends an instruction that calls nothing; returns its id.
    pub(super) fn push(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        operands: Vec<InstrId>,
        attrs: Vec<Attr>,
    ) -> InstrId {
        let id = InstrId(self.instrs.len() as u32);
        self.instrs.push(Instruction {
            name: name.into(),
            opcode,
            shape: shape.into(),
            operands: operands.into(),
            control_predecessors: Default::default(),
            called: Default::default(),
            attrs: attrs.into(),
            payload: None,
        });
        id
    }

    /// Like [`Body::push`] for an instruction that calls computations (`calls`, `to_apply`).
    pub(super) fn push_calling(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        operands: Vec<InstrId>,
        attrs: Vec<Attr>,
        called: Vec<CompId>,
    ) -> InstrId {
        let id = self.push(name, opcode, shape, operands, attrs);
        if let Some(i) = self.instrs.last_mut() {
            i.called = called.into();
        }
        id
    }

    /// Appends a `parameter` or `constant` with the text between its parentheses.
    pub(super) fn with_payload(
        &mut self,
        name: String,
        opcode: Opcode,
        shape: Shape,
        payload: &str,
    ) -> InstrId {
        let id = self.push(name, opcode, shape, Vec::new(), Vec::new());
        if let Some(i) = self.instrs.last_mut() {
            i.payload = Some(Arc::new(payload.to_string()));
        }
        id
    }
}

/// Builds the module: computations in print order (callees first), the entry last.
pub(super) struct Gen {
    /// Instruction names.
    pub(super) names: Names,
    /// Computation names.
    pub(super) comp_names: Names,
    /// Finished computations, in print order.
    pub(super) comps: Vec<Computation>,
    /// The last channel id handed out.
    pub(super) channel: u64,
    /// The replica groups of every collective: `[1,D]<=[D]`.
    pub(super) groups: String,
}

impl Gen {
    /// Stores a finished computation (its last instruction is the root) and returns its id.
    pub(super) fn finish(&mut self, name: String, body: Body, is_entry: bool) -> CompId {
        let id = CompId(self.comps.len() as u32);
        let n = body.instrs.len() as u32;
        self.comps.push(Computation {
            name: name.into(),
            instructions: body.instrs,
            order: (0..n).map(InstrId).collect(),
            root: InstrId(n.saturating_sub(1)),
            is_entry,
            execution_thread: None,
        });
        id
    }

    /// A fresh `channel_id` attribute (1, 2, ... in creation order).
    pub(super) fn channel_id(&mut self) -> Attr {
        self.channel += 1;
        attr("channel_id", self.channel.to_string())
    }

    /// Appends parameter `number` named after `base`.
    pub(super) fn param(
        &mut self,
        b: &mut Body,
        base: &'static str,
        number: u32,
        shape: Shape,
    ) -> InstrId {
        let name = self.names.next(base);
        b.with_payload(name, Opcode::Parameter, shape, &number.to_string())
    }

    /// `(x, y) -> x + y` over scalars of `t`: the reducer of reductions and reduce collectives.
    pub(super) fn adder(&mut self, t: ElementType) -> CompId {
        let mut b = Body::new();
        let s = array(t, &[]);
        let x = self.param(&mut b, "x", 0, s.clone());
        let y = self.param(&mut b, "y", 1, s.clone());
        let name = self.names.next("add");
        b.push(name, Opcode::Add, s, vec![x, y], Vec::new());
        let cname = self.comp_names.next("add_computation");
        self.finish(cname, b, false)
    }

    /// A fused computation of elementwise ops on `n` parameters of `shape`: `ops` lists
    /// (base name, opcode, operand indices into the values so far); the last is the root.
    pub(super) fn elementwise(
        &mut self,
        base: &'static str,
        params: &[Shape],
        ops: &[(&'static str, Opcode, &[usize])],
        out: &Shape,
    ) -> CompId {
        let mut b = Body::new();
        let mut vals = Vec::new();
        for (i, s) in params.iter().enumerate() {
            let pbase = match i {
                0 => "param_0",
                1 => "param_1",
                _ => "param_n",
            };
            vals.push(self.param(&mut b, pbase, i as u32, s.clone()));
        }
        for (obase, op, args) in ops {
            let operands = args.iter().filter_map(|&k| vals.get(k).copied()).collect();
            let name = self.names.next(obase);
            vals.push(b.push(name, *op, out.clone(), operands, Vec::new()));
        }
        let cname = self.comp_names.next(base);
        self.finish(cname, b, false)
    }
}

/// `metadata={op_name="synth/layer_L/PASS/OP"}`, so a reader can tell which layer and pass an
/// instruction belongs to.
pub(super) fn metadata(layer: Option<u64>, pass: &str, op: &str) -> Attr {
    let v = match layer {
        Some(l) => format!("{{op_name=\"synth/layer_{l}/{pass}/{op}\"}}"),
        None => format!("{{op_name=\"synth/{pass}/{op}\"}}"),
    };
    attr("metadata", v)
}
