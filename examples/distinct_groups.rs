//! Writes the hostile module of issue 22 (`lhsched::testing::distinct_groups`): N async
//! all-reduces, collective i over devices `{i, i+1}`, so every collective is a group signature
//! of its own. For the scaling table in `docs/performance.md`:
//!
//! ```text
//! cargo run --release --example distinct_groups -- 8000 > /tmp/dg8000.hlo
//! LHSCHED_PHASES=1 lhsched schedule /tmp/dg8000.hlo -o /dev/null
//! ```

use lhsched::testing::distinct_groups::distinct_group_all_reduces;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(n) = std::env::args()
        .nth(1)
        .and_then(|a| a.parse::<usize>().ok())
    else {
        eprintln!("usage: distinct_groups N   (writes the module's HLO text to standard output)");
        return ExitCode::from(2);
    };
    let text = distinct_group_all_reduces(n);
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("distinct_groups: {e}");
            ExitCode::FAILURE
        }
    }
}
