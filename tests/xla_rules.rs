//! The reimplementation of XLA's rule chain (`sched::xla_schedule`) against XLA's own decision
//! traces (../shared/xla_lhs): following XLA's sequence step by step, how often it picks the
//! node XLA picked, by the rule XLA printed; and whether its own run gives XLA's order.

use crate::common;

use lhsched::sched::{
    replay, schedule, verify, xla_follow, xla_schedule, xla_schedule_with, NodeId, SchedConfig,
    XlaNodeFacts, XlaRulesConfig, XLA_RULES,
};
use lhsched::testing::xla_dump;
use std::path::Path;

/// Per computation: steps, same node, same node and rule, and whether the free run's order
/// is XLA's.
struct Agreement {
    program: &'static str,
    comp: String,
    steps: usize,
    same_node: usize,
    same_rule: usize,
    same_order: bool,
}

/// XLA's no-ops (from the dump's opcodes) and input positions: the order of the computation
/// in the module XLA scheduled (`../shared/hlo/gpu/stages/NAME.gpu.pre_lhs.hlo`), which is
/// not the dump's `idx` order.
fn facts(c: &xla_dump::XlaComputation, m: &lhsched::hlo::Module) -> XlaNodeFacts {
    let comp = m
        .find_computation(&c.name)
        .map(|id| m.computation(id))
        .unwrap_or_else(|| panic!("{} not in the pre-LHS module", c.name));
    let at: std::collections::HashMap<&str, u32> = comp
        .order
        .iter()
        .map(|&id| comp.instr(id).name.as_str())
        .filter(|n| c.names.iter().any(|x| x == n))
        .enumerate()
        .map(|(k, n)| (n, k as u32))
        .collect();
    let position = c
        .names
        .iter()
        .map(|n| {
            *at.get(n.as_str())
                .unwrap_or_else(|| panic!("{n} not in the module"))
        })
        .collect();
    XlaNodeFacts {
        nops: c.xla_nops.clone(),
        position,
    }
}

fn measure(d: &Path) -> Vec<Agreement> {
    let mut out = Vec::new();
    for p in common::XLA_LHS_PROGRAMS {
        let module =
            lhsched::hlo::load_module(&d.join(format!("../hlo/gpu/stages/{p}.gpu.pre_lhs.hlo")))
                .expect("pre-LHS module loads");
        let comps = common::xla_lhs_graphs(d, p);
        let trace = xla_dump::load_trace(&common::gunzip(
            &d.join(format!("{p}.gpu.sol.lhs_trace.tsv.gz")),
        ))
        .expect("trace loads");
        let sched = xla_dump::load_schedule(&common::gunzip(
            &d.join(format!("{p}.gpu.sol.schedule.tsv.gz")),
        ))
        .expect("schedule loads");
        for c in &comps {
            let steps = &trace[&c.name];
            let names: Vec<String> = steps.iter().map(|s| s.scheduled.clone()).collect();
            let process: Vec<NodeId> = c.order_of(&names).expect("trace names resolve");
            let cfg = XlaRulesConfig::gpu(None);
            let facts = facts(c, &module);
            let ours = xla_follow(&c.graph, &cfg, &facts, &process)
                .unwrap_or_else(|e| panic!("{p}/{}: {e}", c.name));
            let mut same_node = 0;
            let mut same_rule = 0;
            for (k, (d, s)) in ours.iter().zip(steps).enumerate() {
                if d.node == process[k] {
                    same_node += 1;
                    if d.rule.xla_name() == s.reason {
                        same_rule += 1;
                    } else if std::env::var_os("XLA_RULES_VERBOSE").is_some() {
                        println!(
                            "  {p}/{} step {k}: {} by {} (XLA: {})",
                            c.name,
                            c.graph.name(d.node),
                            d.rule,
                            s.reason
                        );
                    }
                } else if std::env::var_os("XLA_RULES_VERBOSE").is_some() {
                    println!(
                        "  {p}/{} step {k}: ours {} by {}, XLA {} by {}",
                        c.name,
                        c.graph.name(d.node),
                        d.rule,
                        s.scheduled,
                        s.reason
                    );
                }
            }
            let run = xla_schedule_with(&c.graph, &cfg, &facts).expect("schedules");
            verify(&c.graph, &run.order).expect("valid order");
            let xla_order = c.order_of(&sched[&c.name]).expect("xla names resolve");
            let same_order = run.order == xla_order;
            if !same_order {
                let a = replay(&c.graph, &run.order).expect("replays").makespan;
                let b = replay(&c.graph, &xla_order).expect("replays").makespan;
                println!(
                    "  {p}/{}: own run differs from XLA's order (replayed {:.3} vs {:.3} us)",
                    c.name,
                    a * 1e6,
                    b * 1e6
                );
            }
            out.push(Agreement {
                program: p,
                comp: c.name.clone(),
                steps: steps.len(),
                same_node,
                same_rule,
                same_order,
            });
        }
    }
    out
}

#[test]
fn decisions_agree_with_xla_traces() {
    let Some(d) = common::shared_or_skip(concat!(file!(), ":", line!()), "xla_lhs") else {
        return;
    };
    let rows = measure(&d);
    println!(
        "{:<26} {:<16} {:>6} {:>9} {:>9} {:>10}",
        "program", "computation", "steps", "node_%", "rule_%", "same_order"
    );
    for r in &rows {
        println!(
            "{:<26} {:<16} {:>6} {:>9.2} {:>9.2} {:>10}",
            r.program,
            r.comp,
            r.steps,
            100.0 * r.same_node as f64 / r.steps as f64,
            100.0 * r.same_rule as f64 / r.steps as f64,
            r.same_order
        );
    }
    // Measured: every decision of every computation agrees (node and rule), and each free
    // run reproduces XLA's order; pinned so a change to the chain that loses any is seen.
    for r in &rows {
        assert_eq!(
            (r.same_node, r.same_rule),
            (r.steps, r.steps),
            "{}/{}: {} of {} nodes, {} rules agree",
            r.program,
            r.comp,
            r.same_node,
            r.steps,
            r.same_rule
        );
        assert!(r.same_order, "{}/{}: not XLA's order", r.program, r.comp);
    }
    assert_eq!(rows.len(), 9, "every computation of the dumps was compared");
}

/// The portfolio holds XLA's rule chain as a candidate, so its result is never slower on the
/// replay than the order XLA's rules give the same graph.
#[test]
fn portfolio_is_never_behind_xla_rules() {
    let Some(d) = common::shared_or_skip(concat!(file!(), ":", line!()), "xla_lhs") else {
        return;
    };
    for p in common::XLA_LHS_PROGRAMS {
        let comps = common::xla_lhs_graphs(&d, p);
        for c in &comps {
            let g = &c.graph;
            let xla = xla_schedule(g, &XlaRulesConfig::gpu(None)).expect("schedules");
            let xla_ms = replay(g, &xla.order).expect("replays").makespan;
            let r = schedule(g, &SchedConfig::default()).expect("schedules");
            let cand = r
                .report
                .candidates
                .iter()
                .find(|v| v.name == XLA_RULES)
                .unwrap_or_else(|| panic!("{p}/{}: no {XLA_RULES} candidate", c.name));
            assert_eq!(cand.makespan.to_bits(), xla_ms.to_bits(), "{p}/{}", c.name);
            assert!(cand.legal, "{p}/{}", c.name);
            assert!(
                r.report.makespan <= xla_ms,
                "{p}/{}: {} behind XLA's rules {xla_ms}",
                c.name,
                r.report.makespan
            );
        }
    }
}
