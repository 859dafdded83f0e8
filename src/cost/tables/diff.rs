//! How two collective tables differ on one device: for every measured point of table A, the time
//! table B predicts for the same collective over A's measured time, summarised per collective,
//! scheme, group shape and size band (geometric mean, min, max). Used to see how a measured
//! cluster differs from XLA's defaults (`lhsched table diff xla.pb mine.txtpb --device sm_90`).

use super::collective_interp::CollectiveInterpolator;
use super::collective_table::CollectiveTable;
use super::error::EstimateError;
use super::knn::Method;
use serde::Serialize;
use std::collections::BTreeMap;

/// Size bands, factor 16 apart (upper bounds exclusive, bytes); the last band is open.
pub const BANDS: [(u64, &str); 7] = [
    (1 << 10, "<1KiB"),
    (1 << 14, "1KiB-16KiB"),
    (1 << 18, "16KiB-256KiB"),
    (1 << 22, "256KiB-4MiB"),
    (1 << 26, "4MiB-64MiB"),
    ((1 << 30) + 1, "64MiB-1GiB"),
    (u64::MAX, ">1GiB"),
];

/// The band of `bytes`: its index in [`BANDS`].
pub fn band(bytes: u64) -> usize {
    BANDS
        .iter()
        .position(|&(hi, _)| bytes < hi)
        .unwrap_or(BANDS.len() - 1)
}

/// One line of a diff.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DiffRow {
    /// `all-reduce single-partition`.
    pub op: String,
    /// Group shape `groups x size` (permutes: the pattern and devices).
    pub groups: String,
    /// Size band name.
    pub band: String,
    /// Points of A in it that B could price.
    pub points: usize,
    /// Geometric mean of B's time over A's.
    pub ratio_geomean: f64,
    /// Smallest ratio.
    pub ratio_min: f64,
    /// Largest ratio.
    pub ratio_max: f64,
}

/// A whole diff.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableDiff {
    /// The rows, sorted by op, group shape, band.
    pub rows: Vec<DiffRow>,
    /// Points of A that B has no data for (kind or scheme missing).
    pub unmatched: usize,
}

/// Compares `b` (on `device_b`) against the measured points of `a` (on `device_a`).
pub fn diff_tables(
    a: &CollectiveTable,
    device_a: &str,
    b: &CollectiveTable,
    device_b: &str,
) -> Result<TableDiff, EstimateError> {
    let points = a.points(device_a).ok_or_else(|| {
        EstimateError(format!(
            "no device \"{device_a}\" in {}; available: {}",
            a.file,
            a.device_keys().join(", ")
        ))
    })?;
    let interp = CollectiveInterpolator::new(b, device_b, Method::Weighted)?;
    type GroupKey = (String, String, usize);
    let mut acc: BTreeMap<GroupKey, Vec<f64>> = BTreeMap::new();
    let mut unmatched = 0;
    for p in points {
        let Ok(t) = interp.estimate(&p.spec) else {
            unmatched += 1;
            continue;
        };
        let measured = p.seconds();
        if t.is_nan() || t <= 0.0 || measured <= 0.0 {
            unmatched += 1;
            continue;
        }
        let groups = match p.permute {
            Some(pat) => format!("{} {}dev", pat.name(), p.spec.group_size),
            None => format!("{}x{}", p.spec.num_groups, p.spec.group_size),
        };
        acc.entry((
            format!("{} {}", p.spec.kind, p.spec.comm_type),
            groups,
            band(p.spec.bytes),
        ))
        .or_default()
        .push(t / measured);
    }
    let rows = acc
        .into_iter()
        .map(|((op, groups, b), r)| {
            let lg = r.iter().map(|x| x.ln()).sum::<f64>() / r.len() as f64;
            DiffRow {
                op,
                groups,
                band: BANDS[b].1.to_string(),
                points: r.len(),
                ratio_geomean: lg.exp(),
                ratio_min: r.iter().copied().fold(f64::INFINITY, f64::min),
                ratio_max: r.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            }
        })
        .collect();
    Ok(TableDiff { rows, unmatched })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands() {
        assert_eq!(BANDS[band(1)].1, "<1KiB");
        assert_eq!(BANDS[band(1024)].1, "1KiB-16KiB");
        assert_eq!(BANDS[band(1 << 30)].1, "64MiB-1GiB");
        assert_eq!(BANDS[band((1 << 30) + 1)].1, ">1GiB");
    }
}
