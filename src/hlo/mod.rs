//! The HLO IR and XLA's HLO text format. Knows nothing of costs or scheduling.

pub mod element_type;
