//! The neighbour search both interpolators share: a k-d tree (the `kdtree` crate) over points in
//! a caller-scaled space, answering with the nearest value or an inverse-distance-weighted
//! average of the k nearest values.

use kdtree::distance::squared_euclidean;
use kdtree::KdTree;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// How an interpolator turns neighbours into an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Method {
    /// Inverse-distance-weighted average of the k nearest points in a normalised log space, with
    /// saturation above the table and a latency floor below it (lhsched's method).
    Weighted,
    /// XLA's `EuclideanNNInterpolator`: the single nearest point by squared distance on raw
    /// coordinates (reference §3.1), kept as the baseline.
    Nearest,
}

impl Method {
    /// `weighted` or `nearest`.
    pub fn name(self) -> &'static str {
        match self {
            Method::Weighted => "weighted",
            Method::Nearest => "nearest",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Method {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "weighted" => Ok(Method::Weighted),
            "nearest" => Ok(Method::Nearest),
            _ => Err(format!("unknown method `{s}` (weighted or nearest)")),
        }
    }
}

/// The bit patterns of a point (with -0.0 folded into 0.0), for exact lookups.
fn bits<const D: usize>(p: &[f64; D]) -> [u64; D] {
    p.map(|c| (c + 0.0).to_bits())
}

/// Points in `D` dimensions with one value each, searchable by distance.
#[derive(Debug)]
pub struct PointSet<const D: usize> {
    tree: KdTree<f64, usize, [f64; D]>,
    values: Vec<f64>,
    /// Exact coordinates (as bits) -> value: a measured point answers without a tree search.
    exact: HashMap<[u64; D], f64>,
}

impl<const D: usize> PointSet<D> {
    /// Builds the tree; points with a non-finite coordinate or value are left out.
    pub fn new(points: impl IntoIterator<Item = ([f64; D], f64)>) -> Self {
        // Bucket size 8: of 4, 8, 16 and 64, the fastest searches on XLA's tables (benches/tables.rs).
        let mut tree = KdTree::with_capacity(D, 8);
        let mut values = Vec::new();
        let mut exact = HashMap::new();
        for (p, v) in points {
            if !v.is_finite() || p.iter().any(|c| !c.is_finite()) {
                continue;
            }
            if tree.add(p, values.len()).is_ok() {
                values.push(v);
                exact.entry(bits(&p)).or_insert(v);
            }
        }
        PointSet {
            tree,
            values,
            exact,
        }
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when there are no points.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of the nearest point (first found on ties).
    pub fn nearest(&self, q: &[f64; D]) -> Option<f64> {
        let hits = self.tree.nearest(q, 1, &squared_euclidean).ok()?;
        hits.first().and_then(|(_, &i)| self.values.get(i).copied())
    }

    /// Inverse-distance-weighted geometric mean of the `k` nearest (positive) values and of up
    /// to `k` more tied with the k-th, weight `1 / d^power` on their log2; an exact hit returns
    /// its value unchanged.
    pub fn weighted(&self, q: &[f64; D], k: usize, power: f64) -> Option<f64> {
        if let Some(&v) = self.exact.get(&bits(q)) {
            return Some(v);
        }
        // The k nearest plus the points tied with the k-th (up to k more): on a grid,
        // equidistant neighbours are the rule, and the tree's choice among them is arbitrary;
        // taking all of them makes the answer symmetric between the tied sides.
        let k = k.max(1);
        let mut hits = self.tree.nearest(q, 2 * k, &squared_euclidean).ok()?;
        if let Some(&(kth, _)) = hits.get(k - 1) {
            hits.retain(|&(d2, _)| d2 <= kth);
        }
        let (mut num, mut den) = (0.0, 0.0);
        for (d2, &i) in &hits {
            let v = *self.values.get(i)?;
            if *d2 < 1e-18 {
                return Some(v);
            }
            let w = if power == 2.0 {
                1.0 / d2
            } else if power == 4.0 {
                1.0 / (d2 * d2)
            } else {
                d2.powf(-power / 2.0)
            };
            num += w * v.log2();
            den += w;
        }
        (den > 0.0).then(|| (num / den).exp2())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_and_between() {
        let s = PointSet::new([([0.0], 1.0), ([2.0], 4.0), ([f64::NAN], 9.0)]);
        assert_eq!(s.len(), 2);
        assert_eq!(s.weighted(&[0.0], 2, 2.0), Some(1.0));
        assert_eq!(s.weighted(&[1.0], 2, 2.0), Some(2.0));
        assert_eq!(s.nearest(&[1.9]), Some(4.0));
        // Halfway between two points both count even with k = 1.
        assert_eq!(s.weighted(&[1.0], 1, 2.0), Some(2.0));
    }
}
