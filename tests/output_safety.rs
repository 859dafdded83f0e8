//! Every command that writes a file writes it safely: never over an input (by device and
//! inode, not by name), through a FIFO or device in place, a symlink kept a symlink, a
//! regular file replaced atomically; a closed or full standard output ends the command with
//! a non-zero exit and never a panic.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn lhsched(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(args)
        .output()
        .unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lhsched-out-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn gemm_table(dir: &Path) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/example_gemm.txtpb");
    let p = dir.join("in.txtpb");
    std::fs::copy(src, &p).unwrap();
    p
}

fn no_panic(out: &Output) {
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(!e.contains("panicked"), "{e}");
    assert_ne!(out.status.code(), Some(101), "{e}");
}

#[test]
fn table_convert_never_overwrites_its_input() {
    let d = scratch("input");
    let input = gemm_table(&d);
    let before = std::fs::read(&input).unwrap();
    let mut aliases = vec![input.clone(), d.join(".").join("in.txtpb")];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&input, d.join("link.txtpb")).unwrap();
        std::fs::hard_link(&input, d.join("hard.txtpb")).unwrap();
        aliases.push(d.join("link.txtpb"));
        aliases.push(d.join("hard.txtpb"));
    }
    for out in &aliases {
        let o = lhsched(&[
            "table",
            "convert",
            s(&input),
            "-o",
            s(out),
            "--to",
            "binary",
        ]);
        assert_eq!(o.status.code(), Some(2), "-o {}", out.display());
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("is an input file (the table"), "{err}");
        assert_eq!(std::fs::read(&input).unwrap(), before);
    }
}

#[test]
fn a_regular_output_is_replaced_and_a_symlink_kept() {
    let d = scratch("regular");
    let input = gemm_table(&d);
    let out = d.join("out.pb");
    std::fs::write(&out, b"old").unwrap();
    let o = lhsched(&[
        "table",
        "convert",
        s(&input),
        "-o",
        s(&out),
        "--to",
        "binary",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.len() > 100);
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    #[cfg(unix)]
    {
        let link = d.join("link.pb");
        std::os::unix::fs::symlink(&out, &link).unwrap();
        std::fs::write(&out, b"old").unwrap();
        let o = lhsched(&[
            "table",
            "convert",
            s(&input),
            "-o",
            s(&link),
            "--to",
            "binary",
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read(&out).unwrap(), bytes);
        // A dangling symlink is refused, not replaced by a regular file.
        let dangling = d.join("dangling.pb");
        std::os::unix::fs::symlink(d.join("missing.pb"), &dangling).unwrap();
        let o = lhsched(&["gen", "--layers", "1", "-o", s(&dangling)]);
        assert_eq!(o.status.code(), Some(2));
        assert!(std::fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink());
    }
    // A directory is refused.
    let o = lhsched(&["gen", "--layers", "1", "-o", s(&d)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("is a directory"));
}

#[test]
fn schedule_refuses_module_and_trace_on_one_file() {
    let d = scratch("trace");
    let m = d.join("m.hlo");
    let g = lhsched(&["gen", "--layers", "1", "-o", s(&m)]);
    assert!(g.status.success());
    let before = std::fs::read(&m).unwrap();
    let out = d.join("o.hlo");
    let o = lhsched(&["schedule", s(&m), "-o", s(&out), "--trace", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    let o = lhsched(&["schedule", s(&m), "--trace", s(&m)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read(&m).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn a_fifo_output_is_written_in_place() {
    let d = scratch("fifo");
    let fifo = d.join("fifo");
    match Command::new("mkfifo").arg(&fifo).status() {
        Ok(st) if st.success() => {}
        _ => {
            eprintln!("note: mkfifo is not available; FIFO output not tested");
            return;
        }
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut v = Vec::new();
            std::fs::File::open(&fifo)
                .unwrap()
                .read_to_end(&mut v)
                .unwrap();
            v
        })
    };
    let o = lhsched(&["gen", "--layers", "2", "-o", s(&fifo)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let got = reader.join().unwrap();
    assert!(String::from_utf8(got).unwrap().starts_with("HloModule"));
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
}

#[test]
fn a_full_stdout_is_an_error_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("note: /dev/full is not available; full stdout not tested");
        return;
    };
    let commands: [&[&str]; 4] = [
        &[
            "hccl",
            "compare",
            "--op",
            "all-reduce",
            "--servers",
            "4",
            "--bytes",
            "1MiB",
        ],
        &["gen", "--layers", "1"],
        &[
            "table",
            "show",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tables/example_gemm.txtpb"),
        ],
        &[
            "estimate",
            "gemm",
            "--table",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tables/example_gemm.txtpb"),
            "--device",
            "example_gpu",
            "--m",
            "64",
            "--n",
            "64",
            "--k",
            "64",
        ],
    ];
    for args in commands {
        let o = Command::new(env!("CARGO_BIN_EXE_lhsched"))
            .args(args)
            .stdout(Stdio::from(full.try_clone().unwrap()))
            .output()
            .unwrap();
        no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("standard output"), "{args:?}: {err}");
    }
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    // `lhsched ... | head -1`: the reader goes away after the first bytes.
    for args in [
        vec![
            "hccl",
            "plan",
            "--op",
            "all-reduce",
            "--servers",
            "4",
            "--algo",
            "ring",
        ],
        vec!["gen", "--layers", "300"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lhsched"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 1];
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        let o = child.wait_with_output().unwrap();
        no_panic(&o);
        // Exit 0 when everything fit in the pipe before it closed, else 141 and no message.
        match o.status.code() {
            Some(0) => {}
            Some(141) => assert!(o.stderr.is_empty(), "{args:?}"),
            c => panic!(
                "{args:?}: exit {c:?}: {}",
                String::from_utf8_lossy(&o.stderr)
            ),
        }
    }
}

/// Warnings go to stderr; a full or closed stderr loses them but never the result: the same
/// report on stdout and the same exit code (0 here, 1 when the memory limit is not met).
#[test]
fn a_full_or_closed_stderr_keeps_the_result() {
    let bad = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bad_replica_groups.hlo"
    );
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/collectives_mix.gpu.pre_lhs.hlo"
    );
    let cases: [(&[&str], i32); 2] = [
        (
            &["schedule", bad, "--json", "-o", "/dev/null", "--lenient"],
            0,
        ),
        (
            &[
                "schedule",
                example,
                "--json",
                "-o",
                "/dev/null",
                "--memory-limit",
                "1",
            ],
            1,
        ),
    ];
    for (args, code) in cases {
        let normal = lhsched(args);
        assert_eq!(normal.status.code(), Some(code), "{args:?}");
        assert!(
            String::from_utf8_lossy(&normal.stderr).contains("warning"),
            "{args:?} warns"
        );
        let mut runs = Vec::new();
        if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
            runs.push(
                Command::new(env!("CARGO_BIN_EXE_lhsched"))
                    .args(args)
                    .stderr(Stdio::from(full))
                    .output()
                    .unwrap(),
            );
        } else {
            eprintln!("note: /dev/full is not available; full stderr not tested");
        }
        // `2>&-`: the shell closes stderr before the process starts.
        let line = std::iter::once(env!("CARGO_BIN_EXE_lhsched"))
            .chain(args.iter().copied())
            .map(|a| format!("'{a}'"))
            .collect::<Vec<_>>()
            .join(" ");
        runs.push(
            Command::new("sh")
                .arg("-c")
                .arg(format!("{line} 2>&-"))
                .output()
                .unwrap(),
        );
        for o in runs {
            no_panic(&o);
            assert_eq!(o.status.code(), Some(code), "{args:?}");
            assert_eq!(o.stdout, normal.stdout, "{args:?}: the same report");
        }
    }
}

/// A scheduled module, a collective table and a GEMM table in a fresh folder.
fn module_and_tables(d: &Path) -> (PathBuf, PathBuf, PathBuf) {
    let m = d.join("m.hlo");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/collectives_mix.gpu.pre_lhs.hlo"),
        &m,
    )
    .unwrap();
    let t = d.join("t.txtpb");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tables/example_collective.txtpb"),
        &t,
    )
    .unwrap();
    (m, t, gemm_table(d))
}

/// The bytes of every file in `d`, by name.
fn snapshot(d: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn no_output_replaces_a_cost_input() {
    let d = scratch("cost-inputs");
    let (m, t, g) = module_and_tables(&d);
    let p = d.join("p.pbtxt");
    let e = lhsched(&["profile", "export", s(&m), "-o", s(&p)]);
    assert!(e.status.success(), "{}", String::from_utf8_lossy(&e.stderr));
    let before = snapshot(&d);
    let cost = ["--table", s(&t), "--gemm-table", s(&g), "--profile", s(&p)];
    for (flag, target) in [("--table", &t), ("--gemm-table", &g), ("--profile", &p)] {
        for out in ["-o", "--trace"] {
            let mut args = vec!["schedule", s(&m)];
            args.extend(cost);
            args.extend([out, s(target)]);
            let o = lhsched(&args);
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(2), "{out} onto {flag}: {err}");
            assert!(
                err.contains("is an input file") && err.contains(flag),
                "{err}"
            );
            assert_eq!(snapshot(&d), before, "{out} onto {flag}");
        }
    }
    let o = lhsched(&["profile", "export", s(&m), "--profile", s(&p), "-o", s(&p)]);
    assert_eq!(o.status.code(), Some(2));
    let o = lhsched(&["profile", "export", s(&m), "--table", s(&t), "-o", s(&t)]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(snapshot(&d), before);
}

#[test]
fn standard_input_from_a_file_is_an_input() {
    let d = scratch("stdin");
    let (m, _, _) = module_and_tables(&d);
    let before = snapshot(&d);
    let o = Command::new(env!("CARGO_BIN_EXE_lhsched"))
        .args(["schedule", "-", "-o", s(&m)])
        .stdin(std::fs::File::open(&m).unwrap())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("standard input"), "{err}");
    assert_eq!(snapshot(&d), before);
}

#[test]
fn every_output_is_checked_before_the_first_is_written() {
    let d = scratch("all-first");
    let (m, _, _) = module_and_tables(&d);
    let out = d.join("out.hlo");
    std::fs::write(&out, b"old").unwrap();
    std::fs::create_dir(d.join("dir")).unwrap();
    let before = snapshot(&d);
    let o = lhsched(&[
        "schedule",
        s(&m),
        "-o",
        s(&out),
        "--trace",
        s(&d.join("dir")),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        snapshot(&d),
        before,
        "-o was replaced although --trace was refused"
    );
    // Two spellings of one new path are one file.
    let o = lhsched(&[
        "schedule",
        s(&m),
        "-o",
        s(&d.join("new.hlo")),
        "--trace",
        s(&d.join(".").join("new.hlo")),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(snapshot(&d), before);
}

#[cfg(unix)]
#[test]
fn a_read_only_output_is_refused_as_the_shell_would() {
    use std::os::unix::fs::PermissionsExt;
    let d = scratch("read-only");
    let (m, _, _) = module_and_tables(&d);
    let out = d.join("ro.hlo");
    std::fs::write(&out, b"old").unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o444)).unwrap();
    if std::fs::OpenOptions::new().write(true).open(&out).is_ok() {
        eprintln!("skipped a_read_only_output_is_refused_as_the_shell_would: this user may write read-only files (root)");
        return;
    }
    let o = lhsched(&["schedule", s(&m), "-o", s(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("ermission denied"));
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
}

#[cfg(unix)]
#[test]
fn an_interrupted_run_leaves_no_temporary_file() {
    let d = scratch("sigint");
    let m = d.join("m.hlo");
    let g = lhsched(&["gen", "--layers", "400", "-o", s(&m)]);
    assert!(g.status.success());
    for (signal, wait_ms) in [("INT", 150), ("TERM", 300), ("INT", 600)] {
        let out = d.join("out.hlo");
        std::fs::write(&out, b"old").unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_lhsched"))
            .args([
                "schedule",
                s(&m),
                "-o",
                s(&out),
                "--trace",
                s(&d.join("t.json")),
            ])
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(wait_ms));
        let k = Command::new("kill")
            .args([format!("-{signal}"), child.id().to_string()])
            .status();
        let status = child.wait().unwrap();
        if k.is_err() {
            eprintln!("skipped an_interrupted_run_leaves_no_temporary_file: no `kill`");
            return;
        }
        let names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names.iter().all(|n| !n.ends_with(".tmp")),
            "SIG{signal} after {wait_ms} ms ({status}): {names:?}"
        );
        // Either the whole new module or the old file, never a part.
        let now = std::fs::read(&out).unwrap();
        assert!(now == b"old" || now.ends_with(b"\n"), "SIG{signal}");
    }
}

/// A signal that arrives while the output's bytes are being written (the temporary file
/// beside it already holds some) removes the temporary file and leaves the old output: `gen`
/// streams a large module, so the write is observed in progress before the signal is sent.
#[cfg(unix)]
#[test]
fn a_signal_during_the_write_removes_the_temporary_file() {
    let d = scratch("sigwrite");
    for signal in ["TERM", "INT"] {
        let out = d.join("out.hlo");
        std::fs::write(&out, b"old").unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_lhsched"))
            .args(["gen", "--layers", "40000", "-o", s(&out)])
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let tmp_with_bytes = || {
            std::fs::read_dir(&d).unwrap().any(|e| {
                let e = e.unwrap();
                e.file_name().to_string_lossy().ends_with(".tmp")
                    && e.metadata().map(|m| m.len() > 0).unwrap_or(false)
            })
        };
        let mut seen = false;
        while child.try_wait().unwrap().is_none() {
            if tmp_with_bytes() {
                seen = true;
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(
            seen,
            "SIG{signal}: the write of 40000 layers ended before it was seen"
        );
        let k = Command::new("kill")
            .args([format!("-{signal}"), child.id().to_string()])
            .status();
        let status = child.wait().unwrap();
        if k.is_err() {
            eprintln!("skipped a_signal_during_the_write_removes_the_temporary_file: no `kill`");
            return;
        }
        assert!(!status.success(), "SIG{signal}: {status}");
        let names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            ["out.hlo"],
            "SIG{signal} during the write ({status})"
        );
        assert_eq!(std::fs::read(&out).unwrap(), b"old", "SIG{signal}");
    }
}

/// `eval --order-of REF --trace REF` and `check`'s reference are inputs too: refused before any
/// work, REF unchanged.
#[test]
fn the_order_reference_is_an_input() {
    let d = scratch("order-of");
    let (m, _, _) = module_and_tables(&d);
    let r = d.join("ref.hlo");
    std::fs::copy(&m, &r).unwrap();
    let before = snapshot(&d);
    let o = lhsched(&["eval", s(&m), "--order-of", s(&r), "--trace", s(&r)]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("is an input file (--order-of"), "{err}");
    // A hard link is the same file under another name.
    let link = d.join("link.hlo");
    std::fs::hard_link(&r, &link).unwrap();
    let o = lhsched(&["eval", s(&m), "--order-of", s(&r), "--trace", s(&link)]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_file(&link).unwrap();
    assert_eq!(snapshot(&d), before);
}
