//! Compiles the table protos in `proto/` with protox (pure Rust, so no `protoc` is needed) and
//! generates Rust types with prost-build; writes the descriptor set next to them so that
//! prost-reflect can parse the text format at run time.

use std::error::Error;
use std::path::PathBuf;

const PROTOS: &[&str] = &[
    "xla/xla_data.proto",
    "xla/service/hlo.proto",
    "xla/service/gpu/model/hlo_op_profile.proto",
    "tsl/profiler/protobuf/profiled_instructions.proto",
];

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=proto");
    println!("cargo:rerun-if-changed=build.rs");
    let mut compiler = protox::Compiler::new(["proto"])?;
    compiler.include_imports(true).include_source_info(false);
    compiler.open_files(PROTOS)?;
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(
        out.join("xla_tables_descriptor.bin"),
        compiler.encode_file_descriptor_set(),
    )?;
    prost_build::Config::new()
        .btree_map(["."])
        .compile_fds(compiler.file_descriptor_set())?;
    Ok(())
}
