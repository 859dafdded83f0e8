//! Leave-one-out accuracy: remove each measured point, predict it from the rest of its group,
//! and summarise the relative error of the predicted time (median and p90), per device and per
//! collective kind or GEMM dtype key. This is how the default parameters were chosen.

use super::collective_interp::{CollectiveInterpolator, CollectiveParams};
use super::collective_table::{CollectivePoint, CollectiveTable};
use super::error::EstimateError;
use super::gemm_interp::{GemmInterpolator, GemmParams};
use super::gemm_table::{parse_dtype_key, GemmTable};
use super::knn::Method;
use crate::cost::spec::GemmSpec;
use serde::Serialize;
use std::collections::BTreeMap;

/// Error figures of one group of points (a collective kind or a dtype key).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LooGroup {
    /// `all-reduce` or `bf16xbf16->bf16`.
    pub name: String,
    /// Points predicted.
    pub points: usize,
    /// Median of |predicted - measured| / measured time.
    pub median_rel_error: f64,
    /// 90th percentile of the same.
    pub p90_rel_error: f64,
}

/// Leave-one-out figures of one device and method.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct LooReport {
    /// `collective` or `gemm`.
    pub table: String,
    /// The device key evaluated.
    pub device: String,
    /// The interpolation method (`weighted`, `nearest`).
    pub method: String,
    /// Points predicted.
    pub points: usize,
    /// Points that could not be predicted (alone in their group).
    pub unpredictable: usize,
    /// Median relative error of the predictions.
    pub median_rel_error: f64,
    /// 90th-percentile relative error of the predictions.
    pub p90_rel_error: f64,
    /// Per collective kind or dtype key, sorted by name.
    pub groups: Vec<LooGroup>,
}

/// The `q` quantile (0..=1) of `v`, linearly interpolated; NaN for an empty list.
pub fn quantile(v: &mut [f64], q: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    let pos = q.clamp(0.0, 1.0) * (v.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    let (a, b) = (v[lo], v[hi.min(v.len() - 1)]);
    a + (b - a) * (pos - lo as f64)
}

fn report(
    table: &str,
    device: &str,
    method: Method,
    errors: BTreeMap<String, Vec<f64>>,
    unpredictable: usize,
) -> LooReport {
    let mut all: Vec<f64> = errors.values().flatten().copied().collect();
    let groups = errors
        .into_iter()
        .map(|(name, mut e)| LooGroup {
            name,
            points: e.len(),
            median_rel_error: quantile(&mut e, 0.5),
            p90_rel_error: quantile(&mut e, 0.9),
        })
        .collect();
    LooReport {
        table: table.to_string(),
        device: device.to_string(),
        method: method.name().to_string(),
        points: all.len(),
        unpredictable,
        median_rel_error: quantile(&mut all, 0.5),
        p90_rel_error: quantile(&mut all, 0.9),
        groups,
    }
}

/// Leave-one-out over the collective points of `device`.
pub fn loo_collective(
    table: &CollectiveTable,
    device: &str,
    method: Method,
    params: CollectiveParams,
) -> Result<LooReport, EstimateError> {
    let points = table.points(device).ok_or_else(|| {
        EstimateError(format!(
            "no device \"{device}\" in {}; available: {}",
            table.file,
            table.device_keys().join(", ")
        ))
    })?;
    let mut groups: BTreeMap<_, Vec<&CollectivePoint>> = BTreeMap::new();
    for p in points {
        groups
            .entry((p.spec.kind, p.spec.comm_type, p.permute, p.spec.dtype))
            .or_default()
            .push(p);
    }
    let mut errors: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut unpredictable = 0;
    for members in groups.values() {
        for (i, p) in members.iter().enumerate() {
            if members.len() < 2 {
                unpredictable += 1;
                continue;
            }
            let rest = members
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, q)| *q);
            let interp = CollectiveInterpolator::from_points(device, rest, method, params);
            let pred = interp.estimate(&p.spec)?;
            let actual = p.seconds();
            errors
                .entry(p.spec.kind.name().to_string())
                .or_default()
                .push((pred - actual).abs() / actual);
        }
    }
    Ok(report("collective", device, method, errors, unpredictable))
}

/// Leave-one-out over the GEMM points of `device`, per dtype key.
pub fn loo_gemm(
    table: &GemmTable,
    device: &str,
    method: Method,
    params: GemmParams,
) -> Result<LooReport, EstimateError> {
    let keys = table.devices.get(device).ok_or_else(|| {
        EstimateError(format!(
            "no device \"{device}\" in {}; available: {}",
            table.file,
            table.device_keys().join(", ")
        ))
    })?;
    let mut errors: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut unpredictable = 0;
    for (key, points) in keys {
        let Some((lhs, rhs, out)) = parse_dtype_key(key) else {
            continue;
        };
        for (i, p) in points.iter().enumerate() {
            if points.len() < 2 {
                unpredictable += 1;
                continue;
            }
            let rest = points
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, q)| q);
            let interp =
                GemmInterpolator::from_points(device, [(key.as_str(), rest)], method, params);
            let spec = GemmSpec {
                b: p.b,
                m: p.m,
                n: p.n,
                k: p.k,
                lhs,
                rhs,
                out,
            };
            let pred = interp.estimate(&spec)?;
            let actual = p.seconds();
            errors
                .entry(key.clone())
                .or_default()
                .push((pred - actual).abs() / actual);
        }
    }
    Ok(report("gemm", device, method, errors, unpredictable))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles() {
        assert_eq!(quantile(&mut [3.0, 1.0, 2.0], 0.5), 2.0);
        assert_eq!(quantile(&mut [1.0, 2.0], 0.5), 1.5);
        assert!(quantile(&mut [], 0.5).is_nan());
    }
}
