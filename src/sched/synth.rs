//! Synthetic graphs.
