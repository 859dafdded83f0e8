//! The Rust types generated from `proto/` by `build.rs`: XLA's messages with XLA's package,
//! message, field names and numbers (`pb::xla::GemmPerfTable`,
//! `pb::xla::gpu::DeviceHloInstructionProfiles`), plus the descriptor set for prost-reflect.

/// Package `xla`: shapes, instructions, device lists and the GEMM table.
#[allow(clippy::all, missing_docs)]
pub mod xla {
    include!(concat!(env!("OUT_DIR"), "/xla.rs"));

    /// Package `xla.gpu`: the instruction-profile messages of the collective table.
    #[allow(clippy::all, missing_docs)]
    pub mod gpu {
        include!(concat!(env!("OUT_DIR"), "/xla.gpu.rs"));
    }
}

/// Package `tensorflow.profiler`: XLA's profile-guided latency estimator input (PGLE).
#[allow(clippy::all, missing_docs)]
pub mod tensorflow {
    /// The `ProfiledInstructionsProto` message.
    #[allow(clippy::all, missing_docs)]
    pub mod profiler {
        include!(concat!(env!("OUT_DIR"), "/tensorflow.profiler.rs"));
    }
}

use super::error::TableError;
use prost_reflect::{DescriptorPool, MessageDescriptor};
use std::sync::OnceLock;

/// The encoded `FileDescriptorSet` of `proto/`, for prost-reflect's text-format parser.
pub const DESCRIPTOR_SET: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/xla_tables_descriptor.bin"));

/// Full name of the collective table message.
pub const COLLECTIVE_MESSAGE: &str = "xla.gpu.DeviceHloInstructionProfiles";
/// Full name of the GEMM table message.
pub const GEMM_MESSAGE: &str = "xla.GemmPerfTable";

/// Where the descriptor errors point: the descriptors compiled into the binary.
const DESCRIPTORS: &str = "<embedded descriptors>";

/// The descriptor pool built once from [`DESCRIPTOR_SET`].
pub fn pool() -> Result<&'static DescriptorPool, TableError> {
    static POOL: OnceLock<Result<DescriptorPool, String>> = OnceLock::new();
    POOL.get_or_init(|| DescriptorPool::decode(DESCRIPTOR_SET).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| {
            TableError::new(
                DESCRIPTORS,
                None,
                format!("the descriptor set is broken: {e}"),
            )
        })
}

/// The descriptor of the message named `full_name` (`xla.GemmPerfTable`).
pub fn message(full_name: &str) -> Result<MessageDescriptor, TableError> {
    pool()?.get_message_by_name(full_name).ok_or_else(|| {
        TableError::new(
            DESCRIPTORS,
            None,
            format!("message {full_name} is missing from them"),
        )
    })
}
