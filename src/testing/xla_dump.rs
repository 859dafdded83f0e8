//! Loads XLA's own scheduling graph and schedule, as dumped in `../shared/xla_lhs/`
//! (`NAME.gpu.sol.lhs_graph.tsv` and `NAME.gpu.sol.schedule.tsv`, format in that folder's
//! README), into a [`Graph`] per computation. Real scheduling problems with XLA's own costs and
//! latencies, and XLA's answer to them, without any HLO.
//!
//! Times in the dump are microseconds; the graph holds seconds. All collectives share one
//! resource of limit 1 (XLA GPU's `kGpuAsyncStreamCollectives`); a node that both occupies and
//! releases it (a while loop whose body runs collectives) needs the resource idle while it runs.

use crate::hlo::Opcode;
use crate::sched::{
    EdgeKind, Graph, GraphBuilder, GraphError, Hints, NodeId, NodeKind, NodeSpec, ResourceId,
};
use std::collections::BTreeMap;
use std::fmt;

/// A problem in a dump, with the line it is on (1-based; 0 when not tied to a line).
#[derive(Clone, Debug, PartialEq)]
pub struct DumpError {
    /// Line number.
    pub line: usize,
    /// What is wrong.
    pub msg: String,
}

impl fmt::Display for DumpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.msg)
    }
}

impl std::error::Error for DumpError {}

fn err(line: usize, msg: impl Into<String>) -> DumpError {
    DumpError {
        line,
        msg: msg.into(),
    }
}

/// One computation of a dump: its graph (nodes in XLA's input order, the `idx` column) and the
/// node names by id.
#[derive(Clone, Debug)]
pub struct XlaComputation {
    /// The computation's name.
    pub name: String,
    /// The scheduling graph.
    pub graph: Graph,
    /// Node names, indexed by node id.
    pub names: Vec<String>,
    /// Per node: whether XLA takes it from its no-op set (`IsNopInstruction`:
    /// get-tuple-element, bitcast, constant, parameter, broadcast, iota, a tuple whose one
    /// user is a loop), which is not quite the graph's zero-cost `is_noop`.
    pub xla_nops: Vec<bool>,
}

impl XlaComputation {
    /// The node ids of `names` (an order read from the schedule dump).
    pub fn order_of(&self, names: &[String]) -> Result<Vec<NodeId>, DumpError> {
        let index: BTreeMap<&str, NodeId> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.as_str(), NodeId(i as u32)))
            .collect();
        names
            .iter()
            .map(|n| {
                index.get(n.as_str()).copied().ok_or_else(|| {
                    err(
                        0,
                        format!("`{n}` is not a node of computation `{}`", self.name),
                    )
                })
            })
            .collect()
    }
}

struct Row {
    line: usize,
    idx: usize,
    name: String,
    opcode: String,
    cost: f64,
    force_delay: bool,
    force_early: bool,
    preds: Vec<(String, f64)>,
    occupy: Vec<String>,
    release: Vec<String>,
}

fn columns(header: &str, want: &[&str]) -> Result<Vec<usize>, DumpError> {
    let cols: Vec<&str> = header.split('\t').collect();
    want.iter()
        .map(|w| {
            cols.iter()
                .position(|c| c == w)
                .ok_or_else(|| err(1, format!("header has no `{w}` column")))
        })
        .collect()
}

fn parse_num(s: &str, line: usize, what: &str) -> Result<f64, DumpError> {
    s.trim()
        .parse::<f64>()
        .map_err(|_| err(line, format!("{what} `{s}` is not a number")))
}

/// Parses `NAME.gpu.sol.lhs_graph.tsv` text into one graph per computation, in the order the
/// computations first appear.
pub fn load_graph(text: &str) -> Result<Vec<XlaComputation>, DumpError> {
    let mut lines = text.lines();
    let header = lines.next().ok_or_else(|| err(1, "empty file"))?;
    let c = columns(
        header,
        &[
            "comp",
            "idx",
            "name",
            "opcode",
            "cost",
            "force_delay",
            "force_early",
            "preds",
            "res",
        ],
    )?;
    let mut comps: Vec<(String, Vec<Row>)> = Vec::new();
    for (i, l) in lines.enumerate() {
        let line = i + 2;
        if l.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = l.split('\t').collect();
        let get = |k: usize| f.get(c[k]).copied().unwrap_or("");
        let mut preds = Vec::new();
        for p in get(7).split(',').filter(|s| !s.is_empty()) {
            let (n, lat) = p
                .rsplit_once(':')
                .ok_or_else(|| err(line, format!("pred `{p}` is not name:latency")))?;
            preds.push((n.to_string(), parse_num(lat, line, "latency")? * 1e-6));
        }
        let (mut occupy, mut release) = (Vec::new(), Vec::new());
        for r in get(8).split(',').filter(|s| !s.is_empty()) {
            let (n, usage) = r
                .rsplit_once(':')
                .ok_or_else(|| err(line, format!("resource `{r}` is not name:usage")))?;
            match usage {
                "kResourceOccupy" => occupy.push(n.to_string()),
                "kResourceRelease" => release.push(n.to_string()),
                _ => {}
            }
        }
        let row = Row {
            line,
            idx: get(1)
                .trim()
                .parse()
                .map_err(|_| err(line, format!("idx `{}` is not an integer", get(1))))?,
            name: get(2).to_string(),
            opcode: get(3).to_string(),
            cost: parse_num(get(4), line, "cost")? * 1e-6,
            force_delay: get(5).trim() == "1",
            force_early: get(6).trim() == "1",
            preds,
            occupy,
            release,
        };
        let comp = get(0).to_string();
        match comps.iter_mut().find(|(n, _)| *n == comp) {
            Some((_, rows)) => rows.push(row),
            None => comps.push((comp, vec![row])),
        }
    }
    comps
        .into_iter()
        .map(|(name, rows)| build_comp(name, rows))
        .collect()
}

fn label_of(name: &str, opcode: &str) -> String {
    let mut base = name;
    while let Some((head, tail)) = base.rsplit_once('.') {
        if !tail.is_empty() && tail.bytes().all(|b| b.is_ascii_digit()) {
            base = head;
        } else {
            break;
        }
    }
    if let Some(b) = base.strip_suffix("-start") {
        return b.to_string();
    }
    opcode.strip_suffix("-start").unwrap_or(opcode).to_string()
}

fn build_comp(name: String, mut rows: Vec<Row>) -> Result<XlaComputation, DumpError> {
    rows.sort_by_key(|r| r.idx);
    let index: BTreeMap<&str, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    let mut b = GraphBuilder::new();
    let mut resources: BTreeMap<String, ResourceId> = BTreeMap::new();
    let mut res = |b: &mut GraphBuilder, n: &str| -> ResourceId {
        *resources
            .entry(n.to_string())
            .or_insert_with(|| b.add_resource(n, 1))
    };
    let is_start = |r: &Row| !r.release.is_empty() && r.occupy.is_empty();
    for r in &rows {
        let kind = if is_start(r) {
            NodeKind::AsyncStart {
                resource: res(&mut b, &r.release[0]),
            }
        } else if r.release.is_empty() && !r.occupy.is_empty() {
            let start = r
                .preds
                .iter()
                .filter_map(|(p, _)| index.get(p.as_str()).copied())
                .find(|&i| is_start(&rows[i]))
                .ok_or_else(|| err(r.line, format!("async done `{}` has no start", r.name)))?;
            NodeKind::AsyncDone {
                start: NodeId(start as u32),
            }
        } else {
            NodeKind::Compute
        };
        let is_async = !matches!(kind, NodeKind::Compute);
        let spec = NodeSpec {
            name: r.name.clone(),
            cost: r.cost,
            kind,
            label: is_async.then(|| label_of(&r.name, &r.opcode)),
            hints: Hints {
                force_delay: r.force_delay,
                force_early: r.force_early,
                ..Default::default()
            },
            transient_bytes: 0,
            is_noop: r.cost == 0.0 && Opcode::from_name(&r.opcode).is_some_and(Opcode::is_noop),
            // XLA's dump names no device groups: its collectives share one stream with
            // limit 1, where the device-sharing rule never decides.
            ..Default::default()
        };
        let id = b.add_node(spec);
        if !is_async {
            for o in r.occupy.iter().filter(|o| r.release.contains(o)) {
                let rid = res(&mut b, o);
                b.require_resource(id, rid, 1);
            }
        }
    }
    for (i, r) in rows.iter().enumerate() {
        for (p, lat) in &r.preds {
            let from = index.get(p.as_str()).ok_or_else(|| {
                err(
                    r.line,
                    format!("pred `{p}` of `{}` is not in `{name}`", r.name),
                )
            })?;
            b.add_edge(NodeId(*from as u32), NodeId(i as u32), *lat, EdgeKind::Data);
        }
    }
    let graph = b
        .build()
        .map_err(|e: GraphError| err(0, format!("computation `{name}`: {e}")))?;
    let xla_nops =
        rows.iter()
            .enumerate()
            .map(|(i, r)| match r.opcode.as_str() {
                "get-tuple-element" | "bitcast" | "constant" | "parameter" | "broadcast"
                | "iota" => true,
                "tuple" => {
                    let s = graph.succs(NodeId(i as u32));
                    s.len() == 1 && rows[s[0].node.index()].opcode == "while"
                }
                _ => false,
            })
            .collect();
    Ok(XlaComputation {
        name,
        graph,
        names: rows.into_iter().map(|r| r.name).collect(),
        xla_nops,
    })
}

/// The rows of a per-computation table (`comp`, an integer ordering column, then `more`
/// columns), grouped by computation and sorted by the ordering column.
fn ordered_rows(
    text: &str,
    key: &str,
    more: &[&str],
) -> Result<BTreeMap<String, Vec<Vec<String>>>, DumpError> {
    let mut lines = text.lines();
    let header = lines.next().ok_or_else(|| err(1, "empty file"))?;
    let want: Vec<&str> = ["comp", key].iter().chain(more).copied().collect();
    let c = columns(header, &want)?;
    let mut out: BTreeMap<String, Vec<(usize, Vec<String>)>> = BTreeMap::new();
    for (i, l) in lines.enumerate() {
        let line = i + 2;
        if l.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = l.split('\t').collect();
        let get = |k: usize| f.get(c[k]).copied().unwrap_or("");
        let at: usize = get(1)
            .trim()
            .parse()
            .map_err(|_| err(line, format!("{key} `{}` is not an integer", get(1))))?;
        let rest = (2..want.len()).map(|k| get(k).to_string()).collect();
        out.entry(get(0).to_string()).or_default().push((at, rest));
    }
    Ok(out
        .into_iter()
        .map(|(k, mut v)| {
            v.sort_by_key(|x| x.0);
            (k, v.into_iter().map(|x| x.1).collect())
        })
        .collect())
}

/// Parses `NAME.gpu.sol.schedule.tsv` text: per computation, node names in XLA's order.
pub fn load_schedule(text: &str) -> Result<BTreeMap<String, Vec<String>>, DumpError> {
    Ok(ordered_rows(text, "pos", &["name"])?
        .into_iter()
        .map(|(k, v)| (k, v.into_iter().map(|mut r| r.swap_remove(0)).collect()))
        .collect())
}

/// One step of XLA's decision trace: the node scheduled and the reason printed for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceStep {
    /// The node's name.
    pub scheduled: String,
    /// XLA's reason (`kLessStall`, `First Candidate`, `nop/annotation`, ...).
    pub reason: String,
}

/// Parses `NAME.gpu.sol.lhs_trace.tsv` text: per computation, XLA's bottom-up decisions in
/// step order.
pub fn load_trace(text: &str) -> Result<BTreeMap<String, Vec<TraceStep>>, DumpError> {
    Ok(ordered_rows(text, "step", &["scheduled", "reason"])?
        .into_iter()
        .map(|(k, v)| {
            let steps = v
                .into_iter()
                .map(|mut r| TraceStep {
                    reason: r.pop().unwrap_or_default(),
                    scheduled: r.pop().unwrap_or_default(),
                })
                .collect();
            (k, steps)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const G: &str = "comp\tidx\tname\topcode\tcost\tindegree\toutdegree\tasync_depth\tdepth\tgraph_depth\tforce_delay\tforce_early\tforce_delay_after_target\tpreds\tsuccs\tres
c\t0\tp\tparameter\t0\t0\t1\t0\t0\t0\t0\t0\t0\t\tar-start:1\t
c\t1\tar-start\tall-reduce-start\t1\t1\t1\t0\t0\t0\t0\t0\t0\tp:1\tar-done:30\tR:kResourceRelease
c\t2\tf\tfusion\t5\t0\t0\t0\t0\t0\t0\t0\t0\t\t\t
c\t3\tar-done\tall-reduce-done\t1\t1\t0\t0\t0\t0\t0\t0\t0\tar-start:30\t\tR:kResourceOccupy
";

    #[test]
    fn loads_pairs_labels_and_latencies() {
        let comps = load_graph(G).expect("loads");
        assert_eq!(comps.len(), 1);
        let g = &comps[0].graph;
        assert_eq!(g.len(), 4);
        assert!(g.node(NodeId(0)).is_noop);
        assert_eq!(g.start_of(NodeId(3)), Some(NodeId(1)));
        assert!((g.collective_time(NodeId(1)) - 30e-6).abs() < 1e-12);
        assert_eq!(g.pair_label(NodeId(3)), "ar");
        assert_eq!(
            label_of("all-gather-start.12", "all-gather-start"),
            "all-gather"
        );
    }

    #[test]
    fn reports_bad_lines() {
        let bad = G.replace("\t5\t0\t0", "\tfive\t0\t0");
        let e = load_graph(&bad).expect_err("bad cost");
        assert_eq!(e.line, 4);
        assert!(e.msg.contains("five"));
    }
}
