//! The lower bound: a makespan no valid order of a graph can beat on its time model.
//!
//! Terms (each a bound on its own, the result is their maximum):
//! - the longest path (costs plus latencies, a collective counted as its start->done latency);
//! - the busiest stream: compute total, a resource's collective total over its limit, a clique
//!   of collectives that pairwise share devices, a link class's bandwidth parts; plus the
//!   compute interference must add around them;
//! - head + body + tail on every serial machine ([`jackson`]): the compute stream (every node
//!   with a cost), each resource of limit 1 (its collectives, and nodes that need it idle), the
//!   conflicting clique (one collective at a time) and each shared link class (its collectives'
//!   bandwidth parts, served at a total rate of at most one). A job's head is the earliest it
//!   can start (longest path from the sources), its tail the least time from its end to the
//!   end of the program (longest path to the sinks, the async done's own cost and the edge
//!   latencies included). Resources of limit L > 1 get the parallel-machine form
//!   `head + body / L + tail`;
//! - the hiding bound ([`super::hide`]): total compute, plus the flights of a limit-1 stream,
//!   less the most compute independent of each flight that can run inside them (at the speed
//!   interference leaves it there);
//! - the gap-fill bound ([`super::gapfill`]): along a critical path, the work between two of
//!   its nodes plus the latencies that work cannot fill without preemption.
//!
//! Validity: in every replay a node starts no earlier than each predecessor's end plus the
//! edge latency, a collective begins no earlier than its start's end and lasts at least its
//! nominal time (sharing and queueing only delay it), and its done starts no earlier than its
//! end; so heads and tails computed from longest paths are met by every schedule. The machines
//! above each serve at most one unit of work at a time, so the optimum of the preemptive
//! one-machine problem with heads and tails (Jackson's rule: always serve the released job with
//! the longest tail; optimal for `1|r_j,pmtn|max C_j + q_j`, Horn 1974 / Carlier 1982) is at
//! most the makespan of any non-preemptive schedule of the same jobs. Where a job holds its
//! machine from begin to end (a collective its stream of limit 1 or the clique, a pair's span
//! under XLA's rules) the non-preemptive optimum is the bound ([`one_machine`], Carlier's
//! branch and bound, the preemptive bound where it stops early); a link's bandwidth parts
//! share the link, so there the preemptive one.

use super::carlier::one_machine;
use super::gapfill::gap_fill_bound;
use super::graph::{Graph, NodeId, NodeKind};
use super::hide::{hiding_bound, hiding_bounds};
use super::model::{Contention, Link};
use super::paths::{bound_paths, Paths};
use super::spans::{lag_terms, Span};
use ordered_float::OrderedFloat;
use std::collections::BinaryHeap;

/// Float slack: the bound is shrunk by this relative amount so rounding in a different
/// summation order than the replay's can never put it above a replayed makespan.
const SLACK: f64 = 1e-12;

/// Whether a replayed `makespan` is at `bound` (a [`lower_bound`]) up to float rounding: the
/// order is then optimal.
pub(crate) fn reaches(makespan: f64, bound: f64) -> bool {
    makespan * (1.0 - 1e-9) <= bound
}

/// One job of a serial machine: head (release), body (processing), tail.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Job {
    pub head: f64,
    pub body: f64,
    pub tail: f64,
}

/// The optimum of the preemptive one-machine problem with heads and tails (Jackson's
/// preemptive schedule): a lower bound on `max(C_j + q_j)` over non-preemptive schedules.
/// O(n log n). Jobs without a body are ignored (their head + tail is a path).
pub(crate) fn jackson(jobs: &mut [Job]) -> f64 {
    // Filtered before the (stable) sort: the same jobs in the same order as sorting first,
    // without sorting the no-ops, most of a large graph.
    let mut jobs: Vec<Job> = jobs.iter().copied().filter(|j| j.body > 0.0).collect();
    jobs.sort_by(|a, b| a.head.total_cmp(&b.head));
    let mut rem: Vec<f64> = jobs.iter().map(|j| j.body).collect();
    let mut heap: BinaryHeap<(OrderedFloat<f64>, std::cmp::Reverse<usize>)> = BinaryHeap::new();
    let mut t = 0.0f64;
    let mut i = 0;
    let mut best = 0.0f64;
    while i < jobs.len() || !heap.is_empty() {
        if heap.is_empty() {
            t = t.max(jobs[i].head);
        }
        while i < jobs.len() && jobs[i].head <= t {
            heap.push((OrderedFloat(jobs[i].tail), std::cmp::Reverse(i)));
            i += 1;
        }
        let Some(&(q, std::cmp::Reverse(j))) = heap.peek() else {
            continue;
        };
        let next = jobs.get(i).map_or(f64::INFINITY, |x| x.head);
        if rem[j] <= next - t {
            heap.pop();
            t += rem[j];
            best = best.max(t + q.0);
        } else {
            // Preempted by the next release: it stays on top of the heap (keys are unique by
            // index, so it is the same maximum as popping and pushing it back).
            rem[j] -= next - t;
            t = next;
        }
    }
    best
}

/// `head + body / machines + tail` over every set of jobs whose heads are at least some job's
/// head (the parallel-machine form of the bound, valid for `machines` identical machines).
fn parallel(jobs: &mut [Job], machines: f64) -> f64 {
    jobs.sort_by(|a, b| b.head.total_cmp(&a.head));
    let (mut body, mut tail, mut best) = (0.0f64, f64::INFINITY, 0.0f64);
    for j in jobs.iter() {
        body += j.body;
        tail = tail.min(j.tail);
        if body > 0.0 {
            best = best.max(j.head + body / machines + tail);
        }
    }
    best
}

/// A node's time on the compute stream (no-ops take none).
pub(crate) fn cost(g: &Graph, i: usize) -> f64 {
    let s = &g.nodes[i];
    if s.is_noop {
        0.0
    } else {
        s.cost
    }
}

/// A bound no order can beat, on the graph's time model (terms and proof in the module doc).
pub fn lower_bound(g: &Graph) -> f64 {
    any_order(g, &bound_paths(g)) * (1.0 - SLACK)
}

/// Every term that holds for every order, before the float slack.
fn any_order(g: &Graph, p: &Paths) -> f64 {
    any_order_with(g, p, hiding_bound(g, p))
}

/// [`any_order`] with its hiding term `hide` already computed.
fn any_order_with(g: &Graph, p: &Paths, hide: f64) -> f64 {
    basic(g, p)
        .max(machines(g, p))
        .max(hide)
        .max(gap_fill_bound(g, p))
}

/// A graph's two lower bounds, from one computation of its heads and tails.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// No order beats it ([`lower_bound`]).
    pub any: f64,
    /// No order that keeps XLA's program-order rules beats it ([`lower_bound_xla_rules`]); at
    /// least `any`.
    pub rules: f64,
}

/// [`lower_bound`] and [`lower_bound_xla_rules`] together (the heads and tails computed once).
pub fn lower_bounds(g: &Graph) -> Bounds {
    let p = bound_paths(g);
    // The hiding flows for every order and under XLA's rules share their ancestor sets.
    let (hide, hide_rules) = hiding_bounds(g, &p, true);
    let any = any_order_with(g, &p, hide);
    Bounds {
        any: any * (1.0 - SLACK),
        rules: any.max(spans(g, &p)).max(hide_rules) * (1.0 - SLACK),
    }
}

/// A bound for the orders that keep XLA's program-order rules (at most a resource's limit of
/// pairs open at once; a node needing a resource idle only where it has room): at least
/// [`lower_bound`], and on every resource of limit 1 the pairs' spans (start's begin to done's
/// end: the next pair's start comes after this done in program order, so after its end in
/// time) and its idle-needing nodes never overlap: one machine, whose jobs are the spans
/// (head: the start's head, body: start + collective + done, tail: the done's tail after it).
/// Every order XLA's scheduler can emit keeps these rules, and so does every order lhsched
/// writes; an order that queues collectives on a busy stream may beat this bound (not
/// [`lower_bound`]).
pub fn lower_bound_xla_rules(g: &Graph) -> f64 {
    lower_bounds(g).rules
}

/// The spans term of [`lower_bound_xla_rules`]: on each limit-1 resource, the one-machine
/// optimum of its pair spans and idle-needing nodes, and the same with the time lags between
/// spans that follow each other through the graph, and the idles the stream's cuts force
/// ([`super::spans::lag_terms`]).
fn spans(g: &Graph, p: &Paths) -> f64 {
    stream_spans(g, p)
        .iter()
        .map(|s| {
            let jobs: Vec<Job> = s.iter().map(|s| s.job).collect();
            one_machine(&jobs).max(lag_terms(g, p, s).max())
        })
        .fold(0.0, f64::max)
}

/// The floating-cut term alone ([`super::floaters`]), the largest over the limit-1 resources:
/// for tests that check the term is reached.
pub(crate) fn floating_cut_term(g: &Graph) -> f64 {
    let p = bound_paths(g);
    stream_spans(g, &p)
        .iter()
        .map(|s| lag_terms(g, &p, s).floating)
        .fold(0.0, f64::max)
}

/// Per resource of limit 1, its pair spans and the nodes that need it idle, as one machine's
/// jobs (resources of a higher limit are left out).
fn stream_spans(g: &Graph, p: &Paths) -> Vec<Vec<Span>> {
    let mut spans: Vec<Vec<Span>> = vec![Vec::new(); g.resources().len()];
    for x in g.node_ids() {
        let i = x.index();
        if let (NodeKind::AsyncStart { resource }, Some(d)) = (g.node(x).kind, g.done_of(x)) {
            let dc = cost(g, d.index());
            spans[resource.index()].push(Span {
                first: x,
                last: d,
                job: Job {
                    head: p.head[i],
                    body: cost(g, i) + g.collective_time(x) + dc,
                    tail: p.tail[d.index()] - dc,
                },
            });
        }
        for &(r, _) in g.requires(x) {
            spans[r.index()].push(Span {
                first: x,
                last: x,
                job: Job {
                    head: p.head[i],
                    body: cost(g, i),
                    tail: p.tail[i] - cost(g, i),
                },
            });
        }
    }
    spans
        .into_iter()
        .zip(g.resources())
        .filter(|(_, r)| r.limit <= 1)
        .map(|(s, _)| s)
        .collect()
}

/// The longest path and the busiest stream (with interference).
fn basic(g: &Graph, p: &Paths) -> f64 {
    let n = g.len();
    let path = (0..n).map(|i| p.head[i] + cost(g, i)).fold(0.0, f64::max);
    let compute: f64 = (0..n).map(|i| cost(g, i)).sum();
    let mut per_res = vec![0.0f64; g.resources().len()];
    let mut per_sig = vec![0.0f64; g.nsig];
    let mut per_link = [0.0f64; 2];
    for x in g.node_ids() {
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            let t = g.collective_time(x);
            per_res[resource.index()] += t;
            let sig = g.sig_of(x);
            if sig != u32::MAX {
                per_sig[sig as usize] += t;
            }
            if let Some(c) = g.collective(x) {
                if g.model().share_bandwidth {
                    per_link[link_ix(c.link)] += t - c.fixed.clamp(0.0, t);
                }
            }
        }
    }
    let mut comm = per_res
        .iter()
        .zip(g.resources())
        .map(|(t, r)| t / r.limit.max(1) as f64)
        .fold(0.0, f64::max);
    comm = comm.max(per_link[0]).max(per_link[1]);
    let clique = clique(g);
    let clique_t: f64 = clique.iter().map(|&s| per_sig[s]).sum();
    comm = comm.max(clique_t);
    let busiest = compute.max(comm) + interference_extra(g, comm);
    path.max(busiest)
}

fn link_ix(l: Link) -> usize {
    match l {
        Link::ScaleUp => 0,
        Link::ScaleOut => 1,
    }
}

/// A clique of pairwise-conflicting signatures: every self-conflicting signature that
/// conflicts with all signatures already taken, greedily from the largest collective total.
fn clique(g: &Graph) -> Vec<usize> {
    let mut per_sig = vec![0.0f64; g.nsig];
    for x in g.node_ids() {
        let s = g.sig_of(x);
        if s != u32::MAX {
            per_sig[s as usize] += g.collective_time(x);
        }
    }
    let mut sigs: Vec<usize> = (0..g.nsig)
        .filter(|&s| g.sig_conflicts(s as u32, s as u32))
        .collect();
    sigs.sort_by(|&a, &b| per_sig[b].total_cmp(&per_sig[a]).then(a.cmp(&b)));
    let mut out: Vec<usize> = Vec::new();
    for s in sigs {
        if out.iter().all(|&c| g.sig_conflicts(c as u32, s as u32)) {
            out.push(s);
        }
    }
    out
}

/// The collective of start `s` as a job: head = its start's earliest end, body = its nominal
/// time, tail = its done's tail.
fn coll_job(g: &Graph, p: &Paths, s: NodeId) -> Job {
    let i = s.index();
    Job {
        head: p.head[i] + cost(g, i),
        body: g.collective_time(s),
        tail: g.done_of(s).map_or(0.0, |d| p.tail[d.index()]),
    }
}

/// Head + body + tail on every serial machine (see the module doc).
fn machines(g: &Graph, p: &Paths) -> f64 {
    let n = g.len();
    let node_job = |i: usize| Job {
        head: p.head[i],
        body: cost(g, i),
        tail: p.tail[i] - cost(g, i),
    };
    let mut compute: Vec<Job> = (0..n).map(node_job).collect();
    let mut best = jackson(&mut compute);
    let nr = g.resources().len();
    let mut per_res: Vec<Vec<Job>> = vec![Vec::new(); nr];
    let mut clique_jobs = Vec::new();
    let mut link_jobs: [Vec<Job>; 2] = [Vec::new(), Vec::new()];
    let clique = clique(g);
    for x in g.node_ids() {
        if let NodeKind::AsyncStart { resource } = g.node(x).kind {
            let j = coll_job(g, p, x);
            per_res[resource.index()].push(j);
            let sig = g.sig_of(x);
            if sig != u32::MAX && clique.contains(&(sig as usize)) {
                clique_jobs.push(j);
            }
            if let (Some(c), true) = (g.collective(x), g.model().share_bandwidth) {
                let fixed = c.fixed.clamp(0.0, j.body);
                link_jobs[link_ix(c.link)].push(Job {
                    head: j.head + fixed,
                    body: j.body - fixed,
                    tail: j.tail,
                });
            }
        }
        // A node needing all of a resource's streams idle keeps the resource idle while it
        // runs (the compute stream launches nothing meanwhile).
        for &(r, units) in g.requires(x) {
            if units >= g.resources()[r.index()].limit.max(1) {
                per_res[r.index()].push(node_job(x.index()));
            }
        }
    }
    for (jobs, r) in per_res.iter_mut().zip(g.resources()) {
        let l = r.limit.max(1);
        best = best.max(if l == 1 {
            one_machine(jobs)
        } else {
            parallel(jobs, l as f64)
        });
    }
    // The clique is often exactly one stream's collectives (every collective on the same
    // devices): its optimum is then that stream's, already taken.
    let same_as_a_stream = per_res
        .iter()
        .zip(g.resources())
        .any(|(jobs, r)| r.limit <= 1 && *jobs == clique_jobs);
    if !same_as_a_stream {
        best = best.max(one_machine(&clique_jobs));
    }
    // A link's bandwidth parts may share it at once (each at a fraction of the rate): the
    // preemptive bound, not the non-preemptive one.
    for jobs in link_jobs.iter_mut() {
        best = best.max(jackson(jobs));
    }
    best
}

/// The least compute time interference must add when collectives keep some stream busy for
/// `a` seconds: compute that fits inside those seconds at the slowed speeds (the least
/// slowed first), the rest after them; returns how far `a` plus the rest exceeds
/// `max(compute, a)`.
fn interference_extra(g: &Graph, a: f64) -> f64 {
    let inter = g.model().interference;
    if inter.is_off() || a <= 0.0 {
        return 0.0;
    }
    let mut work = [0.0f64; 3];
    for s in &g.nodes {
        if s.is_noop {
            continue;
        }
        let c = match s.kind {
            NodeKind::Compute => s.contention,
            _ => Contention::None,
        };
        let k = match c {
            Contention::None => 0,
            Contention::Gemm => 1,
            Contention::Memory => 2,
        };
        work[k] += s.cost;
    }
    let total: f64 = work.iter().sum();
    let mut classes = [
        (0.0, work[0]),
        (inter.gemm, work[1]),
        (inter.memory, work[2]),
    ];
    classes.sort_by(|x, y| x.0.total_cmp(&y.0));
    let mut left = a;
    let mut inside = 0.0;
    for (x, w) in classes {
        let fit = w.min(left / (1.0 + x));
        inside += fit;
        left -= fit * (1.0 + x);
        if left <= 0.0 {
            break;
        }
    }
    let bound = a + (total - inside);
    (bound - total.max(a)).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::paths::paths;
    use crate::sched::{replay, EdgeKind, GraphBuilder, NodeSpec};

    const US: f64 = 1e-6;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1e-9)
    }

    #[test]
    fn jackson_serves_the_longest_tail_first() {
        // Two jobs released at 0 and 1: preempting the first for the second's long tail.
        let mut jobs = [
            Job {
                head: 0.0,
                body: 4.0,
                tail: 0.0,
            },
            Job {
                head: 1.0,
                body: 1.0,
                tail: 10.0,
            },
        ];
        assert_eq!(jackson(&mut jobs), 12.0);
        assert_eq!(jackson(&mut []), 0.0);
    }

    #[test]
    fn two_serial_collectives_count_their_start_and_done_costs() {
        // Two independent 10 us collectives on one stream, starts and dones 1 us each. The
        // optimum is 22 us (1 us launch, 20 us serial, 1 us done); the busiest stream says 20.
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let s1 = b.add_node(NodeSpec::start("s1", US, r));
        let s2 = b.add_node(NodeSpec::start("s2", US, r));
        let d1 = b.add_node(NodeSpec::done("d1", US, s1));
        let d2 = b.add_node(NodeSpec::done("d2", US, s2));
        b.add_edge(s1, d1, 10.0 * US, EdgeKind::Data);
        b.add_edge(s2, d2, 10.0 * US, EdgeKind::Data);
        let g = b.build().expect("valid");
        let lb = lower_bound(&g);
        assert!(close(lb, 22.0 * US), "{lb}");
        let best = replay(&g, &[s1, s2, d1, d2]).expect("valid").makespan;
        assert!(close(best, 22.0 * US) && lb <= best);
        let p = paths(&g);
        assert!(close(basic(&g, &p), 20.0 * US));
        // Keeping XLA's rules (the next start after the last done) every start and done runs
        // between the flights: the hiding bound then hides none of them, 24 us, which the one
        // such order replays; for every order the second start may hide in the first flight.
        let bp = bound_paths(&g);
        assert!(close(super::hiding_bound(&g, &bp), 20.0 * US));
        let rules = hiding_bounds(&g, &bp, true).1;
        assert!(close(rules, 24.0 * US), "{rules}");
        assert!(lower_bounds(&g).rules >= rules * (1.0 - 1e-9));
        let kept = replay(&g, &[s1, d1, s2, d2]).expect("valid").makespan;
        assert!(close(kept, rules), "{kept}");
    }

    #[test]
    fn compute_nodes_released_together_share_the_stream() {
        // a -> {b, c} -> d, every edge 5 us, every node 1 us: b and c are both ready at 6 us
        // and need 5 us before d; one of them ends at 8 at the earliest, so d ends at 14.
        let mut b = GraphBuilder::new();
        let a = b.add_node(NodeSpec::compute("a", US));
        let x = b.add_node(NodeSpec::compute("b", US));
        let y = b.add_node(NodeSpec::compute("c", US));
        let d = b.add_node(NodeSpec::compute("d", US));
        for (f, t) in [(a, x), (a, y), (x, d), (y, d)] {
            b.add_edge(f, t, 5.0 * US, EdgeKind::Data);
        }
        let g = b.build().expect("valid");
        let lb = lower_bound(&g);
        assert!(close(lb, 14.0 * US), "{lb}");
        assert!(close(basic(&g, &paths(&g)), 13.0 * US));
        let opt = replay(&g, &[a, x, y, d]).expect("valid").makespan;
        assert!(close(opt, 14.0 * US));
    }

    #[test]
    fn a_node_needing_the_idle_stream_queues_with_its_collectives() {
        // A 10 us collective and a 10 us loop that needs the collective stream idle: they
        // cannot overlap, so the stream is busy 20 us, and neither splits: the loop first
        // delays the collective to 10 us (then its done: 21), the collective first (launched
        // at 1 us) delays the loop to 11 us (21). The preemptive relaxation let the loop run
        // before the launch (20); the optimum also pays the start before the loop (22).
        let mut b = GraphBuilder::new();
        let r = b.add_resource("collectives", 1);
        let s = b.add_node(NodeSpec::start("s", US, r));
        let d = b.add_node(NodeSpec::done("d", US, s));
        b.add_edge(s, d, 10.0 * US, EdgeKind::Data);
        let w = b.add_node(NodeSpec::compute("while", 10.0 * US));
        b.require_resource(w, r, 1);
        let g = b.build().expect("valid");
        let lb = lower_bound(&g);
        assert!(close(lb, 21.0 * US), "{lb}");
        let best = [vec![s, d, w], vec![w, s, d]]
            .iter()
            .map(|o| replay(&g, o).expect("valid").makespan)
            .fold(f64::INFINITY, f64::min);
        assert!(lb <= best, "{lb} > {best}");
        assert!(close(best, 22.0 * US), "{best}");
    }
}
