//! What an instruction costs. Models work on plain specs (`spec`); adapters read HLO.

pub mod approx;
pub mod comm_type;
pub mod error;
pub mod estimate;
pub mod hardware;
pub mod roofline;
pub mod scurve;
pub mod hccl;
pub mod spec;
pub mod tables;
