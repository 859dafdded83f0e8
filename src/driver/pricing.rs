//! Pricing a computation's instructions apart from building its graph. Every answer of the cost
//! model is a pure function of the module, so on a large computation the order is cut into
//! contiguous runs priced on several threads, and the graph builder then reads the answers in
//! order: the same answers, and the same first error, as pricing one instruction after another.

use super::graph::{async_label, hints_of, CalleeCost};
use crate::cost::error::CostError;
use crate::cost::estimate::{CommSplit, CostSource, Estimate};
use crate::cost::estimator::LatencyEstimator;
use crate::cost::hlo_spec::performs_gemm;
use crate::hlo::{CompId, InstrId, Module, Opcode};
use crate::sched::{Collective, Contention, Hints, Link};
use std::collections::BTreeMap;

/// Computations from this many instructions are priced on several threads; below it a thread
/// costs more than it saves.
const PARALLEL_MIN_INSTRUCTIONS: usize = 20_000;

/// What the cost model says of the instruction at one position of the order: 48 bytes, what
/// only async starts have boxed (unboxed, a position took about 110).
pub(crate) struct NodePrice {
    /// Its compute cost; `None` when it runs called code and its callees give the cost.
    pub cost: Option<Estimate>,
    /// What an async start has besides.
    pub start: Option<Box<StartPrice>>,
    /// How it suffers from collectives beside it.
    pub contention: Contention,
    /// Scheduler hints from its frontend attributes.
    pub hints: Hints,
    /// True for a no-op that calls nothing.
    pub is_noop: bool,
}

/// What an async start has besides its cost.
pub(crate) struct StartPrice {
    /// Its statistics label.
    pub label: String,
    /// What the time model needs of the collective it launches (none for copies, send, recv
    /// and async compute).
    pub collective: Option<Collective>,
}

/// The whole computation's prices, by position in its order.
pub(crate) struct Prices {
    /// One per position.
    pub nodes: Vec<NodePrice>,
    /// The latencies of the edges into each position, flat: its operands in order, then the
    /// start of an async done that does not take it as an operand ([`Prices::edges_of`]).
    edges: Vec<Estimate>,
    /// Per position: the end of its edges in `edges`.
    edge_end: Vec<u32>,
    /// The first position whose cost the model could not give, and why.
    pub node_error: Option<(usize, CostError)>,
    /// The first edge (index into the flat list) whose latency the model could not give.
    pub edge_error: Option<(usize, CostError)>,
    /// The latency of each async start's edge to its done, by the start's position (ascending),
    /// priced at the start together with its collective; the done's entry in `edges` for that
    /// edge is a placeholder ([`Prices::pair_latency`]).
    pairs: Vec<(u32, Result<Estimate, CostError>)>,
}

impl Prices {
    /// The latency of the edge from the async start at position `start` to its done.
    pub fn pair_latency(&self, start: usize) -> Option<&Result<Estimate, CostError>> {
        let i = self
            .pairs
            .binary_search_by_key(&start, |(k, _)| *k as usize)
            .ok()?;
        Some(&self.pairs[i].1)
    }

    /// The latencies of the edges into position `k` and the flat index of the first one.
    pub fn edges_of(&self, k: usize) -> (usize, &[Estimate]) {
        let a = if k == 0 {
            0
        } else {
            self.edge_end[k - 1] as usize
        };
        let b = self.edge_end[k] as usize;
        (a, &self.edges[a..b])
    }
}

/// `e`, or an error naming instruction `name` (`id`) when its model answered NaN, an infinity
/// or a negative time (never silently turned into 0).
fn checked(e: Estimate, name: &str, id: InstrId) -> Result<Estimate, CostError> {
    if e.seconds.is_finite() && e.seconds >= 0.0 {
        Ok(e)
    } else {
        Err(CostError::invalid(
            format!("`{name}` (instruction {})", id.0),
            format!("the {} model answered {} s", e.source.name(), e.seconds),
        ))
    }
}

/// What the time model needs of a collective, from the split of it the cost model gave (unknown
/// groups, scale-up, all bandwidth when it could not tell). Send and recv run on their own P2P
/// streams and stay outside the device-sharing rule, as in XLA.
fn collective_from(split: Option<CommSplit>) -> Collective {
    match split {
        Some(s) => Collective {
            groups: s.groups,
            link: if s.scale_out {
                Link::ScaleOut
            } else {
                Link::ScaleUp
            },
            fixed: if s.fixed_s.is_finite() && s.fixed_s > 0.0 {
                s.fixed_s
            } else {
                0.0
            },
        },
        None => Collective::default(),
    }
}

/// The positions `range` of computation `c`'s order priced; `called` holds the positions whose
/// cost comes from their callees, `start_of` the start of every async done and update.
fn price_range(
    m: &Module,
    c: CompId,
    est: &dyn LatencyEstimator,
    range: std::ops::Range<usize>,
    called: &BTreeMap<usize, CalleeCost>,
    (start_of, done_of): (&[Option<InstrId>], &[Option<InstrId>]),
) -> Prices {
    let comp = m.computation(c);
    let mut out = Prices {
        nodes: Vec::with_capacity(range.len()),
        edges: Vec::with_capacity(
            comp.order[range.clone()]
                .iter()
                .map(|&id| comp.instr(id).operands.len() + 1)
                .sum(),
        ),
        edge_end: Vec::with_capacity(range.len()),
        node_error: None,
        edge_error: None,
        pairs: Vec::new(),
    };
    let zero = Estimate::new(0.0, CostSource::NoOp);
    for k in range {
        let id = comp.order[k];
        let ins = comp.instr(id);
        let is_called = called.contains_key(&k);
        let cost = if is_called {
            None
        } else {
            match est
                .node_cost(m, c, id)
                .and_then(|e| checked(e, &ins.name, id))
            {
                Ok(e) => Some(e),
                Err(e) => {
                    out.node_error.get_or_insert((k, e));
                    Some(zero)
                }
            }
        };
        let label = ins
            .opcode
            .is_async_start()
            .then(|| async_label(m, comp, id));
        let is_collective = label
            .as_deref()
            .is_some_and(|l| !matches!(l, "copy" | "async" | "send" | "recv"));
        let split = match done_of[id.index()].filter(|_| ins.opcode.is_async_start()) {
            Some(done) => {
                let (latency, split) = est.async_pair(m, c, id, done);
                let latency = latency.and_then(|e| checked(e, &ins.name, id));
                out.pairs.push((k as u32, latency));
                split
            }
            None if is_collective => est.collective_split(m, c, id),
            None => None,
        };
        let collective = is_collective.then(|| collective_from(split));
        let is_noop = ins.opcode.is_noop() && !is_called;
        let contention = if is_called || is_noop {
            Contention::None
        } else if ins.opcode == Opcode::Convolution
            // Priced by the GEMM table means its GEMM was found: not looked for again.
            || cost.is_some_and(|e| e.source == CostSource::GemmTable)
            || performs_gemm(m, c, id)
        {
            Contention::Gemm
        } else {
            Contention::Memory
        };
        let start = label.map(|label| Box::new(StartPrice { label, collective }));
        out.nodes.push(NodePrice {
            cost,
            start,
            contention,
            hints: hints_of(comp, id),
            is_noop,
        });
        let edge = |from: InstrId, out: &mut Prices| {
            let e = est
                .latency(m, c, from, id)
                .and_then(|e| checked(e, &comp.instr(from).name, from));
            let e = e.unwrap_or_else(|err| {
                out.edge_error.get_or_insert((out.edges.len(), err));
                zero
            });
            out.edges.push(e);
        };
        // The edge from a done's start was priced with the start.
        let start = start_of[id.index()]
            .filter(|&s| ins.opcode.is_async_done() && comp.instr(s).opcode.is_async_start());
        for &op in &ins.operands {
            if Some(op) == start {
                out.edges.push(zero);
            } else {
                edge(op, &mut out);
            }
        }
        if start.is_some_and(|s| !ins.operands.contains(&s)) {
            out.edges.push(zero);
        }
        out.edge_end.push(out.edges.len() as u32);
    }
    out
}

/// Prices every instruction of computation `c` in its order, on up to `threads` threads (see
/// the module doc); `called` holds the positions whose cost comes from their callees.
pub(crate) fn price_computation(
    m: &Module,
    c: CompId,
    est: &dyn LatencyEstimator,
    threads: usize,
    called: &BTreeMap<usize, CalleeCost>,
    start_of: &[Option<InstrId>],
) -> Prices {
    let comp = m.computation(c);
    let n = comp.order.len();
    let mut done_of = vec![None; comp.instructions.len()];
    for (d, s) in start_of.iter().enumerate() {
        if let Some(s) = s {
            if comp.instr(InstrId(d as u32)).opcode.is_async_done() {
                done_of[s.index()] = Some(InstrId(d as u32));
            }
        }
    }
    let pairs = (start_of, done_of.as_slice());
    let threads = if n >= PARALLEL_MIN_INSTRUCTIONS {
        threads.max(1)
    } else {
        1
    };
    if threads == 1 {
        return price_range(m, c, est, 0..n, called, pairs);
    }
    let chunk = n.div_ceil(threads);
    let ranges: Vec<std::ops::Range<usize>> = (0..threads)
        .map(|t| (t * chunk).min(n)..((t + 1) * chunk).min(n))
        .collect();
    let parts: Vec<Prices> = std::thread::scope(|s| {
        let handles: Vec<_> = ranges[1..]
            .iter()
            .map(|r| {
                let r = r.clone();
                // A thread the system refuses: that run is priced on this thread below.
                std::thread::Builder::new()
                    .spawn_scoped(s, move || price_range(m, c, est, r, called, pairs))
                    .ok()
            })
            .collect();
        let mut parts = vec![price_range(m, c, est, ranges[0].clone(), called, pairs)];
        for (h, r) in handles.into_iter().zip(&ranges[1..]) {
            let part = h.and_then(|h| h.join().ok());
            parts.push(part.unwrap_or_else(|| price_range(m, c, est, r.clone(), called, pairs)));
        }
        parts
    });
    join(parts, n)
}

/// The prices of consecutive runs of positions as one (positions and flat edge indices offset).
fn join(parts: Vec<Prices>, n: usize) -> Prices {
    let edges_total = parts.iter().map(|p| p.edges.len()).sum();
    let mut out = Prices {
        nodes: Vec::with_capacity(n),
        edges: Vec::with_capacity(edges_total),
        edge_end: Vec::with_capacity(n),
        node_error: None,
        edge_error: None,
        pairs: Vec::new(),
    };
    for p in parts {
        let e0 = out.edges.len();
        if out.node_error.is_none() {
            // Positions are the order's own in every part.
            out.node_error = p.node_error;
        }
        if out.edge_error.is_none() {
            out.edge_error = p.edge_error.map(|(i, e)| (e0 + i, e));
        }
        out.pairs.extend(p.pairs);
        out.nodes.extend(p.nodes);
        out.edges.extend(p.edges);
        out.edge_end
            .extend(p.edge_end.iter().map(|&x| x + e0 as u32));
    }
    out
}
