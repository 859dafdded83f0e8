//! XLA dumps.
