//! What `lhsched stats` and `lhsched estimate FILE` report about a module, as data and JSON, so
//! that every frontend (the CLI, Python, C) reports the same: instructions per opcode and
//! computation, every collective with its bytes and groups, and every collective priced.

use crate::cost::config::{CostConfig, Warning};
use crate::cost::hlo_spec::collective_spec;
use crate::cost::stack::CostModel;
use crate::error::Error;
use crate::hlo::{collectives, CallGraph, CallRole, CollectiveInfo, DeviceGroups, Module};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// One collective with the computation it sits in.
#[derive(Debug)]
pub struct CollectiveRow<'a> {
    /// The computation's name.
    pub computation: &'a str,
    /// The instruction's name.
    pub name: &'a str,
    /// Kind, bytes, groups, dtype, channel.
    pub info: CollectiveInfo,
}

/// Collectives of every computation except the bodies of async wrappers (those are reported
/// through their `async-start`), in computation and print order.
pub fn collective_rows(m: &Module) -> Result<Vec<CollectiveRow<'_>>, Error> {
    let cg = CallGraph::new(m);
    let mut rows = Vec::new();
    for c in m.comp_ids() {
        if cg.roles(c).contains(&CallRole::AsyncWrapped) {
            continue;
        }
        let comp = m.computation(c);
        for info in collectives(m, c)? {
            rows.push(CollectiveRow {
                computation: &comp.name,
                name: &comp.instr(info.instr).name,
                info,
            });
        }
    }
    Ok(rows)
}

/// Instructions per opcode over the whole module, most frequent first (ties by name).
pub fn opcode_counts(m: &Module) -> Vec<(&'static str, usize)> {
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    for c in &m.computations {
        for i in &c.instructions {
            *counts.entry(i.opcode.name()).or_default() += 1;
        }
    }
    let mut v: Vec<_> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    v
}

/// The report of `lhsched stats --json`.
pub fn stats_json(m: &Module) -> Result<Value, Error> {
    let rows = collective_rows(m)?;
    let per_op: serde_json::Map<String, Value> = opcode_counts(m)
        .into_iter()
        .map(|(k, v)| (k.to_string(), json!(v)))
        .collect();
    Ok(json!({
        "module": m.name,
        "scheduled": m.is_scheduled(),
        "num_partitions": m.num_partitions(),
        "instructions": m.instruction_count(),
        "computations": m.computations.len(),
        "per_opcode": per_op,
        "per_computation": m.computations.iter().map(|c| json!({
            "name": c.name, "instructions": c.len(), "entry": c.is_entry,
        })).collect::<Vec<_>>(),
        "collectives": rows.iter().map(|r| json!({
            "computation": r.computation,
            "instruction": r.name,
            "kind": r.info.kind.name(),
            "async": r.info.is_async,
            "transfer_bytes": r.info.transfer_bytes,
            "group_size": r.info.group_size,
            "num_groups": r.info.num_groups,
            "groups": groups_json(&r.info.groups),
            "dtype": r.info.dtype.map(|d| d.name()),
            "channel_id": r.info.channel_id,
        })).collect::<Vec<_>>(),
    }))
}

/// Groups of at most this many devices in all are listed in reports; larger ones are given
/// in their compact text, so a report stays linear in the module's text.
pub const LISTED_DEVICES: usize = 1024;

/// A collective's groups in a report: lists of device ids (up to [`LISTED_DEVICES`] devices),
/// else the compact form's text (`[1,1048576]<=[1048576]`).
pub fn groups_json(g: &DeviceGroups) -> Value {
    if g.total_devices() <= LISTED_DEVICES {
        json!(g.expand())
    } else {
        json!(g.to_string())
    }
}

/// What `lhsched estimate FILE` gives: the rows of its `--json` and what building the model
/// noticed. `num_partitions` (when given) replaces the module's device count first.
pub fn estimate_module(
    m: &mut Module,
    cost: &CostConfig,
    num_partitions: Option<i64>,
) -> Result<(Vec<Value>, Vec<Warning>), Error> {
    if let Some(n) = num_partitions {
        m.set_header_attr("num_partitions", n.to_string());
    }
    let (model, warnings) = cost.build(Some(m)).map_err(Error::without_file_content)?;
    Ok((estimate_rows(m, &model)?, warnings))
}

/// The rows of `lhsched estimate FILE --json`: one object per collective instruction (async
/// forms included), in computation and print order, priced by `model`.
pub fn estimate_rows(m: &Module, model: &CostModel) -> Result<Vec<Value>, Error> {
    let cg = CallGraph::new(m);
    let partition = model.sol.effective_partition_size();
    let mut out = Vec::new();
    for c in m.comp_ids() {
        if cg.roles(c).contains(&CallRole::AsyncWrapped) {
            continue;
        }
        let comp = m.computation(c);
        for &id in &comp.order {
            let ins = comp.instr(id);
            let spec = collective_spec(m, c, id, partition)
                .map_err(|e| Error::msg(format!("{} in {}: {e}", ins.name, comp.name)))?;
            let Some(spec) = spec else { continue };
            let est = model.collective_estimate(&spec);
            out.push(json!({
                "computation": comp.name,
                "name": ins.name,
                "opcode": ins.opcode.name(),
                "kind": spec.kind.name(),
                "bytes": spec.bytes,
                "group_size": spec.group_size,
                "num_groups": spec.num_groups,
                "comm_type": spec.comm_type.name(),
                "seconds": est.map(|e| e.seconds),
                "source": est.map_or("none", |e| e.source.name()),
            }));
        }
    }
    Ok(out)
}
