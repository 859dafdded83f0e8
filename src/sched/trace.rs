//! Chrome trace event JSON of a timeline (loads in Perfetto and chrome://tracing): one track
//! for the compute stream and one per collective stream; every node is a slice named after it.

use super::graph::{Graph, NodeKind};
use super::timeline::{Stream, Timeline};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::Write;

/// The trace as a JSON string (times in microseconds, as the format wants); the bytes
/// [`write_chrome_trace`] writes.
pub fn chrome_trace(g: &Graph, t: &Timeline) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail, and serde_json writes UTF-8.
    let _ = write_chrome_trace(g, t, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Streams the trace to `w` one event at a time, so a trace of a million slices is never held
/// whole (as a JSON tree it took five times the schedule's memory at 1M instructions). The
/// bytes are the JSON document's with its keys sorted, as `serde_json` prints it.
pub fn write_chrome_trace(g: &Graph, t: &Timeline, w: &mut dyn Write) -> std::io::Result<()> {
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
    let other = json!({"makespan_s": t.makespan, "peak_bytes": t.peak_bytes});
    write!(
        w,
        "{{\"displayTimeUnit\":\"ns\",\"otherData\":{other},\"traceEvents\":["
    )?;
    let mut first = true;
    let mut emit = |w: &mut dyn Write, e: Value| -> std::io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        first = false;
        serde_json::to_writer(&mut *w, &e).map_err(std::io::Error::other)
    };
    emit(
        w,
        json!({"name": "process_name", "ph": "M", "pid": 1, "tid": 0,
        "args": {"name": "lhsched"}}),
    )?;
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
        emit(
            w,
            json!({"name": "thread_name", "ph": "M", "pid": 1,
            "tid": tid_of[s], "args": {"name": name}}),
        )?;
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
        emit(
            w,
            json!({"name": name, "cat": cat, "ph": "X", "pid": 1,
            "tid": tid_of[&s.stream], "ts": s.start * 1e6,
            "dur": (s.end - s.start) * 1e6, "args": args}),
        )?;
    }
    w.write_all(b"]}")
}
