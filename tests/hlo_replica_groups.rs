//! The legacy replica-group printing (`cpu/variants/*.legacy_rg.post.hlo`: explicit and iota
//! forms) and the default one (`cpu/*.post.hlo`: mesh-axes form) of the same modules expand
//! to the same device lists, instruction by instruction.

use crate::common;

use lhsched::hlo::{parse_module, Module};
use std::path::Path;

fn load(p: &Path) -> Module {
    let text = std::fs::read_to_string(p).unwrap();
    parse_module(&text).unwrap_or_else(|e| panic!("{}", e.with_file(p.display().to_string())))
}

#[test]
fn legacy_and_mesh_syntax_expand_equally() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo/cpu");
    let Ok(dir) = std::fs::read_dir(shared.join("variants")) else {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    };
    let mut legacy: Vec<_> = dir
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".legacy_rg.post.hlo"))
        .collect();
    legacy.sort();
    assert!(legacy.len() >= 3);
    let mut compared = 0;
    let mut mesh_forms = 0;
    for lp in &legacy {
        let name = lp
            .file_name()
            .unwrap()
            .to_string_lossy()
            .replace(".legacy_rg", "");
        let (old, new) = (load(lp), load(&shared.join(&name)));
        let n = new.num_devices();
        assert_eq!(old.computations.len(), new.computations.len(), "{name}");
        for (co, cn) in old.computations.iter().zip(&new.computations) {
            assert_eq!(co.name, cn.name);
            for ins in &cn.instructions {
                let Some(rg_new) = ins.replica_groups() else {
                    continue;
                };
                let id = co
                    .find(&ins.name)
                    .unwrap_or_else(|| panic!("{name}: {} missing", ins.name));
                let rg_old = co
                    .instr(id)
                    .replica_groups()
                    .expect("legacy has replica_groups too");
                let (a, b) = (rg_old.unwrap().expand(n), rg_new.unwrap().expand(n));
                assert_eq!(
                    a,
                    b,
                    "{name}: {} {:?} vs {:?}",
                    ins.name,
                    co.instr(id).attr("replica_groups"),
                    ins.attr("replica_groups")
                );
                compared += 1;
                if ins
                    .attr("replica_groups")
                    .is_some_and(|v| v.starts_with("mesh"))
                {
                    mesh_forms += 1;
                }
            }
        }
    }
    assert!(
        compared > 100 && mesh_forms > 50,
        "compared {compared}, mesh forms {mesh_forms}"
    );
}

#[test]
fn mesh_with_device_ids_matches_explicit_groups() {
    // transformer_scan prints `mesh[...], device_ids=([4,2]T(1,0)) {'axis_1'}` in its
    // unscheduled stage; the scheduled legacy variant gives the same collectives explicitly.
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/hlo/cpu");
    let stage = shared.join("stages/transformer_scan_fsdp_train.unscheduled.hlo");
    if !stage.exists() {
        common::skip(concat!(file!(), ":", line!()), "../shared not found");
        return;
    }
    let (m, legacy) = (
        load(&stage),
        load(&shared.join("variants/transformer_scan_fsdp_train.legacy_rg.post.hlo")),
    );
    let mut seen = 0;
    for c in &m.computations {
        for ins in &c.instructions {
            let Some(v) = ins.attr("replica_groups") else {
                continue;
            };
            if !v.contains("device_ids") {
                continue;
            }
            let lc = legacy
                .find_computation(&c.name)
                .map(|id| legacy.computation(id))
                .unwrap();
            let old = lc.instr(lc.find(&ins.name).unwrap());
            assert_eq!(
                ins.replica_groups().unwrap().unwrap().expand(8),
                old.replica_groups().unwrap().unwrap().expand(8),
                "{}: {v} vs {:?}",
                ins.name,
                old.attr("replica_groups")
            );
            seen += 1;
        }
    }
    assert!(seen >= 1);
}
