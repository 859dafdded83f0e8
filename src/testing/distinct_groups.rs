//! A hostile module for the device-sharing rule (issue 22): every collective has replica groups
//! of its own, so the number of distinct group signatures grows with the module. Collective `i`
//! is an async all-reduce over devices `{i, i+1}`: neighbours share one device (not two), so no
//! two of them conflict, yet each is its own signature. Anything per pair of signatures, or per
//! signature per scheduling step, is quadratic here; tests and the scaling example build it.

use std::fmt::Write;

/// HLO text of `n` async all-reduces, collective `i` over `replica_groups={{i,i+1}}`, in a
/// module of `n + 1` partitions. Each reduces a step of one chain of multiplies, so the
/// scheduler has compute to hide them behind; the root is a tuple of every result.
pub fn distinct_group_all_reduces(n: usize) -> String {
    let mut t = String::with_capacity(256 * n + 512);
    let _ = write!(
        t,
        "HloModule distinct_groups_{n}, num_partitions={}\n\n\
         add {{\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}}\n\n\
         ENTRY e {{\n  m0 = f32[1024]{{0}} parameter(0)\n",
        n + 1
    );
    for i in 0..n {
        let _ = write!(
            t,
            "  m{j} = f32[1024]{{0}} multiply(m{i}, m{i})\n  \
             s{i} = f32[1024]{{0}} all-reduce-start(m{j}), channel_id={j}, \
             replica_groups={{{{{i},{j}}}}}, use_global_device_ids=true, to_apply=add\n  \
             d{i} = f32[1024]{{0}} all-reduce-done(s{i})\n",
            j = i + 1
        );
    }
    let _ = write!(t, "  ROOT t = (");
    for i in 0..n {
        let _ = write!(t, "{}f32[1024]{{0}}", if i > 0 { ", " } else { "" });
    }
    let _ = write!(t, ") tuple(");
    for i in 0..n {
        let _ = write!(t, "{}d{i}", if i > 0 { ", " } else { "" });
    }
    t.push_str(")\n}\n");
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_collective_has_groups_of_its_own() {
        let t = distinct_group_all_reduces(3);
        assert!(t.contains("num_partitions=4"), "{t}");
        assert!(t.contains("replica_groups={{2,3}}"), "{t}");
        assert!(t.contains("ROOT t = (f32[1024]{0}, f32[1024]{0}, f32[1024]{0}) tuple(d0, d1, d2)"));
    }
}
