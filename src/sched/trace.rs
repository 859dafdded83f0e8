//! Chrome trace event JSON (Perfetto, chrome://tracing) of replayed timelines, written event by
//! event to a [`Write`] (never held whole): a process per order, a track per stream, a slice
//! per node that takes time (zero-length no-ops are left out), one slice for a synchronous
//! collective, and a flow from each async start to its done.
//!
//! The format is the Trace Event Format's JSON object form: `X` (complete) events for slices,
//! `M` metadata events naming processes and tracks, and `s`/`f` flow events bound to the
//! slices they start and end at (same `cat`, `pid`, `tid` and `ts` as the slice; the end binds
//! to its enclosing slice, `"bp": "e"`).

use super::graph::{Graph, NodeId, NodeKind};
use super::timeline::{Slice, Stream, Timeline};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::io::{self, Write};

/// Category of every slice on a compute track (flows bind by category, so one for all).
pub const COMPUTE_CAT: &str = "compute";
/// Category of the slices on collective-stream tracks.
pub const COLLECTIVE_CAT: &str = "collective";

/// Seconds as the format's microseconds, to the nanosecond (no sub-nanosecond noise, and
/// slices that nest in seconds still nest once rounded).
pub fn us(s: f64) -> f64 {
    ns(s) as f64 / 1000.0
}

/// Seconds as whole nanoseconds (saturating; NaN is 0).
fn ns(s: f64) -> i64 {
    // `as` saturates and maps NaN to 0.
    (s * 1e9).round() as i64
}

/// Writes trace events one by one; [`TraceWriter::finish`] closes the JSON object.
pub struct TraceWriter<'a> {
    w: &'a mut dyn Write,
    first: bool,
    /// Track id per (process, track name), in order of first use.
    tids: BTreeMap<(u32, String), u32>,
    next_flow: u64,
}

impl<'a> TraceWriter<'a> {
    /// Starts the trace on `w`.
    pub fn new(w: &'a mut dyn Write) -> io::Result<Self> {
        w.write_all(b"{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n")?;
        Ok(TraceWriter {
            w,
            first: true,
            tids: BTreeMap::new(),
            next_flow: 0,
        })
    }

    /// Writes one event.
    pub fn event(&mut self, e: &Value) -> io::Result<()> {
        if !self.first {
            self.w.write_all(b",\n")?;
        }
        self.first = false;
        serde_json::to_writer(&mut *self.w, e).map_err(io::Error::other)
    }

    /// Names process `pid` (shown in this `sort` order) and labels it.
    pub fn process(&mut self, pid: u32, name: &str, sort: u32, labels: &str) -> io::Result<()> {
        self.event(
            &json!({"name": "process_name", "ph": "M", "pid": pid, "tid": 0,
            "args": {"name": name}}),
        )?;
        self.event(
            &json!({"name": "process_sort_index", "ph": "M", "pid": pid, "tid": 0,
            "args": {"sort_index": sort}}),
        )?;
        self.event(
            &json!({"name": "process_labels", "ph": "M", "pid": pid, "tid": 0,
            "args": {"labels": labels}}),
        )
    }

    /// The id of the track `name` of process `pid`, named (and ordered by first use) the first
    /// time it is asked for.
    pub fn track(&mut self, pid: u32, name: &str) -> io::Result<u32> {
        if let Some(&t) = self.tids.get(&(pid, name.to_string())) {
            return Ok(t);
        }
        let tid = self.tids.keys().filter(|(p, _)| *p == pid).count() as u32;
        self.tids.insert((pid, name.to_string()), tid);
        self.event(
            &json!({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid,
            "args": {"name": name}}),
        )?;
        self.event(
            &json!({"name": "thread_sort_index", "ph": "M", "pid": pid, "tid": tid,
            "args": {"sort_index": tid}}),
        )?;
        Ok(tid)
    }

    /// A slice from `start` to `end` seconds on track `tid` of process `pid`.
    pub fn slice(
        &mut self,
        (pid, tid): (u32, u32),
        name: &str,
        cat: &str,
        (start, end): (f64, f64),
        args: Map<String, Value>,
    ) -> io::Result<()> {
        self.event(
            &json!({"name": name, "cat": cat, "ph": "X", "pid": pid, "tid": tid,
            "ts": us(start), "dur": (ns(end) - ns(start)).max(0) as f64 / 1000.0, "args": args}),
        )
    }

    /// A flow arrow from the slice starting at `from` to the one starting at `to` (both on
    /// compute tracks, given as (pid, tid, seconds)).
    pub fn flow(
        &mut self,
        name: &str,
        from: (u32, u32, f64),
        to: (u32, u32, f64),
    ) -> io::Result<()> {
        let id = self.next_flow;
        self.next_flow += 1;
        self.event(
            &json!({"name": name, "cat": COMPUTE_CAT, "ph": "s", "id": id,
            "pid": from.0, "tid": from.1, "ts": us(from.2)}),
        )?;
        self.event(
            &json!({"name": name, "cat": COMPUTE_CAT, "ph": "f", "bp": "e", "id": id,
            "pid": to.0, "tid": to.1, "ts": us(to.2)}),
        )
    }

    /// Ends the event list, adds `other` as `otherData` and flushes.
    pub fn finish(self, other: &Value) -> io::Result<()> {
        self.w.write_all(b"\n],\"otherData\":")?;
        serde_json::to_writer(&mut *self.w, other).map_err(io::Error::other)?;
        self.w.write_all(b"}\n")?;
        self.w.flush()
    }
}

/// Seconds the compute stream waited at each node for its async collective (zero for all but
/// dones; a synchronous pair's time is its start's, see [`collective_slices`]), recomputed
/// from the timeline exactly as the replay timed the node: the done was ready when the compute
/// stream was free and its other operands had arrived, and waited from then until its
/// collective ended.
pub fn done_waits(g: &Graph, t: &Timeline) -> Vec<f64> {
    let n = g.len();
    let mut end = vec![0.0f64; n];
    let mut seen = vec![false; n];
    let coll = collective_slices(g, t);
    let mut waits = vec![0.0f64; n];
    let mut free = 0.0f64;
    for s in &t.slices {
        if s.stream != Stream::Compute {
            continue;
        }
        let x = s.node;
        if seen[x.index()] {
            // A synchronous collective on the compute stream, after its launch.
            free = free.max(s.end);
            continue;
        }
        seen[x.index()] = true;
        end[x.index()] = s.end;
        let node = g.node(x);
        if node.is_noop {
            continue;
        }
        if let Some(st) = g.start_of(x) {
            let mut ready = 0.0f64;
            for a in g.preds(x) {
                if a.node != st {
                    ready = ready.max(end[a.node.index()] + a.latency);
                }
            }
            let base = free.max(ready);
            if let Some(c) = coll[st.index()].filter(|c| !c.sync) {
                if c.slice.end > base {
                    waits[x.index()] = c.slice.end - base;
                }
            }
        }
        free = free.max(s.end);
    }
    waits
}

/// Where an async start's collective ran.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CollectiveSlice {
    /// Its interval and stream.
    pub slice: Slice,
    /// True when it ran synchronously, on the compute stream right after its launch.
    pub sync: bool,
}

/// Per node (indexed by node id): the collective an async start launched, if any.
pub fn collective_slices(g: &Graph, t: &Timeline) -> Vec<Option<CollectiveSlice>> {
    let mut out = vec![None; g.len()];
    let mut on_compute = vec![false; g.len()];
    for s in &t.slices {
        let i = s.node.index();
        match s.stream {
            Stream::Resource { .. } => {
                out[i] = Some(CollectiveSlice {
                    slice: *s,
                    sync: false,
                })
            }
            Stream::Compute if on_compute[i] => {
                out[i] = Some(CollectiveSlice {
                    slice: *s,
                    sync: true,
                })
            }
            Stream::Compute => on_compute[i] = true,
        }
    }
    out
}

/// What a frontend adds to the trace of one graph's timeline.
pub trait TraceFacts {
    /// Arguments of node `n`'s slice beyond the timing (bytes, groups, cost source, ...).
    fn args(&mut self, n: NodeId) -> Map<String, Value>;

    /// Writes what runs inside node `n` (a loop body, a called computation), which ran from
    /// `start` to `end` seconds on compute track `tid` of process `pid`. Nothing by default.
    fn nested(
        &mut self,
        _tw: &mut TraceWriter<'_>,
        _at: (u32, u32),
        _n: NodeId,
        _span: (f64, f64),
    ) -> io::Result<()> {
        Ok(())
    }
}

/// No facts beyond the graph's.
struct NoFacts;

impl TraceFacts for NoFacts {
    fn args(&mut self, _n: NodeId) -> Map<String, Value> {
        Map::new()
    }
}

/// Where one timeline goes in a trace: its process, the name of its compute track, a suffix
/// for its collective tracks (a called computation's get tracks of their own), and the
/// seconds its time 0 lies at.
#[derive(Clone, Copy, Debug)]
pub struct Placement<'p> {
    /// The process.
    pub pid: u32,
    /// The compute track's name.
    pub compute_track: &'p str,
    /// Appended to each collective track's name (`""` for the entry).
    pub track_suffix: &'p str,
    /// Time offset in seconds.
    pub offset: f64,
}

/// Writes `t` (a replay of `g`) into the trace at `at`, with `facts` for the arguments and the
/// nested content of each slice.
pub fn write_timeline(
    tw: &mut TraceWriter<'_>,
    at: Placement<'_>,
    g: &Graph,
    t: &Timeline,
    facts: &mut dyn TraceFacts,
) -> io::Result<()> {
    let ctid = tw.track(at.pid, at.compute_track)?;
    let coll = collective_slices(g, t);
    let waits = done_waits(g, t);
    let mut first_at = vec![f64::NAN; g.len()];
    let mut seen = vec![false; g.len()];
    let off = at.offset;
    for s in &t.slices {
        let x = s.node;
        let node = g.node(x);
        let name = g.name(x);
        match s.stream {
            Stream::Resource { resource, slot } => {
                let r = g
                    .resources()
                    .get(resource.index())
                    .map_or("collectives", |r| r.name.as_str());
                let tid = tw.track(at.pid, &format!("{r} #{slot}{}", at.track_suffix))?;
                let mut args = facts.args(x);
                args.insert("kind".into(), json!("collective"));
                args.insert("collective_us".into(), json!(us(s.end - s.start)));
                if let Some(d) = g.done_of(x) {
                    args.insert("done".into(), json!(g.name(d)));
                }
                tw.slice(
                    (at.pid, tid),
                    name,
                    COLLECTIVE_CAT,
                    (off + s.start, off + s.end),
                    args,
                )?;
            }
            Stream::Compute if seen[x.index()] => {} // a sync collective: written with its start
            Stream::Compute => {
                seen[x.index()] = true;
                let (mut a, mut b) = (s.start, s.end);
                let kind = match node.kind {
                    NodeKind::AsyncStart { .. } => match coll[x.index()] {
                        Some(c) if c.sync => {
                            b = c.slice.end;
                            "sync-collective"
                        }
                        _ => "async-start",
                    },
                    NodeKind::AsyncDone { .. } => "async-done",
                    NodeKind::Compute => {
                        if node.is_noop || s.end <= s.start {
                            continue;
                        }
                        "compute"
                    }
                };
                a += off;
                b += off;
                first_at[x.index()] = a;
                let mut args = facts.args(x);
                args.insert("kind".into(), json!(kind));
                args.insert("cost_us".into(), json!(us(s.end - s.start)));
                if kind == "sync-collective" {
                    args.insert("collective_us".into(), json!(us(b - off - s.end)));
                    args.insert("exposed_us".into(), json!(us(b - off - s.end)));
                }
                if let NodeKind::AsyncDone { start } = node.kind {
                    args.insert("start".into(), json!(g.name(start)));
                    args.insert("waited_us".into(), json!(us(waits[x.index()])));
                }
                tw.slice((at.pid, ctid), name, COMPUTE_CAT, (a, b), args)?;
                if kind == "compute" {
                    facts.nested(tw, (at.pid, ctid), x, (a, b))?;
                }
                if let NodeKind::AsyncDone { start } = node.kind {
                    let from = first_at[start.index()];
                    let async_pair = coll[start.index()].is_some_and(|c| !c.sync);
                    if async_pair && from.is_finite() {
                        tw.flow(g.name(start), (at.pid, ctid, from), (at.pid, ctid, a))?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// Writes the trace of one graph's timeline to `w` as one process (`lhsched`).
pub fn write_chrome_trace(g: &Graph, t: &Timeline, w: &mut dyn Write) -> io::Result<()> {
    let mut tw = TraceWriter::new(w)?;
    tw.process(1, "lhsched", 0, "")?;
    let at = Placement {
        pid: 1,
        compute_track: "compute",
        track_suffix: "",
        offset: 0.0,
    };
    write_timeline(&mut tw, at, g, t, &mut NoFacts)?;
    tw.finish(&json!({"makespan_s": t.makespan, "peak_bytes": t.peak_bytes}))
}

/// [`write_chrome_trace`] into a string (for small graphs and tests).
pub fn chrome_trace(g: &Graph, t: &Timeline) -> String {
    let mut buf = Vec::new();
    // Writing to a Vec does not fail; serde_json writes only valid UTF-8.
    let _ = write_chrome_trace(g, t, &mut buf);
    String::from_utf8(buf).unwrap_or_default()
}
