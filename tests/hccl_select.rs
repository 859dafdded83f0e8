//! The selector: `compare` ranks every applicable algorithm; `hccl_policy` follows HCCL's
//! documented default rules (reference §1.11).

use lhsched::cost::estimate::CostSource;
use lhsched::cost::hccl::{
    compare, cost, estimate_spec, hccl_policy, hccl_policy_detail, Algo, Op, Topology,
};
use lhsched::cost::spec::{CollectiveKind, CollectiveSpec};

fn t910b(servers: usize) -> Topology {
    Topology::preset("910b", servers).unwrap()
}

#[test]
fn compare_lists_every_applicable_algorithm_fastest_first() {
    let t = t910b(16);
    let rows = compare(Op::AllReduce, 256 << 20, &t).unwrap();
    let names: Vec<_> = rows.iter().map(|r| r.0).collect();
    assert_eq!(names.len(), 5, "{names:?}"); // pipeline, ring, rhd, nhr, nb
    assert!(!names.contains(&Algo::Mesh)); // 16 servers: mesh is intra-server only
    assert!(!names.contains(&Algo::Pairwise) && !names.contains(&Algo::Star));
    assert!(rows.windows(2).all(|w| w[0].1 <= w[1].1));
    for (a, s) in &rows {
        assert_eq!(*s, cost(*a, Op::AllReduce, 256 << 20, &t).unwrap());
    }
    // AllToAll on one flat cluster: pairwise only.
    let mut flat = t910b(8);
    flat.devices_per_server = 1;
    let rows = compare(Op::AllToAll, 1 << 20, &flat).unwrap();
    assert_eq!(
        rows.iter().map(|r| r.0).collect::<Vec<_>>(),
        vec![Algo::Pairwise]
    );
}

#[test]
fn ties_keep_the_algorithm_order() {
    // On a flat cluster of 12 ranks NHR and NB share a schedule: equal times, NHR first.
    let mut t = t910b(12);
    t.devices_per_server = 1;
    let rows = compare(Op::AllGather, 12 << 20, &t).unwrap();
    let i = rows.iter().position(|r| r.0 == Algo::Nhr).unwrap();
    assert_eq!(rows[i + 1].0, Algo::Nb);
    assert_eq!(rows[i].1, rows[i + 1].1);
    assert_eq!(compare(Op::AllGather, 12 << 20, &t).unwrap(), rows);
}

#[test]
fn policy_pipeline_thresholds() {
    let t = t910b(4); // p = 32
    let p = t.ranks() as u64;
    // AllGather: pipeline from 32 KiB per rank.
    assert_eq!(
        hccl_policy(Op::AllGather, 32 * 1024 * p, &t).unwrap().0,
        Algo::Pipeline
    );
    assert_ne!(
        hccl_policy(Op::AllGather, 32 * 1024 * p - 1, &t).unwrap().0,
        Algo::Pipeline
    );
    assert_eq!(
        hccl_policy(Op::ReduceScatter, 64 * 1024 * p, &t).unwrap().0,
        Algo::Pipeline
    );
    // AllReduce: pipeline from a 1 MiB slice n / (servers x devices).
    assert_eq!(
        hccl_policy(Op::AllReduce, (1 << 20) * p, &t).unwrap().0,
        Algo::Pipeline
    );
    assert_ne!(
        hccl_policy(Op::AllReduce, (1 << 20) * p - 1, &t).unwrap().0,
        Algo::Pipeline
    );
    // One device per server: never pipeline.
    let mut flat = t.clone();
    flat.devices_per_server = 1;
    assert_ne!(
        hccl_policy(Op::AllReduce, 1 << 30, &flat).unwrap().0,
        Algo::Pipeline
    );
}

#[test]
fn policy_alpha_beta_comparison_and_tie_order() {
    // m = 16 (power of two), small AllReduce: NHR and HD tie on 4 steps, NHR wins the tie.
    let c = hccl_policy_detail(Op::AllReduce, 64 * 1024, &t910b(16)).unwrap();
    assert_eq!(c.algo, Algo::Nhr, "{}", c.rule);
    // m = 3: ring and NHR both take 2 steps of equal volume; ring wins the tie.
    assert_eq!(
        hccl_policy(Op::AllReduce, 64 * 1024, &t910b(3)).unwrap().0,
        Algo::Ring
    );
    // m = 64: NHR's 6 steps beat ring's 63.
    assert_eq!(
        hccl_policy(Op::AllGather, 64 * 1024, &t910b(64)).unwrap().0,
        Algo::Nhr
    );
    // Broadcast: ring vs HD only; m = 8, HD's 3 steps win.
    assert_eq!(
        hccl_policy(Op::Broadcast, 1 << 20, &t910b(8)).unwrap().0,
        Algo::Rhd
    );
    // m = 2: ring = HD on one step each; ring wins the tie.
    assert_eq!(
        hccl_policy(Op::Broadcast, 1 << 20, &t910b(2)).unwrap().0,
        Algo::Ring
    );
}

#[test]
fn policy_other_rules() {
    assert_eq!(
        hccl_policy(Op::AllReduce, 1 << 30, &t910b(1)).unwrap().0,
        Algo::Mesh
    );
    assert_eq!(
        hccl_policy(Op::AllToAll, 1 << 20, &t910b(4)).unwrap().0,
        Algo::Pairwise
    );
    assert_eq!(
        hccl_policy(Op::Scatter, 1 << 20, &t910b(4)).unwrap().0,
        Algo::Ring
    );
    let (a, s) = hccl_policy(Op::Gather, 1 << 20, &t910b(4)).unwrap();
    assert_eq!(s, cost(a, Op::Gather, 1 << 20, &t910b(4)).unwrap());
    assert!(hccl_policy(Op::AllReduce, 0, &t910b(4)).is_err());
}

#[test]
fn every_policy_pick_applies() {
    for servers in [1, 2, 3, 4, 7, 16, 64] {
        let t = t910b(servers);
        for op in Op::all() {
            for bytes in [1u64, 1 << 10, 1 << 20, 1 << 26, 1 << 32] {
                let (a, s) = hccl_policy(op, bytes, &t).unwrap();
                assert!(s.is_finite() && s >= 0.0, "{a} {op} {bytes}");
            }
        }
    }
}

#[test]
fn xla_collectives_are_priced_on_their_group() {
    let t = t910b(16);
    let spec = CollectiveSpec::new(CollectiveKind::AllGather, 64 << 20, 32, 4);
    let e = estimate_spec(&spec, &t).unwrap();
    assert_eq!(e.source, CostSource::Hccl);
    let group = Topology::preset("910b", 4).unwrap();
    assert_eq!(
        e.seconds,
        hccl_policy(Op::AllGather, 64 << 20, &group).unwrap().1
    );
    // A group of 8 inside one server: mesh.
    let spec = CollectiveSpec::new(CollectiveKind::AllReduce, 1 << 20, 8, 16);
    let one = Topology::preset("910b", 1).unwrap();
    assert_eq!(
        estimate_spec(&spec, &t).unwrap().seconds,
        cost(Algo::Mesh, Op::AllReduce, 1 << 20, &one).unwrap()
    );
    // Groups that do not divide the machine, and kinds HCCL has no algorithm for.
    let bad = CollectiveSpec::new(CollectiveKind::AllReduce, 1 << 20, 12, 1);
    assert!(estimate_spec(&bad, &t)
        .unwrap_err()
        .to_string()
        .contains("12 ranks"));
    let permute = CollectiveSpec::new(CollectiveKind::CollectivePermute, 1 << 20, 2, 1);
    assert!(estimate_spec(&permute, &t).is_err());
}
