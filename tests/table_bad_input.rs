//! Every kind of bad table gives a clear error or a counted warning, never a panic.

use lhsched::cost::spec::{CollectiveKind, CollectiveSpec};
use lhsched::cost::tables::{AnyTable, CollectiveInterpolator, CollectiveTable, GemmTable, Method};
use std::path::{Path, PathBuf};

fn example(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tables")
            .join(name),
    )
    .unwrap()
}

/// One all-reduce profile in XLA's compact text layout.
fn profile(elems: i64, groups: i64, size: i64, dims: i64, throughput: i64) -> String {
    format!(
        r#"    entries {{
      instruction {{
        opcode: "all-reduce"
        shape {{ element_type: F32 dimensions: {elems} layout {{ minor_to_major: 0 }} }}
        iota_collective_device_list {{ num_replica_groups: {groups} num_devices_per_group: {size} iota_reshape_dims: {dims} iota_transpose_perm: 0 }}
      }}
      network_throughput_bytes_per_sec: {throughput}
    }}
"#
    )
}

fn table(profiles: &[String]) -> String {
    format!(
        "# proto-message: xla.gpu.DeviceHloInstructionProfiles\nentries {{\n  key: \"dev\"\n  value {{\n{}  }}\n}}\n",
        profiles.concat()
    )
}

fn collective(text: &str) -> Result<CollectiveTable, String> {
    CollectiveTable::from_bytes("t.txtpb", text.as_bytes()).map_err(|e| e.to_string())
}

#[test]
fn truncated_binary_names_the_entry() {
    let bin = example("example_collective.pb");
    let cut = &bin[..bin.len() / 2];
    let e = CollectiveTable::from_bytes("c.pb", cut).unwrap_err();
    let msg = e.to_string();
    assert!(msg.starts_with("c.pb: "), "{msg}");
    assert!(msg.contains("device \"example_gpu\""), "{msg}");
    assert!(e.location.is_some());
}

#[test]
fn truncated_text_names_line_and_column() {
    let text = String::from_utf8(example("example_collective.txtpb")).unwrap();
    let cut = &text[..text.len() / 2];
    let e = CollectiveTable::from_bytes("c.txtpb", cut.as_bytes()).unwrap_err();
    let loc = e.location.clone().unwrap();
    assert!(loc.starts_with("line ") && loc.contains(", col "), "{e}");
}

#[test]
fn wrong_message_type() {
    let gemm = example("example_gemm.txtpb");
    let e = CollectiveTable::from_bytes("g.txtpb", &gemm).unwrap_err();
    assert!(e.msg.contains("declares message xla.GemmPerfTable"), "{e}");
    // Without the header the parser itself rejects the fields of the other message.
    let text = String::from_utf8(gemm).unwrap();
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = CollectiveTable::from_bytes("g.txtpb", body.as_bytes()).unwrap_err();
    assert!(
        e.location.as_deref().unwrap_or("").starts_with("line "),
        "{e}"
    );
    // Binary GEMM read as a collective table: nothing of it is understood.
    let e = CollectiveTable::from_bytes("g.pb", &example("example_gemm.pb")).unwrap_err();
    assert!(e.to_string().contains("empty table"), "{e}");
    // Either kind loads through AnyTable.
    assert!(matches!(
        AnyTable::from_bytes("g.pb", &example("example_gemm.pb")),
        Ok(AnyTable::Gemm(_))
    ));
    let c = example("example_collective.txtpb");
    assert!(matches!(
        AnyTable::from_bytes("c", &c),
        Ok(AnyTable::Collective(_))
    ));
}

#[test]
fn unknown_field() {
    let text = table(&[profile(256, 1, 8, 8, 1_000_000)]).replace(
        "network_throughput_bytes_per_sec",
        "bogus_field: 3\n      network_throughput_bytes_per_sec",
    );
    let e = collective(&text).unwrap_err();
    assert!(
        e.contains("bogus_field") && e.contains("line 11, col 7"),
        "{e}"
    );
    // Binary: unknown fields are skipped and reported.
    let mut bin = example("example_collective.pb");
    bin.extend_from_slice(&[0x78, 0x01]); // field 15, varint 1
    let t = CollectiveTable::from_bytes("c.pb", &bin).unwrap();
    assert_eq!(t.issues.len(), 1);
    assert!(t.issues[0].msg.contains("not understood"), "{:?}", t.issues);
}

#[test]
fn duplicate_point_with_two_values() {
    let t = collective(&table(&[
        profile(256, 1, 8, 8, 1_000_000),
        profile(512, 1, 8, 8, 2_000_000),
        profile(256, 1, 8, 8, 3_000_000),
    ]))
    .unwrap();
    assert_eq!(t.points("dev").unwrap().len(), 2);
    assert_eq!(t.issues.len(), 1);
    assert!(t.issues[0].msg.contains("duplicate point with two values"));
    assert_eq!(t.issues[0].location, "device \"dev\" entry 2");
}

#[test]
fn point_with_no_size_or_no_throughput() {
    let t = collective(&table(&[
        profile(0, 1, 8, 8, 1_000_000),
        profile(512, 1, 8, 8, 0),
        profile(512, 1, 8, 8, -5),
        profile(1024, 1, 8, 8, 5_000_000),
    ]))
    .unwrap();
    assert_eq!(t.points("dev").unwrap().len(), 1);
    assert_eq!(t.skipped(), 3);
    assert!(t.issues[0].msg.contains("no size"), "{:?}", t.issues);
    assert!(t.issues[1].msg.contains("no usable throughput"));
    let no_shape = table(&[profile(512, 1, 8, 8, 1)]).replace(
        "shape { element_type: F32 dimensions: 512 layout { minor_to_major: 0 } }",
        "",
    );
    assert!(collective(&no_shape).unwrap_err().contains("empty table"));
}

#[test]
fn non_power_of_two_groups() {
    // Groups of 3 (and 9x8, 2x36 in XLA's GB200 data) are real: they load and interpolate.
    let t = collective(&table(&[
        profile(256, 2, 3, 6, 1_000_000),
        profile(1024, 2, 3, 6, 3_000_000),
    ]))
    .unwrap();
    assert!(t.issues.is_empty());
    let p = &t.points("dev").unwrap()[0];
    assert_eq!((p.spec.group_size, p.spec.num_groups), (3, 2));
    let i = CollectiveInterpolator::new(&t, "dev", Method::Weighted).unwrap();
    let s = i
        .estimate(&CollectiveSpec::new(CollectiveKind::AllReduce, 2048, 3, 2))
        .unwrap();
    assert!(s > 0.0 && s.is_finite());
    // An iota list that does not cover its reshape dims is a counted problem.
    let t = collective(&table(&[
        profile(256, 2, 4, 6, 1_000_000),
        profile(256, 1, 8, 8, 1_000_000),
    ]))
    .unwrap();
    assert_eq!(t.issues.len(), 1);
    assert!(t.issues[0].msg.contains("iota"), "{:?}", t.issues);
}

#[test]
fn gemm_bad_dtype_key_and_no_size() {
    let text = r#"# proto-message: xla.GemmPerfTable
entries {
  key: "dev"
  value {
    entries { b: 1 m: 256 n: 256 k: 256 flops { key: "bf16xbf16->bf16" value: 100 } flops { key: "bf16-bf16" value: 5 } }
    entries { b: 1 m: 256 n: 256 flops { key: "bf16xbf16->bf16" value: 100 } }
    entries { b: 1 m: 256 n: 256 k: 256 flops { key: "bf16xbf16->bf16" value: 200 } }
    entries { b: 1 m: 512 n: 256 k: 256 flops { key: "f32xf32->f32" value: 0 } }
  }
}
"#;
    let g = GemmTable::from_bytes("g.txtpb", text.as_bytes()).unwrap();
    let msgs: Vec<String> = g.issues.iter().map(|i| i.to_string()).collect();
    assert_eq!(msgs.len(), 4, "{msgs:?}");
    assert!(msgs[0].contains("`bf16-bf16` does not parse"));
    assert!(msgs[1].contains("entry 1") && msgs[1].contains("no size"));
    assert!(msgs[2].contains("duplicate point"));
    assert!(msgs[3].contains("not positive"));
    assert_eq!(g.devices["dev"]["bf16xbf16->bf16"].len(), 1);
}

#[test]
fn empty_tables() {
    assert!(CollectiveTable::from_bytes(
        "e",
        b"# proto-message: xla.gpu.DeviceHloInstructionProfiles\n"
    )
    .unwrap_err()
    .to_string()
    .contains("empty table"));
    assert!(
        GemmTable::from_bytes("e", b"entries { key: \"d\" value { } }")
            .unwrap_err()
            .to_string()
            .contains("empty table")
    );
    let dir = temp_dir("empty");
    let f = dir.join("empty.pb");
    std::fs::write(&f, b"").unwrap();
    assert!(CollectiveTable::load(&f)
        .unwrap_err()
        .to_string()
        .contains("empty file"));
    assert!(CollectiveTable::load(dir.join("missing.pb")).is_err());
    std::fs::remove_dir_all(dir).ok();
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "lhsched-{tag}-{}-{:?}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn hundred_megabytes_of_junk() {
    let dir = temp_dir("junk");
    let f = dir.join("junk.pb");
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut junk = Vec::with_capacity(100 << 20);
    while junk.len() < 100 << 20 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        junk.extend_from_slice(&x.to_le_bytes());
    }
    std::fs::write(&f, &junk).unwrap();
    drop(junk);
    assert!(CollectiveTable::load(&f).is_err());
    assert!(GemmTable::load(&f).is_err());
    assert!(AnyTable::load(&f).is_err());
    // Text-looking junk fails at its first token.
    let t = dir.join("junk.txtpb");
    std::fs::write(&t, "entries { ?? }\n".repeat(1000)).unwrap();
    let e = CollectiveTable::load(&t).unwrap_err();
    assert!(e.location.as_deref() == Some("line 1, col 11"), "{e}");
    std::fs::remove_dir_all(dir).ok();
}
