//! What an instruction costs. Models work on plain specs (`spec`); adapters read HLO.

pub mod comm_type;
pub mod error;
pub mod estimate;
pub mod scurve;
pub mod spec;
