//! What an instruction costs. Models work on plain specs (`spec`); adapters read HLO.

pub mod estimate;
pub mod spec;
pub mod tables;
