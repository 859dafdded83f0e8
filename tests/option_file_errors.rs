//! Errors about a file named by an option never quote its content (issue 26): `--order-of`,
//! `--same-order-as`, `--profile`, `--table`, `--gemm-table` may name any file the caller can
//! read (`/proc/self/environ`), so their errors say what was expected and where (line:col),
//! through the CLI and the library the Python and C frontends use. The main input's errors
//! still show the offending line with a caret.

use crate::common;

const SECRET: &str = "SECRET_TOKEN_0x5eC2e7";

fn secret_files() -> Vec<std::path::PathBuf> {
    let d = std::env::temp_dir().join(format!("lhsched-secret-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let files = [
        ("env.txt", format!("{SECRET}=abc foo\nline2\n")),
        (
            "op.hlo",
            format!(
                "HloModule x\nENTRY e {{\n  p = f32[] parameter(0)\n  ROOT q = {SECRET}(p)\n}}\n"
            ),
        ),
        (
            "value.txtpb",
            format!("costs {{ name: \"{SECRET}\" cost_us: {SECRET} }}\n"),
        ),
        ("field.txtpb", format!("{SECRET} {{ }}\n")),
    ];
    files
        .iter()
        .map(|(n, t)| {
            let p = d.join(n);
            std::fs::write(&p, t).unwrap();
            p
        })
        .collect()
}

#[test]
fn option_files_are_never_quoted() {
    let input = common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo");
    let m = input.to_str().unwrap();
    let dir = secret_files()[0].parent().unwrap().to_path_buf();
    // `check` reads the other module only after the first passes: a scheduled one.
    let sched = dir.join("scheduled.hlo");
    let (code, _, err) = common::run(&["schedule", m, "-o", sched.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let profile_out = dir.join("out.pbtxt");
    for f in secret_files() {
        let f = f.to_str().unwrap();
        for args in [
            vec!["eval", m, "--order-of", f],
            vec!["check", sched.to_str().unwrap(), "--same-order-as", f],
            vec!["eval", m, "--profile", f],
            vec!["schedule", m, "--table", f],
            vec!["estimate", m, "--gemm-table", f],
            vec![
                "profile",
                "export",
                m,
                "--profile",
                f,
                "-o",
                profile_out.to_str().unwrap(),
            ],
        ] {
            let (code, _, err) = common::run(&args);
            assert_eq!(code, 2, "{args:?}: {err}");
            assert!(!err.contains(SECRET), "{args:?} echoes the file: {err}");
            assert!(err.contains(f), "{args:?} does not name the file: {err}");
        }
    }
}

#[test]
fn the_library_frontends_do_not_quote_them_either() {
    use lhsched::driver::by_name::Job;
    let text =
        std::fs::read_to_string(common::root().join("examples/collectives_mix.gpu.pre_lhs.hlo"))
            .unwrap();
    for f in secret_files() {
        for (job, key) in [
            (Job::Eval, "order_of"),
            (Job::Schedule, "profile"),
            (Job::Eval, "table"),
        ] {
            let opts = serde_json::json!({ key: f }).to_string();
            let e = lhsched::ffi::run_json(job, &text, &opts)
                .unwrap_err()
                .to_string();
            assert!(!e.contains(SECRET), "{key}: {e}");
            assert!(e.contains(f.to_str().unwrap()), "{key}: {e}");
        }
    }
}

#[test]
fn the_main_input_still_shows_its_line() {
    let f = &secret_files()[1];
    let (code, _, err) = common::run(&["eval", f.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains(&format!("ROOT q = {SECRET}(p)")) && err.contains('^'),
        "{err}"
    );
}
