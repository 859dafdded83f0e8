//! Scheduling problems for tests and benchmarks, outside the scheduler's own API: synthetic
//! graphs of any size ([`synth`]) and XLA's own scheduling graphs and schedules as dumped in
//! `../shared/xla_lhs/` ([`xla_dump`]). Both build plain [`crate::sched::Graph`]s.

pub mod synth;
pub mod xla_dump;
