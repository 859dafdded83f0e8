//! The HLO IR and XLA's HLO text format. Knows nothing of costs or scheduling.
//!
//! [`parse_module`] reads HLO text as XLA prints it (full or compact printer), [`print_module`]
//! writes it back; the IR keeps instructions in per-computation arenas named by [`InstrId`].

mod acyclic;
pub mod adopt_order;
mod attr_list;
pub mod attrs;
pub mod collectives;
pub mod combine;
pub mod combine_cycle;
mod combine_place;
pub mod combine_rewrite;
pub mod computation;
mod cursor;
pub mod device_groups;
pub mod element_type;
pub mod error;
pub mod ids;
pub mod instruction;
pub mod load;
pub mod module;
pub mod opcode;
pub mod param_copies;
pub mod parse;
mod parse_instruction;
mod parse_shape;
pub mod print;
pub mod print_parallel;
pub mod query;
pub mod replica_groups;
pub mod schedule_check;
pub mod shape;
mod shape_intern;
pub mod sync;
pub mod synth;

pub use adopt_order::{adopt_order, AdoptedOrder};
pub use attrs::{DotDims, Metadata};
pub use collectives::{collective_info, collectives, CollectiveAttrError, CollectiveInfo};
pub use computation::{Computation, OrderError};
pub use device_groups::DeviceGroups;
pub use element_type::ElementType;
pub use error::ParseError;
pub use ids::{CompId, InstrId};
pub use instruction::{Attr, Attrs, IdList, Instruction, Name, Operands, CALL_KEYS};
pub use load::{load_module, LoadError};
pub use module::{Module, StackFrameTable};
pub use opcode::Opcode;
pub use parse::{parse_module, parse_module_bytes};
pub use print::{print_module, write_module};
pub use print_parallel::write_module_parallel;
pub use query::{async_pairs, AsyncPair, CallGraph, CallRole, CallSite, Users};
pub use replica_groups::{parse_replica_groups, ReplicaGroups};
pub use shape::{ArrayShape, Layout, Shape};
