//! What an instruction costs. Models work on plain specs (`spec`); adapters read HLO.

pub mod approx;
pub mod comm_type;
pub mod config;
pub mod error;
pub mod estimate;
pub mod estimator;
pub mod hardware;
pub mod hccl;
pub mod hlo_spec;
pub mod nccl;
pub mod profile;
pub mod profile_write;
pub mod roofline;
pub mod scurve;
pub mod spec;
pub mod split;
pub mod stack;
pub mod summary;
pub mod tables;
