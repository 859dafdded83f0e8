//! The C ABI (`include/lhsched.h`): the header is what cbindgen makes of `src/ffi/c_abi.rs`;
//! `examples/c/schedule.c`, compiled with `cc` against `liblhsched.a`, prints the same report and
//! module as `lhsched schedule --json -o`; bad input of every kind comes back as NULL and a message.

use crate::common;

use common::{root, skip};
use lhsched::ffi::c_abi::{
    lhsched_eval_json, lhsched_schedule_json, lhsched_string_free, lhsched_version,
};
use serde_json::Value;
use std::ffi::{c_char, CStr, CString};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::ptr;

const EXAMPLE: &str = "examples/collectives_mix.gpu.pre_lhs.hlo";

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lhsched-c-abi-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

fn lhsched(args: &[&str]) -> Output {
    common::lhsched()
        .args(args)
        .current_dir(root())
        .output()
        .expect("lhsched runs")
}

/// What one C call gave: the report, or the error message.
fn call(
    f: unsafe extern "C" fn(*const c_char, *const c_char, *mut *mut c_char) -> *mut c_char,
    hlo: Option<&[u8]>,
    options: Option<&str>,
) -> Result<String, String> {
    let hlo = hlo.map(|h| CString::new(h).expect("no NUL in test input"));
    let options = options.map(|o| CString::new(o).expect("no NUL"));
    let mut error: *mut c_char = ptr::null_mut();
    // SAFETY: valid C strings or NULL, and a writable error slot.
    let out = unsafe {
        f(
            hlo.as_ref().map_or(ptr::null(), |c| c.as_ptr()),
            options.as_ref().map_or(ptr::null(), |c| c.as_ptr()),
            &mut error,
        )
    };
    // SAFETY: both come from the library and are freed once.
    unsafe {
        let take = |p: *mut c_char| {
            let s = CStr::from_ptr(p).to_string_lossy().into_owned();
            lhsched_string_free(p);
            s
        };
        match (out.is_null(), error.is_null()) {
            (false, true) => Ok(take(out)),
            (true, false) => Err(take(error)),
            _ => panic!("exactly one of report and error must be set"),
        }
    }
}

#[test]
fn header_is_what_cbindgen_makes_of_the_source() {
    let config = cbindgen::Config::from_file(root().join("cbindgen.toml")).expect("config");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(root().join("src/ffi/c_abi.rs"))
        .generate()
        .expect("cbindgen");
    let mut fresh = Vec::new();
    bindings.write(&mut fresh);
    let fresh = String::from_utf8(fresh).expect("UTF-8 header");
    let path = root().join("include/lhsched.h");
    if std::env::var_os("LHSCHED_UPDATE_HEADER").is_some() {
        std::fs::write(&path, &fresh).expect("write header");
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == fresh,
        "include/lhsched.h is stale: run LHSCHED_UPDATE_HEADER=1 cargo test --release --test suite c_abi::"
    );
    for f in [
        "char *lhsched_schedule_json(const char *hlo_text, const char *options_json, char **error);",
        "char *lhsched_eval_json(const char *hlo_text, const char *options_json, char **error);",
        "void lhsched_string_free(char *s);",
        "const char *lhsched_version(void);",
    ] {
        assert!(fresh.contains(f), "header lacks `{f}`:\n{fresh}");
    }
}

#[test]
fn version_is_the_crate_version() {
    // SAFETY: a static NUL-terminated string.
    let v = unsafe { CStr::from_ptr(lhsched_version()) };
    assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn null_and_bad_inputs_are_errors() {
    let hlo = std::fs::read(root().join(EXAMPLE)).expect("example");
    let e = call(lhsched_schedule_json, None, Some("{}")).unwrap_err();
    assert!(e.contains("hlo_text is NULL"), "{e}");
    let e = call(lhsched_eval_json, Some(&hlo), None).unwrap_err();
    assert!(e.contains("options_json is NULL"), "{e}");
    let e = call(lhsched_schedule_json, Some(b"\xff\xfe"), Some("{}")).unwrap_err();
    assert!(e.contains("hlo_text is not UTF-8"), "{e}");
    let e = call(
        lhsched_schedule_json,
        Some(&hlo),
        Some("{\"platfrom\":\"h100\"}"),
    )
    .unwrap_err();
    assert!(e.contains("platfrom"), "{e}");
    let e = call(lhsched_schedule_json, Some(&hlo), Some("[1]")).unwrap_err();
    assert!(e.contains("object"), "{e}");
    let e = call(
        lhsched_eval_json,
        Some(&hlo),
        Some("{\"platform\":\"tpu\"}"),
    )
    .unwrap_err();
    assert!(e.contains("platform") && e.contains("tpu"), "{e}");
    let bad =
        "HloModule m\n\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT r = f32[4] bogus(p)\n}\n";
    let e = call(lhsched_schedule_json, Some(bad.as_bytes()), Some("{}")).unwrap_err();
    assert!(e.contains("5:"), "names the line: {e}");
    // A NULL error slot: still NULL back, and no crash.
    // SAFETY: NULL pointers are part of the contract.
    let out = unsafe { lhsched_schedule_json(ptr::null(), ptr::null(), ptr::null_mut()) };
    assert!(out.is_null());
    // SAFETY: NULL is ignored.
    unsafe { lhsched_string_free(ptr::null_mut()) };
}

#[test]
fn in_process_reports_equal_the_cli() {
    let hlo = std::fs::read(root().join(EXAMPLE)).expect("example");
    let dir = scratch("inproc");
    let out = dir.join("out.hlo");
    let o = lhsched(&[
        "schedule",
        EXAMPLE,
        "--json",
        "-o",
        out.to_str().unwrap(),
        "--overlap-limit",
        "2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let cli: Value = serde_json::from_slice(&o.stdout).expect("CLI JSON");
    let ours = call(
        lhsched_schedule_json,
        Some(&hlo),
        Some("{\"overlap_limit\":2}"),
    )
    .unwrap();
    let mut ours: Value = serde_json::from_str(&ours).expect("report JSON");
    let module = ours
        .as_object_mut()
        .and_then(|m| m.remove("module"))
        .expect("module key");
    // The example's small collectives lie below the embedded table's smallest measured size:
    // the C ABI carries the same note the CLI prints.
    assert_eq!(take_warnings(&mut ours), cli_warnings(&o));
    assert_eq!(ours, cli);
    assert_eq!(
        module.as_str().unwrap(),
        std::fs::read_to_string(&out).unwrap()
    );
    let o = lhsched(&["eval", EXAMPLE, "--json"]);
    assert!(o.status.success());
    let cli: Value = serde_json::from_slice(&o.stdout).expect("CLI JSON");
    let ours = call(lhsched_eval_json, Some(&hlo), Some("{}")).unwrap();
    let mut ours: Value = serde_json::from_str(&ours).unwrap();
    assert_eq!(take_warnings(&mut ours), cli_warnings(&o));
    assert_eq!(ours, cli);
    let _ = std::fs::remove_dir_all(dir);
}

/// The warnings the CLI printed on stderr (`lhsched: warning: ...` lines), without the prefix.
fn cli_warnings(o: &Output) -> Vec<String> {
    String::from_utf8_lossy(&o.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix("lhsched: warning: ").map(str::to_string))
        .collect()
}

/// Removes the report's `"warnings"` list (the C ABI's addition to the CLI's JSON) and returns it.
fn take_warnings(report: &mut Value) -> Vec<String> {
    let w = report
        .as_object_mut()
        .and_then(|m| m.remove("warnings"))
        .expect("warnings key");
    serde_json::from_value(w).expect("a list of strings")
}

/// The C ABI returns the warnings the CLI prints on stderr inside the report, the same text,
/// and writes nothing to the caller's stderr.
#[test]
fn warnings_come_back_in_the_report() {
    let f = common::fixture("bad_replica_groups.hlo");
    let hlo = std::fs::read(&f).expect("fixture");
    for (cmd, func) in [
        (
            "schedule",
            lhsched_schedule_json as unsafe extern "C" fn(_, _, _) -> _,
        ),
        ("eval", lhsched_eval_json),
    ] {
        // schedule's JSON needs -o (standard output carries the module otherwise).
        let mut args = vec![cmd, f.to_str().unwrap(), "--json", "--lenient"];
        if cmd == "schedule" {
            args.extend(["-o", "/dev/null"]);
        }
        let o = lhsched(&args);
        assert_eq!(o.status.code(), Some(0), "{cmd}");
        let cli_warnings = cli_warnings(&o);
        assert!(!cli_warnings.is_empty(), "{cmd}: the CLI warns");
        let mut ours: Value =
            serde_json::from_str(&call(func, Some(&hlo), Some("{\"lenient\":true}")).unwrap())
                .unwrap();
        assert_eq!(take_warnings(&mut ours), cli_warnings, "{cmd}");
    }
}

/// `liblhsched.a` next to this test's binary (target/<profile>/). `cargo test` builds only the
/// rlib, so the first call runs `cargo build --lib` for the same target directory and profile
/// (cargo holds no lock on the build directory while the tests run, and the lib's fingerprint
/// is the one `cargo test` just built, so this only links the static library); a fresh clone's
/// `cargo test` needs no `cargo build` before it. Called from several tests, built once.
fn static_lib() -> &'static Path {
    static LIB: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    LIB.get_or_init(|| {
        let exe = std::env::current_exe().expect("test binary path");
        // target/<profile>/deps/c_abi-HASH
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .expect("target/<profile>/deps");
        let target_dir = profile_dir.parent().expect("target/");
        let profile = profile_dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("profile directory name");
        let profile = if profile == "debug" { "dev" } else { profile };
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| env!("CARGO").into());
        let o = Command::new(cargo)
            .args(["build", "--lib", "--profile", profile, "--manifest-path"])
            .arg(root().join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .output()
            .expect("cargo runs");
        assert!(
            o.status.success(),
            "cargo build --lib failed:\n{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let lib = profile_dir.join("liblhsched.a");
        assert!(lib.exists(), "{} was not built", lib.display());
        lib
    })
}

/// Compiles `examples/c/schedule.c` with `cc`, or says why it cannot (no compiler).
fn compile_example(dir: &Path) -> Option<PathBuf> {
    let lib = static_lib();
    let exe = dir.join("schedule");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let o = match Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-Iinclude"])
        .arg("examples/c/schedule.c")
        .arg(lib)
        .args(["-lm", "-ldl", "-lpthread", "-o"])
        .arg(&exe)
        .current_dir(root())
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            skip(
                "c_example_schedules_like_the_cli",
                &format!("no C compiler `{cc}` ({e})"),
            );
            return None;
        }
    };
    assert!(
        o.status.success(),
        "cc failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    Some(exe)
}

/// Runs the C example and the CLI on `module` with the same options; both must agree exactly.
fn c_example_equals_cli(exe: &Path, module: &Path, options_json: &str, cli_flags: &[&str]) {
    let dir = scratch("c-vs-cli");
    let out = dir.join("out.hlo");
    let mut args = vec![
        "schedule",
        module.to_str().unwrap(),
        "--json",
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(cli_flags);
    let o = lhsched(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let cli: Value = serde_json::from_slice(&o.stdout).expect("CLI JSON");
    let c = Command::new(exe)
        .arg(module)
        .arg(options_json)
        .current_dir(root())
        .output()
        .expect("C example runs");
    assert!(c.status.success(), "{}", String::from_utf8_lossy(&c.stderr));
    let mut ours: Value = serde_json::from_slice(&c.stdout).expect("C example prints JSON");
    let text = ours
        .as_object_mut()
        .and_then(|m| m.remove("module"))
        .expect("module key");
    take_warnings(&mut ours);
    assert_eq!(ours, cli, "{}", module.display());
    assert_eq!(
        text.as_str().unwrap(),
        std::fs::read_to_string(&out).unwrap()
    );
    // The example's own reading of the report: "makespan before X s, after Y s" (%.9g).
    let stderr = String::from_utf8_lossy(&c.stderr);
    let line = stderr
        .lines()
        .find(|l| l.starts_with("makespan before"))
        .unwrap_or_else(|| panic!("no makespan line in {stderr}"));
    let nums: Vec<f64> = line
        .split([' ', ','])
        .filter_map(|w| w.parse().ok())
        .collect();
    let want = [
        cli["makespan_before_s"].as_f64().unwrap(),
        cli["makespan_after_s"].as_f64().unwrap(),
    ];
    assert_eq!(nums.len(), 2, "{line}");
    for (got, want) in nums.iter().zip(want) {
        assert!((got - want).abs() <= 1e-8 * want.abs(), "{line} vs {want}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn c_example_schedules_like_the_cli() {
    let dir = scratch("example");
    let Some(exe) = compile_example(&dir) else {
        return;
    };
    c_example_equals_cli(&exe, &root().join(EXAMPLE), "{}", &[]);
    c_example_equals_cli(
        &exe,
        &root().join(EXAMPLE),
        "{\"platform\":\"b200\",\"single_stream\":true}",
        &["--platform", "b200", "--single-stream"],
    );
    // Bad HLO: exit 2 and lhsched's located message.
    let bad = dir.join("bad.hlo");
    std::fs::write(
        &bad,
        "HloModule m\n\nENTRY e {\n  ROOT p = f32[4] parameter(\n}\n",
    )
    .unwrap();
    let o = Command::new(&exe).arg(&bad).output().expect("runs");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("lhsched") && err.contains("<hlo_text>:5:1:"),
        "{err}"
    );
    let shared = root().join("../shared/hlo/gpu/stages/mlp_fsdp_train.gpu.pre_lhs.hlo");
    let table = root().join("../shared/xla_tables/default_collective_perf_table.pb");
    if shared.exists() && table.exists() {
        let t = table.to_str().unwrap();
        let opts = format!("{{\"table\":{},\"device\":\"sm_90\"}}", Value::from(t));
        c_example_equals_cli(&exe, &shared, &opts, &["--table", t, "--device", "sm_90"]);
    } else {
        skip(
            "c_example_schedules_like_the_cli",
            "../shared not found: the C example ran on the shipped module only",
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn readme_cpp_snippet_compiles_and_schedules() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README");
    let start = readme
        .find("```cpp\n")
        .expect("a ```cpp block in the README")
        + 7;
    let len = readme[start..].find("```").expect("closed block");
    let dir = scratch("cpp");
    let src = dir.join("snippet.cpp");
    std::fs::write(&src, &readme[start..start + len]).unwrap();
    let exe = dir.join("snippet");
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".to_string());
    let o = match Command::new(&cxx)
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-Iinclude"])
        .arg(&src)
        .arg(static_lib())
        .args(["-lm", "-ldl", "-lpthread", "-o"])
        .arg(&exe)
        .current_dir(root())
        .output()
    {
        Ok(o) => o,
        Err(e) => {
            skip(
                "readme_cpp_snippet_compiles_and_schedules",
                &format!("no C++ compiler `{cxx}` ({e})"),
            );
            return;
        }
    };
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(&exe)
        .arg(root().join(EXAMPLE))
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let mut ours: Value = serde_json::from_slice(&run.stdout).expect("JSON");
    ours.as_object_mut()
        .unwrap()
        .remove("module")
        .expect("module");
    // The snippet names its platform (`{"platform":"h100"}`), so the report's cost says given.
    let cli = lhsched(&[
        "schedule",
        EXAMPLE,
        "--platform",
        "h100",
        "--json",
        "-o",
        dir.join("o.hlo").to_str().unwrap(),
    ]);
    assert_eq!(take_warnings(&mut ours), cli_warnings(&cli));
    assert_eq!(ours, serde_json::from_slice::<Value>(&cli.stdout).unwrap());
    let bad = Command::new(&exe)
        .arg(dir.join("missing.hlo"))
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2), "an empty module is bad input");
    let _ = std::fs::remove_dir_all(dir);
}

/// `order_of` through the C ABI is the CLI's `eval --order-of`: the same report, and a path
/// that does not exist is an error naming it.
#[test]
fn eval_in_another_modules_order_equals_the_cli() {
    let pre = common::fixture("while_ppermute_train.gpu.pre_lhs.hlo");
    let post = common::fixture("while_ppermute_train.gpu.post.hlo");
    let o = lhsched(&[
        "eval",
        pre.to_str().unwrap(),
        "--order-of",
        post.to_str().unwrap(),
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let cli: Value = serde_json::from_slice(&o.stdout).expect("CLI JSON");
    let hlo = std::fs::read(&pre).unwrap();
    let options = serde_json::json!({ "order_of": post }).to_string();
    let ours = call(lhsched_eval_json, Some(&hlo), Some(&options)).unwrap();
    let mut ours: Value = serde_json::from_str(&ours).unwrap();
    take_warnings(&mut ours);
    assert_eq!(ours, cli);
    let e = call(
        lhsched_eval_json,
        Some(&hlo),
        Some("{\"order_of\":\"/nonexistent/ref.hlo\"}"),
    )
    .unwrap_err();
    assert!(e.contains("/nonexistent/ref.hlo"), "{e}");
    let e = call(lhsched_schedule_json, Some(&hlo), Some(&options)).unwrap_err();
    assert!(e.contains("order_of"), "schedule does not take it: {e}");
}

/// The C example's build line writes its binary under `target/` (ignored by git), so following
/// it leaves nothing in the checkout.
#[test]
fn the_c_example_builds_into_target() {
    let src = std::fs::read_to_string(root().join("examples/c/schedule.c")).unwrap();
    let mut words = src.split_whitespace().peekable();
    let mut found = 0;
    while let Some(w) = words.next() {
        if w == "-o" {
            let out = words.next().unwrap_or("");
            assert!(
                out.starts_with("target/"),
                "-o {out} in examples/c/schedule.c"
            );
            found += 1;
        }
    }
    assert!(found > 0, "the build line names its output");
}
