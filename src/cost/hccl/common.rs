//! Schedules several algorithms share: the binomial-tree Scatter (and its transpose, Gather) and
//! the nonuniform Bruck AllGather (and its transpose, ReduceScatter), each with its closed form.

use super::plan::{transpose, Builder, Step, XferKind};
use super::topology::Topology;
use super::{Algo, Op};

/// ceil(log2 p): the smallest k with 2^k >= p (0 for p <= 1).
pub fn ceil_log2(p: usize) -> u32 {
    if p <= 1 {
        0
    } else {
        usize::BITS - (p - 1).leading_zeros()
    }
}

/// floor(log2 p) for p >= 1.
pub fn floor_log2(p: usize) -> u32 {
    if p <= 1 {
        0
    } else {
        usize::BITS - 1 - p.leading_zeros()
    }
}

/// The steps a closure adds to a scratch builder (chunk layout is the caller's).
pub fn steps_of(topo: &Topology, f: impl FnOnce(&mut Builder)) -> Vec<Step> {
    let mut b = Builder::new(topo, Algo::Ring, Op::AllGather, 1, 1.0);
    f(&mut b);
    b.finish().steps
}

/// Distances of the binomial scatter, largest first: 2^(K-1), ..., 1.
fn binomial_distances(p: usize) -> Vec<usize> {
    (0..ceil_log2(p)).rev().map(|i| 1usize << i).collect()
}

/// Binomial-tree Scatter from rank 0 of `p` blocks (chunk c is rank c's block): at distance h,
/// every holder r (r a multiple of 2h) sends blocks [r+h, min(r+2h, p)) to r+h.
/// ceil(log2 p) steps; the root sends p - 2^(K-1) blocks, then 2^(K-2), ..., 1, in all p - 1.
pub fn binomial_scatter(topo: &Topology, label: &str) -> Vec<Step> {
    let p = topo.ranks();
    let dists = binomial_distances(p);
    let total = dists.len();
    steps_of(topo, |b| {
        for (i, h) in dists.into_iter().enumerate() {
            b.step(format!("{label} {}/{total}, distance {h}", i + 1));
            for r in (0..p).step_by(2 * h) {
                if r + h < p {
                    b.send(
                        r,
                        r + h,
                        (r + h..(r + 2 * h).min(p)).collect(),
                        XferKind::Copy,
                    );
                }
            }
        }
    })
}

/// Closed form of [`binomial_scatter`] (and of its transpose, the binomial Gather):
/// sum over h of hop(links at distance h, min(h, p-h) n/p) = ceil(log2 p) alpha + (p-1)/p n beta
/// on a uniform topology (reference §1.4/§1.5 Scatter; the Gather is [derived]).
pub fn binomial_scatter_cost(topo: &Topology, n: f64) -> f64 {
    let p = topo.ranks();
    binomial_distances(p)
        .into_iter()
        .map(|h| {
            let m = topo.mask(
                (0..p)
                    .step_by(2 * h)
                    .filter(|r| r + h < p)
                    .map(|r| (r, r + h)),
            );
            topo.hop(m, h.min(p - h) as f64 * n / p as f64)
        })
        .sum()
}

/// Binomial Gather to rank 0: the transpose of [`binomial_scatter`].
pub fn binomial_gather(topo: &Topology, label: &str) -> Vec<Step> {
    transpose(&binomial_scatter(topo, label), XferKind::Copy, label)
}

/// Blocks sent at NB stride 2^k: floor((p - 1 + 2^k) / 2^(k+1)) (reference §1.5).
pub fn nb_blocks(p: usize, k: u32) -> usize {
    (p - 1 + (1 << k)) >> (k + 1)
}

/// Nonuniform Bruck AllGather (HCCL's NB, reference §1.5): strides 2^k for k = K-1 down to 0,
/// the volume growing as the stride shrinks. Before the stride-2^k step rank x holds the blocks
/// x + j (mod p) for j < p with j a multiple of 2^(k+1); it sends to x - 2^k those with
/// j + 2^k < p, which are `nb_blocks(p, k)` blocks, and the receiver then holds every j that is
/// a multiple of 2^k. After the last step every rank holds all p blocks.
pub fn nb_allgather(topo: &Topology, label: &str) -> Vec<Step> {
    let p = topo.ranks();
    let kk = ceil_log2(p);
    steps_of(topo, |b| {
        for (i, k) in (0..kk).rev().enumerate() {
            let s = 1usize << k;
            b.step(format!("{label} {}/{kk}, stride {s}", i + 1));
            for x in 0..p {
                let dst = (x + p - s) % p;
                let chunks: Vec<usize> = (0..p)
                    .step_by(2 * s)
                    .filter(|j| j + s < p)
                    .map(|j| (x + j) % p)
                    .collect();
                b.send(x, dst, chunks, XferKind::Copy);
            }
        }
    })
}

/// The link classes of an NB step at stride s (x -> x - s).
fn nb_mask(topo: &Topology, s: usize) -> super::topology::LinkMask {
    let p = topo.ranks();
    topo.mask((0..p).map(|x| (x, (x + p - s) % p)))
}

/// Closed form of [`nb_allgather`]: sum over k of hop(stride 2^k links, nb_blocks n/p);
/// ceil(log2 p) alpha + (p-1)/p n beta on a uniform topology (reference §1.5).
/// With `reduce`, the ReduceScatter: + gamma per received block.
pub fn nb_cost(topo: &Topology, n: f64, reduce: bool) -> f64 {
    let p = topo.ranks();
    let chunk = n / p as f64;
    (0..ceil_log2(p))
        .map(|k| {
            let bytes = nb_blocks(p, k) as f64 * chunk;
            let g = if reduce {
                topo.gamma_s_per_byte * bytes
            } else {
                0.0
            };
            topo.hop(nb_mask(topo, 1 << k), bytes) + g
        })
        .sum()
}

/// Nonuniform Bruck ReduceScatter: the transpose of [`nb_allgather`] (stride 2^k for k = 0, 1, ...,
/// volume shrinking), as HCCL's NB.md describes it.
pub fn nb_reduce_scatter(topo: &Topology, label: &str) -> Vec<Step> {
    transpose(&nb_allgather(topo, label), XferKind::Reduce, label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs() {
        assert_eq!(ceil_log2(1), 0);
        assert_eq!(ceil_log2(2), 1);
        assert_eq!(ceil_log2(5), 3);
        assert_eq!(ceil_log2(8), 3);
        assert_eq!(floor_log2(5), 2);
        assert_eq!(floor_log2(8), 3);
    }

    #[test]
    fn nb_volumes_add_up_to_p_minus_1() {
        for p in 2..200usize {
            let total: usize = (0..ceil_log2(p)).map(|k| nb_blocks(p, k)).sum();
            assert_eq!(total, p - 1, "p = {p}");
        }
    }
}
