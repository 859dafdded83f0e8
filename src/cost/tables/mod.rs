//! XLA's measured performance tables: loading them (text or binary protobuf, exactly XLA's
//! messages) and interpolating them into seconds for a collective or a GEMM.
//!
//! Reference: `../shared/reference/xla-lhs-and-cost-models.md` §3 (XLA's interpolators), §4 (the
//! protos) and §8 (the quirks this port does better than).
//!
//! ```no_run
//! # use lhsched::cost::tables::*;
//! # use lhsched::cost::spec::{CollectiveKind, CollectiveSpec};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let t = CollectiveTable::load("default_collective_perf_table.pb")?;
//! let interp = CollectiveInterpolator::new(&t, "sm_90", Method::Weighted)?;
//! let secs = interp.estimate(&CollectiveSpec::new(CollectiveKind::AllReduce, 1 << 20, 8, 1))?;
//! # let _ = secs; Ok(()) }
//! ```

pub mod collective_interp;
pub mod collective_spec;
pub mod collective_table;
pub mod diff;
pub mod embedded;
pub mod error;
pub mod gemm_interp;
pub mod gemm_spec;
pub mod gemm_table;
pub mod knn;
pub mod load;
pub mod loo;
pub mod nccl_collect;
pub mod nccl_import;
pub mod nccl_log;
pub mod pb;
mod text_fast;
pub mod text_index;

pub use collective_interp::{CollectiveInterpolator, CollectiveParams};
pub use collective_spec::{spec_from_instruction, PermutePattern};
pub use collective_table::{CollectivePoint, CollectiveTable};
pub use error::{EstimateError, SpecError, TableError, TableIssue};
pub use gemm_interp::{GemmInterpolator, GemmParams};
pub use gemm_spec::{dims_from_backend_config, gemm_spec_from_dot, DotOperands};
pub use gemm_table::{GemmPoint, GemmTable};
pub use knn::Method;
pub use load::AnyTable;
