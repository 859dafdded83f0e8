//! A [`GemmSpec`] from dot dimension numbers given as plain data, so that any frontend can feed
//! it: an HLO `dot`, the `dot` inside a fusion, or a cuBLAS GEMM custom-call (whose numbers sit
//! in its `backend_config` JSON, see [`dims_from_backend_config`]).
//!
//! XLA's rule (`ExtractDotSpec`, reference §3.3): b = product of the lhs batch dims, m = product
//! of the lhs dims that are neither batch nor contracting, n = the same on the rhs, k = product
//! of the lhs contracting dims. Unlike XLA, the dims stay in elements (no multiplication by the
//! output byte size); the byte normalisation happens only in the dtype fallback.

use super::error::SpecError;
use crate::cost::spec::GemmSpec;
use crate::hlo::element_type::ElementType;
use crate::hlo::DotDims;
use serde_json::Value;

/// Reads the dimension numbers of a cuBLAS GEMM custom-call from its `backend_config` JSON:
/// `{"gemm_backend_config": {"dot_dimension_numbers": {"lhs_contracting_dimensions":
/// ["1"], ...}}}` (older configs put `dot_dimension_numbers` at the top level). Numbers may
/// be JSON strings (proto3 JSON prints int64 as strings) or numbers.
pub fn dims_from_backend_config(json: &str) -> Result<DotDims, SpecError> {
    let v: Value =
        serde_json::from_str(json).map_err(|e| format!("backend_config is not JSON: {e}"))?;
    let dn = v
        .get("gemm_backend_config")
        .and_then(|g| g.get("dot_dimension_numbers"))
        .or_else(|| v.get("dot_dimension_numbers"))
        .ok_or("backend_config has no dot_dimension_numbers")?;
    let list = |name: &str| -> Result<Vec<i64>, String> {
        match dn.get(name) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(items)) => items
                .iter()
                .map(|x| match x {
                    Value::Number(n) => n.as_i64(),
                    Value::String(s) => s.parse().ok(),
                    _ => None,
                })
                .map(|x| x.ok_or_else(|| format!("`{name}` holds a non-integer")))
                .collect(),
            Some(_) => Err(format!("`{name}` is not a list")),
        }
    };
    Ok(DotDims {
        lhs_batch: list("lhs_batch_dimensions")?,
        rhs_batch: list("rhs_batch_dimensions")?,
        lhs_contracting: list("lhs_contracting_dimensions")?,
        rhs_contracting: list("rhs_contracting_dimensions")?,
    })
}

/// A dot as plain data: operand dimensions, dimension numbers and element types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotOperands {
    /// Dimensions of the left operand.
    pub lhs_shape: Vec<i64>,
    /// Dimensions of the right operand.
    pub rhs_shape: Vec<i64>,
    /// Which dimensions are batch and which contracted.
    pub dnums: DotDims,
    /// Element type of the left operand.
    pub lhs: ElementType,
    /// Element type of the right operand.
    pub rhs: ElementType,
    /// Element type of the result.
    pub out: ElementType,
}

fn product(shape: &[i64], dims: &[usize]) -> Result<u64, String> {
    dims.iter().try_fold(1u64, |acc, &d| {
        let n = u64::try_from(shape[d]).map_err(|_| format!("negative dimension {}", shape[d]))?;
        acc.checked_mul(n)
            .ok_or_else(|| "dot too large".to_string())
    })
}

fn indices(dims: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut out = Vec::with_capacity(dims.len());
    for &d in dims {
        let i = usize::try_from(d)
            .ok()
            .filter(|&i| i < rank)
            .ok_or_else(|| format!("{what} dimension {d} is outside rank {rank}"))?;
        if out.contains(&i) {
            return Err(format!("{what} dimension {d} is listed twice"));
        }
        out.push(i);
    }
    Ok(out)
}

/// The GEMM a dot performs. Errors when the numbers do not fit the shapes (out-of-range or
/// repeated dims, batch or contracting sizes that differ between the operands).
pub fn gemm_spec_from_dot(d: &DotOperands) -> Result<GemmSpec, SpecError> {
    let (lr, rr) = (d.lhs_shape.len(), d.rhs_shape.len());
    let lb = indices(&d.dnums.lhs_batch, lr, "lhs batch")?;
    let rb = indices(&d.dnums.rhs_batch, rr, "rhs batch")?;
    let lc = indices(&d.dnums.lhs_contracting, lr, "lhs contracting")?;
    let rc = indices(&d.dnums.rhs_contracting, rr, "rhs contracting")?;
    if lb.len() != rb.len() || lc.len() != rc.len() {
        return Err(SpecError::from(
            "lhs and rhs have different numbers of batch or contracting dims",
        ));
    }
    for (a, b) in lb.iter().zip(&rb).chain(lc.iter().zip(&rc)) {
        if d.lhs_shape[*a] != d.rhs_shape[*b] {
            return Err(SpecError::from(format!(
                "lhs dim {a} ({}) and rhs dim {b} ({}) must match",
                d.lhs_shape[*a], d.rhs_shape[*b]
            )));
        }
    }
    if lb.iter().any(|x| lc.contains(x)) || rb.iter().any(|x| rc.contains(x)) {
        return Err(SpecError::from("a dimension is both batch and contracting"));
    }
    let free = |rank: usize, b: &[usize], c: &[usize]| -> Vec<usize> {
        (0..rank)
            .filter(|i| !b.contains(i) && !c.contains(i))
            .collect()
    };
    Ok(GemmSpec {
        b: product(&d.lhs_shape, &lb)?,
        m: product(&d.lhs_shape, &free(lr, &lb, &lc))?,
        n: product(&d.rhs_shape, &free(rr, &rb, &rc))?,
        k: product(&d.lhs_shape, &lc)?,
        lhs: d.lhs,
        rhs: d.rhs,
        out: d.out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ElementType::{Bf16, F32};

    fn dot(l: &[i64], r: &[i64], dn: DotDims) -> Result<GemmSpec, SpecError> {
        gemm_spec_from_dot(&DotOperands {
            lhs_shape: l.to_vec(),
            rhs_shape: r.to_vec(),
            dnums: dn,
            lhs: Bf16,
            rhs: Bf16,
            out: F32,
        })
    }

    #[test]
    fn batched_dot() {
        // XLA's collector dot: lhs [b,m,k], rhs [b,k,n], contracting {2},{1}, batch {0},{0}.
        let dn = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        };
        let g = dot(&[4, 256, 512], &[4, 512, 1024], dn).unwrap();
        assert_eq!((g.b, g.m, g.n, g.k), (4, 256, 1024, 512));
        assert_eq!(g.dtype_key(), "bf16xbf16->f32");
    }

    #[test]
    fn bad_numbers_are_errors() {
        let dn = DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..Default::default()
        };
        assert!(dot(&[8, 16], &[32, 4], dn.clone()).is_err());
        assert_eq!(
            dot(&[8, 16], &[16, 4], dn).map(|g| (g.b, g.m, g.n, g.k)),
            Ok((1, 8, 4, 16))
        );
        let bad = DotDims {
            lhs_contracting: vec![5],
            rhs_contracting: vec![0],
            ..Default::default()
        };
        assert!(dot(&[8, 16], &[16, 4], bad).is_err());
    }

    #[test]
    fn cublas_backend_config() {
        let json = r#"{"operation_queue_id":"0","gemm_backend_config":{"alpha_real":1,
            "dot_dimension_numbers":{"lhs_contracting_dimensions":["1"],
            "rhs_contracting_dimensions":["0"],"lhs_batch_dimensions":[],
            "rhs_batch_dimensions":[]}}}"#;
        let dn = dims_from_backend_config(json).unwrap();
        assert_eq!(dn.lhs_contracting, vec![1]);
        assert!(dn.lhs_batch.is_empty());
        assert!(dims_from_backend_config("{}").is_err());
        assert!(dims_from_backend_config("nope").is_err());
    }
}
