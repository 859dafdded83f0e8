//! The closed forms against the published formulas, written out literally from
//! `collective-algorithms.md` §1, on uniform topologies (every link the same class), and the
//! executed RHD non-power-of-two ReduceScatter/AllGather against the published bounds.

use approx::assert_relative_eq;
use lhsched::cost::hccl::{cost, execute, plan, Algo, HcclError, Link, Op, Topology};

const A: f64 = 7e-6;
const B: f64 = 1.0 / 12e9;
const G: f64 = 1.0 / 300e9;

/// p ranks, one per server: every link is inter-server (alpha A, beta B).
fn flat(p: usize) -> Topology {
    Topology {
        servers: p,
        devices_per_server: 1,
        intra: Link::from_us_gbps(1.0, 500.0),
        inter: Link {
            alpha_s: A,
            beta_s_per_byte: B,
        },
        gamma_s_per_byte: G,
    }
}

/// p ranks in one server: every link is intra-server (alpha A, beta B).
fn one_server(p: usize) -> Topology {
    let mut t = flat(1);
    t.devices_per_server = p;
    t.intra = t.inter;
    t.inter = Link::from_us_gbps(1000.0, 0.001);
    t
}

fn c(algo: Algo, op: Op, n: f64, t: &Topology) -> f64 {
    cost(algo, op, n as u64, t).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn ring_nhr_nb_pairwise_star_match_the_tables() {
    let n = 48.0 * 1024.0 * 1024.0;
    for p in 2..=64usize {
        let t = flat(p);
        let pf = p as f64;
        let q = (pf - 1.0) / pf;
        let k = pf - 1.0;
        // Ring, §1.2.
        assert_relative_eq!(
            c(Algo::Ring, Op::AllReduce, n, &t),
            2.0 * k * A + 2.0 * q * n * B + q * n * G,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::ReduceScatter, n, &t),
            k * A + q * n * B + q * n * G,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::AllGather, n, &t),
            k * A + q * n * B,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::Scatter, n, &t),
            k * A + q * n * B,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::Gather, n, &t),
            k * A + q * n * B,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::Broadcast, n, &t),
            k * (A + n * B),
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Ring, Op::Reduce, n, &t),
            k * (A + n * B + n * G),
            max_relative = 1e-12
        );
        // NHR §1.4 and NB §1.5: ceil(log2 p) steps for any p.
        let cl = (pf).log2().ceil();
        for algo in [Algo::Nhr, Algo::Nb] {
            assert_relative_eq!(
                c(algo, Op::ReduceScatter, n, &t),
                cl * A + q * n * (B + G),
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(algo, Op::AllGather, n, &t),
                cl * A + q * n * B,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(algo, Op::AllReduce, n, &t),
                2.0 * cl * A + 2.0 * q * n * B + q * n * G,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(algo, Op::Scatter, n, &t),
                cl * A + q * n * B,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(algo, Op::Broadcast, n, &t),
                2.0 * cl * A + 2.0 * q * n * B,
                max_relative = 1e-12
            );
        }
        // Pairwise §1.6 (uniform AllToAll, derived).
        assert_relative_eq!(
            c(Algo::Pairwise, Op::AllToAll, n, &t),
            k * A + q * n * B,
            max_relative = 1e-12
        );
        // Star §1.7.
        assert_relative_eq!(
            c(Algo::Star, Op::Broadcast, n, &t),
            A + n * B,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Star, Op::Scatter, n, &t),
            A + n / pf * B,
            max_relative = 1e-12
        );
        // RHD Broadcast §1.3, any p.
        assert_relative_eq!(
            c(Algo::Rhd, Op::Broadcast, n, &t),
            cl * (A + n * B),
            max_relative = 1e-12
        );
    }
}

#[test]
fn mesh_matches_its_table() {
    let n = 10.0 * 1024.0 * 1024.0;
    for p in 2..=16usize {
        let t = one_server(p);
        let pf = p as f64;
        let q = (pf - 1.0) / pf;
        let step = A + n / pf * B;
        assert_relative_eq!(
            c(Algo::Mesh, Op::AllGather, n, &t),
            step,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Mesh, Op::ReduceScatter, n, &t),
            step + q * n * G,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Mesh, Op::AllReduce, n, &t),
            2.0 * step + q * n * G,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Mesh, Op::Broadcast, n, &t),
            2.0 * step,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Mesh, Op::Reduce, n, &t),
            2.0 * step + q * n * G,
            max_relative = 1e-12
        );
    }
    let err = cost(Algo::Mesh, Op::AllReduce, 1024, &flat(4)).unwrap_err();
    assert!(err.to_string().contains("mesh") && err.to_string().contains("servers = 1"));
}

#[test]
fn rhd_matches_its_table_for_every_p() {
    let n = 64.0 * 1024.0 * 1024.0;
    for p in 2..=64usize {
        let t = flat(p);
        let pf = p as f64;
        let fl = pf.log2().floor();
        let pp = 2f64.powf(fl);
        let qq = (pp - 1.0) / pp;
        if p.is_power_of_two() {
            let q = (pf - 1.0) / pf;
            let l = pf.log2();
            assert_relative_eq!(
                c(Algo::Rhd, Op::ReduceScatter, n, &t),
                l * A + q * n * (B + G),
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(Algo::Rhd, Op::AllGather, n, &t),
                l * A + q * n * B,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(Algo::Rhd, Op::AllReduce, n, &t),
                2.0 * l * A + 2.0 * q * n * B + q * n * G,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(Algo::Rhd, Op::Reduce, n, &t),
                2.0 * l * A + 2.0 * q * n * B + q * n * G,
                max_relative = 1e-12
            );
        } else {
            assert_relative_eq!(
                c(Algo::Rhd, Op::AllReduce, n, &t),
                (2.0 * fl + 2.0) * A + (2.0 * qq + 2.0) * n * B + (qq + 1.0) * n * G,
                max_relative = 1e-12
            );
            assert_relative_eq!(
                c(Algo::Rhd, Op::Reduce, n, &t),
                (2.0 * fl + 1.0) * A + (2.0 * qq + 1.0) * n * B + (qq + 1.0) * n * G,
                max_relative = 1e-12
            );
            // ReduceScatter: Reduce + nonuniform RS (sum of ceil(p/2^i)) + Scatter; executed
            // too, and step 2 inside the published bounds.
            let k = fl as u32;
            let sum: f64 = (1..=k).map(|i| p.div_ceil(1 << i) as f64).sum();
            let step1 = A + n * B + n * G;
            let step3 = A + n / pf * B;
            let rs = step1 + fl * A + sum * n / pf * (B + G) + step3;
            assert_relative_eq!(
                c(Algo::Rhd, Op::ReduceScatter, n, &t),
                rs,
                max_relative = 1e-12
            );
            let ex = execute(
                &plan(Algo::Rhd, Op::ReduceScatter, n as u64, &t).unwrap(),
                &t,
            )
            .unwrap();
            assert_relative_eq!(ex.seconds, rs, max_relative = 1e-9);
            let lo_blocks = fl + pp - 1.0;
            let hi_blocks = 2.0 * pp - 2.0;
            let step2 = ex.seconds - step1 - step3;
            assert!(
                step2 >= fl * A + lo_blocks * n / pf * (B + G) - 1e-12,
                "p = {p}"
            );
            assert!(
                step2 <= fl * A + hi_blocks * n / pf * (B + G) + 1e-12,
                "p = {p}"
            );
            // AllGather: the same without gamma.
            let ex = execute(&plan(Algo::Rhd, Op::AllGather, n as u64, &t).unwrap(), &t).unwrap();
            let ag = (A + n * B) + fl * A + sum * n / pf * B + step3;
            assert_relative_eq!(ex.seconds, ag, max_relative = 1e-9);
        }
    }
}

#[test]
fn pipeline_matches_table_1() {
    // Table 1 has no gamma term: compare with gamma = 0, intra and inter both used.
    for (m, d) in [(2, 2), (4, 2), (16, 8), (3, 5)] {
        let mut t = flat(1);
        t.servers = m;
        t.devices_per_server = d;
        t.gamma_s_per_byte = 0.0;
        let s = 256.0 * 1024.0 * 1024.0;
        let p = (m * d) as f64;
        let one = |l: &Link| l.alpha_s + s / p * l.beta_s_per_byte;
        let ag = one(&t.inter).max(one(&t.intra)) * (m as f64 - 1.0) + one(&t.intra);
        assert_relative_eq!(
            c(Algo::Pipeline, Op::AllGather, s, &t),
            ag,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Pipeline, Op::ReduceScatter, s, &t),
            ag,
            max_relative = 1e-12
        );
        assert_relative_eq!(
            c(Algo::Pipeline, Op::AllReduce, s, &t),
            2.0 * ag,
            max_relative = 1e-12
        );
    }
}

#[test]
fn inapplicable_pairs_name_the_algorithm_and_condition() {
    let t = flat(8);
    let e = cost(Algo::Pipeline, Op::AllGather, 1 << 20, &t).unwrap_err();
    assert!(matches!(
        e,
        HcclError::NotApplicable {
            algo: Algo::Pipeline,
            ..
        }
    ));
    assert!(e.to_string().contains("devices per server >= 2"));
    let e = cost(Algo::Pairwise, Op::AllReduce, 1 << 20, &t).unwrap_err();
    assert!(e.to_string().contains("pairwise"));
    let e = cost(Algo::Star, Op::AllGather, 1 << 20, &t).unwrap_err();
    assert!(e.to_string().contains("star"));
    assert!(cost(Algo::Ring, Op::AllReduce, 0, &t).is_err());
    let mut bad = t.clone();
    bad.gamma_s_per_byte = f64::NAN;
    assert!(cost(Algo::Ring, Op::AllReduce, 1, &bad).is_err());
    bad = t.clone();
    bad.servers = 0;
    assert!(cost(Algo::Ring, Op::AllReduce, 1, &bad).is_err());
}
