//! XLA's own measured tables, compiled in: the collective table and the GEMM table XLA's GPU
//! compiler embeds (Apache-2.0, the OpenXLA authors; origin and license in `tables/xla/`). They
//! are the default cost data for every device key they cover, loaded exactly as `--table` /
//! `--gemm-table` would load the same files.

use super::collective_table::CollectiveTable;
use super::error::TableError;
use super::gemm_table::GemmTable;

/// `tables/xla/default_collective_perf_table.pb`: the binary protobuf XLA embeds, unchanged.
pub const COLLECTIVE_PB: &[u8] =
    include_bytes!("../../../tables/xla/default_collective_perf_table.pb");

/// `tables/xla/default_matmul_perf_table.pb`: XLA's `default_matmul_perf_table.txtpb` in binary.
pub const GEMM_PB: &[u8] = include_bytes!("../../../tables/xla/default_matmul_perf_table.pb");

/// The name the embedded collective table goes by in reports and messages.
pub const COLLECTIVE_NAME: &str = "<embedded XLA default_collective_perf_table>";

/// The name the embedded GEMM table goes by in reports and messages.
pub const GEMM_NAME: &str = "<embedded XLA default_matmul_perf_table>";

/// Device keys the embedded collective table covers.
pub const COLLECTIVE_DEVICES: &[&str] = &[
    "gfx942",
    "gfx950",
    "sm_100_B200",
    "sm_100_GB200",
    "sm_103",
    "sm_107",
    "sm_90",
];

/// Device keys the embedded GEMM table covers.
pub const GEMM_DEVICES: &[&str] = &["gfx942", "gfx950", "sm_100_B200", "sm_107", "sm_90"];

/// The embedded collective table's block for `device`; `Ok(None)` for a key it does not cover.
pub fn collective(device: &str) -> Result<Option<CollectiveTable>, TableError> {
    if !COLLECTIVE_DEVICES.contains(&device) {
        return Ok(None);
    }
    CollectiveTable::from_bytes_device(COLLECTIVE_NAME, COLLECTIVE_PB, device).map(Some)
}

/// The embedded GEMM table's block for `device`; `Ok(None)` for a key it does not cover.
pub fn gemm(device: &str) -> Result<Option<GemmTable>, TableError> {
    if !GEMM_DEVICES.contains(&device) {
        return Ok(None);
    }
    GemmTable::from_bytes_device(GEMM_NAME, GEMM_PB, device).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_lists_are_the_tables_keys() {
        let c = CollectiveTable::from_bytes(COLLECTIVE_NAME, COLLECTIVE_PB).unwrap();
        assert_eq!(c.device_keys(), COLLECTIVE_DEVICES);
        let g = GemmTable::from_bytes(GEMM_NAME, GEMM_PB).unwrap();
        assert_eq!(g.device_keys(), GEMM_DEVICES);
        assert!(collective("example_gpu").unwrap().is_none());
        assert!(gemm("sm_103").unwrap().is_none());
        let t = collective("sm_90").unwrap().unwrap();
        assert_eq!(t.points("sm_90").map(<[_]>::len), Some(330));
    }
}
