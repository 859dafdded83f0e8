//! Loading one device of a text table (`load_device`, the path `schedule` takes) parses only that
//! device's block: same points as the whole file, errors inside the block at the file's own line
//! and column, and the whole file read when the device is not there.

use lhsched::cost::tables::{CollectiveTable, GemmTable};
use std::path::PathBuf;

use crate::common;

/// `../shared/xla_tables`, or a visible skip note for `test`.
fn shared_tables(test: &str) -> Option<PathBuf> {
    common::shared_or_skip(test, "xla_tables")
}

#[test]
fn one_device_gives_the_same_points_as_the_whole_file() {
    let Some(dir) = shared_tables("one_device_gives_the_same_points_as_the_whole_file") else {
        return;
    };
    let path = dir.join("default_collective_perf_table.txtpb");
    let whole = CollectiveTable::load(&path).unwrap();
    for device in whole.device_keys() {
        let one = CollectiveTable::load_device(&path, device).unwrap();
        assert_eq!(one.device_keys(), vec![device]);
        assert_eq!(one.points(device), whole.points(device), "{device}");
        assert_eq!(
            one.proto.entries.get(device),
            whole.proto.entries.get(device)
        );
    }
    let binary =
        CollectiveTable::load_device(dir.join("default_collective_perf_table.pb"), "sm_90");
    assert_eq!(binary.unwrap().points("sm_90"), whole.points("sm_90"));

    let path = dir.join("default_matmul_perf_table.txtpb");
    let whole = GemmTable::load(&path).unwrap();
    for device in whole.devices.keys() {
        let one = GemmTable::load_device(&path, device).unwrap();
        assert_eq!(one.devices.len(), 1);
        assert_eq!(
            one.devices.get(device),
            whole.devices.get(device),
            "{device}"
        );
    }
}

#[test]
fn an_error_in_the_block_names_the_file_line_and_column() {
    let Some(dir) = shared_tables("an_error_in_the_block_names_the_file_line_and_column") else {
        return;
    };
    let text = std::fs::read_to_string(dir.join("default_collective_perf_table.txtpb")).unwrap();
    // Break the first `opcode:` of the sm_90 block (the last in the file).
    let block = text.find("key: \"sm_90\"").unwrap();
    let at = block + text[block..].find("opcode:").unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let col = at - text[..at].rfind('\n').unwrap();
    let bad = format!("{}opcod:{}", &text[..at], &text[at + "opcode:".len()..]);
    let one = CollectiveTable::from_bytes_device("t.txtpb", bad.as_bytes(), "sm_90").unwrap_err();
    let whole = CollectiveTable::from_bytes("t.txtpb", bad.as_bytes()).unwrap_err();
    assert_eq!(one.location, Some(format!("line {line}, col {col}")));
    assert_eq!(one, whole);
    // Another device's block is not parsed, so it loads.
    let t = CollectiveTable::from_bytes_device("t.txtpb", bad.as_bytes(), "gfx942").unwrap();
    assert_eq!(t.device_keys(), vec!["gfx942"]);
}

#[test]
fn a_missing_device_reads_the_whole_file() {
    let Some(dir) = shared_tables("a_missing_device_reads_the_whole_file") else {
        return;
    };
    let path = dir.join("default_collective_perf_table.txtpb");
    let t = CollectiveTable::load_device(&path, "no-such-device").unwrap();
    assert_eq!(t.device_keys().len(), 7);
}

#[test]
fn an_unusual_shape_is_parsed_whole() {
    // List syntax is valid text format but not what the block index reads.
    let text = "entries: [ { key: \"x\" value { entries { b: 1 m: 2 n: 3 k: 4 flops { key: \"bf16xbf16->bf16\" value: 5 } } } } ]\n";
    let t = GemmTable::from_bytes_device("g.txtpb", text.as_bytes(), "x").unwrap();
    assert_eq!(t.devices["x"]["bf16xbf16->bf16"].len(), 1);
    let bad = "entries { key: \"x\" value { entries { b: 1 bogus: 2 } } }\n";
    let e = GemmTable::from_bytes_device("g.txtpb", bad.as_bytes(), "x").unwrap_err();
    assert_eq!(e.location.as_deref(), Some("line 1, col 43"));
}
