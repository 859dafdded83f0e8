//! A checker that tries to beat the lower bound ([`crate::sched::lower_bound`] and a module's
//! `lower_bound_s`): random topological orders and single-move hill climbing, each replayed
//! under the same time model; any replay below the bound is a counterexample. The test suite
//! (`tests/bound_checker.rs`) and the fuzz target `bound` run it on generated graphs and on
//! real modules.
//!
//! Sync pairs are part of every try: a graph's orders run with XLA:GPU's rule (a start followed
//! directly by its done is synchronous) plus a random set of pairs marked synchronous wherever
//! they sit (the replay's one semantics holds for any); a module's orders get XLA:GPU's sync
//! conversion ([`crate::hlo::sync::update_sync_flags`]), as `eval --order-of` does.

use crate::cost::estimator::LatencyEstimator;
use crate::driver::module::{evaluate, executable_post_order};
use crate::driver::DriverOptions;
use crate::hlo::sync::{update_sync_flags, SyncUpdate};
use crate::hlo::{CompId, InstrId, Module};
use crate::sched::{lower_bound, lower_bound_xla_rules, replay_synced, Graph, NodeId, NodeKind};
use std::fmt;

/// A small deterministic generator (SplitMix64): the same seed, the same tries.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// A replay that ran faster than the bound printed for it: a counterexample.
#[derive(Clone, Debug, PartialEq)]
pub struct Beaten {
    /// What was replayed (the try, the computation).
    pub what: String,
    /// Its makespan, seconds.
    pub makespan: f64,
    /// The bound it beat, seconds.
    pub bound: f64,
}

impl fmt::Display for Beaten {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: makespan {:e} s is below the lower bound {:e} s",
            self.what, self.makespan, self.bound
        )
    }
}

/// What a check tried and found.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// Replays made.
    pub replays: usize,
    /// The least makespan found, seconds.
    pub best: f64,
    /// The bound, seconds.
    pub bound: f64,
}

/// True when `makespan` is below `bound` by more than float rounding.
fn below(makespan: f64, bound: f64) -> bool {
    makespan < bound * (1.0 - 1e-9)
}

/// What an instruction does to XLA's program-order rules, for [`random_topo_keeping_rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RuleRole {
    /// Opens an async pair.
    Start,
    /// Closes one.
    Done,
    /// Runs called code (which may hold collectives: it needs the streams idle).
    Calls,
    /// Anything else.
    Free,
}

/// A random topological order of `n` items whose predecessors `preds(i)` lists that keeps
/// XLA's program-order rules by the items' `role`, more strictly than they ask: at most one
/// async pair open at a time, and no call of code while one is open. `None` when that leaves
/// nothing to place (a done waiting on another start).
fn random_topo_keeping_rules(
    n: usize,
    preds: &dyn Fn(usize) -> Vec<usize>,
    role: &dyn Fn(usize) -> RuleRole,
    rng: &mut Rng,
) -> Option<Vec<usize>> {
    let mut indeg = vec![0usize; n];
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, d) in indeg.iter_mut().enumerate() {
        let p = preds(i);
        *d = p.len();
        for j in p {
            succs[j].push(i);
        }
    }
    let mut ready: Vec<usize> = (0..n).filter(|&i| indeg[i] == 0).collect();
    let mut out = Vec::with_capacity(n);
    let mut open = false;
    while !ready.is_empty() {
        let k = if open {
            let eligible: Vec<usize> = (0..ready.len())
                .filter(|&k| !matches!(role(ready[k]), RuleRole::Start | RuleRole::Calls))
                .collect();
            if eligible.is_empty() {
                return None;
            }
            eligible[rng.below(eligible.len())]
        } else {
            rng.below(ready.len())
        };
        let i = ready.swap_remove(k);
        match role(i) {
            RuleRole::Start => open = true,
            RuleRole::Done => open = false,
            RuleRole::Calls | RuleRole::Free => {}
        }
        out.push(i);
        for &j in &succs[i] {
            indeg[j] -= 1;
            if indeg[j] == 0 {
                ready.push(j);
            }
        }
    }
    Some(out)
}

/// A random topological order of `n` items whose predecessors `preds(i)` lists (no rules:
/// every item [`RuleRole::Free`], so one is always placeable).
pub(crate) fn random_topo(
    n: usize,
    preds: &dyn Fn(usize) -> Vec<usize>,
    rng: &mut Rng,
) -> Vec<usize> {
    random_topo_keeping_rules(n, preds, &|_| RuleRole::Free, rng).unwrap_or_default()
}

/// `order` with one random item moved to a random place that keeps every edge forward.
fn random_move(
    order: &[usize],
    preds: &dyn Fn(usize) -> Vec<usize>,
    succs: &dyn Fn(usize) -> Vec<usize>,
    rng: &mut Rng,
) -> Vec<usize> {
    let n = order.len();
    let mut out: Vec<usize> = order.to_vec();
    if n < 2 {
        return out;
    }
    let x = out.remove(rng.below(n));
    let mut pos = vec![usize::MAX; n];
    for (p, &i) in out.iter().enumerate() {
        pos[i] = p;
    }
    let lo = preds(x)
        .iter()
        .map(|&p| pos[p])
        .filter(|&p| p != usize::MAX)
        .map(|p| p + 1)
        .max()
        .unwrap_or(0);
    let hi = succs(x)
        .iter()
        .map(|&s| pos[s])
        .filter(|&p| p != usize::MAX)
        .min()
        .unwrap_or(out.len());
    let at = if hi > lo {
        lo + rng.below(hi - lo + 1)
    } else {
        lo
    };
    out.insert(at.min(out.len()), x);
    out
}

/// Per node of `g`: the starts that run synchronously in `order`: those followed directly by
/// their done (XLA:GPU's rule) and those `marked`.
fn sync_flags(g: &Graph, order: &[NodeId], marked: &[bool]) -> Vec<bool> {
    let mut sync = marked.to_vec();
    for w in order.windows(2) {
        if g.done_of(w[0]) == Some(w[1]) {
            sync[w[0].index()] = true;
        }
    }
    sync
}

/// Tries to beat [`lower_bound`] on `g`: `orders` random topological orders (a random quarter
/// of the pairs marked synchronous in each), then `steps` single moves of hill climbing from
/// the best of them (a move is kept when it is no slower); then beat [`lower_bound_xla_rules`]
/// with `orders` random orders that keep XLA's rules. Fails on the first replay below a bound.
pub fn challenge_graph(g: &Graph, seed: u64, orders: usize, steps: usize) -> Result<Tried, Beaten> {
    let bound = lower_bound(g);
    let mut rng = Rng(seed);
    let preds = |i: usize| -> Vec<usize> {
        g.preds(NodeId(i as u32))
            .iter()
            .map(|a| a.node.index())
            .collect()
    };
    let succs = |i: usize| -> Vec<usize> {
        g.succs(NodeId(i as u32))
            .iter()
            .map(|a| a.node.index())
            .collect()
    };
    let ids = |o: &[usize]| -> Vec<NodeId> { o.iter().map(|&i| NodeId(i as u32)).collect() };
    let mut replays = 0;
    let mut replay = |o: &[usize], marked: &[bool], what: &str| -> Result<f64, Beaten> {
        let order = ids(o);
        let sync = sync_flags(g, &order, marked);
        let t = replay_synced(g, &order, &sync).map_err(|e| Beaten {
            what: format!("{what}: the order does not replay ({e})"),
            makespan: f64::NAN,
            bound,
        })?;
        replays += 1;
        if below(t.makespan, bound) {
            return Err(Beaten {
                what: what.to_string(),
                makespan: t.makespan,
                bound,
            });
        }
        Ok(t.makespan)
    };
    let n = g.len();
    let no_marks = vec![false; n];
    let first: Vec<usize> = g.original_order().iter().map(|x| x.index()).collect();
    let t0 = replay(&first, &no_marks, "the input order")?;
    let mut best = (t0, first, no_marks.clone());
    for k in 0..orders {
        let o = random_topo(n, &preds, &mut rng);
        let marked: Vec<bool> = (0..n)
            .map(|i| {
                matches!(g.node(NodeId(i as u32)).kind, NodeKind::AsyncStart { .. })
                    && rng.below(4) == 0
            })
            .collect();
        let t = replay(&o, &marked, &format!("random order {k}"))?;
        if t < best.0 {
            best = (t, o, marked);
        }
    }
    let (mut cur_t, mut cur, marked) = best;
    for k in 0..steps {
        let o = random_move(&cur, &preds, &succs, &mut rng);
        let t = replay(&o, &marked, &format!("hill-climbing step {k}"))?;
        if t <= cur_t {
            cur_t = t;
            cur = o;
        }
    }
    // Orders that keep XLA's rules (one pair open at a time, a node needing a stream idle only
    // while none is), each pair directly followed by its done run synchronously as XLA:GPU
    // runs it: none may replay below the rules bound.
    let rules = lower_bound_xla_rules(g);
    let role = |i: usize| {
        let x = NodeId(i as u32);
        match g.node(x).kind {
            NodeKind::AsyncStart { .. } => RuleRole::Start,
            NodeKind::AsyncDone { .. } => RuleRole::Done,
            NodeKind::Compute if !g.requires(x).is_empty() => RuleRole::Calls,
            NodeKind::Compute => RuleRole::Free,
        }
    };
    for k in 0..orders {
        let Some(o) = random_topo_keeping_rules(n, &preds, &role, &mut rng) else {
            continue;
        };
        let t = replay(
            &o,
            &no_marks,
            &format!("random order {k} keeping XLA's rules"),
        )?;
        if below(t, rules) {
            return Err(Beaten {
                what: format!("random order {k} keeping XLA's rules: below the rules bound"),
                makespan: t,
                bound: rules,
            });
        }
        cur_t = cur_t.min(t);
    }
    Ok(Tried {
        replays,
        best: cur_t,
        bound,
    })
}

/// Per instruction of computation `c`: the instructions it must follow (operands and control
/// predecessors), by index.
fn instr_preds(m: &Module, c: CompId) -> Vec<Vec<usize>> {
    let comp = m.computation(c);
    comp.instructions
        .iter()
        .map(|ins| {
            let mut p: Vec<usize> = ins
                .operands
                .iter()
                .chain(ins.control_predecessors.iter())
                .map(|i| i.index())
                .collect();
            p.sort_unstable();
            p.dedup();
            p
        })
        .collect()
}

/// Tries to beat a module's printed bound: `orders` random topological orders of every
/// computation that holds async work (all at once), then `steps` single moves of hill climbing
/// (one instruction of one such computation each: the entry or a loop body), each try with
/// XLA:GPU's sync conversion applied and the whole module replayed ([`evaluate`]). The bound is
/// the module's `lower_bound_s` in its own order; every try must report the same bound (it
/// holds for every order) and no makespan below it. Then `orders` random orders that keep
/// XLA's program-order rules (one async pair open at a time, no call of code inside one),
/// none of which may replay below the module's `lower_bound_rules_s` (also the same in every
/// try).
pub fn challenge_module(
    m: &Module,
    est: &dyn LatencyEstimator,
    opts: &DriverOptions,
    seed: u64,
    orders: usize,
    steps: usize,
) -> Result<Tried, Beaten> {
    let fail = |what: String| Beaten {
        what,
        makespan: f64::NAN,
        bound: f64::NAN,
    };
    let first = evaluate(m, est, opts).map_err(|e| fail(format!("the module as written: {e}")))?;
    let bound = first.lower_bound_s;
    let rules = first.lower_bound_rules_s;
    if below(first.makespan_s, bound) {
        return Err(Beaten {
            what: "the module as written".into(),
            makespan: first.makespan_s,
            bound,
        });
    }
    let post = executable_post_order(m);
    // The computations worth reordering: those whose graph has async work (a loop body with
    // collectives, the entry), by the measurement just made.
    let comps: Vec<CompId> = post
        .iter()
        .copied()
        .filter(|&c| {
            let name = &m.computation(c).name;
            first
                .computations
                .iter()
                .any(|e| e.schedulable && e.name == *name)
        })
        .collect();
    let preds: Vec<Vec<Vec<usize>>> = comps.iter().map(|&c| instr_preds(m, c)).collect();
    let succs: Vec<Vec<Vec<usize>>> = preds
        .iter()
        .map(|p| {
            let mut s = vec![Vec::new(); p.len()];
            for (i, ps) in p.iter().enumerate() {
                for &j in ps {
                    s[j].push(i);
                }
            }
            s
        })
        .collect();
    let mut rng = Rng(seed);
    let mut replays = 1;
    let mut replay =
        |orders: &[Vec<usize>], what: &str, keeps_rules: bool| -> Result<f64, Beaten> {
            let mut w = m.clone();
            let mut update = SyncUpdate::default();
            for (&c, o) in comps.iter().zip(orders) {
                let order: Vec<InstrId> = o.iter().map(|&i| InstrId(i as u32)).collect();
                w.computation_mut(c)
                    .set_order(order)
                    .map_err(|e| fail(format!("{what}: {e}")))?;
                update_sync_flags(&mut w, c, &mut update)
                    .map_err(|e| fail(format!("{what}: {e}")))?;
            }
            let e = evaluate(&w, est, opts).map_err(|e| fail(format!("{what}: {e}")))?;
            replays += 1;
            // The same up to float rounding (node ids, and so summation orders, follow the order).
            if (e.lower_bound_s - bound).abs() > 1e-12 * bound.abs() {
                return Err(Beaten {
                    what: format!(
                    "{what}: the printed bound changed with the order ({:e} s, in the module's \
                     own order {bound:e} s)",
                    e.lower_bound_s
                ),
                    makespan: e.makespan_s,
                    bound,
                });
            }
            if below(e.makespan_s, bound) {
                return Err(Beaten {
                    what: what.to_string(),
                    makespan: e.makespan_s,
                    bound,
                });
            }
            if (e.lower_bound_rules_s - rules).abs() > 1e-12 * rules.abs() {
                return Err(Beaten {
                    what: format!(
                        "{what}: the printed rules bound changed with the order ({:e} s, in the \
                     module's own order {rules:e} s)",
                        e.lower_bound_rules_s
                    ),
                    makespan: e.makespan_s,
                    bound: rules,
                });
            }
            if keeps_rules && below(e.makespan_s, rules) {
                return Err(Beaten {
                    what: format!("{what}: below the rules bound"),
                    makespan: e.makespan_s,
                    bound: rules,
                });
            }
            Ok(e.makespan_s)
        };
    let written: Vec<Vec<usize>> = comps
        .iter()
        .map(|&c| m.computation(c).order.iter().map(|i| i.index()).collect())
        .collect();
    let mut best = (first.makespan_s, written);
    for k in 0..orders {
        let o: Vec<Vec<usize>> = preds
            .iter()
            .map(|p| random_topo(p.len(), &|i| p[i].clone(), &mut rng))
            .collect();
        let t = replay(&o, &format!("random order {k}"), false)?;
        if t < best.0 {
            best = (t, o);
        }
    }
    let roles: Vec<Vec<RuleRole>> = comps
        .iter()
        .map(|&c| {
            m.computation(c)
                .instructions
                .iter()
                .map(|ins| match ins.opcode {
                    op if op.is_async_start() => RuleRole::Start,
                    op if op.is_async_done() => RuleRole::Done,
                    op if op.runs_called_code() => RuleRole::Calls,
                    _ => RuleRole::Free,
                })
                .collect()
        })
        .collect();
    for k in 0..orders {
        let o: Option<Vec<Vec<usize>>> = preds
            .iter()
            .zip(&roles)
            .map(|(p, r)| {
                random_topo_keeping_rules(p.len(), &|i| p[i].clone(), &|i| r[i], &mut rng)
            })
            .collect();
        if let Some(o) = o {
            replay(&o, &format!("random order {k} keeping XLA's rules"), true)?;
        }
    }
    let (mut cur_t, mut cur) = best;
    for k in 0..steps {
        if comps.is_empty() {
            break;
        }
        let j = rng.below(comps.len());
        let mut o = cur.clone();
        o[j] = random_move(
            &cur[j],
            &|i| preds[j][i].clone(),
            &|i| succs[j][i].clone(),
            &mut rng,
        );
        let t = replay(
            &o,
            &format!(
                "hill-climbing step {k} (in {})",
                m.computation(comps[j]).name
            ),
            false,
        )?;
        if t <= cur_t {
            cur_t = t;
            cur = o;
        }
    }
    Ok(Tried {
        replays,
        best: cur_t,
        bound,
    })
}

/// The four time-model settings the checker runs under, as the CLI names them: the default
/// model (XLA's streams: one collective stream, send and recv streams, async compute 2;
/// measured interference; shared bandwidth), `--interference off`, `--streams per-kind` and
/// `--overlap-limit 2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The default model.
    Default,
    /// `--interference off`.
    InterferenceOff,
    /// `--streams per-kind`.
    PerKind,
    /// `--overlap-limit 2`.
    OverlapLimit2,
}

impl Setting {
    /// Every setting.
    pub const ALL: [Setting; 4] = [
        Setting::Default,
        Setting::InterferenceOff,
        Setting::PerKind,
        Setting::OverlapLimit2,
    ];

    /// The driver's options for this setting.
    pub fn driver_options(self) -> DriverOptions {
        use crate::driver::options::Streams;
        use crate::sched::Interference;
        let d = DriverOptions::default();
        match self {
            Setting::Default => d,
            Setting::InterferenceOff => d.interference(Interference::OFF),
            Setting::PerKind => d.streams(Streams::PerKind),
            Setting::OverlapLimit2 => d.overlap_limit(2),
        }
    }
}

/// What a generated pair does.
const KINDS: [&str; 8] = [
    "all-gather",
    "all-reduce",
    "reduce-scatter",
    "all-to-all",
    "collective-permute",
    "send",
    "recv",
    "async",
];

/// A random graph of about `n` nodes under `setting`'s streams and time model: compute nodes
/// of the three contention classes, no-ops, async pairs of every kind (collectives with device
/// groups, among them all-to-alls over all 8 devices; send, recv; async compute), and loops,
/// calls and conditionals (compute nodes needing collective streams idle, as a call of code
/// with collectives inside does); edges forward with small latencies. Sync pairs come from the
/// checker's orders ([`challenge_graph`]).
pub fn random_graph(seed: u64, n: usize, setting: Setting) -> Graph {
    use crate::sched::{
        Collective, Contention, EdgeKind, GraphBuilder, Interference, Link, NodeSpec, TimeModel,
    };
    const US: f64 = 1e-6;
    let mut rng = Rng(seed);
    let mut b = GraphBuilder::new();
    b.set_model(TimeModel {
        interference: if setting == Setting::InterferenceOff {
            Interference::OFF
        } else {
            Interference::measured()
        },
        share_bandwidth: true,
    });
    let opts = setting.driver_options();
    let mut res = std::collections::BTreeMap::new();
    let mut resource = |b: &mut GraphBuilder, label: &str| {
        let (key, limit) = opts.resource_for(label);
        *res.entry(key.clone())
            .or_insert_with(|| b.add_resource(&key, limit))
    };
    let layouts: [&[&[i64]]; 4] = [
        &[&[0, 1, 2, 3, 4, 5, 6, 7]],
        &[&[0, 1, 2, 3], &[4, 5, 6, 7]],
        &[&[0, 4], &[1, 5], &[2, 6], &[3, 7]],
        &[&[0, 1], &[2, 3], &[4, 5], &[6, 7]],
    ];
    let mut nodes: Vec<NodeId> = Vec::new();
    let mut open: Vec<NodeId> = Vec::new();
    let mut i = 0;
    while i < n {
        let roll = rng.below(12);
        let x = if roll < 3 {
            let kind = KINDS[rng.below(KINDS.len())];
            let r = resource(&mut b, kind);
            let mut spec =
                NodeSpec::start(format!("{kind}-start.{i}"), US * rng.below(3) as f64, r);
            spec.label = Some(kind.to_string());
            let latency = US * (1 + rng.below(60)) as f64;
            if !matches!(kind, "send" | "recv" | "async") {
                let l = if kind == "all-to-all" {
                    layouts[0]
                } else {
                    layouts[rng.below(layouts.len())]
                };
                spec.collective = Some(Collective {
                    groups: Some(crate::hlo::DeviceGroups::explicit(
                        l.iter().map(|g| g.to_vec()).collect(),
                    )),
                    link: if rng.below(5) == 0 {
                        Link::ScaleOut
                    } else {
                        Link::ScaleUp
                    },
                    fixed: latency * rng.below(100) as f64 / 100.0,
                });
            }
            let s = b.add_node(spec);
            let d = b.add_node(NodeSpec::done(
                format!("{kind}-done.{i}"),
                US * rng.below(2) as f64,
                s,
            ));
            b.add_edge(s, d, latency, EdgeKind::Data);
            open.push(d);
            i += 2;
            s
        } else if roll < 4 {
            let x = b.add_node(NodeSpec::noop(format!("noop.{i}")));
            i += 1;
            x
        } else if roll < 5 {
            // A while, call or conditional whose callee runs collectives.
            let what = ["while", "call", "conditional"][rng.below(3)];
            let x = b.add_node(NodeSpec::compute(
                format!("{what}.{i}"),
                US * (5 + rng.below(80)) as f64,
            ));
            let kind = KINDS[rng.below(5)];
            let r = resource(&mut b, kind);
            b.require_resource(x, r, 1);
            i += 1;
            x
        } else {
            let mut spec = NodeSpec::compute(format!("op.{i}"), US * rng.below(40) as f64);
            spec.contention =
                [Contention::Gemm, Contention::Memory, Contention::None][rng.below(3)];
            i += 1;
            b.add_node(spec)
        };
        // Operands among the earlier nodes (a done among them now and then).
        for _ in 0..rng.below(3) {
            let from = if !open.is_empty() && rng.below(3) == 0 {
                open.swap_remove(rng.below(open.len()))
            } else if nodes.is_empty() {
                continue;
            } else {
                nodes[nodes.len() - 1 - rng.below(nodes.len().min(8))]
            };
            if from != x && g_is_before(from, x) {
                b.add_edge(from, x, US * rng.below(4) as f64, EdgeKind::Data);
            }
        }
        nodes.push(x);
    }
    b.build().expect("a generated graph is valid")
}

/// Nodes are numbered in creation order, so an edge from a lower number keeps the graph acyclic.
fn g_is_before(a: NodeId, b: NodeId) -> bool {
    a.0 < b.0
}

/// The floating-cut term of the rules bound alone (the stream's cuts with the collectives that
/// feed no other set aside), the largest over the limit-1 streams; 0 where it does not apply.
/// For tests that check a graph reaches the term.
pub fn floating_cut_term(g: &Graph) -> f64 {
    crate::sched::floating_cut_term(g)
}
