//! Frontends for other languages: the C ABI ([`c_abi`], declared in `include/lhsched.h`) and the
//! Python module `lhsched._lhsched` (cargo feature `python`). They only translate: HLO text and
//! named options in, the library's JSON report out ([`request`]); every policy is the library's
//! ([`crate::driver::by_name`], [`crate::driver::run`], [`crate::driver::inspect`]).

pub mod c_abi;
mod guard;
#[cfg(feature = "python")]
mod python;
pub mod request;

pub use request::{plan_outputs, run_json, run_json_until, write_report_key, Reply};
