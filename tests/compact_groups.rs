//! Replica groups stay compact through parsing, pricing and the time model (issue 26): modules
//! whose collectives name a million devices in a few bytes of text are scheduled and
//! summarised without expanding them (before: 8 MB per collective, and the device-sharing rule
//! compared groups device by device), and ids the module does not have or a device in two groups
//! are located errors, as XLA's verifier has them.

use crate::common;

use lhsched::hlo::{collectives, parse_module};

const ADD: &str =
    "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)\n}\n\n";

/// `n` independent async all-reduces over `groups` in a module of `devices` devices.
fn all_reduces(n: usize, groups: &str, devices: u64) -> String {
    let mut t = format!("HloModule m, num_partitions={devices}\n\n{ADD}ENTRY e {{\n");
    t.push_str("  p0 = f32[1024]{0} parameter(0)\n");
    for i in 0..n {
        t.push_str(&format!(
            "  s{i} = f32[1024]{{0}} all-reduce-start(p0), replica_groups={groups}, to_apply=add\n  d{i} = f32[1024]{{0}} all-reduce-done(s{i})\n"
        ));
    }
    let dones: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    t.push_str(&format!(
        "  ROOT t = ({}) tuple({})\n}}\n",
        vec!["f32[1024]{0}"; n].join(", "),
        dones.join(", ")
    ));
    t
}

fn write(name: &str, text: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("lhsched-groups-{name}-{}.hlo", std::process::id()));
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn six_hundred_million_device_all_reduces_schedule() {
    let text = all_reduces(600, "[1,1048576]<=[1048576]", 1 << 20);
    let m = parse_module(&text).unwrap();
    let colls = collectives(&m, m.entry).unwrap();
    assert_eq!(colls.len(), 600);
    assert!(colls
        .iter()
        .all(|c| (c.group_size, c.num_groups) == (1 << 20, 1)));
    let f = write("ar600", &text);
    let (code, out, err) =
        common::run(&["schedule", f.to_str().unwrap(), "-o", "/dev/null", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(
        v["after"]["makespan_s"].as_f64().unwrap_or(0.0) > 0.0,
        "{v}"
    );
    let _ = std::fs::remove_file(f);
}

#[test]
fn a_thousand_all_to_alls_of_a_million_devices_are_summarised() {
    let mut text = String::from("HloModule m, num_partitions=1048576\n\nENTRY e {\n");
    text.push_str("  p0 = f32[1024]{0} parameter(0)\n");
    for i in 0..1000 {
        let groups = if i % 2 == 0 {
            "[1048576,1]<=[1048576]"
        } else {
            "[1,1048576]<=[1024,1024]T(1,0)"
        };
        text.push_str(&format!(
            "  a{i} = f32[1024]{{0}} all-to-all(p0), replica_groups={groups}, dimensions={{0}}\n"
        ));
    }
    text.push_str("  ROOT r = f32[1024]{0} copy(a999)\n}\n");
    let f = write("a2a1000", &text);
    let (code, out, err) = common::run(&["stats", f.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    // The report is linear in the text: large groups are given in their compact form.
    assert!(out.len() < 2_000_000, "{} bytes", out.len());
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let colls = v["collectives"].as_array().unwrap();
    assert_eq!(colls.len(), 1000);
    assert_eq!(colls[0]["groups"], "[1048576,1]<=[1048576]");
    assert_eq!(colls[1]["group_size"], 1 << 20);
    let (code, _, err) = common::run(&["estimate", f.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let _ = std::fs::remove_file(f);
}

#[test]
fn devices_the_module_lacks_or_in_two_groups_are_located_errors() {
    for (groups, want) in [
        (
            "{{0,9223372036854775807}}",
            "device 9223372036854775807 (group 0) is outside the module's 8 devices",
        ),
        ("{{0,1},{1,2}}", "device 1 is in two groups"),
        ("[2,8]<=[16]", "16 devices"),
        ("{{0,-1}}", "device -1"),
    ] {
        let text = all_reduces(1, groups, 8);
        let f = write("bad", &text);
        for cmd in ["schedule", "stats", "estimate"] {
            let (code, _, err) = common::run(&[cmd, f.to_str().unwrap()]);
            assert_eq!(code, 2, "{cmd} {groups}: {err}");
            assert!(
                err.contains(want) && err.contains("s0"),
                "{cmd} {groups}: {err}"
            );
        }
        let _ = std::fs::remove_file(f);
    }
    // collective-permute: a device outside, a device the source of two pairs.
    for (pairs, want) in [
        ("{{0,8}}", "device 8 (pair 0) is outside"),
        ("{{0,1},{0,2}}", "device 0 is the source of two pairs"),
    ] {
        let text = format!(
            "HloModule m, num_partitions=8\n\nENTRY e {{\n  p0 = f32[8]{{0}} parameter(0)\n  ROOT cp = f32[8]{{0}} collective-permute(p0), source_target_pairs={pairs}\n}}\n"
        );
        let f = write("badcp", &text);
        let (code, _, err) = common::run(&["schedule", f.to_str().unwrap()]);
        assert_eq!(code, 2, "{pairs}: {err}");
        assert!(err.contains(want) && err.contains("cp"), "{pairs}: {err}");
        let _ = std::fs::remove_file(f);
    }
}
