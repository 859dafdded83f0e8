//! `schedule --trace` writes before and after as two processes of one Chrome trace, `eval
//! --trace` any order: slices nest on every track, every flow has its start and its end bound
//! to slices, every slice carries its arguments, loop bodies are expanded inside their loop,
//! no zero-length no-op is written, and a synchronous collective is one slice.

use crate::common;

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

fn trace_of(args: &[&str], trace: &Path) -> Value {
    let o = common::lhsched()
        .current_dir(common::root())
        .args(args)
        .arg("--trace")
        .arg(trace)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_str(&std::fs::read_to_string(trace).unwrap()).expect("trace is JSON")
}

/// Nanoseconds of a `ts`/`dur` in microseconds (they are written to the nanosecond).
fn ns(v: &Value) -> i64 {
    (v.as_f64().expect("number") * 1000.0).round() as i64
}

/// A slice as (start ns, end ns, name).
type Span = (i64, i64, String);

/// Checks the structure every trace must have; returns the slices.
fn check(t: &Value) -> Vec<Value> {
    let events = t["traceEvents"].as_array().expect("traceEvents");
    let slices: Vec<Value> = events.iter().filter(|e| e["ph"] == "X").cloned().collect();
    assert!(!slices.is_empty());
    // Nesting: on each track, a slice starting inside another ends inside it.
    let mut tracks: BTreeMap<(u64, u64), Vec<Span>> = BTreeMap::new();
    for s in &slices {
        let key = (s["pid"].as_u64().unwrap(), s["tid"].as_u64().unwrap());
        let a = ns(&s["ts"]);
        let b = a + ns(&s["dur"]);
        tracks
            .entry(key)
            .or_default()
            .push((a, b, s["name"].as_str().unwrap().to_string()));
    }
    for (key, mut v) in tracks {
        // Longer first among equal starts, so a parent precedes its children.
        v.sort_by(|x, y| x.0.cmp(&y.0).then(y.1.cmp(&x.1)));
        let mut open: Vec<Span> = Vec::new();
        for s in v {
            while open
                .last()
                .is_some_and(|p| p.1 <= s.0 && !(p.0 == s.0 && p.1 == s.0))
            {
                open.pop();
            }
            if let Some(p) = open.last() {
                assert!(
                    s.1 <= p.1,
                    "track {key:?}: {s:?} overlaps {p:?} without nesting"
                );
            }
            open.push(s);
        }
    }
    // Every slice has its arguments: what it is, and for a collective what it moves and what
    // priced it.
    for s in &slices {
        let args = &s["args"];
        let kind = args["kind"]
            .as_str()
            .unwrap_or_else(|| panic!("no kind: {s}"));
        match kind {
            "loop-iteration" | "loop-iterations" | "call" | "branch" => {
                assert!(
                    kind == "branch" || args["trip_count"].as_u64().is_some(),
                    "{s}"
                );
            }
            _ => {
                for k in ["computation", "opcode", "cost_source"] {
                    assert!(args[k].is_string(), "{k} missing: {s}");
                }
                if kind == "compute" {
                    assert!(ns(&s["dur"]) > 0, "a zero-length compute slice: {s}");
                }
                if kind != "compute" {
                    assert!(args["collective_source"].is_string(), "{s}");
                    assert!(args["collective"].is_string(), "{s}");
                }
                if kind == "async-done" {
                    assert!(args["waited_us"].is_number(), "{s}");
                }
            }
        }
        if args["opcode"]
            .as_str()
            .is_some_and(|o| o.ends_with("-start") && !o.starts_with("copy"))
        {
            assert!(args["bytes"].as_u64().is_some(), "{s}");
            assert!(args["replica_groups"].is_string(), "{s}");
        }
    }
    // Flows: each id once as a start and once as an end, each bound to a compute slice that
    // begins at its time on its track.
    let mut flows: BTreeMap<u64, Vec<&Value>> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] == "s" || e["ph"] == "f") {
        flows.entry(e["id"].as_u64().unwrap()).or_default().push(e);
    }
    assert!(!flows.is_empty(), "no flows");
    for (id, ends) in &flows {
        let phases: Vec<&str> = ends.iter().map(|e| e["ph"].as_str().unwrap()).collect();
        assert_eq!(phases, ["s", "f"], "flow {id}");
        for e in ends {
            assert!(
                slices.iter().any(|s| s["pid"] == e["pid"]
                    && s["tid"] == e["tid"]
                    && s["cat"] == e["cat"]
                    && ns(&s["ts"]) == ns(&e["ts"])),
                "flow {id} is bound to no slice: {e}"
            );
        }
    }
    slices
}

fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("lhsched-trace-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn schedule_trace_has_before_and_after_with_loop_bodies_and_flows() {
    let d = scratch("while");
    let pre = common::fixture("while_ppermute_train.gpu.pre_lhs.hlo");
    let out = d.join("out.hlo");
    let t = trace_of(
        &[
            "schedule",
            pre.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ],
        &d.join("t.json"),
    );
    let slices = check(&t);
    let events = t["traceEvents"].as_array().unwrap();
    let procs: Vec<&str> = events
        .iter()
        .filter(|e| e["name"] == "process_name")
        .filter_map(|e| e["args"]["name"].as_str())
        .collect();
    assert_eq!(procs, ["before: the input order", "after: lhsched"]);
    for pid in [1, 2] {
        // The loop's first iteration is expanded: the body's slices lie inside it.
        let iter = slices
            .iter()
            .find(|s| s["pid"] == pid && s["args"]["kind"] == "loop-iteration")
            .expect("an expanded loop iteration");
        let (a, b) = (ns(&iter["ts"]), ns(&iter["ts"]) + ns(&iter["dur"]));
        let body: Vec<&Value> = slices
            .iter()
            .filter(|s| s["pid"] == pid && s["args"]["computation"] == "region_0.3_spmd")
            .collect();
        assert!(!body.is_empty(), "the body's slices are written");
        assert!(body
            .iter()
            .filter(|s| s["tid"] == iter["tid"])
            .any(|s| ns(&s["ts"]) >= a && ns(&s["ts"]) <= b));
        // The body's collectives have a track of their own.
        assert!(events.iter().any(|e| e["name"] == "thread_name"
            && e["pid"] == pid
            && e["args"]["name"]
                .as_str()
                .is_some_and(|n| n.ends_with("region_0.3_spmd"))));
    }
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn a_sync_collective_is_one_slice_and_no_ops_are_left_out() {
    let d = scratch("sync");
    let t = trace_of(
        &[
            "schedule",
            "examples/collectives_mix.gpu.pre_lhs.hlo",
            "-o",
            d.join("o.hlo").to_str().unwrap(),
        ],
        &d.join("t.json"),
    );
    let slices = check(&t);
    let sync: Vec<&Value> = slices
        .iter()
        .filter(|s| s["pid"] == 2 && s["args"]["kind"] == "sync-collective")
        .collect();
    assert!(
        !sync.is_empty(),
        "the new order runs some pairs synchronously"
    );
    for s in &sync {
        let same = slices
            .iter()
            .filter(|o| o["pid"] == 2 && o["name"] == s["name"])
            .count();
        assert_eq!(same, 1, "one slice for {}", s["name"]);
        assert!(s["args"]["exposed_us"].as_f64().unwrap() > 0.0);
    }
    // Parameters, tuples and bitcasts take no time and are not written.
    assert!(!slices
        .iter()
        .any(|s| ["parameter", "tuple", "get-tuple-element", "bitcast"]
            .contains(&s["args"]["opcode"].as_str().unwrap_or(""))));
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn eval_trace_writes_any_order() {
    let d = scratch("eval");
    let post = common::fixture("while_ppermute_train.gpu.post.hlo");
    let t = trace_of(&["eval", post.to_str().unwrap()], &d.join("t.json"));
    check(&t);
    let events = t["traceEvents"].as_array().unwrap();
    let procs = events
        .iter()
        .filter(|e| e["name"] == "process_name")
        .count();
    assert_eq!(procs, 1);
    // Same input, same bytes.
    let again = trace_of(&["eval", post.to_str().unwrap()], &d.join("t2.json"));
    assert_eq!(t, again);
    let pre = common::fixture("while_ppermute_train.gpu.pre_lhs.hlo");
    let t = trace_of(
        &[
            "eval",
            pre.to_str().unwrap(),
            "--order-of",
            post.to_str().unwrap(),
        ],
        &d.join("t3.json"),
    );
    check(&t);
    let _ = std::fs::remove_dir_all(d);
}
