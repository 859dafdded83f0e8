//! A module's orders as one Chrome trace (Perfetto, chrome://tracing): each order a process
//! (`schedule --trace`: before and after; `eval --trace`: the module's own order), the entry's
//! timeline with every while body, call and conditional branch expanded in place on the
//! compute track (a loop's first iteration in full, the identical rest as one slice) and their
//! collectives on tracks of their own, and slice arguments from the module and the cost model
//! (bytes, replica groups, what priced it). Written event by event to a [`Write`].

use super::call_graph::trip_count;
use super::error::DriverError;
use super::graph::{build_comp_graph, CompGraph};
use super::measure::{
    callee_cost, calls_code, comp_facts, measure, no_evals, sync_nodes, CompEval,
};
use super::module::{executable_post_order, multiplicities};
use super::options::DriverOptions;
use super::report::human_time;
use super::run::RunOptions;
use crate::cost::estimator::LatencyEstimator;
use crate::error::Error;
use crate::hlo::sync::marked_sync_starts;
use crate::hlo::{collective_info, CompId, InstrId, Module, Opcode};
use crate::sched::trace::{write_timeline, Placement, TraceFacts, TraceWriter};
use crate::sched::{NodeId, NodeKind};
use serde_json::{json, Map, Value};
use std::io::{self, Write};

/// Called computations nested deeper than this are shown as their caller's slice only.
const MAX_DEPTH: u32 = 8;

/// Every executable computation of a module replayed in its current order (pairs marked
/// `is_sync` run synchronously), with its graph kept: what a trace or the "why exposed" table
/// reads. The same graphs and replays as [`super::evaluate`] makes.
pub struct Replays<'m> {
    module: &'m Module,
    est: &'m dyn LatencyEstimator,
    /// Callees first, the entry last.
    post: Vec<CompId>,
    graphs: Vec<Option<CompGraph>>,
    evals: Vec<Option<Box<CompEval>>>,
}

impl<'m> Replays<'m> {
    /// Replays every executable computation of `m` in its order under `est`.
    pub fn new(
        m: &'m Module,
        est: &'m dyn LatencyEstimator,
        opts: &DriverOptions,
    ) -> Result<Self, DriverError> {
        opts.validate()
            .map_err(|e| DriverError::new(&m.entry().name, e.0))?;
        let post = executable_post_order(m);
        let mult = multiplicities(m, &post);
        let mut evals = no_evals(m);
        let mut graphs: Vec<Option<CompGraph>> = (0..m.computations.len()).map(|_| None).collect();
        for &c in &post {
            let cg = build_comp_graph(m, c, est, opts, &|id| callee_cost(m, c, id, &evals))?;
            let sync = sync_nodes(&cg, &marked_sync_starts(m, c));
            let order = cg.graph.original_order();
            // The bound whatever the orders of it and its callees, as `evaluate` gives it.
            let facts = comp_facts(m, c, est, opts, (&cg.graph, calls_code(m, c)), &evals)?;
            let e = measure(m, c, &cg.graph, (&order, &sync), mult[c.index()], facts)?;
            evals[c.index()] = Some(Box::new(e));
            graphs[c.index()] = Some(cg);
        }
        Ok(Replays {
            module: m,
            est,
            post,
            graphs,
            evals,
        })
    }

    /// The module replayed.
    pub fn module(&self) -> &'m Module {
        self.module
    }

    /// The computations replayed, callees first (the entry last).
    pub fn computations(&self) -> &[CompId] {
        &self.post
    }

    /// Computation `c`'s graph and measurement, when it was replayed.
    pub fn get(&self, c: CompId) -> Option<(&CompGraph, &CompEval)> {
        let g = self.graphs.get(c.index())?.as_ref()?;
        let e = self.evals.get(c.index())?.as_deref()?;
        Some((g, e))
    }

    /// The cost model's source name for node `n` of computation `c` (for an async start: of
    /// its launch; [`Replays::collective_source`] gives its collective's).
    fn source(&self, c: CompId, id: InstrId) -> String {
        let ins = self.module.computation(c).instr(id);
        if ins.opcode.runs_called_code() {
            return "called computations".into();
        }
        match self.est.node_cost(self.module, c, id) {
            Ok(e) => e.source.name().into(),
            Err(e) => format!("error: {e}"),
        }
    }

    /// The source name of the latency of `start`'s collective (the edge to `done`).
    pub fn collective_source(&self, c: CompId, start: InstrId, done: InstrId) -> String {
        match self.est.latency(self.module, c, start, done) {
            Ok(e) => e.source.name().into(),
            Err(e) => format!("error: {e}"),
        }
    }
}

/// The facts of one computation's slices.
struct CompFacts<'a, 'm> {
    r: &'a Replays<'m>,
    c: CompId,
    cg: &'a CompGraph,
    compute_track: &'a str,
    depth: u32,
}

impl CompFacts<'_, '_> {
    /// Writes computation `k`'s timeline at `offset` (its collectives on tracks of its own).
    fn write_callee(
        &self,
        tw: &mut TraceWriter<'_>,
        pid: u32,
        k: CompId,
        offset: f64,
    ) -> io::Result<()> {
        let Some((cg, e)) = self.r.get(k) else {
            return Ok(());
        };
        let suffix = format!(" \u{b7} {}", self.r.module.computation(k).name);
        let at = Placement {
            pid,
            compute_track: self.compute_track,
            track_suffix: &suffix,
            offset,
        };
        let mut facts = CompFacts {
            r: self.r,
            c: k,
            cg,
            compute_track: self.compute_track,
            depth: self.depth + 1,
        };
        write_timeline(tw, at, &cg.graph, &e.timeline, &mut facts)
    }

    fn makespan(&self, k: CompId) -> f64 {
        self.r.get(k).map_or(0.0, |(_, e)| e.timeline.makespan)
    }
}

impl TraceFacts for CompFacts<'_, '_> {
    fn args(&mut self, n: NodeId) -> Map<String, Value> {
        let m = self.r.module;
        let comp = m.computation(self.c);
        let mut a = Map::new();
        let Some(&id) = self.cg.instr_of.get(n.index()) else {
            return a;
        };
        let ins = comp.instr(id);
        a.insert("computation".into(), json!(comp.name.as_str()));
        a.insert("opcode".into(), json!(ins.opcode.name()));
        a.insert("cost_source".into(), json!(self.r.source(self.c, id)));
        let g = &self.cg.graph;
        let start = match g.node(n).kind {
            NodeKind::AsyncStart { .. } => Some(n),
            NodeKind::AsyncDone { start } => Some(start),
            NodeKind::Compute => None,
        };
        if let Some(s) = start {
            let sid = self.cg.instr_of[s.index()];
            if let Some(label) = g.label(s) {
                a.insert("collective".into(), json!(label));
            }
            if let Ok(Some(info)) = collective_info(m, self.c, sid) {
                a.insert("bytes".into(), json!(info.transfer_bytes));
                a.insert("replica_groups".into(), json!(info.groups.to_string()));
                a.insert("group_size".into(), json!(info.group_size));
                a.insert("num_groups".into(), json!(info.num_groups));
            }
            if let Some(d) = g.done_of(s) {
                let did = self.cg.instr_of[d.index()];
                a.insert(
                    "collective_source".into(),
                    json!(self.r.collective_source(self.c, sid, did)),
                );
            }
        }
        a
    }

    fn nested(
        &mut self,
        tw: &mut TraceWriter<'_>,
        (pid, tid): (u32, u32),
        n: NodeId,
        (a, b): (f64, f64),
    ) -> io::Result<()> {
        if self.depth >= MAX_DEPTH {
            return Ok(());
        }
        let m = self.r.module;
        let Some(&id) = self.cg.instr_of.get(n.index()) else {
            return Ok(());
        };
        let ins = m.computation(self.c).instr(id);
        if !ins.opcode.runs_called_code() {
            return Ok(());
        }
        let called: Vec<CompId> = ins
            .called
            .iter()
            .copied()
            .filter(|&k| self.r.get(k).is_some())
            .collect();
        match ins.opcode {
            Opcode::Conditional => {
                let Some(&k) = called
                    .iter()
                    .max_by(|x, y| self.makespan(**x).total_cmp(&self.makespan(**y)))
                else {
                    return Ok(());
                };
                let end = (a + self.makespan(k)).min(b);
                let name = format!(
                    "branch {} (the longest of {})",
                    m.computation(k).name,
                    called.len()
                );
                let args = Map::from_iter([("kind".to_string(), json!("branch"))]);
                tw.slice((pid, tid), &name, "compute", (a, end), args)?;
                self.write_callee(tw, pid, k, a)
            }
            _ => {
                let trips = if ins.opcode == Opcode::While {
                    trip_count(m, self.c, id)
                } else {
                    1
                };
                let once: f64 = called.iter().map(|&k| self.makespan(k)).sum();
                if trips == 0 || once <= 0.0 {
                    return Ok(());
                }
                let first_end = (a + once).min(b);
                let (name, kind) = if ins.opcode == Opcode::While {
                    (format!("iteration 1 of {trips}"), "loop-iteration")
                } else {
                    ("called".to_string(), "call")
                };
                let mut args = Map::from_iter([
                    ("kind".to_string(), json!(kind)),
                    ("trip_count".to_string(), json!(trips)),
                    (
                        "iteration_us".to_string(),
                        json!(crate::sched::trace::us(once)),
                    ),
                ]);
                tw.slice((pid, tid), &name, "compute", (a, first_end), args.clone())?;
                let mut at = a;
                for &k in &called {
                    self.write_callee(tw, pid, k, at)?;
                    at += self.makespan(k);
                }
                if trips > 1 {
                    let rest_end = (a + once * trips as f64).min(b);
                    let name = format!("iterations 2..{trips} (each as iteration 1)");
                    args.insert("kind".into(), json!("loop-iterations"));
                    tw.slice((pid, tid), &name, "compute", (first_end, rest_end), args)?;
                }
                Ok(())
            }
        }
    }
}

/// Writes the entry's timeline of `r` as process `pid` named `name`.
pub fn write_process(
    tw: &mut TraceWriter<'_>,
    pid: u32,
    name: &str,
    r: &Replays<'_>,
) -> io::Result<()> {
    let entry = r.module.entry;
    let Some((cg, e)) = r.get(entry) else {
        return Ok(());
    };
    let t = &e.timeline;
    let labels = format!(
        "makespan {}, exposed communication {}, peak {} bytes",
        human_time(t.makespan),
        human_time(t.exposed_total()),
        t.peak_bytes
    );
    tw.process(pid, name, pid, &labels)?;
    let at = Placement {
        pid,
        compute_track: "compute",
        track_suffix: "",
        offset: 0.0,
    };
    let mut facts = CompFacts {
        r,
        c: entry,
        cg,
        compute_track: "compute",
        depth: 0,
    };
    write_timeline(tw, at, &cg.graph, t, &mut facts)
}

/// Writes one trace holding each of `orders` (a process name and the replays of one order) as
/// a process of its own, in that order, to `w`.
pub fn write_trace(w: &mut dyn Write, orders: &[(&str, &Replays<'_>)]) -> io::Result<()> {
    let mut tw = TraceWriter::new(w)?;
    let mut summary = Vec::new();
    for (i, (name, r)) in orders.iter().enumerate() {
        // Process ids from 1, in the order given.
        write_order(&mut tw, i as u32 + 1, name, r, &mut summary)?;
    }
    tw.finish(&json!({ "orders": summary }))
}

/// One order's process and its line of the trace's summary.
fn write_order(
    tw: &mut TraceWriter<'_>,
    pid: u32,
    name: &str,
    r: &Replays<'_>,
    summary: &mut Vec<Value>,
) -> io::Result<()> {
    write_process(tw, pid, name, r)?;
    if let Some((_, e)) = r.get(r.module.entry) {
        summary.push(json!({"process": name, "makespan_s": e.timeline.makespan,
            "exposed_s": e.timeline.exposed_total(), "peak_bytes": e.timeline.peak_bytes}));
    }
    Ok(())
}

/// [`write_trace`] of modules (a process name and a module in the order to show) replayed
/// under `est`, one at a time: each order's replays are built, written and dropped before the
/// next is built, so a trace of two orders of a 1M-instruction module holds one order's graphs
/// at a time (the same bytes as [`write_trace`] of all the replays). A replay's error comes
/// back as an I/O error of kind `Other` carrying its message.
pub fn write_trace_of_modules(
    w: &mut dyn Write,
    orders: &[(&str, &Module)],
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
) -> io::Result<()> {
    let mut tw = TraceWriter::new(w)?;
    let mut summary = Vec::new();
    for (i, (name, m)) in orders.iter().enumerate() {
        let r = Replays::new(m, est, opts).map_err(io::Error::other)?;
        write_order(&mut tw, i as u32 + 1, name, &r, &mut summary)?;
    }
    tw.finish(&json!({ "orders": summary }))
}

/// The trace of `orders` (a process name and a module in the order to show) under the cost
/// model and scheduling options of `opts`, as JSON data: what `--trace` writes, for frontends
/// that hand it back instead of writing a file (Python's `trace=`).
pub fn trace_json(orders: &[(&str, &Module)], opts: &RunOptions) -> Result<Value, Error> {
    let Some((_, first)) = orders.first() else {
        return Ok(Value::Null);
    };
    let (model, _) = opts.cost.build(Some(first))?;
    let mut buf = Vec::new();
    write_trace_of_modules(&mut buf, orders, &model, &opts.sched)
        .map_err(|e| Error::msg(format!("trace: {e}")))?;
    serde_json::from_slice(&buf).map_err(|e| Error::msg(format!("trace: {e}")))
}
