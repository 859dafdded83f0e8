//! One HLO computation as a scheduling graph: a node per instruction priced by the estimator,
//! data and control edges with their latencies, async pairs on collective resources, and the
//! buffers each instruction allocates and reads.

use super::buffers::{async_starts, buffer_plan};
use super::error::DriverError;
use super::options::DriverOptions;
use super::pricing::price_computation;
use crate::beside::beside;
use crate::cost::error::CostError;
use crate::cost::estimate::CostSource;
use crate::cost::estimator::LatencyEstimator;
use crate::hlo::{CompId, Computation, InstrId, Module, Opcode};
use crate::sched::{
    BufferId, EdgeKind, Graph, GraphBuilder, Hints, NodeId, NodeKind, NodeSpec, ResourceId,
};
use std::collections::BTreeMap;

/// What a called computation contributes to the instruction that calls it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CalleeCost {
    /// Seconds the call keeps the compute stream busy (trip count x body time for a while).
    pub seconds: f64,
    /// The callee's own peak, live only while the call runs.
    pub peak_bytes: u64,
    /// Statistics labels of collectives in flight inside the callee: the call needs their
    /// resources idle, as XLA's recursive resource counting demands.
    pub labels: Vec<String>,
}

/// A computation's scheduling graph and the maps between its nodes and the instructions.
#[derive(Debug)]
pub struct CompGraph {
    /// The graph the scheduler sees.
    pub graph: Graph,
    /// The instruction of every node (node ids follow the computation's current order).
    pub instr_of: Vec<InstrId>,
    /// How many nodes, and async start->done latencies (collectives), each cost model priced.
    pub sources: BTreeMap<CostSource, usize>,
    /// The collectives (sync ones, async starts) a table priced from outside its measured
    /// byte range ([`crate::cost::estimate::Estimate::extrapolated`]), in order.
    pub extrapolated: Vec<InstrId>,
}

/// The statistics label of an async start: the collective kind it performs (`all-gather`,
/// `reduce-scatter` for an `async-start` wrapping one), `send`, `recv`, `copy`, or `async`.
pub fn async_label(module: &Module, comp: &Computation, start: InstrId) -> String {
    let ins = comp.instr(start);
    match ins.opcode {
        Opcode::Send => return "send".into(),
        Opcode::Recv => return "recv".into(),
        Opcode::CopyStart => return "copy".into(),
        Opcode::AsyncStart => {
            let wrapped = ins.called.first().map(|&c| module.computation(c));
            if let Some(w) = wrapped {
                let root = w.instr(w.root).opcode;
                return root.sync_collective().unwrap_or(root).name().to_string();
            }
            return "async".into();
        }
        _ => {}
    }
    ins.opcode
        .sync_collective()
        .map(|o| o.name().to_string())
        .unwrap_or_else(|| "async".into())
}

/// Scheduler hints from an instruction's frontend attributes: `scheduler_hint`
/// (`force_early`, `force_delay`, `force_delay_async`), `scheduler_delay_priority`,
/// `_scheduling_group_id` (XLA's names, reference §1.5 and §1.10).
pub fn hints_of(comp: &Computation, id: InstrId) -> Hints {
    let ins = comp.instr(id);
    let mut h = Hints::default();
    for (k, v) in ins.frontend_attributes() {
        match k.as_str() {
            "scheduler_hint" => match v.as_str() {
                "force_early" => h.force_early = true,
                "force_delay" => h.force_delay = true,
                "force_delay_async" if ins.opcode.is_async_start() => h.force_delay = true,
                "force_delay_async" if ins.opcode.is_async_done() => h.force_early = true,
                _ => {}
            },
            "scheduler_delay_priority" => {
                if let Ok(p) = v.trim().parse() {
                    h.delay_priority = p;
                }
            }
            "_scheduling_group_id" => {
                if let Ok(g) = v.trim().parse() {
                    h.scheduling_group = Some(g);
                }
            }
            _ => {}
        }
    }
    h
}

/// Computations from this many instructions get their buffers planned on a second core.
const PARALLEL_PLAN_MIN: usize = 20_000;

/// Builds the scheduling graph of computation `c` in its current order. `callee` gives the
/// cost of instructions that call other computations (while, call, conditional).
pub fn build_comp_graph(
    module: &Module,
    c: CompId,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    callee: &dyn Fn(InstrId) -> Option<CalleeCost>,
) -> Result<CompGraph, DriverError> {
    let comp = module.computation(c);
    let start_of = async_starts(comp);
    let edges: usize = comp
        .order
        .iter()
        .map(|&id| {
            let ins = comp.instr(id);
            ins.operands.len() + ins.control_predecessors.len() + 1
        })
        .sum();
    let mut b = GraphBuilder::with_capacity(comp.order.len(), edges);
    b.set_model(opts.time_model());
    let mut resources: BTreeMap<String, ResourceId> = BTreeMap::new();
    let mut resource = |b: &mut GraphBuilder, label: &str| -> ResourceId {
        let (key, limit) = opts.resource_for(label);
        *resources
            .entry(key.clone())
            .or_insert_with(|| b.add_resource(&key, limit))
    };
    // Callee costs first (on this thread: they read the measurements made so far), then the
    // cost model's answers for every position, on several threads for a large computation.
    let called: BTreeMap<usize, CalleeCost> = comp
        .order
        .iter()
        .enumerate()
        .filter_map(|(k, &id)| callee(id).map(|cc| (k, cc)))
        .collect();
    let threads = crate::sched::thread_count(opts.sched.threads);
    let mut prices = price_computation(module, c, est, threads, &called, &start_of);
    // The buffers are planned on a second core while this one adds the nodes and edges.
    let parallel = comp.order.len() >= PARALLEL_PLAN_MIN && threads > 1;
    let (plan, added) = beside(
        parallel,
        || buffer_plan(comp, &start_of),
        || {
            let mut node_of: Vec<Option<NodeId>> = vec![None; comp.instructions.len()];
            let mut instr_of = Vec::with_capacity(comp.order.len());
            let mut sources: BTreeMap<CostSource, usize> = BTreeMap::new();
            let mut extrapolated = Vec::new();
            let cost_error = |e: &CostError| DriverError::new(&comp.name, e.to_string());
            let mut prices_nodes = std::mem::take(&mut prices.nodes).into_iter();
            for (k, &id) in comp.order.iter().enumerate() {
                let ins = comp.instr(id);
                let p = prices_nodes.next().ok_or_else(|| {
                    DriverError::new(&comp.name, format!("instruction {} was not priced", id.0))
                })?;
                if let Some((_, e)) = prices.node_error.as_ref().filter(|(at, _)| *at == k) {
                    return Err(cost_error(e));
                }
                let called = called.get(&k);
                let cost = match (called, p.cost) {
                    (Some(cc), _) => cc.seconds,
                    (None, Some(e)) => {
                        *sources.entry(e.source).or_default() += 1;
                        if e.extrapolated {
                            extrapolated.push(id);
                        }
                        e.seconds
                    }
                    (None, None) => {
                        return Err(DriverError::new(
                            &comp.name,
                            format!("`{}` (instruction {}) was not priced", ins.name, id.0),
                        ))
                    }
                };
                let is_start = p.start.is_some();
                let (label, collective) = match p.start {
                    Some(b) => (Some(b.label), b.collective),
                    // A collective written as one instruction is synchronous: labelled, its
                    // time is exposed communication (`Graph::is_sync_collective`).
                    None => match ins.opcode.sync_collective() {
                        Some(op) if called.is_none() && !p.is_noop => {
                            (Some(op.name().to_string()), None)
                        }
                        _ => (None, None),
                    },
                };
                let kind = if let Some(label) = label.as_ref().filter(|_| is_start) {
                    NodeKind::AsyncStart {
                        resource: resource(&mut b, label),
                    }
                } else if ins.opcode.is_async_done() {
                    let start = start_of[id.index()]
                        .and_then(|s| node_of[s.index()])
                        .ok_or_else(|| {
                            DriverError::new(
                                &comp.name,
                                format!(
                                    "`{}` ({}) finishes no async start: its operand 0 must be the \
                                 matching start (or an async-update of it), defined before it",
                                    ins.name, ins.opcode
                                ),
                            )
                        })?;
                    NodeKind::AsyncDone { start }
                } else {
                    NodeKind::Compute
                };
                let spec = NodeSpec {
                    name: String::new(),
                    cost,
                    kind,
                    label,
                    hints: p.hints,
                    transient_bytes: called.map_or(0, |cc| cc.peak_bytes),
                    is_noop: p.is_noop,
                    collective,
                    contention: p.contention,
                };
                let n = b.add_node_named(spec, &ins.name);
                if let Some(cc) = called {
                    for l in &cc.labels {
                        let r = resource(&mut b, l);
                        b.require_resource(n, r, 1);
                    }
                }
                node_of[id.index()] = Some(n);
                instr_of.push(id);
            }
            // The prices are read: free them before the buffers and the graph's rows are built.
            drop(prices_nodes);
            let node = |i: InstrId| -> Result<NodeId, DriverError> {
                node_of.get(i.index()).copied().flatten().ok_or_else(|| {
                    DriverError::new(
                        &comp.name,
                        format!("instruction {} is not in the order", i.0),
                    )
                })
            };
            // The edges: operands (priced), control predecessors (no latency), then the start of a
            // done that does not take it as an operand (priced with the start).
            for (k, &id) in comp.order.iter().enumerate() {
                let ins = comp.instr(id);
                let to = node(id)?;
                let (first, lat) = prices.edges_of(k);
                let mut lat = lat.iter().enumerate();
                let not_priced = || {
                    DriverError::new(
                        &comp.name,
                        format!("an edge into `{}` was not priced", ins.name),
                    )
                };
                let mut edge = |b: &mut GraphBuilder, from: InstrId| -> Result<(), DriverError> {
                    let n = node(from)?;
                    let (j, e) = lat.next().ok_or_else(not_priced)?;
                    let pair =
                        comp.instr(from).opcode.is_async_start() && ins.opcode.is_async_done();
                    let e = if pair && start_of[id.index()] == Some(from) {
                        // Priced with its start (see `Prices::pair_latency`).
                        match prices.pair_latency(n.index()).ok_or_else(not_priced)? {
                            Ok(e) => *e,
                            Err(err) => return Err(cost_error(err)),
                        }
                    } else {
                        if let Some((_, err)) = prices
                            .edge_error
                            .as_ref()
                            .filter(|(at, _)| *at == first + j)
                        {
                            return Err(cost_error(err));
                        }
                        *e
                    };
                    if pair {
                        *sources.entry(e.source).or_default() += 1;
                        if e.extrapolated {
                            extrapolated.push(from);
                        }
                    }
                    b.add_edge(n, to, e.seconds, EdgeKind::Data);
                    Ok(())
                };
                for &op in &ins.operands {
                    edge(&mut b, op)?;
                }
                for &p in &ins.control_predecessors {
                    b.add_edge(node(p)?, to, 0.0, EdgeKind::Control);
                }
                if ins.opcode.is_async_done() {
                    if let Some(s) = start_of[id.index()].filter(|s| !ins.operands.contains(s)) {
                        edge(&mut b, s)?;
                    }
                }
            }
            drop(prices);
            Ok((instr_of, sources, extrapolated))
        },
    );
    let (instr_of, sources, extrapolated) = added?;
    for (node, bytes, live_out) in plan.buffers {
        b.add_buffer(NodeId(node), bytes, live_out);
    }
    for (buffer, user) in plan.uses {
        b.add_use(BufferId(buffer), NodeId(user));
    }
    let graph = b
        .build()
        .map_err(|e| DriverError::new(&comp.name, e.to_string()))?;
    Ok(CompGraph {
        graph,
        instr_of,
        sources,
        extrapolated,
    })
}
