//! Chrome trace event JSON of a timeline (loads in Perfetto and chrome://tracing): one track
//! for the compute stream and one per collective stream; every node is a slice named after it.

use super::graph::{Graph, NodeKind};
use super::timeline::{Stream, Timeline};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The trace as a JSON string (times in microseconds, as the format wants).
pub fn chrome_trace(g: &Graph, t: &Timeline) -> String {
    let mut tids: BTreeMap<Stream, u32> = BTreeMap::new();
    tids.insert(Stream::Compute, 0);
    for s in &t.slices {
        let next = tids.len() as u32;
        tids.entry(s.stream).or_insert(next);
    }
    // Number the streams in a stable order: compute first, then by resource and slot.
    let streams: Vec<Stream> = tids.keys().copied().collect();
    let tid_of: BTreeMap<Stream, u32> = streams
        .iter()
        .enumerate()
        .map(|(i, s)| (*s, i as u32))
        .collect();
    let mut events: Vec<Value> = Vec::with_capacity(t.slices.len() + streams.len() + 1);
    events.push(
        json!({"name": "process_name", "ph": "M", "pid": 1, "tid": 0,
        "args": {"name": "lhsched"}}),
    );
    for s in &streams {
        let name = match s {
            Stream::Compute => "compute".to_string(),
            Stream::Resource { resource, slot } => {
                let r = g
                    .resources()
                    .get(resource.index())
                    .map(|r| r.name.as_str())
                    .unwrap_or("resource");
                format!("{r} #{slot}")
            }
        };
        events.push(json!({"name": "thread_name", "ph": "M", "pid": 1,
            "tid": tid_of[s], "args": {"name": name}}));
    }
    for s in &t.slices {
        let spec = g.get(s.node);
        let name = g.name(s.node).to_string();
        let cat = match (s.stream, spec.map(|x| x.kind)) {
            (Stream::Resource { .. }, _) => "collective",
            (_, Some(NodeKind::AsyncStart { .. })) => "async-start",
            (_, Some(NodeKind::AsyncDone { .. })) => "async-done",
            _ => "compute",
        };
        let mut args = json!({"node": s.node.0});
        if cat != "compute" {
            args["label"] = json!(g.pair_label(s.node));
        }
        events.push(json!({"name": name, "cat": cat, "ph": "X", "pid": 1,
            "tid": tid_of[&s.stream], "ts": s.start * 1e6,
            "dur": (s.end - s.start) * 1e6, "args": args}));
    }
    let doc = json!({"traceEvents": events, "displayTimeUnit": "ns",
        "otherData": {"makespan_s": t.makespan, "peak_bytes": t.peak_bytes}});
    doc.to_string()
}
