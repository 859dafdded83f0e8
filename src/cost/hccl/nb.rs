//! Nonuniform Bruck (reference §1.5, HCCL `NB.md`): ceil(log2 p) steps for any p with no extra
//! volume. ReduceScatter at stride 2^k (k = 0, 1, ...) sends floor((p-1+2^k)/2^(k+1)) blocks;
//! AllGather is its mirror. Scatter is the binomial tree, Broadcast = Scatter + AllGather.
//! HCCL publishes no NB Reduce, Gather or AllToAll.

use super::common::{
    binomial_scatter, binomial_scatter_cost, nb_allgather, nb_cost, nb_reduce_scatter,
};
use super::plan::{Builder, Plan, Step};
use super::topology::Topology;
use super::{not_applicable, Algo, HcclError, Op};

/// The algorithm name in errors (NB and NHR share the step schedule for non-powers of two).
pub(crate) fn unsupported(algo: Algo, op: Op) -> HcclError {
    not_applicable(
        algo,
        op,
        format!(
            "HCCL publishes no {algo} {op}; {algo} implements all-reduce, all-gather, \
             reduce-scatter, scatter and broadcast"
        ),
    )
}

/// Closed forms of §1.5: RS ceil(log p) alpha + (p-1)/p n (beta + gamma), AG without gamma,
/// AR = RS + AG, Scatter ceil(log p) alpha + (p-1)/p n beta, Broadcast = Scatter + AG.
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    Ok(match op {
        Op::ReduceScatter => nb_cost(topo, n, true),
        Op::AllGather => nb_cost(topo, n, false),
        Op::AllReduce => nb_cost(topo, n, true) + nb_cost(topo, n, false),
        Op::Scatter => binomial_scatter_cost(topo, n),
        Op::Broadcast => binomial_scatter_cost(topo, n) + nb_cost(topo, n, false),
        _ => return Err(unsupported(Algo::Nb, op)),
    })
}

/// The steps of each supported operation on p blocks.
pub(crate) fn steps(algo: Algo, op: Op, topo: &Topology) -> Result<Vec<Step>, HcclError> {
    let name = algo.name();
    let ag = |s| nb_allgather(topo, &format!("{name} all-gather{s}"));
    let rs = || nb_reduce_scatter(topo, &format!("{name} reduce-scatter"));
    let sc = || binomial_scatter(topo, &format!("{name} scatter"));
    Ok(match op {
        Op::ReduceScatter => rs(),
        Op::AllGather => ag(""),
        Op::AllReduce => [rs(), ag("")].concat(),
        Op::Scatter => sc(),
        Op::Broadcast => [sc(), ag("")].concat(),
        _ => return Err(unsupported(algo, op)),
    })
}

/// The plan (p blocks of n/p).
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    let steps = steps(Algo::Nb, op, topo)?;
    let p = topo.ranks();
    let mut b = Builder::new(topo, Algo::Nb, op, p, n / p as f64);
    b.extend(steps);
    Ok(b.finish())
}
