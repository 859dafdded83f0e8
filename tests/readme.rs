//! The README's commands run: every `lhsched ...` (or `cargo run --release -- ...`) line of a
//! shell block that follows a `<!-- tested -->` marker is run with this build's binary and
//! must exit 0, and the first screen's example must show a real win over the input order and
//! over XLA's own schedule of the same program.

use crate::common;

use std::path::{Path, PathBuf};

/// One command of the README: its line number and its words (after `lhsched`).
struct ReadmeCommand {
    line: usize,
    words: Vec<String>,
}

/// The commands of every fenced block right after a `<!-- tested -->` line, with `\`
/// continuations joined and `# comments` dropped. Other blocks (usage lines with
/// placeholders such as `IN.hlo`) are documentation only.
fn tested_commands(readme: &str) -> Vec<ReadmeCommand> {
    let mut out = Vec::new();
    let mut lines = readme.lines().enumerate().peekable();
    while let Some((_, line)) = lines.next() {
        if line.trim() != "<!-- tested -->" {
            continue;
        }
        let fence = lines.next().map(|(_, l)| l.trim().to_string());
        assert!(
            fence.as_deref().is_some_and(|f| f.starts_with("```")),
            "a `<!-- tested -->` marker must stand right before a fenced block"
        );
        let mut pending: Option<(usize, String)> = None;
        for (no, l) in lines.by_ref() {
            if l.trim_start().starts_with("```") {
                break;
            }
            let (start, mut text) = match pending.take() {
                Some((start, before)) => (start, before + " " + l.trim()),
                None => (no + 1, l.trim().to_string()),
            };
            if let Some(stripped) = text.strip_suffix('\\') {
                text = stripped.trim_end().to_string();
                pending = Some((start, text));
                continue;
            }
            let command = match text.find(" #") {
                Some(i) => text[..i].trim().to_string(),
                None => text,
            };
            let rest = command
                .strip_prefix("cargo run --release -- ")
                .or_else(|| command.strip_prefix("lhsched "));
            if let Some(rest) = rest {
                out.push(ReadmeCommand {
                    line: start,
                    words: rest.split_whitespace().map(str::to_string).collect(),
                });
            }
        }
    }
    out
}

/// A README path as this test uses it: `/tmp/...` goes to a directory of the test's own, so
/// parallel runs do not meet; everything else is relative to the checkout.
fn local_path(word: &str, tmp: &Path) -> String {
    match word.strip_prefix("/tmp/") {
        Some(name) => tmp.join(name).to_string_lossy().into_owned(),
        None => word.to_string(),
    }
}

fn tmp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lhsched-readme-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn every_tested_readme_command_runs() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let commands = tested_commands(&readme);
    assert!(
        commands.len() >= 5,
        "the README's tested blocks hold {} commands",
        commands.len()
    );
    let tmp = tmp_dir("all");
    for c in &commands {
        if c.words.iter().any(|w| w.contains("../shared")) && !common::shared_exists() {
            common::skip(
                "every_tested_readme_command_runs",
                &format!("README line {} reads ../shared, which is absent", c.line),
            );
            continue;
        }
        let args: Vec<String> = c.words.iter().map(|w| local_path(w, &tmp)).collect();
        let out = common::lhsched()
            .args(&args)
            .current_dir(common::root())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "README line {}: `lhsched {}` exited {:?}:\n{}",
            c.line,
            c.words.join(" "),
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The figure after `label` in a report line `label  before  after ...` (both as text with
/// units), as seconds.
fn report_seconds(report: &str, label: &str) -> (f64, f64) {
    let line = report
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no `{label}` line in:\n{report}"));
    let words: Vec<&str> = line[line.find(label).unwrap() + label.len()..]
        .split_whitespace()
        .collect();
    let value = |i: usize| -> f64 {
        let n: f64 = words[i].parse().unwrap_or_else(|_| panic!("{line}"));
        n * match words[i + 1] {
            "s" => 1.0,
            "ms" => 1e-3,
            "us" => 1e-6,
            "ns" => 1e-9,
            u => panic!("unit {u} in {line}"),
        }
    };
    (value(0), value(2))
}

fn eval_makespan(file: &str) -> f64 {
    let out = common::lhsched()
        .args(["eval", file])
        .current_dir(common::root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("makespan"))
        .unwrap_or_else(|| panic!("no makespan in:\n{text}"));
    let w: Vec<&str> = line.split_whitespace().collect();
    let n: f64 = w[1].parse().unwrap();
    n * match w[2] {
        "ms" => 1e-3,
        "us" => 1e-6,
        "s" => 1.0,
        u => panic!("unit {u}"),
    }
}

#[test]
fn the_first_command_shows_a_real_win() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let first = tested_commands(&readme)
        .into_iter()
        .next()
        .expect("a tested command");
    assert_eq!(
        first.words[0], "schedule",
        "the first command is the main job"
    );
    let tmp = tmp_dir("first");
    let args: Vec<String> = first.words.iter().map(|w| local_path(w, &tmp)).collect();
    let out = common::lhsched()
        .args(&args)
        .current_dir(common::root())
        .output()
        .unwrap();
    assert!(out.status.success());
    let report =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let (before, after) = report_seconds(&report, "makespan");
    assert!(
        after < 0.95 * before,
        "the example's schedule wins by 5% or more over its input order: {before} -> {after}"
    );
    let xla = eval_makespan("examples/fsdp_shardmap_train.gpu.post.hlo");
    assert!(
        after < 0.95 * xla,
        "the example's schedule wins by 5% or more over XLA's: {xla} -> {after}"
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

/// `.ci/run` starts with the README's first two commands, word for word (CI checks what a
/// newcomer runs first).
#[test]
fn ci_starts_with_the_readmes_two_commands() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let ci = std::fs::read_to_string(common::root().join(".ci/run")).unwrap();
    let block = readme
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("the README opens with a shell block");
    let readme_commands: Vec<&str> = block
        .lines()
        .map(|l| l.split(" #").next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(readme_commands.len(), 2, "{block}");
    let ci_commands: Vec<&str> = ci
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cargo "))
        .take(2)
        .collect();
    assert_eq!(ci_commands, readme_commands);
}
