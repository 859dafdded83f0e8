//! GEMM interpolation: from a table's points for one device to seconds for any [`GemmSpec`].
//!
//! Per dtype key (`bf16xbf16->bf16`), an inverse-distance-weighted average of log2(FLOP/s) over
//! the k nearest measured shapes in (log2 b, log2 m, log2 n, log2 k). Outside the grid the
//! coordinates are clamped to its edge, so FLOP/s saturates and time = 2bmnk / FLOP/s grows
//! linearly beyond it; no answer is faster than the fastest measured kernel of that key (launch
//! floor). A dtype key the table lacks falls back to the bf16 data with m, n and k normalised to
//! bytes of the output type (XLA's fallback, reference §3.3, without its FLOP inflation, §8.4).

use super::error::EstimateError;
use super::gemm_table::{parse_dtype_key, GemmPoint, GemmTable};
use super::knn::{Method, PointSet};
use crate::cost::spec::GemmSpec;
use crate::hlo::element_type::ElementType;
use std::collections::BTreeMap;

/// The dtype key the fallback reads.
pub const FALLBACK_KEY: &str = "bf16xbf16->bf16";

/// Tuning of the weighted method; defaults chosen by leave-one-out over XLA's table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GemmParams {
    /// Neighbours averaged.
    pub k: usize,
    /// Weight of one doubling of b, in doublings of m, n or k.
    pub b_scale: f64,
    /// Inverse-distance power.
    pub power: f64,
}

impl Default for GemmParams {
    fn default() -> Self {
        GemmParams {
            // With the points tied at the k-th distance included (see `PointSet::weighted`),
            // k = 4 and power 4 gave the lowest leave-one-out error on every device of XLA's
            // table (sm_90: 8.2% median, against 9.0% for k = 8 without ties).
            k: 4,
            b_scale: 1.0,
            power: 4.0,
        }
    }
}

#[derive(Debug)]
struct GemmSet {
    weighted: PointSet<4>,
    raw: PointSet<4>,
    min: [f64; 4],
    max: [f64; 4],
    min_time: f64,
}

/// Seconds for GEMMs on one device of a GEMM table.
#[derive(Debug)]
pub struct GemmInterpolator {
    device: String,
    method: Method,
    params: GemmParams,
    sets: BTreeMap<String, GemmSet>,
    /// The parsed types of each key in `sets`, so a query finds its set without formatting a key.
    by_types: BTreeMap<(ElementType, ElementType, ElementType), String>,
}

fn log_dims(d: [f64; 4]) -> [f64; 4] {
    d.map(|x| if x > 0.0 { x.log2() } else { 0.0 })
}

impl GemmInterpolator {
    /// The interpolator of `device` with default parameters. Errors list the available keys.
    pub fn new(table: &GemmTable, device: &str, method: Method) -> Result<Self, EstimateError> {
        Self::with_params(table, device, method, GemmParams::default())
    }

    /// As [`GemmInterpolator::new`], with explicit parameters.
    pub fn with_params(
        table: &GemmTable,
        device: &str,
        method: Method,
        params: GemmParams,
    ) -> Result<Self, EstimateError> {
        let keys = table.devices.get(device).ok_or_else(|| {
            EstimateError(format!(
                "no device \"{device}\" in GEMM table {}; available: {}",
                table.file,
                table.device_keys().join(", ")
            ))
        })?;
        Ok(Self::from_points(
            device,
            keys.iter().map(|(k, v)| (k.as_str(), v.iter())),
            method,
            params,
        ))
    }

    /// Builds from any points, grouped by dtype key (leave-one-out uses this).
    pub fn from_points<'a, I, P>(device: &str, keys: I, method: Method, params: GemmParams) -> Self
    where
        I: IntoIterator<Item = (&'a str, P)>,
        P: IntoIterator<Item = &'a GemmPoint>,
    {
        let sets: BTreeMap<String, GemmSet> = keys
            .into_iter()
            .filter_map(|(key, points)| {
                let ps: Vec<&GemmPoint> = points.into_iter().collect();
                if ps.is_empty() {
                    return None;
                }
                let dims = |p: &GemmPoint| [p.b as f64, p.m as f64, p.n as f64, p.k as f64];
                let mut min = [f64::INFINITY; 4];
                let mut max = [f64::NEG_INFINITY; 4];
                for p in &ps {
                    for (i, c) in log_dims(dims(p)).iter().enumerate() {
                        min[i] = min[i].min(*c);
                        max[i] = max[i].max(*c);
                    }
                }
                let scaled = |p: &GemmPoint| {
                    let mut c = log_dims(dims(p));
                    c[0] *= params.b_scale;
                    c
                };
                let set = GemmSet {
                    weighted: PointSet::new(ps.iter().map(|p| (scaled(p), p.flops_per_sec))),
                    raw: PointSet::new(ps.iter().map(|p| (dims(p), p.flops_per_sec))),
                    min,
                    max,
                    min_time: ps.iter().map(|p| p.seconds()).fold(f64::INFINITY, f64::min),
                };
                Some((key.to_string(), set))
            })
            .collect();
        let by_types = sets
            .keys()
            .filter_map(|k: &String| parse_dtype_key(k).map(|t| (t, k.clone())))
            .collect();
        GemmInterpolator {
            device: device.to_string(),
            method,
            params,
            sets,
            by_types,
        }
    }

    /// The device key this interpolator answers for.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// The dtype keys with data.
    pub fn dtype_keys(&self) -> Vec<&str> {
        self.sets.keys().map(String::as_str).collect()
    }

    /// FLOP/s of `set` at element dims `d`.
    fn rate(&self, set: &GemmSet, d: [f64; 4]) -> Option<f64> {
        match self.method {
            Method::Nearest => set.raw.nearest(&d),
            Method::Weighted => {
                let mut q = log_dims(d);
                for (i, c) in q.iter_mut().enumerate() {
                    *c = c.clamp(set.min[i], set.max[i]);
                }
                q[0] *= self.params.b_scale;
                set.weighted.weighted(&q, self.params.k, self.params.power)
            }
        }
    }

    /// Seconds for `spec`, and whether the dtype fallback answered.
    pub fn estimate_with_source(&self, spec: &GemmSpec) -> Result<(f64, bool), EstimateError> {
        let flops = spec.flops();
        if flops == 0.0 {
            return Ok((0.0, false));
        }
        let dims = [spec.b as f64, spec.m as f64, spec.n as f64, spec.k as f64];
        let found = self
            .by_types
            .get(&(spec.lhs, spec.rhs, spec.out))
            .and_then(|k| self.sets.get(k));
        let (set, d, fallback) = match found {
            Some(set) => (set, dims, false),
            None => {
                let key = spec.dtype_key();
                let set = self.sets.get(FALLBACK_KEY).ok_or_else(|| {
                    EstimateError(format!(
                        "device \"{}\" has no `{key}` GEMM data and no `{FALLBACK_KEY}` data to \
                         fall back on (it has: {})",
                        self.device,
                        self.dtype_keys().join(", ")
                    ))
                })?;
                // Byte-normalised dims on 2-byte data: a dim of x elements of `out` covers
                // x * bytes(out) / 2 bf16 elements.
                let s = spec.out.byte_size().max(1) as f64 / 2.0;
                (set, [dims[0], dims[1] * s, dims[2] * s, dims[3] * s], true)
            }
        };
        let rate = self
            .rate(set, d)
            .ok_or_else(|| EstimateError("empty point set".to_string()))?;
        let mut secs = flops / rate;
        if self.method == Method::Weighted {
            secs = secs.max(set.min_time);
        }
        if secs.is_finite() {
            Ok((secs, fallback))
        } else {
            Err(EstimateError(format!(
                "no finite estimate for `{}`",
                spec.dtype_key()
            )))
        }
    }

    /// Seconds for `spec`; `Err` when neither its dtype key nor the bf16 fallback has data.
    pub fn estimate(&self, spec: &GemmSpec) -> Result<f64, EstimateError> {
        self.estimate_with_source(spec).map(|(s, _)| s)
    }
}
