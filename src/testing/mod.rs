//! Scheduling problems for tests and benchmarks, outside the scheduler's own API: synthetic
//! graphs of any size ([`synth`]) and XLA's own scheduling graphs and schedules as dumped in
//! `../shared/xla_lhs/` ([`xla_dump`]). Both build plain [`crate::sched::Graph`]s. And a
//! checker that tries to beat the lower bound by replaying other orders ([`beat_bound`]). And
//! HLO text of a module whose every collective has device groups of its own
//! ([`distinct_groups`]), hostile to anything per pair of group signatures.

pub mod beat_bound;
pub mod distinct_groups;
pub mod synth;
pub mod xla_dump;
