//! `lhsched gen --layers N`: writes a synthetic transformer-like FSDP training step as HLO text
//! (see `lhsched::hlo::synth`), for benchmarks and scaling tests of any size.

use super::output::{write_stdout_with, written, Outputs};
use super::CliResult;
use clap::Args;
use lhsched::hlo::synth::{transformer_train_step, SynthConfig};
use lhsched::hlo::{write_module, ElementType};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `lhsched gen`. The module holds `29·layers + 19` instructions (`+ 16` in f32).
#[derive(Args, Debug)]
pub struct GenArgs {
    /// Transformer-like layers, each with two all-gathers and a reduce-scatter.
    #[arg(long, value_name = "N")]
    pub layers: u64,
    /// Hidden size H: weights are H x H, sharded by rows over the devices.
    #[arg(long, value_name = "H", default_value_t = 4096)]
    pub hidden: u64,
    /// Rows of the activations (tokens per device).
    #[arg(long, value_name = "B", default_value_t = 8192)]
    pub batch: u64,
    /// Devices in the FSDP group (must divide the hidden size).
    #[arg(long, value_name = "D", default_value_t = 8)]
    pub devices: u64,
    /// Element type of weights and activations: bf16, f16, f32 or f64.
    #[arg(long, value_name = "TYPE", default_value = "bf16")]
    pub dtype: String,
    /// Write the module here instead of standard output.
    #[arg(short, long, value_name = "OUT.hlo")]
    pub output: Option<PathBuf>,
}

/// Runs `lhsched gen`.
pub fn run(a: GenArgs) -> CliResult {
    let dtype = ElementType::from_name(&a.dtype).ok_or_else(|| {
        format!(
            "--dtype {}: not an element type (use bf16, f16, f32 or f64)",
            a.dtype
        )
    })?;
    let cfg = SynthConfig {
        layers: a.layers,
        hidden: a.hidden,
        batch: a.batch,
        devices: a.devices,
        dtype,
    };
    let out = a
        .output
        .as_deref()
        .map(|o| Outputs::new().output("-o", o))
        .transpose()?;
    let module = transformer_train_step(&cfg).map_err(|e| format!("gen: {e}"))?;
    let mut write = |w: &mut dyn std::io::Write| write_module(&module, w);
    match out {
        Some(o) => written(o.write_with(&mut write))?,
        None => write_stdout_with(&mut write)?,
    }
    Ok(ExitCode::SUCCESS)
}
