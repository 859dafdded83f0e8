//! Collective interpolation: from a table's points for one device to seconds for any
//! [`CollectiveSpec`].
//!
//! Points are grouped by (kind, communication scheme, permute pattern, dtype). Within a group the
//! table stores throughput; lhsched answers with an inverse-distance-weighted average of
//! log2(throughput) over the k nearest points in the space (log2 bytes, log2 group size x
//! `group_scale`, log2 number of groups x `groups_scale`). Log axes put a factor of two equally
//! far everywhere, and the scales make the device axes count (XLA's raw squared distance on
//! (bytes, devices) makes the device axis irrelevant, reference §8.2). Lookups use sizes in XLA's
//! range [1 KiB, 1 GiB] only (as XLA does), narrowed to the measured sizes: above it, throughput
//! saturates (time grows linearly with bytes); below it, the time is the least predicted for any
//! size in range (a latency floor: a smaller transfer could be padded to that size; XLA's clamp
//! of throughput scales the time down with the size, under every measurement).

use super::collective_spec::{devices_in_pairs, PermutePattern};
use super::collective_table::{CollectivePoint, CollectiveTable};
use super::error::EstimateError;
use super::knn::{Method, PointSet};
use crate::cost::spec::{CollectiveKind, CollectiveSpec, CommType};
use crate::hlo::element_type::ElementType;
use std::collections::BTreeMap;

/// Smallest transfer size a table lookup uses: XLA's `CollectiveInterpolator` clamps the size
/// coordinate of its lookups to [1 KiB, 1 GiB] (`collective_interpolator.cc`, min/max context of
/// the exact and fallback interpolators; reference §3.2). Smaller transfers are priced at the
/// least time of any lookup in range (lhsched's latency floor; XLA scales them down linearly,
/// which is kinder than any measured collective).
pub const LOOKUP_MIN_BYTES: f64 = 1024.0;
/// Largest transfer size a table lookup uses (XLA's cap, see [`LOOKUP_MIN_BYTES`]): a larger
/// transfer costs its bytes over the throughput looked up at 1 GiB, even when the table holds
/// measurements above 1 GiB. This reproduces XLA's 5716 us for a 2.1 GB reduce-scatter over 8
/// H100s (`sol_latency_estimator_test.cc`, `reduce_scatter_intra_host`).
pub const LOOKUP_MAX_BYTES: f64 = 1073741824.0;

/// Tuning of the weighted method. The defaults were chosen by leave-one-out over XLA's table
/// (see `tables/README.md`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CollectiveParams {
    /// Neighbours averaged.
    pub k: usize,
    /// Weight of one doubling of group size, in doublings of bytes.
    pub group_scale: f64,
    /// Weight of one doubling of the number of groups, in doublings of bytes.
    pub groups_scale: f64,
    /// Inverse-distance power.
    pub power: f64,
}

impl Default for CollectiveParams {
    fn default() -> Self {
        CollectiveParams {
            k: 2,
            group_scale: 8.0,
            groups_scale: 8.0,
            power: 2.0,
        }
    }
}

type SetKey = (
    CollectiveKind,
    CommType,
    Option<PermutePattern>,
    Option<ElementType>,
);

#[derive(Debug)]
struct KeySet {
    /// Scaled log space -> throughput.
    weighted: PointSet<3>,
    /// Raw (bytes, group size) -> throughput, for the nearest baseline.
    raw: PointSet<3>,
    min_bytes: f64,
    /// The distinct measured sizes, log2 bytes, ascending (the range and the latency floor's
    /// candidates).
    sizes_lb: Vec<f64>,
}

impl KeySet {
    /// The smallest measured size, log2 bytes.
    fn min_lb(&self) -> f64 {
        self.sizes_lb.first().copied().unwrap_or(f64::INFINITY)
    }

    /// The largest measured size, log2 bytes.
    fn max_lb(&self) -> f64 {
        self.sizes_lb.last().copied().unwrap_or(f64::NEG_INFINITY)
    }

    /// Whether a transfer of `bytes` lies inside the measured sizes (nothing to move is).
    fn measures(&self, bytes: u64) -> bool {
        bytes == 0 || (self.min_lb()..=self.max_lb()).contains(&lg(bytes as f64))
    }
}

/// Seconds for collectives on one device of a collective table.
#[derive(Debug)]
pub struct CollectiveInterpolator {
    device: String,
    method: Method,
    params: CollectiveParams,
    sets: BTreeMap<SetKey, KeySet>,
}

/// Log2 of a positive count (0 maps to 0 so that a missing count sits at one).
fn lg(x: f64) -> f64 {
    if x > 0.0 {
        x.log2()
    } else {
        0.0
    }
}

impl CollectiveInterpolator {
    /// The interpolator of `device` with default parameters. Errors list the available keys.
    pub fn new(
        table: &CollectiveTable,
        device: &str,
        method: Method,
    ) -> Result<Self, EstimateError> {
        Self::with_params(table, device, method, CollectiveParams::default())
    }

    /// As [`CollectiveInterpolator::new`], with explicit parameters.
    pub fn with_params(
        table: &CollectiveTable,
        device: &str,
        method: Method,
        params: CollectiveParams,
    ) -> Result<Self, EstimateError> {
        let points = table.points(device).ok_or_else(|| {
            EstimateError(format!(
                "no device \"{device}\" in collective table {}; available: {}",
                table.file,
                table.device_keys().join(", ")
            ))
        })?;
        Ok(Self::from_points(device, points.iter(), method, params))
    }

    /// Builds from any set of points (leave-one-out uses this).
    pub fn from_points<'a>(
        device: &str,
        points: impl IntoIterator<Item = &'a CollectivePoint>,
        method: Method,
        params: CollectiveParams,
    ) -> Self {
        let mut grouped: BTreeMap<SetKey, Vec<&CollectivePoint>> = BTreeMap::new();
        for p in points {
            grouped
                .entry((p.spec.kind, p.spec.comm_type, p.permute, p.spec.dtype))
                .or_default()
                .push(p);
        }
        let sets = grouped
            .into_iter()
            .map(|(key, ps)| {
                let coord = |p: &CollectivePoint| {
                    [
                        lg(p.spec.bytes as f64),
                        lg(f64::from(p.spec.group_size)) * params.group_scale,
                        lg(f64::from(p.spec.num_groups)) * params.groups_scale,
                    ]
                };
                let mut sizes_lb: Vec<f64> = ps.iter().map(|p| lg(p.spec.bytes as f64)).collect();
                sizes_lb.sort_by(f64::total_cmp);
                sizes_lb.dedup();
                let set = KeySet {
                    weighted: PointSet::new(ps.iter().map(|p| (coord(p), p.throughput))),
                    raw: PointSet::new(ps.iter().map(|p| {
                        (
                            [p.spec.bytes as f64, f64::from(p.spec.group_size), 0.0],
                            p.throughput,
                        )
                    })),
                    min_bytes: ps
                        .iter()
                        .map(|p| p.spec.bytes as f64)
                        .fold(f64::INFINITY, f64::min),
                    sizes_lb,
                };
                (key, set)
            })
            .collect();
        CollectiveInterpolator {
            device: device.to_string(),
            method,
            params,
            sets,
        }
    }

    /// The device key this interpolator answers for.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// The method in use.
    pub fn method(&self) -> Method {
        self.method
    }

    /// What the table covers: `all-reduce single-partition f32`, one line per group of points.
    pub fn coverage(&self) -> Vec<String> {
        self.sets
            .keys()
            .map(|(kind, comm, perm, dtype)| {
                let mut s = format!("{kind} {comm}");
                if let Some(p) = perm {
                    s.push(' ');
                    s.push_str(p.name());
                }
                if let Some(d) = dtype {
                    s.push(' ');
                    s.push_str(d.name());
                }
                s
            })
            .collect()
    }

    /// Whether `spec`'s transfer size lies inside the byte range measured for the points that
    /// answer it; `None` when the table has none for it. Outside, the answer is extrapolated
    /// (the latency floor below the table, saturated throughput above it).
    pub fn in_measured_range(&self, spec: &CollectiveSpec) -> Option<bool> {
        let perm = if spec.kind == CollectiveKind::CollectivePermute {
            PermutePattern::of_pairs(&spec.source_target_pairs)
        } else {
            None
        };
        Some(self.find_set(spec, perm)?.measures(spec.bytes))
    }

    fn find_set(&self, spec: &CollectiveSpec, perm: Option<PermutePattern>) -> Option<&KeySet> {
        let base = (spec.kind, spec.comm_type);
        let matches = |k: &SetKey| (k.0, k.1) == base && (perm.is_none() || k.2 == perm);
        if let Some(s) = self
            .sets
            .get(&(spec.kind, spec.comm_type, perm, spec.dtype))
        {
            return Some(s);
        }
        let mut candidates = self.sets.iter().filter(|(k, _)| matches(k));
        let first = candidates.clone().next().map(|(_, s)| s);
        candidates
            .find(|(k, _)| k.3 == Some(ElementType::F32))
            .map(|(_, s)| s)
            .or(first)
    }

    /// Seconds for `spec`; `Err` when the table has nothing for its kind and scheme.
    pub fn estimate(&self, spec: &CollectiveSpec) -> Result<f64, EstimateError> {
        self.estimate_in_range(spec).map(|(s, _)| s)
    }

    /// [`Self::estimate`] and whether `spec`'s bytes lie in the measured range of the points
    /// that priced it ([`Self::in_measured_range`]), from one lookup of those points.
    pub fn estimate_in_range(&self, spec: &CollectiveSpec) -> Result<(f64, bool), EstimateError> {
        let perm = if spec.kind == CollectiveKind::CollectivePermute {
            PermutePattern::of_pairs(&spec.source_target_pairs)
        } else {
            None
        };
        let set = self.find_set(spec, perm).ok_or_else(|| {
            EstimateError(format!(
                "the table has no {} {}{} data for device \"{}\" (it has: {})",
                spec.kind,
                spec.comm_type,
                perm.map(|p| format!(" {}", p.name())).unwrap_or_default(),
                self.device,
                self.coverage().join("; ")
            ))
        })?;
        if spec.bytes == 0 {
            return Ok((0.0, true));
        }
        let group = if perm.is_some() {
            devices_in_pairs(&spec.source_target_pairs)
        } else {
            spec.group_size
        };
        let bytes = spec.bytes as f64;
        let in_range = set.measures(spec.bytes);
        let seconds = match self.method {
            Method::Nearest => {
                let tp = set
                    .raw
                    .nearest(&[bytes, f64::from(group), 0.0])
                    .ok_or_else(|| EstimateError("empty point set".to_string()))?;
                bytes / tp
            }
            Method::Weighted => {
                // XLA's lookup range (see `LOOKUP_MIN_BYTES`), narrowed to what the table has.
                let lo = set.min_lb().max(lg(LOOKUP_MIN_BYTES)).min(set.max_lb());
                let hi = set.max_lb().min(lg(LOOKUP_MAX_BYTES)).max(lo);
                let throughput = |lb: f64| {
                    let q = [
                        lb,
                        lg(f64::from(group)) * self.params.group_scale,
                        lg(f64::from(spec.num_groups)) * self.params.groups_scale,
                    ];
                    set.weighted
                        .weighted(&q, self.params.k, self.params.power)
                        .ok_or_else(|| EstimateError("empty point set".to_string()))
                };
                if lg(bytes) < lo {
                    // Below the range: the latency floor, the least time predicted for any
                    // size in range (a smaller transfer could be padded to that size). Not
                    // the smallest size's time alone: one slow measurement there (sm_90's
                    // 1 KiB all-reduce over pairs: 122.7 us, 16.8 us at 2 KiB) would price
                    // every tiny collective at it.
                    let mut floor = f64::INFINITY;
                    for &lb in set.sizes_lb.iter().filter(|&&lb| lb > lo && lb <= hi) {
                        floor = floor.min(lb.exp2() / throughput(lb)?);
                    }
                    floor.min(set.min_bytes.max(lo.exp2()) / throughput(lo)?)
                } else {
                    // Above the range: bytes over the saturated throughput (linear in size).
                    bytes / throughput(lg(bytes).min(hi))?
                }
            }
        };
        if seconds.is_finite() && seconds >= 0.0 {
            Ok((seconds, in_range))
        } else {
            Err(EstimateError(format!(
                "no finite estimate for {} of {} bytes",
                spec.kind, spec.bytes
            )))
        }
    }
}
