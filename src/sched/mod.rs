//! The latency-hiding list scheduler and timeline. Works on a plain graph; knows no HLO.
