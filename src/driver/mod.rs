//! Glue: HLO -> cost -> scheduling graph -> schedule -> module and report.
