//! What an instruction costs. Models work on plain specs (`spec`); adapters read HLO.

pub mod estimate;
pub mod hccl;
pub mod spec;
