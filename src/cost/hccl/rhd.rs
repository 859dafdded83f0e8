//! Recursive halving-doubling (reference §1.3, HCCL `RHD.md`). For p = 2^k: distance-halving
//! exchanges (n/2, n/4, ..., n/p) for ReduceScatter, the reverse for AllGather. For other p, with
//! p' = 2^floor(log2 p) and r = p - p': the odd ranks 2j+1 (j < r) first fold into 2j, the p'
//! remaining "block" ranks run the power-of-two algorithm, and a last step unfolds.
//!
//! For ReduceScatter/AllGather the block ranks 2j hold two blocks. They are placed on the
//! virtual positions v with bitreverse(v) < r, which spreads them evenly, so that the round-i
//! exchange carries at most ceil(p/2^i) blocks: exactly the published volume
//! sum_i ceil(p/2^i) n/p. Scatter and Gather have no published RHD formula; [derived] they use
//! the binomial tree (ceil(log2 p) alpha + (p-1)/p n beta).

use super::common::{binomial_gather, binomial_scatter, binomial_scatter_cost, floor_log2};
use super::plan::{Builder, Plan, XferKind};
use super::topology::{LinkMask, Topology};
use super::{not_applicable, Algo, HcclError, Op};

/// The folding layout of p ranks.
struct Layout {
    p: usize,
    /// p' = 2^k.
    pp: usize,
    k: u32,
    /// r = p - p' folded pairs (2j, 2j+1).
    r: usize,
    /// Real rank at each virtual position.
    real: Vec<usize>,
}

fn bitrev(v: usize, k: u32) -> usize {
    if k == 0 {
        0
    } else {
        v.reverse_bits() >> (usize::BITS - k)
    }
}

impl Layout {
    fn new(p: usize) -> Layout {
        let k = floor_log2(p);
        let pp = 1usize << k;
        let r = p - pp;
        let mut next = 2 * r;
        let real = (0..pp)
            .map(|v| {
                let j = bitrev(v, k);
                if j < r {
                    2 * j
                } else {
                    next += 1;
                    next - 1
                }
            })
            .collect();
        Layout { p, pp, k, r, real }
    }

    /// Blocks virtual position v is responsible for (layout of p blocks).
    fn blocks(&self, v: usize) -> Vec<usize> {
        let x = self.real[v];
        if x < 2 * self.r {
            vec![x, x + 1]
        } else {
            vec![x]
        }
    }

    /// Blocks of the virtual positions [start, start + len), for p-block or p'-chunk layouts.
    fn span(&self, start: usize, len: usize, per_rank: bool) -> Vec<usize> {
        if per_rank {
            (start..start + len).flat_map(|v| self.blocks(v)).collect()
        } else {
            (start..start + len).collect()
        }
    }

    fn fold_mask(&self, topo: &Topology) -> LinkMask {
        topo.mask((0..self.r).map(|j| (2 * j + 1, 2 * j)))
    }

    /// Halving round i (1..=k): distance p'/2^i between virtual positions.
    fn round_mask(&self, topo: &Topology, i: u32) -> LinkMask {
        let d = self.pp >> i;
        topo.mask((0..self.pp).map(|v| (self.real[v], self.real[v ^ d])))
    }

    /// Binomial tree on virtual positions at distance d (parent v, child v + d).
    fn tree_mask(&self, topo: &Topology, d: usize) -> LinkMask {
        topo.mask(
            (0..self.pp)
                .step_by(2 * d)
                .map(|v| (self.real[v], self.real[v + d])),
        )
    }
}

/// Closed forms of §1.3, step by step over the links each step uses.
pub fn cost(op: Op, n: f64, topo: &Topology) -> Result<f64, HcclError> {
    let l = Layout::new(topo.ranks());
    let g = topo.gamma_s_per_byte;
    let pf = l.p as f64;
    let ppf = l.pp as f64;
    let fold = l.fold_mask(topo);
    let folded = l.r > 0;
    let fold_reduce = if folded {
        topo.hop(fold, n) + n * g
    } else {
        0.0
    };
    // Round i of the nonuniform RS/AG moves ceil(p/2^i) blocks of n/p.
    let uneven = |reduce: bool| -> f64 {
        (1..=l.k)
            .map(|i| {
                let bytes = l.p.div_ceil(1 << i) as f64 * n / pf;
                topo.hop(l.round_mask(topo, i), bytes) + if reduce { g * bytes } else { 0.0 }
            })
            .sum()
    };
    // Round i of the power-of-two RS/AG on p' chunks moves n/2^i.
    let even = |reduce: bool| -> f64 {
        (1..=l.k)
            .map(|i| {
                let bytes = n / (1u64 << i) as f64;
                topo.hop(l.round_mask(topo, i), bytes) + if reduce { g * bytes } else { 0.0 }
            })
            .sum()
    };
    let gather: f64 = (0..l.k)
        .map(|e| {
            let d = 1usize << e;
            topo.hop(l.tree_mask(topo, d), d as f64 * n / ppf)
        })
        .sum();
    Ok(match op {
        // Reduce; nonuniform RS; scatter of the partner's block.
        Op::ReduceScatter => fold_reduce + uneven(true) + topo.hop(fold, n / pf),
        // Gather of the partner's block; nonuniform AG; copy of everything back.
        Op::AllGather => topo.hop(fold, n / pf) + uneven(false) + topo.hop(fold, n),
        // (2 floor(log p) + 2) alpha + (2 (p'-1)/p' + 2) n beta + ((p'-1)/p' + 1) n gamma.
        Op::AllReduce => fold_reduce + even(true) + even(false) + topo.hop(fold, n),
        // (2 floor(log p) + 1) alpha + (2 (p'-1)/p' + 1) n beta + ((p'-1)/p' + 1) n gamma.
        Op::Reduce => fold_reduce + even(true) + gather,
        // ceil(log p) (alpha + n beta): distance halving in the block, then one send out.
        Op::Broadcast => {
            (0..l.k)
                .map(|e| topo.hop(l.tree_mask(topo, 1 << e), n))
                .sum::<f64>()
                + topo.hop(fold, n)
        }
        Op::Scatter | Op::Gather => binomial_scatter_cost(topo, n),
        Op::AllToAll => {
            return Err(not_applicable(
                Algo::Rhd,
                op,
                "HCCL's RHD has no all-to-all (use pairwise)",
            ))
        }
    })
}

/// Distance-halving reduce-scatter rounds on virtual positions.
fn halving(b: &mut Builder, l: &Layout, per_rank: bool) {
    for i in 1..=l.k {
        let d = l.pp >> i;
        b.step(format!(
            "rhd reduce-scatter round {i}/{}, distance {d}",
            l.k
        ));
        for v in 0..l.pp {
            let q = v ^ d;
            let chunks = l.span(q / d * d, d, per_rank);
            b.send(l.real[v], l.real[q], chunks, XferKind::Reduce);
        }
    }
}

/// Distance-doubling all-gather rounds on virtual positions.
fn doubling(b: &mut Builder, l: &Layout, per_rank: bool) {
    for i in (1..=l.k).rev() {
        let d = l.pp >> i;
        b.step(format!(
            "rhd all-gather round {}/{}, distance {d}",
            l.k - i + 1,
            l.k
        ));
        for v in 0..l.pp {
            let chunks = l.span(v / d * d, d, per_rank);
            b.send(l.real[v], l.real[v ^ d], chunks, XferKind::Copy);
        }
    }
}

/// The plan of each operation.
pub fn plan(op: Op, n: f64, topo: &Topology) -> Result<Plan, HcclError> {
    cost(op, n, topo)?;
    let l = Layout::new(topo.ranks());
    let p = l.p;
    let r = l.r;
    let all_p: Vec<usize> = (0..p).collect();
    let all_pp: Vec<usize> = (0..l.pp).collect();
    let (chunks, cb) = match op {
        Op::AllReduce | Op::Reduce => (l.pp, n / l.pp as f64),
        Op::Broadcast => (1, n),
        _ => (p, n / p as f64),
    };
    let mut b = Builder::new(topo, Algo::Rhd, op, chunks, cb);
    let fold = |b: &mut Builder, what: &[usize], kind: XferKind| {
        b.step("rhd fold: odd ranks of the first 2r into their even partner");
        for j in 0..r {
            b.send(2 * j + 1, 2 * j, what.to_vec(), kind);
        }
    };
    let unfold = |b: &mut Builder, each: &dyn Fn(usize) -> Vec<usize>| {
        b.step("rhd unfold: even ranks of the first 2r to their odd partner");
        for j in 0..r {
            b.send(2 * j, 2 * j + 1, each(j), XferKind::Copy);
        }
    };
    match op {
        Op::ReduceScatter => {
            fold(&mut b, &all_p, XferKind::Reduce);
            halving(&mut b, &l, true);
            unfold(&mut b, &|j| vec![2 * j + 1]);
        }
        Op::AllGather => {
            b.step("rhd fold: odd ranks send their block to their even partner");
            for j in 0..r {
                b.send(2 * j + 1, 2 * j, vec![2 * j + 1], XferKind::Copy);
            }
            doubling(&mut b, &l, true);
            unfold(&mut b, &|_| all_p.clone());
        }
        Op::AllReduce => {
            fold(&mut b, &all_pp, XferKind::Reduce);
            halving(&mut b, &l, false);
            doubling(&mut b, &l, false);
            unfold(&mut b, &|_| all_pp.clone());
        }
        Op::Reduce => {
            fold(&mut b, &all_pp, XferKind::Reduce);
            halving(&mut b, &l, false);
            for e in 0..l.k {
                let d = 1usize << e;
                b.step(format!("rhd gather round {}/{}, distance {d}", e + 1, l.k));
                for v in (0..l.pp).step_by(2 * d) {
                    b.send(
                        l.real[v + d],
                        l.real[v],
                        (v + d..v + 2 * d).collect(),
                        XferKind::Copy,
                    );
                }
            }
        }
        Op::Broadcast => {
            for (i, e) in (0..l.k).rev().enumerate() {
                let d = 1usize << e;
                b.step(format!(
                    "rhd broadcast round {}/{}, distance {d}",
                    i + 1,
                    l.k
                ));
                for v in (0..l.pp).step_by(2 * d) {
                    b.send(l.real[v], l.real[v + d], vec![0], XferKind::Copy);
                }
            }
            unfold(&mut b, &|_| vec![0]);
        }
        Op::Scatter => b.extend(binomial_scatter(topo, "rhd binomial scatter")),
        Op::Gather => b.extend(binomial_gather(topo, "rhd binomial gather")),
        Op::AllToAll => {}
    }
    Ok(b.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_a_permutation_with_root_first() {
        for p in 1..70 {
            let l = Layout::new(p);
            let mut seen = l.real.clone();
            assert_eq!(l.real.first(), Some(&0));
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), l.pp);
            let blocks: usize = (0..l.pp).map(|v| l.blocks(v).len()).sum();
            assert_eq!(blocks, p);
        }
    }
}
